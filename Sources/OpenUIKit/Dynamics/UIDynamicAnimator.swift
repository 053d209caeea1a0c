import Foundation
import Physics2D

/// What a `UIDynamicAnimator` tells when its world comes to rest and when
/// it starts moving again.
@MainActor public protocol UIDynamicAnimatorDelegate: AnyObject {
    func dynamicAnimatorWillResume(_ animator: UIDynamicAnimator)
    func dynamicAnimatorDidPause(_ animator: UIDynamicAnimator)
}

extension UIDynamicAnimatorDelegate {
    public func dynamicAnimatorWillResume(_ animator: UIDynamicAnimator) {}
    public func dynamicAnimatorDidPause(_ animator: UIDynamicAnimator) {}
}

/// UIKit Dynamics' engine: runs its behaviours on the items they name in
/// the coordinate space of `referenceView`, stepping a physics world on
/// every display frame (60 Hz, on the media clock), and writes each item's
/// centre and rotation back after the step. The animator pauses when it
/// has no items or all of them are at rest, and resumes when something
/// changes. Keep a reference to it: a released animator stops.
///
/// Differences from Apple: `init(collectionViewLayout:)` is absent (no
/// collection views here); the debug overlay (`debugEnabled`) is not drawn.
@MainActor open class UIDynamicAnimator: NSObject {
    /// The view whose coordinate space the world uses.
    public private(set) weak var referenceView: UIView?
    /// The behaviours added (not their children).
    public private(set) var behaviors: [UIDynamicBehavior] = []
    open weak var delegate: (any UIDynamicAnimatorDelegate)?
    /// Whether the world is moving (false when empty or at rest).
    public private(set) var isRunning = false
    /// Seconds the animator has run, not counting pauses; never reset.
    public private(set) var elapsedTime: TimeInterval = 0

    let bridge = DynamicsBridge()
    private var link: CADisplayLink?
    /// The flattened behaviour tree, made again when it changes.
    private var allBehaviors: [UIDynamicBehavior]?
    /// One display frame, the step's length.
    private static let frame: TimeInterval = 1.0 / 60

    /// An animator whose world is `view`'s coordinate space.
    public init(referenceView view: UIView) {
        referenceView = view
        super.init()
    }

    // MARK: Behaviours

    /// Adds a behaviour (and its children); its items start moving at once.
    open func addBehavior(_ behavior: UIDynamicBehavior) {
        guard !behaviors.contains(where: { $0 === behavior }) else { return }
        if let other = behavior.dynamicAnimator, other !== self {
            CGDiagnostics.report("UIDynamicAnimator.addBehavior: \(behavior) is already in another animator; remove it there first")
            return
        }
        attach(behavior)
        behaviors.append(behavior)
        behaviorsChanged()
    }

    /// Tells a behaviour, then the children its `willMove(to:)` may have
    /// just made, that they joined.
    func attach(_ behavior: UIDynamicBehavior) {
        behavior.willMove(to: self)
        behavior.dynamicAnimator = self
        for child in behavior.childBehaviors where child.dynamicAnimator !== self { attach(child) }
    }

    open func removeBehavior(_ behavior: UIDynamicBehavior) {
        guard let i = behaviors.firstIndex(where: { $0 === behavior }) else { return }
        behaviors.remove(at: i)
        detach(behavior)
        behaviorsChanged()
    }

    /// Tells a behaviour and its children that they left; takes out what they put in the world.
    func detach(_ behavior: UIDynamicBehavior) {
        for b in Self.flatten([behavior]) {
            b.willMove(to: nil)
            b.unconfigure(bridge)
            b.dynamicAnimator = nil
        }
    }

    open func removeAllBehaviors() {
        for b in behaviors { removeBehavior(b) }
    }

    /// The items whose frames (rotated) intersect `rect`, in reference-view coordinates.
    open func items(in rect: CGRect) -> [any UIDynamicItem] {
        bridge.orderedEntries.compactMap { e in
            let item = e.item
            let box = CGRect(x: -item.bounds.width / 2, y: -item.bounds.height / 2, width: item.bounds.width, height: item.bounds.height)
                .applying(item.transform).offsetBy(dx: item.center.x, dy: item.center.y)
            return box.intersects(rect) ? item : nil
        }
    }

    /// Reads an item's centre, transform and size again after the app
    /// changed them (its velocity is cleared).
    open func updateItem(usingCurrentState item: any UIDynamicItem) {
        bridge.pullState(of: item)
        wakeUp()
    }

    // MARK: Running

    /// The behaviour tree changed: bodies and configuration next step.
    func behaviorsChanged() {
        allBehaviors = nil
        wakeUp()
    }

    /// Starts stepping if paused (something changed).
    func wakeUp() {
        guard link == nil else { return }
        let link = CADisplayLink { [weak self] _ in self?.tick() }
        link.add(to: .main, forMode: .common)
        self.link = link
        if !isRunning {
            isRunning = true
            delegate?.dynamicAnimatorWillResume(self)
        }
    }

    private func pause() {
        link?.invalidate()
        link = nil
        if isRunning {
            isRunning = false
            delegate?.dynamicAnimatorDidPause(self)
        }
    }

    static func flatten(_ list: [UIDynamicBehavior]) -> [UIDynamicBehavior] {
        var out: [UIDynamicBehavior] = []
        var stack = Array(list.reversed())
        var seen = Set<ObjectIdentifier>()
        while let b = stack.popLast() {
            guard seen.insert(ObjectIdentifier(b)).inserted else { continue }
            out.append(b)
            stack.append(contentsOf: b.childBehaviors.reversed())
        }
        return out
    }

    /// One display frame: bodies for the behaviours' items, their
    /// configuration and forces, a physics step, the items moved, the
    /// collision callbacks, every behaviour's `action`; then a pause if
    /// nothing moves.
    func tick() {
        let all = allBehaviors ?? Self.flatten(behaviors)
        allBehaviors = all
        bridge.sync(items: all.flatMap(\.dynamicItems))
        bridge.beginFilters()
        for b in all { b.configure(bridge) }
        bridge.commitFilters()
        for b in all where !b.appliesForcesLast { b.applyForces(bridge, dt: Self.frame) }
        for b in all where b.appliesForcesLast { b.applyForces(bridge, dt: Self.frame) }
        bridge.world.step(Float(Self.frame), subSteps: 4)
        bridge.writeBack()
        elapsedTime += Self.frame
        for b in all { (b as? UICollisionBehavior)?.report(bridge) }
        // A behaviour's action may remove behaviours (itself included).
        for b in all where b.dynamicAnimator === self { b.action?() }
        if bridge.orderedEntries.isEmpty || bridge.world.isAtRest { pause() }
    }

    /// Apple's hidden debug overlay is switched on with
    /// `setValue(true, forKey: "debugEnabled")`. Not drawn here: the call is
    /// reported (once) and ignored, as is any other key.
    open func setValue(_ value: Any?, forKey key: String) {
        CGDiagnostics.reportOnce("UIDynamicAnimator: setValue(_:forKey: \"\(key)\") is ignored"
                                 + (key == "debugEnabled" ? " (the debug overlay is not drawn)" : ""), about: self)
    }

    isolated deinit {
        link?.invalidate()
    }
}
