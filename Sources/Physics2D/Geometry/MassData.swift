/// A shape's mass, centre of mass and rotational inertia about the body
/// origin.
public struct MassData: Sendable, Hashable {
    /// The mass, kg.
    public var mass: Float
    /// The centre of mass in the body's frame.
    public var center: Vec2
    /// The rotational inertia about the body origin, kg·m².
    public var rotationalInertia: Float

    /// Mass data from its parts, stored as given: mass (kg), centre (body frame, m)
    /// and rotational inertia about the body origin (kg·m²).
    public init(mass: Float, center: Vec2, rotationalInertia: Float) {
        self.mass = mass; self.center = center; self.rotationalInertia = rotationalInertia
    }
}

extension Circle {
    /// Mass at `density` kg/m².
    public func massData(density: Float) -> MassData {
        let rr = radius * radius
        let mass = density * .pi * rr
        // A disc's inertia about its centre is ½ m r²; moved to the origin.
        return MassData(mass: mass, center: center, rotationalInertia: mass * (0.5 * rr + dot(center, center)))
    }
}

extension Capsule {
    /// Mass at `density`: a rectangle between two half discs.
    public func massData(density: Float) -> MassData {
        let r = radius
        let length = (center2 - center1).length
        let boxMass = density * (2 * r * length)
        let circleMass = density * .pi * r * r
        let mass = boxMass + circleMass
        let center = lerp(center1, center2, 0.5)
        // The half discs' centroids lie 4r/3π beyond the segment's ends.
        let lc = 4 * r / (3 * .pi)
        let h = 0.5 * length
        let circleInertia = circleMass * (0.5 * r * r + h * h + 2 * h * lc)
        let boxInertia = boxMass * (4 * r * r + length * length) / 12
        return MassData(mass: mass, center: center,
                        rotationalInertia: circleInertia + boxInertia + mass * dot(center, center))
    }
}

extension Polygon {
    /// Mass at `density`. A rounded polygon is approximated by pushing its
    /// vertices out along the corner bisectors (by √2 r, so the added area
    /// is about the rounding's); a 2-vertex polygon is a capsule.
    public func massData(density: Float) -> MassData {
        if count == 2 {
            return Capsule(center1: vertices[0], center2: vertices[1], radius: radius).massData(density: density)
        }
        var v = vertices
        if radius > 0 {
            let sqrt2: Float = 1.412
            for i in 0..<count {
                let j = i == 0 ? count - 1 : i - 1
                let mid = (normals[j] + normals[i]).normalized
                v[i] = mulAdd(vertices[i], sqrt2 * radius, mid)
            }
        }
        // Triangle fan from the first vertex (round-off stays small).
        let origin = v[0]
        var center = Vec2.zero
        var area: Float = 0
        var inertia: Float = 0
        let inv3: Float = 1.0 / 3.0
        for i in 1..<(count - 1) {
            let e1 = v[i] - origin, e2 = v[i + 1] - origin
            let d = cross(e1, e2)
            let triangleArea = 0.5 * d
            area += triangleArea
            center = mulAdd(center, triangleArea * inv3, e1 + e2)
            let intx2 = e1.x * e1.x + e2.x * e1.x + e2.x * e2.x
            let inty2 = e1.y * e1.y + e2.y * e1.y + e2.y * e2.y
            inertia += (0.25 * inv3 * d) * (intx2 + inty2)
        }
        guard area > .ulpOfOne else { return MassData(mass: 0, center: origin, rotationalInertia: 0) }
        let mass = density * area
        center = (1 / area) * center
        let massCenter = origin + center
        // About `origin`, then moved to the body origin.
        var I = density * inertia
        I += mass * (dot(massCenter, massCenter) - dot(center, center))
        return MassData(mass: mass, center: massCenter, rotationalInertia: I)
    }
}
