import Testing
import Raster
@testable import Codecs

@Suite struct GIFEncoderTests {
    /// A w×h frame: a background, a `size` square at (x, y) and a few half-transparent pixels.
    static func scene(_ w: Int, _ h: Int, squareAt x0: Int, _ y0: Int, size: Int = 5,
                      background: Pixel = Pixel(r: 20, g: 40, b: 200, a: 255)) throws -> Pixmap {
        var p = try Pixmap(width: w, height: h, fill: background)
        for y in y0..<min(h, y0 + size) { for x in x0..<min(w, x0 + size) { p.setPixel(x: x, y: y, Pixel(r: 250, g: 200, b: 10, a: 255)) } }
        p.setPixel(x: 0, y: 0, Pixel(r: 100, g: 50, b: 0, a: 200))   // translucent: drawn opaque, unpremultiplied
        p.setPixel(x: w - 1, y: h - 1, Pixel(r: 10, g: 10, b: 10, a: 100))   // alpha < 128: transparent
        return p
    }

    static func allModes() -> [GIFEncoder] {
        var out: [GIFEncoder] = []
        for palette in [GIFEncoder.PaletteMode.global, .firstFrame, .perFrame] {
            for diff in [true, false] {
                for dither in [GIFEncoder.Dithering.none, .floydSteinberg, .ordered] {
                    out.append(GIFEncoder(palette: palette, dithering: dither, loopCount: 0, differencing: diff))
                }
            }
        }
        return out
    }

    @Test(arguments: allModes()) func fewColourAnimationRoundTripsExactly(encoder: GIFEncoder) throws {
        let frames = try (0..<6).map { GIFEncoder.Frame(pixmap: try Self.scene(23, 17, squareAt: $0 * 3, $0 * 2), duration: 0.05) }
        let gif = try TestGIF(encoder.encode(frames))
        #expect(gif.width == 23 && gif.height == 17)
        #expect(gif.frames.count == 6)
        for (f, d) in zip(frames, gif.frames) {
            #expect(d.canvas == f.pixmap.gifVisible)
            #expect(d.delay == 5)
        }
        #expect(gif.netscapeLoops == 0)
        #expect(gif.frames.allSatisfy { $0.hasLocalTable == (encoder.palette == .perFrame) })
    }

    @Test func translucentPixelsAreUnpremultipliedAndLowAlphaIsTransparent() throws {
        let p = try Self.scene(8, 8, squareAt: 2, 2)
        let gif = try TestGIF(GIFEncoder().encode([.init(pixmap: p, duration: 1)]))
        #expect(gif.frames[0].canvas[0] == 0xFF00_40_80 | 0xFF00_0000)   // (100, 50, 0)·255/200 = (128, 64, 0)
        #expect(gif.frames[0].canvas[63] == 0)
    }

    @Test func differencingCropsToTheChangedRectangle() throws {
        let frames = try [0, 4].map { GIFEncoder.Frame(pixmap: try Self.scene(40, 30, squareAt: 10 + $0, 10), duration: 0.1) }
        let gif = try TestGIF(GIFEncoder().encode(frames))
        // The first frame covers the visible pixels (bottom-right one is transparent), the second only the square's move.
        #expect(gif.frames[0].rect == (0, 0, 40, 30))
        #expect(gif.frames[1].rect == (10, 10, 9, 5))
        let full = try TestGIF(GIFEncoder(differencing: false).encode(frames))
        #expect(full.frames[1].rect == (0, 0, 40, 30))
    }

    @Test func delaysCarryTheRoundingErrorSoTheTotalIsExact() throws {
        let frames = try (0..<12).map { GIFEncoder.Frame(pixmap: try Self.scene(12, 12, squareAt: $0, 0, size: 1), duration: 1.0 / 30) }
        let gif = try TestGIF(GIFEncoder().encode(frames))
        #expect(gif.frames.map(\.delay) == [3, 4, 3, 3, 4, 3, 3, 4, 3, 3, 4, 3])
        #expect(gif.frames.map(\.delay).reduce(0, +) == 40)
    }

    @Test func identicalFramesAreMergedWithDifferencingOnly() throws {
        let a = try Self.scene(10, 10, squareAt: 1, 1), b = try Self.scene(10, 10, squareAt: 3, 1)
        let frames = [GIFEncoder.Frame(pixmap: a, duration: 0.1), .init(pixmap: a, duration: 0.25), .init(pixmap: b, duration: 0.1)]
        let merged = try TestGIF(GIFEncoder().encode(frames))
        #expect(merged.frames.map(\.delay) == [35, 10])
        let plain = try TestGIF(GIFEncoder(differencing: false).encode(frames))
        #expect(plain.frames.map(\.delay) == [10, 25, 10])
    }

    @Test func loopCountIsTimesPlayed() throws {
        let f = [GIFEncoder.Frame(pixmap: try Self.scene(4, 4, squareAt: 0, 0), duration: 0.1)]
        #expect(try TestGIF(GIFEncoder(loopCount: 0).encode(f)).netscapeLoops == 0)
        #expect(try TestGIF(GIFEncoder(loopCount: 1).encode(f)).netscapeLoops == nil)
        #expect(try TestGIF(GIFEncoder(loopCount: 3).encode(f)).netscapeLoops == 2)
    }

    @Test(arguments: [true, false]) func visiblePixelsTurningTransparentAreCleared(differencing: Bool) throws {
        // Frame 1: opaque everywhere. Frame 2: transparent background with a square.
        // Drawing over the canvas cannot clear, so frame 1 must be disposed.
        let a = try Self.scene(16, 12, squareAt: 2, 2)
        let b = try Self.scene(16, 12, squareAt: 8, 4, background: .transparent)
        let c = try Self.scene(16, 12, squareAt: 9, 4, background: .transparent)
        let frames = [a, b, c, a].map { GIFEncoder.Frame(pixmap: $0, duration: 0.1) }
        let gif = try TestGIF(GIFEncoder(differencing: differencing).encode(frames))
        #expect(gif.frames.count == 4)
        for (f, d) in zip(frames, gif.frames) { #expect(d.canvas == f.pixmap.gifVisible) }
        #expect(gif.frames[0].disposal == 2)
    }

    @Test func manyColoursAreQuantisedCloselyAndDitheringKeepsTheMean() throws {
        var p = try Pixmap(width: 64, height: 64)
        for y in 0..<64 { for x in 0..<64 { p.setPixel(x: x, y: y, Pixel(r: UInt8(x * 4), g: UInt8(y * 4), b: UInt8((x + y) * 2), a: 255)) } }
        let want = p.gifVisible
        var results: [GIFEncoder.Dithering: [UInt32]] = [:]
        for dither in [GIFEncoder.Dithering.none, .floydSteinberg, .ordered] {
            let gif = try TestGIF(GIFEncoder(dithering: dither).encode([.init(pixmap: p, duration: 0.1)]))
            let got = gif.frames[0].canvas
            results[dither] = got
            var worst = 0, sum = 0
            for (u, v) in zip(want, got) {
                for s in [0, 8, 16] {
                    let d = Int((u >> UInt32(s)) & 0xFF) - Int((v >> UInt32(s)) & 0xFF)
                    worst = max(worst, abs(d)); sum += d
                }
            }
            #expect(worst <= 40, "\(dither): worst channel error \(worst)")
            // Mean signed error over 12,288 samples stays near zero.
            #expect(abs(Double(sum) / Double(want.count * 3)) < 2.0, "\(dither): mean error \(Double(sum) / Double(want.count * 3))")
        }
        // Each dithering really changes the picture.
        #expect(results[.none] != results[.floydSteinberg] && results[.none] != results[.ordered])
        #expect(results[.floydSteinberg] != results[.ordered])
    }

    @Test func invalidInputThrows() throws {
        let p = try Pixmap(width: 4, height: 4, fill: Pixel(r: 1, g: 2, b: 3, a: 255))
        #expect(throws: GIFError.invalidAnimation("no frames")) { try GIFEncoder().encode([]) }
        #expect(throws: GIFError.emptyImage) { try GIFEncoder().encode([.init(pixmap: try Pixmap(width: 0, height: 3), duration: 1)]) }
        #expect(throws: GIFError.self) { try GIFEncoder().encode([.init(pixmap: p, duration: 1), .init(pixmap: try Pixmap(width: 5, height: 4), duration: 1)]) }
        // Sizes are checked before anything is allocated.
        #expect(throws: GIFError.invalidAnimation("70000×1 exceeds GIF's 65535 limit")) {
            _ = try GIFAnimationWriter(width: 70_000, height: 1, encoder: GIFEncoder())
        }
        #expect(throws: GIFError.invalidAnimation("16384×16384 exceeds the encoder's limit of 67108864 pixels")) {
            _ = try GIFAnimationWriter(width: 16_384, height: 16_384, encoder: GIFEncoder())
        }
        for bad in [Double.nan, .infinity, -1] {
            #expect(throws: GIFError.invalidAnimation("frame duration \(bad)")) { try GIFEncoder().encode([.init(pixmap: p, duration: bad)]) }
        }
    }
}

@Suite struct GIFMinimumDelayTests {
    @Test func sixtyFramesPerSecondKeepsDelaysOfTwoCentisecondsAndTheExactTotal() throws {
        let frames = try (0..<12).map { GIFEncoder.Frame(pixmap: try GIFEncoderTests.scene(12, 12, squareAt: $0, 0, size: 1), duration: 1.0 / 60) }
        // Frame ends at 60 fps: 1.67, 3.33, 5, 6.67 … cs → rounded 2, 3, 5, 7, 8, 10, …: every delay of 1 is dropped.
        let gif = try TestGIF(GIFEncoder().encode(frames))
        #expect(gif.frames.map(\.delay) == [3, 2, 3, 2, 3, 2, 3, 2])
        #expect(gif.frames.map(\.delay).reduce(0, +) == 20)
        // The frames shown are the ones kept: 0, 2, 3, 5, 6, 8, 9, 11.
        for (d, k) in zip(gif.frames, [0, 2, 3, 5, 6, 8, 9, 11]) { #expect(d.canvas == frames[k].pixmap.gifVisible) }
        let every = try TestGIF(GIFEncoder(minimumDelay: 0).encode(frames))
        #expect(every.frames.map(\.delay) == [2, 1, 2, 2, 1, 2, 2, 1, 2, 2, 1, 2])
    }
}
