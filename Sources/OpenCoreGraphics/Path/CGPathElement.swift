import Foundation

/// The kind of a path element, Core Graphics' `CGPathElementType`.
///
/// The raw values are Apple's. The number of points each kind carries is fixed:
/// one for `moveToPoint` and `addLineToPoint`, two for `addQuadCurveToPoint`
/// (control, end), three for `addCurveToPoint` (control 1, control 2, end) and
/// none for `closeSubpath`.
public enum CGPathElementType: Int32, Sendable, Hashable {
    /// Starts a new subpath at `points[0]`.
    case moveToPoint = 0
    /// A straight line from the current point to `points[0]`.
    case addLineToPoint = 1
    /// A quadratic Bézier curve with control point `points[0]` ending at `points[1]`.
    case addQuadCurveToPoint = 2
    /// A cubic Bézier curve with control points `points[0]`, `points[1]` ending at `points[2]`.
    case addCurveToPoint = 3
    /// Closes the current subpath with a straight line back to its start point.
    case closeSubpath = 4

    /// How many points an element of this kind stores.
    @inlinable package var pointCount: Int {
        switch self {
        case .moveToPoint, .addLineToPoint: 1
        case .addQuadCurveToPoint: 2
        case .addCurveToPoint: 3
        case .closeSubpath: 0
        }
    }
}

/// One element of a path as handed to `CGPath.applyWithBlock(_:)` and
/// `CGPath.apply(info:function:)`, Core Graphics' `CGPathElement`.
///
/// `points` is valid only during the callback and holds `type`'s number of points
/// (see `CGPathElementType`). As on Apple's platforms, writing through it does
/// not change the path. For `.closeSubpath` Apple promises no points; ours puts
/// the closed subpath's start point in `points[0]`.
public struct CGPathElement {
    /// The element's kind.
    public var type: CGPathElementType
    /// The element's points; how many depends on `type`.
    public var points: UnsafeMutablePointer<CGPoint>

    /// Creates an element from a kind and a points buffer.
    public init(type: CGPathElementType, points: UnsafeMutablePointer<CGPoint>) {
        self.type = type
        self.points = points
    }
}

/// The rule that decides which points a path encloses, Core Graphics' `CGPathFillRule`.
public enum CGPathFillRule: Int, Sendable, Hashable {
    /// Non-zero winding: a point is inside when the path winds around it a
    /// non-zero number of times, counting direction.
    case winding = 0
    /// Even-odd: a point is inside when a ray from it crosses the path an odd
    /// number of times.
    case evenOdd = 1
}

/// A function called once per element by `CGPath.apply(info:function:)`,
/// Core Graphics' `CGPathApplierFunction`.
///
/// Apple's is a `@convention(c)` function pointer. `CGPathElement` is a Swift
/// struct here, so C representation is impossible; ours is a plain Swift function
/// type, which accepts the same closure literals and global functions.
public typealias CGPathApplierFunction = (UnsafeMutableRawPointer?, UnsafePointer<CGPathElement>) -> Void
