// Contact manifolds for capsules and segments (a segment is a capsule of
// radius 0), and the closest points of two segments they rest on.
//
// Feature ids (see `ManifoldPoint.id`), shared with `collidePolygons` so a
// capsule gives the same ids either way: a capsule's core is a two-vertex
// polygon (`Polygon.capsule`) with edge 0 facing its right perpendicular
// and edge 1 its left. A point where a vertex of B meets a face of A is
// `makeFeatureId(edge of A, vertex of B)`; a vertex of A on a face of B is
// `makeFeatureId(0x80 | edge of B, vertex of A)`; two vertices meeting are
// `makeFeatureId(0x40 | vertex of A, vertex of B)`. Circles have the one id 0.

/// The closest points of segments p1–q1 and p2–q2: the fractions `s` along
/// the first and `t` along the second (exactly 0 or 1 at an end), the
/// points, and their squared distance.
///
/// Segments that do not cross are nearest at an end of one of them, so the
/// four end-to-segment distances decide (the first of equals wins: parallel
/// segments get the first segment's start if it faces the second); this
/// stays accurate for nearly parallel segments, where solving for the two
/// lines' common perpendicular loses every digit. Crossing segments meet
/// at their intersection, distance 0.
func segmentClosestPoints(_ p1: Vec2, _ q1: Vec2, _ p2: Vec2, _ q2: Vec2)
    -> (s: Float, t: Float, c1: Vec2, c2: Vec2, distanceSquared: Float) {
    let d1 = q1 - p1, d2 = q2 - p2
    let a = dot(d1, d1), e = dot(d2, d2)
    // Proper crossing: each segment's ends strictly on both sides of the other.
    let o1 = cross(d1, p2 - p1), o2 = cross(d1, q2 - p1)
    let o3 = cross(d2, p1 - p2), o4 = cross(d2, q1 - p2)
    if ((o1 > 0 && o2 < 0) || (o1 < 0 && o2 > 0)) && ((o3 > 0 && o4 < 0) || (o3 < 0 && o4 > 0)) {
        let s = clampUnit(o3 / (o3 - o4)), t = clampUnit(o1 / (o1 - o2))
        let c1 = mulAdd(p1, s, d1), c2 = mulAdd(p2, t, d2)
        return (s, t, c1, c2, distanceSquared(c1, c2))
    }
    // Each end against the other segment.
    let inverseA: Float = a > 0 ? 1 / a : 0, inverseE: Float = e > 0 ? 1 / e : 0
    var s: Float = 0
    var t = clampUnit(dot(p1 - p2, d2) * inverseE)
    var best = distanceSquared(p1, mulAdd(p2, t, d2))
    let tQ1 = clampUnit(dot(q1 - p2, d2) * inverseE)
    let dQ1 = distanceSquared(q1, mulAdd(p2, tQ1, d2))
    if dQ1 < best { best = dQ1; s = 1; t = tQ1 }
    let sP2 = clampUnit(dot(p2 - p1, d1) * inverseA)
    let dP2 = distanceSquared(mulAdd(p1, sP2, d1), p2)
    if dP2 < best { best = dP2; s = sP2; t = 0 }
    let sQ2 = clampUnit(dot(q2 - p1, d1) * inverseA)
    let dQ2 = distanceSquared(mulAdd(p1, sQ2, d1), q2)
    if dQ2 < best { best = dQ2; s = sQ2; t = 1 }
    return (s, t, mulAdd(p1, s, d1), mulAdd(p2, t, d2), best)
}

/// `x` clamped to 0…1 (a NaN becomes 0).
func clampUnit(_ x: Float) -> Float { x > 0 ? (x < 1 ? x : 1) : 0 }

/// A capsule (A) and a circle (B): one point, id 0.
///
/// The normal runs from the closest point of A's core segment to the
/// circle's centre; a centre right on the segment is pushed out along the
/// segment's left perpendicular.
public func collideCapsuleAndCircle(_ capsuleA: Capsule, _ xfA: Transform, _ circleB: Circle, _ xfB: Transform) -> Manifold {
    var manifold = Manifold()
    let xf = xfA.inverseTimes(xfB)
    let origin = capsuleA.center1
    let c = xf.apply(circleB.center) - origin
    let d = capsuleA.center2 - origin
    let dd = dot(d, d)
    let t = dd > 0 ? clampUnit(dot(c, d) / dd) : 0
    let closest = t * d
    var (normal, dist) = unitAndLength(c - closest)
    if dist == 0 {
        let axis = d.normalized
        normal = dd > 0 && axis != .zero ? axis.leftPerp : Vec2(0, 1)
    }
    let rA = capsuleA.radius, rB = circleB.radius
    let separation = dist - rA - rB
    guard separation <= PhysicsConstants.speculativeDistance else { return manifold }
    let surfaceA = mulAdd(closest, rA, normal)
    let surfaceB = mulAdd(c, -rB, normal)
    manifold.normal = xfA.q.rotate(normal)
    manifold.point0 = .make(local: lerp(surfaceA, surfaceB, 0.5) + origin, separation: separation,
                            id: 0, xfA: xfA, xfB: xfB)
    manifold.pointCount = 1
    return manifold
}

/// Two capsules.
///
/// When the core segments are nearly parallel (within about 1.7°), overlap
/// along A's axis by more than `linearSlop`, and both ends of the overlap
/// are within `speculativeDistance`, the manifold has two points: B's core
/// clipped to the span of A's, measured along A's perpendicular toward B,
/// ids `makeFeatureId(edge of A, vertex of B)` from the vertex of B at that
/// end (stable while it slides along A). Otherwise one point from the
/// closest points of the two segments, the normal along them, the id from
/// the features they lie on (see the note at the top of this file). Cores
/// that cross are resolved by `collidePolygons` on the capsules as
/// two-vertex polygons.
public func collideCapsules(_ capsuleA: Capsule, _ xfA: Transform, _ capsuleB: Capsule, _ xfB: Transform) -> Manifold {
    var manifold = Manifold()
    let xf = xfA.inverseTimes(xfB)
    // A's frame, shifted to A's first centre to keep the numbers small.
    let origin = capsuleA.center1
    let p1 = Vec2.zero, q1 = capsuleA.center2 - origin
    let p2 = xf.apply(capsuleB.center1) - origin
    let q2 = xf.apply(capsuleB.center2) - origin
    let rA = capsuleA.radius, rB = capsuleB.radius
    let speculative = PhysicsConstants.speculativeDistance
    let slop = PhysicsConstants.linearSlop

    let closest = segmentClosestPoints(p1, q1, p2, q2)
    let reach = rA + rB + speculative
    guard closest.distanceSquared <= reach * reach else { return manifold }

    let (u1, length1) = unitAndLength(q1)
    let (u2, length2) = unitAndLength(q2 - p2)
    if length1 > slop && length2 > slop && abs(cross(u1, u2)) < 0.03 {
        // Nearly parallel: how far B's core runs along A's.
        let a2 = dot(u1, p2), b2 = dot(u1, q2)
        let overlap = Swift.min(Swift.max(a2, b2), length1) - Swift.max(Swift.min(a2, b2), 0)
        if overlap > slop {
            // B's ends in order along A, each moved onto A's span if past it.
            let (lowPoint, lowU, lowVertex, highPoint, highU, highVertex) =
                a2 <= b2 ? (p2, a2, 0, q2, b2, 1) : (q2, b2, 1, p2, a2, 0)
            var low = lowPoint, high = highPoint
            if lowU < 0 { low = lerp(lowPoint, highPoint, (0 - lowU) / (highU - lowU)) }
            if highU > length1 { high = lerp(lowPoint, highPoint, (length1 - lowU) / (highU - lowU)) }
            // A's perpendicular on the side of B's part over A's span (where
            // B's core crosses A's inside the span: the side holding more of
            // it, the shallower way out).
            let side = dot(u1.leftPerp, low + high)
            let normal = side >= 0 ? u1.leftPerp : u1.rightPerp
            let edgeA = side >= 0 ? 1 : 0
            let heightLow = dot(low, normal), heightHigh = dot(high, normal)
            // Both ends within reach; with one, the closest points below
            // give it its exact normal.
            if Swift.max(heightLow, heightHigh) - rA - rB <= speculative {
                for end in 0..<2 {
                    let p = end == 0 ? low : high
                    let height = end == 0 ? heightLow : heightHigh
                    let local = mulAdd(p, 0.5 * (rA - rB - height), normal)
                    let id = makeFeatureId(edgeA, end == 0 ? lowVertex : highVertex)
                    manifold[end] = .make(local: local + origin, separation: height - rA - rB,
                                          id: id, xfA: xfA, xfB: xfB)
                }
                manifold.pointCount = 2
                manifold.normal = xfA.q.rotate(normal)
                return manifold
            }
        }
    }

    let distance = closest.distanceSquared.squareRoot()
    guard distance > 0.1 * slop else {
        // The cores cross (or all but touch): no direction between the
        // closest points, so separate along the axis of least overlap.
        return collidePolygons(.capsule(capsuleA), xfA, .capsule(capsuleB), xfB)
    }
    let normal = (1 / distance) * (closest.c2 - closest.c1)
    let separation = distance - rA - rB
    guard separation <= speculative else { return manifold }
    let surfaceA = mulAdd(closest.c1, rA, normal)
    let surfaceB = mulAdd(closest.c2, -rB, normal)
    let id = capsuleFeatureId(s: closest.s, t: closest.t, axisA: q1, axisB: q2 - p2, normal: normal)
    manifold.normal = xfA.q.rotate(normal)
    manifold.point0 = .make(local: lerp(surfaceA, surfaceB, 0.5) + origin, separation: separation,
                            id: id, xfA: xfA, xfB: xfB)
    manifold.pointCount = 1
    return manifold
}

/// The id of a one-point capsule contact from the fractions of the closest
/// points (0 or 1: a vertex; between: the face the normal leaves or meets).
func capsuleFeatureId(s: Float, t: Float, axisA: Vec2, axisB: Vec2, normal: Vec2) -> UInt16 {
    let vertexA = s == 0 ? 0 : (s == 1 ? 1 : -1)
    let vertexB = t == 0 ? 0 : (t == 1 ? 1 : -1)
    if vertexB >= 0 && vertexA < 0 {
        // B's vertex on A's face: edge 0 faces A's right perpendicular.
        return makeFeatureId(dot(normal, axisA.rightPerp) >= 0 ? 0 : 1, vertexB)
    }
    if vertexA >= 0 && vertexB < 0 {
        // A's vertex on B's face, which faces −normal.
        return makeFeatureId(0x80 | (dot(normal, axisB.rightPerp) <= 0 ? 0 : 1), vertexA)
    }
    // Two vertices (or, only for parallel cores, two faces).
    return makeFeatureId(0x40 | Swift.max(vertexA, 0), Swift.max(vertexB, 0))
}

/// A segment (A) and a circle (B): the segment is a capsule of radius 0.
public func collideSegmentAndCircle(_ segmentA: Segment, _ xfA: Transform, _ circleB: Circle, _ xfB: Transform) -> Manifold {
    collideCapsuleAndCircle(Capsule(center1: segmentA.point1, center2: segmentA.point2, radius: 0), xfA, circleB, xfB)
}

/// A segment (A) and a capsule (B): the segment is a capsule of radius 0
/// (see `collideCapsules`).
public func collideSegmentAndCapsule(_ segmentA: Segment, _ xfA: Transform, _ capsuleB: Capsule, _ xfB: Transform) -> Manifold {
    collideCapsules(Capsule(center1: segmentA.point1, center2: segmentA.point2, radius: 0), xfA, capsuleB, xfB)
}
