/// How a drawn (source) colour combines with the pixmap (destination): the
/// Porter–Duff operators on premultiplied colour.
///
/// With source `s`, destination `d` (alpha `sa`, `da`) and coverage `c`, the
/// result is `lerp(d, op(s, d), c)`: pixels outside the shape keep `d`,
/// partially covered ones mix. For source-over that is the familiar
/// `s·c + d·(1 − sa·c)`.
public enum BlendMode: Sendable, Hashable, CaseIterable {
    /// `s + d·(1 − sa)`: paint over.
    case sourceOver
    /// `0`: erase.
    case clear
    /// `s`: replace (also called source or copy).
    case copy
    /// `s·da`.
    case sourceIn
    /// `s·(1 − da)`.
    case sourceOut
    /// `s·da + d·(1 − sa)`.
    case sourceAtop
    /// `d + s·(1 − da)`.
    case destinationOver
    /// `d·sa`: keep the destination where the source is (masking).
    case destinationIn
    /// `d·(1 − sa)`: cut the source out of the destination.
    case destinationOut
    /// `s·(1 − da) + d·sa`.
    case destinationAtop
    /// `s·(1 − da) + d·(1 − sa)`.
    case xor
    /// `min(1, s + d)`.
    case plusLighter
    /// Separable: `s·d + s·(1 − da) + d·(1 − sa)` (darkens).
    case multiply
    /// Separable: `s + d − s·d` (lightens).
    case screen
    /// Separable: `min(s·da, d·sa) + s·(1 − da) + d·(1 − sa)`.
    case darken
    /// Separable: `max(s·da, d·sa) + s·(1 − da) + d·(1 − sa)`.
    case lighten

    /// The operator on one premultiplied pixel pair, before coverage.
    @inline(__always) func apply(_ s: UInt32, _ d: UInt32) -> UInt32 {
        let sa = s >> 24, da = d >> 24
        switch self {
        case .sourceOver: return PixelMath.over(s, d)
        case .clear: return 0
        case .copy: return s
        case .sourceIn: return PixelMath.scale(s, da)
        case .sourceOut: return PixelMath.scale(s, 255 - da)
        case .sourceAtop: return PixelMath.scale(s, da) &+ PixelMath.scale(d, 255 - sa)
        case .destinationOver: return PixelMath.over(d, s)
        case .destinationIn: return PixelMath.scale(d, sa)
        case .destinationOut: return PixelMath.scale(d, 255 - sa)
        case .destinationAtop: return PixelMath.scale(s, 255 - da) &+ PixelMath.scale(d, sa)
        case .xor: return PixelMath.scale(s, 255 - da) &+ PixelMath.scale(d, 255 - sa)
        case .plusLighter: return PixelMath.addSaturating(s, d)
        case .multiply, .screen, .darken, .lighten: return separable(s, d)
        }
    }

    /// Whether a fully transparent source leaves the destination unchanged
    /// (so transparent pixels can be skipped).
    var transparentSourceIsNoOp: Bool {
        switch self {
        case .sourceOver, .destinationOver, .sourceAtop, .destinationOut, .xor, .plusLighter: return true
        case .multiply, .screen, .darken, .lighten: return true
        case .clear, .copy, .sourceIn, .sourceOut, .destinationIn, .destinationAtop: return false
        }
    }

    /// The separable modes channel by channel (alpha is always `sa + da − sa·da`),
    /// each product exactly rounded; results clamp to the pixel's alpha.
    func separable(_ s: UInt32, _ d: UInt32) -> UInt32 {
        let sa = s >> 24, da = d >> 24
        let ra = sa + da - PixelMath.mul255(sa, da)
        var out = ra << 24
        var shift: UInt32 = 0
        while shift < 24 {
            let sc = (s >> shift) & 255, dc = (d >> shift) & 255
            let v: UInt32
            switch self {
            case .multiply:
                v = PixelMath.mul255(sc, dc) + PixelMath.mul255(sc, 255 - da) + PixelMath.mul255(dc, 255 - sa)
            case .screen:
                v = sc + dc - PixelMath.mul255(sc, dc)
            case .darken, .lighten:
                let x = PixelMath.mul255(sc, da), y = PixelMath.mul255(dc, sa)
                let m = self == .darken ? min(x, y) : max(x, y)
                v = m + PixelMath.mul255(sc, 255 - da) + PixelMath.mul255(dc, 255 - sa)
            default:
                v = 0
            }
            out |= min(v, ra) << shift
            shift += 8
        }
        return out
    }
}
