/// Finding runs of full coverage (255) in a row of coverage bytes, eight
/// bytes per step, so a solid fill through a mask can send its fully
/// covered stretches to the blitter as runs: a run is a constant-colour
/// source-over (or a pattern fill when opaque), several times cheaper per
/// pixel than blending through per-pixel coverage.
enum CoverageRuns {
    /// Runs shorter than this stay with their neighbours in one masked span
    /// (splitting costs a call; a short run saves little).
    static let minimumRun = 16

    /// The index of the first 255 in `row[from..<count]`, or `count`.
    @inline(__always)
    static func firstFull(_ row: UnsafePointer<UInt8>, from: Int, count: Int) -> Int {
        var i = from
        let raw = UnsafeRawPointer(row)
        while i &+ 8 <= count {
            // A 255 byte is a zero byte of the complement; the classic
            // zero-byte test's lowest set flag marks the first one exactly.
            let w = ~raw.loadUnaligned(fromByteOffset: i, as: UInt64.self)
            let flags = (w &- 0x0101_0101_0101_0101) & ~w & 0x8080_8080_8080_8080
            if flags != 0 { return i &+ flags.trailingZeroBitCount >> 3 }
            i &+= 8
        }
        while i < count && row[i] != 255 { i &+= 1 }
        return i
    }

    /// The index of the first value below 255 in `row[from..<count]`, or `count`.
    @inline(__always)
    static func fullEnd(_ row: UnsafePointer<UInt8>, from: Int, count: Int) -> Int {
        var i = from
        let raw = UnsafeRawPointer(row)
        while i &+ 8 <= count {
            let w = ~raw.loadUnaligned(fromByteOffset: i, as: UInt64.self)
            // Non-zero bytes of the complement are the values below 255.
            if w != 0 { return i &+ w.trailingZeroBitCount >> 3 }
            i &+= 8
        }
        while i < count && row[i] == 255 { i &+= 1 }
        return i
    }

    /// Sends `count` pixels of row `y` from `x` with coverage `row` to `b`:
    /// runs of at least `minimumRun` full values as `blitRun(coverage: 255)`,
    /// everything between them through `blitMask` (zeros included, so the
    /// pixels each call touches are those it did before).
    @inline(__always)
    static func blit<B: Blitter>(_ b: inout B, x: Int, y: Int, count: Int, coverage row: UnsafePointer<UInt8>) {
        var pending = 0, i = 0
        while i < count {
            let start = firstFull(row, from: i, count: count)
            if start == count { break }
            let end = fullEnd(row, from: start &+ 1, count: count)
            if end &- start >= minimumRun {
                if start > pending { b.blitMask(x: x &+ pending, y: y, count: start &- pending, coverage: row + pending) }
                b.blitRun(x: x &+ start, y: y, count: end &- start, coverage: 255)
                pending = end
            }
            i = end
        }
        if count > pending { b.blitMask(x: x &+ pending, y: y, count: count &- pending, coverage: row + pending) }
    }
}
