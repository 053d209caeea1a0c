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
    // MARK: Geometry
    package var bounds: CGRect = .zero
    package var position: CGPoint = .zero
    package var zPosition: CGFloat = 0
    package var anchorPoint = CGPoint(x: 0.5, y: 0.5)
    package var anchorPointZ: CGFloat = 0
    package var transform = CATransform3DIdentity
    package var sublayerTransform = CATransform3DIdentity
    package var isGeometryFlipped = false

    // MARK: Appearance
    package var isHidden = false
    package var isDoubleSided = true
    package var masksToBounds = false
    package var contents: Any?
    package var contentsRect = CGRect(x: 0, y: 0, width: 1, height: 1)
    package var contentsCenter = CGRect(x: 0, y: 0, width: 1, height: 1)
    package var contentsGravity: CALayerContentsGravity = .resize
    package var contentsScale: CGFloat = 1
    package var minificationFilter: CALayerContentsFilter = .linear
    package var magnificationFilter: CALayerContentsFilter = .linear
    package var backgroundColor: RGBA?
    package var cornerRadius: CGFloat = 0
    package var maskedCorners: CACornerMask = [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner]
    package var cornerCurve: CALayerCornerCurve = .circular
    package var borderWidth: CGFloat = 0
    package var borderColor: RGBA? = RGBA(red: 0, green: 0, blue: 0, alpha: 1)
    package var opacity: Float = 1
    package var allowsGroupOpacity = true

    // MARK: Shadow
    package var shadowColor: RGBA? = RGBA(red: 0, green: 0, blue: 0, alpha: 1)
    package var shadowOpacity: Float = 0
    package var shadowOffset = CGSize(width: 0, height: -3)
    package var shadowRadius: CGFloat = 3
    package var shadowPath: CGPath?

    /// What the layer's class draws or changes beyond CALayer.
    package var content: LayerClassContent = .none

    /// Names these values: a new, never reused number whenever they are
    /// evaluated (`init(of:)`, `init(presenting:at:)`), kept while a frame
    /// keeps them. Equal stamps mean equal values, so state derived from
    /// values (damage records, caches) can be keyed by it without listing
    /// the inputs by hand. 0: values made field by field (`init()`), which
    /// nothing may key state by.
    package var stamp: UInt64 = 0

    package init() {}

    /// The values `layer` holds now (its model values; a presentation copy's
    /// own values). Its class adds its content (`renderContent()`).
    @MainActor package init(of layer: CALayer) {
        bounds = layer.bounds; position = layer.position; zPosition = layer.zPosition
        anchorPoint = layer.anchorPoint; anchorPointZ = layer.anchorPointZ
        transform = layer.transform; sublayerTransform = layer.sublayerTransform
        isGeometryFlipped = layer.isGeometryFlipped
        isHidden = layer.isHidden; isDoubleSided = layer.isDoubleSided; masksToBounds = layer.masksToBounds
        contents = layer.contents; contentsRect = layer.contentsRect; contentsCenter = layer.contentsCenter
        contentsGravity = layer.contentsGravity; contentsScale = layer.contentsScale
        minificationFilter = layer.minificationFilter; magnificationFilter = layer.magnificationFilter
        backgroundColor = layer.backgroundColor?.rgba; cornerRadius = layer.cornerRadius
        maskedCorners = layer.maskedCorners; cornerCurve = layer.cornerCurve
        borderWidth = layer.borderWidth; borderColor = layer.borderColor?.rgba
        opacity = layer.opacity; allowsGroupOpacity = layer.allowsGroupOpacity
        shadowColor = layer.shadowColor?.rgba; shadowOpacity = layer.shadowOpacity
        shadowOffset = layer.shadowOffset; shadowRadius = layer.shadowRadius; shadowPath = layer.shadowPath
        content = layer.renderContent()
        stamp = RenderStateGeneration.next()
    }

    /// The 4×4 matrix taking these values' coordinates to the superlayer's
    /// (CALayer's `layerToSuperlayerMatrix(sublayerTransformOf:)` with no
    /// geometry flip): move the anchor point to the origin, apply `transform`,
    /// move to `position` and `zPosition`, then apply `parent`'s
    /// `sublayerTransform` about its anchor point (nil: none).
    package func layerToSuperlayerMatrix(sublayerTransformOf parent: LayerValues?) -> CATransform3D {
        let ax = bounds.minX + anchorPoint.x * bounds.width
        let ay = bounds.minY + anchorPoint.y * bounds.height
        var m: CATransform3D
        if CATransform3DIsIdentity(transform) && anchorPointZ == 0 && ax.isFinite && ay.isFinite {
            // The common case, without two 4×4 products (the same numbers:
            // the products add only zeros and ones to these sums).
            m = CATransform3DMakeTranslation(position.x - ax, position.y - ay, zPosition)
        } else {
            m = CATransform3DMakeTranslation(-ax, -ay, -anchorPointZ)
            m = CATransform3DConcat(m, transform)
            m = CATransform3DConcat(m, CATransform3DMakeTranslation(position.x, position.y, zPosition))
        }
        if let s = parent, !CATransform3DIsIdentity(s.sublayerTransform) {
            let sx = s.bounds.minX + s.anchorPoint.x * s.bounds.width
            let sy = s.bounds.minY + s.anchorPoint.y * s.bounds.height
            m = CATransform3DConcat(m, CATransform3DMakeTranslation(-sx, -sy, -s.anchorPointZ))
            m = CATransform3DConcat(m, s.sublayerTransform)
            m = CATransform3DConcat(m, CATransform3DMakeTranslation(sx, sy, s.anchorPointZ))
        }
        return m
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
