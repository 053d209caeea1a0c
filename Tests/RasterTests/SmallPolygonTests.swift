import Testing
@testable import Raster

/// The small-shape fast path (`SmallPolygon`, the solid blitter without
/// shader set-up, `ScanConverter.resolveNarrow`) against the general path it
/// replaces, pixel for pixel, over random rectangles and quadrilaterals.
@Suite struct SmallPolygonTests {
    typealias Generator = SmallShapeSceneTests.Generator

    /// Passes spans on unchanged but does not claim per-pixel coverage, so
    /// the scan converter resolves with `resolve` (runs and edge spans), as
    /// before `resolveNarrow`.
    struct SpanBlitter<Inner: Blitter>: Blitter {
        var inner: Inner
        mutating func blitRun(x: Int, y: Int, count: Int, coverage: UInt8) {
            inner.blitRun(x: x, y: y, count: count, coverage: coverage)
        }
        mutating func blitMask(x: Int, y: Int, count: Int, coverage: UnsafePointer<UInt8>) {
            inner.blitMask(x: x, y: y, count: count, coverage: coverage)
        }
    }

    struct SpanSweep: RunBody {
        let scan: ScanConverter, clip: IntRect, rule: FillRule
        func run<B: Blitter>(_ b: inout B) {
            var spans = SpanBlitter(inner: b)
            scan.sweep(clip: clip, rule: rule, into: &spans)
        }
    }

    /// `Canvas.fill` as it was before the fast path: flattened path, general
    /// compositing, span-by-span resolve; rectangles through a scale and
    /// translation as `fillRect` then.
    static func referenceFill(_ c: Canvas, _ path: Path, _ paint: Paint, _ rule: FillRule, _ t: Transform) -> DrawResult {
        guard t.isFinite else { return .nonFiniteGeometry }
        if t.isScaleTranslate, let r = path.axisAlignedRect, r.isFinite { return referenceFillRect(c, r, paint, t) }
        guard let box = c.deviceBounds(path, t) else { return path.isFinite ? .nothingToDraw : .nonFiniteGeometry }
        guard box.isFinite else { return .nonFiniteGeometry }
        let clip = IntRect.covering(box, within: c.drawBounds)
        guard !clip.isEmpty else { return .nothingToDraw }
        c.buildEdges(path, transform: t, clip: clip)
        if c.scan.edges.isEmpty { return .nothingToDraw }
        let sweep = SpanSweep(scan: c.scan, clip: clip, rule: rule)
        return c.composite(paint: paint, ctm: t, clip: clip) { (box: inout AnyBlitterBox) in box.run(sweep) }
    }

    /// `Canvas.fillRect` as it was before the fast path.
    static func referenceFillRect(_ c: Canvas, _ rect: Rect, _ paint: Paint, _ t: Transform) -> DrawResult {
        guard rect.isFinite, t.isFinite else { return .nonFiniteGeometry }
        guard t.isScaleTranslate else { return referenceFill(c, .rect(rect), paint, .nonZero, t) }
        return c.fillScaledRect(rect, transform: t) { clip, coverage in
            c.composite(paint: paint, ctm: t, clip: clip) { (box: inout AnyBlitterBox) in box.run(coverage) }
        }
    }

    /// Two canvases with the same random background (and, when asked, the
    /// same random clip mask).
    static func canvases(_ rng: inout Generator, clipped: Bool) -> (Canvas, Canvas) {
        let a = try! Canvas(width: 64, height: 48), b = try! Canvas(width: 64, height: 48)
        for i in 0..<a.pixmap.storage.count {
            let alpha = UInt32(rng.next() % 256), rgb = UInt32(truncatingIfNeeded: rng.next())
            // Premultiplied: no channel above alpha.
            var p = alpha << 24
            for shift in [0, 8, 16] as [UInt32] { p |= (((rgb >> shift) & 0xFF) * alpha / 255) << shift }
            a.pixmap.storage[i] = p; b.pixmap.storage[i] = p
        }
        if clipped {
            var mask = try! Mask(width: 64, height: 48, fill: 0)
            for i in mask.values.indices { mask.values[i] = [0, 255, UInt8(rng.next() % 256)][Int(rng.next() % 3)] }
            a.clipMask = mask; b.clipMask = mask
        }
        return (a, b)
    }

    /// The first pixel (x, y, fast, reference) where the canvases differ.
    static func firstDifference(_ a: Canvas, _ b: Canvas) -> (Int, Int, UInt32, UInt32)? {
        guard let i = a.pixmap.storage.indices.first(where: { a.pixmap.storage[$0] != b.pixmap.storage[$0] }) else { return nil }
        return (i % a.pixmap.width, i / a.pixmap.width, a.pixmap.storage[i], b.pixmap.storage[i])
    }

    static func paint(_ rng: inout Generator) -> Paint {
        let color = Color(red: rng.unit(), green: rng.unit(), blue: rng.unit(),
                          alpha: rng.unit() < 0.5 ? 1 : rng.unit())
        let alpha = [1, rng.unit(), 1.5, -0.5, .nan][Int(rng.next() % 5)]
        return Paint(color: color, alpha: rng.unit() < 0.6 ? 1 : alpha)
    }

    /// A transform that rotates (mostly), sometimes only scales and
    /// translates, sometimes is not finite.
    static func transform(_ rng: inout Generator) -> Transform {
        let x = rng.range(-20, 84), y = rng.range(-20, 68)
        switch rng.next() % 10 {
        case 0: return Transform(a: rng.range(-2, 2), b: 0, c: 0, d: rng.range(-2, 2), tx: x, ty: y)
        case 1: return Transform(a: 1, b: 0, c: 0, d: 1, tx: x.rounded(), ty: y)
        case 2: return Transform(a: 0, b: 1, c: -1, d: 0, tx: x, ty: y)  // a quarter turn, exact
        case 3:
            let bad = [Double.nan, .infinity, -.infinity][Int(rng.next() % 3)]
            return Transform(a: 1, b: 0.3, c: -0.3, d: 1, tx: rng.unit() < 0.5 ? bad : x, ty: rng.unit() < 0.5 ? y : bad)
        case 4: return Transform(a: 1e300, b: 1e300, c: -1e300, d: 1e300, tx: x, ty: y)
        default:
            return Transform.rotation(rng.range(-7, 7)).concatenating(
                Transform(a: rng.range(0.5, 1.5), b: 0, c: rng.range(-0.3, 0.3), d: rng.range(0.5, 1.5), tx: x, ty: y))
        }
    }

    static func rect(_ rng: inout Generator) -> Rect {
        let w = rng.range(0.5, 40), h = rng.range(0.5, 40)
        var r = Rect(x: -w * rng.unit(), y: -h * rng.unit(), width: rng.unit() < 0.1 ? -w : w, height: h)
        if rng.unit() < 0.03 { r.x = .nan }
        if rng.unit() < 0.02 { r.height = .infinity }
        return r
    }

    static func quad(_ rng: inout Generator) -> Path {
        let center = Point(rng.range(-10, 74), rng.range(-10, 58))
        func corner() -> Point { Point(center.x + rng.range(-20, 20), center.y + rng.range(-20, 20)) }
        var p = Path()
        let first = corner()
        p.move(to: first)
        for _ in 0..<3 { p.line(to: corner()) }
        switch rng.next() % 4 {
        case 0: p.close()
        case 1: p.line(to: first); p.close()  // a fifth point back at the start
        case 2: p.line(to: corner())          // a pentagon
        default: break
        }
        if rng.unit() < 0.03 { p.line(to: Point(.nan, 1)) }  // six points: general path anyway
        return p
    }

    @Test(arguments: [false, true])
    func fillRectMatchesTheGeneralPath(clipped: Bool) {
        var rng = Generator(state: clipped ? 11 : 12)
        for i in 0..<1500 {
            let (fast, reference) = Self.canvases(&rng, clipped: clipped)
            let r = Self.rect(&rng), paint = Self.paint(&rng), t = Self.transform(&rng)
            let got = fast.fillRect(r, paint: paint, transform: t)
            let want = Self.referenceFillRect(reference, r, paint, t)
            #expect(got == want, "case \(i): \(r) \(t)")
            #expect(Self.firstDifference(fast, reference) == nil, "case \(i): \(r) \(t)")
        }
    }

    @Test(arguments: [false, true])
    func rectAndQuadPathsMatchTheGeneralPath(clipped: Bool) {
        var rng = Generator(state: clipped ? 21 : 22)
        for i in 0..<1500 {
            let (fast, reference) = Self.canvases(&rng, clipped: clipped)
            let path = i % 2 == 0 ? Path.rect(Self.rect(&rng)) : Self.quad(&rng)
            let paint = Self.paint(&rng), t = i % 2 == 0 ? Self.transform(&rng) : .identity
            let rule: FillRule = rng.unit() < 0.5 ? .nonZero : .evenOdd
            let got = fast.fill(path, paint: paint, rule: rule, transform: t)
            let want = Self.referenceFill(reference, path, paint, rule, t)
            #expect(got == want, "case \(i): \(path) \(t)")
            #expect(Self.firstDifference(fast, reference) == nil, "case \(i): \(path) \(t)")
        }
    }

    @Test func scopedClipsMatchTheGeneralPath() {
        var rng = Generator(state: 31)
        for i in 0..<300 {
            let (fast, reference) = Self.canvases(&rng, clipped: i % 2 == 0)
            let clip = Path.circle(center: Point(rng.range(10, 54), rng.range(10, 38)), radius: rng.range(3, 30))
            let r = Self.rect(&rng), paint = Self.paint(&rng), t = Self.transform(&rng)
            var got = DrawResult.nothingToDraw, want = DrawResult.nothingToDraw
            fast.withClip(to: clip) { got = fast.fillRect(r, paint: paint, transform: t) }
            reference.withClip(to: clip) { want = Self.referenceFillRect(reference, r, paint, t) }
            #expect(got == want, "case \(i)")
            #expect(Self.firstDifference(fast, reference) == nil, "case \(i): \(r) \(t)")
        }
    }

    /// A 3 × 2 rectangle with every edge on a pixel's middle: edge pixels
    /// are half covered (255 · ½ = 127.5, rounded to 128), corners a quarter
    /// (63.75 → 64), the two inside pixels full. Drawn axis-aligned
    /// (`RectCoverage`) and turned a quarter (the scan converter), which
    /// must agree here because every coordinate is exact.
    @Test func halfPixelEdgesByHand() {
        let expected: [[UInt8]] = [  // rows 3…5, columns 2…5
            [64, 128, 128, 64],
            [128, 255, 255, 128],
            [64, 128, 128, 64],
        ]
        let straight = try! Canvas(width: 10, height: 10)
        straight.fillRect(Rect(x: 2.5, y: 3.5, width: 3, height: 2), paint: Paint(color: .white))
        // (x, y) → (5 − y, x + 3): the rectangle x ∈ 0.5…2.5, y ∈ −0.5…2.5
        // lands on x ∈ 2.5…5.5, y ∈ 3.5…5.5.
        let turned = try! Canvas(width: 10, height: 10)
        turned.fillRect(Rect(x: 0.5, y: -0.5, width: 2, height: 3), paint: Paint(color: .white),
                        transform: Transform(a: 0, b: 1, c: -1, d: 0, tx: 5, ty: 3))
        for canvas in [straight, turned] {
            for y in 0..<10 {
                for x in 0..<10 {
                    let inside = (3...5).contains(y) && (2...5).contains(x)
                    let want = inside ? expected[y - 3][x - 2] : 0
                    let p = canvas.pixmap.pixel(x: x, y: y)!
                    #expect(p.a == want && p.r == want && p.g == want && p.b == want, "pixel \(x),\(y)")
                }
            }
        }
    }

    /// A square turned 45° with its corners on whole pixels — |x − 5| +
    /// |y − 5| ≤ 2 — covers the four pixels around (5, 5) fully and the eight
    /// next to them by exactly half (each is cut by a diagonal); translucent
    /// red over opaque blue shows the blend: 50 % red at coverage ½ gives
    /// source 64 (alpha 0.5 · 128 / 255 → 64), destination 255 · (255 − 64) / 255.
    @Test func diamondByHand() {
        let c = try! Canvas(width: 10, height: 10)
        c.clear(Color(red: 0, green: 0, blue: 1))
        var diamond = Path()
        diamond.move(to: Point(5, 3)); diamond.line(to: Point(7, 5)); diamond.line(to: Point(5, 7)); diamond.line(to: Point(3, 5))
        diamond.close()
        #expect(c.fill(diamond, paint: Paint(color: Color(red: 1, green: 0, blue: 0), alpha: 0.5)) == .drawn)
        let full: Set<[Int]> = [[4, 4], [5, 4], [4, 5], [5, 5]]
        let half: Set<[Int]> = [[3, 4], [3, 5], [6, 4], [6, 5], [4, 3], [5, 3], [4, 6], [5, 6]]
        for y in 0..<10 {
            for x in 0..<10 {
                let p = c.pixmap.pixel(x: x, y: y)!
                // Source alpha: round(128 · coverage); red = alpha; blue = round(255 · (255 − a) / 255).
                let a: UInt8 = full.contains([x, y]) ? 128 : half.contains([x, y]) ? 64 : 0
                #expect(p.r == a && p.g == 0 && p.b == 255 - a && p.a == 255, "pixel \(x),\(y): \(p)")
            }
        }
    }
}
