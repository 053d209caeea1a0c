import Testing
import Foundation
@testable import Physics2D

/// The engine's own trigonometry against libm, and the frame algebra.
struct MathTests {
    @Test func cosSinMatchesLibmClosely() {
        var worst: Double = 0
        var a = -20.0
        while a <= 20 {
            let (c, s) = cosSin(Float(a))
            worst = Swift.max(worst, abs(Double(c) - cos(a)), abs(Double(s) - sin(a)))
            a += 0.0137
        }
        #expect(worst < 1e-6, "worst error \(worst)")
        #expect(cosSin(.nan) == (1, 0))
    }

    @Test func atan2ApproxIsWithinATenThousandthOfARadian() {
        var worst: Double = 0
        for i in 0..<3600 {
            let a = Double(i) * .pi / 1800 - .pi + 0.0001
            let got = Double(atan2Approx(Float(sin(a) * 3), Float(cos(a) * 3)))
            worst = Swift.max(worst, abs(got - atan2(sin(a), cos(a))))
        }
        #expect(worst < 1e-4, "worst error \(worst)")
    }

    @Test func transformsComposeAndInvert() {
        let a = Transform(p: Vec2(1, 2), q: Rot(angle: 0.7))
        let b = Transform(p: Vec2(-3, 0.5), q: Rot(angle: -1.2))
        let v = Vec2(0.3, -0.8)
        let back = a.applyInverse(a.apply(v))
        #expect(abs(back.x - v.x) < 1e-6 && abs(back.y - v.y) < 1e-6)
        // b's point seen from a's frame.
        let rel = a.inverseTimes(b)
        let direct = a.applyInverse(b.apply(v))
        let viaRel = rel.apply(v)
        #expect(abs(direct.x - viaRel.x) < 1e-5 && abs(direct.y - viaRel.y) < 1e-5)
    }
}
