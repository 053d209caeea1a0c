/// The arithmetic of each `BlendMode` as a type, so that span loops
/// (`BlendSpan.run`) are specialised per mode: the mode is switched on once
/// per span, never per pixel.
///
/// Pixels are premultiplied, packed `r | g << 8 | b << 16 | a << 24`.
protocol PixelBlendOperator {
    /// The operator on one premultiplied pixel pair, before coverage.
    static func apply(_ s: UInt32, _ d: UInt32) -> UInt32
}

// MARK: Porter–Duff

/// `s + d·(1 − sa)`.
enum SourceOverOperator: PixelBlendOperator {
    @inline(__always) static func apply(_ s: UInt32, _ d: UInt32) -> UInt32 { PixelMath.over(s, d) }
}

/// `0`.
enum ClearOperator: PixelBlendOperator {
    @inline(__always) static func apply(_ s: UInt32, _ d: UInt32) -> UInt32 { 0 }
}

/// `s`.
enum CopyOperator: PixelBlendOperator {
    @inline(__always) static func apply(_ s: UInt32, _ d: UInt32) -> UInt32 { s }
}

/// `s·da`.
enum SourceInOperator: PixelBlendOperator {
    @inline(__always) static func apply(_ s: UInt32, _ d: UInt32) -> UInt32 { PixelMath.scale(s, d >> 24) }
}

/// `s·(1 − da)`.
enum SourceOutOperator: PixelBlendOperator {
    @inline(__always) static func apply(_ s: UInt32, _ d: UInt32) -> UInt32 { PixelMath.scale(s, 255 - (d >> 24)) }
}

/// `s·da + d·(1 − sa)`.
enum SourceAtopOperator: PixelBlendOperator {
    @inline(__always) static func apply(_ s: UInt32, _ d: UInt32) -> UInt32 {
        PixelMath.scale(s, d >> 24) &+ PixelMath.scale(d, 255 - (s >> 24))
    }
}

/// `d + s·(1 − da)`.
enum DestinationOverOperator: PixelBlendOperator {
    @inline(__always) static func apply(_ s: UInt32, _ d: UInt32) -> UInt32 { PixelMath.over(d, s) }
}

/// `d·sa`.
enum DestinationInOperator: PixelBlendOperator {
    @inline(__always) static func apply(_ s: UInt32, _ d: UInt32) -> UInt32 { PixelMath.scale(d, s >> 24) }
}

/// `d·(1 − sa)`.
enum DestinationOutOperator: PixelBlendOperator {
    @inline(__always) static func apply(_ s: UInt32, _ d: UInt32) -> UInt32 { PixelMath.scale(d, 255 - (s >> 24)) }
}

/// `s·(1 − da) + d·sa`.
enum DestinationAtopOperator: PixelBlendOperator {
    @inline(__always) static func apply(_ s: UInt32, _ d: UInt32) -> UInt32 {
        PixelMath.scale(s, 255 - (d >> 24)) &+ PixelMath.scale(d, s >> 24)
    }
}

/// `s·(1 − da) + d·(1 − sa)`.
enum XorOperator: PixelBlendOperator {
    @inline(__always) static func apply(_ s: UInt32, _ d: UInt32) -> UInt32 {
        PixelMath.scale(s, 255 - (d >> 24)) &+ PixelMath.scale(d, 255 - (s >> 24))
    }
}

/// `min(1, s + d)` on every channel.
enum PlusLighterOperator: PixelBlendOperator {
    @inline(__always) static func apply(_ s: UInt32, _ d: UInt32) -> UInt32 { PixelMath.addSaturating(s, d) }
}

/// Alpha `min(1, sa + da)`, colour `max(0, s + d − max(0, sa + da − 1))`
/// (see `BlendMode.plusDarker`). Exact in integers.
enum PlusDarkerOperator: PixelBlendOperator {
    @inline(__always) static func apply(_ s: UInt32, _ d: UInt32) -> UInt32 {
        let sa = Int(s >> 24), da = Int(d >> 24)
        let overlap = max(0, sa + da - 255)
        var out = UInt32(min(255, sa + da)) << 24
        var shift: UInt32 = 0
        while shift < 24 {
            let v = max(0, Int((s >> shift) & 255) + Int((d >> shift) & 255) - overlap)
            out |= UInt32(min(v, 255)) << shift
            shift += 8
        }
        return out
    }
}

// MARK: Separable blend modes

/// A separable blend function `B(Cb, Cs)` scaled by both alphas: given the
/// premultiplied channel bytes `s`, `d` and the alphas `sa`, `da` (0…255),
/// `term` is `sa·da·B(d / da, s / sa)` in 255ths of a byte (0…65025), which
/// for most modes is exact integer arithmetic without dividing by an alpha
/// (`B` is 0 where an alpha is 0: the term has `sa·da` as a factor).
protocol SeparableBlendFunction {
    static func term(_ s: Int, _ d: Int, _ sa: Int, _ da: Int) -> Int
}

/// The W3C general form for a separable blend function: alpha
/// `sa + da − sa·da`, colour `round((s·(255 − da) + d·(255 − sa) + term) / 255)`,
/// rounded once (exactly: the numerator never exceeds 255²), kept within
/// 0…alpha (pixels that are not valid premultiplied colour stay valid).
enum Separable<F: SeparableBlendFunction>: PixelBlendOperator {
    @inline(__always) static func apply(_ s: UInt32, _ d: UInt32) -> UInt32 {
        let sa = Int(s >> 24), da = Int(d >> 24)
        let ra = sa + da - Int(PixelMath.mul255(UInt32(sa), UInt32(da)))
        var out = UInt32(ra) << 24
        var shift: UInt32 = 0
        while shift < 24 {
            let sc = Int((s >> shift) & 255), dc = Int((d >> shift) & 255)
            let n = sc * (255 - da) + dc * (255 - sa) + F.term(sc, dc, sa, da)
            let v = Int(PixelMath.div255(UInt32(min(max(n, 0), 65025))))
            out |= UInt32(min(v, ra)) << shift
            shift += 8
        }
        return out
    }
}

extension PixelMath {
    /// `round(n / 255)` for `n` in 0…65025 (the division `mul255` ends with).
    @inline(__always) static func div255(_ n: UInt32) -> UInt32 {
        let t = n &+ 128
        return (t &+ (t >> 8)) >> 8
    }
}

/// `B = Cs·Cb`: term `s·d`.
enum MultiplyBlend: SeparableBlendFunction {
    @inline(__always) static func term(_ s: Int, _ d: Int, _ sa: Int, _ da: Int) -> Int { s * d }
}

/// `B = Cs + Cb − Cs·Cb`: term `s·da + d·sa − s·d`.
enum ScreenBlend: SeparableBlendFunction {
    @inline(__always) static func term(_ s: Int, _ d: Int, _ sa: Int, _ da: Int) -> Int { s * da + d * sa - s * d }
}

/// Hard light with the roles swapped: multiply where `Cb ≤ ½` (`2d ≤ da`),
/// else screen: term `2·s·d`, or `sa·da − 2·(da − d)·(sa − s)`.
enum OverlayBlend: SeparableBlendFunction {
    @inline(__always) static func term(_ s: Int, _ d: Int, _ sa: Int, _ da: Int) -> Int {
        2 * d <= da ? 2 * s * d : sa * da - 2 * (da - d) * (sa - s)
    }
}

/// `B = min(Cs, Cb)`: term `min(s·da, d·sa)`.
enum DarkenBlend: SeparableBlendFunction {
    @inline(__always) static func term(_ s: Int, _ d: Int, _ sa: Int, _ da: Int) -> Int { min(s * da, d * sa) }
}

/// `B = max(Cs, Cb)`: term `max(s·da, d·sa)`.
enum LightenBlend: SeparableBlendFunction {
    @inline(__always) static func term(_ s: Int, _ d: Int, _ sa: Int, _ da: Int) -> Int { max(s * da, d * sa) }
}

/// `B = Cb == 0 ? 0 : Cs == 1 ? 1 : min(1, Cb / (1 − Cs))`:
/// term `min(sa·da, d·sa² / (sa − s))`, the division rounded.
enum ColorDodgeBlend: SeparableBlendFunction {
    @inline(__always) static func term(_ s: Int, _ d: Int, _ sa: Int, _ da: Int) -> Int {
        if d <= 0 { return 0 }
        if s >= sa { return sa * da }
        let room = sa - s
        return min(sa * da, (d * sa * sa + room / 2) / room)
    }
}

/// `B = Cb == 1 ? 1 : Cs == 0 ? 0 : 1 − min(1, (1 − Cb) / Cs)`:
/// term `sa·da − min(sa·da, (da − d)·sa² / s)`, the division rounded.
enum ColorBurnBlend: SeparableBlendFunction {
    @inline(__always) static func term(_ s: Int, _ d: Int, _ sa: Int, _ da: Int) -> Int {
        if d >= da { return sa * da }
        if s <= 0 { return 0 }
        return sa * da - min(sa * da, ((da - d) * sa * sa + s / 2) / s)
    }
}

/// `B = Cs ≤ ½ ? Cb·2Cs : screen(Cb, 2Cs − 1)`: term `2·s·d` where
/// `2s ≤ sa`, else `sa·da − 2·(da − d)·(sa − s)`.
enum HardLightBlend: SeparableBlendFunction {
    @inline(__always) static func term(_ s: Int, _ d: Int, _ sa: Int, _ da: Int) -> Int {
        2 * s <= sa ? 2 * s * d : sa * da - 2 * (da - d) * (sa - s)
    }
}

/// W3C soft light: `B = Cs ≤ ½ ? Cb − (1 − 2Cs)·Cb·(1 − Cb)
/// : Cb + (2Cs − 1)·(D(Cb) − Cb)`, with `D(Cb) = Cb ≤ ¼ ? ((16Cb − 12)·Cb + 4)·Cb : √Cb`.
/// In floating point (the square root); straight colours are clamped to 0…1.
enum SoftLightBlend: SeparableBlendFunction {
    @inline(__always) static func term(_ s: Int, _ d: Int, _ sa: Int, _ da: Int) -> Int {
        guard sa > 0, da > 0 else { return 0 }
        let cs = min(Float(s) / Float(sa), 1), cb = min(Float(d) / Float(da), 1)
        let b: Float
        if cs <= 0.5 {
            b = cb - (1 - 2 * cs) * cb * (1 - cb)
        } else {
            let dcb = cb <= 0.25 ? ((16 * cb - 12) * cb + 4) * cb : cb.squareRoot()
            b = cb + (2 * cs - 1) * (dcb - cb)
        }
        return Int(max(0, Float(sa * da) * b + 0.5))   // rounded (b ≥ 0); `rounded()` was a libm call
    }
}

/// `B = |Cb − Cs|`: term `|d·sa − s·da|`.
enum DifferenceBlend: SeparableBlendFunction {
    @inline(__always) static func term(_ s: Int, _ d: Int, _ sa: Int, _ da: Int) -> Int { abs(d * sa - s * da) }
}

/// `B = Cb + Cs − 2·Cb·Cs`: term `s·da + d·sa − 2·s·d`.
enum ExclusionBlend: SeparableBlendFunction {
    @inline(__always) static func term(_ s: Int, _ d: Int, _ sa: Int, _ da: Int) -> Int { s * da + d * sa - 2 * s * d }
}
