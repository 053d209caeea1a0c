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
