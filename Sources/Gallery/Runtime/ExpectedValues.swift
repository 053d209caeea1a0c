import OpenQuartzCore

/// Independent formulas for the values animations should produce, used by
/// checkpoints: each is computed from the animation's definition (closed-form
/// springs, bisection-solved Bézier curves, arc length along polylines), not
/// with the engine's own evaluation code. Not Apple API.
public enum Expected {
    /// y of the timing curve with control points (x1, y1), (x2, y2) at
    /// progress `x` (0…1), solved by bisection on the curve parameter.
    public static func bezier(_ x: Double, _ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) -> Double {
        func bx(_ s: Double) -> Double { 3 * (1 - s) * (1 - s) * s * x1 + 3 * (1 - s) * s * s * x2 + s * s * s }
        var lo = 0.0, hi = 1.0
        for _ in 0..<100 {
            let mid = (lo + hi) / 2
            if bx(mid) < x { lo = mid } else { hi = mid }
        }
        let s = (lo + hi) / 2
        return 3 * (1 - s) * (1 - s) * s * y1 + 3 * (1 - s) * s * s * y2 + s * s * s
    }

    /// Core Animation's `.default` curve (0.25, 0.1, 0.25, 1).
    public static func defaultCurve(_ x: Double) -> Double { bezier(x, 0.25, 0.1, 0.25, 1) }
    /// `.easeInEaseOut` (0.42, 0, 0.58, 1).
    public static func easeInOut(_ x: Double) -> Double { bezier(x, 0.42, 0, 0.58, 1) }
    /// `.easeIn` (0.42, 0, 1, 1).
    public static func easeIn(_ x: Double) -> Double { bezier(x, 0.42, 0, 1, 1) }
    /// `.easeOut` (0, 0, 0.58, 1).
    public static func easeOut(_ x: Double) -> Double { bezier(x, 0, 0, 0.58, 1) }
    /// Neuburg's "clunk" curve (0.9, 0.1, 0.7, 0.9); its control points are
    /// Floats, as `CAMediaTimingFunction(controlPoints:)` takes them.
    public static func clunk(_ x: Double) -> Double {
        bezier(x, Double(Float(0.9)), Double(Float(0.1)), Double(Float(0.7)), Double(Float(0.9)))
    }

    /// Fraction (0 at rest at the start, 1 at the target) of a damped spring
    /// of `mass`, `stiffness`, `damping` and `initialVelocity` (in units of
    /// the distance per second) after `t` seconds: the closed-form solution
    /// of m x'' + c x' + k x = 0 for the remaining distance.
    public static func spring(_ t: Double, mass: Double, stiffness: Double, damping: Double,
                              initialVelocity v0: Double = 0) -> Double {
        let w0 = (stiffness / mass).squareRoot()
        let zeta = damping / (2 * (stiffness * mass).squareRoot())
        // Remaining distance r(t) with r(0) = 1, r'(0) = −v0.
        if zeta < 1 {
            let wd = w0 * (1 - zeta * zeta).squareRoot()
            let a = 1.0, b = (zeta * w0 - v0) / wd
            return 1 - exp(-zeta * w0 * t) * (a * cos(wd * t) + b * sin(wd * t))
        } else if zeta == 1 {
            return 1 - exp(-w0 * t) * (1 + (w0 - v0) * t)
        } else {
            let s = w0 * (zeta * zeta - 1).squareRoot()
            let r1 = -zeta * w0 + s, r2 = -zeta * w0 - s
            // r = c1 e^{r1 t} + c2 e^{r2 t}, c1 + c2 = 1, r1 c1 + r2 c2 = −v0.
            let c1 = (-v0 - r2) / (r1 - r2), c2 = 1 - c1
            return 1 - (c1 * exp(r1 * t) + c2 * exp(r2 * t))
        }
    }

    /// The point at `fraction` (0…1) of the length of the polyline `points`.
    public static func alongPolyline(_ points: [CGPoint], _ fraction: Double) -> CGPoint {
        guard let first = points.first else { return .zero }
        let lengths = zip(points, points.dropFirst()).map { hypot(Double($1.x - $0.x), Double($1.y - $0.y)) }
        var remaining = min(max(fraction, 0), 1) * lengths.reduce(0, +)
        for (i, l) in lengths.enumerated() {
            if remaining <= l || i == lengths.count - 1 {
                let f = l > 0 ? min(remaining / l, 1) : 0
                let a = points[i], b = points[i + 1]
                return CGPoint(x: Double(a.x) + Double(b.x - a.x) * f, y: Double(a.y) + Double(b.y - a.y) * f)
            }
            remaining -= l
        }
        return first
    }

    /// The piecewise-linear value of evenly spaced keyframes `values` at
    /// `fraction` (0…1).
    public static func keyframes(_ values: [Double], _ fraction: Double) -> Double {
        guard values.count > 1 else { return values.first ?? 0 }
        let n = Double(values.count - 1)
        let f = min(max(fraction, 0), 1)
        let i = min(Int(f * n), values.count - 2)
        return values[i] + (values[i + 1] - values[i]) * (f * n - Double(i))
    }

    /// The point at `fraction` (0…1) of evenly timed linear keyframes
    /// `points` (each segment takes the same time, whatever its length).
    public static func alongKeyframes(_ points: [CGPoint], _ fraction: Double) -> CGPoint {
        CGPoint(x: keyframes(points.map { Double($0.x) }, fraction), y: keyframes(points.map { Double($0.y) }, fraction))
    }

    /// The rotation about z, in radians, of a layer's presentation.
    @MainActor public static func rotationZ(_ layer: CALayer) -> Double {
        let p = layer.presentation() ?? layer
        return Double(p.value(forKeyPath: "transform.rotation.z") as? CGFloat ?? .nan)
    }
}
