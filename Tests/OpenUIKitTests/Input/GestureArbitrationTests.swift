import Testing
import Foundation
import OpenUIKit
import LayerTestSupport

/// Between recognizers and views: exclusion, simultaneity, the delegate's
/// and the view's vetoes, cancelsTouchesInView, disabling, and the action
/// forms that replace Apple's target/selector.
@MainActor struct GestureArbitrationTests {
    @Test func panBeginningMakesATapFailAndATapMakesAPanFail() {
        resetClock()
        let (window, view, _) = makeTouchScene()
        var log: [String] = []
        view.addGestureRecognizer(UITapGestureRecognizer { _ in log.append("tap") })
        view.addGestureRecognizer(UIPanGestureRecognizer { g in log.append("pan \(g.state)") })
        window.touchDown(at: CGPoint(x: 100, y: 100))
        window.touchMove(to: CGPoint(x: 120, y: 100))
        window.touchUp()
        window.tap(at: CGPoint(x: 100, y: 100))
        #expect(log == ["pan began", "pan ended", "tap"])
    }

    @Test func simultaneousRecognitionNeedsTheDelegate() {
        resetClock()
        let (window, inner, _) = makeTouchScene()
        final class Both: UIGestureRecognizerDelegate {
            var allow = false
            func gestureRecognizer(_ g: UIGestureRecognizer, shouldRecognizeSimultaneouslyWith other: UIGestureRecognizer) -> Bool { allow }
        }
        var log: [String] = []
        let innerPan = UIPanGestureRecognizer { g in log.append("inner \(g.state)") }
        let outerPan = UIPanGestureRecognizer { g in log.append("outer \(g.state)") }
        inner.addGestureRecognizer(innerPan)
        window.addGestureRecognizer(outerPan)
        let delegate = Both()
        outerPan.delegate = delegate
        let drag = TouchScript().drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 130, y: 100), time: 0, duration: 0.1, steps: 2)
        window.play(drag)
        MediaClock.advance(by: 1)
        #expect(log == ["inner began", "inner changed", "inner ended"])   // the hit view's recognizer comes first
        log = []
        delegate.allow = true
        window.play(drag)
        MediaClock.advance(by: 1)
        #expect(log == ["inner began", "outer began", "inner changed", "outer changed", "inner ended", "outer ended"])
    }

    @Test func delegateAndViewCanVeto() {
        resetClock()
        let (window, view, log) = makeTouchScene()
        final class Veto: UIGestureRecognizerDelegate {
            var begin = true, receive = true
            func gestureRecognizerShouldBegin(_ g: UIGestureRecognizer) -> Bool { begin }
            func gestureRecognizer(_ g: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool { receive }
        }
        var recognized = 0
        let tap = UITapGestureRecognizer { _ in recognized += 1 }
        let veto = Veto()
        tap.delegate = veto
        view.addGestureRecognizer(tap)
        veto.begin = false
        window.tap(at: CGPoint(x: 100, y: 100))
        #expect(recognized == 0)
        #expect(log.entries == ["began inner (50, 50)", "ended inner (50, 50)"])    // nothing cancelled
        veto.begin = true
        veto.receive = false
        let touch = window.touchDown(at: CGPoint(x: 100, y: 100))
        #expect(touch?.gestureRecognizers?.isEmpty == true)
        window.touchUp()
        #expect(recognized == 0)
        veto.receive = true
        final class Refusing: UIView {
            override func gestureRecognizerShouldBegin(_ g: UIGestureRecognizer) -> Bool { false }
        }
        let refusing = Refusing(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        window.addSubview(refusing)
        var refused = 0
        refusing.addGestureRecognizer(UITapGestureRecognizer { _ in refused += 1 })
        window.tap(at: CGPoint(x: 10, y: 10))
        #expect(refused == 0)
        window.tap(at: CGPoint(x: 100, y: 100))
        #expect(recognized == 1)
    }

    @Test func cancelsTouchesInViewFalseLeavesTheViewItsTouches() {
        resetClock()
        let (window, view, log) = makeTouchScene()
        let tap = UITapGestureRecognizer()
        tap.cancelsTouchesInView = false
        #expect(tap.delaysTouchesBegan == false && tap.delaysTouchesEnded == true)
        var recognized = 0
        tap.addTarget { _ in recognized += 1 }
        view.addGestureRecognizer(tap)
        window.tap(at: CGPoint(x: 100, y: 100))
        #expect(recognized == 1)
        #expect(log.entries == ["began inner (50, 50)", "ended inner (50, 50)"])
    }

    @Test func disablingDuringAPanCancelsIt() {
        resetClock()
        let (window, view, _) = makeTouchScene()
        var states: [UIGestureRecognizer.State] = []
        let pan = UIPanGestureRecognizer { states.append($0.state) }
        view.addGestureRecognizer(pan)
        window.touchDown(at: CGPoint(x: 100, y: 100))
        window.touchMove(to: CGPoint(x: 120, y: 100))
        pan.isEnabled = false
        window.touchMove(to: CGPoint(x: 130, y: 100))
        window.touchUp()
        #expect(states == [.began, .cancelled])
        #expect(pan.state == .possible)
    }

    @Test func targetActionFormsReplaceSelectors() {
        resetClock()
        let (window, view, _) = makeTouchScene()
        // On iOS: UIPanGestureRecognizer(target: self, action: #selector(handlePan(_:))).
        // #selector needs the Objective-C runtime; the unbound method stands in for it.
        final class Controller: UIViewController {
            var log: [String] = []
            func handlePan(_ pan: UIPanGestureRecognizer) { log.append("pan \(pan.translation(in: nil).x)") }
            func tapped() { log.append("tapped") }
            func anyGesture(_ g: UIGestureRecognizer) { log.append("any \(g.state)") }
        }
        var controller: Controller? = Controller()
        let pan = UIPanGestureRecognizer(target: controller!, action: Controller.handlePan)
        pan.addTarget(controller!, action: Controller.anyGesture)
        let tap = UITapGestureRecognizer(target: controller!, action: Controller.tapped)
        view.addGestureRecognizer(pan)
        view.addGestureRecognizer(tap)
        window.tap(at: CGPoint(x: 100, y: 100))
        window.touchDown(at: CGPoint(x: 100, y: 100))
        window.touchMove(to: CGPoint(x: 112, y: 100))
        #expect(controller?.log == ["tapped", "pan 12.0", "any began"])
        pan.removeTarget(controller, action: nil)
        window.touchUp()
        #expect(controller?.log.count == 3)
        // Targets are held weakly: a gone target's actions do not run.
        weak var gone: Controller?
        gone = controller
        controller = nil
        #expect(gone == nil)
        window.tap(at: CGPoint(x: 100, y: 100))
    }

    @Test func gestureRecognizersListAndMoveBetweenViews() {
        resetClock()
        let (window, view, _) = makeTouchScene()
        let tap = UITapGestureRecognizer()
        #expect(view.gestureRecognizers == nil)
        view.addGestureRecognizer(tap)
        #expect(view.gestureRecognizers?.count == 1 && tap.view === view)
        window.addGestureRecognizer(tap)
        #expect(view.gestureRecognizers == nil && tap.view === window)
        window.gestureRecognizers = nil
        #expect(tap.view == nil)
        // Apple's form without an action still compiles; actions come later.
        let later = UITapGestureRecognizer(target: nil, action: nil)
        later.addTarget { (g: UITapGestureRecognizer) in _ = g.numberOfTapsRequired }
        #expect(later.state == .possible)
    }
}
