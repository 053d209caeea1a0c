import Foundation

extension UIView {
    /// Animates a change of `view`'s content with the transition in
    /// `options` (`.transitionFlipFromLeft` … `.transitionCrossDissolve`): a
    /// `CATransition` on the view's layer shows the view as it was before the
    /// transaction turning, curling or dissolving into the view as it is
    /// after it. `animations` (which may be nil: the content change may come
    /// before or after the call, in the same turn) runs inside an animation
    /// block of the same duration and curve, so changes of `view`'s own
    /// geometry and alpha (its `center`, say) animate alongside; its
    /// background colour and corner radius, and changes inside its subtree,
    /// are part of the "after" picture and apply at once, unless
    /// `.allowAnimatedContent` lets them animate live.
    ///
    /// Inside a `UIViewPropertyAnimator`'s animations the transition takes
    /// the animator's timing, as nested blocks do (not `duration`): it
    /// starts after the block's delay factor, ends with the animator, and
    /// pauses, scrubs and reverses with it; in a spring animator it runs
    /// linearly (a `CATransition` has a timing function, not a spring).
    /// Reversed to the start it shows the "before" picture until it ends;
    /// the content change itself is not undone. A transition added while
    /// another of the view runs starts from what is on screen.
    ///
    /// The flips turn about the view's centre in perspective (the option's
    /// edge comes toward the viewer); the curls roll the page around a
    /// cylinder (see `TransitionPicture3D` in the compositor).
    public class func transition(with view: UIView, duration: TimeInterval, options: AnimationOptions = [],
                                 animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        let group = ViewAnimationCompletion(completion)
        let context = ViewAnimationContext.nested(
            duration: validated(duration, "duration"), delay: 0, timing: nil, options: options, completion: group)
        if !context.suppressesAnimation && UIView.areAnimationsEnabled,
           let transition = makeTransition(options: options, context: context) {
            ViewAnimationAction.add(transition, to: view.layer, forKey: kCATransition, in: context)
        }
        context.transitionView = view
        if let animations { ViewAnimationContext.run(context, animations) }
        group.seal()
    }

    /// Replaces `fromView` with `toView` in `fromView`'s superview with the
    /// transition in `options`, played on the superview: without
    /// `.showHideTransitionViews`, `fromView` is removed and `toView` takes
    /// its place among the subviews; with it, both stay and their `isHidden`
    /// values swap (`fromView` hidden, `toView` shown). Positioning `toView`
    /// is the caller's job. A `fromView` without a superview is diagnosed and
    /// only the swap is made.
    public class func transition(from fromView: UIView, to toView: UIView, duration: TimeInterval,
                                 options: AnimationOptions = [], completion: ((Bool) -> Void)? = nil) {
        guard let container = fromView.superview else {
            CGDiagnostics.report("UIView.transition(from:to:): the from-view has no superview; nothing to transition")
            if options.contains(.showHideTransitionViews) {
                fromView.isHidden = true
                toView.isHidden = false
            }
            MediaClock.schedule(after: 0) { completion?(true) }
            return
        }
        transition(with: container, duration: duration, options: options, animations: {
            if options.contains(.showHideTransitionViews) {
                fromView.isHidden = true
                toView.isHidden = false
            } else {
                let index = container.subviews.firstIndex { $0 === fromView } ?? container.subviews.count
                container.insertSubview(toView, at: index)
                fromView.removeFromSuperview()
            }
        }, completion: completion)
    }

    /// The `CATransition` for the transition bits of `options`, with the
    /// block's duration and curve; nil for `.transitionNone`.
    static func makeTransition(options: AnimationOptions, context: ViewAnimationContext) -> CATransition? {
        let transition = CATransition()
        switch options.transitionBits {
        case 1: transition.type = .flip; transition.subtype = .fromLeft
        case 2: transition.type = .flip; transition.subtype = .fromRight
        case 3: transition.type = .pageCurl
        case 4: transition.type = .pageUnCurl
        case 5: transition.type = .fade
        case 6: transition.type = .flip; transition.subtype = .fromTop
        case 7: transition.type = .flip; transition.subtype = .fromBottom
        default: return nil
        }
        if case .curve(let function) = context.timing { transition.timingFunction = function }
        ViewAnimationAction.configureTiming(of: transition, context: context)
        return transition
    }
}
