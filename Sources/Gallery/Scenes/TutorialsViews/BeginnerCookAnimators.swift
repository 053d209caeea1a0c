import OpenUIKit

/// The chapter 17 fade (its first animator): the to-view joins the
/// container at alpha 0 and fades in over `duration` (1.0 s) with UIView's
/// default curve, ease-in-out; the completion block completes the transition.
@MainActor final class FadeAnimator: UIViewControllerAnimatedTransitioning {
    let duration = 1.0
    /// Records the animator's steps (the scene's callback log).
    var log: ((String) -> Void)?

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        duration
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        log?("fade.animateTransition")
        let containerView = transitionContext.containerView
        let toView = transitionContext.view(forKey: .to)!
        containerView.addSubview(toView)
        toView.alpha = 0
        UIView.animate(withDuration: duration, animations: {
            toView.alpha = 1
        }, completion: { [log] _ in
            log?("fade.completeTransition")
            transitionContext.completeTransition(true)
        })
    }

    func animationEnded(_ transitionCompleted: Bool) { log?("fade.animationEnded(\(transitionCompleted))") }
}

/// The chapter 17 pop: the details view grows out of the tapped thumbnail
/// and shrinks back into it.
///
/// Presenting, the herb view (the to-view) is scaled by the thumbnail's
/// size over its final size — x and y apart — and centred on the
/// thumbnail's frame in window coordinates (`originFrame`), clipping its
/// content; dismissing, it starts as it is and heads for that scale and
/// centre. Both run on one spring block, 1.0 s, damping ratio 0.4, initial
/// velocity 0, whose completion runs `dismissCompletion` (dismissing) and
/// completes the transition. The challenges: the details' text panel fades
/// in (out) in the same block, and the layer's corner radius animates from
/// 20/xScale to 0 (0 to 20/xScale dismissing) over half the duration, so the
/// scaled view's corners match the thumbnail's 20-point ones.
@MainActor final class PopAnimator: UIViewControllerAnimatedTransitioning {
    let duration = 1.0
    var presenting = true
    /// The tapped thumbnail's frame in window coordinates.
    var originFrame = CGRect.zero
    /// Called when a dismissal's animations end, before `completeTransition`.
    var dismissCompletion: (() -> Void)?
    /// Records the animator's steps (the scene's callback log).
    var log: ((String) -> Void)?
    /// The scale factors of the last transition (small over large).
    private(set) var scale = CGSize(width: 1, height: 1)

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        duration
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        let presenting = self.presenting
        log?("pop.animateTransition(\(presenting ? "present" : "dismiss"))")
        let containerView = transitionContext.containerView
        let toView = transitionContext.view(forKey: .to)!
        let herbView = presenting ? toView : transitionContext.view(forKey: .from)!

        let initialFrame = presenting ? originFrame : herbView.frame
        let finalFrame = presenting ? herbView.frame : originFrame
        let xScaleFactor = presenting ? initialFrame.width / finalFrame.width : finalFrame.width / initialFrame.width
        let yScaleFactor = presenting ? initialFrame.height / finalFrame.height : finalFrame.height / initialFrame.height
        scale = CGSize(width: xScaleFactor, height: yScaleFactor)
        let scaleTransform = CGAffineTransform(scaleX: xScaleFactor, y: yScaleFactor)

        if presenting {
            herbView.transform = scaleTransform
            herbView.center = CGPoint(x: initialFrame.midX, y: initialFrame.midY)
            herbView.clipsToBounds = true
        }
        // Challenge 1: the text panel fades with the spring.
        let details = transitionContext.viewController(forKey: presenting ? .to : .from) as? HerbDetailsController
        if presenting { details?.textPanel.alpha = 0 }

        containerView.addSubview(toView)
        containerView.bringSubviewToFront(herbView)

        UIView.animate(withDuration: duration, delay: 0, usingSpringWithDamping: 0.4, initialSpringVelocity: 0,
                       options: [], animations: {
            herbView.transform = presenting ? .identity : scaleTransform
            herbView.center = CGPoint(x: finalFrame.midX, y: finalFrame.midY)
            details?.textPanel.alpha = presenting ? 1 : 0
        }, completion: { [weak self] _ in
            self?.log?("pop.springEnded")
            if !presenting { self?.dismissCompletion?() }
            transitionContext.completeTransition(true)
        })

        // Challenge 2: the corner radius, 20 points on screen at the
        // thumbnail's scale, over the first half of the transition.
        let rounded = 20 / xScaleFactor
        let round = CABasicAnimation(keyPath: "cornerRadius")
        round.fromValue = presenting ? rounded : 0
        round.toValue = presenting ? 0 : rounded
        round.duration = duration / 2
        herbView.layer.add(round, forKey: nil)
        herbView.layer.cornerRadius = presenting ? 0 : rounded
    }

    func animationEnded(_ transitionCompleted: Bool) { log?("pop.animationEnded(\(transitionCompleted))") }
}
