import Foundation
import Raster

/// What a layer's `masksToBounds` clip depends on: the layer's values
/// (`LayerKey`: bounds and corners) and its map to the device.
struct ClipKey: Equatable {
    /// The layer's drawn values.
    var values: LayerKey
    /// The layer's map to the device.
    var map: Transform
}

/// The coverage of layers' `masksToBounds` clips kept between frames, one
/// slot per layer (`ClipCoverage`), so a clip whose layer values, map and
/// pixel box did not change is copied instead of scan converted again. The
/// key decides only whether to keep coverage (a layer whose key changes two
/// frames running is clipped without keeping it until it rests); whether
/// kept coverage fits is Raster's own check
/// (`Canvas.withClip(to:rule:transform:keeping:_:)` compares path, map and
/// box), so the pixels are the same either way.
final class ClipCache: CompositorCache {
    /// One layer's clip.
    struct Slot: KeyedSlot {
        /// The kept coverage.
        var coverage = ClipCoverage()
        /// The key of the last use (see `KeyedSlot`).
        var key: ClipKey?
        /// Whether the result was made for `key`.
        var valid = false
        /// The frame the slot was last used in.
        var lastFrame = -1
        /// The frame `key` last changed in.
        var changedAt = -1
    }
    private var slots = CacheSlots<UInt64, Slot>()

    /// Runs `body` clipped to `path` through `t` on `canvas`, with the kept
    /// coverage of `key`'s layer (nil key: none). A clip that changed in
    /// this frame and the one before (a moving layer) is made without
    /// keeping it until it rests, and a layer clipped twice in a frame (a
    /// replicator's copies) clips without its slot the second time, so the
    /// copies do not take turns remaking it.
    func withClip(_ key: ClipKey?, to path: Raster.Path, transform t: Transform, on canvas: Canvas, _ body: () -> Void) {
        guard let key else { canvas.withClip(to: path, transform: t, body); return }
        let id = key.values.layer
        slots.frames.use()
        // Out of the table while `body` runs: sublayers' clips insert their
        // own slots, which an access held across `body` would overlap.
        var slot = slots.table.removeValue(forKey: id) ?? Slot()
        switch slots.frames.visit(&slot, key: key) {
        case .kept?, .make?: canvas.withClip(to: path, transform: t, keeping: &slot.coverage, body)
        case nil, .direct?: canvas.withClip(to: path, transform: t, body)
        }
        slots.table[id] = slot
    }

    /// Ends a frame: drops the slots not used in it or the one before, once
    /// they outnumber the used ones.
    func endFrame() { _ = slots.endFrame() }
}
