import Testing
import Raster

/// A fixed scene of many small rectangles and quadrilaterals — rotated,
/// axis-aligned, fractional, partly off-canvas, translucent, under a clip
/// mask and a scoped clip, with non-finite ones among them — drawn through
/// the public API. Its pixels and draw results are hashed and compared with
/// the hash recorded from the renderer before small shapes had a fast path
/// (main at 9e6e719), so the fast path is held to the old pixels bit for bit.
@Suite struct SmallShapeSceneTests {
    /// Recorded from main at 9e6e719 (before `SmallPolygon`); change it only
    /// when the pixels are meant to change, after looking at them.
    static let recordedHash: UInt64 = 14_846_076_956_183_333_139

    /// SplitMix64: deterministic and identical on every platform.
    struct Generator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
        mutating func unit() -> Double { Double(next() >> 11) * 0x1p-53 }
        mutating func range(_ lo: Double, _ hi: Double) -> Double { lo + (hi - lo) * unit() }
    }

    /// FNV-1a over the pixels and the draw results.
    struct Hash {
        var value: UInt64 = 0xCBF2_9CE4_8422_2325
        mutating func add(_ v: UInt64) {
            for shift in stride(from: 0, to: 64, by: 8) {
                value = (value ^ ((v >> UInt64(shift)) & 0xFF)) &* 0x100_0000_01B3
            }
        }
        mutating func add(_ r: DrawResult) {
            switch r {
            case .drawn: add(1)
            case .nothingToDraw: add(2)
            case .nonFiniteGeometry: add(3)
            }
        }
    }

    static func sceneHash() -> UInt64 {
        let canvas = try! Canvas(width: 200, height: 160)
        canvas.clear(Color(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.5))
        var rng = Generator(state: 2026_11_26)
        var hash = Hash()
        func paint() -> Paint {
            let color = Color(red: rng.unit(), green: rng.unit(), blue: rng.unit(), alpha: rng.unit() < 0.3 ? rng.unit() : 1)
            return Paint(color: color, alpha: rng.unit() < 0.3 ? rng.range(0, 1.2) : 1)
        }
        func size() -> Double { rng.range(0.5, 40) }
        func spot() -> Point { Point(rng.range(-30, 230), rng.range(-30, 190)) }
        func shapes(_ count: Int) {
            for i in 0..<count {
                let kind = i % 5
                let p = spot(), w = size(), h = size(), angle = rng.range(-4, 4)
                let rect = Rect(x: -w / 2, y: -h / 2, width: rng.unit() < 0.1 ? -w : w, height: h)
                let rotated = Transform.rotation(angle).concatenating(.translation(p.x, p.y))
                var result: DrawResult
                switch kind {
                case 0: result = canvas.fillRect(rect, paint: paint(), transform: rotated)
                case 1: result = canvas.fill(.rect(rect), paint: paint(), transform: rotated)
                case 2:
                    let scaled = Transform(a: rng.range(0.5, 2), b: 0, c: 0, d: rng.range(0.5, 2), tx: p.x, ty: p.y)
                    result = canvas.fillRect(rect, paint: paint(), transform: scaled)
                case 3:
                    var quad = Path()
                    quad.move(to: Point(p.x + rng.range(-20, 20), p.y + rng.range(-20, 20)))
                    for _ in 0..<3 { quad.line(to: Point(p.x + rng.range(-20, 20), p.y + rng.range(-20, 20))) }
                    if rng.unit() < 0.5 { quad.close() }
                    result = canvas.fill(quad, paint: paint(), rule: rng.unit() < 0.5 ? .evenOdd : .nonZero)
                default:
                    // Non-finite input, or a rectangle path closed by a fifth point.
                    let bad = [Double.nan, .infinity, -.infinity, 1e300][Int(rng.next() % 4)]
                    if rng.unit() < 0.5 {
                        let t = Transform(a: 1, b: 0.5, c: -0.5, d: 1, tx: bad, ty: p.y)
                        result = canvas.fillRect(rect, paint: paint(), transform: t)
                    } else {
                        var five = Path()
                        five.move(to: Point(p.x, p.y)); five.line(to: Point(p.x + w, p.y + 1))
                        five.line(to: Point(p.x + w, p.y + h)); five.line(to: Point(p.x, p.y + h))
                        five.line(to: Point(p.x, rng.unit() < 0.5 ? p.y : bad))
                        result = canvas.fill(five, paint: paint(), transform: rotated)
                    }
                }
                hash.add(result)
            }
        }
        shapes(1500)
        canvas.clip(to: .circle(center: Point(100, 80), radius: 70))
        shapes(1000)
        canvas.resetClip()
        canvas.withClip(to: .rect(Rect(x: 20.5, y: 10.25, width: 150, height: 120)),
                        transform: .rotation(0.1)) { shapes(1000) }
        for v in canvas.pixmap.storage { hash.add(UInt64(v)) }
        return hash.value
    }

    @Test func smallShapesDrawTheRecordedPixels() {
        let hash = Self.sceneHash()
        #expect(hash == Self.recordedHash, "scene hash \(hash)")
    }
}
