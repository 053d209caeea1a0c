import Foundation

extension UIView {
    /// Animates the keyframes that `animations` adds with
    /// `addKeyframe(withRelativeStartTime:relativeDuration:animations:)`,
    /// over `duration` seconds after `delay`.
    ///
    /// Each property changed inside keyframes becomes one
    /// `CAKeyframeAnimation` over the whole duration: it holds its value
    /// until a keyframe that changes it starts, reaches the keyframe's value
    /// when that keyframe ends, and so on; the calculation mode comes from
    /// `options` (linear by default; the paced modes ignore the keyframes'
    /// times; discrete jumps to each keyframe's value at its start). The
    /// curve bits of `AnimationOptions` (undocumented, but legal) give the
    /// curve of the whole animation — ease-in-ease-out by default, so pass
    /// `KeyframeAnimationOptions(rawValue: AnimationOptions.curveLinear.rawValue)`
    /// for constant speed. Changes made in `animations` outside any keyframe
    /// animate over the whole duration with that curve. Nested in another
    /// block (or a property animator), a zero duration inherits that block's.
    public class func animateKeyframes(withDuration duration: TimeInterval, delay: TimeInterval,
                                       options: KeyframeAnimationOptions = [], animations: @escaping () -> Void,
                                       completion: ((Bool) -> Void)? = nil) {
        let group = ViewAnimationCompletion(completion)
        let blockOptions = options.blockOptions
        let base = ViewAnimationContext.nested(
            duration: validated(duration, "duration"), delay: validated(delay, "delay"), timing: nil,
            options: blockOptions, completion: group)
        let recorder = KeyframeRecorder()
        let context = ViewAnimationContext(
            duration: base.duration, delay: base.delay, timing: base.timing, options: base.options,
            repeatCount: base.repeatCount, autoreverses: base.autoreverses,
            suppressesAnimation: base.suppressesAnimation, completion: group, keyframes: recorder)
        ViewAnimationContext.run(context, animations)
        if !context.suppressesAnimation && UIView.areAnimationsEnabled {
            recorder.addAnimations(in: context, mode: options.calculationMode)
        }
        group.seal()
    }

    /// Inside `animateKeyframes`: the changes `animations` makes form one
    /// keyframe, starting at `frameStartTime` and lasting `frameDuration`,
    /// both fractions (0…1) of the keyframe animation's duration — not
    /// seconds. Values outside 0…1 are clamped, with a diagnostic. Outside
    /// `animateKeyframes` the changes apply as in the enclosing block (at once
    /// outside any block).
    public class func addKeyframe(withRelativeStartTime frameStartTime: Double, relativeDuration frameDuration: Double,
                                  animations: @escaping () -> Void) {
        guard let outer = ViewAnimationContext.current, outer.keyframes != nil else {
            CGDiagnostics.report("UIView.addKeyframe called outside UIView.animateKeyframes; its changes are not keyframes")
            return animations()
        }
        func clamped(_ x: Double, _ name: String) -> Double {
            guard x.isFinite, x >= 0, x <= 1 else {
                CGDiagnostics.report("UIView.addKeyframe: \(name) \(x) is not a fraction within 0…1 of the keyframe animation; clamped")
                return x.isNaN ? 0 : min(max(x, 0), 1)
            }
            return x
        }
        let start = clamped(frameStartTime, "relative start time")
        let length = min(clamped(frameDuration, "relative duration"), 1 - start)
        let context = ViewAnimationContext(
            duration: outer.duration, delay: outer.delay, timing: outer.timing, options: outer.options,
            repeatCount: outer.repeatCount, autoreverses: outer.autoreverses,
            suppressesAnimation: outer.suppressesAnimation, completion: outer.completion,
            keyframes: outer.keyframes, keyframeWindow: (start, length))
        outer.keyframes!.beginKeyframe()
        ViewAnimationContext.run(context, animations)
    }
}

/// The keyframes of one `animateKeyframes` block: per layer and property,
/// the value before the block and each keyframe's window and value.
@MainActor final class KeyframeRecorder {
    struct Stop {
        /// Which `addKeyframe` call made it (0, 1, 2… in call order).
        let keyframe: Int
        let start: Double
        let end: Double
        let value: AnimatableValue
    }
    struct Track {
        let layer: CALayer
        let key: String
        let initial: AnimatableValue
        var stops: [Stop]
    }
    private(set) var tracks: [Track] = []
    /// The `addKeyframe` call being run (−1 before the first).
    private var keyframe = -1

    /// An `addKeyframe` call starts: its changes form one keyframe, even
    /// when its window equals another's (the paced modes ignore the windows,
    /// and callers pass 0 for all of them).
    func beginKeyframe() { keyframe += 1 }

    /// A change of `key` on `layer` inside a keyframe (`window` in fractions).
    func record(layer: CALayer, key: String, old: AnimatableValue, new: AnimatableValue,
                window: (start: Double, duration: Double)) {
        let stop = Stop(keyframe: keyframe, start: window.start, end: window.start + window.duration, value: new)
        if let i = tracks.firstIndex(where: { $0.layer === layer && $0.key == key }) {
            // Several changes in one keyframe (center.x, then center.y) make one stop.
            if let last = tracks[i].stops.last, last.keyframe == stop.keyframe {
                tracks[i].stops[tracks[i].stops.count - 1] = stop
            } else {
                tracks[i].stops.append(stop)
            }
        } else {
            tracks.append(Track(layer: layer, key: key, initial: old, stops: [stop]))
        }
    }

    /// Adds one `CAKeyframeAnimation` per track to its layer.
    func addAnimations(in context: ViewAnimationContext, mode: CAAnimationCalculationMode) {
        for track in tracks {
            let (values, times) = KeyframeRecorder.keyframes(of: track, mode: mode)
            let animation = CAKeyframeAnimation(keyPath: track.key)
            animation.values = values.map { $0.boxed() ?? NSNull() }     // no colour: NSNull, as Core Animation's arrays hold
            animation.keyTimes = times.map { NSNumber(value: $0) }
            animation.calculationMode = mode
            if case .curve(let function) = context.timing { animation.timingFunction = function }
            ViewAnimationAction.configureTiming(of: animation, context: context)
            ViewAnimationAction.add(animation, to: track.layer, forKey: track.key, in: context)
        }
    }

    /// The values and key times of a track. Linear and cubic: the value
    /// holds from the end of one keyframe to the start of the next that
    /// changes it, and moves during each keyframe (`times` has one entry per
    /// value). A keyframe that starts while an earlier one of the property
    /// still runs takes over from where that one is at its start (the
    /// Tutorials' peek preview: a tilt over the second half of a scale over
    /// the whole — the scale reaches its value with the tilt), and its value
    /// holds after it, as the model does (its change was made last; UIKit
    /// does not document overlapping keyframes). Discrete: each
    /// keyframe's value from its start (one more time than values, ending at
    /// 1). Paced: the values only, in order.
    static func keyframes(of track: Track, mode: CAAnimationCalculationMode) -> ([AnimatableValue], [Double]) {
        let stops = track.stops.enumerated().sorted {
            $0.element.start != $1.element.start ? $0.element.start < $1.element.start : $0.offset < $1.offset
        }.map(\.element)
        if mode == .paced || mode == .cubicPaced {
            return ([track.initial] + stops.map(\.value), [])
        }
        if mode == .discrete {
            var times = [0.0]
            for stop in stops { times.append(max(stop.start, times.last!)) }
            times.append(1)
            return ([track.initial] + stops.map(\.value), times)
        }
        var values = [track.initial], times = [0.0]
        for stop in stops {
            let n = times.count
            if n >= 2, stop.start < times[n - 1], stop.start >= times[n - 2] {
                // Starts inside the previous segment: cut it there (or drop
                // it, when both start together).
                let t0 = times[n - 2], t1 = times[n - 1]
                if stop.start == t0 {
                    values.removeLast()
                    times.removeLast()
                } else {
                    values[n - 1] = AnimatableValue.interpolate(values[n - 2], values[n - 1], (stop.start - t0) / (t1 - t0))
                    times[n - 1] = stop.start
                }
            }
            let start = max(stop.start, times.last!)
            if start > times.last! {
                values.append(values.last!)       // hold until the keyframe starts
                times.append(start)
            }
            values.append(stop.value)
            times.append(max(stop.end, start))
        }
        if times.last! < 1 {
            values.append(values.last!)
            times.append(1)
        }
        return (values, times)
    }
}
