/// The block solver: a two-point contact's two normal impulses solved
/// together, as one 2 × 2 linear complementarity problem (Box2D 2.x's
/// block solver, with the soft step's mass and impulse scales).
///
/// Solved one point after the other, the first point of a flat face
/// landing square takes more than its share in each iteration and the face
/// tilts a little (a 0.7 m box hitting a wall at 9 m/s turned 1.6°, 4.8°
/// with friction 0.2); solved together the impulses are symmetric and it
/// stays square. Used when `WorldDef.enableBlockSolver` is on.
extension ContactSolver {
    /// The effective-mass matrix K of a two-point contact's normals
    /// (k11, k12, k22), or nil when the points are so close that K is
    /// ill-conditioned (then they are solved one after the other).
    static func blockMatrix(_ cc: ContactConstraint) -> SIMD3<Float>? {
        guard cc.pointCount == 2 else { return nil }
        let mA = cc.invMassA, iA = cc.invIA, mB = cc.invMassB, iB = cc.invIB
        let n = cc.normal
        let rn1A = cross(cc.p0.anchorA, n), rn1B = cross(cc.p0.anchorB, n)
        let rn2A = cross(cc.p1.anchorA, n), rn2B = cross(cc.p1.anchorB, n)
        let k11 = mA + mB + iA * rn1A * rn1A + iB * rn1B * rn1B
        let k22 = mA + mB + iA * rn2A * rn2A + iB * rn2B * rn2B
        let k12 = mA + mB + iA * rn1A * rn2A + iB * rn1B * rn2B
        // Box2D 2.x's bound on the condition number.
        guard k11 > 0, k22 > 0, k11 * k11 < 1000 * (k11 * k22 - k12 * k12) else { return nil }
        return SIMD3(k11, k12, k22)
    }

    /// The new accumulated impulses x ≥ 0 of a soft two-point constraint
    /// with old impulses `old`, normal velocities plus bias `rhs` and matrix
    /// `k`: x = (1 − impulseScale) old − massScale K⁻¹ rhs, where each point
    /// left at zero must not be approaching (its own soft impulse would be
    /// ≤ 0). The four cases (both, first only, second only, neither) in
    /// turn; nil when none holds (then the caller solves point by point).
    @inline(__always)
    static func solveBlock(old: SIMD2<Float>, rhs: SIMD2<Float>, k: SIMD3<Float>,
                           massScale: Float, impulseScale: Float) -> SIMD2<Float>? {
        let k11 = k.x, k12 = k.y, k22 = k.z
        let kept = (1 - impulseScale) * old
        // Both active.
        let invDet = 1 / (k11 * k22 - k12 * k12)
        let both = kept - massScale * invDet * SIMD2(k22 * rhs.x - k12 * rhs.y, k11 * rhs.y - k12 * rhs.x)
        if both.x >= 0, both.y >= 0 { return both }
        // The first only: the second's impulse removed changes the first's velocity by k12 · (−old.y).
        let x1 = kept.x - massScale * (rhs.x - k12 * old.y) / k11
        if x1 >= 0, rhs.y + k12 * (x1 - old.x) - k22 * old.y >= 0 { return SIMD2(x1, 0) }
        // The second only.
        let x2 = kept.y - massScale * (rhs.y - k12 * old.x) / k22
        if x2 >= 0, rhs.x + k12 * (x2 - old.y) - k11 * old.x >= 0 { return SIMD2(0, x2) }
        // Neither: both separating once their impulses are gone.
        if rhs.x - k11 * old.x - k12 * old.y >= 0, rhs.y - k12 * old.x - k22 * old.y >= 0 { return .zero }
        return nil
    }

    /// Applies the change of a two-point contact's normal impulses to both bodies.
    @inline(__always)
    static func applyNormalImpulses(_ d: SIMD2<Float>, _ cc: ContactConstraint, _ a: inout SolverBody, _ b: inout SolverBody) {
        let n = cc.normal
        let P0 = d.x * n, P1 = d.y * n
        a.v = mulSub(a.v, a.invMass, P0 + P1)
        a.w -= a.invI * (cross(cc.p0.anchorA, P0) + cross(cc.p1.anchorA, P1))
        b.v = mulAdd(b.v, b.invMass, P0 + P1)
        b.w += b.invI * (cross(cc.p0.anchorB, P0) + cross(cc.p1.anchorB, P1))
    }
}
