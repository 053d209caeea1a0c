import Foundation

/// One key-value-coded property of `CAEmitterCell`: its key, the Swift type
/// `value(forKey:)` returns, and typed accessors.
struct EmitterCellProperty: Sendable {
    let key: String
    let type: AnimatableValue.SwiftType
    let read: @MainActor @Sendable (CAEmitterCell) -> AnimatableValue
    let write: @MainActor @Sendable (CAEmitterCell, AnimatableValue) -> Bool
}

/// The property table of `CAEmitterCell`, built once.
@MainActor enum EmitterCellProperties {
    typealias C = CAEmitterCell

    static let table: [String: EmitterCellProperty] = {
        var t: [String: EmitterCellProperty] = [:]
        for p in all { t[p.key] = p }
        return t
    }()

    static var all: [EmitterCellProperty] {
        [
            optional("name", \C.name), bool("enabled", \C.isEnabled),
            float("birthRate", \C.birthRate), float("lifetime", \C.lifetime), float("lifetimeRange", \C.lifetimeRange),
            cgFloat("emissionLatitude", \C.emissionLatitude), cgFloat("emissionLongitude", \C.emissionLongitude),
            cgFloat("emissionRange", \C.emissionRange),
            cgFloat("velocity", \C.velocity), cgFloat("velocityRange", \C.velocityRange),
            cgFloat("xAcceleration", \C.xAcceleration), cgFloat("yAcceleration", \C.yAcceleration),
            cgFloat("zAcceleration", \C.zAcceleration),
            cgFloat("scale", \C.scale), cgFloat("scaleRange", \C.scaleRange), cgFloat("scaleSpeed", \C.scaleSpeed),
            cgFloat("spin", \C.spin), cgFloat("spinRange", \C.spinRange),
            EmitterCellProperty(key: "color", type: .cgColor,
                                read: { c in c.color.map { .color($0.rgba) } ?? .null },
                                write: { c, v in guard let x = v.optionalColor else { return false }; c.color = x; return true }),
            float("redRange", \C.redRange), float("greenRange", \C.greenRange),
            float("blueRange", \C.blueRange), float("alphaRange", \C.alphaRange),
            float("redSpeed", \C.redSpeed), float("greenSpeed", \C.greenSpeed),
            float("blueSpeed", \C.blueSpeed), float("alphaSpeed", \C.alphaSpeed),
            optional("contents", \C.contents),
            EmitterCellProperty(key: "contentsRect", type: .cgRect, read: { .rect($0.contentsRect) },
                                write: { c, v in guard let r = v.rect else { return false }; c.contentsRect = r; return true }),
            cgFloat("contentsScale", \C.contentsScale),
            discrete("minificationFilter", \C.minificationFilter), discrete("magnificationFilter", \C.magnificationFilter),
            float("minificationFilterBias", \C.minificationFilterBias),
            optional("emitterCells", \C.emitterCells), optional("style", \C.style),
            double("beginTime", \C.beginTime), double("duration", \C.duration), float("speed", \C.speed),
            double("timeOffset", \C.timeOffset), float("repeatCount", \C.repeatCount),
            double("repeatDuration", \C.repeatDuration), bool("autoreverses", \C.autoreverses),
            discrete("fillMode", \C.fillMode),
        ]
    }

    static func cgFloat(_ key: String, _ kp: ReferenceWritableKeyPath<C, CGFloat>) -> EmitterCellProperty {
        EmitterCellProperty(key: key, type: .cgFloat, read: { .number(Double($0[keyPath: kp])) },
                            write: { c, v in guard let x = v.cgFloat else { return false }; c[keyPath: kp] = x; return true })
    }
    static func float(_ key: String, _ kp: ReferenceWritableKeyPath<C, Float>) -> EmitterCellProperty {
        EmitterCellProperty(key: key, type: .float, read: { .number(Double($0[keyPath: kp])) },
                            write: { c, v in guard let x = v.float else { return false }; c[keyPath: kp] = x; return true })
    }
    static func double(_ key: String, _ kp: ReferenceWritableKeyPath<C, Double>) -> EmitterCellProperty {
        EmitterCellProperty(key: key, type: .double, read: { .number($0[keyPath: kp]) },
                            write: { c, v in guard let x = v.number else { return false }; c[keyPath: kp] = x; return true })
    }
    static func bool(_ key: String, _ kp: ReferenceWritableKeyPath<C, Bool>) -> EmitterCellProperty {
        EmitterCellProperty(key: key, type: .bool, read: { .number($0[keyPath: kp] ? 1 : 0) },
                            write: { c, v in guard let x = v.bool else { return false }; c[keyPath: kp] = x; return true })
    }
    /// An optional of any other type; nil (or NSNull) clears it.
    static func optional<T>(_ key: String, _ kp: ReferenceWritableKeyPath<C, T?>) -> EmitterCellProperty {
        EmitterCellProperty(key: key, type: .natural, read: { c in c[keyPath: kp].map { AnimatableValue($0) } ?? .null },
                            write: { c, v in
                                if case .null = v { c[keyPath: kp] = nil; return true }
                                guard let x = v.boxed() as? T else { return false }
                                c[keyPath: kp] = x
                                return true
                            })
    }
    /// Any other type, stored as-is (strings, images, arrays of cells).
    static func discrete<T>(_ key: String, _ kp: ReferenceWritableKeyPath<C, T>) -> EmitterCellProperty {
        EmitterCellProperty(key: key, type: .natural, read: { AnimatableValue($0[keyPath: kp]) },
                            write: { c, v in
                                guard let x = v.boxed() as? T else { return false }
                                c[keyPath: kp] = x
                                return true
                            })
    }
}
