import Foundation

extension CALayer {
    /// The default `display()` without a delegate: a backing store the size of
    /// the bounds at `contentsScale`, drawn by `draw(in:)`, becomes `contents`.
    ///
    /// Like UIKit's layers on iOS, the context is flipped so that y grows
    /// downwards from the bounds' origin. A layer with an empty, non-finite or
    /// huge bounds gets nil contents (with a diagnostic for the latter two).
    func drawIntoBackingStore() {
        let scale = contentsScale
        let b = bounds
        guard b.width.isFinite, b.height.isFinite, b.minX.isFinite, b.minY.isFinite else {
            CADiagnostics.report("CALayer.display(): bounds \(b) are not finite; no backing store")
            contents = nil
            return
        }
        let w = Int((b.width * scale).rounded(.up)), h = Int((b.height * scale).rounded(.up))
        guard w > 0, h > 0 else { contents = nil; return }
        guard w <= 16384, h <= 16384,
              let ctx = CGContext(data: nil, width: w, height: h, bitsPerComponent: 8, bytesPerRow: 0,
                                  space: CGColorSpaceCreateDeviceRGB(),
                                  bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue) else {
            CADiagnostics.report("CALayer.display(): a \(w) × \(h) backing store is too large; no contents")
            contents = nil
            return
        }
        // Flip to y-down (UIKit's convention), then points → pixels, then the bounds' origin.
        ctx.translateBy(x: 0, y: CGFloat(h))
        ctx.scaleBy(x: scale, y: -scale)
        ctx.translateBy(x: -b.minX, y: -b.minY)
        draw(in: ctx)
        contents = ctx.makeImage()
    }
}
