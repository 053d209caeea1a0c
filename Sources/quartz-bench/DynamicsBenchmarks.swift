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
    var next = 0
    return [
        Benchmark(name: "dynamics.views50", unit: .msPerStep, operationsPerCall: 1) {
            MainActor.assumeIsolated {
                // Keep the pile awake (a resting world pauses and costs
                // nothing): one view nudged up every frame.
                bounce.addLinearVelocity(CGPoint(x: 0, y: -40), for: views[next])
                next = (next + 1) % views.count
                MediaClock.advance(by: 1.0 / 60)
                precondition(animator.isRunning)
            }
        },
    ]
}
