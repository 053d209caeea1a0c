import Foundation

/// What a layer's class adds to the values a frame draws (see `LayerValues`).
/// Each built-in class captures its own (`CALayer.renderContent()`); user
/// subclasses inherit their built-in ancestor's.
package enum LayerClassContent {
    /// A plain layer (or a class that adds nothing drawn: `CAScrollLayer`).
    case none
    case shape(ShapeValues)
    case gradient(GradientValues)
    case text(TextValues)
    case replicator(ReplicatorValues)
    /// A `CATransformLayer`: its sublayers keep 3D; it draws nothing itself.
    case transformLayer
    /// An emitter: its particles come from the model layer's simulation,
    /// which runs on the main actor (moving it to the render side is left
    /// for later: issue #13's note).
    case emitter(CAEmitterLayer)
    /// A `BackdropBlurLayer`: what is drawn behind it, blurred with a
    /// Gaussian of standard deviation `radius / 2` points.
    case backdrop(radius: Double)
    /// A `CATiledLayer`: its tiles are drawn on demand (`Compositor+Tiled.swift`).
    case tiled(TiledValues)
}

/// A `CAShapeLayer`'s drawn values (names are the layer's).
package struct ShapeValues {
    package var path: CGPath?
    package var fillColor: RGBA? = RGBA(red: 0, green: 0, blue: 0, alpha: 1)
    package var fillRule: CAShapeLayerFillRule = .nonZero
    package var strokeColor: RGBA?
    package var lineWidth: CGFloat = 1
    package var lineCap: CAShapeLayerLineCap = .butt
    package var lineJoin: CAShapeLayerLineJoin = .miter
    package var miterLimit: CGFloat = 10
    /// `lineDashPattern` as numbers.
    package var lineDashPattern: [CGFloat]?
    package var lineDashPhase: CGFloat = 0
    package var strokeStart: CGFloat = 0
    package var strokeEnd: CGFloat = 1

    package init() {}

    @MainActor package init(of layer: CAShapeLayer) {
        path = layer.path; fillColor = layer.fillColor?.rgba; fillRule = layer.fillRule
        strokeColor = layer.strokeColor?.rgba; lineWidth = layer.lineWidth; lineCap = layer.lineCap
        lineJoin = layer.lineJoin; miterLimit = layer.miterLimit
        lineDashPattern = layer.lineDashPattern.map { $0.map { CGFloat($0.doubleValue) } }
        lineDashPhase = layer.lineDashPhase; strokeStart = layer.strokeStart; strokeEnd = layer.strokeEnd
    }

    /// The part of the path that is stroked, as fractions of its length:
    /// `strokeStart` and `strokeEnd` clamped to 0…1; nil when nothing is
    /// stroked (start ≥ end, or a NaN reached here through an animation).
    package var strokeRange: ClosedRange<CGFloat>? {
        guard !strokeStart.isNaN, !strokeEnd.isNaN else { return nil }
        let s = min(max(strokeStart, 0), 1), e = min(max(strokeEnd, 0), 1)
        return s < e ? s...e : nil
    }

    /// The dash pattern to draw: nil (solid) when there is none, or when it is
    /// empty, all zeros, or has a negative or non-finite entry (reported with
    /// a diagnostic). An odd-length pattern repeats twice, as Core Graphics
    /// does, so dashes and gaps alternate.
    package var effectiveLineDashPattern: [CGFloat]? {
        guard let values = lineDashPattern, !values.isEmpty else { return nil }
        guard values.allSatisfy({ $0 >= 0 && $0.isFinite }), values.contains(where: { $0 > 0 }) else {
            CADiagnostics.report("CAShapeLayer.lineDashPattern \(values) has negative, non-finite or only zero lengths; drawing a solid line")
            return nil
        }
        return values.count % 2 == 1 ? values + values : values
    }
}

/// A `CAGradientLayer`'s drawn values.
package struct GradientValues {
    /// The colours that are `CGColor`s, as numbers (others were skipped with
    /// a diagnostic when captured); nil when `colors` is nil.
    package var colors: [RGBA]?
    package var locations: [Double]?
    package var startPoint = CGPoint(x: 0.5, y: 0)
    package var endPoint = CGPoint(x: 0.5, y: 1)
    package var type: CAGradientLayerType = .axial
    /// Where a radial gradient's colours start (`CAGradientLayer.radialFocalPoint`); nil: at `startPoint`.
    package var focalPoint: CGPoint?

    package init() {}

    @MainActor package init(of layer: CAGradientLayer) {
        if let list = layer.colors {
            var rgba: [RGBA] = []
            rgba.reserveCapacity(list.count)
            for c in list {
                if let color = c as? CGColor { rgba.append(color.rgba) } else {
                    CADiagnostics.report("CAGradientLayer.colors: \(Swift.type(of: c)) is not a CGColor; skipped")
                }
            }
            colors = rgba
        }
        locations = layer.locations?.map(\.doubleValue)
        startPoint = layer.startPoint; endPoint = layer.endPoint; type = layer.type
        focalPoint = layer.radialFocalPoint
    }

    /// The stops to draw, in increasing location order: `colors` at
    /// `locations`, or spread uniformly (0, 1/(n−1), …, 1) when `locations`
    /// is nil or its count does not match the colours (diagnostic). A single
    /// colour sits at 0 and fills the layer. Empty when there are no colours.
    package func resolvedStops() -> [CAGradientLayer.Stop] {
        guard let rgba = colors, !rgba.isEmpty else { return [] }
        var positions: [Double]
        if let locations, locations.count == rgba.count {
            positions = locations
        } else {
            if let locations {
                CADiagnostics.report("CAGradientLayer: \(locations.count) locations for \(rgba.count) colors; spreading the colors uniformly")
            }
            positions = rgba.count == 1 ? [0] : rgba.indices.map { Double($0) / Double(rgba.count - 1) }
        }
        var stops = zip(positions, rgba).map { CAGradientLayer.Stop(location: $0.0, color: $0.1) }
        if !stops.indices.dropLast().allSatisfy({ stops[$0].location <= stops[$0 + 1].location }) {
            // A stable sort keeps equal locations in colour order.
            stops = stops.enumerated().sorted { ($0.element.location, $0.offset) < ($1.element.location, $1.offset) }.map(\.element)
        }
        return stops
    }
}

/// A `CATextLayer`'s drawn values.
package struct TextValues {
    package var string: Any?
    package var font: Any? = "Helvetica"
    package var fontSize: CGFloat = 36
    package var foregroundColor: RGBA? = RGBA(red: 1, green: 1, blue: 1, alpha: 1)
    package var isWrapped = false
    package var truncationMode: CATextLayerTruncationMode = .none
    package var alignmentMode: CATextLayerAlignmentMode = .natural

    package init() {}

    @MainActor package init(of layer: CATextLayer) {
        string = layer.string; font = layer.font; fontSize = layer.fontSize
        foregroundColor = layer.foregroundColor?.rgba; isWrapped = layer.isWrapped
        truncationMode = layer.truncationMode; alignmentMode = layer.alignmentMode
    }

    /// The text as a plain string: the `String`, or the attributed string's
    /// characters; nil when there is none or it is of another type.
    package var plainText: String? {
        switch string {
        case let s as String: return s
        case let a as NSAttributedString: return a.string
        default: return nil
        }
    }
}

/// A `CAReplicatorLayer`'s drawn values.
package struct ReplicatorValues {
    package var instanceCount = 1
    package var preservesDepth = false
    package var instanceDelay: CFTimeInterval = 0
    package var instanceTransform = CATransform3DIdentity
    package var instanceColor: RGBA? = RGBA(red: 1, green: 1, blue: 1, alpha: 1)
    package var instanceRedOffset: Float = 0
    package var instanceGreenOffset: Float = 0
    package var instanceBlueOffset: Float = 0
    package var instanceAlphaOffset: Float = 0

    package init() {}

    @MainActor package init(of layer: CAReplicatorLayer) {
        instanceCount = layer.instanceCount; preservesDepth = layer.preservesDepth
        instanceDelay = layer.instanceDelay; instanceTransform = layer.instanceTransform
        instanceColor = layer.instanceColor?.rgba
        instanceRedOffset = layer.instanceRedOffset; instanceGreenOffset = layer.instanceGreenOffset
        instanceBlueOffset = layer.instanceBlueOffset; instanceAlphaOffset = layer.instanceAlphaOffset
    }

    /// The number of copies to draw (`instanceCount`, never negative).
    package var effectiveInstanceCount: Int { max(instanceCount, 0) }

    /// How copy `i` of the sublayers of a replicator with `bounds` is drawn
    /// (see `CAReplicatorLayer.Instance`).
    package func instance(_ i: Int, bounds: CGRect) -> CAReplicatorLayer.Instance {
        var t = CATransform3DIdentity
        // Repeated squaring: exact for the integer powers a replicator needs.
        var base = instanceTransform, n = max(i, 0)
        while n > 0 {
            if n & 1 == 1 { t = CATransform3DConcat(t, base) }
            base = CATransform3DConcat(base, base)
            n >>= 1
        }
        let c = CGPoint(x: bounds.midX, y: bounds.midY)
        let matrix = CATransform3DConcat(CATransform3DConcat(CATransform3DMakeTranslation(-c.x, -c.y, 0), t),
                                         CATransform3DMakeTranslation(c.x, c.y, 0))
        let start = instanceColor ?? RGBA(red: 1, green: 1, blue: 1, alpha: 1)
        let k = Double(i)
        func clamp(_ v: Double) -> Double { v.isNaN ? 0 : min(max(v, 0), 1) }
        let color = RGBA(red: clamp(start.red + k * Double(instanceRedOffset)),
                         green: clamp(start.green + k * Double(instanceGreenOffset)),
                         blue: clamp(start.blue + k * Double(instanceBlueOffset)),
                         alpha: clamp(start.alpha + k * Double(instanceAlphaOffset)))
        return CAReplicatorLayer.Instance(index: i, transform: t, matrix: matrix, color: color, timeOffset: k * instanceDelay)
    }
}
