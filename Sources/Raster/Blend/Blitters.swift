/// Solid colour, source-over: the hot path of most drawing.
struct SolidOverBlitter: Blitter {
    let pixels: UnsafeMutablePointer<UInt32>
    let stride: Int
    /// Premultiplied colour with the paint's alpha applied.
    let color: UInt32
    let opaque: Bool
    /// 257 in every lane, from memory (see `PixelMath.scale4(_:_:div255:)`).
    let div255: PixelMath.Quad
    /// `color` prepared for `PixelMath.overMask`.
    let maskColor: PixelMath.MaskColor
    /// `WordFill.function`, read once per draw (not a global's lazy check per run).
    let wideFill: WordFill.Function?

    /// Yes: `blitRun` and `blitMask` give every pixel `scale(color, c) +
    /// scale(d, 255 − alpha)`, exactly rounded both ways (a full opaque run
    /// stores `color`, which that is at c = 255), and c = 0 keeps `d`.
    /// `RasterTests.NarrowResolveTests` checks every coverage.
    static var coverageIsPerPixel: Bool { true }

    init(pixels: UnsafeMutablePointer<UInt32>, stride: Int, color: UInt32, div255: PixelMath.Quad) {
        self.pixels = pixels; self.stride = stride; self.color = color; self.div255 = div255
        opaque = color >> 24 == 255
        maskColor = PixelMath.MaskColor(color)
        wideFill = WordFill.function
    }

    @inline(__always)
    mutating func blitRun(x: Int, y: Int, count: Int, coverage: UInt8) {
        // Wrapping arithmetic: spans lie inside the pixmap (no overflow checks).
        let p = pixels + (y &* stride &+ x)
        if coverage == 255 && opaque {
            // Long runs through `wmemset` (AVX-512 stores here, see
            // `WordFill`); short ones stay inline, where a call costs more
            // than the few 16-byte stores. 500 opaque r=80 circles, release,
            // alternated runs: 4.65–4.97 → 4.51–4.59 ms (from 64 pixels on:
            // 4.51–4.59 → 4.56–4.66); r=40 unchanged (2.41–2.63 both).
            if count >= 32, let wideFill { _ = wideFill(p, color, count); return }
            PixelMath.fill(p, count: count, color: color)
            return
        }
        let s = coverage == 255 ? color : PixelMath.scale(color, UInt32(coverage))
        let inv = 255 &- (s >> 24)
        PixelMath.overConstant(p, count: count, color: s, inverseAlpha: inv, room: stride &- x, div255: div255)
    }

    @inline(__always)
    mutating func blitMask(x: Int, y: Int, count: Int, coverage: UnsafePointer<UInt8>) {
        PixelMath.overMask(pixels + (y &* stride &+ x), count: count, color: maskColor, coverage: coverage,
                           room: stride &- x, div255: div255)
    }
}

/// Any paint, any blend mode: shades the span into a scratch row, then blends
/// it with `lerp(d, mode(s, d), coverage)`. Source-over has its vector span
/// loops; any other mode is switched on once per span (`BlendMode.blendSpan`).
struct ShaderBlitter: Blitter {
    let pixels: UnsafeMutablePointer<UInt32>
    let stride: Int
    let shader: PreparedShader
    let mode: BlendMode
    /// Room for one row of shaded source pixels.
    let row: UnsafeMutablePointer<UInt32>
    /// `Canvas.div255Multiplier` (see `PixelMath.scale4(_:_:div255:)`).
    let div255: PixelMath.Quad

    /// Calls `blend` with the span's source pixels: read in place from the
    /// image when shading would only copy them (`withImageRow`), else shaded
    /// into `row`.
    @inline(__always)
    func withSource(x: Int, y: Int, count: Int, _ blend: (UnsafePointer<UInt32>) -> Void) {
        if shader.withImageRow(x: x, y: y, count: count, blend) { return }
        shader.shade(x: x, y: y, count: count, into: row)
        blend(row)
    }

    mutating func blitRun(x: Int, y: Int, count: Int, coverage: UInt8) {
        let d = pixels + y * stride + x
        let c = UInt32(coverage)
        if mode == .sourceOver {
            // Full coverage: an image row at whole pixels and alpha `a` (a
            // group composited at its opacity) is blended in place with `a`
            // as the coverage — `over(scale(s, a), d)`, what blending the
            // shaded (copied and scaled) row gives. composite200's five 0.85
            // cards: 50.8 → 49.8 M instructions/frame.
            if c == 255, shader.withImageRow(x: x, y: y, count: count, anyAlpha: true, {
                PixelMath.overSpan(d, $0, count: count, coverage: $1, div255: div255)
            }) { return }
            withSource(x: x, y: y, count: count) { PixelMath.overSpan(d, $0, count: count, coverage: c, div255: div255) }
            return
        }
        shader.shade(x: x, y: y, count: count, into: row)
        mode.blendSpan(d, row, count: count, coverage: ConstantCoverage(value: c))
    }

    mutating func blitMask(x: Int, y: Int, count: Int, coverage: UnsafePointer<UInt8>) {
        let d = pixels + y * stride + x
        if mode == .sourceOver {
            withSource(x: x, y: y, count: count) { PixelMath.overSpan(d, $0, count: count, coverage: coverage, div255: div255) }
            return
        }
        shader.shade(x: x, y: y, count: count, into: row)
        mode.blendSpan(d, row, count: count, coverage: MaskCoverage(bytes: coverage))
    }
}

/// Multiplies coverage by a clip mask before passing it on. The mask's
/// first value is device pixel `(originX, originY)`; spans stay inside it.
struct ClipMaskBlitter<Inner: Blitter>: Blitter {
    /// As the inner blitter's: both calls give a pixel `mul255(mask, c)`.
    static var coverageIsPerPixel: Bool { Inner.coverageIsPerPixel }

    var inner: Inner
    let mask: UnsafePointer<UInt8>
    let maskStride: Int
    let originX: Int, originY: Int
    /// Room for one row of combined coverage.
    let scratch: UnsafeMutablePointer<UInt8>

    mutating func blitRun(x: Int, y: Int, count: Int, coverage: UInt8) {
        let m = mask + (y - originY) * maskStride + (x - originX)
        // Where the mask is 255 — most of a layer's rounded clip — it changes
        // nothing, and the pixels go on as one run (an opaque fill stays a
        // pattern fill). A solid colour is split into full and partial parts
        // exactly; a shader only passes whole when the span is all full (its
        // per-span sums, e.g. a gradient's, must start where they did).
        // The full part is found 8 mask bytes per step, then byte by byte
        // (one byte per step was 2.2 M instructions per composite200 frame).
        let raw = UnsafeRawPointer(m)
        var start = 0
        while start &+ 8 <= count && raw.loadUnaligned(fromByteOffset: start, as: UInt64.self) == ~0 { start &+= 8 }
        while start < count && m[start] == 255 { start += 1 }
        if start == count { inner.blitRun(x: x, y: y, count: count, coverage: coverage); return }
        var end = count
        if Inner.self == SolidOverBlitter.self {
            while end &- 8 >= start && raw.loadUnaligned(fromByteOffset: end &- 8, as: UInt64.self) == ~0 { end &-= 8 }
            while end > start && m[end - 1] == 255 { end -= 1 }
            if start > 0 { inner.blitRun(x: x, y: y, count: start, coverage: coverage) }
            if end < count { inner.blitRun(x: x + end, y: y, count: count - end, coverage: coverage) }
        } else {
            start = 0
        }
        let c = UInt32(coverage)
        if c == 255 {
            // `mul255(m, 255) == m`: the mask itself is the coverage, no copy.
            if !Self.allZero(m + start, end - start) { inner.blitMask(x: x + start, y: y, count: end - start, coverage: m + start) }
            return
        }
        var any = false
        for i in start..<end {
            let v = UInt8(truncatingIfNeeded: PixelMath.mul255(UInt32(m[i]), c))
            scratch[i - start] = v
            any = any || v != 0
        }
        if any { inner.blitMask(x: x + start, y: y, count: end - start, coverage: scratch) }
    }

    /// The coverage times the mask, 8 bytes per step where either is all
    /// 255 (`mul255(255, v) == v`: the other is copied), byte by byte
    /// elsewhere. composite200: 46.95 → 46.45 M instructions/frame with the
    /// mask passed on as is under full coverage (`blitRun`).
    mutating func blitMask(x: Int, y: Int, count: Int, coverage: UnsafePointer<UInt8>) {
        let m = mask + (y - originY) * maskStride + (x - originX)
        let mraw = UnsafeRawPointer(m), craw = UnsafeRawPointer(coverage), out = UnsafeMutableRawPointer(scratch)
        var any: UInt64 = 0
        var i = 0
        while i &+ 8 <= count {
            let mw = mraw.loadUnaligned(fromByteOffset: i, as: UInt64.self), cw = craw.loadUnaligned(fromByteOffset: i, as: UInt64.self)
            if mw == ~0 || cw == ~0 {
                let w = mw == ~0 ? cw : mw
                out.storeBytes(of: w, toByteOffset: i, as: UInt64.self)
                any |= w
            } else {
                for j in i..<(i &+ 8) {
                    let v = UInt8(truncatingIfNeeded: PixelMath.mul255(UInt32(m[j]), UInt32(coverage[j])))
                    scratch[j] = v
                    any |= UInt64(v)
                }
            }
            i &+= 8
        }
        while i < count {
            let v = UInt8(truncatingIfNeeded: PixelMath.mul255(UInt32(m[i]), UInt32(coverage[i])))
            scratch[i] = v
            any |= UInt64(v)
            i &+= 1
        }
        if any != 0 { inner.blitMask(x: x, y: y, count: count, coverage: scratch) }
    }

    /// Whether the `count` bytes at `p` are all 0 (8 per step).
    static func allZero(_ p: UnsafePointer<UInt8>, _ count: Int) -> Bool {
        let raw = UnsafeRawPointer(p)
        var i = 0
        while i &+ 8 <= count {
            if raw.loadUnaligned(fromByteOffset: i, as: UInt64.self) != 0 { return false }
            i &+= 8
        }
        while i < count {
            if p[i] != 0 { return false }
            i &+= 1
        }
        return true
    }
}

/// Writes coverage into a mask, combining with what is there by
/// multiplication (intersecting clips). Pixels never visited are handled by
/// the caller (they become 0).
struct MaskWriterBlitter: Blitter {
    let values: UnsafeMutablePointer<UInt8>
    let stride: Int
    /// The device pixel of `values[0]`.
    let originX: Int, originY: Int

    mutating func blitRun(x: Int, y: Int, count: Int, coverage: UInt8) {
        let p = values + (y - originY) * stride + (x - originX)
        for i in 0..<count { p[i] = coverage }
    }

    mutating func blitMask(x: Int, y: Int, count: Int, coverage: UnsafePointer<UInt8>) {
        let p = values + (y - originY) * stride + (x - originX)
        for i in 0..<count { p[i] = coverage[i] }
    }
}
