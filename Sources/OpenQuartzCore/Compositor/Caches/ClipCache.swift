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

    /// Begins clipping `canvas` to `path` through `t` (`Canvas.beginClip`),
    /// with the kept coverage of `key`'s layer (nil key: none); true when
    /// the clip is in effect (end it with `canvas.endClip()`), false when
    /// nothing drawn under it could be visible. A clip that changed in
    /// this frame and the one before (a moving layer) is made without
    /// keeping it until it rests, and a layer clipped twice in a frame (a
    /// replicator's copies) clips without its slot the second time, so the
    /// copies do not take turns remaking it. The slot is back in the table
    /// when this returns (the coverage is kept while the clip begins), so
    /// sublayers' clips may insert theirs.
    func beginClip(_ key: ClipKey?, to path: Raster.Path, transform t: Transform, on canvas: Canvas) -> Bool {
        guard let key else { return canvas.beginClip(to: path, transform: t) == .drawn }
        let id = key.values.layer
        slots.frames.use()
        var slot = slots.table.removeValue(forKey: id) ?? Slot()
        let result: DrawResult
        switch slots.frames.visit(&slot, key: key) {
        case .kept?, .make?: result = canvas.beginClip(to: path, transform: t, keeping: &slot.coverage)
        case nil, .direct?: result = canvas.beginClip(to: path, transform: t)
        }
        slots.table[id] = slot
        return result == .drawn
    }

    /// Ends a frame: drops the slots not used in it or the one before, once
    /// they outnumber the used ones.
    func endFrame() { _ = slots.endFrame() }
}
