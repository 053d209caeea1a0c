import Testing
import Raster
@testable import Codecs

/// A tiny, independent PNG writer for tests: own CRC-32, own Adler-32 and zlib
/// "stored" blocks (no compression), so hand-built files do not depend on the
/// code under test.
enum TestPNG {
    static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var c: UInt32 = 0xFFFF_FFFF
        for b in bytes {
            c ^= UInt32(b)
            for _ in 0..<8 { c = c & 1 == 1 ? (c >> 1) ^ 0xEDB8_8320 : c >> 1 }
        }
        return ~c
    }

    static func be32(_ v: UInt32) -> [UInt8] {
        [UInt8(v >> 24), UInt8((v >> 16) & 0xFF), UInt8((v >> 8) & 0xFF), UInt8(v & 0xFF)]
    }

    static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let body = Array(type.utf8) + data
        return be32(UInt32(data.count)) + body + be32(crc32(body))
    }

    /// A zlib stream of stored blocks (at most `blockSize` bytes each).
    static func stored(_ data: [UInt8], blockSize: Int = 65_535) -> [UInt8] {
        var out: [UInt8] = [0x78, 0x01]
        var i = 0
        repeat {
            let n = min(blockSize, data.count - i)
            let final: UInt8 = i + n == data.count ? 1 : 0
            out += [final, UInt8(n & 0xFF), UInt8(n >> 8), UInt8(~n & 0xFF), UInt8((~n >> 8) & 0xFF)]
            out += data[i..<(i + n)]
            i += n
        } while i < data.count
        var a: UInt32 = 1, b: UInt32 = 0
        for x in data { a = (a + UInt32(x)) % 65_521; b = (b + a) % 65_521 }
        return out + be32(b << 16 | a)
    }

    static func ihdr(_ w: Int, _ h: Int, depth: Int, type: Int, interlace: Int = 0) -> [UInt8] {
        be32(UInt32(w)) + be32(UInt32(h)) + [UInt8(depth), UInt8(type), 0, 0, UInt8(interlace)]
    }

    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// (type, data) of every chunk of a PNG file, expecting each CRC to match
    /// (the test's own CRC) and the chunks to end exactly at the file's end.
    static func chunks(_ png: [UInt8]) -> [(String, [UInt8])] {
        var i = 8, out: [(String, [UInt8])] = []
        while i + 12 <= png.count {
            let n = Int(u32(png, i))
            let body = Array(png[(i + 4)..<(i + 8 + n)])
            #expect(Array(png[(i + 8 + n)..<(i + 12 + n)]) == be32(crc32(body)))
            out.append((String(decoding: body.prefix(4), as: UTF8.self), Array(body.dropFirst(4))))
            i += 12 + n
        }
        #expect(i == png.count)
        return out
    }

    /// The big-endian 32-bit value at `i`.
    static func u32(_ d: [UInt8], _ i: Int) -> Int { Int(d[i]) << 24 | Int(d[i + 1]) << 16 | Int(d[i + 2]) << 8 | Int(d[i + 3]) }

    /// A whole file: IHDR, `before` chunks, the zlib stream split over
    /// `idatPieces` IDAT chunks, IEND.
    static func file(ihdr: [UInt8], before: [(String, [UInt8])] = [], zlib: [UInt8], idatPieces: Int = 1) -> [UInt8] {
        var out = signature + chunk("IHDR", ihdr)
        for (t, d) in before { out += chunk(t, d) }
        let step = max(1, (zlib.count + idatPieces - 1) / idatPieces)
        var i = 0
        while i < zlib.count { out += chunk("IDAT", Array(zlib[i..<min(zlib.count, i + step)])); i += step }
        return out + chunk("IEND", [])
    }

    /// Packs one row of samples MSB-first at `depth` bits (16 = big-endian pairs).
    static func pack(_ samples: [Int], depth: Int) -> [UInt8] {
        if depth == 16 { return samples.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] } }
        if depth == 8 { return samples.map { UInt8($0) } }
        var out = [UInt8](repeating: 0, count: (samples.count * depth + 7) / 8)
        for (n, s) in samples.enumerated() {
            let bit = n * depth
            out[bit / 8] |= UInt8(s << (8 - depth - bit % 8))
        }
        return out
    }

    /// Unfiltered raw image data (filter byte 0 on every row), optionally Adam7.
    /// `pixels[y][x]` is the list of samples of one pixel.
    static func raw(_ pixels: [[[Int]]], depth: Int, interlace: Bool) -> [UInt8] {
        let h = pixels.count, w = pixels.first?.count ?? 0
        let passes = interlace
            ? [(0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2)]
            : [(0, 0, 1, 1)]
        var out: [UInt8] = []
        for (xs, ys, dx, dy) in passes {
            guard xs < w, ys < h else { continue }
            for y in stride(from: ys, to: h, by: dy) {
                let row = stride(from: xs, to: w, by: dx).flatMap { pixels[y][$0] }
                out += [0] + pack(row, depth: depth)
            }
        }
        return out
    }

    /// The premultiplied pixel of straight 8-bit channels (via Raster's `Color`).
    static func px(_ r: Int, _ g: Int, _ b: Int, _ a: Int = 255) -> Pixel {
        Color(r8: UInt8(r), g8: UInt8(g), b8: UInt8(b), a8: UInt8(a)).pixel
    }

    /// All pixels of a pixmap, row-major.
    static func pixels(_ p: Pixmap) -> [Pixel] { p.storage.map { Pixel(packed: $0) } }
}

/// SplitMix64 for deterministic test images.
struct TestRNG {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
    mutating func byte() -> UInt8 { UInt8(truncatingIfNeeded: next()) }
}
