import Foundation
import Raster
@testable import Gallery
@testable import OpenQuartzCore

/// Probes of the rasterization and corner-curve scenes
/// (Sources/Gallery/Scenes/LayerFeatures), worked out from their geometry.
extension GoldenFrameProbes {
    static let rasterizeCornerProbes: [String: [FrameProbe]] = [
        "layer-features-rasterize@0.5": rasterizeAtTwo,
        "layer-features-rasterize@2.25": rasterizeHalfTurned,
        "layer-features-rasterize@4": rasterizeAtQuarter,
        "layer-features-corner-curves@0.5": cornerCurves(radius: 6),
        "layer-features-corner-curves@3.75": cornerCurves(radius: 48),
    ]

    /// Scene point of the card point `p` (cards 120 × 120 centred at
    /// (100, 150) and (300, 150), unturned).
    static func card(_ right: Bool, _ p: CGPoint) -> CGPoint { CGPoint(x: (right ? 240 : 40) + p.x, y: 90 + p.y) }

    /// Scale 2, unturned: the empty parts of the cards are night blue, the
    /// stripes (1 point every 4, x 4…57) still show white and night.
    static var rasterizeAtTwo: [FrameProbe] {
        [false, true].flatMap { right in
            [P.colour("empty right column of the card (x 114…118)", around(card(right, CGPoint(x: 116, y: 60)), 3), night),
             P.colour("empty top band (y 2.5…5.5)", around(card(right, CGPoint(x: 30, y: 4)), 3), night),
             P.touches("a stripe still white", CGRect(origin: card(right, CGPoint(x: 8, y: 40)), size: CGSize(width: 40, height: 2)),
                       white, tolerance: 40),
             P.touches("night between the stripes", CGRect(origin: card(right, CGPoint(x: 8, y: 40)), size: CGSize(width: 40, height: 2)),
                       night, tolerance: 4)]
        } + [P.colour("paper between the cards", around(CGPoint(x: 200, y: 150), 10), paper)]
    }

    /// Half way down (scale 1.125), half a turn: each card upside down
    /// about its centre — its empty right column now on the left.
    static var rasterizeHalfTurned: [FrameProbe] {
        [P.colour("left card's empty column, turned π: x 100 − 56", around(CGPoint(x: 44, y: 150), 3), night),
         P.colour("right card's empty column, turned π", around(CGPoint(x: 244, y: 150), 3), night),
         P.colour("paper between the cards", around(CGPoint(x: 200, y: 150), 10), paper),
         P.colour("paper right of the left card (its corners turned onto themselves)", around(CGPoint(x: 166, y: 150), 3), paper)]
    }

    /// Scale 0.25, a whole turn: a bitmap pixel holds a 4 × 4-point block
    /// (the bitmap's grid falls on multiples of 4 of the card). In the
    /// stripes each block is a quarter white (coverage 64/255 over night:
    /// 64 + night × 191/255); in the checker (1-pixel orange and yellow
    /// squares) each block's sample falls between four image pixels, two
    /// of each: their average. Both are flat over their blocks, through
    /// either magnification filter.
    static var rasterizeAtQuarter: [FrameProbe] {
        let stripes = Pixel(r: 77, g: 81, b: 98, a: 255)
        let checker = Pixel(r: 251, g: 177, b: 41, a: 255)
        return [false, true].flatMap { right in
            [P.colour("stripes: a flat quarter-white grey", CGRect(origin: card(right, CGPoint(x: 16, y: 30)), size: CGSize(width: 28, height: 60)),
                      stripes),
             P.colour("checker: orange and yellow averaged", CGRect(origin: card(right, CGPoint(x: 70, y: 14)), size: CGSize(width: 36, height: 36)),
                      checker)]
        } + [P.colour("the nearest-filtered card's empty row of blocks (y 4…8)", at: card(true, CGPoint(x: 30, y: 6)), night),
             P.colour("paper between the cards", around(CGPoint(x: 200, y: 150), 10), paper)]
    }

    /// The squares (teal circular at x 30…180, blue continuous at
    /// 220…370, y 20…170) with the other curve's 1.5-point ink outline, and
    /// the lens below (window at (30, 190), halves 170 wide; lens point
    /// (u, v) — along and below the top edge of a corner of radius 200 or
    /// 400 — at half (0.4 (u − 200), 8 + 4 v)).
    static func cornerCurves(radius r: Double) -> [FrameProbe] {
        func lens(_ right: Bool, _ u: Double, _ v: Double) -> CGPoint {
            CGPoint(x: 30 + (right ? 170 : 0) + 0.4 * (u - 200), y: 190 + 8 + 4 * v)
        }
        let big = r > 10 ? 400.0 : 200.0
        var probes = [
            P.colour("circular square's inside", around(CGPoint(x: 105, y: 95), 40), teal),
            P.colour("continuous square's inside", around(CGPoint(x: 295, y: 95), 40), blue),
            P.colour("outline along the left square's top edge", at: CGPoint(x: 105, y: 20.6), ink),
            P.colour("outline along the right square's top edge", at: CGPoint(x: 295, y: 20.6), ink),
            // Beyond 1.528665 × r of either corner: the straight edge, both covered (10 below it).
            P.colour("lens: continuous body at u = 600, v = 10", around(lens(false, 600, 10), 2), teal),
            P.colour("lens: circular body at u = 600, v = 10", around(lens(true, 600, 10), 2), blue),
        ]
        if big == 400 {
            // u = 1.1 r: the circular corner is the straight edge (v ≥ 0); the continuous
            // corner is 0.0038 r = 1.5 points below it. The pixel at v 0.5…0.81 shows the gap.
            probes += [P.colour("lens: the continuous corner has not reached the edge at u = 1.1 r", at: lens(false, 440, 0.7), paper),
                       P.colour("lens: the circular corner has (u > r)", at: lens(true, 440, 0.7), blue),
                       P.colour("lens: u = 210, v = 5 is outside both (circular at v 48)", around(lens(false, 210, 5), 2), paper),
                       P.colour("lens: … and right", around(lens(true, 210, 5), 2), paper),
                       P.colour("left square's corner cut (8 points along the diagonal; the cut reaches 14)",
                                around(CGPoint(x: 38, y: 28), 2), paper),
                       P.colour("right square's corner cut", around(CGPoint(x: 228, y: 28), 2), paper)]
        } else {
            probes += [P.colour("lens: u = 210 (past r = 200) is under the circular edge", around(lens(true, 210, 5), 2), blue),
                       P.colour("lens: … and 5 below the continuous curve (1.2 there)", around(lens(false, 210, 5), 2), teal)]
        }
        return probes
    }
}
