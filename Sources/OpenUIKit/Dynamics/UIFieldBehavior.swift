import Foundation
import Physics2D

/// A field of force over an area: gravity along a direction or towards a
/// point, a spring to a point, a vortex, drag, a velocity to take on,
/// electric and magnetic fields acting on an item's `charge`, noise and
/// turbulence, or a field you compute in a block. Make one with a class
/// factory, set its `position` and `region`, add items, and add it to a
/// `UIDynamicAnimator`.
///
/// Each animator step, for each of its items whose centre lies in `region`
/// (placed at `position`) and at least `minimumRadius` from `position`,
/// the field's value is worked out and applied to the item as a force.
/// The force is held for the whole display frame (4 sub-steps of the
/// physics world); fields that depend on the place are sampled where the
/// item will be 3/8 of the way through the frame, which keeps a spring or
/// a bang-bang oscillation from gaining energy frame by frame, and fields
/// that depend on the velocity (drag, velocity, magnetic) are applied as
/// the force that gives the exact velocity change over the frame, so they
/// are stable at any strength. The custom block's force is applied as it
/// comes (a stiff block can overshoot, as in UIKit).
///
/// Units (100 points = 1 metre, a 100 × 100 item of density 1 weighs 1;
/// `r` is the item's centre minus `position` in metres, `d` its length,
/// `r̂` its direction; `s` is `strength` times the falloff factor
/// `d^−falloff` (1 when `falloff` is 0); `m` the mass; `q` the charge;
/// `v` the velocity):
///
/// | field | law | strength 1 means |
/// |---|---|---|
/// | linear gravity | a = 10 m/s² · s · direction | 1,000 points/s² along a unit direction, as `UIGravityBehavior` |
/// | radial gravity | a = −10 m/s² · s · r̂ | 1,000 points/s² towards `position` |
/// | spring | F = −100 N/m · s · r | 1 UIKit newton per point away; a unit item swings with period 2π/10 s |
/// | electric | F = 10 N · q · s · r̂ | unit charge 100 points away (falloff 1) feels a unit item's weight |
/// | magnetic | F = 1 N·s/m · q · s · (v.y, −v.x) | a unit charge of unit mass turns at 1 rad/s, counter-clockwise on screen |
/// | vortex | a = 10 /s² · s · (r.y, −r.x) | 1,000 points/s² counter-clockwise, 100 points from `position` |
/// | drag | F = −1 N·s/m · s · v | a unit item's speed decays as e^−t |
/// | velocity | v → s · direction (points/s), the other behaviours' forces cancelled | reached within one frame |
/// | noise | a = 10 m/s² · s · n(x, t) | up to 1,000 points/s² per axis |
/// | turbulence | a = s · abs(v) · n(x, t) | up to abs(v) per second per axis |
/// | custom | F = the block's vector, UIKit newtons | — |
///
/// where n is a smooth, seeded, deterministic value noise with components
/// in −1…1 (`smoothness` 0 gives 8-point features, 1 gives 512-point ones;
/// it changes `animationSpeed` times a second of the animator's
/// `elapsedTime`).
///
/// Bad input — a non-finite `strength`, `falloff`, `minimumRadius`,
/// `position`, `direction` (linear gravity, velocity), `smoothness` or
/// `animationSpeed` (noise, turbulence), a region with a non-finite or
/// negative size, or a non-finite force (a custom block returning NaN) —
/// is reported once and the field skips that step; nothing else changes.
///
/// Differences from Apple: Apple documents few units; those above are
/// ours, chosen to match `UIGravityBehavior` and `UIPushBehavior`.
/// Apple's documentation says distances under `minimumRadius` count as
/// `minimumRadius`; here, as the sources observe, items that close to
/// `position` feel nothing (the falloff still counts a nearer sampled
/// point as `minimumRadius` away). A velocity field overrides the other
/// behaviours' forces, as Apple says: its force goes in after theirs and
/// cancels them (collisions, attachments and resistance still act).
@MainActor open class UIFieldBehavior: UIDynamicBehavior {
    /// The kinds of field (not Apple API).
    enum Kind: Sendable {
        case none, linearGravity, radialGravity, velocity, spring, electric, magnetic, vortex, drag, noise, turbulence, custom
    }

    /// A custom field's block: (field, position in points, velocity in
    /// points/s, mass, charge, the animator's elapsed time) → force.
    typealias Evaluator = (UIFieldBehavior, CGPoint, CGVector, CGFloat, CGFloat, TimeInterval) -> CGVector

    var kind: Kind = .none
    var evaluator: Evaluator?
    private var itemList = DynamicItemList([])
    /// A change wakes the items at the next step (a steady field leaves
    /// resting, sleeping items asleep, as `UIGravityBehavior` does).
    private var wakesItems = true

    /// The items the field acts on.
    public var items: [any UIDynamicItem] { itemList.items }

    /// The field's centre in the reference view's coordinates (default
    /// `.zero`, the top-left corner); `region` is placed around it.
    open var position: CGPoint = .zero { didSet { fieldChanged() } }

    /// Where the field acts, centred on `position` (default: everywhere).
    /// Items outside feel nothing.
    open var region: UIRegion = .infinite { didSet { fieldChanged() } }

    /// How strong the field is (default 1); negative values reverse it.
    /// See the class's table for what 1 means for each kind.
    open var strength: CGFloat = 1 { didSet { fieldChanged() } }

    /// How fast the field weakens with distance from `position`: it is
    /// multiplied by d^−falloff, d in metres (100 points). Default 0 (a
    /// uniform field); 1 for an electric field.
    open var falloff: CGFloat = 0 { didSet { fieldChanged() } }

    /// Items nearer than this to `position` (points) feel nothing, and the
    /// falloff is not applied closer in. Default 0.001 (Apple: "very
    /// small, but not zero").
    open var minimumRadius: CGFloat = 0.001 { didSet { fieldChanged() } }

    /// The direction of a linear gravity field (units of 1,000 points/s²)
    /// or the velocity of a velocity field (points/s); zero for the other kinds.
    open var direction: CGVector = .zero { didSet { fieldChanged() } }

    /// For noise and turbulence: 0 (the most random: small features) … 1
    /// (the smoothest: large features). Values outside are clamped.
    open var smoothness: CGFloat = 0 { didSet { fieldChanged() } }

    /// For noise and turbulence: how many times a second the noise changes
    /// (0: a still pattern). Unused by the other kinds.
    open var animationSpeed: CGFloat = 0 { didSet { fieldChanged() } }

    /// A field that does nothing until configured; use the class factories.
    public required override init() {
        super.init()
    }

    /// Adds an item (it feels the field while inside the region).
    open func addItem(_ item: any UIDynamicItem) {
        guard itemList.add(item) else { return }
        wakesItems = true
        dynamicAnimator?.behaviorsChanged()
    }

    /// Removes an item (it no longer feels the field).
    open func removeItem(_ item: any UIDynamicItem) {
        itemList.remove(item)
        dynamicAnimator?.behaviorsChanged()
    }

    private func fieldChanged() {
        wakesItems = true
        setNeedsStep()
    }

    // MARK: - Factories

    private static func make(_ kind: Kind) -> Self {
        let field = Self()
        field.kind = kind
        return field
    }

    /// Slows items: a force against the velocity, in proportion to
    /// `strength` and the speed (F = −strength · v, N per m/s).
    open class func dragField() -> Self { make(.drag) }

    /// Pushes items sideways around `position`, counter-clockwise for a
    /// positive `strength`, in proportion to mass and distance. Combine
    /// it with a radial gravity or spring field to keep items circling.
    open class func vortexField() -> Self { make(.vortex) }

    /// Pulls items towards `position` (positive `strength`) or pushes them
    /// away (negative), in proportion to their mass: 1,000 points/s² at
    /// strength 1, weakened by `falloff`.
    open class func radialGravityField(position: CGPoint) -> Self {
        let field = make(.radialGravity)
        field.position = position
        return field
    }

    /// Accelerates items along `direction` in proportion to their mass,
    /// the vector's length and `strength`: `direction` (0, 1) at strength 1
    /// is `UIGravityBehavior`'s default 1,000 points/s² down.
    open class func linearGravityField(direction: CGVector) -> Self {
        let field = make(.linearGravity)
        field.direction = direction
        return field
    }

    /// Gives items the velocity `direction` × `strength` (points/s): a
    /// velocity, not an acceleration; they take it on within one frame.
    open class func velocityField(direction: CGVector) -> Self {
        let field = make(.velocity)
        field.direction = direction
        return field
    }

    /// Random, smoothly varying accelerations (value noise over the plane
    /// and time). `smoothness` 0…1 (random … smooth), `speed`: changes a second.
    open class func noiseField(smoothness: CGFloat, animationSpeed speed: CGFloat) -> Self {
        let field = make(.noise)
        field.smoothness = smoothness
        field.animationSpeed = speed
        return field
    }

    /// Noise in proportion to each item's speed: still items feel nothing.
    open class func turbulenceField(smoothness: CGFloat, animationSpeed speed: CGFloat) -> Self {
        let field = make(.turbulence)
        field.smoothness = smoothness
        field.animationSpeed = speed
        return field
    }

    /// A spring (Hooke's law) to `position`: items oscillate across it
    /// forever unless `resistance` or another field damps them; heavier
    /// (denser) items swing more slowly.
    open class func springField() -> Self { make(.spring) }

    /// A radial electric field from `position` acting on each item's
    /// `charge` (F = qE, set through `UIDynamicItemBehavior`; 0 without
    /// one): like signs of charge and `strength` repel, opposite ones
    /// attract. Default strength 1 and falloff 1; with falloff 0 a
    /// negatively charged item oscillates across the centre forever.
    open class func electricField() -> Self {
        let field = make(.electric)
        field.falloff = 1
        return field
    }

    /// A uniform magnetic field out of the screen acting on moving charged
    /// items (F = qv × B): their paths turn counter-clockwise on screen
    /// (clockwise for a negative `strength` or charge); speed is kept.
    open class func magneticField() -> Self { make(.magnetic) }

    /// A field you compute: `block` gets the field, the item's position
    /// (points, reference view), velocity (points/s), mass, charge and the
    /// animator's `elapsedTime`, and returns the force (UIKit newtons: 1
    /// moves a 100 × 100 item of density 1 at 100 points/s²). `strength`
    /// and `falloff` are not applied (the block may read them); `region`
    /// and `minimumRadius` are. Returns an instance of the class it is
    /// called on, so subclasses can add their own factories.
    ///
    /// The block runs once a display frame and its force is held for the
    /// frame (Apple does not document how often its block runs). A force
    /// against the velocity and in proportion to it, F = −c v, changes the
    /// velocity by −100 c Δt / m of itself a frame (Δt = 1/60 s), so it
    /// settles only while that is under 2: the sources' `−velocity`
    /// (c = 1) stops items of mass ≥ 0.83 (a 91 × 91 view of density 1)
    /// and swings, growing, on lighter ones — scale such a force by the
    /// mass, or use `dragField()`, which is stable at any strength.
    open class func field(evaluationBlock block: @escaping (UIFieldBehavior, CGPoint, CGVector, CGFloat, CGFloat, TimeInterval) -> CGVector) -> Self {
        let field = make(.custom)
        field.evaluator = block
        return field
    }

    // MARK: - Stepping

    override var dynamicItems: [any UIDynamicItem] { items }

    /// Whether the force on a still item may change by itself over time
    /// (such fields keep the items they push awake).
    private var isTimeVarying: Bool {
        switch kind {
        case .custom: return true
        case .noise, .turbulence: return animationSpeed != 0
        default: return false
        }
    }

    override var appliesForcesLast: Bool { kind == .velocity }

    override func applyForces(_ bridge: DynamicsBridge, dt: Double) {
        guard kind != .none, !items.isEmpty, dt > 0 else { return }
        if let bad = unusableParameter() {
            CGDiagnostics.reportOnce("UIFieldBehavior: \(bad) is not usable; the field is skipped until it is", about: self)
            return
        }
        let time = dynamicAnimator?.elapsedTime ?? 0
        let usesCharge = kind == .electric || kind == .magnetic || kind == .custom
        let charges = usesCharge ? (dynamicAnimator?.fieldCharges() ?? [:]) : [:]
        var forces: [(BodyId, Vec2)] = []
        for item in items {
            guard let e = bridge.entry(for: item) else { continue }
            let mass = bridge.world.mass(of: e.body)
            guard mass > 0, mass.isFinite else { continue }      // anchored: forces do nothing
            let p = bridge.points(bridge.world.position(of: e.body))
            let local = CGPoint(x: p.x - position.x, y: p.y - position.y)
            guard region.contains(local), (local.x * local.x + local.y * local.y).squareRoot() >= minimumRadius else { continue }
            let vm = bridge.points(bridge.world.linearVelocity(of: e.body))
            let sample = FieldSample(position: p, velocity: CGVector(dx: vm.x, dy: vm.y), mass: CGFloat(mass),
                                     charge: charges[ObjectIdentifier(item)] ?? 0)
            var force: Vec2
            switch effect(on: sample, time: time, dt: dt) {
            case nil: continue
            case .acceleration(let ax, let ay)?: force = mass * Vec2(Float(ax), Float(ay))
            case .force(let fx, let fy)?: force = Vec2(Float(fx), Float(fy))
            }
            // A velocity field overrides the other behaviours' forces: it
            // goes in last and cancels what they put on the item this frame.
            if kind == .velocity { force = force - bridge.world.force(on: e.body) }
            guard force.isFinite else {
                CGDiagnostics.reportOnce("UIFieldBehavior: the \(kind) field gave a non-finite force; the field is skipped for that step",
                                         about: self)
                return
            }
            if force.x != 0 || force.y != 0 { forces.append((e.body, force)) }
        }
        let wake = wakesItems || isTimeVarying
        for (body, force) in forces { bridge.world.applyForceToCenter(body, force, wake: wake) }
        wakesItems = false
    }

    /// The first parameter this kind of field uses that is not finite
    /// (nil: all are usable).
    private func unusableParameter() -> String? {
        if !position.x.isFinite || !position.y.isFinite { return "position \(position)" }
        if !minimumRadius.isFinite { return "minimumRadius \(minimumRadius)" }
        if !region.isValid { return "region \(region)" }
        guard kind != .custom else { return nil }
        if !strength.isFinite { return "strength \(strength)" }
        if !falloff.isFinite { return "falloff \(falloff)" }
        switch kind {
        case .linearGravity, .velocity:
            if !direction.dx.isFinite || !direction.dy.isFinite { return "direction \(direction)" }
        case .noise, .turbulence:
            if !smoothness.isFinite { return "smoothness \(smoothness)" }
            if !animationSpeed.isFinite { return "animationSpeed \(animationSpeed)" }
        default:
            break
        }
        return nil
    }
}

extension UIDynamicAnimator {
    /// Each item's `charge`, from the last `UIDynamicItemBehavior` naming
    /// it in the behaviour tree (the one whose material the item takes).
    func fieldCharges() -> [ObjectIdentifier: CGFloat] {
        var charges: [ObjectIdentifier: CGFloat] = [:]
        for case let b as UIDynamicItemBehavior in Self.flatten(behaviors) {
            for item in b.items { charges[ObjectIdentifier(item)] = b.charge }
        }
        return charges
    }
}
