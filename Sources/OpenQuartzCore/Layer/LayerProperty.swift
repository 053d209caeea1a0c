import Foundation

/// One key-value-coded property of a layer class: its key, the Swift type
/// `value(forKey:)` returns, and typed accessors that bypass actions.
///
/// Each layer class registers its properties once; strings are resolved to
/// these descriptors when a key is used (KVC, adding an animation), never per
/// frame.
package struct LayerProperty: Sendable {
    package let key: String
    package let type: AnimatableValue.SwiftType
    /// Reads the property as a typed value.
    package let read: @MainActor @Sendable (CALayer) -> AnimatableValue
    /// Writes a typed value through the public setter (so actions run on
    /// model layers). Values of the wrong kind are rejected: returns false.
    package let write: @MainActor @Sendable (CALayer, AnimatableValue) -> Bool

    package init(_ key: String, _ type: AnimatableValue.SwiftType,
                 read: @escaping @MainActor @Sendable (CALayer) -> AnimatableValue,
                 write: @escaping @MainActor @Sendable (CALayer, AnimatableValue) -> Bool) {
        self.key = key; self.type = type; self.read = read; self.write = write
    }
}

/// Typed accessors for writing AnimatableValues into Swift properties.
extension AnimatableValue {
    package var cgFloat: CGFloat? { number.map { CGFloat($0) } }
    package var float: Float? { number.map { Float($0) } }
    package var bool: Bool? { number.map { $0 != 0 } ?? (boxed() as? Bool) }
    package var point: CGPoint? { if case .point(let p) = self { return p }; return nil }
    package var size: CGSize? { if case .size(let s) = self { return s }; return nil }
    package var rect: CGRect? { if case .rect(let r) = self { return r }; return nil }
    package var transform3D: CATransform3D? {
        switch self {
        case .transform(let t): return t
        case .affine(let a): return CATransform3DMakeAffineTransform(a)
        default: return nil
        }
    }
    /// A colour value; `.null` reads as "no colour" (`.some(nil)`); other kinds as nil.
    package var optionalColor: CGColor?? {
        switch self {
        case .color(let c): return .some(CGColor(rgba: c))
        case .null: return .some(nil)
        default: return nil
        }
    }
    /// A path value; `.null` reads as "no path".
    package var optionalPath: CGPath?? {
        switch self {
        case .path(let p): return .some(p)
        case .null: return .some(nil)
        default: return nil
        }
    }
}

/// Builders for the common property shapes.
@MainActor enum PropertyBuilder {
    static func cgFloat<L: CALayer>(_ key: String, _ kp: ReferenceWritableKeyPath<L, CGFloat>) -> LayerProperty {
        LayerProperty(key, .cgFloat, read: { l in guard let l = l as? L else { return .null }; return .number(Double(l[keyPath: kp])) },
                      write: { l, v in guard let l = l as? L, let x = v.cgFloat else { return false }; l[keyPath: kp] = x; return true })
    }
    static func float<L: CALayer>(_ key: String, _ kp: ReferenceWritableKeyPath<L, Float>) -> LayerProperty {
        LayerProperty(key, .float, read: { l in guard let l = l as? L else { return .null }; return .number(Double(l[keyPath: kp])) },
                      write: { l, v in guard let l = l as? L, let x = v.float else { return false }; l[keyPath: kp] = x; return true })
    }
    static func double<L: CALayer>(_ key: String, _ kp: ReferenceWritableKeyPath<L, Double>) -> LayerProperty {
        LayerProperty(key, .double, read: { l in guard let l = l as? L else { return .null }; return .number(l[keyPath: kp]) },
                      write: { l, v in guard let l = l as? L, let x = v.number else { return false }; l[keyPath: kp] = x; return true })
    }
    static func bool<L: CALayer>(_ key: String, _ kp: ReferenceWritableKeyPath<L, Bool>) -> LayerProperty {
        LayerProperty(key, .bool, read: { l in guard let l = l as? L else { return .null }; return .number(l[keyPath: kp] ? 1 : 0) },
                      write: { l, v in guard let l = l as? L, let x = v.bool else { return false }; l[keyPath: kp] = x; return true })
    }
    static func point<L: CALayer>(_ key: String, _ kp: ReferenceWritableKeyPath<L, CGPoint>) -> LayerProperty {
        LayerProperty(key, .cgPoint, read: { l in guard let l = l as? L else { return .null }; return .point(l[keyPath: kp]) },
                      write: { l, v in guard let l = l as? L, let x = v.point else { return false }; l[keyPath: kp] = x; return true })
    }
    static func size<L: CALayer>(_ key: String, _ kp: ReferenceWritableKeyPath<L, CGSize>) -> LayerProperty {
        LayerProperty(key, .cgSize, read: { l in guard let l = l as? L else { return .null }; return .size(l[keyPath: kp]) },
                      write: { l, v in guard let l = l as? L, let x = v.size else { return false }; l[keyPath: kp] = x; return true })
    }
    static func rect<L: CALayer>(_ key: String, _ kp: ReferenceWritableKeyPath<L, CGRect>) -> LayerProperty {
        LayerProperty(key, .cgRect, read: { l in guard let l = l as? L else { return .null }; return .rect(l[keyPath: kp]) },
                      write: { l, v in guard let l = l as? L, let x = v.rect else { return false }; l[keyPath: kp] = x; return true })
    }
    static func transform<L: CALayer>(_ key: String, _ kp: ReferenceWritableKeyPath<L, CATransform3D>) -> LayerProperty {
        LayerProperty(key, .caTransform3D, read: { l in guard let l = l as? L else { return .null }; return .transform(l[keyPath: kp]) },
                      write: { l, v in guard let l = l as? L, let x = v.transform3D else { return false }; l[keyPath: kp] = x; return true })
    }
    static func color<L: CALayer>(_ key: String, _ kp: ReferenceWritableKeyPath<L, CGColor?>) -> LayerProperty {
        LayerProperty(key, .cgColor, read: { l in (l as? L)?[keyPath: kp].map { .color($0.rgba) } ?? .null },
                      write: { l, v in guard let l = l as? L, let x = v.optionalColor else { return false }; l[keyPath: kp] = x; return true })
    }
    static func path<L: CALayer>(_ key: String, _ kp: ReferenceWritableKeyPath<L, CGPath?>) -> LayerProperty {
        LayerProperty(key, .cgPath, read: { l in (l as? L)?[keyPath: kp].map { .path($0) } ?? .null },
                      write: { l, v in guard let l = l as? L, let x = v.optionalPath else { return false }; l[keyPath: kp] = x; return true })
    }
    /// A property of any other type, stored as-is (strings, enums, images…).
    static func discrete<L: CALayer, T>(_ key: String, _ kp: ReferenceWritableKeyPath<L, T>) -> LayerProperty {
        LayerProperty(key, .natural, read: { l in (l as? L).map { AnimatableValue($0[keyPath: kp]) } ?? .null },
                      write: { l, v in
                          guard let l = l as? L, let x = v.boxed() as? T else { return false }
                          l[keyPath: kp] = x
                          return true
                      })
    }
}
