/// A joint's handle: an index into the world's joint table and the
/// generation it was made in (a handle to a destroyed joint is refused).
public struct JointId: Sendable, Hashable {
    /// The joint's slot in the world's joint table.
    public let index: Int32
    let generation: UInt32
}

/// A distance joint keeps two anchor points a distance apart. It works in
/// one of three modes along the line between the anchors:
///
/// - **rigid** (`enableSpring == false`, the default): a massless rod of
///   `length` (softened only by the world's joint stiffness);
/// - **spring** (`enableSpring`, `hertz > 0`): a spring of that frequency
///   and damping ratio pulling toward `length`;
/// - **free** (`enableSpring`, `hertz == 0`): no force along the line at all.
///
/// With `enableLimit` the length is also kept within `minLength…maxLength`
/// (hard stops, in any mode). A **rope** is the free mode with a limit:
/// slack and free inside `maxLength`, taut at it — `rope(maxLength:)`.
/// Lengths are clamped to `linearSlop…100 km`; a `minLength` above the
/// `maxLength` is swapped with it.
public struct DistanceJointSettings: Sendable, Hashable {
    /// The rod's or spring's rest length, m.
    public var length: Float = 1
    /// Softens the rod: a spring of `hertz` (0: no force, see the modes).
    public var enableSpring = false
    /// The spring's frequency with `enableSpring`, Hz (0: free, no force; negative becomes 0).
    public var hertz: Float = 0
    /// The spring's damping ratio (0: none, 1: critical; negative becomes 0).
    public var dampingRatio: Float = 0
    /// Hard stops at `minLength` and `maxLength`.
    public var enableLimit = false
    /// The shortest allowed length with `enableLimit`, m.
    public var minLength: Float = 0
    /// The longest allowed length with `enableLimit`, m (default `JointLimits.huge`).
    public var maxLength: Float = JointLimits.huge

    /// A rigid rod of `length` m (spring and limit off).
    public init(length: Float = 1) { self.length = length }

    /// A rope: free while shorter than `maxLength`, never longer.
    public static func rope(maxLength: Float) -> DistanceJointSettings {
        var s = DistanceJointSettings(length: maxLength)
        s.enableSpring = true
        s.hertz = 0
        s.enableLimit = true
        s.minLength = 0
        s.maxLength = maxLength
        return s
    }

    /// A spring of `hertz` and `dampingRatio` with rest length `length`.
    public static func spring(length: Float, hertz: Float, dampingRatio: Float) -> DistanceJointSettings {
        var s = DistanceJointSettings(length: length)
        s.enableSpring = true
        s.hertz = hertz
        s.dampingRatio = dampingRatio
        return s
    }
}

/// A weld joint glues two bodies together at the anchors, keeping their
/// relative angle at `referenceAngle` (B's angle minus A's). A stiffness of
/// 0 Hz is rigid; above 0 that part is a spring of that frequency.
public struct WeldJointSettings: Sendable, Hashable {
    /// The relative angle held, B's angle minus A's, radians counter-clockwise.
    public var referenceAngle: Float = 0
    /// The anchors' spring frequency, Hz (0: rigid; negative becomes 0).
    public var linearHertz: Float = 0
    /// The anchors' spring damping ratio (default 1, critical; used when `linearHertz > 0`).
    public var linearDampingRatio: Float = 1
    /// The angle's spring frequency, Hz (0: rigid; negative becomes 0).
    public var angularHertz: Float = 0
    /// The angle's spring damping ratio (default 1, critical; used when `angularHertz > 0`).
    public var angularDampingRatio: Float = 1
    /// A rigid weld holding B's angle minus A's at `referenceAngle`, radians.
    public init(referenceAngle: Float = 0) { self.referenceAngle = referenceAngle }
}

/// A revolute joint (a hinge): the anchors coincide, the bodies turn
/// freely about them. The joint angle is B's angle minus A's minus
/// `referenceAngle`, −π…π (a limit cannot span more than a turn).
///
/// Joint friction is the motor at speed 0: `enableMotor`, `motorSpeed` 0
/// and `maxMotorTorque` the friction torque — see `friction(torque:)`.
public struct RevoluteJointSettings: Sendable, Hashable {
    /// B's angle minus A's at which the joint angle is 0, radians counter-clockwise.
    public var referenceAngle: Float = 0
    /// A rotational spring toward the reference angle.
    public var enableSpring = false
    /// The rotational spring's frequency with `enableSpring`, Hz (0: no spring).
    public var hertz: Float = 0
    /// The rotational spring's damping ratio (0: none, 1: critical).
    public var dampingRatio: Float = 0
    /// Keeps the joint angle within `lowerAngle…upperAngle` (radians,
    /// clamped to −π…π; swapped when out of order).
    public var enableLimit = false
    /// The smallest joint angle with `enableLimit`, radians.
    public var lowerAngle: Float = 0
    /// The largest joint angle with `enableLimit`, radians.
    public var upperAngle: Float = 0
    /// Drives B's spin relative to A at `motorSpeed` (rad/s) with at most
    /// `maxMotorTorque` (N·m).
    public var enableMotor = false
    /// The motor's target spin of B relative to A, rad/s (positive: counter-clockwise).
    public var motorSpeed: Float = 0
    /// The most torque the motor applies, N·m (negative becomes 0).
    public var maxMotorTorque: Float = 0

    /// A free hinge with `referenceAngle` in radians (spring, limit and motor off).
    public init(referenceAngle: Float = 0) { self.referenceAngle = referenceAngle }

    /// A hinge that resists turning with up to `torque` (N·m): a motor at speed 0.
    public static func friction(torque: Float, referenceAngle: Float = 0) -> RevoluteJointSettings {
        var s = RevoluteJointSettings(referenceAngle: referenceAngle)
        s.enableMotor = true
        s.motorSpeed = 0
        s.maxMotorTorque = torque
        return s
    }
}

/// A prismatic joint (a slider): B moves along `localAxisA` (in A's frame,
/// normalised; must not be zero) through A's anchor, and keeps its angle
/// relative to A at `referenceAngle`. The translation is the distance of
/// B's anchor from A's along the axis.
public struct PrismaticJointSettings: Sendable, Hashable {
    /// The slide direction in A's frame (default +x; normalised when used, must not be zero).
    public var localAxisA = Vec2(1, 0)
    /// B's angle minus A's that the joint holds, radians counter-clockwise.
    public var referenceAngle: Float = 0
    /// A spring toward translation 0.
    public var enableSpring = false
    /// The spring's frequency with `enableSpring`, Hz (0: no spring).
    public var hertz: Float = 0
    /// The spring's damping ratio (0: none, 1: critical).
    public var dampingRatio: Float = 0
    /// Keeps the translation within `lowerTranslation…upperTranslation`, m.
    /// Stops (like every rigid part of a joint) are as stiff as the world's
    /// `jointHertz`: a motor pushing into one with force F on an effective
    /// mass m gives way by about F / (m ω²), ω = 2π jointHertz.
    public var enableLimit = false
    /// The smallest translation with `enableLimit`, m.
    public var lowerTranslation: Float = 0
    /// The largest translation with `enableLimit`, m.
    public var upperTranslation: Float = 0
    /// Drives B along the axis at `motorSpeed` (m/s) with at most `maxMotorForce` (N).
    public var enableMotor = false
    /// The motor's target speed of B along the axis, m/s.
    public var motorSpeed: Float = 0
    /// The most force the motor applies, N (negative becomes 0).
    public var maxMotorForce: Float = 0

    /// A free slider along `localAxisA` (A's frame; spring, limit and motor off).
    public init(localAxisA: Vec2 = Vec2(1, 0)) { self.localAxisA = localAxisA }
}

/// A mouse (target) joint pulls B's anchor toward a world `target` with a
/// soft spring of `hertz` and `dampingRatio`, with at most `maxForce` (N).
/// The joint's `localAnchorB` is the point held; body A is not moved and
/// its anchor is unused (A may be a static body); a hertz of 0 pulls not
/// at all. Under a steady load `F` the anchor settles `F / (m ω²)` short of the
/// target (ω = 2π hertz).
public struct MouseJointSettings: Sendable, Hashable {
    /// The world point B's anchor is pulled toward, m.
    public var target: Vec2
    /// The pull's spring frequency, Hz (default 5; 0: no pull).
    public var hertz: Float = 5
    /// The pull's damping ratio (default 0.7).
    public var dampingRatio: Float = 0.7
    /// The most force the pull applies, N (default: unlimited; negative becomes 0).
    public var maxForce: Float = .greatestFiniteMagnitude
    /// A pull toward the world point `target` (m) with the default spring.
    public init(target: Vec2) { self.target = target }
}

/// What a joint is, with its settings.
public enum JointKind: Sendable, Hashable {
    case distance(DistanceJointSettings)
    case weld(WeldJointSettings)
    case revolute(RevoluteJointSettings)
    case prismatic(PrismaticJointSettings)
    case mouse(MouseJointSettings)
}

/// A joint's bodies, anchors and kind. The anchors are in each body's own
/// frame, relative to the body's origin (its position, not its centre of
/// mass); `PhysicsWorld.localPoint(of:_:)` turns a world point into one.
public struct JointDef: Sendable {
    /// The first body (unused by a mouse joint; may be static).
    public var bodyA: BodyId
    /// The second body.
    public var bodyB: BodyId
    /// A's anchor in A's frame, relative to its origin, m.
    public var localAnchorA = Vec2.zero
    /// B's anchor in B's frame, relative to its origin, m.
    public var localAnchorB = Vec2.zero
    /// Whether the two bodies' shapes still collide with each other.
    public var collideConnected = false
    /// What the joint is, with its settings.
    public var kind: JointKind
    /// The caller's tag for the joint.
    public var userData: Int = 0

    /// A joint of `kind` between `bodyA` and `bodyB`, anchors in each body's frame
    /// (m; default: each body's origin); `collideConnected` false, `userData` 0.
    public init(_ kind: JointKind, bodyA: BodyId, bodyB: BodyId,
                localAnchorA: Vec2 = .zero, localAnchorB: Vec2 = .zero) {
        self.kind = kind
        self.bodyA = bodyA; self.bodyB = bodyB
        self.localAnchorA = localAnchorA; self.localAnchorB = localAnchorB
    }
}

/// Bounds on the joints' numbers.
public enum JointLimits {
    /// The largest length or translation a joint takes, m.
    public static let huge: Float = 100_000
}

// MARK: Checking settings

extension JointKind {
    /// The settings made usable: nil when a number is not finite (or a
    /// prismatic axis is zero); otherwise negative rates and forces become
    /// 0, lengths and angles are clamped, limits put in order.
    func sanitized() -> JointKind? {
        func ok(_ values: Float...) -> Bool { values.allSatisfy(\.isFinite) }
        func nonNegative(_ x: Float) -> Float { max(x, 0) }
        func ordered(_ a: Float, _ b: Float, _ lo: Float, _ hi: Float) -> (Float, Float) {
            let a = min(max(a, lo), hi), b = min(max(b, lo), hi)
            return (min(a, b), max(a, b))
        }
        let slop = PhysicsConstants.linearSlop, huge = JointLimits.huge
        switch self {
        case .distance(var s):
            guard ok(s.length, s.hertz, s.dampingRatio, s.minLength, s.maxLength) else { return nil }
            s.length = min(max(s.length, slop), huge)
            (s.minLength, s.maxLength) = ordered(s.minLength, s.maxLength, slop, huge)
            s.hertz = nonNegative(s.hertz); s.dampingRatio = nonNegative(s.dampingRatio)
            return .distance(s)
        case .weld(var s):
            guard ok(s.referenceAngle, s.linearHertz, s.linearDampingRatio, s.angularHertz, s.angularDampingRatio)
            else { return nil }
            s.linearHertz = nonNegative(s.linearHertz); s.linearDampingRatio = nonNegative(s.linearDampingRatio)
            s.angularHertz = nonNegative(s.angularHertz); s.angularDampingRatio = nonNegative(s.angularDampingRatio)
            return .weld(s)
        case .revolute(var s):
            guard ok(s.referenceAngle, s.hertz, s.dampingRatio, s.lowerAngle, s.upperAngle, s.motorSpeed, s.maxMotorTorque)
            else { return nil }
            s.hertz = nonNegative(s.hertz); s.dampingRatio = nonNegative(s.dampingRatio)
            (s.lowerAngle, s.upperAngle) = ordered(s.lowerAngle, s.upperAngle, -.pi, .pi)
            s.maxMotorTorque = nonNegative(s.maxMotorTorque)
            return .revolute(s)
        case .prismatic(var s):
            guard s.localAxisA.isFinite, s.localAxisA.lengthSquared > 0,
                  ok(s.referenceAngle, s.hertz, s.dampingRatio, s.lowerTranslation, s.upperTranslation,
                     s.motorSpeed, s.maxMotorForce)
            else { return nil }
            s.localAxisA = s.localAxisA.normalized
            guard s.localAxisA.lengthSquared > 0 else { return nil }
            s.hertz = nonNegative(s.hertz); s.dampingRatio = nonNegative(s.dampingRatio)
            (s.lowerTranslation, s.upperTranslation) = ordered(s.lowerTranslation, s.upperTranslation, -huge, huge)
            s.maxMotorForce = nonNegative(s.maxMotorForce)
            return .prismatic(s)
        case .mouse(var s):
            guard s.target.isFinite, ok(s.hertz, s.dampingRatio, s.maxForce) else { return nil }
            s.hertz = nonNegative(s.hertz); s.dampingRatio = nonNegative(s.dampingRatio)
            s.maxForce = nonNegative(s.maxForce)
            return .mouse(s)
        }
    }

    var type: JointType {
        switch self {
        case .distance: .distance
        case .weld: .weld
        case .revolute: .revolute
        case .prismatic: .prismatic
        case .mouse: .mouse
        }
    }
}

// MARK: Records

/// The solver's switch over the kinds.
enum JointType: UInt8 {
    case distance, weld, revolute, prismatic, mouse
}

/// What the solver needs of a joint for one step, worked out before it
/// (frames are fixed for the step; the bodies' motion since the step
/// began comes from their `dp` and `dq`).
struct JointStep {
    var indexA: Int32 = 0
    var indexB: Int32 = 0
    /// The anchors relative to the centres of mass, world orientation at
    /// the step's start (the current ones are `dq.rotate(anchor)`).
    var anchorA = Vec2.zero
    var anchorB = Vec2.zero
    /// Centre B minus centre A at the step's start (mouse: centre B minus target).
    var deltaCenter = Vec2.zero
    /// The joint angle at the step's start (B − A − reference, −π…π).
    var deltaAngle: Float = 0
    /// The prismatic axis, world frame at the step's start.
    var axis = Vec2.zero
    /// 1 / (iA + iB) (0 when neither turns).
    var axialMass: Float = 0
    /// The world's joint softness (rigid parts, with bias).
    var soft = Softness.rigid
    /// The joint's own spring (weld: the linear part; mouse: its pull).
    var spring = Softness.rigid
    /// The weld's angular spring.
    var angularSpring = Softness.rigid
    var enableSpring = false
    var enableAngularSpring = false
    var enableLimit = false
    var enableMotor = false
    /// Distance: rigid rod mode.
    var rigid = false
    /// Limits: angles, translations, or min and max length.
    var lower: Float = 0
    var upper: Float = 0
    /// The distance joint's rest length.
    var length: Float = 0
    var motorSpeed: Float = 0
    /// The motor's (or the mouse's) largest impulse in a sub-step.
    var maxImpulse: Float = 0
    var invH: Float = 0
}

/// A joint's record in the world's table.
struct JointRecord {
    var kind: JointKind = .weld(WeldJointSettings())
    var type: JointType = .weld
    var bodyA: Int32 = -1
    var bodyB: Int32 = -1
    var localAnchorA = Vec2.zero
    var localAnchorB = Vec2.zero
    var collideConnected = false
    var userData: Int = 0
    var generation: UInt32 = 0
    var isLive = false
    /// The neighbouring edges in body A's and body B's joint lists (edge =
    /// joint × 2 + side; −1: none).
    var prevA: Int32 = -1, nextA: Int32 = -1
    var prevB: Int32 = -1, nextB: Int32 = -1
    /// Accumulated impulses (per sub-step, N·s), kept across steps for the
    /// warm start. `linearImpulse`: the point constraint (prismatic: x is
    /// the impulse across the axis); `angularImpulse`: weld and prismatic
    /// angle; `springImpulse`: the spring, or the distance joint's rod.
    var linearImpulse = Vec2.zero
    var angularImpulse: Float = 0
    var springImpulse: Float = 0
    var motorImpulse: Float = 0
    var lowerImpulse: Float = 0
    var upperImpulse: Float = 0
    var step = JointStep()
}

/// The angle brought into −π…π.
@inline(__always) func unwindAngle(_ angle: Float) -> Float {
    guard abs(angle) > .pi else { return angle }
    return angle - (angle / (2 * .pi)).rounded() * (2 * .pi)
}
