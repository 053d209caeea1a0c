extension PhysicsWorld {
    /// Calls `visit` with every shape whose box overlaps `box` (the tight
    /// box, not the broadphase's grown one); `visit` returns false to stop.
    /// Static shapes first, then kinematic, then dynamic, each in tree order.
    public func overlapAABB(_ box: AABB, _ visit: (ShapeId) -> Bool) {
        guard box.isValid else { return }
        var going = true
        for tree in broadphase.trees where going {
            tree.query(box) { proxy in
                let s = tree.userData(proxy)
                let shape = shapes[Int(s)]
                guard shape.isLive, shape.aabb.overlaps(box) else { return true }
                going = visit(ShapeId(index: s, generation: shape.generation))
                return going
            }
        }
    }

    /// The body a shape belongs to.
    public func body(of shape: ShapeId) -> BodyId {
        let b = shapes[Int(shape.index)].body
        return BodyId(index: b, generation: bodies[Int(b)].generation)
    }
}

extension PhysicsWorld {
    /// Changes a shape's collision filter: contacts it no longer allows end
    /// (end events for touching ones) and new overlaps are found next step.
    public func setFilter(_ shape: ShapeId, _ filter: CollisionFilter) {
        guard isValid(shape), shapes[Int(shape.index)].filter != filter else { return }
        shapes[Int(shape.index)].filter = filter
        let body = shapes[Int(shape.index)].body
        var edge = bodies[Int(body)].headContactEdge
        while edge >= 0 {
            let next = nextEdge(edge)
            let c = contacts[Int(edge >> 1)]
            if (c.shapeA == shape.index || c.shapeB == shape.index)
                && !shapes[Int(c.shapeA)].filter.shouldCollide(with: shapes[Int(c.shapeB)].filter) {
                destroyContact(edge >> 1)
            }
            edge = next
        }
        let s = shapes[Int(shape.index)]
        broadphase.bufferMove(BroadPhase.key(s.proxy, s.proxyType))
        wake(body)
    }

    /// Changes a shape's material (mixed into its contacts from the next
    /// contact on; existing contacts keep their mix until they are remade).
    public func setMaterial(_ shape: ShapeId, friction: Float, restitution: Float) {
        guard isValid(shape), friction.isFinite, restitution.isFinite else { return }
        shapes[Int(shape.index)].friction = max(friction, 0)
        shapes[Int(shape.index)].restitution = max(restitution, 0)
        // Remix the shape's existing contacts.
        let body = shapes[Int(shape.index)].body
        var edge = bodies[Int(body)].headContactEdge
        while edge >= 0 {
            let i = Int(edge >> 1)
            if contacts[i].shapeA == shape.index || contacts[i].shapeB == shape.index {
                mixMaterial(&contacts[i])
            }
            edge = nextEdge(edge)
        }
    }

    /// Changes a shape's density and the body's mass.
    public func setDensity(_ shape: ShapeId, _ density: Float) {
        guard isValid(shape), density.isFinite, density >= 0 else { return }
        shapes[Int(shape.index)].density = density
        updateMass(shapes[Int(shape.index)].body)
    }

    /// Changes how a body moves (static ↔ dynamic …): it moves to the
    /// matching broadphase tree and gets or loses its mass.
    public func setBodyType(_ id: BodyId, _ type: BodyType) {
        guard isValid(id), bodies[Int(id.index)].type != type else { return }
        bodies[Int(id.index)].type = type
        if type == .static { bodies[Int(id.index)].linearVelocity = .zero; bodies[Int(id.index)].angularVelocity = 0 }
        var s = bodies[Int(id.index)].headShape
        while s >= 0 {
            destroyContacts(ofShape: s)
            let old = shapes[Int(s)]
            broadphase.destroyProxy(old.proxy, type: old.proxyType)
            shapes[Int(s)].proxyType = type
            shapes[Int(s)].proxy = broadphase.createProxy(old.fatAABB, type: type, shape: s)
            s = old.nextShape
        }
        updateMass(id.index)
        bodies[Int(id.index)].isAwake = true
        bodies[Int(id.index)].sleepTime = 0
    }

    /// Damping and rotation settings of a body.
    public func setDamping(_ id: BodyId, linear: Float, angular: Float) {
        guard isValid(id), linear.isFinite, angular.isFinite else { return }
        bodies[Int(id.index)].linearDamping = max(linear, 0)
        bodies[Int(id.index)].angularDamping = max(angular, 0)
    }

    /// Locks (true) or frees (false) a body's rotation: locking zeroes its angular
    /// velocity and drops its rotational inertia, so it no longer turns.
    public func setFixedRotation(_ id: BodyId, _ fixed: Bool) {
        guard isValid(id), bodies[Int(id.index)].fixedRotation != fixed else { return }
        bodies[Int(id.index)].fixedRotation = fixed
        if fixed { bodies[Int(id.index)].angularVelocity = 0 }
        updateMass(id.index)
    }

    /// Whether every dynamic body is asleep (or there is none).
    public var isAtRest: Bool {
        for b in bodies where b.isLive && b.type == .dynamic && b.isAwake { return false }
        return true
    }
}
