import Foundation
import Raster
@testable import Gallery
@testable import OpenQuartzCore

/// Probes of the Bahama Air view scenes ("iOS Animations by Tutorials"
/// ch. 1–5, Sources/Gallery/Scenes/TutorialsBahamaAir): colours restated
/// from the scenes, positions from each animation's timing at the golden
/// time (the book's springs, curves and keyframes, worked out again here).
extension GoldenFrameProbes {
    static let bahamaAirProbes: [String: [FrameProbe]] = [
        "tutorials-bahama-fly-in@0.55": bahamaFlyIn,
        "tutorials-bahama-springs@0.65": bahamaSprings,
        "tutorials-bahama-status@4.295": bahamaBannerSlidingOff,
        "tutorials-bahama-board@0.75": bahamaBoardSwitching,
        "tutorials-bahama-departure@1.1": bahamaPlaneClimbing,
    ]

    // The scenes' colours (BahamaAirSupport.swift), restated.
    static let bahamaSea = rgb(0.10, 0.45, 0.65), bahamaBusy = rgb(0.85, 0.83, 0.45)
    static let bannerPaper = rgb(1.0, 0.96, 0.85), navy = rgb(0.12, 0.18, 0.35)
    static let sunSky = rgb(0.45, 0.75, 0.95), snowSky = rgb(0.70, 0.75, 0.80)
    static let grass = rgb(0.35, 0.65, 0.30), snowGround = rgb(0.96, 0.97, 1.0)

    /// Linear mix of two colours' components (a colour animation at `p`).
    static func between(_ a: Pixel, _ b: Pixel, _ p: Double) -> Pixel { mix(b, over: a, p) }

    /// At 0.55 s: the username field (260 wide) is half way on its ease-in-out
    /// 0.5 s slide, so centred at x = 0; the password, 0.15 s into its own,
    /// ends at −180 + 360·easeInOut(0.3) + 130; the button, 0.05 s into its
    /// ζ 0.5 spring, is at y 360 − 30p with alpha p.
    static var bahamaFlyIn: [FrameProbe] {
        let passwordRight = -180 + 360 * Expected.easeInOut(0.3) + 130
        let p = BahamaAir.fittedSpring(0.05, duration: 0.5, ratio: 0.5), buttonY = 360 - 30 * p
        return [
            P.colour("username field, centred on x = 0, white up to x 130", around(CGPoint(x: 110, y: 200), 4), white),
            P.colour("sky right of the username field", around(CGPoint(x: 140, y: 200), 4), sky),
            P.colour("password field's right end", around(CGPoint(x: passwordRight - 4, y: 252), 2), white),
            P.colour("sky just past it", around(CGPoint(x: passwordRight + 4, y: 252), 2), sky),
            P.colour("button (alpha \(p)) left of its title", around(CGPoint(x: 100, y: buttonY), 2), mix(loginGreen, over: sky, p)),
            P.colour("sea", around(CGPoint(x: 180, y: 600), 6), bahamaSea),
        ]
    }

    /// At 0.65 s, 0.15 s after the tap: the width on its ζ 0.2, 1.5 s spring
    /// (past 310), the drop and the tint on the ζ 0.7, 0.33 s one.
    static var bahamaSprings: [FrameProbe] {
        let w = 200 + 80 * BahamaAir.fittedSpring(0.15, duration: 1.5, ratio: 0.2)
        let d = BahamaAir.fittedSpring(0.15, duration: 0.33, ratio: 0.7), y = 330 + 60 * d
        return [
            P.colour("button's right end, tinted \(d) of the way to busy", around(CGPoint(x: 180 + w / 2 - 5, y: y), 2),
                     between(loginGreen, bahamaBusy, d)),
            P.colour("sky just right of the \(w)-wide button", around(CGPoint(x: 180 + w / 2 + 4, y: y), 2), sky),
            P.colour("sky where the button was before dropping", around(CGPoint(x: 180, y: y - 25 - 4), 2), sky),
        ]
    }

    /// At 4.295 s the first message slides off (0.33 s, ease-in-out, half
    /// way): the 240-wide banner is centred at 180 + 360·0.5. The clouds
    /// drift 6 pt/s: the first one's right edge is at 70 + 6t + 50.
    static var bahamaBannerSlidingOff: [FrameProbe] {
        let x = 180 + 360 * Expected.easeInOut(0.5), cloudRight = 70 + 6 * 4.295 + 50
        return [
            P.colour("banner paper near its lower left corner", around(CGPoint(x: x - 120 + 15, y: 345), 2), bannerPaper),
            P.colour("sky left of the banner", around(CGPoint(x: x - 120 - 5, y: 330), 2), sky),
            P.colour("first cloud, just inside its right edge", around(CGPoint(x: cloudRight - 4, y: 51.25), 1), white),
            P.colour("sky just past that edge", around(CGPoint(x: cloudRight + 3, y: 51.25), 1), sky),
        ]
    }

    /// At 0.75 s, 0.25 s into the 1 s cross-dissolve (ease-in-out) from the
    /// snowy to the sunny backdrop: sky and ground are mixes; the panel and
    /// the plane at home do not move.
    static var bahamaBoardSwitching: [FrameProbe] {
        let f = Expected.easeInOut(0.25)
        return [
            P.colour("sky, \(f) of the way to sunny", around(CGPoint(x: 200, y: 120), 4), mix(sunSky, over: snowSky, f)),
            P.colour("ground, \(f) of the way to grass", around(CGPoint(x: 200, y: 600), 4), mix(grass, over: snowGround, f)),
            P.colour("the navy panel's corner", around(CGPoint(x: 34, y: 164), 2), navy),
            P.colour("the plane's fuselage at home", around(CGPoint(x: 196, y: 298), 2), white),
        ]
    }

    /// At 1.1 s the plane, 0.6 s into its 1.5 s keyframes (ease-in-out
    /// overall, linear inside each keyframe), climbs, tilts and fades over
    /// the panel; the summary bar is on its way back (second keyframe of
    /// its own 1 s run) over the backdrop, which is 0.6 s into its 1 s
    /// cross-dissolve.
    static var bahamaPlaneClimbing: [FrameProbe] {
        let f = Expected.easeInOut(0.6 / 1.5), home = CGPoint(x: 180, y: 300)
        let x = BahamaAir.keyframed(f, from: home.x, [(0, 0.25, home.x + 80), (0.25, 0.5, home.x + 180)])
        let y = BahamaAir.keyframed(f, from: home.y, [(0, 0.25, home.y - 10), (0.25, 0.5, home.y - 60)])
        let alpha = BahamaAir.keyframed(f, from: 1, [(0.25, 0.5, 0)])
        let angle = BahamaAir.keyframed(f, from: 0, [(0.1, 0.5, -.pi / 8)])
        let fuselage = turned(CGPoint(x: x, y: y), CGPoint(x: 20, y: -3), angle)
        let g = Expected.easeInOut(0.6), summaryY = -38 + 100 * (g - 0.5) / 0.45
        return [
            P.colour("fuselage at \(fuselage), alpha \(alpha) over the panel", around(fuselage, 1), mix(white, over: navy, alpha)),
            P.colour("the panel where the plane was", around(CGPoint(x: home.x - 20, y: home.y), 2), navy),
            P.colour("summary bar (44 tall, centred at y \(summaryY)), its left end", around(CGPoint(x: 8, y: summaryY + 15), 2), navy),
            P.colour("the backdrop just below it, \(g) into the cross-dissolve", around(CGPoint(x: 8, y: summaryY + 28), 2),
                     mix(sunSky, over: snowSky, g)),
        ]
    }
}
