import Foundation

/// The damped harmonic oscillator behind `CASpringAnimation`,
/// `UISpringTimingParameters` and UIKit's spring animations — one solver for all.
///
/// Progress x(t) runs from 0 toward 1 under m·x″ + c·x′ + k·(x − 1) = 0 with
/// x(0) = 0 and x′(0) = `initialVelocity` (positive means toward the target, in
/// "whole distances per second"). Every regime has a closed form, evaluated with
/// precomputed coefficients: one `exp` and one `sin`/`cos` pair per sample.
package struct SpringSolver: Sendable, Equatable {
    /// The motion regime, fixed at creation.
    package enum Regime: Sendable, Equatable {
        case underdamped, critical, overdamped
    }

    package let mass: Double
    package let stiffness: Double
    package let damping: Double
    package let initialVelocity: Double
    /// Whether damping above critical is honoured (iOS 17's `allowsOverdamping`).
    package let allowsOverdamping: Bool

    /// Undamped angular frequency ω₀ = √(k/m).
    package let omega0: Double
    /// Damping ratio ζ = c / (2√(k·m)), after the overdamping clamp.
    package let zeta: Double
    package let regime: Regime
    // Displacement y = x − 1 is, by regime:
    //   under:    e^(−ζω₀t)·(A·cos ωd·t + B·sin ωd·t)
    //   critical: e^(−ω₀t)·(A + B·t)
    //   over:     A·e^(r₁t) + B·e^(r₂t)
    let a: Double, b: Double
    /// ωd (underdamped) or r₁ (overdamped).
    let p: Double
    /// Decay rate ζω₀ (underdamped) or r₂ (overdamped).
    let q: Double

    /// Creates a spring. Out-of-range inputs get Apple's substitutes with a
    /// diagnostic, like `CASpringAnimation`'s setters: mass ≤ 0 → 1,
    /// stiffness ≤ 0 → 100, damping < 0 → 10; NaN likewise, and a non-finite
    /// velocity → 0.
    package init(mass: Double = 1, stiffness: Double = 100, damping: Double = 10,
                 initialVelocity: Double = 0, allowsOverdamping: Bool = false) {
        var m = mass, k = stiffness, c = damping, v = initialVelocity
        if !(m > 0) || !m.isFinite {
            CADiagnostics.report("spring mass must be greater than 0 (got \(mass)); using 1")
            m = 1
        }
        if !(k > 0) || !k.isFinite {
            CADiagnostics.report("spring stiffness must be greater than 0 (got \(stiffness)); using 100")
            k = 100
        }
        if !(c >= 0) || !c.isFinite {
            CADiagnostics.report("spring damping must be greater than or equal to 0 (got \(damping)); using 10")
            c = 10
        }
        if !v.isFinite {
            CADiagnostics.report("spring initial velocity must be finite (got \(initialVelocity)); using 0")
            v = 0
        }
        self.mass = m; self.stiffness = k; self.damping = c
        self.initialVelocity = v; self.allowsOverdamping = allowsOverdamping
        let w0 = (k / m).squareRoot()
        var z = c / (2 * (k * m).squareRoot())
        if z > 1 && !allowsOverdamping { z = 1 }
        omega0 = w0
        zeta = z
        if z < 1 {
            regime = .underdamped
            let wd = w0 * (1 - z * z).squareRoot()
            a = -1
            b = (v - z * w0) / wd          // from y′(0) = −ζω₀·A + ωd·B = v
            p = wd
            q = z * w0
        } else if z == 1 {
            regime = .critical
            a = -1
            b = v - w0                     // from y′(0) = −ω₀·A + B = v
            p = 0
            q = w0
        } else {
            regime = .overdamped
            let s = (z * z - 1).squareRoot()
            let r1 = -w0 * (z - s), r2 = -w0 * (z + s)
            // A + B = −1, r₁·A + r₂·B = v
            b = (v + r1) / (r2 - r1)
            a = -1 - b
            p = r1
            q = r2
        }
    }

    /// Progress at time `t` seconds (0 at t ≤ 0; tends to 1). Overshoot goes past 1.
    @inline(__always)
    package func value(at t: Double) -> Double {
        guard t > 0 else { return 0 }
        return 1 + displacement(at: t)
    }

    /// x(t) − 1: how far from the target the spring is at time `t` ≥ 0.
    @inline(__always)
    package func displacement(at t: Double) -> Double {
        switch regime {
        case .underdamped:
            let e = exp(-q * t)
            let angle = p * t
            return e * (a * cos(angle) + b * sin(angle))
        case .critical:
            return exp(-q * t) * (a + b * t)
        case .overdamped:
            return a * exp(p * t) + b * exp(q * t)
        }
    }

    /// Velocity dx/dt at time `t` ≥ 0, in whole distances per second.
    package func velocity(at t: Double) -> Double {
        let tt = max(t, 0)
        switch regime {
        case .underdamped:
            let e = exp(-q * tt), c = cos(p * tt), s = sin(p * tt)
            return e * ((b * p - q * a) * c - (a * p + q * b) * s)
        case .critical:
            return exp(-q * tt) * (b - q * (a + b * tt))
        case .overdamped:
            return a * p * exp(p * tt) + b * q * exp(q * tt)
        }
    }
}
