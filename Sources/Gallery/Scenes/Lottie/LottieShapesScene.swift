import Foundation
import OpenQuartzCore
import LottiePlayback

extension Gallery {
    /// A Lottie file written here (400 × 300, 30 fps, frames 0–60) using the
    /// shape modifiers: a spinner of eight bars from one repeater (turned 45°
    /// a copy about the centre, fading 100 → 30 %), a ring stroked a quarter
    /// of the way round whose trim offset turns a full circle over frames
    /// 0–48 (wrapping past the path's start), a rectangle whose rounded
    /// corners grow 0 → 40 over frames 0–30, and two translucent circles
    /// merged with "add" into one path (the overlap no darker).
    static let lottieShapes = Scene(
        name: "lottie-shapes",
        title: "Lottie: repeater, trim, rounded corners, merge",
        source: "OpenQuartzCore (original; issue #20, Lottie playback)",
        summary: "Shape modifiers of a hand-written Lottie file: a repeater spinner (a replicator layer), a trimmed ring whose offset wraps round, corners rounding 0 → 40, two circles merged by add",
        duration: 2, goldenTimes: [0.5, 1, 1.5]
    ) { ctx in
        let root = ctx.makeRoot()
        guard let animation = try? LottieAnimation(jsonString: LottieShapes.json) else { return root }
        let player = LottiePlayer(animation: animation)
        player.layer.position = CGPoint(x: 200, y: 150)
        root.addSublayer(player.layer)
        player.play()
        ctx.keepAlive(player)
        @MainActor func firstShape(_ layer: CALayer?) -> CAShapeLayer? {
            guard let layer else { return nil }
            if let shape = layer as? CAShapeLayer { return shape }
            return (layer.sublayers ?? []).lazy.compactMap(firstShape).first
        }
        let ring = firstShape(player.transformLayer(named: "ring"))
        // The ring (radius 50 about (300, 100), drawn clockwise from the top) keeps 0…25 % shifted by the
        // offset 360° × f / 48: its trimmed path ends at the fraction 0.25 + f / 48 of the way round.
        func ringEnd(_ frame: Double) -> CGPoint {
            let angle = (0.25 + frame / 48) * 2 * Double.pi
            return CGPoint(x: 300 + 50 * sin(angle), y: 100 - 50 * cos(angle))
        }
        for (time, frame) in [(0.5, 15.0), (1, 30)] {
            ctx.checkpoint(at: time, "ring trim at frame \(Int(frame))") { r in
                let end = (ring?.presentation() as? CAShapeLayer)?.path?.currentPoint ?? .zero
                r.expect(end, ringEnd(frame), tolerance: 0.1, "end of the trimmed ring")
            }
        }
        return root
    }
}

/// The shape-modifier scene's Lottie JSON.
enum LottieShapes {
    static let json = ##"""
    {"v": "5.7.0", "nm": "shape modifiers", "w": 400, "h": 300, "fr": 30, "ip": 0, "op": 60, "assets": [],
     "layers": [
      {"ty": 4, "nm": "spinner", "ind": 1, "ip": 0, "op": 60, "st": 0, "ks": {},
       "shapes": [{"ty": "rc", "p": {"a": 0, "k": [100, 45]}, "s": {"a": 0, "k": [10, 30]}, "r": {"a": 0, "k": 0}},
                  {"ty": "fl", "c": {"a": 0, "k": [0.86, 0.16, 0.16, 1]}, "o": {"a": 0, "k": 100}},
                  {"ty": "rp", "c": {"a": 0, "k": 8}, "o": {"a": 0, "k": 0}, "m": 1,
                   "tr": {"a": {"a": 0, "k": [100, 100]}, "r": {"a": 0, "k": 45},
                          "so": {"a": 0, "k": 100}, "eo": {"a": 0, "k": 30}}}]},
      {"ty": 4, "nm": "ring", "ind": 2, "ip": 0, "op": 60, "st": 0, "ks": {},
       "shapes": [{"ty": "el", "p": {"a": 0, "k": [300, 100]}, "s": {"a": 0, "k": [100, 100]}},
                  {"ty": "st", "c": {"a": 0, "k": [0.16, 0.36, 0.86, 1]}, "o": {"a": 0, "k": 100},
                   "w": {"a": 0, "k": 12}, "lc": 1, "lj": 1},
                  {"ty": "tm", "s": {"a": 0, "k": 0}, "e": {"a": 0, "k": 25}, "m": 1,
                   "o": {"a": 1, "k": [{"t": 0, "s": [0]}, {"t": 48, "s": [360]}]}}]},
      {"ty": 4, "nm": "badge", "ind": 3, "ip": 0, "op": 60, "st": 0, "ks": {},
       "shapes": [{"ty": "rc", "p": {"a": 0, "k": [100, 230]}, "s": {"a": 0, "k": [120, 80]}, "r": {"a": 0, "k": 0}},
                  {"ty": "rd", "r": {"a": 1, "k": [{"t": 0, "s": [0]}, {"t": 30, "s": [40]}]}},
                  {"ty": "fl", "c": {"a": 0, "k": [0.2, 0.6, 0.3, 1]}, "o": {"a": 0, "k": 100}}]},
      {"ty": 4, "nm": "merged", "ind": 4, "ip": 0, "op": 60, "st": 0, "ks": {},
       "shapes": [{"ty": "el", "p": {"a": 0, "k": [270, 230]}, "s": {"a": 0, "k": [80, 80]}},
                  {"ty": "el", "d": 3, "p": {"a": 0, "k": [330, 230]}, "s": {"a": 0, "k": [80, 80]}},
                  {"ty": "mm", "mm": 2},
                  {"ty": "fl", "c": {"a": 0, "k": [0.5, 0.2, 0.7, 1]}, "o": {"a": 0, "k": 50}}]}
     ]}
    """##
}
