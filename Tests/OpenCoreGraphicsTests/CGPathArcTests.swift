import Testing
import Foundation
@testable import OpenCoreGraphics

@Suite struct CGPathArcTests {
    /// Control distance of a 90° piece on the unit circle (published value of 4/3·tan(π/8)).
    let kappa: CGFloat = 0.5522847498307936

    /// End points of a path's curves.
    func curveEnds(_ path: CGPath) -> [CGPoint] {
        path.elements.filter { $0.type == .addCurveToPoint }.map { $0.points[2] }
    }

    @Test func fullCircleCounterClockwiseInYUp() {
        let path = CGMutablePath()
        path.addArc(center: pt(10, 20), radius: 5, startAngle: 0, endAngle: 2 * .pi, clockwise: false)
        let k = 5 * kappa
        let expected: [Element] = [
            .move(15, 20),
            Element(.addCurveToPoint, [pt(15, 20 + k), pt(10 + k, 25), pt(10, 25)]),
            Element(.addCurveToPoint, [pt(10 - k, 25), pt(5, 20 + k), pt(5, 20)]),
            Element(.addCurveToPoint, [pt(5, 20 - k), pt(10 - k, 15), pt(10, 15)]),
            Element(.addCurveToPoint, [pt(10 + k, 15), pt(15, 20 - k), pt(15, 20)]),
        ]
        #expect(approx(path.elements, expected, 1e-12))
    }

    @Test func clockwiseTrueDecreasesTheAngle() {
        let path = CGMutablePath()
        path.addArc(center: .zero, radius: 1, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        // From angle 0 down to −3π/2 (≡ π/2): three quarter pieces via (0,−1), (−1,0), (0,1).
        let ends = curveEnds(path)
        #expect(ends.count == 3)
        #expect(approx(ends[0], pt(0, -1), 1e-12))
        #expect(approx(ends[1], pt(-1, 0), 1e-12))
        #expect(approx(ends[2], pt(0, 1), 1e-12))
        // First piece leaves (1, 0) heading down: control 1 is (1, −κ).
        #expect(approx(path.elements[1].points[0], pt(1, -kappa), 1e-12))
        #expect(approx(path.elements[1].points[1], pt(kappa, -1), 1e-12))
    }

    @Test func clockwiseFalseWrapsANegativeEnd() {
        let path = CGMutablePath()
        path.addArc(center: .zero, radius: 2, startAngle: 0, endAngle: -.pi / 2, clockwise: false)
        let ends = curveEnds(path)
        #expect(ends.count == 3)  // 0 → 3π/2 going up
        #expect(approx(ends[0], pt(0, 2), 1e-12))
        #expect(approx(ends[2], pt(0, -2), 1e-12))
    }

    @Test func quarterArcIsOneCurve() {
        let path = CGMutablePath()
        path.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: false)
        let k = 10 * kappa
        #expect(approx(path.elements, [.move(10, 0), Element(.addCurveToPoint, [pt(10, k), pt(k, 10), pt(0, 10)])], 1e-12))
    }

    @Test func smallArcControlPoints() {
        // A 60° arc is one piece with control distance 4/3·tan(15°)·r.
        let path = CGMutablePath()
        path.addArc(center: .zero, radius: 3, startAngle: 0, endAngle: .pi / 3, clockwise: false)
        let k = 4.0 / 3.0 * tan(CGFloat.pi / 12) * 3
        let end = pt(3 * 0.5, 3 * 0.8660254037844386)
        let c2 = pt(end.x + k * 0.8660254037844386, end.y - k * 0.5)
        #expect(approx(path.elements, [.move(3, 0), Element(.addCurveToPoint, [pt(3, k), c2, end])], 1e-12))
    }

    @Test func sweepsOfAFullTurnOrMoreAreFullCircles() {
        let a = CGMutablePath()
        a.addArc(center: .zero, radius: 1, startAngle: 1, endAngle: 1 + 5 * .pi, clockwise: false)
        #expect(curveEnds(a).count == 4)
        #expect(approx(a.currentPoint, pt(cos(1), sin(1)), 1e-12))
        let b = CGMutablePath()
        b.addArc(center: .zero, radius: 1, startAngle: 0, endAngle: -2 * .pi, clockwise: true)
        #expect(curveEnds(b).count == 4)
        #expect(approx(curveEnds(b)[0], pt(0, -1), 1e-12))
    }

    @Test func fullTurnTheOtherWayIsEmpty() {
        // 0 → 2π with clockwise: true is a zero sweep (the well-known "arc draws nothing" case).
        let path = CGMutablePath()
        path.addArc(center: .zero, radius: 1, startAngle: 0, endAngle: 2 * .pi, clockwise: true)
        #expect(path.elements == [.move(1, 0)])
        let same = CGMutablePath()
        same.addArc(center: .zero, radius: 1, startAngle: 0.5, endAngle: 0.5, clockwise: false)
        #expect(approx(same.elements, [.move(cos(0.5), sin(0.5))], 1e-15))
    }

    @Test func arcAfterExistingPointAddsALine() {
        let path = CGMutablePath()
        path.move(to: pt(0, 0))
        path.addArc(center: .zero, radius: 4, startAngle: .pi / 2, endAngle: .pi, clockwise: false)
        #expect(path.elements.count == 3)
        #expect(approx(path.elements[1].points[0], pt(0, 4), 1e-12))
        #expect(path.elements[1].type == .addLineToPoint)
        #expect(approx(path.currentPoint, pt(-4, 0), 1e-12))
        // Even when the current point already is the arc start, the line is added.
        let coincident = CGMutablePath()
        coincident.move(to: pt(4, 0))
        coincident.addArc(center: .zero, radius: 4, startAngle: 0, endAngle: 1, clockwise: false)
        #expect(coincident.elements.map(\.type) == [.moveToPoint, .addLineToPoint, .addCurveToPoint])
    }

    @Test func badRadiiAndAngles() {
        let path = CGMutablePath()
        let messages = diagnostics {
            path.addArc(center: .zero, radius: -1, startAngle: 0, endAngle: 1, clockwise: false)
            path.addArc(center: .zero, radius: CGFloat.nan, startAngle: 0, endAngle: 1, clockwise: false)
            path.addArc(center: .zero, radius: 1, startAngle: CGFloat.infinity, endAngle: 1, clockwise: false)
            path.addRelativeArc(center: .zero, radius: -2, startAngle: 0, delta: 1)
            path.addRelativeArc(center: .zero, radius: 1, startAngle: 0, delta: CGFloat.nan)
            path.addRelativeArc(center: .zero, radius: 1, startAngle: 0, delta: 1e12)
        }
        #expect(messages.count == 6)
        #expect(path.isEmpty)
    }

    @Test func zeroRadiusKeepsStructure() {
        let path = CGMutablePath()
        path.addArc(center: pt(3, 3), radius: 0, startAngle: 0, endAngle: 2 * .pi, clockwise: false)
        #expect(path.elements.count == 5)
        #expect(path.boundingBox == CGRect(x: 3, y: 3, width: 0, height: 0))
    }

    @Test func arcAccuracy() {
        // Each piece's midpoint (t = 0.5) must lie within 0.03% of the radius.
        let path = CGMutablePath()
        path.addArc(center: .zero, radius: 100, startAngle: 0.3, endAngle: 4, clockwise: false)
        var start = path.elements[0].points[0]
        for element in path.elements.dropFirst() {
            let c1 = element.points[0], c2 = element.points[1], end = element.points[2]
            let mx = (start.x + 3 * c1.x + 3 * c2.x + end.x) / 8
            let my = (start.y + 3 * c1.y + 3 * c2.y + end.y) / 8
            #expect(abs((mx * mx + my * my).squareRoot() - 100) < 0.03)
            start = end
        }
        #expect(curveEnds(path).count == 3)  // 3.7 rad ≤ 3 × 90°
    }

    @Test func transformMakesAnEllipticArc() {
        let path = CGMutablePath()
        path.addArc(center: .zero, radius: 1, startAngle: 0, endAngle: 2 * .pi, clockwise: false,
                    transform: CGAffineTransform(scaleX: 3, y: 1))
        #expect(approx(path.boundingBoxOfPath, CGRect(x: -3, y: -1, width: 6, height: 2), 1e-12))
        let ellipse = CGPath(ellipseIn: CGRect(x: -3, y: -1, width: 6, height: 2), transform: nil)
        #expect(approx(path.elements, ellipse.elements.dropLast().map { $0 }, 1e-12))
    }

    @Test func relativeArc() {
        let path = CGMutablePath()
        path.addRelativeArc(center: .zero, radius: 1, startAngle: 0, delta: 3 * .pi)
        let ends = curveEnds(path)
        #expect(ends.count == 6)  // one and a half turns in 90° pieces
        #expect(approx(ends[3], pt(1, 0), 1e-12))
        #expect(approx(ends[5], pt(-1, 0), 1e-12))
        let negative = CGMutablePath()
        negative.move(to: pt(5, 5))
        negative.addRelativeArc(center: .zero, radius: 2, startAngle: .pi / 2, delta: -.pi / 2)
        #expect(negative.elements.map(\.type) == [.moveToPoint, .addLineToPoint, .addCurveToPoint])
        #expect(approx(negative.elements[1].points[0], pt(0, 2), 1e-12))
        #expect(approx(negative.currentPoint, pt(2, 0), 1e-12))
        #expect(approx(negative.elements[2].points[0], pt(2 * kappa, 2), 1e-12))
    }

    @Test func tangentArcRightAngle() {
        let path = CGMutablePath()
        path.move(to: pt(0, 0))
        path.addArc(tangent1End: pt(10, 0), tangent2End: pt(10, 10), radius: 5)
        let k = 5 * kappa
        let expected: [Element] = [
            .move(0, 0), .line(5, 0),
            Element(.addCurveToPoint, [pt(5 + k, 0), pt(10, 5 - k), pt(10, 5)]),
        ]
        #expect(approx(path.elements, expected, 1e-12))
    }

    @Test func tangentArcTurningTheOtherWay() {
        let path = CGMutablePath()
        path.move(to: pt(0, 0))
        path.addArc(tangent1End: pt(10, 0), tangent2End: pt(10, -10), radius: 2)
        let k = 2 * kappa
        let expected: [Element] = [
            .move(0, 0), .line(8, 0),
            Element(.addCurveToPoint, [pt(8 + k, 0), pt(10, -2 + k), pt(10, -2)]),
        ]
        #expect(approx(path.elements, expected, 1e-12))
    }

    @Test func tangentArcAtAnObtuseCorner() {
        // Legs meet at 120° inside; tangent points sit r / tan(60°) from the corner.
        let path = CGMutablePath()
        path.move(to: pt(-10, 0))
        let dir = pt(cos(CGFloat.pi / 3), sin(CGFloat.pi / 3))
        path.addArc(tangent1End: .zero, tangent2End: pt(10 * dir.x, 10 * dir.y), radius: 3)
        let d = 3 / tan(CGFloat.pi / 3)
        #expect(approx(path.elements[1].points[0], pt(-d, 0), 1e-12))
        #expect(approx(path.currentPoint, pt(d * dir.x, d * dir.y), 1e-12))
        #expect(path.elements.count == 3)  // a 60° arc is one piece
    }

    @Test func tangentArcDegenerateCasesDrawALine() {
        for (t1, t2, r) in [(pt(5, 0), pt(10, 0), CGFloat(1)),   // collinear
                            (pt(5, 0), pt(5, 0), 1),               // t1 == t2
                            (pt(0, 0), pt(5, 5), 1),               // t1 == current point
                            (pt(5, 0), pt(5, 5), 0)] {             // zero radius
            let path = CGMutablePath()
            path.move(to: pt(0, 0))
            path.addArc(tangent1End: t1, tangent2End: t2, radius: r)
            #expect(path.elements == [.move(0, 0), .line(t1.x, t1.y)])
        }
        let bad = CGMutablePath()
        bad.move(to: .zero)
        #expect(diagnostics { bad.addArc(tangent1End: pt(1, 0), tangent2End: pt(1, 1), radius: -1) }.count == 1)
        #expect(diagnostics { bad.addArc(tangent1End: pt(CGFloat.nan, 0), tangent2End: pt(1, 1), radius: 1) }.count == 1)
        #expect(bad.elements == [.move(0, 0)])
    }

    @Test func tangentArcWithTransform() {
        // The construction happens in user space: a translated path gives the
        // translated untransformed result.
        let t = CGAffineTransform(translationX: 100, y: 50)
        let path = CGMutablePath()
        path.move(to: pt(0, 0), transform: t)
        path.addArc(tangent1End: pt(10, 0), tangent2End: pt(10, 10), radius: 5, transform: t)
        let plain = CGMutablePath()
        plain.move(to: pt(0, 0))
        plain.addArc(tangent1End: pt(10, 0), tangent2End: pt(10, 10), radius: 5)
        #expect(approx(path.elements, plain.applying(t).elements, 1e-12))
    }
}
