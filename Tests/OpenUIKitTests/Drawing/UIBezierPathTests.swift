import Foundation
import Testing
import OpenUIKit

struct UIBezierPathTests {
    func p(_ x: CGFloat, _ y: CGFloat) -> CGPoint { CGPoint(x: x, y: y) }

    @Test func defaultsAreApples() {
        let path = UIBezierPath()
        #expect(path.lineWidth == 1)
        #expect(path.lineCapStyle == .butt)
        #expect(path.lineJoinStyle == .miter)
        #expect(path.miterLimit == 10)
        #expect(path.flatness == 0.6)
        #expect(!path.usesEvenOddFillRule)
        #expect(path.isEmpty)
        #expect(path.currentPoint == .zero)
        #expect(path.bounds.isNull)
    }

    @Test func rectRunsClockwiseOnScreenFromTheTopLeft() {
        let path = UIBezierPath(rect: CGRect(x: 1, y: 2, width: 10, height: 20))
        #expect(path.cgPath.elements == [
            Element(type: .moveToPoint, points: [p(1, 2)]),
            Element(type: .addLineToPoint, points: [p(11, 2)]),
            Element(type: .addLineToPoint, points: [p(11, 22)]),
            Element(type: .addLineToPoint, points: [p(1, 22)]),
            Element(type: .closeSubpath, points: []),
        ])
        #expect(path.bounds == CGRect(x: 1, y: 2, width: 10, height: 20))
    }

    @Test func ovalStartsAtThreeOClockAndGoesDownFirst() {
        let path = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 20, height: 10))
        let e = path.cgPath.elements
        #expect(e.map(\.type) == [.moveToPoint, .addCurveToPoint, .addCurveToPoint, .addCurveToPoint, .addCurveToPoint, .closeSubpath])
        #expect(e[0].points == [p(20, 5)])
        #expect(e[1].points[2] == p(10, 10))  // bottom of the oval on screen: clockwise
        #expect(path.bounds == CGRect(x: 0, y: 0, width: 20, height: 10))
    }

    @Test func roundedRectsClampTheRadiusAndRoundOnlyChosenCorners() {
        let all = UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 40, height: 20), cornerRadius: 5)
        #expect(all.cgPath.types == [.moveToPoint, .addLineToPoint, .addCurveToPoint, .addLineToPoint, .addCurveToPoint,
                                     .addLineToPoint, .addCurveToPoint, .addLineToPoint, .addCurveToPoint, .closeSubpath])
        #expect(all.cgPath.elements[0].points == [p(5, 0)])
        #expect(all.bounds == CGRect(x: 0, y: 0, width: 40, height: 20))
        #expect(!all.contains(p(0.5, 0.5)))
        #expect(all.contains(p(20, 10)))
        // Radius clamped to half the shorter side: a capsule.
        let capsule = UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 40, height: 20), cornerRadius: 100)
        #expect(capsule.cgPath.elements[0].points == [p(10, 0)])
        #expect(!capsule.contains(p(2, 2)))
        let one = UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 40, height: 20),
                               byRoundingCorners: [.topRight], cornerRadii: CGSize(width: 8, height: 2))
        #expect(one.cgPath.types.filter { $0 == .addCurveToPoint }.count == 1)
        #expect(one.contains(p(0.5, 0.5)))
        #expect(!one.contains(p(39.5, 0.5)))
        #expect(one.cgPath.elements[2].points[2] == p(40, 8))  // the height of the radii is ignored
    }

    @Test func clockwiseArcGoesThroughTheLowerRightQuadrant() {
        let cw = UIBezierPath(arcCenter: p(0, 0), radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        #expect(cw.cgPath.elements.first?.points == [p(10, 0)])
        let end = cw.currentPoint
        #expect(abs(end.x) < 1e-9 && abs(end.y - 10) < 1e-9)
        let b = cw.bounds
        #expect(b.minX >= -1e-9 && b.minY >= -1e-9 && b.maxX <= 10 + 1e-9 && b.maxY <= 10 + 1e-9)
        // Counter-clockwise goes the long way round, through the other three quadrants.
        let ccw = UIBezierPath(arcCenter: p(0, 0), radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: false)
        #expect(ccw.bounds.minX < -9 && ccw.bounds.minY < -9)
        #expect(ccw.cgPath.types.filter { $0 == .addCurveToPoint }.count == 3)
    }

    @Test func buildingCallsRecordElements() {
        let path = UIBezierPath()
        path.move(to: p(0, 0))
        path.addLine(to: p(10, 0))
        path.addQuadCurve(to: p(10, 10), controlPoint: p(15, 5))
        path.addCurve(to: p(0, 10), controlPoint1: p(7, 12), controlPoint2: p(3, 12))
        path.close()
        #expect(path.cgPath.types == [.moveToPoint, .addLineToPoint, .addQuadCurveToPoint, .addCurveToPoint, .closeSubpath])
        #expect(path.bounds == CGRect(x: 0, y: 0, width: 15, height: 12))  // control points included
        #expect(path.currentPoint == p(0, 0))
        let other = UIBezierPath(rect: CGRect(x: 20, y: 20, width: 1, height: 1))
        path.append(other)
        #expect(path.cgPath.elements.count == 10)
        path.apply(CGAffineTransform(translationX: 5, y: 1))
        #expect(path.cgPath.elements[0].points == [p(5, 1)])
        path.removeAllPoints()
        #expect(path.isEmpty)
        let copy = UIBezierPath(cgPath: other.cgPath)
        #expect(copy.cgPath == other.cgPath)
        copy.cgPath = UIBezierPath(ovalIn: .zero).cgPath
        #expect(copy.cgPath.types.count == 6)
    }

    @Test func reversingAnOpenAndAClosedSubpath() {
        let open = UIBezierPath()
        open.move(to: p(0, 0))
        open.addLine(to: p(10, 0))
        open.addCurve(to: p(10, 10), controlPoint1: p(12, 3), controlPoint2: p(12, 7))
        open.lineWidth = 3
        let r = open.reversing()
        #expect(r.lineWidth == 3)
        #expect(r.cgPath.elements == [
            Element(type: .moveToPoint, points: [p(10, 10)]),
            Element(type: .addCurveToPoint, points: [p(12, 7), p(12, 3), p(10, 0)]),
            Element(type: .addLineToPoint, points: [p(0, 0)]),
        ])
        let rect = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10)).reversing()
        #expect(rect.cgPath.elements == [
            Element(type: .moveToPoint, points: [p(0, 0)]),
            Element(type: .addLineToPoint, points: [p(0, 10)]),
            Element(type: .addLineToPoint, points: [p(10, 10)]),
            Element(type: .addLineToPoint, points: [p(10, 0)]),
            Element(type: .closeSubpath, points: []),
        ])
        #expect(UIBezierPath().reversing().isEmpty)
    }

    @Test func containsFollowsTheFillRule() {
        let path = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 30, height: 30))
        path.append(UIBezierPath(rect: CGRect(x: 10, y: 10, width: 10, height: 10)))
        #expect(path.contains(p(15, 15)))
        path.usesEvenOddFillRule = true
        #expect(!path.contains(p(15, 15)))
        #expect(path.contains(p(5, 5)))
    }

    @Test func dashPatternsRoundTripAndBadOnesAreRefused() {
        let path = UIBezierPath()
        path.setLineDash([4, 2], count: 2, phase: 1)
        var count = 0
        var phase: CGFloat = 0
        path.getLineDash(nil, count: &count, phase: &phase)
        #expect(count == 2 && phase == 1)
        var lengths = [CGFloat](repeating: 0, count: count)
        path.getLineDash(&lengths, count: nil, phase: nil)
        #expect(lengths == [4, 2])
        let (_, messages) = CGDiagnostics.capture { path.setLineDash([-1, 2], count: 2, phase: 0) }
        #expect(messages.count == 1)
        path.getLineDash(&lengths, count: &count, phase: nil)
        #expect(lengths == [4, 2])
        path.setLineDash(nil, count: 0, phase: 0)
        path.getLineDash(nil, count: &count, phase: nil)
        #expect(count == 0)
    }

    @Test func badInputIsIgnoredWithDiagnostics() {
        let (path, messages) = CGDiagnostics.capture { () -> UIBezierPath in
            let path = UIBezierPath()
            path.addLine(to: CGPoint(x: 1, y: 1))           // no current point
            path.move(to: CGPoint(x: CGFloat.nan, y: 0))      // not finite
            _ = UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 1), cornerRadius: 2)
            _ = UIBezierPath(arcCenter: .zero, radius: -1, startAngle: 0, endAngle: 1, clockwise: true)
            path.fill()                                       // no context
            path.stroke()
            return path
        }
        #expect(path.isEmpty)
        #expect(messages.count == 6)
    }
}
