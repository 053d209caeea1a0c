import Foundation

/// The settings of one animation block (`UIView.animate`, a keyframe
/// block, a property animator's animations): what the views' layers read
/// when a property changes inside it. The blocks being run form a stack
/// (`ViewAnimationContext.stack`); a nested block inherits from the one
/// around it (see `UIView.animate`).
@MainActor final class ViewAnimationContext {
    /// How progress runs over the duration.
    enum Timing {
        /// A cubic timing curve.
        case curve(CAMediaTimingFunction)
        /// A spring on progress 0 → 1 (`CASpringAnimation`'s parameters;
        /// velocity in progress per second).
        case spring(mass: Double, stiffness: Double, damping: Double, initialVelocity: Double)

        /// The same curve played `factor` times faster: a spring keeps its
        /// damping ratio and shape on a time axis shrunk by `factor`
        /// (stiffness × f², damping × f, velocity × f: x(f·t) solves the
        /// new equation), so it settles in 1/f of the time; a cubic curve,
        /// already relative to its duration, is unchanged.
        func playedFaster(by factor: Double) -> Timing {
            guard case .spring(let m, let k, let c, let v) = self, factor.isFinite, factor > 0, factor != 1 else { return self }
            return .spring(mass: m, stiffness: k * factor * factor, damping: c * factor, initialVelocity: v * factor)
        }
    }

    /// The animations' duration in seconds (for a spring, how long its
    /// animations run).
    var duration: Double
    /// Seconds from the start of the block to the start of its animations.
    var delay: Double
    var timing: Timing
    var options: UIView.AnimationOptions
    /// `.repeat` as a count (`Float.greatestFiniteMagnitude` = forever), or
    /// the count set by `modifyAnimations(withRepeatCount:…)`.
    var repeatCount: Float
    var autoreverses: Bool
    /// Changes inside the block apply at once, without animation
    /// (`performWithoutAnimation`, a zero-duration block outside any other,
    /// animations disabled).
    let suppressesAnimation: Bool
    /// Counts the block's animations and calls its completion.
    let completion: ViewAnimationCompletion?
    /// Inside `animateKeyframes`: records the keyframes' changes.
    let keyframes: KeyframeRecorder?
    /// Inside `addKeyframe(withRelativeStartTime:relativeDuration:)`: the
    /// keyframe's start and duration, fractions of the keyframe block.
    let keyframeWindow: (start: Double, duration: Double)?
    /// Between `beginAnimations` and `commitAnimations`: the changes are
    /// recorded, and animated at the commit with the settings made by then.
    var deferredChanges: [(view: UIView, layer: CALayer, key: String, old: AnimatableValue, new: AnimatableValue)]?
    /// Inside `transition(with:…)`: the view in transition. Changes in its
    /// subtree (not its own) apply at once unless `.allowAnimatedContent`.
    weak var transitionView: UIView?
    /// Every animation the block and the blocks nested in it created:
    /// layer, key and animation (the property animator and the tests read them).
    var created: [(layer: CALayer, key: String, animation: CAAnimation)] = []
    /// Told of every animation the block and the blocks nested in it create
    /// (the property animator's hook).
    var onAnimationCreated: ((CALayer, String, CAAnimation) -> Void)?

    init(duration: Double, delay: Double, timing: Timing, options: UIView.AnimationOptions,
         repeatCount: Float, autoreverses: Bool, suppressesAnimation: Bool,
         completion: ViewAnimationCompletion?, keyframes: KeyframeRecorder? = nil,
         keyframeWindow: (start: Double, duration: Double)? = nil) {
        self.duration = duration
        self.delay = delay
        self.timing = timing
        self.options = options
        self.repeatCount = repeatCount
        self.autoreverses = autoreverses
        self.suppressesAnimation = suppressesAnimation
        self.completion = completion
        self.keyframes = keyframes
        self.keyframeWindow = keyframeWindow
    }

    /// The blocks being run, innermost last.
    static var stack: [ViewAnimationContext] = []

    /// The innermost block, if any.
    static var current: ViewAnimationContext? { stack.last }

    /// Runs `body` with `context` as the innermost block.
    static func run(_ context: ViewAnimationContext, _ body: () -> Void) {
        stack.append(context)
        defer { stack.removeLast() }
        body()
    }

    /// A block's settings with what it inherits from the block around it:
    /// the duration (unless `.overrideInheritedDuration` with a positive
    /// duration), the curve (unless `.overrideInheritedCurve`), repeat and
    /// autoreverse (unless `.overrideInheritedOptions`) — though a nested
    /// block's own `.repeat` and `.autoreverse` always apply (the guide's
    /// listing 4-5 blinks a view with them and only the duration and curve
    /// overrides); delays add up. A
    /// block outside any other with a zero duration animates nothing (see
    /// `UIView.animate(withDuration:…)` for why).
    static func nested(duration: Double, delay: Double, timing: Timing?, options: UIView.AnimationOptions,
                       completion: ViewAnimationCompletion?) -> ViewAnimationContext {
        let curve = Timing.curve(options.curve.timingFunction)
        guard let outer = current else {
            let repeats = options.contains(.repeat)
            return ViewAnimationContext(
                duration: duration, delay: delay, timing: timing ?? curve, options: options,
                repeatCount: repeats ? .greatestFiniteMagnitude : 0, autoreverses: options.contains(.autoreverse),
                suppressesAnimation: duration <= 0, completion: completion)
        }
        let ownDuration = options.contains(.overrideInheritedDuration) && duration > 0
        let ownCurve = options.contains(.overrideInheritedCurve)
        let ownOptions = options.contains(.overrideInheritedOptions)
        return ViewAnimationContext(
            duration: ownDuration ? duration : outer.duration,
            delay: outer.delay + delay,
            timing: ownCurve ? (timing ?? curve) : outer.timing,
            options: options,
            repeatCount: options.contains(.repeat) ? .greatestFiniteMagnitude : (ownOptions ? 0 : outer.repeatCount),
            autoreverses: options.contains(.autoreverse) || (!ownOptions && outer.autoreverses),
            suppressesAnimation: outer.suppressesAnimation,
            completion: completion)
    }

    /// Whether the block's animations repeat (then they are not additive).
    var repeats: Bool { repeatCount > 0 }
}
