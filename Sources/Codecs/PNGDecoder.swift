import Raster

/// Reads PNG files into premultiplied `Pixmap`s.
///
/// Supports every standard colour type (gray, RGB, palette with or without
/// tRNS, gray+alpha, RGBA), bit depths 1, 2, 4, 8 and 16, Adam7 interlacing,
/// all five scanline filters and image data split over many IDAT chunks.
/// Ancillary chunks other than tRNS are skipped (their CRCs are still checked).
/// 16-bit samples are rounded to 8 bits; gamma and colour-space chunks are ignored.
///
/// Every malformed input throws a `PNGError`; the decoder never traps. Images
/// wider or taller than `maxDimension`, or whose decoded size exceeds
/// `maxDecodedBytes`, are refused before anything large is allocated, and
/// inflation never produces more than the image needs.
public struct PNGDecoder: Sendable {
    /// The largest accepted width or height (16384).
    public static let maxDimension = 16_384
    /// The largest accepted decoded size in bytes, for both the pixmap and the
    /// raw filtered data (1 GiB).
    public static let maxDecodedBytes = 1 << 30

    /// Creates a decoder.
    public init() {}

    /// Decodes a complete PNG file.
    ///
    /// - Throws: `PNGError` for a bad signature, truncated data, a CRC mismatch,
    ///   invalid header values, a missing or misplaced critical chunk, an
    ///   oversized image or corrupt image data.
    public func decode(_ bytes: [UInt8]) throws(PNGError) -> Pixmap {
        let file = try PNGFile.parse(bytes)
        let h = file.header
        var raw = try Zlib.inflate(file.imageData, expected: h.rawSize)
        var pixmap: Pixmap
        do { pixmap = try Pixmap(width: h.width, height: h.height) } catch { throw .tooLarge(width: h.width, height: h.height) }
        let expander = PNGSampleExpander(header: h, palette: file.palette, transparency: file.transparency)
        try PNGDecoder.reconstruct(&raw, header: h, expander: expander, into: &pixmap)
        return pixmap
    }

    /// The Adam7 passes: (x start, y start, x step, y step).
    static let adam7: [(Int, Int, Int, Int)] = [
        (0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2),
    ]

    /// The sub-images the raw data holds: one for a plain image, seven
    /// (some possibly empty) for Adam7.
    static func passes(_ h: PNGHeader) -> [(xs: Int, ys: Int, dx: Int, dy: Int, w: Int, h: Int)] {
        guard h.interlaced else { return [(0, 0, 1, 1, h.width, h.height)] }
        return adam7.map { xs, ys, dx, dy in
            (xs, ys, dx, dy, h.width > xs ? (h.width - xs + dx - 1) / dx : 0,
             h.height > ys ? (h.height - ys + dy - 1) / dy : 0)
        }
    }

    /// Unfilters each pass row by row, in place in `data`, and stores its pixels.
    static func reconstruct(_ data: inout [UInt8], header h: PNGHeader, expander: PNGSampleExpander,
                            into pixmap: inout Pixmap) throws(PNGError) {
        var rowPixels = [UInt32](repeating: 0, count: h.width)
        var offset = 0
        for pass in passes(h) where pass.w > 0 && pass.h > 0 {
            let rowBytes = h.rowBytes(width: pass.w)
            for y in 0..<pass.h {
                let start = offset + 1
                let type = data[offset]
                let hasPrev = y > 0
                try data.withUnsafeMutableBufferPointer { (buf) throws(PNGError) in
                    let row = buf.baseAddress! + start
                    try PNGFilters.unfilter(type: type, row: row, prev: hasPrev ? UnsafePointer(row - rowBytes - 1) : nil,
                                            count: rowBytes, bpp: h.filterDistance)
                    try expander.expand(UnsafePointer(row), width: pass.w, into: &rowPixels)
                }
                let py = pass.ys + y * pass.dy
                for x in 0..<pass.w {
                    pixmap.setPixel(x: pass.xs + x * pass.dx, y: py, Pixel(packed: rowPixels[x]))
                }
                offset += rowBytes + 1
            }
        }
    }
}

/// The decoded IHDR values.
struct PNGHeader: Sendable {
    let width: Int
    let height: Int
    let bitDepth: Int
    let colorType: Int
    let interlaced: Bool

    /// Samples per pixel for the colour type.
    var channels: Int {
        switch colorType { case 0, 3: return 1; case 2: return 3; case 4: return 2; default: return 4 }
    }
    /// Bits per pixel.
    var bitsPerPixel: Int { channels * bitDepth }
    /// The filters' byte distance: bytes per pixel, at least 1.
    var filterDistance: Int { max(1, bitsPerPixel / 8) }
    /// Bytes of one unfiltered row of `width` pixels (without the filter byte).
    func rowBytes(width: Int) -> Int { (width * bitsPerPixel + 7) / 8 }
    /// Total size of the inflated data: every pass's rows with their filter bytes.
    var rawSize: Int {
        PNGDecoder.passes(self).reduce(0) { $0 + ($1.w > 0 ? $1.h * (rowBytes(width: $1.w) + 1) : 0) }
    }

    /// Validates and decodes IHDR's 13 data bytes.
    init(_ d: ArraySlice<UInt8>) throws(PNGError) {
        guard d.count == 13 else { throw .invalidHeader("length \(d.count), expected 13") }
        let b = Array(d)
        let w = Int(b[0]) << 24 | Int(b[1]) << 16 | Int(b[2]) << 8 | Int(b[3])
        let h = Int(b[4]) << 24 | Int(b[5]) << 16 | Int(b[6]) << 8 | Int(b[7])
        guard w > 0, h > 0, w < 1 << 31, h < 1 << 31 else { throw .invalidHeader("size \(w)×\(h)") }
        let depth = Int(b[8]), type = Int(b[9])
        let allowed: [Int]
        switch type {
        case 0: allowed = [1, 2, 4, 8, 16]
        case 3: allowed = [1, 2, 4, 8]
        case 2, 4, 6: allowed = [8, 16]
        default: throw .invalidHeader("colour type \(type)")
        }
        guard allowed.contains(depth) else { throw .invalidHeader("bit depth \(depth) with colour type \(type)") }
        guard b[10] == 0 else { throw .invalidHeader("compression method \(b[10])") }
        guard b[11] == 0 else { throw .invalidHeader("filter method \(b[11])") }
        guard b[12] <= 1 else { throw .invalidHeader("interlace method \(b[12])") }
        width = w; height = h; bitDepth = depth; colorType = type; interlaced = b[12] == 1
        guard w <= PNGDecoder.maxDimension, h <= PNGDecoder.maxDimension,
              w * h * 4 <= PNGDecoder.maxDecodedBytes, rawSize <= PNGDecoder.maxDecodedBytes
        else { throw .tooLarge(width: w, height: h) }
    }
}
