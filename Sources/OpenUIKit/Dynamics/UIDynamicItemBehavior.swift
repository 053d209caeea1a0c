import Foundation
import Physics2D

/// Sets its items' material — `elasticity`, `friction`, `density`,
/// `resistance`, `angularResistance`, `allowsRotation`, `isAnchored`,
/// `charge` — and reads or adds to their velocities. It applies no force.
/// Defaults are Apple's: elasticity 0, friction 0, density 1, no
/// resistance, rotation allowed, not anchored. An item in two item
/// behaviours takes the material of the one added last.
///
/// Apple does not document how two materials combine. Here the larger
/// friction and the larger elasticity of a touching pair act, and a
/// collision behaviour's boundaries have friction 0.2 and elasticity 0: an
/// item of friction 0 slides frictionlessly over another of friction 0 but
/// grips a boundary, so a spun ball rolls along the floor — what the
/// sources show on iOS.
@MainActor open class UIDynamicItemBehavior: UIDynamicBehavior {
    private var itemList = DynamicItemList([])
    /// The items it acts on.
    public var items: [any UIDynamicItem] { itemList.items }
    /// Bounciness, 0 (none) … 1 (elastic).
    open var elasticity: CGFloat = 0 { didSet { setNeedsStep() } }
    /// Sliding resistance between items, 0 (none) … 1 (strong) and beyond.
    open var friction: CGFloat = 0 { didSet { setNeedsStep() } }
    /// Mass per area (1: a 100 × 100 item weighs 1 unit).
    open var density: CGFloat = 1 { didSet { setNeedsStep() } }
    /// Velocity damping, 0 … ∞.
    open var resistance: CGFloat = 0 { didSet { setNeedsStep() } }
    open var angularResistance: CGFloat = 0 { didSet { setNeedsStep() } }
    open var allowsRotation = true { didSet { setNeedsStep() } }
    /// Unmoved by forces, but still collided with.
    open var isAnchored = false { didSet { setNeedsStep() } }
    /// Electric charge, for electric and magnetic fields.
    open var charge: CGFloat = 0

    public init(items: [any UIDynamicItem]) {
        itemList = DynamicItemList(items)
        super.init()
    }
    public override convenience init() { self.init(items: []) }

    open func addItem(_ item: any UIDynamicItem) {
        guard itemList.add(item) else { return }
        dynamicAnimator?.behaviorsChanged()
    }

    open func removeItem(_ item: any UIDynamicItem) {
        itemList.remove(item)
        dynamicAnimator?.behaviorsChanged()
    }

    /// Adds `velocity` (points/s) to the item's.
    open func addLinearVelocity(_ velocity: CGPoint, for item: any UIDynamicItem) {
        guard velocity.x.isFinite, velocity.y.isFinite else {
            CGDiagnostics.report("UIDynamicItemBehavior.addLinearVelocity: \(velocity) is not finite; ignored")
            return
        }
        guard let bridge = dynamicAnimator?.bridge, let e = bridge.entry(for: item) else {
            pendingVelocity[ObjectIdentifier(item), default: .zero].x += velocity.x
            pendingVelocity[ObjectIdentifier(item), default: .zero].y += velocity.y
            setNeedsStep()
            return
        }
        let v = bridge.world.linearVelocity(of: e.body)
        bridge.world.setLinearVelocity(e.body, v + bridge.metres(velocity))
        setNeedsStep()
    }

    /// The item's velocity, points/s (zero before it is in an animator).
    open func linearVelocity(for item: any UIDynamicItem) -> CGPoint {
        guard let bridge = dynamicAnimator?.bridge, let e = bridge.entry(for: item) else {
            return pendingVelocity[ObjectIdentifier(item)] ?? .zero
        }
        return bridge.points(bridge.world.linearVelocity(of: e.body))
    }

    /// Adds `velocity` (radians/s, positive clockwise) to the item's spin.
    open func addAngularVelocity(_ velocity: CGFloat, for item: any UIDynamicItem) {
        guard velocity.isFinite else { return }
        guard let bridge = dynamicAnimator?.bridge, let e = bridge.entry(for: item) else {
            pendingSpin[ObjectIdentifier(item), default: 0] += velocity
            setNeedsStep()
            return
        }
        bridge.world.setAngularVelocity(e.body, bridge.world.angularVelocity(of: e.body) + Float(velocity))
        setNeedsStep()
    }

    open func angularVelocity(for item: any UIDynamicItem) -> CGFloat {
        guard let bridge = dynamicAnimator?.bridge, let e = bridge.entry(for: item) else {
            return pendingSpin[ObjectIdentifier(item)] ?? 0
        }
        return CGFloat(bridge.world.angularVelocity(of: e.body))
    }

    /// Velocities added before the items had bodies.
    private var pendingVelocity: [ObjectIdentifier: CGPoint] = [:]
    private var pendingSpin: [ObjectIdentifier: CGFloat] = [:]

    override var dynamicItems: [any UIDynamicItem] { items }

    override func configure(_ bridge: DynamicsBridge) {
        let material = DynamicsBridge.Material(elasticity: elasticity, friction: friction, density: density, resistance: resistance,
                                               angularResistance: angularResistance, allowsRotation: allowsRotation,
                                               isAnchored: isAnchored)
        for item in items {
            bridge.setMaterial(material, for: item)
            let id = ObjectIdentifier(item)
            if let v = pendingVelocity.removeValue(forKey: id), let e = bridge.entry(for: item) {
                bridge.world.setLinearVelocity(e.body, bridge.world.linearVelocity(of: e.body) + bridge.metres(v))
            }
            if let w = pendingSpin.removeValue(forKey: id), let e = bridge.entry(for: item) {
                bridge.world.setAngularVelocity(e.body, bridge.world.angularVelocity(of: e.body) + Float(w))
            }
        }
    }
}
