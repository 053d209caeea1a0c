// The revolute joint (a hinge) in the solver: rows on the relative spin
// (spring, motor, lower and upper limit), then the point constraint.

extension JointSolver {
    static func solveRevolute(_ j: inout JointRecord, _ a: inout SolverBody, _ b: inout SolverBody, useBias: Bool) {
        let s = j.step
        if s.axialMass > 0 {
            if s.enableSpring && useBias {
                // Toward the reference angle, by the joint's own spring (biased pass only).
                let c = jointAngle(s, a, b)
                let impulse = -s.axialMass * s.spring.massScale * (b.w - a.w + s.spring.biasRate * c)
                    - s.spring.impulseScale * j.springImpulse
                j.springImpulse += impulse
                applyAngular(impulse, &a, &b)
            }
            if s.enableMotor {
                let old = j.motorImpulse
                let impulse = -s.axialMass * (b.w - a.w - s.motorSpeed)
                j.motorImpulse = min(max(old + impulse, -s.maxImpulse), s.maxImpulse)
                applyAngular(j.motorImpulse - old, &a, &b)
            }
            if s.enableLimit {
                let angle = jointAngle(s, a, b)
                // Lower stop: angle ≥ lower; the impulse only pushes.
                do {
                    let (bias, massScale, impulseScale) = limitTerms(angle - s.lower, s, useBias: useBias)
                    let old = j.lowerImpulse
                    let impulse = -s.axialMass * massScale * (b.w - a.w + bias) - impulseScale * old
                    j.lowerImpulse = max(old + impulse, 0)
                    applyAngular(j.lowerImpulse - old, &a, &b)
                }
                // Upper stop: angle ≤ upper; the row acts the other way round.
                do {
                    let (bias, massScale, impulseScale) = limitTerms(s.upper - angle, s, useBias: useBias)
                    let old = j.upperImpulse
                    let impulse = -s.axialMass * massScale * (a.w - b.w + bias) - impulseScale * old
                    j.upperImpulse = max(old + impulse, 0)
                    applyAngular(old - j.upperImpulse, &a, &b)
                }
            }
        }
        solvePoint(&j, &a, &b, soft: s.soft, withBias: useBias)
    }
}
