import Testing
import Foundation
@testable import OpenQuartzCore
@testable import Gallery
import LayerTestSupport

/// The Gallery's own demo layers, actions and delegates (Sources/Gallery/Scenes/Neuburg),
/// from Neuburg, "Programming iOS 14", chapter 4, checked at exact media times
/// outside their scenes: one copy of each demo, tested where Gallery is
/// imported. (The demos that need only Core Animation are tested in
/// OpenQuartzCoreTests' NeuburgDemoTests and NeuburgActionDemoTests.)
/// Clock-driving tests are @MainActor and synchronous (see SceneCheckpointTests).
@MainActor struct NeuburgSceneLayerTests {
    // 29. Explicit thickness: a custom property animated with fromValue = old.
    @Test func d29_explicitThicknessRedraw() {
        resetClock()
        let (_, root) = makeInterfaceRoot()
        let lay = RecordingThicknessLayer()
        addCommitted(lay, to: root)
        lay.displayed = []
        let old = lay.thickness
        let ba = CABasicAnimation(keyPath: "thickness")
        ba.fromValue = old
        ba.duration = 1
        lay.thickness = 10                                      // no implicit action for a custom key
        #expect(lay.animationKeys() == nil)
        lay.add(ba, forKey: nil)
        MediaClock.advance(by: 0)
        #expect(lay.displayed == [10])                          // needsDisplay(forKey:) redrew once, model value
        let t0 = CACurrentMediaTime()
        MediaClock.advance(to: t0 + 0.25)
        #expect(approx(lay.presentation()!.thickness, 2.5))
        #expect(lay.thickness == 10)
        MediaClock.advance(to: t0 + 0.5)
        #expect(approx(lay.presentation()!.value(forKey: "thickness") as! CGFloat, 5))
        MediaClock.advance(to: t0 + 1)
        #expect(lay.presentation()!.thickness == 10)
    }

    // 38. Implicit thickness: action(forKey:) returns an animation from the presentation value.
    @Test func d38_implicitThicknessFromPresentation() {
        resetClock()
        let (_, root) = makeInterfaceRoot()
        let lay = ImplicitThicknessLayer()
        addCommitted(lay, to: root)
        lay.thickness = 10
        #expect(lay.animationKeys() == ["thickness"])
        #expect(lay.animation(forKey: "thickness")?.duration == 0.25)
        MediaClock.advance(by: 0)
        let t0 = CACurrentMediaTime()
        MediaClock.advance(to: t0 + 0.125)
        #expect(approx(lay.presentation()!.thickness, 5))
        lay.thickness = 0                                        // reversal mid-flight: from 5
        let from = (lay.animation(forKey: "thickness") as? CABasicAnimation)?.fromValue as? CGFloat
        #expect(from.map { approx($0, 5) } == true)
        MediaClock.advance(by: 0)
        MediaClock.advance(to: t0 + 0.25)                        // half of the new 0.25 s: 5 → 2.5
        #expect(approx(lay.presentation()!.thickness, 2.5))
        MediaClock.advance(to: t0 + 0.375)
        #expect(lay.presentation()!.thickness == 0 && lay.animationKeys() == nil)
    }

    // 31. The sailing boat: paced S-path, discrete Y flips, additive rocking.
    @Test func d31_sailingBoatGroup() {
        resetClock()
        let (_, root) = makeInterfaceRoot(size: CGSize(width: 600, height: 600))
        let boat = CALayer()
        boat.bounds = CGRect(x: 0, y: 0, width: 40, height: 40)
        let start = CGPoint(x: 300, y: 100)
        boat.position = start
        addCommitted(boat, to: root)
        // The scene's own path and group (Gallery's `BoatVoyage`).
        let path = BoatVoyage.sPath(from: start)
        CATransaction.setDisableActions(true)
        boat.position = path.currentPoint                       // (300, 400)
        boat.add(BoatVoyage.group(along: path), forKey: nil)
        MediaClock.advance(by: 0)
        let t0 = CACurrentMediaTime()
        // The four curves are congruent (each point-symmetric about its
        // midpoint), so paced motion reaches each end at a quarter of 8 s and
        // each curve's Bézier midpoint (P0 + 3P1 + 3P2 + P3)/8 at the eighths.
        func position(at t: Double, _ p: CGPoint) {
            MediaClock.advance(to: t0 + t)
            #expect(approx(boat.presentation()!.position, p, 0.05))
        }
        // Rotation: discrete Y flips at 2, 4, 6 s (no keyTimes: 4 equal intervals).
        position(at: 1, CGPoint(x: 200, y: 137.5))
        MediaClock.advance(to: t0 + 1.125)                      // Y 0; rocking at 0.25 of 0.5 s: π/60
        var m = boat.presentation()!.transform
        #expect(approx(Double(m.m11), cos(Double.pi / 60), 1e-9) && approx(Double(m.m12), sin(Double.pi / 60), 1e-9))
        #expect(approx(m.m33, 1, 1e-9))
        position(at: 2, CGPoint(x: 100, y: 175))
        MediaClock.advance(to: t0 + 3)                          // Y π; rocking phase 0
        m = boat.presentation()!.transform
        #expect(approx(m.m11, -1, 1e-9) && approx(m.m33, -1, 1e-9) && approx(m.m22, 1, 1e-9))
        MediaClock.advance(to: t0 + 3.375)                      // Y π; rocking 0.75 → −π/60
        m = boat.presentation()!.transform
        // rotZ(−π/60) applied first, then rotY(π); by hand (row vectors):
        // [c s 0; −s c 0; 0 0 1] · diag(−1, 1, −1) = [−c s 0; s c 0; 0 0 −1].
        let c = cos(-Double.pi / 60), s = sin(-Double.pi / 60)
        #expect(approx(Double(m.m11), -c, 1e-9) && approx(Double(m.m12), s, 1e-9))
        #expect(approx(Double(m.m21), s, 1e-9) && approx(Double(m.m22), c, 1e-9))
        #expect(approx(m.m33, -1, 1e-9))
        position(at: 4, CGPoint(x: 300, y: 250))
        position(at: 5, CGPoint(x: 200, y: 287.5))
        #expect(approx(boat.presentation()!.transform.m33, 1, 1e-9))   // Y back to 0 on [4, 6)
        position(at: 6, CGPoint(x: 100, y: 325))
        #expect(approx(boat.presentation()!.transform.m33, -1, 1e-9))  // and π on [6, 8)
        MediaClock.advance(to: t0 + 8)
        #expect(boat.renderAnimations.isEmpty)
        #expect(boat.presentation()!.position == CGPoint(x: 300, y: 400))
        #expect(CATransform3DIsIdentity(boat.presentation()!.transform))
    }

    // 34. Suppressing the position action: a subclass, and a per-layer key.
    @Test func d34_suppressedPositionAction() {
        resetClock()
        let (_, root) = makeInterfaceRoot()
        let never = NoPositionActionLayer()
        addCommitted(never, to: root)
        never.position = CGPoint(x: 50, y: 50)
        never.opacity = 0.5
        #expect(never.animationKeys() == ["opacity"])
        let flagged = FlaggablePositionLayer()
        addCommitted(flagged, to: root)
        flagged.position = CGPoint(x: 10, y: 0)
        #expect(flagged.animationKeys() == ["position"])
        MediaClock.advance(by: 1)
        flagged.setValue(true, forKey: "suppressPositionAnimation")
        #expect(flagged.animationKeys() == nil)                 // the undefined key has no action
        flagged.position = CGPoint(x: 90, y: 0)
        #expect(flagged.animationKeys() == nil)
        MediaClock.advance(by: 0)
        #expect(flagged.presentation()!.position == CGPoint(x: 90, y: 0))   // snapped
        #expect(never.presentation()!.position == CGPoint(x: 50, y: 50))
    }

    // 36. The waggle action: a custom CAAction builds a cubic keyframe path.
    @Test func d36_waggleAction() {
        resetClock()
        let (_, root) = makeInterfaceRoot()
        let viaDict = CALayer(), viaDelegate = CALayer()
        let delegate = WaggleDelegate()
        viaDelegate.delegate = delegate
        for l in [viaDict, viaDelegate] { addCommitted(l, to: root) }
        viaDict.actions = ["position": WagglePositionAction()]
        CATransaction.setAnimationDuration(1.5)
        viaDict.position = CGPoint(x: 300, y: 0)
        viaDelegate.position = CGPoint(x: 300, y: 0)
        for l in [viaDict, viaDelegate] {
            let a = l.animation(forKey: "position") as? CAKeyframeAnimation
            #expect(a?.duration == 1.5)                         // the transaction's
            #expect(a?.calculationMode == .cubic)
            #expect(a?.values?.count == 4)
        }
        MediaClock.advance(by: 0)
        let t0 = CACurrentMediaTime()
        // By hand: d = 300, r = 100, θ = 0, wag = 10°: p1 = 100(cos 10°, sin 10°), p2 = 200(cos 10°, −sin 10°).
        let wag = 10 * Double.pi / 180
        let p1 = CGPoint(x: 100 * cos(wag), y: 100 * sin(wag)), p2 = CGPoint(x: 200 * cos(wag), y: -200 * sin(wag))
        MediaClock.advance(to: t0 + 0.5)                        // keyframe 1 at 1/3 of 1.5 s
        #expect(approx(viaDict.presentation()!.position, p1, 1e-6))
        #expect(approx(viaDelegate.presentation()!.position, p1, 1e-6))
        MediaClock.advance(to: t0 + 1.0)
        #expect(approx(viaDict.presentation()!.position, p2, 1e-6))
        #expect(approx(viaDelegate.presentation()!.position, p2, 1e-6))
        MediaClock.advance(to: t0 + 1.5)
        #expect(viaDict.presentation()!.position == CGPoint(x: 300, y: 0))
        #expect(viaDict.animationKeys() == nil && viaDelegate.animationKeys() == nil)
    }

    // 37. defaultAction(forKey:) returning a push transition for "contents".
    @Test func d37_defaultActionPushForContents() {
        resetClock()
        let (_, root) = makeInterfaceRoot()
        let layer = PushContentsLayer()
        layer.contents = "Mars"
        addCommitted(layer, to: root)
        layer.contents = "Smiley"
        #expect(layer.animationKeys() == ["transition"])        // stored under "transition", not "contents"
        let t = layer.animation(forKey: "transition") as? CATransition
        #expect(t?.type == .push && t?.subtype == .fromLeft && t?.duration == 0.25)
        layer.opacity = 0.5                                      // other keys keep the basic animation
        #expect(layer.animationKeys() == ["transition", "opacity"])
        MediaClock.advance(by: 0)
        MediaClock.advance(by: 0.25)
        #expect(layer.animationKeys() == nil)
    }

    // 39. onOrderIn pop: the delegate's group fades in and bumps the scale.
    @Test func d39_onOrderInPop() {
        resetClock()
        let (_, root) = makeInterfaceRoot()
        let popper = EventRecorder(forwardingTo: PopInDelegate())
        let layer = CALayer()
        layer.opacity = 0.8
        layer.delegate = popper
        root.addSublayer(layer)
        #expect(popper.events == ["onOrderIn"])
        #expect(layer.animationKeys() == ["onOrderIn"])
        MediaClock.advance(by: 0)
        let t0 = CACurrentMediaTime()
        MediaClock.advance(to: t0 + 0.05)                      // opacity 0.8·0.25; scale 1 + 0.2·0.5
        #expect(approx(Double(layer.presentation()!.opacity), 0.2, 1e-6))
        #expect(approx(scaleX(layer), 1.1, 1e-9))
        MediaClock.advance(to: t0 + 0.125)                     // opacity 0.8·0.625; reverse pass at 0.75
        #expect(approx(Double(layer.presentation()!.opacity), 0.5, 1e-6))
        #expect(approx(scaleX(layer), 1.15, 1e-9))
        MediaClock.advance(to: t0 + 0.2)
        #expect(layer.animationKeys() == nil)
        #expect(layer.presentation()!.opacity == 0.8 && scaleX(layer) == 1)
        // Moving it within the same superlayer is not an order-in.
        root.insertSublayer(layer, at: 0)
        #expect(popper.events == ["onOrderIn"])
    }

    // 40. Farewell: the group's delegate removes the layer in animationDidStop.
    @Test func d40_farewellRemovesTheLayer() {
        resetClock()
        let (_, root) = makeInterfaceRoot()
        let farewell = FarewellDelegate()
        let layer = CALayer()
        layer.delegate = farewell
        addCommitted(layer, to: root)
        layer.setValue("", forKey: "farewell")
        #expect(layer.opacity == 0)                             // set by the delegate
        #expect(layer.animationKeys() == ["opacity", "farewell"])
        let group = layer.animation(forKey: "farewell")
        #expect(group?.value(forKey: "remove") as? CALayer === layer)
        MediaClock.advance(by: 0)
        let t0 = CACurrentMediaTime()
        MediaClock.advance(to: t0 + 0.1)                        // group over the implicit fade: 1 → 0 at half
        #expect(approx(Double(layer.presentation()!.opacity), 0.5, 1e-6))
        #expect(approx(scaleX(layer), 0.55, 1e-9))              // 1 → 0.1 at half
        #expect(layer.superlayer === root)
        MediaClock.advance(to: t0 + 0.199)
        #expect(layer.superlayer === root)                      // not stopped yet
        MediaClock.advance(to: t0 + 0.2)                        // animationDidStop(finished: true) removes it
        #expect(layer.superlayer == nil)
        #expect(root.sublayers == nil)
        MediaClock.advance(to: t0 + 0.3)                        // the implicit fade ends off-screen, quietly
        #expect(layer.animationKeys() == nil)
    }
}

/// The Gallery's `ThicknessLayer`, recording the `thickness` of every
/// `display()` (to show when `needsDisplay(forKey:)` redraws).
final class RecordingThicknessLayer: ThicknessLayer {
    var displayed: [CGFloat] = []
    override func display() {
        displayed.append(thickness)
        super.display()
    }
}
