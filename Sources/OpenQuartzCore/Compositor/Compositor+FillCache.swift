import Foundation
import Raster

/// Everything the coverage of a layer's background or border fill, or of a
/// shape layer's fill or stroke, depends on: the shape (bounds, corners,
/// border width; a shape layer's path and style), the exact map and the
/// canvas' drawing box (`Canvas.fillCoverage` clips to it).
struct FillKey: Equatable {
    enum Part { case background, border, shapeFill, shapeStroke }
    var part: Part
    var bounds: CGRect
    var radius: Double
    var corners: UInt
    var borderWidth: Double
    /// A shape layer's path and how it is filled or stroked (nil for
    /// backgrounds and borders).
    var shape: ShapeKey?
    var map: Transform
    var drawingBounds: Rect
}

/// What a `CAShapeLayer`'s fill or stroke coverage depends on besides the
/// map: the path's elements (compared by their arrays: cheap when unchanged),
/// the fill rule, and for a stroke the style and the trimmed range.
struct ShapeKey: Equatable {
    var path: CGPathStorage
    var rule: FillRule
    var stroke: StrokeStyle?
    var range: ClosedRange<CGFloat>
}

/// Anti-aliased coverage of layers' rounded backgrounds and borders, and of
/// shape layers' fills and strokes, kept between frames per model layer and
/// part, so a layer whose shape and map did not change is filled from its
/// mask (`Canvas.fillMask`) without scan converting (or stroking) its path
/// again. The mask is the coverage `Canvas.fill` would
/// draw (`Canvas.fillCoverage`), so the pixels are the same byte for byte.
/// A layer whose key changes two frames running (it moves) is filled
/// directly until it rests: a mask made for one frame only costs more than
/// the fill it replaces.
final class FillCache {
    struct Slot: FrameStampedSlot {
        var key: FillKey
        var spans: MaskSpans
        var origin: (x: Int, y: Int)?
        /// Whether `spans` and `origin` were made for `key`.
        var valid: Bool
        var lastFrame: Int
        /// The frame the key last changed in.
        var changedAt: Int
    }
    private var slots: [FillSlotID: Slot] = [:]
    private var frames = CacheFrames()
    private var frame: Int { frames.frame }

    struct FillSlotID: Hashable {
        var layer: ObjectIdentifier
        var part: FillKey.Part
    }

    /// The coverage mask for `key` in `model`'s slot and where it goes: the
    /// cached one when the key is unchanged, else `make` computes it (nil
    /// origin: nothing to fill from a mask, or the layer is moving). nil when
    /// the slot was used this frame already (a replicator's copies would thrash it).
    func coverage(for model: CALayer, key: FillKey,
                  make: (inout Mask) -> (x: Int, y: Int)?) -> (spans: MaskSpans, x: Int, y: Int)?? {
        let id = FillSlotID(layer: ObjectIdentifier(model), part: key.part)
        frames.use()
        if let index = slots.index(forKey: id) {
            // Through one `inout` access: reading `slots.values[index]` copies
            // the slot (a retain and release of each of its arrays).
            return Self.reuse(&slots.values[index], key: key, frames: frames, make: make)
        }
        var spans = MaskSpans()
        let origin = spans.update(make)
        slots[id] = Slot(key: key, spans: spans, origin: origin, valid: true, lastFrame: frame, changedAt: frame)
        guard let o = origin else { return .some(nil) }
        return (spans, o.x, o.y)
    }

    /// `coverage(for:key:make:)` for an existing slot.
    private static func reuse(_ slot: inout Slot, key: FillKey, frames: CacheFrames,
                              make: (inout Mask) -> (x: Int, y: Int)?) -> (spans: MaskSpans, x: Int, y: Int)?? {
        guard slot.lastFrame != frames.frame else { return nil }
        slot.lastFrame = frames.frame
        if slot.key != key {
            let moving = frames.isMoving(changedAt: slot.changedAt)
            slot.key = key
            slot.changedAt = frames.frame
            slot.valid = !moving
            if moving { return .some(nil) }
            slot.origin = slot.spans.update(make)
        } else if !slot.valid {
            slot.valid = true
            slot.origin = slot.spans.update(make)
        }
        guard let o = slot.origin else { return .some(nil) }
        return (slot.spans, o.x, o.y)
    }

    /// Ends a frame: drops the slots not used in it or the one before, once
    /// they outnumber the used ones.
    func endFrame() {
        slots.dropSlots(usedBefore: frames.endFrame(slotCount: slots.count))
    }
}

extension Compositor {
    /// Fills `part` of `model`'s layer in `paint` (a solid colour) from the
    /// kept coverage (see `FillCache`); false when the caller must fill the
    /// path itself (no model, cache off, a plain rectangle, or geometry the
    /// scan converter does not take).
    /// `shape` (a shape layer's path and style) is part of the key for the
    /// shape parts; `path` then gives the outline to fill (`rule`).
    func fillFromCache(_ model: CALayer?, _ layer: LayerValues, _ part: FillKey.Part, shape: ShapeKey? = nil, rule: FillRule,
                       paint: Paint, _ t: Transform, _ canvas: Canvas, path: () -> Raster.Path?) -> Bool {
        guard let model, usesFillCache else { return false }
        let key = FillKey(part: part, bounds: layer.bounds.standardized, radius: effectiveCornerRadius(layer),
                          corners: layer.maskedCorners.rawValue, borderWidth: part == .border ? Double(layer.borderWidth) : 0,
                          shape: shape, map: t, drawingBounds: canvas.drawingBounds)
        guard let found = fillCache.coverage(for: model, key: key, make: { mask in
            guard let path = path() else { return nil }
            return canvas.fillCoverage(of: path, rule: rule, transform: t, into: &mask)
        }) else { return false }
        guard let (spans, x, y) = found else { return false }
        canvas.fill(spans, atX: x, y: y, paint: paint)
        return true
    }
}
