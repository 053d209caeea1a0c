import Foundation

extension CALayer {
    /// Changes in place the timing of `animation` — the layer's own copy, as
    /// `animation(forKey:)` returns it — while it runs: its `beginTime`,
    /// `speed` and `timeOffset`, and whether it runs on a linear curve
    /// (`linear`: the timing function, or a spring, is set aside until a
    /// later call with `linear == false`). Its delegate hears nothing.
    ///
    /// Not Apple API; package use only. The property animator scrubs
    /// through it: removing and re-adding its animations on every
    /// `fractionComplete` change cost 1.3 µs an animation (quartz-bench
    /// `uikit.animator.scrub100`, 2026-11-27). An animation added in this
    /// transaction and not yet committed takes the timing as if it had been
    /// added with it (and starts on the linear curve when `linear`), so a
    /// transition keeps the "before" picture its first addition took.
    /// Returns false, changing nothing, when `animation` is not a pending
    /// or running animation of this layer (add a new one instead).
    /// A nil `beginTime` keeps the current one (for a frozen animation,
    /// speed 0, where it does not matter).
    package func retime(_ animation: CAAnimation, beginTime: Double?, speed: Float, timeOffset: Double, linear: Bool) -> Bool {
        // A plain loop: `last(where:)` with a closure reading main-actor
        // state paid a dynamic isolation check per element (~200 instructions).
        var i = animationList.count
        while i > 0 {
            i -= 1
            let entry = animationList[i]
            if entry.animation === animation {
                return entry.retime(beginTime: beginTime, speed: speed, timeOffset: timeOffset, linear: linear, on: self)
            }
        }
        return false
    }
}
