import Testing
import Foundation
@testable import OpenQuartzCore
import LayerTestSupport

extension GlobalClockSuite {
@Suite @MainActor struct ExplicitAnimationTests {
    @Test func basicAnimationFromToWithDelegateCallbacksAtExactTimes() {
        resetClock(at: 10)
        let layer = CALayer()
        let anim = CABasicAnimation(keyPath: "opacity")
        anim.fromValue = 0
        anim.toValue = 1
        anim.duration = 2
        anim.beginTime = CACurrentMediaTime() + 1     // starts at 11
        let delegate = RecordingAnimationDelegate()
        anim.delegate = delegate
        layer.add(anim, forKey: "fade")
        anim.toValue = 0.5                             // the layer holds a copy
        MediaClock.advance(by: 0)                      // commit at 10
        #expect(layer.presentation()?.opacity == 1)    // before begin: the model (fill removed)
        MediaClock.advance(to: 11.5)
        #expect(approx(Double(layer.presentation()!.opacity), 0.25, 1e-6))
        #expect(delegate.log == ["start@11.0"])
        MediaClock.advance(to: 14)
        #expect(delegate.log == ["start@11.0", "stop(true)@13.0"])
        #expect(layer.animation(forKey: "fade") == nil)
    }

    @Test func fromToByCombinations() {
        resetClock()
        func value(_ configure: (CABasicAnimation) -> Void) -> CGFloat {
            let layer = CALayer()
            layer.zPosition = 10                        // model value
            let a = CABasicAnimation(keyPath: "zPosition")
            a.duration = 1
            configure(a)
            layer.add(a, forKey: nil)
            MediaClock.advance(by: 0)
            MediaClock.advance(by: 0.5)
            let v = layer.presentation()!.zPosition
            MediaClock.advance(by: 1)
            return v
        }
        #expect(value { $0.fromValue = 0; $0.toValue = 100 } == 50)
        #expect(value { $0.fromValue = 20; $0.byValue = 10 } == 25)        // 20 → 30
        #expect(value { $0.byValue = 10; $0.toValue = 100 } == 95)          // 90 → 100
        #expect(value { $0.fromValue = 0 } == 5)                            // 0 → model 10
        #expect(value { $0.toValue = 30 } == 20)                            // current 10 → 30
        #expect(value { $0.byValue = 4 } == 12)                             // 10 → 14
        #expect(value { _ in } == 10)                                       // 10 → 10
    }

    @Test func repeatedKeyReplacesAndNilKeysCoexist() {
        resetClock()
        let layer = CALayer()
        let d1 = RecordingAnimationDelegate()
        let a = CABasicAnimation(keyPath: "opacity"); a.duration = 10; a.delegate = d1
        layer.add(a, forKey: "k")
        MediaClock.advance(by: 0.5)
        let b = CABasicAnimation(keyPath: "opacity"); b.duration = 10
        layer.add(b, forKey: "k")
        layer.add(CABasicAnimation(keyPath: "position"), forKey: nil)
        layer.add(CABasicAnimation(keyPath: "bounds"), forKey: nil)
        #expect(layer.animationKeys() == ["k"])
        MediaClock.advance(by: 0)
        #expect(d1.log.last?.hasPrefix("stop(false)") == true)
        #expect(layer.renderAnimations.count == 3)
    }

    @Test func subKeyPathAnimationKeepsTheOtherComponents() {
        resetClock()
        let layer = CALayer()
        layer.transform = CATransform3DMakeTranslation(30, 40, 0)
        let a = CABasicAnimation(keyPath: "transform.scale")
        a.fromValue = 1; a.toValue = 3; a.duration = 1
        layer.add(a, forKey: nil)
        MediaClock.advance(by: 0)
        MediaClock.advance(by: 0.5)
        let t = layer.presentation()!.transform
        #expect(approx(t.m11, 2) && approx(t.m22, 2) && approx(t.m41, 30) && approx(t.m42, 40))
        let x = CABasicAnimation(keyPath: "position.x")
        x.fromValue = 0; x.toValue = 100; x.duration = 1
        layer.position = CGPoint(x: 5, y: 7)
        layer.add(x, forKey: "x")
        MediaClock.advance(by: 0)
        MediaClock.advance(by: 0.25)
        #expect(approx(layer.presentation()!.position, CGPoint(x: 25, y: 7)))
    }

    @Test func speedZeroAndTimeOffsetScrub() {
        resetClock()
        let layer = CALayer()
        layer.speed = 0
        let a = CABasicAnimation(keyPath: "zPosition")
        a.fromValue = 0; a.toValue = 100; a.duration = 1
        layer.add(a, forKey: nil)
        MediaClock.advance(by: 0)
        MediaClock.advance(by: 5)
        #expect(layer.presentation()!.zPosition == 0)
        layer.timeOffset = 0.3
        #expect(approx(layer.presentation()!.zPosition, 30))
        layer.timeOffset = 0.8
        #expect(approx(layer.presentation()!.zPosition, 80))
    }

    @Test func valueFunctionRotatesPastTwoPi() {
        resetClock()
        let layer = CALayer()
        let a = CABasicAnimation(keyPath: "transform")
        a.valueFunction = CAValueFunction(name: .rotateZ)
        a.fromValue = 0; a.toValue = 4 * Double.pi; a.duration = 1
        layer.add(a, forKey: nil)
        MediaClock.advance(by: 0)
        MediaClock.advance(by: 0.5625)           // 2.25π: a quarter turn past two turns
        let t = layer.presentation()!.transform
        #expect(approx(t.m11, cos(2.25 * .pi), 1e-9) && approx(t.m12, sin(2.25 * .pi), 1e-9))
    }

    @Test func completionBlockWaitsForEveryAnimationAndRunsWhenNothingAnimated() {
        resetClock()
        var log: [String] = []
        CATransaction.begin()
        CATransaction.setCompletionBlock { log.append("empty@\(CACurrentMediaTime())") }
        CATransaction.commit()
        #expect(log == ["empty@1000.0"])
        let layer = CALayer()
        CATransaction.begin()
        CATransaction.setCompletionBlock { log.append("done@\(CACurrentMediaTime())") }
        let a = CABasicAnimation(keyPath: "opacity"); a.duration = 1
        layer.add(a, forKey: nil)
        CATransaction.begin()
        let b = CABasicAnimation(keyPath: "zPosition"); b.duration = 2
        layer.add(b, forKey: nil)
        CATransaction.commit()
        CATransaction.commit()
        MediaClock.advance(by: 1.5)
        #expect(log.count == 1)
        MediaClock.advance(by: 1)
        #expect(log.last == "done@1002.0")
    }

    /// `discardAllAnimations` (package; a host ending a run): the animations
    /// leave the model and the render tree, and neither the delegate nor the
    /// transaction's completion block hears of it — a running and a pending one.
    @Test func discardedAnimationsEndWithoutTellingAnyone() {
        resetClock(at: 10)
        let layer = CALayer()
        let delegate = RecordingAnimationDelegate()
        var completions = 0
        CATransaction.begin()
        CATransaction.setCompletionBlock { completions += 1 }
        let running = CABasicAnimation(keyPath: "opacity")
        running.fromValue = 0; running.toValue = 1; running.duration = 2
        running.delegate = delegate
        layer.add(running, forKey: "fade")
        CATransaction.commit()
        MediaClock.advance(by: 1)
        #expect(delegate.log == ["start@10.0"])
        let pending = CABasicAnimation(keyPath: "zPosition")
        pending.delegate = delegate
        layer.add(pending, forKey: "z")
        layer.discardAllAnimations()
        MediaClock.advance(by: 5)
        #expect(layer.animationKeys() == nil)
        #expect(layer.presentation()?.opacity == 1)
        #expect(delegate.log == ["start@10.0"])
        #expect(completions == 0)
        // An ordinary removal still tells the delegate.
        layer.add(running, forKey: "fade")
        MediaClock.advance(by: 0.5)
        layer.removeAllAnimations()
        MediaClock.advance(by: 0)
        #expect(delegate.log == ["start@10.0", "start@16.0", "stop(false)@16.5"])
    }
}
}
