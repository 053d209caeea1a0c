/// Turns one unfiltered row of any PNG pixel format into premultiplied packed
/// RGBA8 (`Pixel.packed`).
struct PNGSampleExpander: Sendable {
    let header: PNGHeader
    /// Palette entries as packed premultiplied pixels (alpha from tRNS).
    let paletteTable: [UInt32]
    /// The transparent gray or RGB key from tRNS, as raw sample values.
    let key: (UInt16, UInt16, UInt16)?

    init(header: PNGHeader, palette: [(UInt8, UInt8, UInt8)], transparency: [UInt8]?) {
        self.header = header
        paletteTable = palette.enumerated().map { i, c in
            let a = transparency.map { i < $0.count ? $0[i] : 255 } ?? 255
            return PNGSampleExpander.premultiply(UInt32(c.0), UInt32(c.1), UInt32(c.2), UInt32(a))
        }
        if let t = transparency, header.colorType == 0, t.count == 2 {
            let g = UInt16(t[0]) << 8 | UInt16(t[1])
            key = (g, g, g)
        } else if let t = transparency, header.colorType == 2, t.count == 6 {
            key = (UInt16(t[0]) << 8 | UInt16(t[1]), UInt16(t[2]) << 8 | UInt16(t[3]), UInt16(t[4]) << 8 | UInt16(t[5]))
        } else {
            key = nil
        }
    }

    /// Packs straight 8-bit channels premultiplied: `round(c · a / 255)`.
    @inline(__always) static func premultiply(_ r: UInt32, _ g: UInt32, _ b: UInt32, _ a: UInt32) -> UInt32 {
        if a == 255 { return r | g << 8 | b << 16 | 0xFF00_0000 }
        if a == 0 { return 0 }
        @inline(__always) func m(_ c: UInt32) -> UInt32 { (2 * c * a + 255) / 510 }
        return m(r) | m(g) << 8 | m(b) << 16 | a << 24
    }

    /// A raw sample scaled to 8 bits (low depths replicate, 16 bits rounds).
    @inline(__always) func to8(_ v: UInt16) -> UInt32 {
        switch header.bitDepth {
        case 1: return UInt32(v) * 255
        case 2: return UInt32(v) * 85
        case 4: return UInt32(v) * 17
        case 16: return (UInt32(v) * 255 + 32767) / 65535
        default: return UInt32(v)
        }
    }

    /// Expands `width` pixels from `row` into `out`.
    func expand(_ row: UnsafePointer<UInt8>, width: Int, into out: inout [UInt32]) throws(PNGError) {
        let depth = header.bitDepth
        // The `n`-th sample of the row (any depth), as its raw value.
        @inline(__always) func sample(_ n: Int) -> UInt16 {
            switch depth {
            case 8: return UInt16(row[n])
            case 16: return UInt16(row[2 * n]) << 8 | UInt16(row[2 * n + 1])
            default:
                let bit = n * depth
                let byte = row[bit >> 3]
                let shift = 8 - depth - (bit & 7)
                return UInt16((byte >> UInt8(shift)) & UInt8((1 << depth) - 1))
            }
        }
        switch header.colorType {
        case 0:
            for x in 0..<width {
                let s = sample(x)
                let g = to8(s)
                out[x] = key.map { $0.0 == s } == true ? 0 : PNGSampleExpander.premultiply(g, g, g, 255)
            }
        case 2:
            for x in 0..<width {
                let r = sample(3 * x), g = sample(3 * x + 1), b = sample(3 * x + 2)
                if let k = key, k.0 == r, k.1 == g, k.2 == b { out[x] = 0; continue }
                out[x] = PNGSampleExpander.premultiply(to8(r), to8(g), to8(b), 255)
            }
        case 3:
            let count = paletteTable.count
            for x in 0..<width {
                let i = Int(sample(x))
                guard i < count else { throw .corruptImageData("palette index \(i) out of range (\(count) entries)") }
                out[x] = paletteTable[i]
            }
        case 4:
            for x in 0..<width {
                let g = to8(sample(2 * x))
                out[x] = PNGSampleExpander.premultiply(g, g, g, to8(sample(2 * x + 1)))
            }
        default:
            for x in 0..<width {
                out[x] = PNGSampleExpander.premultiply(to8(sample(4 * x)), to8(sample(4 * x + 1)),
                                                        to8(sample(4 * x + 2)), to8(sample(4 * x + 3)))
            }
        }
    }
}
