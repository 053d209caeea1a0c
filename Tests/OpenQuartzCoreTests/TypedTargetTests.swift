import Testing
import Foundation
@testable import OpenQuartzCore
import LayerTestSupport

extension GlobalClockSuite {
/// Key paths are resolved to typed ids once, when an animation is compiled:
/// the render column and the class's registered property.
@Suite @MainActor struct TypedTargetTests {
    @Test func compiledTargetsCarryTheirPropertyAndColumn() {
        resetClock()
        let shape = CAShapeLayer()
        let a = CABasicAnimation(keyPath: "strokeEnd")
        a.fromValue = 0; a.toValue = 1; a.duration = 1
        shape.add(a, forKey: "draw")
        let b = CABasicAnimation(keyPath: "position.x")
        b.fromValue = 0; b.toValue = 10; b.duration = 1
        shape.add(b, forKey: "move")
        let custom = CABasicAnimation(keyPath: "myUndefinedKey")
        custom.fromValue = 0; custom.toValue = 1; custom.duration = 1
        shape.add(custom, forKey: "custom")
        MediaClock.advance(by: 0)
        let targets = shape.renderAnimations.compactMap { $0.compiled?.target }
        #expect(targets.count == 3)
        let stroke = targets[0], move = targets[1], undefined = targets[2]
        #expect(stroke.property.map { LayerPropertyRegistry.property(withID: $0).key } == "strokeEnd")
        #expect(stroke.drawn == .strokeEnd)                           // a drawn shape property
        #expect(move.property.map { LayerPropertyRegistry.property(withID: $0).key } == "position")
        #expect(move.drawn == .position && move.component == .x)
        #expect(undefined.property == nil && undefined.drawn == nil)
        // The ids do not take part in equality: a target parsed from the key path alone is equal.
        #expect(move == AnimationTarget(keyPath: "position.x"))
        #expect(move.hashValue == AnimationTarget(keyPath: "position.x").hashValue)
        // Values written through the ids: half way, strokeEnd 0.5 and x 5.
        let p = shape.presentation()!
        MediaClock.advance(by: 0.5)
        let half = shape.presentation()!
        #expect(p.strokeEnd == 0)
        #expect(approx(half.strokeEnd, 0.5, 1e-6) && approx(half.position.x, 5, 1e-9))
        #expect(approx((half.value(forKey: "myUndefinedKey") as? Double) ?? -1, 0.5, 1e-9))
    }
}
}

extension GlobalClockSuite {
/// A drawn property's name is written once (`RenderProperty.key`): the
/// property tables, the setters' change records and the implicit-animation
/// key sets all read it there, and each table entry names its render field.
@Suite @MainActor struct PropertyNameTests {
    @Test func drawnPropertiesRoundTripThroughTheirKeys() {
        for p in RenderProperty.allCases {
            #expect(RenderProperty(key: p.key) == p, "\(p)")
        }
        let shape = LayerPropertyRegistry.table(for: CAShapeLayer.self)
        #expect(shape["strokeEnd"]?.render == .strokeEnd)
        #expect(shape["position"]?.render == .position)
        #expect(shape["beginTime"]?.render == nil)                 // not drawn
        #expect(LayerPropertyRegistry.table(for: CAGradientLayer.self)["type"]?.render == .gradientType)
        #expect(CAShapeLayer.implicitlyAnimatableKeys.contains(RenderProperty.strokeEnd.key))
        #expect(CALayer.implicitlyAnimatableKeys.contains("shouldRasterize"))
        // A setter records the change under the same key.
        resetClock()
        let (_, root) = makeInterfaceRoot()
        let l = CALayer()
        addCommitted(l, to: root)
        l.opacity = 0.5
        #expect(l.uncommittedOldValues[RenderProperty.opacity.key]?.number == 1)
        MediaClock.advance(by: 0)
    }
}
}
