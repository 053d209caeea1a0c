import Testing
import Foundation
@testable import OpenQuartzCore

/// y of the cubic Bézier timing curve (0,0) (x1,y1) (x2,y2) (1,1) at `x`,
/// solved by bisection on the parameter — independent of UnitBezier's Newton solver.
func bezierY(atX x: Double, _ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) -> Double {
    func bx(_ s: Double) -> Double { 3 * (1 - s) * (1 - s) * s * x1 + 3 * (1 - s) * s * s * x2 + s * s * s }
    var lo = 0.0, hi = 1.0
    for _ in 0..<200 {
        let mid = (lo + hi) / 2
        if bx(mid) < x { lo = mid } else { hi = mid }
    }
    let s = (lo + hi) / 2
    return 3 * (1 - s) * (1 - s) * s * y1 + 3 * (1 - s) * s * s * y2 + s * s * s
}

/// Neuburg's "clunk" curve (0.9, 0.1, 0.7, 0.9); its control points are Floats.
@MainActor let clunk = CAMediaTimingFunction(controlPoints: 0.9, 0.1, 0.7, 0.9)
func clunkY(_ x: Double) -> Double {
    bezierY(atX: x, Double(Float(0.9)), Double(Float(0.1)), Double(Float(0.7)), Double(Float(0.9)))
}

/// The presentation's rotation about z, read through key-value coding.
@MainActor func angleZ(_ layer: CALayer) -> Double {
    Double(layer.presentation()!.value(forKeyPath: "transform.rotation.z") as! CGFloat)
}

/// Neuburg's waggle values (§20): a decaying wobble back to 0.
let waggleValues: [Double] = [0, .pi / 20, -.pi / 25, .pi / 30, -.pi / 35, .pi / 40, -.pi / 45, .pi / 50, -.pi / 55, 0]

/// The piecewise-linear value of evenly spaced keyframes at fraction `f`.
func evenKeyframes(_ v: [Double], at f: Double) -> Double {
    let n = Double(v.count - 1)
    let i = min(Int(f * n), v.count - 2)
    let local = f * n - Double(i)
    return v[i] + (v[i + 1] - v[i]) * local
}

/// A delegate logging starts and stops with the animation's "name" key.
@MainActor final class NamedLogDelegate: CAAnimationDelegate {
    var log: [String] = []
    var onStart: ((CAAnimation) -> Void)?
    var onStop: ((CAAnimation, Bool) -> Void)?
    func animationDidStart(_ anim: CAAnimation) {
        log.append("start \(anim.value(forKey: "name") as? String ?? "?")@\(CACurrentMediaTime())")
        onStart?(anim)
    }
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        log.append("stop \(anim.value(forKey: "name") as? String ?? "?") \(flag)@\(CACurrentMediaTime())")
        onStop?(anim, flag)
    }
}
