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
        let window = ctx.makeWindow(background: TutorialViews.color(0.16, 0.32, 0.55))
        let icon = UIView(frame: CGRect(x: 60, y: 530, width: 60, height: 60))
        icon.backgroundColor = TutorialViews.color(0.98, 0.55, 0.12)
        icon.layer.cornerRadius = 14
        window.addSubview(icon)
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

    init(icon: UIView, in window: UIWindow) {
        self.icon = icon
        self.window = window
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
            let animator = UIViewPropertyAnimator(duration: 0.5, curve: .easeIn) {
                effect.effect = UIBlurEffect(style: .dark)
                snapshot.transform = CGAffineTransform(scaleX: 1.5, y: 1.5)
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
