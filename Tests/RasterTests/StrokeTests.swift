import Testing
@testable import Raster
#if canImport(Glibc)
import Glibc
#endif

@Suite struct StrokeTests {
    typealias T = TestSupport

    static func line(_ a: Point, _ b: Point) -> Path {
        var p = Path(); p.move(to: a); p.line(to: b); return p
    }

    @Test func horizontalButtLineCoversWidthTimesLength() {
        let c = T.canvas(80, 40)
        c.stroke(StrokeTests.line(Point(10, 20), Point(60, 20)), style: StrokeStyle(width: 2), paint: T.white)
        #expect(T.coverage(c.pixmap) == 100)
        #expect(T.alpha(c, 10, 19) == 255 && T.alpha(c, 59, 20) == 255 && T.alpha(c, 60, 20) == 0 && T.alpha(c, 30, 21) == 0)
    }

    @Test func capsAddTheRightArea() {
        let sq = T.canvas(80, 40), rd = T.canvas(80, 40)
        sq.stroke(StrokeTests.line(Point(10, 20), Point(60, 20)), style: StrokeStyle(width: 2, cap: .square), paint: T.white)
        rd.stroke(StrokeTests.line(Point(10, 20), Point(60, 20)), style: StrokeStyle(width: 2, cap: .round), paint: T.white)
        #expect(T.coverage(sq.pixmap) == 104)
        #expect(abs(T.coverage(rd.pixmap) - (100 + Double.pi)) < 1)
    }

    @Test func closedSquareWithMiterJoins() {
        let c = T.canvas(80, 80)
        c.stroke(.rect(Rect(x: 20, y: 20, width: 40, height: 40)), style: StrokeStyle(width: 4), paint: T.white)
        #expect(T.coverage(c.pixmap) == 44 * 44 - 36 * 36)
        let b = T.canvas(80, 80)
        b.stroke(.rect(Rect(x: 20, y: 20, width: 40, height: 40)), style: StrokeStyle(width: 4, join: .bevel), paint: T.white)
        #expect(abs(T.coverage(b.pixmap) - (640 - 4 * 2)) < 0.5)  // four corner triangles of 2 px² cut off
    }

    /// Largest distance of an outline point from `v`.
    static func reach(_ p: Path, from v: Point) -> Double { p.points.map { ($0 - v).length }.max() ?? 0 }

    @Test func miterLimitSwitchesToBevelAtTheRightAngle() {
        // Limit 2 ⇔ interior angle 60° (1 / sin 30° = 2).
        func corner(interior degrees: Double) -> Path {
            let a = degrees * Double.pi / 180
            var p = Path()
            p.move(to: Point(100, 0)); p.line(to: Point(0, 0))
            p.line(to: Point(100 * cos(a), 100 * sin(a)))
            return p
        }
        let style = StrokeStyle(width: 10, join: .miter, miterLimit: 2)
        let wide = Stroker.stroke(corner(interior: 62), style: style)
        let narrow = Stroker.stroke(corner(interior: 58), style: style)
        // With a miter the outline reaches hw / sin(θ/2) from the vertex.
        let expectWide = 5 / sin(31 * Double.pi / 180)
        #expect(abs(StrokeTests.reach(wide, from: .zero).rounded() - 100) < 1)  // far ends dominate; check the corner:
        // Outer side: opposite to the bisector of the interior angle.
        func outerReach(_ p: Path, _ degrees: Double) -> Double {
            let h = degrees * Double.pi / 360
            let bis = Point(cos(h), sin(h))
            return p.points.filter { $0.length < 20 && $0.dot(bis) < 0 }.map(\.length).max() ?? 0
        }
        let nearCornerWide = outerReach(wide, 62)
        let nearCornerNarrow = outerReach(narrow, 58)
        #expect(abs(nearCornerWide - expectWide) < 1e-9)
        #expect(nearCornerNarrow <= 5 + 1e-9)
    }

    @Test func dashesSumToExpectedCoverage() {
        let c = T.canvas(120, 40)
        c.stroke(StrokeTests.line(Point(10, 20), Point(110, 20)), style: StrokeStyle(width: 2, dashes: [10, 10]), paint: T.white)
        #expect(T.coverage(c.pixmap) == 100)
        #expect(T.alpha(c, 15, 20) == 255 && T.alpha(c, 25, 20) == 0)
        let p = T.canvas(120, 40)
        p.stroke(StrokeTests.line(Point(10, 20), Point(110, 20)), style: StrokeStyle(width: 2, dashes: [10, 10], dashPhase: 5), paint: T.white)
        #expect(T.coverage(p.pixmap) == 100)
        #expect(T.alpha(p, 12, 20) == 255 && T.alpha(p, 17, 20) == 0)
        // Odd pattern repeats twice: [10] = 10 on, 10 off.
        let o = T.canvas(120, 40)
        o.stroke(StrokeTests.line(Point(10, 20), Point(110, 20)), style: StrokeStyle(width: 2, dashes: [10]), paint: T.white)
        #expect(T.coverage(o.pixmap) == 100)
        // Zero-length dashes with round caps are dots.
        let d = T.canvas(120, 40)
        d.stroke(StrokeTests.line(Point(10, 20), Point(110, 20)), style: StrokeStyle(width: 4, cap: .round, dashes: [0, 20]), paint: T.white)
        #expect(abs(T.coverage(d.pixmap) - 6 * Double.pi * 4) / (6 * Double.pi * 4) < 0.02)
    }

    @Test func degenerateInput() {
        let line = StrokeTests.line(Point(10, 20), Point(110, 20))
        for w in [0.0, -3, .nan, .infinity] {
            #expect(Stroker.stroke(line, style: StrokeStyle(width: w)).isEmpty)
        }
        // Invalid patterns mean solid.
        for dashes in [[0.0, 0.0], [-1.0, 5.0], [Double.nan, 2.0], [Double.infinity, 1.0]] {
            let c = T.canvas(120, 40)
            c.stroke(line, style: StrokeStyle(width: 2, dashes: dashes), paint: T.white)
            #expect(T.coverage(c.pixmap) == 200)
        }
        // Far too many dashes: solid, quickly.
        let c = T.canvas(120, 40)
        c.stroke(StrokeTests.line(Point(-1e12, 20), Point(1e12, 20)), style: StrokeStyle(width: 2, dashes: [1e-6, 1e-6]), paint: T.white)
        #expect(T.coverage(c.pixmap) == 240)
        // Zero-length segments: dropped; only-zero-length subpaths make dots.
        var zero = Path(); zero.move(to: Point(50, 20)); zero.line(to: Point(50, 20)); zero.line(to: Point(50, 20))
        #expect(Stroker.stroke(zero, style: StrokeStyle(width: 4, cap: .butt)).isEmpty)
        let r = T.canvas(100, 40)
        r.stroke(zero, style: StrokeStyle(width: 4, cap: .round), paint: T.white)
        #expect(abs(T.coverage(r.pixmap) - 4 * Double.pi) / (4 * Double.pi) < 0.03)
        let s = T.canvas(100, 40)
        s.stroke(zero, style: StrokeStyle(width: 4, cap: .square), paint: T.white)
        #expect(T.coverage(s.pixmap) == 16)
        var mixed = Path(); mixed.move(to: Point(10, 20)); mixed.line(to: Point(10, 20)); mixed.line(to: Point(30, 20)); mixed.line(to: Point(30, 20))
        let m = T.canvas(100, 40)
        m.stroke(mixed, style: StrokeStyle(width: 2), paint: T.white)
        #expect(T.coverage(m.pixmap) == 40)
        // A U-turn and NaN do not crash.
        var u = Path(); u.move(to: Point(10, 10)); u.line(to: Point(50, 10)); u.line(to: Point(10, 10))
        for join in [LineJoin.miter, .round, .bevel] { _ = Stroker.stroke(u, style: StrokeStyle(width: 3, join: join)) }
        var nan = Path(); nan.move(to: Point(1, 1)); nan.line(to: Point(.nan, 2))
        #expect(c.stroke(nan, style: StrokeStyle(width: 2), paint: T.white) == .nonFiniteGeometry)
        #expect(Stroker.stroke(Path(), style: StrokeStyle()).isEmpty)
    }

    @Test func thickStrokesOnTightCurvesHaveNoNotches() {
        // Half-width 7 around a radius-5 circle: a disc of radius 12.
        let c = T.canvas(40, 40)
        c.stroke(.circle(center: Point(20, 20), radius: 5), style: StrokeStyle(width: 14, join: .round), paint: T.white)
        #expect(abs(T.coverage(c.pixmap) - Double.pi * 144) / (Double.pi * 144) < 0.01)
        #expect(T.alpha(c, 20, 20) == 255 && T.alpha(c, 25, 20) == 255)
        // A zig-zag with short segments and a wide pen.
        var z = Path(); z.move(to: Point(10, 30))
        for i in 1...8 { z.line(to: Point(10 + Double(i) * 3, i % 2 == 0 ? 30 : 27)) }
        let d = T.canvas(60, 60)
        d.stroke(z, style: StrokeStyle(width: 12, join: .miter), paint: T.white)
        for x in 12...32 { #expect(T.alpha(d, x, 28) == 255, "x \(x)") }
    }

    @Test func roundJoinsAndCurvesStayInside() {
        // A stroked circle is a ring: area 2π·r·w.
        let c = T.canvas(100, 100)
        c.stroke(.circle(center: Point(50, 50), radius: 30), style: StrokeStyle(width: 6, join: .round), paint: T.white)
        let exact = 2 * Double.pi * 30 * 6
        #expect(abs(T.coverage(c.pixmap) - exact) / exact < 0.01)
    }
}
