// Convex hulls of small point sets, and the two-vertex polygon a capsule
// (or a segment) becomes when it meets a polygon.

/// The convex hull of up to 8 points, counter-clockwise, by quickhull.
///
/// Points closer than `PhysicsConstants.linearSlop` to a point already taken
/// are welded into it, and a vertex closer than `linearSlop` to the line
/// through its two neighbours is dropped, so every edge of the result is
/// longer than the slop and every corner turns by a margin the collision
/// code can rely on.
///
/// The hull is empty (`count == 0`) when the input has more than
/// `PhysicsConstants.maxPolygonVertices` points, holds a non-finite
/// coordinate, or leaves fewer than 3 usable points (too few, welded
/// together, or all on one line).
public func computeHull(_ points: [Vec2]) -> Hull {
    var hull = Hull()
    let n = points.count
    guard n >= 3, n <= PhysicsConstants.maxPolygonVertices else { return hull }

    // Weld near-duplicates (first come, first kept) and reject non-finite input.
    let slop = PhysicsConstants.linearSlop
    let weldSquared = slop * slop
    var ps = InlineArray<8, Vec2>(repeating: .zero)
    var m = 0
    for p in points {
        guard p.isFinite else { return hull }
        var unique = true
        for j in 0..<m where distanceSquared(p, ps[j]) < weldSquared {
            unique = false
            break
        }
        if unique { ps[m] = p; m += 1 }
    }
    guard m >= 3 else { return hull }

    // The two ends of the first dividing line: the lowest-x point (lowest y
    // on a tie) and the point farthest from it. Both are on the hull.
    var i1 = 0
    for i in 1..<m where ps[i].x < ps[i1].x || (ps[i].x == ps[i1].x && ps[i].y < ps[i1].y) {
        i1 = i
    }
    let c1 = ps[i1]
    var i2 = -1
    var farthest: Float = 0
    for i in 0..<m where i != i1 {
        let d = distanceSquared(c1, ps[i])
        if d > farthest { farthest = d; i2 = i }
    }
    guard i2 >= 0 else { return hull }
    let c2 = ps[i2]

    // The points strictly on each side of c1 → c2 (the extremes were chosen
    // so a point on the line lies between them: not a hull vertex).
    var right = HullScratch(), left = HullScratch()
    for i in 0..<m where i != i1 && i != i2 {
        let d = cross(ps[i] - c1, c2 - c1)  // > 0: right of c1 → c2
        if d > 0 { right.append(ps[i]) } else if d < 0 { left.append(ps[i]) }
    }

    // c1, the chain right of c1 → c2, c2, the chain right of c2 → c1: that
    // walk turns left at every corner (counter-clockwise).
    var out = HullScratch()
    out.append(c1)
    hullChain(c1, c2, right, &out)
    out.append(c2)
    hullChain(c2, c1, left, &out)

    // Straighten corners that turn by less than the slop, the flattest
    // first, until none is left (or too few to enclose anything).
    while out.count >= 3 {
        var flattest = -1
        var least = slop
        for i in 0..<out.count {
            let prev = out.points[i == 0 ? out.count - 1 : i - 1]
            let next = out.points[i + 1 == out.count ? 0 : i + 1]
            let (u, len) = unitAndLength(next - prev)
            // The corner's distance outside the line through its neighbours.
            let height = len > 0 ? cross(out.points[i] - prev, u) : 0
            if height < least { least = height; flattest = i }
        }
        guard flattest >= 0 else { break }
        out.remove(at: flattest)
    }
    guard out.count >= 3 else { return hull }
    hull.points = out.points
    hull.count = out.count
    return hull
}

/// Whether `hull` is a hull `computeHull` could have made: 3…8 finite
/// points in counter-clockwise order, strictly convex (every vertex lies
/// left of every edge it does not end), no two points within
/// `PhysicsConstants.linearSlop` of each other, and no vertex within the
/// slop of the line through its neighbours.
public func validateHull(_ hull: Hull) -> Bool {
    let n = hull.count
    guard n >= 3, n <= PhysicsConstants.maxPolygonVertices else { return false }
    let slop = PhysicsConstants.linearSlop
    for i in 0..<n {
        guard hull.points[i].isFinite else { return false }
        for j in 0..<i where distanceSquared(hull.points[i], hull.points[j]) < slop * slop {
            return false
        }
    }
    for i in 0..<n {
        let a = hull.points[i]
        let b = hull.points[i + 1 < n ? i + 1 : 0]
        let (u, len) = unitAndLength(b - a)
        guard len >= slop else { return false }
        // Every other vertex strictly left of the edge a → b.
        for j in 0..<n where j != i && j != (i + 1) % n {
            if cross(u, hull.points[j] - a) <= 0 { return false }
        }
        // The corner at b turns by more than the slop.
        let c = hull.points[(i + 2) % n]
        let (w, span) = unitAndLength(c - a)
        guard span >= slop, cross(b - a, w) >= slop else { return false }
    }
    return true
}

/// Up to 8 points being gathered by `computeHull`.
private struct HullScratch {
    var points = InlineArray<8, Vec2>(repeating: .zero)
    var count = 0

    mutating func append(_ p: Vec2) {
        // Quickhull never yields more points than it was given (≤ 8).
        points[count] = p
        count += 1
    }

    mutating func remove(at index: Int) {
        for k in index..<(count - 1) { points[k] = points[k + 1] }
        count -= 1
    }
}

/// Appends to `out`, in order from `p1` to `p2` (both excluded), the hull
/// vertices among `candidates`, every one of which lies right of p1 → p2.
private func hullChain(_ p1: Vec2, _ p2: Vec2, _ candidates: HullScratch, _ out: inout HullScratch) {
    guard candidates.count > 0 else { return }
    let e = p2 - p1
    // The candidate farthest from the line is on the hull.
    var best = 0
    var bestDistance = cross(candidates.points[0] - p1, e)
    for i in 1..<candidates.count {
        let d = cross(candidates.points[i] - p1, e)
        if d > bestDistance { bestDistance = d; best = i }
    }
    let c = candidates.points[best]
    // Split the rest by the two new lines; what lies between them (or on
    // them) is inside.
    var first = HullScratch(), second = HullScratch()
    for i in 0..<candidates.count where i != best {
        let q = candidates.points[i]
        if cross(q - p1, c - p1) > 0 {
            first.append(q)
        } else if cross(q - c, p2 - c) > 0 {
            second.append(q)
        }
    }
    hullChain(p1, c, first, &out)
    out.append(c)
    hullChain(c, p2, second, &out)
}

extension Polygon {
    /// A polygon with every stored property given as is (no hull checks):
    /// how the collision code builds two-vertex polygons for capsules and
    /// segments.
    init(vertices: InlineArray<8, Vec2>, normals: InlineArray<8, Vec2>, count: Int, radius: Float, centroid: Vec2) {
        self.vertices = vertices
        self.normals = normals
        self.count = count
        self.radius = radius
        self.centroid = centroid
    }

    /// A capsule as a two-vertex rounded polygon: vertices `center1` and
    /// `center2`, radius the capsule's, normal 0 the right perpendicular of
    /// center1 → center2 (the outward normal of that edge in counter-clockwise
    /// order) and normal 1 its opposite, centroid the midpoint. This is the
    /// form `collidePolygons` takes capsules and segments in.
    ///
    /// A capsule whose centres coincide gets normals (0, −1) and (0, 1).
    public static func capsule(_ capsule: Capsule) -> Polygon {
        var vertices = InlineArray<8, Vec2>(repeating: .zero)
        var normals = InlineArray<8, Vec2>(repeating: .zero)
        vertices[0] = capsule.center1
        vertices[1] = capsule.center2
        let (u, length) = unitAndLength(capsule.center2 - capsule.center1)
        let n0 = length > 0 ? u.rightPerp : Vec2(0, -1)
        normals[0] = n0
        normals[1] = -n0
        return Polygon(vertices: vertices, normals: normals, count: 2, radius: capsule.radius,
                       centroid: lerp(capsule.center1, capsule.center2, 0.5))
    }

    /// A segment as a two-vertex polygon of radius 0 (see `capsule(_:)`).
    static func segment(_ segment: Segment) -> Polygon {
        capsule(Capsule(center1: segment.point1, center2: segment.point2, radius: 0))
    }
}
