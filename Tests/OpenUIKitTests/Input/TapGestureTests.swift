import Testing
import Foundation
import OpenUIKit
import LayerTestSupport

/// UITapGestureRecognizer: states at exact media times, the movement and
/// duration limits, several taps and fingers, and single-versus-double tap
/// through require(toFail:).
@MainActor struct TapGestureTests {
    @Test func singleTapRecognizesAtTheLiftAndCancelsTheViewsTouch() {
        resetClock()
        let (window, view, log) = makeTouchScene()
        let states = StateLog()
        let tap = UITapGestureRecognizer { states.record($0) }
        view.addGestureRecognizer(tap)
        window.play(TouchScript().tap(at: CGPoint(x: 100, y: 100), time: 0.1, duration: 0.1))
        MediaClock.advance(by: 0.15)
        #expect(tap.state == .possible)
        MediaClock.advance(by: 0.1)
        #expect(states.entries == ["ended @200"])
        #expect(tap.state == .possible)                       // reset once its touch lifted
        // cancelsTouchesInView (true by default): the view's touch is cancelled, not ended.
        #expect(log.entries == ["began inner (50, 50)", "cancelled inner (50, 50)"])
        #expect(UIGestureRecognizer.State.recognized == .ended)
    }

    @Test func tapAllowsTenPointsOfMovementAndNoMore() {
        resetClock()
        let (window, view, log) = makeTouchScene()
        var recognized = 0
        view.addGestureRecognizer(UITapGestureRecognizer { _ in recognized += 1 })
        window.touchDown(at: CGPoint(x: 100, y: 100))
        window.touchMove(to: CGPoint(x: 106, y: 108))             // 10 points away
        window.touchUp()
        #expect(recognized == 1)
        log.entries = []
        window.touchDown(at: CGPoint(x: 100, y: 100))
        window.touchMove(to: CGPoint(x: 111, y: 100))             // 11 points: fails
        window.touchUp()
        #expect(recognized == 1)
        #expect(log.entries == ["began inner (50, 50)", "moved inner (61, 50)", "ended inner (61, 50)"])
    }

    @Test func heldTapFailsAtTheMaximumDuration() {
        resetClock()
        let (window, view, _) = makeTouchScene()
        let tap = UITapGestureRecognizer()
        view.addGestureRecognizer(tap)
        let t0 = CACurrentMediaTime()
        window.touchDown(at: CGPoint(x: 100, y: 100))
        MediaClock.advance(to: t0 + 0.749)
        #expect(tap.state == .possible)
        MediaClock.advance(to: t0 + 0.75)
        #expect(tap.state == .failed)                         // stays failed until the finger lifts
        window.touchUp()
        #expect(tap.state == .possible)
        #expect(UITapGestureRecognizer.maximumTapDuration == 0.75)
    }

    @Test func doubleTapNeedsTheSecondTapWithinTheInterval() {
        resetClock()
        let (window, view, _) = makeTouchScene()
        let states = StateLog()
        let double = UITapGestureRecognizer { states.record($0) }
        double.numberOfTapsRequired = 2
        view.addGestureRecognizer(double)
        let p = CGPoint(x: 100, y: 100)
        window.play(TouchScript().tap(at: p, time: 0).tap(at: p, time: 0.3))
        MediaClock.advance(by: 1)
        #expect(states.entries == ["ended @350"])
        // Too slow: the lift at 0.05 starts 0.35 s of waiting, failing at 0.4.
        let late = StateLog()
        double.addTarget { late.record($0) }
        window.play(TouchScript().tap(at: p, time: 0).tap(at: p, time: 0.45))
        MediaClock.advance(by: 1)
        #expect(late.entries.isEmpty)
    }

    @Test func singleTapWaitsForTheDoubleTapToFail() {
        resetClock()
        let (window, view, _) = makeTouchScene()
        let states = StateLog()
        let single = UITapGestureRecognizer { states.record($0, "single ") }
        let double = UITapGestureRecognizer { states.record($0, "double ") }
        double.numberOfTapsRequired = 2
        single.require(toFail: double)
        view.addGestureRecognizer(single)
        view.addGestureRecognizer(double)
        let p = CGPoint(x: 100, y: 100)
        window.play(TouchScript().tap(at: p, time: 0))
        MediaClock.advance(by: 0.3)
        #expect(states.entries.isEmpty)                        // lifted at 0.05; waiting
        MediaClock.advance(by: 0.2)
        #expect(states.entries == ["single ended @400"])      // when the double tap failed: 0.05 + 0.35
        let second = StateLog()
        single.addTarget { second.record($0, "single ") }
        double.addTarget { second.record($0, "double ") }
        window.play(TouchScript().tap(at: p, time: 0).tap(at: p, time: 0.2))
        MediaClock.advance(by: 1)
        #expect(second.entries == ["double ended @250"])
    }

    @Test func twoFingerTapNeedsBothFingers() {
        resetClock()
        let (window, view, _) = makeTouchScene()
        view.isMultipleTouchEnabled = true
        var recognized: [Int] = []
        let tap = UITapGestureRecognizer { recognized.append($0.numberOfTouches) }
        tap.numberOfTouchesRequired = 2
        #expect(tap.numberOfTapsRequired == 1)
        view.addGestureRecognizer(tap)
        window.tap(at: CGPoint(x: 100, y: 100))               // one finger: fails
        #expect(recognized.isEmpty)
        window.sendTouches([TouchInput(finger: 0, phase: .began, location: CGPoint(x: 80, y: 100)),
                            TouchInput(finger: 1, phase: .began, location: CGPoint(x: 120, y: 100))])
        window.sendTouches([TouchInput(finger: 0, phase: .ended, location: CGPoint(x: 80, y: 100)),
                            TouchInput(finger: 1, phase: .ended, location: CGPoint(x: 120, y: 100))])
        #expect(recognized == [2])
        #expect(tap.location(in: view) == CGPoint(x: 50, y: 50))   // the last centroid
    }
}
