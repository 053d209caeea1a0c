import Codecs
import CZlib
import Foundation
import Raster

/// A frame as the viewer's WebSocket carries it (one binary message): the
/// rectangles of the canvas that changed since the previous frame of the
/// same player, as raw premultiplied RGBA rows (optionally zlib-compressed,
/// one stream per rectangle). The page draws each rectangle with
/// `putImageData`; the first frame of a run (a key frame) covers the whole
/// canvas. Not Apple API.
///
/// Layout, little-endian:
///
/// | offset | size | field |
/// |---|---|---|
/// | 0 | 1 | `kind` = 0x46 ("F") |
/// | 1 | 1 | flags: bit 0 zlib, bit 1 key frame |
/// | 2 | 2 | rectangle count n |
/// | 4 | 4 | frame number |
/// | 8 | 8 | scene time (Float64, seconds) |
/// | 16 | 2, 2 | canvas width, height in pixels |
/// | 20 | 12 · n | per rectangle: x, y, width, height (UInt16 each), payload bytes (UInt32) |
/// | 20 + 12 n | … | the payloads, in order |
///
/// A payload is `width · height · 4` bytes R, G, B, A per pixel, rows top
/// first, colour premultiplied by alpha (exactly the renderer's pixels), or
/// that compressed as one zlib stream.
public struct FrameMessage: Sendable, Equatable {
    /// The message's first byte.
    public static let kind: UInt8 = 0x46
    /// Bytes before the rectangle table.
    public static let headerSize = 20
    /// Bytes per rectangle in the table.
    public static let rectEntrySize = 12

    /// One changed rectangle and its pixels (uncompressed, premultiplied RGBA).
    public struct Patch: Sendable, Equatable {
        /// Where the pixels go, in canvas pixels.
        public var rect: PixelRect
        /// `rect.width · rect.height · 4` bytes, rows top first.
        public var rgba: [UInt8]

        /// A patch of `rgba` at `rect`.
        public init(rect: PixelRect, rgba: [UInt8]) {
            self.rect = rect
            self.rgba = rgba
        }
    }

    /// The frame's number in its player's run (from 0; restarts count on).
    public var number: UInt32
    /// The scene time shown.
    public var time: Double
    /// The canvas size in pixels.
    public var width: Int
    /// The canvas size in pixels.
    public var height: Int
    /// Whether the patches cover the whole canvas (the page may clear first).
    public var isKeyFrame: Bool
    /// The changed rectangles.
    public var patches: [Patch]

    /// A frame message. See the properties.
    public init(number: UInt32, time: Double, width: Int, height: Int, isKeyFrame: Bool, patches: [Patch]) {
        self.number = number
        self.time = time
        self.width = width
        self.height = height
        self.isKeyFrame = isKeyFrame
        self.patches = patches
    }

    /// The patches of `pixmap` inside `damage` (nil: the whole pixmap, a key
    /// frame). Rectangles are clipped to the pixmap; empty ones dropped.
    public init(number: UInt32, time: Double, pixmap: Pixmap, damage: [PixelRect]?) {
        let bounds = PixelRect(x: 0, y: 0, width: pixmap.width, height: pixmap.height)
        let rects = (damage ?? [bounds]).map { $0.intersection(bounds) }.filter { $0.width > 0 && $0.height > 0 }
        self.init(number: number, time: time, width: pixmap.width, height: pixmap.height, isKeyFrame: damage == nil,
                  patches: rects.map { Patch(rect: $0, rgba: Self.rows(of: pixmap, in: $0)) })
    }

    /// The premultiplied RGBA bytes of `rect` (inside `pixmap`).
    static func rows(of pixmap: Pixmap, in rect: PixelRect) -> [UInt8] {
        let rowBytes = rect.width * 4
        var out = [UInt8](repeating: 0, count: rowBytes * rect.height)
        pixmap.storage.withUnsafeBytes { src in
            out.withUnsafeMutableBytes { dst in
                guard let s = src.baseAddress, let d = dst.baseAddress else { return }
                for row in 0..<rect.height {
                    // Pixels are packed r | g << 8 | b << 16 | a << 24: in
                    // memory (little-endian) the bytes R, G, B, A.
                    let from = ((rect.y + row) * pixmap.stride + rect.x) * 4
                    (d + row * rowBytes).copyMemory(from: s + from, byteCount: rowBytes)
                }
            }
        }
        #if _endian(big)
        for i in Swift.stride(from: 0, to: out.count, by: 4) { out[i..<i + 4].reverse() }
        #endif
        return out
    }

    /// The message's bytes; with `compressed`, each payload as a zlib
    /// stream at `level` (1 is fastest).
    public func encoded(compressed: Bool = false, level: Int = 1) throws -> [UInt8] {
        let payloads = try patches.map { compressed ? try Zlib.deflate($0.rgba, level: level, strategy: Z_RLE) : $0.rgba }
        var out: [UInt8] = []
        out.reserveCapacity(Self.headerSize + patches.count * Self.rectEntrySize + payloads.reduce(0) { $0 + $1.count })
        Self.appendHeader(number: number, time: time, width: width, height: height, isKeyFrame: isKeyFrame, compressed: compressed,
                          table: zip(patches, payloads).map { ($0.rect, $1.count) }, to: &out)
        for payload in payloads { out += payload }
        return out
    }

    /// Appends the raw (uncompressed) message for `pixmap` inside `damage`
    /// to `out` — the bytes `FrameMessage(number:time:pixmap:damage:).encoded()`
    /// gives — copying each row once, straight from the pixmap, into
    /// capacity reserved up front (the per-frame path of a render worker,
    /// which reuses `out`).
    public static func encodeRaw(number: UInt32, time: Double, pixmap: Pixmap, damage: [PixelRect]?, appendingTo out: inout [UInt8]) {
        let bounds = PixelRect(x: 0, y: 0, width: pixmap.width, height: pixmap.height)
        let rects = (damage ?? [bounds]).map { $0.intersection(bounds) }.filter { $0.width > 0 && $0.height > 0 }
        let table = rects.map { ($0, $0.width * $0.height * 4) }
        out.reserveCapacity(out.count + headerSize + rects.count * rectEntrySize + table.reduce(0) { $0 + $1.1 })
        appendHeader(number: number, time: time, width: pixmap.width, height: pixmap.height, isKeyFrame: damage == nil,
                     compressed: false, table: table, to: &out)
        pixmap.storage.withUnsafeBytes { src in
            guard let s = src.baseAddress else { return }
            for rect in rects {
                let rowBytes = rect.width * 4
                for row in 0..<rect.height {
                    // Pixels are packed r | g << 8 | b << 16 | a << 24: in
                    // memory (little-endian) the bytes R, G, B, A.
                    let from = ((rect.y + row) * pixmap.stride + rect.x) * 4
                    #if _endian(big)
                    let start = out.count
                    out.append(contentsOf: UnsafeRawBufferPointer(start: s + from, count: rowBytes))
                    for i in Swift.stride(from: start, to: out.count, by: 4) { out[i..<i + 4].reverse() }
                    #else
                    out.append(contentsOf: UnsafeRawBufferPointer(start: s + from, count: rowBytes))
                    #endif
                }
            }
        }
    }

    /// Appends the header and the rectangle table (rectangle, payload bytes).
    private static func appendHeader(number: UInt32, time: Double, width: Int, height: Int, isKeyFrame: Bool, compressed: Bool,
                                     table: [(PixelRect, Int)], to out: inout [UInt8]) {
        out.append(kind)
        out.append((compressed ? 1 : 0) | (isKeyFrame ? 2 : 0))
        append(UInt16(table.count), to: &out)
        append(number, to: &out)
        append(time.bitPattern, to: &out)
        append(UInt16(width), to: &out)
        append(UInt16(height), to: &out)
        for (rect, length) in table {
            append(UInt16(rect.x), to: &out)
            append(UInt16(rect.y), to: &out)
            append(UInt16(rect.width), to: &out)
            append(UInt16(rect.height), to: &out)
            append(UInt32(length), to: &out)
        }
    }

    /// Decodes a message (what the page does, for tests and tools). Throws
    /// `FrameMessageError` for anything malformed: a short or long message,
    /// a rectangle outside the canvas, a payload of the wrong size.
    public init(decoding bytes: [UInt8]) throws(FrameMessageError) {
        guard bytes.count >= Self.headerSize, bytes[0] == Self.kind else { throw .malformed("not a frame message") }
        let flags = bytes[1]
        let count = Int(Self.read(UInt16.self, bytes, 2))
        number = Self.read(UInt32.self, bytes, 4)
        time = Double(bitPattern: Self.read(UInt64.self, bytes, 8))
        width = Int(Self.read(UInt16.self, bytes, 16))
        height = Int(Self.read(UInt16.self, bytes, 18))
        isKeyFrame = flags & 2 != 0
        var offset = Self.headerSize + count * Self.rectEntrySize
        guard bytes.count >= offset else { throw .malformed("the rectangle table is cut short") }
        var patches: [Patch] = []
        for i in 0..<count {
            let e = Self.headerSize + i * Self.rectEntrySize
            let rect = PixelRect(x: Int(Self.read(UInt16.self, bytes, e)), y: Int(Self.read(UInt16.self, bytes, e + 2)),
                                 width: Int(Self.read(UInt16.self, bytes, e + 4)), height: Int(Self.read(UInt16.self, bytes, e + 6)))
            let length = Int(Self.read(UInt32.self, bytes, e + 8))
            guard rect.x + rect.width <= width, rect.y + rect.height <= height else { throw .malformed("rectangle \(rect) is outside the canvas") }
            guard offset + length <= bytes.count else { throw .malformed("payload \(i) is cut short") }
            let payload = Array(bytes[offset..<offset + length])
            offset += length
            let expected = rect.width * rect.height * 4
            let rgba: [UInt8]
            if flags & 1 != 0 {
                do { rgba = try Zlib.inflate(payload, expected: expected) } catch { throw .malformed("payload \(i): \(error)") }
            } else {
                rgba = payload
            }
            guard rgba.count == expected else { throw .malformed("payload \(i) has \(rgba.count) bytes, expected \(expected)") }
            patches.append(Patch(rect: rect, rgba: rgba))
        }
        guard offset == bytes.count else { throw .malformed("\(bytes.count - offset) bytes after the last payload") }
        self.patches = patches
    }

    /// Draws the patches into `canvas` (premultiplied RGBA bytes of
    /// `width · height` pixels), as the page's `putImageData` does.
    public func apply(to canvas: inout [UInt8]) {
        guard canvas.count == width * height * 4 else { return }
        for p in patches {
            let rowBytes = p.rect.width * 4
            for row in 0..<p.rect.height {
                let to = ((p.rect.y + row) * width + p.rect.x) * 4
                canvas.replaceSubrange(to..<to + rowBytes, with: p.rgba[row * rowBytes..<(row + 1) * rowBytes])
            }
        }
    }

    private static func append<T: FixedWidthInteger>(_ value: T, to out: inout [UInt8]) {
        withUnsafeBytes(of: value.littleEndian) { out.append(contentsOf: $0) }
    }

    private static func read<T: FixedWidthInteger>(_: T.Type, _ bytes: [UInt8], _ offset: Int) -> T {
        var v: T = 0
        for k in 0..<MemoryLayout<T>.size { v |= T(bytes[offset + k]) << (8 * k) }
        return v
    }
}

/// Why bytes are not a valid `FrameMessage`. Not Apple API.
public enum FrameMessageError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What is wrong.
    case malformed(String)

    public var description: String {
        switch self { case .malformed(let why): return "malformed frame message: \(why)" }
    }
}
