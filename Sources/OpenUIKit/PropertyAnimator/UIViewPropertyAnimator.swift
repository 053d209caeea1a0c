import Foundation

/// Animates view properties with animations that can be paused, scrubbed
/// (`fractionComplete`), reversed, continued with new timing and stopped,
/// as UIKit's `UIViewPropertyAnimator`.
///
/// The animations blocks run inside a view animation block with the
/// animator's duration and timing, so nested `UIView.animate` and
/// `animateKeyframes` calls inherit them, as on iOS. The animator then owns
/// the Core Animation animations they created and re-times them whenever
/// its state changes (see `AnimatorTrack`); in between, the render server
/// plays them with no main-actor work per frame.
///
/// The state machine is UIKit's: `.inactive` → (`startAnimation`,
/// `pauseAnimation`, setting `fractionComplete`) → `.active`; a natural end
/// → `.inactive` with the completions (unless `pausesOnCompletion`);
/// `stopAnimation(false)` → `.stopped`, then `finishAnimation(at:)` →
/// `.inactive` with the completions; `stopAnimation(true)` → `.inactive`
/// without them. UIKit raises an exception for `stopAnimation` on an
/// inactive animator, for `startAnimation`/`pauseAnimation` on a stopped one
/// and for `finishAnimation(at:)` on one that is not stopped: these trap
/// with a message naming the state and the call. Other misuse is reported
/// (a diagnostic) and ignored.
///
/// A spring's 2-D `initialVelocity` applies per axis: `dx` to x components
/// and widths, `dy` to y components and heights (see `UISpringTimingParameters`).
///
/// Differences from UIKit: continuing after a linear scrub, or with new timing,
/// re-bases basic animations from what they show (no jump), while keyframe
/// animations keep their curve and may jump.
@MainActor open class UIViewPropertyAnimator: NSObject, UIViewImplicitlyAnimating {
    /// The timing it was created with.
    public let timingParameters: (any UITimingCurveProvider)?
    /// Its duration: the one given, or a physical spring's settling time.
    public let duration: TimeInterval
    /// The delay of `runningPropertyAnimator(withDuration:delay:…)` or
    /// `startAnimation(afterDelay:)`.
    public internal(set) var delay: TimeInterval = 0
    /// Whether it can be paused and stopped (default true). Pausing or
    /// stopping one that cannot is reported and ignored.
    open var isInterruptible = true
    /// Whether its views take touches while it runs (default true).
    open var isUserInteractionEnabled = true
    /// Whether hit testing is left to you (default false: the animator's
    /// views are hit-tested where they show).
    open var isManualHitTestingEnabled = false
    /// Whether a paused animator scrubs on a linear curve (default true).
    open var scrubsLinearly = true
    /// Whether it stays active and paused at its end instead of finishing
    /// (default false).
    open var pausesOnCompletion = false

    /// `.inactive`, `.active` or `.stopped` (see the type's state machine).
    public internal(set) var state: UIViewAnimatingState = .inactive
    /// Whether it is active and not paused.
    public var isRunning: Bool { state == .active && running != nil }

    // The clock: `position` in animator seconds when paused; when running,
    // `running` says where it was when and how fast it moves.
    var position: Double = 0
    var running: (at: Double, since: CFTimeInterval, rate: Double)?
    var reversed = false
    var scrubbedLinearly = false
    var timing: ViewAnimationContext.Timing
    /// The spring for y components when a spring's 2-D velocity has dy ≠ dx.
    var verticalTiming: ViewAnimationContext.Timing?
    var tracks: [AnimatorTrack] = []
    /// The tracks of a stopped animator, for `finishAnimation(at:)`.
    var stoppedTracks: [AnimatorTrack] = []
    /// The speed (animator seconds per second) a paused animator resumes at.
    var pendingRate: Double = 1
    var completions: [(UIViewAnimatingPosition) -> Void] = []
    private var pendingAnimations: [(block: () -> Void, delayFactor: Double)] = []
    var endEvent: MediaClockEvent?
    /// Animators that run are kept alive by this set (UIKit's animation
    /// server retains them): an unretained local animator still plays.
    /// Every active or stopped animator, weakly (for `discardAll()`).
    static var active: [ObjectIdentifier: WeakAnimator] = [:]
    struct WeakAnimator { weak var animator: UIViewPropertyAnimator? }
    static var liveObjects: [ObjectIdentifier: UIViewPropertyAnimator] = [:]

    /// An animator with `parameters`, over `duration` seconds (a physical
    /// spring's settling time replaces it). A negative or non-finite duration
    /// is reported and replaced by 0.
    public required init(duration: TimeInterval, timingParameters parameters: any UITimingCurveProvider) {
        var d = duration
        if !(d >= 0) || !d.isFinite {
            CGDiagnostics.report("UIViewPropertyAnimator: duration \(duration) must be finite and not negative; using 0")
            d = 0
        }
        if let spring = parameters.springTimingParameters, let settling = spring.settlingDuration { d = settling }
        self.duration = d
        timingParameters = parameters
        if let spring = parameters.springTimingParameters {
            timing = spring.timing(duration: d)
            verticalTiming = spring.verticalTiming(duration: d)
        } else {
            timing = .curve((parameters.cubicTimingParameters ?? UICubicTimingParameters()).timingFunction)
        }
        super.init()
    }

    /// UIKit raises an exception when an animator is released while paused
    /// or stopped. Here it is reported, and its animations are removed (the
    /// views show their models) without running its completions. (A
    /// running animator is never released: it keeps itself alive.)
    isolated deinit {
        Self.active[ObjectIdentifier(self)] = nil
        releasedWhileActive()
    }

    /// An animator on a named curve, with optional animations.
    public convenience init(duration: TimeInterval, curve: UIView.AnimationCurve, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UICubicTimingParameters(animationCurve: curve))
        if let animations { addAnimations(animations) }
    }

    /// An animator on a cubic curve with these control points.
    public convenience init(duration: TimeInterval, controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint,
                            animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UICubicTimingParameters(controlPoint1: point1, controlPoint2: point2))
        if let animations { addAnimations(animations) }
    }

    /// An animator on a spring fitted to `duration` with this damping ratio.
    public convenience init(duration: TimeInterval, dampingRatio ratio: CGFloat, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UISpringTimingParameters(dampingRatio: ratio))
        if let animations { addAnimations(animations) }
    }

    /// An animator already running: `options`' curve, started after `delay`.
    @discardableResult
    open class func runningPropertyAnimator(withDuration duration: TimeInterval, delay: TimeInterval,
                                            options: UIView.AnimationOptions = [], animations: @escaping () -> Void,
                                            completion: ((UIViewAnimatingPosition) -> Void)? = nil) -> Self {
        let animator = Self(duration: duration, timingParameters: UICubicTimingParameters(animationCurve: options.curve))
        animator.addAnimations(animations)
        if let completion { animator.addCompletion(completion) }
        animator.startAnimation(afterDelay: delay)
        return animator
    }

    // MARK: - Animations and completions

    /// Adds animations that run alongside the others: over the whole
    /// duration before the animator starts, over the remaining time when
    /// added while it is active. A property already in flight (in this
    /// animator or elsewhere) animates additively, so the view leaves its
    /// path without a jump (the Tutorials' re-toggle).
    open func addAnimations(_ animation: @escaping () -> Void) { addAnimations(animation, delayFactor: 0) }

    /// Adds animations that start after `delayFactor` (0…1) of the remaining
    /// duration and end with the animator. Before the animator starts they
    /// are kept, and run when it becomes active. On a spring animator the
    /// spring, made for the whole duration, is played faster to fit the
    /// shorter span (same damping ratio, time scaled): it settles when the
    /// animator ends instead of being cut off. (UIKit does not document
    /// this case.)
    open func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {
        var factor = Double(delayFactor)
        if !(factor >= 0 && factor <= 1) {
            CGDiagnostics.report("UIViewPropertyAnimator.addAnimations: delayFactor \(delayFactor) must be in 0…1; clamped")
            factor = factor.isNaN ? 0 : min(max(factor, 0), 1)
        }
        switch state {
        case .inactive: pendingAnimations.append((animation, factor))
        case .active: run(animation, delayFactor: factor); reapply()
        case .stopped:
            CGDiagnostics.report("UIViewPropertyAnimator.addAnimations on a stopped animator: the changes apply without animation")
            UIView.performWithoutAnimation(animation)
        }
    }

    /// Adds a completion; completions run in the order added, with where the
    /// animator ended.
    open func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {
        completions.append(completion)
    }

    /// Runs `block` as a view animation block on the animator's timeline,
    /// from the current position, and takes the animations it creates.
    private func run(_ block: () -> Void, delayFactor: Double) {
        let now = currentPosition()
        let remaining = reversed ? now : duration - now
        let start = now + delayFactor * remaining
        let length = max(duration - start, 0)
        // A spring made for the whole duration is played faster to settle
        // within the block's shorter span (delayed, or added while running)
        // instead of being cut off when the animator ends.
        let faster = length > 0 && length < duration ? duration / length : 1
        let context = ViewAnimationContext(duration: length, delay: 0, timing: timing.playedFaster(by: faster), options: [],
                                           repeatCount: 0, autoreverses: false, suppressesAnimation: false,
                                           completion: nil)
        context.onAnimationCreated = { [weak self] layer, key, animation in
            self?.take(layer: layer, key: key, animation: animation, start: start, faster: faster)
        }
        ViewAnimationContext.run(context, block)
    }

    private func take(layer: CALayer, key: String, animation: CAAnimation, start: Double, faster: Double) {
        let template = animation.copy() as! CAAnimation
        template.beginTime = 0
        template.fillMode = .removed
        let model = layer.readForPresentation((animation as? CAPropertyAnimation)?.keyPath ?? key)
        var first: AnimatableValue?, last: AnimatableValue?
        if let basic = animation as? CABasicAnimation, let from = basic.fromValue {
            first = basic.isAdditive ? AnimatableValue.add(model, AnimatableValue(from)) : AnimatableValue(from)
            last = basic.isAdditive ? model : basic.toValue.map(AnimatableValue.init) ?? model
        } else if let keyframes = animation as? CAKeyframeAnimation, let values = keyframes.values, !values.isEmpty {
            first = AnimatableValue(values.first!)
            last = AnimatableValue(values.last!)
        }
        let track = AnimatorTrack(layer: layer, key: key, template: template, start: start,
                                  startValue: first, endValue: last, modelKeyPath: nil)
        var parts = track.splitByAxis(vertical: verticalTiming?.playedFaster(by: faster))
        if parts.count > 1 {
            layer.removeAnimation(forKey: key)      // the block's own, replaced by the two
            // An earlier block's split copies of the property may be running
            // under these keys: additive animations run side by side.
            for i in parts.indices { parts[i].key = freeKey(parts[i].key, on: layer) }
        }
        tracks.append(contentsOf: parts)
    }

    /// `key`, or the first "key-n" that neither the layer nor one of this
    /// animator's tracks on it uses.
    private func freeKey(_ key: String, on layer: CALayer) -> String {
        func taken(_ k: String) -> Bool {
            if layer.animation(forKey: k) != nil { return true }
            for track in tracks where track.layer === layer && track.key == k { return true }
            return false
        }
        guard taken(key) else { return key }
        var n = 1
        while taken("\(key)-\(n)") { n += 1 }
        return "\(key)-\(n)"
    }

    // MARK: - The clock

    /// The position now, in animator seconds.
    func currentPosition() -> Double {
        guard let r = running else { return position }
        let elapsed = max(0, CACurrentMediaTime() - r.since)
        return min(max(r.at + elapsed * r.rate, 0), duration)
    }

    /// Puts every track's copy on its layer for the current clock, and
    /// schedules the natural end when running.
    func reapply() {
        endEvent?.cancel()
        endEvent = nil
        let clock: AnimatorTrack.Clock
        if let r = running {
            clock = .running(at: r.at, since: r.since, rate: r.rate)
            let left = r.rate > 0 ? duration - r.at : r.at
            let end = r.since + (r.rate != 0 ? max(left, 0) / abs(r.rate) : 0)
            // A re-based track changes segment on the way: the copies are
            // replaced there (the next boundary first; the end otherwise).
            let crossing = tracks.compactMap { $0.boundary(after: r.at, rate: r.rate) }
                .map { r.since + ($0 - r.at) / r.rate }.filter { $0 >= r.since }.min()
            if let crossing, crossing < end {
                endEvent = MediaClock.schedule(at: crossing) { [weak self] in self?.crossedBoundary() }
            } else {
                endEvent = MediaClock.schedule(at: end) { [weak self] in self?.reachedEnd() }
            }
        } else {
            clock = .paused(at: position, linear: scrubbedLinearly)
        }
        let touches: AnimatedHitTesting.Rule? = !isUserInteractionEnabled ? .blocked
            : isManualHitTestingEnabled ? nil : .presentation
        for i in tracks.indices { tracks[i].apply(clock, touches: touches) }
    }

    func becomeActive() {
        state = .active
        Self.active[ObjectIdentifier(self)] = WeakAnimator(animator: self)
        for (block, factor) in pendingAnimations { run(block, delayFactor: factor) }
        pendingAnimations.removeAll()
    }

    func setRunning(from at: Double, since: CFTimeInterval, rate: Double) {
        let at = leaveScrub(at: at, forward: rate >= 0)
        running = (at, since, rate)
        position = at
        Self.liveObjects[ObjectIdentifier(self)] = self
        reapply()
    }

    /// A re-based track's segment boundary: the clock goes on from here with
    /// the copies of the next segments.
    private func crossedBoundary() {
        guard state == .active, let r = running else { return }
        let now = CACurrentMediaTime()
        running = (currentPosition(), max(now, r.since), r.rate)
        reapply()
    }

    private func reachedEnd() {
        guard state == .active, let r = running else { return }
        stopClock()
        position = r.rate >= 0 ? duration : 0
        if pausesOnCompletion {
            reapply()
            return
        }
        finish(at: r.rate >= 0 ? .end : .start)
    }

    /// Removes the animations, puts the models at `at` and runs the completions.
    func finish(at final: UIViewAnimatingPosition) {
        stopClock()
        let finished = tracks
        tracks.removeAll()
        UIView.performWithoutAnimation {
            switch final {
            case .end:
                for t in finished { if let v = t.endValue, let layer = t.layer { layer.setValue(v.boxed(), forKeyPath: modelKey(t)) } }
            case .start:
                for t in finished.reversed() { if let v = t.startValue, let layer = t.layer { layer.setValue(v.boxed(), forKeyPath: modelKey(t)) } }
            case .current:
                break
            }
        }
        Self.removeCopies(of: finished)
        becomeInactive()
        let blocks = completions
        completions.removeAll()
        for c in blocks { c(final) }
    }

    private func modelKey(_ t: AnimatorTrack) -> String { t.modelKeyPath ?? t.keyPath }

    /// The clock stops: no end event, not running, no longer kept alive.
    func stopClock() {
        endEvent?.cancel()
        endEvent = nil
        running = nil
        Self.liveObjects[ObjectIdentifier(self)] = nil
    }

    /// Back to `.inactive`, at the start, forwards, with no scrub pending.
    func becomeInactive() {
        state = .inactive
        Self.active[ObjectIdentifier(self)] = nil
        position = 0
        reversed = false
        scrubbedLinearly = false
    }

    /// Removes the tracks' copies from their layers. The copies have no
    /// delegates, so removing them tells no one and runs no action.
    static func removeCopies(of tracks: [AnimatorTrack]) {
        for t in tracks { t.removeCopy() }
    }

    // MARK: - UIViewAnimating: start, pause, scrub, reverse, continue, stop, finish

    /// Starts (from the start, or from the end when reversed), or resumes
    /// after a pause. Does nothing while running. Traps on a stopped animator.
    open func startAnimation() { startAnimation(afterDelay: 0) }

    /// Starts after `delay` seconds (the animator is active and running at
    /// once; its views hold their start values until then).
    open func startAnimation(afterDelay delay: TimeInterval) {
        precondition(state != .stopped, "UIViewPropertyAnimator.startAnimation: the animator is stopped; finish it with finishAnimation(at:) first (UIKit raises an exception)")
        guard !isRunning else { return }
        var wait = delay
        if !(wait >= 0) || !wait.isFinite {
            CGDiagnostics.report("UIViewPropertyAnimator.startAnimation(afterDelay:): delay \(delay) must be finite and not negative; using 0")
            wait = 0
        }
        if state == .inactive {
            position = reversed ? duration : 0
            becomeActive()
        }
        self.delay = wait
        let rate: Double = reversed ? -1 : 1
        setRunning(from: position, since: CACurrentMediaTime() + wait, rate: rate * pendingRate)
        pendingRate = 1
    }

    /// Pauses where it is (an inactive animator becomes active, paused at
    /// its start). Traps on a stopped animator.
    open func pauseAnimation() {
        precondition(state != .stopped, "UIViewPropertyAnimator.pauseAnimation: the animator is stopped; finish it with finishAnimation(at:) first (UIKit raises an exception)")
        guard isInterruptible else {
            CGDiagnostics.report("UIViewPropertyAnimator.pauseAnimation: the animator is not interruptible; ignored")
            return
        }
        if state == .inactive {
            position = reversed ? duration : 0
            becomeActive()
            reapply()
            return
        }
        guard let r = running else { return }
        position = currentPosition()
        pendingRate = abs(r.rate)
        stopClock()
        reapply()
    }

    /// How far it has got, 0…1, in the direction it plays (a reversed
    /// animator near its start reports near 1, as UIKit does since iOS 11).
    /// Setting it scrubs a paused or inactive animator (which becomes active
    /// and paused) — on a linear curve unless `scrubsLinearly` is false; a
    /// running animator ignores it (reported). NaN is reported and ignored,
    /// other values are clamped to 0…1.
    open var fractionComplete: CGFloat {
        get {
            guard state == .active, duration > 0 else { return 0 }
            let f = currentPosition() / duration
            return CGFloat(reversed ? 1 - f : f)
        }
        set {
            guard !newValue.isNaN else {
                CGDiagnostics.report("UIViewPropertyAnimator.fractionComplete: NaN ignored")
                return
            }
            guard state != .stopped else {
                CGDiagnostics.report("UIViewPropertyAnimator.fractionComplete set on a stopped animator; ignored")
                return
            }
            guard !isRunning else {
                CGDiagnostics.reportOnce("UIViewPropertyAnimator.fractionComplete set while running: pause the animator first; ignored", about: self)
                return
            }
            if state == .inactive { becomeActive() }
            let f = Double(min(max(newValue, 0), 1))
            position = (reversed ? 1 - f : f) * duration
            scrubbedLinearly = scrubsLinearly
            reapply()
        }
    }

    /// Whether it plays towards the start. Can be toggled any number of
    /// times, running or paused; a running animator turns round where it is.
    open var isReversed: Bool {
        get { reversed }
        set {
            guard newValue != reversed else { return }
            guard state != .stopped else {
                CGDiagnostics.report("UIViewPropertyAnimator.isReversed set on a stopped animator; ignored")
                return
            }
            if let r = running {
                let at = currentPosition()
                reversed = newValue
                setRunning(from: at, since: max(CACurrentMediaTime(), r.since), rate: -r.rate)
            } else {
                reversed = newValue
            }
        }
    }

    /// Resumes a paused animator: with `parameters` (nil keeps its timing),
    /// over `durationFactor` × its duration (0: over what remains at its own
    /// pace). A running animator is paused first; an inactive one is
    /// reported and left alone; a stopped one traps, as in UIKit.
    open func continueAnimation(withTimingParameters parameters: (any UITimingCurveProvider)?, durationFactor: CGFloat) {
        precondition(state != .stopped, "UIViewPropertyAnimator.continueAnimation: the animator is stopped (UIKit raises an exception)")
        guard state == .active else {
            CGDiagnostics.report("UIViewPropertyAnimator.continueAnimation on an inactive animator; ignored (start it instead)")
            return
        }
        if isRunning { pauseAnimation() }
        let at = leaveScrub(at: position, forward: !reversed)
        position = at
        let left = reversed ? at : duration - at
        var factor = Double(durationFactor)
        if !(factor >= 0) || !factor.isFinite {
            CGDiagnostics.report("UIViewPropertyAnimator.continueAnimation: durationFactor \(durationFactor) is not valid; using 0")
            factor = 0
        }
        let seconds = factor > 0 ? factor * duration : left / pendingRate
        var newTiming: ViewAnimationContext.Timing?
        if let parameters {
            if let spring = parameters.springTimingParameters {
                newTiming = spring.timing(duration: max(left, 0))
                verticalTiming = spring.verticalTiming(duration: max(left, 0))
            } else {
                verticalTiming = nil
                newTiming = .curve((parameters.cubicTimingParameters ?? UICubicTimingParameters()).timingFunction)
            }
            timing = newTiming!
        }
        if let newTiming {
            if reversed {
                // Re-basing runs towards the end; played back, the tracks keep
                // their values and take the new timing (a jump in speed is possible).
                tracks = tracks.map { t in
                    var t = t
                    t.template = AnimatorTrack.retimed(t.template, newTiming)
                    t.placed = nil
                    return t
                }
            } else {
                rebase(at: at, length: nil, timing: newTiming)
            }
        }
        let rate = seconds > 0 ? left / seconds : .infinity
        pendingRate = 1
        setRunning(from: at, since: CACurrentMediaTime(), rate: (reversed ? -1 : 1) * (rate.isFinite ? rate : 1e9))
    }

    /// Stops where it is: the views keep what they show (their models are
    /// set to it) and the animations go. `true`: the animator becomes
    /// inactive without running its completions; `false`: it becomes
    /// `.stopped`, for `finishAnimation(at:)`. Traps on an inactive animator,
    /// as UIKit raises an exception.
    open func stopAnimation(_ withoutFinishing: Bool) {
        precondition(state != .inactive, "UIViewPropertyAnimator.stopAnimation: the animator is inactive; only an active animator can stop (UIKit raises an exception)")
        guard state == .active else { return }
        guard isInterruptible else {
            CGDiagnostics.report("UIViewPropertyAnimator.stopAnimation: the animator is not interruptible; ignored")
            return
        }
        stopClock()
        // Commit what this turn added (a scrub just before), so the
        // presentation shows it; then read every shown value first: tracks
        // on one layer share its presentation.
        CATransaction.flush()
        let shown = tracks.map { t -> (CALayer, String, AnimatableValue)? in
            guard let layer = t.layer, let presented = layer.presentation() else { return nil }
            return (layer, t.keyPath, presented.readForPresentation(t.keyPath))
        }
        Self.removeCopies(of: tracks)
        UIView.performWithoutAnimation {
            for case let (layer, key, value)? in shown { layer.setValue(value.boxed(), forKeyPath: key) }
        }
        if withoutFinishing {
            stoppedTracks = []
            tracks.removeAll()
            becomeInactive()
            completions.removeAll()
        } else {
            stoppedTracks = tracks
            tracks.removeAll()
            state = .stopped
        }
    }

    /// Finishes a stopped animator: the views go to their end values
    /// (`.end`), start values (`.start`) or stay (`.current`), and the
    /// completions run with `finalPosition`. Traps unless the animator is
    /// stopped, as UIKit raises an exception.
    open func finishAnimation(at finalPosition: UIViewAnimatingPosition) {
        precondition(state == .stopped, "UIViewPropertyAnimator.finishAnimation(at:): the animator is \(state == .active ? "active" : "inactive"), not stopped; call stopAnimation(false) first (UIKit raises an exception)")
        tracks = stoppedTracks
        stoppedTracks = []
        finish(at: finalPosition)
    }
}
