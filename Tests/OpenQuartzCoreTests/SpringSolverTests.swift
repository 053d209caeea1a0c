import Testing
import Foundation
@testable import OpenQuartzCore

/// Independent reference: integrate m·x″ + c·x′ + k·(x − 1) = 0 with classical
/// Runge–Kutta at a tiny step.
private func integrate(m: Double, k: Double, c: Double, v0: Double, until t: Double, steps: Int = 20_000) -> (x: Double, v: Double) {
    var x = 0.0, v = v0
    let h = t / Double(steps)
    func acc(_ x: Double, _ v: Double) -> Double { (-c * v - k * (x - 1)) / m }
    for _ in 0..<steps {
        let k1x = v, k1v = acc(x, v)
        let k2x = v + h / 2 * k1v, k2v = acc(x + h / 2 * k1x, v + h / 2 * k1v)
        let k3x = v + h / 2 * k2v, k3v = acc(x + h / 2 * k2x, v + h / 2 * k2v)
        let k4x = v + h * k3v, k4v = acc(x + h * k3x, v + h * k3v)
        x += h / 6 * (k1x + 2 * k2x + 2 * k3x + k4x)
        v += h / 6 * (k1v + 2 * k2v + 2 * k3v + k4v)
    }
    return (x, v)
}

@Suite struct SpringSolverTests {
    @Test(arguments: [
        (1.0, 100.0, 10.0, 0.0, false),   // default, underdamped
        (1.0, 100.0, 20.0, 0.0, false),   // critical
        (1.0, 100.0, 20.0, 5.0, false),   // critical with velocity
        (1.0, 100.0, 30.0, 0.0, true),    // overdamped allowed
        (2.0, 300.0, 5.0, -3.0, false),   // underdamped, velocity away from target
        (0.5, 40.0, 60.0, 8.0, true),     // strongly overdamped with a push
    ])
    func closedFormMatchesNumericalIntegration(p: (Double, Double, Double, Double, Bool)) {
        let s = SpringSolver(mass: p.0, stiffness: p.1, damping: p.2, initialVelocity: p.3, allowsOverdamping: p.4)
        for t in [0.05, 0.2, 0.5, 1.0, 1.7] {
            let ref = integrate(m: p.0, k: p.1, c: p.2, v0: p.3, until: t)
            #expect(abs(s.value(at: t) - ref.x) < 1e-9, "x at \(t)")
            #expect(abs(s.velocity(at: t) - ref.v) < 1e-7, "v at \(t)")
        }
        #expect(s.value(at: 0) == 0)
        #expect(abs(s.velocity(at: 0) - p.3) < 1e-12)
    }

    @Test func handWorkedValueOfTheDefaultSpring() {
        // ω₀ = 10, ζ = 0.5, ωd = 10·√0.75, A = −1, B = −5/ωd.
        // x(0.3) = 1 + e^(−1.5)·(−cos(0.3ωd) − (5/ωd)·sin(0.3ωd)).
        let wd = 10 * 0.75.squareRoot()
        let expected = 1 + exp(-1.5) * (-cos(0.3 * wd) - 5 / wd * sin(0.3 * wd))
        #expect(abs(SpringSolver().value(at: 0.3) - expected) < 1e-15)
    }

    @Test func settlingDurationMatchesApple() {
        // Measured on Apple's framework: 1.4727003346780927 s.
        #expect(abs(SpringSolver().settlingDuration() - 1.4727003346780927) < 1e-12)
        // Apple's documentation: damping 5 → about 2.85 s; damping 15 → just over 1 s.
        let five = SpringSolver(damping: 5).settlingDuration()
        #expect(abs(five - 2.85) < 0.01)
        let fifteen = SpringSolver(damping: 15).settlingDuration()
        #expect(fifteen > 1 && fifteen < 1.1)
        // Tutorials Ch11 (see the spec's errata): damping 7.5 settles in about 1.93 s.
        let sevenHalf = SpringSolver(damping: 7.5).settlingDuration()
        #expect(sevenHalf > 1.8 && sevenHalf < 1.94)
        // Independent of from/to by construction; depends on velocity.
        #expect(SpringSolver(initialVelocity: 20).settlingDuration() != SpringSolver().settlingDuration())
    }

    @Test func criticalSettlingIsOnTheTenthSecondGrid() {
        let s = SpringSolver(damping: 20)
        let d = s.settlingDuration()
        // Hand check: x(t) − 1 = −(1 + 10t)e^(−10t) = −0.001 near t = 0.9234, so
        // the first 0.1 s grid point inside the tolerance is 1.0.
        #expect(abs(d - 1.0) < 1e-9)
        #expect(abs(s.displacement(at: d)) < 0.001)
        #expect(abs(s.displacement(at: d - 0.1)) >= 0.001)
    }

    @Test func overdampingIsClampedUnlessAllowed() {
        let clamped = SpringSolver(damping: 40)
        let critical = SpringSolver(damping: 20)
        #expect(clamped.regime == .critical)
        #expect(clamped.value(at: 0.4) == critical.value(at: 0.4))
        #expect(clamped.settlingDuration() == critical.settlingDuration())
        let over = SpringSolver(damping: 40, allowsOverdamping: true)
        #expect(over.regime == .overdamped)
        #expect(over.value(at: 0.4) < critical.value(at: 0.4))
        #expect(over.settlingDuration() > critical.settlingDuration())
    }

    @Test func perceptualConversionsBothWays() {
        let s = SpringSolver(perceptualDuration: 0.5, bounce: 0.3)
        #expect(abs(s.stiffness - 157.91367041742973) < 1e-9)   // (2π/0.5)²
        #expect(abs(s.damping - 17.592918860102842) < 1e-9)     // 4π·0.7/0.5
        #expect(abs(s.perceptualDuration - 0.5) < 1e-12)
        #expect(abs(s.bounce - 0.3) < 1e-12)
        let negative = SpringSolver(perceptualDuration: 0.8, bounce: -0.4)
        #expect(abs(negative.damping - 4 * Double.pi / (0.6 * 0.8)) < 1e-12)
        #expect(abs(negative.bounce + 0.4) < 1e-12)
        #expect(negative.regime == .overdamped)
        let r = SpringSolver(dampingRatio: 0.7, response: 0.4)
        #expect(abs(r.dampingRatioAndResponse.dampingRatio - 0.7) < 1e-12)
        #expect(abs(r.dampingRatioAndResponse.response - 0.4) < 1e-12)
        // Apple's default spring reads back as perceptual duration 2π/10.
        #expect(abs(SpringSolver().perceptualDuration - 2 * Double.pi / 10) < 1e-12)
        #expect(abs(SpringSolver().bounce - (1 - (2 * Double.pi / 10) * 10 / (4 * Double.pi))) < 1e-12)
    }

    @Test(arguments: [(0.5, 0.3, 0.0), (1.0, 0.7, 0.0), (0.8, 1.0, 0.0), (0.6, 0.5, 2.0), (2.0, 0.9, -1.0)])
    func durationFittedSpringsSettleAtTheRequestedDuration(p: (Double, Double, Double)) {
        let (duration, ratio, v) = p
        let s = SpringSolver(fittingDuration: duration, dampingRatio: ratio, initialVelocity: v)
        #expect(abs(s.continuousSettlingTime() - duration) < 1e-6)
        #expect(abs(s.zeta - ratio) < 1e-12)
        #expect(abs(s.mass - 1) < 1e-15)
        // Within 0.1 % of the target from `duration` on, and exactly there at the end.
        for t in stride(from: duration, through: duration + 2, by: 0.01) {
            #expect(abs(s.displacement(at: t)) < 0.001 + 1e-12)
        }
        #expect(s.fittedProgress(at: duration, duration: duration) == 1)
        #expect(s.fittedProgress(at: duration * 0.5, duration: duration) == s.value(at: duration * 0.5))
        if ratio == 1 { // critically damped: no overshoot
            for t in stride(from: 0.0, through: duration, by: 0.005) { #expect(s.value(at: t) <= 1) }
        }
    }

    @Test func badInputGetsApplesSubstitutes() {
        CADiagnostics.capture {
        let (s, reported) = CADiagnostics.capture {
            SpringSolver(mass: 0, stiffness: -5, damping: -1, initialVelocity: .nan)
        }
        #expect(reported.count == 4)
        #expect(s.mass == 1 && s.stiffness == 100 && s.damping == 10 && s.initialVelocity == 0)
        let n = SpringSolver(mass: .nan, stiffness: .infinity, damping: .nan)
        #expect(n.mass == 1 && n.stiffness == 100 && n.damping == 10)
        // Undamped: never settles.
        #expect(SpringSolver(damping: 0).settlingDuration() == .infinity)
        #expect(SpringSolver(damping: 0).value(at: 1).isFinite)
        // NaN and negative times.
        #expect(SpringSolver().value(at: .nan) == 0)
        #expect(SpringSolver().value(at: -3) == 0)
        // A very slow critically damped spring still answers quickly and finitely.
        let slow = SpringSolver(mass: 1, stiffness: 1e-6, damping: 2e-3)
        #expect(slow.settlingDuration().isFinite)
        // Bad perceptual and fitted inputs.
        #expect(SpringSolver(perceptualDuration: 0, bounce: 0).stiffness.isFinite)
        #expect(SpringSolver(perceptualDuration: .nan, bounce: 5).value(at: 0.1).isFinite)
        let fit = SpringSolver(fittingDuration: -1, dampingRatio: .nan)
        #expect(fit.value(at: 0.5).isFinite)
        }
    }
}
