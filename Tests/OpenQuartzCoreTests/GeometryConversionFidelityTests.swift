import Testing
import Foundation
@testable import OpenQuartzCore

/// `convert(_:to:)`/`convert(_:from:)` with nil and across trees, with
/// `isGeometryFlipped` (conversion and hit testing), and `affineTransform()`
/// of a transform that is not affine. Expected values are worked by hand from
/// frame = position − anchorPoint × size and the rules in CALayer+Geometry.swift.
@Suite @MainActor struct GeometryConversionFidelityTests {
    /// A root 100 × 50 at position (200, 125): frame origin (150, 100).
    /// `s` is 20 × 20 at (30, 40) inside it (frame origin (20, 30)); `t` 20 × 20 at (60, 10) (frame origin (50, 0)).
    func tree() -> (root: CALayer, s: CALayer, t: CALayer) {
        let root = CALayer(), s = CALayer(), t = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 100, height: 50)
        root.position = CGPoint(x: 200, y: 125)
        for (l, p) in [(s, CGPoint(x: 30, y: 40)), (t, CGPoint(x: 60, y: 10))] {
            l.bounds = CGRect(x: 0, y: 0, width: 20, height: 20)
            l.position = p
            root.addSublayer(l)
        }
        return (root, s, t)
    }

    @Test func nilOnARootLayerAddsAndSubtractsItsFrameOrigin() {
        let (root, _, _) = tree()
        #expect(root.frame.origin == CGPoint(x: 150, y: 100))
        #expect(root.convert(CGPoint(x: 10, y: 20), to: nil) == CGPoint(x: 160, y: 120))      // p + frame.origin
        #expect(root.convert(CGPoint(x: 160, y: 120), from: nil) == CGPoint(x: 10, y: 20))    // p − frame.origin
        #expect(root.convert(CGRect(x: 10, y: 20, width: 5, height: 6), to: nil) == CGRect(x: 160, y: 120, width: 5, height: 6))
        #expect(root.convert(CGRect(x: 160, y: 120, width: 5, height: 6), from: nil) == CGRect(x: 10, y: 20, width: 5, height: 6))
    }

    @Test func nilFromASublayerGoesThroughTheRootsFrame() {
        let (_, s, _) = tree()
        #expect(s.convert(CGPoint(x: 1, y: 2), to: nil) == CGPoint(x: 171, y: 132))   // (21, 32) in the root, + (150, 100)
        #expect(s.convert(CGPoint(x: 171, y: 132), from: nil) == CGPoint(x: 1, y: 2))
    }

    @Test func layersInDifferentTreesMeetInTheRootsFrameSpace() {
        let (_, s, _) = tree()
        let other = CALayer()
        other.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
        other.position = CGPoint(x: 55, y: 65)                                       // frame origin (50, 60)
        #expect(s.convert(CGPoint(x: 1, y: 2), to: other) == CGPoint(x: 121, y: 72))  // (171, 132) − (50, 60)
        #expect(other.convert(CGPoint(x: 121, y: 72), to: s) == CGPoint(x: 1, y: 2))
        #expect(other.convert(CGPoint(x: 1, y: 2), from: s) == CGPoint(x: 121, y: 72))
        #expect(s.convert(CGRect(x: 0, y: 0, width: 4, height: 4), to: other) == CGRect(x: 120, y: 70, width: 4, height: 4))
    }

    @Test func layersOfOneTreeDoNotGoThroughTheRootsOwnTransform() {
        let (root, s, t) = tree()
        #expect(s.convert(CGPoint(x: 1, y: 2), to: t) == CGPoint(x: -29, y: 32))      // (21, 32) − (50, 0)
        root.transform = CATransform3DMakeScale(0, 0, 1)                               // the root draws nothing…
        #expect(s.convert(CGPoint(x: 1, y: 2), to: t) == CGPoint(x: -29, y: 32))      // …but its sublayers still relate
        #expect(s.convert(CGPoint(x: 1, y: 2), to: nil) == CGPoint(x: 200, y: 125))   // everything lands on the position
    }

    @Test func aMaskConvertsThroughTheLayerItMasks() {
        let (root, s, _) = tree()
        root.sublayerTransform = CATransform3DMakeScale(2, 2, 1)               // applies to sublayers, not to masks
        let mask = CALayer()
        mask.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
        mask.position = CGPoint(x: 6, y: 7)                                     // frame origin (1, 2) in s
        s.mask = mask
        #expect(mask.convert(CGPoint(x: 1, y: 1), to: s) == CGPoint(x: 2, y: 3))
        #expect(s.convert(CGPoint(x: 2, y: 3), to: mask) == CGPoint(x: 1, y: 1))
        // s (2, 3) → root (22, 33) before the sublayer transform, ×2 about the root's centre (50, 25).
        #expect(mask.convert(CGPoint(x: 1, y: 1), to: root) == CGPoint(x: -6, y: 41))
    }

    @Test func geometryFlippedSuperlayerMirrorsSublayerGeometryInConversion() {
        let (root, s, _) = tree()
        root.isGeometryFlipped = true
        // s's (1, 2) is (21, 32) in unflipped terms; flipped in a 50-high bounds: y = 0 + 50 − 32.
        #expect(s.convert(CGPoint(x: 1, y: 2), to: root) == CGPoint(x: 21, y: 18))
        #expect(root.convert(CGPoint(x: 21, y: 18), to: s) == CGPoint(x: 1, y: 2))
        #expect(s.convert(CGRect(x: 0, y: 0, width: 20, height: 20), to: root) == CGRect(x: 20, y: 0, width: 20, height: 20))
        #expect(s.frame == CGRect(x: 20, y: 30, width: 20, height: 20))              // frame stays in the superlayer's (flipped) terms
        let grandchild = CALayer()
        grandchild.bounds = CGRect(x: 0, y: 0, width: 2, height: 2)
        grandchild.position = CGPoint(x: 5, y: 5)                                      // origin (4, 4) in s
        s.addSublayer(grandchild)
        #expect(grandchild.convert(CGPoint.zero, to: root) == CGPoint(x: 24, y: 16))  // s (4, 4) → (24, 34) → y 50 − 34
    }

    @Test func geometryFlippedSuperlayerMirrorsHitTesting() {
        let (root, s, t) = tree()
        // In the root's superlayer space (frame origin (150, 100)):
        #expect(root.hitTest(CGPoint(x: 180, y: 140)) === s)                  // root (30, 40): s's unflipped place
        root.isGeometryFlipped = true
        #expect(root.hitTest(CGPoint(x: 180, y: 140)) === root)               // s is now at y 0…20
        #expect(root.hitTest(CGPoint(x: 180, y: 110)) === s)                  // root (30, 10)
        #expect(root.hitTest(CGPoint(x: 210, y: 140)) === t)                  // root (60, 40): t mirrored from y 10 to 40
    }

    @Test func affineTransformOfANonAffineTransformIsItsAffinePart() {
        var m = CATransform3DIdentity
        m.m11 = 1; m.m12 = 2; m.m21 = 3; m.m22 = 4; m.m41 = 5; m.m42 = 6
        m.m13 = 7; m.m14 = 0.25; m.m34 = -0.002; m.m43 = 9; m.m33 = 2; m.m44 = 3
        #expect(!CATransform3DIsAffine(m))
        let layer = CALayer()
        layer.transform = m
        #expect(layer.affineTransform() == CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6))
        layer.transform = CATransform3DRotate(CATransform3DMakeTranslation(5, 6, 7), .pi / 2, 1, 0, 0)   // about x
        let a = layer.affineTransform()
        #expect(a.a == 1 && a.b == 0 && a.c == 0 && abs(a.d) < 1e-15 && a.tx == 5 && a.ty == 6)
    }
}
