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
    /// The model layer.
    var model: ObjectIdentifier
    /// The presentation copy drawn: a new copy means values may differ
    /// (static layers keep theirs while their render state is unchanged; the
    /// previous frame's copies are alive while the next ones are made, so a
    /// new copy never has an old copy's identity).
    var copy: ObjectIdentifier
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

/// Works out each frame's damage from the frame's drawn layers
/// (`CARenderer.lastFrame`) and the previous frame's: the old and new boxes
/// of every layer whose copy, map, opacity or mask changed, of every layer
/// from the first place where the paint order differs, and of whole
/// subtrees whose pixels spread (alpha shadows, replicators). Boxes are
/// conservative (`Compositor.ownReach`), so redrawing only the damage gives
/// exactly the pixels of a full redraw (tests compare the two over random
/// scripts of changes).
@MainActor final class DamageTracker {
    private var previous: [DamageRecord] = []
    private var valid = false
    private var frameNumber: UInt64 = 0
    /// The damaged boxes of the last update, merged.
    private(set) var rects: [CGRect] = []
    /// A damaged area above this fraction of the target is redrawn whole
    /// (one walk instead of clipped culling walks).
    static let fullFraction = 0.5
    /// More merged rectangles than this become their bounding box.
    static let maxRects = 24

    /// Forgets the previous frame: the next update reports `.full`.
    func invalidate() { valid = false }

    /// The bounded subtree boxes of the last frame recorded, by model layer:
    /// what the compositor tests against the damage to skip a subtree.
    func drawnBoxes() -> [ObjectIdentifier: CGRect] {
        var boxes: [ObjectIdentifier: CGRect] = [:]
        boxes.reserveCapacity(previous.count)
        for r in previous { if let b = r.subtree { boxes[r.model] = b } }
        return boxes
    }

    /// Records `frame` and returns its damage against the previous frame on
    /// a `width × height` target. `base` maps the root's superlayer space
    /// (the renderer's bounds) to pixels.
    func update(_ frame: [RenderedLayer], base: ProjectiveTransform, compositor: Compositor, width: Int,
                height: Int) -> FrameDamage {
        frameNumber &+= 1
        let records = makeRecords(frame, base: base, compositor: compositor)
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
            if a.copy != b.copy || a.opacity != b.opacity || a.maskStamp != b.maskStamp || a.map != b.map {
                damage(previous, i)
                damage(records, i)
            }
        }
        // From the first difference in paint order on, every layer of both frames.
        var i = k
        while i < previous.count && !unbounded { damage(previous, i); i += 1 }
        i = k
        while i < records.count && !unbounded { damage(records, i); i += 1 }
        if unbounded { rects = []; return .full }
        rects = Self.merge(boxes, width: width, height: height)
        if rects.isEmpty { return .none }
        var area = 0.0
        for r in rects { area += Double(r.width * r.height) }
        if area > Self.fullFraction * Double(width) * Double(height) { rects = []; return .full }
        return .rects(rects)
    }

    /// The records of `frame`: maps flattened level by level from `base`,
    /// subtree boxes bottom-up.
    private func makeRecords(_ frame: [RenderedLayer], base: ProjectiveTransform, compositor: Compositor) -> [DamageRecord] {
        var records: [DamageRecord] = []
        records.reserveCapacity(frame.count)
        // Layers under a transform layer or a replicator are drawn through
        // other maps (kept 3D, or once per instance): unbounded here.
        var unboundable: [Bool] = []
        unboundable.reserveCapacity(frame.count)
        var clips: [Bool] = []
        clips.reserveCapacity(frame.count)
        for item in frame {
            let p = item.parentIndex
            let copy = item.layer
            let local = copy.layerToSuperlayerMatrix(sublayerTransformOf: p >= 0 ? frame[p].layer : nil)
            let map = ProjectiveTransform(local).concatenating(p >= 0 ? records[p].map : base)
            let inherited = p >= 0 && (unboundable[p] || frame[p].layer is CATransformLayer || frame[p].layer is CAReplicatorLayer)
            var own: (box: CGRect, clipsSublayers: Bool)?
            if !inherited && !compositor.transitionPictures.hasPicture(of: item.model) {
                own = compositor.ownReach(item.model, copy, map: map)
            }
            unboundable.append(inherited)
            clips.append(own?.clipsSublayers ?? false)
            records.append(DamageRecord(model: ObjectIdentifier(item.model), copy: ObjectIdentifier(copy), map: map,
                                        opacity: item.cumulativeOpacity, maskStamp: maskStamp(of: item.model),
                                        parent: p, subtree: own?.box,
                                        spreads: compositor.hasAlphaShadow(copy) || copy is CAReplicatorLayer))
        }
        // Children come after their parents: fold each subtree box into its
        // parent's, from the last layer back (a clipping parent's box holds its sublayers).
        var i = records.count - 1
        while i > 0 {
            let p = records[i].parent
            if p >= 0 && !clips[p], let parentBox = records[p].subtree {
                if let childBox = records[i].subtree { records[p].subtree = parentBox.union(childBox) } else { records[p].subtree = nil }
            }
            i -= 1
        }
        return records
    }

    /// A stamp that changes when anything in `model`'s mask tree may draw
    /// differently: a render-state change, or a running animation (then
    /// every frame).
    private func maskStamp(of model: CALayer) -> UInt64 {
        guard let mask = model.mask else { return 0 }
        var stamp: UInt64 = 0
        var stack = [mask]
        while let m = stack.popLast() {
            stamp = stamp &* 31 &+ m.renderGeneration
            if !m.renderAnimations.isEmpty || m is CAEmitterLayer { stamp = stamp &* 31 &+ frameNumber }
            if let inner = m.mask { stack.append(inner) }
            stack.append(contentsOf: m.children)
        }
        return stamp | 1
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
