import Foundation
import OpenQuartzCore

// Helpers shared by the test targets that drive Core Animation under the
// manual media clock (OpenQuartzCoreTests and GalleryTests).

/// A root layer shown by a renderer, committed once: its tree is "in the
/// interface", so property changes animate implicitly.
@MainActor public func makeInterfaceRoot(size: CGSize = CGSize(width: 400, height: 400)) -> (CARenderer, CALayer) {
    let renderer = CARenderer(size: size)
    let root = CALayer()
    root.bounds = CGRect(origin: .zero, size: size)
    renderer.layer = root
    MediaClock.advance(by: 0)   // end the turn: commit
    return (renderer, root)
}

/// Adds `layer` under `root` and commits, so it joins the interface.
@MainActor public func addCommitted(_ layer: CALayer, to root: CALayer) {
    root.addSublayer(layer)
    MediaClock.advance(by: 0)
}

/// Resets the global clock to a known time with nothing pending.
@MainActor public func resetClock(at t: Double = 1000) {
    MediaClock.setManual(at: 0)
    MediaClock.advance(to: 1e9)
    MediaClock.setManual(at: t)
}

/// The progress of the cubic-Bézier timing curve (0,0), (x1, y1), (x2, y2),
/// (1,1) at time fraction `x`: the curve's parameter found by bisection on
/// its x (100 halvings), then its y. Written apart from the engine's solver,
/// for expected values.
public func bezierProgress(_ x: Double, _ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) -> Double {
    func bx(_ t: Double) -> Double { 3 * (1 - t) * (1 - t) * t * x1 + 3 * (1 - t) * t * t * x2 + t * t * t }
    func by(_ t: Double) -> Double { 3 * (1 - t) * (1 - t) * t * y1 + 3 * (1 - t) * t * t * y2 + t * t * t }
    var lo = 0.0, hi = 1.0
    for _ in 0..<100 {
        let mid = (lo + hi) / 2
        if bx(mid) < x { lo = mid } else { hi = mid }
    }
    return by((lo + hi) / 2)
}

public func approx(_ a: CGFloat, _ b: CGFloat, _ tol: CGFloat = 1e-9) -> Bool { abs(a - b) <= tol }
public func approx(_ a: Double, _ b: Double, _ tol: Double = 1e-9) -> Bool { abs(a - b) <= tol }
public func approx(_ a: CGPoint, _ b: CGPoint, _ tol: CGFloat = 1e-9) -> Bool { abs(a.x - b.x) <= tol && abs(a.y - b.y) <= tol }

/// The presentation's scale along x (m11 of an unrotated transform).
@MainActor public func scaleX(_ layer: CALayer) -> Double { Double(layer.presentation()!.transform.m11) }

/// A layer delegate that records every event it is asked for an action, and
/// answers with what `inner` (if any) answers.
public final class EventRecorder: CALayerDelegate {
    public var events: [String] = []
    let inner: (any CALayerDelegate)?
    public init(forwardingTo inner: (any CALayerDelegate)? = nil) { self.inner = inner }
    public func action(for layer: CALayer, forKey event: String) -> (any CAAction)? {
        events.append(event)
        return inner?.action(for: layer, forKey: event)
    }
}
