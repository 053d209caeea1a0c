import Foundation
import Raster

extension Compositor {
    // MARK: Aliased edges (iOS's default for transformed layers)
    //
    // Apple (`CALayer.allowsEdgeAntialiasing`, default false; the app-wide
    // `UIViewEdgeAntialiasing` Info.plist key turns it on): a layer drawn
    // through a transform that is not axis-aligned — rotated, skewed — has
    // jagged edges unless the property is true. Core Animation draws a
    // layer's background, border and contents as quads, and without edge
    // antialiasing a quad covers exactly the pixels whose centres are inside
    // it.
    //
    // Here: when `allowsEdgeAntialiasing` is false and the layer's map is
    // not axis-aligned (`Transform.isAxisAligned`), the square-cornered
    // background, the square-cornered border ring and each contents quad
    // (the whole image or its nine slices) cover the pixels whose centres
    // are inside them (half-open on the right and bottom in layer space, so
    // quads that share an edge tile without gaps). Differences from Apple,
    // where the drawing is still antialiased: rounded corners (`cornerRadius`
    // > 0), `masksToBounds` clips, layers drawn in perspective (a
    // non-affine map: drawn flat, then through the homography), and the
    // paths of shape and text layers (drawn into the layer's backing on iOS,
    // antialiased there). An axis-aligned layer keeps antialiased edges at
    // fractional positions (iOS layers usually sit on pixel boundaries).

    /// Whether `layer`'s quads are drawn with aliased edges through `t` (see above).
    @inline(__always)
    func drawsAliasedEdges(_ layer: LayerValues, _ t: Transform) -> Bool {
        !layer.allowsEdgeAntialiasing && !t.isAxisAligned
    }

    /// Fills `rect` (layer space) through `t` with `paint` — in layer space,
    /// like `Canvas.fillRect`'s — covering each pixel whose centre maps
    /// inside `rect` and outside `hole` (when given), with no partial
    /// coverage. Returns false, drawing nothing, when `t` is not invertible
    /// or the quad misses the canvas.
    @discardableResult
    func fillAliasedQuad(_ rect: Rect, minus hole: Rect? = nil, _ t: Transform, _ canvas: Canvas, paint: Paint) -> Bool {
        guard rect.width > 0, rect.height > 0, let inverse = t.inverted else { return false }
        // The quad's pixel box, within the canvas.
        let p0 = t.apply(Point(x: rect.x, y: rect.y)), p1 = t.apply(Point(x: rect.x + rect.width, y: rect.y))
        let p2 = t.apply(Point(x: rect.x, y: rect.y + rect.height))
        let p3 = t.apply(Point(x: rect.x + rect.width, y: rect.y + rect.height))
        let box = canvas.drawingBounds
        let x0 = max(Int(min(p0.x, p1.x, p2.x, p3.x).rounded(.down)), Int(box.x))
        let y0 = max(Int(min(p0.y, p1.y, p2.y, p3.y).rounded(.down)), Int(box.y))
        let x1 = min(Int(max(p0.x, p1.x, p2.x, p3.x).rounded(.up)), Int(box.x + box.width))
        let y1 = min(Int(max(p0.y, p1.y, p2.y, p3.y).rounded(.up)), Int(box.y + box.height))
        guard x1 > x0, y1 > y0, (try? aliasedEdgeScratch.reset(width: x1 - x0, height: y1 - y0)) != nil else { return false }
        let w = x1 - x0
        let (minX, maxX, minY, maxY) = (rect.x, rect.x + rect.width, rect.y, rect.y + rect.height)
        let h = hole.flatMap { $0.width > 0 && $0.height > 0 ? $0 : nil }
        aliasedEdgeScratch.values.withUnsafeMutableBufferPointer { values in
            for py in y0..<y1 {
                // The layer point of this row's first pixel centre; each pixel steps by (a, b).
                let cy = Double(py) + 0.5
                var u = inverse.a * (Double(x0) + 0.5) + inverse.c * cy + inverse.tx
                var v = inverse.b * (Double(x0) + 0.5) + inverse.d * cy + inverse.ty
                let row = (py - y0) * w
                for px in 0..<w {
                    var inside = u >= minX && u < maxX && v >= minY && v < maxY
                    if inside, let h, u >= h.x, u < h.x + h.width, v >= h.y, v < h.y + h.height { inside = false }
                    values[row + px] = inside ? 255 : 0
                    u += inverse.a
                    v += inverse.b
                }
            }
        }
        canvas.fillMask(aliasedEdgeScratch, atX: x0, y: y0, paint: paint.mappedToDevice(by: t))
        return true
    }
}

extension Transform {
    /// Whether the map keeps a rectangle's edges horizontal and vertical
    /// (scale and translation, possibly swapping axes by a quarter turn),
    /// up to rounding of the sine and cosine of a quarter turn.
    var isAxisAligned: Bool {
        let scale = abs(a) + abs(b) + abs(c) + abs(d)
        let tolerance = 1e-12 * scale
        return (abs(b) <= tolerance && abs(c) <= tolerance) || (abs(a) <= tolerance && abs(d) <= tolerance)
    }
}

extension Paint {
    /// The paint for drawing in device space what it paints in the space
    /// that `t` maps to the device (shaders' maps composed with `t`).
    func mappedToDevice(by t: Transform) -> Paint {
        var p = self
        switch shader {
        case .solid: break
        case .image(var pattern):
            pattern.transform = pattern.transform.concatenating(t)
            p.shader = .image(pattern)
        case .linearGradient(var g):
            g.transform = g.transform.concatenating(t)
            p.shader = .linearGradient(g)
        case .radialGradient(var g):
            g.transform = g.transform.concatenating(t)
            p.shader = .radialGradient(g)
        case .conicGradient(var g):
            g.transform = g.transform.concatenating(t)
            p.shader = .conicGradient(g)
        }
        return p
    }
}
