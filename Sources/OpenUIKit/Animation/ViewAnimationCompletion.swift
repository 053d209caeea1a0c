import Foundation

/// Counts the animations of one block and calls its completion once, when
/// all of them have ended — with `true` when every one ran to its end,
/// `false` when any was removed early (replaced, `removeAllAnimations`,
/// its view's layer left the interface). A block that animated nothing
/// completes with `true` at the end of the run-loop turn, as on iOS (the
/// completion is never called synchronously inside the `animate` call).
@MainActor final class ViewAnimationCompletion: CAAnimationDelegate {
    private var block: ((Bool) -> Void)?
    private var pending = 0
    private var allFinished = true
    private var sealed = false

    /// Called once, when the first of the block's animations starts.
    var onFirstStart: (() -> Void)?

    init(_ block: ((Bool) -> Void)?) { self.block = block }

    func animationDidStart(_ anim: CAAnimation) {
        guard let start = onFirstStart else { return }
        onFirstStart = nil
        start()
    }

    /// An animation of the block was created (its delegate is this object).
    func animationAdded(_ animation: CAAnimation) {
        pending += 1
        animation.delegate = self
    }

    /// The block's animations function has returned: no more animations join.
    func seal() {
        sealed = true
        if pending == 0 {
            // Nothing animates: complete at the end of the turn, not inside the call.
            MediaClock.schedule(after: 0) { [self] in fire() }
        }
    }

    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        pending -= 1
        if !flag { allFinished = false }
        if sealed && pending == 0 { fire() }
    }

    private func fire() {
        guard let block else { return }
        self.block = nil
        block(allFinished)
    }
}
