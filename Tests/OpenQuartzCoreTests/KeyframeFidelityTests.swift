import Testing
import Foundation
@testable import OpenQuartzCore
import LayerTestSupport

extension GlobalClockSuite {
/// Keyframe `path` move-to segments and invalid `keyTimes` (issue 13, item 8):
/// values worked out from Apple's `path` and `keyTimes` documentation.
@Suite @MainActor struct KeyframeFidelityTests {
    /// Adds `a` (duration 2) to a fresh layer, commits, and reads `read` at each time.
    private func run(_ a: CAKeyframeAnimation, at times: [Double], _ read: (CALayer) -> CGPoint) -> [CGPoint] {
        resetClock()
        let layer = CALayer()
        a.duration = 2
        layer.add(a, forKey: "k")
        MediaClock.advance(by: 0)
        let start = CACurrentMediaTime()
        return times.map { t in
            MediaClock.advance(to: start + t)
            return read(layer.presentation()!)
        }
    }

    /// (0,0) → (100,0), then a move to (100,100) and a line to (200,100).
    private func pathWithAMove() -> CGPath {
        let p = CGMutablePath()
        p.move(to: .zero)
        p.addLine(to: CGPoint(x: 100, y: 0))
        p.move(to: CGPoint(x: 100, y: 100))
        p.addLine(to: CGPoint(x: 200, y: 100))
        return p
    }

    @Test func moveToDefinesNoKeyframeAndTakesNoTime() {
        let a = CAKeyframeAnimation(keyPath: "position")
        a.path = pathWithAMove()
        // Keyframes (0,0), (100,0), (200,100) at 0, ½, 1: the second line starts
        // from the move-to point at the middle key time.
        let v = run(a, at: [0.5, 0.999, 1.0, 1.5], { $0.position })
        #expect(approx(v[0], CGPoint(x: 50, y: 0), 1e-9))
        #expect(approx(v[1], CGPoint(x: 99.9, y: 0), 1e-9))
        #expect(approx(v[2], CGPoint(x: 100, y: 100), 1e-9))
        #expect(approx(v[3], CGPoint(x: 150, y: 100), 1e-9))
    }

    @Test func moveToTakesKeyTimesAndDiscreteValuesFromDrawingSegmentsOnly() {
        let timed = CAKeyframeAnimation(keyPath: "position")
        timed.path = pathWithAMove()
        timed.keyTimes = [0, 0.25, 1]                                   // three keyframes, so valid
        let v = run(timed, at: [0.25, 0.5, 1.25], { $0.position })
        #expect(approx(v[0], CGPoint(x: 50, y: 0), 1e-9))               // 0…0.5 s: first line
        #expect(approx(v[1], CGPoint(x: 100, y: 100), 1e-9))            // the move-to at 0.5 s
        #expect(approx(v[2], CGPoint(x: 150, y: 100), 1e-9))            // 0.5…2 s: second line, half way
        let discrete = CAKeyframeAnimation(keyPath: "position")
        discrete.path = pathWithAMove()
        discrete.calculationMode = .discrete
        let d = run(discrete, at: [0.1, 0.8, 1.5], { $0.position })   // thirds: (0,0), (100,0), (200,100)
        #expect(d == [CGPoint.zero, CGPoint(x: 100, y: 0), CGPoint(x: 200, y: 100)])
    }

    @Test func pacedPathDoesNotCountTheMoveAsDistance() {
        let a = CAKeyframeAnimation(keyPath: "position")
        let p = CGMutablePath()
        p.move(to: .zero)
        p.addLine(to: CGPoint(x: 100, y: 0))
        p.move(to: CGPoint(x: 0, y: 50))
        p.addLine(to: CGPoint(x: 300, y: 50))
        a.path = p
        a.calculationMode = .paced
        // 100 + 300 of travel: the first line takes a quarter of the time.
        let v = run(a, at: [0.25, 1.0], { $0.position })
        #expect(approx(v[0], CGPoint(x: 50, y: 0), 1e-6))
        #expect(approx(v[1], CGPoint(x: 100, y: 50), 1e-6))            // a third of the second line
    }

    @Test func trailingMoveToHasNoEffect() {
        let a = CAKeyframeAnimation(keyPath: "position")
        let p = CGMutablePath()
        p.move(to: .zero)
        p.addLine(to: CGPoint(x: 100, y: 0))
        p.move(to: CGPoint(x: 500, y: 500))
        a.path = p
        let v = run(a, at: [1, 1.999], { $0.position })
        #expect(approx(v[0], CGPoint(x: 50, y: 0), 1e-9))
        #expect(approx(v[1], CGPoint(x: 99.95, y: 0), 1e-9))
    }

    // MARK: Invalid key times behave as nil

    /// zPosition keyframes 0, 10, 40 over 2 s; read at 0.5 s and 1.5 s.
    private func zAt(_ keyTimes: [NSNumber]?, mode: CAAnimationCalculationMode = .linear,
                     values: [Any] = [0, 10, 40]) -> (Double, Double, [String]) {
        resetClock()
        let layer = CALayer()
        let a = CAKeyframeAnimation(keyPath: "zPosition")
        a.values = values
        a.keyTimes = keyTimes
        a.calculationMode = mode
        a.duration = 2
        layer.add(a, forKey: nil)
        let reports = CADiagnostics.capture { MediaClock.advance(by: 0) }.messages
        MediaClock.advance(by: 0.5)
        let early = Double(layer.presentation()!.zPosition)
        MediaClock.advance(by: 1)
        return (early, Double(layer.presentation()!.zPosition), reports)
    }

    @Test func validKeyTimesAreUsed() {
        let (early, late, reports) = zAt([0, 0.5, 1])
        #expect(approx(early, 5) && approx(late, 25) && reports.isEmpty)
        let (e2, l2, _) = zAt([0, 0.125, 1])                          // 0.25 s to 10, then 1.75 s to 40
        #expect(approx(e2, 10 + 30 * (0.25 / 1.75)) && approx(l2, 10 + 30 * (1.25 / 1.75)))
    }

    @Test func keyTimesNotStartingAtZeroOrNotEndingAtOneAreIgnored() {
        // As if nil: evenly spread, 0 → 10 over the first second, 10 → 40 over the second.
        for kt: [NSNumber] in [[0.1, 0.5, 1], [0, 0.5, 0.9], [0.2, 0.4, 0.6]] {
            let (early, late, reports) = zAt(kt)
            #expect(approx(early, 5) && approx(late, 25), "\(kt)")
            #expect(reports.contains { $0.contains("key times") }, "\(kt)")
        }
    }

    @Test func nonMonotonicOutOfRangeOrMiscountedKeyTimesAreIgnored() {
        for kt: [NSNumber] in [[0, 0.8, 0.5], [0, 1.5, 1], [0, -0.1, 1], [0, 1], [0, 0.3, 0.6, 1], [0, .init(value: Double.nan), 1]] {
            let (early, late, reports) = zAt(kt)
            #expect(approx(early, 5) && approx(late, 25), "\(kt)")
            #expect(!reports.isEmpty, "\(kt)")
        }
    }

    @Test func discreteKeyTimesFollowTheDiscreteRules() {
        // One more key time than values, 0…1: each value from its key time.
        let (early, late, reports) = zAt([0, 0.5, 0.6, 1], mode: .discrete)
        #expect(early == 0 && late == 40 && reports.isEmpty)             // 1.5 s = 0.75: third value from 0.6
        // Ending before 1 with one more than the values: ignored, thirds (0, 10 from ⅓, 40 from ⅔).
        let (e2, l2, r2) = zAt([0, 0.1, 0.2, 0.9], mode: .discrete)
        #expect(e2 == 0 && l2 == 40 && !r2.isEmpty)
        let (e3, _, r3) = zAt([0.1, 0.2, 0.3, 1], mode: .discrete)       // not starting at 0: ignored
        #expect(e3 == 0 && !r3.isEmpty)
        // One per value, starting at 0: accepted (the last value holds to the end).
        let (e4, l4, r4) = zAt([0, 0.2, 0.9], mode: .discrete)
        #expect(e4 == 10 && l4 == 10 && r4.isEmpty)                      // 0.25 and 0.75 are in [0.2, 0.9)
    }
}
}
