import Foundation

/// Schedules `animationDidStart` and the end of every running animation on
/// the media clock at the exact media times they fall due, and reschedules
/// them when a layer's timing (speed, beginTime, timeOffset) changes.
@MainActor final class AnimationEventScheduler {
    static let shared = AnimationEventScheduler()

    func schedule(_ entry: AnimationEntry) {
        guard let layer = entry.layer, let compiled = entry.compiled else { return }
        entry.startEvent?.cancel(); entry.endEvent?.cancel()
        entry.startEvent = nil; entry.endEvent = nil
        let now = CACurrentMediaTime()
        if !entry.didNotifyStart {
            let begin = layer.mediaTime(fromLocal: compiled.timing.beginTime)
            if begin.isFinite && layer.convertTime(max(begin, now), from: nil) >= compiled.timing.beginTime - 1e-9 {
                entry.startEvent = MediaClock.schedule(at: max(begin, now)) { [weak entry] in
                    guard let entry, entry.state == .running else { return }
                    entry.notifyStart()
                }
            }
        }
        let endLocal = compiled.activeEndInParent
        guard endLocal.isFinite else { return }
        let end = layer.mediaTime(fromLocal: endLocal)
        let at = end.isFinite ? max(end, now) : now
        // A frozen ancestor (speed 0) maps every media time to one local time,
        // and a reversed one (negative speed) moves local time backwards: the
        // end is then reached only if the layer's time is already past it.
        // Otherwise nothing is scheduled; a later timing change reschedules.
        guard layer.convertTime(at, from: nil) >= endLocal - 1e-9 else { return }
        entry.endEvent = MediaClock.schedule(at: at) { [weak entry] in
            guard let entry, entry.state == .running, let layer = entry.layer else { return }
            // Timing may have changed since scheduling: check before ending
            // (with the tolerance used above, or rounding would reschedule forever).
            let local = layer.convertTime(CACurrentMediaTime(), from: nil)
            if local >= endLocal - 1e-9 || !local.isFinite {
                entry.reachedEnd()
            } else {
                self.schedule(entry)
            }
        }
    }

    /// A layer's timing changed: reschedule the animations of it and its subtree.
    func timingChanged(in layer: CALayer) {
        layer.forEachInSubtree { l in
            for e in l.renderAnimations where e.state == .running { schedule(e) }
        }
    }
}
