import Testing
import Foundation
@testable import OpenQuartzCore

private typealias S = TransformTestSupport
private typealias Q = TransformComponents.Quaternion

@Suite struct TransformInterpolationTests {
    private func lerp(_ a: CATransform3D, _ b: CATransform3D, _ t: Double) -> CATransform3D {
        CATransform3D.interpolate(from: a, to: b, fraction: t)
    }

    @Test func halfwayToThirtyDegreesIsFifteen() {
        let c = cos(Double.pi / 12), s = sin(Double.pi / 12)
        let expected = S.matrix([c, s, 0, 0,  -s, c, 0, 0,  0, 0, 1, 0,  0, 0, 0, 1])
        let r = lerp(.identity, CATransform3DMakeRotation(.pi / 6, 0, 0, 1), 0.5)
        #expect(S.maxDifference(r, expected) < 1e-15)
    }

    @Test func slerpBetweenRotationsAboutX() {
        // 20° → 100° at a quarter: 40°. Row-vector rotation about x written out.
        let angle = 40.0 * .pi / 180, c = cos(angle), s = sin(angle)
        let expected = S.matrix([1, 0, 0, 0,  0, c, s, 0,  0, -s, c, 0,  0, 0, 0, 1])
        let r = lerp(S.rx(20 * .pi / 180), S.rx(100 * .pi / 180), 0.25)
        #expect(S.maxDifference(r, expected) < 1e-14)
    }

    @Test func slerpAboutAnArbitraryAxisStaysOnTheAxis() {
        let r = lerp(.identity, CATransform3DMakeRotation(2 * .pi / 3, 1, 1, 1), 0.5)
        #expect(S.maxDifference(r, CATransform3DMakeRotation(.pi / 3, 1, 1, 1)) < 1e-14)
        // Between two rotations about the same axis: angles interpolate linearly.
        let r2 = lerp(CATransform3DMakeRotation(0.2, 1, -2, 0.5), CATransform3DMakeRotation(1.4, 1, -2, 0.5), 0.75)
        #expect(S.maxDifference(r2, CATransform3DMakeRotation(1.1, 1, -2, 0.5)) < 1e-14)
    }

    @Test func translationScaleAndPerspectiveInterpolateLinearly() {
        let a = S.chain(S.scale(1, 2, 3), S.translation(10, 0, -4))
        let b = S.chain(S.scale(3, 2, 1), S.translation(20, 10, 4))
        #expect(S.maxDifference(lerp(a, b, 0.25), S.chain(S.scale(1.5, 2, 2.5), S.translation(12.5, 2.5, -2))) < 1e-14)
        // m34 = −1/500 → halfway −1/1000.
        var p = CATransform3DIdentity; p.m34 = -1.0 / 500
        var half = CATransform3DIdentity; half.m34 = -1.0 / 1000
        #expect(S.maxDifference(lerp(.identity, p, 0.5), half) < 1e-15)
        // Skew factors too.
        let k = lerp(.identity, S.skew(xy: 1, xz: 0, yz: -0.5), 0.5)
        #expect(S.maxDifference(k, S.skew(xy: 0.5, xz: 0, yz: -0.25)) < 1e-15)
    }

    @Test func combinedTransformsInterpolatePartByPart() {
        let a = S.chain(S.scale(1, 1, 1), S.rz(0.2), S.translation(0, 0, 0))
        let b = S.chain(S.scale(2, 4, 1), S.rz(1.0), S.translation(8, -4, 2))
        let expected = S.chain(S.scale(1.5, 2.5, 1), S.rz(0.6), S.translation(4, -2, 1))
        #expect(S.maxDifference(lerp(a, b, 0.5), expected) < 1e-13)
    }

    @Test func endpointsAreExact() {
        let a = S.chain(S.scale(2, 3, 4), S.rx(0.3), S.translation(1, 2, 3))
        var b = S.chain(S.ry(-0.8), S.translation(-5, 0, 5)); b.m34 = -0.002
        #expect(lerp(a, b, 0) == a)
        #expect(lerp(a, b, 1) == b)
        // Continuity: close to the ends, close to the end values.
        #expect(S.maxDifference(lerp(a, b, 1e-9), a) < 1e-7)
        #expect(S.maxDifference(lerp(a, b, 1 - 1e-9), b) < 1e-7)
    }

    @Test func sameEndsGiveThatTransformForAnyFraction() {
        let a = S.chain(S.scale(2, 1, 1), CATransform3DMakeRotation(1, 1, 2, 3), S.translation(4, 5, 6))
        for t in [-1.0, 0.3, 0.5, 2.0, 10.0] {
            #expect(lerp(.identity, .identity, t) == CATransform3DIdentity)
            #expect(lerp(a, a, t) == a)
        }
        // Nearly equal ends (angle far below the slerp threshold) stay finite and close.
        let b = S.chain(S.scale(2, 1, 1), CATransform3DMakeRotation(1 + 1e-12, 1, 2, 3), S.translation(4, 5, 6))
        for t in [-1.0, 0.5, 2.0] {
            let r = lerp(a, b, t)
            #expect(!S.hasNaN(r))
            #expect(S.maxDifference(r, a) < 1e-10)
        }
    }

    @Test func extrapolationScalesEachPart() {
        // k = 2: twice the angle, twice the translation, scale 1 + 2·(2 − 1) = 3 (linear, not 4).
        #expect(S.maxDifference(lerp(.identity, S.rz(0.7), 2), S.rz(1.4)) < 1e-14)
        #expect(S.maxDifference(lerp(.identity, S.rx(-1.2), 2), S.rx(-2.4)) < 1e-14)
        #expect(S.maxDifference(lerp(.identity, S.translation(3, 4, 5), 2), S.translation(6, 8, 10)) < 1e-14)
        #expect(S.maxDifference(lerp(.identity, S.scale(2, 2, 2), 2), S.scale(3, 3, 3)) < 1e-14)
        // Spring overshoot and undershoot.
        #expect(S.maxDifference(lerp(S.rz(0.2), S.rz(0.6), 1.5), S.rz(0.8)) < 1e-14)
        #expect(S.maxDifference(lerp(S.rz(0.2), S.rz(0.6), -0.5), S.rz(0.0)) < 1e-14)
        #expect(S.maxDifference(lerp(S.translation(1, 0, 0), S.translation(2, 0, 0), -1), S.translation(0, 0, 0)) < 1e-14)
        // A rotation beyond a half turn is measured along the shorter arc:
        // 200° is −160°, so k = 2 gives −320° (= 40° = 2·200° mod 360°).
        let r200 = S.rz(200 * .pi / 180)
        #expect(S.maxDifference(lerp(.identity, r200, 2), S.rz(40 * .pi / 180)) < 1e-14)
        #expect(S.maxDifference(lerp(.identity, r200, 0.5), S.rz(-80 * .pi / 180)) < 1e-14)
    }

    @Test func shortestArcIsTaken() {
        // 170° → −170°: halfway is 180°, not 0°.
        let r = lerp(S.rz(170 * .pi / 180), S.rz(-170 * .pi / 180), 0.5)
        #expect(S.maxDifference(r, S.rz(.pi)) < 1e-14)
    }

    @Test func halfTurnsWithAnAmbiguousArcStayFinite() {
        // Identity → 180° about z: both arcs are equally short; the result must
        // be a quarter turn about z (either direction) and never NaN.
        let r = lerp(.identity, S.rz(.pi), 0.5)
        #expect(!S.hasNaN(r))
        #expect(min(S.maxDifference(r, S.rz(.pi / 2)), S.maxDifference(r, S.rz(-.pi / 2))) < 1e-14)
        // 180° about x → 180° about y: halfway is 180° about (1, 1, 0).
        let h = lerp(S.rx(.pi), S.ry(.pi), 0.5)
        #expect(S.maxDifference(h, CATransform3DMakeRotation(.pi, 1, 1, 0)) < 1e-14)
        // 180° about x, both ends (q and −q describe it): identity of the path.
        for t in [-0.5, 0.25, 0.5, 1.5] {
            #expect(S.maxDifference(lerp(S.rx(.pi), CATransform3DMakeRotation(-.pi, 1, 0, 0), t), S.rx(.pi)) < 1e-14)
        }
    }

    @Test func undecomposableEndsFallBackToEntryInterpolation() {
        // Rank 2: rows 1 and 2 equal.
        let singular = S.matrix([1, 1, 0, 0,  1, 1, 0, 0,  0, 0, 1, 0,  2, 4, 6, 1])
        let rot = S.rz(.pi / 2)   // [0 1; -1 0] in the top-left block
        let expected = S.matrix([0.5, 1, 0, 0,  0, 0.5, 0, 0,  0, 0, 1, 0,  1, 2, 3, 1])
        #expect(S.maxDifference(lerp(rot, singular, 0.5), expected) < 1e-15)
        // Zero scale at either end, including extrapolation: finite, linear in the entries.
        let zero = S.scale(0, 0, 0)
        for t in [-1.0, 0.25, 0.5, 2.0] {
            let r = lerp(.identity, zero, t)
            #expect(!S.hasNaN(r))
            #expect(S.maxDifference(r, S.scale(1 - t, 1 - t, 1 - t)) < 1e-15)
            #expect(!S.hasNaN(lerp(zero, S.rx(1), t)))
        }
        // m44 = 0.
        var noW = CATransform3DIdentity; noW.m44 = 0
        var halfW = CATransform3DIdentity; halfW.m44 = 0.5
        #expect(S.maxDifference(lerp(.identity, noW, 0.5), halfW) < 1e-15)
        // The all-zero matrix.
        #expect(!S.hasNaN(lerp(CATransform3D(), S.rx(0.5), 0.5)))
    }

    @Test func nonFiniteEndsDoNotCrashAndOnlyTouchTheirEntries() {
        var nan = CATransform3DIdentity; nan.m12 = .nan
        let r = lerp(.identity, nan, 0.5)
        #expect(r.m12.isNaN)
        #expect(r.m11 == 1 && r.m22 == 1 && r.m41 == 0)
        var inf = CATransform3DIdentity; inf.m41 = .infinity
        let s = lerp(S.translation(1, 2, 3), inf, 0.5)
        #expect(s.m41 == .infinity && s.m42 == 1 && s.m43 == 1.5)
    }

    @Test func reflectionsInterpolateWithoutNaN() {
        let flip = S.scale(-1, 1, 1)
        for t in [-0.5, 0.25, 0.5, 0.75, 1.5] {
            #expect(!S.hasNaN(lerp(.identity, flip, t)))
        }
        #expect(S.maxDifference(lerp(.identity, flip, 0.999), flip) < 1e-2)
        // Between two matrices reflected the same way, the reflection stays.
        let a = S.chain(S.scale(-1, 1, 1), S.rz(0.2)), b = S.chain(S.scale(-1, 1, 1), S.rz(0.6))
        #expect(S.maxDifference(lerp(a, b, 0.5), S.chain(S.scale(-1, 1, 1), S.rz(0.4))) < 1e-14)
    }

    @Test func hugeFiniteEntriesDoNotProduceNaN() {
        let big = S.scale(1e200, 1e200, 1e200)
        for t in [0.25, 0.5, 2.0] {
            #expect(!S.hasNaN(lerp(.identity, big, t)))
            #expect(!S.hasNaN(lerp(S.translation(1e300, -1e300, 0), S.translation(-1e300, 1e300, 0), t)))
        }
    }

    @Test func quaternionSlerpDirectly() {
        let a = Q(angle: 0.3, axisX: 0, y: 1, z: 0), b = Q(angle: 1.5, axisX: 0, y: 1, z: 0)
        let mid = a.slerp(to: b, fraction: 0.5)
        #expect(abs(mid.y - sin(0.45)) < 1e-15 && abs(mid.w - cos(0.45)) < 1e-15)
        // Opposite hemisphere: −b is the same rotation, the result is identical up to sign.
        let negB = Q(x: -b.x, y: -b.y, z: -b.z, w: -b.w)
        let mid2 = a.slerp(to: negB, fraction: 0.5)
        #expect(abs(mid2.y - mid.y) < 1e-15 && abs(mid2.w - mid.w) < 1e-15)
        // Identical: the lerp fallback returns it.
        let same = a.slerp(to: a, fraction: 3)
        #expect(abs(same.y - a.y) < 1e-15 && abs(same.w - a.w) < 1e-15 && same.x == 0 && same.z == 0)
    }
}
