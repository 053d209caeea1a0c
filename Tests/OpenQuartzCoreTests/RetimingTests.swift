import Testing
import Foundation
@testable import OpenQuartzCore
import LayerTestSupport

extension GlobalClockSuite {
/// `CALayer.retime(_:beginTime:speed:timeOffset:linear:)` (package; the
/// property animator's scrubbing): a running animation's timing changes in
/// place, its delegate hears nothing, and a linear retime sets its curve
/// (or spring) aside until undone.
@Suite @MainActor struct RetimingTests {
    @Test func aRunningAnimationIsRetimedInPlace() {
        resetClock(at: 10)
        let layer = CALayer()
        let delegate = RecordingAnimationDelegate()
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 0; fade.toValue = 1; fade.duration = 2
        fade.timingFunction = CAMediaTimingFunction(name: .easeIn)
        fade.delegate = delegate
        layer.add(fade, forKey: "fade")
        let own = layer.animation(forKey: "fade")!
        // Not committed yet: compiled with this timing, on the linear curve.
        #expect(layer.retime(own, beginTime: nil, speed: 0, timeOffset: 1, linear: true))
        MediaClock.advance(by: 0.5)
        #expect(approx(Double(layer.presentation()!.opacity), 0.5, 1e-6))
        #expect(layer.retime(own, beginTime: nil, speed: 0, timeOffset: 1, linear: false))
        MediaClock.advance(by: 3)                                 // frozen: time does not matter
        let easeIn = CAMediaTimingFunction(name: .easeIn).solve(forInput: 0.5)
        #expect(approx(Double(layer.presentation()!.opacity), easeIn, 1e-6))
        #expect(layer.retime(own, beginTime: nil, speed: 0, timeOffset: 1, linear: true))
        #expect(approx(Double(layer.presentation()!.opacity), 0.5, 1e-6))
        // Running again at twice the speed from local time 0.5, on its curve.
        let now = layer.convertTime(CACurrentMediaTime(), from: nil)
        #expect(layer.retime(own, beginTime: now - 0.25, speed: 2, timeOffset: 0, linear: false))
        MediaClock.advance(by: 0.25)
        #expect(approx(Double(layer.presentation()!.opacity), CAMediaTimingFunction(name: .easeIn).solve(forInput: 0.5), 1e-6))
        #expect(delegate.log == ["start@10.0"])
        MediaClock.advance(by: 1)
        #expect(delegate.log == ["start@10.0", "stop(true)@14.25"])
        // Another animation object is not this layer's: refused.
        #expect(!layer.retime(fade, beginTime: nil, speed: 1, timeOffset: 0, linear: false))
    }

    @Test func aLinearRetimeSetsASpringAside() {
        resetClock(at: 10)
        let layer = CALayer()
        let spring = CASpringAnimation(keyPath: "zPosition")
        spring.fromValue = 0; spring.toValue = 100; spring.duration = 1
        layer.add(spring, forKey: "z")
        MediaClock.advance(by: 0)
        let own = layer.animation(forKey: "z")!
        #expect(layer.retime(own, beginTime: nil, speed: 0, timeOffset: 0.25, linear: true))
        #expect(approx(Double(layer.presentation()!.zPosition), 25, 1e-9))
        #expect(layer.retime(own, beginTime: nil, speed: 0, timeOffset: 0.25, linear: false))
        let solver = SpringSolver(mass: 1, stiffness: 100, damping: 10)
        #expect(approx(Double(layer.presentation()!.zPosition), 100 * solver.value(at: 0.25), 1e-6))
    }
}
}
