import Foundation

extension MediaTimingParameters {
    /// The earliest parent time from which the local time of a *layer* with
    /// these parameters stays at or past `y` for good — or, after its active
    /// window on a side its `fillMode` does not fill, is unresolved (nothing
    /// it times applies any more). `−∞` when that holds at every time, `+∞`
    /// when it never does under these parameters.
    ///
    /// This is when an animation whose active window ends at local time `y`
    /// has finished: in a layer whose time repeats (a finite positive
    /// `duration` with `repeatCount`/`repeatDuration`/`autoreverses`) the
    /// animation plays again in every pass, so it ends in the pass after which
    /// the layer's time never comes back below `y` — not in the first pass,
    /// which is what the linear inverse (`parentTime(fromLocal:)`) gives.
    ///
    /// - A level without repeats (`hasFiniteIterations` false) is linear: the
    ///   inverse for a positive speed; a frozen level (speed 0) holds
    ///   `timeOffset`, so `−∞` if that is at or past `y`, else `+∞`; a
    ///   negative speed runs time down for ever (`+∞`).
    /// - A repeating level with a positive speed: the last pass's crossing of
    ///   `y`, found by walking the monotone pieces of the sawtooth (forward
    ///   passes, and backward halves when autoreversing) back from the end of
    ///   the active window, where `timeOffset` rotates the loop as in
    ///   `evaluate(parentTime:)`. If the time at the end of the window is
    ///   below `y`, the answer is the end of the window when the layer does
    ///   not fill forwards (its time becomes unresolved), `+∞` when it holds
    ///   that time. Repeating for ever (an infinite active duration) never
    ///   settles: `+∞`.
    /// - A repeating level with speed 0 holds one time (`−∞` or `+∞`); with a
    ///   negative speed the end of its active window is taken (or `+∞` when it
    ///   then holds a time below `y`): a conservative answer, since such a
    ///   layer's time runs backwards through its passes.
    ///
    /// O(1): at most a few pieces are visited. NaN `y` gives `+∞`.
    package func parentTimeSettled(atOrPast y: Double) -> Double {
        if y.isNaN { return .infinity }
        if y == -.infinity { return -.infinity }
        let speed = effectiveSpeed
        guard hasFiniteIterations else {
            if speed > 0 { return parentTime(fromLocal: y) }
            if speed == 0 { return effectiveTimeOffset >= y ? -.infinity : .infinity }
            return .infinity
        }
        if y <= 0 { return -.infinity }      // a repeating layer's time is never below 0
        let begin = effectiveBeginTime
        let d = duration
        if speed == 0 {
            let held = evaluate(parentTime: begin).progress * d
            return held >= y ? -.infinity : .infinity
        }
        let active = activeDuration
        guard active.isFinite, speed.isFinite else { return .infinity }
        let windowEnd = begin + active / abs(speed)
        if speed < 0 {
            guard fillsForwards else { return windowEnd }
            return evaluate(parentTime: .infinity).progress * d >= y ? windowEnd : .infinity
        }
        // Positions in the loop as an unwrapped coordinate u ∈ [u₀, u₀ + A]
        // (u₀ = timeOffset wrapped into [0, A)): the loop position is u, or
        // u − A past the wrap. Invariant: every u in [cur, end) has a time ≥ y.
        let tolerance = 1e-9 * max(1, d)
        var u0 = effectiveTimeOffset.truncatingRemainder(dividingBy: active)
        if u0 < 0 { u0 += active }
        let end = u0 + active
        var cur = end
        for _ in 0..<8 {
            let base = cur > active ? active : 0
            let lowest = base > 0 ? active : u0
            let p = cur - base                                   // in (0, A]: the time just before cur
            let k = max((p / d).rounded(.up) - 1, 0)             // the piece holding p⁻
            let pieceStart = k * d
            let pieceStartU = max(base + pieceStart, lowest)
            let forward = !autoreverses || k.truncatingRemainder(dividingBy: 2) == 0
            let timeBeforeCur = forward ? p - pieceStart : d - (p - pieceStart)
            if timeBeforeCur + tolerance < y {
                if cur == end { return fillsForwards ? .infinity : windowEnd }
                break
            }
            if forward {
                let crossing = base + pieceStart + y
                if crossing >= pieceStartU { cur = crossing; break }
            }
            cur = pieceStartU                                    // the whole piece is at or past y
            if cur <= u0 { cur = u0; break }
        }
        return begin + (cur - u0) / speed
    }
}
