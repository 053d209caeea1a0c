import Testing
@testable import Raster

private typealias T = TestSupport

/// `fillMask` sends full-coverage stretches as runs and can leave out a
/// hidden rectangle; `Canvas.clipIsFull(in:)` and `Mask.isFull(in:)`.
@Suite struct MaskFillRunsTests {
    /// A mask with long runs of 255 between partial values and zeros, rows of
    /// different shapes (all full, none full, runs shorter than `minimumRun`).
    func mixedMask(_ w: Int, _ h: Int) throws -> Mask {
        var m = try Mask(width: w, height: h, fill: 0)
        for y in 0..<h {
            for x in 0..<w {
                let v: UInt8
                switch y % 4 {
                case 0: v = 255
                case 1: v = UInt8((x * 37 + y * 11) % 256)
                case 2: v = x % 23 < 5 ? UInt8(x * 9 % 255) : 255   // runs of 18
                default: v = x % 13 < 3 ? 40 : 255                 // runs of 10 (too short to split)
                }
                m.setValue(x: x, y: y, v)
            }
        }
        return m
    }

    /// A background of varied translucent and opaque pixels.
    func background(_ w: Int, _ h: Int) -> Canvas {
        let c = T.canvas(w, h)
        for y in 0..<h {
            for x in 0..<w {
                let a = UInt8((x * 29 + y * 53) % 256)
                c.pixmap.setPixel(x: x, y: y, Pixel(r: UInt8(Int(a) * 3 / 4), g: UInt8(Int(a) / 2), b: a / 3, a: a))
            }
        }
        return c
    }

    /// Per pixel: source-over of the colour scaled by the mask value.
    func reference(_ bg: Pixmap, _ m: Mask, at ox: Int, _ oy: Int, color: UInt32) -> Pixmap {
        var out = bg
        for y in 0..<bg.height {
            for x in 0..<bg.width {
                let v = UInt32(m.value(x: x - ox, y: y - oy))
                guard v > 0 else { continue }
                let d = bg.storage[y * bg.width + x]
                out.storage[y * bg.width + x] = PixelMath.over(PixelMath.scale(color, v), d)
            }
        }
        return out
    }

    @Test func fullRunsGiveThePixelsOfPerPixelBlending() throws {
        let m = try mixedMask(90, 16)
        for color in [Color(red: 0.2, green: 0.4, blue: 0.9, alpha: 0.45), Color(red: 1, green: 0.5, blue: 0)] {
            let c = background(100, 20)
            let expected = reference(c.pixmap, m, at: 3, 2, color: color.pixel.packed)
            #expect(c.fillMask(m, atX: 3, y: 2, paint: Paint(color: color)) == .drawn)
            #expect(c.pixmap.storage == expected.storage)
        }
    }

    @Test func fullRunsThroughAPartialClipMatchTheUnsplitMask() throws {
        // The reference multiplies the clip into the mask first (exact products).
        let m = try mixedMask(90, 16)
        let clip = Path.roundedRect(Rect(x: 6.5, y: 1.25, width: 70.5, height: 15.5), radius: 6)
        let c = background(100, 20), ref = background(100, 20)
        let color = Color(red: 0.1, green: 0.8, blue: 0.3, alpha: 0.6)
        c.withClip(to: clip) { c.fillMask(m, atX: 3, y: 2, paint: Paint(color: color)) }
        var clipMask = try Mask(width: 100, height: 20, fill: 0)
        _ = ref.coverage(of: clip, rule: .nonZero, transform: .identity, into: &clipMask)
        var combined = m
        for y in 0..<m.height {
            for x in 0..<m.width {
                let v = PixelMath.mul255(UInt32(clipMask.value(x: x + 3, y: y + 2)), UInt32(m.value(x: x, y: y)))
                combined.setValue(x: x, y: y, UInt8(v))
            }
        }
        #expect(c.pixmap.storage == reference(ref.pixmap, combined, at: 3, 2, color: color.pixel.packed).storage)
    }

    @Test func skippedPixelsAreLeftAsTheyWere() throws {
        let m = try Mask(width: 40, height: 30, fill: 200)
        let c = background(60, 50)
        let before = c.pixmap
        let full = background(60, 50)
        full.fillMask(m, atX: 5, y: 4, paint: T.white)
        // Fractional edges: only pixels entirely inside are skipped (x 11…29, y 9…19).
        c.fillMask(m, atX: 5, y: 4, paint: T.white, skipping: Rect(x: 10.5, y: 9, width: 19.9, height: 11))
        for y in 0..<50 {
            for x in 0..<60 {
                let hidden = x >= 11 && x < 30 && y >= 9 && y < 20
                #expect(c.pixmap.pixel(x: x, y: y) == (hidden ? before : full.pixmap).pixel(x: x, y: y))
            }
        }
        // A hole reaching past the mask, or not finite, is harmless.
        let d = background(60, 50)
        d.fillMask(m, atX: 5, y: 4, paint: T.white, skipping: Rect(x: -100, y: -100, width: 1000, height: 1000))
        #expect(d.pixmap.storage == before.storage)
        let e = background(60, 50)
        e.fillMask(m, atX: 5, y: 4, paint: T.white, skipping: Rect(x: .nan, y: 0, width: .infinity, height: 3))
        #expect(e.pixmap.storage == full.pixmap.storage)
    }

    @Test func clipIsFullReportsPartialAndMissingCoverage() throws {
        let c = T.canvas(50, 40)
        #expect(c.clipIsFull(in: Rect(x: 0, y: 0, width: 50, height: 40)))
        #expect(!c.clipIsFull(in: Rect(x: -1, y: 0, width: 10, height: 10)))   // past the canvas
        c.withClip(to: .rect(Rect(x: 10, y: 10, width: 20, height: 20))) {
            #expect(c.clipIsFull(in: Rect(x: 10, y: 10, width: 20, height: 20)))
            #expect(!c.clipIsFull(in: Rect(x: 9, y: 10, width: 5, height: 5)))
        }
        c.withClip(to: .roundedRect(Rect(x: 5, y: 5, width: 40, height: 30), radius: 10)) {
            #expect(c.clipIsFull(in: Rect(x: 10, y: 10, width: 30, height: 20)))
            #expect(!c.clipIsFull(in: Rect(x: 5, y: 5, width: 6, height: 6)))     // the corner
            #expect(c.clipIsFull(in: Rect(x: 5.5, y: 5.5, width: 0.4, height: 30)))  // no whole pixel inside
        }
        c.clip(to: .rect(Rect(x: 0, y: 0, width: 25.5, height: 40)))
        #expect(c.clipIsFull(in: Rect(x: 0, y: 0, width: 25, height: 40)))
        #expect(!c.clipIsFull(in: Rect(x: 0, y: 0, width: 26, height: 40)))
    }

    @Test func maskIsFullLooksOnlyInsideTheRectangle() throws {
        var m = try Mask(width: 20, height: 10, fill: 255)
        m.setValue(x: 15, y: 5, 254)
        #expect(m.isFull(in: Rect(x: 0, y: 0, width: 15, height: 10)))
        #expect(!m.isFull(in: Rect(x: 0, y: 0, width: 16, height: 10)))
        #expect(m.isFull(in: Rect(x: 0.5, y: 0, width: 15.4, height: 10)))   // pixel 15 not entirely inside
        #expect(!m.isFull(in: Rect(x: 0, y: 0, width: 21, height: 10)))       // past the mask
    }
}
