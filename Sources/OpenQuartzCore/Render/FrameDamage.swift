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
        defer { previous = records; valid = true }
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
        let rects = Self.merge(boxes, width: width, height: height)
        if rects.isEmpty { return .none }
        var area = 0.0
        for r in rects { area += Double(r.width * r.height) }
        if area > Self.fullFraction * Double(width) * Double(height) { return .full }
        return .rects(rects)
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
