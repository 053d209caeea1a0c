import Testing
import Foundation
@testable import OpenCoreGraphics

@Suite struct CGPathQueryTests {
    /// move (0,0), cubic with controls (0,100), (100,100) to (100,0), close:
    /// x(t) = 300t² − 200t³, y(t) = 300t(1 − t), apex (50, 75).
    var hump: CGPath {
        let path = CGMutablePath()
        path.move(to: .zero)
        path.addCurve(to: pt(100, 0), control1: pt(0, 100), control2: pt(100, 100))
        path.closeSubpath()
        return path
    }

    /// move (0,0), quadratic with control (50,100) to (100,0), close:
    /// x(t) = 100t, y(t) = 200t(1 − t), apex (50, 50).
    var arch: CGPath {
        let path = CGMutablePath()
        path.move(to: .zero)
        path.addQuadCurve(to: pt(100, 0), control: pt(50, 100))
        path.closeSubpath()
        return path
    }

    /// A five-pointed star drawn as one self-intersecting polygon (vertex k at
    /// angle 90° + 144°·k on a radius-10 circle).
    var star: CGPath {
        let path = CGMutablePath()
        let points = (0..<5).map { k -> CGPoint in
            let angle = CGFloat.pi / 2 + CGFloat(k) * 4 * .pi / 5
            return pt(10 * cos(angle), 10 * sin(angle))
        }
        path.addLines(between: points)
        path.closeSubpath()
        return path
    }

    @Test func boundingBoxIncludesControlPoints() {
        #expect(hump.boundingBox == CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(arch.boundingBox == CGRect(x: 0, y: 0, width: 100, height: 100))
    }

    @Test func boundingBoxOfPathIsTight() {
        #expect(approx(hump.boundingBoxOfPath, CGRect(x: 0, y: 0, width: 100, height: 75), 1e-12))
        #expect(approx(arch.boundingBoxOfPath, CGRect(x: 0, y: 0, width: 100, height: 50), 1e-12))
    }

    @Test func boundingBoxOfPathFindsXExtremaToo() {
        // An S-shaped cubic whose x overshoots both ends; the oracle samples densely.
        let p0 = pt(0, 0), c1 = pt(100, 0), c2 = pt(-50, 100), p3 = pt(50, 100)
        let path = CGMutablePath()
        path.move(to: p0)
        path.addCurve(to: p3, control1: c1, control2: c2)
        var minX = CGFloat.infinity, maxX = -CGFloat.infinity
        for i in 0...200_000 {
            let t = CGFloat(i) / 200_000, u = 1 - t
            let x = u * u * u * p0.x + 3 * u * u * t * c1.x + 3 * u * t * t * c2.x + t * t * t * p3.x
            minX = min(minX, x); maxX = max(maxX, x)
        }
        let box = path.boundingBoxOfPath
        #expect(approx(box.minX, minX, 1e-6) && approx(box.maxX, maxX, 1e-6))
        #expect(box.minY == 0 && box.maxY == 100)
        #expect(path.boundingBox == CGRect(x: -50, y: 0, width: 150, height: 100))
    }

    @Test func ellipseBoundingBoxes() {
        let rect = CGRect(x: -5, y: 2, width: 30, height: 10)
        let ellipse = CGPath(ellipseIn: rect, transform: nil)
        #expect(approx(ellipse.boundingBox, rect, 1e-12))
        #expect(approx(ellipse.boundingBoxOfPath, rect, 1e-12))
    }

    @Test func emptyAndMoveOnlyPaths() {
        let empty = CGMutablePath()
        #expect(empty.boundingBox.isNull && empty.boundingBoxOfPath.isNull)
        #expect(!empty.contains(.zero))
        let single = CGMutablePath()
        single.move(to: pt(3, 4))
        #expect(single.boundingBox == CGRect(x: 3, y: 4, width: 0, height: 0))
        #expect(single.boundingBoxOfPath == CGRect(x: 3, y: 4, width: 0, height: 0))
        #expect(!single.contains(pt(3, 4)))
    }

    @Test func rectangleContainsMatchesCGRectContains() {
        let rect = CGRect(x: 0, y: 0, width: 10, height: 10)
        let path = CGPath(rect: rect, transform: nil)
        let reversed = CGMutablePath()  // the same square traced the other way
        reversed.addLines(between: [pt(0, 0), pt(0, 10), pt(10, 10), pt(10, 0)])
        reversed.closeSubpath()
        for x in stride(from: CGFloat(-1), through: 11, by: 0.5) {
            for y in stride(from: CGFloat(-1), through: 11, by: 0.5) {
                let p = pt(x, y)
                #expect(path.contains(p) == rect.contains(p), "\(p)")
                #expect(path.contains(p, using: .evenOdd) == rect.contains(p), "\(p)")
                #expect(reversed.contains(p) == rect.contains(p), "\(p)")
            }
        }
        // Spelled out: minimum edges in, maximum edges out.
        #expect(path.contains(pt(0, 0)) && path.contains(pt(0, 5)) && path.contains(pt(5, 0)))
        #expect(!path.contains(pt(10, 5)) && !path.contains(pt(5, 10)) && !path.contains(pt(10, 10)))
    }

    @Test func curvesAreHitTestedExactly() {
        #expect(hump.contains(pt(50, 74.999)))
        #expect(!hump.contains(pt(50, 75.001)))
        // Left flank at height 36: t(1 − t) = 0.12.
        let t = (1 - (1 - 4 * 0.12).squareRoot()) / 2
        let left = 300 * t * t - 200 * t * t * t
        #expect(hump.contains(pt(left + 1e-9, 36)))
        #expect(!hump.contains(pt(left - 1e-9, 36)))
        let u = 1 - t
        let right = 300 * u * u - 200 * u * u * u
        #expect(hump.contains(pt(right - 1e-9, 36)))
        #expect(!hump.contains(pt(right + 1e-9, 36)))
        #expect(arch.contains(pt(50, 49.999)) && !arch.contains(pt(50, 50.001)))
        #expect(arch.contains(pt(20, 31.999)) && !arch.contains(pt(20, 32.001)))
        #expect(!arch.contains(pt(-1, 0)) && !arch.contains(pt(101, 10)))
    }

    @Test func ellipseContains() {
        let ellipse = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 100, height: 50), transform: nil)
        #expect(ellipse.contains(pt(50, 25)))
        #expect(ellipse.contains(pt(99.9, 25)))
        #expect(!ellipse.contains(pt(1, 1)))    // corner of the bounding rect
        #expect(!ellipse.contains(pt(100.1, 25)))
        // Near 45° on the unit-ellipse: (cos 45°, sin 45°) scaled; the cubic bulges
        // outward by < 0.03%, so 0.1% inside is in and 0.1% outside is out.
        let c = CGFloat(0.5).squareRoot()
        #expect(ellipse.contains(pt(50 + 50 * c * 0.999, 25 + 25 * c * 0.999)))
        #expect(!ellipse.contains(pt(50 + 50 * c * 1.001, 25 + 25 * c * 1.001)))
    }

    @Test func selfIntersectingStarDiffersByRule() {
        let star = self.star
        // The central pentagon is wound twice.
        #expect(star.contains(.zero, using: .winding))
        #expect(!star.contains(.zero, using: .evenOdd))
        // A point in the top tip is wound once.
        #expect(star.contains(pt(0, 8), using: .winding))
        #expect(star.contains(pt(0, 8), using: .evenOdd))
        // Outside, between two tips.
        #expect(!star.contains(pt(0, -9), using: .winding))
        #expect(!star.contains(pt(0, -9), using: .evenOdd))
    }

    @Test func ringWithAHole() {
        // Same direction: the hole is wound twice.
        let same = CGMutablePath()
        same.addEllipse(in: CGRect(x: -10, y: -10, width: 20, height: 20))
        same.addEllipse(in: CGRect(x: -5, y: -5, width: 10, height: 10))
        #expect(same.contains(.zero, using: .winding))
        #expect(!same.contains(.zero, using: .evenOdd))
        #expect(same.contains(pt(7.5, 0), using: .winding) && same.contains(pt(7.5, 0), using: .evenOdd))
        #expect(!same.contains(pt(11, 0)))
        // Opposite direction (a full turn with decreasing angle): a real hole under both rules.
        let hole = CGMutablePath()
        hole.addEllipse(in: CGRect(x: -10, y: -10, width: 20, height: 20))
        hole.addRelativeArc(center: .zero, radius: 5, startAngle: 0, delta: -2 * .pi)
        hole.closeSubpath()
        #expect(!hole.contains(.zero, using: .winding))
        #expect(!hole.contains(.zero, using: .evenOdd))
        #expect(hole.contains(pt(-7.5, 0), using: .winding) && hole.contains(pt(0, 7.5), using: .evenOdd))
    }

    @Test func openSubpathsAreClosedForHitTesting() {
        let triangle = CGMutablePath()
        triangle.addLines(between: [pt(0, 0), pt(10, 0), pt(0, 10)])
        #expect(triangle.contains(pt(2, 2)))
        #expect(!triangle.contains(pt(6, 6)))
        // Two open subpaths: the first is implicitly closed at the second move.
        triangle.addLines(between: [pt(20, 0), pt(30, 0), pt(20, 10)])
        #expect(triangle.contains(pt(22, 2)) && triangle.contains(pt(2, 2)))
    }

    @Test func containsWithTransform() {
        let path = CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil)
        let shift = CGAffineTransform(translationX: 100, y: 0)
        #expect(path.contains(pt(105, 5), transform: shift))
        #expect(!path.contains(pt(5, 5), transform: shift))
        let rotate = CGAffineTransform(rotationAngle: .pi / 2)  // (x, y) → (−y, x)
        #expect(path.contains(pt(-5, 5), transform: rotate))
        #expect(!path.contains(pt(5, 5), transform: rotate))
        #expect(!path.contains(pt(0, 0), transform: CGAffineTransform(scaleX: 0, y: 1)))
    }

    @Test func containsBadInput() {
        let path = CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil)
        #expect(!path.contains(pt(CGFloat.nan, 5)))
        #expect(!path.contains(pt(CGFloat.infinity, 5)))
        #expect(!path.contains(pt(5, -CGFloat.infinity)))
        let huge = CGPath(rect: CGRect(x: -1e300, y: -1e300, width: 2e300, height: 2e300), transform: nil)
        #expect(huge.contains(pt(1e299, -1e299)))
        #expect(!huge.contains(pt(1.5e300, 0)))
        let nanTransform = CGAffineTransform(a: CGFloat.nan, b: 0, c: 0, d: 1, tx: 0, ty: 0)
        #expect(!path.contains(pt(5, 5), transform: nanTransform))
    }

    @Test func isRect() {
        var rect = CGRect.zero
        #expect(CGPath(rect: CGRect(x: 1, y: 2, width: 3, height: 4), transform: nil).isRect(&rect))
        #expect(rect == CGRect(x: 1, y: 2, width: 3, height: 4))
        let explicit = CGMutablePath()
        explicit.addLines(between: [pt(5, 5), pt(5, 0), pt(0, 0), pt(0, 5), pt(5, 5)])
        #expect(explicit.isRect(&rect))
        #expect(rect == CGRect(x: 0, y: 0, width: 5, height: 5))
        #expect(explicit.isRect(nil))
        #expect(!CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 5, height: 5), transform: nil).isRect(&rect))
        let skewed = CGMutablePath()
        skewed.addLines(between: [pt(0, 0), pt(5, 1), pt(5, 5), pt(0, 5)])
        skewed.closeSubpath()
        #expect(!skewed.isRect(nil))
        #expect(!CGMutablePath().isRect(nil))
    }

    @Test func approxHelperRejectsDifferences() {
        #expect(!approx([Element.move(0, 0)], [Element.move(0, 1)]))
        #expect(!approx([Element.move(0, 0)], [Element.line(0, 0)]))
        #expect(!approx([Element.move(0, 0)], []))
    }
}
