import Raster

/// A region of normalised pixels to take palette colours from (see `GIFPalette`
/// for the pixel form).
struct GIFColorSource {
    /// Normalised pixels, `width` per row.
    var pixels: [UInt32]
    /// When set, pixels equal to `base` at the same position are skipped
    /// (they are written as "unchanged", not with a colour).
    var base: [UInt32]?
    var width: Int
    var rect: PixelRect
}

/// Builds GIF palettes of at most 256 entries.
///
/// First it tries to collect the distinct colours exactly (a small hash set,
/// abandoned at the first colour too many), so images with few colours are
/// stored losslessly. Otherwise it histograms a sample of the pixels into
/// RGB555 cells and splits the cells by median cut (the box with the largest
/// population × extent is split at its weighted median along its longest
/// axis), each box giving its mean colour.
///
/// The buffers (about 1.2 MB) are allocated once and reused for every palette.
struct GIFQuantizer {
    private var setKeys = [UInt32](repeating: 0, count: 1024)
    private var setColors: [UInt32] = []
    private var counts = [Int](repeating: 0, count: 32_768)
    private var sumR = [Int](repeating: 0, count: 32_768)
    private var sumG = [Int](repeating: 0, count: 32_768)
    private var sumB = [Int](repeating: 0, count: 32_768)
    /// At most this many pixels are histogrammed per palette.
    static let sampleLimit = 250_000

    init() { setColors.reserveCapacity(257) }

    /// 252 colours spread evenly over RGB: 6 reds × 7 greens × 6 blues
    /// (green gets the extra level: the eye tells greens apart best).
    static let cube: [UInt32] = {
        var out: [UInt32] = []
        for g in 0..<7 { for r in 0..<6 { for b in 0..<6 {
            out.append(UInt32(r * 51) | UInt32((g * 255 + 3) / 6) << 8 | UInt32(b * 51) << 16 | 0xFF00_0000)
        } } }
        return out
    }()

    /// A palette for the visible (non-zero, changed) pixels of `sources`, with
    /// one extra entry for transparency when `reserveTransparent`.
    ///
    /// With `padded`, free entries of an exact palette are filled with a
    /// 6×7×6 colour cube, so that colours of later frames the palette was not
    /// built from still find a near entry (used for global palettes).
    mutating func palette(for sources: [GIFColorSource], reserveTransparent: Bool, padded: Bool = false) -> GIFPalette {
        let maxColors = reserveTransparent ? 255 : 256
        if let exact = distinctColors(sources, limit: maxColors) {
            // Sorted so that equal inputs give equal files whatever the pixel order.
            var colors = exact.sorted()
            if padded {
                let present = Set(colors)
                for cube in Self.cube where colors.count < maxColors && !present.contains(cube) { colors.append(cube) }
            }
            return GIFPalette(colors: colors, reserveTransparent: reserveTransparent, holdsImageColors: true)
        }
        return GIFPalette(colors: medianCut(sources, maxColors: maxColors), reserveTransparent: reserveTransparent,
                          holdsImageColors: false)
    }

    /// The distinct visible colours of `sources`, or nil when there are more than `limit`.
    private mutating func distinctColors(_ sources: [GIFColorSource], limit: Int) -> [UInt32]? {
        setKeys.withUnsafeMutableBufferPointer { $0.update(repeating: 0) }
        setColors.removeAll(keepingCapacity: true)
        var last: UInt32 = 0
        for s in sources where !s.rect.isEmpty {
            let ok = s.pixels.withUnsafeBufferPointer { px -> Bool in
                let base = s.base
                for y in s.rect.y..<(s.rect.y + s.rect.height) {
                    let row = y * s.width
                    for i in (row + s.rect.x)..<(row + s.rect.x + s.rect.width) {
                        let c = px[i]
                        // Runs of one colour are common in rendered frames: one test skips them.
                        if c == last || c == 0 { continue }
                        if let base, base[i] == c { continue }
                        last = c
                        if !insert(c) { continue }
                        if setColors.count > limit { return false }
                    }
                }
                return true
            }
            if !ok { return nil }
        }
        return setColors
    }

    /// Adds `c` to the set; true when it was new.
    @inline(__always) private mutating func insert(_ c: UInt32) -> Bool {
        var slot = Int((c &* 0x9E37_79B1) >> 22)
        while true {
            let k = setKeys[slot]
            if k == c { return false }
            if k == 0 { setKeys[slot] = c; setColors.append(c); return true }
            slot = (slot + 1) & 1023
        }
    }

    /// Sorts `cells[range]` by one channel with a counting sort (channels are
    /// 0…255): linear per split, where a comparison sort dominated the cost.
    private func sortCells(_ cells: inout [(r: Int, g: Int, b: Int, n: Int)], _ range: Range<Int>, axis: Int,
                           scratch: inout [(r: Int, g: Int, b: Int, n: Int)]) {
        var starts = [Int](repeating: 0, count: 257)
        @inline(__always) func key(_ c: (r: Int, g: Int, b: Int, n: Int)) -> Int { axis == 0 ? c.r : (axis == 1 ? c.g : c.b) }
        for i in range { starts[key(cells[i]) + 1] += 1 }
        for v in 0..<256 { starts[v + 1] += starts[v] }
        for i in range {
            let k = key(cells[i])
            scratch[range.lowerBound + starts[k]] = cells[i]
            starts[k] += 1
        }
        for i in range { cells[i] = scratch[i] }
    }

    /// Median-cut palette of at most `maxColors` colours from a sample of `sources`.
    private mutating func medianCut(_ sources: [GIFColorSource], maxColors: Int) -> [UInt32] {
        for i in 0..<32_768 { counts[i] = 0; sumR[i] = 0; sumG[i] = 0; sumB[i] = 0 }
        let total = sources.reduce(0) { $0 + $1.rect.area }
        let step = max(1, total / Self.sampleLimit + (total % Self.sampleLimit == 0 ? 0 : 1))
        for s in sources where !s.rect.isEmpty {
            s.pixels.withUnsafeBufferPointer { px in
                for y in s.rect.y..<(s.rect.y + s.rect.height) {
                    let row = y * s.width
                    // A different phase per row keeps the sample from locking onto columns.
                    var i = row + s.rect.x + (y % step)
                    let end = row + s.rect.x + s.rect.width
                    while i < end {
                        let c = px[i]
                        if c != 0 && (s.base == nil || s.base![i] != c) {
                            let cell = GIFPalette.cell(c)
                            counts[cell] += 1
                            sumR[cell] += Int(c & 0xFF); sumG[cell] += Int((c >> 8) & 0xFF); sumB[cell] += Int((c >> 16) & 0xFF)
                        }
                        i += step
                    }
                }
            }
        }
        // Cells in use, with their mean colour.
        var cells: [(r: Int, g: Int, b: Int, n: Int)] = []
        for i in 0..<32_768 where counts[i] > 0 {
            let n = counts[i]
            cells.append(((sumR[i] + n / 2) / n, (sumG[i] + n / 2) / n, (sumB[i] + n / 2) / n, n))
        }
        if cells.isEmpty { return [0xFF00_0000] }
        // Each box caches its split score (population × longest side) and axis.
        func measure(_ lo: Int, _ hi: Int) -> (lo: Int, hi: Int, score: Int, axis: Int) {
            var minC = (255, 255, 255), maxC = (0, 0, 0), n = 0
            for c in cells[lo..<hi] {
                minC = (min(minC.0, c.r), min(minC.1, c.g), min(minC.2, c.b))
                maxC = (max(maxC.0, c.r), max(maxC.1, c.g), max(maxC.2, c.b))
                n += c.n
            }
            let e = (maxC.0 - minC.0, maxC.1 - minC.1, maxC.2 - minC.2)
            let axis = e.1 >= e.0 && e.1 >= e.2 ? 1 : (e.0 >= e.2 ? 0 : 2)
            let extent = axis == 0 ? e.0 : (axis == 1 ? e.1 : e.2)
            return (lo, hi, hi - lo > 1 ? n * extent : 0, axis)
        }
        var scratch = cells
        var boxes = [measure(0, cells.count)]
        while boxes.count < maxColors {
            var pick = -1, pickScore = 0
            for (i, box) in boxes.enumerated() where box.score > pickScore { pick = i; pickScore = box.score }
            if pick < 0 { break }
            let box = boxes[pick]
            sortCells(&cells, box.lo..<box.hi, axis: box.axis, scratch: &scratch)
            let half = cells[box.lo..<box.hi].reduce(0) { $0 + $1.n } / 2
            var acc = 0, split = box.lo + 1
            for i in box.lo..<(box.hi - 1) {
                acc += cells[i].n
                split = i + 1
                if acc >= half { break }
            }
            boxes[pick] = measure(box.lo, split)
            boxes.append(measure(split, box.hi))
        }
        return boxes.map { box in
            var r = 0, g = 0, b = 0, n = 0
            for c in cells[box.lo..<box.hi] { r += c.r * c.n; g += c.g * c.n; b += c.b * c.n; n += c.n }
            return UInt32((r + n / 2) / n) | UInt32((g + n / 2) / n) << 8 | UInt32((b + n / 2) / n) << 16 | 0xFF00_0000
        }
    }
}
