import Raster

extension GIFPalette {
    /// Writes the palette index of every pixel of `rect` into `out` (row by
    /// row, `rect.width` per row).
    ///
    /// Transparent pixels (0) and, when `base` is given, pixels equal to
    /// `base` (unchanged since the previous frame) get `transparentIndex`,
    /// which must then be set. Floyd–Steinberg error diffusion spreads each
    /// pixel's quantisation error to its right and lower neighbours (7/16,
    /// 3/16, 5/16, 1/16); colours the palette holds exactly produce no error,
    /// so exact images stay exact. Ordered dithering adds an 8×8 Bayer
    /// threshold to each pixel before the lookup; it applies to median-cut
    /// palettes only (a palette of the image's own colours needs none).
    mutating func mapPixels(_ pixels: [UInt32], base: [UInt32]?, width: Int, rect: PixelRect,
                            dither: GIFEncoder.Dithering, into out: inout [UInt8]) {
        switch dither {
        case .floydSteinberg: return mapDithered(pixels, base: base, width: width, rect: rect, into: &out)
        case .ordered where !holdsImageColors: return mapOrdered(pixels, base: base, width: width, rect: rect, into: &out)
        default: break
        }
        // Consecutive equal colours reuse the last lookup (runs are common in rendered frames).
        var lastColor: UInt32 = 0, lastIndex: UInt8 = 0
        mapVisible(pixels, base: base, width: width, rect: rect, into: &out) { lookup, c, _, _ in
            if c != lastColor { lastColor = c; lastIndex = lookup.index(of: c) }
            return lastIndex
        }
    }

    /// The row loop shared by the mappings: transparent and unchanged pixels
    /// get `transparentIndex`, every other pixel `index(lookup, colour, x, y)`
    /// (x and y in frame coordinates).
    @inline(__always)
    private mutating func mapVisible(_ pixels: [UInt32], base: [UInt32]?, width: Int, rect: PixelRect, into out: inout [UInt8],
                                     _ index: (GIFColorLookup, UInt32, Int, Int) -> UInt8) {
        let t = UInt8(truncatingIfNeeded: transparentIndex ?? 0)
        let empty: [UInt32] = []
        withLookup { lookup in
            pixels.withUnsafeBufferPointer { px in
                (base ?? empty).withUnsafeBufferPointer { bs in
                    out.withUnsafeMutableBufferPointer { dst in
                        let hasBase = base != nil
                        var o = 0
                        for y in rect.y..<(rect.y + rect.height) {
                            let start = y * width
                            for x in rect.x..<(rect.x + rect.width) {
                                let c = px[start + x]
                                dst[o] = c == 0 || (hasBase && bs[start + x] == c) ? t : index(lookup, c, x, y)
                                o += 1
                            }
                        }
                    }
                }
            }
        }
    }

    /// `mapPixels` with Floyd–Steinberg dithering (errors kept ×16 in two row buffers).
    private mutating func mapDithered(_ pixels: [UInt32], base: [UInt32]?, width: Int, rect: PixelRect,
                                      into out: inout [UInt8]) {
        let t = UInt8(truncatingIfNeeded: transparentIndex ?? 0)
        let w = rect.width
        // Row buffers with one guard cell each side, three channels per cell.
        var cur = [Int32](repeating: 0, count: (w + 2) * 3)
        var next = cur
        var o = 0
        withLookup { lookup in
            for y in rect.y..<(rect.y + rect.height) {
                let start = y * width + rect.x
                for x in 0..<w {
                    let i = start + x
                    let c = pixels[i]
                    if c == 0 || base?[i] == c { out[o] = t; o += 1; continue }
                    let e = (x + 1) * 3
                    let r = Self.clamp(Int32(c & 0xFF) + (cur[e] + 8) >> 4)
                    let g = Self.clamp(Int32((c >> 8) & 0xFF) + (cur[e + 1] + 8) >> 4)
                    let b = Self.clamp(Int32((c >> 16) & 0xFF) + (cur[e + 2] + 8) >> 4)
                    let wanted = UInt32(r) | UInt32(g) << 8 | UInt32(b) << 16 | 0xFF00_0000
                    let idx = lookup.index(of: wanted)
                    out[o] = idx; o += 1
                    let p = lookup.colors[Int(idx)]
                    let er = r - Int32(p & 0xFF), eg = g - Int32((p >> 8) & 0xFF), eb = b - Int32((p >> 16) & 0xFF)
                    if er == 0 && eg == 0 && eb == 0 { continue }
                    cur[e + 3] += er * 7; cur[e + 4] += eg * 7; cur[e + 5] += eb * 7
                    next[e - 3] += er * 3; next[e - 2] += eg * 3; next[e - 1] += eb * 3
                    next[e] += er * 5; next[e + 1] += eg * 5; next[e + 2] += eb * 5
                    next[e + 3] += er; next[e + 4] += eg; next[e + 5] += eb
                }
                swap(&cur, &next)
                for k in next.indices { next[k] = 0 }
            }
        }
    }

    /// `mapPixels` with ordered dithering: a Bayer 8×8 offset of ±`spread`/2 per channel.
    private mutating func mapOrdered(_ pixels: [UInt32], base: [UInt32]?, width: Int, rect: PixelRect,
                                     into out: inout [UInt8]) {
        // About one RGB555 cell and a half: enough to mix neighbouring entries of a 255-colour palette.
        let spread: Int32 = 12
        Self.bayer.withUnsafeBufferPointer { bayer in
            mapVisible(pixels, base: base, width: width, rect: rect, into: &out) { lookup, c, x, y in
                let d = (Int32(bayer[(y & 7) << 3 | (x & 7)]) * 2 - 63) * spread / 64
                let r = Self.clamp(Int32(c & 0xFF) + d)
                let g = Self.clamp(Int32((c >> 8) & 0xFF) + d)
                let b = Self.clamp(Int32((c >> 16) & 0xFF) + d)
                return lookup.index(of: UInt32(r) | UInt32(g) << 8 | UInt32(b) << 16 | 0xFF00_0000)
            }
        }
    }

    /// The 8×8 Bayer threshold matrix (0…63), row by row.
    private static let bayer: [UInt8] = [
        0, 32, 8, 40, 2, 34, 10, 42, 48, 16, 56, 24, 50, 18, 58, 26,
        12, 44, 4, 36, 14, 46, 6, 38, 60, 28, 52, 20, 62, 30, 54, 22,
        3, 35, 11, 43, 1, 33, 9, 41, 51, 19, 59, 27, 49, 17, 57, 25,
        15, 47, 7, 39, 13, 45, 5, 37, 63, 31, 55, 23, 61, 29, 53, 21,
    ]

    @inline(__always) private static func clamp(_ v: Int32) -> Int32 { min(255, max(0, v)) }
}
