import Testing
import Foundation
import LayerTestSupport
@testable import OpenQuartzCore

/// An independent reference: `bezierProgress` (LayerTestSupport's bisection
/// on the Bernstein form of x(t), then y(t)), in this file's argument order.
private func referenceSolve(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, _ x: Double) -> Double {
    bezierProgress(x, x1, y1, x2, y2)
}

@Suite struct CAMediaTimingFunctionTests {
    @Test(arguments: [
        (CAMediaTimingFunctionName.easeIn, [(0.25, 0.09346), (0.5, 0.31536), (0.75, 0.62186)]),
        (.easeOut, [(0.25, 0.37814), (0.5, 0.68464), (0.75, 0.90654)]),
        (.easeInEaseOut, [(0.25, 0.12916), (0.5, 0.5), (0.75, 0.87084)]),
        (.default, [(0.2, 0.29524), (0.25, 0.40851), (0.5, 0.80240), (0.75, 0.96046)]),
        (.linear, [(0.25, 0.25), (0.5, 0.5), (0.9, 0.9)]),
    ])
    func namedFunctionsMatchApplesSolvedValues(name: CAMediaTimingFunctionName, table: [(Double, Double)]) {
        let f = CAMediaTimingFunction(name: name)
        for (x, y) in table {
            #expect(abs(f.solve(forInput: x) - y) < 5e-6, "\(name.rawValue) at \(x)")
        }
    }

    @Test func namedControlPoints() {
        var v: [Float] = [0, 0]
        let f = CAMediaTimingFunction(name: .default)
        f.getControlPoint(at: 1, values: &v)
        #expect(v == [0.25, 0.1])
        f.getControlPoint(at: 2, values: &v)
        #expect(v == [0.25, 1])
        f.getControlPoint(at: 0, values: &v)
        #expect(v == [0, 0])
        f.getControlPoint(at: 3, values: &v)
        #expect(v == [1, 1])
        v = [7, 7]
        let reported = CADiagnostics.capture { f.getControlPoint(at: 4, values: &v) }.messages
        #expect(v == [7, 7])
        #expect(reported.count == 1 && reported[0].contains("0...3"))
        let e = CAMediaTimingFunction(name: .easeInEaseOut)
        e.getControlPoint(at: 1, values: &v)
        #expect(v == [0.42, 0])
        e.getControlPoint(at: 2, values: &v)
        #expect(v == [0.58, 1])
        #expect(kCAMediaTimingFunctionEaseIn == .easeIn)
        #expect(CAMediaTimingFunction(name: .easeIn) == CAMediaTimingFunction(controlPoints: 0.42, 0, 1, 1))
    }

    @Test(arguments: [
        (0.42, 0.0, 1.0, 1.0), (0.0, 0.0, 0.58, 1.0), (0.42, 0.0, 0.58, 1.0), (0.25, 0.1, 0.25, 1.0),
        (0.5, -0.5, 0.5, 1.5),        // overshoot both ways
        (0.68, -0.55, 0.265, 1.55),   // "easeInOutBack"
        (0.0, 1.0, 0.0, 1.0),         // steep start
        (1.0, 0.0, 1.0, 0.0),         // flat until the very end
        (0.9, 0.1, 0.1, 0.9),         // S with a near-vertical middle
        (0.2, 0.3, 0.8, 0.6),
    ])
    func matchesHighPrecisionReferenceOverTheWholeRange(p: (Double, Double, Double, Double)) {
        let f = CAMediaTimingFunction(controlPoints: Float(p.0), Float(p.1), Float(p.2), Float(p.3))
        // The reference uses the Float-rounded control points the function stores.
        let (x1, y1, x2, y2) = (Double(Float(p.0)), Double(Float(p.1)), Double(Float(p.2)), Double(Float(p.3)))
        var worst = 0.0
        // The end points are exact by definition (and the reference's bisection
        // cannot resolve x(t) = 1 when x′(1) = 0): check them separately.
        #expect(f.solve(forInput: 0) == 0 && f.solve(forInput: 1) == 1)
        for i in 1..<2000 {
            let x = Double(i) / 2000
            worst = max(worst, abs(f.solve(forInput: x) - referenceSolve(x1, y1, x2, y2, x)))
        }
        #expect(worst < 1e-7, "worst error \(worst)")
    }

    @Test func xOutsideUnitIntervalIsClamped() {
        let f = CAMediaTimingFunction(controlPoints: -0.5, 0.2, 1.5, 0.8)
        var v: [Float] = [0, 0]
        f.getControlPoint(at: 1, values: &v)
        #expect(v == [0, 0.2])
        f.getControlPoint(at: 2, values: &v)
        #expect(v == [1, 0.8])
        let ref = referenceSolve(0, Double(Float(0.2)), 1, Double(Float(0.8)), 0.3)
        #expect(abs(f.solve(forInput: 0.3) - ref) < 1e-7)
    }

    @Test func inputsOutsideTheCurveAndBadInput() {
        let f = CAMediaTimingFunction(name: .easeIn)
        #expect(f.solve(forInput: -1) == 0)
        #expect(f.solve(forInput: 2) == 1)
        #expect(f.solve(forInput: .nan) == 0)
        #expect(f.solve(forInput: .infinity) == 1)
        #expect(f.solve(forInput: -.infinity) == 0)
        let (bad, reported) = CADiagnostics.capture { CAMediaTimingFunction(controlPoints: .nan, 0, 1, 1) }
        #expect(reported.count == 1)
        #expect(bad.solve(forInput: 0.3) == 0.3)
        let (unknown, unknownReport) = CADiagnostics.capture { CAMediaTimingFunction(name: CAMediaTimingFunctionName("bogus")) }
        #expect(unknownReport.count == 1 && unknownReport[0].contains("bogus"))
        #expect(unknown.solve(forInput: 0.3) == 0.3)
    }

    @Test func slopeMatchesFiniteDifference() {
        let f = CAMediaTimingFunction(name: .easeInEaseOut)
        for x in [0.1, 0.3, 0.5, 0.8] {
            let h = 1e-6
            let numeric = (f.solve(forInput: x + h) - f.solve(forInput: x - h)) / (2 * h)
            #expect(abs(f.curve.slope(x) - numeric) < 1e-5)
        }
        #expect(CAMediaTimingFunction(name: .linear).curve.slope(0.4) == 1)
    }
}
