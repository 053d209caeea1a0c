import Testing
import Foundation
@testable import OpenQuartzCore
import LayerTestSupport

/// A delegate that answers one key and counts every question.
@MainActor final class CountingActionDelegate: CALayerDelegate {
    var asked: [String] = []
    var answer: [String: any CAAction] = [:]
    func action(for layer: CALayer, forKey event: String) -> (any CAAction)? {
        asked.append(event)
        return answer[event]
    }
}

/// A class whose default action for "opacity" is a 2 s fade (and whose
/// other keys go to `super`, which answers nil).
@MainActor final class TwoSecondFadeLayer: CALayer {
    override class func defaultAction(forKey event: String) -> (any CAAction)? {
        guard event == "opacity" else { return super.defaultAction(forKey: event) }
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.duration = 2
        return fade
    }
}

/// A layer that counts the calls of `action(forKey:)`.
@MainActor final class CountingSearchLayer: CALayer {
    var searches = 0
    override func action(forKey event: String) -> (any CAAction)? {
        searches += 1
        return super.action(forKey: event)
    }
}

extension GlobalClockSuite {
/// Points 2 and 3 of item 8 (issue 13): the class methods `defaultAction(forKey:)`
/// and `defaultValue(forKey:)`, and `action(forKey:)` called directly.
@Suite @MainActor struct ActionSearchFidelityTests {
    // MARK: defaultAction(forKey:) — Apple's CALayer answers nil

    @Test func classDefaultActionIsNilForEveryKey() {
        for key in ["position", "opacity", "bounds", "backgroundColor", "transform", "contents",
                    "hidden", kCAOnOrderIn, kCAOnOrderOut, kCATransition, "sublayers", "nonsense"] {
            #expect(CALayer.defaultAction(forKey: key) == nil, "\(key)")
        }
        #expect(CAShapeLayer.defaultAction(forKey: "path") == nil)
        #expect(CAGradientLayer.defaultAction(forKey: "colors") == nil)
        #expect(CATextLayer.defaultAction(forKey: "fontSize") == nil)
    }

    @Test func theSearchStillEndsInTheImplicitAnimation() {
        let layer = CALayer()
        let a = layer.action(forKey: "position") as? CABasicAnimation
        #expect(a?.keyPath == "position")
        #expect(a?.duration == 0 && a?.fromValue == nil && a?.toValue == nil)   // the transaction fills them in
        #expect(layer.action(forKey: "cornerRadius") == nil)                     // not implicitly animatable
        #expect((CAGradientLayer().action(forKey: "colors") as? CABasicAnimation)?.keyPath == "colors")
    }

    @Test func ordinaryImplicitAnimationsStillRun() {
        resetClock()
        let (_, root) = makeInterfaceRoot()
        let layer = CALayer()
        addCommitted(layer, to: root)
        CATransaction.begin()
        CATransaction.setAnimationDuration(1)
        CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(name: .linear))
        layer.opacity = 0
        CATransaction.commit()                                    // commit at t = 1000
        #expect(layer.animationKeys() == ["opacity"])
        MediaClock.advance(by: 0.25)
        #expect(approx(Double(layer.presentation()!.opacity), 0.75, 1e-6))   // 1 − 0.25/1
        MediaClock.advance(by: 0.75)
        #expect(layer.animationKeys() == nil)
    }

    @Test func subclassDefaultActionReplacesTheImplicitAnimationForItsKeysOnly() {
        resetClock()
        let (_, root) = makeInterfaceRoot()
        let layer = TwoSecondFadeLayer()
        addCommitted(layer, to: root)
        #expect((layer.action(forKey: "opacity") as? CABasicAnimation)?.duration == 2)
        layer.opacity = 0
        layer.position = CGPoint(x: 50, y: 0)
        #expect(layer.animationKeys() == ["opacity", "position"])
        #expect(layer.animation(forKey: "opacity")?.duration == 2)            // the class's action
        #expect(layer.animation(forKey: "position")?.duration == 0.25)        // super's nil → implicit animation
        MediaClock.advance(by: 0)
        MediaClock.advance(by: 1)                                             // half of 2 s, linear (no curve set)
        #expect(approx(Double(layer.presentation()!.opacity), 0.5, 1e-6))
    }

    // MARK: CAAnimation.defaultValue(forKey:)

    @Test func animationDefaultValuesAreANewAnimationsValues() {
        let fresh = CABasicAnimation()
        #expect(CAAnimation.defaultValue(forKey: "duration") as? CFTimeInterval == fresh.duration)
        #expect(CAAnimation.defaultValue(forKey: "speed") as? Float == 1)
        #expect(CAAnimation.defaultValue(forKey: "repeatCount") as? Float == 0)
        #expect(CAAnimation.defaultValue(forKey: "autoreverses") as? Bool == false)
        #expect(CAAnimation.defaultValue(forKey: "fillMode") as? CAMediaTimingFillMode == .removed)
        #expect(CAAnimation.defaultValue(forKey: "removedOnCompletion") as? Bool == true)
        #expect(CAAnimation.defaultValue(forKey: "nonsense") == nil)
        #expect(fresh.value(forKey: "nonsense") == nil)
    }

    @Test func animationSubclassDefaultValueAnswersUnsetKeys() {
        final class Tagged: CABasicAnimation {
            override class func defaultValue(forKey key: String) -> Any? {
                key == "tag" ? "untagged" : super.defaultValue(forKey: key)
            }
        }
        let a = Tagged()
        #expect(a.value(forKey: "tag") as? String == "untagged")
        a.setValue("blue", forKey: "tag")
        #expect(a.value(forKey: "tag") as? String == "blue")
        #expect(Tagged.defaultValue(forKey: "speed") as? Float == 1)
    }

    // MARK: action(forKey:) called directly

    @Test func directSearchIgnoresDisableActions() {
        let layer = CALayer()
        let fade = CABasicAnimation(keyPath: "opacity")
        layer.actions = ["opacity": fade]
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        #expect(layer.action(forKey: "opacity") as? CABasicAnimation === fade)
        #expect(layer.action(forKey: "position") is CABasicAnimation)
        CATransaction.commit()
    }

    @Test func disableActionsKeepsTheSetterFromSearching() {
        resetClock()
        let (_, root) = makeInterfaceRoot()
        let layer = CountingSearchLayer()
        addCommitted(layer, to: root)
        let before = layer.searches
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        layer.opacity = 0.3
        CATransaction.commit()
        #expect(layer.searches == before)
        layer.opacity = 0.6
        #expect(layer.searches == before + 1)
    }

    @Test func directSearchFindsActionsAndStyleOnALayerOutsideTheInterface() {
        let layer = CALayer()
        #expect(!layer.isInInterface)
        let fade = CABasicAnimation(keyPath: "opacity")
        let move = CABasicAnimation(keyPath: "position")
        let grow = CABasicAnimation(keyPath: "bounds")
        layer.actions = ["opacity": fade, "zPosition": NSNull()]
        layer.style = ["actions": ["position": move], "style": ["actions": ["bounds": grow]]]
        #expect(layer.action(forKey: "opacity") as? CABasicAnimation === fade)
        #expect(layer.action(forKey: "position") as? CABasicAnimation === move)
        #expect(layer.action(forKey: "bounds") as? CABasicAnimation === grow)     // the nested style
        #expect(layer.action(forKey: "zPosition") is NSNull)                       // NSNull is returned
        #expect((layer.action(forKey: "transform") as? CABasicAnimation)?.keyPath == "transform")
        let delegate = CountingActionDelegate()
        let spin = CABasicAnimation(keyPath: "transform")
        delegate.answer = ["transform": spin]
        layer.delegate = delegate
        #expect(layer.action(forKey: "transform") as? CABasicAnimation === spin)  // the delegate first
        #expect(delegate.asked == ["transform"])
    }

    @Test func beingOutsideTheInterfaceGatesRunningTheAction() {
        resetClock()
        let layer = CALayer()
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.duration = 3
        layer.actions = ["opacity": fade]
        layer.opacity = 0.5                                 // not in the interface: no action runs
        #expect(layer.animationKeys() == nil)
        #expect(layer.opacity == 0.5)
        let (_, root) = makeInterfaceRoot()
        addCommitted(layer, to: root)
        layer.opacity = 0.1                                 // in the interface: the same search runs it
        #expect(layer.animation(forKey: "opacity")?.duration == 3)
    }
}
}
