import Foundation
import Raster

extension CGContext {
    /// The most tiles one tiled draw paints; more is reported and not drawn.
    static let maxTiles = 1 << 16

    /// Draws `image` scaled to fill `rect` (Apple's `CGContextDrawImage`), or,
    /// with `byTiling`, repeated in copies of `rect` over the whole clip area
    /// (Apple's `CGContextDrawTiledImage`), through the CTM, clip, alpha and
    /// blend mode.
    ///
    /// The image appears upright in the default y-up space: its top row at
    /// `rect.maxY`. Sampling is nearest-pixel when `interpolationQuality` is
    /// `.none` or the image's `shouldInterpolate` is false, bilinear otherwise.
    /// A non-finite rect is reported and nothing is drawn; an empty one draws
    /// nothing. Tiles sit at `rect.origin` plus whole multiples of its size;
    /// unlike Apple's, tile sizes are not snapped to device pixels, and a
    /// tiling that would need more than 65 536 tiles to cover the bitmap is
    /// reported and not drawn.
    public func draw(_ image: CGImage, in rect: CGRect, byTiling: Bool = false) {
        let r = Rect(rect)
        guard r.isFinite else { return cgDiagnostic("CGContextDrawImage: invalid rect \(rect).") }
        guard r.width != 0, r.height != 0 else { return }
        let quality: SamplingQuality = state.interpolationQuality == .none || !image.shouldInterpolate ? .nearest : .bilinear
        let alpha = Double(state.alpha), pixmap = image.pixmap
        let device = deviceTransform
        // Image pixels (top row first) to user space for the tile at `origin`.
        func transform(_ origin: CGPoint, _ size: CGSize) -> Transform {
            CGAffineTransform(a: size.width / CGFloat(image.width), b: 0, c: 0,
                              d: -size.height / CGFloat(image.height),
                              tx: origin.x, ty: origin.y + size.height).concatenating(device).raster
        }
        let imageRect = Raster.Path.rect(Rect(x: 0, y: 0, width: Double(image.width), height: Double(image.height)))
        guard byTiling else {
            let t = transform(rect.origin, rect.size)
            render("CGContextDrawImage", shape: imageRect, transform: t) {
                $0.drawPixmap(pixmap, transform: t, quality: quality, blendMode: state.blendMode, alpha: alpha)
            }
            return
        }
        let det = state.ctm.determinant
        guard det != 0, det.isFinite else { return }
        let r0 = r.standardized, tile = CGSize(width: r0.width, height: r0.height)
        let inv = state.ctm.inverted(), w = CGFloat(width) + 1, h = CGFloat(height) + 1
        let corners = [CGPoint(x: -1, y: -1), CGPoint(x: w, y: -1), CGPoint(x: w, y: h), CGPoint(x: -1, y: h)].map { $0.applying(inv) }
        let minX = corners.map(\.x).min()!, maxX = corners.map(\.x).max()!
        let minY = corners.map(\.y).min()!, maxY = corners.map(\.y).max()!
        let i0 = ((minX - r0.x) / r0.width).rounded(.down), i1 = ((maxX - r0.x) / r0.width).rounded(.up)
        let j0 = ((minY - r0.y) / r0.height).rounded(.down), j1 = ((maxY - r0.y) / r0.height).rounded(.up)
        guard (i1 - i0) * (j1 - j0) <= Double(CGContext.maxTiles) else {
            return cgDiagnostic("CGContextDrawTiledImage: tiles of \(r0.width) × \(r0.height) need more than \(CGContext.maxTiles) draws; nothing drawn.")
        }
        let everything = Raster.Path.polygon(corners.map { Raster.Point(x: $0.x, y: $0.y) })
        render("CGContextDrawTiledImage", shape: everything, transform: device.raster) { canvas in
            var result = DrawResult.nothingToDraw
            var j = j0
            while j < j1 {
                var i = i0
                while i < i1 {
                    let t = transform(CGPoint(x: r0.x + i * r0.width, y: r0.y + j * r0.height), tile)
                    if canvas.drawPixmap(pixmap, transform: t, quality: quality, blendMode: state.blendMode, alpha: alpha) == .drawn {
                        result = .drawn
                    }
                    i += 1
                }
                j += 1
            }
            return result
        }
    }
}
