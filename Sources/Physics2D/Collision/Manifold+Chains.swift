/// Smooth contact with a chain link: the manifold of the link as a plain
/// segment, corrected where it touches the link's end vertex and the
/// neighbouring link continues the surface.
///
/// In A's frame, with the link p1 → p2, direction e, and `face` the link's
/// normal on B's side (B's box centre decides the side):
/// - a face contact (normal = face) stands;
/// - at an end without a neighbour (the chain's open end) the vertex is a
///   real corner and the contact stands;
/// - where the neighbour runs straight on or bends up toward B (a flat or
///   concave vertex) there is no corner: points of B beyond the vertex are
///   the neighbour's, the rest take the face normal with their separation
///   measured along it (this removes the sideways push of "ghost"
///   collisions);
/// - where the neighbour bends away from B (a convex vertex) a normal
///   between the two links' faces is the corner's and stands; one past the
///   neighbour's face is the neighbour's (dropped); one tipped back past
///   this link's face takes the face normal.
func smoothChainContact(_ manifold: Manifold, segment: Segment, links: ChainLinks,
                        xfA: Transform, xfB: Transform, otherCenter: Vec2) -> Manifold {
    guard manifold.pointCount > 0 else { return manifold }
    let (e, length) = unitAndLength(segment.point2 - segment.point1)
    guard length > 0 else { return manifold }
    let centre = xfA.applyInverse(otherCenter)
    let side: Float = dot(centre - segment.point1, e.rightPerp) >= 0 ? 1 : -1
    let face = side * e.rightPerp
    let normal = xfA.q.invRotate(manifold.normal)
    if dot(normal, face) > 1 - 1e-5 { return manifold }
    let atStart = dot(normal, e) < 0
    guard let ghost = atStart ? links.previous : links.next else { return manifold }
    let vertex = atStart ? segment.point1 : segment.point2
    // The neighbour in the chain's direction, and its face on B's side.
    let (eN, lengthN) = unitAndLength(atStart ? vertex - ghost : ghost - vertex)
    guard lengthN > 0 else { return manifold }
    let faceN = side * eN.rightPerp
    // Convex toward B when the neighbour falls away from B's side.
    let fallsAway = atStart ? dot(eN, face) > 0.0005 : dot(eN, face) < -0.0005
    if fallsAway {
        let turn = cross(face, faceN)
        if cross(face, normal) * turn >= 0 && cross(normal, faceN) * turn >= 0 { return manifold }
        if dot(normal, faceN) > dot(normal, face) { return Manifold() }
    }
    // The face normal, for the points on this link's side of the vertex.
    var result = Manifold()
    result.normal = xfA.q.rotate(face)
    for i in 0..<manifold.pointCount {
        let mp = manifold[i]
        // B's surface point (the manifold point is midway between surfaces).
        let onB = xfA.applyInverse(mulAdd(mp.point, 0.5 * mp.separation, manifold.normal))
        let u = dot(onB - segment.point1, e)
        if atStart ? u < 0 : u > length { continue }
        let separation = dot(onB - segment.point1, face)
        let mid = mulAdd(onB, -0.5 * separation, face)
        var point = ManifoldPoint.make(local: mid, separation: separation, id: mp.id, xfA: xfA, xfB: xfB)
        point.normalImpulse = mp.normalImpulse
        point.tangentImpulse = mp.tangentImpulse
        result[result.pointCount] = point
        result.pointCount += 1
    }
    return result
}
