import OpenUIKit

/// Chapter 19's interaction controller, composed with chapter 18's pieces
/// instead of editing them: the book makes `RevealAnimator` itself a
/// `UIPercentDrivenInteractiveTransition` subclass; here that part is this
/// separate object, and chapter 18's `RevealAnimator` (kept as it is) stays
/// the animation controller. Percent-driving works the same: the animator's
/// `animateTransition(using:)` runs on the container layer's held timeline,
/// so its explicit `CABasicAnimation`s (the mask and the logo growing, the
/// list fading in) follow `update(_:)`.
///
/// `handlePan` is the book's: progress = |translation.x / 200| clamped to
/// 0.01…0.99; `.changed` → `update(progress)`; `.ended`/`.cancelled` → the
/// container layer's `beginTime = CACurrentMediaTime()`, then below 0.5
/// `cancel()` and `speed = −1`, otherwise `speed = 1` and `finish()`, and
/// `interactive = false` (so a later pop is not handed a controller that is
/// never updated: the book's "stuck at 0 %").
@MainActor final class LogoRevealInteraction: UIPercentDrivenInteractiveTransition {
    /// Whether the delegate hands this controller out (the book's flag).
    var interactive = false
    /// The animation controller whose transition is driven (it holds the context).
    let reveal: RevealAnimator
    let log: LogoRevealLog
    /// `update(_:)` calls, in order.
    private(set) var updates: [CGFloat] = []
    /// The progress at each release, with the decision (true: finish).
    private(set) var releases: [(progress: CGFloat, finish: Bool)] = []

    init(reveal: RevealAnimator, log: LogoRevealLog) {
        self.reveal = reveal
        self.log = log
        super.init()
    }

    override func update(_ percentComplete: CGFloat) {
        updates.append(percentComplete)
        super.update(percentComplete)
    }

    /// The book's `handlePan(recognizer:)` (for the states after `.began`).
    func handlePan(recognizer: UIPanGestureRecognizer) {
        let translation = recognizer.translation(in: recognizer.view!.superview!)
        var progress: CGFloat = abs(translation.x / 200.0)
        progress = min(max(progress, 0.01), 0.99)
        switch recognizer.state {
        case .changed:
            update(progress)
        case .cancelled, .ended:
            log.record("pan.ended(\(LogoRevealInteraction.format(progress)))")
            if let transitionLayer = reveal.storedContext?.containerView.layer {
                transitionLayer.beginTime = CACurrentMediaTime()
                if progress < 0.5 {
                    releases.append((progress, false))
                    cancel()
                    transitionLayer.speed = -1.0
                } else {
                    releases.append((progress, true))
                    transitionLayer.speed = 1.0
                    finish()
                }
            } else {
                log.record("pan.ended without a transition")
            }
            interactive = false
        default:
            break
        }
    }

    nonisolated static func format(_ x: CGFloat) -> String { String(format: "%.2f", Double(x)) }
}

/// The start screen's navigation delegate for chapter 19, standing in
/// front of `LogoRevealMasterController` (the delegate it sets itself in
/// `viewDidLoad`): it forwards the animation-controller and show calls to
/// it, and adds the book's `interactionControllerFor` (the interaction
/// controller while a pan is under way, nil otherwise) and `didPan` — the
/// pan recognizer on the start view: `.began` sets `interactive` and pushes
/// (the book's segue), every other state goes to `handlePan`.
@MainActor final class LogoRevealPanDelegate: NSObject, UINavigationControllerDelegate {
    let master: LogoRevealMasterController
    let interaction: LogoRevealInteraction

    init(master: LogoRevealMasterController) {
        self.master = master
        interaction = LogoRevealInteraction(reveal: master.transition, log: master.log)
        super.init()
    }

    /// Installs the delegate and the pan recognizer on the start view.
    func install(on navigation: UINavigationController) {
        navigation.delegate = self
        master.view.addGestureRecognizer(UIPanGestureRecognizer(target: self, action: LogoRevealPanDelegate.didPan))
    }

    /// The book's `MasterViewController.didPan(recognizer:)`.
    func didPan(_ recognizer: UIPanGestureRecognizer) {
        switch recognizer.state {
        case .began:
            master.log.record("pan.began")
            interaction.interactive = true
            master.didTap()   // the push (the book's segue); logs "tap start"
        default:
            interaction.handlePan(recognizer: recognizer)
        }
    }

    // MARK: UINavigationControllerDelegate

    func navigationController(_ navigationController: UINavigationController,
                              animationControllerFor operation: UINavigationController.Operation,
                              from fromVC: UIViewController, to toVC: UIViewController)
        -> (any UIViewControllerAnimatedTransitioning)? {
        master.navigationController(navigationController, animationControllerFor: operation, from: fromVC, to: toVC)
    }

    func navigationController(_ navigationController: UINavigationController,
                              interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning)
        -> (any UIViewControllerInteractiveTransitioning)? {
        master.log.record("interactionFor(\(interaction.interactive ? "pan" : "nil"))")
        return interaction.interactive ? interaction : nil
    }

    func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController,
                              animated: Bool) {
        master.navigationController(navigationController, willShow: viewController, animated: animated)
    }

    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController,
                              animated: Bool) {
        master.navigationController(navigationController, didShow: viewController, animated: animated)
    }
}
