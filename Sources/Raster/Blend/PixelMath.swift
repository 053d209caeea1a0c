/// Integer pixel arithmetic on packed premultiplied pixels (`Pixel.packed`).
///
/// Rounding is exact: `div255(t)` is `round(t / 255)` for every product
/// `t = x · y` of two bytes (checked exhaustively by the tests), using
/// `(t + 128 + ((t + 128) >> 8)) >> 8` — no division.
enum PixelMath {
    /// `round(x · y / 255)` for bytes `x`, `y`.
    @inline(__always) static func mul255(_ x: UInt32, _ y: UInt32) -> UInt32 {
        let t = x &* y &+ 128
        return (t &+ (t >> 8)) >> 8
    }

    /// Every channel of `p` times `s / 255`, exactly rounded (`s` in 0…255).
    ///
    /// SWAR: red/blue and green/alpha travel as two 16-bit lanes of a 32-bit
    /// word, so one pixel costs two multiplies instead of four. In loops LLVM
    /// vectorises it four pixels wide by itself.
    @inline(__always) static func scale(_ p: UInt32, _ s: UInt32) -> UInt32 {
        var rb = (p & 0x00FF_00FF) &* s &+ 0x0080_0080
        rb = ((rb &+ ((rb >> 8) & 0x00FF_00FF)) >> 8) & 0x00FF_00FF
        var ga = ((p >> 8) & 0x00FF_00FF) &* s &+ 0x0080_0080
        ga = (ga &+ ((ga >> 8) & 0x00FF_00FF)) & 0xFF00_FF00
        return rb | ga
    }

    /// Source-over: `s + d · (255 − sa) / 255` per channel, `s` premultiplied.
    @inline(__always) static func over(_ s: UInt32, _ d: UInt32) -> UInt32 {
        s &+ scale(d, 255 &- (s >> 24))
    }

    /// `round((a · (255 − t) + b · t) / 255)` per channel.
    @inline(__always) static func lerp(_ a: UInt32, _ b: UInt32, _ t: UInt32) -> UInt32 {
        // Two exact products per lane pair; the sum stays below 2^16 per lane.
        let it = 255 &- t
        var rb = (a & 0x00FF_00FF) &* it &+ (b & 0x00FF_00FF) &* t &+ 0x0080_0080
        rb = ((rb &+ ((rb >> 8) & 0x00FF_00FF)) >> 8) & 0x00FF_00FF
        var ga = ((a >> 8) & 0x00FF_00FF) &* it &+ ((b >> 8) & 0x00FF_00FF) &* t &+ 0x0080_0080
        ga = (ga &+ ((ga >> 8) & 0x00FF_00FF)) & 0xFF00_FF00
        return rb | ga
    }

    /// Per-channel saturating add.
    @inline(__always) static func addSaturating(_ a: UInt32, _ b: UInt32) -> UInt32 {
        var out: UInt32 = 0
        var shift: UInt32 = 0
        while shift < 32 {
            let s = min(255, ((a >> shift) & 255) + ((b >> shift) & 255))
            out |= s << shift
            shift += 8
        }
        return out
    }

    /// Four packed pixels as eight 16-bit lanes: lane pairs hold `R|G<<8` and
    /// `B|A<<8`, so `& 0xFF` isolates R and B and `>> 8` isolates G and A, and
    /// every operation below is one SSE2 instruction on all four pixels.
    typealias Quad = SIMD8<UInt16>

    /// `scale` on four pixels at once (same exact rounding).
    @inline(__always) static func scale4(_ v: Quad, _ s: Quad) -> Quad {
        let rb = (v & 0x00FF) &* s &+ 0x0080
        let ga = (v &>> 8) &* s &+ 0x0080
        return ((rb &+ (rb &>> 8)) &>> 8) | ((ga &+ (ga &>> 8)) & 0xFF00)
    }

    /// `(a · b) >> 16` per lane: LLVM's SLP vectoriser turns the eight
    /// lane-wise high halves into one SSE2 `pmulhuw`.
    ///
    /// Written lane by lane on purpose. The obvious form, widening both to
    /// `SIMD8<UInt32>` with `init(truncatingIfNeeded:)`, multiplying and
    /// narrowing, is the same `pmulhuw` in small functions, but inside the
    /// big inlined sweep/blitter bodies the optimiser stopped inlining those
    /// generic stdlib conversions: 375 out-of-line calls, and on this
    /// project's Zen 5 host 500 r=80 alpha circles took 19.6 ms/frame
    /// instead of 5.9, rotated rectangles 7.3 instead of 2.8 (the
    /// instruction count barely showed it).
    @inline(__always) static func mulHigh(_ a: Quad, _ b: Quad) -> Quad {
        Quad(a[0].multipliedFullWidth(by: b[0]).high, a[1].multipliedFullWidth(by: b[1]).high,
             a[2].multipliedFullWidth(by: b[2]).high, a[3].multipliedFullWidth(by: b[3]).high,
             a[4].multipliedFullWidth(by: b[4]).high, a[5].multipliedFullWidth(by: b[5]).high,
             a[6].multipliedFullWidth(by: b[6]).high, a[7].multipliedFullWidth(by: b[7]).high)
    }

    /// `scale4` with the division by 255 as one high multiply:
    /// `(t + (t >> 8)) >> 8 == (t · 257) >> 16` for every `t = x·y + 128`
    /// (bytes `x`, `y`; checked exhaustively by the tests): 10 instead of 15
    /// vector instructions per 4 pixels.
    ///
    /// `k` must be 257 in every lane, and must come from memory the optimiser
    /// cannot see through (`Canvas.div255Multiplier`): with a literal 257 LLVM
    /// rewrites the multiply as shifts and adds before it can form `pmulhuw`.
    @inline(__always) static func scale4(_ v: Quad, _ s: Quad, div255 k: Quad) -> Quad {
        scaleAdd4(v, s, Quad(repeating: 0x0080), Quad(repeating: 0x0080), div255: k)
    }

    /// `scale4(_:_:div255:)` with the rounding constant 128 replaced by
    /// `lo` in the lanes' low bytes and `hi` in their high bytes: each byte
    /// becomes `(x·s + c) · 257 >> 16`. `c = 255·a + 128` adds `a` to the
    /// exactly rounded product (see `overConstant4`); every `x·s + c` must
    /// stay below 2¹⁶.
    @inline(__always) static func scaleAdd4(_ v: Quad, _ s: Quad, _ lo: Quad, _ hi: Quad, div255 k: Quad) -> Quad {
        let rb = mulHigh((v & 0x00FF) &* s &+ lo, k)
        let ga = mulHigh((v &>> 8) &* s &+ hi, k)
        return rb | (ga &<< 8)
    }

    /// The rounding constants of `overConstant4` for the premultiplied
    /// colour `s`: `255·channel + 128` for the low bytes (R, B) and the high
    /// bytes (G, A) of the lanes.
    @inline(__always) static func overConstants(_ s: UInt32) -> (lo: Quad, hi: Quad) {
        let sq = unsafeBitCast(SIMD4<UInt32>(repeating: s), to: Quad.self)
        return ((sq & 0x00FF) &* 255 &+ 0x0080, (sq &>> 8) &* 255 &+ 0x0080)
    }

    /// Source-over of one premultiplied colour on four pixels, `s +
    /// scale(d, inv)` per channel, with the colour folded into the rounding
    /// constant (`c` from `overConstants`): `round((d·inv + 255·s) / 255)`
    /// is `s + round(d·inv / 255)` exactly (255·s / 255 is whole, and no
    /// t / 255 is a tie), and `d·inv + 255·s + 128 ≤ 255·inv + 255·(255 −
    /// inv) + 128 < 2¹⁶` because a premultiplied channel is at most its
    /// alpha, `255 − inv` (the exhaustive test checks every d, s, inv).
    /// One vector add fewer per four pixels than `sq + scale4(d, inv)`
    /// (29 instead of 31 instructions per 8-pixel step): callgrind per
    /// frame, 500 r=80 alpha circles 97.3 M → 95.9 M, rotated rectangles
    /// 40.82 M → 40.75 M (their runs are short).
    @inline(__always) static func overConstant4(_ d: Quad, _ inv: Quad, _ c: (lo: Quad, hi: Quad), _ k: Quad) -> Quad {
        scaleAdd4(d, inv, c.lo, c.hi, div255: k)
    }

    /// `d = s + scale(d, inv)` for `count` pixels: source-over of one
    /// premultiplied colour `s` with alpha `255 − inv`.
    ///
    /// Two `Quad` steps (8 pixels) per iteration with a moving pointer and
    /// `scale4(_:_:div255:)` (`pmulhuw`): the alternatives measured — the
    /// scalar SWAR loop LLVM vectorises 4 pixels wide, `SIMD8<UInt16>` with an
    /// index, `SIMD16<UInt16>` with its generic widening conversions — take
    /// more instructions per pixel. AVX2 would make the steps 256-bit; the
    /// package builds for baseline x86-64 (Raster.swift).
    ///
    /// The last four pixels are blended before the loop and stored after it
    /// (reloading them right after the loop's partly overlapping store was a
    /// store-forwarding stall per run), and the function is not inlined:
    /// inlined, the live tail register made the big sweep spill. The figures
    /// of each step are in Benchmarks/RESULTS.md ("Pixel math and blitters").
    @inline(never)
    static func overConstant(_ p: UnsafeMutablePointer<UInt32>, count: Int, color s: UInt32, inverseAlpha inv: UInt32,
                             room: Int, div255 k: Quad) {
        var q = p
        let end = p + count
        let c = overConstants(s)
        // `inv` ≤ 255: the checked `UInt16(inv)` was a compare and branch per call.
        let iq = Quad(repeating: UInt16(truncatingIfNeeded: inv))
        if count >= 4 {
            // The last four pixels, loaded and blended before any store and
            // stored last: pixels it shares with the loop's last step get the
            // same value from both. Loaded after that step's store instead (a
            // partly overlapping 16-byte load), the load could not be
            // forwarded from the store buffer and stalled.
            let tailRaw = UnsafeMutableRawPointer(end - 4)
            let tail = overConstant4(tailRaw.loadUnaligned(as: Quad.self), iq, c, k)
            if count >= 8 {
                let last8 = end - 8
                while q <= last8 {
                    let raw = UnsafeMutableRawPointer(q)
                    let d0 = raw.loadUnaligned(as: Quad.self)
                    let d1 = raw.loadUnaligned(fromByteOffset: 16, as: Quad.self)
                    raw.storeBytes(of: overConstant4(d0, iq, c, k), as: Quad.self)
                    raw.storeBytes(of: overConstant4(d1, iq, c, k), toByteOffset: 16, as: Quad.self)
                    q += 8
                }
            }
            if end - q > 4 {
                // One 4-pixel step leaves at most 3 pixels, all in `tail`.
                let raw = UnsafeMutableRawPointer(q)
                raw.storeBytes(of: overConstant4(raw.loadUnaligned(as: Quad.self), iq, c, k), as: Quad.self)
            }
            tailRaw.storeBytes(of: tail, as: Quad.self)
            return
        }
        if room >= 4 {
            // A short run with four pixels of the row from `p`: one step that
            // keeps the pixels past the run as loaded.
            let raw = UnsafeMutableRawPointer(p)
            let d = raw.loadUnaligned(as: Quad.self)
            let done = unsafeBitCast(doneLanes(count), to: Quad.self)
            raw.storeBytes(of: (d & ~done) | (overConstant4(d, iq, c, k) & done), as: Quad.self)
            return
        }
        while q < end { q.pointee = s &+ scale(q.pointee, inv); q += 1 }
    }

    /// Sets `count` pixels to `color` (an opaque interior run): 8 pixels per
    /// step, and the last 1–7 as one or two 4-pixel stores ending at the
    /// run's end (overlapping pixels get the same value). `update(repeating:)`
    /// stored that tail pixel by pixel: callgrind per frame, 500 opaque
    /// circles r=10 / 40 / 80 11.27 / 33.05 / 61.56 M → 11.11 / 32.28 /
    /// 60.10 M. (With an offset and a bound, two induction variables, the
    /// loop took 7 instructions a step instead of 5: r=80 61.56 → 62.43 M.)
    /// No load follows these stores, so the overlap cannot stall.
    @inline(__always)
    static func fill(_ p: UnsafeMutablePointer<UInt32>, count: Int, color: UInt32) {
        guard count >= 4 else {
            var i = 0
            while i < count { p[i] = color; i &+= 1 }
            return
        }
        let v = SIMD4<UInt32>(repeating: color)
        // A moving pointer (one induction variable: 5 instructions a step).
        var q = UnsafeMutableRawPointer(p)
        let end = UnsafeMutableRawPointer(p + count)
        let last8 = end - 32
        while q <= last8 {
            q.storeBytes(of: v, as: SIMD4<UInt32>.self)
            q.storeBytes(of: v, toByteOffset: 16, as: SIMD4<UInt32>.self)
            q += 32
        }
        if end - q > 16 { q.storeBytes(of: v, as: SIMD4<UInt32>.self) }
        (end - 16).storeBytes(of: v, as: SIMD4<UInt32>.self)
    }

    /// A mask of the first `n` (0…4) pixels of a `Quad`, all bits set in their lanes.
    @inline(__always) static func doneLanes(_ n: Int) -> SIMD2<UInt64> {
        let bits = UInt64(truncatingIfNeeded: n) &* 32  // 0…128 bits
        let lo: UInt64 = bits >= 64 ? ~0 : (UInt64(1) &<< bits) &- 1
        let hi: UInt64 = bits <= 64 ? 0 : (bits >= 128 ? ~0 : (UInt64(1) &<< (bits &- 64)) &- 1)
        return SIMD2(lo, hi)
    }

    /// Source-over of one premultiplied colour `s` through per-pixel coverage:
    /// `d = scale(s, c) + scale(d, 255 − alpha(scale(s, c)))`, four pixels per
    /// step (the edge pixels of a fill). Coverage 0 leaves `d` exactly as it
    /// was and coverage 255 gives plain source-over, so no branches are needed.
    ///
    /// Measured against the scalar loop with 0/255 branches (callgrind, whole
    /// scenes): −1 % on r=10 circles, −1.5 % on rotated rectangles. Edge runs
    /// are short, so their tails matter: the last 1–3 pixels are one step
    /// overlapping the previous one (coverage 0 in the lanes already done), and
    /// spans shorter than 4 take one step when `room` (pixels of the row from
    /// `p`) allows; only at the row's right end does the scalar loop remain.
    /// With the same tails in `overConstant`: 500 rotated rectangles 52.5 M →
    /// 50.9 M instructions per frame, 500 r=80 circles at alpha 0.5 125.2 M →
    /// 122.7 M.
    @inline(__always)
    static func overMask(_ p: UnsafeMutablePointer<UInt32>, count: Int, color mc: MaskColor,
                         coverage c: UnsafePointer<UInt8>, room: Int, div255 k: Quad) {
        let raw = UnsafeMutableRawPointer(p)
        let craw = UnsafeRawPointer(c)
        var i = 0
        while i + 4 <= count {
            let d = raw + i &* 4
            d.storeBytes(of: overMask4(d.loadUnaligned(as: Quad.self), mc, k,
                                       craw.loadUnaligned(fromByteOffset: i, as: UInt32.self)), as: Quad.self)
            i &+= 4
        }
        let rest = count &- i
        if rest == 0 { return }
        if count >= 4 {
            // The last 1–3 pixels as one step ending at the span's end, with
            // coverage 0 (which leaves a pixel exactly as it is) in the lanes of
            // pixels already blended.
            let w = craw.loadUnaligned(fromByteOffset: count &- 4, as: UInt32.self)
            let d = raw + (count &- 4) &* 4
            d.storeBytes(of: overMask4(d.loadUnaligned(as: Quad.self), mc, k,
                                       w & (~UInt32(0) &<< UInt32(8 &* (4 &- rest)))), as: Quad.self)
            return
        }
        if room >= 4 {
            // A short span with at least four pixels of the row from `p`: one
            // step with coverage 0 past the span (those pixels are rewritten
            // unchanged). `c` may hold only `count` bytes, so no 4-byte load.
            var w = UInt32(c[0])
            if count > 1 { w |= UInt32(c[1]) &<< 8 }
            if count > 2 { w |= UInt32(c[2]) &<< 16 }
            let r = unsafeBitCast(overMask4(raw.loadUnaligned(as: Quad.self), mc, k, w), to: SIMD4<UInt32>.self)
            // Only the span's pixels are stored: a 16-byte store here made the
            // next span's first load (a run right after this edge) overlap
            // it partly, which the store buffer cannot forward. Release,
            // same minute, ms/frame: alpha circles r=40 2.35 → 2.28, r=10
            // 0.75 → 0.73, rotated rectangles 2.36 → 2.28; opaque unchanged.
            if count == 1 { p[0] = r[0]; return }
            raw.storeBytes(of: unsafeBitCast(r, to: SIMD2<UInt64>.self)[0], as: UInt64.self)
            if count == 3 { p[2] = r[2] }
            return
        }
        let s = mc.color
        while i < count {
            let m = UInt32(c[i])
            if m != 0 { p[i] = over(m == 255 ? s : scale(s, m), p[i]) }
            i += 1
        }
    }

    /// A premultiplied colour prepared once per draw for `overMask4`: its
    /// bytes split into the lanes as `scale4` splits pixels, and its alpha
    /// in every lane. Built per span, the splats and masks cost ~7
    /// instructions a span (spans average 2 pixels): callgrind per frame,
    /// 500 r=80 circles alpha 94.12 M → 93.10 M, opaque 63.76 M → 62.73 M;
    /// rotated rectangles 39.79 M → 39.20 M.
    struct MaskColor {
        /// The packed colour.
        let color: UInt32
        /// R and B (the lanes' low bytes) of every pixel, one per lane.
        let low: Quad
        /// G and A (the lanes' high bytes) of every pixel, one per lane.
        let high: Quad
        /// The colour's alpha in every lane.
        let alpha: Quad

        init(_ s: UInt32) {
            color = s
            let sv = unsafeBitCast(SIMD4<UInt32>(repeating: s), to: Quad.self)
            low = sv & 0x00FF
            high = sv &>> 8
            alpha = Quad(repeating: UInt16(s >> 24))
        }
    }

    /// One `overMask` step: four pixels `dv` with coverage bytes packed in `w`
    /// (pixel j in bits 8j…8j+7) and the colour `c`; `k` is the multiplier
    /// of `scale4(_:_:div255:)`.
    @inline(__always)
    static func overMask4(_ dv: Quad, _ c: MaskColor, _ k: Quad, _ w: UInt32) -> Quad {
        let m = spread(w)
        // `scale4(colour, m)` on the pre-split bytes.
        let src = mulHigh(c.low &* m &+ 0x0080, k) | (mulHigh(c.high &* m &+ 0x0080, k) &<< 8)
        let a = mulHigh(c.alpha &* m &+ 0x0080, k)  // alpha of src, per lane
        return src &+ scale4(dv, 255 &- a, div255: k)
    }

    /// Four coverage bytes packed in `w` (pixel j in bits 8j…8j+7) as a `Quad`
    /// with pixel j's coverage in both of its 16-bit lanes.
    ///
    /// Zero-extending the bytes to 32-bit lanes and or-ing in a copy shifted
    /// by 16 is `punpcklbw`/`punpcklwd`/`pslld`/`por`; the scalar multiplies
    /// it replaces cost ~15 instructions per step. callgrind per frame:
    /// r=80 opaque circles 71.1 M → 69.3 M, rotated rectangles 44.1 M → 43.1 M.
    @inline(__always) static func spread(_ w: UInt32) -> Quad {
        let c4 = SIMD4<UInt32>(truncatingIfNeeded: unsafeBitCast(w, to: SIMD4<UInt8>.self))
        return unsafeBitCast(c4 | (c4 &<< 16), to: Quad.self)
    }

    /// Source-over of four premultiplied source pixels onto four destination
    /// pixels: each pixel's `255 − alpha` is spread into its two lanes with
    /// 32-bit shifts (SSE2), then `s + scale(d, 255 − sa)`. With `overSpan`
    /// (and the shading changes) the linear-gradient rectangle scene went from
    /// 1.24 G to 0.76 G instructions for 5 frames. With the division by 255
    /// as a high multiply (`k`, see `scale4(_:_:div255:)`) here and in the
    /// coverage scaling of `overSpan`: composite200 46.45 → 45.72 M instructions/frame.
    @inline(__always) static func over4(_ s: Quad, _ d: Quad, div255 k: Quad) -> Quad {
        let ia = 255 &- (unsafeBitCast(s, to: SIMD4<UInt32>.self) &>> 24)
        let inv = unsafeBitCast(ia | (ia &<< 16), to: Quad.self)
        return s &+ scale4(d, inv, div255: k)
    }

    /// `d[i] = over(scale(s[i], c), d[i])` for a span of shaded pixels and one
    /// coverage `c` (255: plain source-over), four pixels per step.
    ///
    /// At full coverage four opaque source pixels are stored as they are
    /// (`over` of an opaque pixel is that pixel): images, opaque groups and
    /// ramps are mostly opaque (`isOpaque4`). composite200 49.75 → 48.69 M instructions/frame.
    @inline(__always)
    static func overSpan(_ d: UnsafeMutablePointer<UInt32>, _ s: UnsafePointer<UInt32>, count: Int, coverage c: UInt32,
                         div255 k: Quad) {
        var i = 0
        let cq = Quad(repeating: UInt16(c))
        let draw = UnsafeMutableRawPointer(d), sraw = UnsafeRawPointer(s)
        while i + 4 <= count {
            var sv = sraw.loadUnaligned(fromByteOffset: i &* 4, as: Quad.self)
            if c == 255 {
                if isOpaque4(sraw + i &* 4) {
                    draw.storeBytes(of: sv, toByteOffset: i &* 4, as: Quad.self)
                    i &+= 4
                    continue
                }
            } else {
                sv = scale4(sv, cq, div255: k)
            }
            let dv = draw.loadUnaligned(fromByteOffset: i &* 4, as: Quad.self)
            draw.storeBytes(of: over4(sv, dv, div255: k), toByteOffset: i &* 4, as: Quad.self)
            i &+= 4
        }
        while i < count {
            d[i] = over(c == 255 ? s[i] : scale(s[i], c), d[i])
            i += 1
        }
    }

    /// Whether the four pixels at `p` are opaque: two 8-byte loads and-ed
    /// together, the alpha byte of both halves checked at once.
    @inline(__always) static func isOpaque4(_ p: UnsafeRawPointer) -> Bool {
        let both = p.loadUnaligned(as: UInt64.self) & p.loadUnaligned(fromByteOffset: 8, as: UInt64.self)
        return both & (both &>> 32) & 0xFF00_0000 == 0xFF00_0000
    }

    /// `d[i] = over(scale(s[i], m[i]), d[i])`: shaded pixels through per-pixel
    /// coverage, four per step (coverage spread into lanes as in `overMask`);
    /// four opaque pixels at full coverage are stored as they are.
    @inline(__always)
    static func overSpan(_ d: UnsafeMutablePointer<UInt32>, _ s: UnsafePointer<UInt32>, count: Int,
                         coverage m: UnsafePointer<UInt8>, div255 k: Quad) {
        var i = 0
        let draw = UnsafeMutableRawPointer(d), sraw = UnsafeRawPointer(s)
        while i + 4 <= count {
            let cover = UnsafeRawPointer(m).loadUnaligned(fromByteOffset: i, as: UInt32.self)
            var sv = sraw.loadUnaligned(fromByteOffset: i &* 4, as: Quad.self)
            if cover == 0xFFFF_FFFF && isOpaque4(sraw + i &* 4) {
                draw.storeBytes(of: sv, toByteOffset: i &* 4, as: Quad.self)
                i &+= 4
                continue
            }
            sv = scale4(sv, spread(cover), div255: k)
            let dv = draw.loadUnaligned(fromByteOffset: i &* 4, as: Quad.self)
            draw.storeBytes(of: over4(sv, dv, div255: k), toByteOffset: i &* 4, as: Quad.self)
            i &+= 4
        }
        while i < count {
            let c = UInt32(m[i])
            if c != 0 { d[i] = over(c == 255 ? s[i] : scale(s[i], c), d[i]) }
            i += 1
        }
    }
}
