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
    /// An interruptible animator for the transition (Apple: optional; used
    /// for interactive transitions, which are not implemented yet: never
    /// called here for now).
    func interruptibleAnimator(using transitionContext: any UIViewControllerContextTransitioning)
        -> any UIViewImplicitlyAnimating
    /// Called once the transition has ended (Apple: optional), with whether
    /// it completed.
    func animationEnded(_ transitionCompleted: Bool)
}

extension UIViewControllerAnimatedTransitioning {
    /// Default (Apple: the method is optional): an animator of the
    /// transition's duration with no animations. Not called for now.
    public func interruptibleAnimator(using transitionContext: any UIViewControllerContextTransitioning)
        -> any UIViewImplicitlyAnimating {
        UIViewPropertyAnimator(duration: transitionDuration(using: transitionContext), curve: .easeInOut)
    }

    /// Default (Apple: the method is optional): does nothing.
    public func animationEnded(_ transitionCompleted: Bool) {}
}
