import Testing
import Foundation
@testable import OpenQuartzCore
import LayerTestSupport

extension GlobalClockSuite {
/// Animations inside a layer whose own time repeats (`duration` with
/// `repeatCount`, `repeatDuration`, `autoreverses`): they play again in every
/// pass, and end — `animationDidStop`, removal on completion — only when the
/// layer's time stays past their end (the last pass), or when the layer's
/// active window is over and it does not fill forwards.
@Suite @MainActor struct LayerRepeatingTimeTests {
    /// A container from media time 10 (duration `duration`, repeated
    /// `repeats` times) holding a sublayer (model x 300) with a linear
    /// position.x animation 0 → 100 over `animationDuration` of the
    /// container's time, removed on completion, with a recording delegate.
    func makeTree(duration: Double, repeats: Float, autoreverses: Bool = false,
                  fill: CAMediaTimingFillMode = .removed, animationDuration: Double = 1)
        -> (container: CALayer, sub: CALayer, delegate: RecordingAnimationDelegate) {
        resetClock(at: 10)
        let container = CALayer()
        container.duration = duration
        container.repeatCount = repeats
        container.autoreverses = autoreverses
        container.fillMode = fill
        container.beginTime = 10
        let sub = CALayer()
        sub.position = CGPoint(x: 300, y: 0)
        container.addSublayer(sub)
        let move = CABasicAnimation(keyPath: "position.x")
        move.fromValue = 0; move.toValue = 100; move.duration = animationDuration
        move.timingFunction = CAMediaTimingFunction(name: .linear)
        let delegate = RecordingAnimationDelegate()
        move.delegate = delegate
        sub.add(move, forKey: "move")
        MediaClock.advance(by: 0)   // commit: the animation begins at the container's time 0
        return (container, sub, delegate)
    }

    func x(_ layer: CALayer, at t: Double) -> Double {
        MediaClock.advance(to: t)
        return Double(layer.presentation()!.position.x)
    }

    @Test func theAnimationPlaysInEveryPassAndEndsInTheLast() {
        let (container, sub, delegate) = makeTree(duration: 1, repeats: 3)
        defer { withExtendedLifetime(container) {} }
        #expect(approx(x(sub, at: 10.25), 25, 1e-9))
        #expect(approx(x(sub, at: 11.25), 25, 1e-9))   // second pass: the same again
        #expect(sub.animation(forKey: "move") != nil)
        #expect(approx(x(sub, at: 12.5), 50, 1e-9))    // third pass
        #expect(delegate.log == ["start@10.0"])
        // The container's time reaches 1 for good at 13: the animation ends then.
        MediaClock.advance(to: 13)
        #expect(delegate.log == ["start@10.0", "stop(true)@13.0"])
        #expect(sub.animation(forKey: "move") == nil)
        #expect(approx(x(sub, at: 13.5), 300, 1e-9))
    }

    /// Container time (duration 2, autoreversing, twice): 0→2 over
    /// [10, 12), 2→0 over [12, 14), again over [14, 18). The 1 s animation
    /// applies while that time is in [0, 1): on the way out and on the way back.
    @Test func anAutoreversingContainerPlaysItForwardsAndBackwards() {
        let (container, sub, delegate) = makeTree(duration: 2, repeats: 2, autoreverses: true)
        defer { withExtendedLifetime(container) {} }
        #expect(approx(x(sub, at: 10.5), 50, 1e-9))
        #expect(approx(x(sub, at: 11.5), 300, 1e-9))   // container time 1.5: past the animation (fill removed)
        #expect(approx(x(sub, at: 13.25), 75, 1e-9))   // back half: 14 − 13.25 = 0.75
        #expect(approx(x(sub, at: 14.5), 50, 1e-9))    // second cycle, forwards
        #expect(approx(x(sub, at: 16), 300, 1e-9))
        #expect(approx(x(sub, at: 17.5), 50, 1e-9))    // last back half
        #expect(delegate.log == ["start@10.0"])
        // The container ends at time 0 (below the animation's end) and does
        // not fill: its time is unresolved from 18 on, so the animation ends then.
        MediaClock.advance(to: 18)
        #expect(delegate.log == ["start@10.0", "stop(true)@18.0"])
        #expect(sub.animation(forKey: "move") == nil)
    }

    /// A container that fills forwards at a time before the animation's end
    /// holds the animation there for ever: it never finishes.
    @Test func aContainerHoldingATimeBeforeTheEndKeepsTheAnimation() {
        let (container, sub, delegate) = makeTree(duration: 1, repeats: 1.5, fill: .forwards)
        defer { withExtendedLifetime(container) {} }
        #expect(approx(x(sub, at: 11.25), 25, 1e-9))
        #expect(approx(x(sub, at: 20), 50, 1e-9))      // held at container time 0.5
        #expect(delegate.log == ["start@10.0"])
        #expect(sub.animation(forKey: "move") != nil)
        // Changing the container's timing reschedules: one pass from 18.5,
        // already over, so the animation ends at once.
        container.repeatCount = 0
        container.beginTime = 18.5
        MediaClock.advance(by: 0)
        #expect(delegate.log == ["start@10.0", "stop(true)@20.0"])
    }

    @Test func repeatDurationBoundsThePasses() {
        let (container, sub, delegate) = makeTree(duration: 1, repeats: 0, animationDuration: 0.5)
        defer { withExtendedLifetime(container) {} }
        container.repeatDuration = 2.75
        MediaClock.advance(by: 0)
        #expect(approx(x(sub, at: 11.25), 50, 1e-9))
        #expect(approx(x(sub, at: 11.75), 300, 1e-9))
        #expect(approx(x(sub, at: 12.1), 20, 1e-9))    // third (partial) pass
        // The last pass reaches 0.5 at 12.5 and stays past it until 12.75.
        MediaClock.advance(to: 12.6)
        #expect(delegate.log == ["start@10.0", "stop(true)@12.5"])
    }

    @Test func nextFrameTimeAsksForFramesWhileTheContainerRepeats() {
        let (container, sub, _) = makeTree(duration: 2, repeats: 3)
        let renderer = CARenderer(size: CGSize(width: 10, height: 10))
        renderer.layer = container
        MediaClock.advance(to: 11.5)   // after the animation's first pass (its time 1.5)
        #expect(renderer.nextFrameTime() == 11.5)
        MediaClock.advance(to: 14.5)   // third pass
        #expect(renderer.nextFrameTime() == 14.5)
        MediaClock.advance(to: 15.5)   // ended at 15 (third pass, time 1) and removed
        #expect(sub.animation(forKey: "move") == nil)
        #expect(renderer.nextFrameTime() == .infinity)
    }

    /// `parentTimeSettled(atOrPast:)` against sampling: from the time it
    /// gives on, the layer's time is at or past y (or unresolved), and just
    /// before it the time is below y.
    @Test(arguments: [
        MediaTimingParameters(beginTime: 2, duration: 1, repeatCount: 3),
        MediaTimingParameters(beginTime: 2, duration: 1, repeatCount: 2.5, fillMode: .forwards),
        MediaTimingParameters(beginTime: 0, duration: 1, timeOffset: 0.5, repeatCount: 2),
        MediaTimingParameters(beginTime: 0, duration: 1, timeOffset: 1.5, repeatCount: 1, autoreverses: true),
        MediaTimingParameters(beginTime: 1, duration: 2, speed: 2, repeatCount: 2, autoreverses: true, fillMode: .both),
        MediaTimingParameters(beginTime: 0, duration: 1.5, repeatDuration: 4.2, autoreverses: true),
    ])
    func settledTimesAgreeWithSampling(_ timing: MediaTimingParameters) {
        let end = timing.activeEndInParent
        for y in stride(from: 0.05, to: timing.duration, by: 0.1) {
            let settled = timing.parentTimeSettled(atOrPast: y)
            func reached(_ tp: Double) -> Bool {
                let t = timing.layerTime(fromParent: tp, inactive: .unresolved)
                return t.isNaN || t >= y - 1e-9
            }
            if settled == .infinity {
                // Never: the held time after the window is below y.
                #expect(!reached(end + 1), "y \(y)")
                continue
            }
            for k in 0...200 {
                let tp = settled + Double(k) * (end + 1 - settled) / 200
                #expect(reached(tp), "y \(y): time \(timing.layerTime(fromParent: tp, inactive: .unresolved)) at \(tp)")
            }
            #expect(!reached(settled - 1e-3), "y \(y): already reached before \(settled)")
        }
    }

    @Test func settledTimesOfSpecialLevels() {
        // Linear: the inverse; frozen: now or never; reversed: never.
        #expect(MediaTimingParameters(beginTime: 3, speed: 2).parentTimeSettled(atOrPast: 4) == 5)
        #expect(MediaTimingParameters(speed: 0, timeOffset: 5).parentTimeSettled(atOrPast: 4) == -.infinity)
        #expect(MediaTimingParameters(speed: 0, timeOffset: 3).parentTimeSettled(atOrPast: 4) == .infinity)
        #expect(MediaTimingParameters(speed: -1).parentTimeSettled(atOrPast: 4) == .infinity)
        // Repeating for ever never settles; 0 or less always has.
        #expect(MediaTimingParameters(duration: 1, repeatCount: .infinity).parentTimeSettled(atOrPast: 0.5) == .infinity)
        #expect(MediaTimingParameters(duration: 1, repeatCount: 3).parentTimeSettled(atOrPast: 0) == -.infinity)
        #expect(MediaTimingParameters(duration: 1).parentTimeSettled(atOrPast: .nan) == .infinity)
        // Past one pass: reached only when the window ends (fill removed) or never (held).
        #expect(MediaTimingParameters(beginTime: 1, duration: 1, repeatCount: 2).parentTimeSettled(atOrPast: 1.5) == 3)
        #expect(MediaTimingParameters(duration: 1, fillMode: .forwards).parentTimeSettled(atOrPast: 1.5) == .infinity)
    }
}
}
