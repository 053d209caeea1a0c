import Foundation
import Raster

extension Compositor {
    /// A `BackdropBlurLayer`'s backdrop: the canvas pixels under the layer's
    /// bounds (and as far around as the blur reaches, three standard
    /// deviations, so that the edge blends with what lies outside), blurred
    /// with σ = radius / 2 points, drawn back inside the rounded bounds with
    /// `alpha`. Drawn before the layer's background. The pixels read are
    /// those drawn so far into this canvas: what lies behind the layer.
    func drawBackdrop(radius: Double, _ layer: LayerValues, _ t: Transform, _ canvas: Canvas, _ alpha: Double) {
        let scale = sqrt(abs(t.determinant))
        guard alpha > 0, scale.isFinite, scale > 0 else { return }
        let sigma = min(radius * scale / 2, GaussianBlur.maxSigma)
        let b = layer.bounds.standardized
        let corners: [Point] = [(b.minX, b.minY), (b.maxX, b.minY), (b.minX, b.maxY), (b.maxX, b.maxY)].map {
            t.apply(Point(Double($0.0), Double($0.1)))
        }
        let reach = (3 * sigma).rounded(.up)
        let w = canvas.pixmap.width, h = canvas.pixmap.height
        let x0 = max(Int((corners.map(\.x).min()! - reach).rounded(.down)), 0)
        let y0 = max(Int((corners.map(\.y).min()! - reach).rounded(.down)), 0)
        let x1 = min(Int((corners.map(\.x).max()! + reach).rounded(.up)), w)
        let y1 = min(Int((corners.map(\.y).max()! + reach).rounded(.up)), h)
        guard x1 > x0, y1 > y0 else { return }
        let (cw, ch) = (x1 - x0, y1 - y0)
        var pixels = [UInt32](repeating: 0, count: cw * ch)
        canvas.pixmap.storage.withUnsafeBufferPointer { source in
            for row in 0..<ch {
                let from = (y0 + row) * w + x0
                for col in 0..<cw { pixels[row * cw + col] = source[from + col] }
            }
        }
        guard var behind = Pixmap(width: cw, height: ch, pixels: pixels) else { return }
        if sigma > 0 { blurrer.blur(&behind, sigma: sigma) }
        canvas.withClip(to: roundedBoundsPath(layer), transform: t) {
            canvas.drawPixmap(behind, transform: .translation(Double(x0), Double(y0)), quality: .nearest, alpha: alpha)
        }
    }
}
