import Foundation

/// The timing of an object in a hierarchical timing system: Core Animation's
/// `CAMediaTiming`, adopted by layers and animations.
///
/// Each timing object maps its parent's time to its own *local* time:
///
///     t = (tp − beginTime) × speed + timeOffset
///
/// and is *active* for `activeDuration` seconds of local time starting at
/// `beginTime` (see `MediaTimingParameters` for the exact model, including the
/// handling of invalid values). Apple declares it as an `@objc` protocol, so
/// it is class-constrained here as well, and main-actor isolated because its
/// adopters (layers, animations) are.
@MainActor public protocol CAMediaTiming: AnyObject {
    /// When the object starts, in its parent's time. Default `0`.
    var beginTime: CFTimeInterval { get set }
    /// The length of one iteration, in local time. Default `0`, which Core
    /// Animation replaces with the transaction's animation duration for
    /// animations.
    var duration: CFTimeInterval { get set }
    /// How fast local time runs relative to the parent's time. `2` is twice as
    /// fast, `0` freezes local time, negative values run backwards. Default `1`.
    var speed: Float { get set }
    /// An additional offset added to local time, after `speed` is applied:
    /// it shifts where in its loop the object is at `beginTime`. Default `0`.
    var timeOffset: CFTimeInterval { get set }
    /// How many iterations to play; may be fractional. `0` means one; `.infinity`
    /// (or `Float.greatestFiniteMagnitude`) means forever. Default `0`.
    var repeatCount: Float { get set }
    /// How long to repeat for, in local time. Takes precedence over
    /// `repeatCount` when both are set. Default `0` (unset).
    var repeatDuration: CFTimeInterval { get set }
    /// Whether each iteration plays forwards and then backwards (so one
    /// iteration lasts `2 × duration`). Default `false`.
    var autoreverses: Bool { get set }
    /// Whether the object's effect stays applied outside its active window.
    /// Default `.removed`.
    var fillMode: CAMediaTimingFillMode { get set }
}

/// What a timing object shows outside its active window: Core Animation's
/// `CAMediaTimingFillMode`.
///
/// The value is its raw string, as in Apple's SDK. A raw value other than the
/// four constants below behaves like `.removed`.
public struct CAMediaTimingFillMode: RawRepresentable, Hashable, Sendable {
    /// The string identifying the fill mode (`"removed"`, `"forwards"`,
    /// `"backwards"` or `"both"` for the predefined modes).
    public var rawValue: String

    /// Creates a fill mode from its raw string.
    @inlinable public init(rawValue: String) { self.rawValue = rawValue }

    /// Creates a fill mode from its raw string (Apple's unlabeled initializer).
    @inlinable public init(_ rawValue: String) { self.rawValue = rawValue }

    /// No fill: the effect is removed before `beginTime` and after the active
    /// window ends.
    public static let removed = CAMediaTimingFillMode(rawValue: "removed")
    /// After the active window, the object keeps showing its final state.
    public static let forwards = CAMediaTimingFillMode(rawValue: "forwards")
    /// Before `beginTime`, the object already shows its initial state.
    public static let backwards = CAMediaTimingFillMode(rawValue: "backwards")
    /// Both `.backwards` and `.forwards`.
    public static let both = CAMediaTimingFillMode(rawValue: "both")

    /// Whether the mode keeps the final state after the active window
    /// (`.forwards` or `.both`).
    /// The default `.removed` is tested first: strings that are equal compare
    /// in a few instructions, different ones take ~130 (every commit of an
    /// animation asks both questions).
    package var fillsForwards: Bool { self != .removed && (self == .forwards || self == .both) }

    /// Whether the mode shows the initial state before `beginTime`
    /// (`.backwards` or `.both`).
    package var fillsBackwards: Bool { self != .removed && (self == .backwards || self == .both) }
}

/// `CAMediaTimingFillMode.removed` under its Swift 3 name.
public let kCAFillModeRemoved = CAMediaTimingFillMode.removed
/// `CAMediaTimingFillMode.forwards` under its Swift 3 name.
public let kCAFillModeForwards = CAMediaTimingFillMode.forwards
/// `CAMediaTimingFillMode.backwards` under its Swift 3 name.
public let kCAFillModeBackwards = CAMediaTimingFillMode.backwards
/// `CAMediaTimingFillMode.both` under its Swift 3 name.
public let kCAFillModeBoth = CAMediaTimingFillMode.both
