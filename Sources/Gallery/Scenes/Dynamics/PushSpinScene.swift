import Foundation
import OpenUIKit

extension Gallery {
    /// Neuburg demo 46 (§29, UIPushBehavior): an instantaneous push of
    /// (1, 0) on two 100-point tiles (1 kg each), one at its centre, the
    /// other with `setTargetOffsetFromCenter(UIOffset(horizontal: 0,
    /// vertical: −50), for:)` — the book's −200, scaled to our tile: its top
    /// edge. Both slide right at 100 points/s; the off-centre push also
    /// starts a clockwise spin of r × J / I = 0.5 / (1/6) = 3 rad/s, which
    /// nothing slows. The push goes inactive once applied.
    static let neuburgDynamicsPushSpin = Scene(
        name: "neuburg-dynamics-push-spin", title: "An off-centre push starts a spin",
        source: Neuburg.source(46, "§29"),
        summary: "Instantaneous pushes (1, 0) on two 100-point tiles: at the centre it slides at 100 pt/s; with setTargetOffsetFromCenter (0, −50) it also spins clockwise at 3 rad/s",
        size: CGSize(width: 480, height: 320), duration: 3.5, goldenTimes: [0.76]
    ) { ctx in
        let window = ctx.makeWindow()
        let plain = DynamicsScenes.tile(100, at: CGPoint(x: 70, y: 90), Palette.green, in: window)
        let spun = DynamicsScenes.tile(100, at: CGPoint(x: 70, y: 230), Palette.purple, in: window)
        let anim = UIDynamicAnimator(referenceView: window)
        let centred = UIPushBehavior(items: [plain], mode: .instantaneous)
        centred.pushDirection = CGVector(dx: 1, dy: 0)
        let offset = UIPushBehavior(items: [spun], mode: .instantaneous)
        offset.pushDirection = CGVector(dx: 1, dy: 0)
        offset.setTargetOffsetFromCenter(UIOffset(horizontal: 0, vertical: -50), for: spun)
        // The turn so far, unwrapped: the wrapped angle's change each step, summed.
        let turn = TurnCounter(spun)
        offset.action = { turn.update() }
        ctx.keepAlive(anim)
        ctx.keepAlive(turn)
        let start = 0.25
        ctx.at(start) {
            anim.addBehavior(centred)
            anim.addBehavior(offset)
        }
        ctx.checkpoint(at: 0.3, "the pushes fired once and went inactive") { r in
            r.expect(!centred.active && !offset.active, "both inactive after their impulse")
        }
        for t in [0.76, 1.51, 2.26, 3.41] {
            ctx.checkpoint(at: t, "sliding at 100 pt/s; the off-centre one turning at 3 rad/s") { r in
                let n = DynamicsScenes.frames(since: start, at: t), elapsed = Double(n) / 60
                r.expect(Double(plain.center.x), 70 + 100 * elapsed, tolerance: 0.01, "centred push: x")
                r.expect(Double(spun.center.x), 70 + 100 * elapsed, tolerance: 0.01, "off-centre push: the same x")
                r.expect(Double(plain.center.y), 90, tolerance: 1e-3, "centred push: no vertical motion")
                r.expect(Double(spun.center.y), 230, tolerance: 1e-3, "off-centre push: no vertical motion")
                r.expect(DynamicsScenes.angle(plain), 0, tolerance: 1e-9, "centred push: no turn")
                r.expect(turn.total, 3 * elapsed, tolerance: 1e-3, "off-centre push: clockwise (positive) turn 3 rad/s × \(elapsed) s")
                r.expect(DynamicsScenes.angle(spun), DynamicsScenes.wrapped(3 * elapsed), tolerance: 1e-3, "its transform's angle")
            }
        }
        return window.layer
    }
}

/// Counts a view's turning across the ±π wrap of its transform's angle.
@MainActor final class TurnCounter {
    let view: UIView
    private var last: Double
    private(set) var total = 0.0

    init(_ view: UIView) {
        self.view = view
        last = DynamicsScenes.angle(view)
    }

    func update() {
        let now = DynamicsScenes.angle(view)
        total += DynamicsScenes.wrapped(now - last)
        last = now
    }
}
