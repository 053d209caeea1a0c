import Foundation

/// A render-tree slot's committed animations, prepared when its render list
/// changes so that a frame evaluates them without copying compiled
/// animations or boxing values: two-number basic animations of drawn
/// numbers (opacity, position.x, transform.rotation.z…) as plain
/// `NumberChannel`s, the others in their compiled form, applied in the
/// order they were added. Kept in two arrays rather than one array of an
/// enum: copying an element of an enum that may hold a compiled animation
/// went through its value witness for every channel of every frame.
struct SlotProgram {
    var numbers: [NumberChannel] = []
    var general: [CompiledAnimation] = []
    /// The animations in the order added: k ≥ 0 is `numbers[k]`, k < 0 is `general[-k - 1]`.
    var order: [Int32] = []

    /// The program of `animations`' compiled forms, in order.
    @MainActor init(_ animations: [AnimationEntry]) {
        for entry in animations {
            guard let c = entry.compiled else { continue }
            if case .scalar(let from, let to) = c.payload, c.valueFunction == nil,
               let target = c.target, let field = NumberField(target) {
                order.append(Int32(numbers.count))
                numbers.append(NumberChannel(timing: c.timing, curve: c.curve, from: from, to: to, field: field,
                                             isAdditive: c.isAdditive, isCumulative: c.isCumulative))
            } else {
                order.append(-Int32(general.count) - 1)
                general.append(c)
            }
        }
    }

    var isEmpty: Bool { order.isEmpty }
}

/// A basic animation between two numbers of one `NumberField`: plain values
/// only, so evaluating it copies and retains nothing.
struct NumberChannel {
    var timing: MediaTimingParameters
    var curve: UnitBezier?
    var from: Double
    var to: Double
    var field: NumberField
    var isAdditive: Bool
    var isCumulative: Bool

    /// Writes the animation's value at `parentTime` (the layer's local time)
    /// into `values`, as `CompiledAnimation.evaluate` and
    /// `LayerValues.apply` would (the same arithmetic, step for step).
    @inline(__always)
    func apply(at parentTime: Double, to values: inout LayerValues) {
        let state = timing.evaluate(parentTime: parentTime)
        guard state.shouldApply else { return }
        let f = curve.map { $0.solve(state.progress) } ?? state.progress
        var v = from + (to - from) * f
        if isCumulative && state.iteration > 0 { v += Double(state.iteration) * (to - from) }
        values.set(field, v, additive: isAdditive)
    }
}

/// A number of `LayerValues` that an animation of one number can write
/// directly (a whole scalar property, or one number of a point or rect).
enum NumberField {
    case opacity, zPosition, cornerRadius, borderWidth, shadowOpacity, shadowRadius, anchorPointZ, contentsScale
    case positionX, positionY, anchorX, anchorY, boundsX, boundsY, boundsWidth, boundsHeight
    /// One number of `transform` ("transform.rotation.z", "transform.scale.x"…; not "translation").
    case transform(TransformSubKeyPath)

    /// The field `target` names, if it is one of these.
    init?(_ target: AnimationTarget) {
        guard let p = target.drawn else { return nil }
        switch (p, target.component) {
        case (.opacity, nil): self = .opacity
        case (.zPosition, nil): self = .zPosition
        case (.cornerRadius, nil): self = .cornerRadius
        case (.borderWidth, nil): self = .borderWidth
        case (.shadowOpacity, nil): self = .shadowOpacity
        case (.shadowRadius, nil): self = .shadowRadius
        case (.anchorPointZ, nil): self = .anchorPointZ
        case (.contentsScale, nil): self = .contentsScale
        case (.position, .x?): self = .positionX
        case (.position, .y?): self = .positionY
        case (.anchorPoint, .x?): self = .anchorX
        case (.anchorPoint, .y?): self = .anchorY
        case (.bounds, .x?), (.bounds, .originX?): self = .boundsX
        case (.bounds, .y?), (.bounds, .originY?): self = .boundsY
        case (.bounds, .width?), (.bounds, .sizeWidth?): self = .boundsWidth
        case (.bounds, .height?), (.bounds, .sizeHeight?): self = .boundsHeight
        case (.transform, .transform(let k)?) where k != .translation: self = .transform(k)
        default: return nil
        }
    }
}

extension LayerValues {
    /// Sets one number: `v`, or the current value plus `v` when additive —
    /// in Double, converted to the field's type, as `apply` does through
    /// `AnimatableValue.combine`.
    @inline(__always)
    mutating func set(_ field: NumberField, _ v: Double, additive: Bool) {
        @inline(__always) func mix(_ old: CGFloat) -> CGFloat { CGFloat(additive ? Double(old) + v : v) }
        @inline(__always) func mixF(_ old: Float) -> Float { Float(additive ? Double(old) + v : v) }
        switch field {
        case .opacity: opacity = mixF(opacity)
        case .zPosition: zPosition = mix(zPosition)
        case .cornerRadius: cornerRadius = mix(cornerRadius)
        case .borderWidth: borderWidth = mix(borderWidth)
        case .shadowOpacity: shadowOpacity = mixF(shadowOpacity)
        case .shadowRadius: shadowRadius = mix(shadowRadius)
        case .anchorPointZ: anchorPointZ = mix(anchorPointZ)
        case .contentsScale: contentsScale = mix(contentsScale)
        case .positionX: position.x = mix(position.x)
        case .positionY: position.y = mix(position.y)
        case .anchorX: anchorPoint.x = mix(anchorPoint.x)
        case .anchorY: anchorPoint.y = mix(anchorPoint.y)
        case .boundsX: bounds.origin.x = mix(bounds.origin.x)
        case .boundsY: bounds.origin.y = mix(bounds.origin.y)
        case .boundsWidth: bounds.size.width = mix(bounds.size.width)
        case .boundsHeight: bounds.size.height = mix(bounds.size.height)
        case .transform(let k):
            // As `AnimatableValue.replacing` sets a transform component
            // (decomposed, the component replaced, recomposed).
            transform = transform.settingComponent(k, to: additive ? transform.component(k) + v : v)
        }
    }
}

extension RenderTree {
    /// The slot form of `model`'s committed animations, or nil when the
    /// layer must be evaluated through its model (a user subclass, whose
    /// class may redraw for an animating key: `LayerValues(presenting:at:)`).
    static func program(of model: CALayer) -> SlotProgram? {
        guard FrameBuilder.isBuiltIn(model) else { return nil }
        return SlotProgram(model.renderAnimations)
    }

    /// Whether every animation in `model`'s render list writes only
    /// `opacity` (none counts), so that its values stay its committed state
    /// otherwise (`LayerValues.committedGeneration`); a class of its own may
    /// redraw its contents for an animating key, so it never qualifies.
    static func animatesOnlyOpacity(_ model: CALayer) -> Bool {
        let animations = model.renderAnimations
        if animations.isEmpty { return true }
        guard FrameBuilder.isBuiltIn(model), !(model is CAEmitterLayer) else { return false }
        for entry in animations {
            guard let compiled = entry.compiled, compiled.writesOnly(.opacity) else { return false }
        }
        return true
    }

    /// `slot`'s values at media time `t` from its committed values and its
    /// program (see `program(of:)`); `opacityOnly` is
    /// `animatesOnlyOpacity(model)`, worked out when the program was.
    static func evaluate(_ program: SlotProgram, opacityOnly: Bool, of model: CALayer, committed: LayerValues,
                         at t: Double) -> LayerValues {
        var v = committed
        v.stamp = RenderStateGeneration.next()
        if !opacityOnly { v.committedGeneration = 0 }
        guard !program.isEmpty else { return v }
        let local = model.renderLocalTime(fromMedia: t)
        guard !local.isNaN else { return v }  // timed out by the layer's own timing
        if program.general.isEmpty {
            // Numbers only (the order is theirs).
            program.numbers.withUnsafeBufferPointer { numbers in
                for k in numbers.indices { numbers[k].apply(at: local, to: &v) }
            }
            return v
        }
        program.numbers.withUnsafeBufferPointer { numbers in
            program.general.withUnsafeBufferPointer { general in
                for k in program.order {
                    if k >= 0 {
                        numbers[Int(k)].apply(at: local, to: &v)
                    } else {
                        general[Int(-k - 1)].evaluate(parentTime: local) { target, value, additive in
                            v.apply(target, value, additive: additive)
                        }
                    }
                }
            }
        }
        return v
    }
}
