import Foundation

/// The part of a per-layer cache key that names the layer's drawn values:
/// the layer (`CALayer.renderID`, never reused) and the generation of its
/// values (`ValueGenerations`). Two uses with equal `LayerKey`s draw equal
/// values, whatever the values hold, so a key built from it plus the
/// device-dependent inputs that are not layer values (the map, the drawing
/// box, the inherited alpha) cannot miss an input: a property added to
/// `LayerValues` is covered without touching any key.
struct LayerKey: Hashable {
    /// The layer's `renderID`.
    var layer: UInt64
    /// Its values' generation (never 0).
    var generation: UInt64
}

/// The generation of each layer's drawn values: the `LayerValues.stamp` of
/// the values, carried over to values with a new stamp that differ from the
/// last ones in `opacity` only.
///
/// A stamp alone is too coarse: a layer whose opacity animates is evaluated
/// every frame (a new stamp each time), while every cached result but those
/// that take the inherited alpha as a key input — which then changes anyway
/// — is the same. composite200's 20 fading layers would scan convert their
/// rounded backgrounds and borders every frame. So when a layer's stamp
/// changes, the new values with opacity and stamp zeroed are compared with
/// the last ones, byte for byte: the same bytes are the same values (the
/// same numbers, the same references to immutable objects — kept alive by
/// the copy held here, so an address cannot be reused — and the same array
/// buffers); different bytes (padding included) only cost a new generation.
/// The same comparison keeps the generation of static layers evaluated
/// afresh each frame: masks, `render(in:)`'s model values.
///
/// Values with stamp 0 (made field by field) have no generation: caches
/// draw them directly.
@MainActor final class ValueGenerations: CompositorCache {
    private struct Slot: FrameStampedSlot {
        var stamp: UInt64
        var generation: UInt64
        /// The values last seen, opacity and stamp zeroed.
        var normalized: LayerValues
        var lastFrame: Int
    }
    private var slots = CacheSlots<UInt64, Slot>()
    /// The last answer (drawing a layer asks once per part).
    private var lastLayer: UInt64 = 0, lastStamp: UInt64 = 0, lastGeneration: UInt64 = 0

    /// The key naming `values` of `model`; nil for stamp 0.
    func key(_ model: CALayer, _ values: LayerValues) -> LayerKey? {
        guard values.stamp != 0 else { return nil }
        let id = model.renderID
        if id == lastLayer && values.stamp == lastStamp { return LayerKey(layer: id, generation: lastGeneration) }
        let generation = self.generation(id, values)
        lastLayer = id; lastStamp = values.stamp; lastGeneration = generation
        return LayerKey(layer: id, generation: generation)
    }

    /// The generation of `values` (stamp not 0) for layer `id`.
    private func generation(_ id: UInt64, _ values: LayerValues) -> UInt64 {
        slots.frames.use()
        let frame = slots.frame
        guard let index = slots.table.index(forKey: id) else {
            slots.table[id] = Slot(stamp: values.stamp, generation: values.stamp, normalized: Self.normalized(values),
                                   lastFrame: frame)
            return values.stamp
        }
        // One `inout` access: reading `table.values[index]` copies the slot.
        func update(_ slot: inout Slot) -> UInt64 {
            slot.lastFrame = frame
            if slot.stamp == values.stamp { return slot.generation }
            slot.stamp = values.stamp
            var normalized = Self.normalized(values)
            if !Self.sameBytes(&normalized, &slot.normalized) {
                slot.generation = values.stamp
                slot.normalized = normalized
            }
            return slot.generation
        }
        return update(&slots.table.values[index])
    }

    /// `values` with opacity and stamp zeroed.
    private static func normalized(_ values: LayerValues) -> LayerValues {
        var v = values
        v.opacity = 0
        v.stamp = 0
        return v
    }

    /// Whether `a` and `b` hold the same bytes (one `memcmp`).
    private static func sameBytes(_ a: inout LayerValues, _ b: inout LayerValues) -> Bool {
        withUnsafeBytes(of: &a) { p in
            withUnsafeBytes(of: &b) { q in memcmp(p.baseAddress!, q.baseAddress!, p.count) == 0 }
        }
    }

    /// Ends a frame (see `CacheFrames`).
    func endFrame() {
        _ = slots.endFrame()
        lastLayer = 0
    }
}
