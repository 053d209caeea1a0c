import Testing
import Foundation
@testable import OpenQuartzCore
import LayerTestSupport

private typealias S = TransformTestSupport

@Suite struct TransformComponentsTests {
    @Test func parsesAppleSuffixes() {
        let table: [(String, TransformSubKeyPath)] = [
            ("rotation.x", .rotationX), ("rotation.y", .rotationY), ("rotation.z", .rotationZ),
            ("rotation", .rotationZ), ("scale", .scale), ("scale.x", .scaleX), ("scale.y", .scaleY),
            ("scale.z", .scaleZ), ("translation", .translation), ("translation.x", .translationX),
            ("translation.y", .translationY), ("translation.z", .translationZ),
        ]
        for (text, key) in table { #expect(TransformSubKeyPath(text) == key) }
        for bad in ["", "rotation.w", "Scale", "transform.scale", "scale.", "translation.xy", " scale"] {
            #expect(TransformSubKeyPath(bad) == nil)
        }
        for key in TransformSubKeyPath.allCases { #expect(TransformSubKeyPath(key.suffix) == key) }
        #expect(TransformSubKeyPath.allCases.count == 11)
    }

    @Test func readsEulerAnglesInXThenYThenZOrder() {
        // Rx first, then Ry, then Rz (row vectors: Rx × Ry × Rz).
        let m = S.chain(S.rx(0.3), S.ry(-0.5), S.rz(1.1), S.translation(1, 2, 3))
        #expect(abs(m.component(.rotationX) - 0.3) < 1e-14)
        #expect(abs(m.component(.rotationY) + 0.5) < 1e-14)
        #expect(abs(m.component(.rotationZ) - 1.1) < 1e-14)
        #expect(abs(S.rz(-3).component(.rotationZ) + 3) < 1e-14)
        #expect(abs(S.rx(2.5).component(.rotationX) - 2.5) < 1e-14)
        #expect(S.rz(2.5).component(.rotationX) == 0)
    }

    @Test func readsScaleAndTranslation() {
        let m = S.chain(S.scale(2, 3, 4), S.rz(0.7), S.translation(5, -6, 7))
        #expect(abs(m.component(.scaleX) - 2) < 1e-14)
        #expect(abs(m.component(.scaleY) - 3) < 1e-14)
        #expect(abs(m.component(.scaleZ) - 4) < 1e-14)
        #expect(abs(m.component(.scale) - 2.5) < 1e-14)   // mean of x and y
        #expect(m.component(.translationX) == 5 && m.component(.translationY) == -6 && m.component(.translationZ) == 7)
        #expect(m.component(.translation) == -0.5)          // mean of x and y
        #expect(m.translationXY == CGSize(width: 5, height: -6))
    }

    @Test func settingRotationZKeepsScaleAndTranslation() {
        let base = S.chain(S.scale(2, 2, 2), S.rz(0.3), S.translation(5, 6, 0))
        let theta = 0.9, c = cos(theta), s = sin(theta)
        // scale(2), then rotation θ about z, then translation (5, 6), written out.
        let expected = S.matrix([2 * c, 2 * s, 0, 0,  -2 * s, 2 * c, 0, 0,  0, 0, 2, 0,  5, 6, 0, 1])
        #expect(S.maxDifference(base.settingComponent(.rotationZ, to: theta), expected) < 1e-12)
        // 2π is the same matrix as 0.
        let zero = base.settingComponent(.rotationZ, to: 0)
        #expect(S.maxDifference(base.settingComponent(.rotationZ, to: 2 * .pi), zero) < 1e-12)
        #expect(S.maxDifference(zero, S.chain(S.scale(2, 2, 2), S.translation(5, 6, 0))) < 1e-12)
    }

    @Test func writingEulerAnglesComposesXThenYThenZ() {
        let m = CATransform3DIdentity
            .settingComponent(.rotationX, to: 0.4)
            .settingComponent(.rotationY, to: 0.7)
            .settingComponent(.rotationZ, to: -1.2)
        #expect(S.maxDifference(m, S.chain(S.rx(0.4), S.ry(0.7), S.rz(-1.2))) < 1e-14)
        #expect(abs(m.component(.rotationX) - 0.4) < 1e-14)
        #expect(abs(m.component(.rotationY) - 0.7) < 1e-14)
        #expect(abs(m.component(.rotationZ) + 1.2) < 1e-14)
        // Replacing one angle keeps the other two.
        let base = S.chain(S.scale(1, 2, 3), S.rx(0.1), S.ry(0.2), S.rz(0.3), S.translation(4, 5, 6))
        let expected = S.chain(S.scale(1, 2, 3), S.rx(0.1), S.ry(-0.6), S.rz(0.3), S.translation(4, 5, 6))
        #expect(S.maxDifference(base.settingComponent(.rotationY, to: -0.6), expected) < 1e-13)
        let expectedX = S.chain(S.scale(1, 2, 3), S.rx(2.0), S.ry(0.2), S.rz(0.3), S.translation(4, 5, 6))
        #expect(S.maxDifference(base.settingComponent(.rotationX, to: 2.0), expectedX) < 1e-13)
    }

    @Test func writingScaleAndTranslationKeepsTheRest() {
        let base = S.chain(S.scale(2, 3, 4), S.skew(xy: 0.25, xz: 0, yz: 0), S.rz(0.4), S.translation(1, 2, 3))
        #expect(S.maxDifference(base.settingComponent(.scale, to: 5),
                                S.chain(S.scale(5, 5, 5), S.skew(xy: 0.25, xz: 0, yz: 0), S.rz(0.4), S.translation(1, 2, 3))) < 1e-13)
        #expect(S.maxDifference(base.settingComponent(.scaleY, to: -1),
                                S.chain(S.scale(2, -1, 4), S.skew(xy: 0.25, xz: 0, yz: 0), S.rz(0.4), S.translation(1, 2, 3))) < 1e-13)
        #expect(S.maxDifference(base.settingComponent(.translationZ, to: -9),
                                S.chain(S.scale(2, 3, 4), S.skew(xy: 0.25, xz: 0, yz: 0), S.rz(0.4), S.translation(1, 2, -9))) < 1e-13)
        #expect(S.maxDifference(base.settingComponent(.translation, to: 7),
                                S.chain(S.scale(2, 3, 4), S.skew(xy: 0.25, xz: 0, yz: 0), S.rz(0.4), S.translation(7, 7, 3))) < 1e-13)
        let moved = base.settingTranslation(CGSize(width: 7, height: 8))
        #expect(S.maxDifference(moved, S.chain(S.scale(2, 3, 4), S.skew(xy: 0.25, xz: 0, yz: 0), S.rz(0.4), S.translation(7, 8, 3))) < 1e-13)
        #expect(moved.translationXY == CGSize(width: 7, height: 8))
    }

    @Test func perspectiveIsKept() {
        let p = S.perspective(0, 0, -1.0 / 500, 1)
        let base = S.chain(S.ry(0.3), p)
        #expect(S.maxDifference(base.settingComponent(.rotationY, to: 0.6), S.chain(S.ry(0.6), p)) < 1e-14)
        #expect(abs(base.component(.rotationY) - 0.3) < 1e-14)
    }

    @Test func reflectionsReadAsOneNegativeScale() {
        let flip = S.scale(-1, 1, 1)
        #expect(flip.component(.scaleX) == -1)
        #expect(abs(flip.component(.scaleY) - 1) < 1e-15 && abs(flip.component(.scaleZ) - 1) < 1e-15)
        #expect(abs(flip.component(.scale)) < 1e-15)  // mean of −1 and 1
        for k in [TransformSubKeyPath.rotationX, .rotationY, .rotationZ] { #expect(abs(flip.component(k)) < 1e-15) }
        #expect(S.maxDifference(flip.settingComponent(.rotationZ, to: 0.5), S.chain(S.scale(-1, 1, 1), S.rz(0.5))) < 1e-15)
        let flipY = S.chain(S.scale(1, -2, 1), S.rz(0.3))
        #expect(abs(flipY.component(.scaleY) + 2) < 1e-14 && abs(flipY.component(.rotationZ) - 0.3) < 1e-14)
    }

    @Test func gimbalLockReadsXAsZero() {
        let m = CATransform3DIdentity.settingComponent(.rotationY, to: .pi / 2)
        #expect(m.component(.rotationX) == 0)
        #expect(abs(m.component(.rotationY) - .pi / 2) < 1e-12)
        #expect(abs(m.component(.rotationZ)) < 1e-12)
        #expect(S.maxDifference(m.settingComponent(.rotationZ, to: 0.3), S.chain(S.ry(.pi / 2), S.rz(0.3))) < 1e-12)
        // x and z are not separable at gimbal lock: whatever is read recomposes the matrix.
        let g = S.chain(S.rx(0.2), S.ry(-.pi / 2), S.rz(0.5))
        let (x, y, z) = (g.component(.rotationX), g.component(.rotationY), g.component(.rotationZ))
        #expect(x == 0)
        #expect(S.maxDifference(S.chain(S.rx(x), S.ry(y), S.rz(z)), g) < 1e-12)
    }

    @Test func randomEulerAnglesRoundTrip() {
        var rng = S.Random(seed: 7)
        for i in 0..<300 {
            let (x, y, z) = (rng.double(-3...3), rng.double(-1.5...1.5), rng.double(-3...3))
            let m = S.chain(S.scale(2, 0.5, 1.5), S.rx(x), S.ry(y), S.rz(z), S.translation(3, 2, 1))
            #expect(abs(m.component(.rotationX) - x) < 1e-10, "case \(i)")
            #expect(abs(m.component(.rotationY) - y) < 1e-10, "case \(i)")
            #expect(abs(m.component(.rotationZ) - z) < 1e-10, "case \(i)")
            // Re-writing a component with its own value changes nothing.
            for k in TransformSubKeyPath.allCases where k != .scale && k != .translation {
                #expect(S.maxDifference(m.settingComponent(k, to: m.component(k)), m) < 1e-12, "case \(i) \(k)")
            }
        }
    }

    @Test func degenerateMatricesReadSensibleDefaults() {
        // Zero scale on one axis: scales from row lengths, rotations 0.
        let flat = S.chain(S.scale(0, 2, 1), S.translation(4, 5, 6))
        #expect(flat.component(.scaleX) == 0 && flat.component(.scaleY) == 2 && flat.component(.scaleZ) == 1)
        #expect(flat.component(.scale) == 1)
        #expect(flat.component(.rotationZ) == 0 && flat.component(.rotationX) == 0)
        #expect(flat.translationXY == CGSize(width: 4, height: 5) && flat.component(.translationZ) == 6)
        // NaN and infinities: identity values where the entries are unusable.
        var nan = CATransform3DIdentity; nan.m11 = .nan; nan.m41 = .nan; nan.m42 = 3
        #expect(nan.component(.scaleX) == 1 && nan.component(.scaleY) == 1)
        #expect(nan.component(.translationX) == 0 && nan.component(.translationY) == 3)
        var inf = CATransform3DIdentity; inf.m22 = .infinity
        #expect(inf.component(.scaleY) == 1 && inf.component(.rotationZ) == 0)
        var noW = S.scale(2, 2, 2); noW.m44 = 0
        #expect(noW.component(.scaleX) == 2 && noW.component(.rotationZ) == 0)
        #expect(CATransform3D().component(.scale) == 0)
    }

    @Test func degenerateMatricesWriteFromFallbackComponents() {
        let zero = S.chain(S.scale(0, 0, 0), S.translation(1, 2, 3))
        // Uniform scale: a plain scale, translation kept.
        #expect(S.maxDifference(zero.settingComponent(.scale, to: 2), S.chain(S.scale(2, 2, 2), S.translation(1, 2, 3))) < 1e-15)
        // Rotation keeps the zero scale (and the translation).
        #expect(S.maxDifference(zero.settingComponent(.rotationZ, to: 0.5), zero) < 1e-15)
        // One axis back from zero.
        let flat = S.scale(0, 2, 1)
        #expect(S.maxDifference(flat.settingComponent(.scaleX, to: 3), S.scale(3, 2, 1)) < 1e-15)
        // A singular matrix with rotation loses the rotation when written.
        let squashed = S.chain(S.scale(0, 1, 1), S.rz(0.5), S.translation(7, 8, 9))
        #expect(S.maxDifference(squashed.settingComponent(.scaleX, to: 1), S.translation(7, 8, 9)) < 1e-15)
        // Non-finite entries: identity components, finite translation entries kept.
        var nan = CATransform3DIdentity; nan.m12 = .nan; nan.m41 = 5; nan.m43 = .infinity
        #expect(S.maxDifference(nan.settingComponent(.rotationZ, to: 0.25), S.chain(S.rz(0.25), S.translation(5, 0, 0))) < 1e-15)
    }

    @Test func neverNaNForFiniteInputAndNeverCrashes() {
        var noW = CATransform3DIdentity; noW.m44 = 0
        var nan = CATransform3DIdentity; nan.m33 = .nan
        var inf = CATransform3DIdentity; inf.m14 = -.infinity
        var persp = CATransform3DIdentity; persp.m34 = -0.002
        let inputs = [CATransform3DIdentity, CATransform3D(), S.scale(0, 0, 0), S.scale(-1, 1, 1), noW, nan, inf, persp,
                      S.chain(S.ry(.pi / 2), S.rz(1)), S.rz(.pi), S.scale(1e200, 1e200, 1e200),
                      S.matrix([1, 1, 0, 0,  1, 1, 0, 0,  0, 0, 1, 0,  0, 0, 0, 1])]
        for m in inputs {
            for k in TransformSubKeyPath.allCases {
                #expect(m.component(k).isFinite, "\(k)")
                for v in [0.0, 1.0, -2.5, 2 * .pi] {
                    #expect(!S.hasNaN(m.settingComponent(k, to: v)), "\(k) \(v)")
                }
            }
            #expect(m.translationXY.width.isFinite && m.translationXY.height.isFinite)
            #expect(!S.hasNaN(m.settingTranslation(CGSize(width: 1, height: 2))))
        }
    }
}
