import Testing
import Foundation
import OpenUIKit
import LayerTestSupport

/// The stack operations, unanimated: contents, containment, views, bar,
/// callbacks.
@MainActor struct NavigationStackTests {
    @Test func rootControllerFillsTheContentBelowTheBar() {
        let (window, nav, a, _) = makeNavigationScene()
        defer { withExtendedLifetime(window) {} }
        #expect(nav.viewControllers == [a] && nav.topViewController === a && nav.visibleViewController === a)
        #expect(nav.children == [a] && a.parent === nav && a.navigationController === nav)
        #expect(nav.navigationController == nil && nav.delegate == nil && !nav.isNavigationBarHidden)
        #expect(nav.view.frame == window.bounds)
        #expect(nav.navigationBar.frame == CGRect(x: 0, y: 0, width: 200, height: 44))
        #expect(nav.navigationBar.superview === nav.view && !nav.navigationBar.isHidden)
        #expect(contentView(of: nav).frame == CGRect(x: 0, y: 44, width: 200, height: 156))
        #expect(a.view.superview === contentView(of: nav) && a.view.frame == CGRect(x: 0, y: 0, width: 200, height: 156))
        #expect(barLabel(of: nav).text == "A")
        #expect(UINavigationController.hideShowBarDuration == 0.2)
        // A controller nested deeper finds its navigation controller through the parent chain.
        let child = UIViewController()
        a.addChild(child)
        #expect(child.navigationController === nav)
    }

    @Test func unanimatedPushAndPopCallEverythingInsideTheCall() {
        let (window, nav, a, log) = makeNavigationScene()
        defer { withExtendedLifetime(window) {} }
        let delegate = RecordingNavigationDelegate(log: log)
        nav.delegate = delegate
        let b = titled("B", log)
        nav.pushViewController(b, animated: false)
        // The delegate is not asked for an animator when unanimated.
        #expect(log.take() == ["B.didLoad", "A.willDisappear(false)", "B.willAppear(false)", "nav.willShow(B, false)",
                               "A.didDisappear(false)", "B.didAppear(false)", "nav.didShow(B, false)"])
        #expect(nav.viewControllers == [a, b] && nav.topViewController === b && nav.children == [a, b])
        #expect(b.navigationController === nav && a.view.superview == nil)
        #expect(b.view.superview === contentView(of: nav) && b.view.frame == contentView(of: nav).bounds)
        #expect(barLabel(of: nav).text == "B")

        let popped = nav.popViewController(animated: false)
        #expect(popped === b)
        #expect(log.take() == ["B.willDisappear(false)", "A.willAppear(false)", "nav.willShow(A, false)",
                               "B.didDisappear(false)", "A.didAppear(false)", "nav.didShow(A, false)"])
        #expect(nav.viewControllers == [a] && nav.children == [a] && b.parent == nil && b.navigationController == nil)
        #expect(b.view.superview == nil && a.view.superview === contentView(of: nav) && barLabel(of: nav).text == "A")
    }

    @Test func popToRootAndPopToViewControllerReturnThePoppedControllers() {
        let (window, nav, a, log) = makeNavigationScene()
        defer { withExtendedLifetime(window) {} }
        let b = titled("B", log), c = titled("C", log), d = titled("D", log)
        for x in [b, c, d] { nav.pushViewController(x, animated: false) }
        _ = log.take()
        let toB = nav.popToViewController(b, animated: false)
        #expect(toB.map { $0 == [c, d] } == true)
        // Only the top and the new top get appearance callbacks.
        #expect(log.take() == ["D.willDisappear(false)", "B.willAppear(false)", "D.didDisappear(false)", "B.didAppear(false)"])
        #expect(nav.viewControllers == [a, b] && c.parent == nil && d.parent == nil)
        #expect(nav.popToViewController(b, animated: false).map { $0.isEmpty } == true)   // already on top
        nav.pushViewController(c, animated: false)
        let toRoot = nav.popToRootViewController(animated: false)
        #expect(toRoot.map { $0 == [b, c] } == true)
        #expect(nav.viewControllers == [a] && nav.children == [a] && a.view.superview === contentView(of: nav))
        #expect(nav.popToRootViewController(animated: false).map { $0.isEmpty } == true)
    }

    @Test func settingViewControllersReplacesTheStack() {
        let (window, nav, a, log) = makeNavigationScene()
        defer { withExtendedLifetime(window) {} }
        let b = titled("B", log), c = titled("C", log)
        nav.pushViewController(b, animated: false)
        _ = log.take()
        nav.viewControllers = [a, c]                        // setViewControllers(_:animated: false)
        #expect(log.take() == ["C.didLoad", "B.willDisappear(false)", "C.willAppear(false)",
                               "B.didDisappear(false)", "C.didAppear(false)"])
        #expect(nav.viewControllers == [a, c] && nav.children == [a, c] && b.parent == nil)
        #expect(barLabel(of: nav).text == "C")
        // Same top: no callbacks, the stack underneath changes silently.
        nav.setViewControllers([b, c], animated: true)
        #expect(log.entries.isEmpty && nav.viewControllers == [b, c] && a.parent == nil && b.parent === nav)
        // A new top that was underneath: a pop.
        let delegate = RecordingNavigationDelegate(log: log)
        nav.delegate = delegate
        nav.setViewControllers([b], animated: true)
        #expect(log.take().first == "nav.animationFor(pop, C, B)")
        MediaClock.advance(by: 0)
        MediaClock.advance(by: 0.4)
        #expect(nav.viewControllers == [b] && c.parent == nil && b.view.superview === contentView(of: nav))
    }

    @Test func outsideAWindowTheStackChangesWithoutCallbacks() {
        let log = CallLog()
        let a = titled("A", log), b = titled("B", log)
        let nav = UINavigationController(rootViewController: a)
        nav.pushViewController(b, animated: true)
        #expect(nav.viewControllers == [a, b] && nav.children == [a, b] && b.navigationController === nav)
        #expect(log.entries.isEmpty && !b.isViewLoaded && !nav.isViewLoaded)
        // Loading the view shows the top controller.
        #expect(b.view.superview == nil)
        _ = nav.view
        #expect(b.view.superview === contentView(of: nav) && barLabel(of: nav).text == "B")
        #expect(nav.popViewController(animated: true) === b && nav.viewControllers == [a])
        #expect(a.view.superview === contentView(of: nav) && b.view.superview == nil)
        #expect(log.take() == ["B.didLoad", "A.didLoad"])
        // An empty navigation controller.
        let empty = UINavigationController(nibName: nil, bundle: nil)
        #expect(empty.viewControllers.isEmpty && empty.topViewController == nil && empty.popViewController(animated: false) == nil)
    }

    @Test func appearanceCallbacksOfTheNavigationControllerReachTheTopController() {
        let (window, nav, a, log) = makeNavigationScene()
        defer { withExtendedLifetime(window) {} }
        let b = titled("B", log)
        nav.pushViewController(b, animated: false)
        _ = log.take()
        let presenter = nav
        let modal = RecordingController("M", log: log)
        presenter.present(modal, animated: false)
        #expect(log.take() == ["M.didLoad", "B.willDisappear(false)", "M.willAppear(false)",
                               "B.didDisappear(false)", "M.didAppear(false)"])
        #expect(nav.visibleViewController === modal)
        modal.dismiss(animated: false)
        #expect(nav.visibleViewController === b && a.parent === nav)
    }

    @Test func hidingTheBarGivesItsSpaceToTheContent() {
        let (window, nav, a, _) = makeNavigationScene()
        defer { withExtendedLifetime(window) {} }
        nav.isNavigationBarHidden = true
        #expect(nav.isNavigationBarHidden && nav.navigationBar.isHidden)
        #expect(contentView(of: nav).frame == window.bounds && a.view.frame == window.bounds)
        MediaClock.advance(by: 0)
        let t0 = CACurrentMediaTime()
        nav.setNavigationBarHidden(false, animated: true)
        #expect(!nav.isNavigationBarHidden && !nav.navigationBar.isHidden)
        #expect(nav.navigationBar.frame.minY == 0 && contentView(of: nav).frame.minY == 44)
        MediaClock.advance(by: 0)
        // 0.2 s ease-in-out: half way at 0.1 s; the bar's centre goes −22 → 22.
        MediaClock.advance(to: t0 + 0.05)
        #expect(abs(Double(shownCenter(nav.navigationBar).y) - (-22 + 44 * easeInOut(0.25))) < 1e-3)
        MediaClock.advance(to: t0 + 0.1)
        #expect(abs(Double(shownCenter(nav.navigationBar).y)) < 1e-3)
        MediaClock.advance(to: t0 + 0.3)
        #expect(shownCenter(nav.navigationBar).y == 22 && contentView(of: nav).frame.height == 156)
        nav.setNavigationBarHidden(true, animated: true)
        #expect(!nav.navigationBar.isHidden)                // hidden at the end of the slide
        MediaClock.advance(by: 0)
        MediaClock.advance(by: 0.3)
        #expect(nav.navigationBar.isHidden && nav.navigationBar.frame.minY == -44)
    }

    @Test func delegateIsWeak() {
        let nav = UINavigationController(nibName: nil, bundle: nil)
        do {
            let delegate = RecordingNavigationDelegate(log: CallLog())
            nav.delegate = delegate
            #expect(nav.delegate != nil)
        }
        #expect(nav.delegate == nil)
    }
}
