import Foundation

/// A cubic Bézier timing curve from (0, 0) to (1, 1) with two free control
/// points, solved for y given x — the math behind `CAMediaTimingFunction`.
///
/// A value type so the render server can keep curves in flat arrays. The
/// polynomial coefficients are precomputed; `solve(_:)` starts from a
/// 16-sample table, polishes with Newton's method and falls back to bisection
/// where the slope vanishes (easeOut's x′(0) = 0), so every input converges
/// to |x(t) − x| < 1e-14.
package struct UnitBezier: Sendable, Equatable {
    package let x1: Double, y1: Double, x2: Double, y2: Double
    // x(t) = ((ax·t + bx)·t + cx)·t, likewise y.
    private let ax: Double, bx: Double, cx: Double
    private let ay: Double, by: Double, cy: Double
    /// y = x exactly (both control points on the diagonal): no solving needed.
    private let isIdentity: Bool
    /// x(t) at t = 0, 1/15, …, 1: a monotone table for the starting guess.
    private let samples: SampleTable

    /// Sixteen samples stored inline (a tuple) so the struct holds no heap storage.
    private struct SampleTable: Sendable, Equatable {
        var v: (Double, Double, Double, Double, Double, Double, Double, Double,
                Double, Double, Double, Double, Double, Double, Double, Double)
        static func == (a: SampleTable, b: SampleTable) -> Bool { true }
        subscript(i: Int) -> Double {
            withUnsafeBytes(of: v) { $0.load(fromByteOffset: i &* 8, as: Double.self) }
        }
    }

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
        let cxl = cx, bxl = bx, axl = ax
        func sx(_ i: Int) -> Double { let t = Double(i) / 15; return ((axl * t + bxl) * t + cxl) * t }
        samples = SampleTable(v: (sx(0), sx(1), sx(2), sx(3), sx(4), sx(5), sx(6), sx(7),
                                  sx(8), sx(9), sx(10), sx(11), sx(12), sx(13), sx(14), sx(15)))
    }

    /// The linear curve.
    package static let linear = UnitBezier(x1: 0, y1: 0, x2: 1, y2: 1)

    @inline(__always) private func sampleX(_ t: Double) -> Double { ((ax * t + bx) * t + cx) * t }
    @inline(__always) private func sampleY(_ t: Double) -> Double { ((ay * t + by) * t + cy) * t }
    @inline(__always) private func slopeX(_ t: Double) -> Double { (3 * ax * t + 2 * bx) * t + cx }

    /// The curve parameter t with x(t) = `x` (x already in [0, 1]).
    @inline(__always)
    package func parameter(forX x: Double) -> Double {
        // Table lookup: find the sample interval, interpolate linearly.
        var i = Int(x * 15)
        if i > 14 { i = 14 }
        while i > 0 && samples[i] > x { i &-= 1 }
        while i < 14 && samples[i &+ 1] <= x { i &+= 1 }
        let s0 = samples[i], s1 = samples[i &+ 1]
        let span = s1 - s0
        var t = (Double(i) + (span > 0 ? (x - s0) / span : 0)) / 15
        // Newton: quadratic convergence from a guess within 1/15 of the root.
        for _ in 0..<6 {
            let err = sampleX(t) - x
            if abs(err) < 1e-14 { return t }
            let d = slopeX(t)
            if abs(d) < 1e-7 { break }
            let next = t - err / d
            if next < 0 || next > 1 { break }
            t = next
        }
        // Bisection fallback, bracketed by the table interval (x(t) is monotone).
        var lo = Double(i) / 15, hi = Double(i &+ 1) / 15
        for _ in 0..<60 {
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
