// The distance joint in the solver: one row along the line between the
// anchors (the rod, or the spring), then the lower and upper length
// limits. The line and its effective mass are taken afresh each sub-step.

extension JointSolver {
    /// The anchors now, the unit line from A's to B's, and its length.
    @inline(__always)
    private static func distanceFrame(_ s: JointStep, _ a: SolverBody, _ b: SolverBody)
        -> (rA: Vec2, rB: Vec2, axis: Vec2, length: Float) {
        let rA = a.dq.rotate(s.anchorA), rB = b.dq.rotate(s.anchorB)
        let d = s.deltaCenter + (b.dp - a.dp) + (rB - rA)
        let length = d.length
        return (rA, rB, length > .ulpOfOne ? (1 / length) * d : .zero, length)
    }

    static func warmStartDistance(_ j: JointRecord, _ a: inout SolverBody, _ b: inout SolverBody) {
        let (rA, rB, axis, _) = distanceFrame(j.step, a, b)
        let p = (j.springImpulse + j.lowerImpulse - j.upperImpulse) * axis
        applyLinear(p, torque: 0, rA: rA, rB: rB, &a, &b)
    }

    static func solveDistance(_ j: inout JointRecord, _ a: inout SolverBody, _ b: inout SolverBody, useBias: Bool) {
        let s = j.step
        let (rA, rB, axis, length) = distanceFrame(s, a, b)
        guard axis != .zero else { return }     // anchors together: no line to act along
        let crA = cross(rA, axis), crB = cross(rB, axis)
        let k = a.invMass + b.invMass + a.invI * crA * crA + b.invI * crB * crB
        let axialMass: Float = k > 0 ? 1 / k : 0
        @inline(__always) func speed(_ a: SolverBody, _ b: SolverBody) -> Float {
            dot(axis, b.v + cross(b.w, rB) - a.v - cross(a.w, rA))
        }
        if s.rigid || (s.enableSpring && useBias) {
            // The rod (world softness while biased) or the spring (its own, biased pass only).
            let c = length - s.length
            var bias: Float = 0, massScale: Float = 1, impulseScale: Float = 0
            if s.enableSpring || useBias {
                let soft = s.enableSpring ? s.spring : s.soft
                bias = soft.biasRate * c
                massScale = soft.massScale
                impulseScale = soft.impulseScale
            }
            let impulse = -axialMass * massScale * (speed(a, b) + bias) - impulseScale * j.springImpulse
            j.springImpulse += impulse
            applyLinear(impulse * axis, torque: 0, rA: rA, rB: rB, &a, &b)
        }
        if s.enableLimit {
            do {    // length ≥ minLength
                let (bias, massScale, impulseScale) = limitTerms(length - s.lower, s, useBias: useBias)
                let old = j.lowerImpulse
                let impulse = -axialMass * massScale * (speed(a, b) + bias) - impulseScale * old
                j.lowerImpulse = max(old + impulse, 0)
                applyLinear((j.lowerImpulse - old) * axis, torque: 0, rA: rA, rB: rB, &a, &b)
            }
            do {    // length ≤ maxLength
                let (bias, massScale, impulseScale) = limitTerms(s.upper - length, s, useBias: useBias)
                let old = j.upperImpulse
                let impulse = -axialMass * massScale * (-speed(a, b) + bias) - impulseScale * old
                j.upperImpulse = max(old + impulse, 0)
                applyLinear((old - j.upperImpulse) * axis, torque: 0, rA: rA, rB: rB, &a, &b)
            }
        }
    }
}
