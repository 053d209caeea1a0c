import Foundation
import Raster

extension Compositor {
    /// Largest side of a perspective layer's offscreen, in pixels.
    static let maxProjectiveSide = 4096.0

    /// Draws a layer seen in perspective: its content, sublayers, mask and
    /// shadow are rendered flat into an offscreen in the layer's own plane,
    /// at the largest scale the map reaches on the layer (so the nearest part
    /// stays sharp), then drawn through the homography, perspective-correct,
    /// with parts behind the eye clipped away.
    func drawProjective(_ model: CALayer, _ layer: CALayer, map: Homography, into canvas: Canvas, alpha: Double) {
        var local = estimateBox(model, layer, map: .identity) ?? layer.bounds.standardized
        if hasShadow(layer) {
            let s = layer.shadowOffset, grow = 3 * Double(max(layer.shadowRadius, 0)) + Double(max(abs(s.width), abs(s.height)))
            if grow.isFinite { local = local.insetBy(dx: -CGFloat(grow), dy: -CGFloat(grow)) }
        }
        guard local.width > 0, local.height > 0, local.isFiniteRect else { return }
        var scale = map.maxScale(over: local)
        if !(scale > 0) || !scale.isFinite { scale = 1 }
        scale = min(scale, 4, Self.maxProjectiveSide / Double(local.width), Self.maxProjectiveSide / Double(local.height))
        let width = Int((Double(local.width) * scale).rounded(.up)), height = Int((Double(local.height) * scale).rounded(.up))
        guard width > 0, height > 0, let off = try? Canvas(width: width, height: height) else { return }
        let offMap = Homography.translation(-Double(local.minX), -Double(local.minY)).then(.scale(scale, scale))
        // The shadow lies in the layer's plane too: drawn under the content, then both projected.
        renderGroupContent(model, layer, map: offMap, into: off, shadowInside: true)
        let image = off.pixmap
        let h = offMap.inverted().then(map).m
        let projective = ProjectiveTransform(a: h.0, b: h.1, c: h.3, d: h.4, tx: h.6, ty: h.7, px: h.2, py: h.5, pw: h.8)
        report(canvas.drawPixmap(image, projective: projective, quality: .bilinear, alpha: alpha), layer)
    }
}
