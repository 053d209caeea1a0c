import Foundation
import OpenQuartzCore

extension LottieEasing {
    /// The eased progress of dimension `d` at the fraction `x` (0…1) of the
    /// segment: the y of the cubic Bézier (0,0), o, i, (1,1) where its x is `x`.
    func progress(_ x: Double, dimension d: Int) -> Double {
        let c = controlPoints(dimension: d)
        if c == (0, 0, 1, 1) { return x }
        return UnitBezier(x1: c.x1, y1: c.y1, x2: c.x2, y2: c.y2).solve(x)
    }
}

extension LottieProperty {
    /// The segment holding `frame`: the index of its first keyframe and the
    /// fraction of the segment elapsed; nil before the first keyframe or from
    /// the last on (the value is then the first or last keyframe's).
    func segment(at frame: Double) -> (index: Int, fraction: Double)? {
        guard case .animated(let frames) = self, frame > frames[0].time, frame < frames[frames.count - 1].time else {
            return nil
        }
        // Binary search for the last keyframe at or before `frame`.
        var lo = 0, hi = frames.count - 1
        while hi - lo > 1 {
            let mid = (lo + hi) / 2
            if frames[mid].time <= frame { lo = mid } else { hi = mid }
        }
        let span = frames[lo + 1].time - frames[lo].time
        return (lo, span > 0 ? (frame - frames[lo].time) / span : 1)
    }

    /// The keyframe value in force at `frame` outside interpolation: the first
    /// before the first keyframe, the last from the last one on.
    func endValue(at frame: Double) -> Value {
        switch self {
        case .fixed(let v): return v
        case .animated(let frames): return frame <= frames[0].time ? frames[0].value : frames[frames.count - 1].value
        }
    }
}

extension LottieProperty where Value == [Double] {
    /// The value at `frame` (in the owning layer's frames), as Lottie players
    /// compute it: the eased progress of each dimension between the two
    /// keyframes around `frame` (holds keep the earlier value); with spatial
    /// tangents, the point of the cubic Bézier from the first value (out
    /// tangent `to`) to the second (in tangent `ti`) at the eased progress of
    /// dimension 0, taken as the curve's parameter — as Core Animation's
    /// non-paced path keyframes do (Lottie web players use arc length).
    public func value(at frame: Double) -> [Double] {
        guard let (i, x) = segment(at: frame) else { return endValue(at: frame) }
        let frames = keyframes
        let a = frames[i], b = frames[i + 1]
        if a.hold { return a.value }
        if let curve = spatialCurve(i) {
            let u = a.easing.progress(x, dimension: 0), v = 1 - u
            let w0 = v * v * v, w1 = 3 * u * v * v, w2 = 3 * u * u * v, w3 = u * u * u
            var out = a.value
            for d in 0..<2 {
                out[d] = w0 * curve.0[d] + w1 * curve.1[d] + w2 * curve.2[d] + w3 * curve.3[d]
            }
            return out
        }
        var out = a.value
        for d in out.indices where d < b.value.count {
            out[d] = a.value[d] + (b.value[d] - a.value[d]) * a.easing.progress(x, dimension: d)
        }
        return out
    }

    /// The four control points of segment `i` when it has non-zero spatial
    /// tangents and 2-D values; nil otherwise (the segment is a straight line).
    func spatialCurve(_ i: Int) -> ([Double], [Double], [Double], [Double])? {
        let frames = keyframes
        guard i + 1 < frames.count else { return nil }
        let a = frames[i], b = frames[i + 1]
        guard a.value.count >= 2, b.value.count >= 2 else { return nil }
        let to = a.spatialOut ?? [], ti = a.spatialIn ?? []
        let tangentOut = [to.count > 0 ? to[0] : 0, to.count > 1 ? to[1] : 0]
        let tangentIn = [ti.count > 0 ? ti[0] : 0, ti.count > 1 ? ti[1] : 0]
        guard tangentOut != [0, 0] || tangentIn != [0, 0] else { return nil }
        return ([a.value[0], a.value[1]],
                [a.value[0] + tangentOut[0], a.value[1] + tangentOut[1]],
                [b.value[0] + tangentIn[0], b.value[1] + tangentIn[1]],
                [b.value[0], b.value[1]])
    }

    /// Whether any segment has spatial tangents.
    var hasSpatialTangents: Bool {
        let n = keyframes.count
        for i in 0..<max(n - 1, 0) where !keyframes[i].hold && spatialCurve(i) != nil { return true }
        return false
    }

    /// Whether some interpolated segment eases its dimensions differently.
    var hasPerDimensionEasing: Bool {
        keyframes.dropLast().contains { !$0.hold && !$0.easing.isUniform }
    }
}

extension LottieProperty where Value == LottieBezierShape {
    /// The shape at `frame`: vertices and tangents interpolated point by
    /// point at the eased progress (dimension 0), holds keep the earlier shape.
    public func value(at frame: Double) -> LottieBezierShape {
        guard let (i, x) = segment(at: frame) else { return endValue(at: frame) }
        let a = keyframes[i], b = keyframes[i + 1]
        if a.hold { return a.value }
        let t = a.easing.progress(x, dimension: 0)
        return a.value.interpolated(to: b.value, fraction: t)
    }
}

extension LottieBezierShape {
    /// The shape `t` of the way to `other`, point by point (the shorter
    /// vertex list decides how many are kept).
    func interpolated(to other: LottieBezierShape, fraction t: Double) -> LottieBezierShape {
        let n = min(vertices.count, other.vertices.count)
        func lerp(_ p: CGPoint, _ q: CGPoint) -> CGPoint { CGPoint(x: p.x + (q.x - p.x) * t, y: p.y + (q.y - p.y) * t) }
        var out = self
        out.vertices = (0..<n).map { lerp(vertices[$0], other.vertices[$0]) }
        out.inTangents = (0..<n).map { lerp(inTangents[$0], other.inTangents[$0]) }
        out.outTangents = (0..<n).map { lerp(outTangents[$0], other.outTangents[$0]) }
        return out
    }
}
