import Foundation

extension SpringSolver {
    /// Core Animation's settling tolerance: 0.1 % of the distance.
    package static let settlingEpsilon = 0.001

    /// How long the spring takes to settle, as Core Animation computes
    /// `CASpringAnimation.settlingDuration` (before dividing by the speed).
    ///
    /// - Underdamped: the time for the bound (|A| + |B|)·e^(−ζω₀t) on the
    ///   displacement to fall to `epsilon`. The |A| + |B| factor is the
    ///   "phase term": it is why the default spring (m 1, k 100, c 10) settles in
    ///   1.4727003346780927 s rather than the 1.38 s of a unit envelope.
    /// - Critically or over-damped: the first instant on a 0.1 s grid from which
    ///   the displacement stays under `epsilon` for more than a second.
    /// - Undamped (ζ = 0): never; returns `.infinity`.
    package func settlingDuration(epsilon: Double = SpringSolver.settlingEpsilon) -> Double {
        let eps = max(epsilon.isNaN ? Self.settlingEpsilon : epsilon, 1e-6)
        if zeta == 0 { return .infinity }
        if regime == .underdamped {
            return max(-log(eps / (abs(a) + abs(b))) / q, 0)
        }
        return gridSettlingTime(epsilon: eps)
    }

    /// The grid search of the critically/over-damped case. It starts a few steps
    /// before an analytic bound instead of at 0 so that a very slow spring costs
    /// no more than a slow one (no loop proportional to the spring's length).
    private func gridSettlingTime(epsilon eps: Double) -> Double {
        let step = 0.1
        // After `bound` every term of the solution is below eps/2, so the
        // displacement stays under eps: the answer lies at or before it.
        let bound = upperSettlingBound(epsilon: eps)
        guard bound.isFinite else { return .infinity }
        // Walk back from the bound to the last instant the spring was outside eps.
        var lastOutside = -1.0
        var k = Int((bound / step).rounded(.up))
        let lowest = max(0, k - 200_000)
        while k >= lowest {
            let t = Double(k) * step
            if abs(displacement(at: t)) >= eps { lastOutside = t; break }
            k -= 1
        }
        if k < lowest && lowest > 0 {
            // Far too slow to scan: the spring was already settled over the whole
            // scanned stretch; the grid answer lies at or before `lowest`.
            return Double(lowest) * step
        }
        // The first grid sample after the last one outside eps.
        return lastOutside < 0 ? 0 : lastOutside + step
    }

    /// A time after which |displacement| < eps for certain.
    private func upperSettlingBound(epsilon eps: Double) -> Double {
        switch regime {
        case .underdamped:
            return max(-log(eps / (abs(a) + abs(b))) / q, 0)
        case .critical:
            // |A + B·t|·e^(−ω₀t) < eps: bound |A|e^(−ω₀t) and |B|t·e^(−ω₀t) by eps/2
            // each. t·e^(−ω₀t/2) ≤ 2/(e·ω₀), so |B|t·e^(−ω₀t) ≤ |B|·2/(e·ω₀)·e^(−ω₀t/2).
            let t1 = abs(a) > 0 ? log(2 * abs(a) / eps) / q : 0
            let cb = abs(b) * 2 / (M_E * q)
            let t2 = cb > 0 ? 2 * log(2 * cb / eps) / q : 0
            return max(t1, t2, 0)
        case .overdamped:
            let t1 = abs(a) > 0 ? log(2 * abs(a) / eps) / -p : 0
            let t2 = abs(b) > 0 ? log(2 * abs(b) / eps) / -q : 0
            return max(t1, t2, 0)
        }
    }

    /// The last instant the displacement is at least `epsilon`, found by
    /// bisection on a continuous time line (unlike the 0.1 s grid above). Used to
    /// fit springs to a requested duration.
    package func continuousSettlingTime(epsilon: Double = SpringSolver.settlingEpsilon) -> Double {
        if regime == .underdamped { return settlingDuration(epsilon: epsilon) }
        let bound = upperSettlingBound(epsilon: epsilon)
        guard bound.isFinite, bound > 0 else { return 0 }
        // Scan coarsely backwards for the last sample outside eps, then bisect.
        let samples = 512
        var hi = bound, lo = -1.0
        for i in stride(from: samples, through: 0, by: -1) {
            let t = bound * Double(i) / Double(samples)
            if abs(displacement(at: t)) >= epsilon { lo = t; hi = bound * Double(i + 1) / Double(samples); break }
        }
        if lo < 0 { return 0 }
        for _ in 0..<64 {
            let mid = (lo + hi) / 2
            if abs(displacement(at: mid)) >= epsilon { lo = mid } else { hi = mid }
        }
        return hi
    }
}
