import Foundation
import Raster

extension CGContext {
    /// Draws `image` scaled to fill `rect` (Apple's `CGContextDrawImage`),
    /// through the CTM, clip, alpha and blend mode.
    ///
    /// The image appears upright in the default y-up space: its top row at
    /// `rect.maxY`. Sampling is nearest-pixel when `interpolationQuality` is
    /// `.none` or the image's `shouldInterpolate` is false, bilinear otherwise.
    /// A non-finite rect is reported and nothing is drawn; an empty one draws
    /// nothing.
    public func draw(_ image: CGImage, in rect: CGRect) {
        let r = Rect(rect)
        guard r.isFinite else { return cgDiagnostic("CGContextDrawImage: invalid rect \(rect).") }
        guard r.width != 0, r.height != 0 else { return }
        // Image pixels (top row first) to user space, then to Raster pixels.
        let toUser = CGAffineTransform(a: rect.size.width / CGFloat(image.width), b: 0, c: 0,
                                       d: -rect.size.height / CGFloat(image.height),
                                       tx: rect.origin.x, ty: rect.origin.y + rect.size.height)
        let t = toUser.concatenating(deviceTransform).raster
        let quality: SamplingQuality = state.interpolationQuality == .none || !image.shouldInterpolate ? .nearest : .bilinear
        let mode = state.blendMode, alpha = Double(state.alpha), pixmap = image.pixmap
        let shape = Raster.Path.rect(Rect(x: 0, y: 0, width: Double(image.width), height: Double(image.height)))
        render("CGContextDrawImage", shape: shape, transform: t) {
            $0.drawPixmap(pixmap, transform: t, quality: quality, blendMode: mode, alpha: alpha)
        }
    }
}
