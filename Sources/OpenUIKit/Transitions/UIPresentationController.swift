import Foundation

/// Manages a presented controller's place on screen and the views around it
/// (Apple's `UIPresentationController`): its frame in the container view,
/// whether the presenting view is removed, and hooks at the start and end of
/// the presentation and dismissal transitions.
///
/// A `.custom` presentation uses the one the transitioning delegate's
/// `presentationController(forPresented:presenting:source:)` returns (a
/// plain instance of this class when it returns nil); the other styles use
/// an internal subclass. The hooks run in this order (the animator's
/// `animateTransition(using:)` between the two of each pair):
/// `presentationTransitionWillBegin()` after the appearance callbacks'
/// "will" half, `presentationTransitionDidEnd(_:)` as soon as the animator
/// calls `completeTransition(_:)`, before the "did" half; likewise for the
/// dismissal. The container view calls `containerViewWillLayoutSubviews()`
/// and `containerViewDidLayoutSubviews()` around its layout.
@MainActor open class UIPresentationController {
    /// The controller being presented.
    public let presentedViewController: UIViewController

    /// The controller the presentation starts from. Apple's type is
    /// non-optional; when `nil` was passed to the initializer it is filled
    /// in when the presentation starts (implicitly unwrapped until then).
    public internal(set) var presentingViewController: UIViewController!

    /// The view the presentation takes place in, set when the presentation
    /// starts (nil before); it covers the window and contains the presented
    /// view.
    public internal(set) var containerView: UIView?

    /// Creates a presentation controller for `presentedViewController`
    /// presented by `presentingViewController` (nil: decided at
    /// presentation time).
    public init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        self.presentedViewController = presentedViewController
        self.presentingViewController = presentingViewController
    }

    /// The view the animators animate (`view(forKey: .to)` when presenting,
    /// `.from` when dismissing): by default the presented controller's view.
    /// Override to return an ancestor of that view.
    open var presentedView: UIView? { presentedViewController.view }

    /// The frame of the presented view at the end of the presentation, in
    /// container coordinates: by default the container's bounds (`.zero`
    /// without a container).
    open var frameOfPresentedViewInContainerView: CGRect { containerView?.bounds ?? .zero }

    /// Whether the presenting controller's view leaves the view hierarchy at
    /// the end of the presentation (and its controller gets
    /// `viewWillDisappear`/`viewDidDisappear`). Apple's default: false; the
    /// full-screen styles' internal presentation controller says true.
    open var shouldRemovePresentersView: Bool { false }

    /// The presentation style (the presented controller's, resolved: see
    /// `UIModalPresentationStyle`).
    open var presentationStyle: UIModalPresentationStyle {
        presentedViewController.modalPresentationStyle.resolvedForPresentation
    }

    /// Called when the presentation transition is about to start (add
    /// custom views, such as a dimming view, to the container here).
    open func presentationTransitionWillBegin() {}
    /// Called when the presentation transition ended: `completed` false
    /// when it was cancelled (`completeTransition(false)`).
    open func presentationTransitionDidEnd(_ completed: Bool) {}
    /// Called when the dismissal transition is about to start.
    open func dismissalTransitionWillBegin() {}
    /// Called when the dismissal transition ended: `completed` false when
    /// it was cancelled and the presented controller is still shown.
    open func dismissalTransitionDidEnd(_ completed: Bool) {}
    /// Called before the container view lays out its subviews.
    open func containerViewWillLayoutSubviews() {}
    /// Called after the container view laid out its subviews.
    open func containerViewDidLayoutSubviews() {}
}

/// The presentation controller of the non-custom styles: removes the
/// presenter's view for the full-screen styles, keeps it for the "over" ones.
final class SystemPresentationController: UIPresentationController {
    private let removesPresentersView: Bool
    private let style: UIModalPresentationStyle

    init(presented: UIViewController, presenting: UIViewController, style: UIModalPresentationStyle) {
        removesPresentersView = style == .fullScreen
        self.style = style
        super.init(presentedViewController: presented, presenting: presenting)
    }

    override var shouldRemovePresentersView: Bool { removesPresentersView }
    override var presentationStyle: UIModalPresentationStyle { style }
}
