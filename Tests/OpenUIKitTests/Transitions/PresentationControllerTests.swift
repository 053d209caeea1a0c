import Testing
import Foundation
import OpenUIKit
import LayerTestSupport

/// A presentation controller that shows the presented view in a smaller
/// frame and records its hooks.
@MainActor final class RecordingPresentationController: UIPresentationController {
    var log: CallLog?
    override var frameOfPresentedViewInContainerView: CGRect { CGRect(x: 20, y: 40, width: 160, height: 120) }
    override func presentationTransitionWillBegin() { log?.add("pc.presentationWillBegin") }
    override func presentationTransitionDidEnd(_ completed: Bool) { log?.add("pc.presentationDidEnd(\(completed))") }
    override func dismissalTransitionWillBegin() { log?.add("pc.dismissalWillBegin") }
    override func dismissalTransitionDidEnd(_ completed: Bool) { log?.add("pc.dismissalDidEnd(\(completed))") }
    override func containerViewWillLayoutSubviews() { log?.add("pc.willLayout") }
    override func containerViewDidLayoutSubviews() { log?.add("pc.didLayout") }
}

/// `.custom` presentations with the delegate's presentation controller.
@MainActor struct PresentationControllerTests {
    @Test func customPresentationUsesTheDelegatesControllerAndKeepsThePresenter() {
        let (window, a, log) = makePresentationScene()
        defer { withExtendedLifetime(window) {} }
        let fade = FadeAnimator()
        let delegate = TestTransitioningDelegate(presenting: fade)
        var made: RecordingPresentationController?
        delegate.makePresentationController = { presented, presenting in
            let pc = RecordingPresentationController(presentedViewController: presented, presenting: presenting)
            pc.log = log
            made = pc
            return pc
        }
        let b = RecordingController("B", log: log)
        b.modalPresentationStyle = .custom
        b.transitioningDelegate = delegate
        let t0 = CACurrentMediaTime()
        a.present(b, animated: true)
        #expect(delegate.calls == ["presentationController", "forPresented"])
        let pc = made!
        #expect(b.presentationController === pc && pc.presentedViewController === b && pc.presentingViewController === a)
        #expect(pc.containerView === fade.context?.containerView && pc.containerView?.frame == window.bounds)
        #expect(!pc.shouldRemovePresentersView && pc.presentationStyle == .custom)
        // The presenter's view stays where it is; it is no part of the transition.
        let context = fade.context!
        #expect(context.view(forKey: .from) == nil && context.view(forKey: .to) === b.view)
        #expect(a.view.superview === window && window.subviews == [a.view, pc.containerView!])
        #expect(context.finalFrame(for: b) == CGRect(x: 20, y: 40, width: 160, height: 120))
        #expect(b.view.frame == CGRect(x: 20, y: 40, width: 160, height: 120))
        #expect(log.take() == ["B.didLoad", "B.willAppear(true)", "pc.presentationWillBegin"])
        MediaClock.advance(by: 0)
        MediaClock.advance(to: t0 + 1.1)
        #expect(log.take().filter { !$0.contains("Layout") } == ["pc.presentationDidEnd(true)", "B.didAppear(true)"])
        #expect(a.view.superview === window)
        // The container reports its layout to the presentation controller.
        pc.containerView!.setNeedsLayout()
        pc.containerView!.layoutIfNeeded()
        #expect(log.take() == ["pc.willLayout", "pc.didLayout"])

        b.dismiss(animated: false)
        #expect(log.take() == ["B.willDisappear(false)", "pc.dismissalWillBegin",
                               "pc.dismissalDidEnd(true)", "B.didDisappear(false)"])
        #expect(window.subviews == [a.view] && pc.containerView == nil && b.presentationController == nil)
    }

    @Test func customWithoutAPresentationControllerGetsAPlainOne() {
        let (window, a, log) = makePresentationScene()
        defer { withExtendedLifetime(window) {} }
        let b = RecordingController("B", log: log)
        b.modalPresentationStyle = .custom
        a.present(b, animated: false)       // no delegate at all
        let pc = b.presentationController
        #expect(pc != nil && type(of: pc!) == UIPresentationController.self)
        #expect(pc?.frameOfPresentedViewInContainerView == window.bounds && b.view.frame == window.bounds)
        #expect(a.view.superview === window)
        #expect(log.take() == ["B.didLoad", "B.willAppear(false)", "B.didAppear(false)"])
    }

    @Test func cancelledCustomPresentationTellsThePresentationController() {
        let (window, a, log) = makePresentationScene()
        defer { withExtendedLifetime(window) {} }
        let fade = FadeAnimator()
        fade.completesWith = false
        let delegate = TestTransitioningDelegate(presenting: fade)
        delegate.makePresentationController = { presented, presenting in
            let pc = RecordingPresentationController(presentedViewController: presented, presenting: presenting)
            pc.log = log
            return pc
        }
        let b = RecordingController("B", log: log)
        b.modalPresentationStyle = .custom
        b.transitioningDelegate = delegate
        let t0 = CACurrentMediaTime()
        a.present(b, animated: true)
        MediaClock.advance(by: 0)
        MediaClock.advance(to: t0 + 1.1)
        #expect(log.take().filter { !$0.contains("Layout") } == [
            "B.didLoad", "B.willAppear(true)", "pc.presentationWillBegin", "pc.presentationDidEnd(false)",
            "B.willDisappear(true)", "B.didDisappear(true)"])
        #expect(window.subviews == [a.view] && a.presentedViewController == nil && b.presentationController == nil)
    }
}
