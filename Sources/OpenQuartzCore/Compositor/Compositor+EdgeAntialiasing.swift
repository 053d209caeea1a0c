import Foundation
import Raster

extension Compositor {
    // MARK: Edge antialiasing (`allowsEdgeAntialiasing`, `edgeAntialiasingMask`)
    //
    // Apple: a layer's edges are antialiased when it is transformed only if
    // `allowsEdgeAntialiasing` is true (default false, from the app's
    // `UIViewEdgeAntialiasing` Info.plist key), and then only the edges in
    // `edgeAntialiasingMask` (default all four): a rotated layer's edges are
    // jagged by default on iOS.
    //
    // Here: with `allowsEdgeAntialiasing` false, a layer whose map is not
    // axis-aligned has aliased quads (`Compositor+AliasedEdges.swift`). With
    // it true and a mask leaving edges out, those edges of the layer's
    // background are drawn aliased (a pixel is covered when its centre is
    // inside the edge), the others antialiased. Only a square-cornered
    // background through an affine map is drawn so; borders, rounded
    // corners, contents and sublayers keep antialiased edges then.

    /// Whether the layer's background is drawn with some edges aliased (see above).
    func aliasesSomeEdges(_ layer: LayerValues) -> Bool {
        layer.allowsEdgeAntialiasing && layer.edgeAntialiasingMask.rawValue & 0xF != 0xF && effectiveCornerRadius(layer) == 0
    }

    /// Fills the layer's bounds through `t` with `paint`, each edge in
    /// `edgeAntialiasingMask` antialiased (coverage from the pixel centre's
    /// distance to the edge, `0.5 + d` clamped) and the others aliased
    /// (covered when the centre is inside); the coverages of the four edges
    /// multiply. False when the map is not invertible or the fill misses
    /// the canvas (nothing is drawn then either).
    @discardableResult
    func fillWithEdgeMask(_ layer: LayerValues, _ t: Transform, _ canvas: Canvas, paint: Paint) -> Bool {
        let b = layer.bounds.standardized
        guard t.isFinite, abs(t.determinant) > 1e-12 else { return false }
        let corners = [Point(b.minX, b.minY), Point(b.maxX, b.minY), Point(b.maxX, b.maxY), Point(b.minX, b.maxY)].map { t.apply($0) }
        let xs = corners.map(\.x), ys = corners.map(\.y)
        let box = canvas.drawingBounds
        let x0 = max(Int(max(xs.min()!, box.x - 1).rounded(.down)), Int(box.x))
        let y0 = max(Int(max(ys.min()!, box.y - 1).rounded(.down)), Int(box.y))
        let x1 = min(Int(min(xs.max()!, box.x + box.width + 1).rounded(.up)), Int(box.x + box.width))
        let y1 = min(Int(min(ys.max()!, box.y + box.height + 1).rounded(.up)), Int(box.y + box.height))
        guard x1 > x0, y1 > y0, var mask = try? Mask(width: x1 - x0, height: y1 - y0, fill: 0) else { return false }
        // Edges in order bottom (min y), right, top, left, each as a line
        // with its inward unit normal (the quad's orientation decides inward).
        let mask4 = layer.edgeAntialiasingMask
        let smooth: [Bool] = [mask4.contains(.layerBottomEdge), mask4.contains(.layerRightEdge),
                              mask4.contains(.layerTopEdge), mask4.contains(.layerLeftEdge)]
        let centre = Point((xs.reduce(0, +)) / 4, (ys.reduce(0, +)) / 4)
        var normals: [(nx: Double, ny: Double, c: Double)] = []
        for k in 0..<4 {
            let p = corners[k], q = corners[(k + 1) % 4]
            let len = hypot(q.x - p.x, q.y - p.y)
            guard len > 0 else { return false }
            var nx = -(q.y - p.y) / len, ny = (q.x - p.x) / len
            if (centre.x - p.x) * nx + (centre.y - p.y) * ny < 0 { nx = -nx; ny = -ny }
            normals.append((nx, ny, -(p.x * nx + p.y * ny)))
        }
        let w = x1 - x0
        for py in y0..<y1 {
            for px in x0..<x1 {
                let cx = Double(px) + 0.5, cy = Double(py) + 0.5
                var coverage = 1.0
                for k in 0..<4 where coverage > 0 {
                    let d = cx * normals[k].nx + cy * normals[k].ny + normals[k].c
                    coverage *= smooth[k] ? min(max(d + 0.5, 0), 1) : (d >= 0 ? 1 : 0)
                }
                mask.values[(py - y0) * w + (px - x0)] = UInt8((coverage * 255).rounded())
            }
        }
        canvas.fillMask(mask, atX: x0, y: y0, paint: paint)
        return true
    }
}
