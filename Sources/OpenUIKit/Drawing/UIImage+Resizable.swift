import Foundation

extension UIImage {
    /// A copy that draws resized with `capInsets` kept at their size and
    /// the interior tiled (Apple's `resizableImage(withCapInsets:)`, whose
    /// mode is `.tile`).
    public func resizableImage(withCapInsets capInsets: UIEdgeInsets) -> UIImage {
        resizableImage(withCapInsets: capInsets, resizingMode: .tile)
    }

    /// A copy that draws resized with `capInsets` (in points) kept at their
    /// size and the rest filled as `resizingMode` says (Apple's
    /// `resizableImage(withCapInsets:resizingMode:)`).
    ///
    /// `draw(in:)` then draws nine pieces: the corners unscaled, the top and
    /// bottom edges resized horizontally only, the left and right edges
    /// vertically only, the centre both ways — stretched, or repeated at
    /// the image's scale from the top-left. When the target is smaller than
    /// the caps, the caps shrink in proportion. Negative or non-finite
    /// insets count as 0.
    public func resizableImage(withCapInsets capInsets: UIEdgeInsets, resizingMode: UIImage.ResizingMode) -> UIImage {
        func clean(_ v: CGFloat) -> CGFloat { v.isFinite && v > 0 ? v : 0 }
        let insets = UIEdgeInsets(top: clean(capInsets.top), left: clean(capInsets.left),
                                  bottom: clean(capInsets.bottom), right: clean(capInsets.right))
        return with(images: .some(images?.map { $0.resizableImage(withCapInsets: insets, resizingMode: resizingMode) }),
                    capInsets: insets, resizingMode: resizingMode)
    }

    /// A copy with `renderingMode` (Apple's `withRenderingMode(_:)`); see
    /// `RenderingMode` for what each mode draws.
    public func withRenderingMode(_ renderingMode: UIImage.RenderingMode) -> UIImage {
        with(images: .some(images?.map { $0.withRenderingMode(renderingMode) }), renderingMode: renderingMode)
    }

    /// Draws `cgImage` into `rect` in nine pieces (see
    /// `resizableImage(withCapInsets:resizingMode:)`). Orientation is not
    /// applied to resizable images.
    func drawNineSlice(_ cgImage: CGImage, in rect: CGRect, context: CGContext) {
        let s = scale
        let pw = CGFloat(cgImage.width), ph = CGFloat(cgImage.height)
        // Source caps in pixels, limited to the image.
        var sl = min(capInsets.left * s, pw), sr = min(capInsets.right * s, pw - sl)
        var st = min(capInsets.top * s, ph), sb = min(capInsets.bottom * s, ph - st)
        sl.round(); sr.round(); st.round(); sb.round()
        // Destination caps in points, shrunk in proportion if they do not fit.
        var dl = sl / s, dr = sr / s, dt = st / s, db = sb / s
        if dl + dr > rect.width, dl + dr > 0 {
            let k = rect.width / (dl + dr); dl *= k; dr *= k
        }
        if dt + db > rect.height, dt + db > 0 {
            let k = rect.height / (dt + db); dt *= k; db *= k
        }
        let srcX = [0, sl, pw - sr], srcW = [sl, pw - sl - sr, sr]
        let srcY = [0, st, ph - sb], srcH = [st, ph - st - sb, sb]
        let dstX = [rect.minX, rect.minX + dl, rect.maxX - dr], dstW = [dl, rect.width - dl - dr, dr]
        let dstY = [rect.minY, rect.minY + dt, rect.maxY - db], dstH = [dt, rect.height - dt - db, db]
        for row in 0..<3 {
            for column in 0..<3 {
                guard srcW[column] > 0, srcH[row] > 0, dstW[column] > 0, dstH[row] > 0,
                      let piece = cgImage.cropping(to: CGRect(x: srcX[column], y: srcY[row],
                                                              width: srcW[column], height: srcH[row])) else { continue }
                let target = CGRect(x: dstX[column], y: dstY[row], width: dstW[column], height: dstH[row])
                let tilesX = resizingMode == .tile && column == 1, tilesY = resizingMode == .tile && row == 1
                if tilesX || tilesY {
                    let tile = CGSize(width: tilesX ? srcW[column] / s : target.width,
                                      height: tilesY ? srcH[row] / s : target.height)
                    context.saveGState()
                    context.clip(to: target)
                    drawTiled(piece, in: target, tile: tile, context: context)
                    context.restoreGState()
                } else {
                    drawUpright(piece, in: target, context: context)
                }
            }
        }
    }
}
