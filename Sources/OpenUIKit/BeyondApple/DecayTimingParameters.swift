import Foundation

/// Not Apple API: a decay, or fling — the animation starts at the velocity
/// it is given and slows down the way a `UIScrollView`'s content does
/// (the velocity falls by `decelerationRate` every millisecond), coming to
/// rest at the projected point. UIKit has no decay animation; Flutter's
/// `FrictionSimulation`, Android's `FlingAnimation` and POP's
/// `POPDecayAnimation` do. Give it to a property animator
/// (`UIViewPropertyAnimator(duration: 0, timingParameters: DecayTimingParameters())`,
/// whose duration becomes the time to come within 0.1 % of the end) or to
/// `UIView.animate(decay:animations:completion:)`, with the animations
/// moving the view to `projectedPoint(from:initialVelocity:)`.
///
/// How: the motion D·(1 − e^(−kt)), k = 1000 (1 − r) / r, starts at k·D, the
/// fling's velocity when D is the projected distance, and ends at D. It is
/// exactly the motion of an overdamped spring with roots −k and −10k
/// started at velocity k (its fast mode then has no part in it), so Core
/// Animation's springs draw it with no new machinery.
@MainActor public final class DecayTimingParameters: NSObject, UITimingCurveProvider {
    /// The fraction of its velocity a moving value keeps each millisecond
    /// (UIScrollView's `DecelerationRate` values).
    public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// UIScrollView's default, 0.998.
        public static let normal = DecelerationRate(rawValue: 0.998)
        /// UIScrollView's `.fast`, 0.99 (paging scroll views).
        public static let fast = DecelerationRate(rawValue: 0.99)
    }

    /// The rate (a value in 0 < r < 1).
    public let decelerationRate: DecelerationRate
    private let spring: UISpringTimingParameters

    /// A decay at `rate`. A rate outside 0 < r < 1 is reported and replaced by `.normal`.
    public init(decelerationRate rate: DecelerationRate = .normal) {
        var r = rate
        if !(r.rawValue > 0 && r.rawValue < 1) {
            CGDiagnostics.report("DecayTimingParameters: deceleration rate \(rate.rawValue) must be between 0 and 1; using 0.998")
            r = .normal
        }
        decelerationRate = r
        let k = Double(Self.decayConstant(r))
        spring = UISpringTimingParameters(mass: 1, stiffness: CGFloat(10 * k * k), damping: CGFloat(11 * k),
                                          initialVelocity: CGVector(dx: k, dy: k))
        super.init()
    }

    /// `.spring`: the decay is drawn by a spring.
    public var timingCurveType: UITimingCurveType { .spring }
    /// Nil: no cubic curve.
    public var cubicTimingParameters: UICubicTimingParameters? { nil }
    /// The spring that draws the decay (see the type's documentation).
    public var springTimingParameters: UISpringTimingParameters? { spring }

    /// k, the decay's rate per second: 1000 (1 − r) / r.
    static func decayConstant(_ r: DecelerationRate) -> CGFloat { 1000 * (1 - r.rawValue) / r.rawValue }

    /// How far a value moving at `velocity` (per second) travels before it
    /// stops: velocity / 1000 × r / (1 − r) — the projection of Apple's
    /// "Designing Fluid Interfaces" talk (WWDC 2018). Non-finite input gives 0.
    public static func projectedDistance(initialVelocity velocity: CGFloat,
                                         decelerationRate rate: DecelerationRate = .normal) -> CGFloat {
        guard velocity.isFinite, rate.rawValue > 0, rate.rawValue < 1 else { return 0 }
        return velocity / 1000 * rate.rawValue / (1 - rate.rawValue)
    }

    /// Where a point moving at `velocity` (points per second) comes to rest.
    public static func projectedPoint(from point: CGPoint, initialVelocity velocity: CGPoint,
                                      decelerationRate rate: DecelerationRate = .normal) -> CGPoint {
        CGPoint(x: point.x + projectedDistance(initialVelocity: velocity.x, decelerationRate: rate),
                y: point.y + projectedDistance(initialVelocity: velocity.y, decelerationRate: rate))
    }
}
