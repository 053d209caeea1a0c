import Testing
import Foundation
import OpenUIKit
import LayerTestSupport

/// Touches and animations: which views take touches while they animate,
/// where they are hit-tested, and the gesture-to-animation hand-off (pause
/// on touch-down, scrub with the pan, continue on a spring at the finger's
/// velocity).
@MainActor struct PropertyAnimatorInteractionTests {
    /// A committed 20 × 20 view centred at (50, 50) in a visible window.
    private func makeView() -> (UIWindow, UIView) {
        let window = makeVisibleWindow()
        return (window, addCommittedView(frame: CGRect(x: 40, y: 40, width: 20, height: 20), to: window))
    }

    @Test func blockAnimationsTakeTouchesOnlyWithAllowUserInteraction() {
        resetClock()
        let (window, view) = makeView()
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { view.center.x = 150 })
        MediaClock.advance(by: 0.5)
        #expect(window.hitTest(CGPoint(x: 100, y: 50), with: nil) === window)      // where it shows: not it
        #expect(window.hitTest(CGPoint(x: 150, y: 50), with: nil) === window)      // its model: not it either
        MediaClock.advance(by: 0.5)
        #expect(window.hitTest(CGPoint(x: 150, y: 50), with: nil) === view)        // done: it takes touches again
        UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear, .allowUserInteraction],
                       animations: { view.center.x = 50 })
        MediaClock.advance(by: 0.5)
        #expect(window.hitTest(CGPoint(x: 50, y: 50), with: nil) === view)         // hit where its model is
        #expect(window.hitTest(CGPoint(x: 100, y: 50), with: nil) === window)
    }

    @Test func anAnimatorHitTestsItsViewsWhereTheyShow() {
        resetClock()
        let (window, view) = makeView()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center.x = 150 }
        animator.startAnimation()
        MediaClock.advance(by: 0.5)
        #expect(window.hitTest(CGPoint(x: 100, y: 50), with: nil) === view)
        #expect(window.hitTest(CGPoint(x: 150, y: 50), with: nil) === window)
        animator.pauseAnimation()
        MediaClock.advance(by: 0.2)
        #expect(window.hitTest(CGPoint(x: 105, y: 55), with: nil) === view)        // paused in flight: still where it shows
        animator.stopAnimation(true)
        // Manual hit testing: the model, as for any view.
        let manual = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center.x = 180 }
        manual.isManualHitTestingEnabled = true
        manual.startAnimation()
        MediaClock.advance(by: 0.5)
        #expect(window.hitTest(CGPoint(x: 180, y: 50), with: nil) === view)
        manual.stopAnimation(true)
        // Interaction off: no touches while it is active.
        let closed = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center.x = 100 }
        closed.isUserInteractionEnabled = false
        closed.startAnimation()
        MediaClock.advance(by: 0.5)
        #expect(window.hitTest(CGPoint(x: 100, y: 50), with: nil) === window)
        #expect(window.hitTest(CGPoint(x: view.layer.presentation()!.position.x, y: 50), with: nil) === window)
        MediaClock.advance(by: 0.5)
        #expect(window.hitTest(CGPoint(x: 100, y: 50), with: nil) === view)
    }

    /// The "Gesture to Animation" recipe: touch-down pauses the animator, the
    /// pan scrubs it (fraction = translation / distance), and the release
    /// continues on a spring whose initial velocity is the finger's, in the
    /// animator's units: velocity / remaining distance. The view leaves the
    /// finger at the finger's speed.
    @Test func aPanScrubsThenHandsItsVelocityToASpring() {
        resetClock()
        let (window, view) = makeView()
        view.frame = CGRect(x: 0, y: 40, width: 40, height: 40)        // centre (20, 60)
        MediaClock.advance(by: 0)
        let distance: CGFloat = 200
        let animator = UIViewPropertyAnimator(duration: 1, curve: .easeInOut) { view.center.x += distance }
        animator.startAnimation()
        var fractionAtDown: CGFloat = 0
        var released: (fraction: CGFloat, velocity: CGFloat)?
        let pan = UIPanGestureRecognizer { [unowned animator] g in
            switch g.state {
            case .began:
                animator.pauseAnimation()
                fractionAtDown = animator.fractionComplete
            case .changed:
                animator.fractionComplete = fractionAtDown + g.translation(in: view.superview).x / distance
            case .ended:
                let v = g.velocity(in: view.superview).x
                let remaining = (1 - animator.fractionComplete) * distance
                released = (animator.fractionComplete, v)
                let spring = UISpringTimingParameters(dampingRatio: 1, initialVelocity: CGVector(dx: v / remaining, dy: 0))
                animator.continueAnimation(withTimingParameters: spring, durationFactor: 0)
            default: break
            }
        }
        view.addGestureRecognizer(pan)
        MediaClock.advance(by: 0.2)
        let shown = view.layer.presentation()!.position.x       // where the finger comes down
        window.play(TouchScript().drag(from: CGPoint(x: shown, y: 60), to: CGPoint(x: shown + 40, y: 60),
                                       time: 0, duration: 0.2, steps: 10))
        MediaClock.advance(by: 0.1)
        #expect(animator.state == .active && !animator.isRunning)
        // Scrubbing is linear: 20 of the finger's 40 points so far.
        let expected = 20 + distance * (fractionAtDown + 20 / distance)
        #expect(approx(Double(view.layer.presentation()!.position.x), Double(expected), 1e-3))
        MediaClock.advance(by: 0.1)                             // the lift, with the last move
        let release = try! #require(released)
        #expect(approx(Double(release.velocity), 200, 1e-6))    // 4 points per 0.02 s step
        #expect(animator.isRunning)
        let x0 = Double(view.layer.presentation()!.position.x)
        #expect(approx(x0, Double(20 + distance * release.fraction), 1e-3))
        // Over 0.1 ms the spring's pull (about 4·10⁴ pt/s² here) changes the
        // speed by about 4 pt/s: the mean speed is within 3 of the finger's.
        MediaClock.advance(by: 0.0001)
        let speed = (Double(view.layer.presentation()!.position.x) - x0) / 0.0001
        #expect(abs(speed - 200) < 3)                            // leaves at the finger's speed
        MediaClock.advance(by: 2)
        #expect(animator.state == .inactive)
        #expect(view.center.x == 20 + distance)
    }

    /// A spring's 2-D initial velocity: dx for x, dy for y (UIKit's rule for
    /// positions), so a diagonal flick leaves along the finger's direction.
    @Test func aSpringsTwoDimensionalVelocityAppliesPerAxis() {
        resetClock()
        let (_, view) = makeView()
        let spring = UISpringTimingParameters(dampingRatio: 1, initialVelocity: CGVector(dx: 2, dy: -1))
        let animator = UIViewPropertyAnimator(duration: 1, timingParameters: spring)
        animator.addAnimations { view.center = CGPoint(x: 150, y: 150) }
        animator.startAnimation()
        MediaClock.advance(by: 0)
        #expect(Set(view.layer.animationKeys() ?? []) == ["position.x", "position.y"])
        MediaClock.advance(by: 0.0001)
        let shown = view.layer.presentation()!.position
        // 100 points each way: 200 pt/s along x, −100 pt/s along y at the start
        // (within 3 pt/s over the first 0.1 ms).
        #expect(abs((Double(shown.x) - 50) / 0.0001 - 200) < 3)
        #expect(abs((Double(shown.y) - 50) / 0.0001 + 100) < 3)
        animator.pauseAnimation()
        animator.stopAnimation(false)
        animator.finishAnimation(at: .start)
        #expect(view.center == CGPoint(x: 50, y: 50))
        #expect(view.layer.animationKeys() == nil)
    }

    /// UIKit's rule for sizes too: dx for width, dy for height. The book's
    /// widget grows from 130 to 230 points tall on a heavy spring with
    /// velocity (5, 0): the height starts at rest; with (0, 5) it starts at
    /// 5 × 100 points per second.
    @Test func aSpringsVelocityAppliesPerAxisToSizes() {
        for (velocity, expected) in [(CGVector(dx: 5, dy: 0), 0.0), (CGVector(dx: 0, dy: 5), 500.0)] {
            resetClock()
            let (_, view) = makeView()
            view.frame = CGRect(x: 10, y: 10, width: 100, height: 130)
            MediaClock.advance(by: 0)
            let spring = UISpringTimingParameters(mass: 30, stiffness: 1000, damping: 300, initialVelocity: velocity)
            let animator = UIViewPropertyAnimator(duration: 0, timingParameters: spring)
            animator.addAnimations { view.frame.size.height = 230 }
            animator.startAnimation()
            MediaClock.advance(by: 0)
            #expect(Set(view.layer.animationKeys() ?? []) == ["position.x", "position.y", "bounds.x", "bounds.y"])
            #expect((view.layer.animation(forKey: "bounds.y") as? CAPropertyAnimation)?.keyPath == "bounds.size.height")
            MediaClock.advance(by: 0.0001)
            let shown = view.layer.presentation()!
            let heightSpeed = (Double(shown.bounds.height) - 130) / 0.0001
            let centreSpeed = (Double(shown.position.y) - 75) / 0.0001
            #expect(abs(heightSpeed - expected) < 2)
            #expect(abs(centreSpeed - expected / 2) < 1)          // the centre moves half as far
            #expect(shown.bounds.width == 100)
            MediaClock.advance(by: animator.duration)
            #expect(view.layer.presentation()!.bounds.height == 230)
        }
    }
}
