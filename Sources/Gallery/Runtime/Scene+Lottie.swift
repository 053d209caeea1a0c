import Foundation
import OpenQuartzCore
import LottiePlayback

extension Scene {
    /// A scene that plays a Lottie animation once, from its in point to its
    /// out point, at its own size and frame rate, on a white background:
    /// scene time t shows composition frame `ip + t × fr`, so a snapshot at
    /// progress p (time p × duration) shows frame `ip + p × (op − ip)`.
    /// What `quartz render FILE.json` renders.
    public static func lottie(_ animation: LottieAnimation, name: String, source: String) -> Scene {
        let summary = "Lottie \(Int(animation.size.width)) × \(Int(animation.size.height)), "
            + "frames \(formatted(animation.inPoint))–\(formatted(animation.outPoint)) at \(formatted(animation.frameRate)) fps"
        return Scene(name: name, title: "Lottie: \(name)", source: source, summary: summary,
                     size: animation.size, duration: animation.duration) { ctx in
            let root = ctx.makeRoot(background: CGColor(srgbRed: 1, green: 1, blue: 1, alpha: 1))
            let player = LottiePlayer(animation: animation)
            player.layer.position = CGPoint(x: ctx.size.width / 2, y: ctx.size.height / 2)
            root.addSublayer(player.layer)
            player.play()           // at scene time 0
            return root
        }
    }

    private static func formatted(_ value: Double) -> String { String(format: "%g", value) }
}
