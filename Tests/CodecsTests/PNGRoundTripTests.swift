import Testing
import Raster
@testable import Codecs

@Suite struct PNGRoundTripTests {
    static func opaqueImage(_ w: Int, _ h: Int, seed: UInt64, gray: Bool = false) throws -> Pixmap {
        var rng = TestRNG(state: seed)
        var p = try Pixmap(width: w, height: h)
        for y in 0..<h { for x in 0..<w {
            // Smooth gradient plus noise so filters matter.
            let n = rng.byte() & 7
            let r = UInt8((x * 3 + y) & 0xFF) &+ n
            p.setPixel(x: x, y: y, gray ? Pixel(r: r, g: r, b: r, a: 255) : Pixel(r: r, g: UInt8(y & 0xFF), b: rng.byte(), a: 255))
        } }
        return p
    }

    static func alphaImage(_ w: Int, _ h: Int, seed: UInt64, gray: Bool = false) throws -> Pixmap {
        var rng = TestRNG(state: seed)
        var p = try Pixmap(width: w, height: h)
        for y in 0..<h { for x in 0..<w {
            let a = [0, 255, rng.byte()][Int(rng.next() % 3)]
            let c = { (v: UInt8) in UInt8(UInt16(v) % (UInt16(a) + 1)) }
            let r = c(rng.byte())
            p.setPixel(x: x, y: y, gray ? Pixel(r: r, g: r, b: r, a: a) : Pixel(r: r, g: c(rng.byte()), b: c(rng.byte()), a: a))
        } }
        return p
    }

    static let encoders: [PNGEncoder] = [.standard, .fast] + [PNGEncoder.FilterStrategy.none, .sub, .up, .average, .paeth, .adaptive]
        .flatMap { f in [PNGEncoder(compressionLevel: 9, filter: f, colorOutput: .rgba), PNGEncoder(compressionLevel: 0, filter: f)] }

    @Test(arguments: encoders) func opaqueIsLossless(encoder: PNGEncoder) throws {
        for gray in [false, true] {
            let image = try Self.opaqueImage(37, 23, seed: 1, gray: gray)
            let back = try PNGDecoder().decode(try encoder.encode(image))
            #expect(back.width == 37 && back.height == 23)
            #expect(back.storage == image.storage)
        }
    }

    @Test(arguments: encoders) func alphaIsLossless(encoder: PNGEncoder) throws {
        for gray in [false, true] {
            let image = try Self.alphaImage(29, 17, seed: 2, gray: gray)
            let back = try PNGDecoder().decode(try encoder.encode(image))
            #expect(back.storage == image.storage)
        }
    }

    @Test func everyPremultipliedPixelSurvives() throws {
        // All 256·257/2 (c ≤ a) combinations for one channel, carried in R, G and B.
        var values: [Pixel] = []
        for a in 0...255 { for c in 0...a { values.append(Pixel(r: UInt8(c), g: UInt8(a - c), b: UInt8(c / 2), a: UInt8(a))) } }
        var p = try Pixmap(width: 256, height: (values.count + 255) / 256)
        for (i, v) in values.enumerated() { p.setPixel(x: i % 256, y: i / 256, v) }
        let back = try PNGDecoder().decode(try PNGEncoder.fast.encode(p))
        #expect(back.storage == p.storage)
    }

    @Test func fullyTransparentReadsBackAsZero() throws {
        let p = try Pixmap(width: 5, height: 4)
        let back = try PNGDecoder().decode(try PNGEncoder.standard.encode(p))
        #expect(back.storage.allSatisfy { $0 == 0 })
    }

    /// The colour type byte of an encoded file's IHDR.
    static func colorType(_ png: [UInt8]) -> UInt8 { png[8 + 8 + 9] }

    @Test func automaticColorTypeChoosesSmallest() throws {
        let auto = PNGEncoder(colorOutput: .automatic)
        #expect(Self.colorType(try auto.encode(try Self.opaqueImage(8, 8, seed: 3, gray: true))) == 0)
        #expect(Self.colorType(try auto.encode(try Self.opaqueImage(8, 8, seed: 3))) == 2)
        #expect(Self.colorType(try auto.encode(try Self.alphaImage(8, 8, seed: 3, gray: true))) == 4)
        #expect(Self.colorType(try auto.encode(try Self.alphaImage(8, 8, seed: 3))) == 6)
        #expect(Self.colorType(try PNGEncoder.fast.encode(try Self.opaqueImage(8, 8, seed: 3, gray: true))) == 6)
    }

    @Test func fileStructure() throws {
        let png = try PNGEncoder.standard.encode(try Self.opaqueImage(300, 200, seed: 4))
        #expect(Array(png[0..<8]) == TestPNG.signature)
        // Walk the chunks with the test's own CRC.
        var i = 8, types: [String] = []
        while i < png.count {
            let n = Int(png[i]) << 24 | Int(png[i + 1]) << 16 | Int(png[i + 2]) << 8 | Int(png[i + 3])
            let body = Array(png[(i + 4)..<(i + 8 + n)])
            #expect(Array(png[(i + 8 + n)..<(i + 12 + n)]) == TestPNG.be32(TestPNG.crc32(body)))
            types.append(String(decoding: body.prefix(4), as: UTF8.self))
            i += 12 + n
        }
        #expect(types.first == "IHDR" && types.last == "IEND" && types.dropFirst().dropLast().allSatisfy { $0 == "IDAT" })
        #expect(Array(png[16..<29]) == TestPNG.ihdr(300, 200, depth: 8, type: 2))
    }

    @Test func largeImageSpansSeveralIDATChunks() throws {
        var rng = TestRNG(state: 9)
        var p = try Pixmap(width: 700, height: 400)
        for y in 0..<400 { for x in 0..<700 { p.setPixel(x: x, y: y, Pixel(r: rng.byte(), g: rng.byte(), b: rng.byte(), a: 255)) } }
        let png = try PNGEncoder(compressionLevel: 0, filter: .none, colorOutput: .rgba).encode(p)
        #expect(png.count > 1 << 20)
        let back = try PNGDecoder().decode(png)
        #expect(back.storage == p.storage)
    }

    @Test func emptyPixmapIsRefused() throws {
        #expect(throws: PNGError.emptyImage) { try PNGEncoder.standard.encode(try Pixmap(width: 0, height: 3)) }
    }

    @Test func fastPresetCompressesBetterThanStored() throws {
        let image = try Self.opaqueImage(128, 128, seed: 5, gray: true)
        let fast = try PNGEncoder.fast.encode(image)
        let stored = try PNGEncoder(compressionLevel: 0, filter: .none, colorOutput: .rgba).encode(image)
        #expect(fast.count < stored.count / 2)
    }
}
