import Foundation

/// A compiled `CAKeyframeAnimation`: keyframe values with resolved key
/// times, per-segment timing curves, and — for path animations — the path's
/// segments, so positions follow the curves between the path's defining points.
package struct KeyframeTrack: Sendable {
    package enum Mode: Sendable { case linear, discrete, cubic }

    /// One piece of a path: a Bézier to the next keyframe, from the previous
    /// keyframe or from the move-to point that followed it.
    package enum Segment: Sendable {
        case line(CGPoint, CGPoint)
        case quad(CGPoint, CGPoint, CGPoint)
        case cubic(CGPoint, CGPoint, CGPoint, CGPoint)

        func point(at t: Double) -> CGPoint {
            let u = CGFloat(t), v = 1 - CGFloat(t)
            switch self {
            case .line(let a, let b):
                return CGPoint(x: v * a.x + u * b.x, y: v * a.y + u * b.y)
            case .quad(let a, let c, let b):
                return CGPoint(x: v * v * a.x + 2 * u * v * c.x + u * u * b.x,
                               y: v * v * a.y + 2 * u * v * c.y + u * u * b.y)
            case .cubic(let a, let c1, let c2, let b):
                let w0 = v * v * v, w1 = 3 * u * v * v, w2 = 3 * u * u * v, w3 = u * u * u
                return CGPoint(x: w0 * a.x + w1 * c1.x + w2 * c2.x + w3 * b.x,
                               y: w0 * a.y + w1 * c1.y + w2 * c2.y + w3 * b.y)
            }
        }

        func tangent(at t: Double) -> CGVector {
            let u = CGFloat(t), v = 1 - CGFloat(t)
            switch self {
            case .line(let a, let b):
                return CGVector(dx: b.x - a.x, dy: b.y - a.y)
            case .quad(let a, let c, let b):
                return CGVector(dx: 2 * v * (c.x - a.x) + 2 * u * (b.x - c.x), dy: 2 * v * (c.y - a.y) + 2 * u * (b.y - c.y))
            case .cubic(let a, let c1, let c2, let b):
                let dx = 3 * v * v * (c1.x - a.x) + 6 * u * v * (c2.x - c1.x) + 3 * u * u * (b.x - c2.x)
                let dy = 3 * v * v * (c1.y - a.y) + 6 * u * v * (c2.y - c1.y) + 3 * u * u * (b.y - c2.y)
                if dx == 0 && dy == 0 {
                    // Degenerate control point at an end: use the chord.
                    return CGVector(dx: b.x - a.x, dy: b.y - a.y)
                }
                return CGVector(dx: dx, dy: dy)
            }
        }
    }

    package var values: [AnimatableValue]
    /// One per value, non-decreasing from 0 to 1 (discrete: the start of each value's interval).
    package var keyTimes: [Double]
    /// One per segment; nil entries are linear.
    package var segmentCurves: [UnitBezier?]
    package var mode: Mode
    /// Kochanek–Bartels parameters per keyframe (cubic mode).
    package var tension: [Double] = []
    package var continuity: [Double] = []
    package var bias: [Double] = []
    /// The path's segments (path animations only); `values` holds their end points.
    package var segments: [Segment]?
    /// Arc-length tables per segment for constant-speed travel (paced modes).
    package var arcLengthTables: [[Double]]?
    /// Rotation mode: nil, or the extra angle (0 for auto, π for autoReverse).
    package var rotationOffset: Double?

    package var firstValue: AnimatableValue { values.first ?? .null }
    package var lastValue: AnimatableValue { values.last ?? .null }

    /// The value at fraction `f` of the animation (after the animation's own
    /// timing curve).
    package func value(at f: Double) -> AnimatableValue {
        guard let first = values.first else { return .null }
        if values.count == 1 { return first }
        let (i, u) = locate(f)
        if mode == .discrete { return values[i] }
        if let segments, i < segments.count {
            return .point(segments[i].point(at: arcLengthParameter(segment: i, u)))
        }
        let j = min(i + 1, values.count - 1)
        // Paced modes: uniform in arc length within the segment too (for
        // `.cubicPaced` the spline's own parameter speeds up and slows down).
        let w = arcLengthParameter(segment: i, u)
        if mode == .cubic, let v = cubicValue(i, j, w) { return v }
        return AnimatableValue.interpolate(values[i], values[j], w)
    }

    /// The rotation (radians) a path animation with a rotation mode applies at `f`.
    package func rotation(at f: Double) -> Double? {
        guard let offset = rotationOffset, let segments, !segments.isEmpty else { return nil }
        let (i, u) = locate(f)
        let seg = segments[min(i, segments.count - 1)]
        let t = seg.tangent(at: arcLengthParameter(segment: min(i, segments.count - 1), u))
        return atan2(Double(t.dy), Double(t.dx)) + offset
    }

    /// The segment index and the position within it (after its timing curve).
    private func locate(_ f: Double) -> (Int, Double) {
        let n = values.count
        if mode == .discrete {
            // keyTimes[i] starts value i; the last value holds to the end.
            var i = 0
            while i + 1 < n && f >= keyTimes[i + 1] { i += 1 }
            return (i, 0)
        }
        if !(f > keyTimes[0]) { return (0, 0) }
        if f >= keyTimes[n - 1] { return (n - 2, 1) }
        var i = 0
        while i + 2 < n && f >= keyTimes[i + 1] { i += 1 }
        let span = keyTimes[i + 1] - keyTimes[i]
        var u = span > 0 ? (f - keyTimes[i]) / span : 1
        if i < segmentCurves.count, let c = segmentCurves[i] { u = c.solve(u) }
        return (i, u)
    }

    /// Maps a uniform parameter to the Bézier parameter at that fraction of the
    /// segment's arc length (paced modes); the identity otherwise.
    private func arcLengthParameter(segment i: Int, _ u: Double) -> Double {
        guard let tables = arcLengthTables, i < tables.count else { return u }
        let table = tables[i]          // cumulative lengths at t = k/(count-1)
        guard let total = table.last, total > 0 else { return u }
        let target = u * total
        var lo = 0, hi = table.count - 1
        while hi - lo > 1 {
            let mid = (lo + hi) / 2
            if table[mid] < target { lo = mid } else { hi = mid }
        }
        let a = table[lo], b = table[hi]
        let frac = b > a ? (target - a) / (b - a) : 0
        return (Double(lo) + frac) / Double(table.count - 1)
    }

    /// Kochanek–Bartels interpolation between keyframes i and j for vector kinds.
    private func cubicValue(_ i: Int, _ j: Int, _ u: Double) -> AnimatableValue? {
        guard let p1 = values[i].vector, let p2 = values[j].vector, p1.count == p2.count else { return nil }
        let p0 = (i > 0 ? values[i - 1].vector : nil) ?? p1
        let p3 = (j + 1 < values.count ? values[j + 1].vector : nil) ?? p2
        guard p0.count == p1.count, p3.count == p1.count else { return nil }
        func param(_ a: [Double], _ k: Int) -> Double { k < a.count ? a[k] : 0 }
        let (t1, c1, b1) = (param(tension, i), param(continuity, i), param(bias, i))
        let (t2, c2, b2) = (param(tension, j), param(continuity, j), param(bias, j))
        // Outgoing tangent at i and incoming tangent at j (Kochanek–Bartels).
        let u2 = u * u, u3 = u2 * u
        let h00 = 2 * u3 - 3 * u2 + 1, h10 = u3 - 2 * u2 + u, h01 = -2 * u3 + 3 * u2, h11 = u3 - u2
        var out = [Double](repeating: 0, count: p1.count)
        for k in 0..<p1.count {
            let d0 = (1 - t1) * (1 + b1) * (1 + c1) / 2 * (p1[k] - p0[k]) + (1 - t1) * (1 - b1) * (1 - c1) / 2 * (p2[k] - p1[k])
            let d1 = (1 - t2) * (1 + b2) * (1 - c2) / 2 * (p2[k] - p1[k]) + (1 - t2) * (1 - b2) * (1 + c2) / 2 * (p3[k] - p2[k])
            out[k] = h00 * p1[k] + h10 * d0 + h01 * p2[k] + h11 * d1
        }
        return values[i].withVector(out)
    }
}

extension AnimatableValue {
    /// The value as a vector of numbers, for splines and distances (nil for
    /// kinds without one).
    package var vector: [Double]? {
        switch self {
        case .number(let d): return [d]
        case .point(let p): return [Double(p.x), Double(p.y)]
        case .size(let s): return [Double(s.width), Double(s.height)]
        case .rect(let r): return [Double(r.origin.x), Double(r.origin.y), Double(r.size.width), Double(r.size.height)]
        case .color(let c): return [c.red, c.green, c.blue, c.alpha]
        case .numbers(let n): return n
        default: return nil
        }
    }

    /// A value of the same kind built from `v` (the inverse of `vector`).
    package func withVector(_ v: [Double]) -> AnimatableValue {
        switch self {
        case .number: return .number(v[0])
        case .point: return .point(CGPoint(x: v[0], y: v[1]))
        case .size: return .size(CGSize(width: v[0], height: v[1]))
        case .rect: return .rect(CGRect(x: v[0], y: v[1], width: v[2], height: v[3]))
        case .color: return .color(RGBA(red: v[0], green: v[1], blue: v[2], alpha: v[3]))
        case .numbers: return .numbers(v)
        default: return self
        }
    }
}
