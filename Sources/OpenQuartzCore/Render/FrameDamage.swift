import Foundation
import Raster

/// What can differ between a renderer's last frame and the one before it.
package enum FrameDamage: Equatable, Sendable {
    /// No pixel can differ.
    case none
    /// Every pixel was drawn.
    case full
    /// Only these device-pixel rectangles (whole pixels, inside the target,
    /// not overlapping) were drawn; every other pixel is the previous frame's.
    case rects([CGRect])
}

/// One drawn layer of a frame, as damage tracking compares it with the
/// previous frame's: who it is, what values it was drawn with, where.
struct DamageRecord {
    /// The model layer (`renderID`: never reused, unlike an address).
    var model: UInt64
    /// The values drawn (`PlannedLayer.stamp`): a new stamp means values may
    /// differ; the same stamp, the same values.
    var values: UInt64
    /// Its bounds' plane to device pixels, flattened as the compositor does.
    var map: ProjectiveTransform
    var opacity: Float
    /// Changes whenever the layer's mask tree may draw differently.
    var maskStamp: UInt64
    /// The superlayer's index (−1 for the root).
    var parent: Int
    /// A device box of everything the layer and its sublayers draw; nil
    /// when it cannot be bounded (text, emitters, replicated or 3D subtrees,
    /// transitions…): a change there redraws the whole frame.
    var subtree: CGRect?
    /// Whether a change anywhere below it changes pixels outside the
    /// changed sublayer's own box: a shadow cast from the group's alpha,
    /// or a replicator's copies. Such a change damages this layer's box.
    var spreads: Bool
}

/// Works out each frame's damage from the frame's plan (`FramePlan`: its
/// drawn layers in paint order) and the previous frame's: the old and new boxes
/// of every layer whose copy, map, opacity or mask changed, of every layer
/// from the first place where the paint order differs, and of whole
/// subtrees whose pixels spread (alpha shadows, replicators). Boxes are
/// conservative (`Compositor.ownReach`), so redrawing only the damage gives
/// exactly the pixels of a full redraw (tests compare the two over random
/// scripts of changes).
@MainActor final class DamageTracker {
    private var previous: [DamageRecord] = []
    private var valid = false
    /// A damaged area above this fraction of the target is redrawn whole
    /// (one walk instead of clipped culling walks).
    static let fullFraction = 0.5
    /// More merged rectangles than this become their bounding box.
    static let maxRects = 24

    /// Forgets the previous frame: the next update reports `.full`.
    func invalidate() { valid = false }

    /// Records the frame planned in `records` and returns its damage against
    /// the previous frame on a `width × height` target.
    func update(_ records: [DamageRecord], width: Int, height: Int) -> FrameDamage {
        defer {
            // Copied into storage of its own rather than shared: sharing the
            // plan's array made the plan's next frame allocate a fresh one.
            previous.removeAll(keepingCapacity: true)
            previous.append(contentsOf: records)
            valid = true
        }
        guard valid else { return .full }
        var boxes: [CGRect] = []
        var unbounded = false
        func damage(_ list: [DamageRecord], _ i: Int) {
            var target = i, j = list[i].parent
            while j >= 0 {
                if list[j].spreads { target = j }
                j = list[j].parent
            }
            if let b = list[target].subtree { boxes.append(b) } else { unbounded = true }
        }
        let common = min(previous.count, records.count)
        var k = 0
        while k < common && previous[k].model == records[k].model { k += 1 }
        for i in 0..<k where !unbounded {
            let a = previous[i], b = records[i]
            if a.values != b.values || a.opacity != b.opacity || a.maskStamp != b.maskStamp || a.map != b.map {
                damage(previous, i)
                damage(records, i)
            }
        }
        // From the first difference in paint order on, every layer of both frames.
        var i = k
        while i < previous.count && !unbounded { damage(previous, i); i += 1 }
        i = k
        while i < records.count && !unbounded { damage(records, i); i += 1 }
        if unbounded { return .full }
        // Many boxes (a frame where much moves) go through a tile grid: the
        // pairwise merge below is quadratic (1,000 animated layers: 28 % of
        // the frame in callgrind, most of it in CGRect.intersection).
        guard let rects = boxes.count > Self.tiledBoxes
                ? Self.mergeByTiles(boxes, width: width, height: height)
                : Self.merge(boxes, width: width, height: height) else { return .full }
        if rects.isEmpty { return .none }
        var area = 0.0
        for r in rects { area += Double(r.width * r.height) }
        if area > Self.fullFraction * Double(width) * Double(height) { return .full }
        return .rects(rects)
    }

    /// More boxes than this are merged on a tile grid (`mergeByTiles`).
    static let tiledBoxes = 32
    /// The side of a damage tile, in pixels.
    static let tileSide = 8

    /// The tiles (`tileSide` pixels square) that the boxes (with a pixel of
    /// margin) touch, as whole-pixel rectangles clipped to the target: runs
    /// of marked tiles along each tile row, a run continuing a run of the
    /// same columns in the row above extending it down. Nil when the marked
    /// tiles cover more than `fullFraction` of the target (the caller then
    /// redraws everything). Linear in the boxes' tiles. More than `maxRects`
    /// rectangles become their bounding box.
    static func mergeByTiles(_ boxes: [CGRect], width: Int, height: Int) -> [CGRect]? {
        guard width > 0, height > 0 else { return [] }
        let side = tileSide
        let columns = (width + side - 1) / side, rows = (height + side - 1) / side
        var marks = [Bool](repeating: false, count: columns * rows)
        var marked = 0
        let fw = CGFloat(width), fh = CGFloat(height)
        for b in boxes {
            let x0 = max(0, b.minX - 1), y0 = max(0, b.minY - 1), x1 = min(fw, b.maxX + 1), y1 = min(fh, b.maxY + 1)
            guard x0 < x1, y0 < y1, x0.isFinite, y0.isFinite, x1.isFinite, y1.isFinite else { continue }
            let c0 = Int(x0) / side, c1 = (Int(x1.rounded(.up)) - 1) / side
            let r0 = Int(y0) / side, r1 = (Int(y1.rounded(.up)) - 1) / side
            for r in r0...min(r1, rows - 1) {
                for c in c0...min(c1, columns - 1) where !marks[r * columns + c] {
                    marks[r * columns + c] = true
                    marked += 1
                }
            }
        }
        if Double(marked * side * side) > fullFraction * Double(width) * Double(height) { return nil }
        var out: [CGRect] = []
        // Rectangles still growing downwards: index in `out` by run (first, last column).
        var growing: [(c0: Int, c1: Int, index: Int)] = []
        for r in 0..<rows {
            var next: [(c0: Int, c1: Int, index: Int)] = []
            var c = 0
            while c < columns {
                guard marks[r * columns + c] else { c += 1; continue }
                let start = c
                while c < columns && marks[r * columns + c] { c += 1 }
                let y = CGFloat(r * side), h = CGFloat(min(side, height - r * side))
                if let g = growing.first(where: { $0.c0 == start && $0.c1 == c }) {
                    out[g.index].size.height += h
                    next.append(g)
                } else {
                    let x = CGFloat(start * side), w = CGFloat(min(c * side, width) - start * side)
                    out.append(CGRect(x: x, y: y, width: w, height: h))
                    next.append((start, c, out.count - 1))
                }
            }
            growing = next
        }
        if out.count > maxRects {
            var all = CGRect.null
            for r in out { all = all.union(r) }
            return [all]
        }
        return out
    }

    /// Whole-pixel boxes (a pixel of margin for anti-aliasing), clipped to
    /// the target, overlapping or touching ones merged.
    static func merge(_ boxes: [CGRect], width: Int, height: Int) -> [CGRect] {
        let target = CGRect(x: 0, y: 0, width: width, height: height)
        var out: [CGRect] = []
        for b in boxes {
            let r = b.insetBy(dx: -1, dy: -1).intersection(target)
            guard !r.isNull, r.width > 0, r.height > 0 else { continue }
            var merged = CGRect(x: r.minX.rounded(.down), y: r.minY.rounded(.down),
                                width: r.maxX.rounded(.up) - r.minX.rounded(.down),
                                height: r.maxY.rounded(.up) - r.minY.rounded(.down))
            // Absorb every kept rectangle it touches, until none does.
            var j = 0
            while j < out.count {
                if out[j].intersects(merged) || touches(out[j], merged) {
                    merged = merged.union(out[j])
                    out.swapAt(j, out.count - 1)
                    out.removeLast()
                    j = 0
                } else {
                    j += 1
                }
            }
            out.append(merged)
        }
        if out.count > maxRects {
            var all = CGRect.null
            for r in out { all = all.union(r) }
            return [all]
        }
        return out
    }

    /// Whether two whole-pixel rectangles share an edge.
    private static func touches(_ a: CGRect, _ b: CGRect) -> Bool {
        a.insetBy(dx: -0.5, dy: -0.5).intersects(b)
    }
}
