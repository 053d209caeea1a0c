import Testing
import Foundation
import OpenUIKit
import LayerTestSupport

/// Custom animators from the delegate: a 2 s fade, the Ch18 reveal's
/// explicit animation, completeTransition(false), the do-nothing animator.
@MainActor struct NavigationCustomAnimatorTests {
    @Test func aFadeAnimatorSeesTheContextAndShowsTheCurve() {
        let (window, nav, a, log) = makeNavigationScene()
        defer { withExtendedLifetime(window) {} }
        let fade = FadeAnimator()
        fade.duration = 2
        let delegate = RecordingNavigationDelegate(log: log, animator: fade)
        nav.delegate = delegate
        let b = titled("B", log)
        let t0 = CACurrentMediaTime()
        nav.pushViewController(b, animated: true)
        let context = fade.context!
        let container = contentView(of: nav)
        #expect(context.containerView === container && context.isAnimated && !context.isInteractive)
        #expect(context.presentationStyle == .none && context.targetTransform == .identity && !context.transitionWasCancelled)
        #expect(context.viewController(forKey: .from) === a && context.viewController(forKey: .to) === b)
        #expect(context.view(forKey: .from) === a.view && context.view(forKey: .to) === b.view)
        #expect(context.initialFrame(for: a) == container.bounds && context.initialFrame(for: b) == .zero)
        #expect(context.finalFrame(for: b) == container.bounds && context.finalFrame(for: a) == .zero)
        #expect(container.subviews == [a.view, b.view] && b.view.frame == container.bounds)
        // The bar follows the animator's duration.
        #expect((barLabel(of: nav).layer.animation(forKey: "transition") as? CATransition)?.duration == 2)
        MediaClock.advance(by: 0)
        for (t, expected) in [(0.5, easeInOut(0.25)), (1.0, 0.5), (1.5, easeInOut(0.75))] {
            MediaClock.advance(to: t0 + t)
            #expect(abs(Double(b.view.layer.presentation()!.opacity) - expected) < 1e-3, "at \(t) s")
        }
        #expect(fade.ended.isEmpty && a.view.superview === container)
        MediaClock.advance(to: t0 + 2.1)
        #expect(fade.ended == [true] && a.view.superview == nil && container.subviews == [b.view])
        #expect(log.take() == ["nav.animationFor(push, A, B)", "nav.interactionFor", "B.didLoad", "A.willDisappear(true)", "B.willAppear(true)",
                               "nav.willShow(B, true)", "A.didDisappear(true)", "B.didAppear(true)", "nav.didShow(B, true)"])
    }

    @Test func theRevealsExplicitAnimationCompletesInAnimationDidStop() {
        let (window, nav, a, log) = makeNavigationScene()
        defer { withExtendedLifetime(window) {} }
        let reveal = RevealAnimator()
        let delegate = RecordingNavigationDelegate(log: log, animator: reveal)
        nav.delegate = delegate
        let b = titled("B", log)
        let t0 = CACurrentMediaTime()
        nav.pushViewController(b, animated: true)
        _ = log.take()
        MediaClock.advance(by: 0)
        // Ease-in (0.42, 0, 1, 1) over 2 s; the transform is decomposed:
        // scale 1 → 150 and translation y 0 → −1500 (−10 then scaled by 150), linearly in the progress.
        for t in [0.5, 1.0, 1.5] {
            MediaClock.advance(to: t0 + t)
            let p = bezierProgress(t / 2, 0.42, 0, 1, 1)
            let m = b.view.layer.presentation()!.transform
            #expect(abs(Double(m.m11) - (1 + 149 * p)) < 1e-3 * (1 + 149 * p), "scale at \(t) s")
            #expect(abs(Double(m.m22) - (1 + 149 * p)) < 1e-3 * (1 + 149 * p))
            #expect(abs(Double(m.m42) - (-1500 * p)) < 1e-2 * max(1, 1500 * p), "translation at \(t) s")
            #expect(log.entries.isEmpty && b.view.layer.transform == CATransform3DIdentity)   // the model stays identity
        }
        #expect(abs(bezierProgress(0.5, 0.42, 0, 1, 1) - 0.3153) < 1e-3)    // the curve itself, for the record
        MediaClock.advance(to: t0 + 2.1)
        #expect(reveal.stops.first == true && reveal.ended == [true], "stops \(reveal.stops) ended \(reveal.ended)")
        #expect(log.take() == ["A.didDisappear(true)", "B.didAppear(true)", "nav.didShow(B, true)"])
        #expect(b.view.layer.animation(forKey: "reveal") == nil && a.view.superview == nil)
        #expect(b.view.layer.presentation()!.transform == CATransform3DIdentity)
    }

    @Test func completeTransitionFalsePutsTheStackBack() {
        let (window, nav, a, log) = makeNavigationScene()
        defer { withExtendedLifetime(window) {} }
        let fade = FadeAnimator()
        fade.completesWith = false
        let delegate = RecordingNavigationDelegate(log: log, animator: fade)
        nav.delegate = delegate
        let b = titled("B", log)
        let t0 = CACurrentMediaTime()
        nav.pushViewController(b, animated: true)
        #expect(nav.viewControllers == [a, b])
        _ = log.take()
        MediaClock.advance(by: 0)
        MediaClock.advance(to: t0 + 1.1)
        // The aborted controller disappears, the old one reappears; no didShow.
        #expect(log.take() == ["B.willDisappear(true)", "B.didDisappear(true)", "A.willAppear(true)", "A.didAppear(true)"])
        #expect(fade.ended == [false] && fade.context?.transitionWasCancelled == true)
        #expect(nav.viewControllers == [a] && nav.children == [a] && b.parent == nil && b.navigationController == nil)
        #expect(contentView(of: nav).subviews == [a.view] && b.view.superview == nil && barLabel(of: nav).text == "A")
        // Nothing is left in progress: pushing again works.
        delegate.animator = nil
        nav.pushViewController(b, animated: false)
        #expect(nav.viewControllers == [a, b] && contentView(of: nav).subviews == [b.view])

        // A cancelled pop keeps the popped controller.
        fade.completesWith = false
        delegate.animator = fade
        _ = log.take()
        let t1 = CACurrentMediaTime()
        #expect(nav.popViewController(animated: true) === b)
        #expect(nav.viewControllers == [a])
        MediaClock.advance(by: 0)
        MediaClock.advance(to: t1 + 1.1)
        #expect(nav.viewControllers == [a, b] && nav.children == [a, b] && b.parent === nav)
        #expect(contentView(of: nav).subviews == [b.view] && a.view.superview == nil && barLabel(of: nav).text == "B")
        #expect(log.take().suffix(4) == ["A.willDisappear(true)", "A.didDisappear(true)", "B.willAppear(true)", "B.didAppear(true)"])
    }

    @Test func anAnimatorThatDoesNothingLeavesTheTransitionInProgress() {
        let (window, nav, a, log) = makeNavigationScene()
        defer { withExtendedLifetime(window) {} }
        let nothing = DoNothingAnimator()
        let delegate = RecordingNavigationDelegate(log: log, animator: nothing)
        nav.delegate = delegate
        let b = titled("B", log)
        let t0 = CACurrentMediaTime()
        nav.pushViewController(b, animated: true)
        // The bar still animates, over the animator's duration.
        #expect((barLabel(of: nav).layer.animation(forKey: "transition") as? CATransition)?.duration == 2)
        MediaClock.advance(by: 0)
        MediaClock.advance(to: t0 + 10)
        #expect(log.take() == ["nav.animationFor(push, A, B)", "nav.interactionFor", "B.didLoad", "A.willDisappear(true)",
                               "B.willAppear(true)", "nav.willShow(B, true)"])
        #expect(nav.viewControllers == [a, b] && a.view.superview === contentView(of: nav) && b.view.superview == nil)
        // Stack changes meanwhile are refused.
        let c = titled("C", log)
        var popped: UIViewController?
        let messages = CGDiagnostics.capture {
            nav.pushViewController(c, animated: true)
            popped = nav.popViewController(animated: false)
            nav.setViewControllers([a], animated: false)
            _ = nav.popToRootViewController(animated: true)
        }.messages
        #expect(messages.count == 4)
        #expect(messages.allSatisfy { $0.contains("while an existing transition or presentation is occurring; the navigation stack will not be updated") })
        #expect(messages[0].hasPrefix("pushViewController:animated: called on <UINavigationController: 0x"))
        #expect(popped == nil && nav.viewControllers == [a, b] && c.parent == nil && log.entries.isEmpty)
        // Completing late finishes it.
        nothing.context?.completeTransition(true)
        #expect(log.take() == ["A.didDisappear(true)", "B.didAppear(true)", "nav.didShow(B, true)"])
        let twice = CGDiagnostics.capture { nothing.context?.completeTransition(true) }.messages
        #expect(twice.count == 1 && twice[0].contains("completeTransition(_:) called more than once"))
        #expect(log.entries.isEmpty)
        nav.pushViewController(c, animated: false)
        #expect(nav.viewControllers == [a, b, c])
    }
}
