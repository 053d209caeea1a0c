import Testing
import Foundation
import OpenUIKit
import LayerTestSupport

/// Keyframes of one property whose windows overlap, read by scrubbing a
/// linear property animator that contains them (keyframe time = fraction).
/// The later keyframe takes over from where the earlier one is at its
/// start, and its value holds after it, as the model does.
@MainActor struct OverlappingKeyframeTests {
    /// A committed 20 × 20 view at x = 0 in a visible window, and an
    /// unstarted linear animator of `keyframes` (1 s).
    private func scrubbed(_ keyframes: @escaping (UIView) -> Void) -> (UIView, UIViewPropertyAnimator) {
        resetClock()
        let window = makeVisibleWindow()
        let view = addCommittedView(frame: CGRect(x: -10, y: 40, width: 20, height: 20), to: window)
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) {
            UIView.animateKeyframes(withDuration: 1, delay: 0, options: .calculationModeLinear, animations: { keyframes(view) })
        }
        return (view, animator)
    }

    private func x(at fraction: CGFloat, _ view: UIView, _ animator: UIViewPropertyAnimator) -> Double {
        animator.fractionComplete = fraction
        MediaClock.advance(by: 0)
        return Double(view.layer.presentation()!.position.x)
    }

    /// The Tutorials' ch. 22 challenge: a scale to 1.5 over the whole and a
    /// tilt by −π/8 from it over the second half. The tilt shows only past
    /// 50 %: at 0.5 the view is half way to its scale (1.25), untilted;
    /// from there both go on together to 1.5 at −π/8.
    @Test func aTiltOverTheSecondHalfOfAScale() {
        resetClock()
        let window = makeVisibleWindow()
        let view = addCommittedView(frame: CGRect(x: 40, y: 40, width: 20, height: 20), to: window)
        let animator = UIViewPropertyAnimator(duration: 0.5, curve: .easeIn)
        animator.addAnimations {
            UIView.animateKeyframes(withDuration: 0.5, delay: 0, animations: {
                UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) {
                    view.transform = CGAffineTransform(scaleX: 1.5, y: 1.5)
                }
                UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) {
                    view.transform = view.transform.rotated(by: -.pi / 8)
                }
            })
        }
        for (f, scale, angle) in [(0.4, 1.2, 0.0), (0.5, 1.25, 0.0), (0.9, 1.45, -Double.pi / 8 * 0.8)] {
            animator.fractionComplete = CGFloat(f)          // a linear scrub
            MediaClock.advance(by: 0)
            let t = view.layer.presentation()!.affineTransform()
            #expect(approx(Double(hypot(t.a, t.b)), scale, 1e-6), "scale at \(f)")
            #expect(approx(atan2(Double(t.b), Double(t.a)), angle, 1e-6), "angle at \(f)")
        }
    }

    /// A short keyframe inside a long one: 0 → 25 until 0.25 (the long one's
    /// way to 100), → −100 at 0.5, which holds: the model's value, the
    /// change made last.
    @Test func aShortKeyframeInsideALongOne() {
        let (view, animator) = scrubbed { view in
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) { view.center.x = 100 }
            UIView.addKeyframe(withRelativeStartTime: 0.25, relativeDuration: 0.25) { view.center.x = -100 }
        }
        #expect(approx(x(at: 0.125, view, animator), 12.5, 1e-6))
        #expect(approx(x(at: 0.375, view, animator), -37.5, 1e-6))
        #expect(approx(x(at: 0.75, view, animator), -100, 1e-6))
        #expect(view.center.x == -100)
    }

    /// Two keyframes starting together: the later one takes over at once.
    @Test func twoKeyframesStartingTogether() {
        let (view, animator) = scrubbed { view in
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) { view.center.x = 100 }
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { view.center.x = -100 }
        }
        #expect(approx(x(at: 0.25, view, animator), -50, 1e-6))
        #expect(approx(x(at: 0.75, view, animator), -100, 1e-6))
    }

    /// A colour keyframed from none (a view without a background colour):
    /// the keyframes hold `NSNull` for it, as Core Animation's arrays do,
    /// and an animator finished back at the start puts none back, with no
    /// diagnostic.
    @Test func aColourKeyframedFromNoneGoesBackToNone() {
        resetClock()
        let window = makeVisibleWindow()
        let view = addCommittedView(frame: CGRect(x: 0, y: 0, width: 20, height: 20), to: window)
        #expect(view.backgroundColor == nil)
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) {
            UIView.animateKeyframes(withDuration: 1, delay: 0, animations: {
                UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) { view.backgroundColor = .red }
            })
        }
        let (_, messages) = CGDiagnostics.capture {
            animator.fractionComplete = 0.5
            MediaClock.advance(by: 0)
            let values = (view.layer.animation(forKey: "backgroundColor") as? CAKeyframeAnimation)?.values
            #expect(values?.first is NSNull)
            animator.stopAnimation(false)
            animator.finishAnimation(at: .start)
        }
        #expect(messages == [])
        #expect(view.backgroundColor == nil && view.layer.backgroundColor == nil)
    }
}
