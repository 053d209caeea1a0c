import Foundation

/// Vends the objects of a custom presentation (Apple's
/// `UIViewControllerTransitioningDelegate`), set as the presented
/// controller's `transitioningDelegate` (a weak reference).
///
/// Every method is optional in Apple's protocol; here each is a requirement
/// with a default implementation (returning nil) in an extension. Implement
/// them in the adopting class itself: a subclass cannot add a method its
/// superclass took from the extension (Swift's dispatch rule for defaults).
@MainActor public protocol UIViewControllerTransitioningDelegate: AnyObject {
    /// The animator of the presentation of `presented` by `presenting`
    /// (`source` is the controller `present` was called on); nil: the
    /// built-in animation of `presented.modalTransitionStyle`.
    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> (any UIViewControllerAnimatedTransitioning)?
    /// The animator of the dismissal of `dismissed`; nil: the built-in animation.
    func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)?
    /// The interaction controller of the presentation run by `animator`;
    /// asked only when `animationController(forPresented:presenting:source:)`
    /// returned an animator (as UIKit). Nil: not interactive.
    func interactionControllerForPresentation(using animator: any UIViewControllerAnimatedTransitioning)
        -> (any UIViewControllerInteractiveTransitioning)?
    /// The interaction controller of the dismissal run by `animator`; asked
    /// only after a non-nil `animationController(forDismissed:)`. Nil: not interactive.
    func interactionControllerForDismissal(using animator: any UIViewControllerAnimatedTransitioning)
        -> (any UIViewControllerInteractiveTransitioning)?
    /// The presentation controller of a `.custom` presentation (asked only
    /// for `.custom`, as UIKit); nil: a plain `UIPresentationController`.
    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                source: UIViewController) -> UIPresentationController?
}

extension UIViewControllerTransitioningDelegate {
    /// Default (Apple: optional): nil, the built-in animation.
    public func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                                    source: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? { nil }
    /// Default (Apple: optional): nil, the built-in animation.
    public func animationController(forDismissed dismissed: UIViewController)
        -> (any UIViewControllerAnimatedTransitioning)? { nil }
    /// Default (Apple: optional): nil, not interactive.
    public func interactionControllerForPresentation(using animator: any UIViewControllerAnimatedTransitioning)
        -> (any UIViewControllerInteractiveTransitioning)? { nil }
    /// Default (Apple: optional): nil, not interactive.
    public func interactionControllerForDismissal(using animator: any UIViewControllerAnimatedTransitioning)
        -> (any UIViewControllerInteractiveTransitioning)? { nil }
    /// Default (Apple: optional): nil, a plain `UIPresentationController`.
    public func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                       source: UIViewController) -> UIPresentationController? { nil }
}
