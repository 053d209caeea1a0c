import Foundation

/// The navigation controller's default push and pop animation, used when the
/// delegate gives no animator or the change is not animated (then
/// everything is placed at once and the transition completes inside
/// `animateTransition`).
///
/// With W the container's width:
/// - push: the to-view is added on top, starting one width to the right
///   (x + W) and sliding to its final frame; the from-view moves left by
///   `parallax` × W (UIKit's parallax), and a black dimming view over it
///   goes from alpha 0 to `dimming`;
/// - pop: the reverse: the to-view is inserted below the from-view, starting
///   `parallax` × W to the left under a dimming view at `dimming`, and
///   slides to its final frame while the dimming fades to 0; the from-view
///   slides out to the right by W.
/// At the end the dimming view is removed and the from-view gets its
/// original frame back (it leaves the hierarchy; a popped controller pushed
/// again starts clean).
///
/// Timing: Apple documents neither the duration nor the curve. UIKit's
/// slide is commonly measured at about 0.35 s with a spring-like ease; we
/// use exactly 0.35 s with UIKit's default block curve, ease-in-out
/// (control points (0.42, 0), (0.58, 1)), so a push is exactly half way at
/// 0.175 s. The parallax (0.3 of the width) and the dimming (black at 0.1)
/// are our choices matching the look of UIKit's (undocumented) values.
@MainActor final class NavigationSlideAnimator: UIViewControllerAnimatedTransitioning {
    /// The duration of the slide (our choice; see the type's notes).
    static let duration: TimeInterval = 0.35
    /// How far the view underneath moves, as a fraction of the width.
    static let parallax: CGFloat = 0.3
    /// The alpha of the black dimming over the view underneath.
    static let dimming: CGFloat = 0.1

    let operation: UINavigationController.Operation

    init(operation: UINavigationController.Operation) { self.operation = operation }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        transitionContext?.isAnimated == false ? 0 : Self.duration
    }

    func animateTransition(using context: any UIViewControllerContextTransitioning) {
        let container = context.containerView
        guard let from = context.view(forKey: .from), let to = context.view(forKey: .to) else {
            return context.completeTransition(true)
        }
        let pushing = operation != .pop
        if pushing { container.addSubview(to) } else { container.insertSubview(to, belowSubview: from) }
        guard context.isAnimated else {
            context.completeTransition(true)
            return
        }
        let width = container.bounds.width
        let fromStart = from.frame
        let toEnd = to.frame
        let under = fromStart.offsetBy(dx: -Self.parallax * width, dy: 0)
        let dim = UIView(frame: pushing ? fromStart : toEnd.offsetBy(dx: -Self.parallax * width, dy: 0))
        dim.backgroundColor = .black
        dim.isUserInteractionEnabled = false
        if pushing {
            to.frame = toEnd.offsetBy(dx: width, dy: 0)
            dim.alpha = 0
            container.insertSubview(dim, aboveSubview: from)
        } else {
            to.frame = dim.frame
            dim.alpha = Self.dimming
            container.insertSubview(dim, aboveSubview: to)
        }
        UIView.animate(withDuration: Self.duration, delay: 0, options: [.curveEaseInOut], animations: {
            if pushing {
                from.frame = under
                to.frame = toEnd
                dim.frame = under
                dim.alpha = Self.dimming
            } else {
                from.frame = fromStart.offsetBy(dx: width, dy: 0)
                to.frame = toEnd
                dim.frame = toEnd
                dim.alpha = 0
            }
        }, completion: { _ in
            dim.removeFromSuperview()
            from.frame = fromStart
            context.completeTransition(!context.transitionWasCancelled)
        })
    }
}
