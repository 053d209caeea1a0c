import Foundation

/// The context of one push or pop: what the animator sees, and what happens
/// when it calls `completeTransition(_:)` (all of it inside the call,
/// synchronously).
///
/// | | completed (`true`) | cancelled (`false`) |
/// |---|---|---|
/// | views | from-view removed from the container | to-view removed; from-view back in the container if the animator took it out |
/// | stack | stays the new one | the previous stack is put back |
/// | containment | arriving controllers `didMove(toParent:)`; leaving ones `removeFromParent()` (`didMove(toParent: nil)`) | arriving ones `willMove(toParent: nil)` and removed; leaving ones stay children, `didMove(toParent:)` again |
/// | callbacks | from `viewDidDisappear`, to `viewDidAppear`, delegate `didShow`, `animationEnded(true)` | to `viewWillDisappear`, to `viewDidDisappear`, from `viewWillAppear`, from `viewDidAppear`, `animationEnded(false)`; no `didShow` |
/// | bar | keeps the new title | the old title, at once |
///
/// The cancelled order is the one UIKit shows for a cancelled interactive
/// pop (measured and published, e.g. wangling.me, "The Inconsistent Order of
/// View Transition Events", 2014); Apple documents none.
/// `presentationStyle` is `.none` (not a modal transition). The views of
/// `view(forKey:)` are both controllers' views: both take part in a
/// navigation transition.
@MainActor final class NavigationTransitionContext: InteractiveTransitionHosting {
    /// Weak: a transition that never completes must not keep its navigation controller alive.
    private(set) weak var navigationController: UINavigationController?
    let operation: UINavigationController.Operation
    let from: UIViewController
    let to: UIViewController
    let previousStack: [UIViewController]
    let added: [UIViewController]
    let removed: [UIViewController]
    /// The animator, let go once it heard `animationEnded(_:)` (as UIKit
    /// does: an animator that keeps the context makes no cycle).
    private(set) var animator: any UIViewControllerAnimatedTransitioning
    let containerView: UIView
    let isAnimated: Bool
    /// Whether the user drives the transition now (see `InteractiveTransitionState`).
    var isInteractive: Bool { interaction.isInteractive }
    let presentationStyle: UIModalPresentationStyle = .none
    /// True once `cancelInteractiveTransition()` or `completeTransition(false)` was called.
    private(set) var transitionWasCancelled = false
    let interaction = InteractiveTransitionState()
    /// Whether `completeTransition` was called.
    private(set) var isComplete = false

    init(navigationController: UINavigationController, operation: UINavigationController.Operation,
         from: UIViewController, to: UIViewController, previousStack: [UIViewController],
         added: [UIViewController], removed: [UIViewController],
         animator: any UIViewControllerAnimatedTransitioning, containerView: UIView, isAnimated: Bool) {
        self.navigationController = navigationController
        self.operation = operation
        self.from = from
        self.to = to
        self.previousStack = previousStack
        self.added = added
        self.removed = removed
        self.animator = animator
        self.containerView = containerView
        self.isAnimated = isAnimated
        interaction.host = self
    }

    var targetTransform: CGAffineTransform { .identity }
    var transitionAnimator: any UIViewControllerAnimatedTransitioning { animator }
    /// The content view's layer and the bar's: the title cross-dissolve is
    /// scrubbed with the content, as UIKit's bar follows an interactive pop.
    var interactiveTimelineLayers: [CALayer] {
        [containerView.layer] + (navigationController.map { [$0.navigationBar.layer] } ?? [])
    }

    // Bookkeeping only (see `InteractiveTransitionState`).
    func updateInteractiveTransition(_ percentComplete: CGFloat) { interaction.update(percentComplete) }
    func finishInteractiveTransition() { interaction.finish() }
    func cancelInteractiveTransition() {
        transitionWasCancelled = true       // before the coordinator's handlers hear it
        interaction.cancel()
    }
    func pauseInteractiveTransition() { interaction.pause() }

    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
        switch key {
        case .from: return from
        case .to: return to
        default: return nil
        }
    }

    func view(forKey key: UITransitionContextViewKey) -> UIView? {
        switch key {
        case .from: return from.view
        case .to: return to.view
        default: return nil
        }
    }

    /// The from-controller starts filling the container; the to-controller
    /// is not visible at the start (`.zero`).
    func initialFrame(for vc: UIViewController) -> CGRect { vc === from ? containerView.bounds : .zero }

    /// The to-controller ends filling the container; the from-controller is
    /// not visible at the end (`.zero`).
    func finalFrame(for vc: UIViewController) -> CGRect { vc === to ? containerView.bounds : .zero }

    func completeTransition(_ didComplete: Bool) {
        guard !isComplete else {
            CGDiagnostics.report("completeTransition(_:) called more than once in the \(operation == .pop ? "pop" : "push") from \(describe(from)) to \(describe(to)); ignored")
            return
        }
        isComplete = true
        transitionWasCancelled = !didComplete
        interaction.transitionDidComplete()
        guard let navigation = navigationController else { return }
        if navigation.transition === self { navigation.transition = nil }
        if didComplete { finish(navigation) } else { cancel(navigation) }
    }

    private func finish(_ navigation: UINavigationController) {
        if let view = from.viewIfLoaded, view.superview === containerView { view.removeFromSuperview() }
        for c in added { c.didMove(toParent: navigation) }
        for c in removed { c.removeFromParent() }
        coordinator.end()
        from.viewDidDisappear(isAnimated)
        to.viewDidAppear(isAnimated)
        navigation.delegate?.navigationController(navigation, didShow: to, animated: isAnimated)
        animator.animationEnded(true)
        animator = EndedTransitionAnimator.shared
    }

    private func cancel(_ navigation: UINavigationController) {
        to.viewIfLoaded?.removeFromSuperview()
        if from.view.superview !== containerView { navigation.install(from.view, in: containerView) }
        navigation.stack = previousStack
        for c in added {
            c.willMove(toParent: nil)
            c.removeFromParent()
        }
        for c in removed { c.didMove(toParent: navigation) }
        navigation.navigationBar.showTitle(from.title, duration: 0)
        coordinator.end()
        to.viewWillDisappear(isAnimated)
        to.viewDidDisappear(isAnimated)
        from.viewWillAppear(isAnimated)
        from.viewDidAppear(isAnimated)
        animator.animationEnded(false)
        animator = EndedTransitionAnimator.shared
    }
}
