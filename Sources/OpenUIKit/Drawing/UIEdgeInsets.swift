import Foundation

/// Inset distances for the four edges of a rectangle, UIKit's `UIEdgeInsets`.
/// Positive values shrink a rectangle, negative ones grow it.
public struct UIEdgeInsets: Hashable, Sendable, CustomStringConvertible {
    /// The inset at the top edge.
    public var top: CGFloat
    /// The inset at the left edge.
    public var left: CGFloat
    /// The inset at the bottom edge.
    public var bottom: CGFloat
    /// The inset at the right edge.
    public var right: CGFloat

    /// Insets of zero on every edge (Apple's `init()`).
    public init() { self.init(top: 0, left: 0, bottom: 0, right: 0) }

    /// Insets for each edge (Apple's `init(top:left:bottom:right:)`).
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// Insets of zero on every edge (Apple's `UIEdgeInsets.zero`).
    public static let zero = UIEdgeInsets()

    /// "{top, left, bottom, right}", the form of Apple's `NSStringFromUIEdgeInsets`.
    public var description: String { "{\(top), \(left), \(bottom), \(right)}" }
}

extension CGRect {
    /// The rectangle shrunk by `insets` (Apple's `inset(by:)`, the former
    /// `UIEdgeInsetsInsetRect`): the origin moves by (left, top) and the
    /// size shrinks by (left + right, top + bottom). Like Apple's, the
    /// result is not standardized: insets larger than the rectangle give a
    /// negative width or height, which `CGRect`'s own accessors treat as a
    /// rectangle extending the other way.
    public func inset(by insets: UIEdgeInsets) -> CGRect {
        CGRect(x: origin.x + insets.left, y: origin.y + insets.top,
               width: size.width - insets.left - insets.right,
               height: size.height - insets.top - insets.bottom)
    }
}

/// Insets in layout directions, UIKit's `NSDirectionalEdgeInsets`: leading
/// and trailing instead of left and right. OpenUIKit lays out left to right,
/// so leading is left and trailing is right.
public struct NSDirectionalEdgeInsets: Hashable, Sendable, CustomStringConvertible {
    /// The inset at the top edge.
    public var top: CGFloat
    /// The inset at the leading edge.
    public var leading: CGFloat
    /// The inset at the bottom edge.
    public var bottom: CGFloat
    /// The inset at the trailing edge.
    public var trailing: CGFloat

    /// Insets of zero on every edge.
    public init() { self.init(top: 0, leading: 0, bottom: 0, trailing: 0) }

    /// Insets for each edge (Apple's `init(top:leading:bottom:trailing:)`).
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// Insets of zero on every edge (Apple's `NSDirectionalEdgeInsets.zero`).
    public static let zero = NSDirectionalEdgeInsets()

    /// "{top, leading, bottom, trailing}", as Apple's `NSStringFromDirectionalEdgeInsets`.
    public var description: String { "{\(top), \(leading), \(bottom), \(trailing)}" }
}

/// A distance to move something by, UIKit's `UIOffset` (used for text and
/// image positioning and for attachment offsets).
public struct UIOffset: Hashable, Sendable, CustomStringConvertible {
    /// The horizontal offset.
    public var horizontal: CGFloat
    /// The vertical offset.
    public var vertical: CGFloat

    /// No offset (Apple's `init()`).
    public init() { self.init(horizontal: 0, vertical: 0) }

    /// An offset (Apple's `init(horizontal:vertical:)`).
    public init(horizontal: CGFloat, vertical: CGFloat) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    /// No offset (Apple's `UIOffset.zero`).
    public static let zero = UIOffset()

    /// "{horizontal, vertical}", as Apple's `NSStringFromUIOffset`.
    public var description: String { "{\(horizontal), \(vertical)}" }
}

/// Corners of a rectangle, UIKit's `UIRectCorner` (the raw values are Apple's).
public struct UIRectCorner: OptionSet, Hashable, Sendable {
    /// The bits of the set.
    public let rawValue: UInt
    /// A set from its bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// The top-left corner (minimum x, minimum y in UIKit's y-down space).
    public static let topLeft = UIRectCorner(rawValue: 1 << 0)
    /// The top-right corner.
    public static let topRight = UIRectCorner(rawValue: 1 << 1)
    /// The bottom-left corner.
    public static let bottomLeft = UIRectCorner(rawValue: 1 << 2)
    /// The bottom-right corner.
    public static let bottomRight = UIRectCorner(rawValue: 1 << 3)
    /// All four corners (Apple's value is `~0`, every bit set).
    public static let allCorners = UIRectCorner(rawValue: ~0)
}

/// Edges of a rectangle, UIKit's `UIRectEdge` (the raw values are Apple's).
public struct UIRectEdge: OptionSet, Hashable, Sendable {
    /// The bits of the set.
    public let rawValue: UInt
    /// A set from its bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// No edge.
    public static let none: UIRectEdge = []
    /// The top edge.
    public static let top = UIRectEdge(rawValue: 1 << 0)
    /// The left edge.
    public static let left = UIRectEdge(rawValue: 1 << 1)
    /// The bottom edge.
    public static let bottom = UIRectEdge(rawValue: 1 << 2)
    /// The right edge.
    public static let right = UIRectEdge(rawValue: 1 << 3)
    /// All four edges.
    public static let all: UIRectEdge = [.top, .left, .bottom, .right]
}
