import Foundation
import Raster

extension Compositor {
    // MARK: The part of a shadow its layer hides

    /// Device pixels of `layer` (drawn through the scale-and-translate map
    /// `t`) that lie fully inside its rounded bounds, with a margin: inset by
    /// 0.3 × the corner radius (a corner's arc passes outside the inset
    /// rectangle's corner: (1 − 0.3)·√2 < 1) plus one device pixel (edge
    /// anti-aliasing and curve flattening). nil for rotated or skewed maps.
    func interiorRect(_ layer: LayerValues, _ t: Transform) -> Rect? {
        guard t.b == 0, t.c == 0 else { return nil }
        let b = layer.bounds.standardized, r = effectiveCornerRadius(layer)
        let x0 = t.a * Double(b.minX) + t.tx, x1 = t.a * Double(b.maxX) + t.tx
        let y0 = t.d * Double(b.minY) + t.ty, y1 = t.d * Double(b.maxY) + t.ty
        let ix = 0.3 * r * abs(t.a) + 1, iy = 0.3 * r * abs(t.d) + 1
        let rect = Rect(x: min(x0, x1) + ix, y: min(y0, y1) + iy, width: abs(x1 - x0) - 2 * ix, height: abs(y1 - y0) - 2 * iy)
        return rect.isFinite && rect.width > 0 && rect.height > 0 ? rect : nil
    }

    /// The device rectangle of the layer's shadow that its own background
    /// paints over right after (so the shadow need not be drawn there): the
    /// layer's interior when the background is opaque, drawn at full
    /// `alpha`, and the canvas does not clip it partially. The pixels are
    /// the same: an opaque colour at full coverage replaces what is under it.
    func backgroundHole(_ layer: LayerValues, _ t: Transform, _ canvas: Canvas, alpha: Double) -> Rect? {
        guard options.leavesOutHiddenShadows, alpha >= 1, let bg = layer.backgroundColor, bg.alpha >= 1, layer.patternColors == nil, let hole = interiorRect(layer, t),
              canvas.clipIsFull(in: hole) else { return nil }
        return hole
    }

    /// For a shadow taken from a group's alpha (`alpha`, the offscreen's,
    /// placed at `origin` on the canvas): the layer's interior when the
    /// group is composited at full `alpha`, unclipped there, and opaque over
    /// all of it — the composite then replaces those pixels exactly.
    func groupHole(_ layer: LayerValues, _ t: Transform, _ canvas: Canvas, alpha: Double, groupAlpha: Mask,
                   origin: (x: Int, y: Int)) -> Rect? {
        guard options.leavesOutHiddenShadows, alpha >= 1, let hole = interiorRect(layer, t), canvas.clipIsFull(in: hole),
              groupAlpha.isFull(in: Rect(x: hole.x - Double(origin.x), y: hole.y - Double(origin.y),
                                         width: hole.width, height: hole.height)) else { return nil }
        return hole
    }
}
