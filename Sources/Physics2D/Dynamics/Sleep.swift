extension PhysicsWorld {
    /// The speed under which a body counts as still, m/s (and, for turning,
    /// the speed of its farthest point).
    static let sleepThreshold: Float = 0.05

    /// Counts how long each awake dynamic body has been still, then puts to
    /// sleep every island (bodies joined by touching contacts) whose bodies
    /// have all been still for `timeToSleep`. Static bodies do not join
    /// islands; a moving kinematic body keeps what touches it awake.
    func updateSleep(_ dt: Float) {
        guard def.enableSleep else { return }
        let threshold2 = Self.sleepThreshold * Self.sleepThreshold
        // Scratch kept on the world: no allocation per step once grown.
        var parent = sleepParents
        var islandTime = sleepIslandTimes
        defer { sleepParents = parent; sleepIslandTimes = islandTime }
        sleepParents = []; sleepIslandTimes = []
        parent.removeAll(keepingCapacity: true)
        parent.append(contentsOf: repeatElement(-1, count: bodies.count))
        func find(_ i: Int32) -> Int32 {
            var r = i
            while parent[Int(r)] != r { r = parent[Int(r)] }
            var j = i
            while parent[Int(j)] != r { let next = parent[Int(j)]; parent[Int(j)] = r; j = next }
            return r
        }
        for i in bodies.indices {
            let b = bodies[i]
            guard b.isLive, b.isAwake, b.type == .dynamic else { continue }
            parent[i] = Int32(i)
            let extent = maxExtent(Int32(i))
            let still = b.enableSleep && b.linearVelocity.lengthSquared <= threshold2
                && b.angularVelocity * b.angularVelocity * extent * extent <= threshold2
            bodies[i].sleepTime = still ? b.sleepTime + dt : 0
        }
        for c in contacts where c.isLive && c.isTouching {
            let a = bodies[Int(c.bodyA)], b = bodies[Int(c.bodyB)]
            if a.type == .kinematic && (a.linearVelocity != .zero || a.angularVelocity != 0) { bodies[Int(c.bodyB)].sleepTime = 0 }
            if b.type == .kinematic && (b.linearVelocity != .zero || b.angularVelocity != 0) { bodies[Int(c.bodyA)].sleepTime = 0 }
            guard parent[Int(c.bodyA)] >= 0, parent[Int(c.bodyB)] >= 0 else { continue }
            let ra = find(c.bodyA), rb = find(c.bodyB)
            if ra != rb { parent[Int(max(ra, rb))] = min(ra, rb) }
        }
        // Joints tie their dynamic bodies into one island (World+Joints.swift).
        for j in joints where j.isLive && parent[Int(j.bodyA)] >= 0 && parent[Int(j.bodyB)] >= 0 {
            let ra = find(j.bodyA), rb = find(j.bodyB)
            if ra != rb { parent[Int(max(ra, rb))] = min(ra, rb) }
        }
        // The least still time of each island, at its root.
        islandTime.removeAll(keepingCapacity: true)
        islandTime.append(contentsOf: repeatElement(.greatestFiniteMagnitude, count: bodies.count))
        for i in bodies.indices where parent[i] >= 0 {
            let r = Int(find(Int32(i)))
            islandTime[r] = min(islandTime[r], bodies[i].sleepTime)
        }
        for i in bodies.indices where parent[i] >= 0 {
            guard islandTime[Int(find(Int32(i)))] >= PhysicsConstants.timeToSleep else { continue }
            bodies[i].isAwake = false
            bodies[i].linearVelocity = .zero
            bodies[i].angularVelocity = 0
        }
    }

    /// The distance from the centre of mass to the farthest point of the
    /// body's shapes' boxes (bounds its points' speed when turning).
    func maxExtent(_ index: Int32) -> Float {
        let b = bodies[Int(index)]
        var extent: Float = 0
        var s = b.headShape
        while s >= 0 {
            let box = shapes[Int(s)].aabb
            let d = max(abs(box.lower.x - b.center.x), abs(box.upper.x - b.center.x))
            let e = max(abs(box.lower.y - b.center.y), abs(box.upper.y - b.center.y))
            extent = max(extent, (d * d + e * e).squareRoot())
            s = shapes[Int(s)].nextShape
        }
        return extent
    }

    /// Wakes a body and every sleeping body it touches, transitively.
    func wakeIsland(_ index: Int32) {
        var stack: [Int32] = [index]
        while let i = stack.popLast() {
            let b = bodies[Int(i)]
            guard b.type == .dynamic || i == index else { continue }
            if !b.isAwake || i == index {
                bodies[Int(i)].isAwake = true
                bodies[Int(i)].sleepTime = 0
            } else { continue }
            var edge = b.headContactEdge
            while edge >= 0 {
                let c = contacts[Int(edge >> 1)]
                let other = edge & 1 == 0 ? c.bodyB : c.bodyA
                if c.isTouching && bodies[Int(other)].type == .dynamic && !bodies[Int(other)].isAwake { stack.append(other) }
                edge = nextEdge(edge)
            }
            // And every sleeping body joined to it (World+Joints.swift).
            var jointEdge = b.headJointEdge
            while jointEdge >= 0 {
                let other = jointEdgeOther(jointEdge)
                if bodies[Int(other)].type == .dynamic && !bodies[Int(other)].isAwake { stack.append(other) }
                jointEdge = nextJointEdge(jointEdge)
            }
        }
    }

    /// Whether a body and its touching partners may sleep.
    public func setSleepEnabled(_ id: BodyId, _ enabled: Bool) {
        guard isValid(id) else { return }
        bodies[Int(id.index)].enableSleep = enabled
        if !enabled { wakeIsland(id.index) }
    }

    /// Wakes (or puts to sleep) a body's island.
    public func setAwake(_ id: BodyId, _ awake: Bool) {
        guard isValid(id), bodies[Int(id.index)].type == .dynamic else { return }
        if awake { wakeIsland(id.index) } else {
            bodies[Int(id.index)].isAwake = false
            bodies[Int(id.index)].linearVelocity = .zero
            bodies[Int(id.index)].angularVelocity = 0
        }
    }
}
