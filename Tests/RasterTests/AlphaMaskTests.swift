import Testing
@testable import Raster

@Suite struct AlphaMaskTests {
    static let base = Pixel(r: 200, g: 100, b: 50, a: 200)

    /// 2×2 mask with alphas 255, 128 / 0, 64 (colour channels arbitrary ≤ alpha).
    static func maskPixmap() -> Pixmap {
        Pixmap(width: 2, height: 2, pixels: [Pixel(r: 9, g: 9, b: 9, a: 255).packed, Pixel(r: 0, g: 128, b: 0, a: 128).packed,
                                             0, Pixel(r: 64, g: 0, b: 0, a: 64).packed])!
    }

    static func expectMaskedAt11(_ p: Pixmap) {
        for y in 0..<3 {
            for x in 0..<4 {
                let expected: Pixel
                switch (x, y) {
                case (1, 1): expected = base
                // round(200·128/255) = 100, round(100·128/255) = 50, round(50·128/255) = 25.
                case (2, 1): expected = Pixel(r: 100, g: 50, b: 25, a: 100)
                // round(200·64/255) = 50, round(100·64/255) = 25, round(50·64/255) = 13.
                case (2, 2): expected = Pixel(r: 50, g: 25, b: 13, a: 50)
                default: expected = .transparent
                }
                #expect(p.pixel(x: x, y: y) == expected, "(\(x), \(y))")
            }
        }
    }

    @Test func pixmapMaskMultipliesByAlphaExactly() throws {
        var p = try Pixmap(width: 4, height: 3, fill: AlphaMaskTests.base)
        p.multiplyAlpha(by: AlphaMaskTests.maskPixmap(), atX: 1, y: 1)
        AlphaMaskTests.expectMaskedAt11(p)
    }

    @Test func maskValuesMultiplyExactly() throws {
        var m = try Mask(width: 2, height: 2, fill: 0)
        m.values = [255, 128, 0, 64]
        var p = try Pixmap(width: 4, height: 3, fill: AlphaMaskTests.base)
        p.multiplyAlpha(by: m, atX: 1, y: 1)
        AlphaMaskTests.expectMaskedAt11(p)
        #expect(Mask(alphaOf: AlphaMaskTests.maskPixmap()).values == [255, 128, 0, 64])
    }

    @Test func offsetsOutsideClearEverything() throws {
        for (x, y) in [(Int.min, 0), (Int.max, 0), (0, Int.min), (0, Int.max), (-2, 0), (4, 0), (0, 3), (-5, -5)] {
            var p = try Pixmap(width: 4, height: 3, fill: AlphaMaskTests.base)
            p.multiplyAlpha(by: AlphaMaskTests.maskPixmap(), atX: x, y: y)
            #expect(p.storage.allSatisfy { $0 == 0 }, "offset (\(x), \(y))")
        }
        // Partly outside on the top-left: only mask pixel (1, 1) (alpha 64) lands on (0, 0).
        var p = try Pixmap(width: 4, height: 3, fill: AlphaMaskTests.base)
        p.multiplyAlpha(by: AlphaMaskTests.maskPixmap(), atX: -1, y: -1)
        #expect(p.pixel(x: 0, y: 0) == Pixel(r: 50, g: 25, b: 13, a: 50))
        #expect(p.storage.dropFirst().allSatisfy { $0 == 0 })
    }

    @Test func maskFromAlphaWindowPads() throws {
        let src = AlphaMaskTests.maskPixmap()
        let m = try Mask(alphaOf: src, x: -1, y: -2, width: 4, height: 5)
        #expect(m.values == [0, 0, 0, 0,
                             0, 0, 0, 0,
                             0, 255, 128, 0,
                             0, 0, 64, 0,
                             0, 0, 0, 0])
        #expect(try Mask(alphaOf: src, x: 5, y: 0, width: 3, height: 1).values == [0, 0, 0])
        #expect(throws: PixmapError.self) { try Mask(alphaOf: src, x: 0, y: 0, width: -1, height: 2) }
    }

    @Test func tintedPixmapFromMask() throws {
        var m = try Mask(width: 3, height: 1, fill: 0)
        m.values = [255, 128, 0]
        // Black at alpha 1/3 → premultiplied (0, 0, 0, 85); 85·128/255 = 42.67 → 43.
        let p = Pixmap(mask: m, color: Color(red: 0, green: 0, blue: 0, alpha: 1.0 / 3))
        #expect(p.storage == [Pixel(r: 0, g: 0, b: 0, a: 85).packed, Pixel(r: 0, g: 0, b: 0, a: 43).packed, 0])
        let red = Pixmap(mask: m, color: Color(red: 1, green: 0, blue: 0))
        #expect(red.pixel(x: 1, y: 0) == Pixel(r: 128, g: 0, b: 0, a: 128))
    }
}
