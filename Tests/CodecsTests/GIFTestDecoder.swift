import Raster

/// A small GIF decoder written for the tests only (independent of the
/// encoder's code): parses blocks, decodes LZW with its own table, and
/// composes frames on a canvas as a viewer does (disposal 1 keeps, 2 clears
/// the frame's rectangle to transparent).
struct TestGIF {
    struct DecodeError: Error, CustomStringConvertible { let description: String }

    struct Frame {
        /// The whole canvas after drawing this frame, as premultiplied pixels
        /// (transparent = 0, every visible pixel opaque).
        var canvas: [UInt32]
        /// Delay in centiseconds.
        var delay: Int
        var disposal: Int
        var rect: (x: Int, y: Int, w: Int, h: Int)
        var hasLocalTable: Bool
        /// Entries of the frame's colour table (local, else global).
        var tableSize: Int
    }

    var width = 0, height = 0
    /// The NETSCAPE2.0 repeat count, nil when there is no loop extension.
    var netscapeLoops: Int?
    var globalTable: [UInt32] = []
    var frames: [Frame] = []

    init(_ b: [UInt8]) throws {
        var p = 0
        func byte() throws -> Int {
            guard p < b.count else { throw DecodeError(description: "truncated at \(p)") }
            defer { p += 1 }
            return Int(b[p])
        }
        func u16() throws -> Int { let lo = try byte(); return lo | (try byte()) << 8 }
        func table(_ n: Int) throws -> [UInt32] {
            try (0..<n).map { _ in
                let r = try byte(), g = try byte(), bl = try byte()
                return UInt32(r) | UInt32(g) << 8 | UInt32(bl) << 16 | 0xFF00_0000
            }
        }
        func subBlocks() throws -> [UInt8] {
            var data: [UInt8] = []
            while true {
                let n = try byte()
                if n == 0 { return data }
                guard p + n <= b.count else { throw DecodeError(description: "sub-block past end") }
                data += b[p..<(p + n)]; p += n
            }
        }
        guard b.count >= 13, Array(b[0..<6]) == Array("GIF89a".utf8) else { throw DecodeError(description: "not GIF89a") }
        p = 6
        width = try u16(); height = try u16()
        let flags = try byte(); _ = try byte(); _ = try byte()
        if flags & 0x80 != 0 { globalTable = try table(1 << ((flags & 7) + 1)) }
        var canvas = [UInt32](repeating: 0, count: width * height)
        var delay = 0, disposal = 0, transparent: Int? = nil
        loop: while true {
            switch try byte() {
            case 0x21:
                let label = try byte()
                if label == 0xF9 {
                    let data = try subBlocks()
                    guard data.count == 4 else { throw DecodeError(description: "GCE size \(data.count)") }
                    disposal = Int(data[0] >> 2) & 7
                    transparent = data[0] & 1 != 0 ? Int(data[3]) : nil
                    delay = Int(data[1]) | Int(data[2]) << 8
                } else if label == 0xFF {
                    let data = try subBlocks()
                    if data.count == 14, Array(data[0..<11]) == Array("NETSCAPE2.0".utf8), data[11] == 1 {
                        netscapeLoops = Int(data[12]) | Int(data[13]) << 8
                    }
                } else { _ = try subBlocks() }
            case 0x2C:
                let x = try u16(), y = try u16(), w = try u16(), h = try u16()
                let f = try byte()
                guard f & 0x40 == 0 else { throw DecodeError(description: "interlaced frames are not expected") }
                let local = f & 0x80 != 0
                let colors = local ? try table(1 << ((f & 7) + 1)) : globalTable
                let minCode = try byte()
                let indices = try TestGIF.lzwDecode(try subBlocks(), minCodeSize: minCode, count: w * h)
                guard x + w <= width, y + h <= height else { throw DecodeError(description: "frame outside the screen") }
                for j in 0..<h {
                    for i in 0..<w {
                        let idx = Int(indices[j * w + i])
                        if idx == transparent { continue }
                        guard idx < colors.count else { throw DecodeError(description: "index \(idx) outside the table") }
                        canvas[(y + j) * width + x + i] = colors[idx]
                    }
                }
                frames.append(Frame(canvas: canvas, delay: delay, disposal: disposal, rect: (x, y, w, h), hasLocalTable: local,
                                    tableSize: colors.count))
                if disposal == 2 {
                    for j in 0..<h { for i in 0..<w { canvas[(y + j) * width + x + i] = 0 } }
                }
                delay = 0; disposal = 0; transparent = nil
            case 0x3B: break loop
            case let other: throw DecodeError(description: "unexpected block 0x\(String(other, radix: 16)) at \(p - 1)")
            }
        }
    }

    /// Decodes GIF LZW data to exactly `count` indices.
    static func lzwDecode(_ data: [UInt8], minCodeSize: Int, count: Int) throws -> [UInt8] {
        guard (2...8).contains(minCodeSize) else { throw DecodeError(description: "min code size \(minCodeSize)") }
        let clear = 1 << minCodeSize, end = clear + 1
        var prefix = [Int](repeating: -1, count: 4096)
        var suffix = [UInt8](repeating: 0, count: 4096)
        var firstByte = [UInt8](repeating: 0, count: 4096)
        for i in 0..<clear { suffix[i] = UInt8(i); firstByte[i] = UInt8(i) }
        var size = minCodeSize + 1, next = end + 1, prev = -1
        var bitPos = 0
        var out: [UInt8] = []
        func string(_ code: Int) -> [UInt8] {
            var s: [UInt8] = []
            var c = code
            while c >= 0 { s.append(suffix[c]); c = c < clear ? -1 : prefix[c] }
            return s.reversed()
        }
        while true {
            guard bitPos + size <= data.count * 8 else { throw DecodeError(description: "LZW data ends without an end code") }
            var code = 0
            for k in 0..<size where data[(bitPos + k) >> 3] & (1 << ((bitPos + k) & 7)) != 0 { code |= 1 << k }
            bitPos += size
            if code == clear { size = minCodeSize + 1; next = end + 1; prev = -1; continue }
            if code == end { break }
            if prev < 0 {
                guard code < clear else { throw DecodeError(description: "first code \(code) is not a literal") }
                out.append(UInt8(code)); prev = code; continue
            }
            let s: [UInt8]
            if code < next {
                s = string(code)
            } else if code == next {
                let p = string(prev); s = p + [p[0]]
            } else { throw DecodeError(description: "code \(code) beyond the table (\(next))") }
            out += s
            if next < 4096 {
                prefix[next] = prev; suffix[next] = s[0]; firstByte[next] = s[0]
                next += 1
                if next == 1 << size && size < 12 { size += 1 }
            }
            prev = code
        }
        guard out.count == count else { throw DecodeError(description: "LZW gave \(out.count) indices, expected \(count)") }
        return out
    }
}

extension Pixmap {
    /// The pixels as a GIF shows them: alpha < 128 transparent (0), others
    /// unpremultiplied and opaque.
    var gifVisible: [UInt32] {
        storage.map { p in
            let px = Pixel(packed: p)
            if px.a < 128 { return 0 }
            let u = px.unpremultiplied
            return UInt32(u.r) | UInt32(u.g) << 8 | UInt32(u.b) << 16 | 0xFF00_0000
        }
    }
}
