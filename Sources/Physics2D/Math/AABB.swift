/// An axis-aligned bounding box.
public struct AABB: Sendable, Hashable {
    /// The minimum corner (smallest x and y).
    public var lower: Vec2
    /// The maximum corner (largest x and y).
    public var upper: Vec2

    /// A box with the given corners, stored as given (not reordered or checked; see `isValid`).
    @inlinable public init(lower: Vec2, upper: Vec2) { self.lower = lower; self.upper = upper }

    /// Whether `lower ≤ upper` on both axes and every bound is finite.
    @inlinable public var isValid: Bool {
        upper.x >= lower.x && upper.y >= lower.y && lower.isFinite && upper.isFinite
    }
    /// The midpoint, (lower + upper) / 2.
    @inlinable public var center: Vec2 { Vec2(0.5 * (lower.x + upper.x), 0.5 * (lower.y + upper.y)) }
    /// The half-widths, (upper − lower) / 2.
    @inlinable public var extents: Vec2 { Vec2(0.5 * (upper.x - lower.x), 0.5 * (upper.y - lower.y)) }
    /// The perimeter: the cost a tree minimises when it inserts a box.
    @inlinable public var perimeter: Float { 2 * ((upper.x - lower.x) + (upper.y - lower.y)) }

    /// Whether this box and `b` intersect; touching boundaries count as overlapping.
    @inlinable public func overlaps(_ b: AABB) -> Bool {
        !(b.lower.x > upper.x || b.lower.y > upper.y || lower.x > b.upper.x || lower.y > b.upper.y)
    }
    /// Whether `b` lies inside this box.
    @inlinable public func contains(_ b: AABB) -> Bool {
        lower.x <= b.lower.x && lower.y <= b.lower.y && b.upper.x <= upper.x && b.upper.y <= upper.y
    }
    /// Whether `p` lies inside this box or on its boundary.
    @inlinable public func contains(_ p: Vec2) -> Bool {
        lower.x <= p.x && lower.y <= p.y && p.x <= upper.x && p.y <= upper.y
    }
    /// The smallest box enclosing this box and `b` (componentwise min of lowers, max of uppers).
    @inlinable public func union(_ b: AABB) -> AABB {
        AABB(lower: min(lower, b.lower), upper: max(upper, b.upper))
    }
    /// Grown by `margin` on every side.
    @inlinable public func inflated(by margin: Float) -> AABB {
        AABB(lower: Vec2(lower.x - margin, lower.y - margin), upper: Vec2(upper.x + margin, upper.y + margin))
    }
}
