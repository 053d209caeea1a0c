import Foundation

/// The rule that decides which points are inside a shape layer's path
/// (`CAShapeLayerFillRule`).
public struct CAShapeLayerFillRule: RawRepresentable, Hashable, Sendable {
    /// The raw value, as in Apple's SDK.
    public let rawValue: String
    /// Creates a value from its raw value (Apple's raw values are accepted).
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Inside when the path's winding number is not zero (the default).
    public static let nonZero = Self(rawValue: "non-zero")
    /// Inside when the path crosses the point's ray an odd number of times.
    public static let evenOdd = Self(rawValue: "even-odd")
}

/// The shape of the ends of a shape layer's open subpaths (`CAShapeLayerLineCap`).
public struct CAShapeLayerLineCap: RawRepresentable, Hashable, Sendable {
    /// The raw value, as in Apple's SDK.
    public let rawValue: String
    /// Creates a value from its raw value (Apple's raw values are accepted).
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Squared off exactly at the end point (the default).
    public static let butt = Self(rawValue: "butt")
    /// A half circle of diameter `lineWidth` past the end point.
    public static let round = Self(rawValue: "round")
    /// Squared off half of `lineWidth` past the end point.
    public static let square = Self(rawValue: "square")
}

/// The shape of the corners where a shape layer's segments meet (`CAShapeLayerLineJoin`).
public struct CAShapeLayerLineJoin: RawRepresentable, Hashable, Sendable {
    /// The raw value, as in Apple's SDK.
    public let rawValue: String
    /// Creates a value from its raw value (Apple's raw values are accepted).
    public init(rawValue: String) { self.rawValue = rawValue }
    /// A sharp corner, bevelled when longer than `miterLimit` allows (the default).
    public static let miter = Self(rawValue: "miter")
    /// A rounded corner.
    public static let round = Self(rawValue: "round")
    /// A corner cut off flat.
    public static let bevel = Self(rawValue: "bevel")
}

/// Swift 3 spellings of the fill rules, line caps and line joins.
public let kCAFillRuleNonZero = CAShapeLayerFillRule.nonZero
/// Swift 3 spelling of `CAShapeLayerFillRule.evenOdd`.
public let kCAFillRuleEvenOdd = CAShapeLayerFillRule.evenOdd
/// Swift 3 spelling of `CAShapeLayerLineCap.butt`.
public let kCALineCapButt = CAShapeLayerLineCap.butt
/// Swift 3 spelling of `CAShapeLayerLineCap.round`.
public let kCALineCapRound = CAShapeLayerLineCap.round
/// Swift 3 spelling of `CAShapeLayerLineCap.square`.
public let kCALineCapSquare = CAShapeLayerLineCap.square
/// Swift 3 spelling of `CAShapeLayerLineJoin.miter`.
public let kCALineJoinMiter = CAShapeLayerLineJoin.miter
/// Swift 3 spelling of `CAShapeLayerLineJoin.round`.
public let kCALineJoinRound = CAShapeLayerLineJoin.round
/// Swift 3 spelling of `CAShapeLayerLineJoin.bevel`.
public let kCALineJoinBevel = CAShapeLayerLineJoin.bevel

/// A layer that draws a cubic Bézier path, Core Animation's `CAShapeLayer`.
///
/// The path is filled with `fillColor` (by `fillRule`), then stroked with
/// `strokeColor` between the fractions `strokeStart` and `strokeEnd` of its
/// length, composited over the layer's background and under its sublayers —
/// as Apple's. The path is in the layer's own coordinates and is not clipped
/// to the bounds (unless `masksToBounds`).
///
/// Implicitly animatable, as on Apple's platforms: `path`, `fillColor`,
/// `strokeColor`, `lineWidth`, `lineDashPhase`, `miterLimit`, `strokeStart`,
/// `strokeEnd`. Paths interpolate point by point (see `CGPath` interpolation
/// for how differing structures are bridged; Apple leaves that undefined).
///
/// Bad input (defined here; Apple does not document it): a negative or
/// non-finite `lineWidth` or `miterLimit` and a NaN `strokeStart`/`strokeEnd`
/// are refused with a diagnostic — the width becomes 0 (no stroke), the miter
/// limit its previous value, a NaN stroke fraction its previous value.
/// Out-of-range stroke fractions are kept as set (animations may overshoot)
/// and clamped to 0…1 when drawn (`strokeRange`).
@MainActor open class CAShapeLayer: CALayer {
    /// The shape to draw, in the layer's coordinates (default nil: nothing). Animatable.
    open var path: CGPath? {
        didSet { if path != oldValue { propertyDidChange(.path, old: AnimatableValue(oldValue)) } }
    }
    /// The colour that fills the path (default opaque black; nil: no fill). Animatable.
    open var fillColor: CGColor? = CGColor(gray: 0, alpha: 1) {
        didSet { if fillColor != oldValue { propertyDidChange(.fillColor, old: AnimatableValue(oldValue)) } }
    }
    /// How the inside of the path is decided (default `.nonZero`). Not animatable.
    open var fillRule: CAShapeLayerFillRule = .nonZero {
        didSet { if fillRule != oldValue { propertyDidChange(.fillRule, old: AnimatableValue(oldValue)) } }
    }
    /// The colour of the stroke (default nil: no stroke). Animatable.
    open var strokeColor: CGColor? {
        didSet { if strokeColor != oldValue { propertyDidChange(.strokeColor, old: AnimatableValue(oldValue)) } }
    }
    /// The stroke's width (default 1). Animatable. Negative or non-finite
    /// widths are refused with a diagnostic and become 0.
    open var lineWidth: CGFloat = 1 {
        didSet {
            if !isPresentationCopy && !(lineWidth >= 0 && lineWidth.isFinite) {
                CADiagnostics.report("CAShapeLayer.lineWidth must be a finite number ≥ 0 (got \(lineWidth)); using 0")
                lineWidth = 0
            }
            if lineWidth != oldValue { propertyDidChange(.lineWidth, old: .number(Double(oldValue))) }
        }
    }
    /// The shape of the ends of open subpaths (default `.butt`). Not animatable.
    open var lineCap: CAShapeLayerLineCap = .butt {
        didSet { if lineCap != oldValue { propertyDidChange(.lineCap, old: AnimatableValue(oldValue)) } }
    }
    /// The shape of the corners (default `.miter`). Not animatable.
    open var lineJoin: CAShapeLayerLineJoin = .miter {
        didSet { if lineJoin != oldValue { propertyDidChange(.lineJoin, old: AnimatableValue(oldValue)) } }
    }
    /// The longest a miter join may be, as a multiple of `lineWidth`, before it
    /// is bevelled (default 10). Animatable. Negative or non-finite values are
    /// refused with a diagnostic (the previous value is kept).
    open var miterLimit: CGFloat = 10 {
        didSet {
            if !isPresentationCopy && !(miterLimit >= 0 && miterLimit.isFinite) {
                CADiagnostics.report("CAShapeLayer.miterLimit must be a finite number ≥ 0 (got \(miterLimit)); ignored")
                miterLimit = oldValue
            }
            if miterLimit != oldValue { propertyDidChange(.miterLimit, old: .number(Double(oldValue))) }
        }
    }
    /// Dash and gap lengths, alternating, starting with a dash (default nil:
    /// a solid line). Not implicitly animated (animatable explicitly, element-wise).
    /// A pattern that is empty, all zeros, or has a negative or non-finite entry
    /// draws a solid line (see `effectiveLineDashPattern`).
    open var lineDashPattern: [NSNumber]? {
        didSet {
            if lineDashPattern != oldValue {
                propertyDidChange(.lineDashPattern, old: oldValue.map { .numbers($0.map(\.doubleValue)) } ?? .null)
            }
        }
    }
    /// How far into the dash pattern the stroke starts (default 0). Animatable
    /// (the "marching ants" effect). The pattern is anchored at the start of
    /// each subpath of the whole path, not at `strokeStart`.
    open var lineDashPhase: CGFloat = 0 {
        didSet { if lineDashPhase != oldValue { propertyDidChange(.lineDashPhase, old: .number(Double(oldValue))) } }
    }
    /// Where the stroke starts, as a fraction of the path's length (default 0). Animatable.
    open var strokeStart: CGFloat = 0 {
        didSet {
            if !isPresentationCopy && strokeStart.isNaN {
                CADiagnostics.report("CAShapeLayer.strokeStart = NaN; ignored")
                strokeStart = oldValue
            }
            if strokeStart != oldValue { propertyDidChange(.strokeStart, old: .number(Double(oldValue))) }
        }
    }
    /// Where the stroke ends, as a fraction of the path's length (default 1). Animatable.
    open var strokeEnd: CGFloat = 1 {
        didSet {
            if !isPresentationCopy && strokeEnd.isNaN {
                CADiagnostics.report("CAShapeLayer.strokeEnd = NaN; ignored")
                strokeEnd = oldValue
            }
            if strokeEnd != oldValue { propertyDidChange(.strokeEnd, old: .number(Double(oldValue))) }
        }
    }

    /// Creates a shape layer with Apple's defaults.
    public override init() { super.init() }

    /// Creates a copy of `layer` (the presentation copy), shape properties included.
    public override init(layer: Any) {
        super.init(layer: layer)
        guard let other = layer as? CAShapeLayer else { return }
        path = other.path; fillColor = other.fillColor; fillRule = other.fillRule
        strokeColor = other.strokeColor; lineWidth = other.lineWidth
        lineCap = other.lineCap; lineJoin = other.lineJoin; miterLimit = other.miterLimit
        lineDashPattern = other.lineDashPattern; lineDashPhase = other.lineDashPhase
        strokeStart = other.strokeStart; strokeEnd = other.strokeEnd
    }

    override class var ownProperties: [LayerProperty] {
        typealias B = PropertyBuilder
        return [
            B.path(RenderProperty.path.key, \CAShapeLayer.path),
            B.color(RenderProperty.fillColor.key, \CAShapeLayer.fillColor),
            B.discrete(RenderProperty.fillRule.key, \CAShapeLayer.fillRule),
            B.color(RenderProperty.strokeColor.key, \CAShapeLayer.strokeColor),
            B.cgFloat(RenderProperty.lineWidth.key, \CAShapeLayer.lineWidth),
            B.discrete(RenderProperty.lineCap.key, \CAShapeLayer.lineCap),
            B.discrete(RenderProperty.lineJoin.key, \CAShapeLayer.lineJoin),
            B.cgFloat(RenderProperty.miterLimit.key, \CAShapeLayer.miterLimit),
            B.numberArray(RenderProperty.lineDashPattern.key, \CAShapeLayer.lineDashPattern),
            B.cgFloat(RenderProperty.lineDashPhase.key, \CAShapeLayer.lineDashPhase),
            B.cgFloat(RenderProperty.strokeStart.key, \CAShapeLayer.strokeStart),
            B.cgFloat(RenderProperty.strokeEnd.key, \CAShapeLayer.strokeEnd),
        ]
    }

    override class var additionalImplicitlyAnimatableKeys: Set<String> {
        Set(([.path, .fillColor, .strokeColor, .lineWidth, .lineDashPhase, .miterLimit, .strokeStart, .strokeEnd]
             as [RenderProperty]).map(\.key))
    }

    /// Apple's `defaultValue(forKey:)`: a new shape layer's value for the
    /// shape properties (e.g. `"lineWidth"` → 1, `"fillRule"` → `.nonZero`),
    /// CALayer's answer otherwise.
    open override class func defaultValue(forKey key: String) -> Any? {
        if let v = ownDefaultValue(forKey: key, in: CAShapeLayer.ownProperties, fresh: { CAShapeLayer() }) { return v }
        return super.defaultValue(forKey: key)
    }

    // MARK: For the renderer

    /// The part of the path that is stroked (`ShapeValues.strokeRange`).
    package var strokeRange: ClosedRange<CGFloat>? { ShapeValues(of: self).strokeRange }

    /// The dash pattern to draw (`ShapeValues.effectiveLineDashPattern`).
    package var effectiveLineDashPattern: [CGFloat]? { ShapeValues(of: self).effectiveLineDashPattern }

    override func renderContent() -> LayerClassContent { .shape(ShapeValues(of: self)) }
}
