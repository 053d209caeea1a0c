/// One point of contact between two shapes.
///
/// Conventions (every manifold function keeps them):
/// - `anchorA` is the point relative to shape A's body origin (`xfA.p`),
///   in world orientation; `anchorB = anchorA + (xfA.p − xfB.p)`, the same
///   point relative to B's origin; `point = xfA.p + anchorA`.
/// - The point lies midway between the two surfaces.
/// - `separation` is the signed distance between the surfaces along the
///   manifold normal (negative: overlapping).
/// - `id` names the pair of features (vertices, edges) that made the point,
///   the same from one step to the next while they keep touching, so the
///   solver can start from the last step's impulses (warm starting).
public struct ManifoldPoint: Sendable {
    /// The contact point in world coordinates, m (`xfA.p + anchorA`).
    public var point: Vec2 = .zero
    /// The point relative to body A's origin, world orientation, m.
    public var anchorA: Vec2 = .zero
    /// The point relative to body B's origin, world orientation, m.
    public var anchorB: Vec2 = .zero
    /// The signed distance between the surfaces along the normal, m (negative: overlapping).
    public var separation: Float = 0
    /// The accumulated impulses (set by the solver; zero from collision).
    public var normalImpulse: Float = 0
    /// The accumulated friction impulse along `normal.rightPerp`, N·s (set by the solver).
    public var tangentImpulse: Float = 0
    /// The largest normal impulse of a step's sub-steps (for restitution
    /// and events).
    public var maxNormalImpulse: Float = 0
    /// The relative normal velocity before solving (for restitution).
    public var normalVelocity: Float = 0
    /// The feature-pair id that matches the point across steps (for warm starting).
    public var id: UInt16 = 0
    /// Whether the point matched one of the previous step's (it was warm started).
    public var persisted = false

    /// A point at the origin with zero separation, impulses and id.
    public init() {}
}

/// The contact of two shapes: up to two points sharing one normal.
public struct Manifold: Sendable {
    /// The unit normal, from shape A toward shape B, world frame.
    public var normal: Vec2 = .zero
    /// The first point (in use when `pointCount ≥ 1`).
    public var point0 = ManifoldPoint()
    /// The second point (in use when `pointCount == 2`).
    public var point1 = ManifoldPoint()
    /// How many points are in use: 0 (no contact), 1 or 2.
    public var pointCount = 0
    /// The rolling resistance impulse (accumulated by the solver).
    public var rollingImpulse: Float = 0

    /// An empty manifold: no points and a zero normal.
    public init() {}

    /// Point `i` (0 or 1).
    @inlinable public subscript(i: Int) -> ManifoldPoint {
        get { i == 0 ? point0 : point1 }
        set { if i == 0 { point0 = newValue } else { point1 = newValue } }
    }
}

/// Makes a feature id from the two features' indices.
@inlinable func makeFeatureId(_ a: Int, _ b: Int) -> UInt16 { UInt16(truncatingIfNeeded: (a & 0xFF) << 8 | (b & 0xFF)) }

extension ManifoldPoint {
    /// A point at `local` (in A's frame, before rotation) with
    /// `separation`, placed by the conventions above.
    @inlinable static func make(local: Vec2, separation: Float, id: UInt16, xfA: Transform, xfB: Transform) -> ManifoldPoint {
        var mp = ManifoldPoint()
        mp.anchorA = xfA.q.rotate(local)
        mp.anchorB = mp.anchorA + (xfA.p - xfB.p)
        mp.point = xfA.p + mp.anchorA
        mp.separation = separation
        mp.id = id
        return mp
    }
}

/// Two circles.
public func collideCircles(_ circleA: Circle, _ xfA: Transform, _ circleB: Circle, _ xfB: Transform) -> Manifold {
    var manifold = Manifold()
    let xf = xfA.inverseTimes(xfB)
    let pointA = circleA.center
    let pointB = xf.apply(circleB.center)
    let (normal, dist) = unitAndLength(pointB - pointA)
    let rA = circleA.radius, rB = circleB.radius
    let separation = dist - rA - rB
    guard separation <= PhysicsConstants.speculativeDistance else { return manifold }
    let cA = mulAdd(pointA, rA, normal)
    let cB = mulAdd(pointB, -rB, normal)
    let contact = lerp(cA, cB, 0.5)
    manifold.normal = xfA.q.rotate(normal)
    manifold.point0 = .make(local: contact, separation: separation, id: 0, xfA: xfA, xfB: xfB)
    manifold.pointCount = 1
    return manifold
}

/// A polygon (A, possibly rounded) and a circle (B).
public func collidePolygonAndCircle(_ polygonA: Polygon, _ xfA: Transform, _ circleB: Circle, _ xfB: Transform) -> Manifold {
    var manifold = Manifold()
    let xf = xfA.inverseTimes(xfB)
    // The circle's centre in the polygon's frame.
    let c = xf.apply(circleB.center)
    let radius = polygonA.radius + circleB.radius
    // The face of greatest separation.
    var normalIndex = 0
    var separation = -Float.greatestFiniteMagnitude
    for i in 0..<polygonA.count {
        let s = dot(polygonA.normals[i], c - polygonA.vertices[i])
        if s > separation { separation = s; normalIndex = i }
    }
    if separation - radius > PhysicsConstants.speculativeDistance { return manifold }
    let v1 = polygonA.vertices[normalIndex]
    let v2 = polygonA.vertices[normalIndex + 1 < polygonA.count ? normalIndex + 1 : 0]
    let u1 = dot(c - v1, v2 - v1), u2 = dot(c - v2, v1 - v2)
    let normal: Vec2, contactA: Vec2, sep: Float
    if u1 < 0 && separation > .ulpOfOne {
        // Nearest vertex v1.
        let (n, d) = unitAndLength(c - v1)
        sep = d - radius
        if sep > PhysicsConstants.speculativeDistance { return manifold }
        normal = n; contactA = v1
    } else if u2 < 0 && separation > .ulpOfOne {
        let (n, d) = unitAndLength(c - v2)
        sep = d - radius
        if sep > PhysicsConstants.speculativeDistance { return manifold }
        normal = n; contactA = v2
    } else {
        // Inside the face's span.
        normal = polygonA.normals[normalIndex]
        sep = dot(c - v1, normal) - radius
        contactA = c - dot(c - v1, normal) * normal
    }
    // The point midway between the surfaces.
    let surfaceA = mulAdd(contactA, polygonA.radius, normal)
    let surfaceB = mulAdd(c, -circleB.radius, normal)
    manifold.normal = xfA.q.rotate(normal)
    manifold.point0 = .make(local: lerp(surfaceA, surfaceB, 0.5), separation: sep, id: 0, xfA: xfA, xfB: xfB)
    manifold.pointCount = 1
    return manifold
}

/// The unit vector along `v` and its length (zero vector and 0 when `v` is
/// too short to have a direction).
@inlinable func unitAndLength(_ v: Vec2) -> (Vec2, Float) {
    let l = v.length
    guard l >= .ulpOfOne else { return (.zero, 0) }
    let inv = 1 / l
    return (Vec2(inv * v.x, inv * v.y), l)
}
