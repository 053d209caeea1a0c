import Foundation

/// Turns a committed `CAAnimation` into a `CompiledAnimation`: resolves
/// missing endpoints against the layer, converts values from `Any`, derives
/// key times, and reports inconsistent input with diagnostics (never a crash).
@MainActor enum AnimationCompiler {
    /// Compiles `anim` for `layer`. `beginTime == 0` becomes `resolvedBegin`
    /// (the commit time in the layer's time) for top-level animations; group
    /// children keep their group-relative times.
    static func compile(_ anim: CAAnimation, for layer: CALayer, resolvedBegin: Double?,
                        groupDuration: Double? = nil) -> CompiledAnimation {
        var timing = MediaTimingParameters(anim)
        if let resolvedBegin, anim.beginTime == 0 { timing.beginTime = resolvedBegin }
        if let groupDuration, !(timing.duration > 0) { timing.duration = groupDuration }
        var compiled = CompiledAnimation(target: nil, timing: timing, curve: anim.timingFunction?.curve, payload: .inert)

        // Property animations first: they are the common case (the classes
        // are siblings, so the order of the cases changes nothing else).
        switch anim {
        case let property as CAPropertyAnimation:
            guard let keyPath = property.keyPath else { return compiled }
            var (target, animatable, layerProperty) = recentTargets.resolve(keyPath, on: layer)
            target.property = layerProperty?.id
            compiled.target = target
            // Each property is read once: every read of a CAPropertyAnimation
            // property is a dynamically dispatched, access-checked call.
            let valueFunction = property.valueFunction
            compiled.isAdditive = property.isAdditive
            // An autoreversing cycle ends where it began: nothing accumulates
            // (see `CAPropertyAnimation.isCumulative`).
            compiled.isCumulative = property.isCumulative && !timing.autoreverses
            compiled.valueFunction = valueFunction
            if !animatable {
                CADiagnostics.report("animation key path \"\(keyPath)\" does not name an animatable property of \(type(of: layer)); it will have no effect")
                compiled.payload = .inert
                return compiled
            }
            switch property {
            case let spring as CASpringAnimation:
                let (from, to) = endpoints(spring, target, layer, layerProperty,
                                           neutral: valueFunction != nil || compiled.isAdditive)
                compiled.payload = .spring(spring.solver, from: from, to: to)
            case let basic as CABasicAnimation:
                let (from, to) = endpoints(basic, target, layer, layerProperty,
                                           neutral: valueFunction != nil || compiled.isAdditive)
                if target.drawn == .compositingFilter { CompositingFilterNames.checkAnimatedValues([from, to], layer: layer) }
                if valueFunction == nil, case .number(let a) = from, case .number(let b) = to {
                    compiled.payload = .scalar(from: a, to: b)
                } else {
                    compiled.payload = .basic(from: from, to: to)
                }
            case let keyframe as CAKeyframeAnimation:
                compiled.payload = keyframeTrack(keyframe, target, layer).map { .keyframes($0) } ?? .inert
            default:
                CADiagnostics.report("\(type(of: anim)) is a CAPropertyAnimation that is neither basic, spring nor keyframe; no effect")
            }
        case let group as CAAnimationGroup:
            let children = (group.animations ?? []).map {
                compile($0, for: layer, resolvedBegin: nil, groupDuration: timing.duration)
            }
            compiled.payload = .group(children)
        case let transition as CATransition:
            let start = Double(transition.startProgress), end = Double(transition.endProgress)
            compiled.payload = .transition(TransitionSpec(
                type: transition.type, subtype: transition.subtype,
                startProgress: start.isFinite ? min(max(start, 0), 1) : 0,
                endProgress: end.isFinite ? min(max(end, start.isFinite ? start : 0), 1) : 1))
        default:
            CADiagnostics.report("\(type(of: anim)) adds no behaviour to CAAnimation; it has no effect on the layer")
        }
        return compiled
    }

    /// Apple's endpoint rules for from/to/by (see `CABasicAnimation`).
    /// `property` is the registry's descriptor of the target's key, if any.
    /// `neutral` (a value function or an additive animation): "the current
    /// value" means the neutral element, the animation's own numbers.
    static func endpoints(_ a: CABasicAnimation, _ target: AnimationTarget, _ layer: CALayer,
                          _ property: LayerProperty?, neutral: Bool) -> (AnimatableValue, AnimatableValue) {
        // Apple's rules: "the previous value in the render tree" is the value
        // before this commit's property changes (running animations included);
        // "the current value in the render tree" is the value after them — so
        // a toValue-only animation whose model was set to the same value in
        // the same transaction does not move (iOS Animations by Tutorials,
        // ch. 8: "the fields have stopped animating altogether").
        func previous() -> AnimatableValue {
            neutral ? .number(0) : layer.renderValue(of: target, property: property)
        }
        func current() -> AnimatableValue {
            neutral ? .number(0) : layer.renderValue(of: target, afterCommit: true, property: property)
        }
        func model() -> AnimatableValue {
            neutral ? .number(0) : layer.modelValue(of: target, property: property)
        }
        var result: (AnimatableValue, AnimatableValue)
        // Exactly CABasicAnimation: its getters are its own, so its stored
        // values are read directly — and not at all when none is set (the
        // implicit animations): the dynamically dispatched getters, the
        // optional values and even comparing those with nil copied each value
        // (together ~15 % of committing an implicit animation, callgrind).
        let exact = type(of: a) == CABasicAnimation.self
        if exact && !a.hasStoredValues {
            result = (previous(), model())
        } else {
            let from = (exact ? a.storedFromValue : a.fromValue).map { AnimatableValue($0) }
            let to = (exact ? a.storedToValue : a.toValue).map { AnimatableValue($0) }
            let by = (exact ? a.storedByValue : a.byValue).map { AnimatableValue($0) }
            result = explicitEndpoints(from, to, by, previous: previous, current: current, model: model)
            if neutral {
                // The neutral element takes the kind of the value it meets: an
                // additive byValue colour runs from transparent black (0, 0, 0, 0)
                // to the delta, component by component, not number → colour.
                result = (result.0.neutralized(like: result.1), result.1.neutralized(like: result.0))
            }
        }
        // The cheap test first: values of one kind always interpolate.
        if result.0.kind != result.1.kind && !AnimatableValue.interpolatesContinuously(result.0, result.1) {
            CADiagnostics.report("animation of \"\(target.key)\": from and to values have different types (\(result.0.kind), \(result.1.kind)); the value switches at the midpoint")
        }
        return result
    }

    /// The endpoint rules by case.
    private static func explicitEndpoints(_ from: AnimatableValue?, _ to: AnimatableValue?, _ by: AnimatableValue?,
                                          previous: () -> AnimatableValue, current: () -> AnimatableValue,
                                          model: () -> AnimatableValue) -> (AnimatableValue, AnimatableValue) {
        let result: (AnimatableValue, AnimatableValue)
        switch (from, to, by) {
        case let (f?, t?, _): result = (f, t)
        case let (f?, nil, b?): result = (f, AnimatableValue.add(f, b))
        case let (nil, t?, b?): result = (AnimatableValue.subtract(t, b), t)
        case let (f?, nil, nil): result = (f, model())
        case let (nil, t?, nil): result = (current(), t)
        case let (nil, nil, b?): let c = current(); result = (c, AnimatableValue.add(c, b))
        case (nil, nil, nil): result = (previous(), model())
        }
        return result
    }
}
