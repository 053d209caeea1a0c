import Foundation

extension CALayer {
    /// CALayer's own key-value-coded properties.
    static var baseProperties: [LayerProperty] {
        typealias B = PropertyBuilder
        return [
            B.rect("bounds", get: { (l: CALayer) in l.bounds }, set: { $0.bounds = $1 }),
            B.point("position", get: { (l: CALayer) in l.position }, set: { $0.position = $1 }),
            B.cgFloat("zPosition", get: { (l: CALayer) in l.zPosition }, set: { $0.zPosition = $1 }),
            B.point("anchorPoint", get: { (l: CALayer) in l.anchorPoint }, set: { $0.anchorPoint = $1 }),
            B.cgFloat("anchorPointZ", get: { (l: CALayer) in l.anchorPointZ }, set: { $0.anchorPointZ = $1 }),
            B.transform("transform", get: { (l: CALayer) in l.transform }, set: { $0.transform = $1 }),
            B.transform("sublayerTransform", get: { (l: CALayer) in l.sublayerTransform }, set: { $0.sublayerTransform = $1 }),
            B.bool("geometryFlipped", \CALayer.isGeometryFlipped),
            B.bool("hidden", get: { (l: CALayer) in l.isHidden }, set: { $0.isHidden = $1 }),
            B.bool("doubleSided", get: { (l: CALayer) in l.isDoubleSided }, set: { $0.isDoubleSided = $1 }),
            B.bool("masksToBounds", get: { (l: CALayer) in l.masksToBounds }, set: { $0.masksToBounds = $1 }),
            B.discrete("contents", \CALayer.contents),
            B.rect("contentsRect", get: { (l: CALayer) in l.contentsRect }, set: { $0.contentsRect = $1 }),
            B.rect("contentsCenter", get: { (l: CALayer) in l.contentsCenter }, set: { $0.contentsCenter = $1 }),
            B.discrete("contentsGravity", \CALayer.contentsGravity),
            B.cgFloat("contentsScale", get: { (l: CALayer) in l.contentsScale }, set: { $0.contentsScale = $1 }),
            B.discrete("minificationFilter", \CALayer.minificationFilter),
            B.discrete("magnificationFilter", \CALayer.magnificationFilter),
            B.bool("opaque", \CALayer.isOpaque),
            B.bool("needsDisplayOnBoundsChange", \CALayer.needsDisplayOnBoundsChange),
            B.bool("drawsAsynchronously", \CALayer.drawsAsynchronously),
            B.color("backgroundColor", get: { (l: CALayer) in l.backgroundColor }, set: { $0.backgroundColor = $1 }),
            B.cgFloat("cornerRadius", get: { (l: CALayer) in l.cornerRadius }, set: { $0.cornerRadius = $1 }),
            B.discrete("maskedCorners", \CALayer.maskedCorners), B.discrete("cornerCurve", \CALayer.cornerCurve),
            B.cgFloat("borderWidth", get: { (l: CALayer) in l.borderWidth }, set: { $0.borderWidth = $1 }),
            B.color("borderColor", get: { (l: CALayer) in l.borderColor }, set: { $0.borderColor = $1 }),
            B.float("opacity", get: { (l: CALayer) in l.opacity }, set: { $0.opacity = $1 }),
            B.bool("allowsGroupOpacity", \CALayer.allowsGroupOpacity),
            B.bool("allowsEdgeAntialiasing", \CALayer.allowsEdgeAntialiasing),
            B.bool("shouldRasterize", get: { (l: CALayer) in l.shouldRasterize }, set: { $0.shouldRasterize = $1 }),
            B.cgFloat("rasterizationScale", get: { (l: CALayer) in l.rasterizationScale }, set: { $0.rasterizationScale = $1 }),
            B.color("shadowColor", get: { (l: CALayer) in l.shadowColor }, set: { $0.shadowColor = $1 }),
            B.float("shadowOpacity", get: { (l: CALayer) in l.shadowOpacity }, set: { $0.shadowOpacity = $1 }),
            B.size("shadowOffset", get: { (l: CALayer) in l.shadowOffset }, set: { $0.shadowOffset = $1 }),
            B.cgFloat("shadowRadius", get: { (l: CALayer) in l.shadowRadius }, set: { $0.shadowRadius = $1 }),
            B.path("shadowPath", get: { (l: CALayer) in l.shadowPath }, set: { $0.shadowPath = $1 }),
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
