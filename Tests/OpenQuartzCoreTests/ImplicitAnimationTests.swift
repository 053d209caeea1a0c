import Testing
import Foundation
@testable import OpenQuartzCore
import LayerTestSupport

extension GlobalClockSuite {
@Suite @MainActor struct ImplicitAnimationTests {
    @Test func propertyChangeOfALayerInTheInterfaceAnimatesOverTheTransactionDuration() {
        resetClock()
        let (_, root) = makeInterfaceRoot()
        let layer = CALayer()
        layer.position = CGPoint(x: 0, y: 0)
        addCommitted(layer, to: root)
        layer.position = CGPoint(x: 100, y: 40)
        // The model changes at once; the presentation only at the commit.
        #expect(layer.position == CGPoint(x: 100, y: 40))
        #expect(layer.presentation()?.position == CGPoint(x: 0, y: 0))
        #expect(layer.animationKeys() == ["position"])
        MediaClock.advance(by: 0)                 // commit at t = 1000
        MediaClock.advance(by: 0.125)             // half of 0.25 s, linear
        #expect(approx(layer.presentation()!.position, CGPoint(x: 50, y: 20)))
        MediaClock.advance(by: 0.125)
        #expect(layer.presentation()?.position == CGPoint(x: 100, y: 40))
        #expect(layer.animationKeys() == nil)     // removed on completion
    }

    @Test func layersNotInTheInterfaceOrJustAddedDoNotAnimate() {
        resetClock()
        let loose = CALayer()
        loose.opacity = 0.5
        #expect(loose.animationKeys() == nil)
        let (_, root) = makeInterfaceRoot()
        let fresh = CALayer()
        root.addSublayer(fresh)
        fresh.bounds.size = CGSize(width: 100, height: 100)   // same transaction as the add
        #expect(fresh.animationKeys() == nil)
        // Neuburg's flush: commit after adding, then the change animates.
        let grown = CALayer()
        root.addSublayer(grown)
        CATransaction.flush()
        grown.bounds.size = CGSize(width: 100, height: 100)
        #expect(grown.animationKeys() == ["bounds"])
    }

    @Test func disableActionsAndNullActionsSuppressAnimation() {
        resetClock()
        let (_, root) = makeInterfaceRoot()
        let layer = CALayer()
        addCommitted(layer, to: root)
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        layer.opacity = 0.2
        CATransaction.commit()
        #expect(layer.animationKeys() == nil)
        layer.actions = ["opacity": NSNull()]
        layer.opacity = 0.4
        #expect(layer.animationKeys() == nil)
        layer.actions = nil
        layer.cornerRadius = 8                          // not implicitly animatable
        #expect(layer.animationKeys() == nil)
        layer.opacity = 0.9
        #expect(layer.animationKeys() == ["opacity"])
    }

    @Test func actionsDictionaryAnimationKeepsItsOwnDurationOverTheTransactions() {
        resetClock()
        let (_, root) = makeInterfaceRoot()
        let layer = CALayer()
        addCommitted(layer, to: root)
        let five = CABasicAnimation()
        five.duration = 5
        layer.actions = ["position": five]
        CATransaction.setAnimationDuration(1.5)
        layer.position = CGPoint(x: 50, y: 0)
        #expect(layer.animation(forKey: "position")?.duration == 5)
        layer.actions = nil
        layer.opacity = 0                                // takes the transaction's 1.5
        #expect(layer.animation(forKey: "opacity")?.duration == 1.5)
    }

    @Test func frameSetsPositionAndBoundsAndRunsBothActions() {
        resetClock()
        let (_, root) = makeInterfaceRoot()
        let layer = CALayer()
        addCommitted(layer, to: root)
        layer.frame = CGRect(x: 10, y: 20, width: 100, height: 50)
        #expect(layer.position == CGPoint(x: 60, y: 45))
        #expect(layer.bounds == CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect(Set(layer.animationKeys() ?? []) == ["position", "bounds"])
    }
}
}

extension GlobalClockSuite {
/// The `style` stage of the action search and of undefined-key values,
/// including nested "style" dictionaries and one that contains itself.
@Suite @MainActor struct StyleDictionaryTests {
    @Test func styleSuppliesActionsAndValuesThroughNestedStyles() {
        resetClock()
        let (_, root) = makeInterfaceRoot()
        let layer = CALayer()
        addCommitted(layer, to: root)
        let slow = CABasicAnimation()
        slow.duration = 3
        layer.style = ["style": ["actions": ["opacity": slow], "answer": 42]]
        layer.opacity = 0.5
        #expect(layer.animation(forKey: "opacity")?.duration == 3)
        #expect(layer.value(forKey: "answer") as? Int == 42)
        // A null action in the style stops the search: no animation.
        layer.style = ["actions": ["zPosition": NSNull()]]
        layer.zPosition = 4
        #expect(layer.animation(forKey: "zPosition") == nil)
        // A style that nests itself forever still answers (depth-bounded).
        var deep: [AnyHashable: Any] = ["leaf": 1]
        for _ in 0..<100 { deep = ["style": deep] }
        layer.style = deep
        #expect(layer.value(forKey: "leaf") == nil)          // deeper than 64 levels
        layer.borderWidth = 2                                  // default action still found
        #expect(layer.animation(forKey: "borderWidth") != nil)
    }
}
}

extension GlobalClockSuite {
/// Apple's action identifiers beyond properties: hiding and showing run
/// onOrderOut/onOrderIn, replacing a sublayer runs "transition".
@Suite @MainActor struct ActionIdentifierTests {
    @MainActor final class EventLog: CALayerDelegate {
        var events: [String] = []
        func action(for layer: CALayer, forKey event: String) -> (any CAAction)? {
            events.append(event)
            return NSNull()
        }
    }

    @Test func hidingShowingAndReplacingRunTheirActions() {
        resetClock()
        let (_, root) = makeInterfaceRoot()
        let log = EventLog()
        let a = CALayer(), b = CALayer()
        addCommitted(a, to: root)
        a.delegate = log
        root.delegate = log
        a.isHidden = true
        #expect(log.events == ["hidden", "onOrderOut"])
        a.isHidden = false
        #expect(log.events.suffix(2) == ["hidden", "onOrderIn"])
        log.events = []
        root.replaceSublayer(a, with: b)
        // a leaves (onOrderOut on a; "sublayers" on root), b arrives (its delegate
        // is nil), root's sublayers change again, then root's transition action.
        #expect(log.events.last == kCATransition)
        #expect(log.events.contains("onOrderOut") && log.events.filter { $0 == "sublayers" }.count == 2)
        #expect(root.sublayers?.first === b && a.superlayer == nil)
    }
}
}
