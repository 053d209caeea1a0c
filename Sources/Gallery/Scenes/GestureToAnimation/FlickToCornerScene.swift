import Foundation
import OpenUIKit

extension Gallery {
    /// The "Gesture to Animation" notes (ch. on velocity hand-off) with a
    /// property animator: a picture-in-picture card follows a scripted
    /// finger; on release its resting place is projected from the finger's
    /// velocity (UIScrollView's deceleration, 0.998 per ms), the nearest of
    /// the four corners is chosen, and the card springs there (damping
    /// ratio 1, 0.6 s) starting at the finger's velocity, each axis
    /// normalised by its own distance — so it leaves the finger without a
    /// jump in position or speed. A second flick sends it back down.
    static let gestureFlickToCorner = Scene(
        name: "gesture-flick-to-corner", title: "Flick a card to the nearest corner",
        source: "Gesture to Animation notes (velocity hand-off); projection as in UIScrollView",
        summary: "A dragged card is flicked: the projected rest point picks a corner, a spring (ratio 1) takes it there at the finger's 2-D velocity",
        duration: 3.5, goldenTimes: [0.75]
    ) { ctx in
        let window = ctx.makeWindow()
        let corners = FlickCard.corners(in: ctx.size)
        let card = NeuburgViews.square(60, at: corners[2], Palette.blue, in: window)
        let flick = FlickCard(card: card, corners: corners)
        ctx.keepAlive(flick)
        // Up and to the right: 80, −40 points in 0.1 s (800, −400 pt/s), then a
        // second flick down and to the left.
        ctx.at(0.5) { window.play(TouchScript().drag(from: corners[2], to: CGPoint(x: corners[2].x + 80, y: corners[2].y - 40),
                                                      time: 0, duration: 0.1, steps: 5)) }
        let second = corners[1]
        ctx.at(2) { window.play(TouchScript().drag(from: second, to: CGPoint(x: second.x - 60, y: second.y + 60),
                                                    time: 0, duration: 0.1, steps: 5)) }
        let release = CGPoint(x: corners[2].x + 80, y: corners[2].y - 40)
        ctx.checkpoint(at: 0.6, "released: heading for the projected corner") { r in
            let projected = DecayTimingParameters.projectedPoint(from: release, initialVelocity: CGPoint(x: 800, y: -400))
            r.expect(flick.released.first.map { $0.at } == release, "released where the finger lifted")
            r.expect(flick.released.first?.velocity ?? .zero, CGPoint(x: 800, y: -400), tolerance: 1e-6, "the finger's velocity")
            r.expect(flick.targets.first == FlickCard.nearest(to: projected, of: corners), "the corner nearest \(projected)")
            r.expect(flick.targets.first == corners[1], "top right")
        }
        ctx.checkpoint(at: 0.6002, "leaving the finger at its speed") { r in
            let shown = NeuburgViews.shownCenter(card)
            r.expect(Double(shown.x - release.x) / 0.0002, 800, tolerance: 16, "x speed (pt/s)")
            r.expect(Double(shown.y - release.y) / 0.0002, -400, tolerance: 8, "y speed (pt/s)")
        }
        ctx.checkpoint(at: 1.3, "at rest in the corner") { r in
            r.expect(NeuburgViews.shownCenter(card), corners[1], tolerance: 1e-9, "top right corner")
            r.expect(card.layer.animationKeys() == nil, "no animation left")
        }
        ctx.checkpoint(at: 3, "flicked back down and left") { r in
            r.expect(flick.targets == [corners[1], corners[2]], "bottom left again")
            r.expect(NeuburgViews.shownCenter(card), corners[2], tolerance: 1e-9, "home")
        }
        return window.layer
    }
}

/// The card's pan handling: follow the finger, then project, pick the
/// nearest corner and spring there at the finger's velocity.
@MainActor final class FlickCard {
    let card: UIView
    let corners: [CGPoint]
    private var animator: UIViewPropertyAnimator?
    private var grabbedAt = CGPoint.zero
    private(set) var released: [(at: CGPoint, velocity: CGPoint)] = []
    private(set) var targets: [CGPoint] = []

    /// The four resting places, 50 points in from each corner: top left,
    /// top right, bottom left, bottom right.
    static func corners(in size: CGSize) -> [CGPoint] {
        [CGPoint(x: 50, y: 50), CGPoint(x: size.width - 50, y: 50),
         CGPoint(x: 50, y: size.height - 50), CGPoint(x: size.width - 50, y: size.height - 50)]
    }

    static func nearest(to point: CGPoint, of corners: [CGPoint]) -> CGPoint {
        corners.min { hypot($0.x - point.x, $0.y - point.y) < hypot($1.x - point.x, $1.y - point.y) }!
    }

    init(card: UIView, corners: [CGPoint]) {
        self.card = card
        self.corners = corners
        card.addGestureRecognizer(UIPanGestureRecognizer { [unowned self] pan in handle(pan) })
    }

    private func handle(_ pan: UIPanGestureRecognizer) {
        switch pan.state {
        case .began:
            if let animator, animator.state == .active { animator.stopAnimation(true) }
            grabbedAt = card.center
        case .changed:
            let t = pan.translation(in: card.superview)
            card.center = CGPoint(x: grabbedAt.x + t.x, y: grabbedAt.y + t.y)
        case .ended, .cancelled:
            let t = pan.translation(in: card.superview)
            card.center = CGPoint(x: grabbedAt.x + t.x, y: grabbedAt.y + t.y)
            let v = pan.velocity(in: card.superview)
            released.append((card.center, v))
            let target = Self.nearest(to: DecayTimingParameters.projectedPoint(from: card.center, initialVelocity: v), of: corners)
            targets.append(target)
            // The notes' normalisation: velocity / distance, per axis.
            func relative(_ v: CGFloat, _ d: CGFloat) -> CGFloat { abs(d) < 1e-6 ? 0 : v / d }
            let velocity = CGVector(dx: relative(v.x, target.x - card.center.x), dy: relative(v.y, target.y - card.center.y))
            let spring = UISpringTimingParameters(dampingRatio: 1, initialVelocity: velocity)
            let animator = UIViewPropertyAnimator(duration: 0.6, timingParameters: spring)
            animator.addAnimations { self.card.center = target }
            animator.startAnimation()
            self.animator = animator
        default:
            break
        }
    }
}
