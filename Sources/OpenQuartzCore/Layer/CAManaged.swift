import Foundation

/// A custom animatable layer property — the Swift stand-in for Apple's
/// `@NSManaged`, which needs the Objective-C runtime.
///
/// ```swift
/// final class ClockLayer: CALayer {
///     @CAManaged("time") var time: CGFloat = 0
///     override class func needsDisplay(forKey key: String) -> Bool {
///         key == "time" || super.needsDisplay(forKey: key)
///     }
/// }
/// ```
///
/// The value lives in the layer's key-value storage under the key, so:
/// setting it runs the action search (implicit animation of the key when the
/// layer's `action(forKey:)` or `defaultAction(forKey:)` supplies one);
/// `presentation()` copies carry the interpolated value while the key
/// animates; `needsDisplay(forKey:)` makes the layer redraw every frame; and
/// `value(forKey:)`/`setValue(_:forKey:)` see the same value. A custom
/// subclass no longer needs to copy the property in `init(layer:)`.
@MainActor @propertyWrapper public struct CAManaged<Value> {
    /// The key the value is stored and animated under.
    public let key: String
    private let defaultValue: Value

    /// Declares a managed property named `key` with a default value.
    public init(wrappedValue: Value, _ key: String) {
        self.key = key
        self.defaultValue = wrappedValue
    }

    /// Unavailable: the value is read through the enclosing layer.
    @available(*, unavailable, message: "@CAManaged works only on CALayer subclasses")
    public var wrappedValue: Value {
        get { fatalError("@CAManaged works only on CALayer subclasses") }
        set { fatalError("@CAManaged works only on CALayer subclasses") }
    }

    /// Reads and writes through the enclosing layer's key-value coding.
    public static subscript<L: CALayer>(
        _enclosingInstance layer: L,
        wrapped wrappedKeyPath: ReferenceWritableKeyPath<L, Value>,
        storage storageKeyPath: ReferenceWritableKeyPath<L, CAManaged<Value>>
    ) -> Value {
        get {
            let box = layer[keyPath: storageKeyPath]
            let raw = layer.storedOrStyledValue(forKey: box.key)
            if let v = raw as? Value { return v }
            if raw != nil, let converted = AnimatableValue(raw).boxed(as: swiftType(of: Value.self)) as? Value { return converted }
            return box.defaultValue
        }
        set {
            let box = layer[keyPath: storageKeyPath]
            layer.setValue(newValue, forKey: box.key)
        }
    }

    /// The numeric type to convert animated values back to.
    private static func swiftType(of type: Any.Type) -> AnimatableValue.SwiftType {
        switch type {
        case is CGFloat.Type: return .cgFloat
        case is Float.Type: return .float
        case is Int.Type: return .int
        case is Bool.Type: return .bool
        default: return .natural
        }
    }
}

/// What the layer's key-value coding needs to know of a `@CAManaged`
/// declaration: its key and default, found by reflection.
@MainActor protocol CAManagedDeclaration {
    var managedKey: String { get }
    var managedDefault: Any { get }
}

extension CAManaged: CAManagedDeclaration {
    var managedKey: String { key }
    var managedDefault: Any { defaultValue }
}

/// The defaults of the `@CAManaged` properties of each layer class, so that
/// `value(forKey:)`, `presentation()` and animations with a missing endpoint
/// see the declared default of a property that was never set (as the
/// property's getter does).
@MainActor enum CAManagedDefaults {
    private static var cache: [ObjectIdentifier: [String: Any]] = [:]

    static func defaults(of layer: CALayer) -> [String: Any] {
        let id = ObjectIdentifier(type(of: layer))
        if let known = cache[id] { return known }
        var found: [String: Any] = [:]
        var mirror: Mirror? = Mirror(reflecting: layer)
        while let m = mirror {
            for child in m.children {
                if let d = child.value as? CAManagedDeclaration, found[d.managedKey] == nil {
                    found[d.managedKey] = d.managedDefault
                }
            }
            mirror = m.superclassMirror
        }
        cache[id] = found
        return found
    }
}
