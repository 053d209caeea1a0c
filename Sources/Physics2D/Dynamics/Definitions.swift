/// How a body moves.
public enum BodyType: UInt8, Sendable {
    /// Never moves (ground, walls); infinite mass.
    case `static`
    /// Moves by its velocity only; pushes dynamic bodies, is not pushed.
    case kinematic
    /// Moved by forces and contacts; has mass.
    case dynamic
}

/// A body's starting state and settings.
public struct BodyDef: Sendable {
    public var type: BodyType = .static
    public var position: Vec2 = .zero
    public var rotation: Rot = .identity
    public var linearVelocity: Vec2 = .zero
    public var angularVelocity: Float = 0
    /// Velocity lost per second: v ← v / (1 + h · damping) each sub-step.
    public var linearDamping: Float = 0
    public var angularDamping: Float = 0
    public var gravityScale: Float = 1
    /// No rotation at all (infinite rotational inertia).
    public var fixedRotation = false
    /// Whether the body may fall asleep when still.
    public var enableSleep = true
    public var isAwake = true
    /// The caller's tag for the body.
    public var userData: Int = 0
    public init(type: BodyType = .static, position: Vec2 = .zero) { self.type = type; self.position = position }
}

/// Which shapes may touch: two shapes collide when each one's category is
/// in the other's mask, unless they share a group index (positive: always
/// collide, negative: never).
public struct CollisionFilter: Sendable, Hashable {
    public var categoryBits: UInt64 = 1
    public var maskBits: UInt64 = .max
    public var groupIndex: Int32 = 0
    public init() {}

    func shouldCollide(with other: CollisionFilter) -> Bool {
        if groupIndex == other.groupIndex && groupIndex != 0 { return groupIndex > 0 }
        return (maskBits & other.categoryBits) != 0 && (categoryBits & other.maskBits) != 0
    }
}

/// A shape's material and settings.
public struct ShapeDef: Sendable {
    /// kg/m².
    public var density: Float = 1
    /// Coulomb friction; two shapes combine theirs as √(f₁ f₂).
    public var friction: Float = 0.6
    /// Bounciness 0…1; two shapes take the larger.
    public var restitution: Float = 0
    /// Resistance to rolling (a torque against the relative spin), 0…1;
    /// two shapes take the larger.
    public var rollingResistance: Float = 0
    public var filter = CollisionFilter()
    /// Whether contacts of this shape report begin and end events.
    public var enableContactEvents = true
    public var userData: Int = 0
    public init() {}
}

/// A shape's geometry, in its body's frame.
public enum ShapeGeometry: Sendable {
    case circle(Circle)
    case capsule(Capsule)
    case polygon(Polygon)
    case segment(Segment)

    /// The order the contact table uses: a contact's shape A has the
    /// higher rank (the manifold functions take the pair that way).
    var rank: Int {
        switch self {
        case .circle: 0
        case .capsule: 1
        case .polygon: 2
        case .segment: 3
        }
    }

    /// The mass at `density` (a segment has none).
    func massData(density: Float) -> MassData {
        switch self {
        case .circle(let c): c.massData(density: density)
        case .capsule(let c): c.massData(density: density)
        case .polygon(let p): p.massData(density: density)
        case .segment(let s): MassData(mass: 0, center: lerp(s.point1, s.point2, 0.5), rotationalInertia: 0)
        }
    }

    /// The box around the shape placed by `xf`.
    func aabb(_ xf: Transform) -> AABB {
        switch self {
        case .circle(let c):
            let p = xf.apply(c.center)
            return AABB(lower: Vec2(p.x - c.radius, p.y - c.radius), upper: Vec2(p.x + c.radius, p.y + c.radius))
        case .capsule(let c):
            let a = xf.apply(c.center1), b = xf.apply(c.center2)
            return AABB(lower: min(a, b), upper: max(a, b)).inflated(by: c.radius)
        case .polygon(let poly):
            var lower = xf.apply(poly.vertices[0]), upper = lower
            for i in 1..<poly.count {
                let v = xf.apply(poly.vertices[i])
                lower = min(lower, v); upper = max(upper, v)
            }
            return AABB(lower: lower, upper: upper).inflated(by: poly.radius)
        case .segment(let s):
            let a = xf.apply(s.point1), b = xf.apply(s.point2)
            return AABB(lower: min(a, b), upper: max(a, b))
        }
    }

    /// Whether every number in the geometry is finite and sizes are not negative.
    var isValid: Bool {
        switch self {
        case .circle(let c): c.center.isFinite && c.radius.isFinite && c.radius >= 0
        case .capsule(let c): c.center1.isFinite && c.center2.isFinite && c.radius.isFinite && c.radius >= 0
        case .polygon(let p):
            p.count >= 2 && p.count <= 8 && p.radius.isFinite && p.radius >= 0
                && (0..<p.count).allSatisfy { p.vertices[$0].isFinite }
        case .segment(let s): s.point1.isFinite && s.point2.isFinite
        }
    }
}

/// A body's handle: an index into the world's body table and the
/// generation it was made in (a handle to a destroyed body is refused).
public struct BodyId: Sendable, Hashable {
    public let index: Int32
    let generation: UInt32
}

/// A shape's handle.
public struct ShapeId: Sendable, Hashable {
    public let index: Int32
    let generation: UInt32
}

/// The world's settings.
public struct WorldDef: Sendable {
    /// m/s².
    public var gravity = Vec2(0, -10)
    /// Contact stiffness, Hz (capped at a quarter of the sub-step rate).
    public var contactHertz: Float = 30
    /// Contact damping ratio (heavily damped: contacts absorb, not bounce).
    public var contactDampingRatio: Float = 10
    /// The fastest an overlap is pushed apart, m/s.
    public var contactPushMaxVelocity: Float = 3
    /// Below this approach speed, m/s, contacts do not bounce.
    public var restitutionThreshold: Float = 1
    /// Joint stiffness, Hz, and damping ratio (soft joints).
    public var jointHertz: Float = 60
    public var jointDampingRatio: Float = 2
    public var enableSleep = true
    /// Solves a two-point contact's normal impulses together (Box2D 2.x's
    /// block solver) instead of point by point (Box2D v3): a flat face
    /// meeting a flat face stays square instead of tilting a little. Such
    /// contacts then leave the SIMD solver for the scalar one, so a world
    /// with it on steps more slowly; off by default.
    public var enableBlockSolver = false
    /// How two touching shapes' frictions combine (Box2D's default: the
    /// geometric mean, so a frictionless shape makes every contact slide).
    public var frictionMixing: MixingRule = .geometricMean
    /// How two touching shapes' restitutions combine (the larger bounces).
    public var restitutionMixing: MixingRule = .maximum
    public init() {}
}

/// How a contact combines a material value of its two shapes.
public enum MixingRule: Sendable, Hashable {
    /// √(a · b): zero when either is zero.
    case geometricMean
    /// max(a, b): the stronger of the two acts.
    case maximum
    /// min(a, b): the weaker of the two acts.
    case minimum
    /// (a + b) / 2.
    case average

    /// The mixed value of `a` and `b` (both ≥ 0).
    @inline(__always)
    public func mix(_ a: Float, _ b: Float) -> Float {
        switch self {
        case .geometricMean: return (a * b).squareRoot()
        case .maximum: return max(a, b)
        case .minimum: return min(a, b)
        case .average: return (a + b) * 0.5
        }
    }
}

/// A contact that started touching in the last step.
public struct ContactBeginEvent: Sendable {
    public var shapeA: ShapeId
    public var shapeB: ShapeId
    public var manifold: Manifold
}

/// A contact that stopped touching (or whose shape went away) in the last step.
public struct ContactEndEvent: Sendable {
    public var shapeA: ShapeId
    public var shapeB: ShapeId
}
