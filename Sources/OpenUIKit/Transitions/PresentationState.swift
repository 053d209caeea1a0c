import Foundation

/// A view controller's presentation bookkeeping (one per controller, stored
/// in the class body as `presentationState`).
@MainActor final class PresentationState {
    /// The controller this one presents (strong: a presenter keeps what it presents).
    var presented: UIViewController?
    /// The controller that presents this one.
    weak var presenting: UIViewController?
    /// This controller's presentation controller while it is presented.
    var controller: UIPresentationController?
    /// The transition running for this controller (as presenter or presented), if any.
    var transition: ModalTransitionContext?
    /// Between `viewWillAppear` and `viewDidAppear` of a presentation.
    var isBeingPresented = false
    /// Between `viewWillDisappear` and `viewDidDisappear` of a dismissal.
    var isBeingDismissed = false
    /// Where the presenting controller's view was before a presentation
    /// that removes it (recorded on the presented controller), to put it
    /// back on dismissal or cancellation.
    var presenterSlot: ViewSlot?
}

/// A view's place in its superview: the superview (weak), the index among
/// its subviews, and the frame.
struct ViewSlot {
    weak var superview: UIView?
    var index: Int
    var frame: CGRect
}

/// The container of a modal presentation (UIKit's `UITransitionView`): a
/// view covering the window, on top of its other subviews, that holds the
/// presented view; it tells the presentation controller about its layout.
final class TransitionContainerView: UIView {
    /// The presentation controller of the presentation this view contains.
    weak var presentationController: UIPresentationController?

    override func layoutSubviews() {
        presentationController?.containerViewWillLayoutSubviews()
        super.layoutSubviews()
        presentationController?.containerViewDidLayoutSubviews()
    }
}
