import Foundation
import OpenUIKit

extension Gallery {
    /// Neuburg demo 45 (§29, custom fields): a `UIFieldBehavior` subclass
    /// with a `delay` and a `class func dragField(delay:) -> Self` built on
    /// `field(evaluationBlock:)`: the block returns no force until the
    /// animator's elapsed time passes the delay, then minus the item's
    /// velocity. Each field covers the whole view (`region` its size,
    /// `position` its centre). Three tiles are flung right (an item
    /// behaviour's `addLinearVelocity`): the top one in a field of delay
    /// 0.25 s (the book's first version), the other two in one of 0.95 s
    /// (the subclass's example). The tiles coast, then brake to a stop —
    /// except the fastest, which leaves the region before 0.95 s and flies on.
    /// The tiles are dense (4: 1.96 kg each) so that the drag, −v newtons
    /// held for a whole frame, brakes them without overshooting: each frame
    /// multiplies the speed by 1 − (100/60)/m, 0.15 here; at density 1
    /// (0.49 kg) it would be −2.4, and the tile would be flung away.
    static let neuburgDynamicsDelayedDrag = Scene(
        name: "neuburg-dynamics-delayed-drag", title: "A drag field that waits",
        source: Neuburg.source(45, "§29"),
        summary: "A UIFieldBehavior subclass's dragField(delay:) (field(evaluationBlock:): nothing until the delay, then −velocity): flung tiles coast, then stop; the fastest leaves the region first and flies on",
        size: CGSize(width: 480, height: 320), duration: 3, goldenTimes: [0.5, 2.5]
    ) { ctx in
        let window = ctx.makeWindow()
        let setup = DelayedDragDemo(window: window)
        ctx.keepAlive(setup)
        let start = 0.25
        ctx.at(start) { setup.fling() }
        let x0 = DelayedDragDemo.startX
        ctx.checkpoint(at: 0.5, "coasting: no force before the delays") { r in
            let n = DynamicsScenes.frames(since: start, at: 0.5)
            for (tile, speed) in zip(setup.tiles, DelayedDragDemo.speeds) {
                r.expect(Double(tile.center.x), x0 + speed * Double(n) / 60, tolerance: 0.01, "x at \(speed) pt/s for \(n) frames")
            }
            r.expect(setup.tiles.allSatisfy { abs(DynamicsScenes.angle($0)) < 1e-9 }, "no turning")
        }
        ctx.checkpoint(at: 1.6, "the slow tiles stopped where the drag caught them; the fast one flies on") { r in
            for (i, tile) in setup.tiles.enumerated() where i < 2 {
                let stop = DelayedDragDemo.stoppingPoint(speed: DelayedDragDemo.speeds[i], delay: DelayedDragDemo.delays[i])
                r.expect(Double(tile.center.x), stop, tolerance: 0.05, "tile \(i) stopped at \(stop)")
                r.expect(Double(setup.items.linearVelocity(for: tile).x), 0, tolerance: 0.01, "tile \(i) at rest")
            }
            let fast = setup.tiles[2], n = DynamicsScenes.frames(since: start, at: 1.6)
            r.expect(Double(fast.center.x), x0 + DelayedDragDemo.speeds[2] * Double(n) / 60, tolerance: 0.01,
                     "the fast tile never braked (it left the region at \(setup.leftRegionAt.map { String(format: "%.3f", $0) } ?? "-") s)")
            r.expect((setup.leftRegionAt ?? 9) < DelayedDragDemo.delays[2], "it left the region before the 0.95 s delay ran out")
        }
        ctx.checkpoint(at: 2.9, "still stopped") { r in
            for (i, tile) in setup.tiles.enumerated() where i < 2 {
                let stop = DelayedDragDemo.stoppingPoint(speed: DelayedDragDemo.speeds[i], delay: DelayedDragDemo.delays[i])
                r.expect(Double(tile.center.x), stop, tolerance: 0.05, "tile \(i) still at \(stop)")
            }
        }
        return window.layer
    }
}

/// A drag field that does nothing for `delay` seconds of the animator's
/// elapsed time, then resists motion (the sources' subclass with a factory).
final class DelayedDragField: UIFieldBehavior {
    var delay = 0.0

    class func dragField(delay: Double) -> Self {
        let field = field { beh, _, velocity, _, _, elapsed in
            let d = (beh as? DelayedDragField)?.delay ?? 0
            return elapsed <= d ? .zero : CGVector(dx: -velocity.dx, dy: -velocity.dy)
        }
        field.delay = delay
        return field
    }
}

/// The delayed-drag demo's views and behaviours.
@MainActor final class DelayedDragDemo {
    nonisolated static let startX = 50.0
    nonisolated static let speeds = [300.0, 250.0, 520.0]
    nonisolated static let delays = [0.25, 0.95, 0.95]
    nonisolated static let side: CGFloat = 70, density: CGFloat = 4
    let window: UIView
    let tiles: [UIView]
    let items = UIDynamicItemBehavior()
    let anim: UIDynamicAnimator
    /// The animator time the fast tile's centre left the region.
    private(set) var leftRegionAt: Double?

    init(window: UIView) {
        self.window = window
        let colors = [Palette.red, Palette.blue, Palette.orange]
        // A grey lane under each tile.
        let lanes = DynamicsScenes.lines(in: window, color: Palette.gray, width: 1)
        let path = CGMutablePath()
        for i in 0..<3 {
            path.move(to: CGPoint(x: 0, y: 60 + 100 * Double(i)))
            path.addLine(to: CGPoint(x: window.bounds.width, y: 60 + 100 * Double(i)))
        }
        lanes.path = path
        tiles = (0..<3).map { i in
            DynamicsScenes.tile(Self.side, at: CGPoint(x: Self.startX, y: 60 + 100 * Double(i)), colors[i], in: window)
        }
        anim = UIDynamicAnimator(referenceView: window)
    }

    func fling() {
        let b = window.bounds
        let quick = DelayedDragField.dragField(delay: Self.delays[0])
        let late = DelayedDragField.dragField(delay: Self.delays[1])
        for field in [quick, late] {
            field.region = UIRegion(size: b.size)
            field.position = CGPoint(x: b.midX, y: b.midY)
        }
        quick.addItem(tiles[0])
        late.addItem(tiles[1])
        late.addItem(tiles[2])
        items.density = Self.density
        for (tile, speed) in zip(tiles, Self.speeds) {
            items.addItem(tile)
            items.addLinearVelocity(CGPoint(x: speed, y: 0), for: tile)
        }
        let fast = tiles[2]
        items.action = { [weak self] in
            guard let self else { return }
            if leftRegionAt == nil, !b.contains(fast.center) { leftRegionAt = anim.elapsedTime }
        }
        anim.addBehavior(items)
        anim.addBehavior(quick)
        anim.addBehavior(late)
    }

    /// Where a tile launched at `speed` from `startX` comes to rest in a
    /// drag field of `delay`, worked out step by step: the block sees the
    /// animator's elapsed time before each frame ((k − 1) frames, summed as
    /// the animator sums them) and the velocity v at the frame's start; the
    /// force −v is held through the frame's 4 sub-steps, each changing the
    /// velocity by −c·v (c = 100 h / m: newtons per point/s on a mass of m kg).
    nonisolated static func stoppingPoint(speed: Double, delay: Double) -> Double {
        let mass = Double(side * side) / 10_000 * Double(density), h = DynamicsScenes.h
        let c = 100 * h / mass
        var x = startX, v = speed, elapsed = 0.0
        for _ in 0..<600 {
            let braking = elapsed > delay
            for j in 1...4 { x += h * (braking ? v * (1 - Double(j) * c) : v) }
            if braking { v *= 1 - 4 * c }
            elapsed += 1.0 / 60
        }
        return x
    }
}
