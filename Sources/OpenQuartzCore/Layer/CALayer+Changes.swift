import Foundation

extension CALayer {
    /// The common path of every property setter: records the change in the
    /// current transaction (opening an implicit one), remembers the render-tree
    /// value for `presentation()` until the commit, and runs the action search.
    func propertyDidChange(_ key: String, old: @autoclosure () -> AnimatableValue) {
        guard !isPresentationCopy else { return }
        CATransaction.recordChange(of: self)
        // A layer that was never committed has no render-tree state to roll
        // back to: its first commit shows its model values.
        if hasBeenCommitted { uncommittedOldValues.recordIfAbsent(key, old()) }
        // The action search runs after the value changed; a delegate that
        // builds its animation from the value before the change (UIKit's
        // views do) reads it through `valueBeforeChange(forKey:)`. The
        // closure is only borrowed for the search: no allocation per change.
        withoutActuallyEscaping(old) { before in
            let outer = ChangeInFlight.current
            ChangeInFlight.current = ChangeInFlight(layer: ObjectIdentifier(self), key: key, value: before)
            defer { ChangeInFlight.current = outer }
            triggerAction(forKey: key)
        }
    }

    /// While the action search for a property change runs (the delegate's
    /// `action(for:forKey:)`, `action(forKey:)` overrides, the action's
    /// `run`): the value `key` had before the change; nil at any other time
    /// or for another layer or key. Not Apple API — on Apple's platforms the
    /// search runs before the value changes, so the old value is read from
    /// the layer; here the search runs after it (package use: OpenUIKit).
    package func valueBeforeChange(forKey key: String) -> AnimatableValue? {
        guard let change = ChangeInFlight.current, change.layer == ObjectIdentifier(self), change.key == key else { return nil }
        return change.value()
    }

    /// `propertyDidChange(_:old:)` for a drawn property (its key from `RenderProperty.key`).
    func propertyDidChange(_ property: RenderProperty, old: @autoclosure () -> AnimatableValue) {
        propertyDidChange(property.key, old: old())
    }

    /// A drawn property that neither animates nor runs actions changed
    /// (`contentsGravity`, `maskedCorners`…): the layer joins the current
    /// transaction, so the render server picks the change up at the commit.
    func drawnStateDidChange() {
        guard !isPresentationCopy else { return }
        CATransaction.recordChange(of: self)
    }

    /// Timing properties change how the layer's animations map to media time;
    /// pending start/stop callbacks are rescheduled.
    func timingDidChange() {
        guard !isPresentationCopy else { return }
        let identity = hasIdentityTiming
        if identity != countedAsIdentityTiming {
            countedAsIdentityTiming = identity
            LayerTimingCensus.layersChangingTime.add(identity ? -1 : 1, ordering: .relaxed)
        }
        CATransaction.recordChange(of: self)
        AnimationEventScheduler.shared.timingChanged(in: self)
    }

    /// Runs the action search for `key` and runs the action found, unless the
    /// transaction disables actions (then `action(forKey:)` is not even called,
    /// as on Apple's platforms) or the layer is not in the interface (its
    /// change shows at the next commit without an action; the search is
    /// skipped too, as there is nothing to run).
    func triggerAction(forKey key: String) {
        guard !CATransaction.disableActions(), runsActions(forKey: key) else { return }
        let action: any CAAction
        if type(of: self) == CALayer.self {
            // A plain CALayer (exactly this class): `action(forKey:)` and
            // `defaultAction(forKey:)` (nil) are CALayer's own, so the search
            // is run here and the implicit animation added typed — what
            // `CAAnimation.run` does for a CABasicAnimation — without the
            // existential, the `run` dispatch and its `Any` → CALayer cast
            // (~15 % of an implicit change). Subclasses take the general path.
            switch searchBeforeClassDefault(forKey: key) {
            case .action(let found): action = found
            case .classDefault:
                if let animation = CALayer.defaultImplicitAnimation(forKey: key) { add(animation, forKey: key) }
                return
            }
        } else {
            guard let found = self.action(forKey: key) else { return }
            action = found
        }
        // A metatype test: `action is NSNull` on the existential went through
        // the runtime's general cast (bridging included) and cost more than a
        // thousand instructions whenever the action was not NSNull.
        if type(of: action) is NSNull.Type { return }
        action.run(forKey: key, object: self, arguments: nil)
    }
}

/// The property change whose action search is running (see
/// `CALayer.valueBeforeChange(forKey:)`).
@MainActor struct ChangeInFlight {
    let layer: ObjectIdentifier
    let key: String
    let value: () -> AnimatableValue
    @exclusivity(unchecked) static var current: ChangeInFlight?
}

/// Hands out `CALayer.renderGeneration` values (main actor: no atomics needed).
@MainActor enum RenderStateGeneration {
    private static var counter: UInt64 = 0
    static func next() -> UInt64 { counter &+= 1; return counter }
}

extension CALayer {
    /// The layer's render state changed: a new `renderGeneration`, and the
    /// renderers' `TransactionStack.renderGeneration` moves on too.
    func renderGenerationDidChange() {
        renderGeneration = RenderStateGeneration.next()
        TransactionStack.shared.renderStateChanged()
        RenderChangeLog.shared.record(self)
    }
}

extension CALayer {
    /// Whether what the layer shows can change with time alone, without a
    /// commit: it has animations in its render list, or it emits particles.
    var variesWithTime: Bool { !renderAnimations.isEmpty || self is CAEmitterLayer }

    /// Calls `body` with every layer of the layer's mask tree: its mask, the
    /// mask's sublayers and their masks, at any depth (no recursion).
    func forEachInMaskTree(_ body: (CALayer) -> Void) {
        guard let mask else { return }
        var pending = [mask]
        while let m = pending.popLast() {
            body(m)
            if let inner = m.mask { pending.append(inner) }
            pending.append(contentsOf: m.children)
        }
    }
}

