/// A body as the solver sees it during a step: its velocity, how far it
/// has moved and turned since the step began, and its inverse mass.
struct SolverBody {
    var v = Vec2.zero
    var w: Float = 0
    var dp = Vec2.zero
    var dq = Rot.identity
    var invMass: Float = 0
    var invI: Float = 0
}

/// One point of a contact constraint: anchors relative to the bodies'
/// centres of mass (fixed for the step), accumulated impulses, masses.
struct ContactConstraintPoint {
    var anchorA = Vec2.zero
    var anchorB = Vec2.zero
    /// The separation at the step's start minus the anchors' part, so the
    /// current separation is this plus the anchors' current offset.
    var baseSeparation: Float = 0
    var relativeVelocity: Float = 0
    var normalImpulse: Float = 0
    var tangentImpulse: Float = 0
    var maxNormalImpulse: Float = 0
    var normalMass: Float = 0
    var tangentMass: Float = 0
}

/// A touching contact prepared for the step.
struct ContactConstraint {
    var indexA: Int32 = 0
    var indexB: Int32 = 0
    var contact: Int32 = 0
    var normal = Vec2.zero
    var friction: Float = 0
    var restitution: Float = 0
    var rollingResistance: Float = 0
    var rollingMass: Float = 0
    var rollingImpulse: Float = 0
    var softness = Softness.rigid
    /// The bodies' inverse masses as the solver uses them (0 for static,
    /// kinematic and sleeping bodies).
    var invMassA: Float = 0, invIA: Float = 0, invMassB: Float = 0, invIB: Float = 0
    var pointCount = 0
    /// A two-point contact's normal effective-mass matrix (k11, k12, k22)
    /// when its points are solved together (the block solver).
    var blockK = SIMD3<Float>()
    var useBlock = false
    var p0 = ContactConstraintPoint()
    var p1 = ContactConstraintPoint()
}

extension PhysicsWorld {
    /// Prepares the constraints of the touching contacts between awake bodies.
    func prepareContacts(contactSoftness: Softness, staticSoftness: Softness) {
        contactConstraints.removeAll(keepingCapacity: true)
        let blockSolver = def.enableBlockSolver
        // Read in place: whole-record copies were most of this function's time.
        contacts.withUnsafeBufferPointer { contacts in
          bodies.withUnsafeBufferPointer { bodies in
            for i in contacts.indices {
            let cPointer = contacts.baseAddress! + i
            guard cPointer.pointee.isLive, cPointer.pointee.isTouching else { continue }
            let bA = bodies.baseAddress! + Int(cPointer.pointee.bodyA), bB = bodies.baseAddress! + Int(cPointer.pointee.bodyB)
            guard (bA.pointee.isAwake && bA.pointee.type != .static) || (bB.pointee.isAwake && bB.pointee.type != .static) else { continue }
            prepare(cPointer, Int32(i), bA, bB)
            }
          }
        }
        @inline(__always) func prepare(_ cPointer: UnsafePointer<ContactRecord>, _ i: Int32,
                                       _ bAPointer: UnsafePointer<BodyRecord>, _ bBPointer: UnsafePointer<BodyRecord>) {
            let c = cPointer.pointee
            let bA = BodyMotion(bAPointer.pointee), bB = BodyMotion(bBPointer.pointee)
            var cc = ContactConstraint()
            cc.indexA = c.bodyA; cc.indexB = c.bodyB; cc.contact = i
            let m = c.manifold
            cc.normal = m.normal
            cc.friction = c.friction
            cc.restitution = c.restitution
            cc.rollingResistance = c.rollingResistance
            cc.rollingImpulse = m.rollingImpulse
            cc.pointCount = m.pointCount
            let movesA = bA.moves, movesB = bB.moves
            let mA = movesA ? bA.invMass : 0, iA = movesA ? bA.invInertia : 0
            let mB = movesB ? bB.invMass : 0, iB = movesB ? bB.invInertia : 0
            cc.invMassA = mA; cc.invIA = iA; cc.invMassB = mB; cc.invIB = iB
            cc.softness = (mA == 0 || mB == 0) ? staticSoftness : contactSoftness
            let kRoll = iA + iB
            cc.rollingMass = kRoll > 0 ? 1 / kRoll : 0
            let normal = m.normal, tangent = m.normal.rightPerp
            let offsetA = bA.q.rotate(bA.localCenter), offsetB = bB.q.rotate(bB.localCenter)
            for j in 0..<m.pointCount {
                let mp = m[j]
                var cp = ContactConstraintPoint()
                cp.normalImpulse = mp.normalImpulse
                cp.tangentImpulse = mp.tangentImpulse
                let rA = mp.anchorA - offsetA, rB = mp.anchorB - offsetB
                cp.anchorA = rA; cp.anchorB = rB
                cp.baseSeparation = mp.separation - dot(rB - rA, normal)
                let rnA = cross(rA, normal), rnB = cross(rB, normal)
                let kNormal = mA + mB + iA * rnA * rnA + iB * rnB * rnB
                cp.normalMass = kNormal > 0 ? 1 / kNormal : 0
                let rtA = cross(rA, tangent), rtB = cross(rB, tangent)
                let kTangent = mA + mB + iA * rtA * rtA + iB * rtB * rtB
                cp.tangentMass = kTangent > 0 ? 1 / kTangent : 0
                let vrA = bA.linearVelocity + cross(bA.angularVelocity, rA)
                let vrB = bB.linearVelocity + cross(bB.angularVelocity, rB)
                cp.relativeVelocity = dot(normal, vrB - vrA)
                if j == 0 { cc.p0 = cp } else { cc.p1 = cp }
            }
            if blockSolver, let k = ContactSolver.blockMatrix(cc) { cc.blockK = k; cc.useBlock = true }
            contactConstraints.append(cc)
        }
    }
}

/// The few fields of a body that preparing a contact reads.
struct BodyMotion {
    var moves: Bool
    var invMass: Float, invInertia: Float
    var q: Rot
    var localCenter: Vec2
    var linearVelocity: Vec2, angularVelocity: Float

    @inline(__always) init(_ b: BodyRecord) {
        moves = b.isAwake && b.type != .static
        invMass = b.invMass; invInertia = b.invInertia
        q = b.transform.q; localCenter = b.localCenter
        linearVelocity = b.linearVelocity; angularVelocity = b.angularVelocity
    }
}

/// The contact solver's loops over flat buffers (no reference counting or
/// exclusivity checks per contact).
enum ContactSolver {
    static func warmStart(_ constraints: UnsafeMutableBufferPointer<ContactConstraint>, _ indices: UnsafeBufferPointer<Int32>,
                          _ states: UnsafeMutableBufferPointer<SolverBody>) {
        for index in indices {
            let ci = Int(index)
            let cc = constraints[ci]
            var a = states[Int(cc.indexA)], b = states[Int(cc.indexB)]
            let mA = a.invMass, iA = a.invI, mB = b.invMass, iB = b.invI
            let normal = cc.normal, tangent = cc.normal.rightPerp
            for j in 0..<cc.pointCount {
                let cp = j == 0 ? cc.p0 : cc.p1
                let P = cp.normalImpulse * normal + cp.tangentImpulse * tangent
                a.w -= iA * cross(cp.anchorA, P)
                a.v = mulSub(a.v, mA, P)
                b.w += iB * cross(cp.anchorB, P)
                b.v = mulAdd(b.v, mB, P)
            }
            a.w -= iA * cc.rollingImpulse
            b.w += iB * cc.rollingImpulse
            states[Int(cc.indexA)] = a
            states[Int(cc.indexB)] = b
        }
    }

    /// One iteration over every contact: the normal impulses (with the
    /// soft position bias when `useBias`), then friction and rolling.
    static func solve(_ constraints: UnsafeMutableBufferPointer<ContactConstraint>, _ indices: UnsafeBufferPointer<Int32>,
                      _ states: UnsafeMutableBufferPointer<SolverBody>,
                      invH: Float, maxBiasVelocity: Float, useBias: Bool) {
        for index in indices {
            let ci = Int(index)
            var cc = constraints[ci]
            var a = states[Int(cc.indexA)], b = states[Int(cc.indexB)]
            let mA = a.invMass, iA = a.invI, mB = b.invMass, iB = b.invI
            let normal = cc.normal
            let dp = b.dp - a.dp
            var totalNormalImpulse: Float = 0
            var solvedTogether = false
            if cc.useBlock {
                // Both points' separations, biases and scales; the block
                // needs one softness for both (not one speculative, one not).
                var rhs = SIMD2<Float>()
                let old = SIMD2(cc.p0.normalImpulse, cc.p1.normalImpulse)
                var scales = SIMD4<Float>()
                for j in 0..<2 {
                    let cp = j == 0 ? cc.p0 : cc.p1
                    let rA = cp.anchorA, rB = cp.anchorB
                    let s = dot(dp + (b.dq.rotate(rB) - a.dq.rotate(rA)), normal) + cp.baseSeparation
                    var bias: Float = 0, massScale: Float = 1, impulseScale: Float = 0
                    if s > 0 {
                        bias = s * invH
                    } else if useBias {
                        bias = max(cc.softness.biasRate * s, -maxBiasVelocity)
                        massScale = cc.softness.massScale
                        impulseScale = cc.softness.impulseScale
                    }
                    let dv = b.v + cross(b.w, rB) - a.v - cross(a.w, rA)
                    rhs[j] = dot(dv, normal) + bias
                    scales[2 * j] = massScale; scales[2 * j + 1] = impulseScale
                }
                if scales[0] == scales[2], scales[1] == scales[3],
                   let x = solveBlock(old: old, rhs: rhs, k: cc.blockK, massScale: scales[0], impulseScale: scales[1]) {
                    let d = x - old
                    applyNormalImpulses(d, cc, &a, &b)
                    cc.p0.normalImpulse = x.x; cc.p1.normalImpulse = x.y
                    cc.p0.maxNormalImpulse = max(cc.p0.maxNormalImpulse, d.x)
                    cc.p1.maxNormalImpulse = max(cc.p1.maxNormalImpulse, d.y)
                    totalNormalImpulse = x.x + x.y
                    solvedTogether = true
                }
            }
            for j in 0..<cc.pointCount where !solvedTogether {
                var cp = j == 0 ? cc.p0 : cc.p1
                let rA = cp.anchorA, rB = cp.anchorB
                // The current separation from how far the bodies moved.
                let d = dp + (b.dq.rotate(rB) - a.dq.rotate(rA))
                let s = dot(d, normal) + cp.baseSeparation
                var bias: Float = 0, massScale: Float = 1, impulseScale: Float = 0
                if s > 0 {
                    bias = s * invH                 // speculative: close the gap this sub-step
                } else if useBias {
                    bias = max(cc.softness.biasRate * s, -maxBiasVelocity)
                    massScale = cc.softness.massScale
                    impulseScale = cc.softness.impulseScale
                }
                let dv = b.v + cross(b.w, rB) - a.v - cross(a.w, rA)
                let vn = dot(dv, normal)
                var impulse = -cp.normalMass * massScale * (vn + bias) - impulseScale * cp.normalImpulse
                let newImpulse = max(cp.normalImpulse + impulse, 0)
                impulse = newImpulse - cp.normalImpulse
                cp.normalImpulse = newImpulse
                cp.maxNormalImpulse = max(cp.maxNormalImpulse, impulse)
                totalNormalImpulse += newImpulse
                let P = impulse * normal
                a.v = mulSub(a.v, mA, P); a.w -= iA * cross(rA, P)
                b.v = mulAdd(b.v, mB, P); b.w += iB * cross(rB, P)
                if j == 0 { cc.p0 = cp } else { cc.p1 = cp }
            }
            let tangent = normal.rightPerp
            for j in 0..<cc.pointCount {
                var cp = j == 0 ? cc.p0 : cc.p1
                let rA = cp.anchorA, rB = cp.anchorB
                let dv = b.v + cross(b.w, rB) - a.v - cross(a.w, rA)
                let vt = dot(dv, tangent)
                var impulse = -cp.tangentMass * vt
                let maxFriction = cc.friction * cp.normalImpulse
                let newImpulse = min(max(cp.tangentImpulse + impulse, -maxFriction), maxFriction)
                impulse = newImpulse - cp.tangentImpulse
                cp.tangentImpulse = newImpulse
                let P = impulse * tangent
                a.v = mulSub(a.v, mA, P); a.w -= iA * cross(rA, P)
                b.v = mulAdd(b.v, mB, P); b.w += iB * cross(rB, P)
                if j == 0 { cc.p0 = cp } else { cc.p1 = cp }
            }
            if cc.rollingResistance > 0 {
                let maxLambda = cc.rollingResistance * totalNormalImpulse
                let old = cc.rollingImpulse
                cc.rollingImpulse = min(max(old - cc.rollingMass * (b.w - a.w), -maxLambda), maxLambda)
                let delta = cc.rollingImpulse - old
                a.w -= iA * delta
                b.w += iB * delta
            }
            constraints[ci] = cc
            states[Int(cc.indexA)] = a
            states[Int(cc.indexB)] = b
        }
    }

    /// Bounces: points that approached faster than `threshold` get a normal
    /// velocity of −restitution × their approach speed.
    static func applyRestitution(_ constraints: UnsafeMutableBufferPointer<ContactConstraint>, _ indices: UnsafeBufferPointer<Int32>,
                                 _ states: UnsafeMutableBufferPointer<SolverBody>, threshold: Float) {
        for index in indices {
            let ci = Int(index)
            var cc = constraints[ci]
            guard cc.restitution > 0 else { continue }
            var a = states[Int(cc.indexA)], b = states[Int(cc.indexB)]
            let mA = a.invMass, iA = a.invI, mB = b.invMass, iB = b.invI
            let normal = cc.normal
            if cc.useBlock, cc.p0.relativeVelocity <= -threshold, cc.p0.maxNormalImpulse > 0,
               cc.p1.relativeVelocity <= -threshold, cc.p1.maxNormalImpulse > 0 {
                // Both points bounce: solve them together (hard: the target
                // normal velocity is −restitution × the approach speed).
                var rhs = SIMD2<Float>()
                for j in 0..<2 {
                    let cp = j == 0 ? cc.p0 : cc.p1
                    let dv = b.v + cross(b.w, cp.anchorB) - a.v - cross(a.w, cp.anchorA)
                    rhs[j] = dot(dv, normal) + cc.restitution * cp.relativeVelocity
                }
                let old = SIMD2(cc.p0.normalImpulse, cc.p1.normalImpulse)
                if let x = solveBlock(old: old, rhs: rhs, k: cc.blockK, massScale: 1, impulseScale: 0) {
                    let d = x - old
                    applyNormalImpulses(d, cc, &a, &b)
                    cc.p0.normalImpulse = x.x; cc.p1.normalImpulse = x.y
                    cc.p0.maxNormalImpulse = max(cc.p0.maxNormalImpulse, d.x)
                    cc.p1.maxNormalImpulse = max(cc.p1.maxNormalImpulse, d.y)
                    constraints[ci] = cc
                    states[Int(cc.indexA)] = a
                    states[Int(cc.indexB)] = b
                    continue
                }
            }
            for j in 0..<cc.pointCount {
                var cp = j == 0 ? cc.p0 : cc.p1
                guard cp.relativeVelocity <= -threshold, cp.maxNormalImpulse > 0 else { continue }
                let rA = cp.anchorA, rB = cp.anchorB
                let dv = b.v + cross(b.w, rB) - a.v - cross(a.w, rA)
                let vn = dot(dv, normal)
                var impulse = -cp.normalMass * (vn + cc.restitution * cp.relativeVelocity)
                let newImpulse = max(cp.normalImpulse + impulse, 0)
                impulse = newImpulse - cp.normalImpulse
                cp.normalImpulse = newImpulse
                cp.maxNormalImpulse = max(cp.maxNormalImpulse, impulse)
                let P = impulse * normal
                a.v = mulSub(a.v, mA, P); a.w -= iA * cross(rA, P)
                b.v = mulAdd(b.v, mB, P); b.w += iB * cross(rB, P)
                if j == 0 { cc.p0 = cp } else { cc.p1 = cp }
            }
            constraints[ci] = cc
            states[Int(cc.indexA)] = a
            states[Int(cc.indexB)] = b
        }
    }
}
