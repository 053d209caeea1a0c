import Foundation

/// The name of a predefined timing function (Apple's `CAMediaTimingFunctionName`).
public struct CAMediaTimingFunctionName: RawRepresentable, Hashable, Sendable {
    /// The raw value, as in Apple's SDK.
    public let rawValue: String
    /// Creates a value from its raw value (Apple's raw values are accepted).
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Creates a value from its raw value (Apple's raw values are accepted).
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// Even pacing: control points (0, 0) (1, 1).
    public static let linear = CAMediaTimingFunctionName(rawValue: "linear")
    /// Slow start: (0.42, 0) (1, 1).
    public static let easeIn = CAMediaTimingFunctionName(rawValue: "easeIn")
    /// Slow end: (0, 0) (0.58, 1).
    public static let easeOut = CAMediaTimingFunctionName(rawValue: "easeOut")
    /// Slow start and end: (0.42, 0) (0.58, 1).
    public static let easeInEaseOut = CAMediaTimingFunctionName(rawValue: "easeInEaseOut")
    /// The system default curve: (0.25, 0.1) (0.25, 1).
    public static let `default` = CAMediaTimingFunctionName(rawValue: "default")
}

/// Swift 3 spelling of `CAMediaTimingFunctionName.linear`.
public let kCAMediaTimingFunctionLinear = CAMediaTimingFunctionName.linear
/// Swift 3 spelling of `CAMediaTimingFunctionName.easeIn`.
public let kCAMediaTimingFunctionEaseIn = CAMediaTimingFunctionName.easeIn
/// Swift 3 spelling of `CAMediaTimingFunctionName.easeOut`.
public let kCAMediaTimingFunctionEaseOut = CAMediaTimingFunctionName.easeOut
/// Swift 3 spelling of `CAMediaTimingFunctionName.easeInEaseOut`.
public let kCAMediaTimingFunctionEaseInEaseOut = CAMediaTimingFunctionName.easeInEaseOut
/// Swift 3 spelling of `CAMediaTimingFunctionName.default`.
public let kCAMediaTimingFunctionDefault = CAMediaTimingFunctionName.default

/// A cubic Bézier curve that maps an animation's elapsed fraction to its
/// progress, Core Animation's `CAMediaTimingFunction`.
///
/// As on Apple's platforms the control points are stored as `Float`, the x
/// coordinates are clamped to [0, 1] and y coordinates may overshoot.
/// `solve(forInput:)` is not public API on Apple's platforms (it exists there
/// as the private `_solveForInput:`); it is public here so that code and tests
/// can read the curve.
public final class CAMediaTimingFunction: Sendable, Equatable, Hashable, CustomStringConvertible {
    private let points: (Float, Float, Float, Float)
    /// The solver, with precomputed coefficients.
    package let curve: UnitBezier

    /// Creates a timing function from the control points (c1x, c1y) and
    /// (c2x, c2y); the end points are fixed at (0, 0) and (1, 1).
    public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {
        var p = (c1x, c1y, c2x, c2y)
        if !(c1x.isFinite && c1y.isFinite && c2x.isFinite && c2y.isFinite) {
            CADiagnostics.report("CAMediaTimingFunction control points must be finite; got (\(c1x), \(c1y), \(c2x), \(c2y)); using linear")
            p = (0, 0, 1, 1)
        } else if c1x < 0 || c1x > 1 || c2x < 0 || c2x > 1 {
            p.0 = min(max(c1x, 0), 1)
            p.2 = min(max(c2x, 0), 1)
        }
        points = p
        curve = UnitBezier(x1: Double(p.0), y1: Double(p.1), x2: Double(p.2), y2: Double(p.3))
    }

    /// Creates one of the predefined timing functions. An unknown name gives
    /// the linear curve with a diagnostic (Apple returns nil through Objective-C).
    public convenience init(name: CAMediaTimingFunctionName) {
        switch name {
        case .linear: self.init(controlPoints: 0, 0, 1, 1)
        case .easeIn: self.init(controlPoints: 0.42, 0, 1, 1)
        case .easeOut: self.init(controlPoints: 0, 0, 0.58, 1)
        case .easeInEaseOut: self.init(controlPoints: 0.42, 0, 0.58, 1)
        case .default: self.init(controlPoints: 0.25, 0.1, 0.25, 1)
        default:
            CADiagnostics.report("unknown CAMediaTimingFunctionName '\(name.rawValue)'; using linear")
            self.init(controlPoints: 0, 0, 1, 1)
        }
    }

    /// Writes control point `idx` (0…3: the start (0, 0), the two free points,
    /// the end (1, 1)) into `ptr[0]`, `ptr[1]`. An index outside 0…3 writes
    /// nothing and reports a diagnostic (Apple's behaviour is undefined).
    public func getControlPoint(at idx: Int, values ptr: UnsafeMutablePointer<Float>) {
        switch idx {
        case 0: ptr[0] = 0; ptr[1] = 0
        case 1: ptr[0] = points.0; ptr[1] = points.1
        case 2: ptr[0] = points.2; ptr[1] = points.3
        case 3: ptr[0] = 1; ptr[1] = 1
        default:
            CADiagnostics.report("CAMediaTimingFunction.getControlPoint(at: \(idx)): index must be 0...3")
        }
    }

    /// The two free control points as (c1x, c1y, c2x, c2y). Not Apple API.
    public var controlPoints: (Float, Float, Float, Float) { points }

    /// Progress for an elapsed fraction `x`: solves x(t) = x on the curve and
    /// returns y(t). x is clamped to [0, 1]; NaN gives 0. Accurate to 1e-7 or better.
    /// Not public on Apple's platforms (there it is the private `_solveForInput:`).
    public func solve(forInput x: Double) -> Double { curve.solve(x) }

    public static func == (a: CAMediaTimingFunction, b: CAMediaTimingFunction) -> Bool {
        a.points == b.points
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(points.0); hasher.combine(points.1)
        hasher.combine(points.2); hasher.combine(points.3)
    }

    public var description: String {
        "CAMediaTimingFunction(controlPoints: \(points.0), \(points.1), \(points.2), \(points.3))"
    }
}
