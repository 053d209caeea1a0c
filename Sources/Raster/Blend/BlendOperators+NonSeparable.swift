/// A non-separable blend function of W3C *Compositing and Blending Level 1*
/// (§ 10.3): `B(Cb, Cs)` on the straight RGB colours of destination and
/// source (each channel 0…1), built from `Lum`, `SetLum`, `Sat` and `SetSat`.
protocol NonSeparableBlendFunction {
    static func blend(_ cb: SIMD3<Float>, _ cs: SIMD3<Float>) -> SIMD3<Float>
}

/// The W3C general form for a non-separable blend function, in floating
/// point: alpha `sa + da − sa·da` (exact, as `Separable`), every colour
/// channel `round((s·(255 − da) + d·(255 − sa) + sa·da·B(Cb, Cs)) / 255)`
/// kept within 0…alpha. Where either alpha is 0 the blend term is 0 (no
/// straight colour to blend), which is what the formula gives.
///
/// Cost: a few dozen float operations and two divisions a pixel (more
/// where a colour is clipped); quartz-bench `compositor.blend.luminosity.720p`
/// has the figure of a full-screen group.
enum NonSeparable<F: NonSeparableBlendFunction>: PixelBlendOperator {
    @inline(__always) static func apply(_ s: UInt32, _ d: UInt32) -> UInt32 {
        let sa = s >> 24, da = d >> 24
        let ra = sa + da - PixelMath.mul255(sa, da)
        @inline(__always) func rgb(_ p: UInt32) -> SIMD3<Float> {
            SIMD3(Float(p & 255), Float((p >> 8) & 255), Float((p >> 16) & 255))
        }
        let sv = rgb(s), dv = rgb(d)
        var n = sv * Float(255 - da) + dv * Float(255 - sa)
        if sa != 0 && da != 0 {
            let one = SIMD3<Float>(repeating: 1)
            let cs = NonSeparableMath.lanewiseMin(sv * (1 / Float(sa)), one)
            let cb = NonSeparableMath.lanewiseMin(dv * (1 / Float(da)), one)
            n += F.blend(cb, cs) * Float(sa * da)
        }
        // Rounded by adding ½ and truncating within 0…alpha: `rounded()` on
        // the vector was a libm call per channel.
        let half = SIMD3<Float>(repeating: 0.5), zero = SIMD3<Float>(repeating: 0), limit = SIMD3<Float>(repeating: Float(ra))
        let scaled: SIMD3<Float> = n * Float(1.0 / 255.0) + half
        let v = NonSeparableMath.lanewiseMin(NonSeparableMath.lanewiseMax(scaled, zero), limit)
        return UInt32(v.x) | UInt32(v.y) << 8 | UInt32(v.z) << 16 | ra << 24
    }
}

/// The W3C helper functions of the non-separable modes.
enum NonSeparableMath {
    /// The smaller of each pair of lanes. The standard library's generic
    /// `pointwiseMin` on `SIMD3<Float>` was not inlined: a call per use,
    /// 89 of the 355 instructions a pixel of `compositor.blend.luminosity.720p`
    /// (callgrind, 2026-11-27).
    @inline(__always) static func lanewiseMin(_ a: SIMD3<Float>, _ b: SIMD3<Float>) -> SIMD3<Float> {
        SIMD3(a.x < b.x ? a.x : b.x, a.y < b.y ? a.y : b.y, a.z < b.z ? a.z : b.z)
    }

    /// The larger of each pair of lanes (see `lanewiseMin`).
    @inline(__always) static func lanewiseMax(_ a: SIMD3<Float>, _ b: SIMD3<Float>) -> SIMD3<Float> {
        SIMD3(a.x > b.x ? a.x : b.x, a.y > b.y ? a.y : b.y, a.z > b.z ? a.z : b.z)
    }

    /// `Lum(C) = 0.3·R + 0.59·G + 0.11·B`.
    @inline(__always) static func lum(_ c: SIMD3<Float>) -> Float { 0.3 * c.x + 0.59 * c.y + 0.11 * c.z }

    /// `ClipColor(C)`: pulls a colour with channels outside 0…1 back towards
    /// its luminosity until it fits, keeping the luminosity.
    @inline(__always) static func clipColor(_ c: SIMD3<Float>) -> SIMD3<Float> {
        let l = lum(c), n = c.min(), x = c.max()
        var out = c
        if n < 0 { out = l + (out - l) * (l / (l - n)) }
        if x > 1 { out = l + (out - l) * ((1 - l) / (x - l)) }
        return out
    }

    /// `SetLum(C, l)`: `C` moved by `l − Lum(C)` on every channel, then clipped.
    @inline(__always) static func setLum(_ c: SIMD3<Float>, _ l: Float) -> SIMD3<Float> {
        clipColor(c + (l - lum(c)))
    }

    /// `Sat(C) = max(C) − min(C)`.
    @inline(__always) static func sat(_ c: SIMD3<Float>) -> Float { c.max() - c.min() }

    /// `SetSat(C, s)`: the channels rescaled so the smallest is 0 and the
    /// largest `s` (the middle one in proportion); all 0 for a grey `C`.
    @inline(__always) static func setSat(_ c: SIMD3<Float>, _ s: Float) -> SIMD3<Float> {
        let lo = c.min(), hi = c.max()
        guard hi > lo else { return SIMD3(repeating: 0) }
        return (c - lo) * (s / (hi - lo))
    }
}

/// `B = SetLum(SetSat(Cs, Sat(Cb)), Lum(Cb))`.
enum HueBlend: NonSeparableBlendFunction {
    @inline(__always) static func blend(_ cb: SIMD3<Float>, _ cs: SIMD3<Float>) -> SIMD3<Float> {
        typealias M = NonSeparableMath
        return M.setLum(M.setSat(cs, M.sat(cb)), M.lum(cb))
    }
}

/// `B = SetLum(SetSat(Cb, Sat(Cs)), Lum(Cb))`.
enum SaturationBlend: NonSeparableBlendFunction {
    @inline(__always) static func blend(_ cb: SIMD3<Float>, _ cs: SIMD3<Float>) -> SIMD3<Float> {
        typealias M = NonSeparableMath
        return M.setLum(M.setSat(cb, M.sat(cs)), M.lum(cb))
    }
}

/// `B = SetLum(Cs, Lum(Cb))`.
enum ColorBlend: NonSeparableBlendFunction {
    @inline(__always) static func blend(_ cb: SIMD3<Float>, _ cs: SIMD3<Float>) -> SIMD3<Float> {
        NonSeparableMath.setLum(cs, NonSeparableMath.lum(cb))
    }
}

/// `B = SetLum(Cb, Lum(Cs))`.
enum LuminosityBlend: NonSeparableBlendFunction {
    @inline(__always) static func blend(_ cb: SIMD3<Float>, _ cs: SIMD3<Float>) -> SIMD3<Float> {
        NonSeparableMath.setLum(cb, NonSeparableMath.lum(cs))
    }
}
