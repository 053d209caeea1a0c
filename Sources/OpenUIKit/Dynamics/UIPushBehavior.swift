import Foundation
import Physics2D

/// Pushes its items: a steady force (`.continuous`) or one impulse
/// (`.instantaneous`, applied when the behaviour becomes active and again
/// each time `active` is set to true). A magnitude of 1 moves a 100 × 100
/// item of density 1 at 100 points/s² (continuous) or changes its speed
/// by 100 points/s (instantaneous). An offset from the centre also turns it.
@MainActor open class UIPushBehavior: UIDynamicBehavior {
    public enum Mode: Int, Sendable {
        case continuous
        case instantaneous
    }

    public let mode: Mode
    private var itemList = DynamicItemList([])
    /// The items it acts on.
    public var items: [any UIDynamicItem] { itemList.items }
    /// The force (UIKit Newtons) as a vector.
    open var pushDirection = CGVector.zero { didSet { pushChanged() } }
    /// Whether it pushes; setting it to true fires an instantaneous push again.
    open var active = true {
        didSet {
            if active && mode == .instantaneous { pendingImpulse = true }
            pushChanged()
        }
    }
    private var pendingImpulse = true
    private var offsets: [ObjectIdentifier: UIOffset] = [:]

    public init(items: [any UIDynamicItem], mode: Mode) {
        itemList = DynamicItemList(items)
        self.mode = mode
        super.init()
    }

    open func addItem(_ item: any UIDynamicItem) {
        guard itemList.add(item) else { return }
        dynamicAnimator?.behaviorsChanged()
    }

    open func removeItem(_ item: any UIDynamicItem) {
        itemList.remove(item)
        dynamicAnimator?.behaviorsChanged()
    }

    /// The direction's angle, radians (0: right, π/2: down).
    open var angle: CGFloat {
        get { pushDirection.angle }
        set { setAngle(newValue, magnitude: magnitude) }
    }

    /// The force's size (UIKit Newtons).
    open var magnitude: CGFloat {
        get { pushDirection.magnitude }
        set { setAngle(angle, magnitude: newValue) }
    }

    open func setAngle(_ angle: CGFloat, magnitude: CGFloat) {
        pushDirection = CGVector(angle: angle, magnitude: magnitude)
    }

    /// Where on `item` the push acts, from its centre in its own (turning)
    /// frame (default: the centre).
    open func setTargetOffsetFromCenter(_ offset: UIOffset, for item: any UIDynamicItem) {
        offsets[ObjectIdentifier(item)] = offset
        setNeedsStep()
    }

    open func targetOffsetFromCenter(for item: any UIDynamicItem) -> UIOffset {
        offsets[ObjectIdentifier(item)] ?? .zero
    }

    private func pushChanged() { setNeedsStep() }

    override var dynamicItems: [any UIDynamicItem] { items }

    override func applyForces(_ bridge: DynamicsBridge, dt: Double) {
        guard active else { return }
        let v = pushDirection
        guard v.dx.isFinite, v.dy.isFinite else {
            CGDiagnostics.reportOnce("UIPushBehavior.pushDirection \(v) is not finite; ignored", about: self)
            return
        }
        if mode == .instantaneous && !pendingImpulse { return }
        let force = Vec2(Float(v.dx), Float(v.dy))
        for item in items {
            guard let e = bridge.entry(for: item) else { continue }
            let offset = offsets[ObjectIdentifier(item)] ?? .zero
            let local = bridge.metres(CGPoint(x: offset.horizontal, y: offset.vertical))
            let xf = bridge.world.transform(of: e.body)
            let point = xf.apply(local)
            if mode == .continuous {
                bridge.world.applyForce(e.body, force, at: point)
            } else {
                bridge.world.applyLinearImpulse(e.body, force, at: point)
            }
        }
        if mode == .instantaneous {
            // Applied once: the behaviour goes inactive until set active again.
            pendingImpulse = false
            active = false
        }
    }
}
