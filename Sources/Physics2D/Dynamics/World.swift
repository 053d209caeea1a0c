/// A body's record in the world's table.
struct BodyRecord {
    var type: BodyType = .static
    /// The body origin's placement.
    var transform = Transform.identity
    /// The centre of mass, world frame.
    var center = Vec2.zero
    /// The centre of mass in the body frame.
    var localCenter = Vec2.zero
    var linearVelocity = Vec2.zero
    var angularVelocity: Float = 0
    var force = Vec2.zero
    var torque: Float = 0
    var mass: Float = 0
    var invMass: Float = 0
    var inertia: Float = 0
    var invInertia: Float = 0
    var linearDamping: Float = 0
    var angularDamping: Float = 0
    var gravityScale: Float = 1
    var fixedRotation = false
    var enableSleep = true
    var isAwake = true
    var sleepTime: Float = 0
    /// The smallest half-size of its shapes (for continuous collision; set with the mass).
    var minExtent: Float = 0
    /// The first of the body's shapes (−1: none); shapes link on.
    var headShape: Int32 = -1
    var shapeCount: Int32 = 0
    /// The first of the body's contact edges (contact index × 2 + side; −1: none).
    var headContactEdge: Int32 = -1
    /// The first of the body's joint edges (joint index × 2 + side; −1: none; World+Joints.swift).
    var headJointEdge: Int32 = -1
    var generation: UInt32 = 0
    var isLive = false
    var userData: Int = 0
}

/// A shape's record.
struct ShapeRecord {
    var body: Int32 = -1
    var geometry = ShapeGeometry.circle(Circle(radius: 0))
    /// The polygon again, outside the enum, for polygon pairs: passing it
    /// by address instead of copying it out of `geometry` (two 150-byte
    /// copies a pair, 6 % of the pyramid's step).
    var polygon: Polygon?
    var rank = 0
    var density: Float = 1
    var friction: Float = 0.6
    var restitution: Float = 0
    var rollingResistance: Float = 0
    var filter = CollisionFilter()
    var enableContactEvents = true
    /// The tight box and the one in the broadphase (grown by a margin).
    var aabb = AABB(lower: .zero, upper: .zero)
    var fatAABB = AABB(lower: .zero, upper: .zero)
    /// The broadphase proxy (−1: none) and which tree holds it.
    var proxy: Int32 = -1
    var proxyType = BodyType.static
    /// The next shape of the same body (−1: last).
    var nextShape: Int32 = -1
    var generation: UInt32 = 0
    var isLive = false
    var userData: Int = 0
    /// A chain link's neighbours (nil: not a chain link) and its chain.
    var links: ChainLinks?
    var chain: Int32 = -1
}

/// A 2-D rigid-body world in the manner of Box2D v3: bodies, shapes and
/// contacts in flat arrays addressed by index (handles carry a generation),
/// a broadphase of dynamic AABB trees, and a soft-step solver with
/// sub-steps, warm starting, relaxation and restitution. Units are metres,
/// kilograms and seconds; gravity points down (−y) by default.
///
/// Not thread-safe: use a world from one thread (UIKit Dynamics uses it on
/// the main actor). Deterministic: the same calls give the same bits.
public final class PhysicsWorld {
    public var gravity: Vec2
    let def: WorldDef
    @exclusivity(unchecked) var bodies: [BodyRecord] = []
    @exclusivity(unchecked) var shapes: [ShapeRecord] = []
    var freeBodies: [Int32] = []
    var freeShapes: [Int32] = []
    @exclusivity(unchecked) var contacts: [ContactRecord] = []
    var freeContacts: [Int32] = []
    /// Contacts by shape pair (smaller index in the high half).
    var pairs: [UInt64: Int32] = [:]
    var broadphase = BroadPhase()
    /// What the last step reported.
    public private(set) var contactBeginEvents: [ContactBeginEvent] = []
    /// The contacts that stopped touching in the last step, and those
    /// destroyed (with a shape or body) before it.
    public private(set) var contactEndEvents: [ContactEndEvent] = []
    var endEventsBetweenSteps: [ContactEndEvent] = []
    var isStepping = false
    /// Scratch storage the solver reuses from step to step.
    @exclusivity(unchecked) var solverBodies: [SolverBody] = []
    @exclusivity(unchecked) var contactConstraints: [ContactConstraint] = []
    var constraintGraph = ConstraintGraph()
    @exclusivity(unchecked) var wideContacts: [WideContact] = []
    var wideColorStarts: [Int] = []
    /// The sleep pass's union-find parents and island still times (scratch).
    var sleepParents: [Int32] = []
    var sleepIslandTimes: [Float] = []
    /// Joints (World+Joints.swift, JointSolver.swift): the records, their
    /// free list, and the joints the current step solves.
    @exclusivity(unchecked) var joints: [JointRecord] = []
    var freeJoints: [Int32] = []
    /// Chains (World+Chains.swift): their links are ordinary segment shapes.
    var chains: [ChainRecord] = []
    var freeChains: [Int32] = []
    var activeJoints: [Int32] = []

    public init(_ def: WorldDef = WorldDef()) {
        self.def = def
        gravity = def.gravity.isFinite ? def.gravity : .zero
    }

    // MARK: Bodies

    /// Adds a body; non-finite values in `def` are replaced (and reported).
    @discardableResult
    public func createBody(_ def: BodyDef) -> BodyId {
        var b = BodyRecord()
        b.type = def.type
        let position = def.position.isFinite ? def.position : .zero
        let q = (def.rotation.c.isFinite && def.rotation.s.isFinite) ? def.rotation.normalized : .identity
        b.transform = Transform(p: position, q: q.c == 0 && q.s == 0 ? .identity : q)
        b.center = position
        b.linearVelocity = def.type == .static || !def.linearVelocity.isFinite ? .zero : def.linearVelocity
        b.angularVelocity = def.type == .static || !def.angularVelocity.isFinite ? 0 : def.angularVelocity
        b.linearDamping = def.linearDamping.isFinite ? max(def.linearDamping, 0) : 0
        b.angularDamping = def.angularDamping.isFinite ? max(def.angularDamping, 0) : 0
        b.gravityScale = def.gravityScale.isFinite ? def.gravityScale : 1
        b.fixedRotation = def.fixedRotation
        b.enableSleep = def.enableSleep
        b.isAwake = def.isAwake || def.type != .dynamic
        b.userData = def.userData
        b.isLive = true
        let index = bodies.insert(b, reusing: &freeBodies)
        return BodyId(index: index, generation: bodies[Int(index)].generation)
    }

    /// Removes a body with its shapes and contacts (end events for touching ones).
    public func destroyBody(_ id: BodyId) {
        guard isValid(id) else { return }
        wakeTouching(id.index)
        destroyJoints(ofBody: id.index)     // its joints go with it (World+Joints.swift)
        forgetChains(ofBody: id.index)      // and its chains (World+Chains.swift)
        var s = bodies[Int(id.index)].headShape
        while s >= 0 {
            let next = shapes[Int(s)].nextShape
            removeShape(s, updateMass: false)
            s = next
        }
        bodies[Int(id.index)].isLive = false
        bodies[Int(id.index)].headShape = -1
        freeBodies.append(id.index)
    }

    /// Whether `id` names a body that still exists.
    public func isValid(_ id: BodyId) -> Bool {
        id.index >= 0 && Int(id.index) < bodies.count && bodies[Int(id.index)].isLive
            && bodies[Int(id.index)].generation == id.generation
    }

    public func isValid(_ id: ShapeId) -> Bool {
        id.index >= 0 && Int(id.index) < shapes.count && shapes[Int(id.index)].isLive
            && shapes[Int(id.index)].generation == id.generation
    }

    /// The number of live bodies.
    public var bodyCount: Int { bodies.count - freeBodies.count }
    /// The number of contacts (touching or only near).
    public var contactCount: Int { contacts.count - freeContacts.count }

    // MARK: Shapes

    /// Adds a shape to a body and updates the body's mass. Geometry with
    /// non-finite numbers is refused (nil).
    @discardableResult
    public func createShape(_ body: BodyId, _ def: ShapeDef, _ geometry: ShapeGeometry) -> ShapeId? {
        guard isValid(body), geometry.isValid else { return nil }
        var s = ShapeRecord()
        s.body = body.index
        s.geometry = geometry
        if case .polygon(let p) = geometry { s.polygon = p }
        s.rank = geometry.rank
        s.density = def.density.isFinite ? max(def.density, 0) : 0
        s.friction = def.friction.isFinite ? max(def.friction, 0) : 0
        s.restitution = def.restitution.isFinite ? max(def.restitution, 0) : 0
        s.rollingResistance = def.rollingResistance.isFinite ? max(def.rollingResistance, 0) : 0
        s.filter = def.filter
        s.enableContactEvents = def.enableContactEvents
        s.userData = def.userData
        s.isLive = true
        let b = bodies[Int(body.index)]
        s.nextShape = b.headShape
        s.aabb = geometry.aabb(b.transform)
        s.proxyType = b.type
        s.fatAABB = s.aabb.inflated(by: b.type == .static ? PhysicsConstants.speculativeDistance : PhysicsConstants.aabbMargin)
        let index = shapes.insert(s, reusing: &freeShapes)
        shapes[Int(index)].proxy = broadphase.createProxy(shapes[Int(index)].fatAABB, type: b.type, shape: index)
        bodies[Int(body.index)].headShape = index
        bodies[Int(body.index)].shapeCount += 1
        updateMass(body.index)
        return ShapeId(index: index, generation: shapes[Int(index)].generation)
    }

    /// Removes a shape (its contacts end; what it touched wakes).
    public func destroyShape(_ id: ShapeId) {
        guard isValid(id) else { return }
        wakeTouching(shapes[Int(id.index)].body)
        removeShape(id.index, updateMass: true)
    }

    func removeShape(_ index: Int32, updateMass update: Bool) {
        let bodyIndex = shapes[Int(index)].body
        destroyContacts(ofShape: index)
        broadphase.destroyProxy(shapes[Int(index)].proxy, type: shapes[Int(index)].proxyType)
        // Unlink from the body's list.
        var prev: Int32 = -1
        var s = bodies[Int(bodyIndex)].headShape
        while s >= 0 && s != index { prev = s; s = shapes[Int(s)].nextShape }
        if s == index {
            if prev < 0 { bodies[Int(bodyIndex)].headShape = shapes[Int(index)].nextShape }
            else { shapes[Int(prev)].nextShape = shapes[Int(index)].nextShape }
            bodies[Int(bodyIndex)].shapeCount -= 1
        }
        shapes[Int(index)].isLive = false
        shapes[Int(index)].proxy = -1
        freeShapes.append(index)
        if update { updateMass(bodyIndex) }
    }

    /// Sums the shapes' mass into the body (dynamic bodies only; a dynamic
    /// body with no mass gets 1 kg so it can still move).
    func updateMass(_ index: Int32) {
        var b = bodies[Int(index)]
        b.mass = 0; b.invMass = 0; b.inertia = 0; b.invInertia = 0; b.localCenter = .zero
        b.minExtent = minExtent(index)
        defer { bodies[Int(index)] = b }
        guard b.type == .dynamic else {
            b.center = b.transform.p
            return
        }
        var mass: Float = 0, inertia: Float = 0, weighted = Vec2.zero
        var s = b.headShape
        while s >= 0 {
            let shape = shapes[Int(s)]
            if shape.density > 0 {
                let md = shape.geometry.massData(density: shape.density)
                mass += md.mass
                weighted = mulAdd(weighted, md.mass, md.center)
                inertia += md.rotationalInertia
            }
            s = shape.nextShape
        }
        if mass > 0 {
            b.mass = mass
            b.invMass = 1 / mass
            b.localCenter = (1 / mass) * weighted
        } else {
            b.mass = 1; b.invMass = 1
        }
        if inertia > 0 && !b.fixedRotation {
            // About the centre of mass.
            b.inertia = max(inertia - b.mass * dot(b.localCenter, b.localCenter), 0)
            b.invInertia = b.inertia > 0 ? 1 / b.inertia : 0
        }
        b.center = b.transform.apply(b.localCenter)
    }

    // MARK: Reading and moving bodies

    public func transform(of id: BodyId) -> Transform { bodies[Int(id.index)].transform }
    public func position(of id: BodyId) -> Vec2 { bodies[Int(id.index)].transform.p }
    public func rotation(of id: BodyId) -> Rot { bodies[Int(id.index)].transform.q }
    /// The centre of mass, world frame.
    public func worldCenter(of id: BodyId) -> Vec2 { bodies[Int(id.index)].center }
    public func linearVelocity(of id: BodyId) -> Vec2 { bodies[Int(id.index)].linearVelocity }
    public func angularVelocity(of id: BodyId) -> Float { bodies[Int(id.index)].angularVelocity }
    public func mass(of id: BodyId) -> Float { bodies[Int(id.index)].mass }
    /// The rotational inertia about the centre of mass.
    public func rotationalInertia(of id: BodyId) -> Float { bodies[Int(id.index)].inertia }
    public func isAwake(_ id: BodyId) -> Bool { bodies[Int(id.index)].isAwake }

    public func setLinearVelocity(_ id: BodyId, _ v: Vec2) {
        guard isValid(id), v.isFinite, bodies[Int(id.index)].type != .static else { return }
        bodies[Int(id.index)].linearVelocity = v
        wake(id.index)
    }

    public func setAngularVelocity(_ id: BodyId, _ w: Float) {
        guard isValid(id), w.isFinite, bodies[Int(id.index)].type != .static else { return }
        bodies[Int(id.index)].angularVelocity = bodies[Int(id.index)].fixedRotation ? 0 : w
        wake(id.index)
    }

    /// Moves a body (teleports: contacts are remade next step).
    public func setTransform(_ id: BodyId, position: Vec2, rotation: Rot) {
        guard isValid(id), position.isFinite, rotation.c.isFinite, rotation.s.isFinite else { return }
        var b = bodies[Int(id.index)]
        b.transform = Transform(p: position, q: rotation.normalized)
        b.center = b.transform.apply(b.localCenter)
        bodies[Int(id.index)] = b
        var s = b.headShape
        while s >= 0 {
            refreshAABB(s, margin: b.type == .static ? PhysicsConstants.speculativeDistance : PhysicsConstants.aabbMargin,
                        force: true)
            s = shapes[Int(s)].nextShape
        }
        wake(id.index)
    }

    /// Applies a force (N) at a world point until the next step ends.
    /// `wake: false` leaves a sleeping body asleep (and the force unapplied):
    /// how a steady field such as gravity acts without keeping bodies awake.
    public func applyForce(_ id: BodyId, _ force: Vec2, at point: Vec2, wake shouldWake: Bool = true) {
        guard isValid(id), force.isFinite, point.isFinite, bodies[Int(id.index)].type == .dynamic else { return }
        if !shouldWake && !bodies[Int(id.index)].isAwake { return }
        bodies[Int(id.index)].force += force
        bodies[Int(id.index)].torque += cross(point - bodies[Int(id.index)].center, force)
        if shouldWake { wake(id.index) }
    }

    /// A force through the centre of mass (no turning); `wake` as above.
    public func applyForceToCenter(_ id: BodyId, _ force: Vec2, wake shouldWake: Bool = true) {
        guard isValid(id), force.isFinite, bodies[Int(id.index)].type == .dynamic else { return }
        if !shouldWake && !bodies[Int(id.index)].isAwake { return }
        bodies[Int(id.index)].force += force
        if shouldWake { wake(id.index) }
    }

    /// The force applied to a body so far this step (N; cleared by `step`).
    public func force(on id: BodyId) -> Vec2 {
        guard isValid(id) else { return .zero }
        return bodies[Int(id.index)].force
    }

    /// Adds a torque (N·m, counter-clockwise positive) for the next step and wakes the body.
    public func applyTorque(_ id: BodyId, _ torque: Float) {
        guard isValid(id), torque.isFinite, bodies[Int(id.index)].type == .dynamic else { return }
        bodies[Int(id.index)].torque += torque
        wake(id.index)
    }

    /// Changes the velocity at once by `impulse / mass` (N·s at a world point).
    public func applyLinearImpulse(_ id: BodyId, _ impulse: Vec2, at point: Vec2) {
        guard isValid(id), impulse.isFinite, point.isFinite, bodies[Int(id.index)].type == .dynamic else { return }
        var b = bodies[Int(id.index)]
        b.linearVelocity = mulAdd(b.linearVelocity, b.invMass, impulse)
        b.angularVelocity += b.invInertia * cross(point - b.center, impulse)
        bodies[Int(id.index)] = b
        wake(id.index)
    }

    public func applyAngularImpulse(_ id: BodyId, _ impulse: Float) {
        guard isValid(id), impulse.isFinite, bodies[Int(id.index)].type == .dynamic else { return }
        bodies[Int(id.index)].angularVelocity += bodies[Int(id.index)].invInertia * impulse
        wake(id.index)
    }

    /// Wakes a body and the sleeping bodies it touches (and resets their still time).
    func wake(_ index: Int32) {
        if bodies[Int(index)].isAwake {
            bodies[Int(index)].sleepTime = 0
        } else {
            wakeIsland(index)
        }
    }

    /// Wakes the bodies touching `index` (before it goes away).
    func wakeTouching(_ index: Int32) {
        var edge = bodies[Int(index)].headContactEdge
        while edge >= 0 {
            let c = contacts[Int(edge >> 1)]
            let other = edge & 1 == 0 ? c.bodyB : c.bodyA
            if c.isTouching && bodies[Int(other)].type == .dynamic { wake(other) }
            edge = nextEdge(edge)
        }
    }

    /// Recomputes a shape's box; grows the broadphase box when it escaped
    /// (or always with `force`), and marks the proxy moved.
    func refreshAABB(_ s: Int32, margin: Float, force: Bool = false) {
        let shape = shapes[Int(s)]
        let xf = bodies[Int(shape.body)].transform
        let box = shape.geometry.aabb(xf)
        shapes[Int(s)].aabb = box
        if force || !shape.fatAABB.contains(box) {
            let fat = box.inflated(by: margin)
            shapes[Int(s)].fatAABB = fat
            broadphase.moveProxy(shape.proxy, type: shape.proxyType, to: fat)
        }
    }

    // MARK: Events

    /// Starts a step's events: the end events of contacts destroyed since
    /// the last step (with their shapes) come first.
    func clearEvents() {
        contactBeginEvents.removeAll(keepingCapacity: true)
        contactEndEvents.removeAll(keepingCapacity: true)
        swap(&contactEndEvents, &endEventsBetweenSteps)
    }

    func reportBegin(_ c: ContactRecord) {
        contactBeginEvents.append(ContactBeginEvent(
            shapeA: ShapeId(index: c.shapeA, generation: shapes[Int(c.shapeA)].generation),
            shapeB: ShapeId(index: c.shapeB, generation: shapes[Int(c.shapeB)].generation), manifold: c.manifold))
    }

    func reportEnd(_ c: ContactRecord) {
        let event = ContactEndEvent(
            shapeA: ShapeId(index: c.shapeA, generation: shapes[Int(c.shapeA)].generation),
            shapeB: ShapeId(index: c.shapeB, generation: shapes[Int(c.shapeB)].generation))
        if isStepping { contactEndEvents.append(event) } else { endEventsBetweenSteps.append(event) }
    }
}
