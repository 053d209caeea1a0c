import Foundation

// The block-based view animations (Apple's `UIView` class methods).
//
// A block runs its `animations` closure at once, with the block's settings
// on top of `ViewAnimationContext.stack`. Properties set inside it change
// their model values at once; the views' layers ask the view for an action
// (`action(for:forKey:)`) and get an animation built from the block's
// settings (UIView+LayerDelegate.swift). The animations start when the
// transaction commits, at the end of the run-loop turn; the completion is
// called once, when all of them have ended (ViewAnimationCompletion).
//
// Durations: Neuburg's text says that a duration of 0 "means use the
// default", 0.2 s outside a nested animation, yet its own example (the
// `swing` property, set outside any block) shows the view jumping with no
// animation, and so does iOS (`animate(withDuration: animated ? 0.3 : 0)`
// is the common idiom for "not animated"). The code wins: a zero-duration
// block outside any other applies its changes at once; nested, it inherits
// the enclosing block's duration. Negative, NaN or infinite durations and
// delays are diagnosed and treated as 0.

extension UIView {
    /// Animates the changes `animations` makes, over `duration` seconds after
    /// `delay`, with `options`; calls `completion` once every animation has
    /// ended (true when all ran to their end).
    public class func animate(withDuration duration: TimeInterval, delay: TimeInterval,
                              options: AnimationOptions = [], animations: @escaping () -> Void,
                              completion: ((Bool) -> Void)? = nil) {
        runBlock(duration: duration, delay: delay, timing: nil, options: options, animations: animations,
                 completion: completion)
    }

    /// `animate(withDuration:delay:options:animations:completion:)` with no delay or options.
    public class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void,
                              completion: ((Bool) -> Void)? = nil) {
        runBlock(duration: duration, delay: 0, timing: nil, options: [], animations: animations, completion: completion)
    }

    /// `animate(withDuration:delay:options:animations:completion:)` with no delay, options or completion.
    public class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {
        runBlock(duration: duration, delay: 0, timing: nil, options: [], animations: animations, completion: nil)
    }

    /// Animates with a spring fitted to `duration`: mass 1, damping ratio
    /// `dampingRatio` (1 = critically damped, no overshoot; values are
    /// clamped to 0.01…1), and a stiffness chosen so that the spring settles
    /// (stays within 0.1 % of the target) exactly at `duration`, where the
    /// animation ends. `velocity` is the initial speed in units of the whole
    /// distance per second (100 pt/s over a 200 pt move is 0.5).
    public class func animate(withDuration duration: TimeInterval, delay: TimeInterval,
                              usingSpringWithDamping dampingRatio: CGFloat, initialSpringVelocity velocity: CGFloat,
                              options: AnimationOptions = [], animations: @escaping () -> Void,
                              completion: ((Bool) -> Void)? = nil) {
        let d = validated(duration, "duration")
        let spring = d > 0 ? SpringSolver(fittingDuration: d, dampingRatio: Double(dampingRatio),
                                          initialVelocity: Double(velocity)) : nil
        let timing = spring.map {
            ViewAnimationContext.Timing.spring(mass: $0.mass, stiffness: $0.stiffness, damping: $0.damping,
                                               initialVelocity: $0.initialVelocity)
        }
        runBlock(duration: d, delay: delay, timing: timing, options: options.union(.overrideInheritedCurve),
                 animations: animations, completion: completion)
    }

    /// Animates with the spring of the given perceptual duration and bounce
    /// (iOS 17): mass 1, stiffness (2π / duration)², damping 4π(1 − bounce) /
    /// duration (4π / ((1 + bounce) · duration) for a negative bounce);
    /// `initialSpringVelocity` in units of the whole distance per second. The
    /// animations run until the spring settles (`settlingDuration`), which is
    /// when the completion is called.
    public class func animate(springDuration duration: TimeInterval = 0.5, bounce: CGFloat = 0,
                              initialSpringVelocity: CGFloat = 0, delay: TimeInterval = 0,
                              options: AnimationOptions = [], animations: @escaping () -> Void,
                              completion: ((Bool) -> Void)? = nil) {
        let d = validated(duration, "springDuration")
        var b = bounce
        if !b.isFinite || b <= -1 || b >= 1 {
            CGDiagnostics.report("UIView.animate(springDuration:bounce:): bounce \(bounce) must be in (-1, 1); using 0")
            b = 0
        }
        guard d > 0 else {
            return runBlock(duration: 0, delay: delay, timing: nil, options: options, animations: animations,
                            completion: completion)
        }
        let spring = CASpringAnimation(perceptualDuration: d, bounce: b)
        spring.initialVelocity = initialSpringVelocity.isFinite ? initialSpringVelocity : 0
        let timing = ViewAnimationContext.Timing.spring(
            mass: Double(spring.mass), stiffness: Double(spring.stiffness), damping: Double(spring.damping),
            initialVelocity: Double(spring.initialVelocity))
        runBlock(duration: spring.settlingDuration, delay: delay, timing: timing,
                 options: options.union(.overrideInheritedCurve), animations: animations, completion: completion)
    }

    /// Runs `actionsWithoutAnimation` with every change applied at once, even
    /// inside an animation block.
    public class func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
        let context = ViewAnimationContext(duration: 0, delay: 0, timing: .curve(AnimationCurve.linear.timingFunction),
                                           options: [], repeatCount: 0, autoreverses: false,
                                           suppressesAnimation: true, completion: nil)
        ViewAnimationContext.run(context, actionsWithoutAnimation)
    }

    /// Inside an animations closure: runs `animations` with the given repeat
    /// count (0 = do not repeat; fractions allowed) and autoreverse, whatever
    /// the enclosing block says (iOS 13's replacement for
    /// `setAnimationRepeatCount`).
    public class func modifyAnimations(withRepeatCount count: CGFloat, autoreverses: Bool, animations: () -> Void) {
        guard let outer = ViewAnimationContext.current else {
            CGDiagnostics.report("UIView.modifyAnimations called outside an animation block; the changes apply without animation")
            return animations()
        }
        var repeatCount = Float(count)
        if !repeatCount.isFinite || repeatCount < 0 {
            if !(repeatCount == .infinity) {
                CGDiagnostics.report("UIView.modifyAnimations: repeat count \(count) is not valid; using 0")
            }
            repeatCount = repeatCount == .infinity ? .greatestFiniteMagnitude : 0
        }
        let context = ViewAnimationContext(
            duration: outer.duration, delay: outer.delay, timing: outer.timing, options: outer.options,
            repeatCount: repeatCount, autoreverses: autoreverses, suppressesAnimation: outer.suppressesAnimation,
            completion: outer.completion, keyframes: outer.keyframes, keyframeWindow: outer.keyframeWindow)
        ViewAnimationContext.run(context, animations)
    }

    /// Whether view animations are enabled (true unless
    /// `setAnimationsEnabled(false)`): when false, changes inside blocks
    /// apply at once and completions are still called.
    public class var areAnimationsEnabled: Bool { animationsEnabled }

    /// Enables or disables view animations (see `areAnimationsEnabled`).
    public class func setAnimationsEnabled(_ enabled: Bool) { animationsEnabled = enabled }

    /// The duration of the innermost animation block being run (0 outside
    /// any): what a custom layer property's action reads to animate along
    /// with the block.
    public class var inheritedAnimationDuration: TimeInterval {
        guard let context = ViewAnimationContext.current, !context.suppressesAnimation else { return 0 }
        return context.duration
    }

    /// Runs a system animation on `views` — `.delete`: they shrink and fade
    /// over 0.3 s (a duration chosen here; Apple does not document it), are
    /// removed from their superviews and get their alpha and transform back
    /// — with `parallelAnimations` animated alongside (with `options`).
    public class func perform(_ animation: SystemAnimation, on views: [UIView], options: AnimationOptions = [],
                              animations parallelAnimations: (() -> Void)?,
                              completion: ((Bool) -> Void)? = nil) {
        let saved = views.map { ($0, $0.alpha, $0.transform) }
        runBlock(duration: 0.3, delay: 0, timing: nil, options: options, animations: {
            for view in views {
                view.alpha = 0
                view.transform = view.transform.scaledBy(x: 0.01, y: 0.01)
            }
            parallelAnimations?()
        }, completion: { finished in
            for (view, alpha, transform) in saved {
                view.removeFromSuperview()
                UIView.performWithoutAnimation {
                    view.alpha = alpha
                    view.transform = transform
                }
            }
            completion?(finished)
        })
    }

    // MARK: Implementation

    /// Whether view animations are enabled (`setAnimationsEnabled`).
    static var animationsEnabled = true

    /// Runs one animation block (every `animate` variant comes here).
    static func runBlock(duration: TimeInterval, delay: TimeInterval, timing: ViewAnimationContext.Timing?,
                         options: AnimationOptions, animations: () -> Void, completion: ((Bool) -> Void)?) {
        let group = ViewAnimationCompletion(completion)
        let context = ViewAnimationContext.nested(
            duration: validated(duration, "duration"), delay: validated(delay, "delay"), timing: timing,
            options: options, completion: group)
        ViewAnimationContext.run(context, animations)
        if options.contains(.layoutSubviews) { context.layoutAnimatedViews() }
        group.seal()
    }

    /// `value` when finite and not negative; else 0, with a diagnostic.
    static func validated(_ value: TimeInterval, _ name: String) -> TimeInterval {
        guard value.isFinite, value >= 0 else {
            CGDiagnostics.report("UIView animation \(name) \(value) is not a finite, non-negative number of seconds; using 0")
            return 0
        }
        return value
    }
}

extension ViewAnimationContext {
    /// `.layoutSubviews`: lays out, inside the block, the views whose layers
    /// the block animated, so that their subviews' new frames animate too.
    func layoutAnimatedViews() {
        let layers = created.map(\.layer)
        ViewAnimationContext.run(self) {
            for layer in layers { (layer.delegate as? UIView)?.layoutIfNeeded() }
        }
    }
}
