import Testing
import Foundation
@testable import OpenQuartzCore

private typealias S = TransformTestSupport
private typealias Q = TransformComponents.Quaternion

@Suite struct TransformDecompositionTests {
    /// The same rotation, allowing for q and −q.
    private func sameRotation(_ a: Q, _ b: Q, tolerance: Double = 1e-12) -> Bool {
        let plus = max(abs(a.x - b.x), abs(a.y - b.y), abs(a.z - b.z), abs(a.w - b.w))
        let minus = max(abs(a.x + b.x), abs(a.y + b.y), abs(a.z + b.z), abs(a.w + b.w))
        return min(plus, minus) <= tolerance
    }

    @Test func identityDecomposesToIdentityComponents() throws {
        let c = try #require(TransformComponents(decomposing: .identity))
        #expect(c == TransformComponents.identity)
        #expect(c.matrix == CATransform3DIdentity)
    }

    @Test func quaternionRowsMatchRotationMatrices() {
        // Rodrigues in row-vector form, written out here: rotation by 0.7 about
        // the unit axis u = (1, 2, 3)/√14.
        let n = 14.0.squareRoot()
        let (ux, uy, uz) = (1 / n, 2 / n, 3 / n)
        let angle = 0.7, c = cos(angle), s = sin(angle), k = 1 - c
        let expected = S.matrix([
            c + k * ux * ux, k * ux * uy + s * uz, k * ux * uz - s * uy, 0,
            k * ux * uy - s * uz, c + k * uy * uy, k * uy * uz + s * ux, 0,
            k * ux * uz + s * uy, k * uy * uz - s * ux, c + k * uz * uz, 0,
            0, 0, 0, 1])
        let q = Q(angle: angle, axisX: ux, y: uy, z: uz)
        let rot = TransformComponents(rotation: q).matrix
        #expect(S.maxDifference(rot, expected) < 1e-15)
        #expect(S.maxDifference(rot, CATransform3DMakeRotation(0.7, 1, 2, 3)) < 1e-15)
        // Hamilton product: (b * a) rotates by a first, then b — Concat(a, b).
        let qa = Q(angle: 0.4, axisX: 1, y: 0, z: 0), qb = Q(angle: -1.1, axisX: 0, y: 0, z: 1)
        let product = TransformComponents(rotation: qb * qa).matrix
        #expect(S.maxDifference(product, CATransform3DConcat(S.rx(0.4), S.rz(-1.1))) < 1e-15)
    }

    @Test func rotationsDecomposeToTheirQuaternion() throws {
        let c = try #require(TransformComponents(decomposing: S.rz(.pi / 6)))
        #expect(sameRotation(c.rotation, Q(x: 0, y: 0, z: sin(.pi / 12), w: cos(.pi / 12))))
        #expect(c.rotation.w >= 0)
        #expect(abs(c.scale.x - 1) < 1e-15 && abs(c.scale.y - 1) < 1e-15 && abs(c.scale.z - 1) < 1e-15)

        let n = 14.0.squareRoot()
        let m = CATransform3DMakeRotation(2.5, 1, 2, 3)
        let d = try #require(TransformComponents(decomposing: m))
        let h = sin(1.25)
        #expect(sameRotation(d.rotation, Q(x: h / n, y: 2 * h / n, z: 3 * h / n, w: cos(1.25))))
        #expect(S.maxDifference(d.matrix, m) < 1e-14)
    }

    @Test func halfTurnsAboutArbitraryAxesKeepTheirSigns() throws {
        // w = 0: the axis signs must come from the off-diagonal sums.
        for axis in [(1.0, -1.0, 0.0), (1.0, 2.0, -3.0), (-2.0, 1.0, 1.0), (0.0, 0.0, 1.0), (0.0, 1.0, -1.0)] {
            let m = CATransform3DMakeRotation(.pi, axis.0, axis.1, axis.2)
            let c = try #require(TransformComponents(decomposing: m))
            #expect(S.maxDifference(c.matrix, m) < 1e-14)
            #expect(abs(c.rotation.w) < 1e-8)
        }
    }

    @Test func translationScaleAndSkewComponents() throws {
        let m = S.chain(S.scale(2, 3, 4), S.skew(xy: 0.5, xz: -0.25, yz: 0.75), S.translation(7, -8, 9))
        let c = try #require(TransformComponents(decomposing: m))
        #expect(abs(c.scale.x - 2) < 1e-14 && abs(c.scale.y - 3) < 1e-14 && abs(c.scale.z - 4) < 1e-14)
        #expect(abs(c.skew.xy - 0.5) < 1e-14 && abs(c.skew.xz + 0.25) < 1e-14 && abs(c.skew.yz - 0.75) < 1e-14)
        #expect(c.translation == .init(x: 7, y: -8, z: 9))
        #expect(c.perspective == .init(x: 0, y: 0, z: 0, w: 1))
        #expect(sameRotation(c.rotation, .identity))
        #expect(S.maxDifference(c.matrix, m) < 1e-14)
    }

    @Test func fullCompositeRoundTripRecoversEveryPart() throws {
        // scale, skew, rotate (arbitrary axis), translate, perspective.
        let q = Q(angle: 1.2, axisX: 2 / 3, y: -1 / 3, z: 2 / 3)
        let m = S.chain(S.scale(1.5, 0.5, 2), S.skew(xy: 0.2, xz: 0.1, yz: -0.3),
                        TransformComponents(rotation: q).matrix,
                        S.translation(10, 20, -30), S.perspective(0.001, -0.002, -1.0 / 500, 0.97))
        // m44 = t·p + w = 0.01 − 0.04 + 0.06 + 0.97 = 1, so no normalisation.
        #expect(abs(m.m44 - 1) < 1e-15)
        let c = try #require(TransformComponents(decomposing: m))
        #expect(abs(c.scale.x - 1.5) < 1e-12 && abs(c.scale.y - 0.5) < 1e-12 && abs(c.scale.z - 2) < 1e-12)
        #expect(abs(c.skew.xy - 0.2) < 1e-12 && abs(c.skew.xz - 0.1) < 1e-12 && abs(c.skew.yz + 0.3) < 1e-12)
        #expect(sameRotation(c.rotation, q))
        #expect(abs(c.translation.x - 10) < 1e-12 && abs(c.translation.y - 20) < 1e-12 && abs(c.translation.z + 30) < 1e-12)
        #expect(abs(c.perspective.x - 0.001) < 1e-12 && abs(c.perspective.y + 0.002) < 1e-12)
        #expect(abs(c.perspective.z + 0.002) < 1e-12 && abs(c.perspective.w - 0.97) < 1e-12)
        #expect(S.maxDifference(c.matrix, m) < 1e-12)
    }

    @Test func typicalCoreAnimationPerspectiveRoundTrip() throws {
        var m = CATransform3DIdentity
        m.m34 = -1.0 / 500
        m = CATransform3DRotate(m, 0.9, 0, 1, 0)
        m = CATransform3DTranslate(m, 40, -25, 12)
        m = CATransform3DScale(m, 1.25, 1.25, 1)
        // The translation applied before the perspective makes m44 ≠ 1; the
        // decomposition describes m / m44.
        #expect(m.m44 != 1)
        let c = try #require(TransformComponents(decomposing: m))
        var normalised = m
        for r in 0..<4 { for col in 0..<4 { normalised[r, col] = m[r, col] / m.m44 } }
        #expect(S.maxDifference(c.matrix, normalised) < 1e-12)
    }

    @Test func reflectionsFollowTheReferenceAlgorithm() throws {
        // One axis flipped: all three scales negative, rotation a half turn.
        let m = S.scale(-1, 1, 1)
        let c = try #require(TransformComponents(decomposing: m))
        #expect(c.scale == .init(x: -1, y: -1, z: -1))
        #expect(sameRotation(c.rotation, Q(x: 1, y: 0, z: 0, w: 0)))
        #expect(S.maxDifference(c.matrix, m) < 1e-15)
        // Single-axis form: scale (-1, 1, 1), no rotation, same matrix.
        let single = c.withSingleAxisReflection()
        #expect(single.scale == .init(x: -1, y: 1, z: 1))
        #expect(sameRotation(single.rotation, .identity))
        #expect(S.maxDifference(single.matrix, m) < 1e-15)
        // Flipped z inside a composite with skew keeps the skew in single-axis form.
        let z = S.chain(S.scale(2, 3, -4), S.skew(xy: 0.3, xz: 0.2, yz: 0.1), S.rz(0.5), S.translation(1, 2, 3))
        let cz = try #require(TransformComponents(decomposing: z))
        #expect(cz.scale.x < 0 && cz.scale.y < 0 && cz.scale.z < 0)
        #expect(S.maxDifference(cz.matrix, z) < 1e-13)
        let sz = cz.withSingleAxisReflection()
        #expect(abs(sz.scale.x - 2) < 1e-13 && abs(sz.scale.y - 3) < 1e-13 && abs(sz.scale.z + 4) < 1e-13)
        #expect(abs(sz.skew.xy - 0.3) < 1e-13 && abs(sz.skew.xz - 0.2) < 1e-13 && abs(sz.skew.yz - 0.1) < 1e-13)
        #expect(sameRotation(sz.rotation, Q(angle: 0.5, axisX: 0, y: 0, z: 1), tolerance: 1e-13))
        #expect(S.maxDifference(sz.matrix, z) < 1e-13)
        // Not reflected: unchanged.
        let plain = try #require(TransformComponents(decomposing: S.rz(0.3)))
        #expect(plain.withSingleAxisReflection() == plain)
    }

    @Test func randomMatricesRoundTrip() throws {
        var rng = S.Random(seed: 0x5EED)
        for i in 0..<500 {
            let m: CATransform3D
            if i % 2 == 0 {
                // Built from parts, including reflections and perspective.
                let sign = i % 4 == 0 ? -1.0 : 1.0
                let q = Q(angle: rng.double(-.pi...(.pi)),
                          axisX: rng.double(-1...1), y: rng.double(-1...1), z: rng.double(-1...1))
                let parts = TransformComponents(
                    translation: .init(x: rng.double(-100...100), y: rng.double(-100...100), z: rng.double(-100...100)),
                    scale: .init(x: sign * rng.double(0.2...3), y: rng.double(0.2...3), z: rng.double(0.2...3)),
                    skew: .init(xy: rng.double(-1...1), xz: rng.double(-1...1), yz: rng.double(-1...1)),
                    perspective: .init(x: rng.double(-0.01...0.01), y: rng.double(-0.01...0.01),
                                       z: rng.double(-0.01...0.01), w: rng.double(0.5...2)),
                    rotation: q)
                // Scale so that m44 = 1: decomposition normalises by m44.
                var built = parts.matrix
                let h = built.m44
                for r in 0..<4 { for col in 0..<4 { built[r, col] /= h } }
                m = built
            } else {
                // Arbitrary entries with m44 = 1.
                var e = (0..<16).map { _ in rng.double(-2...2) }
                e[15] = 1
                m = S.matrix(e)
            }
            let c = try #require(TransformComponents(decomposing: m))
            #expect(S.maxDifference(c.matrix, m) < 1e-9, "case \(i)")
            #expect(S.maxDifference(c.withSingleAxisReflection().matrix, m) < 1e-9, "case \(i)")
        }
    }

    @Test func m44OtherThanOneIsNormalised() throws {
        var m = S.chain(S.rz(0.4), S.translation(2, 4, 6))
        for r in 0..<4 { for col in 0..<4 { m[r, col] *= 2 } }
        let c = try #require(TransformComponents(decomposing: m))
        #expect(S.maxDifference(c.matrix, S.chain(S.rz(0.4), S.translation(2, 4, 6))) < 1e-14)
    }

    @Test func undecomposableMatricesGiveNil() {
        var nan = CATransform3DIdentity; nan.m23 = .nan
        var inf = CATransform3DIdentity; inf.m41 = .infinity
        var negInf = CATransform3DIdentity; negInf.m14 = -.infinity
        var noW = CATransform3DIdentity; noW.m44 = 0
        let rank2 = S.matrix([1, 2, 3, 0,  2, 4, 6, 0,  0, 0, 1, 0,  5, 5, 5, 1])
        #expect(TransformComponents(decomposing: nan) == nil)
        #expect(TransformComponents(decomposing: inf) == nil)
        #expect(TransformComponents(decomposing: negInf) == nil)
        #expect(TransformComponents(decomposing: noW) == nil)
        #expect(TransformComponents(decomposing: S.scale(0, 0, 0)) == nil)
        #expect(TransformComponents(decomposing: S.scale(2, 0, 1)) == nil)
        #expect(TransformComponents(decomposing: rank2) == nil)
        #expect(TransformComponents(decomposing: CATransform3D()) == nil)
        // Huge but finite entries whose determinant overflows.
        #expect(TransformComponents(decomposing: S.scale(1e200, 1e200, 1e200)) == nil)
    }

    @Test func recompositionNeverProducesNaN() {
        // A zero quaternion is treated as no rotation rather than 0/0.
        let c = TransformComponents(rotation: Q(x: 0, y: 0, z: 0, w: 0))
        #expect(c.matrix == CATransform3DIdentity)
        // A non-unit quaternion is normalised.
        let big = TransformComponents(rotation: Q(x: 0, y: 0, z: 2 * sin(0.2), w: 2 * cos(0.2))).matrix
        #expect(S.maxDifference(big, S.rz(0.4)) < 1e-15)
    }
}
