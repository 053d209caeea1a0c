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
    /// The property's id in the registry (set when its class's table is built).
    package internal(set) var id = LayerPropertyID(index: -1)
    /// Where the render tree keeps the property's value (`LayerValues`), nil
    /// for properties no frame draws (timing, `name`, `isOpaque`…).
    package let render: RenderProperty?

    package init(_ key: String, _ type: AnimatableValue.SwiftType,
                 read: @escaping @MainActor @Sendable (CALayer) -> AnimatableValue,
                 write: @escaping @MainActor @Sendable (CALayer, AnimatableValue) -> Bool) {
        self.key = key; self.type = type; self.read = read; self.write = write
        render = RenderProperty(key: key)
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
        case .discrete(let d): return (d.value as? CGColor).map { .some($0) }   // a pattern colour
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

/// Builders for the common property shapes. Each shape takes either typed
/// accessors or a key path. CALayer's own animatable properties use
/// accessors: reading through a key path (`swift_getAtKeyPath`) cost about
/// 800 instructions, a large part of compiling an implicit animation.
@MainActor enum PropertyBuilder {
    typealias Getter<L, T> = @MainActor @Sendable (L) -> T
    typealias Setter<L, T> = @MainActor @Sendable (L, T) -> Void

    /// A descriptor from typed accessors on `L` and the shape's conversions
    /// to (`wrap`) and from (`unwrap`, nil when the value has the wrong kind)
    /// `AnimatableValue`.
    private static func make<L: CALayer, T>(_ key: String, _ type: AnimatableValue.SwiftType,
                                             _ get: @escaping Getter<L, T>, _ set: @escaping Setter<L, T>,
                                             wrap: @escaping @Sendable (T) -> AnimatableValue,
                                             unwrap: @escaping @Sendable (AnimatableValue) -> T?) -> LayerProperty {
        LayerProperty(key, type, read: { l in guard let l = l as? L else { return .null }; return wrap(get(l)) },
                      write: { l, v in guard let l = l as? L, let x = unwrap(v) else { return false }; set(l, x); return true })
    }

    static func cgFloat<L: CALayer>(_ key: String, get: @escaping Getter<L, CGFloat>, set: @escaping Setter<L, CGFloat>) -> LayerProperty {
        make(key, .cgFloat, get, set, wrap: { .number(Double($0)) }, unwrap: { $0.cgFloat })
    }
    static func cgFloat<L: CALayer>(_ key: String, _ kp: ReferenceWritableKeyPath<L, CGFloat>) -> LayerProperty {
        cgFloat(key, get: { (l: L) in l[keyPath: kp] }, set: { l, v in l[keyPath: kp] = v })
    }
    static func float<L: CALayer>(_ key: String, get: @escaping Getter<L, Float>, set: @escaping Setter<L, Float>) -> LayerProperty {
        make(key, .float, get, set, wrap: { .number(Double($0)) }, unwrap: { $0.float })
    }
    static func float<L: CALayer>(_ key: String, _ kp: ReferenceWritableKeyPath<L, Float>) -> LayerProperty {
        float(key, get: { (l: L) in l[keyPath: kp] }, set: { l, v in l[keyPath: kp] = v })
    }
    static func double<L: CALayer>(_ key: String, get: @escaping Getter<L, Double>, set: @escaping Setter<L, Double>) -> LayerProperty {
        make(key, .double, get, set, wrap: { .number($0) }, unwrap: { $0.number })
    }
    static func double<L: CALayer>(_ key: String, _ kp: ReferenceWritableKeyPath<L, Double>) -> LayerProperty {
        double(key, get: { (l: L) in l[keyPath: kp] }, set: { l, v in l[keyPath: kp] = v })
    }
    static func bool<L: CALayer>(_ key: String, get: @escaping Getter<L, Bool>, set: @escaping Setter<L, Bool>) -> LayerProperty {
        make(key, .bool, get, set, wrap: { .number($0 ? 1 : 0) }, unwrap: { $0.bool })
    }
    static func bool<L: CALayer>(_ key: String, _ kp: ReferenceWritableKeyPath<L, Bool>) -> LayerProperty {
        bool(key, get: { (l: L) in l[keyPath: kp] }, set: { l, v in l[keyPath: kp] = v })
    }
    static func point<L: CALayer>(_ key: String, get: @escaping Getter<L, CGPoint>, set: @escaping Setter<L, CGPoint>) -> LayerProperty {
        make(key, .cgPoint, get, set, wrap: { .point($0) }, unwrap: { $0.point })
    }
    static func point<L: CALayer>(_ key: String, _ kp: ReferenceWritableKeyPath<L, CGPoint>) -> LayerProperty {
        point(key, get: { (l: L) in l[keyPath: kp] }, set: { l, v in l[keyPath: kp] = v })
    }
    static func size<L: CALayer>(_ key: String, get: @escaping Getter<L, CGSize>, set: @escaping Setter<L, CGSize>) -> LayerProperty {
        make(key, .cgSize, get, set, wrap: { .size($0) }, unwrap: { $0.size })
    }
    static func size<L: CALayer>(_ key: String, _ kp: ReferenceWritableKeyPath<L, CGSize>) -> LayerProperty {
        size(key, get: { (l: L) in l[keyPath: kp] }, set: { l, v in l[keyPath: kp] = v })
    }
    static func rect<L: CALayer>(_ key: String, get: @escaping Getter<L, CGRect>, set: @escaping Setter<L, CGRect>) -> LayerProperty {
        make(key, .cgRect, get, set, wrap: { .rect($0) }, unwrap: { $0.rect })
    }
    static func rect<L: CALayer>(_ key: String, _ kp: ReferenceWritableKeyPath<L, CGRect>) -> LayerProperty {
        rect(key, get: { (l: L) in l[keyPath: kp] }, set: { l, v in l[keyPath: kp] = v })
    }
    static func transform<L: CALayer>(_ key: String, get: @escaping Getter<L, CATransform3D>, set: @escaping Setter<L, CATransform3D>) -> LayerProperty {
        make(key, .caTransform3D, get, set, wrap: { .transform($0) }, unwrap: { $0.transform3D })
    }
    static func transform<L: CALayer>(_ key: String, _ kp: ReferenceWritableKeyPath<L, CATransform3D>) -> LayerProperty {
        transform(key, get: { (l: L) in l[keyPath: kp] }, set: { l, v in l[keyPath: kp] = v })
    }
    static func color<L: CALayer>(_ key: String, get: @escaping Getter<L, CGColor?>, set: @escaping Setter<L, CGColor?>) -> LayerProperty {
        // A pattern colour travels whole (discrete): it has no numbers to interpolate.
        make(key, .cgColor, get, set, wrap: { $0.map { $0.pattern == nil ? .color($0.rgba) : .discrete(DiscreteValue($0)) } ?? .null },
             unwrap: { $0.optionalColor })
    }
    static func color<L: CALayer>(_ key: String, _ kp: ReferenceWritableKeyPath<L, CGColor?>) -> LayerProperty {
        color(key, get: { (l: L) in l[keyPath: kp] }, set: { l, v in l[keyPath: kp] = v })
    }
    static func path<L: CALayer>(_ key: String, get: @escaping Getter<L, CGPath?>, set: @escaping Setter<L, CGPath?>) -> LayerProperty {
        make(key, .cgPath, get, set, wrap: { $0.map { .path($0) } ?? .null }, unwrap: { $0.optionalPath })
    }
    static func path<L: CALayer>(_ key: String, _ kp: ReferenceWritableKeyPath<L, CGPath?>) -> LayerProperty {
        path(key, get: { (l: L) in l[keyPath: kp] }, set: { l, v in l[keyPath: kp] = v })
    }
    /// A property of any other type, stored as-is (strings, enums, images…).
    static func discrete<L: CALayer, T>(_ key: String, _ kp: ReferenceWritableKeyPath<L, T>) -> LayerProperty {
        make(key, .natural, { (l: L) in l[keyPath: kp] }, { l, v in l[keyPath: kp] = v },
             wrap: { AnimatableValue($0) }, unwrap: { $0.boxed() as? T })
    }
}
