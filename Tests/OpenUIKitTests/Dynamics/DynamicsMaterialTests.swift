import Testing
import Foundation
import OpenUIKit
import LayerTestSupport

/// How materials combine where two things touch. Apple documents only each
/// item's own `friction` and `elasticity`; the sources show that an item
/// whose item behaviour leaves friction at 0 still grips the floor
/// boundary (it "loses its rightward motion" and, spun, rolls). Our rule:
/// the larger friction of the pair acts, boundaries have friction 0.2.
@MainActor struct DynamicsMaterialTests {
    private final class Ball: UIView {
        override var collisionBoundsType: UIDynamicItemCollisionBoundsType { .ellipse }
    }

    /// A ball of friction 0 (an item behaviour's default) resting on a
    /// floor boundary and spun clockwise at 6 rad/s: friction μ = 0.2 on
    /// the boundary's side accelerates it at μ g = 200 points/s² while the
    /// disc's spin slows, until it rolls (v = ω r) at ω₀ r / 3 = 100
    /// points/s after 0.5 s (a solid disc: I = m r² / 2); then it rolls on.
    @Test func aFrictionlessBallSpunOnTheFloorRolls() {
        resetClock()
        let window = makeVisibleWindow(size: CGSize(width: 2000, height: 400))
        let ball = Ball(frame: CGRect(x: 100, y: 200, width: 100, height: 100))
        window.addSubview(ball)
        MediaClock.advance(by: 0)
        let animator = UIDynamicAnimator(referenceView: window)
        animator.addBehavior(UIGravityBehavior(items: [ball]))
        let floor = UICollisionBehavior(items: [ball])
        floor.addBoundary(withIdentifier: "floor" as NSString, from: CGPoint(x: 0, y: 300), to: CGPoint(x: 2000, y: 300))
        animator.addBehavior(floor)
        let material = UIDynamicItemBehavior(items: [ball])
        #expect(material.friction == 0)
        animator.addBehavior(material)
        MediaClock.advance(by: 0.5)          // settle on the floor
        let start = ball.center.x
        #expect(abs(start - 150) < 0.5, "no drift before the spin: \(ball.center)")
        material.addAngularVelocity(6, for: ball)
        MediaClock.advance(by: 1)
        let v = material.linearVelocity(for: ball).x
        let w = material.angularVelocity(for: ball)
        #expect(abs(v - 100) < 4, "rolling speed \(v)")
        #expect(abs(v - w * 50) < 3, "rolls without slipping: v \(v), ω r \(w * 50)")
        // 25 points while slipping (½ · 200 · 0.5²), then 100 points/s.
        let travelled = ball.center.x - start
        #expect(abs(travelled - 75) < 6, "travelled \(travelled)")
    }

    /// Two items of friction 0 slide over each other without losing speed;
    /// give the moving one friction 0.5 and it stops in v / (μ g) seconds.
    @Test func itemsOfFrictionZeroSlideAndTheLargerFrictionActs() {
        for friction in [CGFloat(0), 0.5] {
            resetClock()
            let window = makeVisibleWindow(size: CGSize(width: 2000, height: 400))
            let table = addCommittedView(frame: CGRect(x: 0, y: 300, width: 2000, height: 50), to: window)
            let puck = addCommittedView(frame: CGRect(x: 100, y: 250, width: 50, height: 50), to: window)
            let animator = UIDynamicAnimator(referenceView: window)
            animator.addBehavior(UIGravityBehavior(items: [puck]))
            animator.addBehavior(UICollisionBehavior(items: [table, puck]))
            let fixed = UIDynamicItemBehavior(items: [table])
            fixed.isAnchored = true
            animator.addBehavior(fixed)
            let sliding = UIDynamicItemBehavior(items: [puck])
            sliding.friction = friction
            animator.addBehavior(sliding)
            MediaClock.advance(by: 0.25)
            sliding.addLinearVelocity(CGPoint(x: 100, y: 0), for: puck)
            let x0 = puck.center.x
            MediaClock.advance(by: 0.5)
            let v = sliding.linearVelocity(for: puck).x
            if friction == 0 {
                #expect(abs(v - 100) < 0.5, "frictionless: speed \(v)")
                #expect(abs(puck.center.x - x0 - 50) < 1.5, "moved \(puck.center.x - x0)")
            } else {
                // 500 points/s²: stops after 0.2 s, 10 points on.
                #expect(abs(v) < 0.5, "stopped: speed \(v)")
                #expect(abs(puck.center.x - x0 - 10) < 1.5, "moved \(puck.center.x - x0)")
            }
        }
    }

    /// A boundary path of many short lines is one smooth chain: a
    /// frictionless tile sent along a floor drawn as 100 lines of 20 points
    /// keeps its speed (items do not catch on the joints).
    @Test func aTileSlidesAlongAPathBoundaryOfManyLines() {
        resetClock()
        let window = makeVisibleWindow(size: CGSize(width: 2000, height: 400))
        let tile = addCommittedView(frame: CGRect(x: 100, y: 250, width: 50, height: 50), to: window)
        let animator = UIDynamicAnimator(referenceView: window)
        animator.addBehavior(UIGravityBehavior(items: [tile]))
        let floor = UICollisionBehavior(items: [tile])
        let path = UIBezierPath()
        path.move(to: CGPoint(x: 0, y: 300))
        for i in 1...100 { path.addLine(to: CGPoint(x: CGFloat(i) * 20, y: 300)) }
        floor.addBoundary(withIdentifier: "floor" as NSString, for: path)
        animator.addBehavior(floor)
        let material = UIDynamicItemBehavior(items: [tile])
        animator.addBehavior(material)
        // The boundary grips with friction 0.2 (the larger of the pair):
        // make the tile's own friction irrelevant by sliding it on ice.
        MediaClock.advance(by: 0.25)
        material.addLinearVelocity(CGPoint(x: 500, y: 0), for: tile)
        let x0 = tile.center.x, t0 = animator.elapsedTime
        var slowest = CGFloat.infinity
        for _ in 0..<30 {
            MediaClock.advance(by: 1.0 / 60)
            slowest = min(slowest, material.linearVelocity(for: tile).x)
        }
        // Friction 0.2 at 1,000 points/s²: −200 points/s² all the way
        // (Δt: the time the animator stepped, about 0.5 s).
        let dt = animator.elapsedTime - t0, v = material.linearVelocity(for: tile).x
        #expect(dt > 0.45 && abs(v - (500 - 200 * dt)) < 0.5, "speed \(v) after \(dt) s")
        #expect(slowest >= v - 1e-3, "never slowed more than friction: slowest \(slowest)")
        #expect(abs(tile.center.x - x0 - (500 * dt - 100 * dt * dt)) < 1, "moved \(tile.center.x - x0)")
        #expect(abs(tile.center.y - 275) < 1 && abs(tile.transform.b) < 1e-3, "flat on the floor: \(tile.center), \(tile.transform)")
    }
}
