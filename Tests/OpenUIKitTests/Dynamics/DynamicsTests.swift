import Testing
import Foundation
import OpenUIKit
import LayerTestSupport

/// UIKit Dynamics against Apple's documented units, under the manual
/// clock: the animator steps once per display frame (1/60 s) in 4
/// sub-steps of 1/240 s (semi-implicit Euler: after N sub-steps at
/// acceleration a, the distance is a h² N (N + 1) / 2).
@MainActor struct DynamicsTests {
    private func fallen(_ accel: Double, _ elapsed: TimeInterval) -> Double {
        let n = (elapsed * 240).rounded(), h = 1.0 / 240
        return accel * h * h * n * (n + 1) / 2
    }

    private func stage() -> (UIWindow, UIView) {
        let window = makeVisibleWindow(size: CGSize(width: 400, height: 800))
        let view = addCommittedView(frame: CGRect(x: 150, y: 50, width: 100, height: 100), to: window)
        return (window, view)
    }

    /// Gravity's magnitude 1 is 1,000 points/s², downward.
    @Test func gravityIsAThousandPointsPerSecondSquared() {
        resetClock()
        let (window, view) = stage()
        let animator = UIDynamicAnimator(referenceView: window)
        let gravity = UIGravityBehavior(items: [view])
        animator.addBehavior(gravity)
        #expect(animator.isRunning)
        MediaClock.advance(by: 0.5)
        let t = animator.elapsedTime
        #expect(t > 0.45 && t <= 0.5 + 1e-9)
        #expect(abs(Double(view.center.y) - (100 + fallen(1000, t))) < 0.05, "y \(view.center.y) after \(t) s")
        #expect(abs(view.center.x - 200) < 1e-3)
        // Sideways gravity at half strength.
        gravity.setAngle(0, magnitude: 0.5)
        let before = view.center
        let t0 = animator.elapsedTime
        MediaClock.advance(by: 0.25)
        #expect(view.center.x > before.x + 0.5 * fallen(1000, animator.elapsedTime - t0) - 1)
    }

    /// A continuous push of magnitude 1 on a 100 × 100 item of density 1
    /// accelerates it at 100 points/s²; an instantaneous one changes its
    /// speed by 100 points/s once, and again each time `active` is set.
    @Test func aPushOfOneIsAHundredPointsPerSecondSquaredOnAUnitItem() {
        resetClock()
        let (window, view) = stage()
        let animator = UIDynamicAnimator(referenceView: window)
        let push = UIPushBehavior(items: [view], mode: .continuous)
        push.pushDirection = CGVector(dx: 1, dy: 0)
        animator.addBehavior(push)
        MediaClock.advance(by: 0.5)
        #expect(abs(Double(view.center.x) - (200 + fallen(100, animator.elapsedTime))) < 0.02)
        animator.removeBehavior(push)

        let (window2, view2) = stage()
        let animator2 = UIDynamicAnimator(referenceView: window2)
        let kick = UIPushBehavior(items: [view2], mode: .instantaneous)
        kick.pushDirection = CGVector(dx: 0, dy: -1)
        let item = UIDynamicItemBehavior(items: [view2])
        animator2.addBehavior(kick)
        animator2.addBehavior(item)
        MediaClock.advance(by: 1.0 / 60)
        #expect(abs(item.linearVelocity(for: view2).y + 100) < 1e-3)
        #expect(kick.active == false)
        kick.active = true
        MediaClock.advance(by: 1.0 / 60)
        #expect(abs(item.linearVelocity(for: view2).y + 200) < 1e-3)
    }

    /// A heavier item (twice the area) needs twice the push for the same acceleration.
    @Test func massGrowsWithAreaAndDensity() {
        resetClock()
        let window = makeVisibleWindow(size: CGSize(width: 400, height: 800))
        let tall = addCommittedView(frame: CGRect(x: 150, y: 50, width: 100, height: 200), to: window)
        let animator = UIDynamicAnimator(referenceView: window)
        let kick = UIPushBehavior(items: [tall], mode: .instantaneous)
        kick.pushDirection = CGVector(dx: 1, dy: 0)
        let item = UIDynamicItemBehavior(items: [tall])
        item.density = 2
        animator.addBehavior(item)
        animator.addBehavior(kick)
        MediaClock.advance(by: 1.0 / 60)
        // Mass 2 (area) × 2 (density) = 4: 100 / 4 points/s.
        #expect(abs(item.linearVelocity(for: tall).x - 25) < 1e-3)
    }

    final class CollisionLog: UICollisionBehaviorDelegate, UIDynamicAnimatorDelegate {
        var began: [(String?, CGPoint)] = []
        var paused = 0, resumed = 0
        func collisionBehavior(_ behavior: UICollisionBehavior, beganContactFor item: any UIDynamicItem,
                               withBoundaryIdentifier identifier: (any NSCopying)?, at p: CGPoint) {
            began.append(((identifier as? NSString).map { $0 as String }, p))
        }
        func dynamicAnimatorDidPause(_ animator: UIDynamicAnimator) { paused += 1 }
        func dynamicAnimatorWillResume(_ animator: UIDynamicAnimator) { resumed += 1 }
    }

    /// Dropped onto a named floor: it lands (the delegate hears the floor's
    /// identifier at the contact point), comes to rest on it, and the
    /// animator pauses; its elapsed time stops.
    @Test func aDropLandsOnTheFloorAndTheAnimatorPauses() {
        resetClock()
        let (window, view) = stage()
        let animator = UIDynamicAnimator(referenceView: window)
        let log = CollisionLog()
        animator.delegate = log
        let gravity = UIGravityBehavior(items: [view])
        let collision = UICollisionBehavior(items: [view])
        collision.addBoundary(withIdentifier: "floor" as NSString, from: CGPoint(x: 0, y: 700), to: CGPoint(x: 400, y: 700))
        collision.collisionDelegate = log
        animator.addBehavior(gravity)
        animator.addBehavior(collision)
        #expect(log.resumed == 1)
        MediaClock.advance(by: 4)
        #expect(log.began.first?.0 == "floor")
        if let p = log.began.first?.1 { #expect(abs(p.y - 700) < 2 && abs(p.x - 200) < 51) }
        #expect(abs(view.center.y - 650) < 1, "rests on the floor: \(view.center)")
        #expect(!animator.isRunning && log.paused == 1)
        let t = animator.elapsedTime
        MediaClock.advance(by: 1)
        #expect(animator.elapsedTime == t)
        // Changing gravity wakes it.
        gravity.gravityDirection = CGVector(dx: 0, dy: -1)
        #expect(animator.isRunning && log.resumed == 2)
        MediaClock.advance(by: 0.2)
        #expect(view.center.y < 650)
    }

    /// Items collide with each other only inside a collision behaviour in
    /// `.items` mode; the reference bounds make a box.
    @Test func itemsCollideWhenACollisionBehaviourHoldsBoth() {
        resetClock()
        let window = makeVisibleWindow(size: CGSize(width: 400, height: 800))
        let a = addCommittedView(frame: CGRect(x: 150, y: 500, width: 100, height: 100), to: window)
        let b = addCommittedView(frame: CGRect(x: 150, y: 100, width: 100, height: 100), to: window)
        let animator = UIDynamicAnimator(referenceView: window)
        animator.addBehavior(UIGravityBehavior(items: [a, b]))
        let walls = UICollisionBehavior(items: [a, b])
        walls.translatesReferenceBoundsIntoBoundary = true
        walls.collisionMode = .boundaries
        animator.addBehavior(walls)
        MediaClock.advance(by: 3)
        // Boundaries only: both sink to the floor, overlapping.
        #expect(abs(a.center.y - 750) < 1 && abs(b.center.y - 750) < 1)
        walls.collisionMode = .everything
        animator.updateItem(usingCurrentState: b)
        b.center = CGPoint(x: 200, y: 300)
        animator.updateItem(usingCurrentState: b)
        MediaClock.advance(by: 3)
        // Now b lands on a.
        #expect(abs(b.center.y - 650) < 2, "b at \(b.center)")
    }

    /// `action` runs after every step, and may remove behaviours (Neuburg's
    /// off-screen check), itself included.
    @Test func actionRunsEveryStepAndMayRemoveBehaviours() {
        resetClock()
        let (window, view) = stage()
        let animator = UIDynamicAnimator(referenceView: window)
        let gravity = UIGravityBehavior(items: [view])
        var steps = 0
        gravity.action = { [unowned animator, unowned view] in
            steps += 1
            if !animator.items(in: CGRect(x: 0, y: 0, width: 400, height: 800)).contains(where: { $0 === view }) {
                animator.removeAllBehaviors()
            }
        }
        animator.addBehavior(gravity)
        MediaClock.advance(by: 0.1)
        #expect(steps == 6)
        MediaClock.advance(by: 3)
        #expect(animator.behaviors.isEmpty && !animator.isRunning)
        #expect(view.center.y > 800)
    }

    /// A group moves its members as one rigid item: they fall together
    /// keeping their arrangement, and the group lands on its lower member's
    /// own shape.
    @Test func aGroupMovesItsMembersRigidly() {
        resetClock()
        let window = makeVisibleWindow(size: CGSize(width: 400, height: 800))
        let left = addCommittedView(frame: CGRect(x: 100, y: 100, width: 50, height: 50), to: window)
        let right = addCommittedView(frame: CGRect(x: 150, y: 150, width: 50, height: 50), to: window)
        let group = UIDynamicItemGroup(items: [left, right])
        #expect(group.center == CGPoint(x: 150, y: 150) && group.bounds.size == CGSize(width: 100, height: 100))
        let animator = UIDynamicAnimator(referenceView: window)
        animator.addBehavior(UIGravityBehavior(items: [group]))
        let collision = UICollisionBehavior(items: [group])
        collision.addBoundary(withIdentifier: "floor" as NSString, from: CGPoint(x: 0, y: 700), to: CGPoint(x: 400, y: 700))
        animator.addBehavior(collision)
        MediaClock.advance(by: 0.5)
        // Falling: both moved by the same amount.
        #expect(abs((left.center.y - 125) - (right.center.y - 175)) < 1e-3 && abs(left.center.x - 125) < 1e-3)
        MediaClock.advance(by: 4)
        func distance() -> CGFloat { hypot(right.center.x - left.center.x, right.center.y - left.center.y) }
        #expect(abs(distance() - hypot(50, 50)) < 0.5)
        // Resting on the floor with a member's own edge (a corner or a side at y = 700).
        let lowest = [left, right].map { v -> CGFloat in
            let t = v.transform
            let h = (abs(t.a) * v.bounds.height + abs(t.b) * v.bounds.width) / 2
            return v.center.y + h
        }.max() ?? 0
        #expect(abs(lowest - 700) < 1.5, "lowest point \(lowest)")
    }

    /// A collision behaviour whose animator went away without removing it
    /// builds its boundaries afresh in the next animator (its old ids name
    /// nothing there) and leaves that world's other bodies alone.
    @Test func aCollisionBehaviourOutlivingItsAnimatorWorksInTheNext() {
        resetClock()
        let (window, view) = stage()
        let collision = UICollisionBehavior(items: [view])
        collision.addBoundary(withIdentifier: "floor" as NSString, from: CGPoint(x: 0, y: 700), to: CGPoint(x: 400, y: 700))
        do {
            let first = UIDynamicAnimator(referenceView: window)
            first.addBehavior(collision)
            MediaClock.advance(by: 1.0 / 60)
        }
        let other = addCommittedView(frame: CGRect(x: 0, y: 0, width: 40, height: 40), to: window)
        let second = UIDynamicAnimator(referenceView: window)
        second.addBehavior(UIGravityBehavior(items: [other, view]))
        second.addBehavior(collision)
        MediaClock.advance(by: 3)
        #expect(abs(view.center.y - 650) < 1, "the floor works: \(view.center)")
        #expect(other.center.y > 800)                // not in the collision: falls through
    }

    /// The debug switch is accepted and reported once; nothing else changes.
    @Test func theDebugSwitchIsReportedAndIgnored() {
        resetClock()
        let (window, view) = stage()
        let animator = UIDynamicAnimator(referenceView: window)
        let (_, messages) = CGDiagnostics.capture {
            animator.setValue(true, forKey: "debugEnabled")
            animator.setValue(true, forKey: "debugEnabled")
        }
        #expect(messages.count == 1 && messages.first?.contains("debug overlay") == true)
        animator.addBehavior(UIGravityBehavior(items: [view]))
        MediaClock.advance(by: 0.1)
        #expect(view.center.y > 100)
    }

    /// Bad input: non-finite gravity and push, a NaN density, a zero-size
    /// item, a behaviour added to a second animator, a view taken out of
    /// its superview while it moves, a velocity of infinity — each reported
    /// (once) or replaced, and the rest of the world unharmed.
    @Test func badInputIsReportedAndTheRestMovesOn() {
        resetClock()
        let (window, view) = stage()
        let tiny = addCommittedView(frame: CGRect(x: 300, y: 50, width: 0, height: 0), to: window)
        let animator = UIDynamicAnimator(referenceView: window)
        let (_, messages) = CGDiagnostics.capture {
            let good = UIGravityBehavior(items: [view, tiny])
            animator.addBehavior(good)
            let bad = UIGravityBehavior(items: [view])
            bad.gravityDirection = CGVector(dx: CGFloat.nan, dy: 1)
            animator.addBehavior(bad)
            let push = UIPushBehavior(items: [view], mode: .continuous)
            push.pushDirection = CGVector(dx: CGFloat.infinity, dy: 0)
            animator.addBehavior(push)
            let material = UIDynamicItemBehavior(items: [view])
            material.density = CGFloat.nan
            material.addLinearVelocity(CGPoint(x: CGFloat.infinity, y: 0), for: view)
            animator.addBehavior(material)
            let second = UIDynamicAnimator(referenceView: window)
            second.addBehavior(good)                 // already in `animator`
            MediaClock.advance(by: 0.5)
            tiny.removeFromSuperview()
            MediaClock.advance(by: 0.5)
        }
        #expect(messages.count >= 4, "\(messages)")
        #expect(Set(messages).count == messages.count)        // each once
        // The view fell as under the good gravity alone.
        #expect(abs(Double(view.center.y) - (100 + fallen(1000, animator.elapsedTime))) < 0.1)
        #expect(view.center.x == 200)
        // The zero-size item is simulated as a 1 × 1 point item and keeps falling, out of its superview too.
        #expect(tiny.center.y > 100 && tiny.center.y.isFinite)
    }
}
