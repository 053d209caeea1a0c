import Testing
@testable import Raster

@Suite struct FillTests {
    typealias T = TestSupport

    @Test func pixelAlignedRectangleIsExact() {
        let c = T.canvas(20, 20)
        #expect(c.fill(.rect(Rect(x: 3, y: 4, width: 10, height: 5)), paint: T.white) == .drawn)
        for y in 0..<20 {
            for x in 0..<20 {
                let inside = x >= 3 && x < 13 && y >= 4 && y < 9
                #expect(T.alpha(c, x, y) == (inside ? 255 : 0), "pixel \(x),\(y)")
            }
        }
    }

    @Test func halfPixelEdgeIsHalfCovered() {
        let c = T.canvas(10, 10)
        c.fill(.rect(Rect(x: 2.5, y: 0, width: 5, height: 10)), paint: T.white)
        for y in 0..<10 {
            #expect([127, 128].contains(T.alpha(c, 2, y)))
            #expect([127, 128].contains(T.alpha(c, 7, y)))
            #expect(T.alpha(c, 3, y) == 255 && T.alpha(c, 1, y) == 0 && T.alpha(c, 8, y) == 0)
        }
        // Horizontal half-pixel edges too.
        let d = T.canvas(10, 10)
        d.fill(.rect(Rect(x: 0, y: 1.5, width: 10, height: 3)), paint: T.white)
        #expect([127, 128].contains(T.alpha(d, 4, 1)) && [127, 128].contains(T.alpha(d, 4, 4)))
        #expect(T.alpha(d, 4, 2) == 255)
    }

    @Test(arguments: [5.0, 10.0, 37.5, 80.0, 300.0])
    func circleAreaWithinOnePercent(r: Double) {
        let c = T.canvas(700, 700)
        c.fill(.circle(center: Point(350.3, 349.7), radius: r), paint: T.white)
        let area = T.coverage(c.pixmap)
        #expect(abs(area - Double.pi * r * r) / (Double.pi * r * r) < 0.01)
    }

    @Test(arguments: [0.1, 0.5, 0.7853981633974483, 1.2])
    func rotatedSquareKeepsArea(angle: Double) {
        let c = T.canvas(120, 120)
        let t = Transform.rotation(angle).concatenating(.translation(60.2, 59.9))
        c.fill(.rect(Rect(x: -30, y: -30, width: 60, height: 60)), paint: T.white, transform: t)
        #expect(abs(T.coverage(c.pixmap) - 3600) / 3600 < 0.005)
    }

    @Test func clippedShapesAreExactInside() {
        // A rectangle much larger than the pixmap covers everything exactly.
        let c = T.canvas(16, 16)
        c.fill(.rect(Rect(x: -1000, y: -50, width: 5000, height: 3000)), paint: T.white)
        #expect(c.pixmap.storage.allSatisfy { $0 >> 24 == 255 })
        // A shape half off the left side keeps its visible coverage.
        let d = T.canvas(40, 40)
        d.fill(.circle(center: Point(0, 20), radius: 10), paint: T.white)
        #expect(abs(T.coverage(d.pixmap) - Double.pi * 50) / (Double.pi * 50) < 0.01)
    }

    /// A five-pointed star drawn with one path: the centre pentagon has winding 2.
    static func star(center: Point, radius: Double) -> Path {
        let pts = (0..<5).map { i -> Point in
            let a = -Double.pi / 2 + Double(i * 2) * 2 * Double.pi / 5
            return Point(center.x + radius * cos(a), center.y + radius * sin(a))
        }
        return .polygon(pts)
    }

    @Test func evenOddAndNonZeroOnStar() {
        let nz = T.canvas(100, 100), eo = T.canvas(100, 100)
        let star = FillTests.star(center: Point(50, 50), radius: 45)
        nz.fill(star, paint: T.white, rule: .nonZero)
        eo.fill(star, paint: T.white, rule: .evenOdd)
        #expect(T.alpha(nz, 50, 50) == 255)
        #expect(T.alpha(eo, 50, 50) == 0)
        // A point in a tip is inside under both rules.
        #expect(T.alpha(nz, 50, 12) == 255 && T.alpha(eo, 50, 12) == 255)
        // Areas: even-odd = non-zero − centre pentagon.
        let pentagonArea = T.coverage(nz.pixmap) - T.coverage(eo.pixmap)
        // Inner pentagon of a regular star with outer radius R: circumradius R·cos72°/cos36°.
        let ri = 45 * cos(72 * Double.pi / 180) / cos(36 * Double.pi / 180)
        let exact = 2.5 * ri * ri * sin(72 * Double.pi / 180)
        #expect(abs(pentagonArea - exact) / exact < 0.01)
    }

    @Test func ringUnderBothRules() {
        // Outer circle clockwise, inner circle also clockwise: non-zero fills the
        // hole, even-odd does not. Inner reversed: both leave the hole.
        var same = Path.circle(center: Point(50, 50), radius: 40)
        same.append(.circle(center: Point(50, 50), radius: 20))
        let nz = T.canvas(100, 100), eo = T.canvas(100, 100)
        nz.fill(same, paint: T.white, rule: .nonZero)
        eo.fill(same, paint: T.white, rule: .evenOdd)
        #expect(T.alpha(nz, 50, 50) == 255 && T.alpha(eo, 50, 50) == 0)
        #expect(abs(T.coverage(eo.pixmap) - Double.pi * 1200) / (Double.pi * 1200) < 0.01)
        var opposite = Path.circle(center: Point(50, 50), radius: 40)
        opposite.append(Path.circle(center: Point(50, 50), radius: 20)
            .transformed(by: Transform.scale(1, -1).concatenating(.translation(0, 100))))
        let nz2 = T.canvas(100, 100)
        nz2.fill(opposite, paint: T.white, rule: .nonZero)
        #expect(T.alpha(nz2, 50, 50) == 0)
        #expect(abs(T.coverage(nz2.pixmap) - Double.pi * 1200) / (Double.pi * 1200) < 0.01)
    }

    @Test func semiTransparentSourceOver() {
        let c = T.canvas(4, 4)
        c.clear(Color(red: 0, green: 0, blue: 1))
        c.fill(.rect(Rect(x: 0, y: 0, width: 4, height: 4)), paint: Paint(color: Color(red: 1, green: 0, blue: 0), alpha: 0.5))
        #expect(c.pixmap.pixel(x: 1, y: 1) == Pixel(r: 128, g: 0, b: 127, a: 255))
    }

    @Test func clipMaskMultipliesCoverage() throws {
        let c = T.canvas(8, 8)
        var m = try Mask(width: 8, height: 8, fill: 0)
        for x in 0..<4 { for y in 0..<8 { m.setValue(x: x, y: y, 255) } }
        m.setValue(x: 5, y: 5, 128)
        c.clipMask = m
        c.fill(.rect(Rect(x: 0, y: 0, width: 8, height: 8)), paint: T.white)
        #expect(T.alpha(c, 1, 1) == 255 && T.alpha(c, 6, 1) == 0 && T.alpha(c, 5, 5) == 128)
    }

    @Test func badInputDoesNotCrash() throws {
        let c = T.canvas(50, 50)
        var nan = Path()
        nan.move(to: Point(1, 1)); nan.line(to: Point(.nan, 5)); nan.line(to: Point(10, 10))
        #expect(c.fill(nan, paint: T.white) == .nonFiniteGeometry)
        var inf = Path()
        inf.move(to: Point(1, 1)); inf.line(to: Point(.infinity, 5)); inf.line(to: Point(10, 10))
        #expect(c.fill(inf, paint: T.white) == .nonFiniteGeometry)
        #expect(c.fill(.rect(Rect(x: 0, y: 0, width: 5, height: 5)), paint: T.white,
                       transform: Transform(a: .nan, b: 0, c: 0, d: 1, tx: 0, ty: 0)) == .nonFiniteGeometry)
        #expect(c.fill(Path(), paint: T.white) == .nothingToDraw)
        #expect(T.coverage(c.pixmap) == 0)
        // Enormous coordinates: a triangle reaching 1e30 covers the canvas.
        var huge = Path()
        huge.move(to: Point(-1e30, -1e30)); huge.line(to: Point(1e30, -1e30)); huge.line(to: Point(0, 1e30)); huge.close()
        #expect(c.fill(huge, paint: T.white) == .drawn)
        #expect(abs(T.coverage(c.pixmap) - 2500) < 1)
        // Huge curves are capped and do not hang.
        let big = T.canvas(50, 50)
        big.fill(.circle(center: Point(25, 1e30), radius: 1e30), paint: T.white)
        big.fill(.circle(center: Point(25, 25), radius: 1e300), paint: T.white)
        #expect(big.fill(.circle(center: Point(25, 25), radius: 1e308), paint: T.white) != .drawn)
        // Zero-size pixmaps.
        let zero = T.canvas(0, 0)
        #expect(zero.fill(.circle(center: Point(0, 0), radius: 5), paint: T.white) == .nothingToDraw)
        zero.clear(.white)
        // Offscreen shapes.
        #expect(c.fill(.circle(center: Point(-500, -500), radius: 5), paint: T.white) == .nothingToDraw)
    }
}

#if canImport(Glibc)
import Glibc
#endif
