import Testing
import Foundation
import OpenUIKit
import LayerTestSupport

/// A layer with a custom property that animates inside view animation
/// blocks: its action reads `UIView.inheritedAnimationDuration` (the
/// technique for custom animatable view properties).
final class ThicknessLayer: CALayer {
    var thickness: CGFloat {
        get { (value(forKey: "thickness") as? CGFloat) ?? 0 }
        set { setValue(newValue, forKey: "thickness") }
    }
    override class func needsDisplay(forKey key: String) -> Bool { key == "thickness" || super.needsDisplay(forKey: key) }
    override func action(forKey event: String) -> (any CAAction)? {
        if event == "thickness", UIView.inheritedAnimationDuration > 0 {
            let animation = CABasicAnimation(keyPath: event)
            animation.fromValue = presentation()?.value(forKey: event) ?? value(forKey: event)
            animation.duration = UIView.inheritedAnimationDuration
            animation.timingFunction = CAMediaTimingFunction(name: .linear)
            return animation
        }
        return super.action(forKey: event)
    }
}

final class ThicknessView: UIView {
    override class var layerClass: AnyClass { ThicknessLayer.self }
    var thickness: CGFloat {
        get { (layer as! ThicknessLayer).thickness }
        set { (layer as! ThicknessLayer).thickness = newValue }
    }
}

/// A view whose `swing` setter moves it inside a zero-duration block
/// (Neuburg §10): set directly it jumps, set inside a block it animates with
/// the block's duration.
final class SwingView: UIView {
    var swing = false {
        didSet {
            UIView.animate(withDuration: 0) { self.center.x += self.swing ? 100 : -100 }
        }
    }
}

@MainActor struct ViewAnimationEdgeTests {
    @Test func customPropertyAnimatesWithTheBlocksDuration() {
        resetClock()
        let window = makeVisibleWindow()
        let view = ThicknessView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        view.thickness = 0
        window.addSubview(view)
        MediaClock.advance(by: 0)
        let t0 = CACurrentMediaTime()
        UIView.animate(withDuration: 2) { view.thickness = 10 }
        #expect(view.layer.animation(forKey: "thickness")?.duration == 2)
        MediaClock.advance(by: 0)
        MediaClock.advance(to: t0 + 0.5)
        #expect(approx((view.layer.presentation()!.value(forKey: "thickness") as! CGFloat), 2.5, 1e-9))
        view.thickness = 0                                   // outside a block: no animation
        #expect(view.layer.animation(forKey: "thickness")?.duration == 2)      // only the earlier one
    }

    @Test func zeroDurationSetterJumpsDirectlyAndInheritsInsideABlock() {
        resetClock()
        let window = makeVisibleWindow(size: CGSize(width: 400, height: 100))
        let view = SwingView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        window.addSubview(view)
        MediaClock.advance(by: 0)
        view.swing = true
        #expect(view.layer.animationKeys() == nil && view.center.x == 110)
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { view.swing.toggle() })
        let a = view.layer.animation(forKey: "position")
        #expect(a?.duration == 1)
        #expect((a as? CABasicAnimation)?.timingFunction == CAMediaTimingFunction(name: .linear))
    }

    @Test func modifyAnimationsRepeatsAFiniteNumberOfTimes() {
        resetClock()
        let window = makeVisibleWindow()
        let view = addCommittedView(frame: CGRect(x: 0, y: 0, width: 20, height: 20), to: window)
        var done: Bool?
        UIView.animate(withDuration: 1, animations: {
            UIView.modifyAnimations(withRepeatCount: 3, autoreverses: true) { view.center.x += 100 }
        }, completion: { done = $0 })
        let a = view.layer.animation(forKey: "position")
        #expect(a?.repeatCount == 3 && a?.autoreverses == true)
        #expect((a as? CABasicAnimation)?.isAdditive == false)
        let t0 = CACurrentMediaTime()
        MediaClock.advance(by: 0)
        MediaClock.advance(to: t0 + 5.9)
        #expect(done == nil)
        MediaClock.advance(to: t0 + 6.01)                      // 3 × (forward + back)
        #expect(done == true)
    }

    @Test func legacyBeginCommitUsesTheSettingsMadeByTheCommit() {
        resetClock()
        let window = makeVisibleWindow()
        let view = addCommittedView(frame: CGRect(x: 0, y: 0, width: 20, height: 20), to: window)
        var events: [String] = []
        UIView.beginAnimations("move", context: nil)
        view.center.x = 110
        UIView.setAnimationDuration(2)                    // after the change: still applies
        UIView.setAnimationCurve(.linear)
        UIView.setAnimationWillStart { id, _ in events.append("start \(id ?? "-")") }
        UIView.setAnimationDidStop { id, finished, _ in events.append("stop \(id ?? "-") \(finished)") }
        #expect(view.layer.animationKeys() == nil)         // collected until the commit
        UIView.commitAnimations()
        #expect(view.layer.animation(forKey: "position")?.duration == 2)
        let t0 = CACurrentMediaTime()
        MediaClock.advance(by: 0)
        #expect(events == ["start move"])
        MediaClock.advance(to: t0 + 1)
        #expect(approx(shownCenter(view).x, 60, 1e-9))
        MediaClock.advance(to: t0 + 2.01)
        #expect(events == ["start move", "stop move true"])
        // The default duration is 0.2 s.
        UIView.beginAnimations(nil, context: nil)
        view.alpha = 0
        UIView.commitAnimations()
        #expect(view.layer.animation(forKey: "opacity")?.duration == 0.2)
        let (_, messages) = CGDiagnostics.capture { UIView.commitAnimations() }
        #expect(messages.count == 1)
    }

    @Test func removeAllAnimationsCompletesUnfinishedAndShowsTheModel() {
        // Neuburg §8: removing the animations makes the view jump to the model.
        resetClock()
        let window = makeVisibleWindow(size: CGSize(width: 300, height: 100))
        let view = addCommittedView(frame: CGRect(x: 0, y: 0, width: 20, height: 20), to: window)
        var done: Bool?
        let t0 = CACurrentMediaTime()
        UIView.animate(withDuration: 4, animations: { view.center.x += 100 }, completion: { done = $0 })
        MediaClock.advance(by: 0)
        MediaClock.advance(to: t0 + 1)
        let shown = shownCenter(view)
        view.layer.position = shown                           // outside a block: no animation
        view.layer.removeAllAnimations()
        MediaClock.advance(by: 0)
        #expect(done == false)
        #expect(shownCenter(view) == shown)
    }

    @Test func animatingInsideItsOwnCompletionAndRemovingAViewMidAnimation() {
        resetClock()
        let window = makeVisibleWindow()
        let view = addCommittedView(frame: CGRect(x: 0, y: 0, width: 20, height: 20), to: window)
        var log: [String] = []
        let t0 = CACurrentMediaTime()
        UIView.animate(withDuration: 0.5, animations: { view.center.x += 10 }, completion: { f in
            log.append("first \(f)")
            UIView.animate(withDuration: 0.5, animations: { view.center.x += 10 }, completion: { log.append("second \($0)") })
        })
        MediaClock.advance(by: 0)
        MediaClock.advance(to: t0 + 0.6)
        #expect(log == ["first true"])
        #expect(view.layer.animationKeys() == ["position"])
        view.removeFromSuperview()                             // leaves the interface mid-animation
        MediaClock.advance(to: t0 + 2)
        #expect(log.count == 2)
        #expect(view.center.x == 30)
    }

    @Test func aBlockThatChangesNothingCompletesAtTheEndOfTheTurn() {
        resetClock()
        var finished: [Bool] = []
        UIView.animate(withDuration: 1, animations: {}, completion: { finished.append($0) })
        UIView.animateKeyframes(withDuration: 1, delay: 0, animations: {}, completion: { finished.append($0) })
        #expect(finished.isEmpty)
        MediaClock.advance(by: 0)
        #expect(finished == [true, true])
    }

    @Test func animationsDisabledApplyAtOnceAndStillComplete() {
        resetClock()
        let window = makeVisibleWindow()
        let view = addCommittedView(frame: CGRect(x: 0, y: 0, width: 20, height: 20), to: window)
        UIView.setAnimationsEnabled(false)
        defer { UIView.setAnimationsEnabled(true) }
        var finished: Bool?
        UIView.animate(withDuration: 1, animations: { view.alpha = 0.5 }, completion: { finished = $0 })
        #expect(view.layer.animationKeys() == nil)
        MediaClock.advance(by: 0)
        #expect(finished == true)
        #expect(!UIView.areAnimationsEnabled)
    }

    @Test func deleteSystemAnimationShrinksFadesAndRemoves() {
        resetClock()
        let window = makeVisibleWindow()
        let view = addCommittedView(frame: CGRect(x: 0, y: 0, width: 20, height: 20), to: window)
        var finished: Bool?
        UIView.perform(.delete, on: [view], options: [], animations: nil, completion: { finished = $0 })
        #expect(Set(view.layer.animationKeys() ?? []) == ["opacity", "transform"])
        MediaClock.advance(by: 0.31)
        #expect(finished == true)
        #expect(view.superview == nil && view.alpha == 1 && view.transform == .identity)
    }

    @Test func keyframeModesAndOutsideChanges() {
        resetClock()
        let window = makeVisibleWindow(size: CGSize(width: 400, height: 100))
        let view = addCommittedView(frame: CGRect(x: 0, y: 0, width: 20, height: 20), to: window)
        UIView.animateKeyframes(withDuration: 4, delay: 0, options: .calculationModeDiscrete, animations: {
            view.alpha = 0                                      // outside any keyframe: the whole duration
            UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.25) { view.center.x = 210 }
        })
        let kf = view.layer.animation(forKey: "position") as? CAKeyframeAnimation
        #expect(kf?.calculationMode == .discrete)
        #expect(kf?.keyTimes?.map(\.doubleValue) == [0, 0.5, 1])
        #expect(view.layer.animation(forKey: "opacity")?.duration == 4)
        let t0 = CACurrentMediaTime()
        MediaClock.advance(by: 0)
        let ease = { (x: Double) in bezierProgress(x, 0.42, 0, 0.58, 1) }     // the whole animation's default curve
        // Discrete: the value jumps when the eased time passes the keyframe's start (0.5).
        MediaClock.advance(to: t0 + 1.9)
        #expect(ease(1.9 / 4) < 0.5 && shownCenter(view).x == 10)
        MediaClock.advance(to: t0 + 2.1)
        #expect(shownCenter(view).x == 210)
        let (_, messages) = CGDiagnostics.capture {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) { view.center.x = 0 }
        }
        #expect(messages.count == 1 && view.center.x == 0)
    }
}

extension ViewAnimationEdgeTests {
    @Test func badSpringParametersAreDiagnosedAndStillAnimate() {
        resetClock()
        let window = makeVisibleWindow()
        let view = addCommittedView(frame: CGRect(x: 0, y: 0, width: 20, height: 20), to: window)
        let (_, messages) = CGDiagnostics.capture {
            UIView.animate(withDuration: 1, delay: 0, usingSpringWithDamping: .nan, initialSpringVelocity: .infinity,
                           animations: { view.center.x += 10 })
            UIView.animate(springDuration: 0.5, bounce: 3) { view.alpha = 0.5 }
        }
        #expect(messages.count == 2)
        let spring = view.layer.animation(forKey: "position") as? CASpringAnimation
        #expect(spring.map { $0.damping.isFinite && $0.damping > 0 && $0.initialVelocity == 0 } == true)
        let second = view.layer.animation(forKey: "opacity") as? CASpringAnimation
        #expect(second.map { approx(Double($0.damping), 4 * .pi / 0.5, 1e-9) } == true)     // bounce 0
    }
}

extension ViewAnimationEdgeTests {
    @Test func aViewAddedThisTurnAnimatesAndAViewOutsideAWindowDoesNot() {
        // Neuburg's manual dissolve: add the new view at alpha 0, then fade it in, in one turn.
        resetClock()
        let window = makeVisibleWindow()
        let fresh = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        fresh.alpha = 0
        window.addSubview(fresh)
        let t0 = CACurrentMediaTime()
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { fresh.alpha = 1 })
        #expect(fresh.layer.animationKeys() == ["opacity"])
        MediaClock.advance(by: 0)
        MediaClock.advance(to: t0 + 0.5)
        #expect(approx(Double(fresh.layer.presentation()!.opacity), 0.5, 1e-6))
        let loose = UIView(frame: .zero)
        var finished: Bool?
        UIView.animate(withDuration: 1, animations: { loose.alpha = 0 }, completion: { finished = $0 })
        #expect(loose.layer.animationKeys() == nil)
        MediaClock.advance(by: 0)
        #expect(finished == true)
    }

    /// The books' endless loop (a cloud drifting across, started again from
    /// its completion) on a view that has left its window: nothing animates,
    /// so each completion comes at once and starts the next block. On iOS
    /// each runs one run-loop turn later (the app spins); under a manual
    /// clock the chain is cut after `maximumSameTimeChain` links per advance,
    /// with one diagnostic, instead of never returning.
    @Test func anEndlessCompletionLoopOnAViewOutsideAWindowDoesNotHang() {
        resetClock()
        let cloud = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
        var laps = 0, stop = false
        @MainActor func drift() {
            UIView.animate(withDuration: 60, delay: 0, options: .curveLinear, animations: { cloud.frame.origin.x = 360 }) { _ in
                laps += 1
                cloud.frame.origin.x = -40
                if !stop { drift() }
            }
        }
        drift()
        let messages = CGDiagnostics.capture { MediaClock.advance(by: 1.0 / 60) }.messages
        #expect(laps == 1_001)                          // the first block's completion, then 1,000 more links
        #expect(messages.count == 1 && messages[0].contains("at the next advance"))
        stop = true
        MediaClock.advance(by: 1.0 / 60)
        #expect(laps == 1_002)
        #expect(cloud.layer.animationKeys() == nil)
    }
}

extension ViewAnimationEdgeTests {
    @Test func legacyTransitionPlaysOnTheViewAtTheCommit() {
        resetClock()
        let window = makeVisibleWindow()
        let container = addCommittedView(frame: CGRect(x: 0, y: 0, width: 100, height: 100), to: window)
        let page = UIView(frame: container.bounds)
        container.addSubview(page)
        MediaClock.advance(by: 0)
        var stopped: [Bool] = []
        UIView.beginAnimations("page", context: nil)
        UIView.setAnimationDuration(1)
        UIView.setAnimationTransition(.curlUp, for: container, cache: true)
        UIView.setAnimationDidStop { _, finished, _ in stopped.append(finished) }
        page.isHidden = true
        #expect(container.layer.animationKeys() == nil)
        UIView.commitAnimations()
        let transition = container.layer.animation(forKey: "transition") as? CATransition
        #expect(transition?.type == CATransitionType(rawValue: "pageCurl") && transition?.duration == 1)
        MediaClock.advance(by: 1.01)
        #expect(stopped == [true])
    }
}
