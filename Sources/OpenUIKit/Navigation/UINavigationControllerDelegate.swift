import Foundation

/// The object told about a navigation controller's transitions, and asked
/// for custom animators (Apple's `UINavigationControllerDelegate`), set as
/// the navigation controller's `delegate` (a weak reference).
///
/// Every method is optional in Apple's protocol; here each is a requirement
/// with a default implementation in an extension. Implement them in the
/// adopting class itself: a subclass cannot add a method its superclass took
/// from the extension (Swift's dispatch rule for defaults). Apple's
/// orientation methods (`navigationControllerSupportedInterfaceOrientations`,
/// `…PreferredInterfaceOrientationForPresentation`) are not declared: there
/// is no device orientation here.
///
/// Order of the calls for one push or pop (see
/// `UINavigationController+Transition.swift`): `animationControllerFor`
/// (only when animated), `interactionControllerFor` (after a non-nil
/// animator), the controllers' `viewWillDisappear`/`viewWillAppear`,
/// `willShow`, the animation, then — when the animator calls
/// `completeTransition(true)` — `viewDidDisappear`/`viewDidAppear` and
/// `didShow`.
@MainActor public protocol UINavigationControllerDelegate: AnyObject {
    /// Called before the navigation controller shows `viewController`'s view
    /// (after the controllers' `viewWillDisappear`/`viewWillAppear`, as
    /// UIKit's logs show).
    func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController,
                              animated: Bool)
    /// Called after the navigation controller showed `viewController`'s view
    /// (after its `viewDidAppear`). Not called when the transition was
    /// cancelled (`completeTransition(false)`).
    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController,
                              animated: Bool)
    /// The animator of an animated push or pop from `fromVC` to `toVC`;
    /// nil: the navigation controller's default slide. Asked only for
    /// animated transitions (an unanimated one is instant), before the
    /// appearance callbacks.
    func navigationController(_ navigationController: UINavigationController,
                              animationControllerFor operation: UINavigationController.Operation,
                              from fromVC: UIViewController, to toVC: UIViewController)
        -> (any UIViewControllerAnimatedTransitioning)?
    /// The interaction controller of a transition run by `animationController`
    /// (Apple asks it only after a non-nil animator, right after
    /// `animationControllerFor`). Nil: not interactive; otherwise its
    /// `startInteractiveTransition(_:)` runs instead of the animator's
    /// `animateTransition(using:)`.
    func navigationController(_ navigationController: UINavigationController,
                              interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning)
        -> (any UIViewControllerInteractiveTransitioning)?
}

extension UINavigationControllerDelegate {
    /// Default (Apple: optional): does nothing.
    public func navigationController(_ navigationController: UINavigationController,
                                     willShow viewController: UIViewController, animated: Bool) {}
    /// Default (Apple: optional): does nothing.
    public func navigationController(_ navigationController: UINavigationController,
                                     didShow viewController: UIViewController, animated: Bool) {}
    /// Default (Apple: optional): nil, the default slide.
    public func navigationController(_ navigationController: UINavigationController,
                                     animationControllerFor operation: UINavigationController.Operation,
                                     from fromVC: UIViewController, to toVC: UIViewController)
        -> (any UIViewControllerAnimatedTransitioning)? { nil }
    /// Default (Apple: optional): nil, not interactive.
    public func navigationController(_ navigationController: UINavigationController,
                                     interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning)
        -> (any UIViewControllerInteractiveTransitioning)? { nil }
}
