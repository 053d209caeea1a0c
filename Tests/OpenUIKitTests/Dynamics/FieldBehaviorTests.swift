import Testing
import Foundation
import OpenUIKit
import LayerTestSupport

/// `UIFieldBehavior` and `UIRegion` under the manual clock: one animator
/// step per display frame (Δt = 1/60 s) in 4 semi-implicit sub-steps of
/// h = 1/240 s, a field's force held through the frame. A 100 × 100 item
/// of density 1 has mass 1; 100 points are a metre.
@MainActor struct FieldBehaviorTests {
    private static let frame = 1.0 / 60

    /// Distance after N sub-steps from rest at acceleration a: a h² N (N + 1) / 2.
    private func fallen(_ accel: Double, _ elapsed: TimeInterval) -> Double {
        let n = (elapsed * 240).rounded(), h = 1.0 / 240
        return accel * h * h * n * (n + 1) / 2
    }

    private func frames(_ animator: UIDynamicAnimator) -> Double { (animator.elapsedTime * 60).rounded() }

    private func square(_ window: UIWindow, center: CGPoint, side: CGFloat = 100) -> UIView {
        addCommittedView(frame: CGRect(x: center.x - side / 2, y: center.y - side / 2, width: side, height: side), to: window)
    }

    /// An item behaviour giving `view` a velocity (points/s) and a charge.
    @discardableResult
    private func kick(_ view: UIView, _ velocity: CGPoint = .zero, charge: CGFloat = 0, in animator: UIDynamicAnimator) -> UIDynamicItemBehavior {
        let item = UIDynamicItemBehavior(items: [view])
        item.charge = charge
        if velocity != .zero { item.addLinearVelocity(velocity, for: view) }
        animator.addBehavior(item)
        return item
    }

    // MARK: Linear gravity, region, minimum radius

    /// Direction (0, 1) at strength 1 is `UIGravityBehavior`'s 1,000
    /// points/s²: the same fall, bit for bit, and a h² N (N + 1)/2.
    @Test func linearGravityAtStrengthOneFallsLikeGravity() {
        resetClock()
        let window = makeVisibleWindow(size: CGSize(width: 600, height: 800))
        let a = square(window, center: CGPoint(x: 100, y: 100)), b = square(window, center: CGPoint(x: 300, y: 100))
        let animator = UIDynamicAnimator(referenceView: window)
        animator.addBehavior(UIGravityBehavior(items: [a]))
        let field = UIFieldBehavior.linearGravityField(direction: CGVector(dx: 0, dy: 1))
        field.addItem(b)
        animator.addBehavior(field)
        MediaClock.advance(by: 0.5)
        let t = animator.elapsedTime
        #expect(t > 0.45)
        #expect(b.center.y == a.center.y, "field \(b.center.y), gravity \(a.center.y)")
        #expect(abs(Double(b.center.y) - (100 + fallen(1000, t))) < 0.05)
        #expect(abs(b.center.x - 300) < 1e-3)
        // Strength and the vector's length scale it: 0.5 × (2, 0) → 1,000 points/s² to the right.
        let field2 = UIFieldBehavior.linearGravityField(direction: CGVector(dx: 2, dy: 0))
        field2.strength = 0.5
        let c = square(window, center: CGPoint(x: 500, y: 600), side: 50)      // mass 0.25: same acceleration
        field2.addItem(c)
        let t0 = animator.elapsedTime
        animator.addBehavior(field2)
        MediaClock.advance(by: 0.25)
        #expect(abs(Double(c.center.x) - (500 + fallen(1000, animator.elapsedTime - t0))) < 0.02, "x \(c.center.x)")
    }

    /// An item outside a `UIRegion(radius:)` around `position` feels nothing; one inside falls.
    @Test func onlyItemsInsideTheRegionFeelTheField() {
        resetClock()
        let window = makeVisibleWindow(size: CGSize(width: 600, height: 600))
        let inside = square(window, center: CGPoint(x: 200, y: 210), side: 40)
        let outside = square(window, center: CGPoint(x: 400, y: 200), side: 40)
        let field = UIFieldBehavior.linearGravityField(direction: CGVector(dx: 0, dy: 1))
        field.position = CGPoint(x: 200, y: 200)
        field.region = UIRegion(radius: 50)
        field.addItem(inside)
        field.addItem(outside)
        let animator = UIDynamicAnimator(referenceView: window)
        animator.addBehavior(field)
        MediaClock.advance(by: 0.2)
        // 20 points in 0.2 s: still inside (30 from the centre) all along.
        #expect(abs(Double(inside.center.y) - (210 + fallen(1000, animator.elapsedTime))) < 0.02)
        #expect(outside.center == CGPoint(x: 400, y: 200))
    }

    /// Membership of a circle A (radius 50) and a 100 × 40 rectangle B and their combinations.
    @Test func regionAlgebra() {
        let a = UIRegion(radius: 50), b = UIRegion(size: CGSize(width: 100, height: 40))
        // point: (in A, in B)
        let table: [(CGPoint, Bool, Bool)] = [
            (CGPoint(x: 0, y: 0), true, true),
            (CGPoint(x: 45, y: 0), true, true),
            (CGPoint(x: 0, y: 30), true, false),
            (CGPoint(x: 48, y: -18), false, true),
            (CGPoint(x: 0, y: 50), true, false),       // on the circle: inside
            (CGPoint(x: -50, y: 20), false, true),     // the rectangle's corner: inside
            (CGPoint(x: 60, y: 0), false, false),
        ]
        for (p, inA, inB) in table {
            #expect(a.contains(p) == inA, "A \(p)")
            #expect(b.contains(p) == inB, "B \(p)")
            #expect(a.byUnion(with: b).contains(p) == (inA || inB), "A ∪ B \(p)")
            #expect(a.union(with: b).contains(p) == (inA || inB))
            #expect(a.byIntersection(with: b).contains(p) == (inA && inB), "A ∩ B \(p)")
            #expect(a.intersection(with: b).contains(p) == (inA && inB))
            #expect(a.byDifference(from: b).contains(p) == (inA && !inB), "A − B \(p)")
            #expect(a.difference(from: b).contains(p) == (inA && !inB))
            #expect(b.byDifference(from: a).contains(p) == (inB && !inA), "B − A \(p)")
            #expect(a.inverse().contains(p) == !inA, "not A \(p)")
            #expect(a.inverse().inverse().contains(p) == inA)
            #expect(UIRegion.infinite.contains(p) && !UIRegion.infinite.inverse().contains(p))
            #expect(a.byUnion(with: .infinite).contains(p) && !a.byDifference(from: .infinite).contains(p))
        }
        let copied = a.copy() as AnyObject
        #expect(ObjectIdentifier(copied) == ObjectIdentifier(a))
        #expect(!UIRegion(radius: .nan).contains(.zero) && !UIRegion(radius: -1).contains(.zero))
    }

    /// Radial gravity: 1,000 points/s² towards `position`, but not within `minimumRadius`.
    @Test func minimumRadiusIsAnInnerCircleWithoutEffect() {
        resetClock()
        let window = makeVisibleWindow(size: CGSize(width: 600, height: 600))
        let near = square(window, center: CGPoint(x: 230, y: 200), side: 20)
        let far = square(window, center: CGPoint(x: 400, y: 200), side: 20)
        let field = UIFieldBehavior.radialGravityField(position: CGPoint(x: 200, y: 200))
        field.minimumRadius = 50
        field.addItem(near)
        field.addItem(far)
        let animator = UIDynamicAnimator(referenceView: window)
        animator.addBehavior(field)
        MediaClock.advance(by: 0.2)
        #expect(approx(near.center, CGPoint(x: 230, y: 200), 1e-4))
        #expect(abs(Double(far.center.x) - (400 - fallen(1000, animator.elapsedTime))) < 0.02, "x \(far.center.x)")
        #expect(abs(far.center.y - 200) < 1e-3)
    }

    // MARK: Velocity-dependent fields

    /// Drag: F = −strength · v (N per m/s), applied as the force that gives
    /// each frame the exact decay, so v(N frames) = v₀ e^(−strength N Δt / m):
    /// a unit item halves its speed in ln 2 ≈ 0.693 s (frame 42), one of mass 2 in 1.386 s.
    @Test func dragHalvesSpeedInLnTwoSeconds() {
        resetClock()
        let window = makeVisibleWindow(size: CGSize(width: 2000, height: 600))
        let light = square(window, center: CGPoint(x: 100, y: 100))
        let heavy = square(window, center: CGPoint(x: 100, y: 400))
        let animator = UIDynamicAnimator(referenceView: window)
        let items = kick(light, CGPoint(x: 300, y: 0), in: animator)
        let heavyItem = kick(heavy, CGPoint(x: 300, y: 0), in: animator)
        heavyItem.density = 2
        let drag = UIFieldBehavior.dragField()
        drag.addItem(light)
        drag.addItem(heavy)
        var halvedAt: Double?
        drag.action = { [unowned animator] in
            if halvedAt == nil, items.linearVelocity(for: light).x < 150 { halvedAt = (animator.elapsedTime * 60).rounded() }
        }
        animator.addBehavior(drag)
        MediaClock.advance(by: 0.5)
        let n = frames(animator)
        let expected = 300 * exp(-n / 60)
        #expect(abs(Double(items.linearVelocity(for: light).x) - expected) < 300e-4, "v \(items.linearVelocity(for: light).x) vs \(expected)")
        #expect(abs(Double(heavyItem.linearVelocity(for: heavy).x) - 300 * exp(-n / 120)) < 300e-4)
        #expect(abs(items.linearVelocity(for: light).y) < 1e-6)
        MediaClock.advance(by: 0.3)
        #expect(halvedAt == (log(2.0) * 60).rounded(.up), "halved at frame \(String(describing: halvedAt))")
        // Both slow below the sleep threshold (5 points/s) and the animator pauses.
        MediaClock.advance(by: 12)
        #expect(!animator.isRunning)
    }

    /// A velocity field's velocity (points/s × strength) is taken on within
    /// one frame and kept — overriding gravity and a push on the same item.
    @Test(arguments: [false, true]) func velocityFieldReachesItsVelocity(withOtherForces: Bool) {
        resetClock()
        let window = makeVisibleWindow(size: CGSize(width: 800, height: 800))
        let view = square(window, center: CGPoint(x: 200, y: 400))
        let animator = UIDynamicAnimator(referenceView: window)
        let items = kick(view, CGPoint(x: -80, y: 30), in: animator)
        let field = UIFieldBehavior.velocityField(direction: CGVector(dx: 50, dy: -20))
        field.strength = 2
        field.addItem(view)
        animator.addBehavior(field)
        if withOtherForces {
            // Added after the field: the field still has the last word.
            animator.addBehavior(UIGravityBehavior(items: [view]))
            let push = UIPushBehavior(items: [view], mode: .continuous)
            push.pushDirection = CGVector(dx: 0.7, dy: 0.3)
            animator.addBehavior(push)
        }
        MediaClock.advance(by: Self.frame)
        var v = items.linearVelocity(for: view)
        #expect(abs(v.x - 100) < 1e-3 && abs(v.y + 40) < 1e-3, "v \(v)")
        let x0 = view.center.x, t0 = animator.elapsedTime
        MediaClock.advance(by: 1)
        v = items.linearVelocity(for: view)
        #expect(abs(v.x - 100) < 1e-3 && abs(v.y + 40) < 1e-3)
        #expect(abs(Double(view.center.x - x0) - 100 * (animator.elapsedTime - t0)) < 0.01)
    }

    /// A custom block's force is evaluated once a frame and held: the
    /// sources' `−velocity` drag changes an item's velocity by −100 Δt / m
    /// of itself in a frame — 100 points/s becomes −66.7 for a unit item
    /// (1 − 5/3) and −566.7 for a 50-point one of mass 0.25 (1 − 20/3),
    /// which then swings, growing (the documented limit: mass ≥ 0.83).
    @Test(arguments: [100.0, 50.0])
    func aCustomDragBlockIsHeldForTheFrame(side: Double) {
        let mass = side * side / 10_000, expected = 100 * (1 - 100 / (60 * mass))
        resetClock()
        let window = makeVisibleWindow(size: CGSize(width: 4000, height: 800))
        let view = square(window, center: CGPoint(x: 2000, y: 400), side: CGFloat(side))
        let animator = UIDynamicAnimator(referenceView: window)
        let items = kick(view, CGPoint(x: 100, y: 0), in: animator)
        let drag = UIFieldBehavior.field { _, _, velocity, _, _, _ in CGVector(dx: -velocity.dx, dy: -velocity.dy) }
        drag.addItem(view)
        animator.addBehavior(drag)
        MediaClock.advance(by: Self.frame)
        #expect(frames(animator) == 1)
        #expect(abs(Double(items.linearVelocity(for: view).x) - expected) < 1e-2, "v \(items.linearVelocity(for: view).x)")
    }

    /// Magnetic: a charged item's velocity turns counter-clockwise on
    /// screen at q·strength/m rad/s, its speed kept; moving right above
    /// the centre, its path bends up, away from the centre.
    @Test func magneticFieldBendsAMovingChargeAwayFromTheCentre() {
        resetClock()
        let window = makeVisibleWindow(size: CGSize(width: 800, height: 800))
        let view = square(window, center: CGPoint(x: 300, y: 300))
        let animator = UIDynamicAnimator(referenceView: window)
        let items = kick(view, CGPoint(x: 300, y: 0), charge: 1, in: animator)
        let field = UIFieldBehavior.magneticField()
        field.position = CGPoint(x: 300, y: 400)
        field.addItem(view)
        animator.addBehavior(field)
        MediaClock.advance(by: 0.5)
        let v = items.linearVelocity(for: view)
        let turned = frames(animator) * Self.frame               // ω = 1 rad/s
        #expect(abs(hypot(v.x, v.y) - 300) < 0.01, "speed \(hypot(v.x, v.y))")
        #expect(abs(Double(atan2(-v.y, v.x)) - turned) < 1e-4, "turned \(atan2(-v.y, v.x)) rad, expected \(turned)")
        #expect(view.center.y < 295, "bent away from the centre: \(view.center)")
        // An uncharged item goes straight.
        let plain = square(window, center: CGPoint(x: 300, y: 600))
        let plainItem = kick(plain, CGPoint(x: 300, y: 0), in: animator)
        field.addItem(plain)
        MediaClock.advance(by: 0.25)
        #expect(plainItem.linearVelocity(for: plain) == CGPoint(x: 300, y: 0))
    }

    /// Turbulence: nothing on a still item; a moving one is pushed.
    @Test func turbulenceActsOnlyOnMovingItems() {
        resetClock()
        let window = makeVisibleWindow(size: CGSize(width: 800, height: 800))
        let still = square(window, center: CGPoint(x: 200, y: 200))
        let moving = square(window, center: CGPoint(x: 200, y: 500))
        let animator = UIDynamicAnimator(referenceView: window)
        kick(still, in: animator)
        let items = kick(moving, CGPoint(x: 200, y: 0), in: animator)
        let field = UIFieldBehavior.turbulenceField(smoothness: 0.5, animationSpeed: 1)
        field.strength = 5
        field.addItem(still)
        field.addItem(moving)
        animator.addBehavior(field)
        MediaClock.advance(by: 0.5)
        #expect(still.center == CGPoint(x: 200, y: 200))
        let v = items.linearVelocity(for: moving)
        #expect(v != CGPoint(x: 200, y: 0), "turbulence pushed it: \(v)")
    }

    // MARK: Place-dependent fields

    /// Records `x` after every step.
    private func track(_ view: UIView, with behavior: UIDynamicBehavior) -> () -> [CGFloat] {
        final class Log { var xs: [CGFloat] = [] }
        let log = Log()
        behavior.action = { [unowned view] in log.xs.append(view.center.x) }
        return { log.xs }
    }

    /// The times `xs − c` crosses zero going down, interpolated.
    private func downCrossings(_ xs: [CGFloat], around c: CGFloat) -> [Double] {
        var out: [Double] = []
        for i in 1..<xs.count where xs[i - 1] - c > 0 && xs[i] - c <= 0 {
            let a = Double(xs[i - 1] - c), b = Double(xs[i] - c)
            out.append((Double(i) + a / (a - b)) * Self.frame)
        }
        return out
    }

    /// Spring: F = −100 N/m · strength · r, so a unit item swings with
    /// period 2π/√k, k = 100: 0.628 s; the amplitude neither grows nor decays.
    @Test func springFieldPeriodIsTwoPiOverRootK() {
        resetClock()
        let window = makeVisibleWindow(size: CGSize(width: 800, height: 800))
        let view = square(window, center: CGPoint(x: 500, y: 400))
        let field = UIFieldBehavior.springField()
        field.position = CGPoint(x: 400, y: 400)
        field.addItem(view)
        let xs = track(view, with: field)
        let animator = UIDynamicAnimator(referenceView: window)
        animator.addBehavior(field)
        MediaClock.advance(by: 4)
        let crossings = downCrossings(xs(), around: 400)
        #expect(crossings.count >= 5)
        let period = (crossings.last! - crossings.first!) / Double(crossings.count - 1)
        let expected = 2 * Double.pi / 10
        #expect(abs(period / expected - 1) < 0.01, "period \(period) s, expected \(expected)")
        let late = xs().suffix(60)
        #expect(abs(late.max()! - 500) < 2 && abs(late.min()! - 300) < 2, "amplitude \(late.min()!)…\(late.max()!)")
        #expect(abs(view.center.y - 400) < 1e-3)
    }

    /// Electric, falloff 0: a constant 10 N · abs(q) pull towards the
    /// centre on a negative charge — it oscillates across the centre with
    /// period 4√(2 · 1 m / 10 m/s²) ≈ 1.789 s, endlessly. A positive charge is pushed away.
    @Test func electricFieldWithFalloffZeroMakesANegativeChargeOscillate() {
        resetClock()
        let window = makeVisibleWindow(size: CGSize(width: 800, height: 800))
        let negative = square(window, center: CGPoint(x: 500, y: 300))
        let positive = square(window, center: CGPoint(x: 500, y: 600))
        let animator = UIDynamicAnimator(referenceView: window)
        kick(negative, charge: -1, in: animator)
        kick(positive, charge: 1, in: animator)
        let field = UIFieldBehavior.electricField()
        #expect(field.strength == 1 && field.falloff == 1)
        field.falloff = 0
        field.position = CGPoint(x: 400, y: 300)
        field.addItem(negative)
        let xs = track(negative, with: field)
        animator.addBehavior(field)
        MediaClock.advance(by: 10)
        let crossings = downCrossings(xs(), around: 400)
        #expect(crossings.count >= 5)
        let period = (crossings.last! - crossings.first!) / Double(crossings.count - 1)
        let expected = 4 * (0.2).squareRoot()
        #expect(abs(period / expected - 1) < 0.01, "period \(period), expected \(expected)")
        // The force's sign flips within a frame, so the discrete swing is a
        // little uneven (300.0…500 → 297.5…500: measured steady over 120 s).
        let late = xs().suffix(120)
        #expect(abs(late.max()! - 500) < 3 && abs(late.min()! - 300) < 3, "amplitude \(late.min()!)…\(late.max()!)")
        // Repelled (same sign as the strength), 100 points from the centre (r̂ = (0, 1)).
        let repel = UIFieldBehavior.electricField()
        repel.position = CGPoint(x: 500, y: 500)
        repel.addItem(positive)
        let t0 = animator.elapsedTime
        animator.addBehavior(repel)
        MediaClock.advance(by: 0.1)
        #expect(positive.center.y > 600 && abs(positive.center.x - 500) < 1e-3)
        #expect(abs(Double(positive.center.y) - (600 + fallen(1000, animator.elapsedTime - t0))) < 0.5)
    }

    /// Vortex: 1,000 points/s² × strength counter-clockwise 100 points out
    /// (right of the centre: up). Balanced by a spring (ω² = 100) and a drag
    /// (strength · ω = vortex strength × 10), an item circles at ω = 10 rad/s on a steady radius.
    @Test func vortexTurnsCounterClockwiseAndKeepsAnOrbit() {
        resetClock()
        let window = makeVisibleWindow(size: CGSize(width: 800, height: 800))
        let view = square(window, center: CGPoint(x: 500, y: 400))
        let animator = UIDynamicAnimator(referenceView: window)
        let items = kick(view, in: animator)
        let vortex = UIFieldBehavior.vortexField()
        vortex.position = CGPoint(x: 400, y: 400)
        vortex.addItem(view)
        animator.addBehavior(vortex)
        MediaClock.advance(by: Self.frame)
        var v = items.linearVelocity(for: view)
        #expect(abs(v.x) < 1e-4 && abs(v.y + 1000.0 / 60) < 1e-3, "v \(v)")
        vortex.strength = -1
        MediaClock.advance(by: Self.frame)
        v = items.linearVelocity(for: view)
        #expect(abs(v.y) < 0.01, "clockwise cancels it: \(v)")

        // The orbit.
        animator.removeAllBehaviors()
        view.center = CGPoint(x: 500, y: 400)
        let orbitItems = kick(view, CGPoint(x: 0, y: -1000), in: animator)
        vortex.strength = 0.5
        let spring = UIFieldBehavior.springField(), drag = UIFieldBehavior.dragField()
        spring.position = vortex.position
        drag.strength = 0.5
        spring.addItem(view)
        drag.addItem(view)
        var radii: [CGFloat] = []
        vortex.action = { [unowned view] in radii.append(hypot(view.center.x - 400, view.center.y - 400)) }
        for b in [vortex, spring, drag] { animator.addBehavior(b) }
        MediaClock.advance(by: 2)
        #expect(radii.count > 100)
        #expect(radii.min()! > 97 && radii.max()! < 103, "radius \(radii.min()!)…\(radii.max()!)")
        #expect(abs(hypot(orbitItems.linearVelocity(for: view).x, orbitItems.linearVelocity(for: view).y) - 1000) < 40)
    }

    // MARK: Noise

    /// The positions of a row of items after `seconds` in a noise field.
    private func noiseRun(smoothness: CGFloat, speed: CGFloat, seconds: Double, spacing: CGFloat = 12) -> [CGPoint] {
        resetClock()
        let window = makeVisibleWindow(size: CGSize(width: 800, height: 800))
        let views = (0..<20).map { i in square(window, center: CGPoint(x: 100 + CGFloat(i) * spacing, y: 400), side: 10) }
        let field = UIFieldBehavior.noiseField(smoothness: smoothness, animationSpeed: speed)
        field.strength = 0.2
        for v in views { field.addItem(v) }
        let animator = UIDynamicAnimator(referenceView: window)
        animator.addBehavior(field)
        MediaClock.advance(by: seconds)
        return views.map(\.center)
    }

    /// The same field and start give the same bits; different places move differently.
    @Test func noiseIsDeterministic() {
        let first = noiseRun(smoothness: 0.3, speed: 2, seconds: 1)
        let second = noiseRun(smoothness: 0.3, speed: 2, seconds: 1)
        #expect(first == second)
        let start = (0..<20).map { i in CGPoint(x: 100 + CGFloat(i) * 12, y: 400) }
        #expect(zip(first, start).allSatisfy { $0 != $1 })
        #expect(Set(first.map(\.x)).count == 20)
    }

    /// Neighbours 12 points apart get unrelated pushes at smoothness 0
    /// (8-point features) and nearly the same at 1 (512-point features).
    @Test func smoothnessSetsTheFeatureSize() {
        func roughness(_ smoothness: CGFloat) -> Double {
            let ps = noiseRun(smoothness: smoothness, speed: 0, seconds: 0.2)
            let moved = ps.indices.map { i in hypot(ps[i].x - (100 + CGFloat(i) * 12), ps[i].y - 400) }
            let diffs = (1..<ps.count).map { (i: Int) -> CGFloat in
                let dx: CGFloat = ps[i].x - ps[i - 1].x - 12, dy: CGFloat = ps[i].y - ps[i - 1].y
                return hypot(dx, dy)
            }
            return Double(diffs.reduce(0, +) / moved.reduce(0, +))
        }
        let noisy = roughness(0), smooth = roughness(1)
        #expect(noisy > 0.5, "noisy \(noisy)")
        #expect(smooth < 0.1, "smooth \(smooth)")
    }

    // MARK: Custom fields

    /// Neuburg's delayed drag: a subclass with its own factory built on
    /// `self.field { … }` (so it returns the subclass).
    class MyDelayedFieldBehavior: UIFieldBehavior {
        var delay = 0.0
        class func dragField(delay del: Double) -> Self {
            let f = self.field { beh, pt, v, m, c, t in
                if t > (beh as! MyDelayedFieldBehavior).delay {
                    return CGVector(dx: -v.dx, dy: -v.dy)
                }
                return CGVector(dx: 0, dy: 0)
            }
            f.delay = del
            return f
        }
    }

    /// No force while the animator's elapsed time ≤ delay; then −v (points/s
    /// as UIKit newtons: Δv = −100 v Δt / m a frame), until the item stops.
    @Test func delayedDragSubclassWaitsThenStops() {
        resetClock()
        let window = makeVisibleWindow(size: CGSize(width: 800, height: 800))
        let view = square(window, center: CGPoint(x: 200, y: 400), side: 200)     // mass 4
        let animator = UIDynamicAnimator(referenceView: window)
        let items = kick(view, CGPoint(x: 300, y: 0), in: animator)
        let b = MyDelayedFieldBehavior.dragField(delay: 0.26)
        #expect(type(of: b) == MyDelayedFieldBehavior.self && b.delay == 0.26)
        b.region = UIRegion(size: window.bounds.size)
        b.position = CGPoint(x: window.bounds.midX, y: window.bounds.midY)
        b.addItem(view)
        var speeds: [CGFloat] = []
        b.action = { speeds.append(items.linearVelocity(for: view).x) }
        animator.addBehavior(b)
        MediaClock.advance(by: 1.5)
        // Steps at t = 0, 1/60, …, 15/60 = 0.25 ≤ 0.26: no force.
        #expect(speeds.count > 60)
        #expect(speeds.prefix(16).allSatisfy { abs($0 - 300) < 1e-3 }, "\(speeds.prefix(17))")
        let ratio = 1 - 100 * Self.frame / 4
        #expect(abs(Double(speeds[16]) - 300 * ratio) < 1e-2, "first dragged step \(speeds[16])")
        #expect(abs(Double(speeds[17]) - 300 * ratio * ratio) < 1e-2)
        #expect(abs(items.linearVelocity(for: view).x) < 0.5)
    }

    /// The block gets the field, the centre (points), velocity (points/s),
    /// mass, charge and the animator's elapsed time; its vector is the force.
    @Test func customBlockArguments() {
        resetClock()
        let window = makeVisibleWindow(size: CGSize(width: 800, height: 800))
        let view = square(window, center: CGPoint(x: 300, y: 200))
        let animator = UIDynamicAnimator(referenceView: window)
        kick(view, CGPoint(x: 60, y: 0), charge: 2.5, in: animator)
        var calls: [(CGPoint, CGVector, CGFloat, CGFloat, TimeInterval)] = []
        // Weak: the block would otherwise keep the field that keeps it (a cycle LeakSanitizer reports).
        weak var seen: UIFieldBehavior?
        let field = UIFieldBehavior.field { f, p, v, m, q, t in
            seen = f
            calls.append((p, v, m, q, t))
            return CGVector(dx: 0, dy: 1)        // 1 N: 100 points/s² on a unit item
        }
        field.addItem(view)
        animator.addBehavior(field)
        MediaClock.advance(by: 0.25)
        #expect(seen === field && calls.count == Int(frames(animator)))
        let first = calls[0]
        #expect(first.0 == CGPoint(x: 300, y: 200) && abs(first.1.dx - 60) < 1e-3 && first.2 == 1 && first.3 == 2.5 && first.4 == 0)
        #expect(abs(calls[3].4 - 3 * Self.frame) < 1e-12)
        #expect(abs(Double(view.center.y) - (200 + fallen(100, animator.elapsedTime))) < 0.01)
    }

    // MARK: Bad input

    /// Each bad parameter: one diagnostic however many steps, the field's
    /// item untouched, a gravity item in the same animator unharmed.
    @Test func badInputIsReportedOnceAndTheFieldSkipped() {
        let cases: [(String, (UIFieldBehavior) -> Void, () -> UIFieldBehavior)] = [
            ("strength NaN", { $0.strength = .nan }, { .springField() }),
            ("position ∞", { $0.position = CGPoint(x: CGFloat.infinity, y: 0) }, { .springField() }),
            ("direction NaN", { $0.direction = CGVector(dx: CGFloat.nan, dy: 1) }, { .linearGravityField(direction: CGVector(dx: 0, dy: 1)) }),
            ("falloff NaN", { $0.falloff = .nan }, { .radialGravityField(position: .zero) }),
            ("minimumRadius ∞", { $0.minimumRadius = -.infinity }, { .vortexField() }),
            ("region radius NaN", { $0.region = UIRegion(radius: .nan) }, { .springField() }),
            ("region size ∞", { $0.region = UIRegion(size: CGSize(width: CGFloat.infinity, height: 5)).inverse() }, { .dragField() }),
            ("smoothness NaN", { $0.smoothness = .nan }, { .noiseField(smoothness: 0, animationSpeed: 1) }),
            ("block NaN", { _ in }, { .field { _, _, _, _, _, _ in CGVector(dx: CGFloat.nan, dy: 0) } }),
        ]
        for (name, spoil, make) in cases {
            resetClock()
            let window = makeVisibleWindow(size: CGSize(width: 800, height: 800))
            let victim = square(window, center: CGPoint(x: 300, y: 300))
            let bystander = square(window, center: CGPoint(x: 600, y: 100))
            let animator = UIDynamicAnimator(referenceView: window)
            animator.addBehavior(UIGravityBehavior(items: [bystander]))
            kick(victim, CGPoint(x: 0, y: 0), in: animator)
            let field = make()
            spoil(field)
            field.addItem(victim)
            animator.addBehavior(field)
            let messages = CGDiagnostics.capture { MediaClock.advance(by: 0.3) }.messages
            #expect(messages.count == 1, "\(name): \(messages)")
            #expect(victim.center == CGPoint(x: 300, y: 300), "\(name): \(victim.center)")
            #expect(abs(Double(bystander.center.y) - (100 + fallen(1000, animator.elapsedTime))) < 0.05, "\(name)")
        }
    }

    /// A block that fails for one item skips the whole field that step.
    @Test func aBlockFailingForOneItemSkipsTheField() {
        resetClock()
        let window = makeVisibleWindow(size: CGSize(width: 800, height: 800))
        let a = square(window, center: CGPoint(x: 200, y: 200)), b = square(window, center: CGPoint(x: 500, y: 200))
        let field = UIFieldBehavior.field { _, p, _, _, _, _ in CGVector(dx: p.x > 400 ? CGFloat.infinity : 0, dy: 1) }
        field.addItem(a)
        field.addItem(b)
        let animator = UIDynamicAnimator(referenceView: window)
        animator.addBehavior(field)
        let messages = CGDiagnostics.capture { MediaClock.advance(by: 0.2) }.messages
        #expect(messages.count == 1)
        #expect(a.center == CGPoint(x: 200, y: 200) && b.center == CGPoint(x: 500, y: 200))
    }
}
