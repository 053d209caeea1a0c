import Foundation

extension CALayer {
    /// The default `display()` without a delegate: a backing store the size of
    /// the bounds at `contentsScale`, drawn by `draw(in:)`, becomes `contents`.
    ///
    /// Like UIKit's layers on iOS, the context is flipped so that y grows
    /// downwards from the bounds' origin. A layer with an empty, non-finite or
    /// huge bounds gets nil contents (with a diagnostic for the latter two).
    func drawIntoBackingStore() {
        guard let ctx = makeBackingStoreContext() else {
            contents = nil
            return
        }
        draw(in: ctx)
        contents = imageInContentsFormat(ctx.makeImage())
    }

    /// A transparent bitmap context for the layer's backing store: bounds ×
    /// `contentsScale` pixels, y down from the bounds' origin (see
    /// `drawIntoBackingStore()`); nil for an empty, non-finite (diagnosed)
    /// or huge (diagnosed) bounds.
    package func makeBackingStoreContext() -> CGContext? {
        let scale = contentsScale
        let b = bounds
        guard b.width.isFinite, b.height.isFinite, b.minX.isFinite, b.minY.isFinite else {
            CADiagnostics.report("CALayer.display(): bounds \(b) are not finite; no backing store")
            return nil
        }
        let w = Int((b.width * scale).rounded(.up)), h = Int((b.height * scale).rounded(.up))
        guard w > 0, h > 0 else { return nil }
        guard w <= 16384, h <= 16384,
              let ctx = CGContext(data: nil, width: w, height: h, bitsPerComponent: 8, bytesPerRow: 0,
                                  space: CGColorSpaceCreateDeviceRGB(),
                                  bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue) else {
            CADiagnostics.report("CALayer.display(): a \(w) × \(h) backing store is too large; no contents")
            return nil
        }
        // Flip to y-down (UIKit's convention), then points → pixels, then the bounds' origin.
        ctx.translateBy(x: 0, y: CGFloat(h))
        ctx.scaleBy(x: scale, y: -scale)
        ctx.translateBy(x: -b.minX, y: -b.minY)
        return ctx
    }
}
