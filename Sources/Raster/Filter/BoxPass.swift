/// The three box blurs of one direction done in a single sweep: each box is a
/// running sum (add the sample entering the window, subtract the one
/// leaving), the second box sums the first one's sums and the third the
/// second's, all in exact integers; only the final value is divided by the
/// product of the three widths `W`, once. Compared with three separate
/// rounded passes this reads and writes the image once per direction instead
/// of three times, and rounds once instead of three times.
///
/// Only the vertical direction is implemented (the horizontal one runs on
/// the transposed image, see `Blurrer`). Samples outside the image are zero.
/// The sweep runs in place: an
/// output row is written only after every input row that needs it has been
/// read (the rows that leave the windows lag the output row because
/// `r1 + 1 ≤ r2 + r3` for ascending radii with `r3 ≥ 1`).
enum BoxPass {
    /// Exact `round(x / W)` for `x ≤ 255·W` (`W` odd, so there are no
    /// halfway cases): `floor((x + (W − 1)/2) / W)` by a multiply and a shift
    /// (Granlund–Montgomery; exact for numerators below 2³¹, which
    /// `GaussianBlur.maxSigma` guarantees: 255.5·W < 2³¹).
    struct Divider {
        let bias: UInt32, magic: UInt64, shift: UInt64, reciprocal: Double

        init(_ w: Int) {
            let l = w > 1 ? UInt64(Int.bitWidth - (w - 1).leadingZeroBitCount) : 0
            shift = 31 + l
            magic = ((1 << shift) + UInt64(w) - 1) / UInt64(w)
            bias = UInt32((w - 1) / 2)
            reciprocal = 1 / Double(w)
        }

        @inline(__always) func callAsFunction(_ x: UInt32) -> UInt8 {
            UInt8(truncatingIfNeeded: (UInt64(x &+ bias) &* magic) &>> shift)
        }

        /// Eight at once through doubles (SSE2 has no 64-bit lane multiply;
        /// LLVM turns the integer form into eight scalar multiplies): a
        /// 32-bit integer becomes a double by or-ing it into the mantissa of
        /// 2⁵², and `q + 2⁵²` puts `round(q)` back in the low mantissa bits.
        /// `x / W` is never halfway (W odd) and the product's error is below
        /// 10⁻¹³, far from the 1/(2W) a wrong rounding would need.
        @inline(__always) func callAsFunction(_ x: SIMD8<UInt32>) -> SIMD8<UInt8> {
            let twoPow52 = SIMD8<Double>(repeating: 4_503_599_627_370_496)
            let bits = SIMD8<UInt64>(truncatingIfNeeded: x) | SIMD8(repeating: 0x4330_0000_0000_0000)
            let q = (unsafeBitCast(bits, to: SIMD8<Double>.self) - twoPow52) * SIMD8(repeating: reciprocal) + twoPow52
            return SIMD8<UInt8>(truncatingIfNeeded: unsafeBitCast(q, to: SIMD8<UInt64>.self))
        }
    }

    /// The radii of the three boxes, ascending.
    struct Radii {
        let r1: Int, r2: Int, r3: Int
        var total: Int { r1 + r2 + r3 }
        var divider: Divider { Divider((2 * r1 + 1) * (2 * r2 + 1) * (2 * r3 + 1)) }
    }

    // MARK: Vertical

    /// Blurs the columns of `height` rows of `n` bytes in place (every byte
    /// is its own lane, so the loops run over whole rows and vectorise).
    /// `sums` holds `3·n` values; `ring1` `(2·r2 + 2)·n` and `ring2`
    /// `(2·r3 + 2)·n` values (the first and second boxes' recent rows, for
    /// the rows leaving the next box's window); `zero` is `n` zero bytes.
    static func vertical(_ data: UnsafeMutablePointer<UInt8>, rowBytes n: Int, height: Int, radii q: Radii,
                         sums: UnsafeMutablePointer<UInt32>, ring1: UnsafeMutablePointer<UInt32>,
                         ring2: UnsafeMutablePointer<UInt32>, zero: UnsafePointer<UInt8>) {
        let div = q.divider
        let size1 = 2 * q.r2 + 2, size2 = 2 * q.r3 + 2
        sums.update(repeating: 0, count: 3 * n)
        ring1.update(repeating: 0, count: size1 * n)
        ring2.update(repeating: 0, count: size2 * n)
        let s1 = sums, s2 = sums + n, s3 = sums + 2 * n
        func input(_ row: Int) -> UnsafePointer<UInt8> { row >= 0 && row < height ? UnsafePointer(data + row * n) : zero }
        func slot(_ k: Int, _ size: Int) -> Int { ((k % size) + size) % size * n }
        // Step k: first box's sum for row k, second's for k − r2, third's for
        // y = k − r2 − r3. Everything before k = −r1 is zero.
        for k in (-q.r1)..<(height + q.r2 + q.r3) {
            let add = input(k + q.r1), sub = input(k - q.r1 - 1)
            let new1 = ring1 + slot(k, size1), old1 = ring1 + slot(k - 2 * q.r2 - 1, size1)
            let new2 = ring2 + slot(k - q.r2, size2), old2 = ring2 + slot(k - q.r2 - 2 * q.r3 - 1, size2)
            let y = k - q.r2 - q.r3
            let out: UnsafeMutablePointer<UInt8>? = y >= 0 ? data + y * n : nil
            // Eight columns per step as explicit vectors (LLVM does not
            // vectorise the scalar form: too many pointers that may alias).
            var i = 0
            while i + 8 <= n {
                typealias V = SIMD8<UInt32>
                @inline(__always) func bytes(_ p: UnsafePointer<UInt8>) -> V {
                    V(truncatingIfNeeded: UnsafeRawPointer(p + i).loadUnaligned(as: SIMD8<UInt8>.self))
                }
                @inline(__always) func lanes(_ p: UnsafeMutablePointer<UInt32>) -> V {
                    UnsafeRawPointer(p + i).loadUnaligned(as: V.self)
                }
                @inline(__always) func put(_ v: V, _ p: UnsafeMutablePointer<UInt32>) {
                    UnsafeMutableRawPointer(p + i).storeBytes(of: v, as: V.self)
                }
                let b1 = lanes(s1) &+ bytes(add) &- bytes(sub)
                let b2 = lanes(s2) &+ b1 &- lanes(old1)
                let b3 = lanes(s3) &+ b2 &- lanes(old2)
                put(b1, s1); put(b2, s2); put(b3, s3); put(b1, new1); put(b2, new2)
                if let out { UnsafeMutableRawPointer(out + i).storeBytes(of: div(b3), as: SIMD8<UInt8>.self) }
                i += 8
            }
            while i < n {
                let b1 = s1[i] &+ UInt32(add[i]) &- UInt32(sub[i])
                let b2 = s2[i] &+ b1 &- old1[i]
                let b3 = s3[i] &+ b2 &- old2[i]
                s1[i] = b1; s2[i] = b2; s3[i] = b3
                new1[i] = b1; new2[i] = b2
                if let out { out[i] = div(b3) }
                i += 1
            }
        }
    }
}
