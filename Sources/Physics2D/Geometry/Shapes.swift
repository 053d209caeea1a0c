/// The tuning constants of the engine, in metres, seconds and kilograms.
public enum PhysicsConstants {
    /// The collision tolerance: overlaps this small are left alone (a
    /// resting contact sits this deep), and hull points closer than it merge.
    public static let linearSlop: Float = 0.005
    /// Contacts are made this far before shapes touch, so a fast body is
    /// stopped by a speculative contact instead of passing through.
    public static let speculativeDistance: Float = 4 * linearSlop
    /// How far a shape's box in the broadphase reaches beyond the shape, so
    /// a moving body does not have to update the tree every step.
    public static let aabbMargin: Float = 0.1
    /// The most vertices a convex polygon may have.
    public static let maxPolygonVertices = 8
    /// A polygon radius under this is treated as sharp.
    public static let polygonRadiusEpsilon: Float = 0.1 * linearSlop
    /// The time a body must be still before it may sleep.
    public static let timeToSleep: Float = 0.5
    /// The largest speed a body may reach, m/s (a guard against blow-ups).
    public static let maxLinearSpeed: Float = 400
    /// The largest angular speed, rad/s.
    public static let maxAngularSpeed: Float = 0.25 * .pi * 240
}

/// A solid circle.
public struct Circle: Sendable, Hashable {
    public var center: Vec2
    public var radius: Float
    public init(center: Vec2 = .zero, radius: Float) { self.center = center; self.radius = radius }
}

/// A solid capsule: the points within `radius` of the segment center1–center2.
public struct Capsule: Sendable, Hashable {
    public var center1: Vec2
    public var center2: Vec2
    public var radius: Float
    public init(center1: Vec2, center2: Vec2, radius: Float) {
        self.center1 = center1; self.center2 = center2; self.radius = radius
    }
}

/// A line segment (no thickness): boundaries and the links of chains.
public struct Segment: Sendable, Hashable {
    public var point1: Vec2
    public var point2: Vec2
    public init(_ point1: Vec2, _ point2: Vec2) { self.point1 = point1; self.point2 = point2 }
}

/// A solid convex polygon of 3…8 vertices in counter-clockwise order, with
/// an optional rounding `radius` (the polygon grown by it: a rounded box).
public struct Polygon: Sendable {
    public var vertices: InlineArray<8, Vec2>
    /// The outward unit normal of edge i (vertex i → i + 1).
    public var normals: InlineArray<8, Vec2>
    public var count: Int
    public var radius: Float
    public var centroid: Vec2

    /// A polygon from a hull (see `Hull`), its normals and centroid worked out.
    public init(hull: Hull, radius: Float = 0) {
        precondition(hull.count >= 3, "Polygon: a hull needs 3 points or more")
        vertices = .init(repeating: .zero)
        normals = .init(repeating: .zero)
        count = hull.count
        self.radius = radius
        for i in 0..<hull.count { vertices[i] = hull.points[i] }
        for i in 0..<count {
            let edge = vertices[i + 1 < count ? i + 1 : 0] - vertices[i]
            normals[i] = edge.rightPerp.normalized
        }
        centroid = Polygon.centroid(of: vertices, count: count)
    }

    /// The box of half-widths `hx`, `hy` centred at the origin.
    public static func box(halfWidth hx: Float, halfHeight hy: Float) -> Polygon {
        box(halfWidth: hx, halfHeight: hy, center: .zero, rotation: .identity)
    }

    /// The box of half-widths `hx`, `hy`, rounded by `radius` (its outline
    /// grows by the radius), centred at the origin.
    public static func roundedBox(halfWidth hx: Float, halfHeight hy: Float, radius: Float) -> Polygon {
        var p = box(halfWidth: hx, halfHeight: hy)
        p.radius = radius
        return p
    }

    /// A box centred at `center`, turned by `rotation`.
    public static func box(halfWidth hx: Float, halfHeight hy: Float, center: Vec2, rotation: Rot) -> Polygon {
        let xf = Transform(p: center, q: rotation)
        var hull = Hull()
        hull.count = 4
        hull.points[0] = xf.apply(Vec2(-hx, -hy))
        hull.points[1] = xf.apply(Vec2(hx, -hy))
        hull.points[2] = xf.apply(Vec2(hx, hy))
        hull.points[3] = xf.apply(Vec2(-hx, hy))
        return Polygon(hull: hull)
    }

    /// The centroid of a convex polygon's area.
    static func centroid(of v: InlineArray<8, Vec2>, count: Int) -> Vec2 {
        var center = Vec2.zero
        var area: Float = 0
        let origin = v[0]
        let inv3: Float = 1.0 / 3.0
        for i in 1..<(count - 1) {
            let e1 = v[i] - origin, e2 = v[i + 1] - origin
            let a = 0.5 * cross(e1, e2)
            center = mulAdd(center, a * inv3, e1 + e2)
            area += a
        }
        guard area > .ulpOfOne else { return origin }
        return mulAdd(origin, 1 / area, center)
    }
}

/// Up to 8 points of a convex hull in counter-clockwise order.
public struct Hull: Sendable {
    public var points: InlineArray<8, Vec2> = .init(repeating: .zero)
    public var count = 0
    public init() {}
}
