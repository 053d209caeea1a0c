import Foundation
import Raster
@testable import Gallery
@testable import OpenQuartzCore

/// Probes of the UIKit Dynamics scenes (Sources/Gallery/Scenes/Dynamics),
/// from the stepping worked out again here: the animator steps each 1/60 s
/// display frame in 4 semi-implicit Euler sub-steps of h = 1/240 s with the
/// frame's forces held — v ← h·a + v / (1 + h·r) (r the item's resistance),
/// then x ← x + h·v — starting one frame after it is woken; 100 points are
/// a metre and a 100 × 100 item of density 1 weighs 1 kg.
extension GoldenFrameProbes {
    static let dynamicsProbes: [String: [FrameProbe]] = [
        "neuburg-dynamics-drop-bounce-roll@0.66": dropInFlight,
        "neuburg-dynamics-custom-behavior@1.5": secondBallInFlight,
        "neuburg-dynamics-delayed-drag@0.5": dragCoasting,
        "neuburg-dynamics-delayed-drag@2.5": dragStopped,
        "neuburg-dynamics-push-spin@0.76": pushSpinning,
        "neuburg-dynamics-sliding-attachment@2.26": slidingAlone,
        "dynamics-snap-to-touch@1.5": snapSettled,
        "dynamics-draggable-chain@5.4": chainHanging,
        "dynamics-named-boundaries@0.41": boundariesInFlight,
        "gesture-flick-into-dynamics@2.2": flickGliding,
    ]

    static let gray = rgb(0.5, 0.5, 0.5)

    /// Where a body starting at `p` with velocity `v` (points/s) is after
    /// `frames` frames under acceleration `a` (points/s²) and resistance `r`.
    static func stepped(_ p: CGPoint, _ v: CGPoint, accel a: CGPoint = .zero, resistance r: Double = 0, frames: Int) -> CGPoint {
        let h = 1.0 / 240, q = 1 / (1 + h * r)
        var p = p, v = v
        for _ in 0..<(4 * frames) {
            v = CGPoint(x: h * a.x + q * v.x, y: h * a.y + q * v.y)
            p = CGPoint(x: p.x + h * v.x, y: p.y + h * v.y)
        }
        return p
    }

    /// A round view (the scenes' ball: ink rim, white bar across the middle,
    /// unturned): its colour above and below the bar, white on the bar.
    /// (The bar of a ball under 30 points is too thin to probe.)
    static func ball(_ what: String, at c: CGPoint, diameter d: Double, _ colour: Pixel) -> [FrameProbe] {
        let body = [P.colour("\(what): above the bar", around(CGPoint(x: c.x, y: c.y - d * 0.27), d * 0.08), colour),
                    P.colour("\(what): below the bar", around(CGPoint(x: c.x, y: c.y + d * 0.27), d * 0.08), colour)]
        guard d >= 30 else { return body }
        return body + [P.colour("\(what): the white bar, left", around(CGPoint(x: c.x - d * 0.22, y: c.y), d * 0.05), white),
                       P.colour("\(what): the white bar, right", around(CGPoint(x: c.x + d * 0.22, y: c.y), d * 0.05), white)]
    }

    /// A tile (the scenes' square with an ink dot 12–32 % in from its
    /// top-left corner) of `side` at `c` turned by `angle`.
    static func tile(_ what: String, at c: CGPoint, side s: Double, angle: Double = 0, _ colour: Pixel) -> [FrameProbe] {
        [P.colour("\(what): body", around(turned(c, CGPoint(x: s * 0.2, y: s * 0.2), angle), s * 0.2), colour),
         P.colour("\(what): the dot", around(turned(c, CGPoint(x: -s * 0.28, y: -s * 0.28), angle), s * 0.06), ink)]
    }

    /// 24 frames after the drop (0.25 s): the 80-point ball (0.503 kg)
    /// pushed by 1 N·s moves at 100 / (π · 0.4²) points/s and has fallen
    /// under 1,000 points/s² from (60, 60); not turned yet.
    static var dropInFlight: [FrameProbe] {
        let c = stepped(CGPoint(x: 60, y: 60), CGPoint(x: 100 / (.pi * 0.16), y: 0), accel: CGPoint(x: 0, y: 1000), frames: 24)
        return ball("the ball at \(c)", at: c, diameter: 80, orange) + [
            P.colour("paper where it started", around(CGPoint(x: 60, y: 60), 10), paper),
            P.colour("the ground", around(CGPoint(x: 200, y: 285), 10), green),
        ]
    }

    /// The second ball (100 points, 0.785 kg) added at 1.0 s to the running
    /// animator, which steps at 1.0 s too: 31 frames by 1.5 s.
    static var secondBallInFlight: [FrameProbe] {
        let c = stepped(CGPoint(x: 70, y: 70), CGPoint(x: 100 / (.pi * 0.25), y: 0), accel: CGPoint(x: 0, y: 1000), frames: 31)
        return ball("the second ball at \(c)", at: c, diameter: 100, purple) + [
            P.colour("paper where it started", around(CGPoint(x: 70, y: 70), 10), paper),
            P.colour("the ground", around(CGPoint(x: 200, y: 285), 10), green),
        ]
    }

    /// 15 frames after the fling: no drag yet; the 70-point tiles at
    /// 50 + v · 0.25 (v = 300, 250, 520).
    static var dragCoasting: [FrameProbe] {
        tile("top tile", at: CGPoint(x: 125, y: 60), side: 70, red)
            + tile("middle tile", at: CGPoint(x: 112.5, y: 160), side: 70, blue)
            + tile("fast tile", at: CGPoint(x: 180, y: 260), side: 70, orange)
            + [P.colour("paper left of the tiles", around(CGPoint(x: 30, y: 40), 10), paper)]
    }

    /// Where a tile launched at `v` comes to rest in the drag field of
    /// `delay`: from the frame whose starting elapsed time passes the delay,
    /// −v newtons on 1.96 kg each frame — 4 sub-steps each taking
    /// 100 h / 1.96 of the frame's starting speed.
    static func restingX(speed: Double, delay: Double) -> Double {
        let h = 1.0 / 240, c = 100 * h / 1.96
        var x = 50.0, v = speed, elapsed = 0.0
        for _ in 0..<300 {
            let start = v
            for _ in 0..<4 {
                if elapsed > delay { v -= c * start }
                x += h * v
            }
            elapsed += 1.0 / 60
        }
        return x
    }

    /// At rest: the top tile caught at 0.25 s, the middle at 0.95 s; the
    /// fast one left the region (x > 480) at 0.83 s and is long gone.
    static var dragStopped: [FrameProbe] {
        tile("top tile at rest", at: CGPoint(x: restingX(speed: 300, delay: 0.25), y: 60), side: 70, red)
            + tile("middle tile at rest", at: CGPoint(x: restingX(speed: 250, delay: 0.95), y: 160), side: 70, blue)
            + [P.colour("no fast tile on the bottom lane", around(CGPoint(x: 400, y: 240), 12), paper),
               P.colour("paper right of the middle tile", around(CGPoint(x: 380, y: 140), 10), paper)]
    }

    /// 30 frames after the pushes: both at x = 70 + 100 · 0.5; the
    /// off-centre one turned 3 rad/s · 0.5 s clockwise (its dot has gone
    /// from top-left to top-right; purple where the dot was).
    static var pushSpinning: [FrameProbe] {
        let spun = CGPoint(x: 120, y: 230)
        return tile("centred push", at: CGPoint(x: 120, y: 90), side: 100, green)
            + tile("off-centre push, turned 1.5 rad", at: spun, side: 100, angle: 1.5, purple)
            + [P.colour("purple where the unturned dot would be", around(CGPoint(x: spun.x - 28, y: spun.y - 28), 4), purple),
               P.colour("paper where they started", around(CGPoint(x: 40, y: 160), 10), paper)]
    }

    /// 120 frames of the 0.05 N push on the 0.25 kg black square: 20 points/s²
    /// down from (75, 55); the red one unmoved at (275, 55).
    static var slidingAlone: [FrameProbe] {
        let v = stepped(CGPoint(x: 75, y: 55), .zero, accel: CGPoint(x: 0, y: 20), frames: 120)
        return [P.colour("black square at \(v)", around(v, 30), ink),
                P.colour("red square unmoved", around(CGPoint(x: 275, y: 55), 30), red),
                P.colour("paper where the black one started", around(CGPoint(x: 75, y: 45), 8), paper)]
    }

    /// 1.15 s after the first tap's snap: within a point of (80, 70), upright, in its ring.
    static var snapSettled: [FrameProbe] {
        tile("snapped tile", at: CGPoint(x: 80, y: 70), side: 60, blue)
            + [P.touches("the tap's ring, right of the tile", CGRect(x: 117, y: 66, width: 6, height: 8), orange),
               P.colour("paper where the tile started", around(CGPoint(x: 200, y: 150), 12), paper)]
    }

    /// Long after the drag: the beads hang straight below the anchor
    /// (290, 90), 30 points apart.
    static var chainHanging: [FrameProbe] {
        let colours = [red, orange, yellow, green, teal, blue]
        return colours.enumerated().map { i, c in
            P.colour("bead \(i) at (290, \(90 + 30 * i))", around(CGPoint(x: 290, y: 90 + 30 * Double(i)), 6), c)
        } + [P.touches("the link between beads 2 and 3", CGRect(x: 286, y: 163, width: 8, height: 4), ink),
             P.colour("paper where the chain started", around(CGPoint(x: 150, y: 50), 12), paper)]
    }

    /// 9 frames in: the four items in free flight (gravity, the throws,
    /// resistance 0.5); the boundaries drawn where they are.
    static var boundariesInFlight: [FrameProbe] {
        let g = CGPoint(x: 0, y: 1000)
        let a = stepped(CGPoint(x: 190, y: 40), .zero, accel: g, resistance: 0.5, frames: 9)
        let b = stepped(CGPoint(x: 320, y: 30), .zero, accel: g, resistance: 0.5, frames: 9)
        let c = stepped(CGPoint(x: 220, y: 90), CGPoint(x: -600, y: 0), accel: g, resistance: 0.5, frames: 9)
        let d = stepped(CGPoint(x: 270, y: 130), CGPoint(x: 400, y: 0), accel: g, resistance: 0.5, frames: 9)
        return ball("ball A", at: a, diameter: 40, orange) + ball("ball B", at: b, diameter: 36, teal)
            + tile("tile C", at: c, side: 36, purple) + ball("ball D", at: d, diameter: 24, red)
            + [P.touches("the bowl's bottom (200, 270)", CGRect(x: 197, y: 266, width: 6, height: 8), ink),
               P.touches("the shelf's middle (305, 87.5)", CGRect(x: 302, y: 83, width: 6, height: 9), ink),
               P.touches("the left wall", CGRect(x: 36, y: 90, width: 8, height: 6), ink),
               P.colour("paper inside the box", around(CGPoint(x: 200, y: 200), 12), paper)]
    }

    /// 18 frames after the second release near (320, 165) at (−450, 150)
    /// points/s: h·v·Σqᵏ along the flick (resistance 3), about 0.197 of the
    /// velocity; the release point itself is paper again.
    static var flickGliding: [FrameProbe] {
        let c = stepped(CGPoint(x: 320, y: 165), CGPoint(x: -450, y: 150), resistance: 3, frames: 18)
        return [P.colour("the card at \(c)", around(CGPoint(x: c.x + 5, y: c.y + 5), 16), teal),
                P.colour("paper where it was released", around(CGPoint(x: 320, y: 165), 10), paper),
                P.colour("paper where it rested on the right edge", around(CGPoint(x: 370, y: 150), 10), paper)]
    }
}
