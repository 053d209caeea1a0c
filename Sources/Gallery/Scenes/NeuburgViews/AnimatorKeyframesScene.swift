import OpenUIKit

extension Gallery {
    /// Neuburg demo 18: keyframes inside a property animator. A 4 s animator
    /// on the default curve runs `animateKeyframes(withDuration: 0)`, which
    /// inherits its duration and curve: one keyframe moves the view +200
    /// over the whole run, another turns it red from 0.5 to 0.75. At 2.2 s
    /// the animator is paused, reversed at 2.7 s and continued: the move
    /// and the colour play back.
    static let neuburgAnimatorKeyframes = Scene(
        name: "neuburg-animator-keyframes", title: "Keyframes under a property animator",
        source: Neuburg.source(18, "§11"),
        summary: "A 4 s animator's keyframes: +200 over the whole, red between 0.5 and 0.75; paused at 2.2 s, reversed at 2.7 s and continued",
        duration: 5.5, goldenTimes: [2.5]
    ) { ctx in
        let window = ctx.makeWindow()
        let view = NeuburgViews.square(50, at: CGPoint(x: 80, y: 150), Palette.green, in: window)
        let red = UIColor(cgColor: Palette.red)
        let animator = UIViewPropertyAnimator(duration: 4, timingParameters: UICubicTimingParameters())
        animator.addAnimations {
            UIView.animateKeyframes(withDuration: 0, delay: 0, animations: {
                UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) { view.center.x += 200 }
                UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.25) { view.backgroundColor = red }
            })
        }
        var ended: UIViewAnimatingPosition?
        animator.addCompletion { ended = $0 }
        ctx.at(0.5) { animator.startAnimation() }
        ctx.at(2.2) { animator.pauseAnimation() }
        ctx.at(2.7) {
            animator.isReversed = true
            animator.startAnimation()
        }
        // The animator's curve (ease-in-out over 4 s) shapes the whole: at
        // animator time t the keyframes are at f = e(t / 4).
        let e = Expected.easeInOut
        @MainActor func expectAt(_ r: inout CheckpointReport, animatorTime t: Double) {
            let f = e(t / 4)
            r.expect(Double(NeuburgViews.shownCenter(view).x), 80 + 200 * f, tolerance: 1e-3, "x at keyframe progress \(f)")
            let redness = min(max((f - 0.5) / 0.25, 0), 1)
            let shown = (view.layer.presentation() ?? view.layer).backgroundColor?.components?.first ?? .nan
            r.expect(Double(shown), 0.20 + (0.86 - 0.20) * redness, tolerance: 1e-3, "red component")
        }
        ctx.checkpoint(at: 1.5, "a quarter in: moving, still green") { r in expectAt(&r, animatorTime: 1) }
        ctx.checkpoint(at: 2.5, "paused at 1.7 s of 4: turning red") { r in
            expectAt(&r, animatorTime: 1.7)
            r.expect(animator.state == .active && !animator.isRunning, "paused")
        }
        ctx.checkpoint(at: 3.2, "reversed for 0.5 s") { r in expectAt(&r, animatorTime: 1.2) }
        ctx.checkpoint(at: 4.5, "back at the start") { r in
            r.expect(ended == .start, "completion at .start")
            r.expect(Double(view.center.x), 80, tolerance: 1e-9, "model back home")
            r.expect(view.layer.animationKeys() == nil, "no animation left")
        }
        return window.layer
    }
}
