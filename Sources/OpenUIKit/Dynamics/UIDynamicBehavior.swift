import Foundation

/// A configuration of UIKit Dynamics: forces, collisions, attachments or
/// item properties for some items. Add it to a `UIDynamicAnimator` to put
/// them into effect; behaviours can be added, removed and changed while the
/// animation runs. A behaviour's children are added and removed with it.
@MainActor open class UIDynamicBehavior: NSObject {
    /// The behaviours added with this one.
    public private(set) var childBehaviors: [UIDynamicBehavior] = []
    /// Called after every step of the animator this behaviour is in.
    open var action: (() -> Void)?
    /// The animator this behaviour is in (nil: none).
    public internal(set) weak var dynamicAnimator: UIDynamicAnimator?

    public override init() { super.init() }

    /// Adds a child behaviour (which takes effect with this one).
    open func addChildBehavior(_ behavior: UIDynamicBehavior) {
        guard behavior !== self, !childBehaviors.contains(where: { $0 === behavior }) else { return }
        childBehaviors.append(behavior)
        if let animator = dynamicAnimator {
            animator.attach(behavior)
            animator.behaviorsChanged()
        }
    }

    open func removeChildBehavior(_ behavior: UIDynamicBehavior) {
        guard let i = childBehaviors.firstIndex(where: { $0 === behavior }) else { return }
        childBehaviors.remove(at: i)
        if let animator = dynamicAnimator {
            animator.detach(behavior)
            animator.behaviorsChanged()
        }
    }

    /// Called just before the behaviour joins an animator (or leaves it: nil).
    open func willMove(to dynamicAnimator: UIDynamicAnimator?) {}

    // MARK: - What the animator asks of a behaviour (not Apple API)

    /// The items the behaviour acts on (the animator makes bodies for them).
    var dynamicItems: [any UIDynamicItem] { [] }

    /// Applies the behaviour's forces before a step of `dt` seconds.
    func applyForces(_ bridge: DynamicsBridge, dt: Double) {}

    /// Whether its forces go in after every other behaviour's (a velocity
    /// field, which overrides them).
    var appliesForcesLast: Bool { false }

    /// Sets up what the behaviour puts into the world (collision filters,
    /// materials, joints, boundaries); called before each step, cheap when
    /// nothing changed.
    func configure(_ bridge: DynamicsBridge) {}

    /// Takes out what `configure` put into the world (the behaviour left).
    func unconfigure(_ bridge: DynamicsBridge) {}

    /// Tells the animator something changed that may restart a paused world.
    func setNeedsStep() { dynamicAnimator?.wakeUp() }
}
