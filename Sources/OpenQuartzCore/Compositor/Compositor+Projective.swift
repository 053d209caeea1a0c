import Foundation
import Raster

extension Compositor {
    /// Largest side of a perspective layer's offscreen, in pixels.
    nonisolated static let maxProjectiveSide = 4096.0

    /// Draws a layer seen in perspective: its content, sublayers, mask and
    /// shadow are rendered flat into an offscreen in the layer's own plane,
    /// at the largest scale the map reaches on the layer (so the nearest part
    /// stays sharp), then drawn through the homography, perspective-correct,
    /// with parts behind the eye clipped away.
    func drawProjective(_ model: CALayer, _ layer: LayerValues, map: ProjectiveTransform, into canvas: Canvas, alpha: Double) {
        var local = estimateBox(model, layer, map: .identity) ?? layer.bounds.standardized
        if hasShadow(layer) {
            let grow = shadowReach(layer)
            if grow.isFinite { local = local.insetBy(dx: -CGFloat(grow), dy: -CGFloat(grow)) }
        }
        guard let plane = PlaneOffscreen(local, scale: map.maxScale(over: local), limit: 4),
              let off = try? Canvas(width: plane.width, height: plane.height) else { return }
        let offMap = plane.map
        // The shadow lies in the layer's plane too: drawn under the content, then both projected.
        renderGroupContent(model, layer, map: offMap, into: off, shadowInside: true)
        let image = off.pixmap
        report(canvas.drawPixmap(image, projective: offMap.invertedOrNaN().concatenating(map), quality: .bilinear,
                                 blendMode: layer.compositingBlend, alpha: alpha), model)
    }
}

/// An offscreen for a rectangle of a layer's own plane: its size in pixels at
/// a scale (clamped to `limit` and to `Compositor.maxProjectiveSide` pixels a
/// side; a non-positive or non-finite scale becomes 1) and the map from the
/// plane to its pixels.
struct PlaneOffscreen {
    let scale: Double
    let width: Int, height: Int
    let map: ProjectiveTransform

    /// Nil for an empty or non-finite rectangle.
    init?(_ rect: CGRect, scale wanted: Double, limit: Double = .infinity) {
        guard rect.width > 0, rect.height > 0, rect.isFiniteRect else { return nil }
        let s = min(wanted > 0 && wanted.isFinite ? wanted : 1, limit,
                    Compositor.maxProjectiveSide / Double(rect.width), Compositor.maxProjectiveSide / Double(rect.height))
        width = Int((Double(rect.width) * s).rounded(.up))
        height = Int((Double(rect.height) * s).rounded(.up))
        guard width > 0, height > 0 else { return nil }
        scale = s
        map = ProjectiveTransform.translation(-Double(rect.minX), -Double(rect.minY)).concatenating(.scale(s, s))
    }
}
