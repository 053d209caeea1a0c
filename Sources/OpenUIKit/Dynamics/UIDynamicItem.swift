import Foundation

/// The shape UIKit Dynamics gives an item in collisions.
public enum UIDynamicItemCollisionBoundsType: UInt, Sendable {
    /// The item's bounds rectangle.
    case rectangle
    /// The ellipse inscribed in its bounds (a circle when they are square;
    /// otherwise an 8-sided polygon on the ellipse here — Apple's is smooth).
    case ellipse
    /// `collisionBoundingPath`: a convex, counter-clockwise path about the
    /// item's centre.
    case path
}

/// An object UIKit Dynamics can move: its centre and rotation are written
/// by the animator every step; `bounds` gives its size. `UIView` conforms.
@MainActor public protocol UIDynamicItem: AnyObject {
    var center: CGPoint { get set }
    var bounds: CGRect { get }
    var transform: CGAffineTransform { get set }
    /// The collision shape (default `.rectangle`).
    var collisionBoundsType: UIDynamicItemCollisionBoundsType { get }
    /// The shape for `.path`, about the item's centre.
    var collisionBoundingPath: UIBezierPath { get }
}

extension UIDynamicItem {
    public var collisionBoundsType: UIDynamicItemCollisionBoundsType { .rectangle }
    public var collisionBoundingPath: UIBezierPath { UIBezierPath() }
}

extension UIView: UIDynamicItem {}
