import Foundation

/// Where an animator is in its life (`UIViewAnimating.state`).
public enum UIViewAnimatingState: Int, Sendable {
    /// Not started, or finished: its animations are gone.
    case inactive = 0
    /// Started, paused or scrubbed: its animations are on the layers.
    case active = 1
    /// Stopped by `stopAnimation(false)`: waiting for `finishAnimation(at:)`.
    case stopped = 2
}

/// Where an animator's views end (the completions' argument, and
/// `finishAnimation(at:)`'s).
public enum UIViewAnimatingPosition: Int, Sendable {
    /// At the animations' end values.
    case end = 0
    /// At their start values.
    case start = 1
    /// Where they are now.
    case current = 2
}

/// An object that runs view animations it can pause, scrub, reverse and
/// stop (`UIViewPropertyAnimator`, and your own).
@MainActor public protocol UIViewAnimating: AnyObject {
    /// `.inactive`, `.active` or `.stopped`.
    var state: UIViewAnimatingState { get }
    /// Whether it is active and not paused.
    var isRunning: Bool { get }
    /// Whether it plays towards the start.
    var isReversed: Bool { get set }
    /// How far it has got, 0…1.
    var fractionComplete: CGFloat { get set }
    /// Starts, or resumes after a pause.
    func startAnimation()
    /// Starts after `delay` seconds.
    func startAnimation(afterDelay delay: TimeInterval)
    /// Pauses where it is.
    func pauseAnimation()
    /// Stops where it is; `true` also finishes (no completions), `false`
    /// leaves it `.stopped` for `finishAnimation(at:)`.
    func stopAnimation(_ withoutFinishing: Bool)
    /// Finishes a stopped animator at `finalPosition`, running its completions.
    func finishAnimation(at finalPosition: UIViewAnimatingPosition)
}

/// An animator to which animations and completions can be added, and which
/// can continue with new timing (`UIViewPropertyAnimator`).
@MainActor public protocol UIViewImplicitlyAnimating: UIViewAnimating {
    /// Adds animations, run over what remains of the animator's duration.
    func addAnimations(_ animation: @escaping () -> Void)
    /// Adds animations that start after `delayFactor` × the remaining duration.
    func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat)
    /// Adds a completion, run after the ones added before it.
    func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void)
    /// Resumes a paused animator with new timing (nil keeps the timing) over
    /// `durationFactor` × the original duration (0: over what remains).
    func continueAnimation(withTimingParameters parameters: (any UITimingCurveProvider)?, durationFactor: CGFloat)
}
