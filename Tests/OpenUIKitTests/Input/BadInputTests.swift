import Testing
import Foundation
import OpenUIKit
import LayerTestSupport

/// Input that cannot happen on a device, or happens rarely: each has a
/// defined result and a one-time diagnostic, and nothing crashes.
@MainActor struct BadInputTests {
    @Test func nonFinitePointsAreIgnored() {
        resetClock()
        let (window, _, log) = makeTouchScene()
        let (_, messages) = CGDiagnostics.capture {
            #expect(window.touchDown(at: CGPoint(x: CGFloat.nan, y: 10)) == nil)
            let touch = window.touchDown(at: CGPoint(x: 100, y: 100))
            window.touchMove(to: CGPoint(x: CGFloat.infinity, y: 0))
            window.touchMove(to: CGPoint(x: 120, y: CGFloat.nan))
            #expect(touch?.location(in: nil) == CGPoint(x: 100, y: 100))
            window.touchUp(at: CGPoint(x: CGFloat.nan, y: 0))             // lifts where it was
            #expect(touch?.phase == .ended)
        }
        #expect(messages == ["UIWindow: a touch down or move at a non-finite point is ignored"])
        #expect(log.entries == ["began inner (50, 50)", "ended inner (50, 50)"])
    }

    @Test func movesAndLiftsWithoutADownAreIgnored() {
        resetClock()
        let (window, _, log) = makeTouchScene()
        let (_, messages) = CGDiagnostics.capture {
            window.touchMove(to: CGPoint(x: 100, y: 100))
            window.touchUp()
            window.touchCancel(finger: 7)
        }
        #expect(messages == ["UIWindow: a touch move, lift or cancel without a touch down is ignored"])
        #expect(log.entries.isEmpty)
    }

    @Test func duplicateDownCancelsTheOldTouch() {
        resetClock()
        let (window, _, log) = makeTouchScene()
        let (_, messages) = CGDiagnostics.capture {
            let old = window.touchDown(at: CGPoint(x: 60, y: 60), finger: 3)
            let new = window.touchDown(at: CGPoint(x: 100, y: 100), finger: 3)
            #expect(old?.phase == .cancelled)
            #expect(new?.phase == .began && new !== old)
            window.touchUp(finger: 3)
        }
        #expect(messages == ["UIWindow: a finger went down while already down; its old touch is cancelled"])
        #expect(log.entries == ["began inner (10, 10)", "cancelled inner (10, 10)", "began inner (50, 50)", "ended inner (50, 50)"])
    }

    @Test func hiddenWindowIgnoresTouchesAndCancelsThoseItHad() {
        resetClock()
        let (window, _, log) = makeTouchScene()
        let (_, messages) = CGDiagnostics.capture {
            window.touchDown(at: CGPoint(x: 100, y: 100))
            window.isHidden = true
            window.touchMove(to: CGPoint(x: 110, y: 100))
            #expect(window.activeTouches.isEmpty)
            #expect(window.touchDown(at: CGPoint(x: 100, y: 100)) == nil)
            let never = UIWindow(frame: CGRect(x: 0, y: 0, width: 50, height: 50))   // never made visible
            #expect(never.touchDown(at: CGPoint(x: 10, y: 10)) == nil)
        }
        #expect(messages == ["UIWindow: touches sent to a hidden window are ignored (and the touches it had are cancelled)"])
        #expect(log.entries == ["began inner (50, 50)", "cancelled inner (50, 50)"])
    }

    @Test func viewRemovedMidTouchGetsOneCancel() {
        resetClock()
        let (window, view, log) = makeTouchScene()
        var states: [UIGestureRecognizer.State] = []
        view.addGestureRecognizer(UIPanGestureRecognizer { states.append($0.state) })
        let (_, messages) = CGDiagnostics.capture {
            window.touchDown(at: CGPoint(x: 100, y: 100))
            window.touchMove(to: CGPoint(x: 103, y: 100))
            view.removeFromSuperview()
            window.touchMove(to: CGPoint(x: 130, y: 100))
            window.touchMove(to: CGPoint(x: 140, y: 100))
            window.touchUp()
        }
        #expect(messages == ["UIWindow: a view left its window during a touch; it gets touchesCancelled and no more of the touch"])
        #expect(log.entries == ["began inner (50, 50)", "moved inner (53, 50)", "cancelled inner (80, 50)"])
        #expect(states.isEmpty)                                           // the pan had not begun: it fails
    }

    @Test func recognizerRemovedMidGestureIsCancelled() {
        resetClock()
        let (window, view, _) = makeTouchScene()
        var states: [UIGestureRecognizer.State] = []
        let pan = UIPanGestureRecognizer { states.append($0.state) }
        view.addGestureRecognizer(pan)
        let (_, messages) = CGDiagnostics.capture {
            window.touchDown(at: CGPoint(x: 100, y: 100))
            window.touchMove(to: CGPoint(x: 120, y: 100))
            view.removeGestureRecognizer(pan)
            window.touchMove(to: CGPoint(x: 130, y: 100))
            window.touchUp()
        }
        #expect(messages == ["UIView.removeGestureRecognizer: removed during a gesture; it is cancelled or fails, and resets"])
        #expect(states == [.began, .cancelled])
        #expect(pan.view == nil && pan.state == .possible)
    }

    @Test func forbiddenStateChangesAreRefused() {
        resetClock()
        let (window, view, _) = makeTouchScene()
        final class Jumpy: UIGestureRecognizer {
            override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) { state = .changed }
        }
        let jumpy = Jumpy()
        view.addGestureRecognizer(jumpy)
        let (_, messages) = CGDiagnostics.capture {
            window.touchDown(at: CGPoint(x: 100, y: 100))
            #expect(jumpy.state == .possible)
            window.touchUp()
        }
        #expect(messages == ["UIGestureRecognizer: the state cannot go from possible to changed; ignored"])
    }

    @Test func inputFromAHandlerIsDeliveredAfterTheCurrentEvent() {
        resetClock()
        let window = makeVisibleWindow()
        final class Echo: UIView {
            var log: [String] = []
            override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
                log.append("began")
                window?.touchUp()
                log.append("after touchUp")
            }
            override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("ended") }
        }
        let echo = Echo(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        window.addSubview(echo)
        window.touchDown(at: CGPoint(x: 10, y: 10))
        #expect(echo.log == ["began", "after touchUp", "ended"])
    }
}
