import Foundation

extension CALayer {
    /// A copy of the layer as it is currently displayed: the committed property
    /// values with every active animation applied at the current media time.
    ///
    /// Works for any layer, in the interface or not (Apple returns nil for a
    /// layer that was never committed; here such a layer's presentation is its
    /// model). The copy is made with `init(layer:)`, so subclasses' custom state
    /// comes along; it has no sublayers. Called on a presentation layer, it
    /// returns that layer.
    public func presentation() -> Self? {
        if isPresentationCopy { return self }
        let copy = type(of: self).init(presentationCopyOf: self)
        applyRenderState(to: copy, at: CACurrentMediaTime())
        return copy
    }

    /// The model layer of a presentation copy; the layer itself otherwise.
    public func model() -> Self {
        if isPresentationCopy, let m = modelLayerRef as? Self { return m }
        return self
    }

    /// Writes the render-tree state at media time `t` into `copy`: values not
    /// yet committed are rolled back, then the animations are applied in the
    /// order they were added (additive ones on top of what precedes them).
    func applyRenderState(to copy: CALayer, at t: Double) {
        for (key, old) in uncommittedOldValues { copy.writeForPresentation(key, old) }
        let local = renderLocalTime(fromMedia: t)
        guard !local.isNaN else { return }
        for entry in renderAnimations {
            entry.compiled?.evaluate(parentTime: local) { target, value, additive in
                copy.applyAnimated(target, value, additive: additive)
            }
        }
    }

    /// Combines one animation output with the copy's current value of its target.
    func applyAnimated(_ target: AnimationTarget, _ value: AnimatableValue, additive: Bool) {
        if let id = target.property {
            // Resolved at compile time for this class: no key lookup per frame.
            let p = LayerPropertyRegistry.property(withID: id)
            guard let result = AnimatableValue.combine(p.read(self), target, value, additive: additive) else { return }
            let wasCopy = isPresentationCopy
            isPresentationCopy = true
            _ = p.write(self, result)
            isPresentationCopy = wasCopy
            return
        }
        if let result = AnimatableValue.combine(readForPresentation(target.key), target, value, additive: additive) {
            writeForPresentation(target.key, result)
        }
    }

    /// The render tree's value of `target` (committed value plus the running
    /// animations of that key, now): the endpoint of animations that leave one
    /// out. `afterCommit` false gives the value before the committing
    /// transaction's property changes (Apple's "previous value in the render
    /// tree"), true the value once they are applied ("current value").
    /// Evaluates only what touches the key. `property` is the registry's
    /// descriptor of `target.key` when the caller has already looked it up.
    func renderValue(of target: AnimationTarget, afterCommit: Bool = false,
                     property: LayerProperty? = nil) -> AnimatableValue {
        var whole = (afterCommit ? nil : uncommittedOldValues[target.key])
            ?? property?.read(self) ?? readForPresentation(target.key)
        let local = renderLocalTime(fromMedia: CACurrentMediaTime())
        for entry in renderAnimations where !local.isNaN {
            guard let compiled = entry.compiled, compiled.mayWrite({ $0 == target.key }) else { continue }
            compiled.evaluate(parentTime: local) { t, v, additive in
                guard t.key == target.key, let r = AnimatableValue.combine(whole, t, v, additive: additive) else { return }
                whole = r
            }
        }
        return target.component.flatMap { whole.component($0) } ?? whole
    }

    /// The model's value of `target` (`property` as in `renderValue(of:)`).
    func modelValue(of target: AnimationTarget, property: LayerProperty? = nil) -> AnimatableValue {
        let whole = property?.read(self) ?? readForPresentation(target.key)
        return target.component.flatMap { whole.component($0) } ?? whole
    }

    /// Whether `target` names something an animation can change: a registered
    /// property, or an undefined key (custom properties), with a component
    /// that fits the property's value.
    func canAnimate(_ target: AnimationTarget) -> Bool { animatableProperty(target).canAnimate }

    /// `canAnimate(_:)` together with the registry's descriptor of the
    /// target's key (nil for undefined and special keys), so that compiling an
    /// animation looks the key up once.
    func animatableProperty(_ target: AnimationTarget) -> (canAnimate: Bool, property: LayerProperty?) {
        guard let p = LayerPropertyRegistry.property(target.key, of: self) else {
            // "position.z": a property followed by an unknown component is not
            // a custom key (it would silently animate nothing).
            // Special key paths ("emitterCells.NAME.PROP") are animatable.
            if let dot = target.key.firstIndex(of: "."),
               LayerPropertyRegistry.property(String(target.key[..<dot]), of: self) != nil {
                let head = String(target.key[..<dot]), tail = String(target.key[target.key.index(after: dot)...])
                return (specialValue(forKeyPath: target.key, head: head, tail: tail) != nil, nil)
            }
            return (target.component == nil, nil)
        }
        guard let c = target.component else { return (true, p) }
        return (p.read(self).component(c) != nil, p)
    }

    /// Reads a property or undefined key as a typed value (no side effects).
    /// A dotted key that is not a property (animation targets keep such key
    /// paths whole, e.g. "emitterCells.circle.greenSpeed") is first offered to
    /// `specialValue(forKeyPath:head:tail:)`.
    package func readForPresentation(_ key: String) -> AnimatableValue {
        if let p = LayerPropertyRegistry.property(key, of: self) { return p.read(self) }
        if let (head, tail) = Self.splitSpecial(key),
           let v = specialValue(forKeyPath: key, head: head, tail: tail) {
            return AnimatableValue(v)
        }
        return AnimatableValue(undefinedValue(forKey: key))
    }

    /// "head.tail" split at the first dot; nil for keys without one.
    static func splitSpecial(_ key: String) -> (String, String)? {
        guard let dot = key.firstIndex(of: ".") else { return nil }
        return (String(key[..<dot]), String(key[key.index(after: dot)...]))
    }

    /// Writes a typed value without actions (presentation copies and roll-back).
    func writeForPresentation(_ key: String, _ value: AnimatableValue) {
        if let p = LayerPropertyRegistry.property(key, of: self) {
            let wasCopy = isPresentationCopy
            isPresentationCopy = true
            _ = p.write(self, value)
            isPresentationCopy = wasCopy
        } else if let (head, tail) = Self.splitSpecial(key),
                  specialValue(forKeyPath: key, head: head, tail: tail) != nil {
            // A special key path (an emitter cell's property): written without actions.
            let wasCopy = isPresentationCopy
            isPresentationCopy = true
            _ = setSpecialValue(value.boxed(), forKeyPath: key, head: head, tail: tail)
            isPresentationCopy = wasCopy
        } else if let native = value.boxed(as: .matching(extraValues[key])) {
            // Keep the Swift type the key was set with (a CGFloat stays a CGFloat).
            extraValues[key] = native
        } else {
            extraValues.removeValue(forKey: key)
        }
    }
}
