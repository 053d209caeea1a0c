import Testing
import Foundation
import OpenUIKit
import LayerTestSupport

/// The call shapes the books use for property animators, in our own code:
/// every initialiser, trailing closures, completions switching on the
/// position, the interrupt-and-continue idioms, timing parameters. That it
/// compiles with `import OpenUIKit` alone is the test; each snippet also
/// checks what it did.
@MainActor struct BookStyleAnimatorSnippets {
    @Test func initialisersAndTimingParametersCompile() {
        resetClock()
        let window = makeVisibleWindow(size: CGSize(width: 320, height: 480))
        let panel = UIView(frame: CGRect(x: 20, y: 20, width: 100, height: 60))
        window.addSubview(panel)
        MediaClock.advance(by: 0)

        let fadeIn = UIViewPropertyAnimator(duration: 0.33, curve: .easeIn)
        fadeIn.addAnimations { panel.alpha = 1 }
        fadeIn.addAnimations({ panel.transform = .identity }, delayFactor: 0.33)
        fadeIn.addCompletion { _ in panel.tag = 1 }

        let overshoot = UIViewPropertyAnimator(duration: 0.55, controlPoint1: CGPoint(x: 0.57, y: -0.4),
                                               controlPoint2: CGPoint(x: 0.96, y: 0.87)) {
            panel.transform = CGAffineTransform(scaleX: 0.75, y: 0.75)
        }
        let bouncy = UIViewPropertyAnimator(duration: 1, dampingRatio: 0.55) { panel.center.y += 20 }
        let spring = UISpringTimingParameters(dampingRatio: 0.5, initialVelocity: CGVector(dx: 1.0, dy: 0.2))
        let springy = UIViewPropertyAnimator(duration: 1.0, timingParameters: spring)
        let physical = UISpringTimingParameters(mass: 30, stiffness: 1000, damping: 300, initialVelocity: CGVector(dx: 5, dy: 0))
        let heavy = UIViewPropertyAnimator(duration: 0, timingParameters: physical)
        heavy.addAnimations { panel.bounds.size.height = 120 }
        heavy.addAnimations({
            UIView.transition(with: panel, duration: 0.25, options: .transitionCrossDissolve, animations: {}, completion: nil)
        }, delayFactor: 0.5)
        let cubic = UICubicTimingParameters(animationCurve: .easeOut)
        let custom = UIViewPropertyAnimator(duration: 2, timingParameters: cubic)
        #expect(overshoot.state == .inactive && bouncy.duration == 1 && springy.duration == 1)
        #expect(heavy.duration > 0 && custom.timingParameters is UICubicTimingParameters)
        #expect(approx(cubic.controlPoint2, CGPoint(x: 0.58, y: 1), 1e-6) && spring.initialVelocity.dy == 0.2)

        let running = UIViewPropertyAnimator.runningPropertyAnimator(
            withDuration: 0.5, delay: 0.1, options: .curveEaseOut,
            animations: { panel.backgroundColor = .red },
            completion: { position in
                switch position {
                case .end: panel.tag = 2
                case .start, .current: panel.tag = 3
                @unknown default: break
                }
            })
        #expect(running.isRunning)
        MediaClock.advance(by: 1)
        #expect(panel.tag == 2)
    }

    @Test func interruptionIdiomsCompile() {
        resetClock()
        let window = makeVisibleWindow()
        let dot = addCommittedView(frame: CGRect(x: 0, y: 0, width: 20, height: 20), to: window)
        let animator = UIViewPropertyAnimator(duration: 4, timingParameters: UICubicTimingParameters())
        animator.addAnimations { dot.center.x += 100 }
        animator.addCompletion { position in if position == .start { dot.alpha = 0.5 } }
        animator.startAnimation()
        MediaClock.advance(by: 1)
        // Hurry home.
        animator.pauseAnimation()
        animator.isReversed = true
        animator.continueAnimation(withTimingParameters: nil, durationFactor: 0.1)
        MediaClock.advance(by: 0.5)
        #expect(dot.alpha == 0.5 && dot.center.x == 10)

        // A jiggle guarded by isRunning, keyframes inside the animator.
        var jiggle: UIViewPropertyAnimator?
        func startJiggle() {
            guard jiggle?.isRunning != true else { return }
            jiggle = UIViewPropertyAnimator.runningPropertyAnimator(withDuration: 0.33, delay: 0, animations: {
                UIView.animateKeyframes(withDuration: 1, delay: 0, animations: {
                    UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.25) { dot.transform = CGAffineTransform(rotationAngle: -.pi / 8) }
                    UIView.addKeyframe(withRelativeStartTime: 0.25, relativeDuration: 0.75) { dot.transform = CGAffineTransform(rotationAngle: .pi / 8) }
                    UIView.addKeyframe(withRelativeStartTime: 0.75, relativeDuration: 0.25) { dot.transform = .identity }
                }, completion: nil)
            }, completion: nil)
        }
        startJiggle()
        startJiggle()
        #expect(dot.layer.animationKeys() == ["transform"])
        MediaClock.advance(by: 0.5)
        #expect(jiggle?.state == .inactive)

        // Scrub, stop in place.
        let frozen = UIViewPropertyAnimator(duration: 1, curve: .easeInOut) { dot.center.x = 110 }
        frozen.scrubsLinearly = false
        frozen.pausesOnCompletion = true
        frozen.fractionComplete = CGFloat(Float(0.25))
        frozen.stopAnimation(false)
        frozen.finishAnimation(at: .current)
        #expect(frozen.state == .inactive && dot.center.x > 10 && dot.center.x < 110)
    }
}
