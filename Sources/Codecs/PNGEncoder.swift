import CZlib
import Raster

/// Writes `Pixmap`s as PNG files (8 bits per channel, not interlaced).
///
/// The pixmap's premultiplied pixels are un-premultiplied to the straight RGBA
/// PNG stores; decoding with `PNGDecoder` premultiplies again, which gives back
/// exactly the original pixels (fully transparent pixels are (0, 0, 0, 0) in a
/// pixmap anyway).
///
/// ```swift
/// let bytes = try PNGEncoder.fast.encode(frame)
/// ```
public struct PNGEncoder: Sendable {
    /// How each scanline is filtered before compression (PNG spec §9).
    public enum FilterStrategy: Sendable, Hashable {
        /// Filter type 0 on every row.
        case none
        /// Filter type 1 (difference from the pixel to the left) on every row.
        case sub
        /// Filter type 2 (difference from the pixel above) on every row.
        case up
        /// Filter type 3 (difference from the mean of left and above) on every row.
        case average
        /// Filter type 4 (Paeth predictor) on every row.
        case paeth
        /// Per row, the filter whose output has the minimum sum of absolute
        /// (signed-byte) values. Slowest, usually smallest.
        case adaptive
    }

    /// Which PNG colour type to write.
    public enum ColorOutput: Sendable, Hashable {
        /// Always RGBA (colour type 6).
        case rgba
        /// The smallest lossless type: gray (0) or RGB (2) when every pixel is
        /// opaque, gray+alpha (4) when every pixel is gray, else RGBA (6).
        /// Costs one pass over the pixels to decide.
        case automatic
    }

    /// zlib compression level, 0 (store) … 9 (smallest). Default 6.
    public var compressionLevel: Int
    /// Scanline filtering. Default `.adaptive`.
    public var filter: FilterStrategy
    /// Output colour type. Default `.automatic`.
    public var colorOutput: ColorOutput

    /// Creates an encoder.
    public init(compressionLevel: Int = 6, filter: FilterStrategy = .adaptive, colorOutput: ColorOutput = .automatic) {
        self.compressionLevel = compressionLevel
        self.filter = filter
        self.colorOutput = colorOutput
    }

    /// The default encoder: level 6, adaptive filtering, smallest colour type.
    public static let standard = PNGEncoder()

    /// A preset for video frames: zlib level 1, Up filter, always RGBA (no
    /// pre-pass over the pixels). Several times faster than `standard`.
    public static let fast = PNGEncoder(compressionLevel: 1, filter: .up, colorOutput: .rgba)

    /// Encodes `pixmap` as a complete PNG file (signature, IHDR, IDAT, IEND).
    ///
    /// - Throws: `PNGError.emptyImage` for a zero-width or zero-height pixmap,
    ///   `PNGError.zlib` if compression fails.
    public func encode(_ pixmap: Pixmap) throws(PNGError) -> [UInt8] {
        let (colorType, raw) = try rawImage(pixmap)
        return try encodeRaw(raw, width: pixmap.width, height: pixmap.height, colorType: colorType)
    }

    /// The colour type to write and the straight (un-premultiplied) pixels of
    /// `rect` (default: the whole pixmap) as consecutive unfiltered rows of
    /// that type. The colour type is chosen from the whole pixmap, so every
    /// sub-frame of an animation can share the header's.
    func rawImage(_ pixmap: Pixmap, rect: PixelRect? = nil) throws(PNGError) -> (colorType: UInt8, raw: [UInt8]) {
        guard pixmap.width > 0, pixmap.height > 0 else { throw .emptyImage }
        let box = rect ?? PixelRect(x: 0, y: 0, width: pixmap.width, height: pixmap.height)
        precondition(!box.isEmpty && box.x >= 0 && box.y >= 0 && box.x + box.width <= pixmap.width && box.y + box.height <= pixmap.height,
                     "rect \(box) is not inside the \(pixmap.width)×\(pixmap.height) pixmap")
        let colorType = colorOutput == .rgba ? 6 : Self.smallestColorType(pixmap.storage)
        let channels = Self.channels(colorType)
        var raw = [UInt8](repeating: 0, count: box.area * channels)
        if colorType == 6 {
            // RGBA: a pixel's packed little-endian bytes are already R, G, B, A;
            // only non-opaque pixels need dividing.
            raw.withUnsafeMutableBytes { out in
                pixmap.storage.withUnsafeBufferPointer { src in
                    var o = 0
                    for y in box.y..<(box.y + box.height) {
                        let start = y * pixmap.width + box.x
                        for i in start..<(start + box.width) {
                            var p = src[i]
                            let a = p >> 24
                            if a != 255 {
                                if a == 0 {
                                    p = 0
                                } else {
                                    let r = min(255, ((p & 0xFF) * 255 + a / 2) / a)
                                    let g = min(255, (((p >> 8) & 0xFF) * 255 + a / 2) / a)
                                    let b = min(255, (((p >> 16) & 0xFF) * 255 + a / 2) / a)
                                    p = r | g << 8 | b << 16 | a << 24
                                }
                            }
                            out.storeBytes(of: p.littleEndian, toByteOffset: o, as: UInt32.self)
                            o += 4
                        }
                    }
                }
            }
            return (6, raw)
        }
        raw.withUnsafeMutableBufferPointer { out in
            pixmap.storage.withUnsafeBufferPointer { src in
                var o = 0
                for y in box.y..<(box.y + box.height) {
                    let start = y * pixmap.width + box.x
                    for i in start..<(start + box.width) {
                        let p = src[i]
                        let a = p >> 24
                        var r = p & 0xFF, g = (p >> 8) & 0xFF, b = (p >> 16) & 0xFF
                        if a == 0 {
                            r = 0; g = 0; b = 0
                        } else if a != 255 {
                            // round(c · 255 / a), as `Pixel.unpremultiplied`.
                            r = min(255, (r * 255 + a / 2) / a)
                            g = min(255, (g * 255 + a / 2) / a)
                            b = min(255, (b * 255 + a / 2) / a)
                        }
                        switch colorType {
                        case 0: out[o] = UInt8(r)
                        case 2: out[o] = UInt8(r); out[o + 1] = UInt8(g); out[o + 2] = UInt8(b)
                        case 4: out[o] = UInt8(r); out[o + 1] = UInt8(a)
                        default:
                            out[o] = UInt8(r); out[o + 1] = UInt8(g); out[o + 2] = UInt8(b); out[o + 3] = UInt8(a)
                        }
                        o += channels
                    }
                }
            }
        }
        return (UInt8(colorType), raw)
    }

    /// Bytes per pixel of an 8-bit colour type written by the encoder.
    static func channels(_ colorType: Int) -> Int {
        switch colorType { case 0: return 1; case 2: return 3; case 4: return 2; default: return 4 }
    }

    /// The smallest colour type that stores `storage` losslessly.
    static func smallestColorType(_ storage: [UInt32]) -> Int {
        var opaque = true, gray = true
        for p in storage {
            let a = p >> 24
            if a != 255 { opaque = false }
            // Premultiplied equal channels stay equal after un-premultiplying.
            let r = p & 0xFF, g = (p >> 8) & 0xFF, b = (p >> 16) & 0xFF
            if r != g || g != b { gray = false }
            if !opaque && !gray { return 6 }
        }
        if opaque { return gray ? 0 : 2 }
        return gray ? 4 : 6
    }

    /// Filters and compresses `raw` (unfiltered rows of 8-bit `colorType`
    /// pixels) and wraps it in signature, IHDR, IDAT and IEND.
    func encodeRaw(_ raw: [UInt8], width: Int, height: Int, colorType: UInt8) throws(PNGError) -> [UInt8] {
        let idat = try compressedImageData(raw, width: width, height: height, colorType: colorType)
        var out = PNGChunkWriter.signature
        out.reserveCapacity(idat.count + 64)
        PNGChunkWriter.appendChunk("IHDR", PNGChunkWriter.header(width: width, height: height, bitDepth: 8,
                                                                 colorType: colorType), to: &out)
        Self.appendIDAT(idat, to: &out)
        PNGChunkWriter.appendChunk("IEND", [], to: &out)
        return out
    }

    /// Appends `data` as IDAT chunks of at most 1 MiB each.
    static func appendIDAT(_ data: [UInt8], to out: inout [UInt8]) {
        var start = 0
        repeat {
            let end = min(data.count, start + (1 << 20))
            PNGChunkWriter.appendChunk("IDAT", Array(data[start..<end]), to: &out)
            start = end
        } while start < data.count
    }

    /// The zlib stream of the filtered rows (what IDAT or fdAT chunks carry).
    func compressedImageData(_ raw: [UInt8], width: Int, height: Int, colorType: UInt8) throws(PNGError) -> [UInt8] {
        let bpp = Self.channels(Int(colorType))
        let rowBytes = width * bpp
        var filtered = [UInt8](repeating: 0, count: height * (rowBytes + 1))
        let strategy = filter
        filtered.withUnsafeMutableBufferPointer { out in
            raw.withUnsafeBufferPointer { src in
                let base = src.baseAddress!, dst = out.baseAddress!
                var scratch = [UInt8](repeating: 0, count: strategy == .adaptive ? rowBytes : 0)
                scratch.withUnsafeMutableBufferPointer { tmp in
                    for y in 0..<height {
                        let cur = base + y * rowBytes
                        let prev: UnsafePointer<UInt8>? = y > 0 ? base + (y - 1) * rowBytes : nil
                        let o = dst + y * (rowBytes + 1)
                        let type: UInt8
                        switch strategy {
                        case .none: type = 0
                        case .sub: type = 1
                        case .up: type = 2
                        case .average: type = 3
                        case .paeth: type = 4
                        case .adaptive:
                            var best: UInt8 = 0, bestCost = Int.max
                            for t: UInt8 in 0...4 {
                                PNGFilters.filter(type: t, cur: cur, prev: prev, count: rowBytes, bpp: bpp, out: tmp.baseAddress!)
                                let c = PNGFilters.cost(tmp.baseAddress!, count: rowBytes)
                                if c < bestCost { bestCost = c; best = t }
                            }
                            type = best
                        }
                        o[0] = type
                        PNGFilters.filter(type: type, cur: cur, prev: prev, count: rowBytes, bpp: bpp, out: o + 1)
                    }
                }
            }
        }
        // Z_FILTERED suits filtered image data; Z_RLE is much faster for the fast preset.
        let zStrategy = compressionLevel <= 1 ? Z_RLE : (strategy == .none ? Z_DEFAULT_STRATEGY : Z_FILTERED)
        return try Zlib.deflate(filtered, level: compressionLevel, strategy: zStrategy)
    }
}
