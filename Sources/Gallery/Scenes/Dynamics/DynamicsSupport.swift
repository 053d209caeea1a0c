import Foundation
import OpenUIKit

/// Shared pieces of the UIKit Dynamics scenes (Neuburg, "Programming iOS
/// 14", chapter 4 §29, and the "Gesture to Animation" notes), re-created
/// from the behaviour the sources describe with plain coloured views.
///
/// The numbers the checkpoints work out come from how the animator steps:
/// one display frame (1/60 s) at a time, each in 4 semi-implicit Euler
/// sub-steps of h = 1/240 s with the frame's forces held throughout; 100
/// points are a metre and a 100 × 100 item of density 1 weighs 1 kg. An
/// animator woken at scene time t₀ on the 1/60 s grid first steps at
/// t₀ + 1/60, so at a time t between frames it has stepped
/// ⌊(t − t₀) · 60⌋ times.
@MainActor enum DynamicsScenes {
    /// The book's source line for a §29 topic without a demo number.
    nonisolated static func source(_ topic: String) -> String { "Neuburg, Programming iOS 14, ch. 4 §29 (\(topic))" }

    /// Sub-step length, seconds.
    nonisolated static let h = 1.0 / 240

    /// Frames the animator has stepped by scene time `t` when it woke at `start` (on the frame grid).
    nonisolated static func frames(since start: Double, at t: Double) -> Int {
        Int(((t - start) * 60 + 1e-6).rounded(.down))
    }

    /// How far an item starting at rest moves in `frames` frames under a
    /// steady acceleration `accel` (points/s²): semi-implicit Euler over
    /// N = 4 · frames sub-steps, a h² N (N + 1) / 2.
    nonisolated static func fallen(_ frames: Int, accel: Double = 1000) -> Double {
        let n = Double(4 * frames)
        return accel * h * h * n * (n + 1) / 2
    }

    /// The speed left after `frames` frames of linear `resistance` (the
    /// engine's damping: v ← v / (1 + h · resistance) each sub-step), as a factor.
    nonisolated static func damped(_ frames: Int, resistance: Double) -> Double {
        pow(1 / (1 + h * resistance), Double(4 * frames))
    }

    /// How far an item launched at `speed` travels in `frames` frames under
    /// linear `resistance`: h · v · Σ qᵏ for k = 1 … 4 · frames, q = 1 / (1 + h · resistance).
    nonisolated static func coasted(_ frames: Int, speed: Double, resistance: Double) -> Double {
        let q = 1 / (1 + h * resistance), n = Double(4 * frames)
        return h * speed * q * (1 - pow(q, n)) / (1 - q)
    }

    /// The mass (kg) of a disc of `diameter` points at density 1: π (d / 200)².
    nonisolated static func discMass(_ diameter: Double) -> Double { .pi * (diameter / 200) * (diameter / 200) }

    /// The spin (rad/s, clockwise) of a disc of `diameter` points that lands
    /// moving sideways at `speed` points/s, once friction has made it roll:
    /// its angular momentum about the contact point, m v r, is kept, so
    /// m v' r + (m r² / 2) ω = m v r with v' = ω r gives ω = 2 v / 3r. (A
    /// collision behaviour's boundary grips with friction 0.2, which brings
    /// a landing disc to rolling within the landing step.)
    nonisolated static func rollingSpin(diameter: Double, speed: Double) -> Double {
        2 * speed / (3 * diameter / 2)
    }

    /// The spin the sources' collision delegate leaves after a landing: it
    /// adds 6 rad/s when it finds the spin at most 6.
    nonisolated static func spinAfterDelegate(_ spin: Double) -> Double { spin <= 6 ? spin + 6 : spin }

    /// Plays `script` on `window` now and cancels what is left of it when
    /// the run ends (a scene stopped early must not leave touches pending
    /// on the media clock for the next run).
    static func play(_ script: TouchScript, on window: UIWindow, in ctx: SceneContext) {
        let playback = window.play(script)
        ctx.atEnd { playback.cancel() }
    }

    /// A boundary identifier as text ("nil" for the reference bounds).
    nonisolated static func name(_ identifier: (any NSCopying)?) -> String {
        guard let identifier else { return "nil" }
        return (identifier as? NSString)?.description ?? "\(identifier)"
    }

    /// A view's rotation angle from its transform (−π … π, positive clockwise on screen).
    static func angle(_ view: UIView) -> Double { Double(atan2(view.transform.b, view.transform.a)) }

    /// `angle` wrapped into −π … π.
    nonisolated static func wrapped(_ angle: Double) -> Double { remainder(angle, 2 * .pi) }

    /// A round view of `diameter` centred on `center`, `color` with an ink
    /// rim and a white bar across its middle (so its turning shows), added to `parent`.
    static func ball(_ diameter: CGFloat, at center: CGPoint, _ color: CGColor, in parent: UIView) -> RoundView {
        let ball = RoundView(frame: CGRect(x: center.x - diameter / 2, y: center.y - diameter / 2, width: diameter, height: diameter))
        ball.backgroundColor = UIColor(cgColor: color)
        ball.layer.cornerRadius = diameter / 2
        ball.layer.borderColor = Palette.ink
        ball.layer.borderWidth = 2
        let bar = UIView(frame: CGRect(x: diameter * 0.15, y: diameter / 2 - diameter * 0.06, width: diameter * 0.7, height: diameter * 0.12))
        bar.backgroundColor = .white
        ball.addSubview(bar)
        parent.addSubview(ball)
        return ball
    }

    /// A square tile of `side` centred on `center`, `color` with an ink
    /// border and an ink dot near its top-left corner (so its turning shows).
    static func tile(_ side: CGFloat, at center: CGPoint, _ color: CGColor, in parent: UIView) -> UIView {
        let tile = NeuburgViews.square(side, at: center, color, in: parent)
        let dot = UIView(frame: CGRect(x: side * 0.12, y: side * 0.12, width: side * 0.2, height: side * 0.2))
        dot.backgroundColor = UIColor(cgColor: Palette.ink)
        tile.addSubview(dot)
        return tile
    }

    /// A shape layer on `parent`'s layer that never animates its path (it is
    /// redrawn every animator step).
    static func lines(in parent: UIView, color: CGColor = Palette.ink, width: CGFloat = 2) -> CAShapeLayer {
        let shape = CAShapeLayer()
        shape.frame = parent.bounds
        shape.fillColor = nil
        shape.strokeColor = color
        shape.lineWidth = width
        shape.actions = ["path": NSNull(), "position": NSNull(), "bounds": NSNull()]
        parent.layer.addSublayer(shape)
        return shape
    }
}

/// A view that collides as the circle (ellipse) inscribed in its bounds:
/// the sources' image view subclass overriding `collisionBoundsType`.
final class RoundView: UIView {
    override var collisionBoundsType: UIDynamicItemCollisionBoundsType { .ellipse }
}

extension UIDynamicAnimator {
    /// The views among `items(in:)` (the sources' extension).
    func views(in rect: CGRect) -> [UIView] { items(in: rect).compactMap { $0 as? UIView } }
}
