import Foundation

/// The geometry of a gradient layer's gradient (`CAGradientLayerType`).
public struct CAGradientLayerType: RawRepresentable, Hashable, Sendable {
    /// The raw value, as in Apple's SDK.
    public let rawValue: String
    /// Creates a value from its raw value (Apple's raw values are accepted).
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Colours vary along the line from `startPoint` to `endPoint` (the default).
    public static let axial = Self(rawValue: "axial")
    /// Colours vary with the distance from `startPoint`; `endPoint` gives the
    /// ellipse reached at location 1 (its x and y radii).
    public static let radial = Self(rawValue: "radial")
    /// Colours vary with the angle around `startPoint`, starting toward `endPoint`.
    public static let conic = Self(rawValue: "conic")
}

/// Swift 3 spellings of the gradient types.
public let kCAGradientLayerAxial = CAGradientLayerType.axial
/// Swift 3 spelling of `CAGradientLayerType.radial`.
public let kCAGradientLayerRadial = CAGradientLayerType.radial
/// Swift 3 spelling of `CAGradientLayerType.conic`.
public let kCAGradientLayerConic = CAGradientLayerType.conic

/// A layer that fills its bounds with a colour gradient, Core Animation's
/// `CAGradientLayer`.
///
/// Points are in the unit coordinate space of the bounds. The gradient is
/// drawn over the background colour and under the sublayers, as Apple's.
/// Before the first stop the first colour is used, after the last stop the
/// last colour (no transparency outside the stops).
///
/// Implicitly animatable: `colors`, `locations`, `startPoint`, `endPoint`
/// (Apple's documentation marks all four animatable). `colors` and
/// `locations` interpolate element by element; arrays of different lengths
/// interpolate over their common prefix and take the destination's length
/// from half-way on.
///
/// Bad input (defined here): `colors` entries that are not `CGColor` are
/// skipped with a diagnostic; `locations` whose count differs from the number
/// of colours are ignored with a diagnostic (the stops are then spread
/// uniformly, as with nil locations); locations that decrease are sorted.
@MainActor open class CAGradientLayer: CALayer {
    /// The gradient's colours, `CGColor`s (default nil: no gradient). Animatable.
    open var colors: [Any]? {
        didSet { propertyDidChange(.colors, old: Self.colorsValue(oldValue)) }
    }
    /// Where each colour sits, 0…1, increasing (default nil: spread uniformly
    /// from 0 to 1). Animatable.
    open var locations: [NSNumber]? {
        didSet {
            if locations != oldValue {
                propertyDidChange(.locations, old: oldValue.map { .numbers($0.map(\.doubleValue)) } ?? .null)
            }
        }
    }
    /// Where the gradient starts, in unit coordinates (default (0.5, 0): the
    /// top centre in UIKit's coordinates). Animatable.
    open var startPoint: CGPoint = CGPoint(x: 0.5, y: 0) {
        didSet { if startPoint != oldValue { propertyDidChange(.startPoint, old: .point(oldValue)) } }
    }
    /// Where the gradient ends, in unit coordinates (default (0.5, 1)). Animatable.
    open var endPoint: CGPoint = CGPoint(x: 0.5, y: 1) {
        didSet { if endPoint != oldValue { propertyDidChange(.endPoint, old: .point(oldValue)) } }
    }
    /// The kind of gradient (default `.axial`). Not animatable.
    open var type: CAGradientLayerType = .axial {
        didSet { if type != oldValue { propertyDidChange(.gradientType, old: AnimatableValue(oldValue)) } }
    }

    /// Where a radial gradient's colours start, in unit coordinates (default
    /// nil: at `startPoint`). Not Apple API (Core Animation's radial gradient
    /// is centred): with a point, the gradient is the two-point conical one
    /// `CGContext.drawRadialGradient` draws from a circle of radius 0 about
    /// this point to the ellipse about `startPoint` reaching `endPoint` —
    /// SVG's focal point `fx`, `fy`. Kept inside that ellipse by the caller;
    /// animatable by the key `"radialFocalPoint"`, not implicitly.
    package var radialFocalPoint: CGPoint? {
        didSet { if radialFocalPoint != oldValue { drawnStateDidChange() } }
    }

    /// Creates a gradient layer with Apple's defaults.
    public override init() { super.init() }

    /// Creates a copy of `layer` (the presentation copy), gradient properties included.
    public override init(layer: Any) {
        super.init(layer: layer)
        guard let other = layer as? CAGradientLayer else { return }
        colors = other.colors; locations = other.locations
        startPoint = other.startPoint; endPoint = other.endPoint; type = other.type
        radialFocalPoint = other.radialFocalPoint
    }

    private static func colorsValue(_ colors: [Any]?) -> AnimatableValue {
        guard let colors else { return .null }
        return colors.isEmpty ? .colors([]) : AnimatableValue(colors)
    }

    override class var ownProperties: [LayerProperty] {
        typealias B = PropertyBuilder
        return [
            B.colorArray(RenderProperty.colors.key, \CAGradientLayer.colors),
            B.numberArray(RenderProperty.locations.key, \CAGradientLayer.locations),
            B.point(RenderProperty.startPoint.key, \CAGradientLayer.startPoint),
            B.point(RenderProperty.endPoint.key, \CAGradientLayer.endPoint),
            B.discrete(RenderProperty.gradientType.key, \CAGradientLayer.type),
        ]
    }

    override class var additionalImplicitlyAnimatableKeys: Set<String> {
        Set(([.colors, .locations, .startPoint, .endPoint] as [RenderProperty]).map(\.key))
    }

    /// Apple's `defaultValue(forKey:)`: a new gradient layer's value for the
    /// gradient properties (`"startPoint"` → (0.5, 0), `"type"` → `.axial`…),
    /// CALayer's answer otherwise.
    open override class func defaultValue(forKey key: String) -> Any? {
        if let v = ownDefaultValue(forKey: key, in: CAGradientLayer.ownProperties, fresh: { CAGradientLayer() }) { return v }
        return super.defaultValue(forKey: key)
    }

    // MARK: For the renderer

    /// One colour stop of the resolved gradient.
    package struct Stop: Sendable, Equatable {
        package var location: Double
        package var color: RGBA
    }

    /// The stops to draw (`GradientValues.resolvedStops()`).
    package func resolvedStops() -> [Stop] { GradientValues(of: self).resolvedStops() }

    override func renderContent() -> LayerClassContent { .gradient(GradientValues(of: self)) }
}
