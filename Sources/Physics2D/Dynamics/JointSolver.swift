// The joints in the soft-step solver. Each step, before the solver takes
// the bodies, `prepareJoints` fixes every active joint's frame: anchors
// relative to the centres of mass, the centres' offset, the joint angle,
// masses and softness. In each sub-step the constraints measure where the
// bodies are from how far they moved and turned since the step began (the
// solver bodies' `dp` and `dq`), exactly as the contacts do:
//
// - the rigid parts (points, angles, the distance rod, limits past their
//   stop) are soft constraints of the world's joint stiffness while the
//   solver uses its bias, and rigid without position correction when it
//   relaxes (`useBias == false`: mass scale 1, impulse scale 0);
// - a limit not yet reached lets the bodies close the gap in this
//   sub-step and no further (a speculative bias);
// - springs (the joints' own hertz: distance, revolute, prismatic, the
//   weld's soft parts, the mouse's pull) act once per sub-step, in the
//   biased pass, as one implicit spring step; the relax pass leaves them
//   out (relaxing them too would add numerical damping);
// - motors clamp their accumulated impulse to max force × h.
//
// Accumulated impulses stay in the joint records and warm start the next
// sub-step and the next step. Joints are visited in index order; no
// allocation per step (the active list is reused).

extension PhysicsWorld {
    /// Prepares the joints between awake bodies for the step (sub-step `h`).
    func prepareJoints(h: Float) {
        activeJoints.removeAll(keepingCapacity: true)
        guard joints.count > freeJoints.count else { return }
        // The world's joint stiffness, capped at a quarter of the sub-step rate.
        let hertz = def.jointHertz.isFinite ? min(max(def.jointHertz, 0), 0.25 / h) : 0
        let zeta = def.jointDampingRatio.isFinite ? max(def.jointDampingRatio, 0) : 0
        let soft = Softness(hertz: hertz, dampingRatio: zeta, h: h)
        for i in joints.indices where joints[i].isLive {
            let a = bodies[Int(joints[i].bodyA)], b = bodies[Int(joints[i].bodyB)]
            // As the solver sees them: static and sleeping bodies do not move.
            let movesA = a.isAwake && a.type != .static, movesB = b.isAwake && b.type != .static
            guard movesB || (movesA && joints[i].type != .mouse) else { continue }
            JointSolver.prepare(&joints[i], a, movesA, b, movesB, soft: soft, h: h)
            activeJoints.append(Int32(i))
        }
    }

    /// Applies the joints' accumulated impulses (warm start).
    func warmStartJoints(_ states: UnsafeMutableBufferPointer<SolverBody>) {
        guard !activeJoints.isEmpty else { return }
        joints.withUnsafeMutableBufferPointer { records in
            activeJoints.withUnsafeBufferPointer { active in
                for i in active { JointSolver.warmStart(&records[Int(i)], states) }
            }
        }
    }

    /// One iteration over the joints (`useBias`: with the soft position correction).
    func solveJoints(_ states: UnsafeMutableBufferPointer<SolverBody>, useBias: Bool) {
        guard !activeJoints.isEmpty else { return }
        joints.withUnsafeMutableBufferPointer { records in
            activeJoints.withUnsafeBufferPointer { active in
                for i in active { JointSolver.solve(&records[Int(i)], states, useBias: useBias) }
            }
        }
    }
}

/// The joints' solver functions (per kind in the Joint+… files).
enum JointSolver {
    /// Fixes the joint's frame for the step from the bodies at its start.
    /// A body that does not move this step (static, asleep) counts as
    /// immovable, as in the solver bodies.
    static func prepare(_ j: inout JointRecord, _ a: BodyRecord, _ movesA: Bool, _ b: BodyRecord, _ movesB: Bool,
                        soft: Softness, h: Float) {
        var s = JointStep()
        s.indexA = j.bodyA
        s.indexB = j.bodyB
        let qA = a.transform.q, qB = b.transform.q
        s.anchorA = qA.rotate(j.localAnchorA - a.localCenter)
        s.anchorB = qB.rotate(j.localAnchorB - b.localCenter)
        s.deltaCenter = b.center - a.center
        let iA = movesA ? a.invInertia : 0, iB = movesB ? b.invInertia : 0
        s.axialMass = iA + iB > 0 ? 1 / (iA + iB) : 0
        s.soft = soft
        s.invH = 1 / h
        let relativeAngle = qA.relativeAngle(to: qB)
        switch j.kind {
        case .distance(let d):
            s.length = d.length
            s.lower = d.minLength
            s.upper = d.maxLength
            s.rigid = !d.enableSpring
            s.enableSpring = d.enableSpring && d.hertz > 0
            s.spring = Softness(hertz: d.hertz, dampingRatio: d.dampingRatio, h: h)
            s.enableLimit = d.enableLimit && d.minLength < d.maxLength
            if !s.rigid && !s.enableSpring { j.springImpulse = 0 }
        case .weld(let w):
            s.deltaAngle = unwindAngle(relativeAngle - w.referenceAngle)
            s.enableSpring = w.linearHertz > 0
            s.spring = Softness(hertz: w.linearHertz, dampingRatio: w.linearDampingRatio, h: h)
            s.enableAngularSpring = w.angularHertz > 0
            s.angularSpring = Softness(hertz: w.angularHertz, dampingRatio: w.angularDampingRatio, h: h)
        case .revolute(let r):
            s.deltaAngle = unwindAngle(relativeAngle - r.referenceAngle)
            s.enableSpring = r.enableSpring && r.hertz > 0
            s.spring = Softness(hertz: r.hertz, dampingRatio: r.dampingRatio, h: h)
            s.enableLimit = r.enableLimit
            s.lower = r.lowerAngle
            s.upper = r.upperAngle
            s.enableMotor = r.enableMotor
            s.motorSpeed = r.motorSpeed
            s.maxImpulse = h * r.maxMotorTorque
            if !s.enableSpring { j.springImpulse = 0 }
        case .prismatic(let p):
            s.deltaAngle = unwindAngle(relativeAngle - p.referenceAngle)
            s.axis = qA.rotate(p.localAxisA)
            s.enableSpring = p.enableSpring && p.hertz > 0
            s.spring = Softness(hertz: p.hertz, dampingRatio: p.dampingRatio, h: h)
            s.enableLimit = p.enableLimit
            s.lower = p.lowerTranslation
            s.upper = p.upperTranslation
            s.enableMotor = p.enableMotor
            s.motorSpeed = p.motorSpeed
            s.maxImpulse = h * p.maxMotorForce
            if !s.enableSpring { j.springImpulse = 0 }
        case .mouse(let m):
            s.deltaCenter = b.center - m.target
            s.enableSpring = m.hertz > 0
            s.spring = Softness(hertz: m.hertz, dampingRatio: m.dampingRatio, h: h)
            s.maxImpulse = h * m.maxForce
            if !s.enableSpring { j.linearImpulse = .zero }
        }
        // Parts switched off start from nothing when switched on again.
        if !s.enableMotor { j.motorImpulse = 0 }
        if !s.enableLimit { j.lowerImpulse = 0; j.upperImpulse = 0 }
        j.step = s
    }

    static func warmStart(_ j: inout JointRecord, _ states: UnsafeMutableBufferPointer<SolverBody>) {
        let ia = Int(j.step.indexA), ib = Int(j.step.indexB)
        var a = states[ia], b = states[ib]
        switch j.type {
        case .distance: warmStartDistance(j, &a, &b)
        case .weld: warmStartPoint(j, &a, &b, torque: j.angularImpulse)
        case .revolute:
            warmStartPoint(j, &a, &b, torque: j.springImpulse + j.motorImpulse + j.lowerImpulse - j.upperImpulse)
        case .prismatic: warmStartPrismatic(j, &a, &b)
        case .mouse: warmStartMouse(j, &b)
        }
        states[ia] = a
        states[ib] = b
    }

    static func solve(_ j: inout JointRecord, _ states: UnsafeMutableBufferPointer<SolverBody>, useBias: Bool) {
        let ia = Int(j.step.indexA), ib = Int(j.step.indexB)
        var a = states[ia], b = states[ib]
        switch j.type {
        case .distance: solveDistance(&j, &a, &b, useBias: useBias)
        case .weld: solveWeld(&j, &a, &b, useBias: useBias)
        case .revolute: solveRevolute(&j, &a, &b, useBias: useBias)
        case .prismatic: solvePrismatic(&j, &a, &b, useBias: useBias)
        case .mouse: if useBias { solveMouse(&j, &b) }
        }
        states[ia] = a
        states[ib] = b
    }

    // MARK: Shared pieces

    /// The joint angle now: at the step's start plus the turn since.
    @inline(__always) static func jointAngle(_ s: JointStep, _ a: SolverBody, _ b: SolverBody) -> Float {
        s.deltaAngle + a.dq.relativeAngle(to: b.dq)
    }

    /// A limit row's bias and softness for the gap `c` to its stop: ahead
    /// of the stop the bodies may close the gap in this sub-step (no
    /// softness); past it, the world's joint softness while biased, rigid
    /// without correction while relaxing.
    @inline(__always)
    static func limitTerms(_ c: Float, _ s: JointStep, useBias: Bool) -> (bias: Float, massScale: Float, impulseScale: Float) {
        if c > 0 { return (c * s.invH, 1, 0) }
        if useBias { return (s.soft.biasRate * c, s.soft.massScale, s.soft.impulseScale) }
        return (0, 1, 0)
    }

    /// x with K x = r for the symmetric 2 × 2 matrix [k11 k12; k12 k22]
    /// (zero when K is singular).
    @inline(__always) static func solve2(_ k11: Float, _ k12: Float, _ k22: Float, _ r: Vec2) -> Vec2 {
        var det = k11 * k22 - k12 * k12
        if det != 0 { det = 1 / det }
        return Vec2(det * (k22 * r.x - k12 * r.y), det * (k11 * r.y - k12 * r.x))
    }

    /// A turning impulse: −`impulse` on A, +`impulse` on B.
    @inline(__always) static func applyAngular(_ impulse: Float, _ a: inout SolverBody, _ b: inout SolverBody) {
        a.w -= a.invI * impulse
        b.w += b.invI * impulse
    }

    /// An impulse `p` at the anchors (−p on A at rA, +p on B at rB) plus a torque.
    @inline(__always) static func applyLinear(_ p: Vec2, torque: Float, rA: Vec2, rB: Vec2,
                                              _ a: inout SolverBody, _ b: inout SolverBody) {
        a.v = mulSub(a.v, a.invMass, p)
        a.w -= a.invI * (cross(rA, p) + torque)
        b.v = mulAdd(b.v, b.invMass, p)
        b.w += b.invI * (cross(rB, p) + torque)
    }

    /// Warm start of a point constraint with a torque (revolute, weld).
    @inline(__always) static func warmStartPoint(_ j: JointRecord, _ a: inout SolverBody, _ b: inout SolverBody,
                                                 torque: Float) {
        let rA = a.dq.rotate(j.step.anchorA), rB = b.dq.rotate(j.step.anchorB)
        applyLinear(j.linearImpulse, torque: torque, rA: rA, rB: rB, &a, &b)
    }

    /// B's anchor onto A's (revolute, weld): `soft` when `withBias`, else
    /// rigid with no position correction.
    @inline(__always)
    static func solvePoint(_ j: inout JointRecord, _ a: inout SolverBody, _ b: inout SolverBody,
                           soft: Softness, withBias: Bool) {
        let s = j.step
        let rA = a.dq.rotate(s.anchorA), rB = b.dq.rotate(s.anchorB)
        let cdot = b.v + cross(b.w, rB) - a.v - cross(a.w, rA)
        var bias = Vec2.zero, massScale: Float = 1, impulseScale: Float = 0
        if withBias {
            let separation = s.deltaCenter + (b.dp - a.dp) + (rB - rA)
            bias = soft.biasRate * separation
            massScale = soft.massScale
            impulseScale = soft.impulseScale
        }
        let mA = a.invMass, iA = a.invI, mB = b.invMass, iB = b.invI
        let k11 = mA + mB + iA * rA.y * rA.y + iB * rB.y * rB.y
        let k12 = -iA * rA.x * rA.y - iB * rB.x * rB.y
        let k22 = mA + mB + iA * rA.x * rA.x + iB * rB.x * rB.x
        let x = solve2(k11, k12, k22, cdot + bias)
        let impulse = Vec2(-massScale * x.x - impulseScale * j.linearImpulse.x,
                           -massScale * x.y - impulseScale * j.linearImpulse.y)
        j.linearImpulse += impulse
        applyLinear(impulse, torque: 0, rA: rA, rB: rB, &a, &b)
    }

    // MARK: Weld

    /// The angle (rigid or its spring), then the point (rigid or its
    /// spring); a spring part sits out the relax pass.
    static func solveWeld(_ j: inout JointRecord, _ a: inout SolverBody, _ b: inout SolverBody, useBias: Bool) {
        let s = j.step
        if s.axialMass > 0 && (useBias || !s.enableAngularSpring) {
            var bias: Float = 0, massScale: Float = 1, impulseScale: Float = 0
            if useBias {
                let soft = s.enableAngularSpring ? s.angularSpring : s.soft
                bias = soft.biasRate * jointAngle(s, a, b)
                massScale = soft.massScale
                impulseScale = soft.impulseScale
            }
            let impulse = -s.axialMass * massScale * (b.w - a.w + bias) - impulseScale * j.angularImpulse
            j.angularImpulse += impulse
            applyAngular(impulse, &a, &b)
        }
        if useBias || !s.enableSpring {
            solvePoint(&j, &a, &b, soft: s.enableSpring ? s.spring : s.soft, withBias: useBias)
        }
    }

    // MARK: Mouse

    static func warmStartMouse(_ j: JointRecord, _ b: inout SolverBody) {
        let rB = b.dq.rotate(j.step.anchorB)
        b.v = mulAdd(b.v, b.invMass, j.linearImpulse)
        b.w += b.invI * cross(rB, j.linearImpulse)
    }

    /// B's anchor toward the target by the joint's spring (biased pass
    /// only), the accumulated impulse within max force × h.
    static func solveMouse(_ j: inout JointRecord, _ b: inout SolverBody) {
        let s = j.step
        guard s.enableSpring else { return }
        let rB = b.dq.rotate(s.anchorB)
        let cdot = b.v + cross(b.w, rB)
        let separation = s.deltaCenter + b.dp + rB
        let mB = b.invMass, iB = b.invI
        let k11 = mB + iB * rB.y * rB.y, k12 = -iB * rB.x * rB.y, k22 = mB + iB * rB.x * rB.x
        let x = solve2(k11, k12, k22, cdot + s.spring.biasRate * separation)
        let old = j.linearImpulse
        var total = Vec2(old.x - s.spring.massScale * x.x - s.spring.impulseScale * old.x,
                         old.y - s.spring.massScale * x.y - s.spring.impulseScale * old.y)
        let length2 = total.lengthSquared
        if length2 > s.maxImpulse * s.maxImpulse { total = (s.maxImpulse / length2.squareRoot()) * total }
        j.linearImpulse = total
        let impulse = total - old
        b.v = mulAdd(b.v, mB, impulse)
        b.w += iB * cross(rB, impulse)
    }
}
