import Foundation

/// The abstract base of every Core Animation animation, `CAAnimation`.
///
/// Holds the media timing (`CAMediaTiming`), the timing function, the
/// (retained) delegate and the removal policy. Like Apple's, an animation is
/// copied when added to a layer (`CALayer.add(_:forKey:)`), so later changes
/// to the original do nothing to the running copy. Arbitrary keys can be stored
/// with `setValue(_:forKey:)` and are copied along.
///
/// Differences from Apple: the class is main-actor isolated (layers and
/// animations belong to the main thread here); copying goes through
/// `copy()`, which subclasses with their own state extend by overriding
/// `copyState(from:)` — Apple's equivalent is `copyWithZone:`.
@MainActor open class CAAnimation: NSObject, CAMediaTiming, CAAction {
    // MARK: CAMediaTiming

    /// Start time in the parent's time space; 0 means "when committed".
    @exclusivity(unchecked) open var beginTime: CFTimeInterval = 0
    /// One iteration's length; 0 means the transaction's duration (0.25 s by default).
    @exclusivity(unchecked) open var duration: CFTimeInterval = 0
    /// Time scale relative to the parent (2 runs twice as fast; 0 freezes).
    @exclusivity(unchecked) open var speed: Float = 1
    /// Offset into the animation's own time, treated as a loop.
    @exclusivity(unchecked) open var timeOffset: CFTimeInterval = 0
    /// Number of iterations (fractions allowed; `.infinity` forever). 0 means 1.
    @exclusivity(unchecked) open var repeatCount: Float = 0
    /// Total active time; takes precedence over `repeatCount` when both are set.
    @exclusivity(unchecked) open var repeatDuration: CFTimeInterval = 0
    /// Whether each iteration plays forward, then backward.
    @exclusivity(unchecked) open var autoreverses: Bool = false
    /// What shows outside the active period.
    @exclusivity(unchecked) open var fillMode: CAMediaTimingFillMode = .removed

    // MARK: Animation attributes

    // The properties below are read on every implicit change and commit:
    // unchecked exclusivity saves a ~100-instruction runtime check per access.

    /// Paces each iteration; nil means linear.
    @exclusivity(unchecked) open var timingFunction: CAMediaTimingFunction?
    /// Receives start and stop messages. Strongly retained, as on Apple's platforms.
    @exclusivity(unchecked) open var delegate: (any CAAnimationDelegate)?
    /// Whether the animation removes itself from the layer when it ends (default true).
    @exclusivity(unchecked) open var isRemovedOnCompletion: Bool = true
    /// The frame rates the animation asks the display for (default
    /// `.default`). Stored: the renderer draws at the rate of whoever asks
    /// for frames (a video's fps, a display link), and the animation's
    /// values are exact at any time. A range that is not valid is refused
    /// with a diagnostic and `.default` kept.
    @exclusivity(unchecked) open var preferredFrameRateRange: CAFrameRateRange = .default {
        didSet {
            if !preferredFrameRateRange.isValid {
                CADiagnostics.report("CAAnimation.preferredFrameRateRange \(preferredFrameRateRange) is not a valid range; using .default")
                preferredFrameRateRange = .default
            }
        }
    }

    /// Set on the animation the action search (`CALayer.action(forKey:)`) creates for an
    /// implicit change, which no one else holds: `add(_:forKey:)` then adopts
    /// it instead of copying it (and clears the flag, so adding it again copies).
    @exclusivity(unchecked) var isUnsharedImplicitAction = false

    /// Values stored under keys that are not properties (Apple's KVC on animations).
    @exclusivity(unchecked) var extraValues: [String: Any] = [:]

    /// Creates an animation with Apple's defaults.
    public required override init() { super.init() }

    /// Creates an animation (Apple's `+animation` factory).
    public class func animation() -> Self { Self.init() }

    /// The default value for `key` (Apple's `+defaultValueForKey:`): a new
    /// animation's value for the timing properties (`beginTime`, `duration`,
    /// `timeOffset`, `repeatDuration` 0; `speed` 1; `repeatCount` 0;
    /// `autoreverses` false; `fillMode` `.removed`; `removedOnCompletion`
    /// true), nil for other keys. Apple: "Animations implement the same
    /// property model as defined by CALayer" (CAAnimation.h), whose
    /// `+defaultValueForKey:` returns "the default value of the named
    /// property, or nil if no default value is known". Subclasses override it
    /// for their own keys and call `super` for the rest; `value(forKey:)` of
    /// a key never set answers it.
    open class func defaultValue(forKey key: String) -> Any? {
        switch key {
        case "beginTime", "duration", "timeOffset", "repeatDuration": return CFTimeInterval(0)
        case "speed": return Float(1)
        case "repeatCount": return Float(0)
        case "autoreverses": return false
        case "fillMode": return CAMediaTimingFillMode.removed
        case "removedOnCompletion": return true
        default: return nil
        }
    }

    /// The value of a property or of an arbitrary key stored with `setValue(_:forKey:)`.
    open func value(forKey key: String) -> Any? { kvcValue(forKey: key) }

    /// Sets a timing property by its key, or stores an arbitrary key (copied
    /// with the animation). Wrong value types are refused with a diagnostic.
    open func setValue(_ value: Any?, forKey key: String) { kvcSetValue(value, forKey: key) }

    /// Whether `key` is archived (Apple's `shouldArchiveValueForKey:`); always true here.
    open func shouldArchiveValue(forKey key: String) -> Bool { true }

    // MARK: Copying

    /// A new animation of the same class with the same state (Apple's `copy()`).
    open override func copy() -> Any {
        // NSObject.copy() is nonisolated; animations live on the main actor.
        let copy: CAAnimation = MainActor.assumeIsolated {
            let c = type(of: self).init()
            c.copyState(from: self)
            return c
        }
        return copy
    }

    /// Copies every property of `other` into `self`. Subclasses with their own
    /// state override it and call `super`.
    open func copyState(from other: CAAnimation) {
        beginTime = other.beginTime; duration = other.duration; speed = other.speed
        timeOffset = other.timeOffset; repeatCount = other.repeatCount
        repeatDuration = other.repeatDuration; autoreverses = other.autoreverses
        fillMode = other.fillMode; timingFunction = other.timingFunction
        delegate = other.delegate; isRemovedOnCompletion = other.isRemovedOnCompletion
        preferredFrameRateRange = other.preferredFrameRateRange
        extraValues = other.extraValues
    }

    // MARK: CAAction

    /// Adds a copy of the animation to the layer `anObject` under `event`
    /// (Apple's behaviour: this is how implicit animations are installed).
    open func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
        guard let layer = anObject as? CALayer else {
            CADiagnostics.report("CAAnimation.run(forKey: \"\(event)\"): the object is not a CALayer; nothing added")
            return
        }
        layer.add(self, forKey: event)
    }
}
