import Foundation
import OpenUIKit

extension Gallery {
    /// Tutorials ch. 22: the "peek" preview of a lock screen icon, scrubbed
    /// by how hard the finger presses. 3D Touch force does not exist here:
    /// the scripted finger's upward travel stands in for it (150 points =
    /// full force). A snapshot of the icon grows to 1.5× over a darkening
    /// blur on an animator that is never started, only scrubbed (0.01…0.99);
    /// released early, the animator is reversed and started, and its extra
    /// completion removes the preview at `.start`; pressed through, it is
    /// stopped and finished at `.end`, and a spring (0.3 s, ratio 0.7) opens
    /// the snapshot into a menu.
    static let tutorialsPeekPreview = Scene(
        name: "tutorials-peek-preview", title: "Peek preview: scrub, cancel, finish",
        source: TutorialViews.source(22, "interactive animations with UIViewPropertyAnimator"),
        summary: "A press scrubs an unstarted animator (snapshot 1× → 1.5×, blur in); released early it plays back and is removed at .start; pressed through, it finishes at .end and springs into a menu",
        size: CGSize(width: 360, height: 640), duration: 4, goldenTimes: [0.8]
    ) { ctx in
        let (window, icon) = PeekPreview.stage(in: ctx, iconAt: CGPoint(x: 60, y: 530))
        let peek = PeekPreview(icon: icon, in: window)
        ctx.keepAlive(peek)
        let centre = CGPoint(x: 90, y: 560)
        // A light press (90 points: 60 %), released; then a full one.
        ctx.at(0.5) { window.play(TouchScript().drag(from: centre, to: CGPoint(x: 90, y: 470), time: 0, duration: 0.6, steps: 12)) }
        ctx.at(2.5) { window.play(TouchScript().drag(from: centre, to: CGPoint(x: 90, y: 380), time: 0, duration: 0.5, steps: 10)) }
        ctx.checkpoint(at: 0.8, "pressing: the preview follows the force linearly") { r in
            guard let animator = peek.animator, let snapshot = peek.snapshot else { return r.expect(false, "a preview") }
            r.expect(animator.state == .active && !animator.isRunning, "scrubbed, never started")
            r.expect(Double(animator.fractionComplete), Double(peek.percent), tolerance: 1e-9, "fraction = force")
            let scale = (snapshot.layer.presentation() ?? snapshot.layer).transform.m11
            r.expect(Double(scale), 1 + 0.5 * Double(peek.percent), tolerance: 1e-6, "scale on a linear scrub")
        }
        ctx.checkpoint(at: 1.15, "released early: playing back") { r in
            r.expect(peek.animator?.isReversed == true && peek.animator?.isRunning == true, "reversed and running")
            r.expect(abs(Double(peek.percent) - 0.6) < 1e-9, "released at 60 %")
        }
        ctx.checkpoint(at: 2.2, "the preview is gone") { r in
            r.expect(peek.log == ["cancelled at start"], "the extra completion ran at .start")
            r.expect(window.subviews.count == 1, "only the icon is left")
        }
        ctx.checkpoint(at: 3.05, "pressed through: finished at the end, the menu opening") { r in
            r.expect(peek.log == ["cancelled at start", "finished at end"], "finished")
            r.expect(peek.snapshot?.layer.animationKeys()?.isEmpty == false, "the menu spring runs")
            r.expect(peek.snapshot?.frame ?? .zero == PeekPreview.menuFrame(around: icon.frame), "its model already the menu's frame")
        }
        ctx.checkpoint(at: 3.6, "the menu is open") { r in
            r.expect(peek.snapshot?.frame ?? .zero == PeekPreview.menuFrame(around: icon.frame), "snapshot at the menu's frame")
        }
        return window.layer
    }
}

extension Gallery {
    /// Tutorials ch. 22, challenge 2: the preview's grow animation as
    /// keyframes — the scale to 1.5 (and the blur) over the whole, a tilt by
    /// −π/8 over the second half — still scrubbed by the press. Held at 40 %
    /// the snapshot is scaled 1.2 and upright; pressed on to 90 % it tilts
    /// (the later keyframe takes over from where the scale is at 50 %:
    /// 1.25 → 1.5 with the tilt). Released, it plays back and is removed.
    static let tutorialsPeekPreviewKeyframes = Scene(
        name: "tutorials-peek-preview-keyframes", title: "Peek preview with keyframes: the tilt past 50 %",
        source: TutorialViews.source(22, "interactive keyframe animations (challenge 2)"),
        summary: "The grow animator holds keyframes (scale over the whole, a −π/8 tilt over the second half); a press scrubs them: upright at 40 %, tilting at 90 %, then released and played back",
        size: CGSize(width: 360, height: 640), duration: 3.5, goldenTimes: [1.8]
    ) { ctx in
        let (window, icon) = PeekPreview.stage(in: ctx, iconAt: CGPoint(x: 150, y: 430))
        let peek = PeekPreview(icon: icon, in: window, keyframes: true)
        ctx.keepAlive(peek)
        // Pressed to 40 % (60 of 150 points) and held, then to 90 % and held, then released.
        ctx.at(0.5) {
            window.play(TouchScript()
                .down(at: CGPoint(x: 180, y: 460), time: 0)
                .move(to: CGPoint(x: 180, y: 430), time: 0.1).move(to: CGPoint(x: 180, y: 400), time: 0.2)
                .move(to: CGPoint(x: 180, y: 355), time: 0.9).move(to: CGPoint(x: 180, y: 325), time: 1.0)
                .up(time: 1.6))
        }
        @MainActor func shown() -> CGAffineTransform { peek.snapshot?.layer.presentation()?.affineTransform() ?? .identity }
        ctx.checkpoint(at: 1.0, "held at 40 %: scaled 1.2, upright") { r in
            r.expect(Double(peek.percent), 0.4, tolerance: 1e-9, "the press")
            r.expect(Double(hypot(shown().a, shown().b)), 1.2, tolerance: 1e-6, "scale")
            r.expect(Double(atan2(shown().b, shown().a)), 0, tolerance: 1e-9, "no tilt before 50 %")
        }
        ctx.checkpoint(at: 1.8, "held at 90 %: tilting") { r in
            r.expect(Double(peek.percent), 0.9, tolerance: 1e-9, "the press")
            // Past 50 %: 0.8 of the way from (1.25, 0) to (1.5, −π/8).
            r.expect(Double(hypot(shown().a, shown().b)), 1.45, tolerance: 1e-6, "scale")
            r.expect(Double(atan2(shown().b, shown().a)), -Double.pi / 10, tolerance: 1e-6, "tilt")
        }
        ctx.checkpoint(at: 3.2, "released: played back and removed") { r in
            r.expect(peek.log == ["cancelled at start"], "the extra completion ran at .start")
            r.expect(window.subviews.count == 1, "only the icon is left")
        }
        return window.layer
    }
}

/// The press handling of the peek preview (see the scene).
@MainActor final class PeekPreview {
    let icon: UIView
    let window: UIWindow
    private(set) var animator: UIViewPropertyAnimator?
    private(set) var snapshot: UIView?
    private var effect: UIVisualEffectView?
    private(set) var percent: CGFloat = 0
    private(set) var log: [String] = []

    /// The menu: 120 wider and 140 taller than the icon, beside it.
    static func menuFrame(around frame: CGRect) -> CGRect {
        CGRect(x: frame.minX, y: frame.minY - 140, width: frame.width + 120, height: frame.height + 140)
    }

    /// The lock screen's window and a 60-point orange icon at `origin`.
    static func stage(in ctx: SceneContext, iconAt origin: CGPoint) -> (UIWindow, UIView) {
        let window = ctx.makeWindow(background: TutorialViews.color(0.16, 0.32, 0.55))
        let icon = UIView(frame: CGRect(origin: origin, size: CGSize(width: 60, height: 60)))
        icon.backgroundColor = TutorialViews.color(0.98, 0.55, 0.12)
        icon.layer.cornerRadius = 14
        window.addSubview(icon)
        return (window, icon)
    }

    /// The grow animation as keyframes (the chapter's challenge 2).
    let keyframes: Bool

    init(icon: UIView, in window: UIWindow, keyframes: Bool = false) {
        self.icon = icon
        self.window = window
        self.keyframes = keyframes
        icon.addGestureRecognizer(UIPanGestureRecognizer { [unowned self] pan in handle(pan) })
    }

    private func handle(_ pan: UIPanGestureRecognizer) {
        switch pan.state {
        case .began:
            let effect = UIVisualEffectView(effect: nil)
            effect.frame = window.bounds
            window.addSubview(effect)
            let snapshot = icon.snapshotView(afterScreenUpdates: false) ?? UIView()
            snapshot.frame = icon.frame
            window.addSubview(snapshot)
            let animator = UIViewPropertyAnimator(duration: 0.5, curve: .easeIn)
            if keyframes {
                animator.addAnimations {
                    UIView.animateKeyframes(withDuration: 0.5, delay: 0, animations: {
                        UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) {
                            effect.effect = UIBlurEffect(style: .dark)
                            snapshot.transform = CGAffineTransform(scaleX: 1.5, y: 1.5)
                        }
                        UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) {
                            snapshot.transform = snapshot.transform.rotated(by: -.pi / 8)
                        }
                    })
                }
            } else {
                animator.addAnimations {
                    effect.effect = UIBlurEffect(style: .dark)
                    snapshot.transform = CGAffineTransform(scaleX: 1.5, y: 1.5)
                }
            }
            (self.effect, self.snapshot, self.animator) = (effect, snapshot, animator)
        case .changed:
            // The finger's upward travel stands in for 3D Touch force.
            percent = min(max(-pan.translation(in: window).y / 150, 0.01), 0.99)
            animator?.fractionComplete = percent
        case .ended, .cancelled:
            guard let animator else { return }
            percent = min(max(-pan.translation(in: window).y / 150, 0.01), 0.99)
            if percent < 0.99 {
                animator.isReversed = true
                animator.addCompletion { [unowned self] position in
                    guard position == .start else { return }
                    log.append("cancelled at start")
                    snapshot?.removeFromSuperview()
                    effect?.removeFromSuperview()
                }
                animator.startAnimation()
            } else {
                animator.stopAnimation(false)
                animator.addCompletion { [unowned self] position in if position == .end { log.append("finished at end") } }
                animator.finishAnimation(at: .end)
                let menu = UIViewPropertyAnimator(duration: 0.3, dampingRatio: 0.7) { [unowned self] in
                    snapshot?.transform = .identity
                    snapshot?.frame = Self.menuFrame(around: icon.frame)
                }
                menu.startAnimation()
            }
        default:
            break
        }
    }
}
