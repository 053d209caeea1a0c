import Foundation

// Property builders for the shapes the built-in layer classes add beyond
// CALayer's: integers, arrays of numbers, arrays of colours and optional
// `Any` values. They extend the registry's `PropertyBuilder`; nothing in the
// core is changed.

extension PropertyBuilder {
    /// An `Int` property (`instanceCount`). Numbers are rounded toward zero;
    /// non-finite numbers are refused.
    static func int<L: CALayer>(_ key: String, _ kp: ReferenceWritableKeyPath<L, Int>) -> LayerProperty {
        LayerProperty(key, .int, read: { l in guard let l = l as? L else { return .null }; return .number(Double(l[keyPath: kp])) },
                      write: { l, v in
                          guard let l = l as? L, let d = v.number, d.isFinite,
                                d > Double(Int.min), d < Double(Int.max) else { return false }
                          l[keyPath: kp] = Int(d)
                          return true
                      })
    }

    /// An optional array of `NSNumber` (`locations`, `lineDashPattern`):
    /// animates element-wise as `.numbers`; nil reads as `.null`.
    static func numberArray<L: CALayer>(_ key: String, _ kp: ReferenceWritableKeyPath<L, [NSNumber]?>) -> LayerProperty {
        LayerProperty(key, .numberArray,
                      read: { l in (l as? L)?[keyPath: kp].map { .numbers($0.map(\.doubleValue)) } ?? .null },
                      write: { l, v in
                          guard let l = l as? L else { return false }
                          switch v {
                          case .numbers(let n): l[keyPath: kp] = n.map { NSNumber(value: $0) }
                          case .null: l[keyPath: kp] = nil
                          case .colors(let c) where c.isEmpty: l[keyPath: kp] = []
                          default: return false
                          }
                          return true
                      })
    }

    /// An optional array of colours typed `[Any]?` as in Apple's API
    /// (`CAGradientLayer.colors`): an array of `CGColor` animates element-wise
    /// as `.colors`; an array holding anything else is kept as a discrete value.
    static func colorArray<L: CALayer>(_ key: String, _ kp: ReferenceWritableKeyPath<L, [Any]?>) -> LayerProperty {
        LayerProperty(key, .cgColorArray,
                      read: { l in
                          guard let l = l as? L, let a = l[keyPath: kp] else { return .null }
                          if a.isEmpty { return .colors([]) }
                          return AnimatableValue(a)
                      },
                      write: { l, v in
                          guard let l = l as? L else { return false }
                          switch v {
                          case .colors(let c): l[keyPath: kp] = c.map { CGColor(rgba: $0) }
                          case .numbers(let n) where n.isEmpty: l[keyPath: kp] = []
                          case .null: l[keyPath: kp] = nil
                          case .discrete(let d):
                              guard let a = d.value as? [Any] else { return false }
                              l[keyPath: kp] = a
                          default: return false
                          }
                          return true
                      })
    }

    /// An `Any?` property (`CATextLayer.string`, `.font`): stored as given,
    /// switching at the midpoint when animated; nil reads as `.null`.
    static func optionalAny<L: CALayer>(_ key: String, _ kp: ReferenceWritableKeyPath<L, Any?>) -> LayerProperty {
        LayerProperty(key, .natural,
                      read: { l in (l as? L).map { AnimatableValue($0[keyPath: kp]) } ?? .null },
                      write: { l, v in
                          guard let l = l as? L else { return false }
                          l[keyPath: kp] = v.boxed()
                          return true
                      })
    }
}

extension CALayer {
    /// Apple's `defaultValue(forKey:)` for the properties a built-in subclass
    /// registers: the value of a freshly made layer of that class. Nil when
    /// `key` is not one of them.
    static func ownDefaultValue(forKey key: String, in properties: [LayerProperty], fresh: () -> CALayer) -> Any? {
        guard let p = properties.first(where: { $0.key == key }) else { return nil }
        return p.read(fresh()).boxed(as: p.type)
    }
}
