import Testing
import CZlib
@testable import Codecs
import Raster

/// The two-piece parallel deflate: one valid zlib stream (checked by zlib's
/// own inflate, Adler-32 included), the same bytes every run, and PNGs that
/// round-trip exactly through it.
@Suite struct ZlibParallelTests {
    /// Inflates a complete zlib stream with zlib itself, requiring its end
    /// (and so a correct Adler-32) exactly after `count` bytes.
    func inflateWhole(_ data: [UInt8], count: Int) -> [UInt8]? {
        var stream = z_stream()
        guard inflateInit_(&stream, zlibVersion(), Int32(MemoryLayout<z_stream>.size)) == Z_OK else { return nil }
        defer { inflateEnd(&stream) }
        var out = [UInt8](repeating: 0, count: count + 1)
        var rc: Int32 = 0
        let produced: Int = data.withUnsafeBufferPointer { i in out.withUnsafeMutableBufferPointer { o in
            stream.next_in = UnsafeMutablePointer(mutating: i.baseAddress)
            stream.avail_in = UInt32(data.count)
            stream.next_out = o.baseAddress
            stream.avail_out = UInt32(o.count)
            rc = CZlib.inflate(&stream, Z_FINISH)
            return o.count - Int(stream.avail_out)
        } }
        guard rc == Z_STREAM_END, produced == count else { return nil }
        return Array(out[0..<count])
    }

    func sample(_ n: Int) -> [UInt8] {
        var x: UInt32 = 12345
        return (0..<n).map { i in
            x = x &* 1_103_515_245 &+ 12345
            return i % 7 == 0 ? UInt8(truncatingIfNeeded: x >> 16) : UInt8(truncatingIfNeeded: i / 97)
        }
    }

    @Test(arguments: [2, 3, 5])
    func piecesMakeOneValidStream(_ parts: Int) throws {
        let input = sample(1_500_000)
        let packed = try Zlib.deflateParallel(input, level: 1, strategy: Z_RLE, parts: parts)
        #expect(inflateWhole(packed, count: input.count) == input)
        let again = try Zlib.deflateParallel(input, level: 1, strategy: Z_RLE, parts: parts)
        #expect(again == packed)
        // Priming each piece with the 32 KB before it keeps the size within 1 % of one piece's.
        let single = try Zlib.deflateParallel(input, level: 1, strategy: Z_RLE, parts: 1)
        #expect(inflateWhole(single, count: input.count) == input)
        #expect(Double(packed.count) <= Double(single.count) * 1.01)
    }

    @Test func smallAndEmptyInputs() throws {
        for n in [0, 1, 100, 70_000] {
            let input = sample(n)
            let packed = try Zlib.deflateParallel(input, level: 6, strategy: Z_DEFAULT_STRATEGY, parts: 2)
            #expect(inflateWhole(packed, count: n) == input)
        }
    }

    @Test func largePNGsRoundTripExactly() throws {
        var p = try Pixmap(width: 1024, height: 512)
        for y in 0..<512 { for x in 0..<1024 {
            let a = UInt8((x + y) % 256)
            p.setPixel(x: x, y: y, Pixel(r: UInt8(x % 256) & a, g: UInt8(y % 256) & a, b: 0, a: a))
        } }
        for encoder in [PNGEncoder.fast, .standard] {
            let bytes = try encoder.encode(p)
            #expect(try PNGDecoder().decode(bytes).storage == p.storage)
        }
    }
}
