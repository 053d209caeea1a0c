import Foundation

/// One animation in a layer's list: the layer's private copy of the
/// `CAAnimation`, its compiled form once committed, and its lifecycle.
@MainActor package final class AnimationEntry {
    enum State { case pending, running, ended }

    let key: String?
    let animation: CAAnimation
    @exclusivity(unchecked) package private(set) var compiled: CompiledAnimation?
    /// `compiled?.timing`, kept apart: reading it through the optional copied
    /// (and retained) the whole compiled animation on every scheduling.
    @exclusivity(unchecked) private(set) var timing: MediaTimingParameters?
    /// Whether the compiled animation is a transition or a whole-value
    /// `contents` animation (the compositor looks for those on every layer
    /// of every frame; this answers without copying `compiled`).
    @exclusivity(unchecked) private(set) var drawsSpecially = false
    @exclusivity(unchecked) private(set) var state = State.pending
    @exclusivity(unchecked) var completionGroups: [CompletionGroup] = []
    @exclusivity(unchecked) weak var layer: CALayer?
    /// Identifies the current start/end records in `AnimationEventScheduler`.
    @exclusivity(unchecked) var eventToken: UInt64 = 0
    /// How many records with the current token the scheduler's queue holds.
    @exclusivity(unchecked) var queuedRecords = 0
    @exclusivity(unchecked) var didNotifyStart = false
 /// Whether the delegate heard the stop (a filled animation that ran to its
 /// end hears it once, not again when it is removed later).
 var didNotifyStop = false
    /// Set by `CALayer.discardAllAnimations()`: the animation ends without
    /// telling its delegate or its transaction's completion block.
    @exclusivity(unchecked) var isDiscarded = false
    /// The curve and payload set aside while retimed onto a linear curve
    /// (`CALayer.retime(_:beginTime:speed:timeOffset:linear:)`).
    @exclusivity(unchecked) var linearBackup: (curve: UnitBezier?, payload: CompiledAnimation.Payload)?
    /// Retimed onto the linear curve before its commit: compiled so.
    @exclusivity(unchecked) private var startsLinear = false

    init(key: String?, animation: CAAnimation) {
        self.key = key
        self.animation = animation
    }

    /// Fills the fields the animation left unset from the current transaction:
    /// a zero duration becomes the transaction's duration, a nil timing
    /// function the transaction's. Bad timing values are reported and replaced.
    static func applyTransactionDefaults(to anim: CAAnimation) {
        if anim.duration.isNaN || anim.duration < 0 {
            CADiagnostics.report("\(type(of: anim)).duration must not be negative or NaN (got \(anim.duration)); using the transaction's duration")
            anim.duration = 0
        }
        if anim.duration == 0 { anim.duration = CATransaction.animationDuration() }
        if anim.timingFunction == nil, type(of: anim) == CABasicAnimation.self || !(anim is CASpringAnimation) {
            anim.timingFunction = CATransaction.animationTimingFunction()
        }
        if !anim.beginTime.isFinite {
            // Otherwise the animation would stay listed forever, inert and silent.
            CADiagnostics.report("\(type(of: anim)).beginTime must be finite (got \(anim.beginTime)); using 0 (the commit time)")
            anim.beginTime = 0
        }
        if anim.speed.isNaN {
            CADiagnostics.report("\(type(of: anim)).speed is NaN; using 1")
            anim.speed = 1
        }
    }

    /// Compiles the animation at its commit, against the render tree as it
    /// was before the commit's property changes.
    func resolve(on layer: CALayer, commitTime: Double) {
        let begin = layer.convertTime(commitTime, from: nil)
        let c = AnimationCompiler.compile(animation, for: layer, resolvedBegin: begin)
        timing = c.timing
        if case .transition = c.payload { drawsSpecially = true }
        if c.target?.drawn == .contents && c.target?.component == nil { drawsSpecially = true }
        compiled = consume c
        if animation.beginTime == 0 { animation.beginTime = begin }
        if startsLinear { setLinear(true) }
    }

    /// Puts the compiled animation on a linear curve (its curve, or its
    /// spring, set aside) or back on its own.
    private func setLinear(_ linear: Bool) {
        if linear, linearBackup == nil {
            linearBackup = (compiled!.curve, compiled!.payload)
            compiled!.curve = nil
            if case .spring(_, let from, let to) = compiled!.payload { compiled!.payload = .basic(from: from, to: to) }
        } else if !linear, let backup = linearBackup {
            compiled!.curve = backup.curve
            compiled!.payload = backup.payload
            linearBackup = nil
        }
    }

    /// See `CALayer.retime(_:beginTime:speed:timeOffset:linear:)`. Changes
    /// the compiled form in place (copying it cost ~500 instructions).
    func retime(beginTime: Double?, speed: Float, timeOffset: Double, linear: Bool, on layer: CALayer) -> Bool {
        if state == .pending {
            // Not compiled yet: the commit compiles these.
            if let beginTime { animation.beginTime = beginTime }
            animation.speed = speed
            animation.timeOffset = timeOffset
            startsLinear = linear
            return true
        }
        guard state == .running, timing != nil else { return false }    // `timing` is set with `compiled`
        layer.renderStateWillChange()
        if let beginTime {
            animation.beginTime = beginTime
            compiled!.timing.beginTime = beginTime
        }
        animation.speed = speed
        animation.timeOffset = timeOffset
        compiled!.timing.speed = Double(speed)
        compiled!.timing.timeOffset = timeOffset
        setLinear(linear)
        timing = compiled!.timing
        layer.renderGenerationDidChange()
        AnimationEventScheduler.shared.schedule(self, on: layer)
        return true
    }

    /// Puts the animation into the render tree and schedules its callbacks.
    func start(on layer: CALayer) {
        guard state == .pending else { return }
        self.layer = layer
        state = .running
        layer.renderStateWillChange()
        layer.renderAnimations.append(self)
        layer.renderGenerationDidChange()
        AnimationEventScheduler.shared.schedule(self, on: layer)
    }

    /// The model list dropped the animation (removed or replaced).
    func removeFromModel(of layer: CALayer) {
        switch state {
        case .pending:
            // The commit skips entries that are no longer pending.
            state = .ended
            TransactionStack.shared.forgetPending(self)
            if !isDiscarded { for g in completionGroups { g.animationEnded() } }
            completionGroups = []
        case .running:
            TransactionStack.shared.recordRemoval(self, from: layer)
        case .ended:
            break
        }
    }

    /// Ends the animation: out of the render tree (and, when it ran to its end
    /// and removes itself on completion, out of the model list), delegate told.
    func end(finished: Bool, removeFromModel: Bool) {
        guard state == .running else { return }
        state = .ended
        AnimationEventScheduler.shared.cancel(self)
        if let layer {
            layer.renderStateWillChange()
            layer.renderAnimations.removeIdentical(self)
            layer.renderGenerationDidChange()
            if removeFromModel { layer.animationList.removeIdentical(self) }
        }
        let groups = completionGroups
        completionGroups = []
        guard !isDiscarded else { return }
        if finished && !didNotifyStart { notifyStart() }
        if (didNotifyStart || finished) && !didNotifyStop {
            didNotifyStop = true
            animation.delegate?.animationDidStop(animation, finished: finished)
        }
        for g in groups { g.animationEnded() }
    }

    /// The animation reached the end of its active period.
    func reachedEnd() {
        guard state == .running else { return }
        if animation.isRemovedOnCompletion {
            end(finished: true, removeFromModel: true)
        } else {
            // Stays in the list (filled); the delegate still hears the stop —
            // once, also when a timing change brings it to its end again.
            guard !didNotifyStop else { return }
            if !didNotifyStart { notifyStart() }
            didNotifyStop = true
            animation.delegate?.animationDidStop(animation, finished: true)
            let groups = completionGroups
            completionGroups = []
            for g in groups { g.animationEnded() }
        }
    }

    func notifyStart() {
        guard !didNotifyStart else { return }
        didNotifyStart = true
        animation.delegate?.animationDidStart(animation)
    }
}

extension Array where Element == AnimationEntry {
    /// Removes every occurrence of `entry`. A loop rather than
    /// `removeAll(where:)`, whose main-actor closure checks the executor on
    /// every call.
    @MainActor mutating func removeIdentical(_ entry: AnimationEntry) {
        var i = 0
        while i < count {
            if self[i] === entry { remove(at: i) } else { i += 1 }
        }
    }
}
