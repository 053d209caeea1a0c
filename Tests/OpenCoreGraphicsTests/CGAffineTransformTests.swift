import Testing
import Foundation
@testable import OpenCoreGraphics

@Suite struct CGAffineTransformTests {
    @Test func identityAndInitialisers() {
        #expect(CGAffineTransform().isIdentity)
        let t = CGAffineTransform(translationX: 3, y: -4)
        #expect(t.tx == 3 && t.ty == -4 && t.a == 1 && t.d == 1)
        let s = CGAffineTransform(scaleX: 2, y: 5)
        #expect(s.a == 2 && s.d == 5 && s.b == 0 && s.c == 0)
        let r = CGAffineTransform(rotationAngle: .pi / 2)
        #expect(abs(r.a) < 1e-15 && r.b == 1 && r.c == -1 && abs(r.d) < 1e-15)
    }

    @Test func concatenationAppliesReceiverFirst() {
        // Scale by 2, then translate by (10, 0): (1, 1) → (2, 2) → (12, 2).
        let t = CGAffineTransform(scaleX: 2, y: 2).concatenating(CGAffineTransform(translationX: 10, y: 0))
        #expect(CGPoint(x: 1, y: 1).applying(t) == CGPoint(x: 12, y: 2))
        // translatedBy applies the translation first, then the receiver.
        let u = CGAffineTransform(scaleX: 2, y: 2).translatedBy(x: 10, y: 0)
        #expect(CGPoint(x: 1, y: 1).applying(u) == CGPoint(x: 22, y: 2))
        let v = CGAffineTransform(translationX: 10, y: 0).scaledBy(x: 3, y: 1)
        #expect(CGPoint(x: 1, y: 1).applying(v) == CGPoint(x: 13, y: 1))
        let w = CGAffineTransform(translationX: 10, y: 0).rotated(by: .pi / 2)
        let p = CGPoint(x: 1, y: 0).applying(w)
        #expect(abs(p.x - 10) < 1e-12 && abs(p.y - 1) < 1e-12)
    }

    @Test func inversion() {
        let t = CGAffineTransform(a: 2, b: 1, c: -1, d: 3, tx: 5, ty: -7)
        let i = t.inverted()
        let product = t.concatenating(i)
        #expect(abs(product.a - 1) < 1e-12 && abs(product.b) < 1e-12)
        #expect(abs(product.c) < 1e-12 && abs(product.d - 1) < 1e-12)
        #expect(abs(product.tx) < 1e-12 && abs(product.ty) < 1e-12)
        // Singular: returned unchanged, as Apple documents.
        let singular = CGAffineTransform(scaleX: 0, y: 1)
        #expect(singular.inverted() == singular)
        let nan = CGAffineTransform(a: .nan, b: 0, c: 0, d: 1, tx: 0, ty: 0)
        #expect(nan.inverted().a.isNaN)
    }

    @Test func applyingToSizesAndRects() {
        let r = CGAffineTransform(rotationAngle: .pi / 2)
        let s = CGSize(width: 10, height: 20).applying(r)
        #expect(abs(s.width + 20) < 1e-12 && abs(s.height - 10) < 1e-12)
        let rect = CGRect(x: 0, y: 0, width: 10, height: 20).applying(r)
        #expect(abs(rect.minX + 20) < 1e-12 && abs(rect.minY) < 1e-12)
        #expect(abs(rect.width - 20) < 1e-12 && abs(rect.height - 10) < 1e-12)
        let flipped = CGRect(x: 1, y: 1, width: 2, height: 2).applying(CGAffineTransform(scaleX: -1, y: 1))
        #expect(flipped == CGRect(x: -3, y: 1, width: 2, height: 2))
        #expect(CGRect.null.applying(r).isNull)
    }

    @Test func vector() {
        #expect(CGVector.zero == CGVector(dx: 0, dy: 0))
        #expect(CGVector(dx: 1, dy: 2).dy == 2)
    }
}
