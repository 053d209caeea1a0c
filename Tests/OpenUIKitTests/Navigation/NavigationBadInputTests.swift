import Testing
import Foundation
import OpenUIKit
import LayerTestSupport

/// Bad input: UIKit's diagnostics, nothing else happens.
@MainActor struct NavigationBadInputTests {
    @Test func pushingAControllerAlreadyOnTheStackIsRefused() {
        let (window, nav, a, log) = makeNavigationScene()
        defer { withExtendedLifetime(window) {} }
        let b = titled("B", log)
        nav.pushViewController(b, animated: false)
        _ = log.take()
        let messages = CGDiagnostics.capture {
            nav.pushViewController(b, animated: true)
            nav.pushViewController(a, animated: false)
        }.messages
        #expect(messages.count == 2)
        #expect(messages[0].hasPrefix("Pushing the same view controller instance (<RecordingController: 0x")
                && messages[0].contains("more than once is not supported"))
        #expect(nav.viewControllers == [a, b] && log.entries.isEmpty && contentView(of: nav).subviews == [b.view])
    }

    @Test func pushingANavigationControllerIsRefused() {
        let (window, nav, a, log) = makeNavigationScene()
        defer { withExtendedLifetime(window) {} }
        let other = UINavigationController(rootViewController: titled("X", log))
        let messages = CGDiagnostics.capture {
            nav.pushViewController(other, animated: true)
            nav.pushViewController(nav, animated: true)
        }.messages
        #expect(messages.count == 2 && messages.allSatisfy { $0.contains("Pushing a navigation controller is not supported") })
        #expect(nav.viewControllers == [a] && other.parent == nil)
    }

    @Test func poppingTheRootDoesNothingSilently() {
        let (window, nav, a, log) = makeNavigationScene()
        defer { withExtendedLifetime(window) {} }
        var popped: UIViewController? = a
        let messages = CGDiagnostics.capture { popped = nav.popViewController(animated: true) }.messages
        #expect(messages.isEmpty && popped == nil)
        MediaClock.advance(by: 1)
        #expect(nav.viewControllers == [a] && log.entries.isEmpty && a.view.superview === contentView(of: nav))
    }

    @Test func poppingToAControllerNotOnTheStackIsRefused() {
        let (window, nav, a, log) = makeNavigationScene()
        defer { withExtendedLifetime(window) {} }
        let stranger = titled("S", log)
        var result: [UIViewController]? = []
        let messages = CGDiagnostics.capture { result = nav.popToViewController(stranger, animated: true) }.messages
        #expect(messages.count == 1 && messages[0].hasPrefix("Tried to pop to a view controller that doesn't exist."))
        #expect(result == nil && nav.viewControllers == [a] && log.entries.isEmpty)
    }

    @Test func settingAStackWithDuplicatesIsRefused() {
        let (window, nav, a, log) = makeNavigationScene()
        defer { withExtendedLifetime(window) {} }
        let b = titled("B", log)
        let messages = CGDiagnostics.capture { nav.viewControllers = [a, b, a] }.messages
        #expect(messages.count == 1 && messages[0].contains("must be distinct"))
        #expect(nav.viewControllers == [a] && b.parent == nil && log.entries.isEmpty)
    }
}
