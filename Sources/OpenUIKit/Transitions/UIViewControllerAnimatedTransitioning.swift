import Foundation

/// An animator of a view-controller transition (Apple's
/// `UIViewControllerAnimatedTransitioning`), vended by a transitioning delegate.
///
/// Apple's optional methods (`interruptibleAnimator(using:)`,
/// `animationEnded(_:)`) are requirements with default implementations in an
/// extension here (Swift has no optional protocol members without the
/// Objective-C runtime): implement them in the conforming type itself.
/// Swift's rule for defaults applies: a subclass cannot add an
/// implementation that its superclass took from the extension (declare it in
/// the class that adopts the protocol).
@MainActor public protocol UIViewControllerAnimatedTransitioning: AnyObject {
    /// The duration of the transition in seconds (the context may be nil
    /// when UIKit asks outside a transition).
    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval
    /// Runs the transition's animations: add the to-view to the context's
    /// container view, animate, then call `completeTransition(_:)`.
    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning)
    /// The interruptible animator of the transition (Apple: optional, iOS
    /// 10). Return the same animator for the whole transition. When an
    /// animator implements it, `UIPercentDrivenInteractiveTransition` asks
    /// for it once at the start and drives it (`fractionComplete`,
    /// `pauseAnimation()`, `continueAnimation`, `isReversed`) instead of
    /// calling `animateTransition(using:)`; otherwise it scrubs the
    /// animations that `animateTransition(using:)` makes.
    func interruptibleAnimator(using transitionContext: any UIViewControllerContextTransitioning)
        -> any UIViewImplicitlyAnimating
    /// Called once the transition has ended (Apple: optional), with whether
    /// it completed.
    func animationEnded(_ transitionCompleted: Bool)
}

extension UIViewControllerAnimatedTransitioning {
    /// Default (Apple: the method is optional, and an animator that does not
    /// implement it has none): an animator of the transition's duration with
    /// no animations, which the percent-driven controller recognises as
    /// "not implemented" (it then scrubs `animateTransition(using:)`'s
    /// animations).
    public func interruptibleAnimator(using transitionContext: any UIViewControllerContextTransitioning)
        -> any UIViewImplicitlyAnimating {
        UnimplementedInterruptibleAnimator(duration: transitionDuration(using: transitionContext), curve: .easeInOut)
    }

    /// Default (Apple: the method is optional): does nothing.
    public func animationEnded(_ transitionCompleted: Bool) {}
}

/// What the default `interruptibleAnimator(using:)` returns: marks an
/// animator that does not implement the method (Swift cannot ask whether a
/// type implements a requirement that has a default).
final class UnimplementedInterruptibleAnimator: UIViewPropertyAnimator {}

/// What a transition context holds in place of its animator once the
/// transition ended: nothing to animate, no references.
@MainActor final class EndedTransitionAnimator: UIViewControllerAnimatedTransitioning {
    static let shared = EndedTransitionAnimator()
    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0 }
    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {}
}
