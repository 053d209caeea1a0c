import Testing
import Foundation
@testable import OpenQuartzCore
import LayerTestSupport

extension GlobalClockSuite {
/// Implicit and explicit animations of the built-in layer classes' properties.
@Suite @MainActor struct LayerClassesAnimationTests {
    /// Adds `anim` (duration 1, linear) to `layer`, commits, and advances half-way.
    private func halfway<L: CALayer>(_ layer: L, _ anim: CABasicAnimation) -> L {
        anim.duration = 1
        layer.add(anim, forKey: "test")
        MediaClock.advance(by: 0)
        MediaClock.advance(by: 0.5)
        return layer.presentation()!
    }

    @Test func animatablePropertiesOfLayersInTheInterfaceAnimateImplicitly() {
        resetClock()
        let (_, root) = makeInterfaceRoot()
        let shape = CAShapeLayer()
        shape.strokeEnd = 0
        addCommitted(shape, to: root)
        shape.strokeEnd = 1
        #expect(shape.animationKeys() == ["strokeEnd"])
        #expect(shape.presentation()?.strokeEnd == 0)          // until the commit
        MediaClock.advance(by: 0)
        MediaClock.advance(by: 0.125)                          // half of 0.25 s
        #expect(approx(shape.presentation()!.strokeEnd, 0.5, 1e-9))
        MediaClock.advance(by: 0.125)
        #expect(shape.presentation()?.strokeEnd == 1 && shape.animationKeys() == nil)

        // Not animatable: the change shows at the commit, without an animation.
        shape.fillRule = .evenOdd
        shape.lineCap = .round
        shape.lineDashPattern = [1, 1]
        #expect(shape.animationKeys() == nil)
        MediaClock.advance(by: 0)
        #expect(shape.presentation()?.fillRule == .evenOdd)

        shape.fillColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        shape.lineWidth = 5
        #expect(Set(shape.animationKeys() ?? []) == ["fillColor", "lineWidth"])
        MediaClock.advance(by: 1)

        let text = CATextLayer(), gradient = CAGradientLayer(), replicator = CAReplicatorLayer()
        for l in [text, gradient, replicator] as [CALayer] { addCommitted(l, to: root) }
        text.fontSize = 18
        text.string = "no animation"
        #expect(text.animationKeys() == ["fontSize"])
        gradient.locations = [0, 1]
        gradient.type = .radial
        #expect(gradient.animationKeys() == ["locations"])
        replicator.instanceCount = 3
        replicator.instanceDelay = 0.1
        #expect(replicator.animationKeys() == ["instanceDelay"])
        MediaClock.advance(by: 1)
    }

    @Test func strokeEndFromZeroToOneIsHalfDoneHalfway() {
        resetClock()
        let a = CABasicAnimation(keyPath: "strokeEnd")
        a.fromValue = 0
        a.toValue = 1
        let p = halfway(CAShapeLayer(), a)
        #expect(approx(p.strokeEnd, 0.5, 1e-12))
        MediaClock.advance(by: 1)
    }

    @Test func pathMorphsFromRectangleToEllipsePointByPoint() {
        resetClock()
        let box = CGRect(x: 0, y: 0, width: 100, height: 100)
        let shape = CAShapeLayer()
        shape.path = CGPath(rect: box, transform: nil)
        let a = CABasicAnimation(keyPath: "path")
        a.toValue = CGPath(ellipseIn: box, transform: nil)        // from the current path
        let p = halfway(shape, a)
        let storage = p.path!.storage
        // Rectangle (move, 3 lines, close) gains its closing edge and its lines
        // become cubics; the ellipse is a move, 4 cubics, close.
        #expect(storage.kinds == [.moveToPoint, .addCurveToPoint, .addCurveToPoint, .addCurveToPoint,
                                  .addCurveToPoint, .closeSubpath])
        let k: CGFloat = 0.5522847498
        let pts = storage.points
        #expect(approx(pts[0], CGPoint(x: 50, y: 25), 1e-9))                         // (0,0) ↔ (100,50)
        #expect(approx(pts[1], CGPoint(x: (100.0 / 3 + 100) / 2, y: (50 + 50 * k) / 2), 1e-6))
        #expect(approx(pts[2], CGPoint(x: (200.0 / 3 + 50 + 50 * k) / 2, y: 50), 1e-6))
        #expect(approx(pts[3], CGPoint(x: 75, y: 50), 1e-9))                         // (100,0) ↔ (50,100)
        #expect(approx(pts[12], CGPoint(x: 50, y: 25), 1e-9))                        // back to the start
        MediaClock.advance(by: 1)
        #expect(shape.presentation()?.path == shape.path)                            // model unchanged
    }

    @Test func gradientColorsAndLocationsInterpolateElementWise() {
        resetClock()
        let g = CAGradientLayer()
        g.colors = [CGColor(gray: 0, alpha: 1), CGColor(gray: 1, alpha: 1), CGColor(gray: 0, alpha: 1)]
        g.locations = [0.25, 0.5, 0.75]
        let colors = CABasicAnimation(keyPath: "colors")
        colors.fromValue = [CGColor(red: 1, green: 0, blue: 0, alpha: 1), CGColor(red: 0, green: 1, blue: 0, alpha: 1),
                            CGColor(red: 0, green: 0, blue: 1, alpha: 1)]
        colors.toValue = [CGColor(red: 0, green: 0, blue: 1, alpha: 1), CGColor(red: 1, green: 0, blue: 0, alpha: 0),
                          CGColor(red: 0, green: 1, blue: 0, alpha: 1)]
        colors.duration = 1
        g.add(colors, forKey: "colors")
        let locations = CABasicAnimation(keyPath: "locations")
        locations.fromValue = [0.0, 0.0, 0.25]
        locations.toValue = [0.75, 1.0, 1.0]
        let p = halfway(g, locations)
        let rgba = (p.colors as? [CGColor])?.map(\.rgba)
        #expect(rgba == [RGBA(red: 0.5, green: 0, blue: 0.5, alpha: 1), RGBA(red: 0.5, green: 0.5, blue: 0, alpha: 0.5),
                         RGBA(red: 0, green: 0.5, blue: 0.5, alpha: 1)])
        #expect(p.locations?.map(\.doubleValue) == [0.375, 0.5, 0.625])
        #expect(p.value(forKey: "locations") is [NSNumber])
        #expect(p.resolvedStops().map(\.location) == [0.375, 0.5, 0.625])
        MediaClock.advance(by: 1)
        #expect(g.presentation()?.locations == [0.25, 0.5, 0.75])                   // back to the model
    }

    @Test func instanceTransformRotationKeepsTheTranslation() {
        resetClock()
        let r = CAReplicatorLayer()
        r.bounds = CGRect(x: 0, y: 0, width: 200, height: 200)
        r.instanceCount = 10
        r.instanceTransform = CATransform3DMakeTranslation(-8, 0, 0)
        let a = CABasicAnimation(keyPath: "instanceTransform.rotation")
        a.fromValue = 0
        a.toValue = 0.1
        let p = halfway(r, a)
        #expect(approx(p.value(forKeyPath: "instanceTransform.rotation.z") as! CGFloat, 0.05, 1e-12))
        #expect(approx(p.instanceTransform.m41, -8, 1e-12) && approx(p.instanceTransform.m42, 0, 1e-12))
        #expect(approx(p.instanceTransform.m11, cos(0.05), 1e-12) && approx(p.instanceTransform.m12, sin(0.05), 1e-12))
        // Per instance: i × the rotation, composed with the translations.
        let i3 = p.instance(3).transform
        #expect(approx(atan2(i3.m12, i3.m11), 0.15, 1e-12))
        #expect(r.instanceTransform == CATransform3DMakeTranslation(-8, 0, 0))     // model untouched
        MediaClock.advance(by: 1)
    }

    @Test func replicatorPerInstanceValuesFollowAnimatedOffsets() {
        resetClock()
        let r = CAReplicatorLayer()
        r.instanceCount = 5
        r.instanceDelay = 0.02
        let a = CABasicAnimation(keyPath: "instanceRedOffset")
        a.fromValue = 0
        a.toValue = -0.2
        let p = halfway(r, a)
        #expect(approx(Double(p.instanceRedOffset), -0.1, 1e-6))
        let instances = p.instances()
        #expect(instances.count == 5)
        #expect(instances.map { ($0.color.red * 1000).rounded() / 1000 } == [1, 0.9, 0.8, 0.7, 0.6])
        #expect(instances.map(\.timeOffset).enumerated().allSatisfy { approx($0.element, Double($0.offset) * 0.02, 1e-12) })
        #expect(r.instance(4).color.red == 1)                                       // the model has no offset
        MediaClock.advance(by: 1)
    }

    @Test func textLayerFontSizeAndColorAnimate() {
        resetClock()
        let t = CATextLayer()
        let size = CABasicAnimation(keyPath: "fontSize")
        size.fromValue = 10
        size.toValue = 30
        size.duration = 1
        t.add(size, forKey: nil)
        let color = CABasicAnimation(keyPath: "foregroundColor")
        color.toValue = CGColor(red: 0, green: 0, blue: 0, alpha: 1)                 // from the model's white
        let p = halfway(t, color)
        #expect(approx(p.fontSize, 20, 1e-12))
        #expect(p.foregroundColor?.rgba == RGBA(red: 0.5, green: 0.5, blue: 0.5, alpha: 1))
        MediaClock.advance(by: 1)
    }
}
}
