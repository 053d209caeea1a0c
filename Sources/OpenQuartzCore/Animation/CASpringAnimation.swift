import Foundation

/// A basic animation driven by a damped spring, `CASpringAnimation`.
///
/// The spring moves the value from `fromValue` to `toValue` like a mass on a
/// spring (`SpringSolver`). As on Apple's platforms the animation's
/// `duration` is not changed by the spring: set it to `settlingDuration`, or
/// the spring is cut off (or held) at `duration`.
@MainActor open class CASpringAnimation: CABasicAnimation {
    /// The mass of the object on the spring (default 1; must be > 0).
    open var mass: CGFloat = 1 {
        didSet { if !(mass > 0) || !mass.isFinite { CADiagnostics.report("CASpringAnimation mass must be greater than 0 (got \(mass)); using 1"); mass = 1 } }
    }
    /// The spring constant (default 100; must be > 0).
    open var stiffness: CGFloat = 100 {
        didSet { if !(stiffness > 0) || !stiffness.isFinite { CADiagnostics.report("CASpringAnimation stiffness must be greater than 0 (got \(stiffness)); using 100"); stiffness = 100 } }
    }
    /// The friction (default 10; must be ≥ 0).
    open var damping: CGFloat = 10 {
        didSet { if !(damping >= 0) || !damping.isFinite { CADiagnostics.report("CASpringAnimation damping must be greater than or equal to 0 (got \(damping)); using 10"); damping = 10 } }
    }
    /// The starting speed toward the target, in whole distances per second
    /// (negative: away from it). Default 0.
    open var initialVelocity: CGFloat = 0 {
        didSet { if !initialVelocity.isFinite { CADiagnostics.report("CASpringAnimation initialVelocity must be finite (got \(initialVelocity)); using 0"); initialVelocity = 0 } }
    }
    /// Whether damping above critical slows the spring further (iOS 17);
    /// when false (the default) it is treated as critical damping.
    open var allowsOverdamping: Bool = false

    /// Creates a spring with Apple's defaults (mass 1, stiffness 100, damping 10).
    public required init() { super.init() }

    /// Creates a spring from a perceptual duration and a bounce (iOS 17):
    /// stiffness (2π/duration)², damping 4π(1 − bounce)/duration (bounce ≥ 0)
    /// or 4π/((1 + bounce)·duration); overdamping allowed; `duration` set to
    /// `settlingDuration`.
    public convenience init(perceptualDuration: CFTimeInterval, bounce: CGFloat) {
        self.init()
        let s = SpringSolver(perceptualDuration: perceptualDuration, bounce: Double(bounce))
        mass = CGFloat(s.mass); stiffness = CGFloat(s.stiffness); damping = CGFloat(s.damping)
        allowsOverdamping = true
        duration = settlingDuration
    }

    /// The solver for the current parameters.
    package var solver: SpringSolver {
        SpringSolver(mass: Double(mass), stiffness: Double(stiffness), damping: Double(damping),
                     initialVelocity: Double(initialVelocity), allowsOverdamping: allowsOverdamping)
    }

    /// How long the spring takes to come to rest, divided by `speed`, at most
    /// `Float.greatestFiniteMagnitude` (Apple's clamp; also the answer for speed 0
    /// and for an undamped spring).
    open var settlingDuration: CFTimeInterval {
        let d = solver.settlingDuration()
        let s = Double(speed)
        guard s != 0, !s.isNaN else { return Double(Float.greatestFiniteMagnitude) }
        return min(abs(d / s), Double(Float.greatestFiniteMagnitude))
    }

    /// The perceptual duration 2π√(mass/stiffness) (iOS 17).
    open var perceptualDuration: CFTimeInterval { solver.perceptualDuration }
    /// How bouncy the spring is, from the damping (iOS 17).
    open var bounce: CGFloat { CGFloat(solver.bounce) }

    open override func copyState(from other: CAAnimation) {
        super.copyState(from: other)
        guard let o = other as? CASpringAnimation else { return }
        mass = o.mass; stiffness = o.stiffness; damping = o.damping
        initialVelocity = o.initialVelocity; allowsOverdamping = o.allowsOverdamping
    }
}
