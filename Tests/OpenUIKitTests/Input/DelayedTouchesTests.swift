import Testing
import Foundation
import OpenUIKit
import LayerTestSupport

/// delaysTouchesEnded (true by default) and delaysTouchesBegan: held view
/// calls, delivered when the recognizer fails, cancelled or dropped when it
/// recognizes (Apple's documented behaviour).
@MainActor struct DelayedTouchesTests {
    @Test func doubleTapHoldsTheFirstTapsEndUntilItFails() {
        resetClock()
        let (window, view, log) = makeTouchScene()
        let double = UITapGestureRecognizer()
        double.numberOfTapsRequired = 2
        view.addGestureRecognizer(double)
        let t0 = CACurrentMediaTime()
        window.play(TouchScript().tap(at: CGPoint(x: 100, y: 100), time: 0))
        MediaClock.advance(to: t0 + 0.399)
        #expect(log.entries == ["began inner (50, 50)"])
        MediaClock.advance(to: t0 + 0.4)                           // the lift at 0.05 + 0.35: failed
        #expect(log.entries == ["began inner (50, 50)", "ended inner (50, 50)"])
    }

    @Test func recognizedDoubleTapCancelsBothTaps() {
        resetClock()
        let (window, view, log) = makeTouchScene()
        var recognized = 0
        let double = UITapGestureRecognizer { _ in recognized += 1 }
        double.numberOfTapsRequired = 2
        view.addGestureRecognizer(double)
        let p = CGPoint(x: 100, y: 100)
        window.play(TouchScript().tap(at: p, time: 0).tap(at: p, time: 0.2))
        MediaClock.advance(by: 1)
        #expect(recognized == 1)
        #expect(log.entries == ["began inner (50, 50)", "began inner (50, 50)",
                                "cancelled inner (50, 50)", "cancelled inner (50, 50)"])
    }

    @Test func delaysTouchesBeganHoldsTheViewUntilThePanFails() {
        resetClock()
        let (window, view, log) = makeTouchScene()
        let pan = UIPanGestureRecognizer()
        pan.delaysTouchesBegan = true
        view.addGestureRecognizer(pan)
        window.touchDown(at: CGPoint(x: 100, y: 100))
        window.touchMove(to: CGPoint(x: 104, y: 100))
        #expect(log.entries.isEmpty)
        window.touchUp()                                           // the pan fails: the view hears it all
        #expect(log.entries == ["began inner (54, 50)", "ended inner (54, 50)"])
        log.entries = []
        window.touchDown(at: CGPoint(x: 100, y: 100))
        window.touchMove(to: CGPoint(x: 130, y: 100))              // the pan begins: the view hears nothing
        window.touchUp()
        #expect(log.entries.isEmpty)
    }
}
