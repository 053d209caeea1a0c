import Testing
@testable import Raster

private typealias T = TestSupport

/// `PixmapRuns`: a pixmap's rows cut into transparent, opaque and blended
/// runs, and `Canvas.drawPixmap(_:runs:atX:y:alpha:)` drawing through them
/// the pixels `drawPixmap` draws at the same whole-pixel offset.
@Suite struct PixmapRunsTests {
    /// A background of every alpha, colours valid premultiplied.
    func background(_ w: Int, _ h: Int) -> Canvas {
        let c = T.canvas(w, h)
        for y in 0..<h {
            for x in 0..<w {
                let a = UInt8((x * 31 + y * 47) % 256)
                c.pixmap.setPixel(x: x, y: y, Pixel(r: UInt8(Int(a) * 2 / 3), g: a / 4, b: UInt8(Int(a) * 5 / 6), a: a))
            }
        }
        return c
    }

    /// A 60 × 40 image: empty margins and gaps, long opaque stretches, a
    /// translucent band, a soft (every alpha) band, single opaque and
    /// translucent pixels, short gaps.
    func image() -> Pixmap {
        var p = try! Pixmap(width: 60, height: 40)
        for y in 0..<40 {
            for x in 0..<60 {
                let px: Pixel
                switch (x, y) {
                case (_, 0..<3), (_, 37...): px = .transparent
                case (5..<30, 3..<20): px = Pixel(r: 200, g: 30, b: 90, a: 255)
                case (30..<34, _): px = y % 2 == 0 ? .transparent : Pixel(r: 10, g: 80, b: 40, a: 120)
                case (34..<50, _): let a = UInt8((x * 17 + y * 5) % 256); px = Pixel(r: a / 2, g: a, b: a / 3, a: a)
                case (52, _): px = Pixel(r: 0, g: 0, b: 255, a: 255)
                case (55, _), (57, _): px = Pixel(r: 40, g: 40, b: 0, a: 60)
                default: px = .transparent
                }
                p.setPixel(x: x, y: y, px)
            }
        }
        return p
    }

    @Test func runsDrawWhatDrawPixmapDraws() {
        let img = image()
        let runs = PixmapRuns(img)
        let rect = Path.rect(Rect(x: 12, y: 9, width: 31, height: 17))
        let rounded = Path.roundedRect(Rect(x: 8.5, y: 6.25, width: 50, height: 30), radius: 9)
        // No clip; whole pixels (a scoped clip with no mask: a damage
        // rectangle); partial coverage (the blitters with a clip mask); the
        // canvas' own clip mask.
        let clips = ["none", "rect", "rounded", "mask"]
        func drawn(_ clip: String, _ draw: (Canvas) -> Void) -> Pixmap {
            let c = background(80, 50)
            switch clip {
            case "rect": c.withClip(to: rect) { draw(c) }
            case "rounded": c.withClip(to: rounded) { draw(c) }
            case "mask":
                var m = try! Mask(width: 80, height: 50, fill: 200)
                m.setValue(x: 20, y: 20, 0); m.setValue(x: 21, y: 20, 255)
                c.clipMask = m
                draw(c)
            default: draw(c)
            }
            return c.pixmap
        }
        for clip in clips {
            for (x, y) in [(3, 2), (-20, -4), (50, 30), (0, 0), (-70, 0)] {
                for alpha in [1.0, 0.6, 0.001, 0] {
                    let plain = drawn(clip) { $0.drawPixmap(img, transform: .translation(Double(x), Double(y)), quality: .nearest, alpha: alpha) }
                    let viaRuns = drawn(clip) { $0.drawPixmap(img, runs: runs, atX: x, y: y, alpha: alpha) }
                    #expect(plain.storage == viaRuns.storage, "clip \(clip), at (\(x), \(y)), alpha \(alpha)")
                }
            }
        }
    }

    @Test func rowsAreCutIntoOpaqueAndBlendedRuns() throws {
        var p = try Pixmap(width: 100, height: 3)
        let o = Pixel(r: 9, g: 9, b: 9, a: 255), h = Pixel(r: 9, g: 9, b: 9, a: 128)
        // Row 0: empty 0..<5, opaque 5..<25, half 25..<28, gap 28..<30 (short), half 30..<34,
        // empty 34..<60, opaque 60..<70 (short: blended), empty to the end.
        for x in 5..<25 { p.setPixel(x: x, y: 0, o) }
        for x in 25..<28 { p.setPixel(x: x, y: 0, h) }
        for x in 30..<34 { p.setPixel(x: x, y: 0, h) }
        for x in 60..<70 { p.setPixel(x: x, y: 0, o) }
        // Row 1: empty. Row 2: opaque across the whole row.
        for x in 0..<100 { p.setPixel(x: x, y: 2, o) }
        let runs = PixmapRuns(p)
        typealias Run = PixmapRuns.Run
        #expect(runs.rowStart == [0, 3, 3, 4])
        #expect(runs.runs == [Run(start: 5, end: 25, opaque: true), Run(start: 25, end: 34, opaque: false),
                              Run(start: 60, end: 70, opaque: false), Run(start: 0, end: 100, opaque: true)])
        // Made again from other pixels: the old runs are gone.
        var again = runs
        again.assign(try Pixmap(width: 4, height: 2))
        #expect(again.width == 4 && again.height == 2 && again.count == 0 && again.rowStart == [0, 0, 0])
    }

    /// Colour with zero alpha is not transparent (`over` adds it): it is blended, not skipped.
    @Test func onlyAllZeroPixelsAreSkipped() throws {
        var p = try Pixmap(width: 8, height: 1)
        p.storage[3] = 0x0000_0040
        let runs = PixmapRuns(p)
        #expect(runs.runs == [PixmapRuns.Run(start: 3, end: 4, opaque: false)])
        let plain = background(8, 1), viaRuns = background(8, 1)
        plain.drawPixmap(p, transform: .identity, quality: .nearest)
        viaRuns.drawPixmap(p, runs: runs, atX: 0, y: 0)
        #expect(plain.pixmap.storage == viaRuns.pixmap.storage)
    }

    @Test func runsOfAnotherSizeDrawThePlainWay() throws {
        let img = image()
        let stale = PixmapRuns(try Pixmap(width: 60, height: 39))   // all transparent, one row short
        let plain = background(80, 50), viaRuns = background(80, 50)
        plain.drawPixmap(img, transform: .translation(4, 5), quality: .nearest)
        viaRuns.drawPixmap(img, runs: stale, atX: 4, y: 5)
        #expect(plain.pixmap.storage == viaRuns.pixmap.storage)
        #expect(viaRuns.drawPixmap(try Pixmap(width: 0, height: 0), runs: PixmapRuns(), atX: 0, y: 0) == .nothingToDraw)
        #expect(viaRuns.drawPixmap(img, runs: PixmapRuns(img), atX: 1 << 40, y: 0) == .nothingToDraw)
    }

    @Test func wholePixelOffsets() {
        #expect(Transform.translation(3, -4).wholePixelOffset! == (3, -4))
        #expect(Transform.identity.wholePixelOffset! == (0, 0))
        #expect(Transform.translation(0.5, 0).wholePixelOffset == nil)
        #expect(Transform.scale(2, 1).wholePixelOffset == nil)
        #expect(Transform.translation(.nan, 0).wholePixelOffset == nil)
        #expect(Transform.translation(1e300, 0).wholePixelOffset == nil)
    }
}
