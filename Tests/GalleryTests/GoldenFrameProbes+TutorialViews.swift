import Foundation
import Raster
@testable import Gallery
@testable import OpenQuartzCore

/// Probes of the "iOS Animations by Tutorials" view scenes (Sources/Gallery/
/// Scenes/TutorialsViews): colours restated from the scenes, positions from
/// the book's transforms, projected here point by point.
extension GoldenFrameProbes {
    static let tutorialViewProbes: [String: [FrameProbe]] = [
        "tutorials-fold-menu@0.8": foldMenuToggleHalfWay,
        "tutorials-fold-menu@2.85": foldMenuDragged(45.0 / 120),
        "tutorials-fold-menu@3.2": foldMenuDragged(90.0 / 120),
        "tutorials-card-gallery@0.715": cardsHalfFanned,
        "tutorials-card-gallery@1": cardsFanned,
        "tutorials-card-gallery@2": cardSelected,
        "tutorials-penguin@0.675": penguinWalkingRight,
        "tutorials-penguin@2.4": penguinWalkingLeft,
        "tutorials-penguin@3.8": penguinSliding,
        "tutorials-penguin-chubby@0.6": penguinChubby,
        "tutorials-packing-list@1.5": packingListOpen,
        "tutorials-packing-list@4.6": packingListImage,
        "tutorials-beginner-cook-rotation@0.9": rotationHalfWay,
        "tutorials-beginner-cook-rotation@1.2": rotatedLandscape,
    ]

    // Beginner Cook rotation (ch. 17): the canvas 700 × 700, the phone
    // centred with the screen inset 16; colours restated from the scene.
    static let cookCanvas = rgb(0.86, 0.87, 0.89), cookPhone = rgb(0.12, 0.12, 0.14)
    static let cookPaper = rgb(0.99, 0.97, 0.92), cookBasilGround = rgb(0.96, 0.93, 0.82)

    /// Half way (0.2 s of 0.4, ease-in-out ½): the window 500 × 500 turned
    /// −45° about the screen's centre (350, 350), the backdrop at alpha 0.4
    /// over the white root view. A point 230 left and 172 up of the centre
    /// lies outside the turned square (|y′| = 402/√2 ≈ 284 > 250) though an
    /// upright one would cover it.
    static var rotationHalfWay: [FrameProbe] {
        [
            P.colour("the window's centre: paper at alpha 0.4 over white", around(CGPoint(x: 350, y: 350), 6),
                     mix(cookPaper, over: rgb(1, 1, 1), 0.4)),
            P.colour("outside the turned window: the phone's body", around(CGPoint(x: 120, y: 178), 4), cookPhone),
            P.colour("the canvas beside the landscape phone", around(CGPoint(x: 350, y: 90), 6), cookCanvas),
        ]
    }

    /// Landscape, at rest: the screen at (30, 170) on the canvas, 640 × 360;
    /// the backdrop at alpha 0.25; the first thumbnail 150 × 84.375 at
    /// (8, 190 + 32.8) in the window, showing the middle band of the Basil
    /// card (aspect fill) whose ground shows at its left edge.
    static var rotatedLandscape: [FrameProbe] {
        let thumbHeight: Double = 150 * 360 / 640
        let thumbTop: Double = 170 + 190 + (150 - thumbHeight) / 2
        return [
            P.colour("the right of the heading row: paper at alpha 0.25 over white", around(CGPoint(x: 30 + 600, y: 170 + 178), 6),
                     mix(cookPaper, over: rgb(1, 1, 1), 0.25)),
            P.colour("the phone's body above the screen", around(CGPoint(x: 350, y: 162), 4), cookPhone),
            P.colour("the first thumbnail's left edge: Basil's ground", around(CGPoint(x: 30 + 8 + 5, y: thumbTop + 42), 3), cookBasilGround),
            P.colour("between the first two thumbnails: paper", around(CGPoint(x: 30 + 162, y: thumbTop + 42), 2),
                     mix(cookPaper, over: rgb(1, 1, 1), 0.25)),
        ]
    }

    // Packing List (ch. 6–7): colours restated from the scene.
    static let packingPaper = rgb(0.94, 0.94, 0.96), packingMenu = rgb(0.86, 0.88, 0.92)
    static let packingOrange = rgb(0.98, 0.55, 0.12)

    /// Open (the spring ended at 1.3 s): the menu 200 high over the list,
    /// whose first 44-point row is white; the strip's
    /// first icon (orange, 50 across at x 10) at y 130…180; paper below the
    /// five rows (200 + 5 × 44 + 4 = 424).
    static var packingListOpen: [FrameProbe] {
        [
            P.colour("the menu above the strip", around(CGPoint(x: 300, y: 100), 6), packingMenu),
            P.colour("the menu below the strip", around(CGPoint(x: 300, y: 194), 4), packingMenu),
            P.colour("the first row", around(CGPoint(x: 300, y: 222), 6), rgb(1, 1, 1)),
            P.colour("the first icon", around(CGPoint(x: 18, y: 155), 4), packingOrange),
            P.colour("paper below the list", around(CGPoint(x: 180, y: 500), 10), packingPaper),
        ]
    }

    /// The image 1 s after it was shown: 0.33 × 360 = 118.8 square, centred,
    /// its bottom 68.8 / 2 above the window's (640 − 34.4): the half-black
    /// backdrop where the disc is not, the disc orange above its band.
    static var packingListImage: [FrameProbe] {
        let bottom = 640 - 34.4, side = 118.8, left = 180 - side / 2
        return [
            P.colour("the backdrop in the lower-left corner", around(CGPoint(x: left + 7, y: bottom - 7), 2), mix(rgb(0, 0, 0), over: packingPaper, 0.5)),
            P.colour("the disc above its band", around(CGPoint(x: 180, y: bottom - side / 2 - 25), 4), packingOrange),
            P.colour("paper left of the image", around(CGPoint(x: left - 8, y: bottom - 30), 4), packingPaper),
        ]
    }

    // Fold menu (ch. 24): rows, paper, bar, black behind.
    static let menuRows = [rgb(0.93, 0.33, 0.31), rgb(0.98, 0.63, 0.20), rgb(0.30, 0.72, 0.45), rgb(0.24, 0.56, 0.90), rgb(0.58, 0.40, 0.82)]
    static let officePaper = rgb(0.95, 0.94, 0.91), officeBar = rgb(1, 1, 1)

    /// Where the menu's point (lx, ly) (bounds 120 × 640, anchor (1, 0.5),
    /// position (0, 320)) shows at openness p: (dx, dy, 0, 1) · R · P · T,
    /// divided by w, plus the position.
    static func menuPoint(_ lx: Double, _ ly: Double, open p: Double) -> CGPoint {
        project(lx - 120, ly - 320, FoldMenuScript.menu(p), position: CGPoint(x: 0, y: 320))
    }

    /// (dx, dy, 0, 1) · m, divided by w, plus `position`.
    static func project(_ dx: Double, _ dy: Double, _ m: Matrix4, position: CGPoint) -> CGPoint {
        let v = (0..<4).map { j in dx * m.m[0][j] + dy * m.m[1][j] + m.m[3][j] }
        return CGPoint(x: position.x + v[0] / v[3], y: position.y + v[1] / v[3])
    }

    /// At 0.8 s the toggle is half way (ease in-out at 0.5 is 0.5): the
    /// content's left edge at 60; the menu icon has turned π/2 about its
    /// diagonal, edge-on, so the bar shows where its bars were.
    static var foldMenuToggleHalfWay: [FrameProbe] {
        [P.colour("content margin just right of its left edge at 60", around(CGPoint(x: 66, y: 300), 2), officePaper),
         P.colour("a content card, 30 in from the content's edge", around(CGPoint(x: 90, y: 95), 2), officeBar),
         P.colour("the bar", around(CGPoint(x: 200, y: 10), 4), officeBar),
         P.colour("the icon's first bar, 12 off the diagonal: edge-on, gone", around(CGPoint(x: 100, y: 35), 1), officeBar)]
    }

    /// The pan holds the menu at openness p (alpha p over black): each row,
    /// 20 left of the hinge at the icon's height, is its colour × p; the
    /// content starts at 120·p.
    static func foldMenuDragged(_ p: Double) -> [FrameProbe] {
        var probes = menuRows.enumerated().map { i, colour in
            let at = menuPoint(100, 64 + 88 * Double(i) + 34, open: p)
            return P.colour("row \(i) at \(at), colour at alpha \(p)", around(at, 1), mix(colour, over: black, p))
        }
        probes.append(P.colour("content margin", around(CGPoint(x: 120 * p + 6, y: 300), 2), officePaper))
        // The far (left) edge lies beyond the canvas; where it crosses x = 1.5
        // the menu's top has shrunk towards the middle by the perspective: black above.
        let top = stride(from: 0.0, through: 120, by: 0.01).map { menuPoint($0, 0, open: p) }.min { abs($0.x - 1.5) < abs($1.x - 1.5) }!
        if top.y > 6 { probes.append(P.colour("black above the receding top edge (at y \(top.y))", around(CGPoint(x: 1.5, y: top.y / 2 - 1), 1), black)) }
        return probes
    }

    // Card gallery (ch. 25).
    static let stormCards = [rgb(0.20, 0.42, 0.62), rgb(0.36, 0.30, 0.58), rgb(0.16, 0.55, 0.52), rgb(0.62, 0.38, 0.24)]
    static let galleryNight = rgb(0.07, 0.09, 0.18), galleryBar = rgb(0.97, 0.97, 0.98)

    /// Where card point (lx, ly) shows under card transform m: the card's
    /// anchor (180, 0) is at position (180, 0); the parent's perspective
    /// 1/250 acts about its centre (180, 320).
    static func cardPoint(_ lx: Double, _ ly: Double, _ m: Matrix4) -> CGPoint {
        let v = (0..<4).map { j in (lx - 180) * m.m[0][j] + ly * m.m[1][j] + m.m[3][j] }
        let x = v[0] / v[3], y = v[1] / v[3] - 320, z = v[2] / v[3]
        let w = 1 + z * (-1.0 / 250)
        return CGPoint(x: 180 + x / w, y: 320 + y / w)
    }

    /// Half way through the linear fan: each top edge (z = 0, so no
    /// perspective) at offset/2, the card below it in front of the one above.
    static var cardsHalfFanned: [FrameProbe] {
        (1..<4).flatMap { i -> [FrameProbe] in
            let edge = CardGalleryScript.offset(i) / 2
            return [P.colour("card \(i) just below its top edge at \(edge)", around(CGPoint(x: 180, y: edge + 4), 2), stormCards[i]),
                    P.colour("card \(i - 1) just above it", around(CGPoint(x: 180, y: edge - 4), 2), stormCards[i - 1])]
        } + [P.colour("the bar", around(CGPoint(x: 30, y: 12), 4), galleryBar)]
    }

    /// Fanned: card i's point 30 below its top edge projected through its
    /// transform and the shared perspective; left of each top edge (9…351
    /// wide) the night shows.
    static var cardsFanned: [FrameProbe] {
        (0..<4).flatMap { i -> [FrameProbe] in
            let m = CardGalleryScript.fanned(CardGalleryScript.offset(i))
            var probes = [P.colour("card \(i), 30 below its top edge", around(cardPoint(180, 30, m), 2), stormCards[i]),
                          P.colour("card \(i), left of middle", around(cardPoint(60, 60, m), 2), stormCards[i])]
            if i > 0 { probes.append(P.colour("night left of card \(i)'s top edge", around(CGPoint(x: 3, y: CardGalleryScript.offset(i) + 4), 2), galleryNight)) }
            return probes
        }
    }

    /// Boreas flat and in front: its sky, its darkened title band, the bar.
    static var cardSelected: [FrameProbe] {
        [P.colour("Boreas's sky", around(CGPoint(x: 20, y: 100), 4), stormCards[1]),
         P.colour("Boreas's sky below the swirl", around(CGPoint(x: 340, y: 520), 4), stormCards[1]),
         P.colour("title band: black at 0.35 over the sky", around(CGPoint(x: 20, y: 610), 4), mix(black, over: stormCards[1], 0.35)),
         P.colour("the bar", around(CGPoint(x: 30, y: 12), 4), galleryBar)]
    }

    // Pengui (ch. 27): the frames are drawn 1:1 into the image view.
    static let penguinSky = rgb(0.62, 0.82, 0.96), penguinIce = rgb(0.90, 0.95, 0.99)
    static let penguinFeather = rgb(0.10, 0.11, 0.14), penguinBeak = rgb(0.98, 0.55, 0.12)

    /// Where image point (ix, iy) of a view of `size` centred at `centre`
    /// shows, mirrored when facing left.
    static func penguinPoint(_ ix: Double, _ iy: Double, size: CGSize, centre: CGPoint, left: Bool) -> CGPoint {
        let x = ix - size.width / 2, y = iy - size.height / 2
        return CGPoint(x: centre.x + (left ? -x : x), y: centre.y + y)
    }

    /// 0.125 s into the walk right: frame 1 (feet at 38…52 and 54…68), x on the ease-out curve.
    static var penguinWalkingRight: [FrameProbe] {
        let c = CGPoint(x: 204 + 108 * Expected.easeOut(0.125), y: 242), size = CGSize(width: 108, height: 96)
        func at(_ x: Double, _ y: Double) -> CGPoint { penguinPoint(x, y, size: size, centre: c, left: false) }
        return [P.colour("frame 1's back foot", around(at(45, 90), 1), penguinBeak),
                P.colour("frame 1's front foot", around(at(61, 90), 1), penguinBeak),
                P.colour("where frame 0's back foot would be: ice", around(at(32, 91), 1), penguinIce),
                P.colour("the beak points right", around(at(83, 30), 1), penguinBeak),
                P.colour("the black back", around(at(31.5, 48), 1), penguinFeather),
                P.colour("sky", around(CGPoint(x: 240, y: 100), 6), penguinSky)]
    }

    /// Swiped left: mirrored, 0.3 s into the walk (frame 3, feet as frame 1).
    static var penguinWalkingLeft: [FrameProbe] {
        let c = CGPoint(x: 312 - 108 * Expected.easeOut(0.3), y: 242), size = CGSize(width: 108, height: 96)
        func at(_ x: Double, _ y: Double) -> CGPoint { penguinPoint(x, y, size: size, centre: c, left: true) }
        return [P.colour("the beak points left", around(at(83, 30), 1), penguinBeak),
                P.colour("the back foot, mirrored", around(at(45, 90), 1), penguinBeak),
                P.colour("the black back, mirrored", around(at(31.5, 48), 1), penguinFeather),
                P.colour("the ice", around(CGPoint(x: 20, y: 300), 6), penguinIce)]
    }

    /// 0.25 s into the slide left: the 93 × 75 view at y 215, slide frame 0 (body high).
    static var penguinSliding: [FrameProbe] {
        let c = CGPoint(x: 196.5 - 93 * Expected.easeOut(0.25 / 0.98), y: 252.5), size = CGSize(width: 93, height: 75)
        func at(_ x: Double, _ y: Double) -> CGPoint { penguinPoint(x, y, size: size, centre: c, left: true) }
        return [P.colour("the back, high (frame 0)", around(at(47, 20), 1), penguinFeather),
                P.colour("the belly", around(at(47, 42), 1), white),
                P.colour("the trailing feet", around(at(7, 30), 1), penguinBeak),
                P.colour("the beak, pointing left", around(at(86, 26), 1), penguinBeak)]
    }

    /// The first slide, 0.25 s in: frame 0 (93 × 75) stretched into the
    /// 108 × 96 view at (150, 194): image (ix, iy) shows at (150 + ix·108/93, 194 + iy·96/75).
    static var penguinChubby: [FrameProbe] {
        func at(_ x: Double, _ y: Double) -> CGPoint { CGPoint(x: 150 + x * 108 / 93, y: 194 + y * 96 / 75) }
        return [P.colour("the back", around(at(47, 20), 1), penguinFeather),
                P.colour("the belly", around(at(47, 42), 1), white),
                P.colour("the feet", around(at(7, 30), 1), penguinBeak),
                P.colour("92 in from the view's left: black only when stretched (the body ends at 84 unstretched)",
                         around(CGPoint(x: 242, y: 194 + 32 * 96.0 / 75), 1), penguinFeather)]
    }
}
