// The prismatic joint (a slider) in the solver. With d the vector from A's
// anchor to B's and `axis` A's axis (turning with A), the translation is
// axis · d; its rate is axis · (vB − vA) + a2 ωB − a1 ωA with
// a1 = (d + rA) × axis, a2 = rB × axis (A's turn also swings the axis).
// Rows along the axis: spring, motor, lower and upper limit; then a 2 × 2
// block holding B on the axis (perp · d = 0, same arms with the
// perpendicular) and the angle at the reference.

/// The prismatic joint's geometry in the current sub-step.
struct PrismaticFrame {
    var rA: Vec2, rB: Vec2
    var d: Vec2
    var axis: Vec2
    var a1: Float, a2: Float

    @inline(__always) init(_ s: JointStep, _ a: SolverBody, _ b: SolverBody) {
        rA = a.dq.rotate(s.anchorA)
        rB = b.dq.rotate(s.anchorB)
        d = s.deltaCenter + (b.dp - a.dp) + (rB - rA)
        axis = a.dq.rotate(s.axis)
        a1 = cross(d + rA, axis)
        a2 = cross(rB, axis)
    }

    /// The arms of the row across the axis.
    @inline(__always) var perpArms: (perp: Vec2, s1: Float, s2: Float) {
        let perp = axis.leftPerp
        return (perp, cross(d + rA, perp), cross(rB, perp))
    }
}

extension JointSolver {
    static func warmStartPrismatic(_ j: JointRecord, _ a: inout SolverBody, _ b: inout SolverBody) {
        let f = PrismaticFrame(j.step, a, b)
        let (perp, s1, s2) = f.perpArms
        let axial = j.springImpulse + j.motorImpulse + j.lowerImpulse - j.upperImpulse
        let across = j.linearImpulse.x, angular = j.angularImpulse
        let p = axial * f.axis + across * perp
        a.v = mulSub(a.v, a.invMass, p)
        a.w -= a.invI * (axial * f.a1 + across * s1 + angular)
        b.v = mulAdd(b.v, b.invMass, p)
        b.w += b.invI * (axial * f.a2 + across * s2 + angular)
    }

    /// The speed along the axis.
    @inline(__always) private static func axialSpeed(_ f: PrismaticFrame, _ a: SolverBody, _ b: SolverBody) -> Float {
        dot(f.axis, b.v - a.v) + f.a2 * b.w - f.a1 * a.w
    }

    /// An impulse along the axis (+ on B, − on A).
    @inline(__always) private static func applyAxial(_ impulse: Float, _ f: PrismaticFrame,
                                                     _ a: inout SolverBody, _ b: inout SolverBody) {
        let p = impulse * f.axis
        a.v = mulSub(a.v, a.invMass, p)
        a.w -= a.invI * impulse * f.a1
        b.v = mulAdd(b.v, b.invMass, p)
        b.w += b.invI * impulse * f.a2
    }

    static func solvePrismatic(_ j: inout JointRecord, _ a: inout SolverBody, _ b: inout SolverBody, useBias: Bool) {
        let s = j.step
        let f = PrismaticFrame(s, a, b)
        let mA = a.invMass, iA = a.invI, mB = b.invMass, iB = b.invI
        let translation = dot(f.axis, f.d)
        let k = mA + mB + iA * f.a1 * f.a1 + iB * f.a2 * f.a2
        let axialMass: Float = k > 0 ? 1 / k : 0
        if s.enableSpring && useBias {
            // Toward translation 0, by the joint's own spring (biased pass only).
            let impulse = -axialMass * s.spring.massScale * (axialSpeed(f, a, b) + s.spring.biasRate * translation)
                - s.spring.impulseScale * j.springImpulse
            j.springImpulse += impulse
            applyAxial(impulse, f, &a, &b)
        }
        if s.enableMotor {
            let old = j.motorImpulse
            let impulse = axialMass * (s.motorSpeed - axialSpeed(f, a, b))
            j.motorImpulse = min(max(old + impulse, -s.maxImpulse), s.maxImpulse)
            applyAxial(j.motorImpulse - old, f, &a, &b)
        }
        if s.enableLimit {
            do {    // translation ≥ lower
                let (bias, massScale, impulseScale) = limitTerms(translation - s.lower, s, useBias: useBias)
                let old = j.lowerImpulse
                let impulse = -axialMass * massScale * (axialSpeed(f, a, b) + bias) - impulseScale * old
                j.lowerImpulse = max(old + impulse, 0)
                applyAxial(j.lowerImpulse - old, f, &a, &b)
            }
            do {    // translation ≤ upper
                let (bias, massScale, impulseScale) = limitTerms(s.upper - translation, s, useBias: useBias)
                let old = j.upperImpulse
                let impulse = -axialMass * massScale * (-axialSpeed(f, a, b) + bias) - impulseScale * old
                j.upperImpulse = max(old + impulse, 0)
                applyAxial(old - j.upperImpulse, f, &a, &b)
            }
        }
        // Across the axis and the angle, as one 2 × 2 block.
        let (perp, s1, s2) = f.perpArms
        let cdot = Vec2(dot(perp, b.v - a.v) + s2 * b.w - s1 * a.w, b.w - a.w)
        var bias = Vec2.zero, massScale: Float = 1, impulseScale: Float = 0
        if useBias {
            bias = s.soft.biasRate * Vec2(dot(perp, f.d), jointAngle(s, a, b))
            massScale = s.soft.massScale
            impulseScale = s.soft.impulseScale
        }
        let k11 = mA + mB + iA * s1 * s1 + iB * s2 * s2
        let k12 = iA * s1 + iB * s2
        var k22 = iA + iB
        if k22 == 0 { k22 = 1 }     // neither turns: the angle row is idle
        let x = solve2(k11, k12, k22, cdot + bias)
        let across = -massScale * x.x - impulseScale * j.linearImpulse.x
        let angular = -massScale * x.y - impulseScale * j.angularImpulse
        j.linearImpulse.x += across
        j.angularImpulse += angular
        let p = across * perp
        a.v = mulSub(a.v, mA, p)
        a.w -= iA * (across * s1 + angular)
        b.v = mulAdd(b.v, mB, p)
        b.w += iB * (across * s2 + angular)
    }
}
