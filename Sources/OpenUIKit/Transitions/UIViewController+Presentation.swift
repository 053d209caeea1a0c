import Foundation

// Modal presentation (Apple's `present(_:animated:completion:)` and
// `dismiss(animated:completion:)`).
//
// A presentation, all synchronous inside `present` (the animations it
// creates start when the transaction commits, at the end of the turn):
// 1. checks (below); the presenter is the top of the caller's parent chain
//    (UIKit walks up to a controller covering the screen);
// 2. the presentation controller: for `.custom`, the transitioning
//    delegate's `presentationController(forPresented:presenting:source:)`
//    (nil: a plain `UIPresentationController`), otherwise an internal one;
// 3. the container view (UIKit's `UITransitionView`) is added on top of the
//    window's subviews, covering the window; when the presentation removes
//    the presenter's view, that view moves into the container (keeping its
//    place on screen) and its old place is remembered;
// 4. `presentedViewController`/`presentingViewController` are set, the
//    presented view gets its final frame (`frameOfPresentedViewInContainerView`),
//    not yet in the hierarchy: the animator adds it;
// 5. presenter `viewWillDisappear` (only when its view is removed), presented
//    `viewWillAppear`, `presentationTransitionWillBegin()`;
// 6. the animator's `animateTransition(using:)`: the delegate's
//    `animationController(forPresented:presenting:source:)` when animated, or
//    when that is nil or not animated the built-in animator of the presented
//    controller's `modalTransitionStyle` (instant when not animated, so an
//    unanimated presentation completes inside `present`, completion included);
//    with a custom animator, the delegate's
//    `interactionControllerForPresentation(using:)` right after it (UIKit
//    asks only after a non-nil animator): when that is not nil, the
//    transition is interactive and the interaction controller's
//    `startInteractiveTransition(_:)` runs instead of `animateTransition`
//    (InteractiveTransitionState.swift);
// 7. the rest when the animator calls `completeTransition(_:)`
//    (ModalTransitionContext). Until it does, the presentation is in progress
//    (`isBeingPresented`), and further presentations and dismissals involving
//    either controller are refused.
// A dismissal mirrors it; the presenter's view, when it was removed, gets its
// final frame (its old place) and the animator adds it to the container
// below the presented view; at the end it returns to its old place and the
// container leaves the window.
//
// Refused with a diagnostic and no other effect (UIKit logs or raises):
// presenting a controller on itself; presenting from a controller that
// already presents ("Attempt to present … which is already presenting …");
// presenting a controller that is already presented; presenting or
// dismissing during a transition ("… while a presentation is in progress");
// presenting from a controller whose view is not in a window; dismissing
// when nothing is presented (UIKit does nothing, silently; the completion
// is not called). The transition's coordinator (`transitionCoordinator`,
// TransitionCoordinator.swift) runs its alongside blocks right after
// `animateTransition(using:)` and its completions at the end, before the
// did-appearance callbacks.

extension UIViewController {
    /// The controller this one presents (set as soon as `present` starts the
    /// presentation, cleared when the dismissal ends), or nil.
    public var presentedViewController: UIViewController? { presentationState.presented }

    /// The controller that presents this one (or the one whose presentation
    /// of it is under way), or nil.
    public var presentingViewController: UIViewController? { presentationState.presenting }

    /// The presentation controller of this controller's presentation while
    /// it is presented, or nil. (Apple creates one lazily even when the
    /// controller is not presented; here it exists only during a presentation.)
    public var presentationController: UIPresentationController? { presentationState.controller }

    /// Whether the controller is being presented: true from its
    /// `viewWillAppear(_:)` until its `viewDidAppear(_:)` (or the end of a
    /// cancelled presentation).
    public var isBeingPresented: Bool { presentationState.isBeingPresented }

    /// Whether the controller is being dismissed: true from its
    /// `viewWillDisappear(_:)` until its `viewDidDisappear(_:)` (or the end
    /// of a cancelled dismissal).
    public var isBeingDismissed: Bool { presentationState.isBeingDismissed }

    /// The controller presentations from this one come from: the top of its
    /// parent chain.
    private var presentationContext: UIViewController {
        var controller = self
        while let parent = controller.parent { controller = parent }
        return controller
    }

    /// Whether a transition involving this controller or the ones it
    /// presents, directly or not, is running.
    private var hasTransitionInProgress: Bool {
        var controller: UIViewController? = self
        while let c = controller {
            if c.presentationState.transition != nil { return true }
            controller = c.presentationState.presented
        }
        return false
    }

    func performPresentation(of presented: UIViewController, animated: Bool, completion: (() -> Void)?) {
        let presenter = presentationContext
        if presented === self || presented === presenter {
            CGDiagnostics.report("Application tried to present modal view controller on itself. Presenting controller is \(describe(self)); ignored")
            return
        }
        if presenter.presentationState.transition != nil || presented.presentationState.transition != nil {
            CGDiagnostics.report("Attempt to present \(describe(presented)) on \(describe(presenter)) while a presentation is in progress!; ignored")
            return
        }
        if let current = presenter.presentationState.presented {
            CGDiagnostics.report("Attempt to present \(describe(presented)) on \(describe(presenter)) (from \(describe(self))) which is already presenting \(describe(current)); ignored")
            return
        }
        if let owner = presented.presentationState.presenting {
            CGDiagnostics.report("Application tried to present modally a view controller \(describe(presented)) that is already being presented by \(describe(owner)); ignored")
            return
        }
        guard let window = presenter.viewIfLoaded?.window else {
            CGDiagnostics.report("Attempt to present \(describe(presented)) on \(describe(presenter)) (from \(describe(self))) whose view is not in the window hierarchy; ignored")
            return
        }
        let style = resolvedStyle(of: presented)
        let controller: UIPresentationController
        if style == .custom {
            controller = presented.transitioningDelegate?.presentationController(
                forPresented: presented, presenting: presenter, source: self)
                ?? UIPresentationController(presentedViewController: presented, presenting: presenter)
            if controller.presentedViewController !== presented {
                CGDiagnostics.report("presentationController(forPresented:presenting:source:) returned a controller for another view controller; using it anyway")
            }
            controller.presentingViewController = presenter
        } else {
            controller = SystemPresentationController(presented: presented, presenting: presenter, style: style)
            // The system styles fill the container and follow its size.
            controller.presentedView?.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        }

        let container = TransitionContainerView(frame: window.bounds)
        container.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        container.presentationController = controller
        window.addSubview(container)
        controller.containerView = container

        let removes = controller.shouldRemovePresentersView
        var presenterFrame = CGRect.zero
        if removes, let view = presenter.viewIfLoaded, let superview = view.superview {
            let index = superview.subviews.firstIndex { $0 === view } ?? superview.subviews.count
            presented.presentationState.presenterSlot = ViewSlot(superview: superview, index: index, frame: view.frame)
            presenterFrame = superview.convert(view.frame, to: container)
            container.addSubview(view)
            view.frame = presenterFrame
        }

        presenter.presentationState.presented = presented
        presented.presentationState.presenting = presenter
        presented.presentationState.controller = controller
        controller.presentedView?.frame = controller.frameOfPresentedViewInContainerView

        let custom = animated ? presented.transitioningDelegate?.animationController(
            forPresented: presented, presenting: presenter, source: self) : nil
        let interactor = custom.flatMap { presented.transitioningDelegate?.interactionControllerForPresentation(using: $0) }
        let animator = custom ?? BuiltInModalAnimator(style: presented.modalTransitionStyle)
        let context = ModalTransitionContext(
            kind: .presentation, presenting: presenter, presented: presented, controller: controller,
            animator: animator, containerView: container, isAnimated: animated, removesPresentersView: removes,
            presenterFrame: presenterFrame, completion: completion)
        presenter.presentationState.transition = context
        presented.presentationState.transition = context

        presented.presentationState.isBeingPresented = true
        if removes { presenter.viewWillDisappear(animated) }
        presented.viewWillAppear(animated)
        controller.presentationTransitionWillBegin()
        startTransition(context, interactor: interactor)
    }

    func performDismissal(animated: Bool, completion: (() -> Void)?) {
        let target: UIViewController
        if let presented = presentationState.presented {
            target = presented
        } else if presentationState.presenting != nil {
            target = self
        } else {
            CGDiagnostics.report("dismiss(animated:completion:) on \(describe(self)), which neither presents nor is presented; nothing to dismiss")
            return
        }
        guard let presenter = target.presentationState.presenting,
              let controller = target.presentationState.controller,
              let container = controller.containerView else { return }
        if presenter.hasTransitionInProgress {
            CGDiagnostics.report("Attempt to dismiss from view controller \(describe(presenter)) while a presentation or dismiss is in progress!; ignored")
            return
        }
        // Apple: the controllers above `target` go too, only the top one
        // animated. Here they are removed at once, without callbacks, and
        // `target` is dismissed with the animation.
        var above: [UIViewController] = []
        var next = target.presentationState.presented
        while let c = next { above.append(c); next = c.presentationState.presented }
        for c in above.reversed() { Self.removePresentationAtOnce(of: c) }

        let removes = controller.shouldRemovePresentersView
        var presenterFrame = CGRect.zero
        if removes, let slot = target.presentationState.presenterSlot, let view = presenter.viewIfLoaded {
            presenterFrame = slot.superview?.convert(slot.frame, to: container) ?? container.bounds
            view.frame = presenterFrame
        }
        let custom = animated ? target.transitioningDelegate?.animationController(forDismissed: target) : nil
        let interactor = custom.flatMap { target.transitioningDelegate?.interactionControllerForDismissal(using: $0) }
        let animator = custom ?? BuiltInModalAnimator(style: target.modalTransitionStyle)
        let context = ModalTransitionContext(
            kind: .dismissal, presenting: presenter, presented: target, controller: controller,
            animator: animator, containerView: container, isAnimated: animated, removesPresentersView: removes,
            presenterFrame: presenterFrame, completion: completion)
        presenter.presentationState.transition = context
        target.presentationState.transition = context

        target.presentationState.isBeingDismissed = true
        target.viewWillDisappear(animated)
        if removes { presenter.viewWillAppear(animated) }
        controller.dismissalTransitionWillBegin()
        startTransition(context, interactor: interactor)
    }

    /// Ends `presented`'s presentation with no animation and no callbacks
    /// (an intermediate controller of a dismissed stack).
    private static func removePresentationAtOnce(of presented: UIViewController) {
        let state = presented.presentationState
        guard let presenter = state.presenting, let controller = state.controller else { return }
        controller.presentedView?.removeFromSuperview()
        if let slot = state.presenterSlot, let view = presenter.viewIfLoaded, let superview = slot.superview {
            superview.insertSubview(view, at: min(slot.index, superview.subviews.count))
            view.frame = slot.frame
        }
        controller.containerView?.removeFromSuperview()
        controller.containerView = nil
        state.presenterSlot = nil
        state.controller = nil
        state.presenting = nil
        presenter.presentationState.presented = nil
    }

    /// The style the presentation of `presented` uses, with the diagnostics
    /// of the styles that do not exist here.
    private func resolvedStyle(of presented: UIViewController) -> UIModalPresentationStyle {
        let style = presented.modalPresentationStyle
        switch style {
        case .none:
            CGDiagnostics.report("modalPresentationStyle .none is not a presentation style (UIKit raises); presenting \(describe(presented)) full screen")
        case .pageSheet, .formSheet, .popover:
            CGDiagnostics.reportOnce("modalPresentationStyle .\(style): there are no sheets or popovers here; presented full screen")
        default:
            break
        }
        return style.resolvedForPresentation
    }
}
