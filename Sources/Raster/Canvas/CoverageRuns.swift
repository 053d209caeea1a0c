/// Finding runs of empty (0) and full (255) coverage in a row of coverage
/// bytes, eight bytes per step, so a solid fill through a mask can skip the
/// empty stretches and send the fully covered ones to the blitter as runs:
/// a run is a constant-colour source-over (or a pattern fill when opaque),
/// several times cheaper per pixel than blending through per-pixel coverage.
enum CoverageRuns {
    /// Runs shorter than this stay with their neighbours in one masked span
    /// (splitting costs a call; a short run saves little).
    static let minimumRun = 16

    /// Flags (bit 7 of each byte) marking the zero bytes of `w`; the lowest
    /// flag marks the first zero byte exactly (higher ones may be false).
    @inline(__always) static func zeroFlags(_ w: UInt64) -> UInt64 {
        (w &- 0x0101_0101_0101_0101) & ~w & 0x8080_8080_8080_8080
    }

    /// The index of the first 0 or 255 in `row[from..<count]`, or `count`.
    @inline(__always)
    static func firstZeroOrFull(_ row: UnsafePointer<UInt8>, from: Int, count: Int) -> Int {
        var i = from
        let raw = UnsafeRawPointer(row)
        while i &+ 8 <= count {
            let w = raw.loadUnaligned(fromByteOffset: i, as: UInt64.self)
            let flags = zeroFlags(w) | zeroFlags(~w)
            if flags != 0 { return i &+ flags.trailingZeroBitCount >> 3 }
            i &+= 8
        }
        while i < count && row[i] != 0 && row[i] != 255 { i &+= 1 }
        return i
    }

    /// The index of the first value other than `value` (0 or 255) in
    /// `row[from..<count]`, or `count`.
    @inline(__always)
    static func runEnd(_ row: UnsafePointer<UInt8>, of value: UInt8, from: Int, count: Int) -> Int {
        var i = from
        let raw = UnsafeRawPointer(row)
        let pattern: UInt64 = value == 0 ? 0 : ~0
        while i &+ 8 <= count {
            let w = raw.loadUnaligned(fromByteOffset: i, as: UInt64.self) ^ pattern
            if w != 0 { return i &+ w.trailingZeroBitCount >> 3 }
            i &+= 8
        }
        while i < count && row[i] == value { i &+= 1 }
        return i
    }

    /// The index of the first value below 255 in `row[from..<count]`, or `count`.
    @inline(__always)
    static func fullEnd(_ row: UnsafePointer<UInt8>, from: Int, count: Int) -> Int {
        runEnd(row, of: 255, from: from, count: count)
    }

    /// Sends `count` pixels of row `y` from `x` with coverage `row` to `b`:
    /// runs of at least `minimumRun` zeros are skipped (coverage 0 leaves a
    /// pixel as it is), runs of as many full values go as
    /// `blitRun(coverage: 255)`, everything between through `blitMask`.
    @inline(__always)
    static func blit<B: Blitter>(_ b: inout B, x: Int, y: Int, count: Int, coverage row: UnsafePointer<UInt8>) {
        var pending = 0, i = 0
        while i < count {
            let start = firstZeroOrFull(row, from: i, count: count)
            if start == count { break }
            let value = row[start]
            let end = runEnd(row, of: value, from: start &+ 1, count: count)
            if end &- start >= minimumRun {
                if start > pending { b.blitMask(x: x &+ pending, y: y, count: start &- pending, coverage: row + pending) }
                if value == 255 { b.blitRun(x: x &+ start, y: y, count: end &- start, coverage: 255) }
                pending = end
            }
            i = end
        }
        if count > pending { b.blitMask(x: x &+ pending, y: y, count: count &- pending, coverage: row + pending) }
    }
}
