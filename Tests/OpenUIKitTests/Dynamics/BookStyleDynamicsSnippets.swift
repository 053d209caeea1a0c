import Testing
import Foundation
import OpenUIKit
import LayerTestSupport

/// The shapes the sources' UIKit Dynamics code takes — an animator in a
/// controller, an off-screen check in a gravity action, an instantaneous
/// push, a named floor, an item behaviour, a view subclass overriding
/// `collisionBoundsType`, a collision delegate adding spin, a custom
/// composite behaviour built in `willMove(to:)` — in our own code. That it
/// compiles with `import OpenUIKit` is half the test; the other half is
/// what happens.
@MainActor struct BookStyleDynamicsSnippets {
    /// A round view (the sources' image view subclass).
    final class RoundView: UIView {
        override var collisionBoundsType: UIDynamicItemCollisionBoundsType { .ellipse }
    }

    final class DropController: UICollisionBehaviorDelegate {
        let view: UIView
        let ball = RoundView(frame: CGRect(x: 20, y: 20, width: 60, height: 60))
        var anim: UIDynamicAnimator!
        var spins = 0
        /// The spin the delegate found at each landing.
        var spinsFound: [CGFloat] = []

        init(view: UIView) {
            self.view = view
            view.addSubview(ball)
        }

        func drop() {
            anim = UIDynamicAnimator(referenceView: view)
            let grav = UIGravityBehavior()
            grav.action = { [unowned self] in
                let items = self.anim.items(in: self.view.bounds).compactMap { $0 as? UIView }
                if items.firstIndex(of: self.ball) == nil {
                    self.anim.removeAllBehaviors()
                    self.ball.removeFromSuperview()
                }
            }
            anim.addBehavior(grav)
            grav.addItem(ball)
            let push = UIPushBehavior(items: [ball], mode: .instantaneous)
            push.pushDirection = CGVector(dx: 1, dy: 0)
            anim.addBehavior(push)
            let coll = UICollisionBehavior()
            coll.collisionMode = .boundaries
            coll.collisionDelegate = self
            let b = view.bounds
            coll.addBoundary(withIdentifier: "floor" as NSString,
                             from: CGPoint(x: b.minX, y: b.maxY), to: CGPoint(x: b.maxX, y: b.maxY))
            anim.addBehavior(coll)
            coll.addItem(ball)
            let bounce = UIDynamicItemBehavior()
            bounce.elasticity = 0.8
            anim.addBehavior(bounce)
            bounce.addItem(ball)
        }

        func collisionBehavior(_ behavior: UICollisionBehavior, beganContactFor item: UIDynamicItem,
                               withBoundaryIdentifier identifier: NSCopying?, at p: CGPoint) {
            let b = anim.behaviors
            if let bounce = (b.compactMap { $0 as? UIDynamicItemBehavior }).first {
                let v = bounce.angularVelocity(for: item)
                spinsFound.append(v)
                if v <= 6 {
                    bounce.addAngularVelocity(6, for: item)
                    spins += 1
                }
            }
        }
    }

    /// Pushed right, it falls onto the floor and bounces; the floor's
    /// friction makes it roll clockwise at its first landing — angular
    /// momentum about the contact point gives ω = 2 v₀ / 3r for a disc,
    /// v₀ = 100 / (π 0.3²) points/s, r = 30 points: 7.86 rad/s — so the
    /// delegate adds spin only at landings where it found ≤ 6 rad/s. It
    /// rolls off the right side; the gravity action then removes every
    /// behaviour and the view.
    @Test func dropBounceAndRollOffTheScreen() {
        resetClock()
        let window = makeVisibleWindow(size: CGSize(width: 400, height: 300))
        let controller = DropController(view: window)
        controller.drop()
        MediaClock.advance(by: 0.6)
        #expect(controller.ball.center.x > 50)              // moving right (100 points/s of push)
        MediaClock.advance(by: 20)
        let v0 = 100 / (Double.pi * 0.09), r = 30.0
        #expect(controller.spinsFound.first.map { abs(Double($0) - 2 * v0 / (3 * r)) < 0.2 } == true,
                "spin at the first landing: \(controller.spinsFound)")
        #expect(controller.spins == controller.spinsFound.filter { $0 <= 6 }.count)
        #expect(controller.ball.superview == nil)
        #expect(controller.anim.behaviors.isEmpty && !controller.anim.isRunning)
    }

    /// The same as one custom behaviour: children made in `willMove(to:)`,
    /// removed with the parent; the parent removes itself from its own
    /// child's action.
    final class DropBounceAndRoll: UIDynamicBehavior, UICollisionBehaviorDelegate {
        let v: UIView
        init(view v: UIView) {
            self.v = v
            super.init()
        }

        override func willMove(to anim: UIDynamicAnimator?) {
            guard let anim = anim else { return }
            let b = v.superview!.bounds
            let grav = UIGravityBehavior()
            grav.action = { [unowned self] in
                let items = anim.items(in: b).compactMap { $0 as? UIView }
                if items.firstIndex(of: self.v) == nil {
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
            coll.addBoundary(withIdentifier: "floor" as NSString,
                             from: CGPoint(x: b.minX, y: b.maxY), to: CGPoint(x: b.maxX, y: b.maxY))
            addChildBehavior(coll)
            coll.addItem(v)
            let bounce = UIDynamicItemBehavior()
            bounce.elasticity = 0.8
            addChildBehavior(bounce)
            bounce.addItem(v)
        }

        func collisionBehavior(_ behavior: UICollisionBehavior, beganContactFor item: UIDynamicItem,
                               withBoundaryIdentifier identifier: NSCopying?, at p: CGPoint) {
            if let bounce = (childBehaviors.compactMap { $0 as? UIDynamicItemBehavior }).first,
               bounce.angularVelocity(for: item) <= 6 {
                bounce.addAngularVelocity(6, for: item)
            }
        }
    }

    @Test func aCustomCompositeBehaviourRunsItsChildrenAndRemovesItself() {
        resetClock()
        let window = makeVisibleWindow(size: CGSize(width: 400, height: 300))
        let ball = RoundView(frame: CGRect(x: 20, y: 20, width: 60, height: 60))
        window.addSubview(ball)
        let anim = UIDynamicAnimator(referenceView: window)
        let behavior = DropBounceAndRoll(view: ball)
        anim.addBehavior(behavior)
        #expect(behavior.childBehaviors.count == 4 && behavior.dynamicAnimator === anim)
        MediaClock.advance(by: 20)
        #expect(ball.superview == nil && anim.behaviors.isEmpty)
        #expect(behavior.dynamicAnimator == nil)
    }
}
