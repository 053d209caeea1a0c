import Testing
import Foundation
import OpenUIKit
import LayerTestSupport

/// The decay (fling) timing, not Apple API: the projection of the "Designing
/// Fluid Interfaces" talk, and the motion D·(1 − e^(−kt)), k = 1000 (1 − r) / r,
/// from block animations and property animators.
@MainActor struct DecayTests {
    @Test func projectionIsTheTalksFormula() {
        let normal = Double(DecayTimingParameters.projectedDistance(initialVelocity: 1000))
        let fast = Double(DecayTimingParameters.projectedDistance(initialVelocity: -500, decelerationRate: .fast))
        #expect(abs(normal - 1000.0 / 1000 * 0.998 / 0.002) < 1e-9)
        #expect(abs(fast - -500.0 / 1000 * 0.99 / 0.01) < 1e-9)
        let end = DecayTimingParameters.projectedPoint(from: CGPoint(x: 10, y: 20), initialVelocity: CGPoint(x: 100, y: -200))
        #expect(approx(end, CGPoint(x: 10 + 49.9, y: 20 - 99.8), 1e-9))
        #expect(DecayTimingParameters.projectedDistance(initialVelocity: .nan) == 0)
        let messages = CGDiagnostics.capture { _ = DecayTimingParameters(decelerationRate: .init(rawValue: 1.5)) }.messages
        #expect(messages.count == 1)
    }

    @Test func aBlockDecayStartsAtTheFlingsSpeedAndSlowsExponentially() {
        resetClock()
        let window = makeVisibleWindow()
        let view = addCommittedView(frame: CGRect(x: 0, y: 40, width: 20, height: 20), to: window)   // centre x 10
        let velocity: CGFloat = 200
        let distance = DecayTimingParameters.projectedDistance(initialVelocity: velocity)
        var finished: Bool?
        UIView.animate(decay: DecayTimingParameters(), animations: { view.center.x += distance }, completion: { finished = $0 })
        MediaClock.advance(by: 0)
        MediaClock.advance(by: 0.0001)
        let k = 1000 * (1 - 0.998) / 0.998
        let start = (Double(view.layer.presentation()!.position.x) - 10) / 0.0001
        #expect(abs(start - 200) < 0.1)                      // the fling's speed (k·D = v)
        MediaClock.advance(by: 0.4999)
        #expect(approx(Double(view.layer.presentation()!.position.x), 10 + Double(distance) * (1 - exp(-k * 0.5)), 1e-6))
        MediaClock.advance(by: 4)
        #expect(finished == true)
        #expect(approx(Double(view.layer.presentation()!.position.x), 10 + Double(distance), 1e-9))
    }

    @Test func anAnimatorDecayLastsUntilItsMotionSettles() {
        resetClock()
        let window = makeVisibleWindow()
        let view = addCommittedView(frame: CGRect(x: 0, y: 40, width: 20, height: 20), to: window)
        let decay = DecayTimingParameters(decelerationRate: .fast)
        let animator = UIViewPropertyAnimator(duration: 0, timingParameters: decay)
        let k = 1000 * (1 - 0.99) / 0.99                     // ≈ 10.1 per second
        // Within 0.1 % after ln(1000)/k ≈ 0.684 s; springs settle on a 0.1 s grid.
        #expect(animator.duration >= log(1000) / k - 1e-9 && animator.duration < log(1000) / k + 0.1)
        animator.addAnimations { view.center.x += 100 }
        animator.startAnimation()
        MediaClock.advance(by: 0.2)
        #expect(approx(Double(view.layer.presentation()!.position.x), 10 + 100 * (1 - exp(-k * 0.2)), 1e-6))
    }

    /// Retargeting a running spring: animations added to the animator while
    /// it runs blend additively from where the view is, at the speed it has —
    /// neither position nor velocity jumps (what POP and Android's
    /// SpringAnimation offer as "animateToFinalPosition").
    @Test func retargetingARunningSpringKeepsItsVelocity() {
        resetClock()
        let window = makeVisibleWindow()
        let view = addCommittedView(frame: CGRect(x: 0, y: 40, width: 20, height: 20), to: window)
        let animator = UIViewPropertyAnimator(duration: 1, dampingRatio: 0.6) { view.center.x = 150 }
        animator.startAnimation()
        MediaClock.advance(by: 0.3)
        func x() -> Double { Double(view.layer.presentation()!.position.x) }
        let before = x()
        // Velocity is continuous, acceleration is not (the new spring pulls at
        // once): over 1 µs windows that changes the mean speed by ~0.02 pt/s.
        MediaClock.advance(by: 0.000001)
        let speedBefore = (x() - before) / 0.000001
        animator.addAnimations { view.center.x = 60 }          // a new target, mid-flight
        MediaClock.advance(by: 0)
        let at = x()
        MediaClock.advance(by: 0.000001)
        let speedAfter = (x() - at) / 0.000001
        #expect(abs(speedAfter - speedBefore) < 0.01 * abs(speedBefore))
        MediaClock.advance(by: 2)
        #expect(approx(x(), 60, 1e-9))
    }
}
