import OpenUIKit

/// The chapter 18 animator, one object for both operations (its
/// `operation` is set by the delegate before each transition).
///
/// Push (the reveal): the packing list's view joins the container at its
/// final frame, masked by a leaf-shaped `CAShapeLayer` placed where the
/// start screen's logo is. One `CABasicAnimation` of "transform" — identity
/// → translate (0, −10) then scale 150 (so 150 × the leaf, moved up
/// 1500 points: its solid bottom ends over the whole screen), 2.0 s,
/// ease-in, kept at its end (fill forwards, not removed), this object as
/// delegate — is added to the mask and to the original logo, so the logo
/// grows with the hole it cuts. Challenge 1: the to-view fades in, opacity
/// 0 → 1 over the same 2.0 s (a plain `CABasicAnimation`: linear). The
/// first `animationDidStop` completes the transition, removes the logo's
/// animations and the mask; the stored context is weak and cleared, so the
/// second stop (the logo's copy of the animation) does nothing.
///
/// Pop (challenge 2): the start screen's view goes in below the list's,
/// and the list shrinks to scale 0.01 in a 2.0 s view animation (UIKit's
/// default ease-in-out); its completion completes the transition and puts
/// the shrunk view's transform back to identity (it is out of the
/// hierarchy by then), so the list can be pushed again.
@MainActor final class RevealAnimator: NSObject, UIViewControllerAnimatedTransitioning, CAAnimationDelegate {
    let animationDuration = 2.0
    var operation: UINavigationController.Operation = .push
    weak var storedContext: (any UIViewControllerContextTransitioning)?
    /// Records the animator's steps (the scene's callback log).
    var log: ((String) -> Void)?
    /// The mask of the last push, kept for the checkpoints.
    private(set) weak var lastMask: CAShapeLayer?
    /// The reveal animation of the last push, as built (the layers hold
    /// copies, added without a key), kept for the checkpoints.
    private(set) var revealAnimation: CABasicAnimation?
    /// `completeTransition(_:)` calls, in order, with their arguments.
    private(set) var completions: [Bool] = []
    /// The shrunk view's frame and bounds in the pop's completion, before
    /// its transform is reset.
    private(set) var shrunkGeometry: (frame: CGRect, bounds: CGRect)?

    /// The reveal's end transform: translate (0, −10), then scale 150.
    static let revealTransform = CATransform3DConcat(CATransform3DMakeTranslation(0, -10, 0),
                                                     CATransform3DMakeScale(150, 150, 1))
    /// The pop's end scale (0.01: "don't use 0.0").
    static let popScale: CGFloat = 0.01

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        animationDuration
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        storedContext = transitionContext
        if operation == .push {
            log?("reveal.animateTransition(push)")
            guard let fromVC = transitionContext.viewController(forKey: .from) as? LogoRevealMasterController,
                  let toVC = transitionContext.viewController(forKey: .to) else { return }
            transitionContext.containerView.addSubview(toVC.view)
            toVC.view.frame = transitionContext.finalFrame(for: toVC)

            let animation = CABasicAnimation(keyPath: "transform")
            animation.fromValue = CATransform3DIdentity
            animation.toValue = Self.revealTransform
            animation.duration = animationDuration
            animation.delegate = self
            animation.fillMode = .forwards
            animation.isRemovedOnCompletion = false
            animation.timingFunction = CAMediaTimingFunction(name: .easeIn)

            let maskLayer = LogoRevealArt.logoLayer(color: .white)
            maskLayer.position = fromVC.logo.position
            toVC.view.layer.mask = maskLayer
            maskLayer.add(animation, forKey: nil)
            fromVC.logo.add(animation, forKey: nil)
            lastMask = maskLayer
            revealAnimation = animation

            // Challenge 1: fade the new controller in.
            let fade = CABasicAnimation(keyPath: "opacity")
            fade.fromValue = 0.0
            fade.toValue = 1.0
            fade.duration = animationDuration
            toVC.view.layer.add(fade, forKey: nil)
        } else {
            log?("reveal.animateTransition(pop)")
            guard let fromView = transitionContext.view(forKey: .from),
                  let toView = transitionContext.view(forKey: .to) else { return }
            transitionContext.containerView.insertSubview(toView, belowSubview: fromView)
            UIView.animate(withDuration: animationDuration, animations: {
                fromView.transform = CGAffineTransform(scaleX: Self.popScale, y: Self.popScale)
            }, completion: { [weak self] _ in
                self?.log?("shrink.completion")
                self?.shrunkGeometry = (fromView.frame, fromView.bounds)
                self?.complete(transitionContext)
                fromView.transform = .identity
            })
        }
    }

    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        log?("reveal.animationDidStop(\(flag))")
        if let context = storedContext {
            storedContext = nil
            complete(context)
            (context.viewController(forKey: .from) as? LogoRevealMasterController)?.logo.removeAllAnimations()
            context.viewController(forKey: .to)?.view.layer.mask = nil
        }
        storedContext = nil
    }

    func animationEnded(_ transitionCompleted: Bool) { log?("reveal.animationEnded(\(transitionCompleted))") }

    private func complete(_ context: any UIViewControllerContextTransitioning) {
        let didComplete = !context.transitionWasCancelled
        log?("reveal.completeTransition(\(didComplete))")
        completions.append(didComplete)
        context.completeTransition(didComplete)
    }
}
