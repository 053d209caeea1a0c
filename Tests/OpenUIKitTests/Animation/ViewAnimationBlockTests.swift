import Testing
import Foundation
import OpenUIKit
import LayerTestSupport

/// `UIView.animate` at exact media times under the manual clock: values
/// from the curve math (apple-reference-values.md), completion order and
/// arguments, the animations each block leaves on each layer.
@MainActor struct ViewAnimationBlockTests {
    @Test func centerAnimatesWithEaseInOutAndCompletesOnce() {
        resetClock()
        let window = makeVisibleWindow()
        let view = addCommittedView(frame: CGRect(x: 0, y: 0, width: 20, height: 20), to: window)
        var calls: [Bool] = []
        UIView.animate(withDuration: 1, animations: { view.center = CGPoint(x: 110, y: 10) },
                       completion: { calls.append($0) })
        #expect(view.center == CGPoint(x: 110, y: 10))              // the model changes at once
        #expect(view.layer.animationKeys() == ["position"])
        let t0 = CACurrentMediaTime()
        MediaClock.advance(by: 0)                                      // commit: the animation starts
        #expect(approx(shownCenter(view).x, 10))
        for x in [0.25, 0.5, 0.75] {
            MediaClock.advance(to: t0 + x)
            #expect(approx(shownCenter(view).x, 10 + 100 * bezierProgress(x, 0.42, 0, 0.58, 1), 1e-4))
        }
        #expect(calls.isEmpty)
        MediaClock.advance(to: t0 + 1.01)
        #expect(calls == [true])
        #expect(view.layer.animationKeys() == nil)
        #expect(shownCenter(view).x == 110)
    }

    @Test func viewsDoNotAnimateOutsideBlocks() {
        resetClock()
        let window = makeVisibleWindow()
        let view = addCommittedView(frame: CGRect(x: 0, y: 0, width: 20, height: 20), to: window)
        view.center = CGPoint(x: 50, y: 50)
        view.alpha = 0.5
        view.layer.cornerRadius = 4
        #expect(view.layer.animationKeys() == nil)
        // A standalone layer in the same window still animates implicitly.
        let plain = CALayer()
        window.layer.addSublayer(plain)
        MediaClock.advance(by: 0)
        plain.opacity = 0.5
        #expect(plain.animationKeys() == ["opacity"])
    }

    @Test func secondMoveBlendsAdditively() {
        // Neuburg §5: center.y += 100 in one block, then += 300 in another
        // at once: one smooth move, the two additive animations summed.
        resetClock()
        let window = makeVisibleWindow(size: CGSize(width: 100, height: 600))
        let view = addCommittedView(frame: CGRect(x: 0, y: 0, width: 20, height: 20), to: window)
        let t0 = CACurrentMediaTime()
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { view.center.y += 100 })
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { view.center.y += 300 })
        #expect(view.layer.animationKeys() == ["position", "position-1"])
        let first = view.layer.animation(forKey: "position") as? CABasicAnimation
        #expect(first?.isAdditive == true)
        #expect((first?.fromValue as? CGPoint) == CGPoint(x: 0, y: -100))
        #expect((first?.toValue as? CGPoint) == CGPoint(x: 0, y: 0))
        MediaClock.advance(by: 0)
        MediaClock.advance(to: t0 + 0.5)
        // model 410; deltas −100·(1−p) and −300·(1−p) with p = 0.5
        #expect(approx(shownCenter(view).y, 410 - 50 - 150, 1e-9))
    }

    @Test func zeroDurationOutsideABlockAppliesAtOnceAndNestedInherits() {
        resetClock()
        let window = makeVisibleWindow()
        let view = addCommittedView(frame: CGRect(x: 0, y: 0, width: 20, height: 20), to: window)
        var finished: Bool?
        UIView.animate(withDuration: 0, animations: { view.center.x += 100 }, completion: { finished = $0 })
        #expect(view.layer.animationKeys() == nil)
        #expect(finished == nil)                         // never inside the call
        MediaClock.advance(by: 0)
        #expect(finished == true)
        // Nested: a zero duration inherits the enclosing block's 2 s.
        UIView.animate(withDuration: 2) {
            UIView.animate(withDuration: 0) { view.alpha = 0.5 }
            UIView.animate(withDuration: 0.5) { view.center.x = 0 }      // inherits too (no override)
            UIView.animate(withDuration: 0.5, delay: 0, options: .overrideInheritedDuration,
                           animations: { view.bounds.size.width = 40 })
        }
        #expect(view.layer.animation(forKey: "opacity")?.duration == 2)
        #expect(view.layer.animation(forKey: "position")?.duration == 2)
        #expect(view.layer.animation(forKey: "bounds")?.duration == 0.5)
    }

    @Test func delayShowsTheOldValueUntilTheAnimationStarts() {
        resetClock()
        let window = makeVisibleWindow()
        let view = addCommittedView(frame: CGRect(x: 0, y: 0, width: 20, height: 20), to: window)
        let t0 = CACurrentMediaTime()
        UIView.animate(withDuration: 1, delay: 0.5, options: .curveLinear, animations: { view.alpha = 0 })
        MediaClock.advance(by: 0)
        MediaClock.advance(to: t0 + 0.25)
        #expect(view.layer.presentation()!.opacity == 1)
        MediaClock.advance(to: t0 + 1)
        #expect(approx(Double(view.layer.presentation()!.opacity), 0.5, 1e-6))
    }

    @Test func replacedAnimationCompletesUnfinishedAndBeginFromCurrentStateStartsFromScreen() {
        resetClock()
        let window = makeVisibleWindow()
        let view = addCommittedView(frame: CGRect(x: 0, y: 0, width: 20, height: 20), to: window)
        var log: [String] = []
        let t0 = CACurrentMediaTime()
        UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear, .autoreverse, .repeat],
                       animations: { view.center.x = 110 }, completion: { log.append("repeat \($0)") })
        #expect((view.layer.animation(forKey: "position") as? CABasicAnimation)?.isAdditive == false)
        #expect(view.layer.animation(forKey: "position")?.repeatCount == .greatestFiniteMagnitude)
        MediaClock.advance(by: 0)
        MediaClock.advance(to: t0 + 0.25)
        #expect(approx(shownCenter(view).x, 35, 1e-9))
        UIView.animate(withDuration: 0.1, delay: 0, options: [.beginFromCurrentState, .curveLinear],
                       animations: { view.center.x = 10 }, completion: { log.append("return \($0)") })
        let back = view.layer.animation(forKey: "position") as? CABasicAnimation
        #expect(back.map { approx(($0.fromValue as! CGPoint).x, 35, 1e-9) } == true)
        #expect(view.layer.animationKeys() == ["position"])
        MediaClock.advance(by: 0)
        #expect(log == ["repeat false"])
        MediaClock.advance(to: t0 + 0.3)
        #expect(approx(shownCenter(view).x, 35 - 25 * 0.5, 1e-6))
        MediaClock.advance(to: t0 + 0.5)
        #expect(log == ["repeat false", "return true"])
        #expect(shownCenter(view).x == 10)
    }

    @Test func performWithoutAnimationInsideABlockJumps() {
        resetClock()
        let window = makeVisibleWindow()
        let view = addCommittedView(frame: CGRect(x: 0, y: 0, width: 20, height: 20), to: window)
        UIView.animate(withDuration: 1) {
            UIView.performWithoutAnimation { view.center.y += 100 }
            view.backgroundColor = .red
        }
        #expect(view.layer.animationKeys() == ["backgroundColor"])
        #expect(view.center.y == 110)
    }

    @Test func springSettlesAtTheDurationAndDampingOneDoesNotOvershoot() {
        resetClock()
        let window = makeVisibleWindow()
        let view = addCommittedView(frame: CGRect(x: 0, y: 0, width: 20, height: 20), to: window)
        let t0 = CACurrentMediaTime()
        var done: Bool?
        UIView.animate(withDuration: 1, delay: 0, usingSpringWithDamping: 1, initialSpringVelocity: 0,
                       animations: { view.center.x = 110 }, completion: { done = $0 })
        let spring = view.layer.animation(forKey: "position") as? CASpringAnimation
        #expect(spring?.duration == 1)
        MediaClock.advance(by: 0)
        var last = 10.0
        for i in 1...19 {
            MediaClock.advance(to: t0 + Double(i) * 0.05)
            let x = Double(shownCenter(view).x)
            #expect(x >= last - 1e-9 && x <= 110 + 1e-9)      // monotone, no overshoot
            last = x
        }
        // Fitted to settle exactly at the duration: just before it, the
        // distance left is still (only just) above 0.1 % of the move.
        MediaClock.advance(to: t0 + 0.999)
        let left = abs(Double(shownCenter(view).x) - 110)
        #expect(left > 0.1 && left < 0.102)
        MediaClock.advance(to: t0 + 1.001)
        #expect(done == true)
    }

    @Test func iOS17SpringUsesThePublishedMapping() {
        resetClock()
        let window = makeVisibleWindow()
        let view = addCommittedView(frame: CGRect(x: 0, y: 0, width: 20, height: 20), to: window)
        UIView.animate(springDuration: 0.5, bounce: 0.3) { view.center.x = 110 }
        let spring = view.layer.animation(forKey: "position") as? CASpringAnimation
        #expect(spring.map { approx(Double($0.stiffness), pow(2 * .pi / 0.5, 2), 1e-6) } == true)   // 157.91
        #expect(spring.map { approx(Double($0.damping), 4 * .pi * 0.7 / 0.5, 1e-6) } == true)      // 17.59
        #expect(spring.map { approx($0.duration, $0.settlingDuration) } == true)
    }

    @Test func badDurationsAreDiagnosedAndApplyAtOnce() {
        resetClock()
        let window = makeVisibleWindow()
        let view = addCommittedView(frame: CGRect(x: 0, y: 0, width: 20, height: 20), to: window)
        for bad in [Double.nan, -1, .infinity] {
            var finished: Bool?
            UIView.animate(withDuration: bad, animations: { view.center.x += 1 }, completion: { finished = $0 })
            #expect(view.layer.animationKeys() == nil)
            MediaClock.advance(by: 0)
            #expect(finished == true)
        }
    }

    @Test func keyframeZigZagPassesThroughEachKeyframe() {
        // Neuburg §11: 4 keyframes of 0.25 each, x ±100 alternating, y +50 each.
        resetClock()
        let window = makeVisibleWindow(size: CGSize(width: 400, height: 400))
        let view = addCommittedView(frame: CGRect(x: 90, y: 90, width: 20, height: 20), to: window)
        let t0 = CACurrentMediaTime()
        let linear = UIView.KeyframeAnimationOptions(rawValue: UIView.AnimationOptions.curveLinear.rawValue)
        var done: Bool?
        UIView.animateKeyframes(withDuration: 4, delay: 0, options: linear, animations: {
            for i in 0..<4 {
                UIView.addKeyframe(withRelativeStartTime: Double(i) * 0.25, relativeDuration: 0.25) {
                    view.center.x += i % 2 == 0 ? 100 : -100
                    view.center.y += 50
                }
            }
        }, completion: { done = $0 })
        #expect(view.layer.animationKeys() == ["position"])
        let kf = view.layer.animation(forKey: "position") as? CAKeyframeAnimation
        #expect(kf?.keyTimes?.map(\.doubleValue) == [0, 0.25, 0.5, 0.75, 1])
        MediaClock.advance(by: 0)
        let expected: [(Double, CGPoint)] = [(1, CGPoint(x: 200, y: 150)), (2, CGPoint(x: 100, y: 200)),
                                             (3, CGPoint(x: 200, y: 250)), (0.5, CGPoint(x: 150, y: 125))]
        for (t, p) in expected.sorted(by: { $0.0 < $1.0 }) {
            MediaClock.advance(to: t0 + t)
            #expect(approx(shownCenter(view), p, 1e-6))
        }
        MediaClock.advance(to: t0 + 4.01)
        #expect(done == true)
        #expect(view.center == CGPoint(x: 100, y: 300))
    }
}
