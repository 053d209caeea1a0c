// Contact manifolds between convex polygons — sharp, rounded, and the
// two-vertex polygons capsules and segments become (`Polygon.capsule`).
//
// Feature ids (see `ManifoldPoint.id`; the same scheme as the capsule
// functions): a point made by clipping B's incident edge against A's
// reference face is `makeFeatureId(reference edge of A, vertex of B)`; with
// B holding the reference face, `makeFeatureId(0x80 | reference edge of B,
// vertex of A)`; a point where two vertices meet is
// `makeFeatureId(0x40 | vertex of A, vertex of B)`. The incident vertex
// named is the one at the point's end of the incident edge, whether or not
// that end was clipped, so the ids hold while the same edges touch.

/// Two convex polygons (A and B), either of them rounded (`radius > 0`) or a
/// two-vertex capsule/segment polygon.
///
/// The separating-axis test runs in A's frame, shifted to A's first vertex
/// so the numbers stay small near the contact, over the face normals of
/// both polygons' cores. The face of greatest separation is the reference
/// face; B's is taken only when it separates by more than
/// `0.1 × linearSlop` beyond A's, so near-ties keep A's (and the choice does
/// not flicker). When the cores are apart by more than that tolerance, the
/// closest points of the reference edge and the incident edge (the edge of
/// the other polygon facing most against the reference normal) decide: two
/// vertices nearest each other give one point with the normal between
/// them; otherwise the incident edge is clipped to the reference face's
/// span (its side planes) and each end measured along the reference
/// normal. Points are kept when their separation (radii included) is at
/// most `speculativeDistance`; at most two.
public func collidePolygons(_ a: Polygon, _ xfA: Transform, _ b: Polygon, _ xfB: Transform) -> Manifold {
    let xf = xfA.inverseTimes(xfB)
    let origin = a.vertices[0]
    var polyA = a, polyB = b
    for i in 0..<a.count { polyA.vertices[i] = a.vertices[i] - origin }
    for i in 0..<b.count {
        polyB.vertices[i] = xf.apply(b.vertices[i]) - origin
        polyB.normals[i] = xf.q.rotate(b.normals[i])
    }

    let (edgeA, separationA) = maxSeparation(polyA, polyB)
    let (edgeB, separationB) = maxSeparation(polyB, polyA)
    let speculative = PhysicsConstants.speculativeDistance
    let radius = a.radius + b.radius
    if separationA - radius > speculative || separationB - radius > speculative { return Manifold() }

    let tolerance = 0.1 * PhysicsConstants.linearSlop
    let flip = separationB > separationA + tolerance
    let contact: PolygonContact
    if flip {
        contact = polygonContact(reference: polyB, edge: edgeB, separation: separationB, incident: polyA)
    } else {
        contact = polygonContact(reference: polyA, edge: edgeA, separation: separationA, incident: polyB)
    }
    return contact.manifold(flip: flip, origin: origin, xfA: xfA, xfB: xfB)
}

/// A polygon (A, possibly rounded) and a capsule (B), the capsule as a
/// two-vertex polygon (see `collidePolygons`).
public func collidePolygonAndCapsule(_ polygonA: Polygon, _ xfA: Transform, _ capsuleB: Capsule, _ xfB: Transform) -> Manifold {
    collidePolygons(polygonA, xfA, .capsule(capsuleB), xfB)
}

/// A segment (A) and a polygon (B, possibly rounded), the segment as a
/// two-vertex polygon of radius 0 (see `collidePolygons`).
public func collideSegmentAndPolygon(_ segmentA: Segment, _ xfA: Transform, _ polygonB: Polygon, _ xfB: Transform) -> Manifold {
    collidePolygons(.segment(segmentA), xfA, polygonB, xfB)
}

/// The edge of `p1` whose normal separates `p2`'s core the most from
/// `p1`'s, and that separation (negative: the cores overlap along it).
func maxSeparation(_ p1: Polygon, _ p2: Polygon) -> (edge: Int, separation: Float) {
    var bestEdge = 0
    var best = -Float.greatestFiniteMagnitude
    for i in 0..<p1.count {
        let n = p1.normals[i], v = p1.vertices[i]
        // The deepest vertex of p2 along this normal.
        var deepest = Float.greatestFiniteMagnitude
        for j in 0..<p2.count {
            let s = dot(n, p2.vertices[j] - v)
            if s < deepest { deepest = s }
        }
        if deepest > best { best = deepest; bestEdge = i }
    }
    return (bestEdge, best)
}

/// Up to two contact points found with one polygon as the reference, in
/// the shifted frame of `collidePolygons`.
struct PolygonContact {
    /// From the reference polygon toward the incident one.
    var normal = Vec2.zero
    var points = (Vec2.zero, Vec2.zero)
    var separations: (Float, Float) = (0, 0)
    /// (feature of the reference polygon, feature of the incident one), the
    /// reference feature with 0x40 set for a vertex.
    var features = ((0, 0), (0, 0))
    var count = 0

    init() {}

    mutating func add(_ point: Vec2, _ separation: Float, _ referenceFeature: Int, _ incidentFeature: Int) {
        if count == 0 {
            points.0 = point; separations.0 = separation; features.0 = (referenceFeature, incidentFeature)
        } else {
            points.1 = point; separations.1 = separation; features.1 = (referenceFeature, incidentFeature)
        }
        count += 1
    }

    /// The manifold in world terms: the normal turned to run from A to B,
    /// the ids in the scheme of the file's note.
    func manifold(flip: Bool, origin: Vec2, xfA: Transform, xfB: Transform) -> Manifold {
        var manifold = Manifold()
        guard count > 0 else { return manifold }
        manifold.normal = xfA.q.rotate(flip ? -normal : normal)
        for k in 0..<count {
            let (reference, incident) = k == 0 ? features.0 : features.1
            let id: UInt16
            if reference & 0x40 != 0 {
                // Two vertices: A's first.
                let vertexRef = reference & 0x3F
                id = flip ? makeFeatureId(0x40 | incident, vertexRef) : makeFeatureId(reference, incident)
            } else {
                id = makeFeatureId(flip ? 0x80 | reference : reference, incident)
            }
            manifold[k] = .make(local: (k == 0 ? points.0 : points.1) + origin,
                                separation: k == 0 ? separations.0 : separations.1,
                                id: id, xfA: xfA, xfB: xfB)
        }
        manifold.pointCount = count
        return manifold
    }
}

/// The contact of `incident` with `reference`'s face `edge` (its core
/// separation `separation`), both in one frame.
func polygonContact(reference: Polygon, edge i11: Int, separation: Float, incident: Polygon) -> PolygonContact {
    var contact = PolygonContact()
    let n = reference.normals[i11]
    let i12 = i11 + 1 < reference.count ? i11 + 1 : 0
    // The incident edge: its normal most against the reference normal.
    var i21 = 0
    var lowest = Float.greatestFiniteMagnitude
    for i in 0..<incident.count {
        let d = dot(n, incident.normals[i])
        if d < lowest { lowest = d; i21 = i }
    }
    let i22 = i21 + 1 < incident.count ? i21 + 1 : 0
    let v11 = reference.vertices[i11], v12 = reference.vertices[i12]
    let v21 = incident.vertices[i21], v22 = incident.vertices[i22]
    let r1 = reference.radius, r2 = incident.radius
    let speculative = PhysicsConstants.speculativeDistance

    if separation > 0.1 * PhysicsConstants.linearSlop {
        // Apart: if the nearest features are two vertices, the normal runs
        // between them (the cores are at least `separation` apart, so it
        // has a direction). The incident vertex must lie beyond the
        // reference face's span: parallel edges that overlap can have a
        // vertex pair among their closest points, but they touch face to
        // face (two points).
        let closest = segmentClosestPoints(v11, v12, v21, v22)
        let atVertex1 = closest.s == 0 || closest.s == 1
        let atVertex2 = closest.t == 0 || closest.t == 1
        let edge = v12 - v11
        let u = dot(edge, closest.c2 - v11)
        if atVertex1 && atVertex2 && (u < 0 || u > dot(edge, edge)) && closest.distanceSquared > 0 {
            let distance = closest.distanceSquared.squareRoot()
            let normal = (1 / distance) * (closest.c2 - closest.c1)
            let s = distance - r1 - r2
            contact.normal = normal
            guard s <= speculative else { return contact }
            let surface1 = mulAdd(closest.c1, r1, normal)
            let surface2 = mulAdd(closest.c2, -r2, normal)
            contact.add(lerp(surface1, surface2, 0.5), s,
                        0x40 | (closest.s == 0 ? i11 : i12), closest.t == 0 ? i21 : i22)
            return contact
        }
    }

    // Clip the incident edge to the reference face's span [0, length] along
    // its tangent.
    contact.normal = n
    let (tangent, length) = unitAndLength(v12 - v11)
    let u21 = dot(tangent, v21 - v11), u22 = dot(tangent, v22 - v11)
    let (lowPoint, lowU, lowVertex, highPoint, highU, highVertex) =
        u21 <= u22 ? (v21, u21, i21, v22, u22, i22) : (v22, u22, i22, v21, u21, i21)
    var low = lowPoint, high = highPoint
    var ends = 0..<2
    if highU < 0 {
        // The incident edge misses the face's span (only in deep, skewed
        // overlaps): keep its end nearest the span, unclipped.
        ends = 1..<2
    } else if lowU > length {
        ends = 0..<1
    } else {
        if lowU < 0 { low = lerp(lowPoint, highPoint, (0 - lowU) / (highU - lowU)) }
        if highU > length { high = lerp(lowPoint, highPoint, (length - lowU) / (highU - lowU)) }
    }
    for end in ends {
        let p = end == 0 ? low : high
        let height = dot(n, p - v11)
        let s = height - r1 - r2
        guard s <= speculative else { continue }
        // Midway between the reference surface (the face plane pushed out
        // by r1) and the incident surface (p pushed in by r2).
        contact.add(mulAdd(p, 0.5 * (r1 - r2 - height), n), s, i11, end == 0 ? lowVertex : highVertex)
    }
    return contact
}
