import Testing
import Foundation
import OpenUIKit
import LayerTestSupport

/// A percent-driven push with a linear 1 s fade (Ch19's machinery): the
/// interaction controller asked after the animator, scrubbing, finishing,
/// cancelling, completionSpeed, explicit CAAnimations, never updated,
/// `wantsInteractiveStart = false`. Expected values from the maths: a linear
/// fade at local time t shows alpha t / 1 s.
@MainActor struct InteractiveNavigationTests {
    /// A navigation scene with a delegate vending a linear fade and a
    /// percent-driven interaction controller.
    private func makeScene(explicit: Bool = false) -> (window: UIWindow, nav: UINavigationController, a: RecordingController,
                                                        log: CallLog, fade: LinearFadeAnimator,
                                                        interactor: UIPercentDrivenInteractiveTransition,
                                                        delegate: InteractiveNavigationDelegate) {
        let (window, nav, a, log) = makeNavigationScene()
        let fade = LinearFadeAnimator()
        fade.explicit = explicit
        let interactor = UIPercentDrivenInteractiveTransition()
        let delegate = InteractiveNavigationDelegate(animator: fade, interactor: interactor)
        nav.delegate = delegate
        return (window, nav, a, log, fade, interactor, delegate)
    }

    @Test func theInteractionControllerIsAskedOnlyAfterACustomAnimator() {
        let (window, nav, _, log, fade, _, delegate) = makeScene()
        defer { withExtendedLifetime((window, delegate)) {} }
        delegate.animator = nil
        nav.pushViewController(titled("B", log), animated: true)
        #expect(delegate.calls == ["animationFor"])          // the default slide: never asked
        MediaClock.advance(by: 1)
        delegate.animator = fade
        delegate.calls = []
        _ = nav.popViewController(animated: true)
        #expect(delegate.calls == ["animationFor", "interactionFor"])
        #expect(fade.animateCalls == 1 && fade.context?.isInteractive == true)
    }

    @Test func scrubbedToHalfThenFinished() {
        let (window, nav, a, log, fade, interactor, delegate) = makeScene()
        defer { withExtendedLifetime((window, delegate)) {} }
        let b = titled("B", log)
        nav.pushViewController(b, animated: true)
        let context = fade.context!
        #expect(context.isInteractive && !context.transitionWasCancelled)
        #expect(interactor.duration == 1 && interactor.percentComplete == 0)
        #expect(nav.viewControllers == [a, b] && contentView(of: nav).subviews == [a.view, b.view])
        MediaClock.advance(by: 0.3)
        #expect(shownOpacity(b.view) == 0)                      // held at 0 %
        interactor.update(0.5)
        #expect(interactor.percentComplete == 0.5)
        #expect(abs(shownOpacity(b.view) - 0.5) < 1e-6)
        MediaClock.advance(by: 2)                                // time passes, the transition stays put
        #expect(abs(shownOpacity(b.view) - 0.5) < 1e-6 && fade.completedWith.isEmpty)
        interactor.update(0.25)
        #expect(abs(shownOpacity(b.view) - 0.25) < 1e-6)
        interactor.update(0.5)
        _ = log.take()
        let t1 = CACurrentMediaTime()
        interactor.finish()
        #expect(!context.isInteractive && !context.transitionWasCancelled)
        MediaClock.advance(to: t1 + 0.25)
        #expect(abs(shownOpacity(b.view) - 0.75) < 1e-6)
        #expect(fade.completedWith.isEmpty)
        MediaClock.advance(to: t1 + 0.5 - 1e-3)
        #expect(fade.completedWith.isEmpty)
        MediaClock.advance(to: t1 + 0.5 + 1e-3)
        #expect(fade.completedWith == [true] && fade.finishedFlags == [true] && fade.ended == [true])
        #expect(log.take() == ["A.didDisappear(true)", "B.didAppear(true)"] && delegate.calls.last == "didShow")
        #expect(nav.viewControllers == [a, b] && contentView(of: nav).subviews == [b.view] && shownOpacity(b.view) == 1)
        // The timeline runs normally again: the content view's time continues.
        let container = contentView(of: nav).layer
        #expect(container.speed == 1)
        let before = container.convertTime(CACurrentMediaTime(), from: nil)
        MediaClock.advance(by: 1)
        #expect(abs(container.convertTime(CACurrentMediaTime(), from: nil) - before - 1) < 1e-9)
    }

    /// The bar's title cross-dissolve is an alongside animation: with an
    /// interruptible animator driven by the interaction it joins that
    /// animator, so it holds while the interaction holds (in real time it
    /// would be over after 0.75 s) and ends with the transition.
    @Test func theBarTitleFollowsADrivenPropertyAnimator() {
        let (window, nav, a, log) = makeNavigationScene()
        let transition = PropertyAnimatorTransition()
        let interactor = UIPercentDrivenInteractiveTransition()
        let delegate = InteractiveNavigationDelegate(animator: transition, interactor: interactor)
        nav.delegate = delegate
        defer { withExtendedLifetime((window, delegate)) {} }
        let b = titled("B", log)
        nav.pushViewController(b, animated: true)
        #expect(transition.interruptibleCalls == 1 && transition.animateCalls == 0)
        #expect(nav.transitionCoordinator?.isInterruptible == true)
        interactor.update(0.5)
        MediaClock.advance(by: 0)
        let label = barLabel(of: nav)
        #expect(label.text == "B", "the model title at once")
        #expect(label.layer.animation(forKey: "transition") != nil, "cross-dissolving")
        MediaClock.advance(by: 2)
        #expect(label.layer.animation(forKey: "transition") != nil, "held with the interaction, not over in real time")
        #expect(abs(shownOpacity(b.view) - 0.5) < 1e-6)
        interactor.finish()
        MediaClock.advance(by: 0.375 + 0.05)
        #expect(transition.positions == [.end] && nav.viewControllers == [a, b])
        #expect(label.layer.animation(forKey: "transition") == nil, "over with the transition")
    }

    @Test func cancelledPlaysBackAndPutsTheStackBack() {
        let (window, nav, a, log, fade, interactor, delegate) = makeScene()
        defer { withExtendedLifetime((window, delegate)) {} }
        let b = titled("B", log)
        nav.pushViewController(b, animated: true)
        let context = fade.context!
        interactor.update(0.5)
        _ = log.take()
        let t1 = CACurrentMediaTime()
        interactor.cancel()
        #expect(context.transitionWasCancelled && !context.isInteractive)
        // Back over 0.5 s on the default completionCurve, ease-in-out: the
        // local time 0.5 · (1 − easeInOut(t / 0.5)) at every frame.
        MediaClock.advance(to: t1 + 6.0 / 60)
        #expect(abs(shownOpacity(b.view) - 0.5 * (1 - easeInOut(0.2))) < 1e-6)
        MediaClock.advance(to: t1 + 0.25)
        #expect(abs(shownOpacity(b.view) - 0.25) < 1e-6)            // going back, half way
        MediaClock.advance(to: t1 + 29.0 / 60)
        #expect(abs(shownOpacity(b.view) - 0.5 * (1 - easeInOut(29.0 / 30))) < 1e-6 && fade.completedWith.isEmpty)
        MediaClock.advance(to: t1 + 0.5 + 1e-3)
        // The animator's own completion completed the transition, cancelled.
        #expect(fade.completedWith == [false] && fade.ended == [false])
        #expect(nav.viewControllers == [a] && nav.children == [a] && b.parent == nil)
        #expect(contentView(of: nav).subviews == [a.view] && b.view.superview == nil && barLabel(of: nav).text == "A")
        #expect(log.take() == ["B.willDisappear(true)", "B.didDisappear(true)", "A.willAppear(true)", "A.didAppear(true)"])
        #expect(!delegate.calls.contains("didShow"))
        #expect(contentView(of: nav).layer.speed == 1 && nav.navigationBar.layer.speed == 1)
        // The same interaction controller drives the next transition.
        nav.pushViewController(b, animated: true)
        interactor.update(0.8)
        #expect(abs(shownOpacity(b.view) - 0.8) < 1e-6)
        interactor.finish()
        MediaClock.advance(by: 0.21)
        #expect(nav.viewControllers == [a, b] && fade.completedWith == [false, true])
    }

    @Test func completionSpeedTwoHalvesTheRemainingTime() {
        let (window, nav, _, log, fade, interactor, delegate) = makeScene()
        defer { withExtendedLifetime((window, delegate)) {} }
        let b = titled("B", log)
        nav.pushViewController(b, animated: true)
        interactor.update(0.5)
        interactor.completionSpeed = 2
        let t1 = CACurrentMediaTime()
        interactor.finish()
        MediaClock.advance(to: t1 + 0.125)
        #expect(abs(shownOpacity(b.view) - 0.75) < 1e-6)
        MediaClock.advance(to: t1 + 0.25 - 1e-3)
        #expect(fade.completedWith.isEmpty)
        MediaClock.advance(to: t1 + 0.25 + 1e-3)         // (1 − 0.5) × 1 s / 2
        #expect(fade.completedWith == [true])
    }

    @Test func anExplicitAnimationIsScrubbedToo() {
        let (window, nav, a, log, fade, interactor, delegate) = makeScene(explicit: true)
        defer { withExtendedLifetime((window, delegate)) {} }
        let b = titled("B", log)
        nav.pushViewController(b, animated: true)
        MediaClock.advance(by: 0.5)
        interactor.update(0.3)
        #expect(abs(shownOpacity(b.view) - 0.3) < 1e-6)
        #expect(b.view.layer.opacity == 1)                     // the model is the end value
        // The bar's title cross-dissolve is held on the same timeline.
        let bar = nav.navigationBar.layer
        #expect(bar.speed == 0 && abs(bar.timeOffset - 0.3) < 1e-9)
        let t1 = CACurrentMediaTime()
        interactor.finish()
        MediaClock.advance(to: t1 + 0.35)
        #expect(abs(shownOpacity(b.view) - 0.65) < 1e-6)
        MediaClock.advance(to: t1 + 0.7 + 1e-3)
        #expect(fade.finishedFlags == [true] && fade.completedWith == [true] && nav.viewControllers == [a, b])
    }

    @Test func anExplicitAnimationRollsBackAndItsDelegateCompletes() {
        let (window, nav, a, log, fade, interactor, delegate) = makeScene(explicit: true)
        defer { withExtendedLifetime((window, delegate)) {} }
        let b = titled("B", log)
        nav.pushViewController(b, animated: true)
        interactor.update(0.3)
        let t1 = CACurrentMediaTime()
        interactor.cancel()
        MediaClock.advance(to: t1 + 0.15)
        #expect(abs(shownOpacity(b.view) - 0.15) < 1e-6)
        MediaClock.advance(to: t1 + 0.3 + 1e-3)
        #expect(fade.finishedFlags.count == 1 && fade.completedWith == [false] && nav.viewControllers == [a])
    }

    @Test func neverUpdatedStaysAtZero() {
        let (window, nav, a, log, fade, interactor, delegate) = makeScene()
        defer { withExtendedLifetime((window, delegate)) {} }
        let b = titled("B", log)
        nav.pushViewController(b, animated: true)
        for _ in 0..<5 {
            MediaClock.advance(by: 1)
            #expect(shownOpacity(b.view) == 0)
        }
        #expect(fade.completedWith.isEmpty && !delegate.calls.contains("didShow") && interactor.percentComplete == 0)
        #expect(fade.context?.isInteractive == true)
        // Still in progress: another push is refused.
        nav.pushViewController(titled("C", log), animated: false)
        #expect(nav.viewControllers == [a, b])
        interactor.finish()
        MediaClock.advance(by: 1.001)
        #expect(fade.completedWith == [true] && delegate.calls.last == "didShow")
    }

    @Test func wantsInteractiveStartFalsePlaysUntilPaused() {
        let (window, nav, a, log, fade, interactor, delegate) = makeScene()
        defer { withExtendedLifetime((window, delegate)) {} }
        interactor.wantsInteractiveStart = false
        // A plain tap: it plays to the end on its own.
        let b = titled("B", log)
        let t0 = CACurrentMediaTime()
        nav.pushViewController(b, animated: true)
        #expect(fade.context?.isInteractive == false)
        MediaClock.advance(to: t0 + 0.5)
        #expect(abs(shownOpacity(b.view) - 0.5) < 1e-6)
        MediaClock.advance(to: t0 + 1.001)
        #expect(fade.completedWith == [true] && nav.viewControllers == [a, b] && delegate.calls.last == "didShow")

        // Interrupted: paused at 40 %, then interactive.
        _ = nav.popViewController(animated: true)
        let context = fade.context!
        let t1 = CACurrentMediaTime()
        MediaClock.advance(to: t1 + 0.4)
        interactor.pause()
        #expect(context.isInteractive && abs(interactor.percentComplete - 0.4) < 1e-9)
        let shown = shownOpacity(a.view)
        #expect(abs(shown - 0.4) < 1e-6)
        MediaClock.advance(by: 3)
        #expect(shownOpacity(a.view) == shown && fade.completedWith == [true])
        interactor.update(0.6)
        interactor.finish()
        MediaClock.advance(by: 0.4 + 1e-3)
        #expect(fade.completedWith == [true, true] && nav.viewControllers == [a])
    }

    @Test func updatingTo100PercentDoesNotEndTheTransitionMidGesture() {
        let (window, nav, a, log, fade, interactor, delegate) = makeScene()
        defer { withExtendedLifetime((window, delegate)) {} }
        let b = titled("B", log)
        nav.pushViewController(b, animated: true)
        interactor.update(1.5)                                  // above 1 counts as 1
        interactor.update(-0.5)                                 // below 0 counts as 0
        #expect(interactor.percentComplete == 0 && shownOpacity(b.view) == 0)
        interactor.update(1.5)
        MediaClock.advance(by: 2)
        #expect(interactor.percentComplete == 1 && abs(shownOpacity(b.view) - 1) < 1e-5)
        #expect(fade.completedWith.isEmpty && nav.viewControllers == [a, b])
        interactor.finish()
        MediaClock.advance(by: 0.01)
        #expect(fade.completedWith == [true])
    }

    @Test func aCustomInteractionControllerDrivesItselfAndReportsToTheContext() {
        let (window, nav, a, log) = makeNavigationScene()
        defer { withExtendedLifetime(window) {} }
        let nothing = DoNothingAnimator()
        let custom = RecordingInteractor()
        let delegate = InteractiveNavigationDelegate(animator: nothing, interactor: custom)
        nav.delegate = delegate
        let b = titled("B", log)
        nav.pushViewController(b, animated: true)
        // Started through the interaction controller: the animator is not asked to animate.
        let context = custom.context!
        #expect(nothing.context == nil && context.isInteractive)
        context.updateInteractiveTransition(0.3)
        #expect(context.isInteractive && !context.transitionWasCancelled)
        context.cancelInteractiveTransition()
        #expect(!context.isInteractive && context.transitionWasCancelled)
        context.completeTransition(false)
        #expect(nav.viewControllers == [a] && context.transitionWasCancelled)
    }
}

/// An interaction controller that only records its context.
@MainActor final class RecordingInteractor: UIViewControllerInteractiveTransitioning {
    var context: (any UIViewControllerContextTransitioning)?
    func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning) {
        context = transitionContext
    }
}
