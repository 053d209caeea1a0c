import Testing
import Foundation
import OpenUIKit
import LayerTestSupport

/// The appearance callbacks of modal presentation and dismissal, in order,
/// and the view hierarchy before, during and after.
@MainActor struct PresentationCallbackTests {
    @Test func unanimatedPresentAndDismissCompleteAtOnceInApplesOrder() {
        let (window, a, log) = makePresentationScene()
        let b = RecordingController("B", log: log)
        a.present(b, animated: false) { log.add("presented") }
        // Everything happens inside `present`: the disappearing controller
        // first in each half; the completion after the presented
        // controller's viewDidAppear (Apple's documented contract).
        #expect(log.take() == ["B.didLoad", "A.willDisappear(false)", "B.willAppear(false)",
                               "A.didDisappear(false)", "B.didAppear(false)", "presented"])
        #expect(a.presentedViewController === b && b.presentingViewController === a)
        #expect(a.presentingViewController == nil && b.presentedViewController == nil)
        #expect(!b.isBeingPresented)
        // Full screen: the presenter's view left the hierarchy; the
        // presented view fills the container, which covers the window.
        #expect(a.view.superview == nil)
        let container = b.view.superview
        #expect(container != nil && container?.superview === window && window.subviews.last === container)
        #expect(container?.frame == window.bounds && b.view.frame == window.bounds)

        b.dismiss(animated: false) { log.add("dismissed") }
        #expect(log.take() == ["B.willDisappear(false)", "A.willAppear(false)",
                               "B.didDisappear(false)", "A.didAppear(false)", "dismissed"])
        #expect(a.presentedViewController == nil && b.presentingViewController == nil)
        #expect(window.subviews.count == 1 && window.subviews[0] === a.view && a.view.frame == window.bounds)
        #expect(b.view.superview == nil && !b.isBeingDismissed)
    }

    @Test func animatedPresentCallsTheDidHalfWhenTheAnimationEnds() {
        let (window, a, log) = makePresentationScene()
        defer { withExtendedLifetime(window) {} }
        let t0 = CACurrentMediaTime()
        let b = RecordingController("B", log: log)
        var completionTime: Double?
        a.present(b, animated: true) { log.add("presented"); completionTime = CACurrentMediaTime() }
        #expect(log.take() == ["B.didLoad", "A.willDisappear(true)", "B.willAppear(true)"])
        #expect(b.isBeingPresented && a.presentedViewController === b)
        // During the transition the presenter's view is in the container,
        // under the presented one.
        #expect(a.view.superview === b.view.superview && a.view.superview != nil)
        #expect(b.view.superview?.subviews.last === b.view)
        MediaClock.advance(by: 0)
        MediaClock.advance(to: t0 + 0.49)
        #expect(log.entries.isEmpty && b.isBeingPresented)
        MediaClock.advance(to: t0 + 0.6)
        #expect(log.take() == ["A.didDisappear(true)", "B.didAppear(true)", "presented"])
        #expect(!b.isBeingPresented && a.view.superview == nil)
        // The built-in animation lasts 0.5 s: the completion comes at its end
        // (at the first clock event at or after t0 + 0.5).
        #expect(completionTime.map { $0 >= t0 + 0.5 && $0 < t0 + 0.5 + 0.05 } == true)
    }

    @Test func animatedDismissMirrorsThePresentation() {
        let (window, a, log) = makePresentationScene()
        let b = RecordingController("B", log: log)
        a.present(b, animated: false)
        _ = log.take()
        let t0 = CACurrentMediaTime()
        a.dismiss(animated: true) { log.add("dismissed") }      // on the presenter: dismisses what it presents
        #expect(log.take() == ["B.willDisappear(true)", "A.willAppear(true)"])
        #expect(b.isBeingDismissed && a.presentedViewController === b)
        // The presenter's view is back, in the container below the presented view.
        #expect(a.view.superview === b.view.superview && b.view.superview?.subviews.first === a.view)
        MediaClock.advance(by: 0)
        MediaClock.advance(to: t0 + 0.49)
        #expect(log.entries.isEmpty)
        MediaClock.advance(to: t0 + 0.6)
        #expect(log.take() == ["B.didDisappear(true)", "A.didAppear(true)", "dismissed"])
        #expect(!b.isBeingDismissed && a.presentedViewController == nil)
        #expect(window.subviews.count == 1 && window.subviews[0] === a.view && a.view.frame == window.bounds)
    }

    @Test func overFullScreenKeepsThePresenterWithoutItsCallbacks() {
        let (window, a, log) = makePresentationScene()
        let b = RecordingController("B", log: log)
        b.modalPresentationStyle = .overFullScreen
        a.present(b, animated: false)
        #expect(log.take() == ["B.didLoad", "B.willAppear(false)", "B.didAppear(false)"])
        #expect(a.view.superview === window && window.subviews.first === a.view)
        b.dismiss(animated: false)
        #expect(log.take() == ["B.willDisappear(false)", "B.didDisappear(false)"])
        #expect(window.subviews.count == 1 && window.subviews[0] === a.view)
    }

    @Test func automaticIsFullScreenAndAChildPresentsFromTheTopController() {
        let (window, a, log) = makePresentationScene()
        defer { withExtendedLifetime(window) {} }
        #expect(UIViewController().modalPresentationStyle == .automatic)
        #expect(UIViewController().modalTransitionStyle == .coverVertical)
        let child = RecordingController("C", log: log)
        a.addChild(child)
        a.view.addSubview(child.view)
        child.didMove(toParent: a)
        _ = log.take()
        let b = RecordingController("B", log: log)
        child.present(b, animated: false)
        #expect(b.presentingViewController === a && a.presentedViewController === b)
        #expect(b.presentationController?.presentationStyle == .fullScreen)
        #expect(b.presentationController?.shouldRemovePresentersView == true)
        #expect(a.view.superview == nil)
    }

    @Test func dismissingLowerInAStackRemovesEverythingAbove() {
        let (window, a, log) = makePresentationScene()
        let b = RecordingController("B", log: log)
        let c = RecordingController("C", log: log)
        a.present(b, animated: false)
        b.present(c, animated: false)
        #expect(b.presentedViewController === c && c.presentingViewController === b)
        #expect(b.view.superview == nil && window.subviews.count == 2)     // two containers
        _ = log.take()
        a.dismiss(animated: false) { log.add("dismissed") }
        // C goes without callbacks; B is dismissed.
        #expect(log.take() == ["B.willDisappear(false)", "A.willAppear(false)",
                               "B.didDisappear(false)", "A.didAppear(false)", "dismissed"])
        #expect(a.presentedViewController == nil && b.presentedViewController == nil && c.presentingViewController == nil)
        #expect(window.subviews.count == 1 && window.subviews[0] === a.view)
    }
}
