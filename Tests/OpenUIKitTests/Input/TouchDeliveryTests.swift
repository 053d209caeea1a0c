import Testing
import Foundation
import OpenUIKit
import LayerTestSupport

/// Touches reach the view hit-tested at touch-down, stay with it, go up the
/// responder chain by default, and end the run-loop turn.
@MainActor struct TouchDeliveryTests {
    @Test func touchGoesToTheHitTestedViewAndStaysWithIt() {
        resetClock()
        let (window, view, log) = makeTouchScene()
        let touch = window.touchDown(at: CGPoint(x: 60, y: 70))
        #expect(touch?.view === view)
        #expect(touch?.window === window)
        #expect(touch?.phase == .began)
        window.touchMove(to: CGPoint(x: 190, y: 190))               // outside the view: still its touch
        window.touchUp()
        #expect(log.entries == ["began inner (10, 20)", "moved inner (140, 140)", "ended inner (140, 140)"])
        #expect(touch?.phase == .ended)
        #expect(touch?.location(in: nil) == CGPoint(x: 190, y: 190))
        #expect(touch?.previousLocation(in: view) == CGPoint(x: 140, y: 140))
        #expect(window.activeTouches.isEmpty)
    }

    @Test func unhandledTouchesGoUpTheResponderChain() {
        resetClock()
        let (window, inner, log) = makeTouchScene()
        let child = TouchLogView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        child.name = "child"
        child.log = log
        child.handles = false                                       // calls super: forwards to next
        inner.addSubview(child)
        window.touchDown(at: CGPoint(x: 65, y: 65))
        window.touchUp()
        // The child records, then UIResponder's default passes the touches to the superview.
        #expect(log.entries == ["began child (5, 5)", "began inner (15, 15)", "ended child (5, 5)", "ended inner (15, 15)"])
    }

    @Test func hitTestingSkipsViewsThatDoNotTakeTouches() {
        resetClock()
        let (window, inner, log) = makeTouchScene()
        inner.isUserInteractionEnabled = false
        let touch = window.touchDown(at: CGPoint(x: 60, y: 60))
        #expect(touch?.view === window)
        window.touchUp()
        #expect(log.entries.isEmpty)
    }

    @Test func eventHasAllTouchesAndStationaryFingers() {
        resetClock()
        let (window, view, _) = makeTouchScene()
        view.isMultipleTouchEnabled = true
        let a = window.touchDown(at: CGPoint(x: 60, y: 60))!
        let b = window.touchDown(at: CGPoint(x: 80, y: 60))!
        #expect(a.tapCount == 1 && b.tapCount == 1)
        window.touchMove(to: CGPoint(x: 90, y: 60), finger: 1)
        #expect(a.phase == .stationary)
        #expect(b.phase == .moved)
        #expect(window.activeTouches.map(\.phase) == [.stationary, .moved])
        window.sendTouches([TouchInput(finger: 0, phase: .ended, location: CGPoint(x: 60, y: 60)),
                            TouchInput(finger: 1, phase: .ended, location: CGPoint(x: 90, y: 60))])
        #expect(a.phase == .ended && b.phase == .ended)
        #expect(window.activeTouches.isEmpty)
    }

    @Test func eventTouchesForViewAndWindow() {
        resetClock()
        let window = makeVisibleWindow()
        final class Probe: UIView {
            var counts: [Int] = []
            override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
                counts = [event?.allTouches?.count ?? 0, event?.touches(for: self)?.count ?? 0,
                          event?.touches(for: window!)?.count ?? 0]
                #expect(event?.type == .touches)
                #expect(event?.timestamp == CACurrentMediaTime())
            }
        }
        let left = Probe(frame: CGRect(x: 0, y: 0, width: 100, height: 200))
        let right = Probe(frame: CGRect(x: 100, y: 0, width: 100, height: 200))
        window.addSubview(left)
        window.addSubview(right)
        window.sendTouches([TouchInput(finger: 0, phase: .began, location: CGPoint(x: 10, y: 10)),
                            TouchInput(finger: 1, phase: .began, location: CGPoint(x: 150, y: 10))])
        #expect(left.counts == [2, 1, 2])
        #expect(right.counts == [2, 1, 2])
    }

    @Test func tapCountCountsQuickTapsInPlace() {
        resetClock()
        let (window, _, _) = makeTouchScene()
        var counts: [Int] = []
        for dt in [0.0, 0.2, 0.2, 0.5] {                              // the fourth comes too late
            MediaClock.advance(by: dt)
            counts.append(window.touchDown(at: CGPoint(x: 100, y: 100))!.tapCount)
            window.touchUp()
        }
        #expect(counts == [1, 2, 3, 1])
    }

    @Test func scriptDeliversEachStepAtItsMediaTime() {
        resetClock()
        let (window, _, log) = makeTouchScene()
        let t0 = CACurrentMediaTime()
        var times: [Double] = []
        final class Timed: UIView {
            var stamp: ((UIEvent?) -> Void)?
            override func touchesBegan(_ t: Set<UITouch>, with e: UIEvent?) { stamp?(e) }
            override func touchesMoved(_ t: Set<UITouch>, with e: UIEvent?) { stamp?(e) }
            override func touchesEnded(_ t: Set<UITouch>, with e: UIEvent?) { stamp?(e) }
        }
        let timed = Timed(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        timed.stamp = { times.append(($0!.timestamp - t0) * 1000) }
        window.addSubview(timed)
        let playback = window.play(TouchScript()
            .down(at: CGPoint(x: 10, y: 10), time: 0.1)
            .move(to: CGPoint(x: 20, y: 10), time: 0.25)
            .up(time: 0.5))
        #expect(!playback.isFinished)
        MediaClock.advance(by: 0.3)
        #expect(times.map { $0.rounded() } == [100, 250])
        MediaClock.advance(by: 1)
        #expect(times.map { $0.rounded() } == [100, 250, 500])
        #expect(playback.isFinished)
        #expect(log.entries.isEmpty)
    }

    @Test func handlerChangesCommitAtTheEndOfTheTurn() {
        resetClock()
        let window = makeVisibleWindow()
        final class Mover: UIView {
            override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
                center = touches.first!.location(in: superview)
            }
        }
        let view = Mover(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        window.addSubview(view)
        MediaClock.advance(by: 0)
        window.touchDown(at: CGPoint(x: 30, y: 30))
        #expect(view.center == CGPoint(x: 30, y: 30))
        #expect(shownCenter(view) == CGPoint(x: 30, y: 30))         // committed without advancing the clock
        // The same through a script: the scheduler ends the turn after the step.
        window.touchUp()
        window.play(TouchScript().down(at: CGPoint(x: 35, y: 35), time: 0.1))
        MediaClock.advance(by: 0.1)
        #expect(shownCenter(view) == CGPoint(x: 35, y: 35))
    }
}
