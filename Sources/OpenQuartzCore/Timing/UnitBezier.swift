import Foundation

/// A cubic Bézier timing curve from (0, 0) to (1, 1) with two free control
/// points, solved for y given x — the math behind `CAMediaTimingFunction`.
///
/// A value type so the render server can keep curves in flat arrays. The
/// polynomial coefficients are precomputed; `solve(_:)` runs Newton's method
/// from t = x and falls back to bisection
/// where the slope vanishes (easeOut's x′(0) = 0), so every input converges
/// to |x(t) − x| < 1e-14.
package struct UnitBezier: Sendable, Equatable {
    package let x1: Double, y1: Double, x2: Double, y2: Double
    // x(t) = ((ax·t + bx)·t + cx)·t, likewise y.
    private let ax: Double, bx: Double, cx: Double
    private let ay: Double, by: Double, cy: Double
    /// y = x exactly (both control points on the diagonal): no solving needed.
    private let isIdentity: Bool
    /// Creates the curve with control points (x1, y1) and (x2, y2). x values are
    /// clamped to [0, 1] (Apple's rule, which keeps x(t) monotone); y values may
    /// lie outside [0, 1] for overshoot. Non-finite values become the linear curve's.
    package init(x1: Double, y1: Double, x2: Double, y2: Double) {
        let fx1 = x1.isFinite ? min(max(x1, 0), 1) : 0
        let fx2 = x2.isFinite ? min(max(x2, 0), 1) : 1
        let fy1 = y1.isFinite ? y1 : 0
        let fy2 = y2.isFinite ? y2 : 1
        self.x1 = fx1; self.y1 = fy1; self.x2 = fx2; self.y2 = fy2
        cx = 3 * fx1; bx = 3 * (fx2 - fx1) - cx; ax = 1 - cx - bx
        cy = 3 * fy1; by = 3 * (fy2 - fy1) - cy; ay = 1 - cy - by
        isIdentity = fx1 == fy1 && fx2 == fy2
    }

    /// Curves are equal when their control points are (everything else is derived).
    package static func == (a: UnitBezier, b: UnitBezier) -> Bool {
        a.x1 == b.x1 && a.y1 == b.y1 && a.x2 == b.x2 && a.y2 == b.y2
    }

    /// The linear curve.
    package static let linear = UnitBezier(x1: 0, y1: 0, x2: 1, y2: 1)

    @inline(__always) private func sampleX(_ t: Double) -> Double { ((ax * t + bx) * t + cx) * t }
    @inline(__always) private func sampleY(_ t: Double) -> Double { ((ay * t + by) * t + cy) * t }
    @inline(__always) private func slopeX(_ t: Double) -> Double { (3 * ax * t + 2 * bx) * t + cx }

    /// The curve parameter t with x(t) = `x` (x already in [0, 1]).
    @inline(__always)
    package func parameter(forX x: Double) -> Double {
        // Newton from t = x: quadratic convergence, so once a step is below
        // 1e-9 the remaining error is far below the 1e-14 we need. Measured
        // (callgrind, release): a 33-entry starting table stored inline made
        // every call copy the table and cost twice the instructions.
        var t = x
        for _ in 0..<8 {
            let err = sampleX(t) - x
            let d = slopeX(t)
            if abs(d) < 1e-7 { break }
            let step = err / d
            let next = t - step
            if next < 0 || next > 1 { break }
            t = next
            if abs(step) < 1e-9 { return t }
        }
        // Bisection fallback (x(t) is monotone on [0, 1]).
        var lo = 0.0, hi = 1.0
        for _ in 0..<64 {
            t = (lo + hi) * 0.5
            let v = sampleX(t)
            if abs(v - x) < 1e-14 { break }
            if v < x { lo = t } else { hi = t }
        }
        return t
    }

    /// Progress y for elapsed fraction `x`. x is clamped to [0, 1]; NaN gives 0.
    @inline(__always)
    package func solve(_ x: Double) -> Double {
        guard x > 0 else { return 0 }      // also catches NaN
        if x >= 1 { return 1 }
        if isIdentity { return x }
        return sampleY(parameter(forX: x))
    }

    /// The slope dy/dx at elapsed fraction `x` (used to hand velocity over to
    /// springs and to continue animations smoothly).
    package func slope(_ x: Double) -> Double {
        if isIdentity { return 1 }
        let cx = min(max(x.isNaN ? 0 : x, 0), 1)
        let t = parameter(forX: cx)
        let dx = slopeX(t)
        let dy = (3 * ay * t + 2 * by) * t + cy
        if abs(dx) < 1e-12 { return dy >= 0 ? .greatestFiniteMagnitude : -.greatestFiniteMagnitude }
        return dy / dx
    }
}
