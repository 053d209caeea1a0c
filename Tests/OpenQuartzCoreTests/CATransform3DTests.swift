import Testing
import Foundation
@testable import OpenQuartzCore

@Suite struct CATransform3DTests {
    @Test func identityConstant() {
        let i = CATransform3DIdentity
        #expect(CATransform3DIsIdentity(i))
        #expect(i.m11 == 1 && i.m22 == 1 && i.m33 == 1 && i.m44 == 1)
        #expect(i.m12 == 0 && i.m34 == 0 && i.m41 == 0)
        #expect(!CATransform3DIsIdentity(CATransform3D()))
    }

    @Test func concatAppliesFirstArgumentFirst() {
        // Scale by 2, then translate by (10, 0, 0); a row vector (1, 1, 0, 1)
        // goes to (12, 2, 0, 1): element m41 = 10, m11 = 2.
        let t = CATransform3DConcat(CATransform3DMakeScale(2, 2, 2), CATransform3DMakeTranslation(10, 0, 0))
        #expect(t.m11 == 2 && t.m41 == 10 && t.m42 == 0)
        // CATransform3DTranslate puts the translation first: scale applies to it.
        let u = CATransform3DTranslate(CATransform3DMakeScale(2, 2, 2), 10, 0, 0)
        #expect(u.m41 == 20)
    }

    @Test func rotationAboutZMatchesAffineRotation() {
        let angle: CGFloat = 0.7
        let r = CATransform3DMakeRotation(angle, 0, 0, 1)
        let a = CGAffineTransform(rotationAngle: angle)
        #expect(CATransform3DIsAffine(r))
        let g = CATransform3DGetAffineTransform(r)
        #expect(abs(g.a - a.a) < 1e-15 && abs(g.b - a.b) < 1e-15)
        #expect(abs(g.c - a.c) < 1e-15 && abs(g.d - a.d) < 1e-15)
        // Rotation about x by 90°: +y goes to +z (row vector convention).
        let rx = CATransform3DMakeRotation(.pi / 2, 1, 0, 0)
        #expect(abs(rx.m23 - 1) < 1e-15 && abs(rx.m32 + 1) < 1e-15)
        // Rotation about y by 90°: +z goes to +x.
        let ry = CATransform3DMakeRotation(.pi / 2, 0, 1, 0)
        #expect(abs(ry.m31 - 1) < 1e-15 && abs(ry.m13 + 1) < 1e-15)
        // Unnormalised axis is normalised; zero axis is the identity.
        #expect(CATransform3DMakeRotation(0.3, 0, 0, 5) == CATransform3DMakeRotation(0.3, 0, 0, 1))
        #expect(CATransform3DIsIdentity(CATransform3DMakeRotation(1, 0, 0, 0)))
        #expect(CATransform3DIsIdentity(CATransform3DMakeRotation(1, .nan, 0, 0)))
    }

    @Test func inversion() {
        var t = CATransform3DMakeRotation(0.4, 1, 2, 3)
        t = CATransform3DTranslate(t, 5, -6, 7)
        t = CATransform3DScale(t, 2, 3, 4)
        t.m34 = -1.0 / 500
        let p = CATransform3DConcat(t, CATransform3DInvert(t))
        for r in 0..<4 { for c in 0..<4 {
            #expect(abs(p[r, c] - (r == c ? 1 : 0)) < 1e-12)
        } }
        let singular = CATransform3DMakeScale(1, 0, 1)
        #expect(CATransform3DInvert(singular) == singular)
    }

    @Test func affineRoundTrip() {
        let a = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
        let t = CATransform3DMakeAffineTransform(a)
        #expect(CATransform3DIsAffine(t))
        #expect(CATransform3DGetAffineTransform(t) == a)
        var p = t; p.m34 = -0.002
        #expect(!CATransform3DIsAffine(p))
        #expect(CATransform3DEqualToTransform(t, t))
    }
}
