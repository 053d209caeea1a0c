import Testing
import Foundation
@testable import OpenQuartzCore
import LayerTestSupport

extension GlobalClockSuite {
/// `isCumulative` across repeats and additive `byValue` colour animations
/// (issue 13, item 8). Expected values from Apple's documentation: a
/// cumulative animation's value is "the value at the end of the previous
/// repeat cycle, plus the value of the current repeat cycle"; byValue
/// animations add to the layer's value component by component.
@Suite @MainActor struct CumulativeAndByValueTests {
    /// Adds `a` to a fresh layer (zPosition −1), commits, and reads zPosition at each time.
    private func zPositions(_ a: CAAnimation, at times: [Double]) -> [Double] {
        resetClock()
        let layer = CALayer()
        layer.zPosition = -1
        layer.add(a, forKey: "a")
        MediaClock.advance(by: 0)
        let start = CACurrentMediaTime()
        return times.map { t in
            MediaClock.advance(to: start + t)
            return Double(layer.presentation()!.zPosition)
        }
    }

    @Test func basicCumulativeContinuesFromTheEndOfTheLastCycle() {
        let a = CABasicAnimation(keyPath: "zPosition")
        a.fromValue = 10; a.toValue = 15
        a.duration = 1; a.repeatCount = 3; a.isCumulative = true
        a.fillMode = .forwards; a.isRemovedOnCompletion = false
        // Cycles 10 → 15, 15 → 20, 20 → 25; the fill holds the last end.
        let v = zPositions(a, at: [0.5, 1.5, 2.5, 2.999, 4])
        #expect(approx(v[0], 12.5) && approx(v[1], 17.5) && approx(v[2], 22.5))
        #expect(approx(v[3], 24.995, 1e-9) && approx(v[4], 25))
    }

    @Test func keyframeCumulativeAddsLastMinusFirstPerCycle() {
        let a = CAKeyframeAnimation(keyPath: "zPosition")
        a.values = [2, 8, 4]                                   // each cycle moves the value by 4 − 2 = 2
        a.duration = 2; a.repeatCount = 2; a.isCumulative = true
        // Cycle 0: 2 → 8 → 4; cycle 1 starts at 4: 4 → 10 → 6.
        let v = zPositions(a, at: [0.5, 1.5, 2.5, 3, 3.5])
        #expect(approx(v[0], 5) && approx(v[1], 6) && approx(v[2], 7) && approx(v[3], 10) && approx(v[4], 8))
    }

    @Test func cumulativeWithAutoreversesStartsEachCycleWhereTheLastEnded() {
        // A cycle plays forward and back, so it ends where it began: the end of
        // the previous cycle is the start value and nothing accumulates; the
        // motion stays continuous across the cycle boundary.
        let a = CABasicAnimation(keyPath: "zPosition")
        a.fromValue = 0; a.toValue = 10
        a.duration = 1; a.autoreverses = true; a.repeatCount = 2; a.isCumulative = true
        let v = zPositions(a, at: [0.5, 1.5, 1.999, 2.001, 2.5, 3.5])
        #expect(approx(v[0], 5) && approx(v[1], 5))
        #expect(approx(v[2], 0.01, 1e-9) && approx(v[3], 0.01, 1e-9))   // no jump at the boundary
        #expect(approx(v[4], 5) && approx(v[5], 5))
        let k = CAKeyframeAnimation(keyPath: "zPosition")
        k.values = [0, 10, 20]
        k.duration = 1; k.autoreverses = true; k.repeatCount = 2; k.isCumulative = true
        let w = zPositions(k, at: [0.75, 1.25, 2.25])
        #expect(approx(w[0], 15) && approx(w[1], 15) && approx(w[2], 5))
    }

    @Test func cumulativeAppliesToAdditiveAnimationsOnTheModel() {
        let a = CABasicAnimation(keyPath: "zPosition")
        a.byValue = 4
        a.isAdditive = true
        a.duration = 1; a.repeatCount = 2; a.isCumulative = true
        // Model −1; additive 0 → 4 per cycle, accumulated: −1 + 4 + 2 at 1.5 s.
        let v = zPositions(a, at: [0.5, 1.5])
        #expect(approx(v[0], 1) && approx(v[1], 5))
    }

    // MARK: byValue colours

    private func rgba(_ c: CGColor?) -> [Double] { (c?.components ?? []).map { Double($0) } }

    /// backgroundColor (0.2, 0.2, 0.2, 1) animated by `configure` over 1 s; read at 0.5 s.
    private func backgroundAtHalf(_ configure: (CABasicAnimation) -> Void) -> [Double] {
        resetClock()
        let layer = CALayer()
        layer.backgroundColor = CGColor(srgbRed: 0.2, green: 0.2, blue: 0.2, alpha: 1)
        let a = CABasicAnimation(keyPath: "backgroundColor")
        a.duration = 1
        configure(a)
        layer.add(a, forKey: "c")
        MediaClock.advance(by: 0)
        MediaClock.advance(by: 0.5)
        return rgba(layer.presentation()!.backgroundColor)
    }

    private func close(_ a: [Double], _ b: [Double]) -> Bool {
        a.count == b.count && zip(a, b).allSatisfy { abs($0 - $1) < 1e-6 }
    }

    @Test func additiveByValueColourAddsHalfTheDeltaToTheModel() {
        let v = backgroundAtHalf {
            $0.byValue = CGColor(srgbRed: 0.4, green: 0, blue: 0.6, alpha: 0)
            $0.isAdditive = true
        }
        #expect(close(v, [0.4, 0.2, 0.5, 1]), "\(v)")          // model + ½ × (0.4, 0, 0.6, 0)
    }

    @Test func byValueColourWithoutAdditiveGoesFromTheCurrentValueByTheDelta() {
        let v = backgroundAtHalf { $0.byValue = CGColor(srgbRed: 0.4, green: 0, blue: 0.6, alpha: 0) }
        #expect(close(v, [0.4, 0.2, 0.5, 1]), "\(v)")
    }

    @Test func additiveFromAndByColourAddToTheModel() {
        let v = backgroundAtHalf {
            $0.fromValue = CGColor(srgbRed: 0.1, green: 0, blue: 0, alpha: 0)
            $0.byValue = CGColor(srgbRed: 0.2, green: 0.4, blue: 0, alpha: 0)
            $0.isAdditive = true
        }
        #expect(close(v, [0.4, 0.4, 0.2, 1]), "\(v)")          // model + from + ½ × by
    }

    @Test func additiveByValuePointInterpolatesFromZero() {
        resetClock()
        let layer = CALayer()
        layer.position = CGPoint(x: 10, y: 20)
        let a = CABasicAnimation(keyPath: "position")
        a.byValue = CGPoint(x: 30, y: 40)
        a.isAdditive = true
        a.duration = 1
        layer.add(a, forKey: "p")
        MediaClock.advance(by: 0)
        MediaClock.advance(by: 0.25)
        #expect(approx(layer.presentation()!.position, CGPoint(x: 17.5, y: 30)))   // model + ¼ × by
    }

    @Test func additiveByValueColourAccumulatesWithCumulative() {
        resetClock()
        let layer = CALayer()
        layer.backgroundColor = CGColor(srgbRed: 0, green: 0, blue: 0, alpha: 1)
        let a = CABasicAnimation(keyPath: "backgroundColor")
        a.byValue = CGColor(srgbRed: 0.25, green: 0, blue: 0, alpha: 0)
        a.isAdditive = true; a.isCumulative = true
        a.duration = 1; a.repeatCount = 2
        layer.add(a, forKey: "c")
        MediaClock.advance(by: 0)
        MediaClock.advance(by: 1.5)
        #expect(close(rgba(layer.presentation()!.backgroundColor), [0.375, 0, 0, 1]))   // 0.25 + ½ × 0.25
    }
}
}
