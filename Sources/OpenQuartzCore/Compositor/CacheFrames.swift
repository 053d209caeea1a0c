/// Frame bookkeeping shared by the compositor's between-frame caches
/// (`RasterPathCache`, `ShadowCache`, `FillCache`, `ContentsCache`): the frame
/// number slots are stamped with, and when to evict. Slots not used in the
/// last two frames are dropped once the cache holds more than twice the slots
/// used this frame (plus 16), so a steady scene never rebuilds its table and a
/// scene that changes completely does not keep the old one.
struct CacheFrames {
    /// Frames ended so far; slots store the frame they were last used in.
    private(set) var frame = 0
    private var usedThisFrame = 0

    /// Whether a slot whose key last changed in frame `changedAt` belongs to
    /// a layer that is moving: its key changed in the previous frame too, so
    /// keeping the result for the next frame is probably wasted work.
    func isMoving(changedAt: Int) -> Bool { changedAt >= frame - 1 }

    /// Counts one slot use in this frame.
    mutating func use() { usedThisFrame += 1 }

    /// Ends a frame. Returns the oldest `lastFrame` to keep when a cache of
    /// `slotCount` slots should evict, else nil.
    mutating func endFrame(slotCount: Int) -> Int? {
        let keep = slotCount > 2 * usedThisFrame + 16 ? frame - 1 : nil
        frame += 1
        usedThisFrame = 0
        return keep
    }
}

/// A cache slot stamped with the frame it was last used in.
protocol FrameStampedSlot { var lastFrame: Int { get } }

extension Dictionary where Value: FrameStampedSlot {
    /// Drops the slots last used before frame `keep` (nil: keeps all).
    mutating func dropSlots(usedBefore keep: Int?) {
        guard let keep else { return }
        self = filter { $0.value.lastFrame >= keep }
    }
}
