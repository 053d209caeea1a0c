import Testing
import Foundation
import OpenUIKit
import LayerTestSupport

/// The Ch23 shape: an animator whose transition is a `UIViewPropertyAnimator`
/// (linear, 0.75 s, the to-view's alpha 0 → 1), vended by
/// `interruptibleAnimator(using:)` (the same one for the whole transition);
/// `animateTransition` starts it. Its completion completes the transition:
/// `.end` → `completeTransition(!transitionWasCancelled)`, otherwise
/// `completeTransition(false)`.
@MainActor final class PropertyAnimatorTransition: NSObject, UIViewControllerAnimatedTransitioning {
    var animator: UIViewPropertyAnimator?
    var interruptibleCalls = 0
    var animateCalls = 0
    var positions: [UIViewAnimatingPosition] = []
    var context: (any UIViewControllerContextTransitioning)?

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0.75 }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        animateCalls += 1
        transitionAnimator(using: transitionContext).startAnimation()
    }

    func interruptibleAnimator(using transitionContext: any UIViewControllerContextTransitioning)
        -> any UIViewImplicitlyAnimating {
        interruptibleCalls += 1
        return transitionAnimator(using: transitionContext)
    }

    private func transitionAnimator(using context: any UIViewControllerContextTransitioning) -> UIViewPropertyAnimator {
        if let animator { return animator }
        self.context = context
        let to = context.view(forKey: .to)!
        context.containerView.addSubview(to)
        to.alpha = 0
        let animator = UIViewPropertyAnimator(duration: 0.75, curve: .linear)
        animator.addAnimations { to.alpha = 1 }
        animator.addCompletion { position in
            self.positions.append(position)
            self.animator = nil
            context.completeTransition(position == .end ? !context.transitionWasCancelled : false)
        }
        self.animator = animator
        return animator
    }
}

/// Interactive modal transitions: a percent-driven dismissal (timeline),
/// and the Ch23 presentation driven through its interruptible animator.
@MainActor struct InteractiveModalTests {
    /// B presented without animation over A, with a delegate ready for an
    /// interactive dismissal by a linear 1 s fade-out.
    private func presentB() -> (window: UIWindow, a: RecordingController, b: RecordingController, log: CallLog,
                                delegate: InteractiveTransitioningDelegate, fade: LinearFadeAnimator,
                                interactor: UIPercentDrivenInteractiveTransition) {
        let (window, a, log) = makePresentationScene()
        let b = RecordingController("B", log: log)
        let delegate = InteractiveTransitioningDelegate()
        let fade = LinearFadeAnimator()
        fade.fadesOut = true
        let interactor = UIPercentDrivenInteractiveTransition()
        delegate.dismissing = fade
        delegate.dismissInteractor = interactor
        b.transitioningDelegate = delegate
        a.present(b, animated: false)
        MediaClock.advance(by: 0)
        _ = log.take()
        return (window, a, b, log, delegate, fade, interactor)
    }

    @Test func anInteractiveDismissalScrubsAndFinishes() {
        let (window, a, b, log, delegate, fade, interactor) = presentB()
        defer { withExtendedLifetime((window, delegate)) {} }
        #expect(delegate.calls.isEmpty)              // presented without animation: nothing asked
        var completed = 0
        b.dismiss(animated: true) { completed += 1 }
        #expect(delegate.calls == ["forDismissed", "interactionForDismissal"])
        #expect(fade.context?.isInteractive == true && b.isBeingDismissed)
        interactor.update(0.25)
        #expect(abs(shownOpacity(b.view) - 0.75) < 1e-6)
        MediaClock.advance(by: 1)
        #expect(abs(shownOpacity(b.view) - 0.75) < 1e-6 && completed == 0)
        let t1 = CACurrentMediaTime()
        interactor.finish()
        MediaClock.advance(to: t1 + 0.375)
        #expect(abs(shownOpacity(b.view) - 0.375) < 1e-6)
        MediaClock.advance(to: t1 + 0.75 + 1e-3)
        #expect(fade.completedWith == [true] && completed == 1)
        #expect(a.presentedViewController == nil && b.presentingViewController == nil && b.view.superview == nil)
        #expect(log.take() == ["B.willDisappear(true)", "A.willAppear(true)", "B.didDisappear(true)", "A.didAppear(true)"])
    }

    /// The rest of the transition runs on `completionCurve`, exact at every
    /// frame: the default ease-in-out, then ease-in and linear, and
    /// `completionSpeed` 2 halves the time.
    @Test(arguments: [(UIView.AnimationCurve.easeInOut, 1.0), (.easeIn, 1.0), (.linear, 2.0)])
    func theRestRunsOnTheCompletionCurve(_ curve: UIView.AnimationCurve, _ speed: Double) {
        let (window, _, b, _, delegate, fade, interactor) = presentB()
        defer { withExtendedLifetime((window, delegate)) {} }
        #expect(interactor.completionCurve == .easeInOut, "Apple's default")
        interactor.completionCurve = curve
        interactor.completionSpeed = CGFloat(speed)
        b.dismiss(animated: true)
        interactor.update(0.5)
        let t1 = CACurrentMediaTime()
        interactor.finish()
        let rest = 0.5 / speed
        let progress: (Double) -> Double = { x in
            switch curve {
            case .easeInOut: return easeInOut(x)
            case .easeIn: return bezierProgress(x, 0.42, 0, 1, 1)
            default: return x
            }
        }
        for frame in [3, 9, 15, 24] where Double(frame) / 60 < rest {
            MediaClock.advance(to: t1 + Double(frame) / 60)
            let local = 0.5 + 0.5 * progress(Double(frame) / 60 / rest)
            #expect(abs(shownOpacity(b.view) - (1 - local)) < 1e-6, "\(curve) at frame \(frame): \(shownOpacity(b.view)), expected \(1 - local)")
        }
        MediaClock.advance(to: t1 + rest + 1e-3)
        #expect(fade.completedWith == [true])
    }

    @Test func aCancelledInteractiveDismissalKeepsThePresentation() {
        let (window, a, b, log, delegate, fade, interactor) = presentB()
        defer { withExtendedLifetime((window, delegate)) {} }
        var completed = 0
        b.dismiss(animated: true) { completed += 1 }
        interactor.update(0.4)
        let t1 = CACurrentMediaTime()
        interactor.cancel()
        MediaClock.advance(to: t1 + 0.2)
        #expect(abs(shownOpacity(b.view) - 0.8) < 1e-6)
        MediaClock.advance(to: t1 + 0.4 + 1e-3)
        #expect(fade.completedWith == [false] && fade.ended == [false] && completed == 0)
        #expect(a.presentedViewController === b && !b.isBeingDismissed && b.view.superview != nil)
        #expect(log.take() == ["B.willDisappear(true)", "A.willAppear(true)",
                               "A.willDisappear(true)", "B.willAppear(true)", "A.didDisappear(true)", "B.didAppear(true)"])
        // The model is the end value (as on iOS the animator restores it).
        #expect(b.view.alpha == 0)
    }

    @Test func theChapter23PresentationIsDrivenThroughItsPropertyAnimator() {
        let (window, a, log) = makePresentationScene()
        defer { withExtendedLifetime(window) {} }
        let transition = PropertyAnimatorTransition()
        let interactor = UIPercentDrivenInteractiveTransition()
        let delegate = InteractiveTransitioningDelegate()
        delegate.presenting = transition
        delegate.presentInteractor = interactor
        let b = RecordingController("B", log: log)
        b.transitioningDelegate = delegate
        a.present(b, animated: true)
        #expect(delegate.calls == ["forPresented", "interactionForPresentation"])
        #expect(transition.interruptibleCalls == 1 && transition.animateCalls == 0)
        let animator = transition.animator!
        #expect(animator.state == .active && !animator.isRunning && transition.context?.isInteractive == true)
        interactor.update(0.4)
        #expect(abs(animator.fractionComplete - 0.4) < 1e-9)
        MediaClock.advance(by: 0.5)
        #expect(abs(shownOpacity(b.view) - 0.4) < 1e-6)
        // Cancelled: reversed from 40 %, 0.4 × 0.75 s = 0.3 s back to the start.
        let t1 = CACurrentMediaTime()
        interactor.cancel()
        #expect(animator.isReversed && animator.isRunning)
        MediaClock.advance(to: t1 + 0.15)
        #expect(abs(shownOpacity(b.view) - 0.2) < 1e-3)
        MediaClock.advance(to: t1 + 0.3 + 1e-3)
        #expect(transition.positions == [.start] && a.presentedViewController == nil && b.view.superview == nil)
        #expect(transition.interruptibleCalls == 1)

        // Again, finished from 60 % at completionSpeed 2: 0.4 × 0.75 / 2 = 0.15 s.
        a.present(b, animated: true)
        #expect(transition.interruptibleCalls == 2 && transition.animateCalls == 0)
        interactor.update(0.6)
        interactor.completionSpeed = 2
        let t2 = CACurrentMediaTime()
        interactor.finish()
        MediaClock.advance(to: t2 + 0.075)
        #expect(abs(shownOpacity(b.view) - 0.8) < 1e-3)
        MediaClock.advance(to: t2 + 0.15 + 1e-3)
        #expect(transition.positions == [.start, .end] && a.presentedViewController === b && !b.isBeingPresented)
    }

    @Test func theChapter23TapPlaysAndADragInterrupts() {
        let (window, a, log) = makePresentationScene()
        defer { withExtendedLifetime(window) {} }
        let transition = PropertyAnimatorTransition()
        let interactor = UIPercentDrivenInteractiveTransition()
        interactor.wantsInteractiveStart = false
        let delegate = InteractiveTransitioningDelegate()
        delegate.presenting = transition
        delegate.presentInteractor = interactor
        let b = RecordingController("B", log: log)
        b.transitioningDelegate = delegate
        // A plain tap: it plays, not interactive, and completes.
        let t0 = CACurrentMediaTime()
        a.present(b, animated: true)
        let context = transition.context!
        #expect(!context.isInteractive && transition.animator!.isRunning)
        MediaClock.advance(to: t0 + 0.75 + 1e-3)
        #expect(transition.positions == [.end] && a.presentedViewController === b)
        b.dismiss(animated: false)

        // Interrupted at 0.3 s (40 %): paused, interactive; dragged on, finished.
        let t1 = CACurrentMediaTime()
        a.present(b, animated: true)
        MediaClock.advance(to: t1 + 0.3)
        let second = transition.context!
        second.pauseInteractiveTransition()
        interactor.pause()
        #expect(second.isInteractive && abs(interactor.percentComplete - 0.4) < 1e-6)
        MediaClock.advance(by: 1)
        #expect(abs(shownOpacity(b.view) - 0.4) < 1e-3 && transition.positions == [.end])
        interactor.update(0.7)
        let t2 = CACurrentMediaTime()
        interactor.finish()
        MediaClock.advance(to: t2 + 0.3 * 0.75 + 1e-3)
        #expect(transition.positions == [.end, .end] && a.presentedViewController === b && !second.transitionWasCancelled)
    }
}
