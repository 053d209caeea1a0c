import Foundation
import OpenQuartzCore
import LottiePlayback

extension Gallery {
    /// A Lottie file written here (400 × 300, 30 fps, frames 0–60): a red
    /// ball falls on an eased curve, squashes as it lands, and rises again,
    /// while its shadow on the floor widens and narrows. Played by
    /// `LottiePlayer`: one layer tree, keyframe animations, layer timing.
    static let lottieBouncingBall = Scene(
        name: "lottie-bouncing-ball",
        title: "Lottie: a bouncing ball",
        source: "OpenQuartzCore (original; issue #20, Lottie playback)",
        summary: "A hand-written Lottie file played on Core Animation: a ball falls eased-in, squashes 125 × 80 % on landing, rises eased-out; its shadow widens",
        duration: 2, goldenTimes: [0.5, 1]
    ) { ctx in
        let root = ctx.makeRoot()
        guard let animation = try? LottieAnimation(jsonString: LottieBouncingBall.json) else { return root }
        let player = LottiePlayer(animation: animation)
        player.layer.position = CGPoint(x: 200, y: 150)
        root.addSublayer(player.layer)
        player.play()
        ctx.keepAlive(player)
        let ball = player.transformLayer(named: "ball")
        // Frame f shows at f / 30 s. Falling: y = 60 + 170 × ease(f / 30), ease (0.55, 0, 1, 1).
        ctx.checkpoint(at: 0.5, "falling, frame 15") { r in
            let y = 60 + 170 * Expected.bezier(0.5, 0.55, 0, 1, 1)
            r.expect(ball?.presentation()?.position ?? .zero, CGPoint(x: 200, y: y), tolerance: 1e-3, "ball position")
        }
        ctx.checkpoint(at: 1, "landed, frame 30") { r in
            r.expect(ball?.presentation()?.position ?? .zero, CGPoint(x: 200, y: 230), tolerance: 1e-6, "ball position")
        }
        ctx.checkpoint(at: 1.5, "rising, frame 45") { r in
            let y = 230 - 170 * Expected.bezier(0.5, 0, 0, 0.45, 1)
            r.expect(ball?.presentation()?.position ?? .zero, CGPoint(x: 200, y: y), tolerance: 1e-3, "ball position")
        }
        return root
    }
}

/// The bouncing ball's Lottie JSON.
enum LottieBouncingBall {
    static let json = ##"""
    {"v": "5.7.0", "nm": "bouncing ball", "w": 400, "h": 300, "fr": 30, "ip": 0, "op": 60, "assets": [],
     "layers": [
      {"ty": 4, "nm": "ball", "ind": 1, "ip": 0, "op": 60, "st": 0,
       "ks": {"p": {"a": 1, "k": [
                {"t": 0, "s": [200, 60], "o": {"x": [0.55], "y": [0]}, "i": {"x": [1], "y": [1]}},
                {"t": 30, "s": [200, 230], "o": {"x": [0], "y": [0]}, "i": {"x": [0.45], "y": [1]}},
                {"t": 60, "s": [200, 60]}]},
              "s": {"a": 1, "k": [{"t": 26, "s": [100, 100]}, {"t": 30, "s": [125, 80]}, {"t": 34, "s": [100, 100]}]}},
       "shapes": [{"ty": "el", "p": {"a": 0, "k": [0, 0]}, "s": {"a": 0, "k": [60, 60]}},
                  {"ty": "fl", "c": {"a": 0, "k": [0.86, 0.16, 0.16, 1]}, "o": {"a": 0, "k": 100}}]},
      {"ty": 4, "nm": "shadow", "ind": 2, "ip": 0, "op": 60, "st": 0, "ks": {},
       "shapes": [{"ty": "el", "p": {"a": 0, "k": [200, 268]},
                   "s": {"a": 1, "k": [{"t": 0, "s": [40, 12]}, {"t": 30, "s": [90, 12]}, {"t": 60, "s": [40, 12]}]}},
                  {"ty": "fl", "c": {"a": 0, "k": [0, 0, 0, 1]}, "o": {"a": 0, "k": 30}}]},
      {"ty": 1, "nm": "floor", "ind": 3, "sc": "#26262e", "sw": 400, "sh": 40, "ip": 0, "op": 60, "st": 0,
       "ks": {"p": {"a": 0, "k": [0, 260]}}}
     ]}
    """##
}
