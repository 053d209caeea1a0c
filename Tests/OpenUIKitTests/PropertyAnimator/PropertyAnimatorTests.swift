import Testing
import Foundation
import OpenUIKit
import LayerTestSupport

/// UIViewPropertyAnimator at exact times under the manual clock: the
/// values each call shows, the state machine, completion order and
/// positions. Expected values come from the curves' math.
@MainActor struct PropertyAnimatorTests {
    /// A committed 20 × 20 view centred at (50, 50) in a visible window.
    private func makeView() -> UIView {
        let window = makeVisibleWindow()
        return addCommittedView(frame: CGRect(x: 40, y: 40, width: 20, height: 20), to: window)
    }
    private func x(_ v: UIView) -> Double { Double(shownCenter(v).x) }
    private func easeInOut(_ t: Double) -> Double { CAMediaTimingFunction(name: .easeInEaseOut).solve(forInput: t) }

    /// A started linear animator moving `view` to x = `x`, its completions
    /// recorded in `log`.
    private func startedLinear(_ view: UIView, to x: CGFloat = 150, duration: Double = 1,
                               log: PositionLog) -> UIViewPropertyAnimator {
        let animator = UIViewPropertyAnimator(duration: duration, curve: .linear) { view.center.x = x }
        animator.addCompletion { log.entries.append($0) }
        animator.startAnimation()
        return animator
    }

    @Test func runsOnItsCurveAndCompletesAtTheEnd() {
        resetClock()
        let view = makeView()
        let log = PositionLog()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .easeInOut) { view.center.x = 150 }
        animator.addCompletion { log.entries.append($0) }
        #expect(animator.state == .inactive && !animator.isRunning)
        #expect(view.center.x == 50)                      // nothing runs before the start
        animator.startAnimation()
        #expect(animator.state == .active && animator.isRunning)
        #expect(view.center.x == 150)                     // the model is the target
        MediaClock.advance(by: 0.25)
        #expect(approx(x(view), 50 + 100 * easeInOut(0.25), 1e-6))
        #expect(approx(Double(animator.fractionComplete), 0.25, 1e-9))
        MediaClock.advance(by: 0.75)
        #expect(log.entries == [.end])
        #expect(animator.state == .inactive)
        #expect(view.layer.animationKeys() == nil)
        #expect(x(view) == 150)
    }

    @Test func pauseHoldsAndStartResumes() {
        resetClock()
        let view = makeView()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center.x = 150 }
        animator.startAnimation()
        MediaClock.advance(by: 0.3)
        animator.pauseAnimation()
        #expect(animator.state == .active && !animator.isRunning)
        MediaClock.advance(by: 2)
        #expect(approx(x(view), 80, 1e-6))
        #expect(approx(Double(animator.fractionComplete), 0.3, 1e-9))
        animator.startAnimation()
        MediaClock.advance(by: 0.35)
        #expect(approx(x(view), 115, 1e-6))
        MediaClock.advance(by: 0.35)
        #expect(animator.state == .inactive)
    }

    /// Neuburg's slider: an animator never started, scrubbed. Linear while
    /// paused unless `scrubsLinearly` is false.
    @Test func scrubbingIsLinearUnlessAskedOtherwise() {
        resetClock()
        let view = makeView()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .easeInOut) { view.center.x = 150 }
        animator.fractionComplete = 0.25
        #expect(animator.state == .active && !animator.isRunning)
        MediaClock.advance(by: 0)
        #expect(approx(x(view), 75, 1e-6))
        animator.fractionComplete = 0.9
        MediaClock.advance(by: 0)
        #expect(approx(x(view), 140, 1e-6))
        let other = makeView()
        let curved = UIViewPropertyAnimator(duration: 1, curve: .easeInOut) { other.center.x = 150 }
        curved.scrubsLinearly = false
        curved.fractionComplete = 0.25
        MediaClock.advance(by: 0)
        #expect(approx(x(other), 50 + 100 * easeInOut(0.25), 1e-6))
        // Bad values: NaN ignored, others clamped.
        curved.fractionComplete = .nan
        #expect(curved.fractionComplete == 0.25)
        curved.fractionComplete = 7
        #expect(curved.fractionComplete == 1)
        // Released while paused, UIKit would raise: end them first.
        animator.stopAnimation(true)
        curved.stopAnimation(true)
    }

    /// After a linear scrub the animator goes on from what it shows: from
    /// the time at which its own curve shows the scrubbed fraction (no jump,
    /// one timeline), forwards or back.
    @Test func continuingAfterAScrubStartsWhereTheViewIs() {
        resetClock()
        let view = makeView()
        let easeIn = CAMediaTimingFunction(name: .easeIn)
        func time(showing p: Double) -> Double {         // easeIn⁻¹ by bisection
            var lo = 0.0, hi = 1.0
            for _ in 0..<60 { let m = (lo + hi) / 2; if easeIn.solve(forInput: m) < p { lo = m } else { hi = m } }
            return (lo + hi) / 2
        }
        let animator = UIViewPropertyAnimator(duration: 1, curve: .easeIn) { view.center.x = 150 }
        animator.fractionComplete = 0.5
        MediaClock.advance(by: 0)
        #expect(approx(x(view), 100, 1e-6))
        animator.startAnimation()
        MediaClock.advance(by: 0)
        #expect(approx(x(view), 100, 1e-6))
        let tau = time(showing: 0.5)                      // ≈ 0.685 s on the ease-in curve
        #expect(approx(Double(animator.fractionComplete), tau, 1e-6))
        MediaClock.advance(by: 0.2)
        #expect(approx(x(view), 50 + 100 * easeIn.solve(forInput: tau + 0.2), 1e-6))
        // Scrubbed back to 0.3 and played backwards: from there, on the curve.
        animator.pauseAnimation()
        animator.fractionComplete = 0.3
        animator.isReversed = true
        animator.startAnimation()
        MediaClock.advance(by: 0)
        #expect(approx(x(view), 80, 1e-6))
        MediaClock.advance(by: 0.1)
        #expect(approx(x(view), 50 + 100 * easeIn.solve(forInput: time(showing: 0.3) - 0.1), 1e-6))
    }

    /// Continued with new timing, the animator re-bases its animations from
    /// there on but keeps what came before: played back, it goes through the
    /// new curve to the point of continuation, then the old one to the start.
    @Test func playingBackAfterNewTimingGoesAllTheWayHome() {
        resetClock()
        let view = makeView()
        let log = PositionLog()
        let animator = startedLinear(view, log: log)
        MediaClock.advance(by: 0.5)
        animator.pauseAnimation()
        animator.continueAnimation(withTimingParameters: UICubicTimingParameters(animationCurve: .easeIn), durationFactor: 0)
        MediaClock.advance(by: 0.25)
        let easeIn = CAMediaTimingFunction(name: .easeIn)
        #expect(approx(x(view), 100 + 50 * easeIn.solve(forInput: 0.5), 1e-6))
        animator.isReversed = true
        MediaClock.advance(by: 0.1)                       // back to 0.65 of the way
        #expect(approx(x(view), 100 + 50 * easeIn.solve(forInput: 0.3), 1e-6))
        MediaClock.advance(by: 0.25)                      // 0.4: past the re-basing, on the linear past
        #expect(approx(x(view), 90, 1e-6))
        MediaClock.advance(by: 0.4)
        #expect(log.entries == [.start])
        #expect(view.center.x == 50)
    }

    @Test func reversingTurnsRoundWhereItIsAndEndsAtTheStart() {
        resetClock()
        let view = makeView()
        let log = PositionLog()
        let animator = startedLinear(view, log: log)
        MediaClock.advance(by: 0.4)
        animator.isReversed = true
        #expect(animator.isRunning)
        #expect(approx(Double(animator.fractionComplete), 0.6, 1e-9))   // measured in the direction of play (iOS 11+)
        MediaClock.advance(by: 0.2)
        #expect(approx(x(view), 70, 1e-6))
        animator.isReversed = false                      // re-toggling works
        MediaClock.advance(by: 0.1)
        #expect(approx(x(view), 80, 1e-6))
        animator.isReversed = true
        MediaClock.advance(by: 0.3)
        #expect(approx(x(view), 50, 1e-6))
        #expect(log.entries == [.start])
        #expect(view.center.x == 50)                      // the model is back at the start
        #expect(view.layer.animationKeys() == nil)
    }

    /// Neuburg's "hurry": pause, then continue over a tenth of the duration.
    @Test func continueOverAFractionOfTheDuration() {
        resetClock()
        let view = makeView()
        let log = PositionLog()
        let animator = startedLinear(view, duration: 4, log: log)
        MediaClock.advance(by: 1)
        animator.pauseAnimation()
        animator.continueAnimation(withTimingParameters: nil, durationFactor: 0.1)
        MediaClock.advance(by: 0.2)
        #expect(approx(x(view), 75 + 75 * 0.5, 1e-6))
        MediaClock.advance(by: 0.2)
        #expect(log.entries == [.end])
        // Hurry home: reversed, the completion hears .start.
        let back = UIViewPropertyAnimator(duration: 4, curve: .linear) { view.center.x = 250 }
        var position: UIViewAnimatingPosition?
        back.addCompletion { position = $0 }
        back.startAnimation()
        MediaClock.advance(by: 2)
        back.pauseAnimation()
        back.isReversed = true
        back.continueAnimation(withTimingParameters: nil, durationFactor: 0.1)
        MediaClock.advance(by: 0.2)
        #expect(approx(x(view), 150 + 50 * 0.5, 1e-6))
        MediaClock.advance(by: 0.2)
        #expect(position == .start)
        #expect(view.center.x == 150)
    }

    @Test func stopInPlaceThenFinishAtEachPosition() {
        for (final, expected) in [(UIViewAnimatingPosition.current, 80.0), (.start, 50), (.end, 150)] {
            resetClock()
            let view = makeView()
            let log = PositionLog()
            let animator = startedLinear(view, log: log)
            MediaClock.advance(by: 0.3)
            animator.stopAnimation(false)
            #expect(animator.state == .stopped && !animator.isRunning)
            #expect(approx(Double(view.center.x), 80, 1e-6))
            #expect(view.layer.animationKeys() == nil)
            #expect(log.entries.isEmpty)
            animator.finishAnimation(at: final)
            #expect(animator.state == .inactive)
            #expect(log.entries == [final])
            #expect(approx(Double(view.center.x), expected, 1e-6))
        }
        resetClock()
        let view = makeView()
        var ran = false
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center.x = 150 }
        animator.addCompletion { _ in ran = true }
        animator.startAnimation()
        MediaClock.advance(by: 0.5)
        animator.stopAnimation(true)
        #expect(animator.state == .inactive && !ran)
        MediaClock.advance(by: 1)
        #expect(!ran && approx(Double(view.center.x), 100, 1e-6))
    }

    /// `delayFactor` delays by a fraction of the remaining duration; the
    /// animations end with the animator.
    @Test func delayFactorStartsLaterAndEndsWithTheAnimator() {
        resetClock()
        let view = makeView()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear)
        animator.addAnimations { view.alpha = 0 }
        animator.addAnimations({ view.center.x = 150 }, delayFactor: 0.5)
        animator.startAnimation()
        MediaClock.advance(by: 0.25)
        #expect(approx(x(view), 50, 1e-9))
        #expect(approx(Double(view.layer.presentation()!.opacity), 0.75, 1e-6))
        MediaClock.advance(by: 0.5)
        #expect(approx(x(view), 100, 1e-6))
        // Added while running, at 0.75 with factor 0.5: from 0.875 to 1.
        animator.addAnimations({ view.backgroundColor = .red }, delayFactor: 0.5)
        MediaClock.advance(by: 0.0625)
        #expect(view.layer.animation(forKey: "backgroundColor") != nil)
        MediaClock.advance(by: 0.25)
        #expect(animator.state == .inactive)
    }

    @Test func completionsRunInTheOrderAddedEvenMidRun() {
        resetClock()
        let view = makeView()
        var log: [String] = []
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center.x = 150 }
        animator.addCompletion { _ in log.append("hey") }
        animator.startAnimation()
        MediaClock.advance(by: 0.5)
        animator.addCompletion { _ in log.append("ho") }
        MediaClock.advance(by: 0.5)
        #expect(log == ["hey", "ho"])
    }

    @Test func pausesOnCompletionStaysActiveAtTheEnd() {
        resetClock()
        let view = makeView()
        let log = PositionLog()
        let animator = startedLinear(view, log: log)
        animator.pausesOnCompletion = true
        MediaClock.advance(by: 1.5)
        #expect(animator.state == .active && !animator.isRunning)
        #expect(animator.fractionComplete == 1 && log.entries.isEmpty)
        #expect(x(view) == 150)
        animator.isReversed = true
        animator.startAnimation()
        MediaClock.advance(by: 0.5)
        #expect(approx(x(view), 100, 1e-6))
        MediaClock.advance(by: 0.5)
        #expect(animator.state == .active && log.entries.isEmpty)
        animator.stopAnimation(false)
        animator.finishAnimation(at: .start)
        #expect(log.entries == [.start])
    }

    /// An animator nobody keeps still plays to its end (UIKit's animation
    /// server retains it).
    @Test func anUnretainedRunningAnimatorStillPlays() {
        resetClock()
        let view = makeView()
        var done = false
        do {
            let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center.x = 150 }
            animator.addCompletion { _ in done = true }
            animator.startAnimation()
        }
        MediaClock.advance(by: 0.5)
        #expect(approx(x(view), 100, 1e-6))
        MediaClock.advance(by: 0.5)
        #expect(done)
    }

    @Test func runningPropertyAnimatorStartsAfterItsDelay() {
        resetClock()
        let view = makeView()
        var position: UIViewAnimatingPosition?
        let animator = UIViewPropertyAnimator.runningPropertyAnimator(
            withDuration: 1, delay: 0.5, options: .curveLinear, animations: { view.center.x = 150 },
            completion: { position = $0 })
        #expect(animator.isRunning && animator.delay == 0.5)
        MediaClock.advance(by: 0.25)
        #expect(approx(x(view), 50, 1e-9))
        MediaClock.advance(by: 0.75)
        #expect(approx(x(view), 100, 1e-6))
        MediaClock.advance(by: 0.5)
        #expect(position == .end)
    }

    /// Blocks inside an animator's animations inherit its duration and
    /// curve (Neuburg §10–11): a zero-duration nested block and keyframes.
    @Test func nestedBlocksInheritTheAnimatorsTiming() {
        resetClock()
        let view = makeView()
        let animator = UIViewPropertyAnimator(duration: 4, curve: .linear) {
            UIView.animate(withDuration: 0) { view.center.x = 150 }
            UIView.animateKeyframes(withDuration: 0, delay: 0) {
                UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.25) { view.alpha = 0 }
            }
        }
        animator.startAnimation()
        MediaClock.advance(by: 1)
        #expect(approx(x(view), 75, 1e-6))
        #expect(approx(Double(view.layer.presentation()!.opacity), 1, 1e-6))
        // Scrubbing covers the keyframes too: 62.5 % is half-way through the fade.
        animator.pauseAnimation()
        animator.fractionComplete = 0.625
        MediaClock.advance(by: 0)
        #expect(approx(Double(view.layer.presentation()!.opacity), 0.5, 1e-6))
        #expect(approx(x(view), 112.5, 1e-6))
        animator.stopAnimation(true)
    }

    @Test func springParametersSetTheDuration() {
        let physical = UISpringTimingParameters(mass: 10, stiffness: 5, damping: 30, initialVelocity: CGVector(dx: 1, dy: 0.2))
        let animator = UIViewPropertyAnimator(duration: 0.3, timingParameters: physical)
        let reference = CASpringAnimation()
        reference.mass = 10; reference.stiffness = 5; reference.damping = 30; reference.initialVelocity = 1
        reference.allowsOverdamping = true
        #expect(approx(animator.duration, reference.settlingDuration, 1e-9))
        // UIKit's default spring: mass 3, stiffness 1000, damping 500 (ζ ≈ 4.56).
        // Its slow mode decays as e^(−2.02 t): it has moved 64 % of the way in
        // 0.5 s but is within 0.1 % only after about 3.4 s, which is what its
        // settling time (and so the animator's duration) is.
        let standard = UIViewPropertyAnimator(duration: 4, timingParameters: UISpringTimingParameters())
        let heavy = CASpringAnimation()
        heavy.mass = 3; heavy.stiffness = 1000; heavy.damping = 500; heavy.allowsOverdamping = true
        #expect(approx(standard.duration, heavy.settlingDuration, 1e-9))
        #expect(standard.duration > 3.3 && standard.duration < 3.6)
        let fitted = UIViewPropertyAnimator(duration: 0.7, dampingRatio: 0.5)
        #expect(fitted.duration == 0.7)
    }

    /// Misuse that UIKit reports rather than raises: reported, ignored.
    @Test func misuseIsReportedAndIgnored() {
        resetClock()
        let view = makeView()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center.x = 150 }
        let messages = CGDiagnostics.capture {
            animator.startAnimation()
            animator.fractionComplete = 0.5               // running: ignored
            animator.addAnimations({}, delayFactor: 3)     // clamped
            _ = UIViewPropertyAnimator(duration: -1, curve: .linear)
            _ = UISpringTimingParameters(mass: 0, stiffness: 1, damping: 1, initialVelocity: CGVector(dx: 0, dy: 0))
        }.messages
        #expect(messages.count == 4)
        MediaClock.advance(by: 0.5)
        #expect(approx(x(view), 100, 1e-6))
    }

    @Test(arguments: ["stopInactive", "startStopped", "pauseStopped", "finishActive", "finishInactive"])
    func illegalTransitionsTrap(_ call: String) async {
        await #expect(processExitsWith: .failure) { [call] in
            await MainActor.run {
                MediaClock.setManual(at: 10)
                let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
                window.makeKeyAndVisible()
                let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
                window.addSubview(view)
                let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center.x = 50 }
                switch call {
                case "stopInactive": animator.stopAnimation(false)
                case "startStopped": animator.startAnimation(); animator.stopAnimation(false); animator.startAnimation()
                case "pauseStopped": animator.startAnimation(); animator.stopAnimation(false); animator.pauseAnimation()
                case "finishActive": animator.startAnimation(); animator.finishAnimation(at: .end)
                default: animator.finishAnimation(at: .end)
                }
            }
        }
    }
}

/// Where an animator's completions said it ended, in order.
@MainActor final class PositionLog {
    var entries: [UIViewAnimatingPosition] = []
}
