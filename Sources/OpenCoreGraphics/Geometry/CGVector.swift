import Foundation

/// A two-dimensional vector, Core Graphics' `CGVector`.
///
/// Apple uses it for velocities (`UISpringTimingParameters.initialVelocity`),
/// gravity directions and push forces. Foundation on Linux does not provide it.
public struct CGVector: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The x component.
    public var dx: CGFloat
    /// The y component.
    public var dy: CGFloat

    /// Creates a vector with both components zero.
    @inlinable public init() { dx = 0; dy = 0 }

    /// Creates a vector from `CGFloat` components.
    @inlinable public init(dx: CGFloat, dy: CGFloat) { self.dx = dx; self.dy = dy }

    /// Creates a vector from `Double` components.
    @inlinable public init(dx: Double, dy: Double) { self.dx = CGFloat(dx); self.dy = CGFloat(dy) }

    /// Creates a vector from `Int` components.
    @inlinable public init(dx: Int, dy: Int) { self.dx = CGFloat(dx); self.dy = CGFloat(dy) }

    /// The vector whose components are both zero.
    public static let zero = CGVector()

    public var description: String { "(\(dx), \(dy))" }
}
