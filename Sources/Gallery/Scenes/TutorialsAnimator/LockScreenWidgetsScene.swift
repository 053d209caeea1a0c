import Foundation
import OpenUIKit

extension Gallery {
    /// Tutorials ch. 20: the lock screen's widgets with property animators.
    /// The widget list scales up as it appears (0.33 s, ease-in: the fade
    /// over the whole run, the scale from 0.67 delayed by a third of it);
    /// when search begins at 1 s the blur fades in (a running animator,
    /// 0.5 s after 0.1 s, ease-out); at 2 s a tap jiggles an icon (a running
    /// 0.33 s animator around three keyframes: −π/8, +π/8, back), guarded by
    /// `isRunning` so a second tap mid-jiggle does nothing.
    static let tutorialsLockScreenWidgets = Scene(
        name: "tutorials-lock-screen-widgets", title: "Lock screen widgets with property animators",
        source: TutorialViews.source(20, "getting started with UIViewPropertyAnimator"),
        summary: "Widgets scale up (addAnimations with delayFactor 0.33), the blur fades in (runningPropertyAnimator, delay 0.1), an icon jiggles (keyframes inside a 0.33 s animator)",
        size: CGSize(width: 360, height: 640), duration: 3, goldenTimes: [0.2]
    ) { ctx in
        let window = ctx.makeWindow(background: TutorialViews.color(0.16, 0.32, 0.55))
        let backdrop = UIView(frame: window.bounds)
        backdrop.backgroundColor = TutorialViews.color(0.16, 0.32, 0.55)
        window.addSubview(backdrop)
        let blur = UIVisualEffectView(effect: UIBlurEffect(style: .dark))
        blur.frame = window.bounds
        blur.alpha = 0
        window.addSubview(blur)
        let list = UIView(frame: CGRect(x: 20, y: 120, width: 320, height: 380))
        window.addSubview(list)
        for i in 0..<3 {
            let widget = UIView(frame: CGRect(x: 0, y: CGFloat(i) * 130, width: 320, height: 110))
            widget.backgroundColor = TutorialViews.color(0.95, 0.95, 0.97)
            widget.layer.cornerRadius = 14
            list.addSubview(widget)
        }
        let icon = UIView(frame: CGRect(x: 150, y: 560, width: 60, height: 60))
        icon.backgroundColor = TutorialViews.color(0.98, 0.55, 0.12)
        icon.layer.cornerRadius = 14
        window.addSubview(icon)
        var jiggle: UIViewPropertyAnimator?
        var jiggles = 0
        @MainActor func startJiggle() {
            guard jiggle?.isRunning != true else { return }
            jiggles += 1
            jiggle = UIViewPropertyAnimator.runningPropertyAnimator(withDuration: 0.33, delay: 0, animations: {
                UIView.animateKeyframes(withDuration: 1, delay: 0, animations: {
                    UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.25) { icon.transform = CGAffineTransform(rotationAngle: -.pi / 8) }
                    UIView.addKeyframe(withRelativeStartTime: 0.25, relativeDuration: 0.5) { icon.transform = CGAffineTransform(rotationAngle: .pi / 8) }
                    UIView.addKeyframe(withRelativeStartTime: 0.75, relativeDuration: 0.25) { icon.transform = .identity }
                })
            })
        }
        icon.addGestureRecognizer(UITapGestureRecognizer { _ in startJiggle() })
        // Appearing: scaled to 0.67 and transparent, then the animator.
        list.transform = CGAffineTransform(scaleX: 0.67, y: 0.67)
        list.alpha = 0
        var scaledUp = false
        ctx.at(0) {
            let scale = UIViewPropertyAnimator(duration: 0.33, curve: .easeIn)
            scale.addAnimations { list.alpha = 1 }
            scale.addAnimations({ list.transform = .identity }, delayFactor: 0.33)
            scale.addCompletion { _ in scaledUp = true }
            scale.startAnimation()
        }
        ctx.at(1) {
            UIViewPropertyAnimator.runningPropertyAnimator(withDuration: 0.5, delay: 0.1, options: .curveEaseOut,
                                                           animations: { blur.alpha = 1 })
        }
        ctx.at(2) { window.tap(at: icon.center) }
        ctx.at(2.1) { window.tap(at: icon.center) }
        let easeIn = Expected.easeIn
        /// The delayed scale runs over its own span, 0.33 × 0.67 s from 0.33 × 0.33 s, on the animator's curve.
        @MainActor func scaleAt(_ t: Double) -> Double {
            let start = 0.33 * 0.33, length = 0.33 - start
            return 0.67 + 0.33 * easeIn(min(max((t - start) / length, 0), 1))
        }
        ctx.checkpoint(at: 0.05, "fading in, not yet growing") { r in
            r.expect(Double((list.layer.presentation() ?? list.layer).opacity), easeIn(0.05 / 0.33), tolerance: 1e-4, "alpha on ease-in")
            r.expect(Double((list.layer.presentation() ?? list.layer).transform.m11), 0.67, tolerance: 1e-9, "scale held during the delay")
        }
        ctx.checkpoint(at: 0.2, "growing") { r in
            r.expect(Double((list.layer.presentation() ?? list.layer).transform.m11), scaleAt(0.2), tolerance: 1e-4, "scale")
        }
        ctx.checkpoint(at: 0.5, "appeared") { r in
            r.expect(scaledUp, "completion ran")
            r.expect(CATransform3DIsIdentity((list.layer.presentation() ?? list.layer).transform), "full size")
        }
        ctx.checkpoint(at: 1.35, "the blur a quarter second into its fade") { r in
            r.expect(Double((blur.layer.presentation() ?? blur.layer).opacity), Expected.easeOut(0.5), tolerance: 1e-4, "blur alpha")
        }
        ctx.checkpoint(at: 2.0825, "jiggling: a quarter of the way, on the animator's ease-in-out") { r in
            let f = Expected.easeInOut(0.25)
            let angle = TutorialsAnimator.keyframedAngle(f)
            r.expect(Expected.rotationZ(icon.layer), angle, tolerance: 1e-4, "icon angle")
        }
        ctx.checkpoint(at: 2.5, "one jiggle only") { r in
            r.expect(jiggles == 1, "the second tap came while it ran")
            r.expect(CATransform3DIsIdentity((icon.layer.presentation() ?? icon.layer).transform), "back upright")
        }
        return window.layer
    }
}

/// Expected values for the animator scenes of the Tutorials, from the math.
enum TutorialsAnimator {
    /// The jiggle's angle at keyframe progress `f`: to −π/8 over 0–0.25, to
    /// +π/8 over 0.25–0.75, back to 0 over 0.75–1, linear inside each.
    nonisolated static func keyframedAngle(_ f: Double) -> Double {
        if f <= 0.25 { return -Double.pi / 8 * f / 0.25 }
        if f <= 0.75 { return -Double.pi / 8 + Double.pi / 4 * (f - 0.25) / 0.5 }
        return Double.pi / 8 * (1 - (f - 0.75) / 0.25)
    }
}
