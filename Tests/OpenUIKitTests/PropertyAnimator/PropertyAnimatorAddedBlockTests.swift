import Testing
import Foundation
import OpenUIKit
import LayerTestSupport
import Raster

/// Blocks an animator takes besides its first: a view transition added
/// with a delay factor (Tutorials ch. 21's cross-dissolving button title),
/// a block added while running to a property already in flight (the
/// chapter's additive re-toggle), a delayed block on a spring. Pixels and
/// presentation values at exact times, from the curves' math.
@MainActor struct PropertyAnimatorAddedBlockTests {
    /// The book's text transition: a cross-dissolve of the view's content,
    /// added with `delayFactor` to an animator.
    private func addDissolveToBlue(_ view: UIView, to animator: UIViewPropertyAnimator, delayFactor: CGFloat) {
        animator.addAnimations({
            UIView.transition(with: view, duration: 0.25, options: .transitionCrossDissolve, animations: {
                view.backgroundColor = .blue
            }, completion: nil)
        }, delayFactor: delayFactor)
    }

    /// A linear 1 s animator dissolving the red square to blue after
    /// `delayFactor`, its completions logged; not started.
    private func dissolvingSquare(delayFactor: CGFloat)
        -> (window: UIWindow, view: UIView, t0: Double, animator: UIViewPropertyAnimator, log: PositionLog) {
        resetClock()
        let (window, view) = makeRedSquareWindow()
        let log = PositionLog()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear)
        addDissolveToBlue(view, to: animator, delayFactor: delayFactor)
        animator.addCompletion { log.entries.append($0) }
        return (window, view, CACurrentMediaTime(), animator, log)
    }

    /// The dissolve at fraction `q` over red: red × (1 − q) + blue × q.
    private func expectDissolve(_ frame: Frame, _ q: Double, _ comment: Comment? = nil) {
        let c = frame.rgba(50, 50)
        #expect(abs(Double(c[0]) - 255 * (1 - q)) <= 2 && abs(Double(c[2]) - 255 * q) <= 2 && c[1] <= 1, comment)
    }

    /// Like the blocks nested in an animator's animations, a transition
    /// takes the animator's timing, not its own duration: it starts after
    /// the delay factor of the duration and ends with the animator, on the
    /// animator's curve. The "before" picture holds through the delay.
    @Test func aTransitionAddedWithADelayFactorPlaysOnTheAnimatorsTimeline() {
        let (window, view, t0, animator, log) = dissolvingSquare(delayFactor: 0.5)
        animator.startAnimation()
        #expect(view.backgroundColor == .blue)                  // the model changed at once
        // Only the transition: the view's own colour is part of its picture.
        #expect(view.layer.animationKeys() == ["transition"])
        for (t, q) in [(0.25, 0.0), (0.6, 0.2), (0.75, 0.5), (0.9, 0.8)] {
            MediaClock.advance(to: t0 + t)
            expectDissolve(renderWindow(window, at: t0 + t), q, "t = \(t)")
        }
        MediaClock.advance(to: t0 + 1)
        #expect(log.entries == [.end])
        #expect(view.layer.animationKeys() == nil)
        #expect(renderWindow(window, at: t0 + 1).isBlue(50, 50))
    }

    /// Scrubbed and reversed with the rest of the animator. Reversed to the
    /// start it shows the "before" picture until it ends; then the view
    /// shows its model: the content change made in the block is not undone
    /// (no animator can know how to undo a change of content).
    @Test func aTransitionScrubsAndReversesWithTheAnimator() {
        let (window, view, t0, animator, log) = dissolvingSquare(delayFactor: 0.5)
        animator.fractionComplete = 0.8
        MediaClock.advance(by: 0)
        expectDissolve(renderWindow(window, at: t0), 0.6, "scrubbed to 0.8")
        animator.fractionComplete = 0.3
        MediaClock.advance(by: 0)
        expectDissolve(renderWindow(window, at: t0), 0, "scrubbed into the delay")
        animator.fractionComplete = 0.9
        animator.isReversed = true
        animator.startAnimation()
        MediaClock.advance(by: 0.15)                             // back at 0.75
        expectDissolve(renderWindow(window, at: t0 + 0.15), 0.5, "reversed to 0.75")
        MediaClock.advance(by: 0.3)                              // at 0.45: before it
        expectDissolve(renderWindow(window, at: t0 + 0.45), 0, "reversed past its start")
        MediaClock.advance(by: 0.5)
        #expect(log.entries == [.start])
        #expect(view.layer.animationKeys() == nil)
        #expect(renderWindow(window, at: t0 + 1).isBlue(50, 50))
    }

    /// A later block's transition of the same view replaces the first one's
    /// copy under the layer's "transition" key: the first is over, as a
    /// replaced animation is on iOS, and the animator leaves the newcomer in
    /// place when its clock changes and when it ends. The new transition
    /// dissolves from what showed when it was added (the first at 0.4: red
    /// × 0.6 + blue × 0.4) to green over the remaining 0.6 s.
    @Test func aTransitionReplacedByALaterBlocksIsLeftAlone() {
        let (window, view, t0, animator, log) = dissolvingSquare(delayFactor: 0)
        animator.startAnimation()
        MediaClock.advance(to: t0 + 0.4)
        expectDissolve(renderWindow(window, at: t0 + 0.4), 0.4, "the first dissolve")
        animator.addAnimations {
            UIView.transition(with: view, duration: 0.25, options: .transitionCrossDissolve, animations: {
                view.backgroundColor = .green
            }, completion: nil)
        }
        MediaClock.advance(to: t0 + 0.7)
        animator.pauseAnimation()
        animator.startAnimation()
        #expect(view.layer.animationKeys() == ["transition"])
        let c = renderWindow(window, at: t0 + 0.7).rgba(50, 50)
        // (153, 0, 102) × 0.5 + UIColor.green (0, 255, 0) × 0.5.
        #expect(abs(c[0] - 77) <= 2 && abs(c[1] - 128) <= 2 && abs(c[2] - 51) <= 2, "\(c)")
        MediaClock.advance(to: t0 + 1)
        #expect(log.entries == [.end])
        #expect(view.layer.animationKeys() == nil)
        let end = renderWindow(window, at: t0 + 1).rgba(50, 50)
        #expect(end[0] <= 1 && end[1] >= 254 && end[2] <= 1)
    }

    /// A transition has no spring: in a spring animator it runs its span on
    /// a linear curve (a `CATransition` without a timing function).
    @Test func aTransitionInASpringAnimatorIsLinearOverItsSpan() {
        resetClock()
        let (window, view) = makeRedSquareWindow()
        let t0 = CACurrentMediaTime()
        let spring = UISpringTimingParameters(mass: 30, stiffness: 1000, damping: 300, initialVelocity: CGVector(dx: 5, dy: 0))
        let animator = UIViewPropertyAnimator(duration: 0, timingParameters: spring)
        addDissolveToBlue(view, to: animator, delayFactor: 0.5)
        animator.startAnimation()
        let d = animator.duration
        for q in [0.0, 0.25, 0.5, 0.75] {
            let t = d / 2 + q * d / 2
            MediaClock.advance(to: t0 + t)
            expectDissolve(renderWindow(window, at: t0 + t), q, "q = \(q)")
        }
    }

    /// The chapter's challenge: tapped again while the widget grows, the
    /// new height is added to the running animator instead of a new one.
    /// Additive animations of the same property run side by side, so the
    /// height leaves its path smoothly; the new block's spring (the
    /// animator's, made for the whole duration) is played faster to settle
    /// in the remaining time: same damping ratio, time scaled by D / (D − t).
    @Test func aBlockAddedWhileRunningBlendsWithTheOneInFlight() {
        resetClock()
        let window = makeVisibleWindow(size: CGSize(width: 200, height: 300))
        let widget = addCommittedView(frame: CGRect(x: 0, y: 0, width: 100, height: 130), to: window)
        let t0 = CACurrentMediaTime()
        let log = PositionLog()
        let spring = UISpringTimingParameters(mass: 30, stiffness: 1000, damping: 300, initialVelocity: CGVector(dx: 5, dy: 0))
        let animator = UIViewPropertyAnimator(duration: 0, timingParameters: spring)
        animator.addAnimations { widget.frame.size.height = 230 }
        animator.addCompletion { log.entries.append($0) }
        animator.startAnimation()
        let d = animator.duration
        // The height is a y component: it starts at rest (dy = 0).
        let solver = SpringSolver(mass: 30, stiffness: 1000, damping: 300, initialVelocity: 0, allowsOverdamping: true)
        let first = { (t: Double) in solver.value(at: t) }
        let faster = d / (d - 0.3)
        let second = { (t: Double) in t < 0.3 ? 0 : solver.value(at: faster * (t - 0.3)) }
        func height(_ t: Double) -> Double {
            130 - 100 * (1 - first(t)) + (t < 0.3 ? 100 : 100 * (1 - second(t)))
        }
        MediaClock.advance(to: t0 + 0.3)
        #expect(animator.isRunning)
        animator.addAnimations { widget.frame.size.height = 130 }
        #expect(widget.frame.height == 130)
        var last = Double(widget.layer.presentation()!.bounds.height)
        #expect(abs(last - height(0.3)) < 1e-6)
        for i in 1...20 {
            let t = 0.3 + Double(i) * (d - 0.3) / 20
            MediaClock.advance(to: t0 + t)
            let shown = Double(widget.layer.presentation()!.bounds.height)
            if i < 20 { #expect(abs(shown - height(t)) < 1e-6, "t = \(t)") }
            #expect(abs(shown - last) < 12, "no jump at t = \(t)")      // steps of 0.05 s
            last = shown
        }
        #expect(log.entries == [.end])
        #expect(widget.layer.presentation()!.bounds.height == 130)
        #expect(widget.layer.animationKeys() == nil)
    }

    /// A spring animator's delayed block settles within its own span: the
    /// animator's spring (fitted to 1 s) played twice as fast is the same
    /// damping ratio fitted to the remaining 0.5 s, and it is at rest when
    /// the animator ends instead of being cut off.
    @Test func aDelayedSpringBlockSettlesWithinItsSpan() {
        resetClock()
        let window = makeVisibleWindow()
        let view = addCommittedView(frame: CGRect(x: 40, y: 40, width: 20, height: 20), to: window)
        let t0 = CACurrentMediaTime()
        let animator = UIViewPropertyAnimator(duration: 1, dampingRatio: 1)
        animator.addAnimations({ view.center.x = 150 }, delayFactor: 0.5)
        animator.startAnimation()
        let fitted = SpringSolver(fittingDuration: 0.5, dampingRatio: 1, initialVelocity: 0)
        for t in [0.5, 0.6, 0.75, 0.9, 0.99] {
            MediaClock.advance(to: t0 + t)
            let x = Double(view.layer.presentation()!.position.x)
            #expect(abs(x - (50 + 100 * fitted.value(at: t - 0.5))) < 1e-3, "t = \(t)")
        }
        MediaClock.advance(to: t0 + 1)
        #expect(view.layer.presentation()!.position.x == 150)
        #expect(view.layer.animationKeys() == nil)
    }

    /// Leaving a linear scrub does not make a delayed block jump: an
    /// ease-out animator of 0.75 s whose fade waits for half of it, scrubbed
    /// to 70 %, shows the fade at (0.7 − 0.5) / 0.5 = 0.4; continued (or
    /// started), it goes on from 0.4 and ends at 1 — whole-span blocks go
    /// on along the curve's inverse as before.
    @Test(arguments: [false, true]) func aDelayedBlockGoesOnFromItsScrubbedValue(startInsteadOfContinue: Bool) {
        resetClock()
        let window = makeVisibleWindow(size: CGSize(width: 100, height: 100))
        let v = addCommittedView(frame: CGRect(x: 0, y: 0, width: 10, height: 10), to: window)
        v.alpha = 0
        MediaClock.advance(by: 0)
        let animator = UIViewPropertyAnimator(duration: 0.75, curve: .easeOut)
        animator.addAnimations({ v.alpha = 1 }, delayFactor: 0.5)
        animator.fractionComplete = 0.7
        MediaClock.advance(by: 0.1)
        #expect(abs(Double(v.layer.presentation()!.opacity) - 0.4) < 1e-6)
        if startInsteadOfContinue {
            animator.startAnimation()
        } else {
            animator.continueAnimation(withTimingParameters: nil, durationFactor: 0.3)
        }
        MediaClock.advance(by: 1e-4)
        let shown = Double(v.layer.presentation()!.opacity)
        #expect(abs(shown - 0.4) < 0.01, "went on from \(shown)")
        MediaClock.advance(by: 1)
        #expect(v.layer.presentation()!.opacity == 1 && animator.state == .inactive)
    }
}
