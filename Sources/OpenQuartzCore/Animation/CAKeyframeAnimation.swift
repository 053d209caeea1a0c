import Foundation

/// How a keyframe animation computes the values between keyframes
/// (`CAAnimationCalculationMode`).
public struct CAAnimationCalculationMode: RawRepresentable, Hashable, Sendable {
    /// The raw value, as in Apple's SDK.
    public let rawValue: String
    /// Creates a value from its raw value (Apple's raw values are accepted).
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Straight-line interpolation between keyframes (the default).
    public static let linear = CAAnimationCalculationMode(rawValue: "linear")
    /// Each value holds until the next key time; no interpolation.
    public static let discrete = CAAnimationCalculationMode(rawValue: "discrete")
    /// Constant speed: key times and timing functions are ignored.
    public static let paced = CAAnimationCalculationMode(rawValue: "paced")
    /// A smooth Kochanek–Bartels spline through the values.
    public static let cubic = CAAnimationCalculationMode(rawValue: "cubic")
    /// A smooth spline travelled at constant speed.
    public static let cubicPaced = CAAnimationCalculationMode(rawValue: "cubicPaced")
}

/// Whether objects animated along a path turn to follow it (`CAAnimationRotationMode`).
public struct CAAnimationRotationMode: RawRepresentable, Hashable, Sendable {
    /// The raw value, as in Apple's SDK.
    public let rawValue: String
    /// Creates a value from its raw value (Apple's raw values are accepted).
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Rotate to the path's tangent.
    public static let rotateAuto = CAAnimationRotationMode(rawValue: "auto")
    /// Rotate to the tangent plus 180°.
    public static let rotateAutoReverse = CAAnimationRotationMode(rawValue: "autoReverse")
}

/// Swift 3 spellings of the calculation and rotation modes.
public let kCAAnimationLinear = CAAnimationCalculationMode.linear
/// Swift 3 spelling of `CAAnimationCalculationMode.discrete`.
public let kCAAnimationDiscrete = CAAnimationCalculationMode.discrete
/// Swift 3 spelling of `CAAnimationCalculationMode.paced`.
public let kCAAnimationPaced = CAAnimationCalculationMode.paced
/// Swift 3 spelling of `CAAnimationCalculationMode.cubic`.
public let kCAAnimationCubic = CAAnimationCalculationMode.cubic
/// Swift 3 spelling of `CAAnimationCalculationMode.cubicPaced`.
public let kCAAnimationCubicPaced = CAAnimationCalculationMode.cubicPaced
/// Swift 3 spelling of `CAAnimationRotationMode.rotateAuto`.
public let kCAAnimationRotateAuto = CAAnimationRotationMode.rotateAuto
/// Swift 3 spelling of `CAAnimationRotationMode.rotateAutoReverse`.
public let kCAAnimationRotateAutoReverse = CAAnimationRotationMode.rotateAutoReverse

/// An animation through a sequence of values, `CAKeyframeAnimation`.
///
/// `values` lists every keyframe (start and end included); `path` replaces
/// them for point properties, its defining points acting as keyframes.
/// `keyTimes` (0…1, non-decreasing, one per value) place the keyframes —
/// without them the keyframes are spread evenly; `timingFunctions` (one per
/// segment) pace each segment. `.paced` and `.cubicPaced` ignore both.
@MainActor open class CAKeyframeAnimation: CAPropertyAnimation {
    /// The keyframe values.
    open var values: [Any]?
    /// A path for point properties; overrides `values`. Its start point and
    /// the end point of each line-to or curve-to are the keyframes; a move-to
    /// inside the path defines no keyframe value and takes no time (Apple's
    /// documentation: "Move-to segments do not define separate keyframe
    /// values") — the value jumps to it where the next segment begins.
    open var path: CGPath?
    /// Where each keyframe falls, as fractions of the duration: one per value
    /// (discrete: one more), from 0 to 1, each not less than the one before
    /// (Apple's `keyTimes` documentation). Key times breaking these rules are
    /// ignored, with a diagnostic: the animation behaves as if this were nil.
    open var keyTimes: [NSNumber]?
    /// One timing function per segment (values.count − 1).
    open var timingFunctions: [CAMediaTimingFunction]?
    /// How values between keyframes are computed (default `.linear`).
    open var calculationMode: CAAnimationCalculationMode = .linear
    /// Kochanek–Bartels tension per keyframe for the cubic modes.
    open var tensionValues: [NSNumber]?
    /// Kochanek–Bartels continuity per keyframe for the cubic modes.
    open var continuityValues: [NSNumber]?
    /// Kochanek–Bartels bias per keyframe for the cubic modes.
    open var biasValues: [NSNumber]?
    /// Whether a layer moving along `path` turns to follow it (nil: no rotation).
    open var rotationMode: CAAnimationRotationMode?

    open override func copyState(from other: CAAnimation) {
        super.copyState(from: other)
        guard let o = other as? CAKeyframeAnimation else { return }
        values = o.values; path = o.path; keyTimes = o.keyTimes
        timingFunctions = o.timingFunctions; calculationMode = o.calculationMode
        tensionValues = o.tensionValues; continuityValues = o.continuityValues
        biasValues = o.biasValues; rotationMode = o.rotationMode
    }
}
