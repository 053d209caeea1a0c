import Foundation

/// The interactive side of one transition, shared by the modal and the
/// navigation contexts: what the context's `updateInteractiveTransition(_:)`,
/// `finishInteractiveTransition()`, `cancelInteractiveTransition()` and
/// `pauseInteractiveTransition()` record, and who hears the completion.
///
/// Apple's context methods report the interaction's progress to UIKit; they
/// do not move the animations themselves (the percent-driven controller
/// does, through the context's private API in UIKit, through
/// `InteractiveTransitionHosting` here). So a custom
/// `UIViewControllerInteractiveTransitioning` drives its own animations and
/// calls these for the bookkeeping, as on iOS.
@MainActor final class InteractiveTransitionState {
    /// Apple's `isInteractive`: whether the user drives the transition now.
    /// Set at the start to the interaction controller's
    /// `wantsInteractiveStart` (false without one); true after
    /// `pauseInteractiveTransition()`; false after finish or cancel.
    var isInteractive = false
    /// The last value given to `updateInteractiveTransition(_:)`.
    var percentComplete: CGFloat = 0
    /// Whether `cancelInteractiveTransition()` was called (the context's
    /// `transitionWasCancelled` is true from then on).
    var wasCancelled = false
    /// The interaction controller, held for the duration of the transition
    /// (UIKit's context retains it too).
    var interactor: (any UIViewControllerInteractiveTransitioning)?
    /// Run once, at the start of `completeTransition(_:)` (the percent-driven
    /// controller restores the layer timing it changed).
    var completionHandlers: [() -> Void] = []
    /// The context this state belongs to (set by the context's initializer).
    weak var host: (any InteractiveTransitionHosting)?
    /// The transition's coordinator (`transitionCoordinator`), reading its
    /// values from `host`; told when the interaction changes.
    private(set) lazy var coordinator = TransitionCoordinator { [weak self] in self?.host }

    func update(_ percent: CGFloat) { percentComplete = percent }
    func finish() {
        isInteractive = false
        coordinator.interactionDidChange()
    }
    func cancel() {
        isInteractive = false
        wasCancelled = true
        coordinator.interactionDidChange()
    }
    func pause() {
        isInteractive = true
        coordinator.interactionDidChange()
    }

    /// The transition completed: interaction over, handlers run and dropped,
    /// the interaction controller released.
    func transitionDidComplete() {
        isInteractive = false
        let handlers = completionHandlers
        completionHandlers = []
        interactor = nil
        for h in handlers { h() }
    }
}

/// A transition context made by UIKit (here): what a percent-driven
/// controller needs beyond Apple's public protocol (UIKit uses the private
/// API of `_UIViewControllerTransitionContext` for this).
@MainActor protocol InteractiveTransitionHosting: UIViewControllerContextTransitioning {
    /// The interactive bookkeeping of the transition.
    var interaction: InteractiveTransitionState { get }
    /// The animator of the transition (the one the interaction controller
    /// was asked for with).
    var transitionAnimator: any UIViewControllerAnimatedTransitioning { get }
    /// The layers whose timeline a percent-driven controller holds and
    /// scrubs: the container's, and for a navigation transition the bar's
    /// (its title cross-dissolve follows the interaction, as in UIKit).
    var interactiveTimelineLayers: [CALayer] { get }
}

extension InteractiveTransitionHosting {
    /// The transition's coordinator (kept by its interaction state).
    var coordinator: TransitionCoordinator { interaction.coordinator }
}

/// Starts a transition that has its context: through the interaction
/// controller when there is one (the context interactive if it
/// `wantsInteractiveStart`), otherwise through the animator.
@MainActor func startTransition(_ context: some InteractiveTransitionHosting,
                                interactor: (any UIViewControllerInteractiveTransitioning)?) {
    guard let interactor else {
        context.transitionAnimator.animateTransition(using: context)
        context.coordinator.beginAnimations()
        return
    }
    context.interaction.interactor = interactor
    context.interaction.isInteractive = interactor.wantsInteractiveStart
    interactor.startInteractiveTransition(context)
    // A percent-driven controller began them already, in what it drives;
    // after another interaction controller they run in real time.
    context.coordinator.beginAnimations()
}
