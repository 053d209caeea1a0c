import Foundation
import OpenQuartzCore

/// One-animation scenes whose trace is an animation's timing curve, for
/// `quartz plot --timing` and `--spring`: a layer named "curve" whose
/// `position.x` runs from 0 to 1, so the plotted value is the animation's
/// progress as Core Animation evaluates it (not a formula drawn beside the
/// engine). Not Apple API.
public enum CurveScenes {
    /// The key path the curve scenes animate.
    public static let keyPath = "position.x"

    /// `function` over a 1 s basic animation: the value at time t is the
    /// function's progress at t.
    public static func timing(_ function: CAMediaTimingFunction, label: String) -> Scene {
        // The control points cross into the scene's build as plain numbers (Sendable).
        let c = (0..<4).map { i -> (Float, Float) in
            var p: [Float] = [0, 0]
            function.getControlPoint(at: i, values: &p)
            return (p[0], p[1])
        }
        return scene(name: "timing \(label)", duration: 1) {
            let a = CABasicAnimation(keyPath: keyPath)
            a.timingFunction = CAMediaTimingFunction(controlPoints: c[1].0, c[1].1, c[2].0, c[2].1)
            a.duration = 1
            return a
        }
    }

    /// A `CASpringAnimation` from 0 to 1 with these parameters, run for its
    /// `settlingDuration`. Throws (as text) for parameters the spring refuses.
    public static func spring(mass: Double, stiffness: Double, damping: Double, initialVelocity: Double) throws -> Scene {
        guard [mass, stiffness, damping, initialVelocity].allSatisfy(\.isFinite), mass > 0, stiffness > 0, damping >= 0 else {
            throw TraceError.notNumeric(keyPath: "--spring", example: "mass \(mass), stiffness \(stiffness), damping \(damping), "
                                        + "velocity \(initialVelocity): mass and stiffness must be > 0, damping ≥ 0, all finite")
        }
        let settling = MainActor.assumeIsolated { () -> Double in
            let probe = CASpringAnimation(keyPath: keyPath)
            probe.mass = mass; probe.stiffness = stiffness; probe.damping = damping; probe.initialVelocity = initialVelocity
            return probe.settlingDuration
        }
        let duration = max(0.01, min(settling, 60))
        return scene(name: "spring m=\(mass) k=\(stiffness) c=\(damping) v=\(initialVelocity)", duration: duration) {
            let a = CASpringAnimation(keyPath: keyPath)
            a.mass = mass; a.stiffness = stiffness; a.damping = damping; a.initialVelocity = initialVelocity
            a.duration = duration
            return a
        }
    }

    /// A scene of `duration` seconds running `make()`'s animation from 0 to
    /// 1 on `position.x` of a layer named "curve", added at scene time 0.
    private static func scene(name: String, duration: Double,
                              _ make: @escaping @MainActor @Sendable () -> CABasicAnimation) -> Scene {
        Scene(name: name, title: name, source: "quartz plot", summary: "an animation's curve",
              size: CGSize(width: 100, height: 100), duration: duration) { ctx in
            let root = ctx.makeRoot()
            let layer = CALayer()
            layer.name = "curve"
            layer.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
            layer.position = CGPoint(x: 1, y: 50)
            root.addSublayer(layer)
            let animation = make()
            animation.fromValue = 0
            animation.toValue = 1
            layer.add(animation, forKey: "curve")
            return root
        }
    }
}
