// The world's joint table: creating and destroying joints, reading and
// changing them, and their ties to contacts (collideConnected), sleep and
// body destruction. The solver's part is in JointSolver.swift.

extension PhysicsWorld {
    // MARK: Creating and destroying

    /// Adds a joint between two bodies and wakes them. Refused (nil, the
    /// world unchanged) when either body does not exist, both are the same
    /// body, or a number in `def` is not finite (or a prismatic axis is
    /// zero). Out-of-range settings are clamped (see the settings' types).
    /// Unless `collideConnected`, the bodies' contacts with each other end.
    @discardableResult
    public func createJoint(_ def: JointDef) -> JointId? {
        guard isValid(def.bodyA), isValid(def.bodyB), def.bodyA.index != def.bodyB.index,
              def.localAnchorA.isFinite, def.localAnchorB.isFinite,
              let kind = def.kind.sanitized()
        else { return nil }
        var j = JointRecord()
        j.kind = kind
        j.type = kind.type
        j.bodyA = def.bodyA.index
        j.bodyB = def.bodyB.index
        j.localAnchorA = def.localAnchorA
        j.localAnchorB = def.localAnchorB
        j.collideConnected = def.collideConnected
        j.userData = def.userData
        j.isLive = true
        let index = joints.insert(j, reusing: &freeJoints)
        // Push onto both bodies' joint lists.
        for side in 0..<2 {
            let body = side == 0 ? j.bodyA : j.bodyB
            let edge = index * 2 + Int32(side)
            let head = bodies[Int(body)].headJointEdge
            setJointEdge(edge, next: head)
            setJointEdge(edge, prev: -1)
            if head >= 0 { setJointEdge(head, prev: edge) }
            bodies[Int(body)].headJointEdge = edge
        }
        if !j.collideConnected { destroyContacts(between: j.bodyA, j.bodyB) }
        wakeJointBodies(index)
        return JointId(index: index, generation: joints[Int(index)].generation)
    }

    /// Removes a joint and wakes its bodies (contacts it kept from forming
    /// are looked for again at the next step).
    public func destroyJoint(_ id: JointId) {
        guard isValid(id) else { return }
        removeJoint(id.index, findPairs: true)
    }

    /// Whether `id` names a joint that still exists.
    public func isValid(_ id: JointId) -> Bool {
        id.index >= 0 && Int(id.index) < joints.count && joints[Int(id.index)].isLive
            && joints[Int(id.index)].generation == id.generation
    }

    /// The number of live joints.
    public var jointCount: Int { joints.count - freeJoints.count }

    /// Removes every joint of a body (when the body goes away).
    func destroyJoints(ofBody body: Int32) {
        var edge = bodies[Int(body)].headJointEdge
        while edge >= 0 {
            let next = nextJointEdge(edge)
            removeJoint(edge >> 1, findPairs: false)
            edge = next
        }
    }

    private func removeJoint(_ index: Int32, findPairs: Bool) {
        let j = joints[Int(index)]
        for side in 0..<2 {
            let body = side == 0 ? j.bodyA : j.bodyB
            let edge = index * 2 + Int32(side)
            let prev = prevJointEdge(edge), next = nextJointEdge(edge)
            if prev >= 0 { setJointEdge(prev, next: next) } else { bodies[Int(body)].headJointEdge = next }
            if next >= 0 { setJointEdge(next, prev: prev) }
        }
        joints[Int(index)].isLive = false
        freeJoints.append(index)
        if bodies[Int(j.bodyA)].type == .dynamic { wake(j.bodyA) }
        if bodies[Int(j.bodyB)].type == .dynamic { wake(j.bodyB) }
        if findPairs && !j.collideConnected {
            // The broadphase only pairs proxies that moved: mark the shapes
            // of a dynamic one of the two bodies.
            let body = bodies[Int(j.bodyA)].type == .dynamic ? j.bodyA : j.bodyB
            var s = bodies[Int(body)].headShape
            while s >= 0 {
                let shape = shapes[Int(s)]
                if shape.proxy >= 0 { broadphase.bufferMove(BroadPhase.key(shape.proxy, shape.proxyType)) }
                s = shape.nextShape
            }
        }
    }

    // MARK: Joint edges

    func nextJointEdge(_ edge: Int32) -> Int32 {
        edge & 1 == 0 ? joints[Int(edge >> 1)].nextA : joints[Int(edge >> 1)].nextB
    }
    private func prevJointEdge(_ edge: Int32) -> Int32 {
        edge & 1 == 0 ? joints[Int(edge >> 1)].prevA : joints[Int(edge >> 1)].prevB
    }
    private func setJointEdge(_ edge: Int32, next value: Int32) {
        if edge & 1 == 0 { joints[Int(edge >> 1)].nextA = value } else { joints[Int(edge >> 1)].nextB = value }
    }
    private func setJointEdge(_ edge: Int32, prev value: Int32) {
        if edge & 1 == 0 { joints[Int(edge >> 1)].prevA = value } else { joints[Int(edge >> 1)].prevB = value }
    }

    /// The body at the other end of a joint edge.
    func jointEdgeOther(_ edge: Int32) -> Int32 {
        edge & 1 == 0 ? joints[Int(edge >> 1)].bodyB : joints[Int(edge >> 1)].bodyA
    }

    // MARK: World ties

    /// Whether a joint between the two bodies keeps their shapes from
    /// colliding (one with `collideConnected == false`). The broadphase
    /// asks before making a contact.
    func jointPreventsCollision(_ bodyA: Int32, _ bodyB: Int32) -> Bool {
        var edge = bodies[Int(bodyA)].headJointEdge
        while edge >= 0 {
            let j = joints[Int(edge >> 1)]
            if (edge & 1 == 0 ? j.bodyB : j.bodyA) == bodyB && !j.collideConnected { return true }
            edge = edge & 1 == 0 ? j.nextA : j.nextB
        }
        return false
    }

    /// Ends the contacts between two bodies (end events for touching ones).
    func destroyContacts(between bodyA: Int32, _ bodyB: Int32) {
        var edge = bodies[Int(bodyA)].headContactEdge
        while edge >= 0 {
            let next = nextEdge(edge)
            let c = contacts[Int(edge >> 1)]
            if (edge & 1 == 0 ? c.bodyB : c.bodyA) == bodyB { destroyContact(edge >> 1) }
            edge = next
        }
    }

    /// Wakes the dynamic bodies of a joint (and their islands).
    func wakeJointBodies(_ index: Int32) {
        let j = joints[Int(index)]
        if bodies[Int(j.bodyA)].type == .dynamic { wake(j.bodyA) }
        if bodies[Int(j.bodyB)].type == .dynamic { wake(j.bodyB) }
    }

    // MARK: Reading

    /// A world point in a body's frame (relative to its origin): for joint anchors.
    public func localPoint(of body: BodyId, _ worldPoint: Vec2) -> Vec2 {
        bodies[Int(body.index)].transform.applyInverse(worldPoint)
    }

    /// The joint's kind and settings as stored (after clamping); nil for an invalid id.
    public func jointKind(_ id: JointId) -> JointKind? {
        isValid(id) ? joints[Int(id.index)].kind : nil
    }

    /// The joint's two bodies; nil for an invalid id.
    public func jointBodies(_ id: JointId) -> (a: BodyId, b: BodyId)? {
        guard isValid(id) else { return nil }
        let j = joints[Int(id.index)]
        return (BodyId(index: j.bodyA, generation: bodies[Int(j.bodyA)].generation),
                BodyId(index: j.bodyB, generation: bodies[Int(j.bodyB)].generation))
    }

    /// The anchors in world coordinates (a mouse joint's A is its target); nil for an invalid id.
    public func jointAnchors(_ id: JointId) -> (a: Vec2, b: Vec2)? {
        guard isValid(id) else { return nil }
        let j = joints[Int(id.index)]
        let b = bodies[Int(j.bodyB)].transform.apply(j.localAnchorB)
        if case .mouse(let s) = j.kind { return (s.target, b) }
        return (bodies[Int(j.bodyA)].transform.apply(j.localAnchorA), b)
    }

    /// The distance between a distance joint's anchors now (0 for another kind or an invalid id).
    public func distanceJointLength(_ id: JointId) -> Float {
        guard isValid(id), joints[Int(id.index)].type == .distance, let (a, b) = jointAnchors(id) else { return 0 }
        return distance(a, b)
    }

    /// A revolute joint's angle now, radians −π…π: B's angle minus A's
    /// minus the reference angle (0 for another kind or an invalid id).
    public func revoluteAngle(_ id: JointId) -> Float {
        guard isValid(id), case .revolute(let s) = joints[Int(id.index)].kind else { return 0 }
        let j = joints[Int(id.index)]
        return unwindAngle(bodies[Int(j.bodyA)].transform.q.relativeAngle(to: bodies[Int(j.bodyB)].transform.q)
            - s.referenceAngle)
    }

    /// A revolute joint's speed now, rad/s: B's spin minus A's.
    public func revoluteSpeed(_ id: JointId) -> Float {
        guard isValid(id), joints[Int(id.index)].type == .revolute else { return 0 }
        let j = joints[Int(id.index)]
        return bodies[Int(j.bodyB)].angularVelocity - bodies[Int(j.bodyA)].angularVelocity
    }

    /// A prismatic joint's translation now, m: B's anchor from A's along
    /// the axis (0 for another kind or an invalid id).
    public func prismaticTranslation(_ id: JointId) -> Float {
        guard isValid(id), case .prismatic(let s) = joints[Int(id.index)].kind, let (a, b) = jointAnchors(id)
        else { return 0 }
        return dot(bodies[Int(joints[Int(id.index)].bodyA)].transform.q.rotate(s.localAxisA), b - a)
    }

    /// A prismatic joint's speed along its axis now, m/s.
    public func prismaticSpeed(_ id: JointId) -> Float {
        guard isValid(id), case .prismatic(let s) = joints[Int(id.index)].kind, let (pA, pB) = jointAnchors(id)
        else { return 0 }
        let j = joints[Int(id.index)]
        let a = bodies[Int(j.bodyA)], b = bodies[Int(j.bodyB)]
        let axis = a.transform.q.rotate(s.localAxisA)
        let vA = a.linearVelocity + cross(a.angularVelocity, pA - a.center)
        let vB = b.linearVelocity + cross(b.angularVelocity, pB - b.center)
        return dot(axis, vB - vA) + dot(cross(a.angularVelocity, axis), pB - pA)
    }

    /// The force the joint applied to body B in the last step it was
    /// solved, N (body A got the opposite).
    public func jointConstraintForce(_ id: JointId) -> Vec2 {
        guard isValid(id), let (a, b) = jointAnchors(id) else { return .zero }
        let j = joints[Int(id.index)]
        let axial = j.springImpulse + j.motorImpulse + j.lowerImpulse - j.upperImpulse
        switch j.kind {
        case .distance:
            return (j.step.invH * axial) * (b - a).normalized
        case .prismatic(let s):
            let axis = bodies[Int(j.bodyA)].transform.q.rotate(s.localAxisA)
            return j.step.invH * (axial * axis + j.linearImpulse.x * axis.leftPerp)
        case .revolute, .weld, .mouse:
            return j.step.invH * j.linearImpulse
        }
    }

    /// The torque the joint applied to body B in the last step it was
    /// solved, N·m (the revolute's spring, motor and limits; the weld's and
    /// prismatic's angle lock).
    public func jointConstraintTorque(_ id: JointId) -> Float {
        guard isValid(id) else { return 0 }
        let j = joints[Int(id.index)]
        switch j.type {
        case .revolute: return j.step.invH * (j.springImpulse + j.motorImpulse + j.lowerImpulse - j.upperImpulse)
        case .weld, .prismatic: return j.step.invH * j.angularImpulse
        case .distance, .mouse: return 0
        }
    }

    /// The torque a revolute joint's motor (or friction) applied in the last step, N·m.
    public func revoluteMotorTorque(_ id: JointId) -> Float {
        guard isValid(id), joints[Int(id.index)].type == .revolute else { return 0 }
        return joints[Int(id.index)].step.invH * joints[Int(id.index)].motorImpulse
    }

    /// The force a prismatic joint's motor applied in the last step, N.
    public func prismaticMotorForce(_ id: JointId) -> Float {
        guard isValid(id), joints[Int(id.index)].type == .prismatic else { return 0 }
        return joints[Int(id.index)].step.invH * joints[Int(id.index)].motorImpulse
    }

    // MARK: Changing

    /// Replaces a joint's settings with ones of the same kind (checked and
    /// clamped as at creation) and wakes its bodies. False, nothing
    /// changed, for an invalid id, another kind, or non-finite numbers.
    @discardableResult
    public func setJointSettings(_ id: JointId, _ kind: JointKind) -> Bool {
        guard isValid(id), let clean = kind.sanitized(), clean.type == joints[Int(id.index)].type else { return false }
        if clean != joints[Int(id.index)].kind {
            joints[Int(id.index)].kind = clean
            wakeJointBodies(id.index)
        }
        return true
    }

    /// Edits the settings in place (ignored for another kind).
    private func editJoint(_ id: JointId, _ edit: (inout JointKind) -> Void) {
        guard isValid(id) else { return }
        var kind = joints[Int(id.index)].kind
        edit(&kind)
        setJointSettings(id, kind)
    }

    /// Moves a mouse joint's target (wakes its body).
    public func setTarget(_ id: JointId, _ target: Vec2) {
        editJoint(id) { if case .mouse(var s) = $0 { s.target = target; $0 = .mouse(s) } }
    }

    /// A distance joint's rest length.
    public func setDistanceJointLength(_ id: JointId, _ length: Float) {
        editJoint(id) { if case .distance(var s) = $0 { s.length = length; $0 = .distance(s) } }
    }

    /// The spring of a distance, revolute or prismatic joint (a distance
    /// joint with the spring on and 0 Hz is free along its line).
    public func setSpring(_ id: JointId, enabled: Bool, hertz: Float, dampingRatio: Float) {
        editJoint(id) {
            switch $0 {
            case .distance(var s):
                s.enableSpring = enabled; s.hertz = hertz; s.dampingRatio = dampingRatio; $0 = .distance(s)
            case .revolute(var s):
                s.enableSpring = enabled; s.hertz = hertz; s.dampingRatio = dampingRatio; $0 = .revolute(s)
            case .prismatic(var s):
                s.enableSpring = enabled; s.hertz = hertz; s.dampingRatio = dampingRatio; $0 = .prismatic(s)
            case .weld, .mouse: break
            }
        }
    }

    /// Turns the limit of a distance (min/max length), revolute or prismatic joint on or off.
    public func setLimitEnabled(_ id: JointId, _ enabled: Bool) {
        editJoint(id) {
            switch $0 {
            case .distance(var s): s.enableLimit = enabled; $0 = .distance(s)
            case .revolute(var s): s.enableLimit = enabled; $0 = .revolute(s)
            case .prismatic(var s): s.enableLimit = enabled; $0 = .prismatic(s)
            case .weld, .mouse: break
            }
        }
    }

    /// The limits: a distance joint's min and max length, a revolute's
    /// angles, a prismatic's translations.
    public func setLimits(_ id: JointId, lower: Float, upper: Float) {
        editJoint(id) {
            switch $0 {
            case .distance(var s): s.minLength = lower; s.maxLength = upper; $0 = .distance(s)
            case .revolute(var s): s.lowerAngle = lower; s.upperAngle = upper; $0 = .revolute(s)
            case .prismatic(var s): s.lowerTranslation = lower; s.upperTranslation = upper; $0 = .prismatic(s)
            case .weld, .mouse: break
            }
        }
    }

    /// Turns a revolute or prismatic joint's motor on or off.
    public func setMotorEnabled(_ id: JointId, _ enabled: Bool) {
        editJoint(id) {
            switch $0 {
            case .revolute(var s): s.enableMotor = enabled; $0 = .revolute(s)
            case .prismatic(var s): s.enableMotor = enabled; $0 = .prismatic(s)
            default: break
            }
        }
    }

    /// A revolute (rad/s) or prismatic (m/s) joint's motor speed.
    public func setMotorSpeed(_ id: JointId, _ speed: Float) {
        editJoint(id) {
            switch $0 {
            case .revolute(var s): s.motorSpeed = speed; $0 = .revolute(s)
            case .prismatic(var s): s.motorSpeed = speed; $0 = .prismatic(s)
            default: break
            }
        }
    }

    /// A revolute joint's largest motor (or friction) torque, N·m.
    public func setMaxMotorTorque(_ id: JointId, _ torque: Float) {
        editJoint(id) { if case .revolute(var s) = $0 { s.maxMotorTorque = torque; $0 = .revolute(s) } }
    }

    /// A prismatic joint's largest motor force, N.
    public func setMaxMotorForce(_ id: JointId, _ force: Float) {
        editJoint(id) { if case .prismatic(var s) = $0 { s.maxMotorForce = force; $0 = .prismatic(s) } }
    }
}
