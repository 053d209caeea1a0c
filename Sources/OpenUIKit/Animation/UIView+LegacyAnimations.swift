import Foundation

// The begin/commit view animations (deprecated since iOS 13, still
// shipped): `beginAnimations`, the `setAnimation…` settings, then
// `commitAnimations`. Objective-C selectors do not exist on Linux, so the
// will-start and did-stop callbacks are closures here (`setAnimationWillStart`
// and `setAnimationDidStop` take a closure with the selector's arguments);
// `setAnimationDelegate` keeps the delegate alive until the animations
// stop, as Apple's does.

/// One `beginAnimations` … `commitAnimations` pair.
@MainActor final class LegacyAnimationBlock {
    let animationID: String?
    let contextPointer: UnsafeMutableRawPointer?
    let context: ViewAnimationContext
    var start: Date?
    var beginsFromCurrentState = false
    var willStart: ((String?, UnsafeMutableRawPointer?) -> Void)?
    var didStop: ((String?, Bool, UnsafeMutableRawPointer?) -> Void)?
    var delegate: Any?
    /// `setAnimationTransition(_:for:cache:)`: the transition and its view.
    var transition: (kind: UIView.AnimationTransition, view: UIView)?

    init(animationID: String?, context pointer: UnsafeMutableRawPointer?, context: ViewAnimationContext) {
        self.animationID = animationID
        self.contextPointer = pointer
        self.context = context
    }

    static var stack: [LegacyAnimationBlock] = []
}

extension UIView {
    /// Starts a begin/commit animation block: until `commitAnimations()`,
    /// changes of animatable view properties are collected, then animated
    /// together with the settings made by the `setAnimation…` calls (a
    /// duration of 0.2 s, no delay and ease-in-ease-out unless set).
    public class func beginAnimations(_ animationID: String?, context: UnsafeMutableRawPointer?) {
        let settings = ViewAnimationContext(duration: 0.2, delay: 0, timing: .curve(AnimationCurve.easeInOut.timingFunction),
                                            options: [], repeatCount: 0, autoreverses: false,
                                            suppressesAnimation: false, completion: nil)
        settings.deferredChanges = []
        LegacyAnimationBlock.stack.append(LegacyAnimationBlock(animationID: animationID, context: context, context: settings))
        ViewAnimationContext.stack.append(settings)
    }

    /// Ends the innermost begin/commit block and starts its animations.
    /// Without a matching `beginAnimations` it is diagnosed and does nothing.
    public class func commitAnimations() {
        guard let block = LegacyAnimationBlock.stack.popLast() else {
            CGDiagnostics.report("UIView.commitAnimations() without beginAnimations; ignored")
            return
        }
        if let i = ViewAnimationContext.stack.lastIndex(where: { $0 === block.context }) {
            ViewAnimationContext.stack.remove(at: i)
        }
        let settings = block.context
        let changes = settings.deferredChanges ?? []
        let id = block.animationID, pointer = block.contextPointer
        let group = ViewAnimationCompletion { finished in
            block.didStop?(id, finished, pointer)
            block.delegate = nil
        }
        group.onFirstStart = { block.willStart?(id, pointer) }
        var delay = settings.delay
        if let start = block.start { delay = max(delay, start.timeIntervalSinceNow) }
        var options: AnimationOptions = settings.repeatCount > 0 ? .repeat : []
        if block.beginsFromCurrentState { options.insert(.beginFromCurrentState) }
        let context = ViewAnimationContext(duration: settings.duration, delay: delay, timing: settings.timing,
                                           options: options, repeatCount: settings.repeatCount,
                                           autoreverses: settings.autoreverses,
                                           suppressesAnimation: !areAnimationsEnabled || settings.duration <= 0,
                                           completion: group)
        if let (kind, view) = block.transition, !context.suppressesAnimation,
           let transition = makeTransition(options: kind.options, context: context) {
            ViewAnimationAction.add(transition, to: view.layer, forKey: kCATransition, in: context)
        }
        ViewAnimationContext.run(context) {
            for change in changes where !context.suppressesAnimation {
                let additive = ViewAnimatableKeys.additive.contains(change.key) && !context.repeats
                    && !context.autoreverses && !block.beginsFromCurrentState
                ViewAnimationAction(context: context, layer: change.layer, key: change.key, old: change.old,
                                    new: change.new, additive: additive)
                    .run(forKey: change.key, object: change.layer, arguments: nil)
            }
        }
        group.seal()
    }

    /// In a begin/commit block: the animations' duration (0.2 s by
    /// default); in a block-based animation: the duration of the changes
    /// that follow. Outside both it does nothing.
    public class func setAnimationDuration(_ duration: TimeInterval) {
        ViewAnimationContext.current?.duration = validated(duration, "duration")
    }

    /// The delay before the animations start (0 by default).
    public class func setAnimationDelay(_ delay: TimeInterval) {
        ViewAnimationContext.current?.delay = validated(delay, "delay")
    }

    /// When the animations start, as a date (at once by default); a date in
    /// the past means at once. Begin/commit blocks only.
    public class func setAnimationStart(_ startDate: Date) {
        LegacyAnimationBlock.stack.last?.start = startDate
    }

    /// The curve (ease-in-ease-out by default).
    public class func setAnimationCurve(_ curve: AnimationCurve) {
        ViewAnimationContext.current?.timing = .curve(curve.timingFunction)
    }

    /// How many times the animations repeat (0, the default, plays them
    /// once; fractions allowed).
    public class func setAnimationRepeatCount(_ repeatCount: Float) {
        guard repeatCount.isFinite || repeatCount == .infinity, repeatCount >= 0 else {
            CGDiagnostics.report("UIView.setAnimationRepeatCount(\(repeatCount)): not a count; ignored")
            return
        }
        ViewAnimationContext.current?.repeatCount = repeatCount == .infinity ? .greatestFiniteMagnitude : repeatCount
    }

    /// Whether each repetition plays forward and then backward (false by default).
    public class func setAnimationRepeatAutoreverses(_ repeatAutoreverses: Bool) {
        ViewAnimationContext.current?.autoreverses = repeatAutoreverses
    }

    /// Whether the animations start from the values on screen (false by default).
    public class func setAnimationBeginsFromCurrentState(_ fromCurrentState: Bool) {
        LegacyAnimationBlock.stack.last?.beginsFromCurrentState = fromCurrentState
    }

    /// In a begin/commit block: plays `transition` on `view` when the block
    /// commits, with the block's duration and curve (the transition's
    /// "before" picture is the view as last committed, so make the changes
    /// between this call and `commitAnimations()`). `cache` is accepted and
    /// ignored (the picture is always taken once).
    public class func setAnimationTransition(_ transition: AnimationTransition, for view: UIView, cache: Bool) {
        guard let block = LegacyAnimationBlock.stack.last else {
            CGDiagnostics.report("UIView.setAnimationTransition outside beginAnimations/commitAnimations; ignored")
            return
        }
        block.transition = transition == .none ? nil : (transition, view)
    }

    /// The transitions of the begin/commit API (Apple's `UIView.AnimationTransition`).
    public enum AnimationTransition: Int, Sendable {
        /// No transition.
        case none = 0
        /// Flip around the vertical axis, the left edge coming forward.
        case flipFromLeft = 1
        /// Flip around the vertical axis, the right edge coming forward.
        case flipFromRight = 2
        /// Curl the old content up.
        case curlUp = 3
        /// Uncurl the new content down.
        case curlDown = 4

        /// The block options' transition bits for the same transition.
        var options: AnimationOptions {
            switch self {
            case .none: return .transitionNone
            case .flipFromLeft: return .transitionFlipFromLeft
            case .flipFromRight: return .transitionFlipFromRight
            case .curlUp: return .transitionCurlUp
            case .curlDown: return .transitionCurlDown
            }
        }
    }

    /// The object the will-start and did-stop callbacks belong to: kept
    /// alive until the animations stop (the callbacks are closures here).
    public class func setAnimationDelegate(_ delegate: Any?) {
        LegacyAnimationBlock.stack.last?.delegate = delegate
    }

    /// Called when the animations start, with the animation ID and context
    /// given to `beginAnimations` (Apple takes a selector on the delegate).
    public class func setAnimationWillStart(_ handler: ((String?, UnsafeMutableRawPointer?) -> Void)?) {
        LegacyAnimationBlock.stack.last?.willStart = handler
    }

    /// Called when all the animations have stopped, with the animation ID,
    /// whether they ran to their end, and the context (Apple takes a
    /// selector on the delegate).
    public class func setAnimationDidStop(_ handler: ((String?, Bool, UnsafeMutableRawPointer?) -> Void)?) {
        LegacyAnimationBlock.stack.last?.didStop = handler
    }
}
