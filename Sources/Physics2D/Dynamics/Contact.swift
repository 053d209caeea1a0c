/// A contact between two shapes whose broadphase boxes overlap: its
/// manifold (empty while they do not touch), mixed material, and its place
/// in both bodies' contact lists.
struct ContactRecord {
    /// Shape A has the higher geometry rank (the manifold table's order).
    var shapeA: Int32 = -1
    var shapeB: Int32 = -1
    var bodyA: Int32 = -1
    var bodyB: Int32 = -1
    var manifold = Manifold()
    var friction: Float = 0
    var restitution: Float = 0
    var rollingResistance: Float = 0
    var isTouching = false
    var enableContactEvents = true
    var isLive = false
    /// The neighbouring edges in body A's and body B's lists (edge =
    /// contact × 2 + side; −1: none).
    var prevA: Int32 = -1, nextA: Int32 = -1
    var prevB: Int32 = -1, nextB: Int32 = -1
}

extension PhysicsWorld {
    /// Sets a contact's friction and restitution from its two shapes, by
    /// the world's mixing rules.
    func mixMaterial(_ c: inout ContactRecord) {
        let a = Int(c.shapeA), b = Int(c.shapeB)
        c.friction = def.frictionMixing.mix(shapes[a].friction, shapes[b].friction)
        c.restitution = def.restitutionMixing.mix(shapes[a].restitution, shapes[b].restitution)
    }

    func createContact(_ s1: Int32, _ s2: Int32) {
        // A is the shape of higher rank.
        let (a, b) = shapes[Int(s1)].rank >= shapes[Int(s2)].rank ? (s1, s2) : (s2, s1)
        var c = ContactRecord()
        c.shapeA = a; c.shapeB = b
        c.bodyA = shapes[Int(a)].body; c.bodyB = shapes[Int(b)].body
        mixMaterial(&c)
        c.rollingResistance = max(shapes[Int(a)].rollingResistance, shapes[Int(b)].rollingResistance)
        c.enableContactEvents = shapes[Int(a)].enableContactEvents || shapes[Int(b)].enableContactEvents
        c.isLive = true
        let index: Int32
        if let free = freeContacts.popLast() { index = free; contacts[Int(index)] = c }
        else { index = Int32(contacts.count); contacts.append(c) }
        pairs[Self.pairKey(a, b)] = index
        // Push onto both bodies' lists.
        for side in 0..<2 {
            let body = side == 0 ? c.bodyA : c.bodyB
            let edge = index * 2 + Int32(side)
            let head = bodies[Int(body)].headContactEdge
            setNext(edge, head)
            setPrev(edge, -1)
            if head >= 0 { setPrev(head, edge) }
            bodies[Int(body)].headContactEdge = edge
        }
    }

    private func setNext(_ edge: Int32, _ value: Int32) {
        if edge & 1 == 0 { contacts[Int(edge >> 1)].nextA = value } else { contacts[Int(edge >> 1)].nextB = value }
    }
    private func setPrev(_ edge: Int32, _ value: Int32) {
        if edge & 1 == 0 { contacts[Int(edge >> 1)].prevA = value } else { contacts[Int(edge >> 1)].prevB = value }
    }
    func nextEdge(_ edge: Int32) -> Int32 { edge & 1 == 0 ? contacts[Int(edge >> 1)].nextA : contacts[Int(edge >> 1)].nextB }
    private func prevEdge(_ edge: Int32) -> Int32 { edge & 1 == 0 ? contacts[Int(edge >> 1)].prevA : contacts[Int(edge >> 1)].prevB }

    /// Removes a contact (an end event if it touched).
    func destroyContact(_ index: Int32) {
        let c = contacts[Int(index)]
        guard c.isLive else { return }
        if c.isTouching && c.enableContactEvents { reportEnd(c) }
        pairs[Self.pairKey(c.shapeA, c.shapeB)] = nil
        for side in 0..<2 {
            let body = side == 0 ? c.bodyA : c.bodyB
            let edge = index * 2 + Int32(side)
            let prev = prevEdge(edge), next = nextEdge(edge)
            if prev >= 0 { setNext(prev, next) } else { bodies[Int(body)].headContactEdge = next }
            if next >= 0 { setPrev(next, prev) }
        }
        contacts[Int(index)].isLive = false
        freeContacts.append(index)
    }

    /// Removes every contact of a shape.
    func destroyContacts(ofShape shape: Int32) {
        let body = shapes[Int(shape)].body
        var edge = bodies[Int(body)].headContactEdge
        while edge >= 0 {
            let next = nextEdge(edge)
            let c = contacts[Int(edge >> 1)]
            if c.shapeA == shape || c.shapeB == shape { destroyContact(edge >> 1) }
            edge = next
        }
    }

    /// The manifold of two shapes (A of rank ≥ B's), by the pair table.
    static func manifold(_ a: ShapeGeometry, _ xfA: Transform, _ b: ShapeGeometry, _ xfB: Transform) -> Manifold {
        switch (a, b) {
        case (.circle(let ca), .circle(let cb)): collideCircles(ca, xfA, cb, xfB)
        case (.capsule(let ca), .circle(let cb)): collideCapsuleAndCircle(ca, xfA, cb, xfB)
        case (.capsule(let ca), .capsule(let cb)): collideCapsules(ca, xfA, cb, xfB)
        case (.polygon(let pa), .circle(let cb)): collidePolygonAndCircle(pa, xfA, cb, xfB)
        case (.polygon(let pa), .capsule(let cb)): collidePolygonAndCapsule(pa, xfA, cb, xfB)
        case (.polygon(let pa), .polygon(let pb)): collidePolygons(pa, xfA, pb, xfB)
        case (.segment(let sa), .circle(let cb)): collideSegmentAndCircle(sa, xfA, cb, xfB)
        case (.segment(let sa), .capsule(let cb)): collideSegmentAndCapsule(sa, xfA, cb, xfB)
        case (.segment(let sa), .polygon(let pb)): collideSegmentAndPolygon(sa, xfA, pb, xfB)
        default: Manifold()
        }
    }

    /// Updates every contact: ends those whose boxes parted, recomputes the
    /// manifolds (keeping the impulses of points that persist), and records
    /// begin and end events.
    func updateContacts() {
        // Read in place (copying whole contact, body and shape records cost
        // ~9 % of the pyramid's step); what changes the tables — ending a
        // contact, events, waking — is done after the loop.
        var parted: [Int32] = []
        var changed: [Int32] = []
        contacts.withUnsafeMutableBufferPointer { contacts in
            bodies.withUnsafeBufferPointer { bodies in
                shapes.withUnsafeBufferPointer { shapes in
                    for i in contacts.indices {
                        let c = contacts.baseAddress! + i
                        guard c.pointee.isLive else { continue }
                        let bodyA = bodies.baseAddress! + Int(c.pointee.bodyA), bodyB = bodies.baseAddress! + Int(c.pointee.bodyB)
                        // Neither awake and moving (asleep or static): unchanged.
                        if !(bodyA.pointee.isAwake && bodyA.pointee.type != .static)
                            && !(bodyB.pointee.isAwake && bodyB.pointee.type != .static) { continue }
                        let shapeA = shapes.baseAddress! + Int(c.pointee.shapeA), shapeB = shapes.baseAddress! + Int(c.pointee.shapeB)
                        guard shapeA.pointee.fatAABB.overlaps(shapeB.pointee.fatAABB) else {
                            parted.append(Int32(i))
                            continue
                        }
                        var m: Manifold
                        if shapeA.pointee.polygon != nil && shapeB.pointee.polygon != nil {
                            m = collidePolygons(shapeA.pointee.polygon.unsafelyUnwrapped, bodyA.pointee.transform,
                                                shapeB.pointee.polygon.unsafelyUnwrapped, bodyB.pointee.transform)
                        } else {
                            m = Self.manifold(shapeA.pointee.geometry, bodyA.pointee.transform,
                                              shapeB.pointee.geometry, bodyB.pointee.transform)
                            // A chain link (always A: segments rank highest) smooths its vertices.
                            if let links = shapeA.pointee.links, case .segment(let segment) = shapeA.pointee.geometry {
                                m = smoothChainContact(m, segment: segment, links: links, xfA: bodyA.pointee.transform,
                                                       xfB: bodyB.pointee.transform, otherCenter: shapeB.pointee.aabb.center)
                            }
                        }
                        // Warm start points whose features persist.
                        let oldCount = c.pointee.manifold.pointCount
                        for j in 0..<m.pointCount {
                            let id = j == 0 ? m.point0.id : m.point1.id
                            for k in 0..<oldCount {
                                let old = k == 0 ? c.pointee.manifold.point0 : c.pointee.manifold.point1
                                guard old.id == id else { continue }
                                if j == 0 {
                                    m.point0.normalImpulse = old.normalImpulse
                                    m.point0.tangentImpulse = old.tangentImpulse
                                    m.point0.persisted = true
                                } else {
                                    m.point1.normalImpulse = old.normalImpulse
                                    m.point1.tangentImpulse = old.tangentImpulse
                                    m.point1.persisted = true
                                }
                                break
                            }
                        }
                        m.rollingImpulse = m.pointCount > 0 ? c.pointee.manifold.rollingImpulse : 0
                        c.pointee.manifold = m
                        if (m.pointCount > 0) != c.pointee.isTouching {
                            c.pointee.isTouching = m.pointCount > 0
                            changed.append(Int32(i))
                        }
                    }
                }
            }
        }
        for i in changed {
            let c = contacts[Int(i)]
            if c.enableContactEvents {
                if c.isTouching { reportBegin(c) } else { reportEnd(c) }
            }
            if c.isTouching {
                // A touch wakes a sleeping partner.
                if !bodies[Int(c.bodyA)].isAwake && bodies[Int(c.bodyA)].type == .dynamic { wake(c.bodyA) }
                if !bodies[Int(c.bodyB)].isAwake && bodies[Int(c.bodyB)].type == .dynamic { wake(c.bodyB) }
            }
        }
        for i in parted { destroyContact(i) }
    }
}
