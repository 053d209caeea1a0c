import Foundation

extension SpringSolver {
    /// The spring for iOS 17's `(duration:bounce:)` / `(perceptualDuration:bounce:)`:
    /// mass 1, stiffness (2π / duration)², damping 4π(1 − bounce)/duration for
    /// bounce ≥ 0 and 4π / ((1 + bounce)·duration) for bounce < 0, overdamping
    /// allowed. A duration ≤ 0 or NaN becomes 0.001 s and a bounce outside
    /// (−1, 1] is clamped, each with a diagnostic (Apple gives an infinite stiffness).
    package init(perceptualDuration duration: Double, bounce: Double, initialVelocity: Double = 0) {
        var d = duration, bc = bounce
        if !(d > 0) || !d.isFinite {
            CADiagnostics.report("spring perceptual duration must be positive and finite (got \(duration)); using 0.001")
            d = 0.001
        }
        if bc.isNaN || bc <= -1 || bc > 1 {
            CADiagnostics.report("spring bounce must be in (-1, 1] (got \(bounce)); clamping")
            bc = bc.isNaN ? 0 : min(max(bc, -0.999), 1)
        }
        let omega = 2 * Double.pi / d
        let factor = bc >= 0 ? 1 - bc : 1 / (1 + bc)
        self.init(mass: 1, stiffness: omega * omega, damping: factor * 4 * Double.pi / d,
                  initialVelocity: initialVelocity, allowsOverdamping: true)
    }

    /// The spring for SwiftUI/UIKit's `(dampingRatio:response:)` form: mass 1,
    /// stiffness (2π / response)², damping 4π·ratio / response.
    package init(dampingRatio ratio: Double, response: Double, initialVelocity: Double = 0) {
        var r = response, z = ratio
        if !(r > 0) || !r.isFinite {
            CADiagnostics.report("spring response must be positive and finite (got \(response)); using 0.001")
            r = 0.001
        }
        if !(z >= 0) || !z.isFinite {
            CADiagnostics.report("spring damping ratio must be ≥ 0 and finite (got \(ratio)); using 1")
            z = 1
        }
        let omega = 2 * Double.pi / r
        self.init(mass: 1, stiffness: omega * omega, damping: 4 * Double.pi * z / r,
                  initialVelocity: initialVelocity, allowsOverdamping: true)
    }

    /// The perceptual duration 2π·√(m/k) (Apple's `perceptualDuration`).
    package var perceptualDuration: Double { 2 * Double.pi * (mass / stiffness).squareRoot() }

    /// Apple's `bounce`: 1 − c·T/(4π·m) when at most critically damped,
    /// otherwise 1/(c·T/(4π·m)) − 1, with T the perceptual duration.
    package var bounce: Double {
        let x = perceptualDuration * damping / (mass * 4 * Double.pi)
        let rawZeta = damping / (2 * (stiffness * mass).squareRoot())
        return rawZeta <= 1 ? 1 - x : 1 / x - 1
    }

    /// The response (same as the perceptual duration) and the damping ratio,
    /// the SwiftUI/UIKit `(dampingRatio:response:)` pair.
    package var dampingRatioAndResponse: (dampingRatio: Double, response: Double) {
        (damping / (2 * (stiffness * mass).squareRoot()), perceptualDuration)
    }
}
