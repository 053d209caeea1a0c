/// An axis-aligned bounding box.
public struct AABB: Sendable, Hashable {
    public var lower: Vec2
    public var upper: Vec2

    @inlinable public init(lower: Vec2, upper: Vec2) { self.lower = lower; self.upper = upper }

    /// Whether `lower ≤ upper` on both axes and every bound is finite.
    @inlinable public var isValid: Bool {
        upper.x >= lower.x && upper.y >= lower.y && lower.isFinite && upper.isFinite
    }
    @inlinable public var center: Vec2 { Vec2(0.5 * (lower.x + upper.x), 0.5 * (lower.y + upper.y)) }
    @inlinable public var extents: Vec2 { Vec2(0.5 * (upper.x - lower.x), 0.5 * (upper.y - lower.y)) }
    /// The perimeter: the cost a tree minimises when it inserts a box.
    @inlinable public var perimeter: Float { 2 * ((upper.x - lower.x) + (upper.y - lower.y)) }

    @inlinable public func overlaps(_ b: AABB) -> Bool {
        !(b.lower.x > upper.x || b.lower.y > upper.y || lower.x > b.upper.x || lower.y > b.upper.y)
    }
    /// Whether `b` lies inside this box.
    @inlinable public func contains(_ b: AABB) -> Bool {
        lower.x <= b.lower.x && lower.y <= b.lower.y && b.upper.x <= upper.x && b.upper.y <= upper.y
    }
    @inlinable public func contains(_ p: Vec2) -> Bool {
        lower.x <= p.x && lower.y <= p.y && p.x <= upper.x && p.y <= upper.y
    }
    @inlinable public func union(_ b: AABB) -> AABB {
        AABB(lower: min(lower, b.lower), upper: max(upper, b.upper))
    }
    /// Grown by `margin` on every side.
    @inlinable public func inflated(by margin: Float) -> AABB {
        AABB(lower: Vec2(lower.x - margin, lower.y - margin), upper: Vec2(upper.x + margin, upper.y + margin))
    }
}
