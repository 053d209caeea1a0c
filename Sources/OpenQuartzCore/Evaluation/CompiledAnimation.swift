import Foundation

/// An animation reduced to what evaluation needs: resolved timing, typed
/// values and a target. A value type — the render server keeps these in flat
/// arrays and `presentation()` evaluates the very same records.
package struct CompiledAnimation: Sendable {
    /// What the animation produces.
    package enum Payload: Sendable {
        /// From → to, shaped by the timing curve.
        case basic(from: AnimatableValue, to: AnimatableValue)
        /// The common case of `basic` — two numbers, no value function — kept
        /// apart so evaluation needs no value copies or kind dispatch.
        case scalar(from: Double, to: Double)
        /// From → to, driven by a spring instead of the timing curve.
        case spring(SpringSolver, from: AnimatableValue, to: AnimatableValue)
        /// A keyframe track.
        case keyframes(KeyframeTrack)
        /// Children evaluated in the group's time.
        case group([CompiledAnimation])
        /// A whole-layer transition (drawn by the compositor).
        case transition(TransitionSpec)
        /// Nothing to evaluate (an animation rejected at commit, with a diagnostic).
        case inert
    }

    package var target: AnimationTarget?
    package var timing: MediaTimingParameters
    /// The timing curve; nil is linear.
    package var curve: UnitBezier?
    package var payload: Payload
    package var isAdditive = false
    package var isCumulative = false
    package var valueFunction: CAValueFunction?

    /// Evaluates at `parentTime` (the layer's local time, or the group's time
    /// for children) and hands every (target, value, isAdditive) it produces to
    /// `emit`. Produces nothing outside the active period unless filled.
    package func evaluate(parentTime: Double, _ emit: (AnimationTarget, AnimatableValue, Bool) -> Void) {
        let state = timing.evaluate(parentTime: parentTime)
        guard state.shouldApply else { return }
        let progress = state.progress
        switch payload {
        case .scalar(let from, let to):
            guard let target else { return }
            let f = curve.map { $0.solve(progress) } ?? progress
            var v = from + (to - from) * f
            if isCumulative && state.iteration > 0 { v += Double(state.iteration) * (to - from) }
            emit(target, .number(v), isAdditive)
        case .basic(let from, let to):
            let f = curve.map { $0.solve(progress) } ?? progress
            emitValue(AnimatableValue.interpolate(from, to, f), from: from, to: to, iteration: state.iteration, emit)
        case .spring(let solver, let from, let to):
            // The spring replaces the timing curve: it runs on the iteration's
            // clock (progress × duration), as Core Animation's spring does.
            let f = solver.value(at: progress * timing.duration)
            emitValue(AnimatableValue.interpolate(from, to, f), from: from, to: to, iteration: state.iteration, emit)
        case .keyframes(let track):
            let f = curve.map { $0.solve(progress) } ?? progress
            emitValue(track.value(at: f), from: track.firstValue, to: track.lastValue, iteration: state.iteration, emit)
            if let rotation = track.rotation(at: f) {
                // rotationMode: the layer turns to the path's tangent.
                emit(Self.rotationTarget, .number(rotation), false)
            }
        case .group(let children):
            let f = curve.map { $0.solve(progress) } ?? progress
            let groupTime = f * timing.duration
            for child in children { child.evaluate(parentTime: groupTime, emit) }
        case .transition, .inert:
            return
        }
    }

    /// What a keyframe animation's `rotationMode` turns (parsed once, not per frame).
    static let rotationTarget = AnimationTarget(key: RenderProperty.transform.key, component: .transform(.rotationZ))

    /// Applies cumulation and the value function, then emits.
    private func emitValue(_ raw: AnimatableValue, from: AnimatableValue, to: AnimatableValue,
                           iteration: Int, _ emit: (AnimationTarget, AnimatableValue, Bool) -> Void) {
        guard let target else { return }
        var v = raw
        if isCumulative && iteration > 0 {
            // Each repetition continues from where the previous one ended:
            // value + iteration × (end − start).
            v = AnimatableValue.add(v, AnimatableValue.scale(AnimatableValue.subtract(to, from), by: Double(iteration)))
        }
        if let vf = valueFunction {
            switch v {
            case .number(let d): v = .transform(vf.transform([d]))
            case .numbers(let n): v = .transform(vf.transform(n))
            case .point(let p): v = .transform(vf.transform([Double(p.x), Double(p.y)]))
            default: break
            }
        }
        emit(target, v, isAdditive)
    }

    /// Whether evaluating the animation can produce a value for `key` (its own
    /// target, a group child's, or the rotation a path animation adds to
    /// "transform"): lets callers skip evaluating animations of other keys.
    package func mayWrite(_ predicate: (String) -> Bool) -> Bool {
        if let target, predicate(target.key) { return true }
        switch payload {
        case .group(let children): return children.contains { $0.mayWrite(predicate) }
        case .keyframes(let track): return track.rotationOffset != nil && predicate(RenderProperty.transform.key)
        default: return false
        }
    }

    /// The end of the active period in the parent's time (infinite for
    /// endless animations or speed 0).
    package var activeEndInParent: Double { timing.activeEndInParent }
}

extension MediaTimingParameters {
    /// The end of the active period in the parent's time (infinite for
    /// endless timing or speed 0).
    package var activeEndInParent: Double {
        let s = abs(speed)
        guard s > 0 else { return .infinity }
        return beginTime + activeDuration / s
    }
}

/// What the compositor needs to draw a `CATransition`.
package struct TransitionSpec: Sendable, Equatable {
    package var type: CATransitionType
    package var subtype: CATransitionSubtype?
    package var startProgress: Double
    package var endProgress: Double
}
