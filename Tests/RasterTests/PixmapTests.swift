import Testing
@testable import Raster

@Suite struct PixmapTests {
    @Test func sizesAndLimits() throws {
        let p = try Pixmap(width: 3, height: 2)
        #expect(p.storage.count == 6 && p.stride == 3)
        #expect(throws: PixmapError.negativeSize(width: -1, height: 5)) { try Pixmap(width: -1, height: 5) }
        #expect(throws: PixmapError.tooLarge(width: 20_000, height: 1)) { try Pixmap(width: 20_000, height: 1) }
        #expect(throws: PixmapError.tooLarge(width: Int.max, height: Int.max)) { try Pixmap(width: Int.max, height: Int.max) }
        #expect(throws: PixmapError.self) { try Mask(width: 1, height: -3) }
        let empty = try Pixmap(width: 0, height: 0)
        #expect(empty.storage.isEmpty)
    }

    @Test func pixelsAndExport() throws {
        var p = try Pixmap(width: 2, height: 2)
        p.setPixel(x: 1, y: 0, Pixel(r: 64, g: 32, b: 0, a: 128))
        p.setPixel(x: 5, y: 5, Pixel(r: 1, g: 1, b: 1, a: 1))  // ignored
        #expect(p.pixel(x: 1, y: 0) == Pixel(r: 64, g: 32, b: 0, a: 128))
        #expect(p.pixel(x: 2, y: 0) == nil)
        let straight = p.unpremultipliedRGBA()
        // 64·255/128 = 127.5 → 128 (rounded), 32·255/128 = 63.75 → 64.
        #expect(Array(straight[4..<8]) == [128, 64, 0, 128])
        #expect(Array(p.premultipliedRGBA()[4..<8]) == [64, 32, 0, 128])
        p.clear(Pixel(r: 9, g: 9, b: 9, a: 9))
        #expect(p.storage.allSatisfy { $0 == Pixel(r: 9, g: 9, b: 9, a: 9).packed })
    }

    @Test func colorToPixelPremultiplies() {
        #expect(Color(red: 1, green: 0.5, blue: 0, alpha: 0.5).pixel == Pixel(r: 128, g: 64, b: 0, a: 128))
        #expect(Color(red: .nan, green: 2, blue: -1, alpha: 1).pixel == Pixel(r: 0, g: 255, b: 0, a: 255))
    }
}
