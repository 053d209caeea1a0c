import Foundation

/// What an animator learns about the transition it animates, and how it
/// reports the end (Apple's `UIViewControllerContextTransitioning`). UIKit
/// (here: the presentation machinery) creates the context; apps do not
/// adopt this protocol.
///
/// Every requirement is required, as in Apple's protocol. The four
/// interactive methods (`updateInteractiveTransition(_:)`,
/// `finishInteractiveTransition()`, `cancelInteractiveTransition()`,
/// `pauseInteractiveTransition()`) are called by the interaction controller
/// (`UIPercentDrivenInteractiveTransition` calls them for you): they report
/// the interaction's progress and change `isInteractive` and
/// `transitionWasCancelled`; they do not move the animations themselves.
@MainActor public protocol UIViewControllerContextTransitioning: AnyObject {
    /// The view the transition takes place in (UIKit's `UITransitionView`):
    /// it covers the window; the from-view starts in it, the animator adds
    /// the to-view.
    var containerView: UIView { get }
    /// Whether the transition is animated (`present(_:animated:…)`'s flag).
    var isAnimated: Bool { get }
    /// Whether the transition is interactive now: from the start when an
    /// interaction controller `wantsInteractiveStart`, from
    /// `pauseInteractiveTransition()` otherwise; false again after
    /// `finishInteractiveTransition()` or `cancelInteractiveTransition()`.
    var isInteractive: Bool { get }
    /// Whether the transition was cancelled: true once
    /// `cancelInteractiveTransition()` or `completeTransition(false)` has
    /// been called (an animator's completion passes
    /// `!transitionWasCancelled` to `completeTransition(_:)`).
    var transitionWasCancelled: Bool { get }
    /// The presentation style of the transition (the resolved style).
    var presentationStyle: UIModalPresentationStyle { get }
    /// Interactive transitions: records the completed fraction, 0…1.
    func updateInteractiveTransition(_ percentComplete: CGFloat)
    /// Interactive transitions: the user finished; the rest plays non-interactively.
    func finishInteractiveTransition()
    /// Interactive transitions: the user cancelled; `transitionWasCancelled` becomes true.
    func cancelInteractiveTransition()
    /// Interactive transitions: the animation pauses and the transition
    /// becomes interactive (iOS 10: a transition started non-interactively
    /// can be interrupted).
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
