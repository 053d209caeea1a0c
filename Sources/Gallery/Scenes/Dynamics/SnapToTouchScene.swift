import Foundation
import OpenUIKit

extension Gallery {
    /// UISnapBehavior (Neuburg §29): a tap recognizer on the reference view
    /// snaps a tile to each tap point — the old snap behaviour is removed
    /// and a new one added (default damping 0.5), which starts the motion at
    /// once; there is no completion, so the delegate counts the animator's
    /// pauses (it pauses about 1.3 s after each tap, once the tile has been
    /// still for half a second). A ring marks each tap. Three scripted taps
    /// 1.5 s apart; each time the tile settles within a point of the tap, upright.
    static let dynamicsSnapToTouch = Scene(
        name: "dynamics-snap-to-touch", title: "Snap to a tap",
        source: DynamicsScenes.source("UISnapBehavior"),
        summary: "Each scripted tap removes the old UISnapBehavior and adds one to the tap point: the tile springs there (damping 0.5) and settles within a point",
        duration: 5, goldenTimes: [1.5]
    ) { ctx in
        let window = ctx.makeWindow()
        let tile = DynamicsScenes.tile(60, at: CGPoint(x: 200, y: 150), Palette.blue, in: window)
        let snapper = TapSnapper(reference: window, item: tile)
        ctx.keepAlive(snapper)
        let taps = SnapToTouch.taps
        ctx.at(0) {
            var script = TouchScript()
            for (time, point) in taps { script = script.tap(at: point, time: time) }
            DynamicsScenes.play(script, on: window, in: ctx)
        }
        for (i, (time, point)) in taps.enumerated() {
            ctx.checkpoint(at: time + 0.07, "tap \(i + 1) recognized: one snap, to the tap point") { r in
                r.expect(snapper.points.count == i + 1 && snapper.points.last == point, "snapping to \(point)")
                r.expect(snapper.anim.behaviors.count == 1 && snapper.anim.behaviors.first === snapper.snap, "only the newest snap is in the animator")
                r.expect(snapper.snap?.snapPoint == point, "its snap point")
                r.expect(snapper.anim.isRunning, "the animator runs")
            }
            ctx.checkpoint(at: time + 1.2, "tap \(i + 1): settled on \(point)") { r in
                r.expect(tile.center, point, tolerance: 1, "within a point of the tap")
                r.expect(DynamicsScenes.angle(tile), 0, tolerance: 0.01, "upright")
            }
            ctx.checkpoint(at: time + 1.45, "tap \(i + 1): at rest, the animator paused") { r in
                r.expect(!snapper.anim.isRunning && snapper.pauses == i + 1, "paused \(i + 1) times (\(snapper.pauses))")
            }
        }
        ctx.checkpoint(at: 4.9, "at rest: the animator paused") { r in
            r.expect(!snapper.anim.isRunning, "paused")
            r.expect(snapper.pauses >= 3, "paused after each snap (\(snapper.pauses))")
            r.expect(tile.center, taps[2].1, tolerance: 1, "on the last tap point")
        }
        return window.layer
    }
}

@MainActor enum SnapToTouch {
    /// The scripted taps: (scene time, point).
    static let taps: [(Double, CGPoint)] = [(0.3, CGPoint(x: 80, y: 70)), (1.8, CGPoint(x: 320, y: 100)), (3.3, CGPoint(x: 150, y: 230))]
}

/// A tap recognizer on the reference view that snaps `item` to each tap.
@MainActor final class TapSnapper: UIDynamicAnimatorDelegate {
    let reference: UIView
    let item: UIView
    let anim: UIDynamicAnimator
    private(set) var snap: UISnapBehavior?
    private(set) var points: [CGPoint] = []
    private(set) var pauses = 0

    init(reference: UIView, item: UIView) {
        self.reference = reference
        self.item = item
        anim = UIDynamicAnimator(referenceView: reference)
        anim.delegate = self
        reference.addGestureRecognizer(UITapGestureRecognizer { [weak self] tap in self?.tapped(tap) })
    }

    private func tapped(_ tap: UITapGestureRecognizer) {
        guard tap.state == .ended else { return }
        let p = tap.location(in: reference)
        points.append(p)
        Self.ring(at: p, in: reference, below: item)
        if let snap { anim.removeBehavior(snap) }
        let snap = UISnapBehavior(item: item, snapTo: p)
        anim.addBehavior(snap)
        self.snap = snap
    }

    func dynamicAnimatorDidPause(_ animator: UIDynamicAnimator) { pauses += 1 }

    /// A ring of radius 40 at `p`, below `item`.
    static func ring(at p: CGPoint, in parent: UIView, below item: UIView) {
        let ring = UIView(frame: CGRect(x: p.x - 40, y: p.y - 40, width: 80, height: 80))
        ring.layer.cornerRadius = 40
        ring.layer.borderWidth = 3
        ring.layer.borderColor = Palette.orange
        parent.insertSubview(ring, belowSubview: item)
    }
}
