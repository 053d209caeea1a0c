import Testing
import Foundation
import OpenUIKit
import LayerTestSupport

/// Custom animators from a transitioning delegate: the Ch17 fade at exact
/// times, the context's contents, completeTransition(false), twice, never.
@MainActor struct CustomTransitionTests {
    @Test func theChapter17FadeShowsTheCurveAtExactTimes() {
        let (window, a, log) = makePresentationScene()
        defer { withExtendedLifetime(window) {} }
        let fade = FadeAnimator()
        let delegate = TestTransitioningDelegate(presenting: fade)
        let b = RecordingController("B", log: log)
        b.transitioningDelegate = delegate
        let t0 = CACurrentMediaTime()
        var completedAt: Double?
        a.present(b, animated: true) { completedAt = CACurrentMediaTime() }
        #expect(delegate.calls == ["forPresented"])         // not asked for a presentation controller: not .custom
        let context = fade.context!
        #expect(context.isAnimated && !context.isInteractive && !context.transitionWasCancelled)
        #expect(context.presentationStyle == .fullScreen)
        #expect(context.viewController(forKey: .from) === a && context.viewController(forKey: .to) === b)
        #expect(context.view(forKey: .from) === a.view && context.view(forKey: .to) === b.view)
        // The from-view starts in the container, the animator added the to-view on top.
        #expect(context.containerView.subviews.count == 2)
        #expect(context.containerView.subviews[0] === a.view && context.containerView.subviews[1] === b.view)
        #expect(context.containerView.frame == window.bounds)
        #expect(context.initialFrame(for: a) == window.bounds && context.initialFrame(for: b) == .zero)
        #expect(context.finalFrame(for: b) == window.bounds && context.finalFrame(for: a) == .zero)
        #expect(b.view.frame == window.bounds)          // the presented view has its final frame before the animator runs
        #expect(context.targetTransform == .identity)
        MediaClock.advance(by: 0)
        // alpha 0 → 1 over 1.0 s with UIView's default ease-in-out curve.
        for (t, expected) in [(0.25, easeInOut(0.25)), (0.5, 0.5), (0.75, easeInOut(0.75))] {
            MediaClock.advance(to: t0 + t)
            let shown = Double(b.view.layer.presentation()!.opacity)
            #expect(abs(shown - expected) < 1e-3, "at \(t) s: \(shown), expected \(expected)")
        }
        #expect(abs(easeInOut(0.25) - 0.129) < 0.001)       // the curve itself, for the record
        #expect(b.isBeingPresented && fade.ended.isEmpty && completedAt == nil)
        MediaClock.advance(to: t0 + 1.1)
        #expect(Double(b.view.layer.presentation()!.opacity) == 1)
        #expect(fade.ended == [true] && !b.isBeingPresented && a.view.superview == nil)
        #expect(completedAt.map { $0 >= t0 + 1.0 && $0 < t0 + 1.05 } == true)
        #expect(log.take() == ["B.didLoad", "A.willDisappear(true)", "B.willAppear(true)",
                               "A.didDisappear(true)", "B.didAppear(true)"])

        // The delegate has no dismissal animator: the built-in cover vertical, 0.5 s.
        b.dismiss(animated: true)
        #expect(delegate.calls == ["forPresented", "forDismissed"])
        MediaClock.advance(by: 0)
        MediaClock.advance(to: t0 + 1.1 + 0.6)
        #expect(a.presentedViewController == nil && window.subviews == [a.view])
    }

    @Test func unanimatedPresentationDoesNotAskForTheAnimator() {
        let (window, a, log) = makePresentationScene()
        defer { withExtendedLifetime(window) {} }
        let fade = FadeAnimator()
        let delegate = TestTransitioningDelegate(presenting: fade)
        let b = RecordingController("B", log: log)
        b.transitioningDelegate = delegate
        a.present(b, animated: false)
        #expect(delegate.calls.isEmpty && fade.context == nil && !b.isBeingPresented)
    }

    @Test func completeTransitionFalsePutsEverythingBack() {
        let (window, a, log) = makePresentationScene()
        defer { withExtendedLifetime(window) {} }
        let fade = FadeAnimator()
        fade.completesWith = false
        let delegate = TestTransitioningDelegate(presenting: fade)
        let b = RecordingController("B", log: log)
        b.transitioningDelegate = delegate
        let t0 = CACurrentMediaTime()
        var completed = false
        a.present(b, animated: true) { completed = true }
        MediaClock.advance(by: 0)
        MediaClock.advance(to: t0 + 1.1)
        // The aborted controller disappears, the presenter reappears; no completion.
        #expect(log.take() == ["B.didLoad", "A.willDisappear(true)", "B.willAppear(true)",
                               "B.willDisappear(true)", "A.willAppear(true)", "B.didDisappear(true)", "A.didAppear(true)"])
        #expect(!completed && fade.ended == [false] && fade.context?.transitionWasCancelled == true)
        #expect(a.presentedViewController == nil && b.presentingViewController == nil && !b.isBeingPresented)
        #expect(window.subviews == [a.view] && a.view.frame == window.bounds && b.view.superview == nil)
        // Nothing is left in progress: presenting again works.
        a.present(b, animated: false)
        #expect(a.presentedViewController === b)
    }

    @Test func completeTransitionTwiceIsDiagnosedAndIgnored() {
        let (window, a, log) = makePresentationScene()
        defer { withExtendedLifetime(window) {} }
        let fade = FadeAnimator()
        fade.completionCalls = 2
        let delegate = TestTransitioningDelegate(presenting: fade)
        let b = RecordingController("B", log: log)
        b.transitioningDelegate = delegate
        let t0 = CACurrentMediaTime()
        var completions = 0
        a.present(b, animated: true) { completions += 1 }
        MediaClock.advance(by: 0)
        let messages = CGDiagnostics.capture { MediaClock.advance(to: t0 + 1.1) }.messages
        #expect(messages.count == 1 && messages[0].contains("completeTransition(_:) called more than once"))
        #expect(completions == 1 && fade.ended == [true])
        #expect(log.take().filter { $0.contains("did") && !$0.contains("didLoad") } == ["A.didDisappear(true)", "B.didAppear(true)"])
    }

    @Test func withoutCompleteTransitionThePresentationStaysInProgress() {
        let (window, a, log) = makePresentationScene()
        defer { withExtendedLifetime(window) {} }
        let fade = FadeAnimator()
        fade.completesWith = nil
        let delegate = TestTransitioningDelegate(presenting: fade)
        let b = RecordingController("B", log: log)
        b.transitioningDelegate = delegate
        let t0 = CACurrentMediaTime()
        var completed = false
        a.present(b, animated: true) { completed = true }
        MediaClock.advance(by: 0)
        MediaClock.advance(to: t0 + 10)
        #expect(b.isBeingPresented && a.presentedViewController === b && !completed)
        #expect(log.take() == ["B.didLoad", "A.willDisappear(true)", "B.willAppear(true)"])
        // Both views are still in the container.
        #expect(a.view.superview === b.view.superview && a.view.superview != nil)
        let c = RecordingController("C", log: log)
        let refused = CGDiagnostics.capture {
            a.dismiss(animated: false)
            b.present(c, animated: false)
        }.messages
        #expect(refused.count == 2)
        #expect(refused[0].contains("while a presentation or dismiss is in progress"))
        #expect(refused[1].contains("while a presentation is in progress"))
        #expect(c.presentingViewController == nil && log.entries.isEmpty)
        // Completing late finishes it.
        fade.context?.completeTransition(true)
        #expect(completed && !b.isBeingPresented && a.view.superview == nil)
    }

    @Test func completionRunsInTheTurnOfCompleteTransitionAfterViewDidAppear() {
        let (window, a, log) = makePresentationScene()
        defer { withExtendedLifetime(window) {} }
        let fade = FadeAnimator()
        fade.completesWith = nil
        let delegate = TestTransitioningDelegate(presenting: fade)
        let b = RecordingController("B", log: log)
        b.transitioningDelegate = delegate
        a.present(b, animated: true) { log.add("completion") }
        _ = log.take()
        MediaClock.advance(by: 0.25)
        log.add("before")
        fade.context?.completeTransition(true)      // synchronous: everything inside the call
        log.add("after")
        #expect(log.take() == ["before", "A.didDisappear(true)", "B.didAppear(true)", "completion", "after"])
    }

    @Test func cancelledDismissalLeavesThePresentedControllerShown() {
        let (window, a, log) = makePresentationScene()
        defer { withExtendedLifetime(window) {} }
        let b = RecordingController("B", log: log)
        let fade = FadeAnimator()                // for dismissals its to-view is the presenter's view
        fade.completesWith = false
        let delegate = TestTransitioningDelegate(dismissing: fade)
        b.transitioningDelegate = delegate
        a.present(b, animated: false)
        _ = log.take()
        let t0 = CACurrentMediaTime()
        var completed = false
        b.dismiss(animated: true) { completed = true }
        let context = fade.context!
        #expect(context.viewController(forKey: .from) === b && context.view(forKey: .to) === a.view)
        #expect(context.finalFrame(for: a) == window.bounds && context.initialFrame(for: b) == window.bounds)
        #expect(b.isBeingDismissed)
        MediaClock.advance(by: 0)
        MediaClock.advance(to: t0 + 1.1)
        #expect(log.take() == ["B.willDisappear(true)", "A.willAppear(true)",
                               "A.willDisappear(true)", "B.willAppear(true)", "A.didDisappear(true)", "B.didAppear(true)"])
        #expect(!completed && !b.isBeingDismissed && fade.ended == [false])
        #expect(a.presentedViewController === b && a.view.superview == nil && b.view.superview === context.containerView)
        // Still presented: an ordinary dismissal works afterwards.
        b.transitioningDelegate = nil
        b.dismiss(animated: false)
        #expect(a.presentedViewController == nil && window.subviews == [a.view])
    }
}
