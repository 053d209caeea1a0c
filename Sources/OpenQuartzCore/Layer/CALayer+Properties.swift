import Foundation

extension CALayer {
    /// CALayer's own key-value-coded properties.
    static var baseProperties: [LayerProperty] {
        typealias B = PropertyBuilder
        return [
            B.rect(RenderProperty.bounds.key, get: { (l: CALayer) in l.bounds }, set: { $0.bounds = $1 }),
            B.point(RenderProperty.position.key, get: { (l: CALayer) in l.position }, set: { $0.position = $1 }),
            B.cgFloat(RenderProperty.zPosition.key, get: { (l: CALayer) in l.zPosition }, set: { $0.zPosition = $1 }),
            B.point(RenderProperty.anchorPoint.key, get: { (l: CALayer) in l.anchorPoint }, set: { $0.anchorPoint = $1 }),
            B.cgFloat(RenderProperty.anchorPointZ.key, get: { (l: CALayer) in l.anchorPointZ }, set: { $0.anchorPointZ = $1 }),
            B.transform(RenderProperty.transform.key, get: { (l: CALayer) in l.transform }, set: { $0.transform = $1 }),
            B.transform(RenderProperty.sublayerTransform.key, get: { (l: CALayer) in l.sublayerTransform }, set: { $0.sublayerTransform = $1 }),
            B.bool(RenderProperty.geometryFlipped.key, \CALayer.isGeometryFlipped),
            B.bool(RenderProperty.hidden.key, get: { (l: CALayer) in l.isHidden }, set: { $0.isHidden = $1 }),
            B.bool(RenderProperty.doubleSided.key, get: { (l: CALayer) in l.isDoubleSided }, set: { $0.isDoubleSided = $1 }),
            B.bool(RenderProperty.masksToBounds.key, get: { (l: CALayer) in l.masksToBounds }, set: { $0.masksToBounds = $1 }),
            B.discrete(RenderProperty.contents.key, \CALayer.contents),
            B.rect(RenderProperty.contentsRect.key, get: { (l: CALayer) in l.contentsRect }, set: { $0.contentsRect = $1 }),
            B.rect(RenderProperty.contentsCenter.key, get: { (l: CALayer) in l.contentsCenter }, set: { $0.contentsCenter = $1 }),
            B.discrete(RenderProperty.contentsGravity.key, \CALayer.contentsGravity),
            B.cgFloat(RenderProperty.contentsScale.key, get: { (l: CALayer) in l.contentsScale }, set: { $0.contentsScale = $1 }),
            B.discrete(RenderProperty.minificationFilter.key, \CALayer.minificationFilter),
            B.discrete(RenderProperty.magnificationFilter.key, \CALayer.magnificationFilter),
            B.float(RenderProperty.minificationFilterBias.key, get: { (l: CALayer) in l.minificationFilterBias },
                    set: { $0.minificationFilterBias = $1 }),
            B.bool("opaque", \CALayer.isOpaque),
            B.bool("needsDisplayOnBoundsChange", \CALayer.needsDisplayOnBoundsChange),
            B.bool("drawsAsynchronously", \CALayer.drawsAsynchronously),
            B.color(RenderProperty.backgroundColor.key, get: { (l: CALayer) in l.backgroundColor }, set: { $0.backgroundColor = $1 }),
            B.cgFloat(RenderProperty.cornerRadius.key, get: { (l: CALayer) in l.cornerRadius }, set: { $0.cornerRadius = $1 }),
            B.discrete(RenderProperty.maskedCorners.key, \CALayer.maskedCorners), B.discrete(RenderProperty.cornerCurve.key, \CALayer.cornerCurve),
            B.cgFloat(RenderProperty.borderWidth.key, get: { (l: CALayer) in l.borderWidth }, set: { $0.borderWidth = $1 }),
            B.color(RenderProperty.borderColor.key, get: { (l: CALayer) in l.borderColor }, set: { $0.borderColor = $1 }),
            B.float(RenderProperty.opacity.key, get: { (l: CALayer) in l.opacity }, set: { $0.opacity = $1 }),
            B.bool(RenderProperty.allowsGroupOpacity.key, \CALayer.allowsGroupOpacity),
            B.discrete(RenderProperty.compositingFilter.key, \CALayer.compositingFilter),
            B.bool("allowsEdgeAntialiasing", \CALayer.allowsEdgeAntialiasing),
            B.discrete("edgeAntialiasingMask", \CALayer.edgeAntialiasingMask),
            B.bool(RenderProperty.shouldRasterize.key, get: { (l: CALayer) in l.shouldRasterize }, set: { $0.shouldRasterize = $1 }),
            B.cgFloat(RenderProperty.rasterizationScale.key, get: { (l: CALayer) in l.rasterizationScale }, set: { $0.rasterizationScale = $1 }),
            B.color(RenderProperty.shadowColor.key, get: { (l: CALayer) in l.shadowColor }, set: { $0.shadowColor = $1 }),
            B.float(RenderProperty.shadowOpacity.key, get: { (l: CALayer) in l.shadowOpacity }, set: { $0.shadowOpacity = $1 }),
            B.size(RenderProperty.shadowOffset.key, get: { (l: CALayer) in l.shadowOffset }, set: { $0.shadowOffset = $1 }),
            B.cgFloat(RenderProperty.shadowRadius.key, get: { (l: CALayer) in l.shadowRadius }, set: { $0.shadowRadius = $1 }),
            B.path(RenderProperty.shadowPath.key, get: { (l: CALayer) in l.shadowPath }, set: { $0.shadowPath = $1 }),
            B.discrete("name", \CALayer.name),
            B.double("beginTime", \CALayer.beginTime), B.double("duration", \CALayer.duration),
            B.float("speed", \CALayer.speed), B.double("timeOffset", \CALayer.timeOffset),
            B.float("repeatCount", \CALayer.repeatCount), B.double("repeatDuration", \CALayer.repeatDuration),
            B.bool("autoreverses", \CALayer.autoreverses), B.discrete("fillMode", \CALayer.fillMode),
            // "frame" is derived; it can be read and set through KVC but not animated.
            LayerProperty("frame", .cgRect, read: { .rect($0.frame) },
                          write: { l, v in guard let r = v.rect else { return false }; l.frame = r; return true }),
        ]
    }
}

/// A registered property of one layer class: an index into the registry's
/// flat table, resolved from a key once (at compile time, by KVC).
package struct LayerPropertyID: Hashable, Sendable {
    package let index: Int32
}

/// The merged property tables of every layer class, built once per class.
/// Every entry of every table also gets an id (its index in `all`), so that
/// resolved animation targets reach their accessors without a string lookup.
@MainActor enum LayerPropertyRegistry {
    private static var tables: [ObjectIdentifier: [String: LayerProperty]] = [:]
    /// Every registered property, by id.
    private static var all: [LayerProperty] = []

    /// The properties of `cls`: CALayer's plus the ones its built-in layer
    /// class adds (`ownProperties` is inherited by user subclasses, and built-in
    /// layer classes all derive from CALayer directly).
    static func table(for cls: CALayer.Type) -> [String: LayerProperty] {
        let id = ObjectIdentifier(cls)
        if let t = tables[id] { return t }
        var t: [String: LayerProperty] = [:]
        for p in CALayer.baseProperties { t[p.key] = p }
        for p in cls.ownProperties { t[p.key] = p }
        for (key, var p) in t {
            p.id = LayerPropertyID(index: Int32(all.count))
            all.append(p)
            t[key] = p
        }
        tables[id] = t
        return t
    }

    /// The descriptor of `key` on `layer`'s class.
    static func property(_ key: String, of layer: CALayer) -> LayerProperty? {
        // The layer keeps its class's table: one string lookup instead of a
        // metatype lookup plus a string lookup (registry lookups were a tenth
        // of a commit's cost).
        if let t = layer.propertyTableCache { return t[key] }
        let t = table(for: type(of: layer))
        layer.propertyTableCache = t
        return t[key]
    }

    /// The descriptor with id `id` (an array index: no hashing).
    static func property(withID id: LayerPropertyID) -> LayerProperty { all[Int(id.index)] }
}
