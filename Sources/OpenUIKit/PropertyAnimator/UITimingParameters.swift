import Foundation

/// The kind of timing a `UITimingCurveProvider` supplies.
public enum UITimingCurveType: Int, Sendable {
    /// One of UIKit's named curves (`UICubicTimingParameters(animationCurve:)`).
    case builtin
    /// A cubic Bézier curve with custom control points.
    case cubic
    /// A spring.
    case spring
    /// Both a cubic curve and a spring (a provider of your own).
    case composed
}

/// The timing of a property animator: a cubic curve, a spring, or both.
@MainActor public protocol UITimingCurveProvider: AnyObject {
    /// Which of the parameters below apply.
    var timingCurveType: UITimingCurveType { get }
    /// The cubic curve, for `.builtin`, `.cubic` and `.composed`.
    var cubicTimingParameters: UICubicTimingParameters? { get }
    /// The spring, for `.spring` and `.composed`.
    var springTimingParameters: UISpringTimingParameters? { get }
}

/// A cubic Bézier timing curve from (0, 0) to (1, 1), as UIKit's.
@MainActor open class UICubicTimingParameters: NSObject, UITimingCurveProvider {
    /// The named curve (`.easeInOut` for custom control points, as UIKit reports).
    public let animationCurve: UIView.AnimationCurve
    /// The first control point.
    public let controlPoint1: CGPoint
    /// The second control point.
    public let controlPoint2: CGPoint
    /// `.builtin` for a named curve, `.cubic` for control points.
    public let timingCurveType: UITimingCurveType

    /// The system's default curve, ease-in-ease-out.
    public override convenience init() { self.init(animationCurve: .easeInOut) }

    /// A named UIKit curve.
    public init(animationCurve curve: UIView.AnimationCurve) {
        animationCurve = curve
        var points: [Float] = [0, 0]
        let function = curve.timingFunction
        function.getControlPoint(at: 1, values: &points)
        controlPoint1 = CGPoint(x: CGFloat(points[0]), y: CGFloat(points[1]))
        function.getControlPoint(at: 2, values: &points)
        controlPoint2 = CGPoint(x: CGFloat(points[0]), y: CGFloat(points[1]))
        timingCurveType = .builtin
    }

    /// A custom curve. The x coordinates are clamped to 0…1 (the curve must
    /// be a function of time); the y coordinates may leave 0…1 and overshoot.
    /// Non-finite coordinates are reported and replaced by the ease-in-out curve's.
    public init(controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint) {
        animationCurve = .easeInOut
        let finite = [point1.x, point1.y, point2.x, point2.y].allSatisfy(\.isFinite)
        if !finite {
            CGDiagnostics.report("UICubicTimingParameters: control points \(point1), \(point2) are not finite; using ease-in-out")
        }
        controlPoint1 = finite ? CGPoint(x: min(max(point1.x, 0), 1), y: point1.y) : CGPoint(x: 0.42, y: 0)
        controlPoint2 = finite ? CGPoint(x: min(max(point2.x, 0), 1), y: point2.y) : CGPoint(x: 0.58, y: 1)
        timingCurveType = .cubic
    }

    /// Itself (the protocol's cubic part).
    public var cubicTimingParameters: UICubicTimingParameters? { self }
    /// Nil: a cubic curve has no spring.
    public var springTimingParameters: UISpringTimingParameters? { nil }

    /// The curve as a Core Animation timing function.
    var timingFunction: CAMediaTimingFunction {
        CAMediaTimingFunction(controlPoints: Float(controlPoint1.x), Float(controlPoint1.y),
                              Float(controlPoint2.x), Float(controlPoint2.y))
    }
}

/// A spring timing, as UIKit's: either fitted to the animator's duration
/// (`dampingRatio`), or a physical spring (`mass`, `stiffness`, `damping`;
/// iOS 17's `duration`/`bounce`) whose settling time replaces the
/// animator's duration.
///
/// `initialVelocity` is in units of the whole distance per second (a 100 pt/s
/// start over a 200 pt move is 0.5). As in UIKit, `dx` applies to the x
/// component of a position, to a width and to single values, `dy` to the y
/// component and to a height (a property animator animates the two axes
/// apart when they differ).
@MainActor open class UISpringTimingParameters: NSObject, UITimingCurveProvider {
    enum Kind {
        /// Fitted so that it settles exactly at the animator's duration.
        case fitted(dampingRatio: Double)
        /// A physical spring; the animator's duration becomes its settling time.
        case physical(mass: Double, stiffness: Double, damping: Double)
    }
    let kind: Kind
    /// The initial velocity (see the type's documentation).
    public let initialVelocity: CGVector
    /// `.spring`.
    public var timingCurveType: UITimingCurveType { .spring }
    /// Nil: a spring has no cubic curve.
    public var cubicTimingParameters: UICubicTimingParameters? { nil }
    /// Itself (the protocol's spring part).
    public var springTimingParameters: UISpringTimingParameters? { self }

    /// UIKit's default spring: mass 3, stiffness 1000, damping 500 (heavily
    /// damped, settling in about half a second); the animator's duration is ignored.
    public override convenience init() {
        self.init(mass: 3, stiffness: 1000, damping: 500, initialVelocity: CGVector(dx: 0, dy: 0))
    }

    /// A spring fitted to the animator's duration with this damping ratio
    /// (1: critically damped; clamped to 0.01…1), starting at rest.
    public convenience init(dampingRatio ratio: CGFloat) {
        self.init(dampingRatio: ratio, initialVelocity: CGVector(dx: 0, dy: 0))
    }

    /// A spring fitted to the animator's duration with this damping ratio and initial velocity.
    public init(dampingRatio ratio: CGFloat, initialVelocity velocity: CGVector) {
        var r = Double(ratio)
        if !r.isFinite {
            CGDiagnostics.report("UISpringTimingParameters: damping ratio \(ratio) is not finite; using 1")
            r = 1
        }
        kind = .fitted(dampingRatio: min(max(r, 0.01), 1))
        initialVelocity = Self.finite(velocity)
    }

    /// A physical spring; the animator's duration becomes its settling time.
    /// A mass or stiffness that is not positive, or a negative damping, is
    /// reported and replaced by UIKit's default spring's value.
    public init(mass: CGFloat, stiffness: CGFloat, damping: CGFloat, initialVelocity velocity: CGVector) {
        func checked(_ v: CGFloat, _ name: String, _ fallback: Double, allowZero: Bool) -> Double {
            let d = Double(v)
            if d.isFinite && (d > 0 || (allowZero && d == 0)) { return d }
            CGDiagnostics.report("UISpringTimingParameters: \(name) \(v) is not valid; using \(fallback)")
            return fallback
        }
        kind = .physical(mass: checked(mass, "mass", 3, allowZero: false),
                         stiffness: checked(stiffness, "stiffness", 1000, allowZero: false),
                         damping: checked(damping, "damping", 500, allowZero: true))
        initialVelocity = Self.finite(velocity)
    }

    /// iOS 17: the spring of this perceptual duration and bounce (mass 1,
    /// stiffness (2π / duration)², damping from the bounce); its settling
    /// time becomes the animator's duration.
    public convenience init(duration: TimeInterval, bounce: CGFloat, initialVelocity velocity: CGVector = CGVector(dx: 0, dy: 0)) {
        let spring = CASpringAnimation(perceptualDuration: duration, bounce: bounce)
        self.init(mass: spring.mass, stiffness: spring.stiffness, damping: spring.damping, initialVelocity: velocity)
    }

    private static func finite(_ v: CGVector) -> CGVector {
        guard v.dx.isFinite && v.dy.isFinite else {
            CGDiagnostics.report("UISpringTimingParameters: initial velocity \(v) is not finite; using zero")
            return CGVector(dx: 0, dy: 0)
        }
        return v
    }

    /// The physical spring's settling time (nil for a fitted spring).
    var settlingDuration: Double? {
        guard case .physical(let m, let k, let c) = kind else { return nil }
        return SpringSolver(mass: m, stiffness: k, damping: c, initialVelocity: Double(initialVelocity.dx),
                            allowsOverdamping: true).settlingDuration()
    }

    /// The spring for a run of `duration` seconds, as a block's timing, with
    /// the x velocity (`vertical`: the y velocity).
    func timing(duration: Double, vertical: Bool = false) -> ViewAnimationContext.Timing {
        let v = Double(vertical ? initialVelocity.dy : initialVelocity.dx)
        switch kind {
        case .fitted(let ratio):
            guard duration > 0 else { return .curve(UIView.AnimationCurve.linear.timingFunction) }
            let s = SpringSolver(fittingDuration: duration, dampingRatio: ratio, initialVelocity: v)
            return .spring(mass: s.mass, stiffness: s.stiffness, damping: s.damping, initialVelocity: s.initialVelocity)
        case .physical(let m, let k, let c):
            return .spring(mass: m, stiffness: k, damping: c, initialVelocity: v)
        }
    }

    /// The spring for the y components when they start at another velocity
    /// than the x components (nil when `dx == dy`).
    func verticalTiming(duration: Double) -> ViewAnimationContext.Timing? {
        initialVelocity.dx == initialVelocity.dy ? nil : timing(duration: duration, vertical: true)
    }
}
