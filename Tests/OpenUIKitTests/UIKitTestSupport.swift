import Foundation
import OpenUIKit
import LayerTestSupport

/// A visible window of `size` whose layer tree is in the interface (committed).
@MainActor func makeVisibleWindow(size: CGSize = CGSize(width: 200, height: 200)) -> UIWindow {
    let window = UIWindow(frame: CGRect(origin: .zero, size: size))
    window.makeKeyAndVisible()
    MediaClock.advance(by: 0)
    return window
}

/// A view with `frame` added to `window` and committed.
@MainActor func addCommittedView(frame: CGRect, to window: UIWindow) -> UIView {
    let view = UIView(frame: frame)
    window.addSubview(view)
    MediaClock.advance(by: 0)
    return view
}

/// The presentation position of a view's layer.
@MainActor func shownCenter(_ view: UIView) -> CGPoint { view.layer.presentation()!.position }

/// Solves a cubic timing curve: the progress at elapsed fraction `x` (the
/// reference values' method: Newton from t = x, bisection fallback).
func bezierProgress(_ x: Double, _ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) -> Double {
    func bx(_ t: Double) -> Double { 3 * (1 - t) * (1 - t) * t * x1 + 3 * (1 - t) * t * t * x2 + t * t * t }
    func by(_ t: Double) -> Double { 3 * (1 - t) * (1 - t) * t * y1 + 3 * (1 - t) * t * t * y2 + t * t * t }
    var lo = 0.0, hi = 1.0
    for _ in 0..<100 {
        let mid = (lo + hi) / 2
        if bx(mid) < x { lo = mid } else { hi = mid }
    }
    return by((lo + hi) / 2)
}
