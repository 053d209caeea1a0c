import Foundation

extension SpringSolver {
    /// The spring UIKit builds for a damping-ratio API
    /// (`UIView.animate(withDuration:…usingSpringWithDamping:initialSpringVelocity:…)`,
    /// `UISpringTimingParameters(dampingRatio:initialVelocity:)`,
    /// `UIViewPropertyAnimator(duration:dampingRatio:)`).
    ///
    /// **Fitting rule.** Mass 1; damping = 2·ratio·ω₀; the stiffness ω₀² is chosen
    /// so that the spring settles — its displacement stays within 0.1 %
    /// (`settlingEpsilon`) of the target — exactly at `duration`. Settling is
    /// measured on a continuous time line: the envelope rule of
    /// `settlingDuration` when underdamped, the last instant |x − 1| ≥ 0.001
    /// when critically damped. The animation then ends at `duration` and the
    /// model value shows from then on, so the jump is at most 0.1 % of the
    /// distance (`fittedProgress(at:duration:)` gives the snapped curve; a
    /// reading at exactly `duration`, before the animation's end is handled
    /// in the same instant, still shows the unsnapped value).
    ///
    /// Ratios ≤ 0 or NaN become 0.01 (an undamped spring never settles) and
    /// ratios above 1 become 1, each with a diagnostic; durations ≤ 0 or NaN
    /// give a spring that settles in 0.001 s.
    package init(fittingDuration duration: Double, dampingRatio ratio: Double, initialVelocity: Double = 0) {
        var d = duration, z = ratio, v = initialVelocity
        if !(d > 0) || !d.isFinite {
            CADiagnostics.report("spring duration must be positive and finite (got \(duration)); using 0.001")
            d = 0.001
        }
        if !(z > 0) || z.isNaN {
            CADiagnostics.report("spring damping ratio must be greater than 0 (got \(ratio)); using 0.01")
            z = 0.01
        } else if z > 1 {
            CADiagnostics.report("spring damping ratio above 1 (got \(ratio)) is treated as 1")
            z = 1
        }
        if !v.isFinite { v = 0 }
        // For fixed ratio and velocity the settling time falls as ω₀ grows;
        // bisect on log ω₀ (monotone enough in practice, checked by the tests).
        func settle(_ w: Double) -> Double {
            SpringSolver(mass: 1, stiffness: w * w, damping: 2 * z * w, initialVelocity: v)
                .continuousSettlingTime()
        }
        var lo = log(1e-4), hi = log(1e6)
        for _ in 0..<100 {
            let mid = (lo + hi) / 2
            if settle(exp(mid)) > d { lo = mid } else { hi = mid }
        }
        let w = exp((lo + hi) / 2)
        self.init(mass: 1, stiffness: w * w, damping: 2 * z * w, initialVelocity: v)
    }

    /// Progress of a duration-fitted spring: the spring's value before
    /// `duration`, exactly 1 from `duration` on.
    package func fittedProgress(at t: Double, duration: Double) -> Double {
        t >= duration ? 1 : value(at: t)
    }
}
