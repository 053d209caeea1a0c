/// A 2-D vector in metres (or metres per second), single precision: the
/// engine's unit of position, velocity and force. `Float` halves the memory
/// the solver streams through each sub-step; every operation is plain IEEE
/// arithmetic, so a step gives the same bits on every machine.
public struct Vec2: Sendable, Hashable, CustomStringConvertible {
    public var x: Float
    public var y: Float

    @inlinable public init(_ x: Float, _ y: Float) { self.x = x; self.y = y }
    @inlinable public init(x: Float, y: Float) { self.x = x; self.y = y }

    public static let zero = Vec2(0, 0)

    public var description: String { "(\(x), \(y))" }

    @inlinable public static func + (a: Vec2, b: Vec2) -> Vec2 { Vec2(a.x + b.x, a.y + b.y) }
    @inlinable public static func - (a: Vec2, b: Vec2) -> Vec2 { Vec2(a.x - b.x, a.y - b.y) }
    @inlinable public static prefix func - (a: Vec2) -> Vec2 { Vec2(-a.x, -a.y) }
    @inlinable public static func * (s: Float, a: Vec2) -> Vec2 { Vec2(s * a.x, s * a.y) }
    @inlinable public static func * (a: Vec2, s: Float) -> Vec2 { Vec2(s * a.x, s * a.y) }
    @inlinable public static func += (a: inout Vec2, b: Vec2) { a = a + b }
    @inlinable public static func -= (a: inout Vec2, b: Vec2) { a = a - b }

    @inlinable public var length: Float { (x * x + y * y).squareRoot() }
    @inlinable public var lengthSquared: Float { x * x + y * y }
    /// The left perpendicular (−y, x): `a` turned a quarter counter-clockwise.
    @inlinable public var leftPerp: Vec2 { Vec2(-y, x) }
    /// The right perpendicular (y, −x).
    @inlinable public var rightPerp: Vec2 { Vec2(y, -x) }

    /// The unit vector along this one (zero for a zero-length vector).
    @inlinable public var normalized: Vec2 {
        let l = length
        guard l > .ulpOfOne else { return .zero }
        let inv = 1 / l
        return Vec2(inv * x, inv * y)
    }

    /// Whether both components are finite.
    @inlinable public var isFinite: Bool { x.isFinite && y.isFinite }
}

@inlinable public func dot(_ a: Vec2, _ b: Vec2) -> Float { a.x * b.x + a.y * b.y }
/// The z of the 3-D cross product of two vectors in the plane.
@inlinable public func cross(_ a: Vec2, _ b: Vec2) -> Float { a.x * b.y - a.y * b.x }
/// ω × r for a scalar angular velocity ω: (−ω r.y, ω r.x).
@inlinable public func cross(_ s: Float, _ a: Vec2) -> Vec2 { Vec2(-s * a.y, s * a.x) }
/// r × s: (s r.y, −s r.x).
@inlinable public func cross(_ a: Vec2, _ s: Float) -> Vec2 { Vec2(s * a.y, -s * a.x) }
@inlinable public func lerp(_ a: Vec2, _ b: Vec2, _ t: Float) -> Vec2 { Vec2(a.x + t * (b.x - a.x), a.y + t * (b.y - a.y)) }
@inlinable public func distance(_ a: Vec2, _ b: Vec2) -> Float { (b - a).length }
@inlinable public func distanceSquared(_ a: Vec2, _ b: Vec2) -> Float { (b - a).lengthSquared }
@inlinable public func min(_ a: Vec2, _ b: Vec2) -> Vec2 { Vec2(Swift.min(a.x, b.x), Swift.min(a.y, b.y)) }
@inlinable public func max(_ a: Vec2, _ b: Vec2) -> Vec2 { Vec2(Swift.max(a.x, b.x), Swift.max(a.y, b.y)) }
/// a + s b.
@inlinable public func mulAdd(_ a: Vec2, _ s: Float, _ b: Vec2) -> Vec2 { Vec2(a.x + s * b.x, a.y + s * b.y) }
/// a − s b.
@inlinable public func mulSub(_ a: Vec2, _ s: Float, _ b: Vec2) -> Vec2 { Vec2(a.x - s * b.x, a.y - s * b.y) }
