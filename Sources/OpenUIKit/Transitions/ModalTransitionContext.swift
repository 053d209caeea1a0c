import Foundation

/// The context of one modal presentation or dismissal: what the animator
/// sees, and what happens when it calls `completeTransition(_:)`.
///
/// Ending a transition (all of it inside `completeTransition`, synchronously):
///
/// | | completed | cancelled (`completeTransition(false)`) |
/// |---|---|---|
/// | presentation | presenter's view removed (when the presentation controller removes it); `presentationTransitionDidEnd(true)`; presenter `viewDidDisappear`, presented `viewDidAppear`; `animationEnded(true)`; completion | `presentationTransitionDidEnd(false)`; presented view removed, presenter's view back in its place, container removed, nothing presented; presented `viewWillDisappear`, presenter `viewWillAppear`, presented `viewDidDisappear`, presenter `viewDidAppear`; `animationEnded(false)`; no completion |
/// | dismissal | presented view removed, presenter's view back in its place, container removed; `dismissalTransitionDidEnd(true)`; presented `viewDidDisappear`, presenter `viewDidAppear`; `animationEnded(true)`; completion | `dismissalTransitionDidEnd(false)`; presenter's view out of the hierarchy again; presenter `viewWillDisappear`, presented `viewWillAppear`, presenter `viewDidDisappear`, presented `viewDidAppear`; `animationEnded(false)`; no completion |
///
/// Cancellation plays the appearance callbacks of the reverse transition
/// (the aborted controller disappears, the original one reappears), the
/// behaviour UIKit shows for cancelled interactive transitions; Apple's
/// documentation describes no order for it. The presenter's callbacks are
/// made only when its view is removed (`shouldRemovePresentersView`), as in
/// UIKit, where an `.overFullScreen` presenter gets no appearance calls.
/// Completion blocks run only for completed transitions: our choice (Apple
/// documents the completion as running "after the presentation finishes";
/// a cancelled transition does not finish).
@MainActor final class ModalTransitionContext: InteractiveTransitionHosting {
    enum Kind: CustomStringConvertible {
        case presentation, dismissal
        var description: String { self == .presentation ? "presentation" : "dismissal" }
    }

    let kind: Kind
    let presenting: UIViewController
    let presented: UIViewController
    let controller: UIPresentationController
    /// The animator, let go once it heard `animationEnded(_:)` (as UIKit
    /// does: an animator that keeps the context makes no cycle).
    private(set) var animator: any UIViewControllerAnimatedTransitioning
    let containerView: UIView
    let isAnimated: Bool
    /// Whether the user drives the transition now (see `InteractiveTransitionState`).
    var isInteractive: Bool { interaction.isInteractive }
    /// True once `cancelInteractiveTransition()` or `completeTransition(false)` was called.
    private(set) var transitionWasCancelled = false
    let interaction = InteractiveTransitionState()
    let presentationStyle: UIModalPresentationStyle
    /// Whether the presenter's view leaves the hierarchy while presented.
    let removesPresentersView: Bool
    private let completion: (() -> Void)?
    /// Whether `completeTransition` was called.
    private(set) var isComplete = false
    /// The presenter's view frame in the container (dismissal's final frame
    /// for it, presentation's initial one).
    private let presenterFrame: CGRect

    init(kind: Kind, presenting: UIViewController, presented: UIViewController, controller: UIPresentationController,
         animator: any UIViewControllerAnimatedTransitioning, containerView: UIView, isAnimated: Bool,
         removesPresentersView: Bool, presenterFrame: CGRect, completion: (() -> Void)?) {
        self.kind = kind
        self.presenting = presenting
        self.presented = presented
        self.controller = controller
        self.animator = animator
        self.containerView = containerView
        self.isAnimated = isAnimated
        self.presentationStyle = controller.presentationStyle
        self.removesPresentersView = removesPresentersView
        self.presenterFrame = presenterFrame
        self.completion = completion
        interaction.host = self
    }

    var targetTransform: CGAffineTransform { .identity }
    var transitionAnimator: any UIViewControllerAnimatedTransitioning { animator }
    var interactiveTimelineLayers: [CALayer] { [containerView.layer] }

    // Bookkeeping only (see `InteractiveTransitionState`).
    func updateInteractiveTransition(_ percentComplete: CGFloat) { interaction.update(percentComplete) }
    func finishInteractiveTransition() { interaction.finish() }
    func cancelInteractiveTransition() {
        transitionWasCancelled = true       // before the coordinator's handlers hear it
        interaction.cancel()
    }
    func pauseInteractiveTransition() { interaction.pause() }

    private var fromController: UIViewController { kind == .presentation ? presenting : presented }
    private var toController: UIViewController { kind == .presentation ? presented : presenting }

    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
        switch key {
        case .from: return fromController
        case .to: return toController
        default: return nil
        }
    }

    /// The presented side's view is the presentation controller's
    /// `presentedView`; the presenter's view is nil unless the presentation
    /// removes it (UIKit's rule: the animator must not touch a view that
    /// stays where it is).
    func view(forKey key: UITransitionContextViewKey) -> UIView? {
        let presenterView = removesPresentersView ? presenting.view : nil
        switch (key, kind) {
        case (.from, .presentation), (.to, .dismissal): return presenterView
        case (.to, .presentation), (.from, .dismissal): return controller.presentedView
        default: return nil
        }
    }

    func initialFrame(for vc: UIViewController) -> CGRect {
        switch kind {
        case .presentation:
            return vc === presenting && removesPresentersView ? presenterFrame : .zero
        case .dismissal:
            return vc === presented ? controller.frameOfPresentedViewInContainerView : .zero
        }
    }

    func finalFrame(for vc: UIViewController) -> CGRect {
        switch kind {
        case .presentation:
            return vc === presented ? controller.frameOfPresentedViewInContainerView : .zero
        case .dismissal:
            return vc === presenting && removesPresentersView ? presenterFrame : .zero
        }
    }

    func completeTransition(_ didComplete: Bool) {
        guard !isComplete else {
            CGDiagnostics.report("completeTransition(_:) called more than once in the \(kind) of \(describe(presented)); ignored")
            return
        }
        isComplete = true
        transitionWasCancelled = !didComplete
        interaction.transitionDidComplete()
        presenting.presentationState.transition = nil
        presented.presentationState.transition = nil
        switch (kind, didComplete) {
        case (.presentation, true): finishPresentation()
        case (.presentation, false): cancelPresentation()
        case (.dismissal, true): finishDismissal()
        case (.dismissal, false): cancelDismissal()
        }
    }

    private func finishPresentation() {
        if removesPresentersView { presenting.viewIfLoaded?.removeFromSuperview() }
        presented.presentationState.isBeingPresented = false
        controller.presentationTransitionDidEnd(true)
        coordinator.end()
        if removesPresentersView { presenting.viewDidDisappear(isAnimated) }
        presented.viewDidAppear(isAnimated)
        animator.animationEnded(true)
        animator = EndedTransitionAnimator.shared
        completion?()
    }

    private func cancelPresentation() {
        controller.presentationTransitionDidEnd(false)
        controller.presentedView?.removeFromSuperview()
        restorePresenterView()
        containerView.removeFromSuperview()
        unlink()
        presented.presentationState.isBeingPresented = false
        coordinator.end()
        presented.viewWillDisappear(isAnimated)
        if removesPresentersView { presenting.viewWillAppear(isAnimated) }
        presented.viewDidDisappear(isAnimated)
        if removesPresentersView { presenting.viewDidAppear(isAnimated) }
        animator.animationEnded(false)
        animator = EndedTransitionAnimator.shared
    }

    private func finishDismissal() {
        controller.presentedView?.removeFromSuperview()
        restorePresenterView()
        controller.dismissalTransitionDidEnd(true)
        containerView.removeFromSuperview()
        unlink()
        presented.presentationState.isBeingDismissed = false
        coordinator.end()
        presented.viewDidDisappear(isAnimated)
        if removesPresentersView { presenting.viewDidAppear(isAnimated) }
        animator.animationEnded(true)
        animator = EndedTransitionAnimator.shared
        completion?()
    }

    private func cancelDismissal() {
        controller.dismissalTransitionDidEnd(false)
        if removesPresentersView, let view = presenting.viewIfLoaded, view.superview === containerView {
            view.removeFromSuperview()
        }
        if let view = controller.presentedView, view.superview !== containerView { containerView.addSubview(view) }
        presented.presentationState.isBeingDismissed = false
        coordinator.end()
        if removesPresentersView { presenting.viewWillDisappear(isAnimated) }
        presented.viewWillAppear(isAnimated)
        if removesPresentersView { presenting.viewDidDisappear(isAnimated) }
        presented.viewDidAppear(isAnimated)
        animator.animationEnded(false)
        animator = EndedTransitionAnimator.shared
    }

    /// Puts the presenter's view back where it was before the presentation.
    private func restorePresenterView() {
        guard let slot = presented.presentationState.presenterSlot else { return }
        presented.presentationState.presenterSlot = nil
        guard let view = presenting.viewIfLoaded else { return }
        if let superview = slot.superview {
            superview.insertSubview(view, at: min(slot.index, superview.subviews.count))
            view.frame = slot.frame
        } else {
            view.removeFromSuperview()
        }
    }

    /// Ends the presentation relationship (after a dismissal or a cancelled presentation).
    private func unlink() {
        presenting.presentationState.presented = nil
        presented.presentationState.presenting = nil
        presented.presentationState.controller = nil
        controller.containerView = nil
    }
}

/// A controller's description in diagnostics, UIKit's style: `<Type: 0x…>`.
@MainActor func describe(_ controller: UIViewController) -> String {
    "<\(type(of: controller)): 0x\(String(UInt(bitPattern: ObjectIdentifier(controller)), radix: 16))>"
}
