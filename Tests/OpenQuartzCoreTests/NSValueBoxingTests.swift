import Testing
import Foundation
@testable import OpenQuartzCore

@Suite struct NSValueBoxingTests {
    @Test func roundTripsEveryBoxedKind() {
        #expect(NSValue(cgPoint: CGPoint(x: 1, y: -2)).cgPointValue == CGPoint(x: 1, y: -2))
        #expect(NSValue(cgSize: CGSize(width: 3, height: 4)).cgSizeValue == CGSize(width: 3, height: 4))
        let r = CGRect(x: 1, y: 2, width: 3, height: 4)
        #expect(NSValue(cgRect: r).cgRectValue == r)
        #expect(NSValue(cgVector: CGVector(dx: 5, dy: 6)).cgVectorValue == CGVector(dx: 5, dy: 6))
        let a = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
        #expect(NSValue(cgAffineTransform: a).cgAffineTransformValue == a)
        var t = CATransform3DMakeRotation(0.5, 1, 1, 0)
        t.m34 = -1 / 500
        #expect(NSValue(caTransform3D: t).caTransform3DValue == t)
    }

    @Test func readersTellWhatIsBoxed() {
        let p = NSValue(cgPoint: .zero)
        #expect(p.boxedPoint != nil && p.boxedSize == nil && p.boxedTransform3D == nil)
        let t = NSValue(caTransform3D: CATransform3DIdentity)
        #expect(t.boxedTransform3D == CATransform3DIdentity && t.boxedAffineTransform == nil && t.boxedPoint == nil)
        // Reading the wrong kind gives a neutral value rather than garbage.
        #expect(t.cgPointValue == .zero)
        #expect(p.caTransform3DValue == CATransform3DIdentity)
    }
}
