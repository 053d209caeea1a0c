import Foundation
import OpenUIKit

extension Gallery {
    /// Neuburg demo 44 (§29, "Custom behaviors"): the drop, bounce and roll
    /// packaged as one `UIDynamicBehavior` subclass made with just the view.
    /// Its children — gravity, an instantaneous push (1, 0), a collision
    /// behaviour with a "floor" boundary whose delegate is the parent, and an
    /// item behaviour of elasticity 0.8 — are built in `willMove(to:)`, just
    /// before the animator takes the parent; the delegate finds the item
    /// behaviour among `childBehaviors`. Off screen, the gravity child's
    /// action removes the parent (and with it every child) and the view.
    /// Two balls, each with its own behaviour in one animator, show that
    /// each removes only itself.
    static let neuburgDynamicsCustomBehavior = Scene(
        name: "neuburg-dynamics-custom-behavior", title: "Drop, bounce and roll as one custom behaviour",
        source: Neuburg.source(44, "§29"),
        summary: "A UIDynamicBehavior subclass builds gravity, push, floor collision and elasticity as children in willMove(to:); two balls each get one and each removes itself off screen",
        duration: 4.5, goldenTimes: [1.5]
    ) { ctx in
        let window = ctx.makeWindow()
        let floorY: CGFloat = 270
        DropBounceRoll.ground(at: floorY, in: window)
        let small = DynamicsScenes.ball(80, at: CGPoint(x: 60, y: 60), Palette.teal, in: window)
        let large = DynamicsScenes.ball(100, at: CGPoint(x: 70, y: 70), Palette.purple, in: window)
        large.isHidden = true
        let anim = UIDynamicAnimator(referenceView: window)
        let first = DropBounceRollBehavior(view: small, floorY: floorY)
        let second = DropBounceRollBehavior(view: large, floorY: floorY)
        ctx.keepAlive(anim)
        ctx.keepAlive(first)
        ctx.keepAlive(second)
        ctx.at(0.25) { anim.addBehavior(first) }
        ctx.at(1.0) {
            large.isHidden = false
            anim.addBehavior(second)
        }

        let kinds = { (b: UIDynamicBehavior) in b.childBehaviors.map { "\(type(of: $0))" } }
        ctx.checkpoint(at: 0.3, "the children were built in willMove(to:)") { r in
            r.expect(kinds(first) == ["UIGravityBehavior", "UIPushBehavior", "UICollisionBehavior", "UIDynamicItemBehavior"],
                     "gravity, push, collision, item behaviour (\(kinds(first)))")
            r.expect(first.dynamicAnimator === anim && first.childBehaviors.allSatisfy { $0.dynamicAnimator === anim },
                     "the parent and its children are in the animator")
            r.expect(anim.behaviors.count == 1 && anim.behaviors.first === first, "the animator lists only the parent")
            r.expect(second.childBehaviors.isEmpty && second.dynamicAnimator == nil, "the second is not built before it is added")
        }
        let push = 100 / DynamicsScenes.discMass(100)
        ctx.checkpoint(at: 1.41, "the second ball in free fall; the first bounced") { r in
            // The animator is already running (for the first ball): its link
            // steps at 1.0 s too, after the event that added the second, so
            // that ball has moved in 25 steps, not 24.
            let n = DynamicsScenes.frames(since: 1.0 - 1.0 / 60, at: 1.41)
            r.expect(n == 25, "25 frames")
            r.expect(Double(large.center.x), 70 + push * Double(n) / 60, tolerance: 0.01, "x: the push's \(push) pt/s")
            r.expect(Double(large.center.y), 70 + DynamicsScenes.fallen(n), tolerance: 0.01, "y: a h² N(N+1)/2")
            let spin = DynamicsScenes.spinAfterDelegate(DynamicsScenes.rollingSpin(diameter: 80, speed: 100 / DynamicsScenes.discMass(80)))
            r.expect(first.spins.first.map { Double($0) } ?? .nan, spin, tolerance: 0.05, "the first ball rolled on landing and was spun 6 rad/s more")
            r.expect(kinds(second).count == 4 && anim.behaviors.count == 2, "both parents in the animator")
        }
        ctx.checkpoint(at: 2.6, "the first removed itself; the second still runs") { r in
            r.expect(small.superview == nil && first.dynamicAnimator == nil, "first: view and behaviour gone")
            r.expect(first.childBehaviors.allSatisfy { $0.dynamicAnimator == nil }, "first: its children went with it")
            r.expect(anim.behaviors.count == 1 && anim.behaviors.first === second, "only the second left")
            r.expect(anim.isRunning, "the animator still runs")
            let spin = DynamicsScenes.spinAfterDelegate(DynamicsScenes.rollingSpin(diameter: 100, speed: push))
            r.expect(second.spins.first.map { Double($0) } ?? .nan, spin, tolerance: 0.05, "the second ball rolled on landing and was spun 6 rad/s more")
        }
        ctx.checkpoint(at: 4.4, "both gone; the animator stopped") { r in
            r.expect(large.superview == nil && second.dynamicAnimator == nil, "second: view and behaviour gone")
            r.expect(anim.behaviors.isEmpty && !anim.isRunning, "nothing left; stopped")
        }
        return window.layer
    }
}

/// Neuburg's drop, bounce and roll as a custom composite behaviour.
@MainActor final class DropBounceRollBehavior: UIDynamicBehavior, UICollisionBehaviorDelegate {
    let v: UIView
    let floorY: CGFloat
    /// The spin after each landing the delegate heard of.
    private(set) var spins: [CGFloat] = []

    init(view: UIView, floorY: CGFloat) {
        v = view
        self.floorY = floorY
        super.init()
    }

    override func willMove(to anim: UIDynamicAnimator?) {
        guard let anim, childBehaviors.isEmpty, let b = v.superview?.bounds else { return }
        let grav = UIGravityBehavior()
        grav.action = { [weak self, weak anim] in
            guard let self, let anim else { return }
            if !anim.views(in: b).contains(self.v) {
                anim.removeBehavior(self)
                self.v.removeFromSuperview()
            }
        }
        addChildBehavior(grav)
        grav.addItem(v)
        let push = UIPushBehavior(items: [v], mode: .instantaneous)
        push.pushDirection = CGVector(dx: 1, dy: 0)
        addChildBehavior(push)
        let coll = UICollisionBehavior()
        coll.collisionMode = .boundaries
        coll.collisionDelegate = self
        coll.addBoundary(withIdentifier: "floor" as NSString, from: CGPoint(x: b.minX, y: floorY), to: CGPoint(x: b.maxX, y: floorY))
        addChildBehavior(coll)
        coll.addItem(v)
        let bounce = UIDynamicItemBehavior()
        bounce.elasticity = 0.8
        addChildBehavior(bounce)
        bounce.addItem(v)
    }

    func collisionBehavior(_ behavior: UICollisionBehavior, beganContactFor item: any UIDynamicItem,
                           withBoundaryIdentifier identifier: (any NSCopying)?, at p: CGPoint) {
        guard let bounce = childBehaviors.compactMap({ $0 as? UIDynamicItemBehavior }).first else { return }
        if bounce.angularVelocity(for: item) <= 6 {
            bounce.addAngularVelocity(6, for: item)
        }
        spins.append(bounce.angularVelocity(for: item))
    }
}
