/// A soft constraint's coefficients for a sub-step of `h` seconds: the
/// constraint behaves like a spring of `hertz` with `dampingRatio`,
/// solved implicitly (stable at any stiffness). `biasRate` turns position
/// error into velocity; `massScale` and `impulseScale` soften the impulse.
struct Softness {
    var biasRate: Float
    var massScale: Float
    var impulseScale: Float

    init(hertz: Float, dampingRatio zeta: Float, h: Float) {
        guard hertz > 0 else { biasRate = 0; massScale = 1; impulseScale = 0; return }
        let omega = 2 * Float.pi * hertz
        let a1 = 2 * zeta + h * omega
        let a2 = h * omega * a1
        let a3 = 1 / (1 + a2)
        biasRate = omega / a1
        massScale = a2 * a3
        impulseScale = a3
    }

    /// Rigid: no bias, full mass.
    static let rigid = Softness(biasRate: 0, massScale: 1, impulseScale: 0)
    private init(biasRate: Float, massScale: Float, impulseScale: Float) {
        self.biasRate = biasRate; self.massScale = massScale; self.impulseScale = impulseScale
    }
}
