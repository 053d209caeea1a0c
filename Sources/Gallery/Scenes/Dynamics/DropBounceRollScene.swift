import Foundation
import OpenUIKit

extension Gallery {
    /// Neuburg demo 43 (§29, "Basic example" built up step by step): a
    /// round view is dropped with a gravity behaviour, pushed right by an
    /// instantaneous push of (1, 0), lands on a boundary named "floor"
    /// (elasticity 0.8 from an item behaviour), collides as an ellipse (a
    /// `UIView` subclass overriding `collisionBoundsType`), and the
    /// collision delegate spins it clockwise (+6 rad/s when its angular
    /// velocity is ≤ 6) at each landing; the floor's friction (0.2, the
    /// larger of the pair) makes it roll. It bounces off the right end of the
    /// floor; the gravity behaviour's action sees it leave the screen
    /// (`items(in:)`) and removes every behaviour and the view, so the
    /// animator stops. The floor here is drawn 30 points above the bottom.
    static let neuburgDynamicsDropBounceRoll = Scene(
        name: "neuburg-dynamics-drop-bounce-roll", title: "Drop, bounce and roll",
        source: Neuburg.source(43, "§29"),
        summary: "A round view under gravity, pushed (1, 0), bounces on a \"floor\" boundary (elasticity 0.8, ellipse bounds); the delegate spins it +6 rad/s at each landing; off screen, the gravity action removes the behaviours and the view",
        duration: 3.5, goldenTimes: [0.66]
    ) { ctx in
        let window = ctx.makeWindow()
        let floorY: CGFloat = 270
        DropBounceRoll.ground(at: floorY, in: window)
        let ball = DynamicsScenes.ball(80, at: CGPoint(x: 60, y: 60), Palette.orange, in: window)
        let drop = DropBounceRoll(reference: window, ball: ball, floorY: floorY)
        ctx.keepAlive(drop)
        let start = 0.25
        ctx.at(start) { drop.drop() }

        let push = 100 / DynamicsScenes.discMass(80)       // points/s from a push of 1 on the 80-point disc
        ctx.checkpoint(at: 0.66, "free fall after 24 frames: a parabola to the right") { r in
            let n = DynamicsScenes.frames(since: start, at: 0.66)
            r.expect(n == 24, "24 frames stepped")
            r.expect(Double(ball.center.x), 60 + push * Double(n) / 60, tolerance: 0.01, "x: the push's \(push) pt/s")
            r.expect(Double(ball.center.y), 60 + DynamicsScenes.fallen(n), tolerance: 0.01, "y: a h² N(N+1)/2")
            r.expect(DynamicsScenes.angle(ball), 0, tolerance: 1e-6, "not turned yet")
            r.expect(drop.contacts.isEmpty, "no contact yet")
            r.expect(drop.anim?.isRunning == true, "the animator runs")
        }
        ctx.checkpoint(at: 1.0, "landed on the floor: the delegate spun it") { r in
            r.expect(drop.contacts.first?.identifier == "floor", "the first contact is with \"floor\" (\(drop.contacts.map(\.identifier)))")
            // The floor's friction makes it roll (2 v₀ / 3r = 3.32 rad/s), and
            // the delegate, finding ≤ 6, adds 6.
            let spin = DynamicsScenes.spinAfterDelegate(DynamicsScenes.rollingSpin(diameter: 80, speed: push))
            r.expect(drop.contacts.first.map { Double($0.spinAfter) } ?? .nan, spin, tolerance: 0.05, "rolling plus 6 rad/s after the first landing")
            // The contact begins in the first step that starts with the ball
            // within the speculative 2 points of the floor: the step after the
            // one whose free fall reaches it (frame 35: 60 + 171.35 + 40 ≥ 268).
            let reach = (1...60).first { 60 + DynamicsScenes.fallen($0) + 40 >= Double(floorY) - 2 }!
            r.expect(drop.contacts.first?.time ?? .nan, start + Double(reach + 1) / 60, tolerance: 1e-6, "landed in frame \(reach + 1)")
            r.expect(Double(ball.center.y) < Double(floorY) - 40, "bounced up off the floor")
            r.expect(DynamicsScenes.angle(ball) > 0, "turning clockwise")
        }
        ctx.checkpoint(at: 1.6, "still on screen, moving right") { r in
            r.expect(ball.superview === window, "in the window")
            // Rolling keeps at least 2/3 of the sliding speed, and the spin
            // the delegate adds only drives it on.
            r.expect(Double(ball.center.x) > 60 + push * 2 / 3 * 1.35, "kept at least two thirds of its rightward speed")
            r.expect(Double(ball.center.y) <= Double(floorY) - 39, "above the floor")
        }
        ctx.checkpoint(at: 3.4, "gone: behaviours and view removed, the animator stopped") { r in
            r.expect(ball.superview == nil, "the view is removed")
            r.expect(drop.removedAt != nil, "removed by the gravity action")
            r.expect(drop.anim?.behaviors.isEmpty == true, "no behaviours")
            r.expect(drop.anim?.isRunning == false, "the animator stopped")
            r.expect(drop.anim?.items(in: window.bounds).isEmpty == true, "no items in the world")
            r.expect(drop.contacts.allSatisfy { $0.identifier == "floor" }, "only the floor was hit")
            r.expect(drop.gravity == nil, "the gravity behaviour was freed (no retain cycle through its action)")
        }
        return window.layer
    }
}

/// Neuburg's drop, bounce and roll, as a controller holding the animator.
@MainActor final class DropBounceRoll: UICollisionBehaviorDelegate {
    let reference: UIView
    let ball: UIView
    let floorY: CGFloat
    private(set) var anim: UIDynamicAnimator?
    /// Each contact the delegate heard of: the boundary, the spin after it, the scene time.
    private(set) var contacts: [(identifier: String, spinAfter: CGFloat, time: Double)] = []
    /// When the gravity action removed everything (media time).
    private(set) var removedAt: Double?
    /// The gravity behaviour, not kept: once removed it must be freed (its
    /// action captures the controller and the animator weakly, so nothing
    /// is left in a retain cycle).
    private(set) weak var gravity: UIGravityBehavior?
    private let origin = CACurrentMediaTime()

    init(reference: UIView, ball: UIView, floorY: CGFloat) {
        self.reference = reference
        self.ball = ball
        self.floorY = floorY
    }

    /// A strip of ground below `y`, the width of `parent`.
    static func ground(at y: CGFloat, in parent: UIView) {
        let ground = UIView(frame: CGRect(x: 0, y: y, width: parent.bounds.width, height: parent.bounds.height - y))
        ground.backgroundColor = UIColor(cgColor: Palette.green)
        parent.addSubview(ground)
    }

    func drop() {
        let anim = UIDynamicAnimator(referenceView: reference)
        self.anim = anim
        let grav = UIGravityBehavior()
        // Off screen: remove everything (weak captures: no retain cycle).
        grav.action = { [weak self, weak anim] in
            guard let self, let anim else { return }
            if !anim.views(in: self.reference.bounds).contains(self.ball) {
                anim.removeAllBehaviors()
                self.ball.removeFromSuperview()
                self.removedAt = CACurrentMediaTime()
            }
        }
        anim.addBehavior(grav)
        grav.addItem(ball)
        gravity = grav
        let push = UIPushBehavior(items: [ball], mode: .instantaneous)
        push.pushDirection = CGVector(dx: 1, dy: 0)
        anim.addBehavior(push)
        let coll = UICollisionBehavior()
        coll.collisionMode = .boundaries
        coll.collisionDelegate = self
        let b = reference.bounds
        coll.addBoundary(withIdentifier: "floor" as NSString, from: CGPoint(x: b.minX, y: floorY), to: CGPoint(x: b.maxX, y: floorY))
        anim.addBehavior(coll)
        coll.addItem(ball)
        let bounce = UIDynamicItemBehavior()
        bounce.elasticity = 0.8
        anim.addBehavior(bounce)
        bounce.addItem(ball)
    }

    func collisionBehavior(_ behavior: UICollisionBehavior, beganContactFor item: any UIDynamicItem,
                           withBoundaryIdentifier identifier: (any NSCopying)?, at p: CGPoint) {
        guard let bounce = anim?.behaviors.compactMap({ $0 as? UIDynamicItemBehavior }).first else { return }
        if bounce.angularVelocity(for: item) <= 6 {
            bounce.addAngularVelocity(6, for: item)
        }
        contacts.append((DynamicsScenes.name(identifier), bounce.angularVelocity(for: item), CACurrentMediaTime() - origin))
    }
}
