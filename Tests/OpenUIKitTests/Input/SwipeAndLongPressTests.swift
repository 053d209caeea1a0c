import Testing
import Foundation
import OpenUIKit
import LayerTestSupport

/// UISwipeGestureRecognizer (direction, distance, time) and
/// UILongPressGestureRecognizer (0.5 s on the manual clock, movement,
/// changes, the lift).
@MainActor struct SwipeAndLongPressTests {
    @Test func swipeRecognizesDuringTheMoveWhereItBegan() {
        resetClock()
        let (window, view, _) = makeTouchScene()
        let states = StateLog()
        var began: CGPoint?
        let swipe = UISwipeGestureRecognizer { g in
            states.record(g)
            began = g.location(in: nil)
        }
        #expect(swipe.direction == .right && swipe.numberOfTouchesRequired == 1)
        view.addGestureRecognizer(swipe)
        window.play(TouchScript()
            .down(at: CGPoint(x: 60, y: 100), time: 0)
            .move(to: CGPoint(x: 90, y: 100), time: 0.1)
            .move(to: CGPoint(x: 115, y: 104), time: 0.2)             // 55 points right
            .up(time: 0.3))
        MediaClock.advance(by: 1)
        #expect(states.entries == ["ended @200"])
        #expect(began == CGPoint(x: 60, y: 100))
    }

    @Test func swipeInAnotherDirectionFails() {
        resetClock()
        let (window, view, _) = makeTouchScene()
        var log: [String] = []
        let left = UISwipeGestureRecognizer { _ in log.append("left") }
        left.direction = .left
        let vertical = UISwipeGestureRecognizer { _ in log.append("vertical") }
        vertical.direction = [.up, .down]
        view.addGestureRecognizer(left)
        view.addGestureRecognizer(vertical)
        window.play(TouchScript().drag(from: CGPoint(x: 60, y: 60), to: CGPoint(x: 70, y: 140), time: 0, duration: 0.2, steps: 4))
        MediaClock.advance(by: 1)
        #expect(log == ["vertical"])                                   // mostly down
    }

    @Test func slowSwipeFailsAtTheMaximumDuration() {
        resetClock()
        let (window, view, _) = makeTouchScene()
        let swipe = UISwipeGestureRecognizer()
        var recognized = false
        swipe.addTarget { _ in recognized = true }
        view.addGestureRecognizer(swipe)
        let t0 = CACurrentMediaTime()
        window.play(TouchScript().drag(from: CGPoint(x: 60, y: 100), to: CGPoint(x: 140, y: 100), time: 0, duration: 0.8, steps: 8))
        MediaClock.advance(to: t0 + 0.49)
        #expect(swipe.state == .possible)                              // 50 points only at 0.5
        MediaClock.advance(to: t0 + 0.5)
        #expect(swipe.state == .failed)
        MediaClock.advance(by: 1)
        #expect(!recognized)
        #expect(swipe.state == .possible)
    }

    @Test func longPressBeginsAtExactlyHalfASecond() {
        resetClock()
        let (window, view, log) = makeTouchScene()
        let states = StateLog()
        let press = UILongPressGestureRecognizer { states.record($0) }
        #expect(press.minimumPressDuration == 0.5 && press.allowableMovement == 10 && press.numberOfTapsRequired == 0)
        view.addGestureRecognizer(press)
        let t0 = CACurrentMediaTime()
        window.play(TouchScript()
            .down(at: CGPoint(x: 100, y: 100), time: 0)
            .move(to: CGPoint(x: 105, y: 100), time: 0.2)             // within 10 points
            .move(to: CGPoint(x: 160, y: 100), time: 0.7)             // after it began: any distance
            .up(time: 0.9))
        MediaClock.advance(to: t0 + 0.4999)
        #expect(press.state == .possible)
        MediaClock.advance(to: t0 + 0.5)
        #expect(states.entries == ["began @500"])
        MediaClock.advance(by: 1)
        #expect(states.entries == ["began @500", "changed @700", "ended @900"])
        #expect(log.entries == ["began inner (50, 50)", "moved inner (55, 50)", "cancelled inner (55, 50)"])
    }

    @Test func longPressFailsWhenMovedOrLiftedEarly() {
        resetClock()
        let (window, view, _) = makeTouchScene()
        var calls = 0
        view.addGestureRecognizer(UILongPressGestureRecognizer { _ in calls += 1 })
        window.play(TouchScript()
            .down(at: CGPoint(x: 100, y: 100), time: 0).move(to: CGPoint(x: 111, y: 100), time: 0.2).up(time: 1)
            .down(at: CGPoint(x: 100, y: 100), time: 2).up(time: 2.3))
        MediaClock.advance(by: 3)
        #expect(calls == 0)
    }

    @Test func longPressAfterATap() {
        resetClock()
        let (window, view, _) = makeTouchScene()
        let states = StateLog()
        let press = UILongPressGestureRecognizer { states.record($0) }
        press.numberOfTapsRequired = 1
        view.addGestureRecognizer(press)
        let p = CGPoint(x: 100, y: 100)
        window.play(TouchScript().tap(at: p, time: 0, duration: 0.1).down(at: p, time: 0.3).up(time: 1))
        MediaClock.advance(by: 2)
        #expect(states.entries == ["began @800", "ended @1000"])
    }
}
