/// A 2-D vector in metres (or metres per second), single precision: the
/// engine's unit of position, velocity and force. `Float` halves the memory
/// the solver streams through each sub-step; every operation is plain IEEE
/// arithmetic, so a step gives the same bits on every machine.
public struct Vec2: Sendable, Hashable, CustomStringConvertible {
    /// The x component.
    public var x: Float
    /// The y component.
    public var y: Float

    /// A vector from its x and y components.
    @inlinable public init(_ x: Float, _ y: Float) { self.x = x; self.y = y }
    /// A vector from its x and y components (labelled form).
    @inlinable public init(x: Float, y: Float) { self.x = x; self.y = y }

    /// The zero vector (0, 0).
    public static let zero = Vec2(0, 0)

    /// The components as `(x, y)`.
    public var description: String { "(\(x), \(y))" }

    /// The componentwise sum a + b.
    @inlinable public static func + (a: Vec2, b: Vec2) -> Vec2 { Vec2(a.x + b.x, a.y + b.y) }
    /// The componentwise difference a − b.
    @inlinable public static func - (a: Vec2, b: Vec2) -> Vec2 { Vec2(a.x - b.x, a.y - b.y) }
    /// The negated vector (−x, −y).
    @inlinable public static prefix func - (a: Vec2) -> Vec2 { Vec2(-a.x, -a.y) }
    /// `a` scaled by `s`: (s a.x, s a.y).
    @inlinable public static func * (s: Float, a: Vec2) -> Vec2 { Vec2(s * a.x, s * a.y) }
    /// `a` scaled by `s`: (s a.x, s a.y).
    @inlinable public static func * (a: Vec2, s: Float) -> Vec2 { Vec2(s * a.x, s * a.y) }
    /// Adds `b` to `a` in place.
    @inlinable public static func += (a: inout Vec2, b: Vec2) { a = a + b }
    /// Subtracts `b` from `a` in place.
    @inlinable public static func -= (a: inout Vec2, b: Vec2) { a = a - b }

    /// The Euclidean length, √(x² + y²).
    @inlinable public var length: Float { (x * x + y * y).squareRoot() }
    /// The squared length, x² + y² (no square root).
    @inlinable public var lengthSquared: Float { x * x + y * y }
    /// The left perpendicular (−y, x): this vector turned a quarter turn counter-clockwise.
    @inlinable public var leftPerp: Vec2 { Vec2(-y, x) }
    /// The right perpendicular (y, −x).
    @inlinable public var rightPerp: Vec2 { Vec2(y, -x) }

    /// The unit vector along this one; the zero vector when the length is at
    /// most `Float.ulpOfOne` (too short to have a direction).
    @inlinable public var normalized: Vec2 {
        let l = length
        guard l > .ulpOfOne else { return .zero }
        let inv = 1 / l
        return Vec2(inv * x, inv * y)
    }

    /// Whether both components are finite.
    @inlinable public var isFinite: Bool { x.isFinite && y.isFinite }
}

/// The dot product a·b = a.x b.x + a.y b.y.
@inlinable public func dot(_ a: Vec2, _ b: Vec2) -> Float { a.x * b.x + a.y * b.y }
/// The z of the 3-D cross product of two vectors in the plane.
@inlinable public func cross(_ a: Vec2, _ b: Vec2) -> Float { a.x * b.y - a.y * b.x }
/// ω × r for a scalar angular velocity ω: (−ω r.y, ω r.x).
@inlinable public func cross(_ s: Float, _ a: Vec2) -> Vec2 { Vec2(-s * a.y, s * a.x) }
/// a × s, the vector `a` crossed with a scalar `s` (z-axis): (s a.y, −s a.x).
@inlinable public func cross(_ a: Vec2, _ s: Float) -> Vec2 { Vec2(s * a.y, -s * a.x) }
/// Linear interpolation a + t (b − a): `a` at t = 0, `b` at t = 1; `t` is not clamped.
@inlinable public func lerp(_ a: Vec2, _ b: Vec2, _ t: Float) -> Vec2 { Vec2(a.x + t * (b.x - a.x), a.y + t * (b.y - a.y)) }
/// The Euclidean distance |b − a|.
@inlinable public func distance(_ a: Vec2, _ b: Vec2) -> Float { (b - a).length }
/// The squared distance |b − a|² (no square root).
@inlinable public func distanceSquared(_ a: Vec2, _ b: Vec2) -> Float { (b - a).lengthSquared }
/// The componentwise minimum of `a` and `b`.
@inlinable public func min(_ a: Vec2, _ b: Vec2) -> Vec2 { Vec2(Swift.min(a.x, b.x), Swift.min(a.y, b.y)) }
/// The componentwise maximum of `a` and `b`.
@inlinable public func max(_ a: Vec2, _ b: Vec2) -> Vec2 { Vec2(Swift.max(a.x, b.x), Swift.max(a.y, b.y)) }
/// a + s b.
@inlinable public func mulAdd(_ a: Vec2, _ s: Float, _ b: Vec2) -> Vec2 { Vec2(a.x + s * b.x, a.y + s * b.y) }
/// a − s b.
@inlinable public func mulSub(_ a: Vec2, _ s: Float, _ b: Vec2) -> Vec2 { Vec2(a.x - s * b.x, a.y - s * b.y) }
