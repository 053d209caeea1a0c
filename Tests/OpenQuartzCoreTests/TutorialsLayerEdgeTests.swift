import Testing
import Foundation
@testable import OpenQuartzCore
import LayerTestSupport

/// "iOS Animations by Tutorials" ch. 8–16, the EDGE checklist for layer
/// animations (tutorials-ch01-16 §6, items 1–13, 15, 17).
extension GlobalClockSuite {
@Suite @MainActor struct TutorialsLayerEdgeTests {
    private func flyRight(fill: CAMediaTimingFillMode = .removed, removed: Bool = true) -> CABasicAnimation {
        let a = CABasicAnimation(keyPath: "position.x")
        a.fromValue = -100; a.toValue = 300; a.duration = 1
        a.beginTime = CACurrentMediaTime() + 0.3
        a.fillMode = fill
        a.isRemovedOnCompletion = removed
        return a
    }

    // 1–3. Fill modes around a delayed start.
    @Test func fillModesAroundADelayedStart() {
        resetClock()
        let none = CALayer(), back = CALayer(), fwd = CALayer()
        for l in [none, back, fwd] { l.position = CGPoint(x: 200, y: 0) }
        none.add(flyRight(), forKey: "fly")
        back.add(flyRight(fill: .backwards), forKey: "fly")
        fwd.add(flyRight(fill: .forwards), forKey: "fly")
        MediaClock.advance(by: 0)
        MediaClock.advance(by: 0.15)                            // in the delay
        #expect(none.presentation()!.position.x == 200)         // 1. the model
        #expect(back.presentation()!.position.x == -100)        // 2. fromValue
        #expect(fwd.presentation()!.position.x == 200)
        MediaClock.advance(by: 0.65)                            // 0.5 into the active period: −100 + 200
        for l in [none, back, fwd] { #expect(l.presentation()!.position.x == 100) }
        MediaClock.advance(by: 1)
        // 3. Forwards fill with removal on completion: no hold.
        for l in [none, back, fwd] {
            #expect(l.presentation()!.position.x == 200)
            #expect(l.animationKeys() == nil)
        }
    }

    // 4. Both + not removed: the last frame holds; hit testing uses the model.
    @Test func forwardFillNotRemovedHoldsButHitTestingUsesTheModel() {
        resetClock()
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 400, height: 400)
        root.position = CGPoint(x: 200, y: 200)                 // its superlayer space = its own
        let l = CALayer()
        l.bounds = CGRect(x: 0, y: 0, width: 50, height: 50)
        l.position = CGPoint(x: 25, y: 25)
        root.addSublayer(l)
        let d = RecordingAnimationDelegate()
        let a = flyRight(fill: .both, removed: false)
        a.delegate = d
        l.add(a, forKey: "fly")
        MediaClock.advance(by: 0)
        MediaClock.advance(by: 2)
        #expect(l.presentation()!.position.x == 300)
        #expect(l.animationKeys() == ["fly"])
        #expect(d.log == ["start@1000.3", "stop(true)@1001.3"])
        #expect(root.hitTest(CGPoint(x: 25, y: 25)) === l)
        #expect(root.hitTest(CGPoint(x: 300, y: 25)) === root)
    }

    // 5–6. The running copy keeps what it had at add time; the delegate gets it.
    @Test func theDelegateReceivesTheRunningCopy() {
        resetClock()
        let l = CALayer()
        var received: [CAAnimation] = []
        final class Keep: CAAnimationDelegate {
            let sink: (CAAnimation) -> Void
            init(_ sink: @escaping (CAAnimation) -> Void) { self.sink = sink }
            func animationDidStart(_ anim: CAAnimation) { sink(anim) }
        }
        let a = CABasicAnimation(keyPath: "opacity")
        a.duration = 1
        a.setValue("form", forKey: "name")
        a.delegate = Keep { received.append($0) }
        l.add(a, forKey: "fade")
        a.setValue("changed", forKey: "name")
        a.beginTime = CACurrentMediaTime() + 5
        MediaClock.advance(by: 0)                               // starts now, not 5 s later
        #expect(received.count == 1)
        #expect(received.first !== a)
        #expect(received.first === l.animation(forKey: "fade"))
        #expect(received.first?.value(forKey: "name") as? String == "form")
        received.first?.setValue(nil, forKey: "name")
        #expect(received.first?.value(forKey: "name") == nil)
        received.removeAll()                                    // the copy's delegate captures `received`: a cycle
    }

    // 7–9. Removing one key, insertion order, replacement, last added wins.
    @Test func removingOneKeyReplacingAndOrder() {
        resetClock()
        let l = CALayer()
        l.position = CGPoint(x: 200, y: 0)
        let d = NamedLogDelegate()
        let info = CABasicAnimation(keyPath: "position.x")
        info.fromValue = 0; info.toValue = 200; info.duration = 5
        info.delegate = d; info.setValue("infoappear", forKey: "name")
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 0.2; fade.toValue = 1; fade.duration = 4.5
        fade.delegate = d; fade.setValue("fadein", forKey: "name")
        l.add(info, forKey: "infoappear")
        l.add(fade, forKey: "fadein")
        #expect(l.animationKeys() == ["infoappear", "fadein"])
        MediaClock.advance(by: 0)
        MediaClock.advance(by: 1)
        l.removeAnimation(forKey: "infoappear")
        MediaClock.advance(by: 0)
        #expect(l.presentation()!.position.x == 200)            // jumped to the model
        #expect(approx(Double(l.presentation()!.opacity), 0.2 + 0.8 / 4.5, 1e-6))   // still fading
        #expect(d.log == ["start infoappear@1000.0", "start fadein@1000.0", "stop infoappear false@1001.0"])
        // Re-adding under an existing key replaces and appends.
        let again = CABasicAnimation(keyPath: "zPosition"); again.duration = 1
        l.add(again, forKey: "a")
        l.add(CABasicAnimation(keyPath: "zPosition"), forKey: "b")
        l.add(again, forKey: "a")
        #expect(l.animationKeys() == ["fadein", "b", "a"])
        // 9. Several animations of one key path under nil keys: the last added wins.
        for v in [10.0, 20, 30] {
            let z = CABasicAnimation(keyPath: "zPosition")
            z.fromValue = v; z.toValue = v; z.duration = 1
            l.add(z, forKey: nil)
        }
        MediaClock.advance(by: 0)
        MediaClock.advance(by: 0.5)
        #expect(l.presentation()!.zPosition == 30)
    }

    // 10. A missing fromValue is the render tree's current value: with the
    // model set to the destination in the same transaction, nothing moves.
    @Test func toValueOnlyWithTheModelAlreadyThereDoesNotMove() {
        resetClock()
        let (_, root) = makeInterfaceRoot()
        let field = CALayer()
        field.position = CGPoint(x: -100, y: 50)
        addCommitted(field, to: root)
        let fly = CABasicAnimation(keyPath: "position.x")
        fly.toValue = 200; fly.duration = 1
        field.add(fly, forKey: nil)
        CATransaction.setDisableActions(true)
        field.position.x = 200                                  // the model, after the add
        MediaClock.advance(by: 0)
        MediaClock.advance(by: 0.5)
        #expect(field.presentation()!.position.x == 200)        // "stopped animating altogether"
        // The book's fix: an explicit fromValue.
        let fixed = CABasicAnimation(keyPath: "position.x")
        fixed.fromValue = -100; fixed.toValue = 200; fixed.duration = 1
        field.add(fixed, forKey: nil)
        MediaClock.advance(by: 0)
        MediaClock.advance(by: 0.5)
        #expect(field.presentation()!.position.x == 50)
        // byValue alone: from the current (new) value.
        MediaClock.advance(by: 1)
        field.position.x = 0
        let by = CABasicAnimation(keyPath: "position.x")
        by.byValue = 40; by.duration = 1
        field.add(by, forKey: nil)
        MediaClock.advance(by: 0)
        MediaClock.advance(by: 0.5)
        #expect(field.presentation()!.position.x == 20)         // 0 → 40
        // Neither endpoint: from the previous render value to the model.
        MediaClock.advance(by: 1)
        field.position.x = 100
        let neither = CABasicAnimation(keyPath: "position.x"); neither.duration = 1
        field.add(neither, forKey: nil)
        MediaClock.advance(by: 0)
        MediaClock.advance(by: 0.5)
        #expect(field.presentation()!.position.x == 50)         // 0 → 100
    }

    // 11. Group children take its duration and its timing function; child delegates are ignored.
    @Test func groupTimingFunctionShapesTheChildren() {
        resetClock()
        let l = CALayer()
        let childDelegate = RecordingAnimationDelegate()
        let child = CABasicAnimation(keyPath: "zPosition")
        child.fromValue = 0; child.toValue = 100
        child.delegate = childDelegate
        let g = CAAnimationGroup()
        g.animations = [child]
        g.duration = 2
        g.timingFunction = CAMediaTimingFunction(name: .easeIn)
        l.add(g, forKey: "g")
        MediaClock.advance(by: 0)
        MediaClock.advance(by: 1)
        let expected = 100 * bezierY(atX: 0.5, Double(Float(0.42)), 0, 1, 1)
        #expect(approx(Double(l.presentation()!.zPosition), expected, 1e-6))
        MediaClock.advance(by: 1)
        #expect(childDelegate.log.isEmpty)
        #expect(l.animationKeys() == nil)
    }

    // 12. Fractional repeats with autoreverse, and repeatDuration.
    @Test func fractionalRepeatsAndRepeatDuration() {
        resetClock()
        let l = CALayer(), m = CALayer()
        let d1 = RecordingAnimationDelegate(), d2 = RecordingAnimationDelegate()
        let a = CABasicAnimation(keyPath: "zPosition")
        a.fromValue = 0; a.toValue = 100; a.duration = 5
        a.autoreverses = true; a.repeatCount = 2.5
        a.delegate = d1
        l.add(a, forKey: nil)
        let b = CABasicAnimation(keyPath: "zPosition")
        b.fromValue = 0; b.toValue = 150; b.duration = 1.5
        b.repeatDuration = 5
        b.delegate = d2
        m.add(b, forKey: nil)
        MediaClock.advance(by: 0)
        MediaClock.advance(to: 1004.9)                          // b: 3rd repeat ends at 4.5; 0.4 s in → 40
        #expect(approx(m.presentation()!.zPosition, 40, 1e-9))
        MediaClock.advance(to: 1022.5)                          // a: 3rd cycle, forward half → 50
        #expect(approx(l.presentation()!.zPosition, 50, 1e-9))
        MediaClock.advance(to: 1024.99)                         // nearly at toValue
        #expect(l.presentation()!.zPosition > 99.7)
        MediaClock.advance(to: 1026)
        #expect(d1.log == ["start@1000.0", "stop(true)@1025.0"])   // 2.5 × 2 × 5 s
        #expect(d2.log == ["start@1000.0", "stop(true)@1005.0"])   // 3⅓ cycles of 1.5 s
    }

    // 13. Speeds multiply down the hierarchy: 2 × 2 × 2 = 8.
    @Test func speedsMultiplyDownTheHierarchy() {
        resetClock()
        let top = CALayer(), mid = CALayer()
        top.speed = 2; mid.speed = 2
        top.addSublayer(mid)
        let d = RecordingAnimationDelegate()
        let a = CABasicAnimation(keyPath: "zPosition")
        a.fromValue = 0; a.toValue = 100; a.duration = 8; a.speed = 2
        a.delegate = d
        mid.add(a, forKey: nil)
        MediaClock.advance(by: 0)
        MediaClock.advance(by: 0.5)
        #expect(approx(mid.presentation()!.zPosition, 50, 1e-9))
        MediaClock.advance(by: 0.5)
        #expect(d.log == ["start@1000.0", "stop(true)@1001.0"])
    }

    // 15. A rotation from 0 to 2π makes a full turn.
    @Test func rotationToTwoPiMakesAFullTurn() {
        resetClock()
        let l = CALayer()
        let a = CABasicAnimation(keyPath: "transform.rotation.z")
        a.fromValue = 0; a.toValue = 2 * Double.pi; a.duration = 1
        l.add(a, forKey: nil)
        MediaClock.advance(by: 0)
        for f in [0.25, 0.5, 0.75] {
            MediaClock.advance(to: 1000 + f)
            let t = l.presentation()!.transform
            #expect(approx(Double(t.m11), cos(2 * .pi * f), 1e-9) && approx(Double(t.m12), sin(2 * .pi * f), 1e-9))
        }
    }

    // 17. A spring cut short by its duration jumps to the final value.
    @Test func springCutShortJumpsToTheEnd() {
        resetClock()
        let l = CALayer()
        l.zPosition = 100
        let s = CASpringAnimation(keyPath: "zPosition")
        s.fromValue = 0; s.toValue = 100
        s.duration = 0.25                                       // settling takes ~1.5 s
        l.add(s, forKey: nil)
        MediaClock.advance(by: 0)
        // m 1, k 100, c 10: ω0 10, ζ 0.5, α 5, ωd = 10√0.75;
        // x = 1 + e^(−αt)(−cos ωd t − (α/ωd) sin ωd t).
        let wd = 10 * 0.75.squareRoot()
        func x(_ t: Double) -> Double { 1 + exp(-5 * t) * (-cos(wd * t) - 5 / wd * sin(wd * t)) }
        MediaClock.advance(by: 0.2)
        #expect(approx(Double(l.presentation()!.zPosition), 100 * x(0.2), 1e-6))
        #expect(l.presentation()!.zPosition != 100)
        MediaClock.advance(by: 0.05)
        #expect(l.presentation()!.zPosition == 100 && l.renderAnimations.isEmpty)
    }
}
}
