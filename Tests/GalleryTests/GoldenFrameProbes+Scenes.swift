import Foundation
import Raster
@testable import Gallery
@testable import OpenQuartzCore

/// Each golden frame's probes, worked out from its scene (Sources/Gallery/Scenes).
extension GoldenFrameProbes {
    typealias P = FrameProbe

    /// Neuburg's arrow (40 × 100, shaft 12 wide, ink outline 2) at `center`
    /// turned by `angle`: inside the shaft and the head it is `colour`; where
    /// the unturned shaft was, once it has turned away, the paper shows.
    static func arrow(at center: CGPoint, angle: Double, _ colour: Pixel, _ why: String) -> [FrameProbe] {
        var probes = [
            P.colour("shaft, 30 below the centre turned by \(angle) (\(why))", around(turned(center, CGPoint(x: 0, y: 30), angle), 3), colour),
            P.colour("head, 25 above the centre turned", around(turned(center, CGPoint(x: 0, y: -25), angle), 3), colour),
        ]
        if 30 * abs(sin(angle)) > 11 {
            probes.append(P.colour("the unturned shaft's place is empty", around(CGPoint(x: center.x, y: center.y + 30), 3), paper))
        }
        return probes
    }

    static var growFromPoint: [FrameProbe] {
        // At 1.5 s: the unflushed square jumped to 100 × 100, the flushed one is half way (50 × 50).
        [P.colour("jumper's centre", around(CGPoint(x: 110, y: 150), 10), orange),
         P.colour("jumper, 40 from its centre", at: CGPoint(x: 150, y: 190), orange),
         P.colour("grower's centre", around(CGPoint(x: 290, y: 150), 10), green),
         P.colour("grower, 20 from its centre", at: CGPoint(x: 310, y: 170), green),
         P.colour("outside the half-grown square (inside the full one)", around(CGPoint(x: 325, y: 150), 3), paper),
         P.colour("background", around(CGPoint(x: 20, y: 20), 10), paper)]
    }

    static var explicitRotation: [FrameProbe] {
        // 0.4 s into 0.8 s on the clunk curve, all three forms alike.
        let angle = Expected.clunk(0.5) * .pi / 4
        return arrow(at: CGPoint(x: 100, y: 150), angle: angle, red, "full form")
            + arrow(at: CGPoint(x: 200, y: 150), angle: angle, green, "condensed form")
            + arrow(at: CGPoint(x: 300, y: 150), angle: angle, blue, "additive form")
            + [P.colour("between the arrows", around(CGPoint(x: 150, y: 150), 6), paper)]
    }

    static var explicitThickness: [FrameProbe] {
        // Half way up 0 → 10: a 5-wide ink border centred on x = 120 (117.5…122.5), red inside.
        [P.colour("fill", around(CGPoint(x: 200, y: 150), 20), red),
         P.colour("border at its centre line", at: CGPoint(x: 120, y: 150), ink),
         P.colour("just inside a 5-wide border (a 10-wide one would cover it)", at: CGPoint(x: 124, y: 150), red),
         P.colour("outside the border", at: CGPoint(x: 110, y: 150), paper)]
    }

    static var springDrop: [FrameProbe] {
        let y = 80 + 100 * Expected.spring(0.25, mass: 0.04, stiffness: 4, damping: 0.7, initialVelocity: 20)
        return [P.colour("square centre on the spring, y \(y)", around(CGPoint(x: 200, y: y), 20), purple),
                P.colour("above the square", around(CGPoint(x: 200, y: y - 45), 4), paper),
                P.colour("below the square", around(CGPoint(x: 200, y: y + 45), 4), paper)]
    }

    static var popIn: [FrameProbe] {
        // The first square, 0.125 s into its 0.2 s group: opacity 0.8 · 0.625 = 0.5, scale 1.15
        // (70 · 1.15 = 80.5 wide, the 2-wide border 2.3): its fill reaches 37.95 from the centre.
        let half = mix(red, over: paper, 0.5)
        return [P.colour("centre at opacity 0.5", around(CGPoint(x: 100, y: 150), 20), half),
                P.colour("fill at 36 from the centre (only when scaled up)", at: CGPoint(x: 136, y: 150), half),
                P.colour("second square not added yet", around(CGPoint(x: 200, y: 150), 10), paper),
                P.colour("third square not added yet", around(CGPoint(x: 300, y: 150), 10), paper)]
    }

    static var layerPush: [FrameProbe] {
        // The 140-point frame spans 130…270 × 80…220 (3-wide border). Half way through the push
        // (as the scene says, Smiley pushes Mars out downwards) the smiley (paper at column 5)
        // fills the upper part, Mars (night at column 5) the lower.
        [P.colour("frame border", at: CGPoint(x: 131.5, y: 150), ink),
         P.colour("the smiley's margin, coming in from the top", around(CGPoint(x: 137, y: 100), 3), paper),
         P.colour("Mars's dark margin, pushed down", around(CGPoint(x: 137, y: 200), 3), night),
         P.colour("Mars pushed below the frame is clipped", around(CGPoint(x: 137, y: 230), 3), paper)]
    }

    /// The chomping face at (200, 150): frame 0 (mouth ±9°) at 0.2 s, frame 1 (±45°) at 0.6 s.
    static func flipBook(mouthOpenBeyond20Degrees open: Bool) -> [FrameProbe] {
        let a = 20 * Double.pi / 180
        let inMouth = CGPoint(x: 200 + 38 * cos(a), y: 150 + 38 * sin(a))
        return [P.colour("face left of the centre", around(CGPoint(x: 170, y: 150), 8), yellow),
                P.colour("eye", around(CGPoint(x: 204, y: 122), 3), ink),
                P.colour("20° off the mouth's axis, 38 out", around(inMouth, 3), open ? paper : yellow)]
    }

    static var frozenMorph: [FrameProbe] {
        // timeOffset 0.475 (the slider at 1.5 s): each corner is 47.5 % of the way to the
        // ellipse's diagonal point; the top edge's midpoint (200, 75) is on both shapes.
        let v = 0.475, k = 0.5.squareRoot()
        let corner = CGPoint(x: 100 + v * (200 - 100 * k - 100), y: 75 + v * (150 - 75 * k - 75))
        return [P.touches("stroke through the blended corner \(corner)", around(corner, 2), red),
                P.colour("stroke through the top midpoint", at: CGPoint(x: 200, y: 75), red),
                P.colour("the rectangle's corner has moved away", around(CGPoint(x: 100, y: 75), 3), paper),
                P.colour("no fill", around(CGPoint(x: 200, y: 150), 20), paper)]
    }

    static var flashHalfWay: [FrameProbe] {
        // Frame ≤ 0.5 (the link started at 0.25): the star has grown to ≥ 72 % (inner radius ≥ 65),
        // no picture yet; along 225° (an inner vertex) the red shows beyond the star.
        [P.colour("white star centre", around(CGPoint(x: 200, y: 150), 40), white),
         P.colour("red between two spikes, near the corner", at: CGPoint(x: 104, y: 54), red),
         P.colour("background", around(CGPoint(x: 30, y: 30), 10), paper)]
    }

    static var flashOver: [FrameProbe] {
        // Frame in (0.9, 1]: Mars drawn at alpha ≥ 0.8 over the full star.
        let rust = rgb(0.80, 0.33, 0.16)
        return [.between("Mars's disc over the white spike (alpha 0.8…1)", at: CGPoint(x: 200, y: 90), rust, mix(white, over: rust, 0.2)),
                .between("Mars's dark corner over the red notch", at: CGPoint(x: 105, y: 55), night, mix(red, over: night, 0.2)),
                P.colour("background", around(CGPoint(x: 30, y: 30), 10), paper)]
    }

    static func emitter(nozzleGrey: Bool) -> [FrameProbe] {
        // Particles leave (30, 100) rightwards at ≤ 120 pt/s within ±36°, pulled left (−40) and
        // down (200) for ≤ 1.9 s; bursts reach 80 further: nothing reaches the right edge.
        var probes = [P.colour("night, top right", around(CGPoint(x: 380, y: 20), 16), night),
                      P.colour("night, right", around(CGPoint(x: 385, y: 150), 16), night),
                      P.colour("night, bottom right", around(CGPoint(x: 385, y: 285), 16), night)]
        if nozzleGrey {   // 100 grey (0.6) discs a second from the nozzle: the newest cover it
            probes.append(P.colour("grey particles at the nozzle", at: CGPoint(x: 30, y: 100), rgb(0.6, 0.6, 0.6)))
        }
        return probes
    }

    /// The boat at `local` seconds into its 8 s group (added at 0.25 s).
    static func boat(local t: Double) -> [FrameProbe] {
        let start = CGPoint(x: 300, y: 100)
        let curves = [[start, CGPoint(x: 300, y: 130), CGPoint(x: 100, y: 145), CGPoint(x: 100, y: 175)],
                      [CGPoint(x: 100, y: 175), CGPoint(x: 100, y: 205), CGPoint(x: 300, y: 220), CGPoint(x: 300, y: 250)]]
        // Paced over four congruent curves: 2 s each.
        let position = pacedPoint(curves[Int(t / 2)], (t / 2) - floor(t / 2))
        let rock = Expected.keyframes([0, .pi / 60, 0, -.pi / 60, 0], (t / 0.5) - floor(t / 0.5))
        let flipped = Int(t / 2) % 2 == 1
        func at(_ offset: CGPoint) -> CGPoint {
            let p = turned(.zero, offset, rock)
            return CGPoint(x: position.x + (flipped ? -p.x : p.x), y: position.y + p.y)
        }
        let water = rgb(0.75, 0.88, 0.96)
        return [P.colour("hull (17 below the centre)", at: at(CGPoint(x: 0, y: 17)), rgb(0.55, 0.33, 0.18)),
                P.colour("big sail (8 toward the bow)", at: at(CGPoint(x: 8, y: 0)), white),
                P.colour("the start is left behind", around(CGPoint(x: 308, y: 100), 3), water),
                P.colour("water, far corner", around(CGPoint(x: 560, y: 470), 20), water)]
    }

    static var audioRamp: [FrameProbe] {
        // Plot 320 × 220 at (40, 40): x = 40 + 80 t, y = 260 − 220 volume; volume 1 → 0 over
        // 0.5…2.5 s, back to 1 over 2.5…3.5 s — straight segments through every sample.
        [P.colour("t 1, volume 0.75", at: CGPoint(x: 120, y: 95), blue),
         P.colour("t 1.5, volume 0.5", at: CGPoint(x: 160, y: 150), blue),
         P.touches("t 3, volume 0.5 (rising, steep: a pixel next to the point is fully covered)", around(CGPoint(x: 280, y: 150), 2), blue),
         P.colour("inside the plot, off the curve", around(CGPoint(x: 200, y: 100), 10), paper)]
    }

    /// A point `r` from the clock centre (200, 150) along a hand at `angle` from 12 o'clock.
    static func hand(_ r: Double, _ angle: Double) -> CGPoint {
        CGPoint(x: 200 + r * sin(angle), y: 150 - r * cos(angle))
    }

    static var clockRedraw: [FrameProbe] {
        // 1.5 h → 5 h linearly over 1…5 s: 2.8125 h at 2.5 s (hour hand at 84.4°).
        let hours = 1.5 + 3.5 * 1.5 / 4
        return [P.colour("hour hand (4 wide), 40 out", at: hand(40, hours / 12 * 2 * .pi), black, tolerance: 6),
                P.colour("where the model's 5 o'clock hand would be", around(hand(40, 5.0 / 12 * 2 * .pi), 3), white),
                P.colour("face", around(CGPoint(x: 200, y: 210), 6), white),
                P.colour("background", around(CGPoint(x: 30, y: 30), 10), paper)]
    }

    static var clockSublayers: [FrameProbe] {
        // Half of 0.25 s towards 1:15: the hour hand at 18.75° (of 37.5°), the minute hand at 45° (of 90°).
        [P.colour("hour hand, 35 out at 18.75°", at: hand(35, 18.75 * .pi / 180), black),
         P.colour("not yet at 37.5°", around(hand(35, 37.5 * .pi / 180), 2), white),
         P.colour("minute hand not yet at 3 o'clock", around(hand(60, .pi / 2), 3), white),
         P.colour("face", around(CGPoint(x: 200, y: 210), 6), white)]
    }

    static func showcase(at t: Double) -> [FrameProbe] {
        // Balls 80 apart from x 110 drop from y 60 to 230 on a spring (1, 120, 7), 0.3 s apart from 0.3 s.
        let colours = [red, orange, yellow, green, teal]
        var probes = colours.enumerated().map { i, colour in
            let start = 0.3 + 0.3 * Double(i)
            let y = t < start ? 60 : 60 + 170 * Expected.spring(t - start, mass: 1, stiffness: 120, damping: 7)
            return P.colour("ball \(i) at y \(y)", around(CGPoint(x: 110 + 80 * Double(i), y: y), 20), colour)
        }
        // The sky: a vertical gradient whose two colours drift linearly over 5 s; the pixel
        // row 175 (at scale 0.25) is centred on y 702.
        let f = t / 5, v = 702.0 / 720
        func channel(_ top0: Double, _ top1: Double, _ bottom0: Double, _ bottom1: Double) -> Double {
            let top = top0 + (top1 - top0) * f, bottom = bottom0 + (bottom1 - bottom0) * f
            return top + (bottom - top) * v
        }
        let sky = rgb(channel(0.07, 0.05, 0.22, 0.40), channel(0.09, 0.18, 0.10, 0.12), channel(0.18, 0.30, 0.35, 0.28))
        probes.append(P.colour("sky gradient near the bottom left", at: CGPoint(x: 40, y: 702), sky))
        return probes
    }

    static var avatarMorph: [FrameProbe] {
        // 1 s into springs (1, 100, 8) from 90 and 310 towards 200 ∓ 110 / 1.9.
        let s = Expected.spring(1, mass: 1, stiffness: 100, damping: 8)
        let left = 90 + (200 - 110 / 1.9 - 90) * s, right = 310 + (200 + 110 / 1.9 - 310) * s
        let water = rgb(0.2, 0.6, 0.75)
        return [P.colour("left avatar's face (x \(left))", around(CGPoint(x: left, y: 150), 8), yellow),
                P.colour("right avatar's face (x \(right))", around(CGPoint(x: right, y: 150), 8), yellow),
                // The right one's circle (r 55, a white 6-wide outline) is not morphing: its right edge.
                P.colour("right avatar's photo margin, 50 right of its centre", at: CGPoint(x: right + 50, y: 150), paper),
                P.colour("right avatar's outline, 55 right", at: CGPoint(x: right + 55, y: 150), white),
                P.colour("just outside the right avatar's outline", at: CGPoint(x: right + 62, y: 150), water),
                P.colour("left avatar has left its start", around(CGPoint(x: 40, y: 150), 6), water),
                P.colour("right avatar has left its start", around(CGPoint(x: 360, y: 150), 6), water),
                P.colour("background above", around(CGPoint(x: 200, y: 30), 10), water)]
    }

    static var balloon: [FrameProbe] {
        // 2.5 s of 12 on keyframes (−50, 0) → (410, 160) → (−50, 330): 5/12 of the first segment.
        // The balloon's ellipse (46 × 50) is centred 7.5 above the layer's centre.
        let p = Expected.alongKeyframes([CGPoint(x: -50, y: 0), CGPoint(x: 410, y: 160), CGPoint(x: -50, y: 330)], 2.5 / 12)
        return [P.colour("balloon at \(p)", around(CGPoint(x: p.x, y: p.y - 7.5), 8), red),
                P.colour("heading at rest after its wobble", around(CGPoint(x: 240, y: 80), 10), yellow),
                P.colour("sky", around(CGPoint(x: 300, y: 300), 20), sky)]
    }

    static var flyIn: [FrameProbe] {
        // At 0.55 s: heading home; username half way (centre x 0); password 30 % (centre x −72);
        // the first cloud 10 % into its fade, the others held at 0 (backwards fill).
        [P.colour("heading home", around(CGPoint(x: 180, y: 120), 10), yellow),
         P.colour("username bar around x 0", around(CGPoint(x: 100, y: 200), 6), white),
         P.colour("username's model place still empty", around(CGPoint(x: 200, y: 200), 6), sky),
         P.colour("password bar around x −72", around(CGPoint(x: 40, y: 250), 6), white),
         P.colour("password's model place still empty", around(CGPoint(x: 100, y: 250), 6), sky),
         P.colour("button", around(CGPoint(x: 180, y: 330), 10), loginGreen),
         P.colour("first cloud at opacity 0.1 (fill alpha 0.9)", around(CGPoint(x: 57.75, y: 57.75), 3), mix(white, over: sky, 0.09)),
         P.colour("second cloud's right disc held invisible", around(CGPoint(x: 312.5, y: 115.4), 3), sky)]
    }

    static var iris: [FrameProbe] {
        [P.colour("night, top left", around(CGPoint(x: 12, y: 12), 16), night),
         P.colour("night, top right", around(CGPoint(x: 348, y: 12), 16), night),
         P.colour("night, bottom left", around(CGPoint(x: 12, y: 228), 16), night),
         P.colour("night, bottom right", around(CGPoint(x: 348, y: 228), 16), night)]
    }

    static var loginGroup: [FrameProbe] {
        // 0.3 s into the 0.5 s eased-in group: opacity easeIn(0.6). The label flies 540 → 180
        // in 1 s: at 0.8 s its centre is at 252 (200 wide).
        let f = Expected.easeIn(0.6)
        return [P.colour("button centre at opacity \(f)", around(CGPoint(x: 180, y: 100), 8), mix(loginGreen, over: sky, f)),
                P.colour("label flying in", around(CGPoint(x: 300, y: 220), 6), white),
                P.colour("label's model place still empty", around(CGPoint(x: 120, y: 220), 6), sky)]
    }

    static var refresh: [FrameProbe] {
        // 0.5 s into the 1.5 s chase: strokeStart 0, strokeEnd 1/3 of the circle (r 44 about (160, 100),
        // clockwise from 3 o'clock); the plane one third round.
        let back = rgb(0.2, 0.45, 0.7)
        func onCircle(_ a: Double) -> CGPoint { CGPoint(x: 160 + 44 * cos(a), y: 100 + 44 * sin(a)) }
        return [P.touches("a dash of the drawn third at 60°", around(onCircle(.pi / 3), 6), white),
                P.colour("the undrawn arc at 240°", around(onCircle(4 * .pi / 3), 8), back),
                P.touches("the plane one third round", around(onCircle(2 * .pi / 3), 3), white),
                P.colour("inside the circle", around(CGPoint(x: 160, y: 100), 20), back),
                P.colour("background", around(CGPoint(x: 20, y: 20), 10), back)]
    }

    static var shimmer: [FrameProbe] {
        // Locations at half the 3 s sweep: [0.375, 0.5, 0.625] of 900 points from x −270: white
        // at x 180, black left of 67.5. Text spans about x 80…280, y 64…110.
        [P.colour("night above the text", around(CGPoint(x: 180, y: 30), 20), night),
         P(what: "some glyph pixel near the white band is bright", area: CGRect(x: 168, y: 64, width: 24, height: 46), mode: .some) {
             $0.r >= 160 && $0.g >= 160 && $0.b >= 160
         },
         P(what: "the glyphs left of x 95 are dark (gradient ≤ 25 %)", area: CGRect(x: 70, y: 64, width: 25, height: 46), mode: .every) {
             $0.r <= 66 && $0.g <= 66 && $0.b <= 66
         }]
    }

    static var snow: [FrameProbe] {
        // Flakes are light (colour ≥ 0.8 per channel) drawn over the opaque sky: no pixel darker than it.
        let sky = rgb(0.12, 0.2, 0.35)
        return [P(what: "no pixel darker than the sky \(sky)", area: CGRect(x: 0, y: 0, width: 400, height: 300), mode: .every) {
                    $0.a == 255 && Int($0.r) + 1 >= Int(sky.r) && Int($0.g) + 1 >= Int(sky.g) && Int($0.b) + 1 >= Int(sky.b)
                },
                P(what: "some flake", area: CGRect(x: 0, y: 0, width: 400, height: 300), mode: .some) {
                    Int($0.r) >= Int(sky.r) + 100 && Int($0.g) >= Int(sky.g) + 100
                }]
    }
}

extension FrameProbe {
    /// The pixel holding `point` lies between `a` and `b`, channel by channel (± 1).
    static func between(_ what: String, at point: CGPoint, _ a: Pixel, _ b: Pixel) -> FrameProbe {
        FrameProbe(what: "\(what): between \(a) and \(b)", area: CGRect(origin: point, size: .zero), mode: .every) { p in
            func within(_ v: UInt8, _ x: UInt8, _ y: UInt8) -> Bool { Int(v) >= Int(min(x, y)) - 1 && Int(v) <= Int(max(x, y)) + 1 }
            return within(p.r, a.r, b.r) && within(p.g, a.g, b.g) && within(p.b, a.b, b.b) && p.a == 255
        }
    }
}

// MARK: - View scenes: the View Programming Guide and Neuburg's block-based view demos

extension GoldenFrameProbes {
    static let pink = rgb(0.95, 0.40, 0.65)

    /// The view scenes' golden frames (merged into `all`).
    static var viewSceneProbes: [String: [FrameProbe]] {
        ["guide-cross-fade@1": guideCrossFade,
         "guide-chained-fade@2.75": guideChainedFade,
         "guide-nested-blink@2": guideNestedBlink,
         "guide-page-curl@1": guidePageCurlHalfWay,
         "guide-page-curl@1.75": guidePageCurlOver,
         "guide-page-curl-legacy@0.75": guidePageCurlHalfWay,      // linear from 0.25: half way, as 4-6 at 1
         "guide-flip-views@1": guideFlipEdgeOn,
         "guide-flip-views@1.75": guideFlipOver,
         "guide-mixed-rotation@1": guideMixedRotation(at: 1),
         "guide-mixed-rotation@2": guideMixedRotation(at: 2),
         "neuburg-manual-dissolve@1": neuburgManualDissolve,
         "neuburg-without-animation@1": neuburgWithoutAnimation,
         "neuburg-additive-move@1": neuburgAdditiveMove,
         "neuburg-autoreverse@2.75": neuburgAutoreverse,
         "neuburg-finite-repeat@1": neuburgFiniteRepeat,
         "neuburg-cancel-trio@2.55": neuburgCancelTrio,
         "neuburg-cancel-repeat@3.05": neuburgCancelRepeat,
         "neuburg-swing@1": neuburgSwing,
         "neuburg-keyframe-zigzag@2": neuburgKeyframeZigZag(at: 2),
         "neuburg-keyframe-zigzag@3": neuburgKeyframeZigZag(at: 3),
         "neuburg-flip-drawing@1": neuburgFlipEdgeOn,
         "neuburg-flip-drawing@1.75": neuburgFlipEllipse,
         "neuburg-layout-slide@1": neuburgLayoutSlide,
         "neuburg-mars-flash@0.7": neuburgMarsShown,
         "neuburg-mars-flash@1.1": [P.colour("the empty frame: nothing", around(CGPoint(x: 200, y: 150), 96), paper)],
         "neuburg-pulsing-button@0.95": neuburgPulse(diameter: 40),
         "neuburg-pulsing-button@1.2": neuburgPulse(diameter: 22),
         "neuburg-flip-image@0.9": [P.colour("edge on, left of the axis: nothing", around(CGPoint(x: 170, y: 150), 30), paper),
                                    P.colour("edge on, right of the axis: nothing", around(CGPoint(x: 230, y: 150), 30), paper)],
         "neuburg-flip-image@1.5": neuburgSmileyShown,
         "neuburg-label-swap@1.5": neuburgLabelSwap]
    }

    static var guideCrossFade: [FrameProbe] {
        // Half of 1 s ease-in-ease-out: both alphas 0.5. Blue 30…150 × 70…190, orange 70…190 × 110…230
        // above it; the begin/commit pair 180 to the right.
        let blueHalf = mix(blue, over: paper, 0.5)
        let both = mix(orange, over: blueHalf, 0.5), orangeHalf = mix(orange, over: paper, 0.5)
        var probes = [P.colour("background", around(CGPoint(x: 200, y: 30), 10), paper)]
        for dx: CGFloat in [0, 180] {
            probes.append(P.colour("blue alone at 0.5 (dx \(dx))", around(CGPoint(x: 50 + dx, y: 90), 10), blueHalf))
            probes.append(P.colour("orange at 0.5 over blue at 0.5", around(CGPoint(x: 110 + dx, y: 150), 10), both))
            probes.append(P.colour("orange alone at 0.5", around(CGPoint(x: 170 + dx, y: 210), 10), orangeHalf))
        }
        return probes
    }

    static var guideChainedFade: [FrameProbe] {
        // A quarter into the 1 s ease-out fade-in: alpha 0.37814.
        let a = Expected.easeOut(0.25)
        return [P.colour("block panel at alpha \(a)", around(CGPoint(x: 110, y: 150), 20), mix(green, over: paper, a)),
                P.colour("begin/commit panel at alpha \(a)", around(CGPoint(x: 290, y: 150), 20), mix(purple, over: paper, a))]
    }

    static var guideNestedBlink: [FrameProbe] {
        // 0.5 s into the outer 1 s ease-out (from 1.5 s): 1 − 0.68464; the blink 0.5 s into its
        // 0.4 s linear cycles: 0.1 s up from 0 → 0.5.
        let fade = 1 - Expected.easeOut(0.5)
        return [P.colour("outer fade", around(CGPoint(x: 80, y: 150), 30), mix(blue, over: paper, fade)),
                P.colour("blink at 0.5", around(CGPoint(x: 200, y: 150), 30), mix(orange, over: paper, 0.5)),
                P.colour("inherited fade", around(CGPoint(x: 320, y: 150), 30), mix(teal, over: paper, fade))]
    }

    static var guidePageCurlHalfWay: [FrameProbe] {
        // Page 220 high at y 40, roll radius 22: half way the page leaves the plane at
        // 220 − 0.5 (220 + 22π) = 75.4 from the top; below 75.4 + 22 the new, empty page shows;
        // the rolled part lies back over the top, its back washed with 70 % white.
        [P.colour("the empty new page below the roll", CGRect(x: 100, y: 150, width: 200, height: 100), white),
         P.touches("the old page's ink seen from the back, 70 % white over ink", CGRect(x: 100, y: 45, width: 200, height: 70),
                   mix(white, over: ink, 0.7), tolerance: 3),
         P.colour("background", around(CGPoint(x: 40, y: 150), 20), paper)]
    }

    static var guidePageCurlOver: [FrameProbe] {
        [P.colour("the empty page fills the notes view", CGRect(x: 85, y: 45, width: 230, height: 210), white),
         P.colour("background", around(CGPoint(x: 40, y: 150), 20), paper)]
    }

    static var guideFlipEdgeOn: [FrameProbe] {
        // Half of an ease-in-ease-out flip: the picture is turned 90°, edge on.
        [P.colour("left half of the root view: nothing", around(CGPoint(x: 150, y: 150), 40), paper),
         P.colour("right half of the root view: nothing", around(CGPoint(x: 250, y: 150), 40), paper)]
    }

    static var guideFlipOver: [FrameProbe] {
        let k = 45 / 2.0.squareRoot()
        return [P.colour("the dial (r 40)", around(CGPoint(x: 200, y: 150), 30), ink),
                P.colour("yellow, 45 from the dial's centre", around(CGPoint(x: 200 + k, y: 150 + k), 3), yellow),
                P.colour("yellow corner", around(CGPoint(x: 120, y: 90), 10), yellow),
                P.colour("background", around(CGPoint(x: 50, y: 50), 20), paper)]
    }

    static func guideMixedRotation(at t: Double) -> [FrameProbe] {
        // The view turns −180° linearly over 0.5…1.5 s, then on to −359° over 1.5…2.5 s; the figure
        // layer turns +360° linearly over 0.5…2.5 s inside it, so on screen it stays within 0.5°.
        let c = CGPoint(x: 200, y: 150)
        let view = t <= 1.5 ? -Double.pi * (t - 0.5) : -Double.pi - 179 * Double.pi / 180 * (t - 1.5)
        return [P.colour("the top band, turned by \(view)", around(turned(c, CGPoint(x: 0, y: -65), view), 8), night),
                P.colour("teal where the band was", around(CGPoint(x: 200, y: 85), 8), teal),
                P.colour("upright figure's head", around(CGPoint(x: 200, y: 117), 8), yellow),
                P.colour("upright figure's body", around(CGPoint(x: 200, y: 150), 6), yellow),
                P.colour("between the upright legs", around(CGPoint(x: 200, y: 181), 4), teal),
                P.colour("background", around(CGPoint(x: 50, y: 50), 20), paper)]
    }

    static var neuburgManualDissolve: [FrameProbe] {
        [P.colour("black at 0.5 over blue at 0.5", around(CGPoint(x: 200, y: 150), 40), mix(black, over: mix(blue, over: paper, 0.5), 0.5)),
         P.colour("background", around(CGPoint(x: 50, y: 50), 20), paper)]
    }

    static var neuburgWithoutAnimation: [FrameProbe] {
        // Jumped to y 180; half way (ease-in-ease-out at 0.5) from blue to red.
        [P.colour("half blue, half red", around(CGPoint(x: 200, y: 180), 30), rgb((0.16 + 0.86) / 2, (0.38 + 0.16) / 2, (0.86 + 0.16) / 2)),
         P.colour("nothing left at the start", around(CGPoint(x: 200, y: 80), 20), paper)]
    }

    static var neuburgAdditiveMove: [FrameProbe] {
        [P.colour("half way down the 400 points", around(CGPoint(x: 180, y: 260), 20), purple),
         P.colour("start empty", around(CGPoint(x: 180, y: 60), 20), paper),
         P.colour("end empty", around(CGPoint(x: 180, y: 460), 20), paper)]
    }

    static var neuburgAutoreverse: [FrameProbe] {
        [P.colour("top jumped to +100", around(CGPoint(x: 220, y: 90), 20), orange),
         P.colour("top not home", around(CGPoint(x: 120, y: 90), 20), paper),
         P.colour("bottom home", around(CGPoint(x: 120, y: 210), 20), green),
         P.colour("bottom not at +100", around(CGPoint(x: 220, y: 210), 20), paper)]
    }

    static var neuburgFiniteRepeat: [FrameProbe] {
        [P.colour("end of the first swing out", around(CGPoint(x: 250, y: 150), 20), teal),
         P.colour("home empty", around(CGPoint(x: 150, y: 150), 20), paper)]
    }

    static var neuburgCancelTrio: [FrameProbe] {
        // Cancelled at 180 (half of +200 eased); 0.05 s into 0.1 s hurries: ±50.
        [P.colour("hurrying to the end", around(CGPoint(x: 230, y: 70), 20), green),
         P.colour("hurrying back", around(CGPoint(x: 130, y: 150), 20), orange),
         P.colour("stopped", around(CGPoint(x: 180, y: 230), 20), red),
         P.colour("background", around(CGPoint(x: 330, y: 150), 20), paper)]
    }

    static var neuburgCancelRepeat: [FrameProbe] {
        [P.colour("top gliding home from +50", around(CGPoint(x: 145, y: 90), 20), blue),
         P.colour("bottom coming back from +100", around(CGPoint(x: 170, y: 210), 20), pink),
         P.colour("background", around(CGPoint(x: 330, y: 150), 20), paper)]
    }

    static var neuburgSwing: [FrameProbe] {
        [P.colour("jumped", around(CGPoint(x: 200, y: 90), 20), yellow),
         P.colour("half way", around(CGPoint(x: 150, y: 210), 20), purple),
         P.colour("left its start", around(CGPoint(x: 95, y: 210), 6), paper)]
    }

    static func neuburgKeyframeZigZag(at t: Double) -> [FrameProbe] {
        // 4 s from 0.5 s: elapsed fraction x; the three eased columns at f = easeInOut(x).
        let x = (t - 0.5) / 4, f = Expected.easeInOut(x)
        func zigzag(_ x0: Double) -> [CGPoint] { (0...4).map { CGPoint(x: x0 + ($0 % 2 == 1 ? 100 : 0), y: 50 + 50 * Double($0)) } }
        // Catmull-Rom on an interior segment k (u along it), restated.
        let p = zigzag(170), k = Int(f * 4), u = f * 4 - Double(k)
        let w = [0.5 * (-u * u * u + 2 * u * u - u), 0.5 * (3 * u * u * u - 5 * u * u + 2),
                 0.5 * (-3 * u * u * u + 4 * u * u + u), 0.5 * (u * u * u - u * u)]
        var cubic = CGPoint.zero
        for i in 0..<4 {
            cubic.x += w[i] * p[k - 1 + i].x
            cubic.y += w[i] * p[k - 1 + i].y
        }
        // The translucent square is probed 10 off its guide, across the segment it is on.
        let q = zigzag(430), s = Int(x * 4)
        let d = CGPoint(x: q[s + 1].x - q[s].x, y: q[s + 1].y - q[s].y), length = hypot(d.x, d.y)
        var across = CGPoint(x: -d.y / length, y: d.x / length)
        if across.y < 0 { across = CGPoint(x: -across.x, y: -across.y) }
        let faded = Expected.alongKeyframes(q, x)
        return [P.colour("linear", around(Expected.alongKeyframes(zigzag(40), f), 12), red),
                P.colour("cubic", around(cubic, 12), blue),
                P.colour("paced", around(Expected.alongPolyline(zigzag(300), f), 12), green),
                P.colour("curveLinear, alpha \(1 - x)", around(offset(faded, 10 * across.x, 10 * across.y), 3),
                         mix(purple, over: paper, 1 - x)),
                P.colour("off the guides, left of the first column's second segment", around(CGPoint(x: 60, y: 110), 10), paper),
                P(what: "the grey guide (1 pt, 0.57 px here) through the start darkens some pixel", area: around(CGPoint(x: 40, y: 52), 4),
                  mode: .some) { Int($0.r) <= Int(paper.r) - 30 && abs(Int($0.r) - Int($0.b)) <= 12 }]
    }

    static func offset(_ p: CGPoint, _ dx: CGFloat, _ dy: CGFloat) -> CGPoint { CGPoint(x: p.x + dx, y: p.y + dy) }

    static var neuburgFlipEdgeOn: [FrameProbe] {
        [P.colour("left of the axis: nothing", around(CGPoint(x: 160, y: 150), 30), paper),
         P.colour("right of the axis: nothing", around(CGPoint(x: 240, y: 150), 30), paper)]
    }

    static var neuburgFlipEllipse: [FrameProbe] {
        [P.colour("ellipse", around(CGPoint(x: 200, y: 150), 60), red),
         P.colour("corner outside the ellipse, inside the view", around(CGPoint(x: 136, y: 86), 4), white),
         P.colour("background", around(CGPoint(x: 60, y: 50), 20), paper)]
    }

    static var neuburgLayoutSlide: [FrameProbe] {
        let grey = rgb(0.85, 0.85, 0.85)
        return [P.colour("snapshot half way", around(CGPoint(x: 150, y: 60), 20), orange),
                P.colour("translated half way", around(CGPoint(x: 150, y: 150), 20), teal),
                P.colour("laid-out child half way", around(CGPoint(x: 150, y: 240), 20), purple),
                P.colour("the hidden original's place", around(CGPoint(x: 95, y: 60), 6), paper),
                P.colour("the transformed view's old place", around(CGPoint(x: 95, y: 150), 6), paper),
                P.colour("container", around(CGPoint(x: 90, y: 240), 6), grey)]
    }
}

extension GoldenFrameProbes {
    static let rust = rgb(0.80, 0.33, 0.16), crater = rgb(0.55, 0.20, 0.10)

    static var neuburgMarsShown: [FrameProbe] {
        // Frame 0 (Mars, Art.mars at 100 points) in the view at (150, 100).
        [P.colour("black sky, top left", around(CGPoint(x: 154, y: 104), 4), night),
         P.colour("rust ground (image 25, 50)", around(CGPoint(x: 175, y: 150), 4), rust),
         P.colour("big crater (image 60, 55, r 11)", around(CGPoint(x: 210, y: 155), 8), crater),
         P.colour("background", around(CGPoint(x: 60, y: 60), 20), paper)]
    }

    /// The button's image view: 40 × 40 at (180, 120), a red dot of `diameter` at its centre.
    static func neuburgPulse(diameter d: Double) -> [FrameProbe] {
        let r = d / 2
        return [P.colour("dot centre", around(CGPoint(x: 200, y: 140), r * 1.1), red),
                P.colour("just inside the dot, below", at: CGPoint(x: 200, y: 140 + r - 3), red),
                P.colour("just outside the dot, right", around(CGPoint(x: 200 + r + 3, y: 140), 2), paper)]
    }

    static var neuburgSmileyShown: [FrameProbe] {
        // Art.smiley at 100 points in the view at (150, 100): face r 42 about (50, 50), eyes at
        // (37, 37) and (63, 37).
        [P.colour("face above the eyes", around(CGPoint(x: 200, y: 120), 4), yellow),
         P.colour("face, left cheek", around(CGPoint(x: 170, y: 150), 4), yellow),
         P.colour("left eye", around(CGPoint(x: 187, y: 137), 2), ink),
         P.colour("right eye", around(CGPoint(x: 213, y: 137), 2), ink),
         P.colour("the picture's paper corner", around(CGPoint(x: 153, y: 103), 3), paper)]
    }

    static var neuburgLabelSwap: [FrameProbe] {
        // The white card 100…300 × 90…210 holds "Howdy" in ink (36-point bold) after the flip.
        [P.colour("card corner", around(CGPoint(x: 110, y: 100), 8), white),
         P.colour("card, left of the label", around(CGPoint(x: 115, y: 150), 6), white),
         P.touches("solid ink of a glyph stem", CGRect(x: 130, y: 120, width: 160, height: 60), ink, tolerance: 3),
         P.colour("background", around(CGPoint(x: 50, y: 50), 20), paper)]
    }
}
