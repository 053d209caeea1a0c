import Testing
import Foundation
import OpenUIKit
import LayerTestSupport

/// Ch19's RevealAnimator reduced to what the interaction needs: a subclass
/// of `UIPercentDrivenInteractiveTransition` that is its own animator (2 s,
/// an explicit linear `CABasicAnimation` of the to-view's "opacity", kept at
/// the end; `animationDidStop` completes with `!transitionWasCancelled` and
/// removes it), driven by a scripted pan: progress = |translation.x / 200|
/// clamped to 0.01…0.99; `.changed` → `update`; `.ended`/`.cancelled` → the
/// container layer's `beginTime = CACurrentMediaTime()`, then below 0.5
/// `completionSpeed = −1` and `cancel()`, otherwise `completionSpeed = 1`
/// and `finish()` (the book's code).
@MainActor final class PanRevealAnimator: UIPercentDrivenInteractiveTransition, UIViewControllerAnimatedTransitioning,
    CAAnimationDelegate {
    var interactive = false
    weak var storedContext: (any UIViewControllerContextTransitioning)?
    var stops: [Bool] = []
    var completedWith: [Bool] = []
    var operation: UINavigationController.Operation = .push
    private var pushFrom: UINavigationController?
    private var pushTarget: UIViewController?

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 2 }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        storedContext = transitionContext
        let toView = transitionContext.view(forKey: .to)!
        transitionContext.containerView.addSubview(toView)
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 0.0
        fade.toValue = 1.0
        fade.duration = transitionDuration(using: transitionContext)
        fade.timingFunction = CAMediaTimingFunction(name: .linear)
        fade.fillMode = .forwards
        fade.isRemovedOnCompletion = false
        fade.delegate = self
        toView.layer.add(fade, forKey: nil)
    }

    func animationDidStart(_ anim: CAAnimation) {}

    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        stops.append(flag)
        guard let context = storedContext else { return }
        storedContext = nil
        completedWith.append(!context.transitionWasCancelled)
        context.completeTransition(!context.transitionWasCancelled)
        context.view(forKey: .to)?.layer.removeAllAnimations()
    }

    /// The book's pan handler, fed scripted states and translations.
    func handlePan(_ state: UIGestureRecognizer.State, translationX: CGFloat,
                   navigation: UINavigationController, push target: UIViewController) {
        var progress = abs(translationX / 200)
        progress = min(max(progress, 0.01), 0.99)
        switch state {
        case .began:
            interactive = true
            navigation.pushViewController(target, animated: true)
        case .changed:
            update(progress)
        case .cancelled, .ended:
            if let layer = storedContext?.containerView.layer { layer.beginTime = CACurrentMediaTime() }
            if progress < 0.5 {
                completionSpeed = -1
                cancel()
            } else {
                completionSpeed = 1
                finish()
            }
            interactive = false
        default:
            break
        }
    }
}

/// Vends the reveal for every operation, and itself as interaction
/// controller while a pan is under way (the book's delegate).
@MainActor final class PanNavigationDelegate: UINavigationControllerDelegate {
    let reveal: PanRevealAnimator
    init(reveal: PanRevealAnimator) { self.reveal = reveal }

    func navigationController(_ navigationController: UINavigationController,
                              animationControllerFor operation: UINavigationController.Operation,
                              from fromVC: UIViewController, to toVC: UIViewController)
        -> (any UIViewControllerAnimatedTransitioning)? {
        reveal.operation = operation
        return reveal
    }

    func navigationController(_ navigationController: UINavigationController,
                              interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning)
        -> (any UIViewControllerInteractiveTransitioning)? {
        reveal.interactive ? reveal : nil
    }
}

@MainActor struct InteractivePanTests {
    private func makeScene() -> (window: UIWindow, nav: UINavigationController, a: RecordingController,
                                 b: RecordingController, reveal: PanRevealAnimator, delegate: PanNavigationDelegate) {
        let (window, nav, a, log) = makeNavigationScene()
        let reveal = PanRevealAnimator()
        let delegate = PanNavigationDelegate(reveal: reveal)
        nav.delegate = delegate
        return (window, nav, a, titled("B", log), reveal, delegate)
    }

    @Test func releasedAt80PointsRollsBack() {
        let (window, nav, a, b, reveal, delegate) = makeScene()
        defer { withExtendedLifetime((window, delegate)) {} }
        reveal.handlePan(.began, translationX: 0, navigation: nav, push: b)
        #expect(reveal.storedContext?.isInteractive == true)
        MediaClock.advance(by: 1 / 60)
        reveal.handlePan(.changed, translationX: -100, navigation: nav, push: b)
        #expect(reveal.percentComplete == 0.5 && abs(shownOpacity(b.view) - 0.5) < 1e-6)
        MediaClock.advance(by: 1 / 60)
        reveal.handlePan(.changed, translationX: -80, navigation: nav, push: b)
        #expect(abs(reveal.percentComplete - 0.4) < 1e-9 && abs(shownOpacity(b.view) - 0.4) < 1e-6)
        MediaClock.advance(by: 1 / 60)
        let t1 = CACurrentMediaTime()
        reveal.handlePan(.ended, translationX: -80, navigation: nav, push: b)
        // Back from 40 % of 2 s at speed 1: 0.8 s.
        MediaClock.advance(to: t1 + 0.4)
        #expect(abs(shownOpacity(b.view) - 0.2) < 1e-6)
        MediaClock.advance(to: t1 + 0.8 - 1e-3)
        #expect(reveal.stops.isEmpty)
        MediaClock.advance(to: t1 + 0.8 + 1e-3)
        #expect(reveal.stops == [true] && reveal.completedWith == [false], "stops \(reveal.stops)")
        #expect(nav.viewControllers == [a] && b.view.superview == nil && contentView(of: nav).subviews == [a.view])
    }

    @Test func releasedAt150PointsPlaysToTheEnd() {
        let (window, nav, a, b, reveal, delegate) = makeScene()
        defer { withExtendedLifetime((window, delegate)) {} }
        reveal.handlePan(.began, translationX: 0, navigation: nav, push: b)
        reveal.handlePan(.changed, translationX: 100, navigation: nav, push: b)
        #expect(abs(shownOpacity(b.view) - 0.5) < 1e-6)
        MediaClock.advance(by: 1 / 60)
        reveal.handlePan(.changed, translationX: 150, navigation: nav, push: b)
        #expect(abs(shownOpacity(b.view) - 0.75) < 1e-6)
        let t1 = CACurrentMediaTime()
        reveal.handlePan(.ended, translationX: 150, navigation: nav, push: b)
        // On from 75 % of 2 s: 0.5 s.
        MediaClock.advance(to: t1 + 0.25)
        #expect(abs(shownOpacity(b.view) - 0.875) < 1e-6)
        MediaClock.advance(to: t1 + 0.5 + 1e-3)
        #expect(reveal.stops == [true] && reveal.completedWith == [true], "stops \(reveal.stops)")
        #expect(nav.viewControllers == [a, b] && contentView(of: nav).subviews == [b.view] && shownOpacity(b.view) == 1)
        // A later non-interactive pop (no pan): the same animator, played at normal speed.
        let t2 = CACurrentMediaTime()
        _ = nav.popViewController(animated: true)
        #expect(reveal.storedContext?.isInteractive == false)
        MediaClock.advance(to: t2 + 1)
        #expect(abs(shownOpacity(a.view) - 0.5) < 1e-6)
        MediaClock.advance(to: t2 + 2 + 1e-3)
        #expect(reveal.completedWith == [true, true] && nav.viewControllers == [a])
    }
}
