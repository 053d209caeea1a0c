import Foundation

/// A part of a struct-valued property addressed by a sub-key path, as in
/// "position.x", "bounds.size.width" or "transform.rotation.z".
package enum ValueComponent: Sendable, Hashable {
    case x, y                       // CGPoint, CGSize-as-vector, CGRect origin
    case width, height              // CGSize, CGRect size
    case origin, size               // CGRect
    case originX, originY, sizeWidth, sizeHeight
    case transform(TransformSubKeyPath)

    /// Parses the part of a key path after the property name (e.g. "x",
    /// "size.width", "rotation.z"). Nil for an unknown sub-key path.
    package init?(_ suffix: String) {
        switch suffix {
        case "x": self = .x
        case "y": self = .y
        case "width": self = .width
        case "height": self = .height
        case "origin": self = .origin
        case "size": self = .size
        case "origin.x": self = .originX
        case "origin.y": self = .originY
        case "size.width": self = .sizeWidth
        case "size.height": self = .sizeHeight
        default:
            guard let t = TransformSubKeyPath(suffix) else { return nil }
            self = .transform(t)
        }
    }
}

extension AnimatableValue {
    /// The component `c` of this value, or nil when the value has no such part.
    package func component(_ c: ValueComponent) -> AnimatableValue? {
        switch (self, c) {
        case (.point(let p), .x): return .number(Double(p.x))
        case (.point(let p), .y): return .number(Double(p.y))
        case (.size(let s), .width), (.size(let s), .x): return .number(Double(s.width))
        case (.size(let s), .height), (.size(let s), .y): return .number(Double(s.height))
        case (.rect(let r), .origin): return .point(r.origin)
        case (.rect(let r), .size): return .size(r.size)
        case (.rect(let r), .originX), (.rect(let r), .x): return .number(Double(r.origin.x))
        case (.rect(let r), .originY), (.rect(let r), .y): return .number(Double(r.origin.y))
        case (.rect(let r), .sizeWidth), (.rect(let r), .width): return .number(Double(r.size.width))
        case (.rect(let r), .sizeHeight), (.rect(let r), .height): return .number(Double(r.size.height))
        case (.transform(let t), .transform(let k)):
            return k == .translation ? .size(t.translationXY) : .number(t.component(k))
        case (.affine(let a), .transform(let k)):
            let t = CATransform3DMakeAffineTransform(a)
            return k == .translation ? .size(t.translationXY) : .number(t.component(k))
        default: return nil
        }
    }

    /// This value with component `c` replaced by `part`; nil when the value
    /// has no such part or `part` has the wrong kind.
    package func replacing(_ c: ValueComponent, with part: AnimatableValue) -> AnimatableValue? {
        switch (self, c, part) {
        case (.point(var p), .x, .number(let d)): p.x = CGFloat(d); return .point(p)
        case (.point(var p), .y, .number(let d)): p.y = CGFloat(d); return .point(p)
        case (.size(var s), .width, .number(let d)), (.size(var s), .x, .number(let d)): s.width = CGFloat(d); return .size(s)
        case (.size(var s), .height, .number(let d)), (.size(var s), .y, .number(let d)): s.height = CGFloat(d); return .size(s)
        case (.rect(var r), .origin, .point(let p)): r.origin = p; return .rect(r)
        case (.rect(var r), .size, .size(let s)): r.size = s; return .rect(r)
        case (.rect(var r), .originX, .number(let d)), (.rect(var r), .x, .number(let d)): r.origin.x = CGFloat(d); return .rect(r)
        case (.rect(var r), .originY, .number(let d)), (.rect(var r), .y, .number(let d)): r.origin.y = CGFloat(d); return .rect(r)
        case (.rect(var r), .sizeWidth, .number(let d)), (.rect(var r), .width, .number(let d)): r.size.width = CGFloat(d); return .rect(r)
        case (.rect(var r), .sizeHeight, .number(let d)), (.rect(var r), .height, .number(let d)): r.size.height = CGFloat(d); return .rect(r)
        case (.transform(let t), .transform(let k), _):
            return Self.settingTransformComponent(t, k, part).map { .transform($0) }
        case (.affine(let a), .transform(let k), _):
            return Self.settingTransformComponent(CATransform3DMakeAffineTransform(a), k, part)
                .map { .affine(CATransform3DGetAffineTransform($0)) }
        default: return nil
        }
    }

    private static func settingTransformComponent(_ t: CATransform3D, _ k: TransformSubKeyPath, _ part: AnimatableValue) -> CATransform3D? {
        switch (k, part) {
        case (.translation, .size(let s)): return t.settingTranslation(s)
        case (.translation, .point(let p)): return t.settingTranslation(CGSize(width: p.x, height: p.y))
        case (_, .number(let d)) where k != .translation: return t.settingComponent(k, to: d)
        default: return nil
        }
    }
}

extension AnimatableValue {
    /// `current` (a whole property value) with one animation output applied:
    /// replaced or added, whole or one component. Nil when the component does
    /// not fit the value.
    package static func combine(_ current: AnimatableValue, _ target: AnimationTarget, _ value: AnimatableValue,
                                additive: Bool) -> AnimatableValue? {
        guard let c = target.component else {
            return additive ? add(current, value) : value
        }
        guard let part = current.component(c) else { return nil }
        return current.replacing(c, with: additive ? add(part, value) : value)
    }
}
