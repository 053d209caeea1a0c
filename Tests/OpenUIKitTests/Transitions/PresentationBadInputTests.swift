import Testing
import Foundation
import OpenUIKit
import LayerTestSupport

/// Bad input: diagnosed, ignored, nothing else happens.
@MainActor struct PresentationBadInputTests {
    @Test func presentingFromAControllerThatAlreadyPresentsIsRefused() {
        let (window, a, log) = makePresentationScene()
        defer { withExtendedLifetime(window) {} }
        let b = RecordingController("B", log: log)
        let c = RecordingController("C", log: log)
        a.present(b, animated: false)
        _ = log.take()
        var called = false
        let messages = CGDiagnostics.capture { a.present(c, animated: true) { called = true } }.messages
        #expect(messages.count == 1 && messages[0].hasPrefix("Attempt to present <RecordingController")
                && messages[0].contains("which is already presenting"))
        #expect(!called && c.presentingViewController == nil && a.presentedViewController === b)
        #expect(log.entries.isEmpty && !c.isViewLoaded && window.subviews.count == 1)
    }

    @Test func presentingAControllerThatIsAlreadyPresentedIsRefused() {
        let (window, a, log) = makePresentationScene()
        defer { withExtendedLifetime(window) {} }
        let b = RecordingController("B", log: log)
        a.present(b, animated: false)
        let c = RecordingController("C", log: log)
        b.present(c, animated: false)
        _ = log.take()
        let other = UIWindow(frame: window.frame)
        other.makeKeyAndVisible()
        let d = UIViewController()
        other.rootViewController = d
        let messages = CGDiagnostics.capture {
            d.present(c, animated: false)       // C is presented by B
            b.present(b, animated: false)       // itself
        }.messages
        #expect(messages.count == 2)
        #expect(messages[0].contains("already being presented by"))
        #expect(messages[1].contains("on itself"))
        #expect(c.presentingViewController === b && d.presentedViewController == nil && log.entries.isEmpty)
    }

    @Test func dismissingWithNothingPresentedIsDiagnosedAndSkipsTheCompletion() {
        let (window, a, log) = makePresentationScene()
        defer { withExtendedLifetime(window) {} }
        var called = false
        let messages = CGDiagnostics.capture { a.dismiss(animated: true) { called = true } }.messages
        #expect(messages.count == 1 && messages[0].contains("nothing to dismiss"))
        MediaClock.advance(by: 1)
        #expect(!called && log.entries.isEmpty && window.subviews == [a.view])
    }

    @Test func presentingFromAControllerOutsideAWindowIsRefused() {
        let a = UIViewController()
        let b = UIViewController()
        let messages = CGDiagnostics.capture { a.present(b, animated: true) }.messages
        #expect(messages.count == 1 && messages[0].contains("not in the window hierarchy"))
        #expect(a.presentedViewController == nil && b.presentingViewController == nil)
    }

    @Test func sheetStylesAreShownFullScreenAndNoneIsDiagnosed() {
        let (window, a, log) = makePresentationScene()
        defer { withExtendedLifetime(window) {} }
        let b = RecordingController("B", log: log)
        b.modalPresentationStyle = .pageSheet
        let first = CGDiagnostics.capture { a.present(b, animated: false) }.messages
        #expect(first.count == 1 && first[0].contains("no sheets"))
        #expect(b.presentationController?.presentationStyle == .fullScreen && a.view.superview == nil)
        b.dismiss(animated: false)
        b.modalPresentationStyle = .none
        let second = CGDiagnostics.capture { a.present(b, animated: false) }.messages
        #expect(second.count == 1 && second[0].contains(".none"))
        #expect(a.presentedViewController === b)
    }
}
