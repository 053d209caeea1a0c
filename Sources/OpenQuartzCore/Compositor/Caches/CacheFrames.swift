/// One of the compositor's between-frame caches (`CompositorCaches` holds
/// them all and ends their frames together).
///
/// Every cache stores its results in a `CacheSlots` table: one slot per
/// layer (or per layer and part, or per path), stamped with the frame it was
/// last used in, evicted through `CacheFrames`.
@MainActor protocol CompositorCache: AnyObject {
    /// Ends a frame: drops the slots not used lately (see `CacheFrames`).
    func endFrame()
}

/// Frame bookkeeping shared by the compositor's between-frame caches: the
/// frame number slots are stamped with, and when to evict. Slots not used in
/// the last two frames are dropped once the cache holds more than twice the
/// slots used this frame (plus 16), so a steady scene never rebuilds its
/// table and a scene that changes completely does not keep the old one.
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

/// A slot holding a result made for `key`, which the layer's next use
/// compares (`CacheFrames.visit`).
protocol KeyedSlot: FrameStampedSlot {
    /// What the result depends on (see `LayerKey`).
    associatedtype Key: Equatable
    /// The key of the last use.
    var key: Key { get set }
    /// Whether the result was made for `key`.
    var valid: Bool { get set }
    /// The frame the slot was last used in.
    var lastFrame: Int { get set }
    /// The frame `key` last changed in.
    var changedAt: Int { get set }
}

/// What a slot's user must do (`CacheFrames.visit`).
enum SlotVisit {
    /// The kept result was made for this key: use it.
    case kept
    /// Make the result for the key into the slot, then use it (the slot
    /// counts as valid; set `valid` back to false if making it fails).
    case make
    /// The key changed this frame and the one before (the layer moves or
    /// fades): draw directly, keep nothing until it rests.
    case direct
}

/// The store every compositor cache keeps its slots in: a table by slot id,
/// frame-stamped, evicted through `CacheFrames` at `endFrame`.
struct CacheSlots<ID: Hashable, Slot: FrameStampedSlot> {
    /// The slots by id.
    var table: [ID: Slot] = [:]
    /// The frame count and the eviction rule.
    var frames = CacheFrames()
    /// The current frame's number.
    var frame: Int { frames.frame }

    /// Ends a frame: drops the slots not used in it or the one before, once
    /// they outnumber the used ones (`extra` counts slots kept elsewhere
    /// under the same frames).
    mutating func endFrame(extra: Int = 0) -> Int? {
        let keep = frames.endFrame(slotCount: table.count + extra)
        if let keep { table = table.filter { $0.value.lastFrame >= keep } }
        return keep
    }
}

extension CacheFrames {
    /// Marks `slot` used for `key` in this frame and says what to do; nil
    /// when it was used already this frame (a replicator's copies would
    /// take turns remaking it: the caller draws directly).
    func visit<Slot: KeyedSlot>(_ slot: inout Slot, key: Slot.Key) -> SlotVisit? {
        guard slot.lastFrame != frame else { return nil }
        slot.lastFrame = frame
        if slot.key != key {
            let moving = isMoving(changedAt: slot.changedAt)
            slot.key = key
            slot.changedAt = frame
            slot.valid = !moving
            return moving ? .direct : .make
        }
        if slot.valid { return .kept }
        slot.valid = true
        return .make
    }
}

extension Dictionary where Value: FrameStampedSlot {
    /// Drops the slots last used before frame `keep` (nil: keeps all).
    mutating func dropSlots(usedBefore keep: Int?) {
        guard let keep else { return }
        self = filter { $0.value.lastFrame >= keep }
    }
}
