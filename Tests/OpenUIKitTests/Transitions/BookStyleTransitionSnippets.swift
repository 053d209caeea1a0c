import Testing
import Foundation
import OpenUIKit
import LayerTestSupport

/// The shapes the sources' view-controller transition code takes, in our
/// own code: the Tutorials' ch. 17 (a transitioning delegate declared in an
/// extension, a pop animator on a spring with a dismissal callback, a
/// layer animation of the corner radius, `viewWillTransition(to:with:)`
/// animating alongside a rotation), ch. 18 (a navigation delegate vending a
/// reveal animator that is a `CAAnimationDelegate`, completing from
/// `animationDidStop`, and a shrinking pop), ch. 19 (the reveal made its own
/// `UIPercentDrivenInteractiveTransition`, driven by a pan through
/// `translation(in:)`, its container layer's `beginTime` and `speed` set
/// at the release) and ch. 23 (a percent-driven transition vending a
/// property animator from `interruptibleAnimator(using:)`, started by a
/// tap, driven by a pull, interrupted by a touch). Protocol types are
/// written without `any`, as the books print them (Swift 6 language mode
/// does not require it). That it compiles with `import OpenUIKit` is half
/// the test; the other half is what happens, against values worked out by
/// hand from the frames and the timing curves.
@MainActor struct BookStyleTransitionSnippets {
    // MARK: Shared

    /// The fraction (0 → 1) of an under-damped spring `s` after `t`
    /// seconds, in closed form: m x'' + c x' + k (x − 1) = 0, x(0) = 0,
    /// x'(0) = v₀ (in units of the whole move per second).
    static func springFraction(_ t: Double, _ s: CASpringAnimation) -> Double {
        let m = Double(s.mass), k = Double(s.stiffness), c = Double(s.damping), v0 = Double(s.initialVelocity)
        let w0 = (k / m).squareRoot(), zeta = c / (2 * (k * m).squareRoot())
        let wd = w0 * (1 - zeta * zeta).squareRoot()
        return 1 - exp(-zeta * w0 * t) * (cos(wd * t) + (zeta * w0 - v0) / wd * sin(wd * t))
    }

    /// A spring's damping ratio c / 2√(km).
    static func dampingRatio(_ s: CASpringAnimation) -> Double {
        Double(s.damping) / (2 * Double(s.stiffness * s.mass).squareRoot())
    }

    /// The named curves, their control points rounded to `Float` as
    /// `CAMediaTimingFunction` keeps them.
    static func easeIn(_ x: Double) -> Double { bezierProgress(x, Double(Float(0.42)), 0, 1, 1) }
    static func easeOut(_ x: Double) -> Double { bezierProgress(x, 0, 0, Double(Float(0.58)), 1) }
    static func easeInOut(_ x: Double) -> Double { bezierProgress(x, Double(Float(0.42)), 0, Double(Float(0.58)), 1) }

    static func shown(_ view: UIView) -> CALayer { view.layer.presentation() ?? view.layer }
    static func shown(_ layer: CALayer) -> CALayer { layer.presentation() ?? layer }

    /// A visible 360 × 640 window showing `root`, committed.
    static func makeWindow(root: UIViewController) -> UIWindow {
        resetClock()
        let window = makeVisibleWindow(size: CGSize(width: 360, height: 640))
        window.rootViewController = root
        MediaClock.advance(by: 0)
        return window
    }

    // MARK: Tutorials ch. 17, "Beginner Cook"

    /// The details screen: a white page with a text panel (the book's
    /// `containerView` outlet, faded by the first challenge).
    final class HerbDetailsViewController: UIViewController {
        let containerView = UIView()

        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .white
            containerView.frame = CGRect(x: 20, y: 360, width: 320, height: 240)
            containerView.backgroundColor = .lightGray
            view.addSubview(containerView)
        }
    }

    /// The chapter's first animator: the new view fades in over a second.
    class FirstFadeAnimator: NSObject, UIViewControllerAnimatedTransitioning {
        let duration = 1.0
        var completedAt: [Double] = []

        func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
            return duration
        }

        func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
            let container = transitionContext.containerView
            let incoming = transitionContext.view(forKey: .to)!
            container.addSubview(incoming)
            incoming.alpha = 0.0
            UIView.animate(withDuration: duration,
                           animations: {
                               incoming.alpha = 1.0
                           },
                           completion: { _ in
                               self.completedAt.append(CACurrentMediaTime())
                               transitionContext.completeTransition(true)
                           })
        }
    }

    /// The chapter's pop animator: presenting, the details grow out of the
    /// tapped thumbnail (scaled by thumbnail / final size, centred on the
    /// thumbnail) to full screen on a damping-0.4 spring; dismissing, they
    /// shrink back into it and `onDismissed` runs before the transition
    /// completes. The challenges: the text panel fades with the spring, and
    /// the corner radius goes from 20 / x-scale to 0 over half the time.
    class PopAnimator: NSObject, UIViewControllerAnimatedTransitioning {
        let duration = 1.0
        var isPresenting = true
        var startFrame = CGRect.zero
        var onDismissed: (() -> Void)?
        var log: [String] = []

        func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
            return duration
        }

        func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
            let container = transitionContext.containerView
            let incoming = transitionContext.view(forKey: .to)!
            let heroView = isPresenting ? incoming : transitionContext.view(forKey: .from)!

            let fromRect = isPresenting ? startFrame : heroView.frame
            let toRect = isPresenting ? heroView.frame : startFrame
            let scaleX = isPresenting ? fromRect.width / toRect.width : toRect.width / fromRect.width
            let scaleY = isPresenting ? fromRect.height / toRect.height : toRect.height / fromRect.height
            let shrunk = CGAffineTransform(scaleX: scaleX, y: scaleY)

            if isPresenting {
                heroView.transform = shrunk
                heroView.center = CGPoint(x: fromRect.midX, y: fromRect.midY)
                heroView.clipsToBounds = true
            }
            let details = transitionContext.viewController(forKey: isPresenting ? .to : .from) as! HerbDetailsViewController
            if isPresenting {
                details.containerView.alpha = 0.0
            }

            container.addSubview(incoming)
            container.bringSubviewToFront(heroView)

            UIView.animate(withDuration: duration, delay: 0.0,
                           usingSpringWithDamping: 0.4, initialSpringVelocity: 0.0,
                           animations: {
                               heroView.transform = self.isPresenting ? .identity : shrunk
                               heroView.center = CGPoint(x: toRect.midX, y: toRect.midY)
                               details.containerView.alpha = self.isPresenting ? 1.0 : 0.0
                           },
                           completion: { _ in
                               if !self.isPresenting {
                                   self.onDismissed?()
                               }
                               self.log.append("completeTransition")
                               transitionContext.completeTransition(true)
                           })

            let corners = CABasicAnimation(keyPath: "cornerRadius")
            corners.fromValue = isPresenting ? 20.0 / scaleX : 0.0
            corners.toValue = isPresenting ? 0.0 : 20.0 / scaleX
            corners.duration = duration / 2
            heroView.layer.add(corners, forKey: nil)
            heroView.layer.cornerRadius = isPresenting ? 0.0 : 20.0 / scaleX
        }
    }

    /// The main screen: a backdrop (the book's `bgImage`, alpha 0.55) and a
    /// list of three 80 × 120 thumbnails 110 apart along the bottom 160
    /// points (`positionListItems()`); tapping one presents its details
    /// with this controller as the transitioning delegate. It follows size
    /// changes alongside the rotation: the backdrop dims to 0.25 in
    /// landscape and the list moves to the new bottom.
    final class HerbsViewController: UIViewController {
        let transition = PopAnimator()
        let fade = FirstFadeAnimator()
        var usesFade = false
        let bgImage = UIImageView()
        let listView = UIView()
        var herbImages: [UIImageView] = []
        var selectedImage: UIImageView?
        var log: [String] = []

        override func viewDidLoad() {
            super.viewDidLoad()
            bgImage.frame = view.bounds
            bgImage.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            bgImage.backgroundColor = .green
            bgImage.alpha = 0.55
            view.addSubview(bgImage)
            listView.autoresizingMask = [.flexibleTopMargin, .flexibleWidth]
            view.addSubview(listView)
            for _ in 0..<3 {
                let image = UIImageView()
                image.backgroundColor = .orange
                image.layer.cornerRadius = 20.0
                image.clipsToBounds = true
                listView.addSubview(image)
                herbImages.append(image)
            }
            positionListItems()
            // The book's strong capture: the test breaks the cycle.
            transition.onDismissed = {
                self.selectedImage!.isHidden = false
                self.log.append("thumbnail shown")
            }
        }

        func positionListItems() {
            let size = view.bounds.size
            listView.frame = CGRect(x: 0, y: size.height - 160, width: size.width, height: 160)
            for (i, image) in herbImages.enumerated() {
                image.frame = CGRect(x: 20 + CGFloat(i) * 110, y: 20, width: 80, height: 120)
            }
        }

        func didTapImageView(_ tapped: UIImageView) {
            selectedImage = tapped
            let herbDetails = HerbDetailsViewController()
            herbDetails.transitioningDelegate = self
            present(herbDetails, animated: true, completion: nil)
        }

        override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
            super.viewWillTransition(to: size, with: coordinator)
            log.append("willTransition(\(Int(size.width))×\(Int(size.height)), \(coordinator.transitionDuration) s, "
                       + "\(transitionCoordinator === coordinator ? "same" : "other") coordinator)")
            coordinator.animate(
                alongsideTransition: { context in
                    self.bgImage.alpha = (size.width > size.height) ? 0.25 : 0.55
                    self.positionListItems()
                },
                completion: nil
            )
        }
    }

    // MARK: Tutorials ch. 18–19, "Logo Reveal"

    /// The start screen's logo: a 40 × 40 shape layer at (180, 250).
    class LogoViewController: UIViewController {
        let logo = CAShapeLayer()

        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .white
            logo.bounds = CGRect(x: 0, y: 0, width: 40, height: 40)
            logo.path = UIBezierPath(ovalIn: logo.bounds).cgPath
            logo.fillColor = UIColor.green.cgColor
            logo.position = CGPoint(x: 180, y: 250)
            view.layer.addSublayer(logo)
        }
    }

    /// The packing list, pushed over the start screen.
    final class DetailViewController: UIViewController {
        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .blue
        }
    }

    /// Chapter 18's start screen: the navigation controller's delegate.
    final class MasterViewController: LogoViewController {
        let transition = RevealAnimator()

        override func viewDidLoad() {
            super.viewDidLoad()
            navigationController?.delegate = self
        }

        func didTap() {
            navigationController?.pushViewController(DetailViewController(), animated: true)
        }
    }

    /// Chapter 18's animator. Push: the list at its final frame, masked by a
    /// logo-shaped layer where the logo is; one 2 s ease-in "transform"
    /// animation (identity → up 10 then ×150), kept at its end, on the mask
    /// and on the logo, this object its delegate; the list fading in (the
    /// first challenge). The first stop completes the transition and takes
    /// the mask and the logo's animations away. Pop (the second challenge):
    /// the list shrinks to 0.01 over the start screen.
    class RevealAnimator: NSObject, UIViewControllerAnimatedTransitioning, CAAnimationDelegate {
        let animationDuration = 2.0
        var operation: UINavigationController.Operation = .push
        weak var storedContext: UIViewControllerContextTransitioning?
        var stops: [Bool] = []
        var completions: [Bool] = []
        var ended: [Bool] = []

        func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
            return animationDuration
        }

        func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
            storedContext = transitionContext
            if operation == .push {
                let fromVC = transitionContext.viewController(forKey: .from) as! LogoViewController
                let toVC = transitionContext.viewController(forKey: .to) as! DetailViewController
                transitionContext.containerView.addSubview(toVC.view)
                toVC.view.frame = transitionContext.finalFrame(for: toVC)

                let grow = CABasicAnimation(keyPath: "transform")
                grow.fromValue = NSValue(caTransform3D: CATransform3DIdentity)
                grow.toValue = NSValue(caTransform3D:
                    CATransform3DConcat(CATransform3DMakeTranslation(0.0, -10.0, 0.0),
                                        CATransform3DMakeScale(150.0, 150.0, 1.0)))
                grow.duration = animationDuration
                grow.delegate = self
                grow.fillMode = kCAFillModeForwards
                grow.isRemovedOnCompletion = false
                grow.timingFunction = CAMediaTimingFunction(name: kCAMediaTimingFunctionEaseIn)

                let hole = CAShapeLayer()
                hole.bounds = fromVC.logo.bounds
                hole.path = fromVC.logo.path
                hole.position = fromVC.logo.position
                toVC.view.layer.mask = hole
                hole.add(grow, forKey: nil)
                fromVC.logo.add(grow, forKey: nil)

                let fadeIn = CABasicAnimation(keyPath: "opacity")
                fadeIn.fromValue = 0.0
                fadeIn.toValue = 1.0
                fadeIn.duration = animationDuration
                toVC.view.layer.add(fadeIn, forKey: nil)
            } else {
                let fromView = transitionContext.view(forKey: .from)!
                let toView = transitionContext.view(forKey: .to)!
                transitionContext.containerView.insertSubview(toView, belowSubview: fromView)
                UIView.animate(withDuration: animationDuration, animations: {
                    fromView.transform = CGAffineTransform(scaleX: 0.01, y: 0.01)
                }, completion: { _ in
                    self.completions.append(!transitionContext.transitionWasCancelled)
                    transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
                })
            }
        }

        func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
            stops.append(flag)
            if let context = storedContext {
                completions.append(!context.transitionWasCancelled)
                context.completeTransition(!context.transitionWasCancelled)
                let fromVC = context.viewController(forKey: .from) as! LogoViewController
                fromVC.logo.removeAllAnimations()
                let toVC = context.viewController(forKey: .to) as! DetailViewController
                toVC.view.layer.mask = nil
            }
            storedContext = nil
        }

        func animationEnded(_ transitionCompleted: Bool) { ended.append(transitionCompleted) }
    }

    /// Chapter 19's start screen: a pan recognizer added when it appears;
    /// `.began` makes the transition interactive and pushes, every later
    /// state goes to the animator's `handlePan`.
    final class SlideMasterViewController: LogoViewController {
        let transition = ScrubbedRevealAnimator()

        override func viewDidLoad() {
            super.viewDidLoad()
            navigationController?.delegate = self
        }

        override func viewDidAppear(_ animated: Bool) {
            super.viewDidAppear(animated)
            let pan = UIPanGestureRecognizer(target: self, action: SlideMasterViewController.didPan)
            view.addGestureRecognizer(pan)
        }

        func didPan(recognizer: UIPanGestureRecognizer) {
            switch recognizer.state {
            case .began:
                transition.interactive = true
                navigationController?.pushViewController(DetailViewController(), animated: true)
            default:
                transition.handlePan(recognizer: recognizer)
            }
        }
    }

    /// Chapter 19's reveal: chapter 18's animator made a percent-driven
    /// interaction controller. Progress is |Δx| / 200 clamped to
    /// 0.01…0.99; at the release the container layer's `beginTime` is now,
    /// and below 50 % it is cancelled and played back at speed −1,
    /// otherwise played on at speed 1.
    class ScrubbedRevealAnimator: UIPercentDrivenInteractiveTransition, UIViewControllerAnimatedTransitioning,
        CAAnimationDelegate {
        let animationDuration = 2.0
        var operation: UINavigationController.Operation = .push
        weak var storedContext: UIViewControllerContextTransitioning?
        var interactive = false
        var updates: [CGFloat] = []
        var completions: [Bool] = []

        func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
            return animationDuration
        }

        func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
            storedContext = transitionContext
            if operation == .push {
                let fromVC = transitionContext.viewController(forKey: .from) as! LogoViewController
                let toVC = transitionContext.viewController(forKey: .to) as! DetailViewController
                transitionContext.containerView.addSubview(toVC.view)
                toVC.view.frame = transitionContext.finalFrame(for: toVC)

                let grow = CABasicAnimation(keyPath: "transform")
                grow.fromValue = NSValue(caTransform3D: CATransform3DIdentity)
                grow.toValue = NSValue(caTransform3D:
                    CATransform3DConcat(CATransform3DMakeTranslation(0.0, -10.0, 0.0),
                                        CATransform3DMakeScale(150.0, 150.0, 1.0)))
                grow.duration = animationDuration
                grow.delegate = self
                grow.fillMode = .forwards
                grow.isRemovedOnCompletion = false
                grow.timingFunction = CAMediaTimingFunction(name: .easeIn)

                let hole = CAShapeLayer()
                hole.bounds = fromVC.logo.bounds
                hole.path = fromVC.logo.path
                hole.position = fromVC.logo.position
                toVC.view.layer.mask = hole
                hole.add(grow, forKey: nil)
                fromVC.logo.add(grow, forKey: nil)

                let fadeIn = CABasicAnimation(keyPath: "opacity")
                fadeIn.fromValue = 0.0
                fadeIn.toValue = 1.0
                fadeIn.duration = animationDuration
                toVC.view.layer.add(fadeIn, forKey: nil)
            } else {
                let fromView = transitionContext.view(forKey: .from)!
                let toView = transitionContext.view(forKey: .to)!
                transitionContext.containerView.insertSubview(toView, belowSubview: fromView)
                UIView.animate(withDuration: animationDuration, animations: {
                    fromView.transform = CGAffineTransform(scaleX: 0.01, y: 0.01)
                }, completion: { _ in
                    transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
                })
            }
        }

        func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
            if let context = storedContext {
                completions.append(!context.transitionWasCancelled)
                context.completeTransition(!context.transitionWasCancelled)
                let fromVC = context.viewController(forKey: .from) as! LogoViewController
                fromVC.logo.removeAllAnimations()
                context.viewController(forKey: .to)?.view.layer.mask = nil
            }
            storedContext = nil
        }

        override func update(_ percentComplete: CGFloat) {
            updates.append(percentComplete)
            super.update(percentComplete)
        }

        func handlePan(recognizer: UIPanGestureRecognizer) {
            let drag = recognizer.translation(in: recognizer.view!.superview!)
            var fraction: CGFloat = abs(drag.x / 200.0)
            fraction = min(max(fraction, 0.01), 0.99)

            switch recognizer.state {
            case .changed:
                update(fraction)
            case .cancelled, .ended:
                let timeline = storedContext!.containerView.layer
                timeline.beginTime = CACurrentMediaTime()
                if fraction < 0.5 {
                    cancel()
                    timeline.speed = -1.0
                } else {
                    timeline.speed = 1.0
                    finish()
                }
                interactive = false
            default:
                break
            }
        }
    }

    // MARK: Tutorials ch. 23, "Widgets"

    /// Chapter 23's transition: its own interaction controller, vending a
    /// fresh property animator per transition (0.75 s, ease-out): the
    /// settings view from ×1.33 and 200 low to 100 low after 15 % of the
    /// time, fading in after half of it, plus injected animations; the
    /// animator's completion completes the transition (`.end` only).
    class PresentTransition: UIPercentDrivenInteractiveTransition, UIViewControllerAnimatedTransitioning {
        var extraAnimations: (() -> Void)?
        var extraAnimationsCancel: (() -> Void)?
        var context: UIViewControllerContextTransitioning?
        var animator: UIViewPropertyAnimator?
        var interruptibleCalls = 0
        var animateCalls = 0
        var positions: [UIViewAnimatingPosition] = []

        func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
            return 0.75
        }

        func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
            animateCalls += 1
            makeAnimator(using: transitionContext).startAnimation()
        }

        func interruptibleAnimator(using transitionContext: UIViewControllerContextTransitioning) -> UIViewImplicitlyAnimating {
            interruptibleCalls += 1
            return makeAnimator(using: transitionContext)
        }

        func makeAnimator(using transitionContext: UIViewControllerContextTransitioning) -> UIViewImplicitlyAnimating {
            let duration = transitionDuration(using: transitionContext)
            let container = transitionContext.containerView
            let settingsView = transitionContext.view(forKey: UITransitionContextViewKey.to)!
            container.addSubview(settingsView)

            settingsView.transform = CGAffineTransform(scaleX: 1.33, y: 1.33)
                .concatenating(CGAffineTransform(translationX: 0.0, y: 200))
            settingsView.alpha = 0

            let animator = UIViewPropertyAnimator(duration: duration, curve: .easeOut)
            animator.addAnimations({
                settingsView.transform = CGAffineTransform(translationX: 0.0, y: 100)
            }, delayFactor: 0.15)
            animator.addAnimations({
                settingsView.alpha = 1.0
            }, delayFactor: 0.5)

            animator.addCompletion { position in
                self.positions.append(position)
                switch position {
                case .end:
                    transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
                default:
                    transitionContext.completeTransition(false)
                    self.extraAnimationsCancel?()
                }
            }
            if let extraAnimations = extraAnimations {
                animator.addAnimations(extraAnimations)
            }
            animator.isUserInteractionEnabled = true

            self.animator = animator
            self.context = transitionContext
            animator.addCompletion { [unowned self] _ in
                self.animator = nil
                self.context = nil
            }
            return animator
        }

        func interrupt() {
            guard let context = context else {
                return
            }
            context.pauseInteractiveTransition()
            pause()
        }
    }

    /// The settings screen, shown over the lock screen; choosing an option
    /// dismisses it. The book relies on a touch on this screen reaching the
    /// lock screen's `touchesBegan`; OpenUIKit's `UIViewController.next` is
    /// the view's superview (here the transition container, as
    /// `UIResponder.next`'s reference describes), so this controller names
    /// the controller that presented it as its next responder.
    final class SettingsViewController: UIViewController {
        var didDismiss: (() -> Void)?

        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .clear
        }

        func didSelectOption() {
            dismiss(animated: true, completion: nil)
            didDismiss?()
        }
    }

    /// The lock screen: a blur view over the background, the widgets table
    /// (a plain view; the pull the book reads from its scroll view is passed
    /// in as `contentOffset.y`), and the transitioning delegate.
    final class LockScreenViewController: UIViewController {
        let presentTransition = PresentTransition()
        let blurView = UIVisualEffectView(effect: nil)
        let tableView = UIView()
        var settingsScreen: SettingsViewController!
        var isPulling = false
        var isPullPresenting = false
        var interruptY: CGFloat?

        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .darkGray
            blurView.frame = view.bounds
            view.addSubview(blurView)
            tableView.frame = CGRect(x: 20, y: 200, width: 320, height: 320)
            tableView.backgroundColor = .white
            view.addSubview(tableView)
        }

        func blurChanges(_ blurred: Bool) -> () -> Void {
            return {
                self.blurView.effect = blurred ? UIBlurEffect(style: .dark) : nil
                self.tableView.transform = blurred ? CGAffineTransform(scaleX: 0.75, y: 0.75) : .identity
                self.tableView.alpha = blurred ? 0.33 : 1.0
            }
        }

        func setBlur(_ blurred: Bool) {
            UIViewPropertyAnimator.runningPropertyAnimator(withDuration: 0.5, delay: 0.1, options: .curveEaseOut,
                                                           animations: blurChanges(blurred), completion: nil)
        }

        func showSettings(_ sender: AnyObject? = nil) {
            presentTransition.extraAnimations = blurChanges(true)
            presentTransition.extraAnimationsCancel = blurChanges(false)
            settingsScreen = SettingsViewController()
            settingsScreen.modalPresentationStyle = .overFullScreen
            settingsScreen.transitioningDelegate = self
            settingsScreen.didDismiss = { [unowned self] in
                self.setBlur(false)
            }
            present(settingsScreen, animated: true, completion: nil)
        }

        /// The Edit button's closure.
        func didPressEdit() {
            presentTransition.wantsInteractiveStart = false
            showSettings()
        }

        // The book's scroll view delegate methods, given the table's offset.

        func pullBegan() {
            isPulling = true
        }

        func pullMoved(offsetY: CGFloat) {
            guard isPulling else {
                return
            }
            if !isPullPresenting && offsetY < -30 {
                isPullPresenting = true
                presentTransition.wantsInteractiveStart = true
                showSettings()
                return
            }
            if isPullPresenting {
                let pulled = max(0.0, min(1.0, (-offsetY - 30) / 90.0))
                presentTransition.update(pulled)
            }
        }

        func pullEnded(offsetY: CGFloat) {
            let pulled = max(0.0, min(1.0, (-offsetY - 30) / 90.0))
            if pulled > 0.5 {
                presentTransition.finish()
            } else {
                presentTransition.cancel()
            }
            isPullPresenting = false
            isPulling = false
        }

        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
            guard presentTransition.wantsInteractiveStart == false,
                  let _ = presentTransition.animator else {
                return
            }
            interruptY = touches.first!.location(in: view).y
            presentTransition.interrupt()
        }

        override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
            guard let downY = interruptY else {
                return
            }
            let y = touches.first!.location(in: view).y
            if y < downY - 40 {
                interruptY = nil
                presentTransition.animator?.addCompletion { _ in
                    self.blurView.effect = nil
                }
                presentTransition.cancel()
            } else if y > downY + 40 {
                interruptY = nil
                presentTransition.finish()
            }
        }
    }
}

// The books declare the delegate conformances in extensions.

extension BookStyleTransitionSnippets.HerbsViewController: UIViewControllerTransitioningDelegate {
    func animationController(forPresented presented: UIViewController,
                             presenting: UIViewController, source: UIViewController) ->
        UIViewControllerAnimatedTransitioning? {
        log.append("forPresented")
        if usesFade {
            return fade
        }
        transition.startFrame = selectedImage!.superview!.convert(selectedImage!.frame, to: nil)
        transition.isPresenting = true
        selectedImage!.isHidden = true
        return transition
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        log.append("forDismissed")
        if usesFade {
            return nil
        }
        transition.isPresenting = false
        return transition
    }
}

extension BookStyleTransitionSnippets.MasterViewController: UINavigationControllerDelegate {
    func navigationController(_ navigationController: UINavigationController,
                              animationControllerFor operation: UINavigationController.Operation,
                              from fromVC: UIViewController,
                              to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        transition.operation = operation
        return transition
    }
}

extension BookStyleTransitionSnippets.SlideMasterViewController: UINavigationControllerDelegate {
    func navigationController(_ navigationController: UINavigationController,
                              animationControllerFor operation: UINavigationController.Operation,
                              from fromVC: UIViewController,
                              to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        transition.operation = operation
        return transition
    }

    func navigationController(_ navigationController: UINavigationController,
                              interactionControllerFor animationController: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning? {
        if !transition.interactive {
            return nil
        }
        return transition
    }
}

extension BookStyleTransitionSnippets.LockScreenViewController: UIViewControllerTransitioningDelegate {
    func animationController(forPresented presented: UIViewController,
                             presenting: UIViewController, source: UIViewController) ->
        UIViewControllerAnimatedTransitioning? {
        return presentTransition
    }

    func interactionControllerForPresentation(using animator: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning? {
        return presentTransition
    }
}

// MARK: - The snippets run

extension BookStyleTransitionSnippets {
    // MARK: Ch. 17

    /// The first animator: the details join the container at alpha 0 and
    /// fade in over 1 s on UIView's default ease-in-out (half way at 0.5 s);
    /// the completion block completes the transition at 1 s. The delegate
    /// has no dismissal animator: the built-in one (0.5 s) takes them away.
    @Test func ch17FadeAnimatorFadesTheDetailsInOverOneSecond() throws {
        let herbs = HerbsViewController()
        let window = Self.makeWindow(root: herbs)
        defer {
            herbs.transition.onDismissed = nil
            withExtendedLifetime(window) {}
        }
        herbs.usesFade = true
        let t0 = CACurrentMediaTime()
        herbs.didTapImageView(herbs.herbImages[1])
        let details = try #require(herbs.presentedViewController as? HerbDetailsViewController)
        #expect(herbs.log == ["forPresented"])
        #expect(details.transitioningDelegate === herbs)
        #expect(details.view.alpha == 1, "the model at its end at once")
        #expect(details.view.frame == window.bounds && details.view.superview?.subviews.last === details.view)
        MediaClock.advance(by: 0)
        for t in [0.25, 0.5, 0.75] {
            MediaClock.advance(to: t0 + t)
            let opacity = Double(Self.shown(details.view).opacity)
            #expect(abs(opacity - Self.easeInOut(t)) < 1e-6, "at \(t) s: \(opacity)")
        }
        MediaClock.advance(to: t0 + 0.999)
        #expect(herbs.fade.completedAt.isEmpty && details.isBeingPresented)
        MediaClock.advance(to: t0 + 1.001)
        #expect(herbs.fade.completedAt.count == 1 && herbs.fade.completedAt.allSatisfy { $0 >= t0 + 1 })
        #expect(!details.isBeingPresented && herbs.view.superview == nil, "full screen: the presenter's view left")
        #expect(Self.shown(details.view).opacity == 1)

        let t1 = CACurrentMediaTime()
        var dismissed = false
        details.dismiss(animated: true) { dismissed = true }
        #expect(herbs.log == ["forPresented", "forDismissed"])
        MediaClock.advance(by: 0)
        MediaClock.advance(to: t1 + 0.6)
        #expect(dismissed && herbs.presentedViewController == nil && details.view.superview == nil)
        #expect(herbs.view.superview === window)
    }

    /// The pop: thumbnail 0 is at (20, 500, 80, 120) in the window, so the
    /// details (360 × 640) start scaled (80/360, 120/640) and centred at
    /// (60, 560), and spring (damping 0.4, velocity 0, 1 s) to identity at
    /// (180, 320): each value at fraction f(t) of the closed-form spring,
    /// the scale overshooting 1. The corner radius goes 20 / (80/360) = 90
    /// → 0 linearly over 0.5 s; the text panel fades in on the spring. It
    /// ends at identity at its final frame. Dismissing runs the same spring
    /// back onto the thumbnail; `onDismissed` shows the thumbnail again
    /// before the transition completes and `dismiss`'s completion runs.
    @Test func ch17PopAnimatorSpringsTheDetailsOutOfTheThumbnailAndBack() throws {
        let herbs = HerbsViewController()
        let window = Self.makeWindow(root: herbs)
        defer {
            herbs.transition.onDismissed = nil
            withExtendedLifetime(window) {}
        }
        let thumbnail = herbs.herbImages[0]
        let sx = 80.0 / 360, sy = 120.0 / 640
        let t0 = CACurrentMediaTime()
        herbs.didTapImageView(thumbnail)
        let details = try #require(herbs.presentedViewController as? HerbDetailsViewController)
        #expect(herbs.transition.startFrame == CGRect(x: 20, y: 500, width: 80, height: 120))
        #expect(thumbnail.isHidden && herbs.transition.isPresenting)
        // The model is at the end at once.
        #expect(details.view.transform == .identity && details.view.center == CGPoint(x: 180, y: 320))
        #expect(details.view.frame == window.bounds && details.view.clipsToBounds)
        #expect(details.containerView.alpha == 1 && details.view.layer.cornerRadius == 0)
        MediaClock.advance(by: 0)
        let spring = try #require(details.view.layer.animation(forKey: "position") as? CASpringAnimation)
        #expect(details.view.layer.animation(forKey: "transform") is CASpringAnimation)
        #expect(spring.duration == 1 && spring.initialVelocity == 0)
        #expect(approx(Self.dampingRatio(spring), 0.4, 1e-9))
        let start = Self.shown(details.view)
        #expect(approx(start.position, CGPoint(x: 60, y: 560), 1e-9), "on the thumbnail: \(start.position)")
        #expect(approx(Double(start.transform.m11), sx, 1e-9) && approx(Double(start.transform.m22), sy, 1e-9))
        #expect(approx(Double(start.cornerRadius), 90, 1e-9))
        #expect(Self.shown(details.containerView).opacity == 0)
        var widest = 0.0
        for i in 1...49 {
            let t = Double(i) * 0.02
            MediaClock.advance(to: t0 + t)
            let f = Self.springFraction(t, spring)
            let layer = Self.shown(details.view)
            widest = max(widest, Double(layer.transform.m11))
            if i == 5 || i == 15 || i == 30 {
                #expect(abs(Double(layer.position.x) - (60 + 120 * f)) < 1e-6, "x at \(t) s: \(layer.position.x)")
                #expect(abs(Double(layer.position.y) - (560 - 240 * f)) < 1e-6, "y at \(t) s: \(layer.position.y)")
                #expect(abs(Double(layer.transform.m11) - (sx + (1 - sx) * f)) < 1e-6, "x scale at \(t) s")
                #expect(abs(Double(layer.transform.m22) - (sy + (1 - sy) * f)) < 1e-6, "y scale at \(t) s")
            }
            if i == 5 {
                #expect(abs(Double(layer.cornerRadius) - 72) < 1e-6, "90 → 0 linearly over 0.5 s: \(layer.cornerRadius)")
                #expect(f < 1 && abs(Double(Self.shown(details.containerView).opacity) - f) < 1e-6, "the panel on the spring")
            }
        }
        #expect(widest > 1, "the damping-0.4 spring overshoots full size (\(widest))")
        #expect(herbs.transition.log.isEmpty && details.isBeingPresented)
        MediaClock.advance(to: t0 + 1.01)
        #expect(herbs.transition.log == ["completeTransition"])
        #expect(!details.isBeingPresented && herbs.presentedViewController === details)
        let end = Self.shown(details.view)
        #expect(CATransform3DIsIdentity(end.transform) && end.frame == window.bounds, "at identity at its final frame")
        #expect(end.cornerRadius == 0 && Self.shown(details.containerView).opacity == 1)

        let t1 = CACurrentMediaTime()
        details.dismiss(animated: true) { herbs.log.append("dismiss completion") }
        #expect(!herbs.transition.isPresenting && thumbnail.isHidden)
        #expect(details.view.transform == CGAffineTransform(scaleX: CGFloat(sx), y: CGFloat(sy)))
        #expect(details.view.center == CGPoint(x: 60, y: 560) && details.containerView.alpha == 0)
        #expect(details.view.superview?.subviews.last === details.view, "the herb view brought to the front")
        MediaClock.advance(by: 0)
        let back = try #require(details.view.layer.animation(forKey: "position") as? CASpringAnimation)
        MediaClock.advance(to: t1 + 0.3)
        let f = Self.springFraction(0.3, back)
        let layer = Self.shown(details.view)
        #expect(abs(Double(layer.position.x) - (180 - 120 * f)) < 1e-6 && abs(Double(layer.position.y) - (320 + 240 * f)) < 1e-6)
        #expect(abs(Double(layer.transform.m11) - (1 + (sx - 1) * f)) < 1e-6)
        #expect(abs(Double(layer.cornerRadius) - 54) < 1e-6, "0 → 90 linearly over 0.5 s: \(layer.cornerRadius)")
        MediaClock.advance(to: t1 + 0.99)
        #expect(thumbnail.isHidden && herbs.presentedViewController === details)
        MediaClock.advance(to: t1 + 1.01)
        #expect(herbs.log == ["forPresented", "forDismissed", "thumbnail shown", "dismiss completion"])
        #expect(herbs.transition.log == ["completeTransition", "completeTransition"])
        #expect(!thumbnail.isHidden && herbs.presentedViewController == nil && details.view.superview == nil)
        #expect(herbs.view.superview === window)
    }

    /// The rotation: `viewWillTransition(to:with:)` hears of 640 × 360 with
    /// the coordinator (also the controller's `transitionCoordinator`,
    /// 0.4 s); its alongside block dims the backdrop 0.55 → 0.25 and moves
    /// the list to the new bottom — centre (180, 560) → (320, 280) — on the
    /// rotation's 0.4 s ease-in-out. Turned back, the backdrop brightens.
    @Test func ch17RotationDimsTheBackdropAlongsideTheTurn() {
        let savedScreen = UIScreen.main
        UIScreen.main = UIScreen(bounds: CGRect(x: 0, y: 0, width: 360, height: 640), scale: 1)
        let herbs = HerbsViewController()
        let window = Self.makeWindow(root: herbs)
        defer {
            UIScreen.main = savedScreen
            herbs.transition.onDismissed = nil
            withExtendedLifetime(window) {}
        }
        #expect(herbs.listView.frame == CGRect(x: 0, y: 480, width: 360, height: 160))
        let t0 = CACurrentMediaTime()
        window.simulateRotation(to: CGSize(width: 640, height: 360))
        #expect(herbs.log == ["willTransition(640×360, 0.4 s, same coordinator)"])
        #expect(herbs.bgImage.alpha == 0.25 && herbs.listView.frame == CGRect(x: 0, y: 200, width: 640, height: 160))
        #expect(herbs.transitionCoordinator != nil)
        MediaClock.advance(by: 0)
        for t in [0.1, 0.2, 0.3] {
            MediaClock.advance(to: t0 + t)
            let p = Self.easeInOut(t / 0.4)
            let alpha = Double(Self.shown(herbs.bgImage).opacity)
            #expect(abs(alpha - (0.55 - 0.3 * p)) < 1e-6, "backdrop at \(t) s: \(alpha)")
            let list = Self.shown(herbs.listView).position
            #expect(abs(Double(list.x) - (180 + 140 * p)) < 1e-6 && abs(Double(list.y) - (560 - 280 * p)) < 1e-6,
                    "list at \(t) s: \(list)")
        }
        MediaClock.advance(to: t0 + 0.41)
        #expect(abs(Double(Self.shown(herbs.bgImage).opacity) - 0.25) < 1e-6 && herbs.transitionCoordinator == nil)
        #expect(Self.shown(herbs.listView).position == CGPoint(x: 320, y: 280))

        let t1 = CACurrentMediaTime()
        window.simulateRotation(to: CGSize(width: 360, height: 640))
        #expect(herbs.log.last == "willTransition(360×640, 0.4 s, same coordinator)" && approx(herbs.bgImage.alpha, 0.55, 1e-6))
        MediaClock.advance(by: 0)
        MediaClock.advance(to: t1 + 0.2)
        #expect(abs(Double(Self.shown(herbs.bgImage).opacity) - (0.25 + 0.3 * Self.easeInOut(0.5))) < 1e-6)
        MediaClock.advance(to: t1 + 0.41)
        #expect(abs(Double(Self.shown(herbs.bgImage).opacity) - 0.55) < 1e-6)
        #expect(herbs.listView.frame == CGRect(x: 0, y: 480, width: 360, height: 160))
    }

    // MARK: Ch. 18

    /// The reveal push: the list at the content view's bounds, masked by the
    /// logo's shape at (180, 250). The mask and the logo show the 2 s
    /// ease-in growth — scale 1 + 149 p, moved up 1500 p — and the list's
    /// linear fade is t / 2, reaching 1 at 2 s, when `animationDidStop`
    /// completes the transition (once), removes the mask and the logo's
    /// kept animation (the second layer's stop finds no stored context).
    /// The pop shrinks the list on UIView's ease-in-out to
    /// 1 − 0.99 × 0.5 at 1 s, over the start screen, done at 2 s.
    @Test func ch18RevealPushGrowsTheLogoMaskAndThePopShrinks() throws {
        let master = MasterViewController()
        let nav = UINavigationController(rootViewController: master)
        let window = Self.makeWindow(root: nav)
        defer { withExtendedLifetime(window) {} }
        #expect(nav.delegate === master)
        let reveal = master.transition
        let t0 = CACurrentMediaTime()
        master.didTap()
        let detail = try #require(nav.topViewController as? DetailViewController)
        #expect(nav.viewControllers.count == 2 && reveal.operation == .push)
        let mask = try #require(detail.view.layer.mask as? CAShapeLayer)
        #expect(mask.position == CGPoint(x: 180, y: 250) && CATransform3DIsIdentity(mask.transform))
        #expect(detail.view.frame == CGRect(x: 0, y: 0, width: 360, height: 596), "\(detail.view.frame)")
        MediaClock.advance(by: 0)
        for t in [0.5, 1.0, 1.5] {
            MediaClock.advance(to: t0 + t)
            let p = Self.easeIn(t / 2)
            for layer in [mask, master.logo] {
                let m = Self.shown(layer).transform
                #expect(abs(Double(m.m11) - (1 + 149 * p)) < 1e-6 && abs(Double(m.m22) - (1 + 149 * p)) < 1e-6,
                        "scale at \(t) s: \(m.m11)")
                #expect(abs(Double(m.m42) + 1500 * p) < 1e-5 && m.m41 == 0, "moved up at \(t) s: \(m.m42)")
            }
            #expect(abs(Double(Self.shown(detail.view).opacity) - t / 2) < 1e-6)
        }
        MediaClock.advance(to: t0 + 1.999)
        #expect(abs(Double(Self.shown(detail.view).opacity) - 0.9995) < 1e-6)
        #expect(reveal.completions.isEmpty && reveal.stops.isEmpty)
        MediaClock.advance(to: t0 + 2.001)
        #expect(Self.shown(detail.view).opacity == 1, "the fade reaches 1 at 2 s")
        #expect(reveal.completions == [true] && reveal.ended == [true], "completed once: \(reveal.completions)")
        #expect(reveal.stops == [true, true], "one stop per layer the animation was added to: \(reveal.stops)")
        #expect(detail.view.layer.mask == nil && (master.logo.animationKeys() ?? []).isEmpty)
        #expect(nav.viewControllers == [master, detail] && master.view.superview == nil)

        let t1 = CACurrentMediaTime()
        nav.popViewController(animated: true)
        #expect(reveal.operation == .pop && nav.viewControllers == [master])
        #expect(master.view.superview != nil && master.view.superview === detail.view.superview)
        let stacked = master.view.superview?.subviews ?? []
        #expect(stacked.count == 2 && stacked.first === master.view && stacked.last === detail.view, "inserted below the list")
        MediaClock.advance(by: 0)
        MediaClock.advance(to: t1 + 1)
        let s = 1 - 0.99 * Self.easeInOut(0.5)
        let m = Self.shown(detail.view).transform
        #expect(abs(Double(m.m11) - s) < 1e-6 && abs(Double(m.m22) - s) < 1e-6, "\(m.m11), expected \(s)")
        MediaClock.advance(to: t1 + 2.01)
        #expect(reveal.completions == [true, true] && reveal.ended == [true, true])
        #expect(detail.view.superview == nil && nav.topViewController === master && master.view.superview != nil)
    }

    // MARK: Ch. 19

    /// A scripted pan on the start screen: down at (60, 400), 20 points
    /// right at 0.05 s (the pan begins: `.began` pushes, interactive), 100
    /// at 0.1 s (`update(0.5)`: the container's timeline held at 1 s of 2 —
    /// the list's linear fade shows 0.5, the mask 1 + 149 · easeIn(0.5)),
    /// back to 80 at 0.3 s (0.4), lifted at 0.4 s: below half, so
    /// `cancel()`, the container layer's speed −1 from now: the 0.8 s shown
    /// play back in 0.8 s, and `animationDidStop` completes with
    /// `completeTransition(false)`; the stack is back to the start screen.
    @Test func ch19PanReleasedBelowHalfwayRollsTheRevealBack() throws {
        let master = SlideMasterViewController()
        let nav = UINavigationController(rootViewController: master)
        let window = Self.makeWindow(root: nav)
        defer { withExtendedLifetime(window) {} }
        #expect(master.view.gestureRecognizers?.count == 1)
        let reveal = master.transition
        let t0 = CACurrentMediaTime()
        window.play(TouchScript()
            .down(at: CGPoint(x: 60, y: 400), time: 0)
            .move(to: CGPoint(x: 80, y: 400), time: 0.05)
            .move(to: CGPoint(x: 160, y: 400), time: 0.1)
            .move(to: CGPoint(x: 140, y: 400), time: 0.3)
            .up(time: 0.4))
        MediaClock.advance(to: t0 + 0.06)
        let detail = try #require(nav.topViewController as? DetailViewController)
        #expect(reveal.interactive && reveal.storedContext?.isInteractive == true)
        #expect(reveal.updates.isEmpty, ".began only pushes")
        MediaClock.advance(to: t0 + 0.2)
        #expect(reveal.updates == [0.5] && reveal.percentComplete == 0.5)
        #expect(abs(Double(Self.shown(detail.view).opacity) - 0.5) < 1e-6, "the linear fade half way")
        let mask = try #require(detail.view.layer.mask)
        let grown = 1 + 149 * Self.easeIn(0.5)
        #expect(abs(Double(Self.shown(mask).transform.m11) - grown) < 1e-6)
        #expect(abs(Double(Self.shown(master.logo).transform.m11) - grown) < 1e-6)
        MediaClock.advance(to: t0 + 0.35)
        #expect(reveal.updates == [0.5, 0.4] && abs(Double(Self.shown(detail.view).opacity) - 0.4) < 1e-6)
        MediaClock.advance(to: t0 + 0.4)
        let container = try #require(reveal.storedContext?.containerView)
        #expect(!reveal.interactive && reveal.storedContext?.transitionWasCancelled == true)
        #expect(container.layer.speed == -1)
        MediaClock.advance(to: t0 + 0.8)
        #expect(abs(Double(Self.shown(detail.view).opacity) - 0.2) < 1e-6, "half way back")
        MediaClock.advance(to: t0 + 1.19)
        #expect(reveal.completions.isEmpty)
        MediaClock.advance(to: t0 + 1.21)
        #expect(reveal.completions == [false], "\(reveal.completions)")
        #expect(nav.viewControllers == [master] && detail.view.superview == nil && master.view.superview != nil)
        #expect(detail.view.layer.mask == nil && (master.logo.animationKeys() ?? []).isEmpty)
        #expect(CATransform3DIsIdentity(Self.shown(master.logo).transform))
        // The start screen appeared again: the book's `viewDidAppear` added a second recognizer.
        #expect(master.view.gestureRecognizers?.count == 2)
    }

    /// The same pan taken to 150 points (0.75) and lifted: at half or more
    /// it plays on at speed 1 — the last 0.5 s of the reveal in 0.5 s (the
    /// fade at 0.875 half way) — and completes with `completeTransition(true)`.
    /// `interactive` was reset at the release, so the pop that follows is not
    /// interactive: it shrinks the list over 2 s.
    @Test func ch19PanReleasedPastHalfwayPlaysTheRevealToTheEnd() throws {
        let master = SlideMasterViewController()
        let nav = UINavigationController(rootViewController: master)
        let window = Self.makeWindow(root: nav)
        defer { withExtendedLifetime(window) {} }
        let reveal = master.transition
        let t0 = CACurrentMediaTime()
        window.play(TouchScript()
            .down(at: CGPoint(x: 60, y: 400), time: 0)
            .move(to: CGPoint(x: 80, y: 400), time: 0.05)
            .move(to: CGPoint(x: 160, y: 400), time: 0.1)
            .move(to: CGPoint(x: 210, y: 400), time: 0.3)
            .up(time: 0.4))
        MediaClock.advance(to: t0 + 0.35)
        let detail = try #require(nav.topViewController as? DetailViewController)
        #expect(reveal.updates == [0.5, 0.75] && abs(Double(Self.shown(detail.view).opacity) - 0.75) < 1e-6)
        MediaClock.advance(to: t0 + 0.4)
        #expect(!reveal.interactive && reveal.storedContext?.transitionWasCancelled == false)
        // The percent-driven controller takes the timeline over: forwards,
        // on UIKit's default completionCurve (half way: half the rest).
        #expect((reveal.storedContext?.containerView.layer.speed ?? 0) > 0)
        MediaClock.advance(to: t0 + 0.65)
        #expect(abs(Double(Self.shown(detail.view).opacity) - 0.875) < 1e-6)
        MediaClock.advance(to: t0 + 0.89)
        #expect(reveal.completions.isEmpty)
        MediaClock.advance(to: t0 + 0.91)
        #expect(reveal.completions == [true] && nav.viewControllers == [master, detail])
        #expect(detail.view.layer.mask == nil && Self.shown(detail.view).opacity == 1 && master.view.superview == nil)

        let t1 = CACurrentMediaTime()
        nav.popViewController(animated: true)
        #expect(reveal.storedContext?.isInteractive == false)
        MediaClock.advance(by: 0)
        MediaClock.advance(to: t1 + 1)
        #expect(abs(Double(Self.shown(detail.view).transform.m11) - (1 - 0.99 * Self.easeInOut(0.5))) < 1e-6)
        MediaClock.advance(to: t1 + 2.01)
        #expect(nav.viewControllers == [master] && detail.view.superview == nil)
    }

    // MARK: Ch. 23

    /// The lock screen as the root of a visible 360 × 640 window.
    static func makeLockScreen() -> (UIWindow, LockScreenViewController) {
        let lock = LockScreenViewController()
        return (makeWindow(root: lock), lock)
    }

    /// The settings view's transform and alpha `t` seconds into the
    /// 0.75 s ease-out animator: the move from 0.1125 s, the fade from
    /// 0.375 s, each to the end on the animator's curve (`linear`: a
    /// scrubbed animator, on a straight line in time).
    static func settingsShown(at t: Double, linear: Bool = false) -> (scale: Double, offset: Double, alpha: Double) {
        let move = min(max((t - 0.1125) / 0.6375, 0), 1)
        let fade = min(max((t - 0.375) / 0.375, 0), 1)
        let m = linear ? move : easeOut(move)
        return (1.33 - 0.33 * m, 200 - 100 * m, linear ? fade : easeOut(fade))
    }

    static func expectSettings(_ view: UIView, at t: Double, linear: Bool = false,
                               sourceLocation: SourceLocation = #_sourceLocation) {
        let expected = settingsShown(at: t, linear: linear)
        let layer = shown(view)
        let transform = layer.affineTransform()
        #expect(abs(Double(transform.a) - expected.scale) < 1e-6, "scale at \(t) s: \(transform.a), expected \(expected.scale)",
                sourceLocation: sourceLocation)
        #expect(abs(Double(transform.ty) - expected.offset) < 1e-5, "offset at \(t) s: \(transform.ty), expected \(expected.offset)",
                sourceLocation: sourceLocation)
        #expect(abs(Double(layer.opacity) - expected.alpha) < 1e-6, "alpha at \(t) s: \(layer.opacity), expected \(expected.alpha)",
                sourceLocation: sourceLocation)
    }

    /// Edit tapped (`wantsInteractiveStart = false`): UIKit asks the
    /// transition for its interruptible animator once (not
    /// `animateTransition`) and plays it; every block ran at the start
    /// (the model at its end), the presentation follows the delayed
    /// ease-out tracks and the injected blur over the whole 0.75 s; the
    /// animator ends at `.end` and completes the transition. Choosing an
    /// option dismisses (built-in) and toggles the blur off.
    @Test func ch23TapPlaysTheAnimatorTransitionToTheEnd() throws {
        let (window, lock) = Self.makeLockScreen()
        let transition = lock.presentTransition
        defer {
            transition.extraAnimations = nil
            transition.extraAnimationsCancel = nil
            withExtendedLifetime(window) {}
        }
        let t0 = CACurrentMediaTime()
        lock.didPressEdit()
        let settings = try #require(lock.presentedViewController as? SettingsViewController)
        #expect(transition.interruptibleCalls == 1 && transition.animateCalls == 0)
        #expect(transition.context?.isInteractive == false && transition.animator?.isRunning == true)
        #expect(settings.isBeingPresented && settings.modalPresentationStyle == .overFullScreen)
        #expect(lock.view.superview === window, "over full screen: the lock screen stays")
        #expect(settings.view.transform == CGAffineTransform(translationX: 0, y: 100) && settings.view.alpha == 1)
        #expect(lock.blurView.effect is UIBlurEffect && approx(lock.tableView.alpha, 0.33, 1e-6))
        MediaClock.advance(by: 0)
        for t in [0.05, 0.3, 0.55] {
            MediaClock.advance(to: t0 + t)
            Self.expectSettings(settings.view, at: t)
            let table = Double(Self.shown(lock.tableView).opacity)
            #expect(abs(table - (1 - 0.67 * Self.easeOut(t / 0.75))) < 1e-6, "table alpha at \(t) s: \(table)")
        }
        MediaClock.advance(to: t0 + 0.749)
        #expect(transition.positions.isEmpty && settings.isBeingPresented)
        MediaClock.advance(to: t0 + 0.751)
        #expect(transition.positions == [.end] && !settings.isBeingPresented && lock.presentedViewController === settings)
        #expect(transition.animator == nil && transition.context == nil)
        #expect(Self.shown(settings.view).affineTransform() == CGAffineTransform(translationX: 0, y: 100))

        let t1 = CACurrentMediaTime()
        settings.didSelectOption()
        MediaClock.advance(by: 0)
        MediaClock.advance(to: t1 + 0.61)
        #expect(lock.presentedViewController == nil && settings.view.superview == nil)
        #expect(lock.blurView.effect == nil && lock.tableView.alpha == 1)
        #expect(transition.interruptibleCalls == 1 && transition.animateCalls == 0)
    }

    /// The pull: at −20 nothing; at −35 the presentation starts interactive
    /// (paused at 0); −75 → (75 − 30)/90 = 0.5, −93 → 0.7: the animator's
    /// `fractionComplete`, shown on a straight line in time (0.525 s); let
    /// go at 0.7 > 0.5: `finish()` plays the remaining 30 % in 0.225 s to
    /// `.end`.
    @Test func ch23PullDrivesThePresentationAndFinishesPastHalfway() throws {
        let (window, lock) = Self.makeLockScreen()
        let transition = lock.presentTransition
        defer {
            transition.extraAnimations = nil
            transition.extraAnimationsCancel = nil
            withExtendedLifetime(window) {}
        }
        lock.pullBegan()
        lock.pullMoved(offsetY: -20)
        #expect(lock.presentedViewController == nil)
        lock.pullMoved(offsetY: -35)
        let settings = try #require(lock.presentedViewController as? SettingsViewController)
        #expect(transition.interruptibleCalls == 1 && transition.animateCalls == 0)
        let animator = try #require(transition.animator)
        #expect(transition.context?.isInteractive == true && animator.state == .active && !animator.isRunning)
        lock.pullMoved(offsetY: -75)
        #expect(transition.percentComplete == 0.5 && animator.fractionComplete == 0.5)
        lock.pullMoved(offsetY: -93)
        #expect(abs(Double(animator.fractionComplete) - 0.7) < 1e-12)
        MediaClock.advance(by: 0.5)
        Self.expectSettings(settings.view, at: 0.7 * 0.75, linear: true)
        #expect(abs(Double(Self.shown(lock.tableView).opacity) - (1 - 0.67 * 0.7)) < 1e-6)
        #expect(settings.isBeingPresented && transition.positions.isEmpty)
        let t1 = CACurrentMediaTime()
        lock.pullEnded(offsetY: -93)
        #expect(transition.context?.isInteractive == false && animator.isRunning && !animator.isReversed)
        #expect(!lock.isPulling && !lock.isPullPresenting)
        MediaClock.advance(to: t1 + 0.224)
        #expect(transition.positions.isEmpty)
        MediaClock.advance(to: t1 + 0.226)
        #expect(transition.positions == [.end] && lock.presentedViewController === settings && !settings.isBeingPresented)
        #expect(Self.shown(settings.view).affineTransform() == CGAffineTransform(translationX: 0, y: 100))
        #expect(Self.shown(settings.view).opacity == 1)
    }

    /// A pull let go at −60, (60 − 30)/90 = 1/3 < 0.5: `cancel()` reverses
    /// the animator from a third, 0.25 s back to `.start`: the completion
    /// calls `completeTransition(false)` and the injected cancel block
    /// takes the blur away; nothing stays presented.
    @Test func ch23PullLetGoBeforeHalfwayCancels() throws {
        let (window, lock) = Self.makeLockScreen()
        let transition = lock.presentTransition
        defer {
            transition.extraAnimations = nil
            transition.extraAnimationsCancel = nil
            withExtendedLifetime(window) {}
        }
        lock.pullBegan()
        lock.pullMoved(offsetY: -35)
        let settings = try #require(lock.presentedViewController as? SettingsViewController)
        lock.pullMoved(offsetY: -60)
        #expect(abs(Double(transition.percentComplete) - 1.0 / 3) < 1e-12)
        MediaClock.advance(by: 0.1)
        let t1 = CACurrentMediaTime()
        lock.pullEnded(offsetY: -60)
        #expect(transition.context?.transitionWasCancelled == true && transition.animator?.isReversed == true)
        MediaClock.advance(to: t1 + 0.249)
        #expect(transition.positions.isEmpty)
        MediaClock.advance(to: t1 + 0.251)
        #expect(transition.positions == [.start])
        #expect(lock.presentedViewController == nil && settings.view.superview == nil)
        #expect(lock.blurView.effect == nil && lock.tableView.alpha == 1 && lock.tableView.transform == .identity)
    }

    /// Edit tapped, then a finger down on the screen at 0.3 s: the lock
    /// screen's `touchesBegan` (reached through the presented controller)
    /// interrupts — `pauseInteractiveTransition()` and `pause()`: paused at
    /// 0.3 / 0.75 = 40 %, interactive. Dragged 50 points up at 0.35 s: the
    /// book's code cancels (the blur cleared in an added completion), the
    /// animator reversed from 40 %: back at `.start` 0.3 s later.
    @Test func ch23ATouchInterruptsTheTransitionAndADragUpCancels() throws {
        let (window, lock) = Self.makeLockScreen()
        let transition = lock.presentTransition
        defer {
            transition.extraAnimations = nil
            transition.extraAnimationsCancel = nil
            withExtendedLifetime(window) {}
        }
        let t0 = CACurrentMediaTime()
        lock.didPressEdit()
        let settings = try #require(lock.presentedViewController as? SettingsViewController)
        MediaClock.advance(by: 0)
        window.play(TouchScript()
            .down(at: CGPoint(x: 180, y: 400), time: 0)
            .move(to: CGPoint(x: 180, y: 350), time: 0.05)
            .up(time: 0.1), startingAt: t0 + 0.3)
        MediaClock.advance(to: t0 + 0.3)
        #expect(lock.interruptY == 400, "the lock screen heard the touch")
        let animator = try #require(transition.animator)
        #expect(transition.context?.isInteractive == true && !animator.isRunning && animator.state == .active)
        #expect(abs(Double(transition.percentComplete) - 0.4) < 1e-9)
        MediaClock.advance(to: t0 + 0.34)
        Self.expectSettings(settings.view, at: 0.3)
        MediaClock.advance(to: t0 + 0.35)
        #expect(lock.interruptY == nil && transition.context?.transitionWasCancelled == true)
        #expect(animator.isReversed && animator.isRunning)
        MediaClock.advance(to: t0 + 0.649)
        #expect(transition.positions.isEmpty)
        MediaClock.advance(to: t0 + 0.651)
        #expect(transition.positions == [.start] && lock.presentedViewController == nil)
        #expect(lock.blurView.effect == nil && settings.view.superview == nil)
    }

    /// The same interruption dragged 50 points down: `finish()` plays the
    /// remaining 60 % — 0.45 s — to `.end`, presented.
    @Test func ch23ATouchInterruptsTheTransitionAndADragDownFinishes() throws {
        let (window, lock) = Self.makeLockScreen()
        let transition = lock.presentTransition
        defer {
            transition.extraAnimations = nil
            transition.extraAnimationsCancel = nil
            withExtendedLifetime(window) {}
        }
        let t0 = CACurrentMediaTime()
        lock.didPressEdit()
        let settings = try #require(lock.presentedViewController as? SettingsViewController)
        MediaClock.advance(by: 0)
        window.play(TouchScript()
            .down(at: CGPoint(x: 180, y: 400), time: 0)
            .move(to: CGPoint(x: 180, y: 450), time: 0.05)
            .up(time: 0.1), startingAt: t0 + 0.3)
        MediaClock.advance(to: t0 + 0.35)
        #expect(lock.interruptY == nil && transition.context?.isInteractive == false)
        #expect(transition.animator?.isRunning == true && transition.animator?.isReversed == false)
        MediaClock.advance(to: t0 + 0.799)
        #expect(transition.positions.isEmpty)
        MediaClock.advance(to: t0 + 0.801)
        #expect(transition.positions == [.end] && lock.presentedViewController === settings && !settings.isBeingPresented)
        #expect(lock.blurView.effect is UIBlurEffect)
    }
}
