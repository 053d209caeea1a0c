import Foundation

/// The property animator's clock, continued: leaving a linear scrub,
/// re-basing its tracks, and ending every animator at once.
extension UIViewPropertyAnimator {
    /// Ends a linear scrub before the animator runs again, without a jump:
    /// returns the animator time at which its own curve shows what the
    /// scrub shows (the curve's inverse at the scrubbed fraction), so that
    /// it goes on along one timeline in either direction. A curve that
    /// cannot be inverted (a spring, a cubic that overshoots) re-bases the
    /// tracks instead when playing forward, and jumps back onto the curve
    /// when reversed; so does an animator with a track that does not span
    /// its whole timeline (added with a delay factor).
    func leaveScrub(at t: Double, forward: Bool) -> Double {
        guard scrubbedLinearly else { return t }
        // The curve's inverse lands every track where it shows only when
        // they all span the whole animator: one added with a delay factor
        // is scrubbed linearly over its own span and would jump (alpha
        // 0.4 → 0.05 at 70 % of an ease-out animator whose fade waits for
        // half of it) — re-base such tracks from what they show instead.
        let spansWhole = tracks.allSatisfy { $0.start <= 1e-9 && abs($0.start + $0.length - duration) <= 1e-9 }
        if spansWhole, let matched = timeShowingLinear(t) {
            scrubbedLinearly = false
            return matched
        }
        if forward { rebase(at: t, length: nil, timing: nil) } else { scrubbedLinearly = false }
        return t
    }

    /// The time at which the animator's cubic curve reaches t / duration,
    /// by bisection; nil for a spring or a curve leaving 0…1.
    func timeShowingLinear(_ t: Double) -> Double? {
        guard case .curve(let f) = timing, duration > 0 else { return nil }
        var p1: [Float] = [0, 0], p2: [Float] = [0, 0]
        f.getControlPoint(at: 1, values: &p1)
        f.getControlPoint(at: 2, values: &p2)
        guard (0...1).contains(p1[1]), (0...1).contains(p2[1]) else { return nil }
        let target = min(max(t / duration, 0), 1)
        var lo = 0.0, hi = 1.0
        for _ in 0..<60 {
            let mid = (lo + hi) / 2
            if f.solve(forInput: mid) < target { lo = mid } else { hi = mid }
        }
        return (lo + hi) / 2 * duration
    }

    /// Re-bases the tracks at `t` so that they continue from what they show,
    /// over `length` (nil: to the end of the timeline) with `timing`.
    func rebase(at t: Double, length: Double?, timing newTiming: ViewAnimationContext.Timing?) {
        let linear = scrubbedLinearly
        scrubbedLinearly = false
        tracks = tracks.map { track in
            let end = track.start + track.length
            return track.rebased(at: t, length: length ?? max(end - t, 0),
                                 timing: track.isVerticalComponent ? (verticalTiming ?? newTiming) : newTiming,
                                 linearNow: linear)
        }
        guard newTiming != nil else { return }
        var split: [AnimatorTrack] = []
        for track in tracks {
            let parts = track.splitByAxis(vertical: verticalTiming)
            if parts.count > 1 { track.layer?.removeAnimation(forKey: track.key) }
            split.append(contentsOf: parts)
        }
        tracks = split
    }

    /// Ends every active or stopped animator at once, silently: its
    /// animations are removed (the views show their models), no completion
    /// runs, and it becomes inactive. Not Apple API; package use only, for a
    /// host ending a run the way an app that quits ends (the Gallery's
    /// scenes), so that no animator's completion runs after its scene.
    package static func discardAll() {
        for entry in active.values {
            guard let animator = entry.animator else { continue }
            animator.stopClock()
            removeCopies(of: animator.tracks)
            animator.tracks.removeAll()
            animator.stoppedTracks.removeAll()
            animator.completions.removeAll()
            animator.becomeInactive()
        }
        active.removeAll()
    }

    /// (An isolated deinit starts without the caller's task-local values, so
    /// this diagnostic goes to the default handler, standard error.)
    func releasedWhileActive() {
        guard state != .inactive else { return }
        CGDiagnostics.report("UIViewPropertyAnimator released while \(state == .stopped ? "stopped" : "paused"); its animations are removed and its completions do not run (UIKit raises an exception)")
        endEvent?.cancel()
        Self.removeCopies(of: tracks)
    }
}
