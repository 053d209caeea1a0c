import Testing
import Foundation
@testable import OpenCoreGraphics

@Suite struct CGPathBuildingTests {
    // Independent constant: 4/3·(√2 − 1) to 16 digits, as published.
    let kappa: CGFloat = 0.5522847498307936

    @Test func emptyPath() {
        let path = CGMutablePath()
        #expect(path.isEmpty)
        #expect(path.elements.isEmpty)
        #expect(path.boundingBox.isNull)
        #expect(path.boundingBoxOfPath.isNull)
        var point = CGPoint(x: 1, y: 1)
        let messages = diagnostics { point = path.currentPoint }
        #expect(point == .zero)
        #expect(messages.count == 1)
    }

    @Test func basicElementsAndCurrentPoint() {
        let path = CGMutablePath()
        path.move(to: pt(1, 2))
        #expect(!path.isEmpty)
        #expect(path.currentPoint == pt(1, 2))
        path.addLine(to: pt(3, 4))
        path.addQuadCurve(to: pt(5, 6), control: pt(4, 9))
        path.addCurve(to: pt(10, 0), control1: pt(6, 7), control2: pt(8, 9))
        #expect(path.currentPoint == pt(10, 0))
        path.closeSubpath()
        #expect(path.currentPoint == pt(1, 2))
        #expect(path.elements == [
            .move(1, 2), .line(3, 4),
            Element(.addQuadCurveToPoint, [pt(4, 9), pt(5, 6)]),
            Element(.addCurveToPoint, [pt(6, 7), pt(8, 9), pt(10, 0)]),
            .close,
        ])
    }

    @Test func lineAfterCloseStartsFromSubpathStart() {
        let path = CGMutablePath()
        path.move(to: pt(0, 0))
        path.addLine(to: pt(10, 0))
        path.closeSubpath()
        path.addLine(to: pt(0, 10))
        #expect(path.elements == [.move(0, 0), .line(10, 0), .close, .line(0, 10)])
        #expect(path.currentPoint == pt(0, 10))
    }

    @Test func secondCloseIsIgnored() {
        let path = CGMutablePath()
        path.move(to: pt(0, 0))
        path.addLine(to: pt(1, 0))
        path.closeSubpath()
        path.closeSubpath()
        #expect(path.elements == [.move(0, 0), .line(1, 0), .close])
    }

    @Test func segmentsWithoutCurrentPointAreIgnored() {
        let path = CGMutablePath()
        let messages = diagnostics {
            path.addLine(to: pt(1, 1))
            path.addQuadCurve(to: pt(1, 1), control: pt(2, 2))
            path.addCurve(to: pt(1, 1), control1: pt(2, 2), control2: pt(3, 3))
            path.closeSubpath()
            path.addArc(tangent1End: pt(1, 1), tangent2End: pt(2, 0), radius: 1)
        }
        #expect(messages.count == 5)
        #expect(messages[0].contains("no current point"))
        #expect(path.isEmpty)
    }

    @Test func transformIsAppliedToNewPoints() {
        let path = CGMutablePath()
        let t = CGAffineTransform(translationX: 10, y: 20).scaledBy(x: 2, y: 3)
        path.move(to: pt(1, 1), transform: t)           // (2, 3) + (10, 20)
        path.addLine(to: pt(2, 0), transform: t)         // (4, 0) + (10, 20)
        path.addQuadCurve(to: pt(0, 1), control: pt(1, 2), transform: t)
        #expect(path.elements == [
            .move(12, 23), .line(14, 20),
            Element(.addQuadCurveToPoint, [pt(12, 26), pt(10, 23)]),
        ])
    }

    @Test func addLines() {
        let path = CGMutablePath()
        path.addLines(between: [])
        #expect(path.isEmpty)
        path.addLines(between: [pt(0, 0), pt(1, 0), pt(1, 1)], transform: CGAffineTransform(scaleX: 2, y: 2))
        #expect(path.elements == [.move(0, 0), .line(2, 0), .line(2, 2)])
        path.addLines(between: [pt(5, 5)])
        #expect(path.elements.last == .move(5, 5))
    }

    @Test func addRectElementsAndStandardization() {
        let path = CGMutablePath()
        path.addRect(CGRect(x: 1, y: 2, width: 3, height: 4))
        #expect(path.elements == [.move(1, 2), .line(4, 2), .line(4, 6), .line(1, 6), .close])
        let flipped = CGMutablePath()
        flipped.addRect(CGRect(x: 4, y: 6, width: -3, height: -4))
        #expect(flipped == path)
        let zero = CGMutablePath()
        zero.addRect(CGRect(x: 7, y: 7, width: 0, height: 0))
        #expect(zero.elements == [.move(7, 7), .line(7, 7), .line(7, 7), .line(7, 7), .close])
    }

    @Test func addRects() {
        let path = CGMutablePath()
        path.addRects([CGRect(x: 0, y: 0, width: 1, height: 1), CGRect(x: 5, y: 5, width: 2, height: 2)])
        #expect(path.elements == [
            .move(0, 0), .line(1, 0), .line(1, 1), .line(0, 1), .close,
            .move(5, 5), .line(7, 5), .line(7, 7), .line(5, 7), .close,
        ])
    }

    @Test func badRectsAreIgnored() {
        let path = CGMutablePath()
        let messages = diagnostics {
            path.addRect(.null)
            path.addRect(CGRect(x: CGFloat.nan, y: 0, width: 1, height: 1))
            path.addRect(CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 1))
            path.addEllipse(in: .null)
            path.addRoundedRect(in: .null, cornerWidth: 1, cornerHeight: 1)
        }
        #expect(messages.count == 5)
        #expect(path.isEmpty)
    }

    @Test func ellipseElements() {
        let path = CGMutablePath()
        path.addEllipse(in: CGRect(x: 0, y: 0, width: 200, height: 100))
        // Centre (100, 50), radii 100 and 50: control offsets 100κ and 50κ.
        let kx = 100 * kappa, ky = 50 * kappa
        let expected: [Element] = [
            .move(200, 50),
            Element(.addCurveToPoint, [pt(200, 50 + ky), pt(100 + kx, 100), pt(100, 100)]),
            Element(.addCurveToPoint, [pt(100 - kx, 100), pt(0, 50 + ky), pt(0, 50)]),
            Element(.addCurveToPoint, [pt(0, 50 - ky), pt(100 - kx, 0), pt(100, 0)]),
            Element(.addCurveToPoint, [pt(100 + kx, 0), pt(200, 50 - ky), pt(200, 50)]),
            .close,
        ]
        #expect(approx(path.elements, expected, 1e-12))
        #expect(path.elements.first == .move(200, 50))
        #expect(path.currentPoint == pt(200, 50))
    }

    @Test func zeroSizeEllipseKeepsItsStructure() {
        let path = CGMutablePath()
        path.addEllipse(in: CGRect(x: 3, y: 4, width: 0, height: 0))
        #expect(path.elements.map(\.type) == [.moveToPoint] + Array(repeating: .addCurveToPoint, count: 4) + [.closeSubpath])
        #expect(path.boundingBox == CGRect(x: 3, y: 4, width: 0, height: 0))
    }

    @Test func roundedRectElements() {
        let path = CGMutablePath()
        path.addRoundedRect(in: CGRect(x: 0, y: 0, width: 100, height: 60), cornerWidth: 10, cornerHeight: 20)
        let kx = 10 * kappa, ky = 20 * kappa
        let expected: [Element] = [
            .move(100, 20),
            .line(100, 40),
            Element(.addCurveToPoint, [pt(100, 40 + ky), pt(90 + kx, 60), pt(90, 60)]),
            .line(10, 60),
            Element(.addCurveToPoint, [pt(10 - kx, 60), pt(0, 40 + ky), pt(0, 40)]),
            .line(0, 20),
            Element(.addCurveToPoint, [pt(0, 20 - ky), pt(10 - kx, 0), pt(10, 0)]),
            .line(90, 0),
            Element(.addCurveToPoint, [pt(90 + kx, 0), pt(100, 20 - ky), pt(100, 20)]),
            .close,
        ]
        #expect(approx(path.elements, expected, 1e-12))
        #expect(path.boundingBoxOfPath == CGRect(x: 0, y: 0, width: 100, height: 60))
    }

    @Test func roundedRectCornerSizesAreClampedWithDiagnostic() {
        let rect = CGRect(x: 0, y: 0, width: 20, height: 10)
        let clamped = CGMutablePath()
        let messages = diagnostics {
            clamped.addRoundedRect(in: rect, cornerWidth: 50, cornerHeight: 50)
        }
        #expect(messages.count == 1)
        let reference = CGMutablePath()
        reference.addRoundedRect(in: rect, cornerWidth: 10, cornerHeight: 5)
        #expect(clamped == reference)
        // Negative sizes clamp to 0, which is a plain rectangle.
        let negative = CGMutablePath()
        #expect(diagnostics { negative.addRoundedRect(in: rect, cornerWidth: -1, cornerHeight: 3) }.count == 1)
        #expect(negative == CGPath(rect: rect, transform: nil))
        let nan = CGMutablePath()
        #expect(diagnostics { nan.addRoundedRect(in: rect, cornerWidth: CGFloat.nan, cornerHeight: 3) }.count == 1)
        #expect(nan.isEmpty)
        // Zero corners: exactly a rectangle, no diagnostic.
        let square = CGMutablePath()
        #expect(diagnostics { square.addRoundedRect(in: rect, cornerWidth: 0, cornerHeight: 0) }.isEmpty)
        #expect(square.elements == [.move(0, 0), .line(20, 0), .line(20, 10), .line(0, 10), .close])
    }

    @Test func shapeInitializers() {
        let rect = CGRect(x: 1, y: 1, width: 4, height: 2)
        let m = CGMutablePath()
        m.addRect(rect)
        #expect(CGPath(rect: rect, transform: nil) == m)
        var t = CGAffineTransform(translationX: 0, y: 10)
        #expect(CGPath(rect: rect, transform: &t).elements == [.move(1, 11), .line(5, 11), .line(5, 13), .line(1, 13), .close])
        let e = CGMutablePath()
        e.addEllipse(in: rect, transform: t)
        #expect(CGPath(ellipseIn: rect, transform: &t) == e)
        let r = CGMutablePath()
        r.addRoundedRect(in: rect, cornerWidth: 1, cornerHeight: 0.5)
        #expect(CGPath(roundedRect: rect, cornerWidth: 1, cornerHeight: 0.5, transform: nil) == r)
        // An immutable path is not a mutable one.
        #expect(!(CGPath(rect: rect, transform: nil) is CGMutablePath))
    }

    @Test func copiesAreIndependentSnapshots() throws {
        let path = CGMutablePath()
        path.move(to: pt(0, 0))
        path.addLine(to: pt(1, 1))
        let snapshot = try #require(path.copy())
        #expect(!(snapshot is CGMutablePath))
        path.addLine(to: pt(2, 0))
        #expect(snapshot.elements == [.move(0, 0), .line(1, 1)])
        #expect(path.elements.count == 3)
        // An immutable path's copy is itself, as in Core Graphics.
        #expect(snapshot.copy() === snapshot)
        let mutable = try #require(snapshot.mutableCopy())
        mutable.closeSubpath()
        #expect(snapshot.elements.count == 2)
        #expect(mutable.elements.count == 3)
    }

    @Test func transformedCopies() throws {
        let path = CGPath(rect: CGRect(x: 0, y: 0, width: 1, height: 2), transform: nil)
        var t = CGAffineTransform(scaleX: 10, y: -1)
        let expected: [Element] = [.move(0, 0), .line(10, 0), .line(10, -2), .line(0, -2), .close]
        #expect(try #require(path.copy(using: &t)).elements == expected)
        #expect(try #require(path.mutableCopy(using: &t)).elements == expected)
        #expect(path.applying(t).elements == expected)
        #expect(path.copy(using: nil) == path)
        #expect(path.mutableCopy(using: nil) == path)
    }

    @Test func equalityAndHashing() {
        let a = CGMutablePath(), b = CGMutablePath()
        a.move(to: pt(0, 0)); a.addLine(to: pt(1, 0))
        b.move(to: pt(0, 0)); b.addLine(to: pt(1, 0))
        #expect(a == b)
        #expect(a.hashValue == b.hashValue)
        #expect(Set<CGPath>([a, b, a.copy()!]).count == 1)
        b.addLine(to: pt(1, 1))
        #expect(a != b)
        let c = CGMutablePath()
        c.move(to: pt(0, 0)); c.addQuadCurve(to: pt(1, 0), control: pt(1, 0))
        #expect(a != c)  // same end point, different element kind
    }

    @Test func addPath() {
        let square = CGPath(rect: CGRect(x: 0, y: 0, width: 1, height: 1), transform: nil)
        let path = CGMutablePath()
        path.move(to: pt(9, 9))
        path.addPath(square, transform: CGAffineTransform(translationX: 5, y: 0))
        #expect(path.elements == [.move(9, 9), .move(5, 0), .line(6, 0), .line(6, 1), .line(5, 1), .close])
        #expect(path.currentPoint == pt(5, 0))
        path.addPath(path)  // appending itself doubles it
        #expect(path.elements.count == 12)
        path.closeSubpath()
        #expect(path.currentPoint == pt(5, 0))
    }

    @Test func nonFiniteInputIsIgnored() {
        let path = CGMutablePath()
        path.move(to: pt(0, 0))
        let before = path.elements
        let messages = diagnostics {
            path.move(to: pt(CGFloat.nan, 0))
            path.addLine(to: pt(CGFloat.infinity, 0))
            path.addQuadCurve(to: pt(1, 1), control: pt(0, -CGFloat.infinity))
            path.addCurve(to: pt(1, 1), control1: pt(0, 0), control2: pt(CGFloat.nan, CGFloat.nan))
            path.addLines(between: [pt(0, 0), pt(CGFloat.nan, 1)])
            path.addLine(to: pt(1, 1), transform: CGAffineTransform(a: CGFloat.nan, b: 0, c: 0, d: 1, tx: 0, ty: 0))
            // Finite input that overflows once transformed.
            path.addLine(to: pt(1e308, 0), transform: CGAffineTransform(scaleX: 10, y: 1))
            path.addPath(CGPath(rect: CGRect(x: 0, y: 0, width: 1, height: 1), transform: nil),
                         transform: CGAffineTransform(translationX: CGFloat.nan, y: 0))
        }
        #expect(messages.count == 8)
        #expect(path.elements == before)
        // The path is still usable.
        path.addLine(to: pt(1, 0))
        #expect(path.elements == before + [.line(1, 0)])
    }

    @Test func hugeFiniteCoordinatesAreKept() {
        let path = CGMutablePath()
        path.move(to: pt(-1e300, 1e300))
        path.addLine(to: pt(1e300, -1e300))
        #expect(path.boundingBox.minX == -1e300)
        #expect(path.boundingBox.maxY == 1e300)
    }

    @Test func diagnosticsAreCounted() {
        let before = CGDiagnostics.count
        let path = CGMutablePath()
        _ = diagnostics { path.addLine(to: pt(1, 1)) }
        #expect(CGDiagnostics.count >= before + 1)
    }

    @Test func applyWithInfoPointer() {
        let path = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 2, height: 2), transform: nil)
        var counts = [0, 0, 0, 0, 0]
        withUnsafeMutablePointer(to: &counts) { pointer in
            path.apply(info: UnsafeMutableRawPointer(pointer)) { info, element in
                let counts = info!.assumingMemoryBound(to: [Int].self)
                counts.pointee[Int(element.pointee.type.rawValue)] += 1
            }
        }
        #expect(counts == [1, 0, 0, 4, 1])
    }

    @Test func elementTypeRawValuesMatchApple() {
        #expect(CGPathElementType.moveToPoint.rawValue == 0)
        #expect(CGPathElementType.addLineToPoint.rawValue == 1)
        #expect(CGPathElementType.addQuadCurveToPoint.rawValue == 2)
        #expect(CGPathElementType.addCurveToPoint.rawValue == 3)
        #expect(CGPathElementType.closeSubpath.rawValue == 4)
        #expect(CGPathFillRule.winding.rawValue == 0 && CGPathFillRule.evenOdd.rawValue == 1)
    }
}
