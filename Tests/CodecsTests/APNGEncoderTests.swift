import Testing
import Raster
@testable import Codecs

@Suite struct APNGEncoderTests {
    typealias T = TestPNG

    func chunks(_ png: [UInt8]) -> [(String, [UInt8])] { TestPNG.chunks(png) }
    func u32(_ d: [UInt8], _ i: Int) -> Int { TestPNG.u32(d, i) }

    func frame(_ k: Int) throws -> Pixmap {
        var p = try Pixmap(width: 6, height: 4)
        for y in 0..<4 { for x in 0..<6 { p.setPixel(x: x, y: y, Pixel(r: UInt8(x * 40), g: UInt8(k * 60), b: UInt8(y * 50), a: UInt8(120 + k * 40))) } }
        return p
    }

    @Test func chunkSequenceFramesAndDelays() throws {
        let frames = try (0..<3).map { APNGEncoder.Frame(pixmap: try frame($0), delay: 0.04 * Double($0 + 1)) }
        let png = try APNGEncoder(encoder: .fast, loopCount: 2).encode(frames)
        let cs = chunks(png)
        #expect(cs.map(\.0) == ["IHDR", "acTL", "fcTL", "IDAT", "fcTL", "fdAT", "fcTL", "fdAT", "IEND"])
        let actl = cs[1].1
        #expect(u32(actl, 0) == 3 && u32(actl, 4) == 2)
        // Sequence numbers over fcTL and fdAT: 0, 1, 2, 3, 4.
        let seqs = cs.filter { $0.0 == "fcTL" || $0.0 == "fdAT" }.map { u32($0.1, 0) }
        #expect(seqs == [0, 1, 2, 3, 4])
        let fctls = cs.filter { $0.0 == "fcTL" }.map(\.1)
        #expect(fctls.count == 3)
        for (k, f) in fctls.enumerated() {
            #expect(f.count == 26 && u32(f, 4) == 6 && u32(f, 8) == 4 && u32(f, 12) == 0 && u32(f, 16) == 0)
            #expect(Int(f[20]) << 8 | Int(f[21]) == 40 * (k + 1))   // delay numerator, ms
            #expect(Int(f[22]) << 8 | Int(f[23]) == 1000)
        }
        // The first frame is the still image; each fdAT payload is a valid frame.
        #expect(try PNGDecoder().decode(png).storage == (try frame(0)).storage)
        let ihdr = cs[0].1
        for (k, fdat) in cs.filter({ $0.0 == "fdAT" }).enumerated() {
            let still = T.file(ihdr: ihdr, zlib: Array(fdat.1.dropFirst(4)))
            #expect(try PNGDecoder().decode(still).storage == (try frame(k + 1)).storage)
        }
    }

    @Test func invalidAnimations() throws {
        #expect(throws: PNGError.invalidAnimation("no frames")) { try APNGEncoder().encode([]) }
        let a = try Pixmap(width: 2, height: 2), b = try Pixmap(width: 3, height: 2)
        #expect(throws: PNGError.self) {
            try APNGEncoder().encode([.init(pixmap: a, delay: 0.1), .init(pixmap: b, delay: 0.1)])
        }
        #expect(throws: PNGError.emptyImage) { try APNGEncoder().encode([.init(pixmap: try Pixmap(width: 0, height: 0), delay: 1)]) }
    }

    @Test func delaysClamp() throws {
        let p = try Pixmap(width: 1, height: 1)
        #expect(APNGEncoder.Frame(pixmap: p, delay: 1e9).delayNumerator == 65_535)
        #expect(APNGEncoder.Frame(pixmap: p, delay: -1).delayNumerator == 0)
        #expect(APNGEncoder.Frame(pixmap: p, delay: .nan).delayNumerator == 0)
    }
}
