import Testing
import Foundation
@testable import OpenQuartzCore

/// A root layer shown by a renderer, committed once: its tree is "in the
/// interface", so property changes animate implicitly.
@MainActor func makeInterfaceRoot(size: CGSize = CGSize(width: 400, height: 400)) -> (CARenderer, CALayer) {
    let renderer = CARenderer(size: size)
    let root = CALayer()
    root.bounds = CGRect(origin: .zero, size: size)
    renderer.layer = root
    MediaClock.advance(by: 0)   // end the turn: commit
    return (renderer, root)
}

/// Adds `layer` under `root` and commits, so it joins the interface.
@MainActor func addCommitted(_ layer: CALayer, to root: CALayer) {
    root.addSublayer(layer)
    MediaClock.advance(by: 0)
}

/// Resets the global clock to a known time with nothing pending.
@MainActor func resetClock(at t: Double = 1000) {
    MediaClock.setManual(at: 0)
    MediaClock.advance(to: 1e9)
    MediaClock.setManual(at: t)
}

/// A delegate that logs callbacks with the media time they arrived at.
@MainActor final class RecordingAnimationDelegate: CAAnimationDelegate {
    var log: [String] = []
    func animationDidStart(_ anim: CAAnimation) { log.append("start@\(CACurrentMediaTime())") }
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { log.append("stop(\(flag))@\(CACurrentMediaTime())") }
}

func approx(_ a: CGFloat, _ b: CGFloat, _ tol: CGFloat = 1e-9) -> Bool { abs(a - b) <= tol }
func approx(_ a: Double, _ b: Double, _ tol: Double = 1e-9) -> Bool { abs(a - b) <= tol }
func approx(_ a: CGPoint, _ b: CGPoint, _ tol: CGFloat = 1e-9) -> Bool { abs(a.x - b.x) <= tol && abs(a.y - b.y) <= tol }
