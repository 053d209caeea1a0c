import Testing
@testable import Raster

/// The C library's `wmemset` as a pixel fill (`WordFill`), used by
/// `Pixmap.clear` and by the solid blitter's long opaque runs.
@Suite struct WordFillTests {
    /// On Linux the lookup must succeed, or the wide paths below would
    /// silently fall back and these tests would only test the fallback.
    @Test func wmemsetIsFoundOnLinux() {
        #if os(Linux)
        #expect(WordFill.function != nil)
        #endif
    }

    /// Exactly `count` 32-bit words are written, whatever the alignment,
    /// with the full 32-bit pattern (alpha byte included).
    @Test func fillsExactlyTheWordsAtEveryLengthAndOffset() throws {
        let wmemset = try #require(WordFill.function)
        let color: UInt32 = 0xFF66_4D33, guardValue: UInt32 = 0x1234_5678
        for offset in 0..<4 {
            for count in [0, 1, 2, 3, 4, 5, 7, 8, 15, 16, 17, 31, 32, 33, 63, 64, 65, 127, 128, 129, 255, 1000, 4099] {
                var row = [UInt32](repeating: guardValue, count: offset + count + 8)
                row.withUnsafeMutableBufferPointer { _ = wmemset($0.baseAddress! + offset, color, count) }
                let expected = (0..<row.count).map { (offset..<offset + count).contains($0) ? color : guardValue }
                #expect(row == expected, "offset \(offset), count \(count)")
            }
        }
    }

    /// Opaque full-coverage runs of 32 pixels or more go to `wmemset`;
    /// shorter ones to `PixelMath.fill`. Both set exactly the run.
    @Test func solidBlitterRunsOnBothSidesOfTheWideThreshold() {
        let color: UInt32 = 0xFF10_2030, guardValue: UInt32 = 0x8040_2010
        for count in [31, 32, 33, 200] {
            let stride = count + 10
            var pixels = [UInt32](repeating: guardValue, count: stride * 3)
            pixels.withUnsafeMutableBufferPointer { buffer in
                var blitter = SolidOverBlitter(pixels: buffer.baseAddress!, stride: stride, color: color,
                                               div255: PixelMath.Quad(repeating: 257))
                blitter.blitRun(x: 3, y: 1, count: count, coverage: 255)
            }
            let expected = (0..<pixels.count).map { (stride + 3..<stride + 3 + count).contains($0) ? color : guardValue }
            #expect(pixels == expected, "count \(count)")
        }
    }

    /// `Pixmap.clear` leaves every pixel at the colour (the last one too).
    @Test func clearSetsEveryPixel() throws {
        var pixmap = try Pixmap(width: 1283, height: 7)
        let pixel = Pixel(r: 10, g: 20, b: 30, a: 255)
        pixmap.clear(pixel)
        #expect(pixmap.pixel(x: 0, y: 0) == pixel)
        #expect(pixmap.pixel(x: 1282, y: 6) == pixel)
        #expect((0..<7).allSatisfy { y in (0..<1283).allSatisfy { pixmap.pixel(x: $0, y: y) == pixel } })
    }
}
