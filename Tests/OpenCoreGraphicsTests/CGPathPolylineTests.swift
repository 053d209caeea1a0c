import Testing
import Foundation
@testable import OpenCoreGraphics

/// `CGPath.polylines(tolerance:)`: subpaths as straight pieces within a
/// tolerance of their curves.
struct CGPathPolylineTests {
    /// A circle of radius 100 (four cubic arcs) at tolerance 0.25: every
    /// point lies on the circle (to the arcs' own 0.03 % error), every chord's
    /// middle is within the tolerance of it, the subpath is closed and its
    /// first point is not repeated.
    @Test func aCircleStaysWithinTheTolerance() {
        let path = CGMutablePath()
        path.addEllipse(in: CGRect(x: -100, y: -100, width: 200, height: 200))
        let lines = path.polylines(tolerance: 0.25)
        #expect(lines.count == 1)
        guard let line = lines.first else { return }
        #expect(line.isClosed)
        #expect(line.points.first != line.points.last)
        // Wang's bound for these arcs needs about 12 pieces each.
        #expect(line.points.count >= 40 && line.points.count <= 64, "\(line.points.count) points")
        for (i, p) in line.points.enumerated() {
            #expect(abs(hypot(p.x, p.y) - 100) < 0.03, "point \(i) at radius \(hypot(p.x, p.y))")
            let q = line.points[(i + 1) % line.points.count]
            let mid = CGPoint(x: (p.x + q.x) / 2, y: (p.y + q.y) / 2)
            #expect(100 - hypot(mid.x, mid.y) < 0.25 + 0.03, "chord \(i) sags \(100 - hypot(mid.x, mid.y))")
        }
    }

    /// Straight subpaths keep their points exactly; a repeated point is
    /// dropped; an open subpath stays open; one ending where it began is
    /// closed; a lone move is left out.
    @Test func linesKeepTheirPointsAndSubpathsSplit() {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addLine(to: CGPoint(x: 10, y: 0))
        path.addLine(to: CGPoint(x: 10, y: 0))
        path.addLine(to: CGPoint(x: 10, y: 5))
        path.move(to: CGPoint(x: 50, y: 50))
        path.addLine(to: CGPoint(x: 60, y: 50))
        path.addLine(to: CGPoint(x: 60, y: 60))
        path.addLine(to: CGPoint(x: 50, y: 50))
        path.move(to: CGPoint(x: 99, y: 99))
        let lines = path.polylines(tolerance: 0.5)
        #expect(lines == [
            CGPathPolyline(points: [CGPoint(x: 0, y: 0), CGPoint(x: 10, y: 0), CGPoint(x: 10, y: 5)], isClosed: false),
            CGPathPolyline(points: [CGPoint(x: 50, y: 50), CGPoint(x: 60, y: 50), CGPoint(x: 60, y: 60)], isClosed: true),
        ])
    }

    /// A quadratic's samples lie on it at uniform parameter steps; a huge
    /// or non-finite curve is capped instead of hanging.
    @Test func aQuadraticIsSampledOnTheCurveAndHugeCurvesAreCapped() {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addQuadCurve(to: CGPoint(x: 100, y: 0), control: CGPoint(x: 50, y: 100))
        let points = path.polylines(tolerance: 0.25)[0].points
        // |p0 − 2c + p2| = 200, max|B''| = 400: n = ⌈√(400 / 2)⌉ = 15.
        #expect(points.count == 16)
        for (k, p) in points.enumerated() {
            let t = CGFloat(k) / 15
            #expect(abs(p.x - 100 * t) < 1e-9 && abs(p.y - 200 * t * (1 - t)) < 1e-9)
        }
        let huge = CGMutablePath()
        huge.move(to: .zero)
        huge.addCurve(to: CGPoint(x: 1e30, y: 0), control1: CGPoint(x: 0, y: 1e30), control2: CGPoint(x: 1e30, y: 1e30))
        #expect(huge.polylines(tolerance: 0.25)[0].points.count == 257)
        #expect(huge.polylines(tolerance: .nan)[0].points.count == 257)
    }
}
