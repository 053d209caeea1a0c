import Foundation
import OpenUIKit

extension Gallery {
    /// The "Gesture to Animation" hand-off in both halves: a drawer is
    /// scrubbed open by the finger (an unstarted animator's
    /// `fractionComplete` follows the drag, linearly), then thrown: on
    /// release the animator continues on a critically damped spring whose
    /// initial velocity is the finger's, normalised by the distance left.
    /// A second drag closes it the same way with a new animator.
    static let gestureScrubThenThrow = Scene(
        name: "gesture-scrub-then-throw", title: "Scrub a drawer, then throw it",
        source: "Gesture to Animation notes (velocity hand-off) with UIViewPropertyAnimator",
        summary: "A drag scrubs the drawer's animator; the release continues it on a spring at the finger's speed (velocity / distance left); a second drag closes it",
        size: CGSize(width: 360, height: 640), duration: 3.5, goldenTimes: [0.7]
    ) { ctx in
        let window = ctx.makeWindow()
        let drawer = NeuburgViews.square(300, at: CGPoint(x: 180, y: 740), Palette.teal, in: window)
        let controller = DrawerThrow(drawer: drawer, travel: 300)
        ctx.keepAlive(controller)
        // Open: 120 points up in 0.3 s (400 pt/s) from the visible edge.
        ctx.at(0.3) { window.play(TouchScript().drag(from: CGPoint(x: 180, y: 620), to: CGPoint(x: 180, y: 500),
                                                      time: 0, duration: 0.3, steps: 6)) }
        // Close: 90 points down in 0.15 s (600 pt/s).
        ctx.at(2) { window.play(TouchScript().drag(from: CGPoint(x: 180, y: 400), to: CGPoint(x: 180, y: 490),
                                                    time: 0, duration: 0.15, steps: 3)) }
        ctx.checkpoint(at: 0.6, "released 120 points up: 40 % open, thrown at 400 pt/s") { r in
            r.expect(controller.releases.first.map { Double($0.fraction) } ?? .nan, 0.4, tolerance: 1e-9, "fraction at release")
            r.expect(controller.releases.first.map { Double($0.velocity) } ?? .nan, -400, tolerance: 1e-6, "finger velocity")
            r.expect(Double(NeuburgViews.shownCenter(drawer).y), 740 - 120, tolerance: 1e-6, "the drawer under the finger")
        }
        ctx.checkpoint(at: 0.6002, "leaving the finger at its speed") { r in
            r.expect((Double(NeuburgViews.shownCenter(drawer).y) - 620) / 0.0002, -400, tolerance: 8, "y speed (pt/s)")
        }
        ctx.checkpoint(at: 1.8, "open") { r in
            r.expect(NeuburgViews.shownCenter(drawer), CGPoint(x: 180, y: 440), tolerance: 1e-9, "open")
            r.expect(controller.log == ["open end"], "the opening animator ended at .end")
        }
        ctx.checkpoint(at: 3.4, "closed again") { r in
            r.expect(NeuburgViews.shownCenter(drawer), CGPoint(x: 180, y: 740), tolerance: 1e-9, "closed")
            r.expect(controller.log == ["open end", "close end"], "the closing animator ended at .end")
            r.expect(controller.releases.count == 2 && abs(controller.releases[1].velocity - 600) < 1e-6, "thrown down at 600 pt/s")
        }
        return window.layer
    }
}

/// A drawer opened and closed by dragging: each drag scrubs a new animator,
/// the release continues it on a spring at the finger's velocity.
@MainActor final class DrawerThrow {
    let drawer: UIView
    let travel: CGFloat
    private var animator: UIViewPropertyAnimator?
    private var isOpen = false
    private(set) var releases: [(fraction: CGFloat, velocity: CGFloat)] = []
    private(set) var log: [String] = []

    init(drawer: UIView, travel: CGFloat) {
        self.drawer = drawer
        self.travel = travel
        drawer.addGestureRecognizer(UIPanGestureRecognizer { [unowned self] pan in handle(pan) })
    }

    private func handle(_ pan: UIPanGestureRecognizer) {
        // Opening moves up (negative y): progress is the drag along the way to go.
        let direction: CGFloat = isOpen ? 1 : -1
        switch pan.state {
        case .began:
            let opening = !isOpen, name = opening ? "open" : "close"
            let animator = UIViewPropertyAnimator(duration: 0.8, curve: .easeInOut) { [unowned self] in
                drawer.center.y += direction * travel
            }
            animator.addCompletion { [unowned self] position in
                log.append("\(name) \(position == .end ? "end" : "start")")
                if position == .end { isOpen = opening }
            }
            self.animator = animator
        case .changed:
            animator?.fractionComplete = pan.translation(in: drawer.superview).y * direction / travel
        case .ended, .cancelled:
            guard let animator else { return }
            let fraction = pan.translation(in: drawer.superview).y * direction / travel
            animator.fractionComplete = fraction
            let velocity = pan.velocity(in: drawer.superview).y
            releases.append((fraction, velocity))
            // The notes' normalisation: the finger's speed over the distance
            // left; `dy`, since the drawer moves along y.
            let left = (1 - fraction) * travel
            let spring = UISpringTimingParameters(dampingRatio: 1, initialVelocity: CGVector(dx: 0, dy: velocity * direction / left))
            animator.continueAnimation(withTimingParameters: spring, durationFactor: 0)
        default:
            break
        }
    }
}
