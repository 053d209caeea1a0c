import Foundation
import OpenUIKit

extension Gallery {
    /// The "Gesture to Animation" notes, option 2 (UIDynamicAnimator): an
    /// item behaviour with `resistance` 3 and `angularResistance` 3 waits
    /// in the animator; a pan drags a card directly (its centre follows the
    /// translation). When the pan begins the card is taken out of the item
    /// behaviour (and the collision behaviour), which stops it; when it ends,
    /// the card is put back and the pan's `velocity(in:)` is handed over
    /// with `addLinearVelocity(_:for:)`. The card then glides, slowing as
    /// e^(−3t), inside the reference bounds (a collision behaviour with
    /// `translatesReferenceBoundsIntoBoundary`). The first flick (900 pt/s
    /// right) ends against the right edge; the second (−450, 150) pt/s
    /// slows to rest a third of its speed away: (−150, 50) points on.
    static let gestureFlickIntoDynamics = Scene(
        name: "gesture-flick-into-dynamics", title: "Flick a card into UIKit Dynamics",
        source: "Gesture to Animation notes (option 2: UIDynamicAnimator, addLinearVelocity)",
        summary: "A dragged card is released into an item behaviour (resistance 3) with the pan's velocity: it glides, slowing, and stays in the bounds; a second flick stops it mid-view",
        duration: 4.5, goldenTimes: [2.2]
    ) { ctx in
        let window = ctx.makeWindow()
        let card = DynamicsScenes.tile(70, at: CGPoint(x: 100, y: 150), Palette.teal, in: window)
        let flick = FlickIntoDynamics(reference: window, card: card)
        ctx.keepAlive(flick)
        let first = (from: CGPoint(x: 100, y: 150), to: CGPoint(x: 190, y: 150))
        let second = (from: CGPoint(x: 365, y: 150), to: CGPoint(x: 320, y: 165))
        ctx.at(0.3) { DynamicsScenes.play(TouchScript().drag(from: first.from, to: first.to, time: 0, duration: 0.1, steps: 5), on: window, in: ctx) }
        ctx.at(1.8) { DynamicsScenes.play(TouchScript().drag(from: second.from, to: second.to, time: 0, duration: 0.1, steps: 5), on: window, in: ctx) }
        let resistance = FlickIntoDynamics.resistance
        ctx.checkpoint(at: 0.35, "dragged: the card is under the finger, out of the item behaviour") { r in
            r.expect(card.center, CGPoint(x: 136, y: 150), tolerance: 1e-9, "moved with the translation (2 of 5 steps)")
            r.expect(!flick.items.items.contains { $0 === card }, "not in the item behaviour while dragged")
        }
        ctx.checkpoint(at: 0.41, "released: the pan's velocity handed to the item behaviour") { r in
            r.expect(flick.releases.first?.pan ?? .zero, CGPoint(x: 900, y: 0), tolerance: 1e-6, "the pan's velocity: 90 points in 0.1 s")
            r.expect(flick.releases.first?.handed ?? .zero, flick.releases.first?.pan ?? .zero, tolerance: 1e-6,
                     "linearVelocity(for:) right after addLinearVelocity equals it")
        }
        // Released at 0.4 s; the animator steps at 0.4 + k/60.
        ctx.checkpoint(at: 0.61, "gliding: slowing by the resistance") { r in
            let n = DynamicsScenes.frames(since: 0.4, at: 0.61)
            r.expect(Double(card.center.x), 190 + DynamicsScenes.coasted(n, speed: 900, resistance: resistance), tolerance: 0.01,
                     "x: h·v Σ qᵏ after \(n) frames")
            r.expect(Double(flick.items.linearVelocity(for: card).x), 900 * DynamicsScenes.damped(n, resistance: resistance), tolerance: 0.01,
                     "speed 900 · (1 + 3h)^(−4N)")
            r.expect(Double(card.center.y), 150, tolerance: 1e-3, "straight across")
        }
        ctx.checkpoint(at: 1.7, "stopped against the right edge") { r in
            r.expect(Double(card.center.x), 400 - 35, tolerance: 1, "touching the right edge")
            r.expect(flick.overlap < 0.5, "inside the bounds (\(flick.overlap) points over)")
            r.expect(flick.deepest < 3, "never more than 3 points into an edge (at most \(flick.deepest))")
        }
        ctx.checkpoint(at: 1.91, "the second release") { r in
            r.expect(flick.releases.count == 2, "two releases")
            r.expect(flick.releases.last?.pan ?? .zero, CGPoint(x: -450, y: 150), tolerance: 1e-6, "(−45, 15) points in 0.1 s")
            r.expect(flick.releases.last?.handed ?? .zero, flick.releases.last?.pan ?? .zero, tolerance: 1e-6, "handed over as it was")
            let at = flick.releases.last?.at ?? .zero
            r.expect(at, CGPoint(x: 320, y: 165), tolerance: 1, "released (−45, 15) from where it rested")
        }
        ctx.checkpoint(at: 2.21, "decelerating along the flick") { r in
            let n = DynamicsScenes.frames(since: 1.9, at: 2.21), f = DynamicsScenes.coasted(n, speed: 1, resistance: resistance)
            let at = flick.releases.last?.at ?? .zero
            r.expect(card.center, CGPoint(x: at.x - 450 * f, y: at.y + 150 * f), tolerance: 0.01, "h·v Σ qᵏ after \(n) frames")
        }
        ctx.checkpoint(at: 4.3, "at rest a third of the release speed away, in bounds") { r in
            let at = flick.releases.last?.at ?? .zero
            r.expect(card.center, CGPoint(x: at.x - 150, y: at.y + 50), tolerance: 1, "(−150, 50) on: v / resistance")
            r.expect(!flick.anim.isRunning, "the animator paused: at rest")
            r.expect(flick.overlap == 0, "inside the bounds")
            r.expect(flick.deepest < 3, "never more than 3 points into an edge (at most \(flick.deepest))")
        }
        return window.layer
    }
}

/// The notes' flick hand-off: drag directly, release into an item behaviour.
@MainActor final class FlickIntoDynamics {
    nonisolated static let resistance = 3.0
    let reference: UIView
    let card: UIView
    let anim: UIDynamicAnimator
    let items = UIDynamicItemBehavior(items: [])
    let walls = UICollisionBehavior(items: [])
    private var grabbedAt = CGPoint.zero
    /// Each release: where, the pan's velocity, and the item's right after the hand-off.
    private(set) var releases: [(at: CGPoint, pan: CGPoint, handed: CGPoint)] = []
    /// How far the card's frame reached past an edge, after the last step and at most.
    private(set) var overlap: CGFloat = 0, deepest: CGFloat = 0

    init(reference: UIView, card: UIView) {
        self.reference = reference
        self.card = card
        anim = UIDynamicAnimator(referenceView: reference)
        items.resistance = CGFloat(Self.resistance)
        items.angularResistance = 3
        walls.translatesReferenceBoundsIntoBoundary = true
        items.action = { [weak self] in
            guard let self else { return }
            let f = card.frame, b = reference.bounds
            overlap = max(0, b.minX - f.minX, f.maxX - b.maxX, b.minY - f.minY, f.maxY - b.maxY)
            deepest = max(deepest, overlap)
        }
        anim.addBehavior(items)
        anim.addBehavior(walls)
        card.addGestureRecognizer(UIPanGestureRecognizer { [weak self] pan in self?.panned(pan) })
    }

    private func panned(_ pan: UIPanGestureRecognizer) {
        switch pan.state {
        case .began:
            items.removeItem(card)
            walls.removeItem(card)
            grabbedAt = card.center
            follow(pan)
        case .changed:
            follow(pan)
        case .ended, .cancelled:
            follow(pan)
            let v = pan.velocity(in: reference)
            items.addItem(card)
            walls.addItem(card)
            items.addLinearVelocity(v, for: card)
            releases.append((card.center, v, items.linearVelocity(for: card)))
        default:
            break
        }
    }

    private func follow(_ pan: UIPanGestureRecognizer) {
        let t = pan.translation(in: reference)
        card.center = CGPoint(x: grabbedAt.x + t.x, y: grabbedAt.y + t.y)
    }
}
