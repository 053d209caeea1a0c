import Foundation

extension AnimationCompiler {
    /// Builds the keyframe track, checking counts: invalid key times (see
    /// `validKeyTimes(_:n:discrete:)`) are ignored with a diagnostic — the
    /// animation runs as if `keyTimes` were nil, keyframes spread evenly;
    /// missing timing functions are linear, extra ones ignored.
    static func keyframeTrack(_ a: CAKeyframeAnimation, _ target: AnimationTarget, _ layer: CALayer) -> KeyframeTrack? {
        var values: [AnimatableValue]
        var segments: [KeyframeTrack.Segment]?
        if let path = a.path {
            let (points, segs) = pathKeyframes(path)
            guard !points.isEmpty else {
                CADiagnostics.report("CAKeyframeAnimation of \"\(target.key)\": the path is empty; no effect")
                return nil
            }
            values = points.map { .point($0) }
            segments = segs
        } else {
            values = (a.values ?? []).map { AnimatableValue($0) }
        }
        guard !values.isEmpty else {
            CADiagnostics.report("CAKeyframeAnimation of \"\(target.key)\" has no values and no path; no effect")
            return nil
        }
        let discrete = a.calculationMode == .discrete
        let paced = a.calculationMode == .paced || a.calculationMode == .cubicPaced
        let n = values.count
        var keyTimes: [Double]
        if !paced, let kt = a.keyTimes?.map({ $0.doubleValue }), validKeyTimes(kt, n: n, discrete: discrete) {
            keyTimes = Array(kt.prefix(n))
        } else {
            if a.keyTimes != nil && !paced {
                CADiagnostics.report("CAKeyframeAnimation of \"\(target.key)\": \(a.keyTimes!.count) key times for \(n) values (or not increasing from 0 to 1); ignored as if nil, keyframes spread evenly")
            }
            keyTimes = (0..<n).map { discrete ? Double($0) / Double(n) : (n > 1 ? Double($0) / Double(n - 1) : 0) }
        }
        var curves: [UnitBezier?] = []
        if !paced, let fns = a.timingFunctions {
            if fns.count != max(n - 1, 0) {
                CADiagnostics.report("CAKeyframeAnimation of \"\(target.key)\": \(fns.count) timing functions for \(max(n - 1, 0)) segments")
            }
            curves = (0..<max(n - 1, 0)).map { $0 < fns.count ? fns[$0].curve : nil }
        }
        var track = KeyframeTrack(values: values, keyTimes: keyTimes, segmentCurves: curves,
                                  mode: discrete ? .discrete : (a.calculationMode == .cubic || a.calculationMode == .cubicPaced ? .cubic : .linear))
        track.tension = a.tensionValues?.map(\.doubleValue) ?? []
        track.continuity = a.continuityValues?.map(\.doubleValue) ?? []
        track.bias = a.biasValues?.map(\.doubleValue) ?? []
        track.segments = segments
        if let mode = a.rotationMode, segments != nil {
            track.rotationOffset = mode == .rotateAutoReverse ? Double.pi : 0
        }
        if paced && n > 1 { pace(&track) }
        return track
    }

    /// Whether `kt` are usable key times for `n` keyframes. Apple's
    /// `keyTimes` documentation: each is within 0…1 and not less than the one
    /// before; for the linear and cubic modes there is one per value, the
    /// first 0 and the last 1; for the discrete mode the first is 0 and there
    /// is one more than the values, ending at 1 (one per value, starting each
    /// value's interval, is accepted too: the last value then holds to the
    /// end); the paced modes ignore them. Anything else is ignored — the
    /// animation behaves as if `keyTimes` were nil (the reading of
    /// "the timing of your animation might not be what you expect").
    static func validKeyTimes(_ kt: [Double], n: Int, discrete: Bool) -> Bool {
        guard kt.count == n || (discrete && kt.count == n + 1), kt.first == 0 else { return false }
        if (!discrete || kt.count == n + 1) && kt.last != 1 { return false }
        var last = -Double.infinity
        for t in kt {
            guard t.isFinite, t >= 0, t <= 1, t >= last else { return false }
            last = t
        }
        return true
    }

    /// Constant speed: key times proportional to each segment's length, and
    /// arc-length tables so travel within a segment is uniform too.
    static func pace(_ track: inout KeyframeTrack) {
        let n = track.values.count
        var lengths: [Double] = []
        var tables: [[Double]] = []
        let samples = 32
        // Sampled without pacing tables or segment curves; made once, not per sample.
        var unpaced = track
        unpaced.arcLengthTables = nil
        unpaced.segmentCurves = []
        for i in 0..<(n - 1) {
            var table = [0.0]
            var total = 0.0
            var previous = sample(unpaced, i, 0)
            for k in 1...samples {
                let p = sample(unpaced, i, Double(k) / Double(samples))
                total += distance(previous, p)
                table.append(total)
                previous = p
            }
            lengths.append(total)
            tables.append(table)
        }
        let sum = lengths.reduce(0, +)
        guard sum > 0, sum.isFinite else { return }
        var acc = 0.0
        var kt = [0.0]
        for l in lengths { acc += l; kt.append(acc / sum) }
        kt[kt.count - 1] = 1
        track.keyTimes = kt
        track.arcLengthTables = tables
        track.segmentCurves = []
    }

    /// The point at `u` of segment `i` of `t`, a track without pacing tables
    /// or segment curves (so positions are uniform in the Bézier parameter).
    private static func sample(_ t: KeyframeTrack, _ i: Int, _ u: Double) -> [Double] {
        if let segs = t.segments, i < segs.count {
            let p = segs[i].point(at: u)
            return [Double(p.x), Double(p.y)]
        }
        let span = t.keyTimes[i + 1] - t.keyTimes[i]
        let f = t.keyTimes[i] + u * (span > 0 ? span : 0)
        return t.value(at: f).vector ?? [u]
    }

    private static func distance(_ a: [Double], _ b: [Double]) -> Double {
        var s = 0.0
        for k in 0..<min(a.count, b.count) { let d = b[k] - a[k]; s += d * d }
        return s.squareRoot()
    }

    /// The defining points of a path and the segments between them: the
    /// start point, then the end point of every line-to and curve-to (and of
    /// the line a close-subpath draws). Apple's `path` documentation: "The
    /// end point of a line-to or curve-to segment defines the keyframe value
    /// … Move-to segments do not define separate keyframe values." So a
    /// move-to inside the path adds no keyframe and takes no time: the next
    /// segment starts from it, and the value jumps there at that segment's
    /// key time; a trailing move-to has no effect.
    static func pathKeyframes(_ path: CGPath) -> ([CGPoint], [KeyframeTrack.Segment]) {
        var points: [CGPoint] = []
        var segments: [KeyframeTrack.Segment] = []
        var current = CGPoint.zero, subpathStart = CGPoint.zero
        path.applyWithBlock { element in
            let e = element.pointee
            switch e.type {
            case .moveToPoint:
                let p = e.points[0]
                if points.isEmpty { points.append(p) }
                current = p; subpathStart = p
            case .addLineToPoint:
                let p = e.points[0]
                if points.isEmpty { points.append(current) }
                segments.append(.line(current, p)); points.append(p); current = p
            case .addQuadCurveToPoint:
                let c = e.points[0], p = e.points[1]
                if points.isEmpty { points.append(current) }
                segments.append(.quad(current, c, p)); points.append(p); current = p
            case .addCurveToPoint:
                let c1 = e.points[0], c2 = e.points[1], p = e.points[2]
                if points.isEmpty { points.append(current) }
                segments.append(.cubic(current, c1, c2, p)); points.append(p); current = p
            case .closeSubpath:
                if current != subpathStart {
                    segments.append(.line(current, subpathStart)); points.append(subpathStart)
                }
                current = subpathStart
            @unknown default:
                break
            }
        }
        return (points, segments)
    }
}
