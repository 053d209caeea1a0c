import Foundation
import OpenUIKit
import LayerTestSupport

/// A delegate that records its calls into a log (with the controllers'
/// names) and vends `animator` for every operation (nil: the default slide).
@MainActor final class RecordingNavigationDelegate: UINavigationControllerDelegate {
    let log: CallLog
    var animator: (any UIViewControllerAnimatedTransitioning)?

    init(log: CallLog, animator: (any UIViewControllerAnimatedTransitioning)? = nil) {
        self.log = log
        self.animator = animator
    }

    func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController,
                              animated: Bool) {
        log.add("nav.willShow(\(name(viewController)), \(animated))")
    }

    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController,
                              animated: Bool) {
        log.add("nav.didShow(\(name(viewController)), \(animated))")
    }

    func navigationController(_ navigationController: UINavigationController,
                              animationControllerFor operation: UINavigationController.Operation,
                              from fromVC: UIViewController, to toVC: UIViewController)
        -> (any UIViewControllerAnimatedTransitioning)? {
        log.add("nav.animationFor(\(operation == .push ? "push" : operation == .pop ? "pop" : "none"), \(name(fromVC)), \(name(toVC)))")
        return animator
    }

    func navigationController(_ navigationController: UINavigationController,
                              interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning)
        -> (any UIViewControllerInteractiveTransitioning)? {
        log.add("nav.interactionFor")
        return nil
    }

    private func name(_ controller: UIViewController) -> String { (controller as? RecordingController)?.name ?? "?" }
}

/// A visible 200 × 200 window whose root controller is a navigation
/// controller with root "A"; the clock reset, committed, the log empty.
/// The bar takes the top 44 points: the content view is 200 × 156 at y 44.
@MainActor func makeNavigationScene() -> (window: UIWindow, nav: UINavigationController, root: RecordingController, log: CallLog) {
    resetClock()
    let window = makeVisibleWindow(size: CGSize(width: 200, height: 200))
    let log = CallLog()
    let root = RecordingController("A", log: log)
    root.title = "A"
    let nav = UINavigationController(rootViewController: root)
    window.rootViewController = nav
    MediaClock.advance(by: 0)
    _ = log.take()
    return (window, nav, root, log)
}

/// A recording controller with its name as title.
@MainActor func titled(_ name: String, _ log: CallLog) -> RecordingController {
    let c = RecordingController(name, log: log)
    c.title = name
    return c
}

/// The navigation controller's content view (the transition container).
@MainActor func contentView(of nav: UINavigationController) -> UIView { nav.view.subviews[0] }

/// The label of the navigation bar.
@MainActor func barLabel(of nav: UINavigationController) -> UILabel {
    nav.navigationBar.subviews.compactMap { $0 as? UILabel }[0]
}

/// An animator whose `animateTransition` does nothing (the Ch18 [EDGE]).
@MainActor final class DoNothingAnimator: UIViewControllerAnimatedTransitioning {
    var context: (any UIViewControllerContextTransitioning)?
    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 2 }
    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) { context = transitionContext }
}

/// The Ch18 reveal's shape: an explicit `CABasicAnimation` of "transform"
/// on the to-view's layer, identity → translate (0, −10) then scale 150,
/// 2.0 s, ease-in, kept at the end (fill forwards, not removed); its
/// delegate (this object) completes the transition in `animationDidStop`
/// and removes the animation.
@MainActor final class RevealAnimator: NSObject, UIViewControllerAnimatedTransitioning, CAAnimationDelegate {
    static let target = CATransform3DConcat(CATransform3DMakeTranslation(0, -10, 0), CATransform3DMakeScale(150, 150, 1))
    weak var context: (any UIViewControllerContextTransitioning)?
    var ended: [Bool] = []
    var stops: [Bool] = []

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 2 }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        context = transitionContext
        let toView = transitionContext.view(forKey: .to)!
        transitionContext.containerView.addSubview(toView)
        let animation = CABasicAnimation(keyPath: "transform")
        animation.fromValue = CATransform3DIdentity
        animation.toValue = Self.target
        animation.duration = transitionDuration(using: transitionContext)
        animation.timingFunction = CAMediaTimingFunction(name: .easeIn)
        animation.fillMode = .forwards
        animation.isRemovedOnCompletion = false
        animation.delegate = self
        toView.layer.add(animation, forKey: "reveal")
    }

    func animationDidStart(_ anim: CAAnimation) {}

    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        stops.append(flag)
        guard let context else { return }
        // Forget the context before removing the kept animation: removing a
        // finished, kept animation calls animationDidStop again here (with
        // false); see the report on OpenQuartzCore.
        self.context = nil
        context.completeTransition(!context.transitionWasCancelled)
        context.view(forKey: .to)?.layer.removeAnimation(forKey: "reveal")
    }

    func animationEnded(_ transitionCompleted: Bool) { ended.append(transitionCompleted) }
}
