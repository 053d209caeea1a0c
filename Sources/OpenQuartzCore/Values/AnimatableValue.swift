import Foundation

/// The typed form of every value Core Animation can animate.
///
/// Apple's API takes values as `Any` (`fromValue`, `values`, `setValue(_:forKey:)`);
/// they are converted once, at that boundary, into this enum, and every frame
/// works on the typed form. Numbers of any type (`Int`, `Float`, `CGFloat`,
/// `Double`, `NSNumber`) become `.number`; structs arrive raw or boxed in
/// `NSValue`; colours become RGBA components; anything else is `.discrete` and
/// switches at the midpoint.
package enum AnimatableValue: Sendable {
    case number(Double)
    case point(CGPoint)
    case size(CGSize)
    case rect(CGRect)
    // Transforms are boxed (`indirect`): inline, their 48 and 128 bytes would
    // make every value that large, and copying values was the largest cost of
    // animation evaluation (callgrind: memcpy 10 %, value witness copies 20 %).
    indirect case affine(CGAffineTransform)
    indirect case transform(CATransform3D)
    /// A colour as RGBA components (not clamped: springs may overshoot).
    case color(RGBA)
    case numbers([Double])
    case colors([RGBA])
    case path(CGPath)
    /// `nil` or `NSNull`: a missing value (a nil `backgroundColor`, say).
    case null
    /// Any other value: it cannot be interpolated and switches at the midpoint.
    case discrete(DiscreteValue)

    /// The kind of a value, used to convert back to the Swift type a key expects.
    package enum Kind: Sendable, Equatable {
        case number, point, size, rect, affine, transform, color, numbers, colors, path, null, discrete
    }

    /// This value's kind.
    package var kind: Kind {
        switch self {
        case .number: return .number
        case .point: return .point
        case .size: return .size
        case .rect: return .rect
        case .affine: return .affine
        case .transform: return .transform
        case .color: return .color
        case .numbers: return .numbers
        case .colors: return .colors
        case .path: return .path
        case .null: return .null
        case .discrete: return .discrete
        }
    }
}

/// A value that is carried through animations untouched (an image, a string,
/// an enum). Apple's values are immutable objects or value types; so must
/// these be, which is why the box is `@unchecked Sendable`.
package struct DiscreteValue: @unchecked Sendable {
    package let value: Any
    package init(_ value: Any) { self.value = value }
}
