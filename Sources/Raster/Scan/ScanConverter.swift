/// The anti-aliasing scan converter: exact area coverage by signed-area
/// accumulation (the method of libart, font-rs, stb_truetype v2 and FreeType's
/// gray rasterizer).
///
/// Each edge, split at pixel rows, adds to the cells (pixels) it passes an
/// `area` (the signed part of that pixel lying right of the edge, within the
/// row) and a `cover` (the signed height it adds for every pixel further
/// right). A running sum along the row then gives each pixel the exact integral
/// of the winding number over its square.
///
/// Fill rules: the rule is applied to that accumulated value when resolving,
/// as FreeType does: non-zero takes `min(1, |a|)`, even-odd folds `|a|` into a
/// triangle wave of period 2 (`|a| mod 2`, mirrored above 1). This supports both
/// rules with one accumulation and no per-edge winding bookkeeping. It is exact
/// wherever the winding is constant across a pixel; on the few pixels where
/// edges of overlapping subpaths meet it can over-estimate (two half-covering
/// edges of the same direction read as full). Exact per-pixel winding would
/// need analytic clipping of overlapping regions (or supersampling), which
/// none of the reference rasterizers do.
///
/// Measured alternative (cell layout): one coverage delta per cell, written to
/// the crossed cell and the next one (font-rs). With `area`/`cover` pairs a
/// steep edge touches one cell per row instead of two, and the pixel after it
/// joins the constant run: −2.5 % instructions per frame on 500 opaque r=80
/// circles, −3.6 % on 500 rotated rectangles.
///
/// Memory is independent of path size: the clipped bounding box is processed
/// in horizontal bands of at most `bandCells` cells, and the buffers are kept
/// and reused across fills (no allocation per draw in steady state).
///
/// Sweep: a bit per cell marks cells an edge touched. Between marked cells the
/// coverage is constant, so the sweep hands whole runs of constant coverage to
/// the blitter (`blitRun`: pattern fill for opaque paint, 8-pixel SIMD blend
/// otherwise) and computes per-pixel coverage only next to edges. For 500
/// r=80 circles about 95 % of the painted pixels go through `blitRun`
/// (callgrind: ~8.7 M run pixels against ~0.43 M resolved edge cells a frame).
final class ScanConverter {
    deinit { acc.free(); bits.free(); coverage.free(); edges.free() }

    // The buffers below are only touched by short, never overlapping
    // accesses (`reserve`, a swap), so their dynamic exclusivity checks are
    // off: each was a `swift_beginAccess` call of ~70 instructions, about
    // a dozen per fill with `Canvas`'s buffers. callgrind per frame: 500
    // r=10 circles alpha 12.56 M → 12.08 M, opaque 11.75 M → 11.26 M;
    // r=80 alpha 92.47 M → 91.79 M; rotated rectangles 39.22 M → 38.65 M.

    /// Edges of the current fill: `x0, y0, x1, y1` relative to `clip`'s corner.
    @exclusivity(unchecked) var edges = EdgeList()
    /// Per-cell `area, cover` pairs of the current band, `2 · stride` per row.
    @exclusivity(unchecked) private var acc = ScratchBuffer<Float>()
    /// One bit per cell touched in the current band, `wordsPerRow` per row.
    @exclusivity(unchecked) private var bits = ScratchBuffer<UInt64>()
    /// Per-pixel coverage of a run.
    @exclusivity(unchecked) private var coverage = ScratchBuffer<UInt8>()

    /// Most cells per band (512 KiB of `Float` pairs: stays in L2).
    static let bandCells = 1 << 16

    /// The widest clip `resolveNarrow` takes (one bit word a row at most).
    static let narrowWidth = 12

    /// Fills the path flattened into `edges` (see `EdgeBuilder`) inside `clip`.
    func sweep<B: Blitter>(clip: IntRect, rule: FillRule, into blitter: inout B) {
        guard !clip.isEmpty, !edges.isEmpty else { return }
        let width = clip.width
        let stride = width + 2
        let wordsPerRow = (stride + 63) >> 6
        // No division when the whole clip fits one band (same value): an
        // integer `div` is ~10 ns, a tenth of a 4×4 fill's scan conversion.
        let bandRows = clip.height &* stride <= ScanConverter.bandCells
            ? clip.height : max(1, ScanConverter.bandCells / stride)
        let accPtr = acc.reserve(2 * stride * bandRows)
        let bitPtr = bits.reserve(wordsPerRow * bandRows)
        let covPtr = coverage.reserve(stride + 8)  // + 8: `resolveNarrow` stores whole words
        // The edges' vertical extent limits the bands.
        var yMin = Float.infinity, yMax = -Float.infinity
        let e = edges.buffer
        for e in e { yMin = min(yMin, e.y, e.w); yMax = max(yMax, e.y, e.w) }
        // Floor and ceiling by truncation (`rounded` is a libm call without
        // SSE4.1); below 0 both floors give `firstRow` 0.
        let firstRow = max(0, Int(yMin))
        let lastTruncated = Int(yMax)
        let endRow = min(clip.height, Float(lastTruncated) < yMax ? lastTruncated + 1 : lastTruncated)
        let cells = Cells(acc: accPtr, bits: bitPtr, stride: stride, wordsPerRow: wordsPerRow, width: Float(width))
        var band = firstRow
        while band < endRow {
            let rows = min(bandRows, endRow - band)
            cells.accumulate(edges: e, bandTop: Float(band), bandBottom: Float(band + rows))
            if width <= ScanConverter.narrowWidth && B.coverageIsPerPixel {
                resolveNarrow(cells: cells, rows: rows, width: width, originX: clip.x0, originY: clip.y0 + band,
                              evenOdd: rule == .evenOdd, coverage: covPtr, into: &blitter)
            } else {
                resolve(cells: cells, rows: rows, width: width, originX: clip.x0, originY: clip.y0 + band,
                        evenOdd: rule == .evenOdd, coverage: covPtr, into: &blitter)
            }
            band += rows
        }
    }

    /// The coverage byte of the accumulated winding `s` under the rule.
    @inline(__always) static func coverage(_ s: Float, evenOdd: Bool) -> UInt8 {
        var v = abs(s)
        if evenOdd {
            v -= 2 * Float(Int(v * 0.5))  // v ≥ 0: truncation is floor (no libm call)
            if v > 1 { v = 2 - v }
        } else if v > 1 { v = 1 }
        // Round to nearest by adding 1.5·2²³: the integer lands in the low
        // mantissa bits. Replaces a checked `UInt8(v * 255 + 0.5)` (range
        // and NaN checks): 1.263 G → 1.196 G instructions for 20 frames of
        // rotated rects. (A pointer walk with one loop per rule measured
        // 2 % worse than this indexed loop.)
        return UInt8(truncatingIfNeeded: (v * 255 + 12_582_912).bitPattern)
    }

    /// Integrates each row of the band and emits spans; leaves the band's
    /// cells and bits zero again.
    @inline(__always)
    private func resolve<B: Blitter>(cells: Cells, rows: Int, width: Int, originX: Int, originY: Int,
                                     evenOdd: Bool, coverage: UnsafeMutablePointer<UInt8>, into blitter: inout B) {
        let stride = cells.stride, wordsPerRow = cells.wordsPerRow
        // `evenOdd` as a parameter so that the cell loops can pass a constant.
        @inline(__always) func cov(_ s: Float, evenOdd: Bool = evenOdd) -> UInt8 {
            ScanConverter.coverage(s, evenOdd: evenOdd)
        }
        for r in 0..<rows {
            // Index arithmetic in this loop wraps (`&+`): every value is a
            // cell, row or pixel index of the clip, far from overflow, and
            // each checked operation was a compare and branch per run.
            let acc = cells.acc + 2 &* r &* stride
            let bits = cells.bits + r &* wordsPerRow
            let y = originY &+ r
            var sum: Float = 0
            var x = 0  // first cell not yet resolved
            @inline(__always) func nextSet(_ p: Int) -> Int {
                var w = p &>> 6
                if w >= wordsPerRow { return Int.max }
                var word = bits[w] & (~UInt64(0) &<< UInt64(p & 63))
                while word == 0 {
                    w &+= 1
                    if w >= wordsPerRow { return Int.max }
                    word = bits[w]
                }
                return (w &<< 6) &+ word.trailingZeroBitCount
            }
            @inline(__always) func nextClear(_ p: Int) -> Int {
                var w = p &>> 6
                var word = ~bits[w] & (~UInt64(0) &<< UInt64(p & 63))
                while word == 0 {
                    w &+= 1
                    if w >= wordsPerRow { return wordsPerRow &<< 6 }
                    word = ~bits[w]
                }
                return (w &<< 6) &+ word.trailingZeroBitCount
            }
            var a = nextSet(0)
            while a != Int.max {
                let b = nextClear(a)  // cells past `stride` are never set, so b ≤ stride
                // Constant coverage before the run.
                let gapEnd = min(a, width)
                if gapEnd > x && sum != 0 {
                    let c = cov(sum)
                    if c != 0 { blitter.blitRun(x: originX &+ x, y: y, count: gapEnd &- x, coverage: c) }
                }
                // Per-pixel coverage inside the run.
                let visibleEnd = min(b, width)
                var i = a
                let out = coverage + (0 &- a)  // `- a` checked the negation
                // One copy of the cell loop per fill rule, chosen per run: the
                // rule test in `cov` cost ~1.3 instructions a cell. (Copying
                // the whole resolve loop per rule measured +0.2–1 %.) With the
                // truncating `inv` splat in `overConstant`, callgrind per frame:
                // alpha circles r=10 / 40 / 80 12.08 / 41.49 / 91.74 M → 11.96 /
                // 40.99 / 90.81 M, opaque 11.15 / 32.30 / 60.13 M → 11.04 /
                // 31.89 / 59.35 M, rotated rectangles 38.62 M → 38.06 M.
                @inline(__always) func cellLoop(evenOdd: Bool) {
                    while i < visibleEnd {
                        let v = sum + acc[2 &* i]
                        sum += acc[2 &* i &+ 1]
                        acc[2 &* i] = 0; acc[2 &* i &+ 1] = 0
                        out[i] = cov(v, evenOdd: evenOdd)
                        i &+= 1
                    }
                }
                if evenOdd { cellLoop(evenOdd: true) } else { cellLoop(evenOdd: false) }
                while i < b { acc[2 &* i] = 0; acc[2 &* i &+ 1] = 0; i &+= 1 }
                if visibleEnd > a {
                    blitter.blitMask(x: originX &+ a, y: y, count: visibleEnd &- a, coverage: coverage)
                }
                x = b
                // No `b >= stride` test first: bits past `stride` are never
                // set, so `nextSet` finds none there and returns `Int.max`.
                // callgrind per frame: −0.6 to −0.9 % on every raster scene
                // (alpha r=80 90.81 → 90.29 M, opaque r=80 59.35 → 58.83 M,
                // rotated rectangles 38.06 → 37.76 M).
                a = nextSet(b)
            }
            // Up to four words inline: as a loop LLVM calls `memset` for
            // every row (~20 instructions for 8–32 bytes).
            bits[0] = 0
            if wordsPerRow > 1 {
                bits[1] = 0
                if wordsPerRow > 2 {
                    bits[2] = 0
                    if wordsPerRow > 3 {
                        bits[3] = 0
                        if wordsPerRow > 4 { (bits + 4).update(repeating: 0, count: wordsPerRow &- 4) }
                    }
                }
            }
            if x < width && sum != 0 {
                let c = cov(sum)
                if c != 0 { blitter.blitRun(x: originX &+ x, y: y, count: width &- x, coverage: c) }
            }
        }
    }
}

/// The accumulation buffers of one band, as raw pointers for the hot loops.
struct Cells {
    let acc: UnsafeMutablePointer<Float>
    let bits: UnsafeMutablePointer<UInt64>
    let stride: Int
    let wordsPerRow: Int
    /// The rightmost x an edge may have (the clip width).
    let width: Float

    /// Adds every edge's contribution to the rows `[bandTop, bandBottom)`.
    func accumulate(edges e: UnsafeBufferPointer<SIMD4<Float>>, bandTop: Float, bandBottom: Float) {
        // A local copy keeps the fields in registers: through `self` they were
        // reloaded after every store to the cells (the stores may alias).
        let cells = Cells(acc: acc, bits: bits, stride: stride, wordsPerRow: wordsPerRow, width: width)
        for edge in e {
            var x0 = edge.x, y0 = edge.y, x1 = edge.z, y1 = edge.w
            var dir: Float = 1
            if y0 > y1 { swap(&x0, &x1); swap(&y0, &y1); dir = -1 }
            if y1 <= bandTop || y0 >= bandBottom { continue }
            if y0 < bandTop { x0 += (bandTop - y0) * (x1 - x0) / (y1 - y0); y0 = bandTop }
            if y1 > bandBottom { x1 = x0 + (bandBottom - y0) * (x1 - x0) / (y1 - y0); y1 = bandBottom }
            cells.line(x0, y0 - bandTop, x1, y1 - bandTop, dir)
        }
    }

    /// One edge from `(x0, y0)` to `(x1, y1)` with `y0 < y1`, band-local.
    @inline(__always)
    func line(_ x0: Float, _ y0: Float, _ x1: Float, _ y1: Float, _ dir: Float) {
        guard y1 > y0 else { return }
        let dxdy = (x1 - x0) / (y1 - y0)
        var row = Int(y0)
        // ⌈y1⌉ − 1 without `rounded(.up)`, which is a libm call (no SSE4.1).
        var lastRow = Int(y1)
        if Float(lastRow) == y1 { lastRow &-= 1 }
        var xa = x0, ya = y0
        // Row pointers advance by addition (no row · stride per cell).
        var aRow = acc + 2 &* row &* stride
        var bRow = bits + row &* wordsPerRow
        let aStep = 2 &* stride
        // Whole rows first, then the last (partial) one: no per-row test for
        // the end point. Same arithmetic as one loop with that test; callgrind
        // per frame: r=80 alpha circles 122.7 M → 121.1 M, rotated rectangles
        // 50.9 M → 49.9 M.
        // Each row boundary's x is converted to its cell once and reused as
        // the next row's start (one checked `Int(Float)` per row, not two):
        // callgrind per frame, r=80 opaque circles 74.3 M → 73.2 M, r=10 alpha circles
        // 15.0 M → 14.7 M.
        // A row boundary's x usually falls in the cell of the row's start
        // (steep edges, the common case: one cell per row). Then the cell is
        // known without converting x (`Int(xb) == ia` exactly when `fa ≤ xb <
        // fa + 1`, as x ≥ 0), its bit and pointer are kept, and the segment
        // gets `cell`'s one-pixel arithmetic directly (same operations, same
        // sums). Half the rows of r=80 circles take this path. callgrind
        // per frame: accumulate 17.95 M → 16.77 M (r=80 circles); whole
        // scenes r=80 opaque 65.61 M → 64.43 M, rotated rectangles 40.75 M
        // → 40.21 M.
        var ia = Int(xa)
        var fa = Float(ia)  // cell `ia` covers [fa, fa + 1)
        var yb = Float(row)  // row boundaries as floats: exact (< 2²⁴)
        // `d` is `(yb − ya) · dir`; after the first row `yb − ya` is 1.
        var d = (yb + 1 - ya) * dir
        @inline(__always) func segment(_ xb: Float, _ d: Float) {
            if xb >= fa && xb < fa + 1 {
                let frac = (xa + xb) * 0.5 - fa  // (lo + hi) · 0.5 − Float(i0), as in `cell`
                aRow[2 &* ia] += d - d * frac
                aRow[2 &* ia &+ 1] += d
                bRow[ia &>> 6] |= UInt64(1) &<< UInt64(ia & 63)
            } else {
                let ib = Int(xb)
                Cells.cell(aRow, bRow, xa, ia, xb, ib, d)
                ia = ib
                fa = Float(ib)
            }
        }
        while row < lastRow {
            yb += 1
            let xb = min(max(x0 + (yb - y0) * dxdy, 0), width)
            segment(xb, d)
            xa = xb; ya = yb; d = dir
            row &+= 1
            aRow += aStep
            bRow += wordsPerRow
        }
        segment(min(max(x1, 0), width), (y1 - ya) * dir)
    }

    /// Adds a segment that stays inside one row, running between `xa` and `xb`
    /// with signed height `d`.
    ///
    /// Coverage of pixel `i` by the part of the row right of the segment is
    /// `d · mean over the segment of clamp(i + 1 − x, 0, 1)`; with `G` the
    /// integral of that clamp it is `d · (G(i+1−lo) − G(i+1−hi)) / (hi − lo)`.
    /// The buffer stores, per cell, `area` (what the segment adds to this
    /// pixel beyond the running sum) and `cover` (what it adds to the running
    /// sum for the pixels to its right) — FreeType's cell layout. Compared with
    /// one delta per cell (font-rs), a segment inside one pixel touches one
    /// cell instead of two, so the pixel after a steep edge joins the
    /// constant-coverage run. Measured (callgrind, instructions per frame):
    /// −2.5 % on 500 opaque r=80 circles, −3.6 % on 500 rotated rectangles.
    @inline(__always)
    static func cell(_ a: UnsafeMutablePointer<Float>, _ b: UnsafeMutablePointer<UInt64>,
                     _ xa: Float, _ ia: Int, _ xb: Float, _ ib: Int, _ d: Float) {
        let lo = min(xa, xb), hi = max(xa, xb)
        // `ia`, `ib` are `Int(xa)`, `Int(xb)` (truncation is monotone on
        // x ≥ 0, so they order like xa, xb). `Int(x)` spends ~14 instructions
        // on range/NaN checks. Tried and measured worse: `SIMD2<Int32>(
        // SIMD2<Float>(lo, hi), rounding: .towardZero)` (1.20 G → 1.87 G
        // instructions, rotated rects; not lowered to one instruction) and a
        // magic-number floor (halves the conversion cost but the extra clamps
        // spill registers: r=40 circles 1.145 G → 1.152 G).
        let i0 = min(ia, ib), i1 = max(ia, ib)
        if i0 == i1 {
            // Within one pixel: the area right of the segment is set by its mean x.
            let frac = (lo + hi) * 0.5 - Float(i0)
            a[2 &* i0] += d - d * frac
            a[2 &* i0 &+ 1] += d
            b[i0 &>> 6] |= UInt64(1) &<< UInt64(i0 & 63)
            return
        }
        let k = d / (hi - lo)
        let f0 = Float(i0 &+ 1) - lo
        let first = k * 0.5 * f0 * f0  // G(f0)
        a[2 &* i0] += first
        a[2 &* i0 &+ 1] += first
        var prev = first
        if i1 > i0 &+ 1 {
            // G(t) = t − ½ for t ≥ 1: after the second cell every step adds k.
            let second = k * (Float(i0) + 1.5 - lo)
            a[2 &* i0 &+ 2] += second - first
            a[2 &* i0 &+ 3] += second - first
            var i = i0 &+ 2
            while i < i1 { a[2 &* i] += k; a[2 &* i &+ 1] += k; i &+= 1 }
            prev = k * (Float(i1) - 0.5 - lo)
        }
        let g = Float(i1 &+ 1) - hi
        let last = k * ((Float(i1) + 0.5 - lo) - 0.5 * g * g)
        a[2 &* i1] += last - prev
        a[2 &* i1 &+ 1] += d - prev
        mark(b, i0, i1)
    }

    /// Sets the bits of cells `lo…hi` (inclusive) in the row at `b`.
    /// (Cell indices are small: the index arithmetic here and in `line` and
    /// `cell` wraps instead of checking for overflow.)
    @inline(__always)
    static func mark(_ b: UnsafeMutablePointer<UInt64>, _ lo: Int, _ hi: Int) {
        let w0 = lo &>> 6, w1 = hi &>> 6
        let m0 = ~UInt64(0) &<< UInt64(lo & 63)
        let m1 = ~UInt64(0) &>> UInt64(63 &- (hi & 63))
        if w0 == w1 { b[w0] |= m0 & m1; return }
        b[w0] |= m0
        var w = w0 &+ 1
        while w < w1 { b[w] = ~0; w &+= 1 }
        b[w1] |= m1
    }
}

/// A zero-initialised buffer that only grows, owned by one scan converter.
/// Raw memory instead of an array: no uniqueness or exclusivity checks per
/// draw, and the resolve pass leaves it zero again for the next use.
struct ScratchBuffer<T: BitwiseCopyable> {
    private(set) var pointer: UnsafeMutablePointer<T>? = nil
    private(set) var capacity = 0

    /// A pointer to at least `count` zeroed elements (zero on first use; the
    /// users restore zeros after use).
    mutating func reserve(_ count: Int) -> UnsafeMutablePointer<T> {
        if count > capacity || pointer == nil {
            pointer?.deallocate()
            let n = max(count, 1)
            let p = UnsafeMutablePointer<T>.allocate(capacity: n)
            UnsafeMutableRawPointer(p).initializeMemory(as: UInt8.self, repeating: 0, count: n * MemoryLayout<T>.stride)
            pointer = p
            capacity = n
        }
        return pointer!
    }

    /// Frees the memory.
    mutating func free() { pointer?.deallocate(); pointer = nil; capacity = 0 }
}
