import Foundation

/// A driver of an interactive transition (Apple's
/// `UIViewControllerInteractiveTransitioning`), vended by a transitioning or
/// navigation delegate after a non-nil animator. With one, UIKit calls its
/// `startInteractiveTransition(_:)` instead of the animator's
/// `animateTransition(using:)`; it drives the animations and reports to the
/// context. `UIPercentDrivenInteractiveTransition` is the ready-made one.
/// Apple's optional members are requirements with defaults here.
@MainActor public protocol UIViewControllerInteractiveTransitioning: AnyObject {
    /// Sets up the interaction and starts the transition's animations
    /// (called by UIKit once per transition).
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
