import Foundation

/// The layer timeline a percent-driven transition holds: the container's
/// layer (and the navigation bar's) with its own `speed`, `beginTime` and
/// `timeOffset`, so every animation in the subtree — UIView animations and
/// explicit `CAAnimation`s alike — follows it (Core Animation's layer time:
/// t_local = (t_parent − beginTime) × speed + timeOffset).
///
/// The transition's animations start at local time 0 (the timeline is set
/// before `animateTransition(using:)` runs and the transaction is flushed
/// right after, so their `beginTime == 0` resolves to 0), so local time
/// `percent × duration` shows the transition at `percent`.
///
/// - Frozen (`freeze(at:)`): speed 0, `timeOffset` = the local time shown.
/// - Running (`run(from:rate:)`): speed = rate, `beginTime` = now in the
///   parent's time, `timeOffset` = the local time to continue from; a
///   negative rate plays back.
/// - Restored when the transition completes (`restore()`): speed 1 with the
///   local time continuing where it is (animations kept with a forwards
///   fill stay at their end), as AWPercentDrivenInteractiveTransition, a
///   published reimplementation of UIKit's class, does.
@MainActor final class TransitionTimeline {
    /// Far past every finite animation of a transition: where a cancelled
    /// timeline jumps once it has played back to 0 (see `endCancellation`).
    static let pastEveryEnd: CFTimeInterval = 1e7

    let layers: [CALayer]
    /// The transition's duration (the animator's `transitionDuration`).
    let duration: Double
    /// The next step of an eased run (`ease(from:to:seconds:curve:)`).
    private var endEvent: MediaClockEvent?

    init(layers: [CALayer], duration: Double) {
        self.layers = layers
        self.duration = duration
    }

    /// The local time shown now (of the first layer; all move together).
    var currentTime: Double {
        guard let layer = layers.first else { return 0 }
        return layer.convertTime(CACurrentMediaTime(), from: nil)
    }

    /// Holds every layer at local time `time`.
    func freeze(at time: Double) {
        cancelEnd()
        for layer in layers {
            layer.speed = 0
            layer.timeOffset = time
        }
    }

    /// Runs every layer from local time `time` at `rate` (negative: backwards).
    func run(from time: Double, rate: Double) {
        cancelEnd()
        let now = CACurrentMediaTime()
        for layer in layers {
            layer.speed = 0    // no transient local time while the other two change
            layer.beginTime = layer.superlayer?.convertTime(now, from: nil) ?? now
            layer.timeOffset = time
            layer.speed = Float(rate)
        }
    }

    /// The frame step of an eased run (`ease(from:to:seconds:curve:)`).
    static let easeStep: Double = 1.0 / 60

    /// Moves the local time from `start` to `end` over `seconds` of parent
    /// time on `curve` (UIKit eases the rest of a percent-driven transition
    /// with its `completionCurve`, stepping the time offset every frame).
    /// Here each 1/60 s segment runs at the constant speed that meets the
    /// curve at the segment's ends, so the local time is exact at every
    /// frame and moves on in between. At the end: forwards, the timeline
    /// runs on at speed 1 from `end` (the animations reach their ends);
    /// backwards to 0, the cancellation ends (`endCancellation`).
    func ease(from start: Double, to end: Double, seconds: Double, curve: CAMediaTimingFunction) {
        cancelEnd()
        guard seconds > 0, start != end else { return finishEase(at: end, backwards: end < start) }
        let t0 = CACurrentMediaTime()
        func value(_ elapsed: Double) -> Double {
            start + (end - start) * curve.solve(forInput: min(max(elapsed / seconds, 0), 1))
        }
        func segment(_ k: Int) {
            let from = Double(k) * Self.easeStep
            guard from < seconds - 1e-12 else { return finishEase(at: end, backwards: end < start) }
            let to = min(from + Self.easeStep, seconds)
            let a = value(from), b = value(to)
            run(from: a, rate: (b - a) / (to - from))
            // (The event holds the timeline until it fires or is cancelled.)
            endEvent = MediaClock.schedule(at: t0 + to) { segment(k + 1) }
        }
        segment(0)
    }

    private func finishEase(at end: Double, backwards: Bool) {
        if backwards {
            freeze(at: end)
            endCancellation()
        } else {
            run(from: end, rate: 1)
        }
    }

    /// The timeline has played back to 0: the animations show their start.
    /// They must still end, for their completion blocks and delegates
    /// (which call `completeTransition(false)`) to run: the timeline jumps
    /// past every end and runs on at speed 1, and each animation ends as it
    /// would at its end (UIView completions get `finished == true`; removing
    /// them instead would report `false`). This is what UIKit's timeline
    /// does when it lets a rolled-back transition run at speed 1 again:
    /// local time is then far past the animations' ends.
    private func endCancellation() {
        endEvent = nil
        run(from: Self.pastEveryEnd, rate: 1)
    }

    /// Normal time again (speed 1), continuing from the local time now.
    /// Nothing changes when the timeline already runs at speed 1 (a finish
    /// at `completionSpeed` 1, any cancellation): a timing change makes Core
    /// Animation reschedule the subtree's animations, and ours then tells a
    /// kept (`isRemovedOnCompletion == false`) animation that already ended
    /// `animationDidStop` a second time (OpenQuartzCore's
    /// `AnimationEntry.reachedEnd` does not check `didNotifyStop`; reported).
    func restore() {
        cancelEnd()
        guard layers.contains(where: { $0.speed != 1 }) else { return }
        let now = CACurrentMediaTime()
        for layer in layers {
            let local = layer.convertTime(now, from: nil)
            let parent = layer.superlayer?.convertTime(now, from: nil) ?? now
            layer.speed = 0
            layer.beginTime = 0
            let offset = local - parent
            layer.timeOffset = abs(offset) < 1e-9 ? 0 : offset
            layer.speed = 1
        }
    }

    private func cancelEnd() {
        endEvent?.cancel()
        endEvent = nil
    }
}
