import Testing
import Foundation
@testable import OpenUIKit
import LayerTestSupport

/// UIAttachmentBehavior and UISnapBehavior under the manual clock: the
/// animator steps once per display frame (1/60 s); gravity is 1,000
/// points/s²; a 100 × 100 item of density 1 weighs 1 kg (100 points = 1 m).
@MainActor struct AttachmentAndSnapTests {
    private static let frame = 1.0 / 60

    private func stage(_ size: CGSize = CGSize(width: 600, height: 800)) -> UIWindow {
        makeVisibleWindow(size: size)
    }

    private func view(_ frame: CGRect, in window: UIWindow) -> UIView { addCommittedView(frame: frame, to: window) }

    /// The point `offset` from the item's centre, in its own turning frame, in window coordinates.
    private func point(_ offset: CGPoint, on item: UIView) -> CGPoint {
        let p = offset.applying(item.transform)
        return CGPoint(x: item.center.x + p.x, y: item.center.y + p.y)
    }

    /// How far a body starting at rest goes in `elapsed` seconds of the
    /// animator at `accel` points/s² (semi-implicit Euler, 240 sub-steps a second).
    private func travelled(_ accel: Double, _ elapsed: TimeInterval) -> Double {
        let n = (elapsed * 240).rounded(), h = 1.0 / 240
        return accel * h * h * n * (n + 1) / 2
    }

    private func distance(_ p: CGPoint, _ q: CGPoint) -> CGFloat { hypot(p.x - q.x, p.y - q.y) }
    private func angle(_ item: UIView) -> CGFloat { atan2(item.transform.b, item.transform.a) }

    /// Steps `seconds` of frames, calling `each` after every one.
    private func run(_ seconds: Double, _ each: () -> Void = {}) {
        for _ in 0..<Int((seconds / Self.frame).rounded()) {
            MediaClock.advance(by: Self.frame)
            each()
        }
    }

    /// The times at which `signal` (sampled once a frame) crosses zero
    /// upward, linearly interpolated.
    private func upwardCrossings(_ seconds: Double, _ signal: () -> Double) -> [Double] {
        var crossings: [Double] = []
        var t = 0.0, last = signal()
        run(seconds) {
            t += Self.frame
            let now = signal()
            if last < 0 && now >= 0 { crossings.append(t - Self.frame * now / (now - last)) }
            last = now
        }
        return crossings
    }

    // MARK: Anchor attachments

    /// A rigid rod to an anchor is a pendulum: the attachment point stays
    /// `length` from the anchor (within a point) while it swings, with the
    /// period 2π√(L/g) of a simple pendulum (the item turns freely about its
    /// centre, so it swings as a point mass).
    @Test func aRigidAnchorAttachmentIsAPendulum() {
        resetClock()
        let window = stage()
        let anchor = CGPoint(x: 300, y: 100), length: CGFloat = 200, start: CGFloat = 0.2
        let bob = view(CGRect(x: 0, y: 0, width: 40, height: 40), in: window)
        bob.center = CGPoint(x: anchor.x + length * sin(start), y: anchor.y + length * cos(start))
        let animator = UIDynamicAnimator(referenceView: window)
        let rod = UIAttachmentBehavior(item: bob, attachedToAnchor: anchor)
        #expect(rod.attachedBehaviorType == .anchor && rod.items.count == 1)
        #expect(abs(rod.length - length) < 1e-6 && rod.frequency == 0 && rod.anchorPoint == anchor)
        animator.addBehavior(rod)
        animator.addBehavior(UIGravityBehavior(items: [bob]))
        var worst: CGFloat = 0
        let crossings = upwardCrossings(3 * 2.81 + 0.5) {
            worst = max(worst, abs(distance(bob.center, anchor) - length))
            return Double(bob.center.x - anchor.x)
        }
        #expect(worst < 1, "the rod stretched by \(worst) points")
        let expected = 2 * Double.pi * (2.0 / 10).squareRoot()       // L = 2 m, g = 10 m/s²
        #expect(crossings.count >= 3)
        if crossings.count >= 3 {
            let period = (crossings[crossings.count - 1] - crossings[0]) / Double(crossings.count - 1)
            #expect(abs(period / expected - 1) < 0.03, "period \(period) s, expected \(expected) s")
        }
    }

    /// With a frequency the rod is a spring of that frequency (here without
    /// damping, stretched along its line).
    @Test func aSpringAttachmentOscillatesAtItsFrequency() {
        resetClock()
        let window = stage()
        let anchor = CGPoint(x: 300, y: 100)
        let item = view(CGRect(x: 280, y: 280, width: 40, height: 40), in: window)     // centre 200 below
        let animator = UIDynamicAnimator(referenceView: window)
        let spring = UIAttachmentBehavior(item: item, attachedToAnchor: anchor)
        spring.length = 150
        spring.frequency = 1.5
        spring.damping = 0
        animator.addBehavior(spring)
        let crossings = upwardCrossings(4) { Double(distance(item.center, anchor) - 150) }
        #expect(crossings.count >= 4)
        if crossings.count >= 2 {
            let period = (crossings[crossings.count - 1] - crossings[0]) / Double(crossings.count - 1)
            #expect(abs(1 / period - 1.5) < 0.05, "frequency \(1 / period) Hz")
        }
        #expect(abs(item.center.x - 300) < 0.5)        // along its line only
        // Damped, it settles at its length.
        spring.damping = 1
        run(3)
        #expect(abs(distance(item.center, anchor) - 150) < 1)
    }

    /// The draggable-view idiom: attached where the finger is (length 0),
    /// the anchor moved frame by frame drags the item along.
    @Test func movingTheAnchorDragsTheItem() {
        resetClock()
        let window = stage()
        let item = view(CGRect(x: 50, y: 50, width: 100, height: 100), in: window)
        let animator = UIDynamicAnimator(referenceView: window)
        let touch = CGPoint(x: 120, y: 110)          // 20 right, 10 below the centre
        let offset = UIOffset(horizontal: 20, vertical: 10)
        let drag = UIAttachmentBehavior(item: item, offsetFromCenter: offset, attachedToAnchor: touch)
        #expect(drag.length < 1e-9)
        animator.addBehavior(drag)
        run(0.2)
        #expect(distance(item.center, CGPoint(x: 100, y: 100)) < 0.5)    // held where it is
        // A pan of (200, 150) over half a second.
        var moved = 0
        run(0.5) {
            moved += 1
            drag.anchorPoint = CGPoint(x: touch.x + 200 * CGFloat(moved) / 30, y: touch.y + 150 * CGFloat(moved) / 30)
        }
        run(1)
        let held = point(CGPoint(x: 20, y: 10), on: item)
        #expect(distance(held, drag.anchorPoint) < 1.5, "the held point is \(distance(held, drag.anchorPoint)) from the finger")
        #expect(item.center.x > 280 && item.center.y > 230, "the item is at \(item.center)")
        // A single jump of the anchor is followed too (the sleeping item wakes).
        run(2)
        drag.anchorPoint = CGPoint(x: 400, y: 500)
        #expect(animator.isRunning)
        run(2)
        #expect(distance(point(CGPoint(x: 20, y: 10), on: item), drag.anchorPoint) < 2)
    }

    // MARK: Item–item attachments

    /// Two items on a rigid rod between off-centre points keep those points
    /// `length` apart while one falls and the pair swings and turns.
    @Test func aRigidItemAttachmentKeepsTheDistance() {
        resetClock()
        let window = stage()
        let a = view(CGRect(x: 100, y: 100, width: 60, height: 60), in: window)
        let b = view(CGRect(x: 300, y: 150, width: 40, height: 40), in: window)
        let animator = UIDynamicAnimator(referenceView: window)
        let o1 = CGPoint(x: 20, y: 0), o2 = CGPoint(x: -10, y: 10)
        let rod = UIAttachmentBehavior(item: a, offsetFromCenter: UIOffset(horizontal: o1.x, vertical: o1.y),
                                       attachedTo: b, offsetFromCenter: UIOffset(horizontal: o2.x, vertical: o2.y))
        #expect(rod.attachedBehaviorType == .items && rod.items.count == 2)
        let length = rod.length
        #expect(abs(length - distance(CGPoint(x: 150, y: 130), CGPoint(x: 310, y: 180))) < 1e-9)
        let kick = UIPushBehavior(items: [a], mode: .instantaneous)
        kick.pushDirection = CGVector(dx: 0, dy: -0.5)
        animator.addBehavior(rod)
        animator.addBehavior(UIGravityBehavior(items: [b]))
        animator.addBehavior(kick)
        var worst: CGFloat = 0
        run(2) { worst = max(worst, abs(distance(point(o1, on: a), point(o2, on: b)) - length)) }
        #expect(worst < 1, "the rod stretched by \(worst) points")
        #expect(b.center.y > 250 && abs(angle(a)) + abs(angle(b)) > 0.05)     // it moved and turned
    }

    /// A limit attachment is a rope: inside its length the item falls
    /// freely; it never gets more than a point past the length.
    @Test func aLimitAttachmentIsARope() {
        resetClock()
        let window = stage()
        let top = view(CGRect(x: 250, y: 50, width: 100, height: 100), in: window)       // centre (300, 100)
        let bob = view(CGRect(x: 280, y: 130, width: 40, height: 40), in: window)        // centre (300, 150)
        let animator = UIDynamicAnimator(referenceView: window)
        let pin = UIDynamicItemBehavior(items: [top])
        pin.isAnchored = true
        let rope = UIAttachmentBehavior.limitAttachment(with: top, offsetFromCenter: .zero, attachedTo: bob, offsetFromCenter: .zero)
        #expect(abs(rope.length - 50) < 1e-9)
        rope.length = 250
        let side = UIPushBehavior(items: [bob], mode: .instantaneous)
        side.pushDirection = CGVector(dx: 0.3, dy: 0)          // 187.5 points/s sideways on 0.16 kg
        animator.addBehavior(pin)
        animator.addBehavior(rope)
        animator.addBehavior(UIGravityBehavior(items: [bob]))
        animator.addBehavior(side)
        // Free fall (semi-implicit Euler, 4 sub-steps a frame) while slack.
        run(0.3)
        let t = animator.elapsedTime
        #expect(abs(Double(bob.center.y) - (150 + travelled(1000, t))) < 0.01, "y \(bob.center.y)")
        #expect(abs(Double(bob.center.x) - (300 + 187.5 * t)) < 0.01)
        var longest: CGFloat = 0
        run(4) { longest = max(longest, distance(top.center, bob.center)) }
        #expect(longest > 249 && longest < 251, "the rope reached \(longest)")
        #expect(top.center == CGPoint(x: 300, y: 100))
    }

    /// A fixed attachment welds the items through the anchor: each keeps its
    /// place and angle in the other's frame while the pair spins and falls.
    @Test func aFixedAttachmentKeepsTheRelativePlacement() {
        resetClock()
        let window = stage()
        let a = view(CGRect(x: 100, y: 100, width: 60, height: 60), in: window)    // centre (130, 130)
        let b = view(CGRect(x: 200, y: 110, width: 40, height: 40), in: window)    // centre (220, 130)
        let animator = UIDynamicAnimator(referenceView: window)
        let weld = UIAttachmentBehavior.fixedAttachment(with: a, attachedTo: b, attachmentAnchor: CGPoint(x: 175, y: 130))
        #expect(weld.attachedBehaviorType == .items && weld.anchorPoint == CGPoint(x: 175, y: 130))
        let spin = UIPushBehavior(items: [a], mode: .instantaneous)
        spin.pushDirection = CGVector(dx: 0, dy: -0.1)
        spin.setTargetOffsetFromCenter(UIOffset(horizontal: -30, vertical: 0), for: a)
        animator.addBehavior(weld)
        animator.addBehavior(UIGravityBehavior(items: [a, b]))
        animator.addBehavior(spin)
        var worstPlace: CGFloat = 0, worstAngle: CGFloat = 0
        run(2) {
            // b's centre in a's frame stays (90, 0); their angles stay equal.
            let d = CGPoint(x: b.center.x - a.center.x, y: b.center.y - a.center.y)
                .applying(a.transform.inverted())
            worstPlace = max(worstPlace, distance(d, CGPoint(x: 90, y: 0)))
            worstAngle = max(worstAngle, abs(remainder(angle(b) - angle(a), 2 * .pi)))
        }
        #expect(worstPlace < 1, "b wandered \(worstPlace) points in a's frame")
        #expect(worstAngle < 0.01)
        #expect(abs(angle(a)) > 0.3, "the pair turned \(angle(a))")
    }

    /// A pin hinges the items at the anchor: each stays its distance from
    /// the hinge, and they turn independently; friction torque resists.
    @Test func aPinAttachmentHingesTheItems() {
        resetClock()
        func swing(friction: CGFloat) -> (hingeGap: CGFloat, relativeTurn: CGFloat) {
            let window = stage()
            let a = view(CGRect(x: 100, y: 100, width: 60, height: 60), in: window)    // centre (130, 130)
            let b = view(CGRect(x: 200, y: 110, width: 40, height: 40), in: window)    // centre (220, 130)
            let animator = UIDynamicAnimator(referenceView: window)
            let pin = UIAttachmentBehavior.pinAttachment(with: a, attachedTo: b, attachmentAnchor: CGPoint(x: 175, y: 130))
            pin.frictionTorque = friction
            let anchored = UIDynamicItemBehavior(items: [a])
            anchored.isAnchored = true
            animator.addBehavior(anchored)
            animator.addBehavior(pin)
            animator.addBehavior(UIGravityBehavior(items: [b]))
            var gap: CGFloat = 0, turn: CGFloat = 0
            run(1.5) {
                // The hinge as each item carries it: (45, 0) from a, (−45, 0) from b.
                gap = max(gap, distance(point(CGPoint(x: 45, y: 0), on: a), point(CGPoint(x: -45, y: 0), on: b)))
                turn = max(turn, abs(angle(b) - angle(a)))
            }
            return (gap, turn)
        }
        let free = swing(friction: 0)
        #expect(free.hingeGap < 1, "the hinge opened by \(free.hingeGap)")
        #expect(free.relativeTurn > 1.4, "b turned \(free.relativeTurn) about the hinge")
        let stiff = swing(friction: 5)
        #expect(stiff.hingeGap < 1)
        #expect(stiff.relativeTurn < 0.05, "friction torque 5 N·m holds 0.16 kg at 0.45 m: turned \(stiff.relativeTurn)")
    }

    /// Neuburg's sliding attachment: black v and red v2 joined at (125, 25)
    /// along (0, 1), range ±200; pushed down gently, v slides until its rod
    /// reaches the 200 cap, then both move down (slowly turning).
    @Test func neuburgsSlidingAttachment() {
        resetClock()
        let window = stage()
        let v = view(CGRect(x: 0, y: 0, width: 50, height: 50), in: window)
        let v2 = view(CGRect(x: 200, y: 0, width: 50, height: 50), in: window)
        let animator = UIDynamicAnimator(referenceView: window)
        let slide = UIAttachmentBehavior.slidingAttachment(with: v, attachedTo: v2, attachmentAnchor: CGPoint(x: 125, y: 25),
                                                           axisOfTranslation: CGVector(dx: 0, dy: 1))
        slide.attachmentRange = UIFloatRange(minimum: -200, maximum: 200)
        animator.addBehavior(slide)
        let push = UIPushBehavior(items: [v], mode: .continuous)
        push.pushDirection = CGVector(dx: 0, dy: 0.05)             // 20 points/s² on 0.25 kg
        animator.addBehavior(push)
        // The slide: v's anchor point (100, 0 from its centre) against v2's (−100, 0), along v's axis.
        func slid() -> CGFloat {
            let pv = point(CGPoint(x: 100, y: 0), on: v), pv2 = point(CGPoint(x: -100, y: 0), on: v2)
            let axis = CGPoint(x: 0, y: 1).applying(v.transform)
            return (pv.x - pv2.x) * axis.x + (pv.y - pv2.y) * axis.y
        }
        run(4)
        #expect(abs(Double(v.center.y) - (25 + travelled(20, animator.elapsedTime))) < 0.1, "v at \(v.center)")
        #expect(abs(v2.center.y - 25) < 0.5 && abs(v2.center.x - 225) < 0.5, "v2 still: \(v2.center)")
        // The cap at 200 (reached at √(2·200/20) ≈ 4.5 s).
        let capped = v.center.y
        var furthest: CGFloat = 0
        run(3) { furthest = max(furthest, slid()) }
        #expect(furthest > 198 && furthest < 201, "v slid \(furthest)")
        #expect(abs(slid() - 200) < 2)
        #expect(v2.center.y > 30 && v.center.y > capped + 5, "both move down: v \(v.center), v2 \(v2.center)")
        #expect(abs(angle(v)) > 0.001 && abs(angle(v) - angle(v2)) < 0.01, "turning together: \(angle(v)), \(angle(v2))")
    }

    /// One item sliding in a fixed channel: it moves only along the axis,
    /// keeps its angle, and stops at the range's end.
    @Test func aOneItemSlidingAttachmentStaysInItsChannel() {
        resetClock()
        let window = stage()
        let item = view(CGRect(x: 100, y: 100, width: 60, height: 60), in: window)      // centre (130, 130)
        let animator = UIDynamicAnimator(referenceView: window)
        let slide = UIAttachmentBehavior.slidingAttachment(with: item, attachmentAnchor: CGPoint(x: 130, y: 100),
                                                           axisOfTranslation: CGVector(dx: 3, dy: 4))
        slide.attachmentRange = UIFloatRange(minimum: -50, maximum: 100)
        #expect(slide.attachedBehaviorType == .anchor)
        animator.addBehavior(slide)
        animator.addBehavior(UIGravityBehavior(items: [item]))
        var worstAcross: CGFloat = 0
        run(2) {
            let d = CGPoint(x: item.center.x - 130, y: item.center.y - 130)
            worstAcross = max(worstAcross, abs(d.x * 0.8 - d.y * 0.6))
        }
        #expect(worstAcross < 0.5 && abs(angle(item)) < 0.001)
        let along = (item.center.x - 130) * 0.6 + (item.center.y - 130) * 0.8
        #expect(abs(along - 100) < 1, "it slid \(along)")
    }

    // MARK: Snap

    /// The snap starts at once, reaches the point and settles upright; a
    /// new snap point snaps again; the animator then pauses.
    @Test func aSnapMovesTheItemToThePointAndSettlesUpright() {
        resetClock()
        let window = stage()
        let item = view(CGRect(x: 50, y: 50, width: 80, height: 80), in: window)      // centre (90, 90)
        item.transform = CGAffineTransform(rotationAngle: 0.6)
        let animator = UIDynamicAnimator(referenceView: window)
        let snap = UISnapBehavior(item: item, snapTo: CGPoint(x: 350, y: 300))
        #expect(snap.damping == 0.5)
        animator.addBehavior(snap)
        run(Self.frame)
        #expect(item.center.x > 90 && item.center.y > 90)              // at once
        run(1 - Self.frame)
        #expect(distance(item.center, snap.snapPoint) < 2, "after 1 s: \(item.center)")
        run(1)
        #expect(distance(item.center, snap.snapPoint) < 1 && abs(angle(item)) < 0.01, "\(item.center), \(angle(item))")
        snap.snapPoint = CGPoint(x: 150, y: 500)
        #expect(animator.isRunning)
        run(2)
        #expect(distance(item.center, snap.snapPoint) < 1 && abs(angle(item)) < 0.01)
        run(2)
        #expect(!animator.isRunning)
    }

    /// More damping, less overshoot.
    @Test func snapDampingControlsTheOvershoot() {
        func overshoot(_ damping: CGFloat) -> CGFloat {
            resetClock()
            let window = stage()
            let item = view(CGRect(x: 60, y: 260, width: 80, height: 80), in: window)     // centre (100, 300)
            let animator = UIDynamicAnimator(referenceView: window)
            let snap = UISnapBehavior(item: item, snapTo: CGPoint(x: 400, y: 300))
            snap.damping = damping
            animator.addBehavior(snap)
            var most: CGFloat = 0
            run(3) { most = max(most, item.center.x - 400) }
            return most
        }
        let loose = overshoot(0.1), middle = overshoot(0.5), tight = overshoot(1)
        #expect(loose > middle && middle > tight && tight < 1, "\(loose), \(middle), \(tight)")
        #expect(loose > 50)
    }

    // MARK: Removal and bad input

    /// Removing an attachment takes its joint and anchor body out of the
    /// world: the item then falls freely.
    @Test func removingABehaviourRemovesItsJointAndAnchor() {
        resetClock()
        let window = stage()
        let item = view(CGRect(x: 280, y: 280, width: 40, height: 40), in: window)     // centre (300, 300)
        let other = view(CGRect(x: 80, y: 80, width: 40, height: 40), in: window)
        let animator = UIDynamicAnimator(referenceView: window)
        animator.addBehavior(UIGravityBehavior(items: [item]))
        let rod = UIAttachmentBehavior(item: item, attachedToAnchor: CGPoint(x: 300, y: 100))
        let snap = UISnapBehavior(item: other, snapTo: CGPoint(x: 100, y: 100))
        animator.addBehavior(rod)
        animator.addBehavior(snap)
        run(1)
        #expect(animator.worldJointCount == 2 && animator.worldBodyCount == 4)     // 2 items, 2 anchors
        #expect(abs(item.center.y - 300) < 0.5)          // hanging still
        animator.removeBehavior(rod)
        animator.removeBehavior(snap)
        #expect(animator.worldJointCount == 0 && animator.worldBodyCount == 2)
        let y0 = Double(item.center.y), t0 = animator.elapsedTime
        run(0.5)
        #expect(abs(Double(item.center.y) - (y0 + travelled(1000, animator.elapsedTime - t0))) < 0.05, "y \(item.center.y)")
        // Added again, it is made again.
        animator.addBehavior(rod)
        run(Self.frame)
        #expect(animator.worldJointCount == 1)
    }

    /// A behaviour whose animator was released (without removing it) works
    /// in the next animator: nothing of the old world is taken for the new.
    @Test func aBehaviourOutlivingItsAnimatorWorksInAnother() {
        resetClock()
        let window = stage()
        let item = view(CGRect(x: 280, y: 280, width: 40, height: 40), in: window)     // centre (300, 300)
        let rod = UIAttachmentBehavior(item: item, attachedToAnchor: CGPoint(x: 300, y: 100))
        let snap = UISnapBehavior(item: item, snapTo: CGPoint(x: 300, y: 300))
        do {
            let first = UIDynamicAnimator(referenceView: window)
            first.addBehavior(rod)
            first.addBehavior(snap)
            run(0.2)
        }
        #expect(rod.dynamicAnimator == nil && snap.dynamicAnimator == nil)
        let second = UIDynamicAnimator(referenceView: window)
        let other = view(CGRect(x: 80, y: 80, width: 40, height: 40), in: window)
        second.addBehavior(UIAttachmentBehavior(item: other, attachedToAnchor: CGPoint(x: 100, y: 50)))
        run(0.1)
        second.addBehavior(rod)
        rod.anchorPoint = CGPoint(x: 400, y: 300)          // before its first step in the new world
        second.addBehavior(UIGravityBehavior(items: [item, other]))
        #expect(second.worldJointCount == 1)
        run(2)
        #expect(second.worldJointCount == 2 && second.worldBodyCount == 4)
        #expect(abs(distance(item.center, rod.anchorPoint) - 200) < 1 && abs(distance(other.center, CGPoint(x: 100, y: 50)) - 50) < 1)
    }

    /// A dynamic item the world refuses (its centre is not finite).
    final class Ghost: UIDynamicItem, CustomStringConvertible {
        var center = CGPoint(x: CGFloat.nan, y: 0)
        var bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
        var transform = CGAffineTransform.identity
        nonisolated var description: String { "Ghost" }
    }

    /// Non-finite input is reported once and changes nothing; an item the
    /// world cannot hold leaves the attachment idle.
    @Test func badInputIsReportedOnce() {
        resetClock()
        let window = stage()
        let item = view(CGRect(x: 280, y: 280, width: 40, height: 40), in: window)
        let animator = UIDynamicAnimator(referenceView: window)
        let (_, messages) = CGDiagnostics.capture {
            let lost = UIAttachmentBehavior(item: item, attachedToAnchor: CGPoint(x: CGFloat.nan, y: 0))
            animator.addBehavior(lost)
            run(0.5)
            #expect(animator.worldJointCount == 0 && item.center == CGPoint(x: 300, y: 300))
            lost.anchorPoint = CGPoint(x: 300, y: 200)             // a finite anchor: now it works
            run(Self.frame)
            #expect(animator.worldJointCount == 1)
            lost.length = .nan
            lost.length = .nan
            lost.frequency = .infinity
            lost.damping = .nan
            lost.anchorPoint = CGPoint(x: 0, y: CGFloat.nan)
            #expect(abs(lost.length - 100) < 1e-9 && lost.frequency == 0 && lost.damping == 0)
            #expect(lost.anchorPoint == CGPoint(x: 300, y: 200))
            lost.length = -5
            #expect(lost.length == 0)
            animator.removeBehavior(lost)
            let ghost = Ghost()
            let orphan = UIAttachmentBehavior(item: ghost, attachedTo: item)
            animator.addBehavior(orphan)
            let snap = UISnapBehavior(item: ghost, snapTo: .zero)
            animator.addBehavior(snap)
            let slide = UIAttachmentBehavior.slidingAttachment(with: item, attachmentAnchor: .zero, axisOfTranslation: .zero)
            animator.addBehavior(slide)
            run(0.5)
            #expect(animator.worldJointCount == 0)
        }
        func count(_ text: String) -> Int { messages.filter { $0.contains(text) }.count }
        #expect(count("UIAttachmentBehavior: the anchor point is not finite") == 1)
        #expect(count("UIAttachmentBehavior.length") == 1)
        #expect(count("UIAttachmentBehavior.frequency") == 1)
        #expect(count("UIAttachmentBehavior.damping") == 1)
        #expect(count("UIAttachmentBehavior.anchorPoint") == 1)
        #expect(count("UIAttachmentBehavior: Ghost") == 1 && count("UISnapBehavior: Ghost") == 1, "\(messages)")
        #expect(count("axis of translation") == 1)
    }
}
