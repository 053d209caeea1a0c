extension PhysicsWorld {
    /// Advances the world by `timeStep` seconds in `subSteps` sub-steps
    /// (4 is Box2D's default): new contacts from the broadphase, manifolds,
    /// then the soft-step solver — per sub-step: integrate velocities, warm
    /// start, solve with the soft bias, integrate positions, relax without
    /// it — then restitution, and the bodies' new placements and boxes.
    /// A time step ≤ 0 or not finite does nothing.
    public func step(_ timeStep: Float, subSteps: Int = 4) {
        clearEvents()
        guard timeStep > 0, timeStep.isFinite else { return }
        isStepping = true
        defer { isStepping = false }
        let n = max(subSteps, 1)
        updatePairs()
        updateContacts()
        solve(timeStep, subSteps: n)
    }

    func solve(_ dt: Float, subSteps: Int) {
        let h = dt / Float(subSteps), invH = 1 / h
        let contactHertz = min(def.contactHertz, 0.25 * Float(subSteps) / dt)
        let contactSoftness = Softness(hertz: contactHertz, dampingRatio: def.contactDampingRatio, h: h)
        let staticSoftness = Softness(hertz: 2 * contactHertz, dampingRatio: def.contactDampingRatio, h: h)
        prepareContacts(contactSoftness: contactSoftness, staticSoftness: staticSoftness)
        prepareJoints(h: h)

        // The solver's view of the bodies (static and sleeping ones stay
        // still), and one more: the dummy body unused SIMD lanes name.
        if solverBodies.count < bodies.count + 1 {
            solverBodies.append(contentsOf: repeatElement(SolverBody(), count: bodies.count + 1 - solverBodies.count))
        }
        let dummy = Int32(bodies.count)
        solverBodies[Int(dummy)] = SolverBody()
        contactConstraints.withUnsafeMutableBufferPointer { constraints in
            constraintGraph.color(constraints, bodyCount: bodies.count)
            WideContactSolver.pack(constraints, colors: constraintGraph.colors, dummy: dummy,
                                   into: &wideContacts, colorStarts: &wideColorStarts)
        }
        let overflow = constraintGraph.overflow
        let gravity = self.gravity
        let maxBias = def.contactPushMaxVelocity
        let threshold = def.restitutionThreshold
        bodies.withUnsafeMutableBufferPointer { bodyBuffer in
            solverBodies.withUnsafeMutableBufferPointer { states in
                for i in bodyBuffer.indices {
                    let b = bodyBuffer[i]
                    let moves = b.isLive && b.isAwake && b.type != .static
                    states[i] = SolverBody(v: moves ? b.linearVelocity : .zero, w: moves ? b.angularVelocity : 0,
                                           dp: .zero, dq: .identity,
                                           invMass: moves ? b.invMass : 0, invI: moves ? b.invInertia : 0)
                }
                contactConstraints.withUnsafeMutableBufferPointer { constraints in
                  wideContacts.withUnsafeMutableBufferPointer { wide in
                    overflow.withUnsafeBufferPointer { overflow in
                        for _ in 0..<subSteps {
                            Self.integrateVelocities(bodyBuffer, states, h: h, gravity: gravity)
                            warmStartJoints(states)
                            ContactSolver.warmStart(constraints, overflow, states)
                            WideContactSolver.warmStart(wide, states)
                            solveJoints(states, useBias: true)
                            ContactSolver.solve(constraints, overflow, states, invH: invH, maxBiasVelocity: maxBias, useBias: true)
                            WideContactSolver.solve(wide, states, invH: invH, maxBiasVelocity: maxBias, useBias: true)
                            Self.integratePositions(bodyBuffer, states, h: h)
                            solveJoints(states, useBias: false)
                            ContactSolver.solve(constraints, overflow, states, invH: invH, maxBiasVelocity: maxBias, useBias: false)
                            WideContactSolver.solve(wide, states, invH: invH, maxBiasVelocity: maxBias, useBias: false)
                        }
                        ContactSolver.applyRestitution(constraints, overflow, states, threshold: threshold)
                        WideContactSolver.applyRestitution(wide, states, threshold: threshold)
                        WideContactSolver.unpack(wide, into: constraints)
                    }
                  }
                }
                Self.finalize(bodyBuffer, states, dt: dt)
            }
        }
        storeImpulses()
        solveContinuous()
        updateBoxes()
        updateSleep(dt)
    }

    /// Gravity, forces and damping into the velocities of awake dynamic bodies.
    static func integrateVelocities(_ bodies: UnsafeMutableBufferPointer<BodyRecord>,
                                    _ states: UnsafeMutableBufferPointer<SolverBody>, h: Float, gravity: Vec2) {
        let maxLinear = PhysicsConstants.maxLinearSpeed, maxAngular = PhysicsConstants.maxAngularSpeed
        for i in bodies.indices {
            let b = bodies[i]
            guard b.type == .dynamic, b.isAwake, b.isLive else { continue }
            var s = states[i]
            let linearDelta = (h * b.invMass) * mulAdd(b.force, b.mass * b.gravityScale, gravity)
            let angularDelta = h * b.invInertia * b.torque
            let linearDamping = 1 / (1 + h * b.linearDamping)
            let angularDamping = 1 / (1 + h * b.angularDamping)
            var v = mulAdd(linearDelta, linearDamping, s.v)
            var w = angularDelta + angularDamping * s.w
            // Guards against blow-ups.
            let speed2 = v.lengthSquared
            if speed2 > maxLinear * maxLinear { v = (maxLinear / speed2.squareRoot()) * v }
            if w * w > maxAngular * maxAngular { w = w > 0 ? maxAngular : -maxAngular }
            s.v = v
            s.w = w
            states[i] = s
        }
    }

    /// Moves and turns awake dynamic and kinematic bodies by their velocities.
    static func integratePositions(_ bodies: UnsafeMutableBufferPointer<BodyRecord>,
                                   _ states: UnsafeMutableBufferPointer<SolverBody>, h: Float) {
        for i in bodies.indices {
            let b = bodies[i]
            guard b.type != .static, b.isAwake, b.isLive else { continue }
            var s = states[i]
            s.dq = s.dq.integrated(by: h * s.w)
            s.dp = mulAdd(s.dp, h, s.v)
            states[i] = s
        }
    }

    /// Writes the step's motion back to the bodies and clears their forces;
    /// counts how long each has been still (for sleeping).
    static func finalize(_ bodies: UnsafeMutableBufferPointer<BodyRecord>,
                         _ states: UnsafeMutableBufferPointer<SolverBody>, dt: Float) {
        for i in bodies.indices {
            var b = bodies[i]
            guard b.type != .static, b.isAwake, b.isLive else { continue }
            let s = states[i]
            b.linearVelocity = s.v
            b.angularVelocity = s.w
            b.center = b.center + s.dp
            b.transform.q = b.transform.q.then(s.dq).normalized
            b.transform.p = b.center - b.transform.q.rotate(b.localCenter)
            b.force = .zero
            b.torque = 0
            bodies[i] = b
        }
    }

    /// Keeps the solved impulses in the manifolds for the next step's warm start.
    func storeImpulses() {
        for cc in contactConstraints {
            var m = contacts[Int(cc.contact)].manifold
            for j in 0..<cc.pointCount {
                let cp = j == 0 ? cc.p0 : cc.p1
                var mp = m[j]
                mp.normalImpulse = cp.normalImpulse
                mp.tangentImpulse = cp.tangentImpulse
                mp.maxNormalImpulse = cp.maxNormalImpulse
                mp.normalVelocity = cp.relativeVelocity
                m[j] = mp
            }
            m.rollingImpulse = cc.rollingImpulse
            contacts[Int(cc.contact)].manifold = m
        }
    }

    /// The shapes' boxes of the bodies that moved; those that left their
    /// broadphase box get a new one (and may find new contacts next step).
    func updateBoxes() {
        for i in bodies.indices {
            let b = bodies[i]
            guard b.type != .static, b.isAwake, b.isLive else { continue }
            var s = b.headShape
            while s >= 0 {
                refreshAABB(s, margin: PhysicsConstants.aabbMargin)
                s = shapes[Int(s)].nextShape
            }
        }
    }
}
