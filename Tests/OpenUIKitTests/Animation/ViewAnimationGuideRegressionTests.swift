import Testing
import Foundation
import OpenUIKit
import LayerTestSupport

/// Regressions found by the Gallery's view scenes (the View Programming
/// Guide's listing 4-5, Neuburg's paced zig-zag).
@MainActor struct ViewAnimationGuideRegressionTests {
    @Test func nestedBlockKeepsItsOwnRepeatAndAutoreverseWithoutOverrideInheritedOptions() {
        // Guide listing 4-5: only the duration and curve overrides, yet the nested block blinks.
        resetClock()
        let window = makeVisibleWindow()
        let a = addCommittedView(frame: CGRect(x: 0, y: 0, width: 20, height: 20), to: window)
        let b = addCommittedView(frame: CGRect(x: 40, y: 0, width: 20, height: 20), to: window)
        UIView.animate(withDuration: 1, delay: 1, options: .curveEaseOut, animations: {
            a.alpha = 0
            UIView.animate(withDuration: 0.2, delay: 0,
                           options: [.overrideInheritedCurve, .curveLinear, .overrideInheritedDuration, .repeat, .autoreverse],
                           animations: {
                               UIView.setAnimationRepeatCount(2.5)
                               b.alpha = 0
                           })
        })
        let blink = b.layer.animation(forKey: "opacity")
        #expect(blink?.duration == 0.2 && blink?.repeatCount == 2.5 && blink?.autoreverses == true)
        #expect(a.layer.animation(forKey: "opacity")?.autoreverses == false)
        let t0 = CACurrentMediaTime()
        MediaClock.advance(by: 0)
        MediaClock.advance(to: t0 + 1.3)      // 0.3 s into the blink: 0.1 s back up from 0
        #expect(approx(Double(b.layer.presentation()!.opacity), 0.5, 1e-5))
    }

    @Test func pacedKeyframesGivenZeroTimesStayApart() {
        // Neuburg §11: the paced modes ignore the keyframe times; "pass 0 for all of them".
        resetClock()
        let window = makeVisibleWindow(size: CGSize(width: 400, height: 400))
        let view = addCommittedView(frame: CGRect(x: 90, y: 90, width: 20, height: 20), to: window)
        UIView.animateKeyframes(withDuration: 4, delay: 0, options: .calculationModePaced, animations: {
            for i in 0..<4 {
                UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0) {
                    view.center.x += i % 2 == 0 ? 100 : -100
                    view.center.y += 50
                }
            }
        })
        let kf = view.layer.animation(forKey: "position") as? CAKeyframeAnimation
        #expect(kf?.values?.count == 5)
        let t0 = CACurrentMediaTime()
        MediaClock.advance(by: 0)
        MediaClock.advance(to: t0 + 2)        // ease-in-ease-out at 0.5: half the length, the second point
        #expect(approx(shownCenter(view), CGPoint(x: 100, y: 200), 1e-4))
    }

    @Test func aViewAddedInTheSameTurnFadesIn() {
        // The fade-in idiom (Neuburg's manual dissolve adds its twin this way):
        // alpha 0, addSubview, then animate alpha to 1, all in one turn. On iOS it fades in.
        resetClock()
        let window = makeVisibleWindow()
        let twin = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        twin.alpha = 0
        window.addSubview(twin)
        UIView.animate(withDuration: 1) { twin.alpha = 1 }
        #expect(twin.layer.animationKeys() == ["opacity"])
        let t0 = CACurrentMediaTime()
        MediaClock.advance(by: 0)
        MediaClock.advance(to: t0 + 0.5)
        #expect(approx(Double(twin.layer.presentation()!.opacity), 0.5, 1e-5))
    }
}
