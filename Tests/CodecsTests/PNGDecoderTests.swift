import Testing
import Raster
@testable import Codecs

/// Hand-built files: every colour type, bit depth, palette/tRNS, Adam7, each filter.
@Suite struct PNGDecoderTests {
    typealias T = TestPNG

    /// Decodes a hand-built image of `samples[y][x]` (per-pixel sample lists).
    func decode(_ samples: [[[Int]]], depth: Int, type: Int, interlace: Bool = false,
                before: [(String, [UInt8])] = [], idatPieces: Int = 1) throws -> Pixmap {
        let raw = T.raw(samples, depth: depth, interlace: interlace)
        let file = T.file(ihdr: T.ihdr(samples[0].count, samples.count, depth: depth, type: type, interlace: interlace ? 1 : 0),
                          before: before, zlib: T.stored(raw, blockSize: 7), idatPieces: idatPieces)
        return try PNGDecoder().decode(file)
    }

    @Test(arguments: [1, 2, 4, 8, 16]) func grayEveryDepth(depth: Int) throws {
        let maxV = (1 << depth) - 1
        let w = 11, h = 3
        let samples = (0..<h).map { y in (0..<w).map { x in [(x * 7 + y * 3) % (maxV + 1)] } }
        let p = try decode(samples, depth: depth, type: 0)
        for y in 0..<h { for x in 0..<w {
            let v = samples[y][x][0]
            let g = depth == 16 ? Int((Double(v) * 255 / 65535).rounded()) : v * 255 / maxV
            #expect(p.pixel(x: x, y: y) == T.px(g, g, g), "depth \(depth) at \(x),\(y)")
        } }
    }

    @Test func grayWithTransparentKey() throws {
        let p = try decode([[[0], [1], [2], [3]]], depth: 2, type: 0, before: [("tRNS", [0, 2])])
        #expect(T.pixels(p) == [T.px(0, 0, 0), T.px(85, 85, 85), .transparent, T.px(255, 255, 255)])
        let p16 = try decode([[[0x1234], [0x1235]]], depth: 16, type: 0, before: [("tRNS", [0x12, 0x34])])
        #expect(T.pixels(p16) == [.transparent, T.px(0x12, 0x12, 0x12)])
    }

    @Test func rgb8And16WithKey() throws {
        let p = try decode([[[10, 20, 30], [40, 50, 60]]], depth: 8, type: 2, before: [("tRNS", [0, 40, 0, 50, 0, 60])])
        #expect(T.pixels(p) == [T.px(10, 20, 30), .transparent])
        let p16 = try decode([[[0xFFFF, 0x8000, 0x0080], [0x0101, 0x0202, 0x0303]]], depth: 16, type: 2)
        #expect(T.pixels(p16) == [T.px(255, 128, 0), T.px(1, 2, 3)])
    }

    @Test(arguments: [1, 2, 4, 8]) func paletteWithTRNS(depth: Int) throws {
        let n = min(1 << depth, 6)
        var plte: [UInt8] = []
        for i in 0..<n { plte += [UInt8(40 * i), UInt8(255 - 40 * i), UInt8(7 * i)] }
        let trns: [UInt8] = [0, 128]   // entry 0 transparent, 1 half, rest opaque
        let w = 9
        let samples = [(0..<w).map { [$0 % n] }]
        let p = try decode(samples, depth: depth, type: 3, before: [("PLTE", plte), ("tRNS", trns)])
        for x in 0..<w {
            let i = x % n
            let a = i < trns.count ? Int(trns[i]) : 255
            #expect(p.pixel(x: x, y: 0) == T.px(40 * i, 255 - 40 * i, 7 * i, a), "depth \(depth) x \(x)")
        }
    }

    @Test func paletteWithoutTRNSIsOpaque() throws {
        let p = try decode([[[1], [0]]], depth: 8, type: 3, before: [("PLTE", [1, 2, 3, 4, 5, 6])])
        #expect(T.pixels(p) == [T.px(4, 5, 6), T.px(1, 2, 3)])
    }

    @Test func grayAlpha8And16() throws {
        let p = try decode([[[200, 128], [50, 0], [255, 255]]], depth: 8, type: 4)
        #expect(T.pixels(p) == [T.px(200, 200, 200, 128), .transparent, T.px(255, 255, 255)])
        let p16 = try decode([[[0xC8C8, 0x8080]]], depth: 16, type: 4)
        #expect(T.pixels(p16) == [T.px(200, 200, 200, 128)])
    }

    @Test func rgba8And16() throws {
        let p = try decode([[[255, 0, 128, 64], [1, 2, 3, 255], [9, 9, 9, 0]]], depth: 8, type: 6)
        #expect(T.pixels(p) == [T.px(255, 0, 128, 64), T.px(1, 2, 3), .transparent])
        let p16 = try decode([[[0xFFFF, 0, 0x8080, 0x4040]]], depth: 16, type: 6)
        #expect(T.pixels(p16) == [T.px(255, 0, 128, 64)])
    }

    @Test(arguments: [(8, 6), (1, 0), (4, 3), (16, 2)]) func adam7MatchesPlain(depth: Int, type: Int) throws {
        let channels = [0: 1, 2: 3, 3: 1, 6: 4][type]!
        for (w, h) in [(1, 1), (3, 2), (9, 9), (17, 5)] {
            let maxV = type == 3 ? 3 : (1 << depth) - 1
            let samples = (0..<h).map { y in (0..<w).map { x in (0..<channels).map { c in (x * 31 + y * 17 + c * 5) % (maxV + 1) } } }
            let before: [(String, [UInt8])] = type == 3 ? [("PLTE", [0, 0, 0, 10, 20, 30, 40, 50, 60, 70, 80, 90])] : []
            let plain = try decode(samples, depth: depth, type: type, before: before)
            let laced = try decode(samples, depth: depth, type: type, interlace: true, before: before)
            #expect(plain.storage == laced.storage, "\(w)×\(h) depth \(depth) type \(type)")
        }
    }

    @Test func manyIDATsAndAncillaryChunks() throws {
        let samples = (0..<6).map { y in (0..<6).map { x in [x * 40, y * 40, 7] } }
        let reference = try decode(samples, depth: 8, type: 2)
        let split = try decode(samples, depth: 8, type: 2,
                               before: [("gAMA", [0, 0, 0xB1, 0x8F]), ("tEXt", Array("Comment\0hi".utf8)), ("prVt", [1, 2, 3])],
                               idatPieces: 40)
        #expect(split.storage == reference.storage)
        #expect(split.pixel(x: 2, y: 3) == T.px(80, 120, 7))
    }

    /// Every filter type on a 3×2 gray image, against hand-computed values.
    @Test func allFiveFilters() throws {
        // Target image: row 0 = [10, 20, 30], row 1 = [15, 40, 50].
        func run(_ rows: [[UInt8]]) throws -> [UInt8] {
            let file = T.file(ihdr: T.ihdr(3, 2, depth: 8, type: 0), zlib: T.stored(rows.flatMap { $0 }))
            return try PNGDecoder().decode(file).storage.map { UInt8($0 & 0xFF) }
        }
        let want: [UInt8] = [10, 20, 30, 15, 40, 50]
        #expect(try run([[0, 10, 20, 30], [0, 15, 40, 50]]) == want)
        #expect(try run([[1, 10, 10, 10], [1, 15, 25, 10]]) == want)                      // Sub
        #expect(try run([[2, 10, 20, 30], [2, 5, 20, 20]]) == want)                        // Up
        // Average: row 0 uses left/2: 10, 20-5=15, 30-10=20; row 1: 15-5=10, 40-(15+20)/2=23, 50-35=15.
        #expect(try run([[3, 10, 15, 20], [3, 10, 23, 15]]) == want)
        // Paeth: row 0 = Sub; row 1: x0 pred above 10 → 5; x1 a=15 b=20 c=10 p=25 → b=20 → 20;
        // x2 a=40 b=30 c=20 p=50 → a=40 → 10.
        #expect(try run([[4, 10, 10, 10], [4, 5, 20, 10]]) == want)
        // Wrap-around arithmetic: Sub with 200 + 100 = 300 mod 256 = 44.
        let file = T.file(ihdr: T.ihdr(2, 1, depth: 8, type: 0), zlib: T.stored([1, 200, 100]))
        #expect(try PNGDecoder().decode(file).pixel(x: 1, y: 0) == T.px(44, 44, 44))
    }

    @Test func decodesWhatZlibCompressed() throws {
        // A real deflate stream (from the encoder) with a sub-byte image.
        let raw = T.raw([[[1], [0], [1], [1], [0], [0], [1], [0], [1]]], depth: 1, interlace: false)
        let z = try Zlib.deflate(raw, level: 9, strategy: 0)
        let p = try PNGDecoder().decode(T.file(ihdr: T.ihdr(9, 1, depth: 1, type: 0), zlib: z))
        #expect(T.pixels(p).map { $0.r } == [255, 0, 255, 255, 0, 0, 255, 0, 255])
    }
}
