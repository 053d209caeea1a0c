import Foundation

extension AnimatableValue {
    /// Converts an `Any` from Apple's API into the typed form. Never fails:
    /// unrecognised values become `.discrete`.
    package init(_ any: Any?) {
        guard let any else { self = .null; return }
        // A nil that reached us boxed in `Any` (`[Any]` built from optionals).
        if let optional = any as? OptionalBox, optional.isNil { self = .null; return }
        switch any {
        case let v as Double: self = .number(v)
        case let v as CGFloat: self = .number(Double(v))
        case let v as Float: self = .number(Double(v))
        case let v as Int: self = .number(Double(v))
        case let v as Int32: self = .number(Double(v))
        case let v as Int64: self = .number(Double(v))
        case let v as UInt: self = .number(Double(v))
        case let v as UInt32: self = .number(Double(v))
        case is Bool: self = .discrete(DiscreteValue(any))
        case let v as CGPoint: self = .point(v)
        case let v as CGSize: self = .size(v)
        case let v as CGRect: self = .rect(v)
        case let v as CGVector: self = .point(CGPoint(x: v.dx, y: v.dy))
        case let v as CGAffineTransform: self = .affine(v)
        case let v as CATransform3D: self = .transform(v)
        // A pattern colour cannot be interpolated: it switches at the midpoint.
        case let v as CGColor: self = v.pattern == nil ? .color(v.rgba) : .discrete(DiscreteValue(v))
        case let v as CGPath: self = .path(v)
        case is NSNull: self = .null
        case let v as NSNumber:
            // After the Swift types: on Linux a boxed Bool is an NSNumber too.
            self = .number(v.doubleValue)
        case let v as NSValue:
            if let p = v.boxedPoint { self = .point(p) }
            else if let s = v.boxedSize { self = .size(s) }
            else if let r = v.boxedRect { self = .rect(r) }
            else if let t = v.boxedTransform3D { self = .transform(t) }
            else if let a = v.boxedAffineTransform { self = .affine(a) }
            else if let d = v.boxedVector { self = .point(CGPoint(x: d.dx, y: d.dy)) }
            else { self = .discrete(DiscreteValue(v)) }
        case let v as [Double]: self = .numbers(v)
        case let v as [CGFloat]: self = .numbers(v.map(Double.init))
        case let v as [Float]: self = .numbers(v.map(Double.init))
        case let v as [Int]: self = .numbers(v.map(Double.init))
        case let v as [NSNumber]: self = .numbers(v.map(\.doubleValue))
        case let v as [CGColor]: self = .colors(v.map(\.rgba))
        case let v as [Any]:
            // Mixed arrays: numbers only, or colours only; otherwise discrete.
            let converted = v.map { AnimatableValue($0) }
            if converted.allSatisfy({ $0.kind == .number }) {
                self = .numbers(converted.map { if case .number(let d) = $0 { return d } else { return 0 } })
            } else if converted.allSatisfy({ $0.kind == .color }) {
                self = .colors(converted.map { if case .color(let c) = $0 { return c } else { return RGBA(red: 0, green: 0, blue: 0, alpha: 0) } })
            } else {
                self = .discrete(DiscreteValue(any))
            }
        default: self = .discrete(DiscreteValue(any))
        }
    }

    /// The Swift type a property or key expects back from `value(forKey:)`.
    package enum SwiftType: Sendable, Equatable {
        case double, cgFloat, float, int, bool
        case cgPoint, cgSize, cgRect, cgAffineTransform, caTransform3D, cgColor, cgPath
        case doubleArray, cgFloatArray, numberArray, cgColorArray
        /// Whatever the value naturally converts to (`.number` → Double).
        case natural
    }

    /// Converts back to `Any` in the Swift type a key expects.
    ///
    /// (See also `SwiftType.matching(_:)` for keys without a declared type.) Kinds that do not
    /// match the requested type come back in their natural type.
    package func boxed(as type: SwiftType = .natural) -> Any? {
        switch (self, type) {
        case (.number(let d), .cgFloat): return CGFloat(d)
        case (.number(let d), .float): return Float(d)
        case (.number(let d), .int): return d.isFinite ? Int(d.rounded()) : 0
        case (.number(let d), .bool): return d != 0
        case (.number(let d), _): return d
        case (.point(let p), _): return p
        case (.size(let s), _): return s
        case (.rect(let r), _): return r
        case (.affine(let a), .caTransform3D): return CATransform3DMakeAffineTransform(a)
        case (.affine(let a), _): return a
        case (.transform(let t), .cgAffineTransform): return CATransform3DGetAffineTransform(t)
        case (.transform(let t), _): return t
        case (.color(let c), _): return CGColor(rgba: c)
        case (.numbers(let n), .cgFloatArray): return n.map { CGFloat($0) }
        case (.numbers(let n), .numberArray): return n.map { NSNumber(value: $0) }
        case (.numbers(let n), _): return n
        case (.colors(let c), _): return c.map { CGColor(rgba: $0) }
        case (.path(let p), _): return p
        case (.null, _): return nil
        case (.discrete(let d), _): return d.value
        }
    }
}

extension AnimatableValue {
    /// The number, if this is one.
    package var number: Double? { if case .number(let d) = self { return d }; return nil }

    /// Whether `any` reads as true: a `Bool`, or a non-zero number. Anything
    /// else (nil included) is false.
    package static func truthValue(_ any: Any?) -> Bool {
        if let b = any as? Bool { return b }
        if let d = AnimatableValue(any).number { return d != 0 }
        return false
    }
}

extension AnimatableValue.SwiftType {
    /// The type of an existing value, so a replacement keeps it (numbers
    /// keep their Swift type; everything else is natural).
    package static func matching(_ existing: Any?) -> Self {
        switch existing {
        case is CGFloat: return .cgFloat
        case is Float: return .float
        case is Int: return .int
        case is Bool: return .bool
        case is [CGFloat]: return .cgFloatArray
        case is [NSNumber]: return .numberArray
        case is CATransform3D: return .caTransform3D
        case is CGAffineTransform: return .cgAffineTransform
        default: return .natural
        }
    }
}

/// Tells an `Optional` boxed in `Any` that holds nil (`Any` itself cannot be
/// compared with nil).
private protocol OptionalBox { var isNil: Bool { get } }
extension Optional: OptionalBox {
    fileprivate var isNil: Bool { self == nil }
}
