import Testing
import Foundation
@testable import OpenUIKit
import LayerTestSupport

/// The default push/pop slide (no animator from the delegate): 0.35 s,
/// ease-in-out, parallax 0.3, dimming 0.1; values from the curve.
@MainActor struct NavigationDefaultAnimationTests {
    @Test func theChosenTimingIsVisible() {
        #expect(NavigationSlideAnimator.duration == 0.35)
        #expect(NavigationSlideAnimator.parallax == 0.3 && NavigationSlideAnimator.dimming == 0.1)
        #expect(NavigationSlideAnimator(operation: .push).transitionDuration(using: nil) == 0.35)
    }

    @Test func animatedPushAndPopCallbacksAndDelegateInOrder() {
        let (window, nav, a, log) = makeNavigationScene()
        defer { withExtendedLifetime(window) {} }
        let delegate = RecordingNavigationDelegate(log: log)
        nav.delegate = delegate
        let b = titled("B", log)
        let t0 = CACurrentMediaTime()
        nav.pushViewController(b, animated: true)
        #expect(log.take() == ["nav.animationFor(push, A, B)", "B.didLoad", "A.willDisappear(true)",
                               "B.willAppear(true)", "nav.willShow(B, true)"])
        // The stack is the new one at once; both views are in the container.
        #expect(nav.viewControllers == [a, b] && nav.topViewController === b && b.parent === nav)
        let container = contentView(of: nav)
        #expect(a.view.superview === container && b.view.superview === container)
        #expect(container.subviews.first === a.view && container.subviews.last === b.view)
        // The title cross-dissolves over the transition's duration.
        let fade = barLabel(of: nav).layer.animation(forKey: "transition") as? CATransition
        #expect(fade?.type == .fade && fade?.duration == 0.35 && barLabel(of: nav).text == "B")
        MediaClock.advance(by: 0)
        MediaClock.advance(to: t0 + 0.34)
        #expect(log.entries.isEmpty)
        MediaClock.advance(to: t0 + 0.4)
        #expect(log.take() == ["A.didDisappear(true)", "B.didAppear(true)", "nav.didShow(B, true)"])
        #expect(a.view.superview == nil && container.subviews == [b.view])    // the dimming view is gone too
        #expect(a.view.frame == container.bounds)                              // its frame is back

        let t1 = CACurrentMediaTime()
        #expect(nav.popViewController(animated: true) === b)
        #expect(log.take() == ["nav.animationFor(pop, B, A)", "B.willDisappear(true)", "A.willAppear(true)",
                               "nav.willShow(A, true)"])
        #expect(nav.viewControllers == [a] && b.parent === nav)               // still a child until the end
        #expect(container.subviews.first === a.view && container.subviews.last === b.view)
        MediaClock.advance(by: 0)
        MediaClock.advance(to: t1 + 0.4)
        #expect(log.take() == ["B.didDisappear(true)", "A.didAppear(true)", "nav.didShow(A, true)"])
        #expect(b.parent == nil && container.subviews == [a.view] && delegate.log === log)
        #expect(!log.entries.contains("nav.interactionFor"))
    }

    @Test func pushSlidesInFromTheRightAndParallaxesTheOldView() {
        let (window, nav, a, log) = makeNavigationScene()
        defer { withExtendedLifetime(window) {} }
        let b = titled("B", log)
        a.view.backgroundColor = .red
        b.view.backgroundColor = .blue
        let t0 = CACurrentMediaTime()
        nav.pushViewController(b, animated: true)
        let dim = contentView(of: nav).subviews[1]
        #expect(dim.backgroundColor == .black && dim !== a.view && dim !== b.view)
        MediaClock.advance(by: 0)
        // W = 200: B's centre x 300 → 100, A's 100 → 40, the dimming 0 → 0.1.
        for (t, x) in [(0.0875, 0.25), (0.175, 0.5), (0.2625, 0.75)] {
            MediaClock.advance(to: t0 + t)
            let p = easeInOut(x)
            #expect(abs(Double(shownCenter(b.view).x) - (300 - 200 * p)) < 1e-3, "B at \(t) s")
            #expect(abs(Double(shownCenter(a.view).x) - (100 - 60 * p)) < 1e-3, "A at \(t) s")
            #expect(abs(Double(shownCenter(dim).x) - (100 - 60 * p)) < 1e-3, "dimming at \(t) s")
            #expect(abs(Double(dim.layer.presentation()!.opacity) - 0.1 * p) < 1e-3, "dimming alpha at \(t) s")
            #expect(shownCenter(b.view).y == 78 && shownCenter(a.view).y == 78)
        }
        // Half way: B's left edge at x = 100 in the content, A shows at its left (moved by 30).
        let frame = renderWindow(window, at: t0 + 0.175)
        #expect(frame.isBlue(102, 100) && frame.isBlue(198, 190))
        let darkened = frame.rgba(50, 100)                                     // red under black at 0.1 × 0.5
        #expect(abs(darkened[0] - 242) <= 2 && darkened[1] < 3 && darkened[2] < 3)
        MediaClock.advance(to: t0 + 0.4)
        #expect(shownCenter(b.view).x == 100 && a.view.superview == nil)
    }

    @Test func popReversesTheSlide() {
        let (window, nav, a, log) = makeNavigationScene()
        defer { withExtendedLifetime(window) {} }
        let b = titled("B", log)
        nav.pushViewController(b, animated: false)
        MediaClock.advance(by: 0)
        let t0 = CACurrentMediaTime()
        nav.popViewController(animated: true)
        let container = contentView(of: nav)
        #expect(container.subviews.count == 3 && container.subviews[0] === a.view && container.subviews[2] === b.view)
        let dim = container.subviews[1]
        MediaClock.advance(by: 0)
        // B's centre x 100 → 300, A's 40 → 100, the dimming 0.1 → 0.
        for (t, x) in [(0.0875, 0.25), (0.175, 0.5), (0.2625, 0.75)] {
            MediaClock.advance(to: t0 + t)
            let p = easeInOut(x)
            #expect(abs(Double(shownCenter(b.view).x) - (100 + 200 * p)) < 1e-3, "B at \(t) s")
            #expect(abs(Double(shownCenter(a.view).x) - (40 + 60 * p)) < 1e-3, "A at \(t) s")
            #expect(abs(Double(dim.layer.presentation()!.opacity) - 0.1 * (1 - p)) < 1e-3, "dimming at \(t) s")
        }
        MediaClock.advance(to: t0 + 0.4)
        #expect(container.subviews == [a.view] && b.view.superview == nil && b.view.frame == container.bounds)
        #expect(barLabel(of: nav).text == "A")
    }
}
