import Testing
import Foundation
@testable import OpenQuartzCore
import LayerTestSupport

private typealias S = TransformTestSupport

@Suite struct AffineInterpolationTests {
    private func lerp(_ a: CGAffineTransform, _ b: CGAffineTransform, _ t: Double) -> CGAffineTransform {
        CGAffineTransform.interpolate(from: a, to: b, fraction: t)
    }

    /// Rotation by `degrees`, written out: (a, b, c, d) = (cos, sin, −sin, cos).
    private func rotation(_ degrees: Double) -> CGAffineTransform {
        let r = degrees * .pi / 180
        return CGAffineTransform(a: CGFloat(cos(r)), b: CGFloat(sin(r)), c: CGFloat(-sin(r)), d: CGFloat(cos(r)), tx: 0, ty: 0)
    }

    @Test func decomposesKnownParts() throws {
        // Scale (2, 3), skew 0.5 (x += 0.5·y), rotate 30°, translate (4, −5).
        let c30 = cos(Double.pi / 6), s30 = sin(Double.pi / 6)
        let m = CGAffineTransform(a: CGFloat(2 * c30), b: CGFloat(2 * s30),
                                  c: CGFloat(3 * (0.5 * c30 - s30)), d: CGFloat(3 * (0.5 * s30 + c30)),
                                  tx: 4, ty: -5)
        // The same matrix built by concatenation, to check the formulas' order.
        let built = CGAffineTransform(scaleX: 2, y: 3)
            .concatenating(CGAffineTransform(a: 1, b: 0, c: 0.5, d: 1, tx: 0, ty: 0))
            .concatenating(CGAffineTransform(rotationAngle: .pi / 6))
            .concatenating(CGAffineTransform(translationX: 4, y: -5))
        #expect(S.maxDifference(m, built) < 1e-15)
        let p = try #require(AffineTransformComponents(decomposing: m))
        #expect(abs(p.scaleX - 2) < 1e-15 && abs(p.scaleY - 3) < 1e-15)
        #expect(abs(p.skew - 0.5) < 1e-15 && abs(p.rotation - .pi / 6) < 1e-15)
        #expect(p.translationX == 4 && p.translationY == -5)
        #expect(S.maxDifference(p.transform, m) < 1e-15)
        #expect(AffineTransformComponents(decomposing: .identity) == AffineTransformComponents())
    }

    @Test func reflectionsAreOneNegativeScale() throws {
        let fx = try #require(AffineTransformComponents(decomposing: CGAffineTransform(scaleX: -1, y: 1)))
        #expect(fx == AffineTransformComponents(scaleX: -1, scaleY: 1))
        let fy = try #require(AffineTransformComponents(decomposing: CGAffineTransform(scaleX: 2, y: -3)))
        #expect(fy.scaleX == 2 && fy.scaleY == -3 && fy.rotation == 0 && fy.skew == 0)
        let rotated = CGAffineTransform(scaleX: -2, y: 1).rotated(by: 0.3)
        let fr = try #require(AffineTransformComponents(decomposing: rotated))
        #expect(S.maxDifference(fr.transform, rotated) < 1e-15)
    }

    @Test func randomTransformsRoundTrip() throws {
        var rng = S.Random(seed: 42)
        for i in 0..<1000 {
            let m = CGAffineTransform(a: CGFloat(rng.double(-3...3)), b: CGFloat(rng.double(-3...3)),
                                      c: CGFloat(rng.double(-3...3)), d: CGFloat(rng.double(-3...3)),
                                      tx: CGFloat(rng.double(-100...100)), ty: CGFloat(rng.double(-100...100)))
            let p = try #require(AffineTransformComponents(decomposing: m))
            #expect(S.maxDifference(p.transform, m) < 1e-9, "case \(i)")
            #expect(p.rotation > -.pi && p.rotation <= .pi)
        }
    }

    @Test func halfwayToThirtyDegreesIsFifteen() {
        let r = lerp(.identity, CGAffineTransform(rotationAngle: .pi / 6), 0.5)
        #expect(S.maxDifference(r, rotation(15)) < 1e-15)
    }

    @Test func rotationTakesTheShorterWayRound() {
        // 350° → 10° passes through 0°.
        #expect(S.maxDifference(lerp(rotation(350), rotation(10), 0.5), .identity) < 1e-15)
        #expect(S.maxDifference(lerp(rotation(350), rotation(10), 0.25), rotation(355)) < 1e-15)
        #expect(S.maxDifference(lerp(rotation(10), rotation(350), 0.75), rotation(355)) < 1e-15)
        // 170° → −170° passes through 180°.
        #expect(S.maxDifference(lerp(rotation(170), rotation(-170), 0.5), rotation(180)) < 1e-15)
    }

    @Test func partsInterpolateLinearly() {
        let a = CGAffineTransform(scaleX: 1, y: 2).concatenating(CGAffineTransform(translationX: 10, y: 0))
        let b = CGAffineTransform(scaleX: 3, y: 4).concatenating(CGAffineTransform(translationX: 20, y: -10))
        let expected = CGAffineTransform(scaleX: 1.5, y: 2.5).concatenating(CGAffineTransform(translationX: 12.5, y: -2.5))
        #expect(S.maxDifference(lerp(a, b, 0.25), expected) < 1e-14)
        let skewed = CGAffineTransform(a: 1, b: 0, c: 1, d: 1, tx: 0, ty: 0)
        #expect(S.maxDifference(lerp(.identity, skewed, 0.5), CGAffineTransform(a: 1, b: 0, c: 0.5, d: 1, tx: 0, ty: 0)) < 1e-15)
    }

    @Test func endpointsAndExtrapolation() {
        let a = CGAffineTransform(rotationAngle: 0.3).translatedBy(x: 4, y: 5)
        let b = CGAffineTransform(scaleX: 2, y: -1).rotated(by: -1)
        #expect(lerp(a, b, 0) == a && lerp(a, b, 1) == b)
        #expect(lerp(a, a, 7) == a)
        // k = 2 from the identity: twice the angle and translation; scale 1 + 2·(2 − 1) = 3.
        #expect(S.maxDifference(lerp(.identity, rotation(40), 2), rotation(80)) < 1e-14)
        #expect(S.maxDifference(lerp(.identity, CGAffineTransform(translationX: 3, y: -4), 2),
                                CGAffineTransform(translationX: 6, y: -8)) < 1e-14)
        #expect(S.maxDifference(lerp(.identity, CGAffineTransform(scaleX: 2, y: 2), 2),
                                CGAffineTransform(scaleX: 3, y: 3)) < 1e-14)
        #expect(S.maxDifference(lerp(rotation(10), rotation(30), -0.5), rotation(0)) < 1e-14)
    }

    @Test func oppositeReflectionsDoNotCollapse() {
        // x-flip → y-flip: CSS rewrites the first as both-negated + half turn, so
        // halfway is a proper reflection (|det| = 1), not a degenerate matrix.
        for t in [0.25, 0.5, 0.75] {
            let m = lerp(CGAffineTransform(scaleX: -1, y: 1), CGAffineTransform(scaleX: 1, y: -1), t)
            #expect(abs(abs(m.determinant) - 1) < 1e-14)
        }
        // Same flip at both ends: the flip stays.
        let a = CGAffineTransform(scaleX: -1, y: 1).rotated(by: 0.2)
        let b = CGAffineTransform(scaleX: -1, y: 1).rotated(by: 0.6)
        #expect(S.maxDifference(lerp(a, b, 0.5), CGAffineTransform(scaleX: -1, y: 1).rotated(by: 0.4)) < 1e-15)
    }

    @Test func undecomposableInputFallsBackToEntries() {
        let zero = CGAffineTransform(scaleX: 0, y: 0)
        #expect(AffineTransformComponents(decomposing: zero) == nil)
        #expect(AffineTransformComponents(decomposing: CGAffineTransform(a: 1, b: 2, c: 2, d: 4, tx: 0, ty: 0)) == nil)
        #expect(AffineTransformComponents(decomposing: CGAffineTransform(a: .nan, b: 0, c: 0, d: 1, tx: 0, ty: 0)) == nil)
        #expect(AffineTransformComponents(decomposing: CGAffineTransform(translationX: .infinity, y: 0)) == nil)
        #expect(AffineTransformComponents(decomposing: CGAffineTransform(a: 0, b: 0, c: 0, d: 0, tx: 1, ty: 1)) == nil)

        #expect(S.maxDifference(lerp(.identity, zero, 0.5), CGAffineTransform(scaleX: 0.5, y: 0.5)) < 1e-15)
        #expect(S.maxDifference(lerp(zero, .identity, 2), CGAffineTransform(scaleX: 2, y: 2)) < 1e-15)
        let singular = CGAffineTransform(a: 1, b: 2, c: 2, d: 4, tx: 2, ty: 0)
        #expect(S.maxDifference(lerp(rotation(90), singular, 0.5),
                                CGAffineTransform(a: 0.5, b: 1.5, c: 0.5, d: 2, tx: 1, ty: 0)) < 1e-15)
        let nan = CGAffineTransform(a: .nan, b: 0, c: 0, d: 1, tx: 0, ty: 0)
        let r = lerp(.identity, nan, 0.5)
        #expect(r.a.isNaN && r.d == 1 && r.b == 0)
        let huge = lerp(CGAffineTransform(scaleX: 1e300, y: 1e300), CGAffineTransform(scaleX: -1e300, y: 1e-300), 0.5)
        #expect(!huge.a.isNaN && !huge.b.isNaN && !huge.c.isNaN && !huge.d.isNaN)
    }
}
