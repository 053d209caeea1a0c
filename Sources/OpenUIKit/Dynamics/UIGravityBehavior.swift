import Foundation
import Physics2D

/// Accelerates its items: by default 1,000 points/s² downward
/// (`magnitude` 1 along `gravityDirection` (0, 1)); heavier items feel a
/// proportionally larger force, so all fall alike.
@MainActor open class UIGravityBehavior: UIDynamicBehavior {
    private var itemList = DynamicItemList([])
    /// The items it acts on.
    public var items: [any UIDynamicItem] { itemList.items }
    /// The acceleration, in units of 1,000 points/s².
    open var gravityDirection = CGVector(dx: 0, dy: 1) { didSet { wakesItems = true; setNeedsStep() } }
    /// A change wakes the items at the next step (a steady pull leaves
    /// resting ones asleep).
    private var wakesItems = true

    public init(items: [any UIDynamicItem]) {
        itemList = DynamicItemList(items)
        super.init()
    }
    public override convenience init() { self.init(items: []) }

    open func addItem(_ item: any UIDynamicItem) {
        guard itemList.add(item) else { return }
        wakesItems = true
        dynamicAnimator?.behaviorsChanged()
    }

    open func removeItem(_ item: any UIDynamicItem) {
        itemList.remove(item)
        dynamicAnimator?.behaviorsChanged()
    }

    /// The direction's angle in radians (0: right, π/2: down).
    open var angle: CGFloat {
        get { gravityDirection.angle }
        set { setAngle(newValue, magnitude: magnitude) }
    }

    /// The direction's length.
    open var magnitude: CGFloat {
        get { gravityDirection.magnitude }
        set { setAngle(angle, magnitude: newValue) }
    }

    open func setAngle(_ angle: CGFloat, magnitude: CGFloat) {
        gravityDirection = CGVector(angle: angle, magnitude: magnitude)
    }

    override var dynamicItems: [any UIDynamicItem] { items }

    override func applyForces(_ bridge: DynamicsBridge, dt: Double) {
        let g = gravityDirection
        guard g.dx.isFinite, g.dy.isFinite else {
            CGDiagnostics.reportOnce("UIGravityBehavior.gravityDirection \(g) is not finite; ignored", about: self)
            return
        }
        // 1,000 points/s² per unit: 10 m/s².
        let accel = Vec2(Float(g.dx * 10), Float(g.dy * 10))
        for item in items {
            guard let e = bridge.entry(for: item) else { continue }
            let mass = bridge.world.mass(of: e.body)
            // Steady: leaves resting (sleeping) items asleep.
            bridge.world.applyForceToCenter(e.body, mass * accel, wake: wakesItems)
        }
        wakesItems = false
    }
}
