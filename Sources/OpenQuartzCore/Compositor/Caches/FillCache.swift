import Foundation
import Raster

/// Everything the coverage of a layer's background or border fill, or of a
/// shape layer's fill or stroke, depends on: the layer's values (`LayerKey`:
/// bounds, corners, border width, a shape layer's path and style — every
/// value, so none can be missed), the exact map and the canvas' drawing box
/// (`Canvas.fillCoverage` clips to it). Not the colours' or the layer's
/// opacity: the coverage is filled with them afterwards.
struct FillKey: Equatable {
    /// Which fill of the layer.
    enum Part { case background, border, shapeFill, shapeStroke }
    /// The layer's drawn values.
    var values: LayerKey
    /// The elements of a shape layer's path (nil for backgrounds and
    /// borders): a `CGMutablePath` is held by reference and can change under
    /// the same values, so its elements are compared too (cheap when they
    /// are the very arrays of last time).
    var path: CGPathStorage?
    /// The layer's map to the device.
    var map: Transform
    /// The canvas' drawing box.
    var drawingBounds: Rect
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
final class FillCache: CompositorCache {
    /// One fill's coverage.
    struct Slot: KeyedSlot {
        /// The key of the last use (see `KeyedSlot`).
        var key: FillKey
        /// The kept coverage.
        var spans: MaskSpans
        /// Where the coverage goes; nil when there is none for `key`.
        var origin: (x: Int, y: Int)?
        /// Whether the result was made for `key`.
        var valid: Bool
        /// The frame the slot was last used in.
        var lastFrame: Int
        /// The frame `key` last changed in.
        var changedAt: Int
    }
    /// A slot's id: the layer's `renderID` and the part.
    struct SlotID: Hashable {
        /// The layer's `renderID`.
        var layer: UInt64
        /// Which of its fills.
        var part: FillKey.Part
    }
    private var slots = CacheSlots<SlotID, Slot>()

    /// The coverage mask for `key` in the slot of `part` and where it goes:
    /// the kept one when the key is unchanged, else `make` computes it (nil
    /// origin: nothing to fill from a mask, or the layer is moving). nil when
    /// the slot was used this frame already (a replicator's copies would thrash it).
    func coverage(for part: FillKey.Part, key: FillKey,
                  make: (inout Mask) -> (x: Int, y: Int)?) -> (spans: MaskSpans, x: Int, y: Int)?? {
        let id = SlotID(layer: key.values.layer, part: part)
        slots.frames.use()
        if let index = slots.table.index(forKey: id) {
            // Through one `inout` access: reading `table.values[index]` copies
            // the slot (a retain and release of each of its arrays).
            let frames = slots.frames
            func reuse(_ slot: inout Slot) -> (spans: MaskSpans, x: Int, y: Int)?? {
                switch frames.visit(&slot, key: key) {
                case nil: return nil
                case .direct: return .some(nil)
                case .make: slot.origin = slot.spans.update(make)
                case .kept: break
                }
                guard let o = slot.origin else { return .some(nil) }
                return (slot.spans, o.x, o.y)
            }
            return reuse(&slots.table.values[index])
        }
        var spans = MaskSpans()
        let origin = spans.update(make)
        slots.table[id] = Slot(key: key, spans: spans, origin: origin, valid: true, lastFrame: slots.frame, changedAt: slots.frame)
        guard let o = origin else { return .some(nil) }
        return (spans, o.x, o.y)
    }

    /// Ends a frame: drops the slots not used in it or the one before, once
    /// they outnumber the used ones.
    func endFrame() { _ = slots.endFrame() }
}

extension Compositor {
    /// Fills `part` of `model`'s layer in `paint` (a solid colour) from the
    /// kept coverage (see `FillCache`); false when the caller must fill the
    /// path itself (no model, cache off, values with no generation, or
    /// geometry the scan converter does not take). For the shape parts
    /// `path` is the shape layer's path; `outline` gives what to fill (`rule`).
    func fillFromCache(_ model: CALayer?, _ layer: LayerValues, _ part: FillKey.Part, path: CGPath? = nil, rule: FillRule,
                       paint: Paint, _ t: Transform, _ canvas: Canvas, outline: () -> Raster.Path?) -> Bool {
        guard let model, options.usesFillCache, let values = caches.generations.key(model, layer) else { return false }
        let key = FillKey(values: values, path: path?.storage, map: t, drawingBounds: canvas.drawingBounds)
        guard let found = caches.fills.coverage(for: part, key: key, make: { mask in
            guard let outline = outline() else { return nil }
            return canvas.fillCoverage(of: outline, rule: rule, transform: t, into: &mask)
        }) else { return false }
        guard let (spans, x, y) = found else { return false }
        canvas.fill(spans, atX: x, y: y, paint: paint)
        return true
    }
}
