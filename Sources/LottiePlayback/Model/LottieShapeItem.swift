import Foundation

/// A line cap of a stroke (`lc`).
public enum LottieLineCap: Int, Sendable, Equatable {
    /// `lc` 1.
    case butt = 1
    /// `lc` 2.
    case round = 2
    /// `lc` 3.
    case square = 3
}

/// A line join of a stroke (`lj`).
public enum LottieLineJoin: Int, Sendable, Equatable {
    /// `lj` 1.
    case miter = 1
    /// `lj` 2.
    case round = 2
    /// `lj` 3.
    case bevel = 3
}

/// A fill: colour (RGBA 0…1), opacity (0…100), and whether the even-odd rule applies (`r` 2).
public struct LottieFill: Sendable, Equatable {
    /// `c`: red, green, blue (and alpha), 0…1.
    public var color: LottieVectorProperty
    /// `o`: 0…100.
    public var opacity: LottieVectorProperty
    /// `r` 2: even-odd; otherwise non-zero.
    public var evenOdd: Bool
}

/// One entry of a dashed stroke's pattern (`d`).
public struct LottieDash: Sendable, Equatable {
    /// What the entry is.
    public enum Kind: Sendable, Equatable {
        /// `n` "d": a dash length.
        case dash
        /// `n` "g": a gap length.
        case gap
        /// `n` "o": the offset of the pattern.
        case offset
    }
    /// What the entry is.
    public var kind: Kind
    /// Its length (`v`).
    public var length: LottieVectorProperty
}

/// A stroke.
public struct LottieStroke: Sendable, Equatable {
    /// `c`: the colour, 0…1.
    public var color: LottieVectorProperty
    /// `o`: 0…100.
    public var opacity: LottieVectorProperty
    /// `w`: the line width.
    public var width: LottieVectorProperty
    /// `lc`.
    public var cap: LottieLineCap
    /// `lj`.
    public var join: LottieLineJoin
    /// `ml`: the miter limit.
    public var miterLimit: Double
    /// `d`: dashes, gaps and the offset.
    public var dashes: [LottieDash]
}

/// A gradient of a gradient fill or stroke (`gf`, `gs`).
public struct LottieGradient: Sendable, Equatable {
    /// `t`: 1 linear, 2 radial.
    public var isRadial: Bool
    /// `g.p`: how many colour stops `colors` holds.
    public var colorStopCount: Int
    /// `g.k`: the colour stops (offset, red, green, blue) × `colorStopCount`,
    /// then optional opacity stops (offset, alpha) — one flat vector.
    public var stops: LottieVectorProperty
    /// `s`: where the gradient starts (the centre of a radial one).
    public var start: LottieVectorProperty
    /// `e`: where it ends (a radial one's radius reaches it).
    public var end: LottieVectorProperty
    /// `o`: 0…100.
    public var opacity: LottieVectorProperty
    /// `h`: a radial gradient's highlight length, percent.
    public var highlightLength: LottieVectorProperty
    /// `a`: a radial gradient's highlight angle, degrees clockwise from the
    /// direction of `e` seen from `s`.
    public var highlightAngle: LottieVectorProperty = .fixed([0])
}

/// A star or polygon (`sr`).
public struct LottieStar: Sendable, Equatable {
    /// `sy` 2: a polygon (outer points only); 1: a star.
    public var isPolygon: Bool
    /// `p`: the centre.
    public var position: LottieVectorProperty
    /// `pt`: how many points (whole part used).
    public var points: LottieVectorProperty
    /// `r`: rotation in degrees (0: the first point straight up).
    public var rotation: LottieVectorProperty
    /// `or`: the outer radius.
    public var outerRadius: LottieVectorProperty
    /// `ir`: the inner radius (stars).
    public var innerRadius: LottieVectorProperty
    /// `os`: the outer roundness, percent.
    public var outerRoundness: LottieVectorProperty
    /// `is`: the inner roundness, percent (stars).
    public var innerRoundness: LottieVectorProperty
    /// `d` 3: drawn counter-clockwise.
    public var reversed: Bool
}

/// One item of a shape layer's or group's contents (`ty` of the item).
public indirect enum LottieShapeItem: Sendable, Equatable {
    /// `gr`: a group of items with its transform (the `tr` item).
    case group(name: String, items: [LottieShapeItem], transform: LottieTransform)
    /// `rc`: a rectangle centred at `position` (`p`), `size` (`s`), corner `roundness` (`r`).
    case rectangle(position: LottieVectorProperty, size: LottieVectorProperty, roundness: LottieVectorProperty,
                   reversed: Bool)
    /// `el`: an ellipse centred at `position` of `size`.
    case ellipse(position: LottieVectorProperty, size: LottieVectorProperty, reversed: Bool)
    /// `sr`: a star or polygon.
    case star(LottieStar)
    /// `sh`: a Bézier path.
    case path(LottieShapeProperty)
    /// `fl`: a fill of the shapes above it.
    case fill(LottieFill)
    /// `st`: a stroke of the shapes above it.
    case stroke(LottieStroke)
    /// `gf`: a gradient fill of the shapes above it.
    case gradientFill(LottieGradient, evenOdd: Bool)
    /// `gs`: a gradient stroke of the shapes above it (the stroke's colour unused).
    case gradientStroke(LottieGradient, LottieStroke)
    /// `tm`: trim paths of the shapes above it (start, end in percent, offset in degrees).
    case trim(start: LottieVectorProperty, end: LottieVectorProperty, offset: LottieVectorProperty,
              simultaneously: Bool)
    /// `rp`: copies of the items listed before it (see `LottieRepeater`).
    case repeater(LottieRepeater)
    /// `rd`: rounds the sharp corners of the shapes above it to `radius`.
    case roundedCorners(radius: LottieVectorProperty)
    /// `mm`: the shapes above it, combined into one for the styles after it.
    case merge(LottieMergeMode)

    /// Whether the item is a geometry (rectangle, ellipse, path).
    public var isGeometry: Bool {
        switch self {
        case .rectangle, .ellipse, .star, .path: return true
        default: return false
        }
    }

    /// Whether the item paints (fill or stroke).
    public var isStyle: Bool {
        switch self {
        case .fill, .stroke, .gradientFill, .gradientStroke: return true
        default: return false
        }
    }
}
