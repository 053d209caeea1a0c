import Foundation
import OpenUIKit
import LayerTestSupport

/// A linear fade for interactive tests: the to-view is added with alpha 0
/// and fades to 1 over `duration` (UIView animation, `.curveLinear`), or —
/// `explicit` — with a linear `CABasicAnimation` of "opacity" whose delegate
/// completes the transition. `fadesOut`: the from-view fades 1 → 0 instead
/// (a dismissal; nothing is added). Completes with
/// `!transitionWasCancelled`, as an interactive animator must; records the
/// `finished` flags, the stops and `animationEnded`.
@MainActor final class LinearFadeAnimator: NSObject, UIViewControllerAnimatedTransitioning, CAAnimationDelegate {
    var duration: TimeInterval = 1
    var explicit = false
    var fadesOut = false
    var context: (any UIViewControllerContextTransitioning)?
    var animateCalls = 0
    var finishedFlags: [Bool] = []
    var completedWith: [Bool] = []
    var ended: [Bool] = []
    /// The faded view.
    var view: UIView?

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { duration }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        animateCalls += 1
        context = transitionContext
        let faded: UIView
        if fadesOut {
            faded = transitionContext.view(forKey: .from)!
            if let to = transitionContext.view(forKey: .to) {
                transitionContext.containerView.insertSubview(to, at: 0)
            }
        } else {
            faded = transitionContext.view(forKey: .to)!
            transitionContext.containerView.addSubview(faded)
            faded.alpha = 0
        }
        view = faded
        let target: CGFloat = fadesOut ? 0 : 1
        if explicit {
            let fade = CABasicAnimation(keyPath: "opacity")
            fade.fromValue = fadesOut ? 1.0 : 0.0
            fade.toValue = Double(target)
            fade.duration = duration
            fade.timingFunction = CAMediaTimingFunction(name: .linear)
            fade.delegate = self
            faded.layer.opacity = Float(target)
            faded.layer.add(fade, forKey: "fade")
            return
        }
        UIView.animate(withDuration: duration, delay: 0, options: .curveLinear, animations: { faded.alpha = target },
                       completion: { finished in
            self.finishedFlags.append(finished)
            self.complete()
        })
    }

    func animationDidStart(_ anim: CAAnimation) {}

    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        finishedFlags.append(flag)
        complete()
    }

    private func complete() {
        guard let context else { return }
        self.context = nil
        let completed = !context.transitionWasCancelled
        completedWith.append(completed)
        context.completeTransition(completed)
    }

    func animationEnded(_ transitionCompleted: Bool) { ended.append(transitionCompleted) }
}

/// A navigation delegate that vends `animator` and `interactor`, logging the
/// questions and `didShow`.
@MainActor final class InteractiveNavigationDelegate: UINavigationControllerDelegate {
    var animator: (any UIViewControllerAnimatedTransitioning)?
    var interactor: (any UIViewControllerInteractiveTransitioning)?
    var calls: [String] = []

    init(animator: (any UIViewControllerAnimatedTransitioning)?, interactor: (any UIViewControllerInteractiveTransitioning)?) {
        self.animator = animator
        self.interactor = interactor
    }

    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController,
                              animated: Bool) {
        calls.append("didShow")
    }

    func navigationController(_ navigationController: UINavigationController,
                              animationControllerFor operation: UINavigationController.Operation,
                              from fromVC: UIViewController, to toVC: UIViewController)
        -> (any UIViewControllerAnimatedTransitioning)? {
        calls.append("animationFor")
        return animator
    }

    func navigationController(_ navigationController: UINavigationController,
                              interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning)
        -> (any UIViewControllerInteractiveTransitioning)? {
        calls.append("interactionFor")
        return interactor
    }
}

/// A transitioning delegate that vends animators and interaction controllers
/// for both directions, logging the questions.
@MainActor final class InteractiveTransitioningDelegate: UIViewControllerTransitioningDelegate {
    var presenting: (any UIViewControllerAnimatedTransitioning)?
    var dismissing: (any UIViewControllerAnimatedTransitioning)?
    var presentInteractor: (any UIViewControllerInteractiveTransitioning)?
    var dismissInteractor: (any UIViewControllerInteractiveTransitioning)?
    var calls: [String] = []

    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        calls.append("forPresented")
        return self.presenting
    }

    func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        calls.append("forDismissed")
        return dismissing
    }

    func interactionControllerForPresentation(using animator: any UIViewControllerAnimatedTransitioning)
        -> (any UIViewControllerInteractiveTransitioning)? {
        calls.append("interactionForPresentation")
        return presentInteractor
    }

    func interactionControllerForDismissal(using animator: any UIViewControllerAnimatedTransitioning)
        -> (any UIViewControllerInteractiveTransitioning)? {
        calls.append("interactionForDismissal")
        return dismissInteractor
    }
}

/// The opacity `view` shows now.
@MainActor func shownOpacity(_ view: UIView) -> Double { Double(view.layer.presentation()!.opacity) }
