import Foundation
import Raster

/// An open transparency layer: what to give back to the canvas at its end.
struct TransparencyLayer {
    /// The pixmap the canvas held before the layer (the enclosing layer's
    /// pixels, or the canvas's copy of the buffer).
    var outer: Pixmap
    /// The state stack's depth just after the layer's own `saveGState()`.
    var stateDepth: Int
}

extension CGContext {
    /// Starts a transparency layer (Apple's `CGContextBeginTransparencyLayer`):
    /// until the matching `endTransparencyLayer()`, drawing goes to a fully
    /// transparent offscreen layer; at the end the layer is composited into
    /// the context once, with the global alpha, blend mode, shadow and clip
    /// in effect at the start. So overlapping shapes drawn in a layer with
    /// alpha 0.5 show 0.5 everywhere, and a group casts one shadow.
    ///
    /// As Apple documents, the graphics state is saved; inside the layer the
    /// global alpha is 1 and the shadow is off, everything else unchanged.
    /// `auxiliaryInfo` is ignored (Apple reserves it); it is an `NSDictionary`
    /// here because Foundation on Linux has no `CFDictionary`. The bitmap's
    /// bytes (`data`, `makeImage()`) do not show the layer until it ends.
    /// Layers nest.
    public func beginTransparencyLayer(auxiliaryInfo: NSDictionary?) {
        openTransparencyLayer(in: nil)
    }

    /// Starts a transparency layer whose drawing is limited to `rect` (user
    /// space) (Apple's `CGContextBeginTransparencyLayerWithRect`); otherwise
    /// as `beginTransparencyLayer(auxiliaryInfo:)`. A non-finite rect is
    /// reported and the layer is unbounded.
    public func beginTransparencyLayer(in rect: CGRect, auxiliaryInfo: NSDictionary?) {
        guard Rect(rect).isFinite else {
            cgDiagnostic("CGContextBeginTransparencyLayerWithRect: invalid rect \(rect); using the whole context.")
            return openTransparencyLayer(in: nil)
        }
        openTransparencyLayer(in: rect)
    }

    /// Ends the innermost transparency layer (Apple's
    /// `CGContextEndTransparencyLayer`): restores the graphics state saved at
    /// its start and composites the layer with it. States saved inside the
    /// layer and never restored are discarded. Without an open layer the call
    /// is ignored with a diagnostic.
    public func endTransparencyLayer() {
        guard let layer = transparencyLayers.last else {
            return cgDiagnostic("CGContextEndTransparencyLayer: no transparency layer to end.")
        }
        if stateStack.count > layer.stateDepth {
            stateStack.removeLast(stateStack.count - layer.stateDepth)
        }
        let content = canvas.pixmap
        canvas.pixmap = layer.outer
        transparencyLayers.removeLast()
        if stateStack.count == layer.stateDepth {
            restoreGState()
        } else {
            cgDiagnostic("CGContextEndTransparencyLayer: the layer's saved state was restored inside it; compositing with the current state.")
        }
        let everything = Raster.Path.rect(Rect(x: 0, y: 0, width: Double(width), height: Double(height)))
        render("CGContextEndTransparencyLayer", shape: everything, transform: .identity) {
            $0.drawPixmap(content, transform: .identity, quality: .nearest, blendMode: state.blendMode, alpha: Double(state.alpha))
        }
    }

    private func openTransparencyLayer(in rect: CGRect?) {
        saveGState()
        // The size was validated when the context was created.
        guard let layerPixels = try? Pixmap(width: width, height: height) else { return }
        transparencyLayers.append(TransparencyLayer(outer: canvas.pixmap, stateDepth: stateStack.count))
        canvas.pixmap = layerPixels
        state.alpha = 1
        state.shadow = nil
        // The clip applies once, when the layer is composited.
        canvas.clipMask = nil
        if let rect { canvas.clip(to: .rect(visible(rect)), rule: .nonZero, transform: deviceTransform.raster) }
    }
}
