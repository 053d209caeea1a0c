/// Where a ray first meets a shape: the fraction along the ray, the point
/// and the surface normal there.
public struct RayHit: Sendable {
    /// How far along the ray the hit lies, as a fraction 0…1 of its translation.
    public var fraction: Float
    /// Where the ray meets the surface, m (world frame from `castRayClosest`).
    public var point: Vec2
    /// The unit surface normal at `point`, pointing out of the shape (world frame
    /// from `castRayClosest`).
    public var normal: Vec2
}

/// Ray casts against the shapes, in the shape's frame: the ray is
/// `origin + t · translation`, t in 0…1. A ray starting inside a solid
/// shape does not hit it. `radius` grows the shape (a rounded version):
/// how a swept circle of that radius is cast.
enum ShapeRayCast {
    static func circle(center: Vec2, radius: Float, origin: Vec2, translation: Vec2) -> RayHit? {
        let s = origin - center
        let dd = dot(translation, translation)
        guard dd > 0 else { return nil }
        // |s + t d|² = r²: t² dd + 2 t (s·d) + s·s − r² = 0.
        let b = dot(s, translation), c = dot(s, s) - radius * radius
        guard c > 0 else { return nil }                 // starts inside
        let disc = b * b - dd * c
        guard disc >= 0, b < 0 else { return nil }
        let t = (-b - disc.squareRoot()) / dd
        guard t >= 0, t <= 1 else { return nil }
        let point = mulAdd(origin, t, translation)
        return RayHit(fraction: t, point: point, normal: (point - center).normalized)
    }

    /// A segment grown by `radius` (a capsule; a bare segment when 0).
    static func capsule(_ p1: Vec2, _ p2: Vec2, radius: Float, origin: Vec2, translation: Vec2) -> RayHit? {
        var best: RayHit?
        func keep(_ h: RayHit?) { if let h, h.fraction < (best?.fraction ?? .infinity) { best = h } }
        let axis = p2 - p1
        let (n0, length) = unitAndLength(axis)
        if length > 0 {
            let n = n0.rightPerp
            for side: Float in [1, -1] {
                let normal = side * n
                let a = mulAdd(p1, radius, normal)
                // The side's line: dot(x − a, normal) = 0.
                let denom = dot(translation, normal)
                guard denom < 0 else { continue }           // only from outside, moving in
                let t = dot(a - origin, normal) / denom
                guard t >= 0, t <= 1 else { continue }
                let point = mulAdd(origin, t, translation)
                let along = dot(point - a, n0)
                if along >= 0 && along <= length { keep(RayHit(fraction: t, point: point, normal: normal)) }
            }
        }
        if radius > 0 {
            keep(circle(center: p1, radius: radius, origin: origin, translation: translation))
            keep(circle(center: p2, radius: radius, origin: origin, translation: translation))
        }
        return best
    }

    /// A convex polygon grown by `radius` (its own rounding plus any extra).
    static func polygon(_ poly: Polygon, radius: Float, origin: Vec2, translation: Vec2) -> RayHit? {
        if radius == 0 {
            // Clip the ray against every edge's half-plane.
            var lower: Float = 0, upper: Float = 1
            var index = -1
            for i in 0..<poly.count {
                let n = poly.normals[i]
                let numerator = dot(n, poly.vertices[i] - origin)
                let denominator = dot(n, translation)
                if denominator == 0 {
                    if numerator < 0 { return nil }
                } else if denominator < 0 && numerator < lower * denominator {
                    lower = numerator / denominator
                    index = i
                } else if denominator > 0 && numerator < upper * denominator {
                    upper = numerator / denominator
                }
                if upper < lower { return nil }
            }
            guard index >= 0 else { return nil }        // starts inside
            return RayHit(fraction: lower, point: mulAdd(origin, lower, translation), normal: poly.normals[index])
        }
        var best: RayHit?
        for i in 0..<poly.count {
            let a = poly.vertices[i], b = poly.vertices[i + 1 < poly.count ? i + 1 : 0]
            if let h = capsule(a, b, radius: radius, origin: origin, translation: translation),
               h.fraction < (best?.fraction ?? .infinity) { best = h }
        }
        return best
    }

    /// A shape's geometry grown by `radius`.
    static func cast(_ geometry: ShapeGeometry, radius: Float, origin: Vec2, translation: Vec2) -> RayHit? {
        switch geometry {
        case .circle(let c): circle(center: c.center, radius: c.radius + radius, origin: origin, translation: translation)
        case .capsule(let c): capsule(c.center1, c.center2, radius: c.radius + radius, origin: origin, translation: translation)
        case .segment(let s): capsule(s.point1, s.point2, radius: radius, origin: origin, translation: translation)
        case .polygon(let p): polygon(p, radius: p.radius + radius, origin: origin, translation: translation)
        }
    }
}

extension PhysicsWorld {
    /// The nearest shape the ray from `origin` along `translation` meets
    /// (nil: none), with where and at what fraction. A ray starting inside
    /// a shape passes out of it without a hit.
    public func castRayClosest(from origin: Vec2, translation: Vec2,
                               filter: (ShapeId) -> Bool = { _ in true }) -> (shape: ShapeId, hit: RayHit)? {
        castSwept(from: origin, translation: translation, radius: 0, types: [.static, .kinematic, .dynamic], filter: filter)
    }

    /// The nearest hit of a circle of `radius` moved from `origin` by
    /// `translation`, among the shapes of `types`.
    func castSwept(from origin: Vec2, translation: Vec2, radius: Float, types: [BodyType],
                   filter: (ShapeId) -> Bool) -> (shape: ShapeId, hit: RayHit)? {
        guard origin.isFinite, translation.isFinite, translation != .zero else { return nil }
        var best: (shape: ShapeId, hit: RayHit)?
        let end = origin + translation
        func test(_ s: Int32) -> Float? {
            let shape = shapes[Int(s)]
            guard shape.isLive else { return nil }
            let id = ShapeId(index: s, generation: shape.generation)
            guard filter(id) else { return nil }
            let xf = bodies[Int(shape.body)].transform
            let localOrigin = xf.applyInverse(origin), localTranslation = xf.q.invRotate(translation)
            guard let h = ShapeRayCast.cast(shape.geometry, radius: radius, origin: localOrigin, translation: localTranslation),
                  h.fraction < (best?.hit.fraction ?? .infinity) else { return nil }
            best = (id, RayHit(fraction: h.fraction, point: xf.apply(h.point), normal: xf.q.rotate(h.normal)))
            return h.fraction
        }
        for type in types {
            let tree = broadphase.trees[Int(type.rawValue)]
            if radius > 0 {
                // A swept circle: every box the sweep's box (grown by the radius) touches.
                let box = AABB(lower: min(origin, end), upper: max(origin, end)).inflated(by: radius)
                tree.query(box) { proxy in _ = test(tree.userData(proxy)); return true }
            } else {
                tree.rayCast(from: origin, to: end, maxFraction: 1) { proxy, maxFraction in
                    test(tree.userData(proxy)) ?? maxFraction
                }
            }
        }
        return best
    }
}

extension PhysicsWorld {
    /// Continuous collision against static shapes: a dynamic body that
    /// moved more than half its smallest size in the step (fast enough to
    /// pass through a thin wall between two steps) has the path of its core
    /// — a circle of half its smallest size around its centre of mass —
    /// cast against static shapes; if the core hit one, the body is put
    /// back where it touched (its velocity kept: the next step's contact
    /// stops it). Box2D v3 computes the exact time of impact of the whole
    /// shape; the core sweep is cheaper and keeps the body out of the wall,
    /// at the price of stopping it up to half its size early.
    func solveContinuous() {
        for i in bodies.indices {
            let b = bodies[i]
            guard b.isLive, b.isAwake, b.type == .dynamic, i < solverBodies.count else { continue }
            let moved = solverBodies[i].dp
            let core = 0.5 * b.minExtent
            guard core > 0, moved.lengthSquared > core * core else { continue }
            let start = b.center - moved
            // Only what the body's shapes may touch.
            var filters: [CollisionFilter] = []
            var s = b.headShape
            while s >= 0 { filters.append(shapes[Int(s)].filter); s = shapes[Int(s)].nextShape }
            guard let (_, hit) = castSwept(from: start, translation: moved, radius: core, types: [.static], filter: { id in
                let other = self.shapes[Int(id.index)].filter
                return filters.contains { $0.shouldCollide(with: other) }
            }) else { continue }
            // Back to the touch, a slop short of it.
            let length = moved.length
            let t = max(hit.fraction - PhysicsConstants.linearSlop / length, 0)
            var body = b
            body.center = mulAdd(start, t, moved)
            body.transform.p = body.center - body.transform.q.rotate(body.localCenter)
            bodies[i] = body
        }
    }

    /// The smallest half-size of a body's shapes (how thin it is).
    func minExtent(_ index: Int32) -> Float {
        var extent = Float.greatestFiniteMagnitude
        var s = bodies[Int(index)].headShape
        while s >= 0 {
            let shape = shapes[Int(s)]
            switch shape.geometry {
            case .circle(let c): extent = min(extent, c.radius)
            case .capsule(let c): extent = min(extent, c.radius)
            case .segment: extent = 0
            case .polygon(let p):
                var e = Float.greatestFiniteMagnitude
                for k in 0..<p.count { e = min(e, dot(p.normals[k], p.vertices[k] - p.centroid)) }
                extent = min(extent, e + p.radius)
            }
            s = shape.nextShape
        }
        return extent == .greatestFiniteMagnitude ? 0 : extent
    }
}
