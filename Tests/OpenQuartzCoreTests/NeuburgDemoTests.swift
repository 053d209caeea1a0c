import Testing
import Foundation
@testable import OpenQuartzCore
import LayerTestSupport

/// Neuburg, "Programming iOS 14", chapter 4: the layer-animation demos of the
/// spec's list §32, items 22–31 and 34–40, re-created from their described
/// behaviour and checked at exact media times. The demos built on the
/// Gallery's own layer classes (29, 31, 38) are tested in GalleryTests'
/// NeuburgSceneLayerTests: this target does not import Gallery.
extension GlobalClockSuite {
@Suite @MainActor struct NeuburgDemoTests {
    private func makeArrow(in root: CALayer, rotation: CGFloat = 0) -> CALayer {
        let arrow = CALayer()
        arrow.bounds = CGRect(x: 0, y: 0, width: 40, height: 100)
        arrow.position = CGPoint(x: 200, y: 200)
        arrow.transform = CATransform3DMakeRotation(rotation, 0, 0, 1)
        addCommitted(arrow, to: root)
        return arrow
    }

    // 22. Implicit arrow rotation: the default 0.25 s linear, then 0.8 s "clunk".
    @Test func d22_implicitArrowRotation() {
        resetClock()
        let (_, root) = makeInterfaceRoot()
        let arrow = makeArrow(in: root)
        arrow.transform = CATransform3DRotate(arrow.transform, .pi / 4, 0, 0, 1)
        #expect(arrow.animationKeys() == ["transform"])
        #expect(arrow.animation(forKey: "transform")?.duration == 0.25)
        MediaClock.advance(by: 0)                               // commit at 1000
        MediaClock.advance(by: 0.125)
        #expect(approx(angleZ(arrow), .pi / 8))                 // half of π/4, linear
        MediaClock.advance(by: 0.125)
        #expect(arrow.animationKeys() == nil)
        #expect(approx(angleZ(arrow), .pi / 4))

        CATransaction.begin()
        CATransaction.setAnimationDuration(0.8)
        CATransaction.setAnimationTimingFunction(clunk)
        arrow.transform = CATransform3DRotate(arrow.transform, .pi / 4, 0, 0, 1)
        CATransaction.commit()                                  // starts now, 1000.25
        let a = arrow.animation(forKey: "transform")
        #expect(a?.duration == 0.8)
        #expect(a?.timingFunction == clunk)
        MediaClock.advance(by: 0.4)
        // π/4 + clunk(0.4 / 0.8) · π/4; clunk(0.5) ≈ 0.2147 (slow start).
        let expected = .pi / 4 + clunkY(0.5) * .pi / 4
        #expect(approx(angleZ(arrow), expected, 1e-9))
        #expect(clunkY(0.5) < 0.3)
        MediaClock.advance(by: 0.4)
        #expect(arrow.animationKeys() == nil && approx(angleZ(arrow), .pi / 2))
    }

    // 23. Grow from a point: only animates when the add was flushed first.
    @Test func d23_growFromAPointNeedsFlush() {
        resetClock()
        let (_, root) = makeInterfaceRoot()
        let noFlush = CALayer()
        noFlush.position = CGPoint(x: 100, y: 100)
        root.addSublayer(noFlush)
        CATransaction.setAnimationDuration(2)
        noFlush.bounds.size = CGSize(width: 100, height: 100)
        #expect(noFlush.animationKeys() == nil)
        MediaClock.advance(by: 0)
        MediaClock.advance(by: 1)
        #expect(noFlush.presentation()!.bounds.size == CGSize(width: 100, height: 100))   // jumped

        let flushed = CALayer()
        flushed.position = CGPoint(x: 100, y: 100)
        root.addSublayer(flushed)
        CATransaction.flush()
        CATransaction.setAnimationDuration(2)
        flushed.bounds.size = CGSize(width: 100, height: 100)
        #expect(flushed.animationKeys() == ["bounds"])
        #expect(flushed.animation(forKey: "bounds")?.duration == 2)
        MediaClock.advance(by: 0)
        MediaClock.advance(by: 1)                                // half of 2 s: 50 × 50
        #expect(flushed.presentation()!.bounds.size == CGSize(width: 50, height: 50))
        #expect(flushed.presentation()!.position == CGPoint(x: 100, y: 100))
        MediaClock.advance(by: 1)
        #expect(flushed.animationKeys() == nil)
    }

    // 24. The full, condensed and additive-reverse explicit rotations agree.
    @Test func d24_threeExplicitRotationFormsAgree() {
        resetClock()
        let (_, root) = makeInterfaceRoot()
        let full = makeArrow(in: root), condensed = makeArrow(in: root), additive = makeArrow(in: root)
        let rot = CGFloat.pi / 4
        // Full: capture, set the model without actions, animate from → to.
        let start = full.transform, end = CATransform3DRotate(start, rot, 0, 0, 1)
        CATransaction.begin(); CATransaction.setDisableActions(true)
        full.transform = end
        CATransaction.commit()
        let a1 = CABasicAnimation(keyPath: "transform")
        a1.duration = 0.8; a1.timingFunction = clunk
        a1.fromValue = start; a1.toValue = end
        full.add(a1, forKey: nil)
        // Condensed: set the model (an implicit animation is added too), then
        // an animation with only duration and timing function.
        condensed.transform = CATransform3DRotate(condensed.transform, rot, 0, 0, 1)
        let a2 = CABasicAnimation(keyPath: "transform")
        a2.duration = 0.8; a2.timingFunction = clunk
        condensed.add(a2, forKey: nil)
        #expect(condensed.animationKeys() == ["transform"])    // the implicit one; a2 has no key
        // Additive reverse: final model, then −rot → 0 added on top.
        CATransaction.begin(); CATransaction.setDisableActions(true)
        additive.transform = CATransform3DRotate(additive.transform, rot, 0, 0, 1)
        CATransaction.commit()
        let a3 = CABasicAnimation(keyPath: "transform")
        a3.duration = 0.8; a3.timingFunction = clunk
        a3.fromValue = -rot; a3.toValue = 0
        a3.isAdditive = true
        a3.valueFunction = CAValueFunction(name: .rotateZ)
        additive.add(a3, forKey: nil)
        MediaClock.advance(by: 0)
        let t0 = CACurrentMediaTime()
        for t in [0.1, 0.2, 0.4, 0.6, 0.75] {
            MediaClock.advance(to: t0 + t)
            let expected = clunkY(t / 0.8) * .pi / 4               // by hand: π/4 · clunk(t / 0.8)
            #expect(approx(angleZ(full), expected, 1e-9))
            #expect(approx(angleZ(condensed), expected, 1e-9))
            #expect(approx(angleZ(additive), expected, 1e-9))
        }
        MediaClock.advance(to: t0 + 0.8)
        for l in [full, condensed, additive] {
            #expect(l.animationKeys() == nil && approx(angleZ(l), .pi / 4))
        }
    }

    // 25. Vibrate: 0.05 s linear × 3 autoreversed ±π/40, absolute and additive.
    @Test func d25_vibrateAbsoluteAndAdditiveAgree() {
        resetClock()
        let (_, root) = makeInterfaceRoot()
        let base = CGFloat.pi / 4
        let absolute = makeArrow(in: root, rotation: base), additive = makeArrow(in: root, rotation: base)
        func configure(_ a: CABasicAnimation) {
            a.duration = 0.05
            a.timingFunction = CAMediaTimingFunction(name: .linear)
            a.repeatCount = 3
            a.autoreverses = true
        }
        let now = absolute.transform
        let a1 = CABasicAnimation(keyPath: "transform"); configure(a1)
        a1.fromValue = CATransform3DRotate(now, .pi / 40, 0, 0, 1)
        a1.toValue = CATransform3DRotate(now, -.pi / 40, 0, 0, 1)
        absolute.add(a1, forKey: nil)
        let a2 = CABasicAnimation(keyPath: "transform"); configure(a2)
        a2.isAdditive = true
        a2.valueFunction = CAValueFunction(name: .rotateZ)
        a2.fromValue = Float.pi / 40; a2.toValue = -Float.pi / 40
        let d = RecordingAnimationDelegate()
        a2.delegate = d
        additive.add(a2, forKey: nil)
        MediaClock.advance(by: 0)
        let t0 = CACurrentMediaTime()
        // (time, offset): forward quarter → +π/80; back pass three quarters in
        // → progress 0.25 → +π/80... by hand: v(p) = π/40 − p·π/20.
        let samples: [(Double, Double)] = [
            (0.0125, .pi / 80),          // forward, p = 0.25
            (0.025, 0),                  // forward, p = 0.5
            (0.0625, -.pi / 80),         // reverse, p = 1 − 0.25 = 0.75
            (0.1125, .pi / 80),          // 2nd cycle forward, p = 0.25
            (0.2875, .pi / 80),          // 3rd cycle reverse, p = 0.25
        ]
        for (t, offset) in samples {
            MediaClock.advance(to: t0 + t)
            #expect(approx(angleZ(absolute), Double(base) + offset, 1e-6))   // Float endpoints in a2
            #expect(approx(angleZ(additive), Double(base) + offset, 1e-6))
        }
        MediaClock.advance(to: t0 + 0.31)                       // active 3 × 2 × 0.05 = 0.3
        #expect(approx(angleZ(absolute), Double(base)) && approx(angleZ(additive), Double(base)))
        #expect(d.log == ["start@\(t0)", "stop(true)@\(t0 + 0.3)"])
    }

    // 26. CASpringAnimation drop: position.y + 100 with a springy settle.
    @Test func d26_springDrop() {
        resetClock()
        let (_, root) = makeInterfaceRoot()
        let layer = CALayer()
        layer.position = CGPoint(x: 100, y: 100)
        addCommitted(layer, to: root)
        CATransaction.setDisableActions(true)
        layer.position.y += 100
        let s = CASpringAnimation(keyPath: "position")
        s.damping = 0.7; s.initialVelocity = 20; s.mass = 0.04; s.stiffness = 4
        s.duration = 1
        layer.add(s, forKey: nil)
        MediaClock.advance(by: 0)
        let t0 = CACurrentMediaTime()
        // By hand: ω0 = √(k/m) = 10, ζ = c / (2√(km)) = 0.875, α = ζω0 = 8.75,
        // ωd = ω0√(1 − ζ²); x(t) = 1 + e^(−αt)(−cos ωd t + B sin ωd t), B = (v0 − α)/ωd.
        let alpha = 8.75, wd = 10 * (1 - 0.875 * 0.875).squareRoot(), b = (20 - alpha) / wd
        func x(_ t: Double) -> Double { 1 + exp(-alpha * t) * (-cos(wd * t) + b * sin(wd * t)) }
        var peak = 0.0
        for t in [0.05, 0.1, 0.2, 0.3, 0.5] {
            MediaClock.advance(to: t0 + t)
            let p = layer.presentation()!.position
            #expect(approx(Double(p.y), 100 + 100 * x(t), 1e-6))
            #expect(p.x == 100)
            peak = max(peak, Double(p.y))
        }
        #expect(peak > 200)                                     // overshoots the target
        MediaClock.advance(to: t0 + 1)
        #expect(layer.animationKeys() == nil)                   // nil key: never listed
        #expect(layer.renderAnimations.isEmpty)
        #expect(layer.presentation()!.position == CGPoint(x: 100, y: 200))
    }

    // 27. The additive keyframe waggle with no duration: 0.25 s from the transaction.
    @Test func d27_additiveKeyframeWaggle() {
        resetClock()
        let (_, root) = makeInterfaceRoot()
        let arrow = makeArrow(in: root, rotation: 0.3)
        let w = CAKeyframeAnimation(keyPath: "transform")
        w.values = waggleValues
        w.isAdditive = true
        w.valueFunction = CAValueFunction(name: .rotateZ)
        arrow.add(w, forKey: "waggle")
        #expect(arrow.animation(forKey: "waggle")?.duration == 0.25)
        #expect(w.duration == 0)                                // the original is untouched
        MediaClock.advance(by: 0)
        let t0 = CACurrentMediaTime()
        for k in [1, 2] {                                       // keyframe k at k/9 of 0.25 s
            MediaClock.advance(to: t0 + 0.25 * Double(k) / 9)
            #expect(approx(angleZ(arrow), 0.3 + waggleValues[k], 1e-9))
        }
        MediaClock.advance(to: t0 + 0.125)                      // 4.5 segments: between −π/35 and π/40
        let between: Double = 0.3 + (-Double.pi / 35 + Double.pi / 40) / 2
        #expect(approx(angleZ(arrow), between, 1e-9))
        for k in [5, 8] {
            MediaClock.advance(to: t0 + 0.25 * Double(k) / 9)
            #expect(approx(angleZ(arrow), 0.3 + waggleValues[k], 1e-9))
        }
        MediaClock.advance(to: t0 + 0.25)
        #expect(arrow.animationKeys() == nil && approx(angleZ(arrow), 0.3))
    }

    // 28 is the sprite flip-book (discrete contents): checked on the model only.
    @Test func d28_discreteContentsKeyframesForever() {
        resetClock()
        let layer = CALayer()
        let frames = ["f0", "f1", "f2", "f3", "f4"]
        let a = CAKeyframeAnimation(keyPath: "contents")
        a.values = frames
        a.keyTimes = [0, 0.25, 0.5, 0.75, 1]
        a.calculationMode = .discrete
        a.duration = 1.5
        a.repeatCount = .infinity
        layer.add(a, forKey: "sprite")
        MediaClock.advance(by: 0)
        let t0 = CACurrentMediaTime()
        // Discrete with 5 key times: f0 on [0, 0.375), f1 on [0.375, 0.75)…
        // f4 only at the very end, so each loop shows f0–f3.
        var shown: [String] = []
        for t in [0.1, 0.5, 0.8, 1.2, 1.6, 3.1 + 0.8] {
            MediaClock.advance(to: t0 + t)
            shown.append(layer.presentation()!.contents as? String ?? "nil")
        }
        #expect(shown == ["f0", "f1", "f2", "f3", "f0", "f2"])
        #expect(layer.animationKeys() == ["sprite"])
    }

    // 30. Rotate then waggle: a 1.05 s group, the waggle starting at 0.7.
    @Test func d30_rotateThenWaggleGroup() {
        resetClock()
        let (_, root) = makeInterfaceRoot()
        let arrow = makeArrow(in: root, rotation: 0.2)
        let rot = Double.pi / 4
        let current = arrow.value(forKeyPath: "transform.rotation.z") as! CGFloat
        #expect(approx(current, 0.2))
        CATransaction.setDisableActions(true)
        arrow.setValue(current + CGFloat(rot), forKeyPath: "transform.rotation.z")
        #expect(approx(arrow.value(forKeyPath: "transform.rotation.z") as! CGFloat, 0.2 + rot))
        let a1 = CABasicAnimation(keyPath: "transform")
        a1.duration = 0.8
        a1.timingFunction = clunk
        a1.fromValue = current
        a1.toValue = current + CGFloat(rot)
        a1.valueFunction = CAValueFunction(name: .rotateZ)
        let a2 = CAKeyframeAnimation(keyPath: "transform")
        a2.values = waggleValues
        a2.isAdditive = true
        a2.valueFunction = CAValueFunction(name: .rotateZ)
        a2.duration = 0.25
        a2.beginTime = 0.7
        let group = CAAnimationGroup()
        group.animations = [a1, a2]
        group.duration = 1.05
        let d = RecordingAnimationDelegate()
        group.delegate = d
        arrow.add(group, forKey: nil)
        MediaClock.advance(by: 0)
        let t0 = CACurrentMediaTime()
        MediaClock.advance(to: t0 + 0.4)                        // a1 only: 0.2 + clunk(0.5)·π/4
        #expect(approx(angleZ(arrow), 0.2 + clunkY(0.5) * rot, 1e-9))
        MediaClock.advance(to: t0 + 0.75)                       // a1 at 0.9375, waggle at 0.2
        #expect(approx(angleZ(arrow), 0.2 + clunkY(0.75 / 0.8) * rot + evenKeyframes(waggleValues, at: 0.2), 1e-9))
        MediaClock.advance(to: t0 + 0.9)                        // a1 over (removed): model; waggle at 0.8
        #expect(approx(angleZ(arrow), 0.2 + rot + evenKeyframes(waggleValues, at: 0.8), 1e-9))
        MediaClock.advance(to: t0 + 1.05)
        #expect(d.log == ["start@\(t0)", "stop(true)@\(t0 + 1.05)"])
        #expect(approx(angleZ(arrow), 0.2 + rot))
    }

}
}
