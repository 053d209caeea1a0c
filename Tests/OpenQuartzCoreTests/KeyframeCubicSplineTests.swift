import Testing
import Foundation
@testable import OpenQuartzCore
import LayerTestSupport

// The cubic calculation modes of `CAKeyframeAnimation` (issue 19, item 4).
//
// Apple's `CAAnimationCalculationMode.cubic`: "Intermediate frames are
// computed using a Catmull-Rom spline that passes through the keyframes. You
// can adjust the shape of the spline by specifying an optional set of
// tension, continuity, and bias values, which modify the spline using the
// standard Kochanek-Bartels form." `tensionValues` (and the other two): "The
// first value defines the behavior of the tangent to the first control point,
// the second value controls the second point's tangents, and so on. If you do
// not specify a value for a given control point, the value 0 is used."
//
// The expected values below are the Kochanek–Bartels spline written out here
// from its published definition (Kochanek & Bartels 1984), for keyframes
// spread evenly in time, each segment a cubic Hermite curve in the segment's
// local time u ∈ [0, 1]:
//
//   outgoing tangent at P_i:
//     (1−t)(1+b)(1+c)/2 · (P_i − P_{i−1}) + (1−t)(1−b)(1−c)/2 · (P_{i+1} − P_i)
//   incoming tangent at P_{i+1}:
//     (1−t)(1+b)(1−c)/2 · (P_{i+1} − P_i) + (1−t)(1−b)(1+c)/2 · (P_{i+2} − P_{i+1})
//
// (t, c, b of the keyframe the tangent belongs to). The first and last
// segments need a point before P_0 or after P_{n−1}, which Apple does not
// document: they are checked exactly only where that point does not matter
// (tension 1 at the end keyframe makes its tangent zero), and otherwise for
// end points, continuity and the one tangent that involves real keyframes only.

/// A 2-D point as plain numbers, for the reference spline.
private struct V: Equatable {
    var x: Double, y: Double
    init(_ x: Double, _ y: Double) { self.x = x; self.y = y }
    init(_ p: CGPoint) { x = Double(p.x); y = Double(p.y) }
    static func + (a: V, b: V) -> V { V(a.x + b.x, a.y + b.y) }
    static func - (a: V, b: V) -> V { V(a.x - b.x, a.y - b.y) }
    static func * (k: Double, a: V) -> V { V(k * a.x, k * a.y) }
    var length: Double { (x * x + y * y).squareRoot() }
    var cg: CGPoint { CGPoint(x: x, y: y) }
}

/// The Kochanek–Bartels spline through `points` (keyframes evenly spread),
/// written from the published definition; `tension`, `continuity` and `bias`
/// per keyframe, missing entries 0 (Apple's rule).
private struct KBSpline {
    let points: [V]
    var tension: [Double] = []
    var continuity: [Double] = []
    var bias: [Double] = []

    private func param(_ a: [Double], _ k: Int) -> Double { k < a.count ? a[k] : 0 }

    /// The keyframe before `i` (or after, `step` +1): only asked for past the
    /// ends where the tension there is 1, so the value is multiplied by zero.
    private func neighbour(_ i: Int, _ step: Int) -> V {
        let j = i + step
        if j >= 0 && j < points.count { return points[j] }
        precondition(param(tension, i) == 1, "the reference spline has no point past the ends")
        return points[i]
    }

    /// The outgoing tangent at keyframe `i` (per unit of local time).
    func outgoing(_ i: Int) -> V {
        let (t, c, b) = (param(tension, i), param(continuity, i), param(bias, i))
        return ((1 - t) * (1 + b) * (1 + c) / 2) * (points[i] - neighbour(i, -1))
            + ((1 - t) * (1 - b) * (1 - c) / 2) * (neighbour(i, 1) - points[i])
    }

    /// The incoming tangent at keyframe `i` (per unit of local time).
    func incoming(_ i: Int) -> V {
        let (t, c, b) = (param(tension, i), param(continuity, i), param(bias, i))
        return ((1 - t) * (1 + b) * (1 - c) / 2) * (points[i] - neighbour(i, -1))
            + ((1 - t) * (1 - b) * (1 + c) / 2) * (neighbour(i, 1) - points[i])
    }

    /// The point at local time `u` of segment `i` (P_i → P_{i+1}): cubic Hermite.
    func point(segment i: Int, _ u: Double) -> V {
        let u2 = u * u, u3 = u2 * u
        let h00 = 2 * u3 - 3 * u2 + 1, h10 = u3 - 2 * u2 + u
        let h01 = -2 * u3 + 3 * u2, h11 = u3 - u2
        return h00 * points[i] + h10 * outgoing(i) + h01 * points[i + 1] + h11 * incoming(i + 1)
    }

    /// The point at time `time` (seconds) when segment i runs from i to i + 1 s.
    func point(at time: Double) -> V {
        let i = min(Int(time.rounded(.down)), points.count - 2)
        return point(segment: i, time - Double(i))
    }
}

/// The uniform Catmull–Rom segment P1 → P2 in its matrix form (an
/// independent check of the zero-parameter Kochanek–Bartels case).
private func catmullRom(_ p0: V, _ p1: V, _ p2: V, _ p3: V, _ u: Double) -> V {
    let a = 2.0 * p1
    let b = p2 - p0
    let c = 2.0 * p0 - 5.0 * p1 + 4.0 * p2 - p3
    let d = 3.0 * p1 - p0 - 3.0 * p2 + p3
    return 0.5 * (a + u * b + (u * u) * c + (u * u * u) * d)
}

/// Adds `a` to a fresh layer, commits, and reads the presentation position
/// at each time (seconds after the commit, increasing).
@MainActor private func positions(_ a: CAKeyframeAnimation, at times: [Double]) -> [V] {
    resetClock()
    let layer = CALayer()
    layer.add(a, forKey: "spline")
    MediaClock.advance(by: 0)
    let start = CACurrentMediaTime()
    return times.map { t in
        MediaClock.advance(to: start + t)
        return V(layer.presentation()!.position)
    }
}

extension GlobalClockSuite {
/// `calculationMode = .cubic` with `tensionValues`, `continuityValues` and
/// `biasValues`: presentation values at exact times against the
/// Kochanek–Bartels spline computed here.
@Suite @MainActor struct KeyframeCubicSplineTests {
    /// Five keyframes, not on a line, so every tangent matters.
    private let points = [V(0, 0), V(100, 0), V(150, 80), V(60, 120), V(200, 200)]

    /// Times inside the two interior segments (1…2 s and 2…3 s): the only
    /// ones whose four points are all keyframes.
    private let interiorTimes = [1.125, 1.25, 1.5, 1.75, 1.875, 2.125, 2.25, 2.5, 2.75, 2.875]

    /// The animation of `position` through `points`, one second per segment,
    /// linear timing, held at its end so the last keyframe can be read.
    private func animation(tension: [NSNumber]? = nil, continuity: [NSNumber]? = nil,
                           bias: [NSNumber]? = nil) -> CAKeyframeAnimation {
        let a = CAKeyframeAnimation(keyPath: "position")
        a.values = points.map(\.cg)
        a.calculationMode = .cubic
        a.tensionValues = tension
        a.continuityValues = continuity
        a.biasValues = bias
        a.duration = Double(points.count - 1)
        a.fillMode = .forwards
        a.isRemovedOnCompletion = false
        return a
    }

    private func close(_ a: V, _ b: V, _ tol: Double = 1e-9) -> Bool {
        abs(a.x - b.x) <= tol && abs(a.y - b.y) <= tol
    }

    /// Checks the interior segments against `reference`.
    private func expectInterior(_ a: CAKeyframeAnimation, _ reference: KBSpline,
                                sourceLocation: SourceLocation = #_sourceLocation) {
        let got = positions(a, at: interiorTimes)
        for (t, p) in zip(interiorTimes, got) {
            let want = reference.point(at: t)
            #expect(close(p, want), "t = \(t): \(p) ≠ \(want)", sourceLocation: sourceLocation)
        }
    }

    // MARK: Catmull–Rom (all parameters 0)

    @Test func withoutParametersTheSplineIsCatmullRom() {
        let times = (interiorTimes + [0, 1, 2, 3, 4]).sorted()
        let none = positions(animation(), at: times)
        let zeros: [NSNumber] = [0, 0, 0, 0, 0]
        let explicit = positions(animation(tension: zeros, continuity: zeros, bias: zeros), at: times)
        #expect(none == explicit)
        // It passes through every keyframe at its key time.
        for k in 0..<5 { #expect(close(none[times.firstIndex(of: Double(k))!], points[k]), "keyframe \(k)") }
        // Interior segments: the matrix form of Catmull–Rom and the KB form agree with it.
        let reference = KBSpline(points: points)
        for t in interiorTimes {
            let p = none[times.firstIndex(of: t)!]
            let i = Int(t), u = t - Double(i)
            let cr = catmullRom(points[i - 1], points[i], points[i + 1], points[i + 2], u)
            #expect(close(p, cr), "t = \(t): \(p) ≠ Catmull–Rom \(cr)")
            #expect(close(p, reference.point(at: t), 1e-9))
        }
    }

    /// Apple's own example for `.cubic` (the `position.y` values of the
    /// `cubic` documentation, key times 0, ¼, ½, ¾, 1): one-dimensional
    /// Catmull–Rom between the interior keyframes.
    @Test func applesPositionYExampleFollowsCatmullRom() {
        resetClock()
        let layer = CALayer()
        let a = CAKeyframeAnimation(keyPath: "position.y")
        a.calculationMode = .cubic
        a.keyTimes = [0, 0.25, 0.5, 0.75, 1]
        a.values = [310, 60, 120, 60, 310]
        a.duration = 4
        layer.add(a, forKey: nil)
        MediaClock.advance(by: 0)
        let start = CACurrentMediaTime()
        let y: [Double] = [310, 60, 120, 60, 310]
        // Keyframes at 1, 2 and 3 s, the interior segments between them.
        for t in [1, 1.25, 1.5, 1.75, 2, 2.25, 2.5, 2.75, 3] {
            MediaClock.advance(to: start + t)
            let got = Double(layer.presentation()!.position.y)
            let i = min(Int(t), 2), u = t - Double(i)
            let want = catmullRom(V(0, y[i - 1]), V(0, y[i]), V(0, y[i + 1]), V(0, y[i + 2]), u).y
            #expect(approx(got, want, 1e-9), "t = \(t): \(got) ≠ \(want)")
        }
    }

    // MARK: Tension

    /// Tension 1 everywhere: every tangent is zero, so each segment is the
    /// straight chord travelled with the Hermite ease 3u² − 2u³ — first and
    /// last segments included (a zero tangent needs no point past the ends).
    @Test func tensionOneMakesEverySegmentAStraightEasedChord() {
        let ones: [NSNumber] = [1, 1, 1, 1, 1]
        let times = stride(from: 0.0, through: 4.0, by: 0.125).map { $0 }
        let got = positions(animation(tension: ones), at: times)
        let reference = KBSpline(points: points, tension: [1, 1, 1, 1, 1])
        for (t, p) in zip(times, got) {
            let i = min(Int(t), 3), u = t - Double(i)
            let ease = 3 * u * u - 2 * u * u * u
            let chord = points[i] + ease * (points[i + 1] - points[i])
            #expect(close(p, chord), "t = \(t): \(p) ≠ \(chord)")
            #expect(close(p, reference.point(at: t)))
        }
    }

    @Test func positiveAndNegativeTensionScaleTheTangents() {
        for t: Double in [0.5, -0.5] {
            let values = [t, t, t, t, t]
            expectInterior(animation(tension: values.map { NSNumber(value: $0) }),
                           KBSpline(points: points, tension: values))
        }
        // Tighter (positive) tension pulls the curve toward the chord: at the
        // middle of segment 1 the curve is nearer the chord's midpoint.
        let mid = 0.5 * (points[1] + points[2])
        let tight = positions(animation(tension: [0.5, 0.5, 0.5, 0.5, 0.5]), at: [1.5])[0]
        let round = positions(animation(tension: [-0.5, -0.5, -0.5, -0.5, -0.5]), at: [1.5])[0]
        #expect((tight - mid).length < (round - mid).length)
    }

    // MARK: Bias and continuity

    @Test func biasWeightsTheChordsBeforeAndAfterEachKeyframe() {
        for b: Double in [0.5, -0.5, 1, -1] {
            let values = [b, b, b, b, b]
            expectInterior(animation(bias: values.map { NSNumber(value: $0) }),
                           KBSpline(points: points, bias: values))
        }
    }

    /// The published formula is the reference. (Apple's wording — "Positive
    /// values result in sharper corners while negative values create
    /// inverted corners" — reads the other way round from it: with c = −1
    /// the tangents follow the chords on each side, a polyline's corner;
    /// with c = +1 they are swapped. Apple also says "the standard
    /// Kochanek-Bartels form", so the formula is what is checked.)
    @Test func continuityShapesTheCornerAtEachKeyframe() {
        for c: Double in [0.5, -0.5, 1, -1] {
            let values = [c, c, c, c, c]
            expectInterior(animation(continuity: values.map { NSNumber(value: $0) }),
                           KBSpline(points: points, continuity: values))
        }
    }

    /// With continuity ≠ 0 the velocity jumps at a keyframe: arriving at P_2
    /// it is the incoming tangent, leaving it the outgoing one (one-sided
    /// differences of the presentation position, 1 µs apart).
    @Test func nonZeroContinuityBreaksTheVelocityAtTheKeyframe() {
        let c = [0, 0, -0.6, 0, 0]
        let reference = KBSpline(points: points, continuity: c)
        let h = 1e-6
        let p = positions(animation(continuity: c.map { NSNumber(value: $0) }), at: [2 - h, 2, 2 + h])
        let arriving = (1 / h) * (p[1] - p[0]), leaving = (1 / h) * (p[2] - p[1])
        let incoming = reference.incoming(2), outgoing = reference.outgoing(2)
        #expect((arriving - incoming).length < 1e-2, "arriving \(arriving) ≠ \(incoming)")
        #expect((leaving - outgoing).length < 1e-2, "leaving \(leaving) ≠ \(outgoing)")
        #expect((incoming - outgoing).length > 10)   // a real corner, not a rounding artefact
    }

    // MARK: Per-keyframe values

    /// Different parameters at every keyframe: the outgoing tangent of a
    /// segment uses its first keyframe's values, the incoming its last's.
    @Test func eachKeyframeUsesItsOwnTensionContinuityAndBias() {
        let t = [0, 0.3, -0.2, 0.5, 0], c = [0, -0.4, 0.6, 0.1, 0], b = [0, 0.7, -0.3, 0.2, 0]
        expectInterior(animation(tension: t.map { NSNumber(value: $0) }, continuity: c.map { NSNumber(value: $0) },
                                 bias: b.map { NSNumber(value: $0) }),
                       KBSpline(points: points, tension: t, continuity: c, bias: b))
    }

    // MARK: First and last segments

    /// Tension 1 at the two end keyframes: their tangents are zero whatever
    /// lies past the ends, so all four segments are known exactly.
    @Test func endSegmentsAreExactWhenTheEndTangentsAreZero() {
        let t = [1, 0.25, -0.3, 0.1, 1], c = [0, 0.2, -0.1, 0.3, 0], b = [0, -0.4, 0.5, 0.2, 0]
        let reference = KBSpline(points: points, tension: t, continuity: c, bias: b)
        let times = stride(from: 0.0, through: 4.0, by: 0.125).map { $0 }
        let got = positions(animation(tension: t.map { NSNumber(value: $0) }, continuity: c.map { NSNumber(value: $0) },
                                      bias: b.map { NSNumber(value: $0) }), at: times)
        for (time, p) in zip(times, got) {
            #expect(close(p, reference.point(at: time)), "t = \(time): \(p) ≠ \(reference.point(at: time))")
        }
    }

    /// Default parameters: the end segments start and end on their
    /// keyframes, and join the interior ones with matching position and
    /// velocity (continuity 0 makes incoming and outgoing tangents equal).
    /// The velocity arriving at P_1 (end of the first segment) is the KB
    /// tangent at P_1, which involves P_0, P_1 and P_2 only.
    @Test func endSegmentsJoinTheInteriorSmoothly() {
        let h = 1e-6
        let times = [0, 1 - h, 1, 1 + h, 3 - h, 3, 3 + h, 4]
        let p = positions(animation(), at: times)
        #expect(p.allSatisfy { $0.x.isFinite && $0.y.isFinite })
        #expect(close(p[0], points[0]) && close(p[2], points[1]) && close(p[5], points[3]) && close(p[7], points[4]))
        let reference = KBSpline(points: points)
        for (k, key) in [(1, 1), (4, 3)] {
            let arriving = (1 / h) * (p[k + 1] - p[k]), leaving = (1 / h) * (p[k + 2] - p[k + 1])
            let tangent = reference.incoming(key)
            #expect((arriving - tangent).length < 1e-2, "arriving at P\(key): \(arriving) ≠ \(tangent)")
            #expect((leaving - tangent).length < 1e-2, "leaving P\(key): \(leaving) ≠ \(tangent)")
        }
    }

    // MARK: Array lengths

    /// Fewer values than keyframes: the missing ones are 0 (Apple's
    /// documentation), so the spline is the KB spline with those zeros.
    @Test func missingParameterValuesAreZero() {
        let short = animation(tension: [0.5, -0.3], continuity: [0.2], bias: [])
        expectInterior(short, KBSpline(points: points, tension: [0.5, -0.3], continuity: [0.2], bias: []))
        // Keyframes are still hit, and nothing is NaN anywhere.
        let times = stride(from: 0.0, through: 4.0, by: 0.25).map { $0 }
        let got = positions(animation(tension: [0.5, -0.3], continuity: [0.2], bias: []), at: times)
        #expect(got.allSatisfy { $0.x.isFinite && $0.y.isFinite })
        for k in 0..<5 { #expect(close(got[4 * k], points[k]), "keyframe \(k)") }
    }

    /// More values than keyframes: value k still belongs to keyframe k ("the
    /// second value controls the second point's tangents, and so on"); the
    /// extra ones belong to no keyframe and change nothing.
    @Test func extraParameterValuesChangeNothing() {
        let t: [NSNumber] = [0.1, 0.2, -0.3, 0.4, 0.5], c: [NSNumber] = [0, 0.3, -0.3, 0.2, 0]
        let times = stride(from: 0.0, through: 4.0, by: 0.25).map { $0 }
        let exact = positions(animation(tension: t, continuity: c), at: times)
        let long = positions(animation(tension: t + [0.9, -0.9, 1], continuity: c + [1, 1]), at: times)
        #expect(exact == long)
        #expect(long.allSatisfy { $0.x.isFinite && $0.y.isFinite })
    }
}

/// `calculationMode = .cubicPaced`: "keyTimes and timingFunctions … are
/// ignored and calculated implicitly" (CAAnimation.h; the `cubicPaced`
/// documentation: "keyframe times are automatically generated to give the
/// animation a constant velocity") — the motion follows the cubic spline at
/// constant speed.
@Suite @MainActor struct KeyframeCubicPacedTests {
    private let points = [V(0, 0), V(100, 0), V(150, 80), V(60, 120), V(200, 200)]
    private let duration = 4.0

    private func animation(_ mode: CAAnimationCalculationMode = .cubicPaced, tension: [Double] = []) -> CAKeyframeAnimation {
        let a = CAKeyframeAnimation(keyPath: "position")
        a.values = points.map(\.cg)
        a.calculationMode = mode
        a.tensionValues = tension.isEmpty ? nil : tension.map { NSNumber(value: $0) }
        a.duration = duration
        a.fillMode = .forwards
        a.isRemovedOnCompletion = false
        return a
    }

    /// A curve as a dense polyline with the arc length at each of its points.
    private struct ArcTable {
        let points: [V]
        let lengths: [Double]
        init(_ points: [V]) {
            self.points = points
            var acc = 0.0, lengths = [0.0]
            for k in 1..<points.count { acc += (points[k] - points[k - 1]).length; lengths.append(acc) }
            self.lengths = lengths
        }
        var total: Double { lengths.last! }
        /// The point at arc length `s`.
        func point(atLength s: Double) -> V {
            var lo = 0, hi = lengths.count - 1
            while hi - lo > 1 { let mid = (lo + hi) / 2; if lengths[mid] <= s { lo = mid } else { hi = mid } }
            let span = lengths[hi] - lengths[lo]
            let f = span > 0 ? min(max((s - lengths[lo]) / span, 0), 1) : 0
            return points[lo] + f * (points[hi] - points[lo])
        }
        /// The arc length of the table point nearest to `p`.
        func length(nearest p: V) -> Double {
            var best = 0, bestD = Double.infinity
            for (k, q) in points.enumerated() { let d = (q - p).length; if d < bestD { bestD = d; best = k } }
            return lengths[best]
        }
    }

    /// How far a paced animation is from constant speed along `curve`.
    private struct PaceReport {
        /// Sampled at equal time steps, the largest distance from the point
        /// at the same fraction of `curve`'s arc length.
        var farthest: Double
        /// Those equal time steps measured as arc length along `curve` (the
        /// table point nearest each sample): the largest difference from
        /// the mean step, and the mean step.
        var stepDeviation: Double, step: Double
        /// The largest distance from a keyframe at the time its share of the
        /// arc length gives.
        var keyframeMiss: Double
    }

    /// Samples `a` at `steps` + 1 equal time steps and at the keyframe times
    /// `curve`'s arc length gives (`keyIndices`: the keyframes' indices among
    /// its points).
    private func pace(of a: CAKeyframeAnimation, along curve: ArcTable, keyIndices: [Int], steps: Int = 40) -> PaceReport {
        let times = (0...steps).map { duration * Double($0) / Double(steps) }
        let got = positions(a, at: times)
        var farthest = 0.0
        for (k, p) in got.enumerated() {
            farthest = max(farthest, (p - curve.point(atLength: curve.total * Double(k) / Double(steps))).length)
        }
        let s = got.map { curve.length(nearest: $0) }
        let step = curve.total / Double(steps)
        let deviation = zip(s.dropFirst(), s).map { abs(($0 - $1) - step) }.max()!
        let keyTimes = keyIndices.map { duration * curve.lengths[$0] / curve.total }
        let atKeys = positions(a, at: keyTimes)
        let miss = zip(atKeys, keyIndices).map { ($0 - curve.points[$1]).length }.max()!
        return PaceReport(farthest: farthest, stepDeviation: deviation, step: step, keyframeMiss: miss)
    }

    /// A dense polyline through `curve(segment, u)` for the four segments.
    private func dense(_ perSegment: Int, _ curve: (Int, Double) -> V) -> ArcTable {
        var out: [V] = []
        for i in 0..<4 { for k in 0..<perSegment { out.append(curve(i, Double(k) / Double(perSegment))) } }
        out.append(points[4])
        return ArcTable(out)
    }

    /// The control for the measurement: `.paced` (linear) moves along the
    /// straight segments at constant speed, by Apple's `paced` documentation.
    @Test func pacedLinearModeMovesAtConstantSpeedAlongTheChords() {
        let chords = dense(2000) { i, u in points[i] + u * (points[i + 1] - points[i]) }
        let r = pace(of: animation(.paced), along: chords, keyIndices: (0...4).map { $0 * 2000 })
        #expect(r.farthest < 1e-6 && r.keyframeMiss < 1e-6)
        #expect(r.stepDeviation <= 0.1, "steps of \(r.step) vary by \(r.stepDeviation)")   // the table's spacing
    }

    @Test func keyTimesAndTimingFunctionsAreIgnored() {
        let times = stride(from: 0.0, through: duration, by: 0.25).map { $0 }
        let plain = positions(animation(), at: times)
        let timed = animation()
        timed.keyTimes = [0, 0.1, 0.2, 0.3, 1]
        timed.timingFunctions = [CAMediaTimingFunction(name: .easeIn), CAMediaTimingFunction(name: .easeOut),
                                 CAMediaTimingFunction(name: .easeInEaseOut), CAMediaTimingFunction(name: .easeIn)]
        #expect(positions(timed, at: times) == plain)
        // Not the evenly timed cubic animation: pacing moved the keyframes.
        let cubic = positions(animation(.cubic), at: times)
        #expect(cubic != plain)
    }

    /// Tension 1 at the end keyframes, so the whole spline is known from the
    /// Kochanek–Bartels definition (see `KBSpline`): its arc length is
    /// measured here by fine sampling, independently of the implementation.
    /// 0.5 pt: the implementation measures each segment with 32 chords.
    @Test func travelsTheKochanekBartelsSplineAtConstantSpeed() {
        let tension = [1.0, 0, 0, 0, 1]
        let spline = KBSpline(points: points, tension: tension)
        let r = pace(of: animation(tension: tension), along: dense(2000) { spline.point(segment: $0, $1) },
                     keyIndices: (0...4).map { $0 * 2000 })
        #expect(r.keyframeMiss <= 0.5)
        #expect(r.farthest <= 0.5)
        #expect(r.stepDeviation <= 1, "steps of \(r.step) vary by \(r.stepDeviation)")
    }

    /// Default parameters: the paced motion follows the curve the `.cubic`
    /// animation of the same values draws (sampled finely from it), at
    /// constant speed, through every keyframe.
    @Test func travelsTheCubicModesCurveAtConstantSpeed() {
        let perSegment = 500
        let times = (0...(4 * perSegment)).map { Double($0) / Double(perSegment) }
        let drawn = ArcTable(positions(animation(.cubic), at: times))
        let r = pace(of: animation(), along: drawn, keyIndices: (0...4).map { $0 * perSegment })
        #expect(r.keyframeMiss <= 0.5)
        #expect(r.farthest <= 0.5)
        #expect(r.stepDeviation <= 1, "steps of \(r.step) vary by \(r.stepDeviation)")
    }
}
}
