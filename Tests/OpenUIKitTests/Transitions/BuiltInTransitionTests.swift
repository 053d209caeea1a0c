import Testing
import Foundation
import OpenUIKit
import LayerTestSupport

/// The built-in modal animations (no animator from the delegate): 0.5 s,
/// ease-in-out, values worked out from the curve.
@MainActor struct BuiltInTransitionTests {
    @Test func coverVerticalSlidesUpFromTheBottomAndBackDown() {
        let (window, a, log) = makePresentationScene()
        defer { withExtendedLifetime(window) {} }
        let b = RecordingController("B", log: log)
        a.view.backgroundColor = .red
        b.view.backgroundColor = .blue
        _ = log.take()
        let t0 = CACurrentMediaTime()
        a.present(b, animated: true)
        // Model at the end; the presentation starts one container height
        // (200) below: centre y 300 → 100.
        #expect(b.view.frame == window.bounds)
        MediaClock.advance(by: 0)
        MediaClock.advance(to: t0 + 0.125)
        #expect(abs(Double(shownCenter(b.view).y) - (300 - 200 * easeInOut(0.25))) < 1e-3)
        MediaClock.advance(to: t0 + 0.25)                   // half time: half way (the curve is symmetric)
        #expect(abs(Double(shownCenter(b.view).y) - 200) < 1e-3)
        #expect(shownCenter(b.view).x == 100)
        let half = renderWindow(window, at: t0 + 0.25)      // B's top edge at y = 100
        #expect(half.isRed(100, 60) && half.isRed(100, 98) && half.isBlue(100, 102) && half.isBlue(100, 190))
        MediaClock.advance(to: t0 + 0.6)
        #expect(shownCenter(b.view).y == 100 && a.presentedViewController === b && !b.isBeingPresented)

        let t1 = CACurrentMediaTime()
        b.dismiss(animated: true)
        MediaClock.advance(by: 0)
        MediaClock.advance(to: t1 + 0.25)
        #expect(abs(Double(shownCenter(b.view).y) - 200) < 1e-3)
        #expect(a.view.superview === b.view.superview)      // the presenter's view is under it
        MediaClock.advance(to: t1 + 0.6)
        #expect(a.presentedViewController == nil && window.subviews == [a.view])
    }

    @Test func aDelegateWithoutAnimatorsGetsTheBuiltInAnimation() {
        let (window, a, log) = makePresentationScene()
        defer { withExtendedLifetime(window) {} }
        let delegate = EmptyTransitioningDelegate()
        let b = RecordingController("B", log: log)
        b.transitioningDelegate = delegate
        let t0 = CACurrentMediaTime()
        a.present(b, animated: true)
        MediaClock.advance(by: 0)
        MediaClock.advance(to: t0 + 0.25)
        #expect(abs(Double(shownCenter(b.view).y) - 200) < 1e-3)
        MediaClock.advance(to: t0 + 0.6)
        #expect(!b.isBeingPresented)
    }

    @Test func transitioningDelegateIsWeak() {
        let b = UIViewController()
        do {
            let delegate = EmptyTransitioningDelegate()
            b.transitioningDelegate = delegate
            #expect(b.transitioningDelegate != nil)
        }
        #expect(b.transitioningDelegate == nil)
    }

    @Test func crossDissolveFadesOneViewOutAndTheOtherIn() {
        let (window, a, log) = makePresentationScene()
        defer { withExtendedLifetime(window) {} }
        let b = RecordingController("B", log: log)
        b.modalTransitionStyle = .crossDissolve
        let t0 = CACurrentMediaTime()
        a.present(b, animated: true)
        MediaClock.advance(by: 0)
        MediaClock.advance(to: t0 + 0.125)
        let q = easeInOut(0.25)
        #expect(abs(Double(b.view.layer.presentation()!.opacity) - q) < 1e-3)
        #expect(abs(Double(a.view.layer.presentation()!.opacity) - (1 - q)) < 1e-3)
        MediaClock.advance(to: t0 + 0.25)
        #expect(abs(Double(b.view.layer.presentation()!.opacity) - 0.5) < 1e-3)
        MediaClock.advance(to: t0 + 0.6)
        #expect(!b.isBeingPresented && a.view.superview == nil)
        #expect(a.view.alpha == 1 && b.view.alpha == 1)      // the leaving view gets its alpha back
        let t1 = CACurrentMediaTime()
        b.dismiss(animated: true)
        #expect(a.view.alpha == 1)
        MediaClock.advance(by: 0)
        MediaClock.advance(to: t1 + 0.125)
        #expect(abs(Double(b.view.layer.presentation()!.opacity) - (1 - q)) < 1e-3)
        #expect(abs(Double(a.view.layer.presentation()!.opacity) - q) < 1e-3)
        MediaClock.advance(to: t1 + 0.6)
        #expect(window.subviews == [a.view] && a.view.alpha == 1 && b.view.alpha == 1)
    }

    @Test func flipHorizontalFlipsTheContainer() {
        let (window, a, log) = makePresentationScene()
        defer { withExtendedLifetime(window) {} }
        let b = RecordingController("B", log: log)
        b.modalTransitionStyle = .flipHorizontal
        let t0 = CACurrentMediaTime()
        a.present(b, animated: true)
        let container = b.view.superview!
        #expect(container.layer.animationKeys() == ["transition"])
        let transition = container.layer.animation(forKey: "transition") as? CATransition
        #expect(transition?.type == .flip && transition?.subtype == .fromRight && transition?.duration == 0.5)
        #expect(a.view.isHidden)                              // the "after" picture shows only the presented view
        MediaClock.advance(by: 0)
        MediaClock.advance(to: t0 + 0.6)
        #expect(!b.isBeingPresented && !a.view.isHidden && a.view.superview == nil)
        b.dismiss(animated: true)
        let back = container.layer.animation(forKey: "transition") as? CATransition
        #expect(back?.subtype == .fromLeft)
        MediaClock.advance(by: 0)
        MediaClock.advance(to: t0 + 1.2)
        #expect(window.subviews == [a.view] && !b.view.isHidden)
    }

    @Test func partialCurlIsRefusedAndCoversVertically() {
        let (window, a, log) = makePresentationScene()
        defer { withExtendedLifetime(window) {} }
        let b = RecordingController("B", log: log)
        b.modalTransitionStyle = .partialCurl
        let t0 = CACurrentMediaTime()
        let messages = CGDiagnostics.capture { a.present(b, animated: true) }.messages
        #expect(messages.count == 1 && messages[0].contains("partialCurl"))
        MediaClock.advance(by: 0)
        MediaClock.advance(to: t0 + 0.25)
        #expect(abs(Double(shownCenter(b.view).y) - 200) < 1e-3)
    }
}
