import Foundation
import Raster
@testable import Gallery

/// Probes of `lottie-shapes` (Sources/Gallery/Scenes/Lottie), worked out
/// from its JSON: frame f shows at f / 30 s.
/// * Spinner: a 10 × 30 bar about (100, 45), eight copies turned 45° each
///   about (100, 100), copy k at opacity 100 − 70 k / 7 % (red over paper).
/// * Ring: radius 50 about (300, 100), drawn clockwise from the top, stroked
///   12 wide; the trim keeps 0…25 % shifted by 360° × f / 48, so at frame f
///   the angles (clockwise from the top) 360° × (f / 48) … 360° × (f / 48 + ¼).
/// * Badge: x 40…160, y 190…270, corners rounded by 40 × f / 30 (40 from frame
///   30: half the 80-high sides, so the short sides are whole half circles).
/// * Merged: circles of radius 40 about (270, 230) and (330, 230), the second
///   drawn the other way, merged by "add": one path at 50 % (overlap x 290…310).
extension GoldenFrameProbes {
    static let lottieShapeProbes: [String: [FrameProbe]] = [
        "lottie-shapes@0.5": lottieSpinnerProbes + lottieMergedProbes + [
            // Frame 15: the ring covers 112.5°…202.5°; the badge's corners are quarter circles of 20 about (60, 210)…
            .colour("ring at 157.5°", at: ringPoint(157.5), lottieBlue),
            .colour("no ring at 45°", at: ringPoint(45), paper),
            .colour("no ring at 247.5°", at: ringPoint(247.5), paper),
            .colour("badge corner cut: 23.3 from (60, 210)", at: CGPoint(x: 43.5, y: 193.5), paper),
            .colour("badge inside the corner arc: 11.3 from (60, 210)", at: CGPoint(x: 52.5, y: 202.5), lottieGreen),
        ],
        "lottie-shapes@1": lottieSpinnerProbes + lottieMergedProbes + lottieBadgeRound + [
            // Frame 30: 225°…315°.
            .colour("ring at 270°", at: ringPoint(270), lottieBlue),
            .colour("no ring at 180°", at: ringPoint(180), paper),
        ],
        "lottie-shapes@1.5": lottieSpinnerProbes + lottieMergedProbes + lottieBadgeRound + [
            // Frame 45: 337.5°…427.5°, wrapping past the top (the path's start).
            .colour("ring at the top", at: ringPoint(0), lottieBlue),
            .colour("ring at 45° (past the start)", at: ringPoint(45), lottieBlue),
            .colour("ring at 350°", at: ringPoint(350), lottieBlue),
            .colour("no ring at 90°", at: ringPoint(90), paper),
            .colour("no ring at 315°", at: ringPoint(315), paper),
        ],
    ]

    static let lottieBlue = rgb(0.16, 0.36, 0.86), lottieGreen = rgb(0.2, 0.6, 0.3), lottiePurple = rgb(0.5, 0.2, 0.7)

    /// The ring's centre line at `degrees` clockwise from the top.
    static func ringPoint(_ degrees: Double) -> CGPoint {
        let a = degrees * .pi / 180
        return CGPoint(x: 300 + 50 * sin(a), y: 100 - 50 * cos(a))
    }

    static var lottieSpinnerProbes: [FrameProbe] {
        [
            .colour("top bar, copy 0", around(CGPoint(x: 100, y: 45), 6), red),
            .colour("right bar, copy 2 at 80 %", around(CGPoint(x: 155, y: 100), 6), mix(red, over: paper, 0.8)),
            .colour("bottom bar, copy 4 at 60 %", around(CGPoint(x: 100, y: 155), 6), mix(red, over: paper, 0.6)),
            .colour("left bar, copy 6 at 40 %", around(CGPoint(x: 45, y: 100), 6), mix(red, over: paper, 0.4)),
            .colour("the spinner's middle", around(CGPoint(x: 100, y: 100), 10), paper),
        ]
    }

    static var lottieMergedProbes: [FrameProbe] {
        [
            .colour("merged overlap, not darker", around(CGPoint(x: 300, y: 230), 6), mix(lottiePurple, over: paper, 0.5)),
            .colour("left circle", around(CGPoint(x: 250, y: 230), 6), mix(lottiePurple, over: paper, 0.5)),
            .colour("above the overlap, outside both", around(CGPoint(x: 300, y: 192), 2), paper),
        ]
    }

    static var lottieBadgeRound: [FrameProbe] {
        [
            .colour("badge corner cut: 41.7 from (80, 230)", at: CGPoint(x: 50.5, y: 200.5), paper),
            .colour("badge inside the arc: 25.5 from (80, 230)", at: CGPoint(x: 62.5, y: 212.5), lottieGreen),
            .colour("badge middle", around(CGPoint(x: 100, y: 230), 10), lottieGreen),
        ]
    }
}
