/// A GIF colour table and the mapping from colours to its indices.
///
/// Colours are "normalised pixels": straight (unpremultiplied) RGB packed as
/// `r | g << 8 | b << 16 | 0xFF << 24`; the value 0 stands for a transparent
/// pixel. Real colours take indices `0..<colors.count`; when
/// `transparentIndex` is set it is `colors.count`.
struct GIFPalette {
    /// The palette's colours, normalised (alpha byte 0xFF).
    private(set) var colors: [UInt32]
    /// The index written for transparent (and, with differencing, unchanged) pixels.
    let transparentIndex: Int?

    /// Exact lookup of the palette's own colours: open addressing, 1024 slots.
    private var exactKeys = [UInt32](repeating: 0, count: 1024)
    private var exactValues = [UInt8](repeating: 0, count: 1024)
    /// Colour indices ordered by green, for the pruned nearest-colour search.
    private var greenOrder: [UInt8]
    /// Nearest palette index per RGB555 cell, filled lazily (0xFFFF = not yet).
    private var nearest = [UInt16](repeating: 0xFFFF, count: 32_768)

    /// Whether the colours are the image's own (then most pixels hit the exact
    /// table); median-cut means rarely match a pixel, so lookups go straight
    /// to the RGB555 cache.
    let holdsImageColors: Bool

    init(colors: [UInt32], reserveTransparent: Bool, holdsImageColors: Bool) {
        self.holdsImageColors = holdsImageColors
        precondition(!colors.isEmpty || reserveTransparent)
        precondition(colors.count + (reserveTransparent ? 1 : 0) <= 256)
        self.colors = colors
        transparentIndex = reserveTransparent ? colors.count : nil
        for (i, c) in colors.enumerated() {
            var slot = Self.hash(c)
            while exactKeys[slot] != 0 && exactKeys[slot] != c { slot = (slot + 1) & 1023 }
            if exactKeys[slot] == 0 { exactKeys[slot] = c; exactValues[slot] = UInt8(i) }
        }
        greenOrder = colors.indices.sorted { (colors[$0] >> 8) & 0xFF < (colors[$1] >> 8) & 0xFF }.map { UInt8($0) }
    }

    /// Number of entries the table needs, real colours plus the transparent one.
    var entryCount: Int { colors.count + (transparentIndex == nil ? 0 : 1) }

    /// The colour table size exponent: the table holds `2^bits` entries (1…8).
    var tableBits: Int {
        var bits = 1
        while 1 << bits < entryCount { bits += 1 }
        return bits
    }

    /// The colour table as written in the file: RGB triples, padded with black
    /// to `2^tableBits` entries.
    var tableBytes: [UInt8] {
        var out = [UInt8](repeating: 0, count: 3 << tableBits)
        for (i, c) in colors.enumerated() {
            out[3 * i] = UInt8(truncatingIfNeeded: c)
            out[3 * i + 1] = UInt8(truncatingIfNeeded: c >> 8)
            out[3 * i + 2] = UInt8(truncatingIfNeeded: c >> 16)
        }
        return out
    }

    @inline(__always) static func hash(_ c: UInt32) -> Int { Int((c &* 0x9E37_79B1) >> 22) }

    /// Runs `body` with direct access to the lookup tables (one mapping pass).
    mutating func withLookup<R>(_ body: (GIFColorLookup) -> R) -> R {
        let exact = holdsImageColors
        return colors.withUnsafeBufferPointer { colors in
            greenOrder.withUnsafeBufferPointer { order in
                exactKeys.withUnsafeBufferPointer { keys in
                    exactValues.withUnsafeBufferPointer { values in
                        nearest.withUnsafeMutableBufferPointer { nearest in
                            body(GIFColorLookup(colors: colors, greenOrder: order, keys: keys, values: values,
                                                nearest: nearest, exact: exact))
                        }
                    }
                }
            }
        }
    }

    /// The RGB555 cell of a normalised colour.
    @inline(__always) static func cell(_ c: UInt32) -> Int {
        Int((c >> 3) & 0x1F) | Int((c >> 11) & 0x1F) << 5 | Int((c >> 19) & 0x1F) << 10
    }

    /// The entry of `colors` with the smallest squared RGB distance to (r, g, b).
    ///
    /// Searches outwards from `g` through the entries sorted by green
    /// (`order`) and stops each way once the green difference alone exceeds
    /// the best distance: a few dozen distance computations instead of one
    /// per entry. Equal distances keep the entry met first.
    static func nearestIndex(in colors: UnsafeBufferPointer<UInt32>, order: UnsafeBufferPointer<UInt8>,
                             r: Int, g: Int, b: Int) -> Int {
        @inline(__always) func green(_ k: Int) -> Int { Int((colors[Int(order[k])] >> 8) & 0xFF) }
        let n = order.count
        var lo = 0, hi = n
        while lo < hi {
            let mid = (lo + hi) / 2
            if green(mid) < g { lo = mid + 1 } else { hi = mid }
        }
        var best = 0, bestDistance = Int.max
        /// Measures entry `k`; false once its green difference alone is too far.
        @inline(__always) func visit(_ k: Int) -> Bool {
            let i = Int(order[k])
            let c = colors[i]
            let dg = Int((c >> 8) & 0xFF) - g
            if dg * dg >= bestDistance { return false }
            let dr = Int(c & 0xFF) - r, db = Int((c >> 16) & 0xFF) - b
            let d = dr * dr + dg * dg + db * db
            if d < bestDistance { bestDistance = d; best = i }
            return true
        }
        var up = lo, down = lo - 1
        while up < n || down >= 0 {
            if up < n { up = visit(up) ? up + 1 : n }
            if down >= 0 { down = visit(down) ? down - 1 : -1 }
        }
        return best
    }
}

/// A palette's lookup tables as pointers, valid inside `GIFPalette.withLookup`:
/// the per-pixel path without array uniqueness and bounds checks.
struct GIFColorLookup {
    let colors: UnsafeBufferPointer<UInt32>
    let greenOrder: UnsafeBufferPointer<UInt8>
    let keys: UnsafeBufferPointer<UInt32>
    let values: UnsafeBufferPointer<UInt8>
    let nearest: UnsafeMutableBufferPointer<UInt16>
    let exact: Bool

    /// The index of `color` (normalised, not transparent): its exact entry when
    /// the palette holds it (palettes of image colours), else the entry nearest
    /// its RGB555 cell.
    @inline(__always) func index(of color: UInt32) -> UInt8 {
        if exact {
            var slot = GIFPalette.hash(color)
            while true {
                let k = keys[slot]
                if k == color { return values[slot] }
                if k == 0 { break }
                slot = (slot + 1) & 1023
            }
        }
        let cell = GIFPalette.cell(color)
        let cached = nearest[cell]
        if cached != 0xFFFF { return UInt8(truncatingIfNeeded: cached) }
        return fill(cell)
    }

    /// Finds and caches the entry nearest the centre of `cell`.
    @inline(never) private func fill(_ cell: Int) -> UInt8 {
        let r = (cell & 0x1F) << 3 | 4, g = ((cell >> 5) & 0x1F) << 3 | 4, b = (cell >> 10) << 3 | 4
        let best = GIFPalette.nearestIndex(in: colors, order: greenOrder, r: r, g: g, b: b)
        nearest[cell] = UInt16(best)
        return UInt8(truncatingIfNeeded: best)
    }
}
