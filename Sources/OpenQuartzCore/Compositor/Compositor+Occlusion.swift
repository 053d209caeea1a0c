import Foundation
import Raster

extension Compositor {
    // MARK: Occlusion

    /// The device pixels a layer surely sets to its opaque
    /// background (what is drawn over them inside it stays opaque, and
    /// a group of it is composited at full alpha, so each such pixel ends up
    /// overwritten whatever was below): the two rectangles of its rounded
    /// bounds clear of the corners (less the corners' extent, `cornerExtent`, left and right, or top
    /// and bottom), less one more pixel (full coverage is needed), through a
    /// scale-and-translate map. `.null` for a layer that is not such an
    /// occluder. Both rectangles rather than the bounds less the radius on
    /// every side: composite200 38.61 → 37.66 M instructions/frame.
    func occluderRects(_ model: CALayer, _ layer: LayerValues, _ map: ProjectiveTransform) -> (wide: CGRect, tall: CGRect) {
        guard !layer.isHidden, layer.opacity >= 1, layer.isDoubleSided, model.mask == nil, !layer.shouldRasterize,
              layer.compositingBlend == .sourceOver,
              !transitionPictures.hasPicture(of: model),
              let bg = layer.backgroundColor, bg.alpha >= 1, layer.patternColors == nil, !layer.isTransformLayer, layer.bounds.isFiniteRect,
              map.isFinite, map.isAffine, map.affine.isScaleTranslate else { return (.null, .null) }
        let r = CGFloat(cornerExtent(layer)), b = layer.bounds.standardized
        func device(_ inner: CGRect) -> CGRect {
            guard inner.width > 0, inner.height > 0 else { return .null }
            let d = map.mapRect(inner).insetBy(dx: 1, dy: 1)
            return d.isEmpty || !d.isFiniteRect ? .null : d
        }
        let wide = device(b.insetBy(dx: 0, dy: r)), tall = device(b.insetBy(dx: r, dy: 0))
        return wide.isNull ? (tall, .null) : (wide, tall)
    }

    /// Whether everything `layer` draws (`estimateBox`, shadow included)
    /// lies inside the opaque rectangle of an occluder drawn after its whole
    /// subtree, in the frame's canvas: its pixels would all be overwritten,
    /// so it is not drawn (the same pixels either way; tests compare both).
    /// composite200: 42.02 → 40.12 M instructions/frame (the bounds checked first: 40.39 without).
    /// `i` is the layer's number in the frame's plan (`plannedIndex`).
    func isOccluded(_ model: CALayer, _ layer: LayerValues, map: ProjectiveTransform, planned i: Int) -> Bool {
        guard plan.hasOccluders, map.isAffine else { return false }
        let from = 2 * Int(plan.subtreeEnd[i])
        guard from < plan.occluders.count else { return false }
        // The bounds first: most layers are not covered, and their whole
        // reach (children included) is dearer to bound.
        let own = map.mapRect(layer.bounds.standardized)
        guard plan.grid.anyContains(own, in: plan.occluders, from: from),
              let box = estimateBox(model, layer, map: map) else { return false }
        return plan.grid.anyContains(box, in: plan.occluders, from: from)
    }
}

/// The occluders of a frame bucketed by a uniform grid over the canvas, so
/// that "does an occluder drawn later contain this rectangle?" looks at the
/// few occluders overlapping the rectangle's centre instead of all of them.
///
/// Every occluder is listed in each cell it overlaps (cells about as many as
/// occluders, at most 64 × 64), in paint order; a query reads its centre's
/// cell from the back (the last drawn first) down to the first occluder
/// drawn after the layer, and gives up after `maxChecks` (then the layer is
/// simply drawn: culling is an optimisation, never a requirement). So a
/// frame's culling is linear in the number of layers: with the earlier
/// all-pairs test, 10,000 opaque root sublayers cost 4.2 s per frame.
/// Plain loops throughout: a main-actor closure given to `contains(where:)`
/// checked its executor on every call (a third of that frame).
struct OccluderGrid {
    private var columns = 0, rows = 0
    private var cellWidth = 1.0, cellHeight = 1.0
    /// Cell c's occluder indices are `entries[start[c]..<start[c + 1]]`, ascending.
    private var start: [Int32] = []
    private var entries: [Int32] = []
    /// Checks per query before giving up.
    static let maxChecks = 48

    /// Buckets `rects` (`.null` entries are skipped) over a canvas of the given pixel size.
    mutating func build(_ rects: [CGRect], width: Int, height: Int) {
        let side = max(1, min(64, Int(Double(rects.count / 2).squareRoot().rounded(.up))))
        columns = side; rows = side
        cellWidth = max(1, Double(width) / Double(side)); cellHeight = max(1, Double(height) / Double(side))
        let cells = columns * rows
        // Two passes (count, then fill) into one flat array; the arrays keep
        // their storage from frame to frame (fresh ones of 100,000 layers'
        // entries were mapped and zeroed by the kernel every frame).
        var counts = start
        counts.removeAll(keepingCapacity: true)
        counts.append(contentsOf: repeatElement(0, count: cells + 1))
        start = []
        for r in rects where !r.isNull { forEachCell(r) { counts[$0 + 1] += 1 } }
        for c in 0..<cells { counts[c + 1] += counts[c] }
        var list = entries
        entries = []
        list.removeAll(keepingCapacity: true)
        list.append(contentsOf: repeatElement(0, count: Int(counts[cells])))
        var next = counts
        for (i, r) in rects.enumerated() where !r.isNull {
            forEachCell(r) { c in list[Int(next[c])] = Int32(i); next[c] += 1 }
        }
        start = counts
        entries = list
    }

    /// Whether an occluder at index `from` or later contains `rect`.
    func anyContains(_ rect: CGRect, in rects: [CGRect], from: Int) -> Bool {
        guard columns > 0, rect.isFiniteRect else { return false }
        let c = row(Double(rect.midY)) * columns + column(Double(rect.midX))
        var k = Int(start[c + 1]) - 1
        let first = Int(start[c])
        var checks = 0
        while k >= first, checks < Self.maxChecks {
            let i = Int(entries[k])
            if i < from { return false }
            if rects[i].contains(rect) { return true }
            k -= 1
            checks += 1
        }
        return false
    }

    /// Calls `body` with every cell `r` overlaps (clamped to the grid).
    private func forEachCell(_ r: CGRect, _ body: (Int) -> Void) {
        guard r.isFiniteRect else { return }
        let x0 = column(Double(r.minX)), x1 = column(Double(r.maxX))
        let y0 = row(Double(r.minY)), y1 = row(Double(r.maxY))
        for y in y0...y1 { for x in x0...x1 { body(y * columns + x) } }
    }

    /// The grid column of device x (clamped: far-away values convert safely).
    private func column(_ x: Double) -> Int { Int(min(max(x / cellWidth, 0), Double(columns - 1))) }
    /// The grid row of device y (clamped).
    private func row(_ y: Double) -> Int { Int(min(max(y / cellHeight, 0), Double(rows - 1))) }
}
