/// One box-blur pass of width `2·radius + 1` from `src` to `dst`, pixels
/// outside the image counting as zero. The running sum adds the pixel
/// entering the window and subtracts the one leaving it, so a pass costs the
/// same for every radius.
///
/// Division by the width is `(sum · m + 2²³) >> 24` with `m = round(2²⁴ / w)`:
/// exact rounding for widths up to 255 (the product stays below 2³²; odd
/// widths have no halfway cases), no integer division and no float
/// conversion in the loops, so the vertical pass vectorises.
enum BoxPass {
    @inline(__always) static func reciprocal(_ radius: Int) -> UInt32 {
        let w = UInt32(2 * radius + 1)
        return ((1 << 24) + w / 2) / w
    }

    /// Horizontal pass over interleaved 4-channel pixels: one SIMD lane per channel.
    static func horizontal4(_ src: UnsafeMutablePointer<UInt8>, _ dst: UnsafeMutablePointer<UInt8>,
                            width: Int, height: Int, radius r: Int) {
        let m = SIMD4<UInt32>(repeating: reciprocal(r)), half = SIMD4<UInt32>(repeating: 1 << 23)
        for y in 0..<height {
            let s = UnsafeRawPointer(src + y * width * 4), d = UnsafeMutableRawPointer(dst + y * width * 4)
            @inline(__always) func load(_ x: Int) -> SIMD4<UInt32> {
                SIMD4<UInt32>(truncatingIfNeeded: s.loadUnaligned(fromByteOffset: x &* 4, as: SIMD4<UInt8>.self))
            }
            @inline(__always) func store(_ x: Int, _ sum: SIMD4<UInt32>) {
                let q = (sum &* m &+ half) &>> 24
                d.storeBytes(of: SIMD4<UInt8>(truncatingIfNeeded: q), toByteOffset: x &* 4, as: SIMD4<UInt8>.self)
            }
            var sum = SIMD4<UInt32>()
            for x in 0..<min(r, width) { sum &+= load(x) }
            // Three ranges so the hot middle has no tests: the window grows
            // at the left edge (x < r: nothing leaves), slides, and shrinks
            // at the right edge (x + r ≥ width: nothing enters).
            let growEnd = min(width, r), slideEnd = max(growEnd, width - r)
            var x = 0
            while x < growEnd {
                if x + r < width { sum &+= load(x + r) }
                store(x, sum)
                x += 1
            }
            while x < slideEnd {
                sum &+= load(x + r)
                store(x, sum)
                sum &-= load(x - r)
                x += 1
            }
            while x < width {
                store(x, sum)
                if x >= r { sum &-= load(x - r) }
                x += 1
            }
        }
    }

    /// Horizontal pass over a single channel.
    static func horizontal1(_ src: UnsafeMutablePointer<UInt8>, _ dst: UnsafeMutablePointer<UInt8>,
                            width: Int, height: Int, radius r: Int) {
        let m = reciprocal(r)
        for y in 0..<height {
            let s = src + y * width, d = dst + y * width
            var sum: UInt32 = 0
            for x in 0..<min(r, width) { sum &+= UInt32(s[x]) }
            for x in 0..<width {
                if x + r < width { sum &+= UInt32(s[x + r]) }
                d[x] = UInt8(truncatingIfNeeded: (sum &* m &+ (1 << 23)) >> 24)
                if x >= r { sum &-= UInt32(s[x - r]) }
            }
        }
    }

    /// Vertical pass: one running sum per byte of a row, updated a whole row
    /// at a time (rows are contiguous, so the loops vectorise and memory is
    /// read in order).
    static func vertical(_ src: UnsafeMutablePointer<UInt8>, _ dst: UnsafeMutablePointer<UInt8>,
                         rowBytes n: Int, height: Int, radius r: Int, sums: UnsafeMutablePointer<UInt32>) {
        let m = reciprocal(r)
        sums.update(repeating: 0, count: n)
        for k in 0..<min(r, height) {
            let row = src + k * n
            for i in 0..<n { sums[i] &+= UInt32(row[i]) }
        }
        for y in 0..<height {
            let out = dst + y * n
            let add: UnsafeMutablePointer<UInt8>? = y + r < height ? src + (y + r) * n : nil
            let sub: UnsafeMutablePointer<UInt8>? = y >= r ? src + (y - r) * n : nil
            switch (add, sub) {
            case let (a?, s?):
                for i in 0..<n {
                    let v = sums[i] &+ UInt32(a[i])
                    out[i] = UInt8(truncatingIfNeeded: (v &* m &+ (1 << 23)) >> 24)
                    sums[i] = v &- UInt32(s[i])
                }
            case let (a?, nil):
                for i in 0..<n {
                    let v = sums[i] &+ UInt32(a[i])
                    out[i] = UInt8(truncatingIfNeeded: (v &* m &+ (1 << 23)) >> 24)
                    sums[i] = v
                }
            case let (nil, s?):
                for i in 0..<n {
                    let v = sums[i]
                    out[i] = UInt8(truncatingIfNeeded: (v &* m &+ (1 << 23)) >> 24)
                    sums[i] = v &- UInt32(s[i])
                }
            case (nil, nil):
                for i in 0..<n { out[i] = UInt8(truncatingIfNeeded: (sums[i] &* m &+ (1 << 23)) >> 24) }
            }
        }
    }
}
