import Foundation
import Physics2D

/// Moves one item to a point as if pulled there by a damped spring, and
/// turns it back upright on the way. The motion starts as soon as the
/// behaviour is added to an animator; there is no completion callback
/// (watch the item in `action`, or the animator's pause). Setting
/// `snapPoint` snaps again from wherever the item is.
///
/// How it is made: a Physics2D mouse (target) joint holds the item's centre
/// toward `snapPoint`, attached to a static anchor body the behaviour owns
/// and removes when it leaves the animator. The spring's frequency and
/// damping ratio come from `damping` (see `spring(forDamping:)`). The
/// rotation is settled by an angular spring of the same frequency and
/// ratio, applied as a torque each frame toward angle 0 (upright), solved
/// implicitly over the frame so it is stable at any stiffness.
///
/// Differences from Apple: UIKit's snap also tilts the item in the
/// direction it travels; here the pull acts at the centre, so an upright
/// item stays upright and a turned one only turns back. A steady force on
/// the item (gravity) leaves it short of the point by force / (m ω²)
/// (about 6 points for gravity at the default damping).
@MainActor open class UISnapBehavior: UIDynamicBehavior {
    private let item: any UIDynamicItem

    /// The point the item moves to, in the reference view's coordinates.
    /// Changing it puts the item in motion again toward the new point.
    /// Non-finite values are reported and ignored.
    open var snapPoint: CGPoint {
        didSet {
            guard snapPoint.x.isFinite, snapPoint.y.isFinite else {
                CGDiagnostics.reportOnce("UISnapBehavior.snapPoint \(snapPoint) is not finite; ignored", about: self)
                snapPoint = oldValue
                return
            }
            springChanged()
        }
    }

    /// How much the item oscillates as it settles: 0 (most) … 1 (least);
    /// Apple's default is 0.5. Values outside 0…1 are clamped; non-finite
    /// ones are reported and ignored.
    open var damping: CGFloat = 0.5 {
        didSet {
            guard damping.isFinite else {
                CGDiagnostics.reportOnce("UISnapBehavior.damping \(damping) is not finite; ignored", about: self)
                damping = oldValue
                return
            }
            springChanged()
        }
    }

    /// The static body the joint hangs from, and the joint (nil: not in a world).
    private var anchorBody: BodyId?
    private var joint: JointId?
    /// The world those ids belong to.
    private weak var builtIn: DynamicsBridge?

    /// A snap of `item` to `point` (reference-view coordinates).
    public init(item: any UIDynamicItem, snapTo point: CGPoint) {
        self.item = item
        snapPoint = point
        super.init()
    }

    /// The spring a `damping` gives: a damping ratio of 0.15 + 0.85 ×
    /// damping (0.15: several visible swings; 1: critically damped, no
    /// overshoot) at 1.5 + damping hertz (slower swings when they show,
    /// quicker when they do not). At the default 0.5 (2 Hz, ratio 0.575)
    /// a 300-point snap settles within a point in about 0.8 s; at 1 in
    /// about 0.5 s; at 0 in about 3.5 s.
    static func spring(forDamping damping: CGFloat) -> (hertz: Float, dampingRatio: Float) {
        let d = Float(min(max(damping, 0), 1))
        return (1.5 + d, 0.15 + 0.85 * d)
    }

    /// The joint's settings now (nil while the snap point is not finite).
    private var settings: MouseJointSettings? {
        guard snapPoint.x.isFinite, snapPoint.y.isFinite else { return nil }
        let target = Vec2(Float(snapPoint.x / DynamicsBridge.pointsPerMetre), Float(snapPoint.y / DynamicsBridge.pointsPerMetre))
        var s = MouseJointSettings(target: target)
        (s.hertz, s.dampingRatio) = Self.spring(forDamping: damping)
        return s
    }

    /// The snap point or damping changed: the joint follows (waking the item).
    private func springChanged() {
        if let bridge = dynamicAnimator?.bridge, bridge === builtIn, let joint, bridge.world.isValid(joint), let s = settings {
            bridge.world.setJointSettings(joint, .mouse(s))
            if let body = anchorBody, bridge.world.isValid(body) {
                bridge.world.setTransform(body, position: s.target, rotation: .identity)
            }
            // The target may not have moved (same point): wake the item anyway.
            if let e = bridge.entry(for: item) { bridge.world.setLinearVelocity(e.body, bridge.world.linearVelocity(of: e.body)) }
        }
        setNeedsStep()
    }

    // MARK: - In the world

    override var dynamicItems: [any UIDynamicItem] { [item] }

    override func configure(_ bridge: DynamicsBridge) {
        if builtIn !== bridge {
            // Ids from an animator that went away without removing us name nothing here.
            joint = nil
            anchorBody = nil
            builtIn = bridge
        }
        if let joint, bridge.world.isValid(joint) { return }
        joint = nil
        guard let e = bridge.entry(for: item) else {
            CGDiagnostics.reportOnce("UISnapBehavior: \(item) is not in the animator's world (no body); the snap does nothing",
                                     about: self)
            return
        }
        guard let s = settings else {
            CGDiagnostics.reportOnce("UISnapBehavior.snapPoint \(snapPoint) is not finite; the snap does nothing", about: self)
            return
        }
        let anchor: BodyId
        if let body = anchorBody, bridge.world.isValid(body) {
            anchor = body
        } else {
            anchor = bridge.world.createBody(BodyDef(type: .static, position: s.target))
            anchorBody = anchor
        }
        joint = bridge.world.createJoint(JointDef(.mouse(s), bodyA: anchor, bodyB: e.body))
        if joint == nil {
            CGDiagnostics.reportOnce("UISnapBehavior: the snap joint for \(item) could not be made", about: self)
        }
    }

    /// The angular spring: a torque that brings the turn toward 0 within
    /// this frame as an implicit (backward Euler) spring step would.
    override func applyForces(_ bridge: DynamicsBridge, dt: Double) {
        guard let joint, bridge.world.isValid(joint), let e = bridge.entry(for: item) else { return }
        let world = bridge.world
        // A sleeping item is at rest (upright, or held turned by something else).
        guard world.isAwake(e.body) else { return }
        let inertia = world.rotationalInertia(of: e.body)
        guard inertia > 0 else { return }      // no rotation allowed
        let q = world.rotation(of: e.body)
        let angle = atan2(q.s, q.c), spin = world.angularVelocity(of: e.body)
        // Close enough: leave it alone so it can fall asleep.
        guard abs(angle) > 1e-4 || abs(spin) > 1e-3 else { return }
        let (hertz, zeta) = Self.spring(forDamping: damping)
        let omega = 2 * Float.pi * hertz, h = Float(dt)
        let next = (spin - h * omega * omega * angle) / (1 + 2 * zeta * omega * h + omega * omega * h * h)
        world.applyTorque(e.body, inertia * (next - spin) / h)
    }

    override func unconfigure(_ bridge: DynamicsBridge) {
        if let joint { bridge.world.destroyJoint(joint) }
        if let anchorBody { bridge.world.destroyBody(anchorBody) }
        joint = nil
        anchorBody = nil
        builtIn = nil
    }
}
