import Foundation

extension CALayer {
    /// CALayer's own key-value-coded properties.
    static var baseProperties: [LayerProperty] {
        typealias B = PropertyBuilder
        return [
            B.rect("bounds", \CALayer.bounds), B.point("position", \CALayer.position),
            B.cgFloat("zPosition", \CALayer.zPosition), B.point("anchorPoint", \CALayer.anchorPoint),
            B.cgFloat("anchorPointZ", \CALayer.anchorPointZ), B.transform("transform", \CALayer.transform),
            B.transform("sublayerTransform", \CALayer.sublayerTransform),
            B.bool("geometryFlipped", \CALayer.isGeometryFlipped),
            B.bool("hidden", \CALayer.isHidden), B.bool("doubleSided", \CALayer.isDoubleSided),
            B.bool("masksToBounds", \CALayer.masksToBounds),
            B.discrete("contents", \CALayer.contents),
            B.rect("contentsRect", \CALayer.contentsRect), B.rect("contentsCenter", \CALayer.contentsCenter),
            B.discrete("contentsGravity", \CALayer.contentsGravity),
            B.cgFloat("contentsScale", \CALayer.contentsScale),
            B.discrete("minificationFilter", \CALayer.minificationFilter),
            B.discrete("magnificationFilter", \CALayer.magnificationFilter),
            B.bool("opaque", \CALayer.isOpaque),
            B.bool("needsDisplayOnBoundsChange", \CALayer.needsDisplayOnBoundsChange),
            B.bool("drawsAsynchronously", \CALayer.drawsAsynchronously),
            B.color("backgroundColor", \CALayer.backgroundColor), B.cgFloat("cornerRadius", \CALayer.cornerRadius),
            B.discrete("maskedCorners", \CALayer.maskedCorners), B.discrete("cornerCurve", \CALayer.cornerCurve),
            B.cgFloat("borderWidth", \CALayer.borderWidth), B.color("borderColor", \CALayer.borderColor),
            B.float("opacity", \CALayer.opacity), B.bool("allowsGroupOpacity", \CALayer.allowsGroupOpacity),
            B.bool("allowsEdgeAntialiasing", \CALayer.allowsEdgeAntialiasing),
            B.bool("shouldRasterize", \CALayer.shouldRasterize),
            B.cgFloat("rasterizationScale", \CALayer.rasterizationScale),
            B.color("shadowColor", \CALayer.shadowColor), B.float("shadowOpacity", \CALayer.shadowOpacity),
            B.size("shadowOffset", \CALayer.shadowOffset), B.cgFloat("shadowRadius", \CALayer.shadowRadius),
            B.path("shadowPath", \CALayer.shadowPath),
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

/// The merged property tables of every layer class, built once per class.
@MainActor enum LayerPropertyRegistry {
    private static var tables: [ObjectIdentifier: [String: LayerProperty]] = [:]

    /// The properties of `cls`: CALayer's plus the ones its built-in layer
    /// class adds (`ownProperties` is inherited by user subclasses, and built-in
    /// layer classes all derive from CALayer directly).
    static func table(for cls: CALayer.Type) -> [String: LayerProperty] {
        let id = ObjectIdentifier(cls)
        if let t = tables[id] { return t }
        var t: [String: LayerProperty] = [:]
        for p in CALayer.baseProperties { t[p.key] = p }
        for p in cls.ownProperties { t[p.key] = p }
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
}
