import Foundation

// One push or pop between two controllers, while the navigation
// controller's view is in a window. All synchronous inside the call that
// changes the stack (the animations it creates start when the transaction
// commits):
// 1. the stack becomes the new one (`viewControllers`, `topViewController`
//    answer the new stack at once, as in UIKit); controllers leaving the
//    stack get `willMove(toParent: nil)`, arriving ones are added as
//    children (`willMove(toParent:)`);
// 2. the animator: when animated, the delegate's
//    `navigationController(_:animationControllerFor:from:to:)`; when that is
//    nil or the change is not animated, the default slide
//    (`NavigationSlideAnimator`, instant when not animated, so an unanimated
//    change completes inside the call); after a non-nil custom animator, the
//    delegate's `navigationController(_:interactionControllerFor:)` (UIKit
//    asks only then);
// 3. the to-view gets its final frame (the content view's bounds), loading
//    it if needed; it is not yet in the hierarchy: the animator adds it;
// 4. from `viewWillDisappear`, to `viewWillAppear`, delegate `willShow`
//    (the order UIKit's logs show);
// 5. the bar's title cross-dissolve to the new top's title is queued on the
//    transition's coordinator (over the animator's `transitionDuration(using:)`,
//    run right after the animator starts);
// 6. the animator's `animateTransition(using:)`, or, with an interaction
//    controller, its `startInteractiveTransition(_:)` (the context is
//    interactive if it `wantsInteractiveStart`);
// 7. the rest when the animator calls `completeTransition(_:)`
//    (NavigationTransitionContext). Until it does, the transition is in
//    progress and further stack changes are refused.

extension UINavigationController {
    func runTransition(to newStack: [UIViewController], from: UIViewController, to: UIViewController,
                       operation: Operation, animated: Bool) {
        guard let contentView else { return }
        let old = stack
        let added = newStack.filter { c in !old.contains { $0 === c } }
        let removed = old.filter { c in !newStack.contains { $0 === c } }
        for c in removed { c.willMove(toParent: nil) }
        for c in added { addChild(c) }
        stack = newStack

        let custom = animated ? delegate?.navigationController(self, animationControllerFor: operation, from: from, to: to) : nil
        let interactor = custom.flatMap { delegate?.navigationController(self, interactionControllerFor: $0) }
        let animator = custom ?? NavigationSlideAnimator(operation: operation)
        let context = NavigationTransitionContext(
            navigationController: self, operation: operation, from: from, to: to, previousStack: old,
            added: added, removed: removed, animator: animator, containerView: contentView, isAnimated: animated)
        transition = context

        to.view.frame = contentView.bounds
        to.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        from.viewWillDisappear(animated)
        to.viewWillAppear(animated)
        delegate?.navigationController(self, willShow: to, animated: animated)
        // The bar animates alongside the transition, as UIKit's does through
        // the coordinator: with the animator's duration, scrubbed with an
        // interactive transition (its timeline, or its property animator).
        let bar = navigationBar, title = to.title
        context.coordinator.animateAlongsideTransition(in: bar, animation: { transition in
            bar.showTitle(title, duration: transition.transitionDuration)
        }, completion: nil)
        startTransition(context, interactor: interactor)
    }
}
