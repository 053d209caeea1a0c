import Testing
import Foundation
import OpenUIKit
import LayerTestSupport

/// UIPanGestureRecognizer: the 10-point hysteresis, translation from the
/// touch-down point, velocity over the last 0.1 s of samples — all worked
/// out by hand from the scripted points and times.
@MainActor struct PanGestureTests {
    /// down (60, 60) at 0; moves to x = 65 at 0.05, 72 at 0.1, 84 at 0.15; lift at 0.3.
    private func scriptedDrag() -> TouchScript {
        TouchScript()
            .down(at: CGPoint(x: 60, y: 60), time: 0)
            .move(to: CGPoint(x: 65, y: 60), time: 0.05)
            .move(to: CGPoint(x: 72, y: 60), time: 0.1)
            .move(to: CGPoint(x: 84, y: 60), time: 0.15)
            .up(time: 0.3)
    }

    @Test func panBeginsAfterTenPointsAndReportsTranslationAndVelocity() {
        resetClock()
        let (window, view, log) = makeTouchScene()
        let states = StateLog()
        var values: [String] = []
        let pan = UIPanGestureRecognizer { g in
            states.record(g)
            values.append("t \(g.translation(in: nil).x) v \(g.velocity(in: nil).x.rounded())")
        }
        view.addGestureRecognizer(pan)
        window.play(scriptedDrag())
        MediaClock.advance(by: 0.05)
        #expect(states.entries.isEmpty)                      // 5 points: not yet
        MediaClock.advance(by: 1)
        #expect(states.entries == ["began @100", "changed @150", "ended @300"])
        // began: 12 from the touch-down point, velocity (72 − 60) / 0.1;
        // changed: 24, samples back to 0.05: (84 − 65) / 0.1;
        // ended: the lift at 0.3 is alone in its 0.1 s, so from 0.15: 0 / 0.15.
        #expect(values == ["t 12.0 v 120.0", "t 24.0 v 190.0", "t 24.0 v 0.0"])
        #expect(log.entries == ["began inner (10, 10)", "moved inner (15, 10)", "cancelled inner (22, 10)"])
    }

    @Test func liftWhileMovingKeepsTheReleaseVelocity() {
        resetClock()
        let (window, view, _) = makeTouchScene()
        var end: CGPoint?
        let pan = UIPanGestureRecognizer { g in if g.state == .ended { end = g.velocity(in: nil) } }
        view.addGestureRecognizer(pan)
        // 1/32 s steps of 8 points: 256 points per second; lift at the last move.
        var script = TouchScript().down(at: CGPoint(x: 60, y: 100), time: 0)
        for i in 1...8 { script = script.move(to: CGPoint(x: 60 + 8 * Double(i), y: 100 - 4 * Double(i)), time: Double(i) / 32) }
        window.play(script.up(time: 0.25))
        MediaClock.advance(by: 1)
        #expect(end.map { approx($0, CGPoint(x: 256, y: -128), 1e-9) } == true)
    }

    @Test func translationAndVelocityConvertIntoAScaledView() {
        resetClock()
        let (window, view, _) = makeTouchScene()
        view.transform = CGAffineTransform(scaleX: 2, y: 2)
        var seen: (CGPoint, CGPoint)?
        let pan = UIPanGestureRecognizer { g in seen = (g.translation(in: view), g.velocity(in: view)) }
        view.addGestureRecognizer(pan)
        window.play(TouchScript().down(at: CGPoint(x: 100, y: 100), time: 0).move(to: CGPoint(x: 100, y: 140), time: 0.1))
        MediaClock.advance(by: 0.1)
        #expect(seen.map { approx($0.0, CGPoint(x: 0, y: 20)) && approx($0.1, CGPoint(x: 0, y: 200)) } == true)
    }

    @Test func setTranslationRebasesAndResetsVelocity() {
        resetClock()
        let window = makeVisibleWindow()
        let card = UIView(frame: CGRect(x: 20, y: 20, width: 60, height: 60))
        window.addSubview(card)
        MediaClock.advance(by: 0)
        // The incremental pattern of many books: move by the translation, then zero it.
        var velocities: [CGFloat] = []
        // The card owns its recognizer, which owns this closure: capturing the
        // card strongly would be a cycle (as on iOS), so the closure holds it unowned.
        let pan = UIPanGestureRecognizer { [unowned card] g in
            let t = g.translation(in: card.superview)
            card.center = CGPoint(x: card.center.x + t.x, y: card.center.y + t.y)
            velocities.append(g.velocity(in: nil).x)
            g.setTranslation(.zero, in: card.superview)
            #expect(g.translation(in: nil) == .zero)
            #expect(g.velocity(in: nil) == .zero)
        }
        card.addGestureRecognizer(pan)
        window.play(TouchScript().drag(from: CGPoint(x: 50, y: 50), to: CGPoint(x: 150, y: 50), time: 0, duration: 0.5, steps: 10))
        MediaClock.advance(by: 1)
        #expect(card.center == CGPoint(x: 150, y: 50))              // 50 + the whole 100-point drag
        // After each reset the next move's velocity is measured from the
        // reset: 10 / 0.05; the lift comes with the last move, after a reset: 0.
        #expect(velocities.count == 11)
        #expect(velocities.dropLast().allSatisfy { approx($0, 200, 1e-6) })
        #expect(velocities.last == 0)
    }

    @Test func minimumTouchesHoldTheGestureBackAndTheCentroidPans() {
        resetClock()
        let (window, view, _) = makeTouchScene()
        view.isMultipleTouchEnabled = true
        let states = StateLog()
        var translations: [CGPoint] = []
        let pan = UIPanGestureRecognizer { g in
            states.record(g)
            translations.append(g.translation(in: nil))
        }
        pan.minimumNumberOfTouches = 2
        #expect(pan.maximumNumberOfTouches == Int.max)
        view.addGestureRecognizer(pan)
        window.play(TouchScript()
            .down(at: CGPoint(x: 80, y: 100), time: 0)
            .move(to: CGPoint(x: 100, y: 100), time: 0.1)             // one finger: no pan
            .down(at: CGPoint(x: 120, y: 100), time: 0.2, finger: 1)
            .move(to: CGPoint(x: 100, y: 112), time: 0.3)
            .move(to: CGPoint(x: 120, y: 112), time: 0.3, finger: 1)  // centroid (110, 100) → (110, 112)
            .up(time: 0.4, finger: 1))
        MediaClock.advance(by: 1)
        #expect(states.entries == ["began @300", "ended @400"])
        #expect(translations == [CGPoint(x: 0, y: 12), CGPoint(x: 0, y: 12)])
    }

    @Test func panThatNeverMovesFailsAndLeavesTheViewItsTouches() {
        resetClock()
        let (window, view, log) = makeTouchScene()
        var calls = 0
        view.addGestureRecognizer(UIPanGestureRecognizer { _ in calls += 1 })
        window.touchDown(at: CGPoint(x: 100, y: 100))
        window.touchMove(to: CGPoint(x: 109, y: 100))
        window.touchUp()
        #expect(calls == 0)
        #expect(log.entries == ["began inner (50, 50)", "moved inner (59, 50)", "ended inner (59, 50)"])
    }
}
