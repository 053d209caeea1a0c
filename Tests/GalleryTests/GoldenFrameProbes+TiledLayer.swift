import Foundation
import Raster
@testable import Gallery
@testable import OpenQuartzCore

/// Probes of the tiled-layer scene (Sources/Gallery/Scenes/LayerFeatures):
/// where a map point lands at a zoom, and what each level of detail draws
/// there, worked out again here. The golden is rendered after the frames at
/// 8 per second before it (the scene's history rate), so a level's tiles
/// were drawn at the first such frame past its threshold: level 2 (4×, the
/// ink dot) at 1.25 s (2.125×), half faded in at 1.375 s.
extension GoldenFrameProbes {
    static let tiledLayerProbes: [String: [FrameProbe]] = [
        "layer-features-tiled-zoom@1.375": tiledZoomFading,
        "layer-features-tiled-zoom@3.125": tiledHighlightFading,
    ]

    /// Where map point `m` shows at `zoom` (the map's centre (600, 400) on
    /// the window's centre, scene point (200, 150)).
    static func mapPoint(_ m: CGPoint, zoom: Double) -> CGPoint {
        CGPoint(x: 200 + (m.x - 600) * zoom, y: 150 + (m.y - 400) * zoom)
    }

    /// 1.375 s: 1 + 3 · 0.875 / 2 = 2.3125×. At the centre of cell (12, 8)
    /// the level-2 ink dot (4 points) shows at ½ over level 1's white
    /// square; 3.5 points off the centre both levels are white; the cells
    /// are their colours (cell (12, 8): colour (12 + 16) mod 7 = blue,
    /// (11, 7): (11 + 14) mod 7 = 4, purple).
    static var tiledZoomFading: [FrameProbe] {
        let z = 2.3125
        let purple = rgb(0.55, 0.27, 0.80)
        return [
            P.colour("the ink dot half faded in over white", around(mapPoint(CGPoint(x: 625, y: 425), zoom: z), 1.5),
                     mix(ink, over: white, 0.5)),
            P.colour("the white square, both levels", around(mapPoint(CGPoint(x: 628.5, y: 425), zoom: z), 1.5), white),
            P.colour("cell (12, 8) blue", around(mapPoint(CGPoint(x: 610, y: 440), zoom: z), 3), blue),
            P.colour("cell (11, 7) purple", around(mapPoint(CGPoint(x: 560, y: 380), zoom: z), 3), purple),
            P.colour("the paper outside the window", around(CGPoint(x: 20, y: 20), 6), paper),
        ]
    }

    /// 3.125 s, 4×: cell (12, 8) redrawn yellow at 3 s, half faded in over
    /// its old blue; cells (11, 8) red ((11 + 16) mod 7 = 6) and (12, 7)
    /// pink ((12 + 14) mod 7 = 5) in tiles that were not redrawn.
    static var tiledHighlightFading: [FrameProbe] {
        let pink = rgb(0.95, 0.40, 0.65)
        return [
            P.colour("cell (12, 8) yellow at ½ over blue", around(mapPoint(CGPoint(x: 620, y: 412), zoom: 4), 2),
                     mix(yellow, over: blue, 0.5)),
            P.colour("cell (11, 8) red", around(mapPoint(CGPoint(x: 585, y: 410), zoom: 4), 4), red),
            P.colour("cell (12, 7) pink", around(mapPoint(CGPoint(x: 615, y: 390), zoom: 4), 4), pink),
        ]
    }
}
