/// How a drawn (source) colour combines with the pixmap (destination): the
/// Porter–Duff operators and the W3C *Compositing and Blending Level 1*
/// blend modes, on premultiplied colour.
///
/// With source `s`, destination `d` (alpha `sa`, `da`) and coverage `c`, the
/// result is `lerp(d, op(s, d), c)`: pixels outside the shape keep `d`,
/// partially covered ones mix. For source-over that is the familiar
/// `s·c + d·(1 − sa·c)`.
///
/// The blend modes (`multiply` … `luminosity`) use the W3C general form on
/// premultiplied colour: alpha is `sa + da − sa·da` and every colour channel
/// `s·(1 − da) + d·(1 − sa) + sa·da·B(Cb, Cs)`, where `Cs = s / sa` and
/// `Cb = d / da` are the straight colours and `B` is the mode's blend
/// function (`BlendOperators.swift`). A paint's alpha scales the source
/// before blending, which for these modes is the same as mixing by coverage.
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
    /// `min(1, s + d)`, alpha included.
    case plusLighter
    /// `plusLighter` in the inverted colour space: alpha `min(1, sa + da)`,
    /// colour `max(0, s + d − max(0, sa + da − 1))` — with both opaque,
    /// Apple's documented `max(0, 1 − ((1 − d) + (1 − s)))`. Apple documents
    /// only the opaque case; this extension to translucent pixels adds the
    /// premultiplied colours and takes off the amount by which the alphas
    /// overlap, so a transparent source leaves the destination as it is.
    case plusDarker
    /// Blend `B = Cs·Cb` (darkens).
    case multiply
    /// Blend `B = Cs + Cb − Cs·Cb` (lightens).
    case screen
    /// Blend `B = hardLight(Cs: Cb, Cb: Cs)`: multiply or screen by the destination.
    case overlay
    /// Blend `B = min(Cs, Cb)`.
    case darken
    /// Blend `B = max(Cs, Cb)`.
    case lighten
    /// Blend `B = Cb == 0 ? 0 : Cs == 1 ? 1 : min(1, Cb / (1 − Cs))`.
    case colorDodge
    /// Blend `B = Cb == 1 ? 1 : Cs == 0 ? 0 : 1 − min(1, (1 − Cb) / Cs)`.
    case colorBurn
    /// Blend: W3C soft light (a gentler overlay, with `√Cb` above a quarter).
    case softLight
    /// Blend `B = Cs ≤ ½ ? Cb·2Cs : screen(Cb, 2Cs − 1)`.
    case hardLight
    /// Blend `B = |Cb − Cs|`.
    case difference
    /// Blend `B = Cb + Cs − 2·Cb·Cs`.
    case exclusion
    /// Non-separable: the source's hue with the destination's saturation and luminosity.
    case hue
    /// Non-separable: the source's saturation with the destination's hue and luminosity.
    case saturation
    /// Non-separable: the source's hue and saturation with the destination's luminosity.
    case color
    /// Non-separable: the source's luminosity with the destination's hue and saturation.
    case luminosity

    /// The operator on one premultiplied pixel pair, before coverage: a
    /// one-pixel `blendSpan` (for spans, call that: it switches on the mode
    /// once per span).
    func apply(_ s: UInt32, _ d: UInt32) -> UInt32 {
        var out = d, source = s
        withUnsafeMutablePointer(to: &out) { dp in
            withUnsafePointer(to: &source) { sp in blendSpan(dp, sp, count: 1, coverage: ConstantCoverage(value: 255)) }
        }
        return out
    }

    /// Whether a fully transparent source leaves the destination unchanged
    /// (so transparent pixels can be skipped).
    var transparentSourceIsNoOp: Bool {
        switch self {
        case .clear, .copy, .sourceIn, .sourceOut, .destinationIn, .destinationAtop: return false
        default: return true
        }
    }

    /// `d[i] = lerp(d[i], op(s[i], d[i]), coverage[i])` for a span: the mode
    /// is switched on once, then a loop specialised for it runs (no switch
    /// per pixel). Pixels at coverage 0 are left as they are.
    @inline(__always)
    func blendSpan<C: SpanCoverage>(_ d: UnsafeMutablePointer<UInt32>, _ s: UnsafePointer<UInt32>, count: Int, coverage: C) {
        switch self {
        case .sourceOver: BlendSpan.run(SourceOverOperator.self, d, s, count, coverage)
        case .clear: BlendSpan.run(ClearOperator.self, d, s, count, coverage)
        case .copy: BlendSpan.run(CopyOperator.self, d, s, count, coverage)
        case .sourceIn: BlendSpan.run(SourceInOperator.self, d, s, count, coverage)
        case .sourceOut: BlendSpan.run(SourceOutOperator.self, d, s, count, coverage)
        case .sourceAtop: BlendSpan.run(SourceAtopOperator.self, d, s, count, coverage)
        case .destinationOver: BlendSpan.run(DestinationOverOperator.self, d, s, count, coverage)
        case .destinationIn: BlendSpan.run(DestinationInOperator.self, d, s, count, coverage)
        case .destinationOut: BlendSpan.run(DestinationOutOperator.self, d, s, count, coverage)
        case .destinationAtop: BlendSpan.run(DestinationAtopOperator.self, d, s, count, coverage)
        case .xor: BlendSpan.run(XorOperator.self, d, s, count, coverage)
        case .plusLighter: BlendSpan.run(PlusLighterOperator.self, d, s, count, coverage)
        case .plusDarker: BlendSpan.run(PlusDarkerOperator.self, d, s, count, coverage)
        case .multiply: BlendSpan.run(Separable<MultiplyBlend>.self, d, s, count, coverage)
        case .screen: BlendSpan.run(Separable<ScreenBlend>.self, d, s, count, coverage)
        case .overlay: BlendSpan.run(Separable<OverlayBlend>.self, d, s, count, coverage)
        case .darken: BlendSpan.run(Separable<DarkenBlend>.self, d, s, count, coverage)
        case .lighten: BlendSpan.run(Separable<LightenBlend>.self, d, s, count, coverage)
        case .colorDodge: BlendSpan.run(Separable<ColorDodgeBlend>.self, d, s, count, coverage)
        case .colorBurn: BlendSpan.run(Separable<ColorBurnBlend>.self, d, s, count, coverage)
        case .softLight: BlendSpan.run(Separable<SoftLightBlend>.self, d, s, count, coverage)
        case .hardLight: BlendSpan.run(Separable<HardLightBlend>.self, d, s, count, coverage)
        case .difference: BlendSpan.run(Separable<DifferenceBlend>.self, d, s, count, coverage)
        case .exclusion: BlendSpan.run(Separable<ExclusionBlend>.self, d, s, count, coverage)
        case .hue: BlendSpan.run(NonSeparable<HueBlend>.self, d, s, count, coverage)
        case .saturation: BlendSpan.run(NonSeparable<SaturationBlend>.self, d, s, count, coverage)
        case .color: BlendSpan.run(NonSeparable<ColorBlend>.self, d, s, count, coverage)
        case .luminosity: BlendSpan.run(NonSeparable<LuminosityBlend>.self, d, s, count, coverage)
        }
    }
}

/// The coverage of a span's pixels for `BlendMode.blendSpan`: one value for
/// the whole span, or one byte per pixel.
protocol SpanCoverage {
    /// Pixel `i`'s coverage, 0…255.
    subscript(_ i: Int) -> UInt32 { get }
}

/// The same coverage for every pixel of a span.
struct ConstantCoverage: SpanCoverage {
    let value: UInt32
    @inline(__always) subscript(_ i: Int) -> UInt32 { value }
}

/// One coverage byte per pixel.
struct MaskCoverage: SpanCoverage {
    let bytes: UnsafePointer<UInt8>
    @inline(__always) subscript(_ i: Int) -> UInt32 { UInt32(bytes[i]) }
}

/// The span loop of `BlendMode.blendSpan`, one specialisation per operator
/// and coverage kind.
enum BlendSpan {
    @inline(never)
    static func run<Op: PixelBlendOperator, C: SpanCoverage>(_: Op.Type, _ d: UnsafeMutablePointer<UInt32>,
                                                              _ s: UnsafePointer<UInt32>, _ count: Int, _ coverage: C) {
        var i = 0
        while i < count {
            let c = coverage[i]
            if c != 0 {
                let dv = d[i]
                let r = Op.apply(s[i], dv)
                d[i] = c == 255 ? r : PixelMath.lerp(dv, r, c)
            }
            i &+= 1
        }
    }
}
