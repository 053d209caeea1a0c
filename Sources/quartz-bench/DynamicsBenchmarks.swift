import Foundation
import OpenUIKit

/// UIKit Dynamics through its public path.
///
/// - `dynamics.views50`: 50 views of 30 × 30 points in a 400 × 800 window
///   with gravity, a collision behaviour (items and the reference bounds)
///   and 20 spring attachments between them, after they have piled up for
///   a second, one view nudged up
///   each frame so the pile never sleeps: ms per display frame
///   of the animator (its behaviours, a Physics2D step, the views moved) —
///   the main actor's work per frame, not the drawing.
/// - `dynamics.views.1000`, `dynamics.views.10000`: the same frame across
///   sizes, N views with gravity, collision and an item behaviour (see
///   `viewsPile(count:)` for the scene and the state measured). Each scene
///   is built by the benchmark's untimed `prepare` the first time it runs,
///   so only a selected size is ever built.
///
/// Every animator with a running display link is ticked by each
/// `MediaClock.advance`, so a scene measured earlier would go on costing
/// frames in a later benchmark: building a scene first empties the one
/// before it (its behaviours removed, so its animator pauses).
@MainActor func dynamicsBenchmarks() -> [Benchmark] {
    MediaClock.setManual(at: 9000)
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
    var views: [UIView] = []
    for i in 0..<50 {
        let view = UIView(frame: CGRect(x: 20 + CGFloat(i % 10) * 36, y: 20 + CGFloat(i / 10) * 40, width: 30, height: 30))
        window.addSubview(view)
        views.append(view)
    }
    let animator = UIDynamicAnimator(referenceView: window)
    animator.addBehavior(UIGravityBehavior(items: views))
    let collision = UICollisionBehavior(items: views)
    collision.translatesReferenceBoundsIntoBoundary = true
    animator.addBehavior(collision)
    let bounce = UIDynamicItemBehavior(items: views)
    bounce.elasticity = 0.5
    animator.addBehavior(bounce)
    // Each view of the first two rows on a spring to the one below it.
    for i in 0..<20 {
        let link = UIAttachmentBehavior(item: views[i], attachedTo: views[i + 10])
        link.frequency = 2
        link.damping = 0.3
        animator.addBehavior(link)
    }
    MediaClock.advance(by: 1)
    retireDynamicsScene = { animator.removeAllBehaviors() }
    var next = 0
    var benchmarks = [
        Benchmark(name: "dynamics.views50", unit: .msPerStep, operationsPerCall: 1) {
            MainActor.assumeIsolated {
                // The animator holds its reference view weakly: without
                // this capture the window went when this function returned,
                // the boundary with it, and the views fell for ever.
                _ = window
                // Keep the pile awake (a resting world pauses and costs
                // nothing): one view nudged up every frame.
                bounce.addLinearVelocity(CGPoint(x: 0, y: -40), for: views[next])
                next = (next + 1) % views.count
                MediaClock.advance(by: 1.0 / 60)
                precondition(animator.isRunning)
            }
        },
    ]
    for count in [1000, 10_000] {
        let scene = LazyViewsPile(count: count)
        var next = 0
        benchmarks.append(Benchmark(name: "dynamics.views.\(count)", unit: .msPerStep, operationsPerCall: 1,
                                    prepare: { MainActor.assumeIsolated { _ = scene.pile } }) {
            MainActor.assumeIsolated {
                // As in `dynamics.views50`: one view nudged up every frame.
                let pile = scene.pile
                pile.bounce.addLinearVelocity(CGPoint(x: 0, y: -40), for: pile.views[next])
                next = (next + 1) % pile.views.count
                MediaClock.advance(by: 1.0 / 60)
                precondition(pile.animator.isRunning)
            }
        })
    }
    return benchmarks
}

/// Empties the dynamics scene built last (nil: none).
@MainActor private var retireDynamicsScene: (() -> Void)?

/// A `dynamics.views.N` scene, built on first use (the benchmark's
/// `prepare`) after emptying the scene before it, then kept.
@MainActor private final class LazyViewsPile {
    struct Pile {
        /// Held here: the animator holds its reference view weakly.
        let window: UIWindow
        let animator: UIDynamicAnimator
        let bounce: UIDynamicItemBehavior
        let views: [UIView]
    }
    let count: Int
    private var made: Pile?
    init(count: Int) { self.count = count }
    var pile: Pile {
        if let made { return made }
        retireDynamicsScene?()
        let p = viewsPile(count: count)
        retireDynamicsScene = { p.animator.removeAllBehaviors() }
        made = p
        return p
    }
}

/// The `dynamics.views.N` scene: `count` views of 30 × 30 points in 8 rows
/// of a grid (cells 36 × 40 points, as `dynamics.views50`'s, each view
/// jittered by up to ±2.5 points across by a fixed-seed SplitMix64) in a
/// window 800 points high and exactly as wide as the grid (4,540 points
/// for 1,000 views, 45,040 for 10,000), with gravity, a collision
/// behaviour (items and the reference bounds) and an item behaviour of
/// elasticity 0.5 — `dynamics.views50` without its springs.
///
/// Measured: ms per display frame of the animator, one view nudged up each
/// frame as in `dynamics.views50`, after 2 s (120 frames) in which every
/// view has fallen (about 5 m) and landed in stacks about eight views
/// deep on the floor, a few still bouncing: a freshly formed pile, still
/// settling and awake. The 10,000-view scene takes about 5 s to build and
/// warm up.
@MainActor private func viewsPile(count: Int) -> LazyViewsPile.Pile {
    let rows = 8
    let columns = (count + rows - 1) / rows
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: CGFloat(columns) * 36 + 40, height: 800))
    var rng = SplitMix64(seed: 16)
    var views: [UIView] = []
    views.reserveCapacity(count)
    for i in 0..<count {
        let row = i / columns, column = i % columns
        let x = 20 + CGFloat(column) * 36 + CGFloat(rng.symmetric()) * 2.5
        let view = UIView(frame: CGRect(x: x, y: 20 + CGFloat(row) * 40, width: 30, height: 30))
        window.addSubview(view)
        views.append(view)
    }
    let animator = UIDynamicAnimator(referenceView: window)
    animator.addBehavior(UIGravityBehavior(items: views))
    let collision = UICollisionBehavior(items: views)
    collision.translatesReferenceBoundsIntoBoundary = true
    animator.addBehavior(collision)
    let bounce = UIDynamicItemBehavior(items: views)
    bounce.elasticity = 0.5
    animator.addBehavior(bounce)
    MediaClock.advance(by: 2)
    return .init(window: window, animator: animator, bounce: bounce, views: views)
}
