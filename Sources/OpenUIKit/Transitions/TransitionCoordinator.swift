import Foundation

/// The transition coordinator UIKit makes for each transition (Apple's
/// private `_UIViewControllerTransitionCoordinator`): one per presentation,
/// dismissal, push or pop (reading its values from the transition's
/// context), and one per size change (a simulated rotation, with the values
/// given). See `UIViewControllerTransitionCoordinator` for the contract.
///
/// Life: blocks are queued while `phase == .waiting`; `beginAnimations(…)`
/// (called by the machinery right after the animator's
/// `animateTransition(using:)`, or by the percent-driven controller once it
/// knows what it drives) runs them in the transition's animation context;
/// `end()` (from `completeTransition(_:)`, or the end of a size change) runs
/// the completions and lets every block go, so a block that captures its
/// controller makes no lasting cycle.
@MainActor final class TransitionCoordinator: NSObject, UIViewControllerTransitionCoordinator {
    /// The values a coordinator without a transition context reports (a size change).
    struct Fixed {
        var duration: TimeInterval
        var targetTransform: CGAffineTransform
        weak var containerView: UIView?
    }

    /// The values at the end, kept for a coordinator read after its
    /// transition (the context may be gone by then).
    private struct Final {
        var isAnimated: Bool, presentationStyle: UIModalPresentationStyle, isCancelled: Bool
        var transitionDuration: TimeInterval, percentComplete: CGFloat
        var completionVelocity: CGFloat, completionCurve: UIView.AnimationCurve
        weak var containerView: UIView?
    }
    private var final: Final?
    /// What `containerView` answers once the real one is gone (never nil, as Apple's).
    private lazy var detachedContainer = UIView()

    private enum Phase { case waiting, animating, ended }
    private enum Context {
        case transition(() -> (any InteractiveTransitionHosting)?)
        case fixed(Fixed)
    }

    private let source: Context
    private var phase = Phase.waiting
    private var pending: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var completions: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var interactionHandlers: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
    /// What the alongside blocks are added to when an interaction controller
    /// drives an interruptible animator (nil: they run in a `UIView.animate` block).
    private weak var drivenAnimator: (any UIViewImplicitlyAnimating)?
    private var drivesAnimator = false
    /// Layers of views outside the container given to
    /// `animateAlongsideTransition(in:…)` before the animations began: a
    /// percent-driven timeline scrubs them too.
    private(set) var outsideLayers: [CALayer] = []
    /// The interaction controller, kept from the start of the animations to
    /// the end of the completions: the context lets it go when the
    /// transition completes, before the completions run, and they still
    /// report its `completionSpeed` and `completionCurve`.
    private var interactor: (any UIViewControllerInteractiveTransitioning)?

    /// A coordinator for the transition whose context `context` returns (weakly held by the closure).
    init(transition context: @escaping () -> (any InteractiveTransitionHosting)?) {
        source = .transition(context)
    }

    /// A coordinator for a size change.
    init(sizeChange fixed: Fixed) {
        source = .fixed(fixed)
    }

    private var context: (any InteractiveTransitionHosting)? {
        if case .transition(let get) = source { return get() }
        return nil
    }

    // MARK: UIViewControllerTransitionCoordinatorContext

    var isAnimated: Bool {
        if let final { return final.isAnimated }
        switch source {
        case .transition: return context?.isAnimated ?? false
        case .fixed(let f): return f.duration > 0
        }
    }
    var presentationStyle: UIModalPresentationStyle { final?.presentationStyle ?? context?.presentationStyle ?? .none }
    private(set) var initiallyInteractive = false
    /// True when an interaction controller drives the animator's
    /// interruptible animator. (Apple answers whether the animator implements
    /// `interruptibleAnimator(using:)`; asking it here would make the
    /// animator build its property animator, which UIKit asks for once.)
    var isInterruptible: Bool { drivesAnimator }
    var isInteractive: Bool { context?.isInteractive ?? false }
    var isCancelled: Bool { final?.isCancelled ?? context?.transitionWasCancelled ?? false }
    var transitionDuration: TimeInterval {
        if let final { return final.transitionDuration }
        switch source {
        case .transition:
            guard let context, context.isAnimated else { return 0 }
            return max(0, context.transitionAnimator.transitionDuration(using: context))
        case .fixed(let f): return f.duration
        }
    }
    var percentComplete: CGFloat { final?.percentComplete ?? context?.interaction.percentComplete ?? 0 }
    private var percentDriven: UIPercentDrivenInteractiveTransition? {
        (context?.interaction.interactor ?? interactor) as? UIPercentDrivenInteractiveTransition
    }
    var completionVelocity: CGFloat { final?.completionVelocity ?? percentDriven?.completionSpeed ?? 1 }
    var completionCurve: UIView.AnimationCurve { final?.completionCurve ?? percentDriven?.completionCurve ?? .easeInOut }
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
        context?.viewController(forKey: key)
    }
    func view(forKey key: UITransitionContextViewKey) -> UIView? { context?.view(forKey: key) }
    var containerView: UIView {
        if let final { return final.containerView ?? detachedContainer }
        switch source {
        case .fixed(let f): return f.containerView ?? detachedContainer
        case .transition: return context?.containerView ?? detachedContainer
        }
    }
    var targetTransform: CGAffineTransform {
        if case .fixed(let f) = source { return f.targetTransform }
        return .identity
    }

    // MARK: UIViewControllerTransitionCoordinator

    @discardableResult
    func animate(alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
                 completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool {
        guard phase != .ended else { return false }
        if let completion { completions.append(completion) }
        guard let animation else { return true }
        if phase == .waiting {
            pending.append(animation)
        } else {
            run(animation)
        }
        return true
    }

    @discardableResult
    func animateAlongsideTransition(in view: UIView?,
                                    animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
                                    completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool {
        if phase == .waiting, let layer = view?.layer, !outsideLayers.contains(where: { $0 === layer }) {
            outsideLayers.append(layer)
        }
        return animate(alongsideTransition: animation, completion: completion)
    }

    func notifyWhenInteractionChanges(_ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void) {
        guard phase != .ended else { return }
        interactionHandlers.append(handler)
    }

    // MARK: Driven by the transition machinery

    /// The transition's animations have started: runs the queued blocks in
    /// their context — added to `animator` when an interaction controller
    /// drives one, else in a `UIView.animate` block of the transition's
    /// duration and curve. Later calls do nothing.
    func beginAnimations(driving animator: (any UIViewImplicitlyAnimating)? = nil) {
        guard phase == .waiting else { return }
        phase = .animating
        initiallyInteractive = context?.isInteractive ?? false
        interactor = context?.interaction.interactor
        drivenAnimator = animator
        drivesAnimator = animator != nil
        let blocks = pending
        pending = []
        for block in blocks { run(block) }
    }

    /// The interaction changed (finished, cancelled or paused): tells the handlers.
    func interactionDidChange() {
        for handler in interactionHandlers { handler(self) }
    }

    /// The transition ended: runs the completions and lets every block go.
    /// A transition that ended before its animations began (not animated,
    /// or completed inside `animateTransition(using:)`) first runs the
    /// queued blocks, without animation: `animate(alongsideTransition:…)`
    /// accepted them (it returned true), so their changes must not be lost.
    func end() {
        guard phase != .ended else { return }
        phase = .ended
        final = Final(isAnimated: isAnimated, presentationStyle: presentationStyle, isCancelled: isCancelled,
                      transitionDuration: transitionDuration, percentComplete: percentComplete,
                      completionVelocity: completionVelocity, completionCurve: completionCurve, containerView: containerView)
        let unrun = pending
        let finished = completions
        pending = []
        completions = []
        interactionHandlers = []
        for block in unrun { UIView.performWithoutAnimation { block(self) } }
        for completion in finished { completion(self) }
        interactor = nil
    }

    private func run(_ block: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void) {
        if drivesAnimator {
            guard let animator = drivenAnimator, animator.state != .stopped else { return block(self) }
            animator.addAnimations { block(self) }
            return
        }
        let duration = transitionDuration
        guard duration > 0 else {
            UIView.performWithoutAnimation { block(self) }
            return
        }
        UIView.animate(withDuration: duration, delay: 0, options: UIView.AnimationOptions(rawValue: UInt(completionCurve.rawValue) << 16),
                       animations: { block(self) })
    }
}
