import Foundation

/// The animations of `UIModalTransitionStyle`, used when no custom animator
/// is given or the transition is not animated (then everything is placed at
/// once and the transition completes inside `animateTransition`).
///
/// Duration: Apple documents none for the modal transitions; we use 0.5 s
/// for all three styles, with UIKit's default block curve, ease-in-out
/// (control points (0.42, 0), (0.58, 1)), so a presentation is exactly half
/// way at 0.25 s.
/// - `.coverVertical`: the presented view starts one container height below
///   its final frame and moves up to it; on dismissal it moves down by the
///   container's height.
/// - `.crossDissolve`: the presented view's alpha goes 0 → 1 while the
///   presenter's view (when it is part of the transition) goes 1 → 0; the
///   reverse on dismissal. The view that leaves gets its alpha back at the end.
/// - `.flipHorizontal`: `UIView.transition(with:duration:options:animations:)`
///   on the container, `.transitionFlipFromRight` when presenting (the
///   presenter's view hidden in the "after" picture), `.transitionFlipFromLeft`
///   when dismissing; the hidden view is shown again at the end.
/// - `.partialCurl`: not supported: a diagnostic, then `.coverVertical`.
@MainActor final class BuiltInModalAnimator: UIViewControllerAnimatedTransitioning {
    /// The duration of the built-in animations (our choice; see the type's notes).
    static let duration: TimeInterval = 0.5

    let style: UIModalTransitionStyle

    init(style: UIModalTransitionStyle) { self.style = style }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        transitionContext?.isAnimated == false ? 0 : Self.duration
    }

    func animateTransition(using context: any UIViewControllerContextTransitioning) {
        let presenting = (context as? ModalTransitionContext)?.kind != .dismissal
        let container = context.containerView
        let from = context.view(forKey: .from)
        let to = context.view(forKey: .to)
        // The arriving view: on top when presenting, below when dismissing.
        if let to {
            if presenting { container.addSubview(to) } else { container.insertSubview(to, at: 0) }
        }
        guard context.isAnimated else {
            context.completeTransition(true)
            return
        }
        var style = self.style
        if style == .partialCurl {
            CGDiagnostics.report("UIModalTransitionStyle.partialCurl is not supported; using .coverVertical")
            style = .coverVertical
        }
        let duration = transitionDuration(using: context)
        switch style {
        case .coverVertical, .partialCurl:
            let moving = presenting ? to : from
            guard let moving else { return context.completeTransition(true) }
            let shown = moving.frame
            let below = shown.offsetBy(dx: 0, dy: container.bounds.height)
            if presenting { moving.frame = below }
            UIView.animate(withDuration: duration, delay: 0, options: [.curveEaseInOut], animations: {
                moving.frame = presenting ? shown : below
            }, completion: { _ in context.completeTransition(true) })
        case .crossDissolve:
            let leaving = from, leavingAlpha = from?.alpha ?? 1
            let arrivingAlpha = to?.alpha ?? 1
            to?.alpha = 0
            UIView.animate(withDuration: duration, delay: 0, options: [.curveEaseInOut], animations: {
                to?.alpha = arrivingAlpha
                leaving?.alpha = 0
            }, completion: { _ in
                leaving?.alpha = leavingAlpha
                context.completeTransition(true)
            })
        case .flipHorizontal:
            let hidden = from
            UIView.transition(with: container, duration: duration,
                              options: [presenting ? .transitionFlipFromRight : .transitionFlipFromLeft, .curveEaseInOut],
                              animations: { hidden?.isHidden = true },
                              completion: { _ in
                                  hidden?.isHidden = false
                                  context.completeTransition(true)
                              })
        }
    }
}
