import Testing
import Foundation
@testable import OpenQuartzCore
import LayerTestSupport

/// Neuburg, "Programming iOS 14", chapter 4, continued: the action demos of
/// the spec's list §32, items 34–40, and the model checks around them. The
/// demos built on the Gallery's own layers and delegates (34, 36, 37, 39, 40)
/// are tested in GalleryTests' NeuburgSceneLayerTests.
extension GlobalClockSuite {
@Suite @MainActor struct NeuburgActionDemoTests {
    // 35. A 5-second animation in the actions dictionary beats the transaction's 1.5.
    @Test func d35_actionsDictionaryDurationWins() {
        resetClock()
        let (_, root) = makeInterfaceRoot()
        let layer = CALayer()
        addCommitted(layer, to: root)
        let ba = CABasicAnimation()
        ba.duration = 5
        layer.actions = ["position": ba]
        CATransaction.setAnimationDuration(1.5)
        CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(name: .easeIn))
        layer.position = CGPoint(x: 100, y: 0)
        let added = layer.animation(forKey: "position") as? CABasicAnimation
        #expect(added?.duration == 5)                           // set on the action: final
        #expect(added?.timingFunction == CAMediaTimingFunction(name: .easeIn))   // unset: the transaction's
        #expect(added?.keyPath == "position")
        #expect(ba.keyPath == nil && ba.timingFunction == nil)  // the dictionary's animation is untouched
        MediaClock.advance(by: 0)
        let t0 = CACurrentMediaTime()
        MediaClock.advance(to: t0 + 2.5)                        // easeIn (0.42, 0, 1, 1) at 0.5
        #expect(approx(Double(layer.presentation()!.position.x), 100 * bezierY(atX: 0.5, Double(Float(0.42)), 0, 1, 1), 1e-6))
        MediaClock.advance(to: t0 + 4.9)
        #expect(layer.animationKeys() == ["position"])          // still running after 1.5 s
        MediaClock.advance(to: t0 + 5)
        #expect(layer.animationKeys() == nil)
    }

    // CATransition's model: list key, type/subtype, progress clamping.
    @Test func transitionModelIsStoredUnderTransitionAndClampsProgress() {
        resetClock()
        let layer = CALayer()
        let t = CATransition()
        #expect(t.type == .fade && t.subtype == nil && t.startProgress == 0 && t.endProgress == 1)
        t.type = .reveal; t.subtype = .fromBottom
        t.startProgress = -0.5; t.endProgress = 3
        t.duration = 2
        layer.add(t, forKey: "myTransition")                     // Apple ignores the key
        #expect(layer.animationKeys() == ["transition"])
        let second = CATransition()
        second.startProgress = 0.8; second.endProgress = 0.3     // end before start: clamped up to start
        second.duration = 1
        layer.add(second, forKey: nil)
        #expect(layer.animationKeys() == ["transition"])         // replaced: only one at a time
        #expect((layer.animation(forKey: "transition") as? CATransition)?.startProgress == 0.8)
        MediaClock.advance(by: 0)
        let specs: [TransitionSpec] = layer.renderAnimations.compactMap {
            if case .transition(let s)? = $0.compiled?.payload { return s }
            return nil
        }
        #expect(specs.count == 1)
        #expect(specs.first == TransitionSpec(type: .fade, subtype: nil, startProgress: Double(Float(0.8)), endProgress: Double(Float(0.8))))   // Float progress
        // The first, replaced before its commit, never reaches the render tree;
        // on its own it compiles with progress clamped into 0…1.
        let lone = CALayer()
        lone.add(t, forKey: nil)
        MediaClock.advance(by: 0)
        if case .transition(let s)? = lone.renderAnimations.first?.compiled?.payload {
            #expect(s == TransitionSpec(type: .reveal, subtype: .fromBottom, startProgress: 0, endProgress: 1))
        } else {
            Issue.record("no compiled transition")
        }
    }

    // §18: timeOffset shifts the start of the "movie", treated as a loop.
    @Test func timeOffsetPlaysTheSecondHalfThenTheFirst() {
        resetClock()
        let layer = CALayer()
        let a = CABasicAnimation(keyPath: "zPosition")
        a.fromValue = 0; a.toValue = 80; a.duration = 8
        a.timeOffset = 4
        let d = RecordingAnimationDelegate()
        a.delegate = d
        layer.add(a, forKey: "movie")
        MediaClock.advance(by: 0)
        var v: [CGFloat] = []
        for t in [1.0, 3.5, 5.0, 7.5] {
            MediaClock.advance(to: 1000 + t)
            v.append(layer.presentation()!.zPosition)
        }
        #expect(v == [50, 75, 10, 35])                          // by hand: 10 · ((t + 4) mod 8)
        MediaClock.advance(to: 1008)
        #expect(d.log == ["start@1000.0", "stop(true)@1008.0"])
    }

    // §22: children are clipped to the group; child fill modes and speeds act in group time.
    @Test func groupClipsChildrenAndHonoursTheirFillModesAndSpeeds() {
        resetClock()
        let layer = CALayer()
        layer.zPosition = -1; layer.opacity = 0.5; layer.anchorPointZ = -1; layer.cornerRadius = -1
        func child(_ key: String, begin: Double, duration: Double, fill: CAMediaTimingFillMode = .removed,
                   speed: Float = 1) -> CABasicAnimation {
            let a = CABasicAnimation(keyPath: key)
            a.fromValue = 0; a.toValue = 100
            a.beginTime = begin; a.duration = duration; a.fillMode = fill; a.speed = speed
            return a
        }
        let g = CAAnimationGroup()
        g.animations = [
            child("zPosition", begin: 0, duration: 2),                          // clipped at 1 s
            child("opacity", begin: 1.5, duration: 1),                          // never plays
            child("anchorPointZ", begin: 0.5, duration: 0.25, fill: .both),     // holds around its interval
            child("cornerRadius", begin: 0, duration: 1, speed: 2),             // twice as fast, then removed
        ]
        g.duration = 1
        layer.add(g, forKey: "g")
        MediaClock.advance(by: 0)
        MediaClock.advance(to: 1000.25)
        var p = layer.presentation()!
        #expect(p.zPosition == 12.5)                            // 0.25 of 2 s
        #expect(p.opacity == 0.5)
        #expect(p.anchorPointZ == 0)                            // backwards fill: fromValue
        #expect(p.cornerRadius == 50)                           // 0.5 s of child time
        MediaClock.advance(to: 1000.9)
        p = layer.presentation()!
        #expect(approx(p.zPosition, 45))
        #expect(p.opacity == 0.5)
        #expect(p.anchorPointZ == 100)                          // forwards fill: toValue
        #expect(p.cornerRadius == -1)                           // ended at 0.5 s: the model
        MediaClock.advance(to: 1001)
        #expect(layer.animationKeys() == nil && layer.presentation()!.zPosition == -1)
    }

    // §26: the non-property events — onOrderOut on removal, "sublayers" on the parent.
    @Test func orderOutAndSublayersEventsAreSought() {
        resetClock()
        let (_, root) = makeInterfaceRoot()
        let recorder = EventRecorder()
        root.delegate = recorder
        let layer = CALayer()
        layer.delegate = recorder
        root.addSublayer(layer)
        #expect(recorder.events == ["onOrderIn", "sublayers"])
        MediaClock.advance(by: 0)
        layer.removeFromSuperlayer()
        #expect(recorder.events == ["onOrderIn", "sublayers", "onOrderOut", "sublayers"])
        CATransaction.setDisableActions(true)
        root.addSublayer(layer)                                 // disabled: the delegate is not asked
        #expect(recorder.events.count == 4)
    }

}
}
