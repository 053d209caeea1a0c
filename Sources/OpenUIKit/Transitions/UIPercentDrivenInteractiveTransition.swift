import Foundation

/// An interaction controller that drives a transition's animations by a
/// percentage (Apple's `UIPercentDrivenInteractiveTransition`). Return it
/// from `interactionControllerForPresentation(using:)`,
/// `interactionControllerForDismissal(using:)` or
/// `navigationController(_:interactionControllerFor:)`; as the user's
/// gesture moves, call `update(_:)`, and at its end `finish()` or
/// `cancel()`.
///
/// How it drives the animator (both as in UIKit):
/// - When the animator implements `interruptibleAnimator(using:)` (iOS 10),
///   that animator is asked for once and driven: paused and scrubbed by
///   `fractionComplete`, continued forwards (`finish()`) or reversed
///   (`cancel()`) over what remains divided by `completionSpeed`, with
///   `timingCurve` when set. `animateTransition(using:)` is not called; the
///   property animator's completion must call `completeTransition(_:)`.
/// - Otherwise `animateTransition(using:)` runs on the container layer's
///   timeline held at speed 0 and scrubbed by `timeOffset = percent ×
///   duration` (`TransitionTimeline`): UIView animations and explicit
///   `CAAnimation`s made there follow alike. `finish()` lets the timeline
///   run on to the end at `completionSpeed`, `cancel()` back to the start;
///   the animations then end and their completions (the animator's own)
///   call `completeTransition(!transitionContext.transitionWasCancelled)`.
///   A cancelled transition's animations end showing their start, but the
///   views keep their model values (the end values) afterwards, as on iOS:
///   an animator restores what it changed on the views that stay.
///
/// `wantsInteractiveStart` false starts the transition playing, not
/// interactive, until `pause()`. A transition that starts interactively and
/// is never updated stays at 0 % until `finish()` or `cancel()`.
///
/// After `finish()` or `cancel()` on the timeline path, the time left runs
/// on `completionCurve` (UIKit eases the remaining time offset with it,
/// stepping it every frame; here each 1/60 s segment runs at the speed that
/// meets the curve at its ends, so the time is exact at every frame).
/// `timingCurve` is used only with an interruptible animator. A negative
/// `completionSpeed` (Apple: must be greater than 0; *iOS Animations by
/// Tutorials*, ch. 19, sets −1 before `cancel()`) counts by its magnitude;
/// 0 or a non-finite value is reported and 1 used. A navigation bar's title
/// cross-dissolve (an alongside animation of the transition's coordinator)
/// is scrubbed with the timeline or added to the driven animator. The
/// timeline path needs
/// a context made here (a modal or navigation transition): with any other
/// context it is reported and nothing is driven.
@MainActor open class UIPercentDrivenInteractiveTransition: NSObject, UIViewControllerInteractiveTransitioning {
    /// The transition's duration: the animator's `transitionDuration(using:)`
    /// when the transition started (0 before).
    open var duration: CGFloat { CGFloat(transitionDuration) }
    /// The last value given to `update(_:)`, clamped to 0…1 (Apple: "the last
    /// percentComplete value specified by update"); where `pause()` stopped.
    public private(set) var percentComplete: CGFloat = 0
    /// The speed of the part after `finish()` or `cancel()`: the rest takes
    /// (1 − percentComplete) × duration / completionSpeed (or percentComplete
    /// × duration / completionSpeed to go back). Default 1.
    open var completionSpeed: CGFloat = 1
    /// The curve of the part after the interaction (Apple's default
    /// `.easeInOut`): the time left is eased on it when the container's
    /// timeline is driven (not with an interruptible animator, which
    /// continues on `timingCurve` or its own timing).
    open var completionCurve: UIView.AnimationCurve = .easeInOut
    /// The timing of the part after the interaction when an interruptible
    /// animator is driven (iOS 10; nil: the animator's own timing).
    open var timingCurve: (any UITimingCurveProvider)?
    /// Whether the transition starts interactive (default true). False: it
    /// plays from the start until `pause()`.
    open var wantsInteractiveStart = true

    /// What drives the animations of the transition under way.
    private enum Driver {
        case timeline(TransitionTimeline)
        case animator(any UIViewImplicitlyAnimating)
    }

    private var transitionDuration: TimeInterval = 0
    private var context: (any UIViewControllerContextTransitioning)?
    private var driver: Driver?

    /// Creates an interaction controller with the defaults.
    public override init() { super.init() }

    /// Starts the transition (UIKit calls it; do not call it yourself): asks
    /// the animator for its interruptible animator, or runs its
    /// `animateTransition(using:)` on a held timeline; at 0 % when
    /// `wantsInteractiveStart`, playing otherwise.
    open func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning) {
        guard let host = transitionContext as? any InteractiveTransitionHosting else {
            CGDiagnostics.report("UIPercentDrivenInteractiveTransition: the transition context was not made by UIKit; nothing is driven")
            return
        }
        if driver != nil {
            CGDiagnostics.report("UIPercentDrivenInteractiveTransition: started again while driving a transition; the earlier one is no longer driven")
        }
        let animator = host.transitionAnimator
        context = transitionContext
        percentComplete = 0
        transitionDuration = max(0, animator.transitionDuration(using: transitionContext))
        host.interaction.completionHandlers.append { [weak self] in self?.transitionDidComplete() }
        let interruptible = animator.interruptibleAnimator(using: transitionContext)
        if !(interruptible is UnimplementedInterruptibleAnimator) {
            driver = .animator(interruptible)
            host.coordinator.beginAnimations(driving: interruptible)
            if wantsInteractiveStart {
                interruptible.pauseAnimation()
            } else {
                interruptible.startAnimation()
            }
            return
        }
        let timeline = TransitionTimeline(layers: Self.timelineLayers(of: host), duration: transitionDuration)
        driver = .timeline(timeline)
        if wantsInteractiveStart {
            timeline.freeze(at: 0)
        } else {
            timeline.run(from: 0, rate: 1)
        }
        animator.animateTransition(using: transitionContext)
        host.coordinator.beginAnimations()
        // The animations' `beginTime == 0` resolves at the commit, in the
        // timeline's local time: commit now, while that is 0, so that an
        // `update(_:)` in this same turn does not move their start.
        CATransaction.flush()
    }

    /// Moves the transition to `percentComplete` (values below 0 count as 0,
    /// above 1 as 1) and tells the context. A playing transition is paused
    /// there first.
    open func update(_ percentComplete: CGFloat) {
        guard !percentComplete.isNaN else {
            CGDiagnostics.report("UIPercentDrivenInteractiveTransition.update: NaN ignored")
            return
        }
        let p = min(max(percentComplete, 0), 1)
        self.percentComplete = p
        switch driver {
        case .timeline(let timeline):
            // Just short of the end at 100 %: at the end itself the
            // animations would end, and the transition complete, mid-gesture.
            timeline.freeze(at: min(Double(p) * transitionDuration, max(transitionDuration - 1e-6, 0)))
        case .animator(let animator):
            if animator.isRunning { animator.pauseAnimation() }
            animator.fractionComplete = p
        case nil:
            break
        }
        context?.updateInteractiveTransition(p)
    }

    /// Pauses the transition where it is (iOS 10): `percentComplete` becomes
    /// the fraction shown, and the context becomes interactive. Also
    /// interrupts a `finish()` or `cancel()` under way.
    open func pause() {
        switch driver {
        case .timeline(let timeline):
            let time = min(max(timeline.currentTime, 0), transitionDuration)
            timeline.freeze(at: time)
            percentComplete = transitionDuration > 0 ? CGFloat(time / transitionDuration) : 0
        case .animator(let animator):
            animator.pauseAnimation()
            percentComplete = animator.fractionComplete
        case nil:
            break
        }
        context?.pauseInteractiveTransition()
    }

    /// Ends the interaction and plays the rest of the transition from where
    /// it is to the end, at `completionSpeed`; the animator's completions
    /// then complete the transition.
    open func finish() {
        context?.finishInteractiveTransition()
        let speed = effectiveCompletionSpeed
        switch driver {
        case .timeline(let timeline):
            let now = min(max(timeline.currentTime, 0), transitionDuration)
            timeline.ease(from: now, to: transitionDuration, seconds: (transitionDuration - now) / speed,
                          curve: completionCurve.timingFunction)
        case .animator(let animator):
            continueAnimator(animator, reversed: false, speed: speed)
        case nil:
            break
        }
    }

    /// Ends the interaction, cancelled (`transitionWasCancelled` becomes
    /// true): the transition plays back to its start at `completionSpeed`;
    /// the animations then end, and the animator's completions complete the
    /// transition (with `completeTransition(false)`).
    open func cancel() {
        context?.cancelInteractiveTransition()
        let speed = effectiveCompletionSpeed
        switch driver {
        case .timeline(let timeline):
            let now = min(max(timeline.currentTime, 0), transitionDuration)
            timeline.ease(from: now, to: 0, seconds: now / speed, curve: completionCurve.timingFunction)
        case .animator(let animator):
            continueAnimator(animator, reversed: true, speed: speed)
        case nil:
            break
        }
    }

    /// The layers a held timeline scrubs: the context's, and those of views
    /// outside them given to the coordinator's
    /// `animateAlongsideTransition(in:…)` (a layer inside another follows it already).
    private static func timelineLayers(of host: some InteractiveTransitionHosting) -> [CALayer] {
        var layers = host.interactiveTimelineLayers
        for layer in host.coordinator.outsideLayers {
            var ancestor: CALayer? = layer
            while let a = ancestor, !layers.contains(where: { $0 === a }) { ancestor = a.superlayer }
            if ancestor == nil { layers.append(layer) }
        }
        return layers
    }

    /// The magnitude of `completionSpeed`, or 1 (reported) when it is 0 or not finite.
    private var effectiveCompletionSpeed: Double {
        let s = abs(Double(completionSpeed))
        guard s > 0, s.isFinite else {
            CGDiagnostics.report("UIPercentDrivenInteractiveTransition.completionSpeed must be greater than 0 (got \(completionSpeed)); using 1")
            return 1
        }
        return s
    }

    /// Continues a paused (or playing) property animator towards its end or
    /// start over what remains divided by `speed`.
    private func continueAnimator(_ animator: any UIViewImplicitlyAnimating, reversed: Bool, speed: Double) {
        if animator.state == .inactive { animator.pauseAnimation() }
        if animator.isRunning { animator.pauseAnimation() }
        // fractionComplete counts in the direction the animator plays: the
        // position from the start is its complement when reversed.
        let f = Double(animator.fractionComplete)
        let position = animator.isReversed ? 1 - f : f
        let remaining = reversed ? position : 1 - position
        animator.isReversed = reversed
        let factor = remaining / speed
        // A factor of 0 means "at its own pace" to the property animator: for
        // nothing left, a tiny one ends it at once.
        animator.continueAnimation(withTimingParameters: timingCurve, durationFactor: CGFloat(max(factor, 1e-9)))
    }

    /// The context completed the transition: the timeline runs normally
    /// again and this controller can drive another transition.
    private func transitionDidComplete() {
        if case .timeline(let timeline) = driver { timeline.restore() }
        driver = nil
        context = nil
    }
}
