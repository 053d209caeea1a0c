/// Four contact points' worth of one manifold point, lane by lane.
struct WidePoint {
    var rAx = SIMD4<Float>(), rAy = SIMD4<Float>(), rBx = SIMD4<Float>(), rBy = SIMD4<Float>()
    var baseSeparation = SIMD4<Float>()
    var relativeVelocity = SIMD4<Float>()
    var normalImpulse = SIMD4<Float>()
    var tangentImpulse = SIMD4<Float>()
    var maxNormalImpulse = SIMD4<Float>()
    var normalMass = SIMD4<Float>()
    var tangentMass = SIMD4<Float>()
}

/// Four contact constraints solved side by side, one per SIMD lane. The
/// four touch four different moving bodies (the graph colouring sees to
/// it), so their impulses can be computed together and written back
/// without conflict. Unused lanes name the solver's dummy body and have no
/// mass, so they change nothing.
struct WideContact {
    var indexA = SIMD4<Int32>(), indexB = SIMD4<Int32>()
    /// The scalar constraint each lane came from (−1: unused lane).
    var source = SIMD4<Int32>(repeating: -1)
    var nx = SIMD4<Float>(), ny = SIMD4<Float>()
    var friction = SIMD4<Float>(), restitution = SIMD4<Float>()
    var rollingResistance = SIMD4<Float>(), rollingMass = SIMD4<Float>(), rollingImpulse = SIMD4<Float>()
    var mA = SIMD4<Float>(), iA = SIMD4<Float>(), mB = SIMD4<Float>(), iB = SIMD4<Float>()
    var biasRate = SIMD4<Float>(), massScale = SIMD4<Float>(), impulseScale = SIMD4<Float>()
    var p1 = WidePoint(), p2 = WidePoint()
}

/// The bodies of four lanes, gathered.
struct WideBody {
    var vx: SIMD4<Float>, vy: SIMD4<Float>, w: SIMD4<Float>
    var dpx: SIMD4<Float>, dpy: SIMD4<Float>, qc: SIMD4<Float>, qs: SIMD4<Float>

    @inline(__always) init(_ states: UnsafeMutableBufferPointer<SolverBody>, _ index: SIMD4<Int32>) {
        let b0 = states[Int(index[0])], b1 = states[Int(index[1])], b2 = states[Int(index[2])], b3 = states[Int(index[3])]
        vx = SIMD4(b0.v.x, b1.v.x, b2.v.x, b3.v.x)
        vy = SIMD4(b0.v.y, b1.v.y, b2.v.y, b3.v.y)
        w = SIMD4(b0.w, b1.w, b2.w, b3.w)
        dpx = SIMD4(b0.dp.x, b1.dp.x, b2.dp.x, b3.dp.x)
        dpy = SIMD4(b0.dp.y, b1.dp.y, b2.dp.y, b3.dp.y)
        qc = SIMD4(b0.dq.c, b1.dq.c, b2.dq.c, b3.dq.c)
        qs = SIMD4(b0.dq.s, b1.dq.s, b2.dq.s, b3.dq.s)
    }

    /// Writes the velocities back (positions do not change while solving).
    @inline(__always) func scatter(_ states: UnsafeMutableBufferPointer<SolverBody>, _ index: SIMD4<Int32>) {
        for lane in 0..<4 {
            let i = Int(index[lane])
            states[i].v = Vec2(vx[lane], vy[lane])
            states[i].w = w[lane]
        }
    }
}

/// The wide contact solver: Box2D v3's graph-coloured SIMD solve, four
/// lanes wide (SSE, the x86-64 baseline). The scalar solver did one
/// contact at a time, each point's impulse waiting on the previous one's
/// velocity update (75 ns a contact per iteration on the 5,050-box pyramid,
/// 63 % of the step: latency-bound); four independent contacts fill the
/// pipeline.
enum WideContactSolver {
    /// Packs the colours' constraints into lanes of four. Each field is
    /// built from the four constraints at once (setting lanes one by one
    /// through a subscript cost 23 % of the step).
    static func pack(_ constraints: UnsafeMutableBufferPointer<ContactConstraint>, colors: [[Int32]],
                     dummy: Int32, into wide: inout [WideContact], colorStarts: inout [Int]) {
        wide.removeAll(keepingCapacity: true)
        colorStarts.removeAll(keepingCapacity: true)
        var empty = ContactConstraint()
        empty.indexA = dummy; empty.indexB = dummy
        for color in colors {
            colorStarts.append(wide.count)
            var i = 0
            while i < color.count {
                let n = min(4, color.count - i)
                let c0 = constraints[Int(color[i])]
                let c1 = n > 1 ? constraints[Int(color[i + 1])] : empty
                let c2 = n > 2 ? constraints[Int(color[i + 2])] : empty
                let c3 = n > 3 ? constraints[Int(color[i + 3])] : empty
                var w = WideContact()
                w.source = SIMD4(color[i], n > 1 ? color[i + 1] : -1, n > 2 ? color[i + 2] : -1, n > 3 ? color[i + 3] : -1)
                w.indexA = SIMD4(c0.indexA, c1.indexA, c2.indexA, c3.indexA)
                w.indexB = SIMD4(c0.indexB, c1.indexB, c2.indexB, c3.indexB)
                w.nx = SIMD4(c0.normal.x, c1.normal.x, c2.normal.x, c3.normal.x)
                w.ny = SIMD4(c0.normal.y, c1.normal.y, c2.normal.y, c3.normal.y)
                w.friction = SIMD4(c0.friction, c1.friction, c2.friction, c3.friction)
                w.restitution = SIMD4(c0.restitution, c1.restitution, c2.restitution, c3.restitution)
                w.rollingResistance = SIMD4(c0.rollingResistance, c1.rollingResistance, c2.rollingResistance, c3.rollingResistance)
                w.rollingMass = SIMD4(c0.rollingMass, c1.rollingMass, c2.rollingMass, c3.rollingMass)
                w.rollingImpulse = SIMD4(c0.rollingImpulse, c1.rollingImpulse, c2.rollingImpulse, c3.rollingImpulse)
                w.mA = SIMD4(c0.invMassA, c1.invMassA, c2.invMassA, c3.invMassA)
                w.iA = SIMD4(c0.invIA, c1.invIA, c2.invIA, c3.invIA)
                w.mB = SIMD4(c0.invMassB, c1.invMassB, c2.invMassB, c3.invMassB)
                w.iB = SIMD4(c0.invIB, c1.invIB, c2.invIB, c3.invIB)
                w.biasRate = SIMD4(c0.softness.biasRate, c1.softness.biasRate, c2.softness.biasRate, c3.softness.biasRate)
                w.massScale = SIMD4(c0.softness.massScale, c1.softness.massScale, c2.softness.massScale, c3.softness.massScale)
                w.impulseScale = SIMD4(c0.softness.impulseScale, c1.softness.impulseScale, c2.softness.impulseScale,
                                       c3.softness.impulseScale)
                w.p1 = widePoint(c0.p0, c1.p0, c2.p0, c3.p0)
                // A lane with one point gets an empty second point (no mass: no impulse).
                let none = ContactConstraintPoint()
                w.p2 = widePoint(c0.pointCount > 1 ? c0.p1 : none, c1.pointCount > 1 ? c1.p1 : none,
                                 c2.pointCount > 1 ? c2.p1 : none, c3.pointCount > 1 ? c3.p1 : none)
                wide.append(w)
                i += 4
            }
        }
        colorStarts.append(wide.count)
    }

    @inline(__always) private static func widePoint(_ a: ContactConstraintPoint, _ b: ContactConstraintPoint,
                                                    _ c: ContactConstraintPoint, _ d: ContactConstraintPoint) -> WidePoint {
        var p = WidePoint()
        p.rAx = SIMD4(a.anchorA.x, b.anchorA.x, c.anchorA.x, d.anchorA.x)
        p.rAy = SIMD4(a.anchorA.y, b.anchorA.y, c.anchorA.y, d.anchorA.y)
        p.rBx = SIMD4(a.anchorB.x, b.anchorB.x, c.anchorB.x, d.anchorB.x)
        p.rBy = SIMD4(a.anchorB.y, b.anchorB.y, c.anchorB.y, d.anchorB.y)
        p.baseSeparation = SIMD4(a.baseSeparation, b.baseSeparation, c.baseSeparation, d.baseSeparation)
        p.relativeVelocity = SIMD4(a.relativeVelocity, b.relativeVelocity, c.relativeVelocity, d.relativeVelocity)
        p.normalImpulse = SIMD4(a.normalImpulse, b.normalImpulse, c.normalImpulse, d.normalImpulse)
        p.tangentImpulse = SIMD4(a.tangentImpulse, b.tangentImpulse, c.tangentImpulse, d.tangentImpulse)
        p.maxNormalImpulse = SIMD4(a.maxNormalImpulse, b.maxNormalImpulse, c.maxNormalImpulse, d.maxNormalImpulse)
        p.normalMass = SIMD4(a.normalMass, b.normalMass, c.normalMass, d.normalMass)
        p.tangentMass = SIMD4(a.tangentMass, b.tangentMass, c.tangentMass, d.tangentMass)
        return p
    }

    /// Copies the solved impulses back to the scalar constraints.
    static func unpack(_ wide: UnsafeMutableBufferPointer<WideContact>, into constraints: UnsafeMutableBufferPointer<ContactConstraint>) {
        for w in wide {
            for lane in 0..<4 where w.source[lane] >= 0 {
                let ci = Int(w.source[lane])
                constraints[ci].rollingImpulse = w.rollingImpulse[lane]
                constraints[ci].p0.normalImpulse = w.p1.normalImpulse[lane]
                constraints[ci].p0.tangentImpulse = w.p1.tangentImpulse[lane]
                constraints[ci].p0.maxNormalImpulse = w.p1.maxNormalImpulse[lane]
                constraints[ci].p1.normalImpulse = w.p2.normalImpulse[lane]
                constraints[ci].p1.tangentImpulse = w.p2.tangentImpulse[lane]
                constraints[ci].p1.maxNormalImpulse = w.p2.maxNormalImpulse[lane]
            }
        }
    }

    static func warmStart(_ wide: UnsafeMutableBufferPointer<WideContact>, _ states: UnsafeMutableBufferPointer<SolverBody>) {
        guard let base = wide.baseAddress else { return }
        for k in wide.indices {
            let c = base + k
            var a = WideBody(states, c.pointee.indexA), b = WideBody(states, c.pointee.indexB)
            applyStored(c.pointee.p1, c, &a, &b)
            applyStored(c.pointee.p2, c, &a, &b)
            a.w -= c.pointee.iA * c.pointee.rollingImpulse
            b.w += c.pointee.iB * c.pointee.rollingImpulse
            a.scatter(states, c.pointee.indexA)
            b.scatter(states, c.pointee.indexB)
        }
    }

    /// Applies a point's accumulated impulses (warm starting).
    @inline(__always) private static func applyStored(_ p: WidePoint, _ c: UnsafeMutablePointer<WideContact>, _ a: inout WideBody, _ b: inout WideBody) {
        let tx = c.pointee.ny, ty = -c.pointee.nx
        let px = p.normalImpulse * c.pointee.nx + p.tangentImpulse * tx
        let py = p.normalImpulse * c.pointee.ny + p.tangentImpulse * ty
        apply(px, py, p, c, &a, &b)
    }

    /// Applies impulse (px, py) at the point: −P to A, +P to B.
    @inline(__always) private static func apply(_ px: SIMD4<Float>, _ py: SIMD4<Float>, _ p: WidePoint, _ c: UnsafeMutablePointer<WideContact>,
                                                _ a: inout WideBody, _ b: inout WideBody) {
        let mA = c.pointee.mA, iA = c.pointee.iA, mB = c.pointee.mB, iB = c.pointee.iB
        a.vx -= mA * px; a.vy -= mA * py; a.w -= iA * (p.rAx * py - p.rAy * px)
        b.vx += mB * px; b.vy += mB * py; b.w += iB * (p.rBx * py - p.rBy * px)
    }

    /// The relative velocity at the point (B's minus A's).
    @inline(__always) private static func relativeVelocity(_ p: WidePoint, _ a: WideBody, _ b: WideBody) -> (SIMD4<Float>, SIMD4<Float>) {
        (b.vx - b.w * p.rBy - a.vx + a.w * p.rAy, b.vy + b.w * p.rBx - a.vy - a.w * p.rAx)
    }

    /// The normal impulse of one point, with the soft bias when `useBias`
    /// and the speculative bias when the point is still apart.
    @inline(__always) private static func solveNormal(_ p: inout WidePoint, _ c: UnsafeMutablePointer<WideContact>, _ a: inout WideBody, _ b: inout WideBody,
                                                      dpx: SIMD4<Float>, dpy: SIMD4<Float>, invH: Float, maxBias: Float,
                                                      useBias: Bool, total: inout SIMD4<Float>) {
        let zero = SIMD4<Float>(), one = SIMD4<Float>(repeating: 1)
        // The current separation from how far the bodies moved.
        let prAx = a.qc * p.rAx - a.qs * p.rAy, prAy = a.qs * p.rAx + a.qc * p.rAy
        let prBx = b.qc * p.rBx - b.qs * p.rBy, prBy = b.qs * p.rBx + b.qc * p.rBy
        let s = (dpx + prBx - prAx) * c.pointee.nx + (dpy + prBy - prAy) * c.pointee.ny + p.baseSeparation
        var bias = zero, massScale = one, impulseScale = zero
        if useBias {
            bias = vmax(c.pointee.biasRate * s, SIMD4(repeating: -maxBias))
            massScale = c.pointee.massScale
            impulseScale = c.pointee.impulseScale
        }
        // Speculative: close the gap this sub-step.
        let ahead = s .> zero
        bias.replace(with: s * invH, where: ahead)
        massScale.replace(with: one, where: ahead)
        impulseScale.replace(with: zero, where: ahead)
        let (dvx, dvy) = relativeVelocity(p, a, b)
        let vn = dvx * c.pointee.nx + dvy * c.pointee.ny
        let applied = -p.normalMass * massScale * (vn + bias) - impulseScale * p.normalImpulse
        let newImpulse = vmax(p.normalImpulse + applied, zero)
        let impulse = newImpulse - p.normalImpulse
        p.normalImpulse = newImpulse
        p.maxNormalImpulse = vmax(p.maxNormalImpulse, impulse)
        total += newImpulse
        apply(impulse * c.pointee.nx, impulse * c.pointee.ny, p, c, &a, &b)
    }

    /// The friction impulse of one point, bounded by friction × its normal impulse.
    @inline(__always) private static func solveFriction(_ p: inout WidePoint, _ c: UnsafeMutablePointer<WideContact>, _ a: inout WideBody, _ b: inout WideBody) {
        let tx = c.pointee.ny, ty = -c.pointee.nx
        let (dvx, dvy) = relativeVelocity(p, a, b)
        let vt = dvx * tx + dvy * ty
        let maxFriction = c.pointee.friction * p.normalImpulse
        let newImpulse = vmin(vmax(p.tangentImpulse - p.tangentMass * vt, -maxFriction), maxFriction)
        let impulse = newImpulse - p.tangentImpulse
        p.tangentImpulse = newImpulse
        apply(impulse * tx, impulse * ty, p, c, &a, &b)
    }

    static func solve(_ wide: UnsafeMutableBufferPointer<WideContact>, _ states: UnsafeMutableBufferPointer<SolverBody>,
                      invH: Float, maxBiasVelocity: Float, useBias: Bool) {
        guard let base = wide.baseAddress else { return }
        for k in wide.indices {
            // In place: copying the 624-byte chunk in and out cost 11 % of the step.
            let c = base + k
            var a = WideBody(states, c.pointee.indexA), b = WideBody(states, c.pointee.indexB)
            let dpx = b.dpx - a.dpx, dpy = b.dpy - a.dpy
            var total = SIMD4<Float>()
            solveNormal(&c.pointee.p1, c, &a, &b, dpx: dpx, dpy: dpy, invH: invH, maxBias: maxBiasVelocity, useBias: useBias, total: &total)
            solveNormal(&c.pointee.p2, c, &a, &b, dpx: dpx, dpy: dpy, invH: invH, maxBias: maxBiasVelocity, useBias: useBias, total: &total)
            solveFriction(&c.pointee.p1, c, &a, &b)
            solveFriction(&c.pointee.p2, c, &a, &b)
            // Rolling resistance (a no-op in lanes without it: the bound is 0).
            let maxLambda = c.pointee.rollingResistance * total
            let old = c.pointee.rollingImpulse
            let rolling = vmin(vmax(old - c.pointee.rollingMass * (b.w - a.w), -maxLambda), maxLambda)
            c.pointee.rollingImpulse = rolling
            let delta = rolling - old
            a.w -= c.pointee.iA * delta
            b.w += c.pointee.iB * delta
            a.scatter(states, c.pointee.indexA)
            b.scatter(states, c.pointee.indexB)
        }
    }

    /// Bounces: lanes whose point approached faster than `threshold` get a
    /// normal velocity of −restitution × their approach speed.
    @inline(__always) private static func bounce(_ p: inout WidePoint, _ c: UnsafeMutablePointer<WideContact>, _ a: inout WideBody, _ b: inout WideBody,
                                                 threshold: Float) {
        let zero = SIMD4<Float>()
        let active = (p.relativeVelocity .<= SIMD4(repeating: -threshold)) .& (p.maxNormalImpulse .> zero)
        let (dvx, dvy) = relativeVelocity(p, a, b)
        let vn = dvx * c.pointee.nx + dvy * c.pointee.ny
        var applied = -p.normalMass * (vn + c.pointee.restitution * p.relativeVelocity)
        applied.replace(with: zero, where: .!active)
        let newImpulse = vmax(p.normalImpulse + applied, zero)
        let impulse = newImpulse - p.normalImpulse
        p.normalImpulse = newImpulse
        p.maxNormalImpulse = vmax(p.maxNormalImpulse, impulse)
        apply(impulse * c.pointee.nx, impulse * c.pointee.ny, p, c, &a, &b)
    }

    static func applyRestitution(_ wide: UnsafeMutableBufferPointer<WideContact>, _ states: UnsafeMutableBufferPointer<SolverBody>,
                                 threshold: Float) {
        guard let base = wide.baseAddress else { return }
        for k in wide.indices {
            let c = base + k
            guard any(c.pointee.restitution .> SIMD4<Float>()) else { continue }
            var a = WideBody(states, c.pointee.indexA), b = WideBody(states, c.pointee.indexB)
            bounce(&c.pointee.p1, c, &a, &b, threshold: threshold)
            bounce(&c.pointee.p2, c, &a, &b, threshold: threshold)
            a.scatter(states, c.pointee.indexA)
            b.scatter(states, c.pointee.indexB)
        }
    }
}

/// The larger of each pair of lanes (the standard library's generic
/// `pointwiseMax` was not inlined: 17 % of the step).
@inline(__always) func vmax(_ a: SIMD4<Float>, _ b: SIMD4<Float>) -> SIMD4<Float> { a.replacing(with: b, where: a .< b) }
/// The smaller of each pair of lanes.
@inline(__always) func vmin(_ a: SIMD4<Float>, _ b: SIMD4<Float>) -> SIMD4<Float> { a.replacing(with: b, where: b .< a) }
