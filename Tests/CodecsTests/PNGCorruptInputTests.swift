import Testing
import Foundation
import Raster
@testable import Codecs

/// Bad input must throw a `PNGError`, never trap or hang.
@Suite struct PNGCorruptInputTests {
    typealias T = TestPNG

    func small() throws -> [UInt8] {
        var p = try Pixmap(width: 5, height: 4)
        for i in 0..<20 { p.setPixel(x: i % 5, y: i / 5, Pixel(r: UInt8(i * 3), g: UInt8(i), b: 0, a: UInt8(100 + i * 5))) }
        return try PNGEncoder.standard.encode(p)
    }

    @Test func truncatedAtEveryByte() throws {
        let full = try small()
        _ = try PNGDecoder().decode(full)
        for n in 0..<full.count {
            #expect(throws: PNGError.self, "prefix \(n)") { try PNGDecoder().decode(Array(full.prefix(n))) }
        }
    }

    @Test func flippedBitsAreCaught() throws {
        let full = try small()
        // Flip one bit in every byte after the signature: CRC, length or structure catches each.
        for i in 8..<full.count {
            var bad = full
            bad[i] ^= 0x10
            #expect(throws: PNGError.self, "byte \(i)") { try PNGDecoder().decode(bad) }
        }
    }

    @Test func badCRCNamesTheChunk() throws {
        var bad = try small()
        bad[8 + 8 + 13] ^= 1   // first byte of IHDR's CRC
        #expect(throws: PNGError.badCRC(chunk: "IHDR")) { try PNGDecoder().decode(bad) }
        var idat = try small()
        idat[idat.count - 12 - 1] ^= 0xFF   // last byte of IDAT's CRC
        #expect(throws: PNGError.badCRC(chunk: "IDAT")) { try PNGDecoder().decode(idat) }
    }

    @Test func notAPNG() {
        #expect(throws: PNGError.notPNG) { try PNGDecoder().decode(Array("GIF89a and more bytes".utf8)) }
        #expect(throws: PNGError.notPNG) { try PNGDecoder().decode([0x89, 0x50, 0x00]) }
    }

    func file(_ ihdr: [UInt8], before: [(String, [UInt8])] = [], zlib: [UInt8]? = nil) -> [UInt8] {
        T.file(ihdr: ihdr, before: before, zlib: zlib ?? T.stored([0, 1, 2, 3]))
    }

    @Test func badHeaderValues() {
        let cases: [[UInt8]] = [
            T.ihdr(0, 1, depth: 8, type: 0),
            T.ihdr(1, 0, depth: 8, type: 0),
            T.ihdr(1, 1, depth: 3, type: 0),
            T.ihdr(1, 1, depth: 4, type: 2),
            T.ihdr(1, 1, depth: 16, type: 3),
            T.ihdr(1, 1, depth: 8, type: 5),
            T.ihdr(1, 1, depth: 8, type: 0, interlace: 2),
            T.be32(1) + T.be32(1) + [8, 0, 1, 0, 0],   // compression method 1
            T.be32(1) + T.be32(1) + [8, 0, 0, 1, 0],   // filter method 1
            T.be32(0x8000_0000) + T.be32(1) + [8, 0, 0, 0, 0],
            Array(T.ihdr(1, 1, depth: 8, type: 0).prefix(12)),   // short IHDR
        ]
        for ihdr in cases {
            #expect(throws: PNGError.self, "\(ihdr)") { try PNGDecoder().decode(file(ihdr)) }
        }
        // IHDR not first.
        let swapped = T.signature + T.chunk("gAMA", [0, 0, 0, 1]) + T.chunk("IHDR", T.ihdr(1, 1, depth: 8, type: 0))
            + T.chunk("IDAT", T.stored([0, 0])) + T.chunk("IEND", [])
        #expect(throws: PNGError.self) { try PNGDecoder().decode(swapped) }
    }

    @Test func hugeDimensionsAreRefusedCheaply() {
        #expect(throws: PNGError.tooLarge(width: 16_385, height: 1)) {
            try PNGDecoder().decode(file(T.ihdr(16_385, 1, depth: 8, type: 0)))
        }
        #expect(throws: PNGError.tooLarge(width: 0x7FFF_FFFF, height: 0x7FFF_FFFF)) {
            try PNGDecoder().decode(file(T.ihdr(0x7FFF_FFFF, 0x7FFF_FFFF, depth: 8, type: 6)))
        }
        // Within the side limits but more than 1 GiB of raw 16-bit RGBA data.
        #expect(throws: PNGError.tooLarge(width: 16_384, height: 16_384)) {
            try PNGDecoder().decode(file(T.ihdr(16_384, 16_384, depth: 16, type: 6)))
        }
        // Allowed size, but a few compressed bytes cannot inflate to ~1 GiB: refused before allocating.
        #expect(throws: PNGError.self) { try PNGDecoder().decode(file(T.ihdr(16_000, 16_000, depth: 8, type: 6))) }
    }

    @Test func idatProblems() {
        let ihdr = T.ihdr(2, 2, depth: 8, type: 0)
        // Zero-length IDAT only.
        let empty = T.signature + T.chunk("IHDR", ihdr) + T.chunk("IDAT", []) + T.chunk("IEND", [])
        #expect(throws: PNGError.self) { try PNGDecoder().decode(empty) }
        // No IDAT at all.
        let none = T.signature + T.chunk("IHDR", ihdr) + T.chunk("IEND", [])
        #expect(throws: PNGError.self) { try PNGDecoder().decode(none) }
        // Garbage instead of zlib.
        #expect(throws: PNGError.self) { try PNGDecoder().decode(file(ihdr, zlib: [0xDE, 0xAD, 0xBE, 0xEF, 1, 2, 3, 4, 5])) }
        #expect(throws: PNGError.self) { try PNGDecoder().decode(file(ihdr, zlib: Array(repeating: 0xFF, count: 64))) }
        // Too little data (stream ends early), truncated stream, bad filter type.
        #expect(throws: PNGError.self) { try PNGDecoder().decode(file(ihdr, zlib: T.stored([0, 1, 2]))) }
        #expect(throws: PNGError.self) { try PNGDecoder().decode(file(ihdr, zlib: Array(T.stored([0, 1, 2, 0, 3, 4]).dropLast(7)))) }
        #expect(throws: PNGError.self) { try PNGDecoder().decode(file(ihdr, zlib: T.stored([5, 1, 2, 0, 3, 4]))) }
        // Non-consecutive IDATs.
        let z = T.stored([0, 1, 2, 0, 3, 4])
        let gap = T.signature + T.chunk("IHDR", ihdr) + T.chunk("IDAT", Array(z.prefix(4))) + T.chunk("tEXt", [65, 0, 66])
            + T.chunk("IDAT", Array(z.dropFirst(4))) + T.chunk("IEND", [])
        #expect(throws: PNGError.self) { try PNGDecoder().decode(gap) }
    }

    @Test func paletteProblems() {
        let ihdr = T.ihdr(2, 1, depth: 8, type: 3)
        let z = T.stored([0, 0, 2])
        #expect(throws: PNGError.self, "no PLTE") { try PNGDecoder().decode(file(ihdr, zlib: z)) }
        #expect(throws: PNGError.self, "index 2 of 2") {
            try PNGDecoder().decode(file(ihdr, before: [("PLTE", [1, 2, 3, 4, 5, 6])], zlib: z))
        }
        #expect(throws: PNGError.self, "PLTE length") { try PNGDecoder().decode(file(ihdr, before: [("PLTE", [1, 2])], zlib: z)) }
        #expect(throws: PNGError.self, "tRNS longer than PLTE") {
            try PNGDecoder().decode(file(ihdr, before: [("PLTE", [1, 2, 3]), ("tRNS", [1, 2])], zlib: T.stored([0, 0, 0])))
        }
        #expect(throws: PNGError.self, "tRNS with alpha") {
            try PNGDecoder().decode(file(T.ihdr(1, 1, depth: 8, type: 4), before: [("tRNS", [0, 0])], zlib: T.stored([0, 1, 2])))
        }
    }

    @Test func unknownCriticalChunk() {
        #expect(throws: PNGError.invalidChunk("unknown critical chunk ABCD")) {
            try PNGDecoder().decode(file(T.ihdr(1, 1, depth: 8, type: 0), before: [("ABCD", [])], zlib: T.stored([0, 7])))
        }
    }

    @Test func nonLetterChunkTypeAndPresetDictionary() {
        #expect(throws: PNGError.self) {
            try PNGDecoder().decode(file(T.ihdr(1, 1, depth: 8, type: 0), before: [("a1cd", [])], zlib: T.stored([0, 7])))
        }
        // FDICT bit set in the zlib header (0x78 0x20 + check bits → 0x78 0xBB) with a dictionary id.
        #expect(throws: PNGError.self) {
            try PNGDecoder().decode(file(T.ihdr(1, 1, depth: 8, type: 0), zlib: [0x78, 0xBB, 0, 0, 0, 1, 1, 2, 0, 0xFD, 0xFF, 0, 7]))
        }
    }

    @Test func randomGarbageNeverTraps() {
        var rng = TestRNG(state: 77)
        let header = T.signature + T.chunk("IHDR", T.ihdr(4, 4, depth: 8, type: 6))
        for _ in 0..<300 {
            let tail = (0..<Int(rng.next() % 200)).map { _ in rng.byte() }
            #expect(throws: PNGError.self) { try PNGDecoder().decode(header + tail) }
        }
    }

    /// Mutations inside IDAT with the CRC fixed up reach zlib, the filters and
    /// the sample expansion: decoding either succeeds or throws, never traps.
    @Test func mutatedImageDataWithValidCRCs() throws {
        var rng = TestRNG(state: 31)
        let samples = (0..<9).map { y in (0..<13).map { x in [(x + y) % 4] } }
        let raw = T.raw(samples, depth: 2, interlace: true)
        let ihdr = T.ihdr(13, 9, depth: 2, type: 3, interlace: 1)
        let plte: [UInt8] = [0, 0, 0, 9, 9, 9, 50, 50, 50, 99, 99, 99]
        for compressed in [T.stored(raw), try Zlib.deflate(raw, level: 9, strategy: 0)] {
            for _ in 0..<400 {
                var z = compressed
                for _ in 0..<(1 + Int(rng.next() % 3)) { z[Int(rng.next() % UInt64(z.count))] ^= UInt8(1 + rng.next() % 255) }
                let png = T.file(ihdr: ihdr, before: [("PLTE", plte)], zlib: z)
                do { _ = try PNGDecoder().decode(png) } catch { #expect(!error.description.isEmpty) }
            }
        }
    }

    @Test func errorsDescribeThemselves() {
        #expect(PNGError.badCRC(chunk: "IDAT").description.contains("IDAT"))
        #expect(PNGError.tooLarge(width: 1, height: 2).description.contains("1×2"))
    }
}

/// The fuzzer's committed seed corpus (Fuzz/png/corpus): every well-formed
/// seed decodes, and every malformed one (`bad-*`) is refused with a
/// `PNGError` — so the seeds start the fuzzer where they claim to.
@Suite struct PNGFuzzSeedCorpusTests {
    static let directory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fuzz/png/corpus")

    static func seeds() throws -> [(name: String, bytes: [UInt8])] {
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasSuffix(".png") }.sorted()
        return try names.map { ($0, [UInt8](try Data(contentsOf: directory.appendingPathComponent($0)))) }
    }

    @Test func wellFormedSeedsDecodeAndMalformedOnesThrow() throws {
        let seeds = try Self.seeds()
        #expect(seeds.count >= 60)                              // 28 from PNGEncoder, the rest from make-corpus.py
        var decoded = 0, refused = 0
        for (name, bytes) in seeds {
            let result = Result { () throws(PNGError) in try PNGDecoder().decode(bytes) }
            if name.hasPrefix("bad-") {
                if case .success = result { Issue.record("\(name) decoded") } else { refused += 1 }
            } else {
                switch result {
                case .success(let p): #expect(p.width > 0 && p.height > 0, "\(name)"); decoded += 1
                case .failure(let e): Issue.record("\(name): \(e)")
                }
            }
        }
        #expect(refused == 17 && decoded == seeds.count - 17)  // make-corpus.py writes 17 malformed files
    }
}
