/// PNG scanline filtering (PNG spec §9): the five filter types, applied when
/// encoding and reversed when decoding. `bpp` is the filter's byte distance
/// (bytes per complete pixel, at least 1).
enum PNGFilters {
    /// The Paeth predictor of left `a`, above `b`, upper-left `c`.
    @inline(__always) static func paeth(_ a: UInt8, _ b: UInt8, _ c: UInt8) -> UInt8 {
        let p = Int(a) + Int(b) - Int(c)
        let pa = abs(p - Int(a)), pb = abs(p - Int(b)), pc = abs(p - Int(c))
        if pa <= pb && pa <= pc { return a }
        return pb <= pc ? b : c
    }

    /// Writes `cur` filtered with `type` (0…4) into `out` (same length).
    /// `prev` is the previous row of raw bytes, or nil for the first row.
    static func filter(type: UInt8, cur: UnsafePointer<UInt8>, prev: UnsafePointer<UInt8>?, count n: Int,
                       bpp: Int, out: UnsafeMutablePointer<UInt8>) {
        switch type {
        case 1:
            for i in 0..<min(bpp, n) { out[i] = cur[i] }
            if n > bpp { for i in bpp..<n { out[i] = cur[i] &- cur[i - bpp] } }
        case 2:
            if let prev { for i in 0..<n { out[i] = cur[i] &- prev[i] } } else { out.update(from: cur, count: n) }
        case 3:
            for i in 0..<n {
                let a = i >= bpp ? UInt16(cur[i - bpp]) : 0
                let b = prev.map { UInt16($0[i]) } ?? 0
                out[i] = cur[i] &- UInt8((a + b) >> 1)
            }
        case 4:
            for i in 0..<n {
                let a = i >= bpp ? cur[i - bpp] : 0
                let b = prev?[i] ?? 0
                let c = (i >= bpp ? prev?[i - bpp] : nil) ?? 0
                out[i] = cur[i] &- paeth(a, b, c)
            }
        default:
            out.update(from: cur, count: n)
        }
    }

    /// Sum of the filtered bytes taken as signed magnitudes (the libpng heuristic).
    static func cost(_ p: UnsafePointer<UInt8>, count n: Int) -> Int {
        var s = 0
        for i in 0..<n { let v = Int(Int8(bitPattern: p[i])); s += v < 0 ? -v : v }
        return s
    }

    /// Reverses filter `type` in place on `row` (`count` bytes) given the
    /// previous reconstructed row (nil for the first row of a pass).
    static func unfilter(type: UInt8, row: UnsafeMutablePointer<UInt8>, prev: UnsafePointer<UInt8>?,
                         count n: Int, bpp: Int) throws(PNGError) {
        switch type {
        case 0: break
        case 1:
            if n > bpp { for i in bpp..<n { row[i] = row[i] &+ row[i - bpp] } }
        case 2:
            if let prev { for i in 0..<n { row[i] = row[i] &+ prev[i] } }
        case 3:
            if let prev {
                for i in 0..<n {
                    let a = i >= bpp ? UInt16(row[i - bpp]) : 0
                    row[i] = row[i] &+ UInt8((a + UInt16(prev[i])) >> 1)
                }
            } else if n > bpp {
                for i in bpp..<n { row[i] = row[i] &+ (row[i - bpp] >> 1) }
            }
        case 4:
            if let prev {
                for i in 0..<n {
                    let a = i >= bpp ? row[i - bpp] : 0
                    let c = i >= bpp ? prev[i - bpp] : 0
                    row[i] = row[i] &+ paeth(a, prev[i], c)
                }
            } else if n > bpp {
                // With no row above, Paeth reduces to Sub.
                for i in bpp..<n { row[i] = row[i] &+ row[i - bpp] }
            }
        default:
            throw .corruptImageData("unknown filter type \(type)")
        }
    }
}
