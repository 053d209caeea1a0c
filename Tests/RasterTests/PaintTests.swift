import Testing
@testable import Raster

@Suite struct PaintTests {
    typealias T = TestSupport
    static let red = Color(red: 1, green: 0, blue: 0), green = Color(red: 0, green: 1, blue: 0), blue = Color(red: 0, green: 0, blue: 1)
    static let ramp = Gradient(stops: [GradientStop(offset: 0, color: red), GradientStop(offset: 0.6, color: green),
                                       GradientStop(offset: 1, color: blue)])

    @Test func gradientColorAtStops() {
        let g = PaintTests.ramp
        #expect(g.color(at: 0) == PaintTests.red && g.color(at: 0.6) == PaintTests.green && g.color(at: 1) == PaintTests.blue)
        #expect(g.color(at: -3) == PaintTests.red && g.color(at: 7) == PaintTests.blue)
        let mid = g.color(at: 0.3)
        #expect(abs(mid.red - 0.5) < 1e-12 && abs(mid.green - 0.5) < 1e-12 && mid.blue == 0)
        // Unsorted stops are sorted; equal offsets make a hard edge taking the later colour.
        let hard = Gradient(stops: [GradientStop(offset: 1, color: PaintTests.blue), GradientStop(offset: 0.5, color: PaintTests.red),
                                    GradientStop(offset: 0.5, color: PaintTests.green), GradientStop(offset: 0, color: PaintTests.red)])
        #expect(hard.color(at: 0.5) == PaintTests.green && hard.color(at: 0.49) == PaintTests.red)
        #expect(Gradient(stops: []).color(at: 0.5) == .transparent)
    }

    @Test func linearGradientPixelsHitStopColours() {
        // Pixel i's centre maps to t = i / 255, exactly the table entries.
        let c = T.canvas(256, 2)
        let lg = LinearGradient(start: Point(0.5, 0), end: Point(255.5, 0), gradient: PaintTests.ramp)
        c.fillRect(Rect(x: 0, y: 0, width: 256, height: 2), paint: Paint(shader: .linearGradient(lg)))
        #expect(c.pixmap.pixel(x: 0, y: 0) == Pixel(r: 255, g: 0, b: 0, a: 255))
        #expect(c.pixmap.pixel(x: 153, y: 1) == Pixel(r: 0, g: 255, b: 0, a: 255))
        #expect(c.pixmap.pixel(x: 255, y: 0) == Pixel(r: 0, g: 0, b: 255, a: 255))
        #expect(c.pixmap.pixel(x: 51, y: 0) == PaintTests.ramp.color(at: 0.2).pixel)
    }

    @Test func spreadModes() {
        let g = Gradient(from: PaintTests.red, to: PaintTests.blue)
        for (mode, expected) in [(SpreadMode.pad, 1.0), (.repeat, 0.25), (.reflect, 0.75)] {
            var gg = g; gg.spread = mode
            let c = T.canvas(8, 1)
            // Pixel 5 centre (5.5) is at t = 1.25 for a gradient from 0.5 to 4.5.
            let lg = LinearGradient(start: Point(0.5, 0), end: Point(4.5, 0), gradient: gg)
            c.fillRect(Rect(x: 0, y: 0, width: 8, height: 1), paint: Paint(shader: .linearGradient(lg)))
            let idx = Int(expected * 255 + 0.5)
            #expect(c.pixmap.pixel(x: 5, y: 0) == g.color(at: Double(idx) / 255).pixel, "\(mode)")
        }
    }

    @Test func radialAndConic() {
        let c = T.canvas(101, 101)
        let rg = RadialGradient(center: Point(50.5, 50.5), radius: 51, gradient: Gradient(from: PaintTests.red, to: PaintTests.blue))
        c.fillRect(Rect(x: 0, y: 0, width: 101, height: 101), paint: Paint(shader: .radialGradient(rg)))
        #expect(c.pixmap.pixel(x: 50, y: 50) == Pixel(r: 255, g: 0, b: 0, a: 255))
        #expect(c.pixmap.pixel(x: 0, y: 0) == Pixel(r: 0, g: 0, b: 255, a: 255))
        // Focal: the start point has t = 0 whatever the outer circle.
        let f = T.canvas(101, 101)
        let fg = RadialGradient(startCenter: Point(30.5, 50.5), startRadius: 0, endCenter: Point(50.5, 50.5), endRadius: 50,
                                gradient: Gradient(from: PaintTests.red, to: PaintTests.blue))
        f.fillRect(Rect(x: 0, y: 0, width: 101, height: 101), paint: Paint(shader: .radialGradient(fg)))
        #expect(f.pixmap.pixel(x: 30, y: 50) == Pixel(r: 255, g: 0, b: 0, a: 255))
        // Along the line from focus to the right edge of the outer circle (x = 100.5): t = (x − 30.5)/70.
        let t = (80.0 - 30.0) / 70.0
        let p = f.pixmap.pixel(x: 80, y: 50)!
        #expect(abs(Double(p.b) - t * 255) <= 2)
        // Conic: a quarter turn from +x is t = 0.25.
        let k = T.canvas(101, 101)
        let cg = ConicGradient(center: Point(50.5, 50.5), gradient: Gradient(from: PaintTests.red, to: PaintTests.blue))
        k.fillRect(Rect(x: 0, y: 0, width: 101, height: 101), paint: Paint(shader: .conicGradient(cg)))
        let q = k.pixmap.pixel(x: 50, y: 90)!  // straight down (+y) from the centre
        #expect(abs(Double(q.b) - 0.25 * 255) <= 1)
    }

    @Test func globalAlphaAndBlendModes() {
        let c = T.canvas(4, 1)
        c.clear(PaintTests.blue)
        c.fillRect(Rect(x: 0, y: 0, width: 1, height: 1), paint: Paint(color: .white, blendMode: .clear))
        c.fillRect(Rect(x: 1, y: 0, width: 1, height: 1), paint: Paint(color: PaintTests.red, blendMode: .copy, alpha: 0.5))
        c.fillRect(Rect(x: 2, y: 0, width: 1, height: 1), paint: Paint(color: Color(red: 0, green: 0, blue: 0, alpha: 0.5), blendMode: .destinationIn))
        c.fillRect(Rect(x: 3, y: 0, width: 0.5, height: 1), paint: Paint(color: .white, blendMode: .clear))
        #expect(c.pixmap.pixel(x: 0, y: 0) == .transparent)
        #expect(c.pixmap.pixel(x: 1, y: 0) == Pixel(r: 128, g: 0, b: 0, a: 128))
        #expect(c.pixmap.pixel(x: 2, y: 0) == Pixel(r: 0, g: 0, b: 128, a: 128))
        #expect(c.pixmap.pixel(x: 3, y: 0) == Pixel(r: 0, g: 0, b: 127, a: 127))  // half coverage of clear: 255·(1 − 128/255)
    }

    @Test func fillRectMatchesScanConverter() {
        for r in [Rect(x: 2.25, y: 3.5, width: 7.6, height: 4.1), Rect(x: 5.2, y: 5.3, width: 0.4, height: 0.5),
                  Rect(x: -3, y: 1.5, width: 30, height: 2)] {
            let a = T.canvas(16, 16), b = T.canvas(16, 16)
            a.fillRect(r, paint: T.white)
            // An extra vertex on the top edge keeps this path on the scan converter.
            b.fill(.polygon([Point(r.minX, r.minY), Point(r.minX + 0.1, r.minY), Point(r.maxX, r.minY),
                             Point(r.maxX, r.maxY), Point(r.minX, r.maxY)]), paint: T.white)
            let detected = Path.rect(r).axisAlignedRect
            #expect(detected != nil && abs(detected!.maxX - r.maxX) < 1e-12 && abs(detected!.minY - r.minY) < 1e-12)
            for i in 0..<256 {
                #expect(abs(Int(a.pixmap.storage[i] >> 24) - Int(b.pixmap.storage[i] >> 24)) <= 1, "\(r) pixel \(i)")
            }
        }
        let c = T.canvas(8, 8)
        #expect(c.fillRect(Rect(x: -1e300, y: -1e300, width: 1e301, height: 1e301), paint: T.white) == .drawn)
        #expect(c.pixmap.storage.allSatisfy { $0 >> 24 == 255 })
        #expect(c.fillRect(Rect(x: .nan, y: 0, width: 1, height: 1), paint: T.white) == .nonFiniteGeometry)
    }

    @Test func imageDrawing() throws {
        var img = try Pixmap(width: 2, height: 2)
        img.setPixel(x: 0, y: 0, Pixel(r: 255, g: 0, b: 0, a: 255))
        img.setPixel(x: 1, y: 0, Pixel(r: 0, g: 255, b: 0, a: 255))
        img.setPixel(x: 0, y: 1, Pixel(r: 0, g: 0, b: 255, a: 255))
        img.setPixel(x: 1, y: 1, Pixel(r: 0, g: 0, b: 0, a: 128))
        // Integer translation: exact copy.
        let c = T.canvas(6, 6)
        c.drawPixmap(img, transform: .translation(3, 2))
        #expect(c.pixmap.pixel(x: 3, y: 2) == img.pixel(x: 0, y: 0))
        #expect(c.pixmap.pixel(x: 4, y: 3) == img.pixel(x: 1, y: 1))
        #expect(c.pixmap.pixel(x: 2, y: 2) == .transparent && c.pixmap.pixel(x: 5, y: 2) == .transparent)
        // Nearest scaling by 2: each source pixel becomes a 2×2 block.
        let n = T.canvas(4, 4)
        n.drawPixmap(img, transform: .scale(2, 2), quality: .nearest)
        #expect(n.pixmap.pixel(x: 2, y: 0) == img.pixel(x: 1, y: 0) && n.pixmap.pixel(x: 3, y: 1) == img.pixel(x: 1, y: 0))
        // Bilinear at a pixel centre reproduces the pixel; halfway mixes.
        let b = T.canvas(4, 4)
        b.drawPixmap(img, transform: .scale(2, 2), quality: .bilinear)
        let corner = b.pixmap.pixel(x: 0, y: 0)!  // centre (0.5, 0.5) → image (0.25, 0.25): clamped to red
        #expect(corner == Pixel(r: 255, g: 0, b: 0, a: 255))
        let between = b.pixmap.pixel(x: 1, y: 0)!  // image (0.75, 0.25): 25 % of the way red → green
        #expect(abs(Int(between.r) - 191) <= 1 && abs(Int(between.g) - 64) <= 1)
        // Alpha.
        let a = T.canvas(2, 2)
        a.drawPixmap(img, alpha: 0.5)
        #expect(a.pixmap.pixel(x: 0, y: 0) == Pixel(r: 128, g: 0, b: 0, a: 128))
        // Rotation does not crash and covers about the image area.
        let r = T.canvas(10, 10)
        r.drawPixmap(img, transform: Transform.rotation(0.5).concatenating(.translation(5, 3)))
        #expect(T.coverage(r.pixmap) > 3 && T.coverage(r.pixmap) < 4)
    }

    @Test func clipToPath() {
        let c = T.canvas(20, 20)
        c.clip(to: .rect(Rect(x: 0, y: 0, width: 10, height: 20)))
        c.clip(to: .rect(Rect(x: 5, y: 0, width: 10, height: 10.5)))
        c.fillRect(Rect(x: 0, y: 0, width: 20, height: 20), paint: T.white)
        #expect(T.alpha(c, 7, 5) == 255 && T.alpha(c, 3, 5) == 0 && T.alpha(c, 12, 5) == 0)
        #expect([127, 128].contains(T.alpha(c, 7, 10)))
        #expect(abs(T.coverage(c.pixmap) - 52.5) < 0.1)
        c.resetClip()
        c.fill(.circle(center: Point(15, 15), radius: 2), paint: T.white)
        #expect(T.alpha(c, 15, 15) == 255)
    }
}
