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
        }
    }

    /// Whether a fully transparent source leaves the destination unchanged
    /// (so transparent pixels can be skipped).
    var transparentSourceIsNoOp: Bool {
        switch self {
        case .sourceOver, .destinationOver, .sourceAtop, .destinationOut, .xor, .plusLighter: return true
        case .clear, .copy, .sourceIn, .sourceOut, .destinationIn, .destinationAtop: return false
        }
    }
}
