import Foundation
import OpenUIKit

extension Gallery {
    /// UICollisionBehavior with named boundaries (Neuburg §29: lines or
    /// bezier paths, several items, identifiers, a delegate told when each
    /// contact begins): a closed box made of a "bowl" (a quadratic bezier
    /// curve added with `addBoundary(withIdentifier:for:)`), "left wall",
    /// "right wall", "lid" and a slanted "shelf" (lines), drawn as they are.
    /// Four items under gravity (elasticity 0.5, friction 0.3, resistance
    /// 0.5): a ball dropped into the bowl, a ball dropped on the shelf that
    /// rolls off it into the bowl, and a tile and a small ball thrown at the
    /// walls. The delegate logs which boundary each item touches.
    static let dynamicsNamedBoundaries = Scene(
        name: "dynamics-named-boundaries", title: "Collisions with named boundaries",
        source: DynamicsScenes.source("UICollisionBehavior: boundaries"),
        summary: "A box of identified boundaries — a bezier \"bowl\", walls, a lid and a \"shelf\" line — holds four bouncing items; the delegate logs which boundary each one hits",
        duration: 5, goldenTimes: [0.41]
    ) { ctx in
        let window = ctx.makeWindow()
        let box = BoundaryBox(reference: window)
        ctx.keepAlive(box)
        let start = 0.25
        ctx.at(start) { box.start() }
        ctx.checkpoint(at: 0.41, "in flight: gravity and the launches' velocities, no contact yet") { r in
            let n = DynamicsScenes.frames(since: start, at: 0.41)
            for (item, name) in zip(box.items, BoundaryBox.names) {
                let p = BoundaryBox.flight(name, frames: n)
                r.expect(item.center, p, tolerance: 0.01, "\(name) after \(n) frames")
            }
            r.expect(box.log.isEmpty, "nothing touched yet")
        }
        ctx.checkpoint(at: 1.5, "each item's first boundary") { r in
            let first = box.firstContacts()
            r.expect(first == ["A": "bowl", "B": "shelf", "C": "left wall", "D": "right wall"], "first contacts \(first)")
        }
        ctx.checkpoint(at: 3.0, "the shelf's ball rolled off into the bowl") { r in
            let b = box.items[1].center
            r.expect(b.x < 250 && b.y > 150, "B came off the shelf's lower end and down (\(b))")
            r.expect(box.log.contains { $0.item == "C" && $0.boundary == "bowl" } && box.log.contains { $0.item == "D" && $0.boundary == "bowl" },
                     "the thrown ones dropped into the bowl")
        }
        ctx.checkpoint(at: 4.9, "everything stayed inside the box") { r in
            r.expect(box.escapes == 0, "no step with an item outside (\(box.escapes))")
            r.expect(box.items.allSatisfy { BoundaryBox.inside($0.center) }, "all inside now")
            r.expect(Set(box.log.map(\.boundary)).isSubset(of: ["bowl", "left wall", "right wall", "lid", "shelf"]),
                     "only the named boundaries were reported (\(Set(box.log.map(\.boundary)).sorted()))")
            r.expect(box.items.allSatisfy { $0.center.y > 180 }, "all down in the bowl")
        }
        return window.layer
    }
}

/// The box of named boundaries and its four items.
@MainActor final class BoundaryBox: UICollisionBehaviorDelegate {
    nonisolated static let names = ["A", "B", "C", "D"]
    nonisolated static let starts: [String: CGPoint] = ["A": CGPoint(x: 190, y: 40), "B": CGPoint(x: 320, y: 30),
                                                        "C": CGPoint(x: 220, y: 90), "D": CGPoint(x: 270, y: 130)]
    nonisolated static let launches: [String: CGPoint] = ["C": CGPoint(x: -600, y: 0), "D": CGPoint(x: 400, y: 0)]
    /// The bowl: from (40, 170) to (360, 170), control point (200, 370).
    nonisolated static let bowlStart = CGPoint(x: 40, y: 170), bowlControl = CGPoint(x: 200, y: 370), bowlEnd = CGPoint(x: 360, y: 170)

    let reference: UIView
    let items: [UIView]
    let anim: UIDynamicAnimator
    private(set) var log: [(item: String, boundary: String)] = []
    /// Steps after which some item's centre was outside the box.
    private(set) var escapes = 0

    init(reference: UIView) {
        self.reference = reference
        let outline = DynamicsScenes.lines(in: reference, color: Palette.ink, width: 4)
        let path = UIBezierPath()
        for (_, boundary) in Self.boundaries() { path.append(boundary) }
        outline.path = path.cgPath
        items = [DynamicsScenes.ball(40, at: Self.starts["A"]!, Palette.orange, in: reference),
                 DynamicsScenes.ball(36, at: Self.starts["B"]!, Palette.teal, in: reference),
                 DynamicsScenes.tile(36, at: Self.starts["C"]!, Palette.purple, in: reference),
                 DynamicsScenes.ball(24, at: Self.starts["D"]!, Palette.red, in: reference)]
        anim = UIDynamicAnimator(referenceView: reference)
    }

    /// The boundaries by identifier: the bowl's curve, then the lines.
    static func boundaries() -> [(String, UIBezierPath)] {
        let bowl = UIBezierPath()
        bowl.move(to: bowlStart)
        bowl.addQuadCurve(to: bowlEnd, controlPoint: bowlControl)
        func line(_ a: CGPoint, _ b: CGPoint) -> UIBezierPath {
            let p = UIBezierPath()
            p.move(to: a)
            p.addLine(to: b)
            return p
        }
        return [("bowl", bowl), ("left wall", line(CGPoint(x: 40, y: 10), bowlStart)), ("right wall", line(CGPoint(x: 360, y: 10), bowlEnd)),
                ("lid", line(CGPoint(x: 40, y: 10), CGPoint(x: 360, y: 10))), ("shelf", line(CGPoint(x: 360, y: 70), CGPoint(x: 250, y: 105)))]
    }

    /// Where item `name` is after `frames` frames of free flight: gravity
    /// (1,000 points/s²) and the launch velocity, damped by the resistance
    /// (0.5) each sub-step as the engine does it — v ← h·a + v / (1 + h·0.5),
    /// then x ← x + h·v.
    nonisolated static func flight(_ name: String, frames: Int) -> CGPoint {
        let h = DynamicsScenes.h, q = 1 / (1 + h * 0.5)
        var p = starts[name]!, v = launches[name] ?? .zero
        for _ in 0..<(4 * frames) {
            v = CGPoint(x: q * v.x, y: h * 1000 + q * v.y)
            p = CGPoint(x: p.x + h * v.x, y: p.y + h * v.y)
        }
        return p
    }

    /// The bowl's y at `x`: its x is linear in the curve's parameter
    /// (the control point is midway across), t = (x − 40) / 320, y = 170 + 400 t (1 − t).
    nonisolated static func bowlY(_ x: Double) -> Double {
        let t = (x - 40) / 320
        return 170 + 400 * t * (1 - t)
    }

    /// Whether a centre is inside the box (between the walls, below the lid, above the bowl).
    nonisolated static func inside(_ p: CGPoint) -> Bool {
        p.x > 40 && p.x < 360 && p.y > 10 && p.y < bowlY(Double(p.x))
    }

    func start() {
        let gravity = UIGravityBehavior(items: items)
        let collision = UICollisionBehavior(items: items)
        for (name, path) in Self.boundaries() { collision.addBoundary(withIdentifier: name as NSString, for: path) }
        collision.collisionDelegate = self
        collision.action = { [weak self] in
            guard let self else { return }
            if !items.allSatisfy({ Self.inside($0.center) }) { escapes += 1 }
        }
        let material = UIDynamicItemBehavior(items: items)
        material.elasticity = 0.5
        material.friction = 0.3
        material.resistance = 0.5
        for (item, name) in zip(items, Self.names) {
            if let v = Self.launches[name] { material.addLinearVelocity(v, for: item) }
        }
        anim.addBehavior(gravity)
        anim.addBehavior(collision)
        anim.addBehavior(material)
    }

    /// Each item's first boundary.
    func firstContacts() -> [String: String] {
        var first: [String: String] = [:]
        for entry in log where first[entry.item] == nil { first[entry.item] = entry.boundary }
        return first
    }

    func collisionBehavior(_ behavior: UICollisionBehavior, beganContactFor item: any UIDynamicItem,
                           withBoundaryIdentifier identifier: (any NSCopying)?, at p: CGPoint) {
        guard let i = items.firstIndex(where: { $0 === item }) else { return }
        log.append((Self.names[i], DynamicsScenes.name(identifier)))
    }
}
