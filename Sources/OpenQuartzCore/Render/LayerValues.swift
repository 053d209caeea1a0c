import Foundation
import Raster

/// Every value the compositor draws for one layer at one frame time: the
/// layer's geometry and appearance, and what its class adds (`content`).
///
/// The render side's form of a layer: values only, no identity, no
/// behaviour. A frame holds one per drawn layer, made from the committed
/// values with the running animations applied (`LayerValues+Animation.swift`);
/// the compositor reads nothing else of a layer's state, so that what a frame
/// draws is exactly these values. Colours are kept as RGBA numbers (a
/// `CGColor` would be retained with every copy, and read through an array of
/// components every frame). Names are CALayer's.
package struct LayerValues {
    // The fields every frame reads for every layer are stored inline; the
    // rest (`Cold`) sit in a copy-on-write box shared by every copy of the
    // values until one of them changes a cold field. Inline, the struct was
    // over a kilobyte: copying it was the largest single cost of a frame of
    // 1,000 animated layers (memcpy and value-witness copies, 10 % in callgrind).

    // MARK: Geometry
    package var bounds: CGRect = .zero
    package var position: CGPoint = .zero
    package var zPosition: CGFloat = 0
    package var anchorPoint = CGPoint(x: 0.5, y: 0.5)
    package var anchorPointZ: CGFloat = 0
    package var transform = CATransform3DIdentity
    package var isGeometryFlipped = false

    // MARK: Appearance
    package var isHidden = false
    package var isDoubleSided = true
    package var masksToBounds = false
    package var allowsGroupOpacity = true
    package var opacity: Float = 1
    package var shadowOpacity: Float = 0
    package var contents: Any?
    package var backgroundColor: RGBA?
    package var cornerRadius: CGFloat = 0
    package var borderWidth: CGFloat = 0
    package var borderColor: RGBA? = RGBA(red: 0, green: 0, blue: 0, alpha: 1)

    /// Whether the layer's render list holds a transition or a whole-value
    /// `contents` animation, which the compositor draws specially
    /// (`AnimationEntry.drawsSpecially`; read at capture, so a frame need
    /// not look through the layer's animations).
    package var drawsAnimationSpecially = false

    /// The model's `renderGeneration` when these values are its committed
    /// state, `opacity` aside (no change since the commit; no animation
    /// applied but of `opacity`); 0 otherwise. Caches key by it where the
    /// stamp would be too coarse (a fading layer's shape stays the same:
    /// `ValueGenerations`).
    package var committedGeneration: UInt64 = 0

    /// Names these values: a new, never reused number whenever they are
    /// evaluated (`init(of:)`, `init(presenting:at:)`), kept while a frame
    /// keeps them. Equal stamps mean equal values, so state derived from
    /// values (damage records, caches) can be keyed by it without listing
    /// the inputs by hand. 0: values made field by field (`init()`), which
    /// nothing may key state by.
    package var stamp: UInt64 = 0

    /// The rarely set fields (see `Cold`).
    private var cold: Cold = .defaults

    /// The fields most layers leave at their defaults, boxed.
    final class Cold: @unchecked Sendable {
        // `@unchecked`: the shared `defaults` box is never written — a
        // write goes to a copy whenever the box is not uniquely referenced,
        // and `defaults` keeps a reference of its own.
        static let defaults = Cold()
        var sublayerTransform = CATransform3DIdentity
        var contentsRect = CGRect(x: 0, y: 0, width: 1, height: 1)
        var contentsCenter = CGRect(x: 0, y: 0, width: 1, height: 1)
        var contentsGravity: CALayerContentsGravity = .resize
        var contentsScale: CGFloat = 1
        var minificationFilter: CALayerContentsFilter = .linear
        var magnificationFilter: CALayerContentsFilter = .linear
        var minificationFilterBias: Float = 0
        var maskedCorners: CACornerMask = [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner]
        var cornerCurve: CALayerCornerCurve = .circular
        var shadowColor: RGBA? = RGBA(red: 0, green: 0, blue: 0, alpha: 1)
        var shadowOffset = CGSize(width: 0, height: -3)
        var shadowRadius: CGFloat = 3
        var shadowPath: CGPath?
        var content: LayerClassContent = .none
        var compositingBlend: BlendMode = .sourceOver
        var masksWithLuminance = false
        var shouldRasterize = false
        var rasterizationScale: CGFloat = 1
        var allowsEdgeAntialiasing = false
        var edgeAntialiasingMask = CAEdgeAntialiasingMask.all
        var patternColors: LayerPatternColors? = nil

        init() {}

        func copy() -> Cold {
            let c = Cold()
            c.sublayerTransform = sublayerTransform; c.contentsRect = contentsRect; c.contentsCenter = contentsCenter
            c.contentsGravity = contentsGravity; c.contentsScale = contentsScale
            c.minificationFilter = minificationFilter; c.magnificationFilter = magnificationFilter
            c.minificationFilterBias = minificationFilterBias
            c.maskedCorners = maskedCorners; c.cornerCurve = cornerCurve; c.shadowColor = shadowColor
            c.shadowOffset = shadowOffset; c.shadowRadius = shadowRadius; c.shadowPath = shadowPath; c.content = content
            c.compositingBlend = compositingBlend; c.masksWithLuminance = masksWithLuminance
            c.shouldRasterize = shouldRasterize; c.rasterizationScale = rasterizationScale
            c.allowsEdgeAntialiasing = allowsEdgeAntialiasing; c.edgeAntialiasingMask = edgeAntialiasingMask
            c.patternColors = patternColors
            return c
        }
    }

    /// The box, copied first if another copy of the values shares it.
    private mutating func writableCold() -> Cold {
        if !isKnownUniquelyReferenced(&cold) { cold = cold.copy() }
        return cold
    }

    package var sublayerTransform: CATransform3D {
        get { cold.sublayerTransform } set { writableCold().sublayerTransform = newValue }
    }
    package var contentsRect: CGRect { get { cold.contentsRect } set { writableCold().contentsRect = newValue } }
    package var contentsCenter: CGRect { get { cold.contentsCenter } set { writableCold().contentsCenter = newValue } }
    package var contentsGravity: CALayerContentsGravity {
        get { cold.contentsGravity } set { writableCold().contentsGravity = newValue }
    }
    package var contentsScale: CGFloat { get { cold.contentsScale } set { writableCold().contentsScale = newValue } }
    package var minificationFilter: CALayerContentsFilter {
        get { cold.minificationFilter } set { writableCold().minificationFilter = newValue }
    }
    package var magnificationFilter: CALayerContentsFilter {
        get { cold.magnificationFilter } set { writableCold().magnificationFilter = newValue }
    }
    package var minificationFilterBias: Float {
        get { cold.minificationFilterBias } set { writableCold().minificationFilterBias = newValue }
    }
    package var maskedCorners: CACornerMask { get { cold.maskedCorners } set { writableCold().maskedCorners = newValue } }
    package var cornerCurve: CALayerCornerCurve { get { cold.cornerCurve } set { writableCold().cornerCurve = newValue } }
    package var shadowColor: RGBA? { get { cold.shadowColor } set { writableCold().shadowColor = newValue } }
    package var shadowOffset: CGSize { get { cold.shadowOffset } set { writableCold().shadowOffset = newValue } }
    package var shadowRadius: CGFloat { get { cold.shadowRadius } set { writableCold().shadowRadius = newValue } }
    package var shadowPath: CGPath? { get { cold.shadowPath } set { writableCold().shadowPath = newValue } }
    /// How the layer's group composites onto what is behind it
    /// (`CALayer.compositingFilter`, resolved at capture); `.sourceOver` when none.
    package var compositingBlend: BlendMode {
        get { cold.compositingBlend } set { writableCold().compositingBlend = newValue }
    }
    /// Whether the layer, drawn as a mask, masks with its luminance (`CALayer.masksWithLuminance`).
    package var masksWithLuminance: Bool {
        get { cold.masksWithLuminance } set { writableCold().masksWithLuminance = newValue }
    }
    /// What the layer's class draws or changes beyond CALayer.
    package var content: LayerClassContent { get { cold.content } set { writableCold().content = newValue } }
    /// Whether the layer and its subtree are drawn through a cached bitmap (`Compositor+Rasterize.swift`).
    package var shouldRasterize: Bool { get { cold.shouldRasterize } set { writableCold().shouldRasterize = newValue } }
    /// Whether the edges left out of `edgeAntialiasingMask` are drawn aliased (`Compositor+EdgeAntialiasing.swift`).
    package var allowsEdgeAntialiasing: Bool {
        get { cold.allowsEdgeAntialiasing } set { writableCold().allowsEdgeAntialiasing = newValue }
    }
    /// The edges drawn antialiased when `allowsEdgeAntialiasing`.
    package var edgeAntialiasingMask: CAEdgeAntialiasingMask {
        get { cold.edgeAntialiasingMask } set { writableCold().edgeAntialiasingMask = newValue }
    }
    /// The bitmap's pixels per point, as set (checked where it is drawn).
    package var rasterizationScale: CGFloat {
        get { cold.rasterizationScale } set { writableCold().rasterizationScale = newValue }
    }

    /// The pattern colours among the layer's colours; nil when none is one (`LayerValues+Patterns.swift`).
    package var patternColors: LayerPatternColors? {
        get { cold.patternColors } set { writableCold().patternColors = newValue }
    }

    package init() {}

    /// The values `layer` holds now (its model values; a presentation copy's
    /// own values). Its class adds its content (`renderContent()`).
    @MainActor package init(of layer: CALayer) {
        bounds = layer.bounds; position = layer.position; zPosition = layer.zPosition
        anchorPoint = layer.anchorPoint; anchorPointZ = layer.anchorPointZ
        transform = layer.transform; isGeometryFlipped = layer.isGeometryFlipped
        isHidden = layer.isHidden; isDoubleSided = layer.isDoubleSided; masksToBounds = layer.masksToBounds
        contents = layer.contents; backgroundColor = layer.backgroundColor?.rgba; cornerRadius = layer.cornerRadius
        borderWidth = layer.borderWidth; borderColor = layer.borderColor?.rgba
        opacity = layer.opacity; allowsGroupOpacity = layer.allowsGroupOpacity; shadowOpacity = layer.shadowOpacity
        // One new box per capture (captures happen at commits, not per frame).
        let c = Cold()
        c.sublayerTransform = layer.sublayerTransform
        c.contentsRect = layer.contentsRect; c.contentsCenter = layer.contentsCenter
        c.contentsGravity = layer.contentsGravity; c.contentsScale = layer.contentsScale
        c.minificationFilter = layer.minificationFilter; c.magnificationFilter = layer.magnificationFilter
        c.minificationFilterBias = layer.minificationFilterBias
        c.maskedCorners = layer.maskedCorners; c.cornerCurve = layer.cornerCurve
        c.shadowColor = layer.shadowColor?.rgba; c.shadowOffset = layer.shadowOffset
        c.shadowRadius = layer.shadowRadius; c.shadowPath = layer.shadowPath
        c.content = layer.renderContent()
        c.compositingBlend = CompositingFilterNames.blendMode(of: layer.compositingFilter, layer: layer)
        c.masksWithLuminance = layer.masksWithLuminance
        c.shouldRasterize = layer.shouldRasterize; c.rasterizationScale = layer.rasterizationScale
        c.allowsEdgeAntialiasing = layer.allowsEdgeAntialiasing; c.edgeAntialiasingMask = layer.edgeAntialiasingMask
        c.patternColors = LayerPatternColors(of: layer)
        cold = c
        drawsAnimationSpecially = layer.renderAnimations.contains { $0.drawsSpecially }
        stamp = RenderStateGeneration.next()
    }

    /// The 4×4 matrix taking these values' coordinates to the superlayer's
    /// (CALayer's `layerToSuperlayerMatrix(sublayerTransformOf:flippedBy:)`
    /// with the superlayer as both, as conversion and hit testing see it):
    /// move the anchor point to the origin, apply `transform`, move to
    /// `position` and `zPosition`, mirror vertically in `parent`'s bounds
    /// when `parent.isGeometryFlipped` (a sublayer's y is measured up from
    /// the bottom of the bounds), then apply `parent`'s `sublayerTransform`
    /// about its anchor point.
    package func layerToSuperlayerMatrix(sublayerTransformOf parent: LayerValues) -> CATransform3D {
        var m = layerToSuperlayerMatrix()
        if parent.isGeometryFlipped {
            var flip = CATransform3DMakeScale(1, -1, 1)
            flip.m42 = parent.bounds.minY + parent.bounds.maxY
            m = CATransform3DConcat(m, flip)
        }
        let st = parent.sublayerTransform
        if !CATransform3DIsIdentity(st) {
            let sx = parent.bounds.minX + parent.anchorPoint.x * parent.bounds.width
            let sy = parent.bounds.minY + parent.anchorPoint.y * parent.bounds.height
            m = CATransform3DConcat(m, CATransform3DMakeTranslation(-sx, -sy, -parent.anchorPointZ))
            m = CATransform3DConcat(m, st)
            m = CATransform3DConcat(m, CATransform3DMakeTranslation(sx, sy, parent.anchorPointZ))
        }
        return m
    }

    /// The 4×4 matrix taking these values' coordinates to the superlayer's
    /// with no superlayer `sublayerTransform` (a root, a mask).
    package func layerToSuperlayerMatrix() -> CATransform3D {
        let ax = bounds.minX + anchorPoint.x * bounds.width
        let ay = bounds.minY + anchorPoint.y * bounds.height
        if CATransform3DIsIdentity(transform) && anchorPointZ == 0 && ax.isFinite && ay.isFinite {
            // The common case, without two 4×4 products (the same numbers:
            // the products add only zeros and ones to these sums).
            return CATransform3DMakeTranslation(position.x - ax, position.y - ay, zPosition)
        }
        var m = CATransform3DMakeTranslation(-ax, -ay, -anchorPointZ)
        m = CATransform3DConcat(m, transform)
        return CATransform3DConcat(m, CATransform3DMakeTranslation(position.x, position.y, zPosition))
    }

    /// Whether the layer is a `CATransformLayer` (its sublayers keep 3D).
    package var isTransformLayer: Bool { if case .transformLayer = content { return true }; return false }
    /// The replicator's values, when the layer is one.
    package var replicator: ReplicatorValues? { if case .replicator(let r) = content { return r }; return nil }
}

extension RGBA {
    /// The colour as a Raster colour.
    package var rasterColor: Raster.Color { Raster.Color(red: red, green: green, blue: blue, alpha: alpha) }
}
