extension ScanConverter {
    /// `resolve` for a band at most `narrowWidth` cells wide into a blitter
    /// whose pixels depend only on their own coverage: each row is
    /// one `blitMask` from its first touched cell to its last (the untouched
    /// cells between take the running sum, as `resolve`'s constant runs do),
    /// then one `blitRun` for a constant rest of the row. Same coverage per
    /// pixel as `resolve` — the same sums in the same order (`sum + 0` is
    /// `sum`) — and so, for such a blitter, the same pixels.
    ///
    /// Why: small shapes have a few cells per row, and `resolve` handed them
    /// over as two to four spans (edge, interior, edge) with a bit scan per
    /// span; a rotated 4×4 rectangle went through ~30 blitter calls.
    /// 10,000 rotated 4×4 rectangles (`raster.smallRects`, Zen 5 host): 380
    /// → 366 ns a rectangle. Only narrow clips: the interior between the
    /// edges is blended pixel by pixel here instead of filled as a run, and
    /// with every clip up to 62 pixels 500 r=10 circles (22 wide) went 0.90
    /// → 1.10 ms; keeping long untouched gaps as runs inside this loop cost
    /// the rectangles more than it saved (366 → 415 ns).
    @inline(__always)
    func resolveNarrow<B: Blitter>(cells: Cells, rows: Int, width: Int, originX: Int, originY: Int,
                                   evenOdd: Bool, coverage: UnsafeMutablePointer<UInt8>, into blitter: inout B) {
        let stride = cells.stride
        for r in 0..<rows {
            let word = cells.bits[r]
            if word == 0 { continue }  // no cell touched: the row's sum stays 0
            cells.bits[r] = 0
            // Wrapping index arithmetic: cells of one narrow row (see `resolve`).
            let acc = cells.acc + 2 &* r &* stride
            let first = word.trailingZeroBitCount
            let last = 63 &- word.leadingZeroBitCount  // ≤ width: edges end at x ≤ width
            let end = min(last &+ 1, width)
            // Coverage bytes gathered in a register and stored 8 at a time:
            // `overMask` reads them back as 4-byte words, and a word load
            // over separate byte stores cannot be forwarded from the store
            // buffer (perf: 27 % of the sweep's samples on those loads).
            let out = UnsafeMutableRawPointer(coverage)
            var packed: UInt64 = 0
            var sum: Float = 0
            var i = first
            @inline(__always) func cellLoop(evenOdd: Bool) {
                while i < end {
                    let v = sum + acc[2 &* i]
                    sum += acc[2 &* i &+ 1]
                    acc[2 &* i] = 0; acc[2 &* i &+ 1] = 0
                    let n = i &- first
                    packed |= UInt64(ScanConverter.coverage(v, evenOdd: evenOdd)) &<< UInt64((n & 7) &* 8)
                    i &+= 1
                    if n & 7 == 7 {
                        out.storeBytes(of: packed, toByteOffset: n &- 7, as: UInt64.self)
                        packed = 0
                    }
                }
                let n = i &- first
                if n & 7 != 0 { out.storeBytes(of: packed, toByteOffset: n & ~7, as: UInt64.self) }
            }
            if evenOdd { cellLoop(evenOdd: true) } else { cellLoop(evenOdd: false) }
            while i <= last { acc[2 &* i] = 0; acc[2 &* i &+ 1] = 0; i &+= 1 }
            let y = originY &+ r
            if end > first { blitter.blitMask(x: originX &+ first, y: y, count: end &- first, coverage: coverage) }
            if end < width && sum != 0 {
                let c = ScanConverter.coverage(sum, evenOdd: evenOdd)
                if c != 0 { blitter.blitRun(x: originX &+ end, y: y, count: width &- end, coverage: c) }
            }
        }
    }
}
