import Testing
@testable import Raster

private typealias T = TestSupport

/// `Canvas.fillMask`, `Pixmap.reset`, `Mask.reset` and `Mask.assignAlpha`.
@Suite struct MaskFillTests {
    @Test func fillMaskPaintsCoverageFromTheMaskAtItsPosition() throws {
        var m = try Mask(width: 3, height: 2, fill: 0)
        m.setValue(x: 0, y: 0, 255); m.setValue(x: 1, y: 0, 128); m.setValue(x: 2, y: 1, 64)
        let c = T.canvas(6, 6)
        c.clear(Color(red: 0, green: 0, blue: 1))
        #expect(c.fillMask(m, atX: 2, y: 3, paint: Paint(color: Color(red: 1, green: 0, blue: 0))) == .drawn)
        #expect(c.pixmap.pixel(x: 2, y: 3) == Pixel(r: 255, g: 0, b: 0, a: 255))
        #expect(c.pixmap.pixel(x: 3, y: 3) == Pixel(r: 128, g: 0, b: 127, a: 255))
        #expect(c.pixmap.pixel(x: 4, y: 4) == Pixel(r: 64, g: 0, b: 191, a: 255))
        #expect(c.pixmap.pixel(x: 3, y: 4) == Pixel(r: 0, g: 0, b: 255, a: 255))   // mask value 0
        #expect(c.pixmap.pixel(x: 1, y: 3) == Pixel(r: 0, g: 0, b: 255, a: 255))   // outside the mask
        // The paint's alpha multiplies, the same as filling a rectangle with that coverage.
        let a = T.canvas(1, 1), b = T.canvas(1, 1)
        var one = try Mask(width: 1, height: 1, fill: 200)
        a.fillMask(one, atX: 0, y: 0, paint: Paint(color: Color(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.8), alpha: 0.5))
        b.fillRect(Rect(x: 0, y: 0, width: 200.0 / 255, height: 1),
                   paint: Paint(color: Color(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.8), alpha: 0.5))
        #expect(a.pixmap.pixel(x: 0, y: 0) == b.pixmap.pixel(x: 0, y: 0))
        one.setValue(x: 0, y: 0, 0)
        #expect(a.fillMask(one, atX: 5, y: 0, paint: T.white) == .nothingToDraw)
    }

    @Test func fillMaskIsClippedAndSafeAtExtremeOffsets() throws {
        let m = try Mask(width: 4, height: 4, fill: 255)
        let c = T.canvas(8, 8)
        c.withClip(to: .rect(Rect(x: 0, y: 0, width: 3, height: 8))) {
            c.fillMask(m, atX: 1, y: 1, paint: T.white)
        }
        #expect(T.coverage(c.pixmap) == 8)   // columns 1–2, rows 1–4
        for (x, y) in [(Int.max, 0), (Int.min, 0), (0, Int.max), (0, Int.min), (-4, 0), (8, 8)] {
            #expect(c.fillMask(m, atX: x, y: y, paint: T.white) == .nothingToDraw)
        }
        #expect(c.fillMask(try Mask(width: 0, height: 3), atX: 0, y: 0, paint: T.white) == .nothingToDraw)
    }

    @Test func resetReshapesAndClearsReusingStorage() throws {
        var p = try Pixmap(width: 10, height: 10, fill: Pixel(r: 1, g: 2, b: 3, a: 4))
        let capacity = p.storage.capacity
        try p.reset(width: 4, height: 5)
        #expect(p.width == 4 && p.height == 5 && p.storage.count == 20)
        #expect(p.storage.allSatisfy { $0 == 0 } && p.storage.capacity == capacity)
        #expect(throws: PixmapError.negativeSize(width: -1, height: 2)) { try p.reset(width: -1, height: 2) }
        #expect(p.width == 4 && p.height == 5)   // unchanged after a refused size
        var m = try Mask(width: 6, height: 6, fill: 9)
        try m.reset(width: 2, height: 3)
        #expect(m.width == 2 && m.height == 3 && m.values == [0, 0, 0, 0, 0, 0])
        #expect(throws: PixmapError.tooLarge(width: 1, height: 20_000)) { try m.reset(width: 1, height: 20_000) }
    }

    @Test func assignAlphaMatchesTheInitialiser() throws {
        var p = try Pixmap(width: 5, height: 4)
        for y in 0..<4 { for x in 0..<5 { p.setPixel(x: x, y: y, Pixel(r: 0, g: 0, b: 0, a: UInt8(x * 40 + y * 7))) } }
        var reused = try Mask(width: 30, height: 30, fill: 77)
        for (x, y, w, h) in [(0, 0, 5, 4), (-2, -3, 9, 10), (3, 1, 4, 4), (6, 0, 2, 2)] {
            try reused.assignAlpha(of: p, x: x, y: y, width: w, height: h)
            let fresh = try Mask(alphaOf: p, x: x, y: y, width: w, height: h)
            #expect(reused.width == w && reused.height == h && reused.values == fresh.values)
        }
    }

    /// Filling through a clip mask whose rows hold full runs of every length
    /// at every offset (found 8 bytes at a time by `ClipMaskBlitter`) gives
    /// the pixels of filling the mask itself, for a solid colour and an image.
    @Test func clipMaskFullRunsOfEveryLengthMatchFillingTheMask() throws {
        let w = 37, h = 40
        var mask = try Mask(width: w, height: h)
        var seed: UInt32 = 5
        func next() -> UInt32 { seed = seed &* 1_103_515_245 &+ 12345; return seed >> 8 }
        for y in 0..<h {
            let start = y % 9, end = min(w, start + y)     // a full run of length y from offset y % 9
            for x in 0..<w { mask.values[y * w + x] = (start..<end).contains(x) ? 255 : UInt8(next() % 3 == 0 ? 0 : next() & 0xFF) }
        }
        var img = try Pixmap(width: w, height: h)
        for i in 0..<img.storage.count { img.storage[i] = next() | 0xFF00_0000 }
        let paints = [Paint(color: Color(red: 0.3, green: 0.6, blue: 0.2)), Paint(color: Color(red: 0.9, green: 0.1, blue: 0.5), alpha: 0.6),
                      Paint(shader: .image(ImagePattern(image: img, quality: .nearest)))]
        for paint in paints {
            let clipped = T.canvas(w, h), masked = T.canvas(w, h)
            for c in [clipped, masked] { for i in 0..<c.pixmap.storage.count { c.pixmap.storage[i] = 0xFF20_4060 } }
            clipped.clipMask = mask
            clipped.fill(.rect(Rect(x: 0, y: 0, width: Double(w), height: Double(h))), paint: paint)
            masked.fillMask(mask, atX: 0, y: 0, paint: paint)
            #expect(clipped.pixmap.storage == masked.pixmap.storage)
            // A shape's own partial coverage times the clip (8 bytes per step
            // where either is 255): filling the product of the two masks.
            let circle = Path.circle(center: Point(18.3, 20.1), radius: 16.6)
            let shaped = T.canvas(w, h), product = T.canvas(w, h)
            for c in [shaped, product] { for i in 0..<c.pixmap.storage.count { c.pixmap.storage[i] = 0xFF20_4060 } }
            var own = try Mask(width: 1, height: 1)
            let at = try #require(product.fillCoverage(of: circle, transform: .identity, into: &own))
            var both = try Mask(width: w, height: h)
            for i in 0..<both.values.count { both.values[i] = 0 }
            for y in 0..<own.height {
                for x in 0..<own.width {
                    let v = PixelMath.mul255(UInt32(own.values[y * own.width + x]), UInt32(mask.values[(y + at.y) * w + x + at.x]))
                    both.values[(y + at.y) * w + x + at.x] = UInt8(v)
                }
            }
            shaped.clipMask = mask
            shaped.fill(circle, paint: paint)
            product.fillMask(both, atX: 0, y: 0, paint: paint)
            #expect(shaped.pixmap.storage == product.pixmap.storage)
        }
    }
}
