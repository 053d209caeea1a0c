import Foundation
import OpenQuartzCore

/// Turns Lottie keyframes into Core Animation keyframe animations timed in a
/// per-layer animation group whose time 0 is the composition's in point, in
/// seconds (`LottieTreeBuilder` puts them in that group).
///
/// Each animation covers its own keyframes only: it begins at its first
/// keyframe and lasts until its last, and fills both ways (Lottie holds the
/// first value before the first keyframe and the last after the last one).
/// So key times never need clipping to the composition's range, and a
/// keyframe before the in point simply gives a negative `beginTime`.
///
/// A segment's easing becomes its timing function
/// (`CAMediaTimingFunction(controlPoints: o.x, o.y, i.x, i.y)`); a hold
/// keyframe becomes a segment that keeps the value, then a zero-length one
/// that jumps to the next value at the next key time (`KeyframeTrack` treats
/// equal key times as an instant step).
@MainActor struct LottieAnimationFactory {
    /// Frames per second of the main composition.
    let frameRate: Double
    /// The main composition's in point (group time 0).
    let inPoint: Double
    /// The most keyframes a sampled animation gets.
    var maxSamples = 2_000

    /// The group time (seconds) of a composition frame.
    func groupTime(_ compositionFrame: Double) -> Double { (compositionFrame - inPoint) / frameRate }

    /// The entries of a keyframed property: composition frames, values, and the
    /// easing of each following segment (nil: linear), holds expanded.
    struct Entries<V> {
        var frames: [Double] = []
        var values: [V] = []
        /// One per segment (`frames.count − 1`).
        var easings: [LottieEasing?] = []
        /// The source keyframe a segment interpolates from (nil: a hold or jump).
        var sources: [Int?] = []
    }

    /// Expands `keyframes` (times in the layer's frames, mapped by `map`).
    func entries<V>(_ keyframes: [LottieKeyframe<V>], map: LottieTimeMap) -> Entries<V> {
        var e = Entries<V>()
        guard let first = keyframes.first else { return e }
        e.frames.append(map.compositionFrame(first.time))
        e.values.append(first.value)
        for k in 0..<(keyframes.count - 1) {
            let a = keyframes[k], b = keyframes[k + 1]
            let end = map.compositionFrame(b.time)
            if a.hold {
                e.frames.append(end); e.values.append(a.value); e.easings.append(nil); e.sources.append(nil)
                e.frames.append(end); e.values.append(b.value); e.easings.append(nil); e.sources.append(nil)
            } else {
                e.frames.append(end); e.values.append(b.value); e.easings.append(a.easing); e.sources.append(k)
            }
        }
        return e
    }

    /// A keyframe animation of `keyPath` through `keyframes`, each value made
    /// by `value`, each segment eased by dimension `dimension` of its easing.
    func keyframeAnimation<V>(_ keyPath: String, _ keyframes: [LottieKeyframe<V>], map: LottieTimeMap,
                              dimension: Int = 0, value: (V) -> Any) -> CAKeyframeAnimation {
        let e = entries(keyframes, map: map)
        let animation = CAKeyframeAnimation(keyPath: keyPath)
        animation.values = e.values.map(value)
        time(animation, frames: e.frames, easings: e.easings, dimension: dimension)
        return animation
    }

    /// A position animation along the spatial Béziers of `keyframes` (2-D
    /// values with `to`/`ti` tangents): `path` holds one segment per
    /// entry, so key times and timing functions line up with it.
    func pathAnimation(_ keyPath: String, _ property: LottieVectorProperty, map: LottieTimeMap,
                       transform: (CGPoint) -> CGPoint = { $0 }) -> CAKeyframeAnimation {
        let e = entries(property.keyframes, map: map)
        func point(_ v: [Double]) -> CGPoint { transform(CGPoint(x: v[0], y: v.count > 1 ? v[1] : 0)) }
        let path = CGMutablePath()
        path.move(to: point(e.values[0]))
        for s in 0..<e.easings.count {
            let end = point(e.values[s + 1])
            if let k = e.sources[s], let c = property.spatialCurve(k) {
                path.addCurve(to: end, control1: transform(CGPoint(x: c.1[0], y: c.1[1])),
                              control2: transform(CGPoint(x: c.2[0], y: c.2[1])))
            } else {
                path.addLine(to: end)
            }
        }
        let animation = CAKeyframeAnimation(keyPath: keyPath)
        animation.path = path
        time(animation, frames: e.frames, easings: e.easings, dimension: 0)
        return animation
    }

    /// A linear keyframe animation sampling `value(localFrame)` at every
    /// composition frame from `start` to `end` (at most `maxSamples` samples):
    /// for what Core Animation cannot express exactly (shapes whose several
    /// properties animate on different keyframes, per-dimension easing of a
    /// path, animated skew).
    func sampledAnimation(_ keyPath: String, from start: Double, to end: Double, map: LottieTimeMap,
                          value: (Double) -> Any) -> CAKeyframeAnimation {
        let frames = sampleFrames(from: start, to: end)
        let animation = CAKeyframeAnimation(keyPath: keyPath)
        animation.values = frames.map { value(map.localFrame($0)) }
        time(animation, frames: frames, easings: [LottieEasing?](repeating: nil, count: frames.count - 1), dimension: 0)
        return animation
    }

    /// The composition frames `sampledAnimation` samples from `start` to
    /// `end`: every frame (evenly spread when there are more than
    /// `maxSamples`), both ends included; at least two.
    func sampleFrames(from start: Double, to end: Double) -> [Double] {
        let span = (end - start).isFinite ? max(end - start, 0) : 0
        let steps = max(1, Int(min(span.rounded(.up), Double(maxSamples - 1))))
        return (0...steps).map { i in i == steps ? start + span : start + span * Double(i) / Double(steps) }
    }

    /// Sets begin time, duration, key times and timing functions from
    /// composition frames, and the timing every Lottie animation shares.
    private func time(_ animation: CAKeyframeAnimation, frames: [Double], easings: [LottieEasing?], dimension: Int) {
        let first = frames[0], last = frames[frames.count - 1]
        let span = last - first
        animation.beginTime = groupTime(first)
        // All keyframes at one frame: an instant step (a tiny duration, since
        // a zero duration would become the transaction's).
        animation.duration = span > 0 ? span / frameRate : 1e-9
        animation.keyTimes = frames.enumerated().map { i, f in
            if i == frames.count - 1 { return 1 }
            return NSNumber(value: span > 0 ? (f - first) / span : (i == 0 ? 0 : 1))
        }
        let linear = CAMediaTimingFunction(name: .linear)
        animation.timingFunctions = easings.map { easing in
            guard let easing else { return linear }
            let c = easing.controlPoints(dimension: dimension)
            if c == (0, 0, 1, 1) { return linear }
            return CAMediaTimingFunction(controlPoints: Float(c.x1), Float(c.y1), Float(c.x2), Float(c.y2))
        }
        animation.timingFunction = linear
        animation.fillMode = .both
        animation.isRemovedOnCompletion = false
    }
}
