import Foundation

/// What an animator learns about the transition it animates, and how it
/// reports the end (Apple's `UIViewControllerContextTransitioning`). UIKit
/// (here: the presentation machinery) creates the context; apps do not
/// adopt this protocol.
///
/// Every requirement is required, as in Apple's protocol. Interactive
/// transitions come later: until then `isInteractive` is false and the four
/// interactive methods (`updateInteractiveTransition(_:)`,
/// `finishInteractiveTransition()`, `cancelInteractiveTransition()`,
/// `pauseInteractiveTransition()`) do nothing in our context.
@MainActor public protocol UIViewControllerContextTransitioning: AnyObject {
    /// The view the transition takes place in (UIKit's `UITransitionView`):
    /// it covers the window; the from-view starts in it, the animator adds
    /// the to-view.
    var containerView: UIView { get }
    /// Whether the transition is animated (`present(_:animated:…)`'s flag).
    var isAnimated: Bool { get }
    /// Whether the transition is interactive (always false for now).
    var isInteractive: Bool { get }
    /// Whether the transition was cancelled (here: true once
    /// `completeTransition(false)` has been called).
    var transitionWasCancelled: Bool { get }
    /// The presentation style of the transition (the resolved style).
    var presentationStyle: UIModalPresentationStyle { get }
    /// Interactive transitions: the completed fraction (no-op for now).
    func updateInteractiveTransition(_ percentComplete: CGFloat)
    /// Interactive transitions: the user finished (no-op for now).
    func finishInteractiveTransition()
    /// Interactive transitions: the user cancelled (no-op for now).
    func cancelInteractiveTransition()
    /// Interactive transitions: the animation pauses (no-op for now).
    func pauseInteractiveTransition()
    /// Tells the system the transition's animations are over: `didComplete`
    /// true when the to-controller is now shown, false when the from-one
    /// still is. Call it exactly once.
    func completeTransition(_ didComplete: Bool)
    /// The controller for `key`, or nil.
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
    /// The view for `key`, or nil (the presenting controller's view is nil
    /// here when the presentation does not remove it, as in UIKit).
    func view(forKey key: UITransitionContextViewKey) -> UIView?
    /// The rotation applied during the transition (identity: there are no
    /// rotations during modal transitions here).
    var targetTransform: CGAffineTransform { get }
    /// The frame of `vc`'s view at the start, in container coordinates
    /// (`.zero` when it is not visible then).
    func initialFrame(for vc: UIViewController) -> CGRect
    /// The frame of `vc`'s view at the end, in container coordinates
    /// (`.zero` when it is not visible then).
    func finalFrame(for vc: UIViewController) -> CGRect
}
