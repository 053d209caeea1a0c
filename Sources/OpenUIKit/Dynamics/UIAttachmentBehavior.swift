import Foundation
import Physics2D

/// A range of motion for sliding and pin attachments (UIKit's
/// `UIFloatRange`): points along the axis for a sliding attachment,
/// radians of turn for a pin attachment. `minimum` is the way back
/// (≤ 0: against the axis, or counter-clockwise) and `maximum` the way
/// forward (≥ 0: along the axis, or clockwise); 0 is where the items
/// started.
public struct UIFloatRange: Hashable, Sendable, CustomStringConvertible {
    /// How far it may go the negative way (≤ 0).
    public var minimum: CGFloat
    /// How far it may go the positive way (≥ 0).
    public var maximum: CGFloat

    /// The empty range at 0 (Apple's `init()`).
    public init() { self.init(minimum: 0, maximum: 0) }

    /// A range from `minimum` to `maximum`.
    public init(minimum: CGFloat, maximum: CGFloat) {
        self.minimum = minimum
        self.maximum = maximum
    }

    /// Both ends 0: no motion at all (`UIFloatRangeZero`).
    public static let zero = UIFloatRange()
    /// −∞ … +∞: no ends (`UIFloatRangeInfinite`).
    public static let infinite = UIFloatRange(minimum: -.infinity, maximum: .infinity)

    /// Whether the range has no ends (both are infinite), `UIFloatRangeIsInfinite`.
    public var isInfinite: Bool { minimum == -.infinity && maximum == .infinity }

    /// "{minimum, maximum}".
    public var description: String { "{\(minimum), \(maximum)}" }
}

/// Attaches an item to a point (its anchor) or to another item. The kind
/// is chosen at creation and cannot change; its numbers can, while it runs:
///
/// - `init(item:attachedToAnchor:)` and the other initialisers: a rod of
///   `length` between the attachment points (each item's centre unless an
///   offset is given), rigid while `frequency` is 0, otherwise a spring of
///   `frequency` hertz and damping ratio `damping` (1: critical). The item
///   turns freely about its attachment point. Moving `anchorPoint` drags
///   the item: the draggable-view idiom.
/// - `limitAttachment`: a rope — the items move freely until they are
///   `length` apart, then the one moving away drags the other.
/// - `fixedAttachment`: the two items welded together through the anchor:
///   they keep their places and angles relative to each other.
/// - `pinAttachment`: hinged at the anchor: each item keeps its distance
///   from the hinge and turns independently (`frictionTorque` resists,
///   `attachmentRange` limits the turn).
/// - `slidingAttachment`: the item's rod (centre to anchor) slides at a fixed
///   angle along a channel through the anchor in the direction of the
///   axis, within `attachmentRange` (unbounded by default). With one item
///   the channel is fixed in place; with two it joins them, and both move.
///
/// How it is made (100 points = 1 metre): the rod is a Physics2D distance
/// joint, rigid or with its spring (a rigid rod shorter than a point — the
/// draggable-view case, attached where the finger is — is a revolute joint,
/// since a distance joint has no line to act along when its ends meet);
/// the rope is a distance joint free inside `length` and stopped at it; the
/// fixed attachment a weld joint; the pin a revolute joint (friction as a
/// motor at speed 0); the slider a prismatic joint with the range as its
/// limits. An anchor is a static body the
/// behaviour owns: moving `anchorPoint` moves that body and wakes the item;
/// leaving the animator removes the joint and the body.
///
/// Differences from Apple: `damping` defaults to 0 (Apple documents no
/// default). `frictionTorque` is in N·m at the scale above (a 100 × 100
/// item of density 1 weighs 1 kg; Apple gives it no units). A pin's
/// `attachmentRange` limits the two items' relative turn, clamped to ±π.
/// Items joined by a rod or a rope still collide with each other (when a
/// collision behaviour holds both); items joined at a point do not.
@MainActor open class UIAttachmentBehavior: UIDynamicBehavior {
    /// Whether an attachment joins two items or an item and an anchor point.
    public enum AttachmentType: Int, Sendable {
        /// Two dynamic items.
        case items
        /// A dynamic item and an anchor point.
        case anchor
    }

    /// What the behaviour puts into the world.
    enum Kind: Sendable {
        /// A distance joint: a rigid rod, or a spring when `frequency > 0`.
        case rod
        /// A rope: free inside `length`, taut at it.
        case limit
        /// A weld at the anchor.
        case fixed
        /// A revolute joint at the anchor.
        case pin
        /// A prismatic joint along the axis through the anchor.
        case sliding
    }

    var kind = Kind.rod
    let item1: any UIDynamicItem
    let item2: (any UIDynamicItem)?

    /// The attachment points in body A's and body B's own frames, points
    /// (A: the anchor body, whose origin is the anchor, or `item1`; B: the
    /// item for an anchor attachment, otherwise `item2`), fixed at creation.
    var localA = CGPoint.zero
    var localB = CGPoint.zero
    /// B's angle minus A's at creation (fixed, pin and sliding keep or measure from it).
    var referenceAngle: CGFloat = 0
    /// A sliding attachment's axis in A's frame, unit length.
    var axisInA = CGVector(dx: 1, dy: 0)

    /// The anchor body (anchor attachments) and the joint; nil when not in a world.
    var anchorBody: BodyId?
    var joint: JointId?
    /// The world those ids belong to.
    private weak var builtIn: DynamicsBridge?
    /// The animator's world when the ids belong to it (nil: none yet).
    var worldWithJoint: DynamicsBridge? {
        guard let bridge = dynamicAnimator?.bridge, bridge === builtIn else { return nil }
        return bridge
    }

    /// The attached items: one for an anchor attachment, two otherwise.
    open var items: [any UIDynamicItem] { item2.map { [item1, $0] } ?? [item1] }

    /// `.anchor` for an item attached to a point, `.items` for two items.
    open var attachedBehaviorType: AttachmentType { item2 == nil ? .anchor : .items }

    /// The anchor point, in the reference view's coordinates. For an anchor
    /// attachment it can be moved: the item follows by the attachment's
    /// physics (the draggable-view idiom). For two items it is the point
    /// given at creation (zero for a plain rod or rope); setting it is
    /// reported and ignored. Non-finite values are reported and ignored.
    open var anchorPoint: CGPoint {
        get { anchor }
        set {
            guard newValue != anchor else { return }
            guard item2 == nil else {
                CGDiagnostics.reportOnce("UIAttachmentBehavior.anchorPoint: the attachment joins two items; only an anchor attachment's anchor moves",
                                         about: self)
                return
            }
            guard newValue.x.isFinite, newValue.y.isFinite else {
                CGDiagnostics.reportOnce("UIAttachmentBehavior.anchorPoint \(newValue) is not finite; ignored", about: self)
                return
            }
            anchor = newValue
            moveAnchor()
        }
    }
    private var anchor: CGPoint

    /// The distance between the two attachment points, points: the rod's
    /// or spring's rest length, the rope's greatest length. It starts as
    /// the distance at creation. Fixed, pin and sliding attachments have
    /// no length (0; setting it changes nothing). Negative values become
    /// 0; non-finite ones are reported and ignored.
    open var length: CGFloat = 0 {
        didSet {
            length = checked(length, "length", was: oldValue)
            if length != oldValue { settingsChanged() }
        }
    }

    /// The spring's damping ratio (1: critical damping; 0, the default here:
    /// none). Only with `frequency > 0`. Non-finite values are reported and ignored.
    open var damping: CGFloat = 0 {
        didSet {
            damping = checked(damping, "damping", was: oldValue)
            if damping != oldValue { settingsChanged() }
        }
    }

    /// The spring's frequency, hertz; 0 (the default) is a rigid rod.
    /// Negative values become 0; non-finite ones are reported and ignored.
    open var frequency: CGFloat = 0 {
        didSet {
            frequency = checked(frequency, "frequency", was: oldValue)
            if frequency != oldValue { settingsChanged() }
        }
    }

    /// A pin's resistance to turning about the anchor (0, the default: it
    /// turns freely), N·m here. Non-finite values are reported and ignored.
    open var frictionTorque: CGFloat = 0 {
        didSet {
            frictionTorque = checked(frictionTorque, "frictionTorque", was: oldValue)
            if frictionTorque != oldValue { settingsChanged() }
        }
    }

    /// A sliding attachment's range along its axis (points) or a pin's
    /// range of turn (radians), measured from where the items started;
    /// `.infinite` (the default) has no ends. Apple requires it to contain 0;
    /// one that does not pulls the items into it. Ends that are NaN are
    /// reported and ignored.
    open var attachmentRange: UIFloatRange = .infinite {
        didSet {
            guard !attachmentRange.minimum.isNaN, !attachmentRange.maximum.isNaN else {
                CGDiagnostics.reportOnce("UIAttachmentBehavior.attachmentRange \(attachmentRange) has a NaN end; ignored", about: self)
                attachmentRange = oldValue
                return
            }
            settingsChanged()
        }
    }

    // MARK: Creating

    /// Attaches `item`'s centre to `point` with a rigid rod of the current distance.
    public convenience init(item: any UIDynamicItem, attachedToAnchor point: CGPoint) {
        self.init(item: item, offsetFromCenter: .zero, attachedToAnchor: point)
    }

    /// Attaches the point `offset` from `item`'s centre (in the item's own,
    /// turning frame) to `point` with a rigid rod of the current distance.
    public required init(item: any UIDynamicItem, offsetFromCenter offset: UIOffset, attachedToAnchor point: CGPoint) {
        item1 = item
        item2 = nil
        anchor = point
        super.init()
        localB = CGPoint(x: offset.horizontal, y: offset.vertical)
        referenceAngle = Self.angle(of: item)
        length = Self.distance(Self.worldPoint(localB, on: item), point)
    }

    /// Attaches two items' centres with a rigid rod of the current distance.
    public convenience init(item item1: any UIDynamicItem, attachedTo item2: any UIDynamicItem) {
        self.init(item: item1, offsetFromCenter: .zero, attachedTo: item2, offsetFromCenter: .zero)
    }

    /// Attaches a point on each item (offsets from their centres, in their
    /// own frames) with a rigid rod of the current distance.
    public required init(item item1: any UIDynamicItem, offsetFromCenter offset1: UIOffset,
                         attachedTo item2: any UIDynamicItem, offsetFromCenter offset2: UIOffset) {
        self.item1 = item1
        self.item2 = item2
        anchor = .zero
        super.init()
        localA = CGPoint(x: offset1.horizontal, y: offset1.vertical)
        localB = CGPoint(x: offset2.horizontal, y: offset2.vertical)
        referenceAngle = Self.angle(of: item2) - Self.angle(of: item1)
        length = Self.distance(Self.worldPoint(localA, on: item1), Self.worldPoint(localB, on: item2))
    }

    // MARK: The kinds added in iOS 9

    /// One item whose rod (from its centre to `point`) slides at a fixed
    /// angle along a channel through `point` in the direction of `axis`
    /// (its length is ignored). The channel is fixed in place; the item
    /// keeps the angle it has. `attachmentRange` (points; unbounded by
    /// default) caps the slide: positive along `axis`, negative against it.
    /// A zero or non-finite axis is reported when the behaviour is added,
    /// and the attachment does nothing.
    open class func slidingAttachment(with item: any UIDynamicItem, attachmentAnchor point: CGPoint,
                                      axisOfTranslation axis: CGVector) -> Self {
        let behavior = self.init(item: item, offsetFromCenter: .zero, attachedToAnchor: point)
        behavior.makeKind(.sliding, at: point, axis: axis)
        return behavior
    }

    /// Two items joined at `point` by a channel along `axis` (through the
    /// point, turning with `item1`): `item2`'s rod slides along it at a
    /// fixed angle, and the two keep their angles relative to each other.
    /// Both items move; `attachmentRange` (points) caps the slide, measured
    /// as `item2` moves along `axis` relative to `item1`.
    open class func slidingAttachment(with item1: any UIDynamicItem, attachedTo item2: any UIDynamicItem,
                                      attachmentAnchor point: CGPoint, axisOfTranslation axis: CGVector) -> Self {
        let behavior = self.init(item: item1, offsetFromCenter: .zero, attachedTo: item2, offsetFromCenter: .zero)
        behavior.makeKind(.sliding, at: point, axis: axis)
        return behavior
    }

    /// Two items on a rope between the points at the offsets from their
    /// centres: free while closer than `length` (their distance now), never
    /// farther apart — the one moving away drags the other.
    open class func limitAttachment(with item1: any UIDynamicItem, offsetFromCenter offset1: UIOffset,
                                    attachedTo item2: any UIDynamicItem, offsetFromCenter offset2: UIOffset) -> Self {
        let behavior = self.init(item: item1, offsetFromCenter: offset1, attachedTo: item2, offsetFromCenter: offset2)
        behavior.makeKind(.limit)
        return behavior
    }

    /// Two items fixed together through `point`: each keeps its distance
    /// from it, and they turn together. With `frequency > 0` the join is
    /// a spring of that frequency and damping ratio `damping` instead.
    open class func fixedAttachment(with item1: any UIDynamicItem, attachedTo item2: any UIDynamicItem,
                                    attachmentAnchor point: CGPoint) -> Self {
        let behavior = self.init(item: item1, offsetFromCenter: .zero, attachedTo: item2, offsetFromCenter: .zero)
        behavior.makeKind(.fixed, at: point)
        return behavior
    }

    /// Two items pinned together at `point`: each keeps its distance from
    /// the pin and turns about it independently, resisted by
    /// `frictionTorque`; `attachmentRange` (radians, negative
    /// counter-clockwise) limits their relative turn.
    open class func pinAttachment(with item1: any UIDynamicItem, attachedTo item2: any UIDynamicItem,
                                  attachmentAnchor point: CGPoint) -> Self {
        let behavior = self.init(item: item1, offsetFromCenter: .zero, attachedTo: item2, offsetFromCenter: .zero)
        behavior.makeKind(.pin, at: point)
        return behavior
    }

    /// Makes this behaviour one of the kinds joined at an anchor point:
    /// both attachment points become `point`, fixed in each body's frame.
    func makeKind(_ kind: Kind, at point: CGPoint, axis: CGVector? = nil) {
        self.kind = kind
        anchor = point
        if let item2 {
            localA = Self.localPoint(point, on: item1)
            localB = Self.localPoint(point, on: item2)
        } else {
            localB = Self.localPoint(point, on: item1)     // (the anchor body's origin is the anchor: localA stays zero)
        }
        length = 0
        if let axis {
            let n = (axis.dx * axis.dx + axis.dy * axis.dy).squareRoot()
            let unit = n > 0 && n.isFinite ? CGVector(dx: axis.dx / n, dy: axis.dy / n) : CGVector(dx: CGFloat.nan, dy: .nan)
            // Into A's frame (the anchor body does not turn).
            let a = item2 == nil ? 0 : Self.angle(of: item1)
            axisInA = CGVector(dx: cos(a) * unit.dx + sin(a) * unit.dy, dy: -sin(a) * unit.dx + cos(a) * unit.dy)
        }
    }

    // MARK: Geometry of items (points, the items' own state)

    static func angle(of item: any UIDynamicItem) -> CGFloat { atan2(item.transform.b, item.transform.a) }

    /// A point in the item's own frame (from its centre, turning with it) in world coordinates.
    static func worldPoint(_ local: CGPoint, on item: any UIDynamicItem) -> CGPoint {
        let a = angle(of: item), c = item.center
        return CGPoint(x: c.x + cos(a) * local.x - sin(a) * local.y, y: c.y + sin(a) * local.x + cos(a) * local.y)
    }

    /// A world point in the item's own frame.
    static func localPoint(_ point: CGPoint, on item: any UIDynamicItem) -> CGPoint {
        let a = angle(of: item), d = CGPoint(x: point.x - item.center.x, y: point.y - item.center.y)
        return CGPoint(x: cos(a) * d.x + sin(a) * d.y, y: -sin(a) * d.x + cos(a) * d.y)
    }

    static func distance(_ p: CGPoint, _ q: CGPoint) -> CGFloat { ((p.x - q.x) * (p.x - q.x) + (p.y - q.y) * (p.y - q.y)).squareRoot() }

    // MARK: Changes while running

    /// `value` made usable: a non-finite one is reported and `old` kept; a negative one becomes 0.
    private func checked(_ value: CGFloat, _ name: String, was old: CGFloat) -> CGFloat {
        guard value.isFinite else {
            CGDiagnostics.reportOnce("UIAttachmentBehavior.\(name) \(value) is not finite; ignored", about: self)
            return old
        }
        return max(value, 0)
    }

    /// Puts the current numbers on the joint (which wakes its bodies).
    /// When the joint must change kind (a rigid rod becoming a spring, or
    /// too short to be a rod) it is made again at the next step.
    func settingsChanged() {
        if let bridge = worldWithJoint, let joint, bridge.world.isValid(joint), let settings = jointSettings() {
            if let current = bridge.world.jointKind(joint), Self.sameJointType(current, settings) {
                bridge.world.setJointSettings(joint, settings)
            } else {
                bridge.world.destroyJoint(joint)
                self.joint = nil
            }
        }
        setNeedsStep()
    }

    /// Moves the anchor body to `anchorPoint` and wakes the item.
    private func moveAnchor() {
        if let bridge = worldWithJoint, let body = anchorBody, bridge.world.isValid(body) {
            bridge.world.setTransform(body, position: bridge.metres(anchor), rotation: .identity)
            if let e = bridge.entry(for: item1) { bridge.world.setLinearVelocity(e.body, bridge.world.linearVelocity(of: e.body)) }
        }
        setNeedsStep()
    }

    // MARK: - In the world

    override var dynamicItems: [any UIDynamicItem] { items }

    override func configure(_ bridge: DynamicsBridge) {
        if builtIn !== bridge {
            // Ids from an animator that went away without removing us name nothing here.
            joint = nil
            anchorBody = nil
            builtIn = bridge
        }
        if let joint, bridge.world.isValid(joint) { return }
        joint = nil        // never made, or gone with an item's body (remade when its size changed)
        buildJoint(bridge)
    }

    override func unconfigure(_ bridge: DynamicsBridge) {
        if let joint { bridge.world.destroyJoint(joint) }
        if let anchorBody { bridge.world.destroyBody(anchorBody) }
        joint = nil
        anchorBody = nil
        builtIn = nil
    }

    /// Makes the joint (and the anchor body) from the geometry fixed at
    /// creation; reports once and makes nothing when that is unusable.
    private func buildJoint(_ bridge: DynamicsBridge) {
        guard let entryB = bridge.entry(for: item2 ?? item1), let entryA = item2 == nil ? entryB : bridge.entry(for: item1) else {
            let missing = items.first { bridge.entry(for: $0) == nil }.map { "\($0)" } ?? "an item"
            CGDiagnostics.reportOnce("UIAttachmentBehavior: \(missing) is not in the animator's world (no body); the attachment does nothing",
                                     about: self)
            return
        }
        if !length.isFinite && (kind == .rod || kind == .limit) {
            // Not measurable at creation (a non-finite anchor, since made finite): measure now.
            let a = item2 == nil ? anchor : Self.worldPoint(localA, on: item1)
            length = Self.distance(a, Self.worldPoint(localB, on: item2 ?? item1))
        }
        if let problem = unusableGeometry() {
            CGDiagnostics.reportOnce("UIAttachmentBehavior: \(problem); the attachment does nothing", about: self)
            return
        }
        guard let settings = jointSettings() else { return }
        let bodyA: BodyId
        if item2 != nil {
            bodyA = entryA.body
        } else if let body = anchorBody, bridge.world.isValid(body) {
            bodyA = body
        } else {
            bodyA = bridge.world.createBody(BodyDef(type: .static, position: bridge.metres(anchor)))
            anchorBody = bodyA
        }
        var def = JointDef(settings, bodyA: bodyA, bodyB: entryB.body,
                           localAnchorA: bridge.metres(localA), localAnchorB: bridge.metres(localB))
        def.collideConnected = kind == .rod || kind == .limit
        joint = bridge.world.createJoint(def)
        if joint == nil {
            CGDiagnostics.reportOnce("UIAttachmentBehavior: the joint could not be made (an item attached to itself?)", about: self)
        }
    }

    /// What makes the geometry unusable (nil: nothing).
    private func unusableGeometry() -> String? {
        if item2 == nil && !(anchor.x.isFinite && anchor.y.isFinite) { return "the anchor point is not finite" }
        if !(localA.x.isFinite && localA.y.isFinite && localB.x.isFinite && localB.y.isFinite) {
            return "an attachment point is not finite"
        }
        if !length.isFinite { return "the length is not finite" }
        if !referenceAngle.isFinite { return "an item's rotation is not finite" }
        if kind == .sliding && !(axisInA.dx.isFinite && axisInA.dy.isFinite) { return "the axis of translation is zero or not finite" }
        return nil
    }
}

extension UIDynamicAnimator {
    /// The joints in the animator's world (not Apple API: for tests and debugging).
    var worldJointCount: Int { bridge.world.jointCount }
    /// The bodies in the animator's world, items' and behaviours' (not Apple API).
    var worldBodyCount: Int { bridge.world.bodyCount }
}
