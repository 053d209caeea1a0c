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
        triggerAction(forKey: key)
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
    /// as on Apple's platforms).
    func triggerAction(forKey key: String) {
        guard !CATransaction.disableActions() else { return }
        guard let action = action(forKey: key) else { return }
        // A metatype test: `action is NSNull` on the existential went through
        // the runtime's general cast (bridging included) and cost more than a
        // thousand instructions whenever the action was not NSNull.
        if type(of: action) is NSNull.Type { return }
        action.run(forKey: key, object: self, arguments: nil)
    }
}
