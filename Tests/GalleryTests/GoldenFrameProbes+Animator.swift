import Foundation
import Raster
@testable import Gallery
@testable import OpenQuartzCore

/// Probes of the property-animator scenes (Neuburg demos 13 and 15):
/// positions from the animators' timelines worked out again here.
extension GoldenFrameProbes {
    static let animatorProbes: [String: [FrameProbe]] = [
        "neuburg-animator-quartet@2.55": animatorQuartet,
        "neuburg-animator-scrub@2.8": animatorScrub,
        "gesture-flick-to-corner@0.75": flickHalfWay,
        "neuburg-animator-keyframes@2.5": animatorKeyframesPaused,
        "tutorials-lock-screen-widgets@0.2": widgetsGrowing,
        "tutorials-peek-preview@0.8": peekPressing,
        "gesture-scrub-then-throw@0.7": drawerThrown,
        "tutorials-widget-show-more@0.7": widgetGrowing,
        "tutorials-peek-preview-keyframes@1.8": peekTilting,
    ]

    /// 0.05 s after the interruption at 2.5 s (each animator then 2 of its
    /// 4 s in, on the default ease-in-out curve): the first at 2.25 s, the
    /// reversed one back at 1.75 s, the stopped one at 180; the one sent
    /// elsewhere blends its first move (at 2.25 of 4) and the new one
    /// (0.25 of its 2 s) towards (340, 40).
    static var animatorQuartet: [FrameProbe] {
        let ease = Expected.easeInOut
        let a = 1 - ease(2.25 / 4), b = 1 - ease(0.25 / 2)
        let elsewhere = CGPoint(x: 340 - 200 * a - 60 * b, y: 40 + 140 * b)
        return [
            P.colour("hurrying to the end", around(CGPoint(x: 80 + 200 * ease(2.25 / 4), y: 60), 20), green),
            P.colour("hurrying home", around(CGPoint(x: 80 + 200 * ease(1.75 / 4), y: 120), 20), orange),
            P.colour("on its way elsewhere, at \(elsewhere)", around(elsewhere, 16), blue),
            P.colour("stopped half way", around(CGPoint(x: 180, y: 240), 20), red),
            P.colour("where the stopped one started", around(CGPoint(x: 80, y: 240), 20), paper),
        ]
    }

    /// The slider dragged back to 0.4: the linear square at 80 + 240 × 0.4,
    /// 40 % of the way from red to green; its twin on the ease-in-out curve
    /// at 80 + 240 × e(0.4), its colour e(0.4) of the way.
    static var animatorScrub: [FrameProbe] {
        let e = Expected.easeInOut(0.4)
        return [
            P.colour("linear square", around(CGPoint(x: 80 + 240 * 0.4, y: 70), 20), mix(green, over: red, 0.4)),
            P.colour("curved square", around(CGPoint(x: 80 + 240 * e, y: 150), 20), mix(green, over: red, e)),
            P.colour("paper behind where the curved one would be if linear", around(CGPoint(x: 80 + 240 * 0.4 + 14, y: 150), 2), paper),
        ]
    }

    /// 0.15 s after the release at (130, 210) with the finger's (800, −400)
    /// pt/s, on the way to the top-right corner (350, 50): each axis on the
    /// 0.6 s critically damped spring fitted to its own initial velocity
    /// (the velocity over the distance), worked out with the fitting formula.
    static var flickHalfWay: [FrameProbe] {
        let release = CGPoint(x: 130, y: 210), target = CGPoint(x: 350, y: 50)
        let vx = 800 / (target.x - release.x), vy = -400 / (target.y - release.y)
        let x = release.x + (target.x - release.x) * SpringSolver(fittingDuration: 0.6, dampingRatio: 1, initialVelocity: vx).value(at: 0.15)
        let y = release.y + (target.y - release.y) * SpringSolver(fittingDuration: 0.6, dampingRatio: 1, initialVelocity: vy).value(at: 0.15)
        return [
            P.colour("the card at (\(x), \(y))", around(CGPoint(x: x, y: y), 40), blue),
            P.colour("paper where it was released", around(release, 20), paper),
        ]
    }

    /// Paused 1.7 s into the 4 s animator: the keyframes at e(1.7 / 4) of
    /// the way (ease-in-out over the whole); past 0.5 the colour turns from
    /// green towards red over the keyframe 0.5–0.75.
    static var animatorKeyframesPaused: [FrameProbe] {
        let f = Expected.easeInOut(1.7 / 4), redness = min(max((f - 0.5) / 0.25, 0), 1)
        return [
            P.colour("the square, \(redness) red", around(CGPoint(x: 80 + 200 * f, y: 150), 30), between(green, red, redness)),
            P.colour("paper where it started", around(CGPoint(x: 80, y: 150), 20), paper),
        ]
    }

    /// 0.2 s into the widgets' appearance: alpha on the 0.33 s ease-in, the
    /// scale 0.67 → 1 on the same curve over its own span (from 0.109 s);
    /// the list (320 × 380, centred at (180, 310)) scales about its centre.
    static var widgetsGrowing: [FrameProbe] {
        let alpha = Expected.easeIn(0.2 / 0.33)
        let start = 0.33 * 0.33, s = 0.67 + 0.33 * Expected.easeIn((0.2 - start) / (0.33 - start))
        let backdrop = rgb(0.16, 0.32, 0.55), widget = rgb(0.95, 0.95, 0.97)
        return [
            P.colour("first widget's middle, alpha \(alpha)", around(CGPoint(x: 180, y: 310 - 135 * s), 10), mix(widget, over: backdrop, alpha)),
            P.colour("backdrop just right of the scaled list", around(CGPoint(x: 180 + 160 * s + 4, y: 310 - 135 * s), 2), backdrop),
            P.colour("backdrop between the first two widgets", around(CGPoint(x: 180, y: 310 - 70 * s), 2), backdrop),
        ]
    }

    /// 0.3 s into the first press the finger has travelled 45 of its 150
    /// points of "force": the scrub is linear, so the icon's snapshot (60
    /// points, centred at (90, 560)) is scaled 1 + 0.5 × 0.3 = 1.15.
    static var peekPressing: [FrameProbe] {
        let half = 30 * 1.15, icon = rgb(0.98, 0.55, 0.12)
        return [
            P.colour("the snapshot's right edge, inside", around(CGPoint(x: 90 + half - 3, y: 560), 2), icon),
            P.colour("the snapshot's top edge, inside", around(CGPoint(x: 90, y: 560 - half + 3), 2), icon),
        ]
    }

    /// 0.4 s into the expansion, on the mass-30 spring from rest (a y
    /// component: the velocity's dy is 0): the widget (from y 100) is
    /// 130 + 100 p tall, the widget below (from y 250) 100 p lower; the
    /// second row of icons (from y 244) shows whole.
    static var widgetGrowing: [FrameProbe] {
        let p = Expected.spring(0.4, mass: 30, stiffness: 1000, damping: 300)
        let bottom = 230 + 100 * p, belowTop = 250 + 100 * p
        func pixel(_ c: (Double, Double, Double)) -> Pixel { rgb(c.0, c.1, c.2) }
        return [
            P.colour("the second row's first icon", around(CGPoint(x: 72, y: 272), 10), pixel(WidgetArt.iconRGB[4])),
            P.colour("the widget just above its bottom edge (y \(bottom))", around(CGPoint(x: 109, y: bottom - 4), 2), pixel(WidgetArt.cardRGB)),
            P.colour("the backdrop in the gap", around(CGPoint(x: 180, y: bottom + 10), 3), pixel(WidgetArt.backdropRGB)),
            P.colour("the widget below, inside its top edge (y \(belowTop))", around(CGPoint(x: 180, y: belowTop + 5), 2), pixel(WidgetArt.secondCardRGB)),
        ]
    }

    /// Held at 90 %: the snapshot (60 points, corner radius 14, centred at
    /// (180, 460)) scaled 1.45 (half-side 43.5, corner radius 20.3) and
    /// turned by −π/10 (0.8 of the second half's keyframe). A point given in
    /// the square's own axes (u, v) lands at (180 + u cos θ − v sin θ,
    /// 460 + u sin θ + v cos θ). Points 4 points inside its turned edges are
    /// the icon's orange; two points inside the upright square but outside
    /// the turned one tell the direction it turned.
    static var peekTilting: [FrameProbe] {
        let icon = rgb(0.98, 0.55, 0.12), theta = -Double.pi / 10
        func screen(_ u: Double, _ v: Double) -> CGPoint {
            CGPoint(x: 180 + u * cos(theta) - v * sin(theta), y: 460 + u * sin(theta) + v * cos(theta))
        }
        func turnedU(_ dx: Double, _ dy: Double) -> Double { dx * cos(theta) + dy * sin(theta) }
        func notIcon(_ what: String, _ dx: Double, _ dy: Double) -> FrameProbe {
            FrameProbe(what: "\(what) (u \(turnedU(dx, dy))): not the icon's orange",
                       area: around(CGPoint(x: 180 + dx, y: 460 + dy), 0.5), mode: .every) { $0.r < 160 }
        }
        return [
            P.colour("the snapshot's middle", around(CGPoint(x: 180, y: 460), 10), icon),
            P.colour("inside the turned left edge", around(screen(-39.5, 0), 0.5), icon),
            P.colour("inside the turned top edge", around(screen(0, -39.5), 0.5), icon),
            P.colour("inside the turned right edge", around(screen(39.5, 0), 0.5), icon),
            // (±40, ∓30): inside the upright square's rounded corner (18.1
            // from its centre (23.2, 23.2)), outside the turned one (u = ±47.3).
            notIcon("beside the turned right edge, above the middle", 40, -30),
            notIcon("beside the turned left edge, below the middle", -40, 30),
        ]
    }

    /// 0.1 s after the throw: the drawer (300 × 300, released with its centre
    /// at y 620, 180 points from open) rides a critically damped spring
    /// fitted to the time left — the 0.8 s animator resumes at the time its
    /// ease-in-out curve shows 0.4 — starting at 400 / 180 of the way per second.
    static var drawerThrown: [FrameProbe] {
        let left = 0.8 * (1 - NeuburgViews.inverse(Expected.easeInOut, 0.4))
        let p = SpringSolver(fittingDuration: left, dampingRatio: 1, initialVelocity: 400.0 / 180).value(at: 0.1)
        let top = 620 - 180 * p - 150
        return [
            P.colour("the drawer's top, inside (y \(top))", around(CGPoint(x: 180, y: top + 4), 2), teal),
            P.colour("paper above it", around(CGPoint(x: 180, y: top - 4), 2), paper),
        ]
    }
}
