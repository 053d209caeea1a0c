import Foundation

/// Delivers `animationDidStart` and the end of every running animation at
/// the exact media times they fall due, and reschedules them when a layer's
/// timing (speed, beginTime, timeOffset) changes.
///
/// It keeps its own queue of pending start/end records (`AnimationEventQueue`,
/// ordered by time, then scheduling order) and holds a single event on the
/// media clock, armed for the earliest record. Registering two
/// clock events (two closures and two event objects) per animation was the
/// largest cost of a commit (callgrind: 35 % of committing 1,000 implicit
/// animations). Records of an animation that ended or was rescheduled are
/// recognised by a stale token and dropped when they surface.
@MainActor final class AnimationEventScheduler {
    static let shared = AnimationEventScheduler()

    private typealias Record = AnimationEventRecord

    @exclusivity(unchecked) private var queue = AnimationEventQueue()
    @exclusivity(unchecked) private var sequence: UInt64 = 0
    /// Records in the queue whose animation ended or was rescheduled since.
    /// When they outnumber the live ones they are dropped:
    /// animations replaced before they end (a property set every frame)
    /// would otherwise leave their end records behind until those fall due,
    /// and the queue would keep growing.
    @exclusivity(unchecked) private var staleRecords = 0
    @exclusivity(unchecked) private var armed: MediaClockEvent?
    /// Set while a commit starts its animations: arming waits for the last
    /// one (see `startingAnimations(_:)`).
    @exclusivity(unchecked) private var deferArming = false
    @exclusivity(unchecked) private var armedTime = Double.infinity
    /// Layers whose timing changed since the last reschedule, in order (a
    /// layer set several times in a row is listed once).
    @exclusivity(unchecked) private var layersWithChangedTiming: [CALayer] = []

    /// Runs `body`, which schedules the animations a commit starts, and arms
    /// the clock once at the end. Arming after each one cost ~200 instructions
    /// per animation, and the outcome is the same: nothing else schedules
    /// clock work while a commit starts animations, and only the earliest
    /// record is armed.
    func startingAnimations(_ body: () -> Void) {
        let outerDefers = deferArming
        deferArming = true
        body()
        deferArming = outerDefers
        if !outerDefers { arm() }
    }

    /// (Re)schedules the start and end of `entry`, dropping earlier records.
    func schedule(_ entry: AnimationEntry) {
        guard let layer = entry.layer else { invalidateRecords(of: entry); return }
        schedule(entry, on: layer)
    }

    /// `schedule(_:)` for an entry whose layer the caller holds.
    func schedule(_ entry: AnimationEntry, on layer: CALayer) {
        invalidateRecords(of: entry)
        guard let timing = entry.timing else { return }
        let now = CACurrentMediaTime()
        if !entry.didNotifyStart {
            let begin = layer.mediaTime(fromLocal: timing.beginTime)
            if begin.isFinite && layer.convertTime(max(begin, now), from: nil) >= timing.beginTime - 1e-9 {
                push(Record(time: max(begin, now), sequence: nextSequence(), isEnd: false, endLocal: 0,
                            entry: entry, token: entry.eventToken))
            }
        }
        let endLocal = timing.activeEndInParent
        if endLocal.isFinite && layer.timeRepeats {
            // The layer's time repeats: the animation plays in every pass and
            // ends when the time stays past its end (`mediaTimeSettled`).
            let end = layer.mediaTimeSettled(atOrPast: endLocal)
            if end < .infinity {
                push(Record(time: max(end, now), sequence: nextSequence(), isEnd: true, endLocal: endLocal,
                            entry: entry, token: entry.eventToken))
            }
        } else if endLocal.isFinite {
            let end = layer.mediaTime(fromLocal: endLocal)
            let at = end.isFinite ? max(end, now) : now
            // A frozen ancestor (speed 0) maps every media time to one local
            // time, and a reversed one (negative speed) moves local time
            // backwards: the end is then reached only if the layer's time is
            // already past it. Otherwise nothing is scheduled; a later timing
            // change reschedules.
            if layer.convertTime(at, from: nil) >= endLocal - 1e-9 {
                push(Record(time: at, sequence: nextSequence(), isEnd: true, endLocal: endLocal,
                            entry: entry, token: entry.eventToken))
            }
        }
        if !deferArming { arm() }
    }

    /// Forgets the pending records of `entry` (it ended).
    func cancel(_ entry: AnimationEntry) {
        invalidateRecords(of: entry)
    }

    /// Makes the queued records of `entry` stale (a new token).
    private func invalidateRecords(of entry: AnimationEntry) {
        entry.eventToken &+= 1
        staleRecords += entry.queuedRecords
        entry.queuedRecords = 0
    }

    private func push(_ r: Record) {
        r.entry.queuedRecords += 1
        queue.push(r)
    }

    /// Takes the earliest record out, keeping the stale count.
    private func popFirst() -> Record? {
        guard let r = queue.popFirst() else { return nil }
        if r.token == r.entry.eventToken { r.entry.queuedRecords -= 1 } else { staleRecords -= 1 }
        return r
    }

    /// Drops the stale records when most are. The order of the records that
    /// remain is unchanged (it is total: time, then sequence).
    private func dropStaleRecordsIfMany() {
        guard staleRecords >= 1024, staleRecords * 2 > queue.count else { return }
        queue.keep { $0.token == $0.entry.eventToken }
        staleRecords = 0
    }

    /// A layer's timing changed: the animations of it and its subtree are
    /// rescheduled when the transaction commits (`rescheduleChangedTimings()`),
    /// or before the clock fires, whichever comes first. Setting `speed`,
    /// `beginTime` and `timeOffset` together then reschedules the subtree once,
    /// not three times (a paused Lottie player seeking to a frame: callgrind,
    /// big-500k, 45 M instructions a frame for ~1,400 animations, two thirds of
    /// them repeated work).
    func timingChanged(in layer: CALayer) {
        if layersWithChangedTiming.last !== layer { layersWithChangedTiming.append(layer) }
    }

    /// Reschedules the animations under the layers whose timing changed since
    /// the last call, each subtree once, arming the clock once at the end.
    func rescheduleChangedTimings() {
        guard !layersWithChangedTiming.isEmpty else { return }
        var layers = layersWithChangedTiming
        layersWithChangedTiming = []
        if layers.count > 1 {
            var seen = Set<ObjectIdentifier>()
            layers = layers.filter { seen.insert(ObjectIdentifier($0)).inserted }
        }
        startingAnimations {
            for layer in layers {
                layer.forEachInSubtree { l in
                    for e in l.renderAnimations where e.state == .running { schedule(e, on: l) }
                }
            }
        }
    }

    private func nextSequence() -> UInt64 {
        sequence &+= 1
        return sequence
    }

    private func isLive(_ r: Record) -> Bool { r.token == r.entry.eventToken && r.entry.state == .running }

    /// Keeps one clock event at the earliest live record.
    private func arm() {
        dropStaleRecordsIfMany()
        while let top = queue.first, !isLive(top) { _ = popFirst() }
        guard let next = queue.firstTime else {
            armed?.cancel(); armed = nil; armedTime = .infinity
            return
        }
        if armed == nil || next < armedTime {
            armed?.cancel()
            armedTime = next
            // A strong capture, not `[weak self]`: the scheduler is a
            // process-wide singleton, and a weak reference gives it a side
            // table that LeakSanitizer cannot trace (reported as a leak at
            // exit). Cancelling the event releases the closure.
            armed = MediaClock.schedule(at: next) { self.fire() }
        }
    }

    private func fire() {
        armed = nil
        armedTime = .infinity
        rescheduleChangedTimings()
        let now = CACurrentMediaTime()
        while let time = queue.firstTime, time <= now, let r = popFirst() {
            guard isLive(r) else { continue }
            if !r.isEnd {
                r.entry.notifyStart()
                continue
            }
            guard let layer = r.entry.layer else { continue }
            // Timing may have changed since scheduling: check before ending
            // (with the tolerance used above, or rounding would reschedule forever).
            if layer.timeRepeats {
                if layer.mediaTimeSettled(atOrPast: r.endLocal) <= now { r.entry.reachedEnd() } else { schedule(r.entry) }
                continue
            }
            let local = layer.convertTime(now, from: nil)
            if local >= r.endLocal - 1e-9 || !local.isFinite {
                r.entry.reachedEnd()
            } else {
                schedule(r.entry)
            }
        }
        arm()
    }
}
