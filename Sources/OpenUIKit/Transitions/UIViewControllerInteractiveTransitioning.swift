import Foundation

/// A driver of an interactive transition (Apple's
/// `UIViewControllerInteractiveTransitioning`). Declared so that
/// transitioning delegates written for UIKit compile; interactive
/// transitions are not implemented yet, and interaction controllers are
/// never asked for nor used (the transition runs non-interactively).
@MainActor public protocol UIViewControllerInteractiveTransitioning: AnyObject {
    /// Starts the interactive transition.
    func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning)
    /// The speed of the end of the transition after the interaction (Apple:
    /// optional, default 1).
    var completionSpeed: CGFloat { get }
    /// The curve of the end of the transition (Apple: optional, default `.easeInOut`).
    var completionCurve: UIView.AnimationCurve { get }
    /// Whether the transition starts interactively (Apple: optional, default true).
    var wantsInteractiveStart: Bool { get }
}

extension UIViewControllerInteractiveTransitioning {
    /// Default (Apple: optional): 1.
    public var completionSpeed: CGFloat { 1 }
    /// Default (Apple: optional): `.easeInOut`.
    public var completionCurve: UIView.AnimationCurve { .easeInOut }
    /// Default (Apple: optional): true.
    public var wantsInteractiveStart: Bool { true }
}
