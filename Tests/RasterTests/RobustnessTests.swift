import Testing
@testable import Raster

@Suite struct RobustnessTests {
    typealias T = TestSupport

    /// A deterministic generator for the fuzz tests.
    struct Rng {
        var s: UInt64
        mutating func next() -> UInt64 { s = s &* 6364136223846793005 &+ 1442695040888963407; return s >> 11 }
        mutating func unit() -> Double { Double(next() % 1_000_000) / 1_000_000 }
        mutating func coordinate() -> Double {
            switch next() % 10 {
            case 0: return [1e30, -1e30, 1e300, -1e12, 0][Int(next() % 5)]
            case 1: return unit() * 1e6 - 5e5
            default: return unit() * 80 - 10
            }
        }
        mutating func point() -> Point { Point(coordinate(), coordinate()) }
    }

    static func randomPath(_ r: inout Rng) -> Path {
        var p = Path()
        for _ in 0..<(1 + Int(r.next() % 12)) {
            switch r.next() % 6 {
            case 0: p.move(to: r.point())
            case 1, 2: p.line(to: r.point())
            case 3: p.quad(to: r.point(), control: r.point())
            case 4: p.cubic(to: r.point(), control1: r.point(), control2: r.point())
            default: p.close()
            }
        }
        return p
    }

    @Test func randomPathsLeaveTheScratchBuffersClean() {
        var rng = Rng(s: 12345)
        let c = T.canvas(64, 48)
        for i in 0..<250 {
            let path = RobustnessTests.randomPath(&rng)
            let paint = Paint(color: Color(red: rng.unit(), green: rng.unit(), blue: rng.unit(), alpha: rng.unit()))
            if i % 3 == 0 {
                let style = StrokeStyle(width: rng.unit() * 8, cap: [.butt, .round, .square][i % 3],
                                        join: [.miter, .round, .bevel][(i / 3) % 3], miterLimit: rng.unit() * 10,
                                        dashes: i % 2 == 0 ? [] : [rng.unit() * 5, rng.unit() * 5], dashPhase: rng.unit() * 3)
                c.stroke(path, style: style, paint: paint, transform: .rotation(rng.unit()))
            } else {
                c.fill(path, paint: paint, rule: i % 2 == 0 ? .nonZero : .evenOdd)
            }
            // Premultiplied invariant.
            #expect(c.pixmap.storage.allSatisfy { p in
                let a = p >> 24
                return p & 255 <= a && (p >> 8) & 255 <= a && (p >> 16) & 255 <= a
            })
        }
        // After all that, an exact shape is still exact (no leftover coverage).
        c.clear()
        c.fill(Path.polygon([Point(10, 10), Point(30, 10), Point(30, 20), Point(10, 20)])
            .transformed(by: .identity), paint: T.white, rule: .evenOdd, transform: Transform(a: 1, b: 0, c: 1e-300, d: 1, tx: 0, ty: 0))
        #expect(T.coverage(c.pixmap) == 200)
    }

    @Test func sameCallsGiveTheSameBytes() {
        func render() -> [UInt32] {
            let c = T.canvas(97, 61)
            var rng = Rng(s: 99)
            for _ in 0..<60 {
                let center = Point(rng.unit() * 97, rng.unit() * 61)
                c.fill(.circle(center: center, radius: rng.unit() * 20), paint: Paint(color: Color(red: rng.unit(), green: 0.5, blue: 0.2), alpha: 0.6))
                c.stroke(.rect(Rect(x: center.x, y: center.y, width: 9, height: 5)), style: StrokeStyle(width: 1.5), paint: Paint(color: .black))
            }
            return c.pixmap.storage
        }
        #expect(render() == render())
    }
}
