import Foundation
import Raster

extension CALayer {
    /// Renders the layer and its sublayers into `ctx` (Apple's `render(in:)`),
    /// in the context's current user space: the layer's bounds origin at the
    /// user-space origin, its own position and transform ignored, its
    /// sublayers placed by theirs.
    ///
    /// As on Apple's platforms this draws the layer tree as it is — model
    /// values, no animations; call it on `presentation()` for what is on
    /// screen (a presentation copy draws its own values and its sublayers'
    /// presentation values at the current media time). Layer coordinates go
    /// through the CTM unchanged, so with a plain bitmap context (y up) the
    /// picture is upside down unless the context is flipped first — exactly
    /// what happens on iOS outside UIKit's flipped image contexts.
    ///
    /// Differences: everything is drawn, including the perspective and 3D
    /// that Apple's `render(in:)` skips, and with the context's clip and alpha.
    public func render(in ctx: CGContext) {
        let compositor = Compositor(time: isPresentationCopy ? CACurrentMediaTime() : nil)
        ctx.withCanvas { canvas, userToPixels, alpha in
            let base = ProjectiveTransform(userToPixels.raster)
            let b = bounds
            let origin = ProjectiveTransform.translation(-Double(b.minX), -Double(b.minY)).concatenating(base)
            compositor.render(self, into: canvas, base: origin, includeRootGeometry: false, alpha: Double(alpha))
        }
    }
}
