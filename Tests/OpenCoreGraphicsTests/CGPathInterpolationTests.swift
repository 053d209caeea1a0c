import Testing
import Foundation
@testable import OpenCoreGraphics

@Suite struct CGPathInterpolationTests {
    let kappa: CGFloat = 0.5522847498307936

    func lerp(_ a: CGPoint, _ b: CGPoint, _ t: CGFloat) -> CGPoint {
        pt(a.x + (b.x - a.x) * t, a.y + (b.y - a.y) * t)
    }

    func lerp(_ a: [Element], _ b: [Element], _ t: CGFloat) -> [Element] {
        zip(a, b).map { x, y in Element(x.type, zip(x.points, y.points).map { lerp($0, $1, t) }) }
    }

    func curve(_ c1: CGPoint, _ c2: CGPoint, _ end: CGPoint) -> Element {
        Element(.addCurveToPoint, [c1, c2, end])
    }

    @Test func sameStructureInterpolatesAndExtrapolates() {
        let a = CGMutablePath(), b = CGMutablePath()
        a.move(to: pt(0, 0)); a.addLine(to: pt(10, 0)); a.addQuadCurve(to: pt(0, 0), control: pt(5, 5))
        b.move(to: pt(2, 0)); b.addLine(to: pt(20, 10)); b.addQuadCurve(to: pt(4, 4), control: pt(-5, 5))
        let quarter = CGPath.interpolate(from: a, to: b, fraction: 0.25)
        #expect(approx(quarter.elements, [
            .move(0.5, 0), .line(12.5, 2.5), Element(.addQuadCurveToPoint, [pt(2.5, 5), pt(1, 1)]),
        ], 1e-12))
        let over = CGPath.interpolate(from: a, to: b, fraction: 1.5)
        #expect(approx(over.elements, [
            .move(3, 0), .line(25, 15), Element(.addQuadCurveToPoint, [pt(-10, 5), pt(6, 6)]),
        ], 1e-12))
        let under = CGPath.interpolate(from: a, to: b, fraction: -0.5)
        #expect(approx(under.elements, [
            .move(-1, 0), .line(5, -5), Element(.addQuadCurveToPoint, [pt(10, 5), pt(-2, -2)]),
        ], 1e-12))
    }

    @Test func endpointsAndNaN() {
        let a = CGPath(rect: CGRect(x: 0, y: 0, width: 1, height: 1), transform: nil)
        let b = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 1, height: 1), transform: nil)
        #expect(CGPath.interpolate(from: a, to: b, fraction: 0) === a)
        #expect(CGPath.interpolate(from: a, to: b, fraction: 1) === b)
        #expect(CGPath.interpolate(from: a, to: b, fraction: CGFloat.nan) === a)
    }

    @Test func growingCircleKeepsStructure() {
        let a = CGMutablePath(), b = CGMutablePath()
        a.addArc(center: pt(50, 50), radius: 0, startAngle: 0, endAngle: 2 * .pi, clockwise: false)
        b.addArc(center: pt(50, 50), radius: 40, startAngle: 0, endAngle: 2 * .pi, clockwise: false)
        let mid = CGPath.interpolate(from: a, to: b, fraction: 0.25)
        let k = 10 * kappa
        #expect(approx(mid.elements, [
            .move(60, 50),
            curve(pt(60, 50 + k), pt(50 + k, 60), pt(50, 60)),
            curve(pt(50 - k, 60), pt(40, 50 + k), pt(40, 50)),
            curve(pt(40, 50 - k), pt(50 - k, 40), pt(50, 40)),
            curve(pt(50 + k, 40), pt(60, 50 - k), pt(60, 50)),
        ], 1e-12))
    }

    /// The rectangle (0,0,100,100) with its closing edge made explicit and every
    /// line written as a cubic with controls at 1/3 and 2/3.
    var rectAsCubics: [Element] {
        let third: CGFloat = 100.0 / 3, twoThirds: CGFloat = 200.0 / 3
        return [
            .move(0, 0),
            curve(pt(third, 0), pt(twoThirds, 0), pt(100, 0)),
            curve(pt(100, third), pt(100, twoThirds), pt(100, 100)),
            curve(pt(twoThirds, 100), pt(third, 100), pt(0, 100)),
            curve(pt(0, twoThirds), pt(0, third), pt(0, 0)),
            .close,
        ]
    }

    /// The circle inscribed in (0,0,100,100), as Core Graphics builds it.
    var ovalElements: [Element] {
        let k = 50 * kappa
        return [
            .move(100, 50),
            curve(pt(100, 50 + k), pt(50 + k, 100), pt(50, 100)),
            curve(pt(50 - k, 100), pt(0, 50 + k), pt(0, 50)),
            curve(pt(0, 50 - k), pt(50 - k, 0), pt(50, 0)),
            curve(pt(50 + k, 0), pt(100, 50 - k), pt(100, 50)),
            .close,
        ]
    }

    @Test func rectMorphsIntoOval() {
        let rect = CGPath(rect: CGRect(x: 0, y: 0, width: 100, height: 100), transform: nil)
        let oval = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 100, height: 100), transform: nil)
        for t: CGFloat in [0.5, 0.25, 1.25, -0.3] {
            let forward = CGPath.interpolate(from: rect, to: oval, fraction: t)
            #expect(approx(forward.elements, lerp(rectAsCubics, ovalElements, t), 1e-12), "t = \(t)")
            let backward = CGPath.interpolate(from: oval, to: rect, fraction: t)
            #expect(approx(backward.elements, lerp(ovalElements, rectAsCubics, t), 1e-12), "t = \(t)")
        }
        // Spot check at t = 0.5 with the numbers written out: the move goes
        // half-way from (0, 0) to (100, 50).
        let half = CGPath.interpolate(from: rect, to: oval, fraction: 0.5).elements
        #expect(half[0] == .move(50, 25))
        #expect(approx(half[1].points[2], pt(75, 50), 1e-12))  // (100,0) ↔ (50,100)
        #expect(approx(half[4].points[2], pt(50, 25), 1e-12))  // explicit closing edge ↔ last quadrant
    }

    @Test func linesAndQuadsArePromotedToCubics() {
        let line = CGMutablePath(), quad = CGMutablePath(), cubic = CGMutablePath()
        line.move(to: .zero); line.addLine(to: pt(30, 0))
        quad.move(to: .zero); quad.addQuadCurve(to: pt(30, 0), control: pt(15, 30))
        cubic.move(to: .zero); cubic.addCurve(to: pt(30, 30), control1: pt(0, 30), control2: pt(30, 0))
        // Line ↔ quad: both become cubics. Line controls (10,0), (20,0); the
        // quadratic elevates to controls p0 + ⅔(c − p0) = (10,20) and p2 + ⅔(c − p2) = (20,20).
        let lq = CGPath.interpolate(from: line, to: quad, fraction: 0.5)
        #expect(approx(lq.elements, [.move(0, 0), curve(pt(10, 10), pt(20, 10), pt(30, 0))], 1e-12))
        // Quad ↔ cubic.
        let qc = CGPath.interpolate(from: quad, to: cubic, fraction: 0.5)
        #expect(approx(qc.elements, [.move(0, 0), curve(pt(5, 25), pt(25, 10), pt(30, 15))], 1e-12))
        // Line ↔ cubic at 0.25.
        let lc = CGPath.interpolate(from: line, to: cubic, fraction: 0.25)
        #expect(approx(lc.elements, [.move(0, 0), curve(pt(7.5, 7.5), pt(22.5, 0), pt(30, 7.5))], 1e-12))
    }

    @Test func elevatedQuadIsTheSameCurve() {
        // Interpolating a quad with its own elevated cubic changes nothing: every
        // intermediate path is the same quadratic curve.
        let quad = CGMutablePath()
        quad.move(to: pt(1, 2)); quad.addQuadCurve(to: pt(9, 4), control: pt(4, 11))
        let p0 = pt(1, 2), c = pt(4, 11), p2 = pt(9, 4)
        let elevated = CGMutablePath()
        elevated.move(to: p0)
        elevated.addCurve(to: p2, control1: pt(1 + 2.0 * 3 / 3, 2 + 2.0 * 9 / 3),
                          control2: pt(9 + 2.0 * -5 / 3, 4 + 2.0 * 7 / 3))
        let mid = CGPath.interpolate(from: quad, to: elevated, fraction: 0.5).elements
        #expect(approx(mid, elevated.elements, 1e-12))
        // And the cubic traces the quadratic: compare at s = 0.3.
        let s: CGFloat = 0.3, u = 1 - s
        let q = pt(u * u * p0.x + 2 * u * s * c.x + s * s * p2.x, u * u * p0.y + 2 * u * s * c.y + s * s * p2.y)
        let e = mid[1].points
        let k = pt(u * u * u * p0.x + 3 * u * u * s * e[0].x + 3 * u * s * s * e[1].x + s * s * s * e[2].x,
                   u * u * u * p0.y + 3 * u * u * s * e[0].y + 3 * u * s * s * e[1].y + s * s * s * e[2].y)
        #expect(approx(q, k, 1e-12))
    }

    @Test func mismatchedStructuresSwitchHalfWay() {
        let one = CGPath(rect: CGRect(x: 0, y: 0, width: 1, height: 1), transform: nil)
        let two = CGMutablePath()
        two.addRect(CGRect(x: 0, y: 0, width: 1, height: 1))
        two.addRect(CGRect(x: 2, y: 2, width: 1, height: 1))
        #expect(CGPath.interpolate(from: one, to: two, fraction: 0.49) === one)
        #expect(CGPath.interpolate(from: one, to: two, fraction: 0.5) === two)
        #expect(CGPath.interpolate(from: one, to: two, fraction: -3) === one)
        #expect(CGPath.interpolate(from: one, to: two, fraction: 7) === two)
        // Open versus closed.
        let open = CGMutablePath(), closed = CGMutablePath()
        open.addLines(between: [pt(0, 0), pt(1, 0), pt(1, 1)])
        closed.addLines(between: [pt(0, 0), pt(1, 0), pt(1, 1)]); closed.closeSubpath()
        #expect(CGPath.interpolate(from: open, to: closed, fraction: 0.3) === open)
        // Two segments more is not bridged.
        let pentagon = CGMutablePath()
        pentagon.addLines(between: [pt(0, 0), pt(1, 0), pt(2, 1), pt(1, 2), pt(0, 1)]); pentagon.closeSubpath()
        let triangle = CGMutablePath()
        triangle.addLines(between: [pt(0, 0), pt(1, 0), pt(1, 1)]); triangle.closeSubpath()
        #expect(CGPath.interpolate(from: triangle, to: pentagon, fraction: 0.6) === pentagon)
        // Empty against non-empty.
        #expect(CGPath.interpolate(from: CGMutablePath(), to: one, fraction: 0.2).isEmpty)
    }

    @Test func oneMoreEdgeWithoutCurvesStaysLines() {
        // Triangle (3 edges, 2 explicit) ↔ square (4 edges, 3 explicit): the
        // triangle's closing edge becomes an explicit line; no cubics needed.
        let triangle = CGMutablePath()
        triangle.addLines(between: [pt(0, 0), pt(10, 0), pt(0, 10)]); triangle.closeSubpath()
        let square = CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil)
        let mid = CGPath.interpolate(from: triangle, to: square, fraction: 0.5)
        #expect(mid.elements == [.move(0, 0), .line(10, 0), .line(5, 10), .line(0, 5), .close])
    }
}
