import Testing
import Foundation
import OpenQuartzCore
@testable import LottiePlayback
import LayerTestSupport
import Raster

/// Gradient fills and strokes: linear, radial, with opacity stops — pixels
/// worked out from the stops (the gradient's value at each pixel's centre).
@MainActor struct LottieGradientTests {
    private func near(_ a: [Int], _ b: [Double], _ tolerance: Int = 2) -> Bool {
        zip(a, b).allSatisfy { abs(Double($0) - $1) <= Double(tolerance) }
    }

    /// A shape layer: a rectangle covering 0…200 × 0…100 painted by `style`.
    private func paintedRectangle(_ style: String) -> String {
        #"{"ty": 4, "ip": 0, "op": 20, "ks": {}, "shapes": [{"ty": "rc", "p": {"a": 0, "k": [100, 50]}, "s": {"a": 0, "k": [200, 100]}, "r": {"a": 0, "k": 0}}, \#(style)]}"#
    }

    @Test func linearGradientFill() throws {
        let style = #"{"ty": "gf", "t": 1, "o": {"a": 0, "k": 100}, "s": {"a": 0, "k": [0, 0]}, "e": {"a": 0, "k": [200, 0]}, "g": {"p": 2, "k": {"a": 0, "k": [0, 1, 0, 0, 1, 0, 0, 1]}}}"#
        let (player, renderer) = try makeShownPlayer(lottieFile(layers: [paintedRectangle(style)]))
        show(player, frame: 0)
        let p = renderFrame(renderer)
        for x in [10, 50, 100, 150, 190] {
            let t = (Double(x) + 0.5) / 200                           // red → blue along x
            #expect(near(rgba(p, x, 50), [255 * (1 - t), 0, 255 * t, 255]), "x \(x): \(rgba(p, x, 50))")
        }
        #expect(player.diagnostics.isEmpty, "\(player.diagnostics)")
    }

    @Test func opacityStopsFadeTheGradient() throws {
        // White throughout, opacity 1 at 0 → 0 at 1.
        let style = #"{"ty": "gf", "t": 1, "o": {"a": 0, "k": 100}, "s": {"a": 0, "k": [0, 0]}, "e": {"a": 0, "k": [200, 0]}, "g": {"p": 2, "k": {"a": 0, "k": [0, 1, 1, 1, 1, 1, 1, 1, 0, 1, 1, 0]}}}"#
        let (player, renderer) = try makeShownPlayer(lottieFile(layers: [paintedRectangle(style)]))
        show(player, frame: 0)
        let p = renderFrame(renderer)
        for x in [20, 100, 180] {
            let a = 255 * (1 - (Double(x) + 0.5) / 200)              // premultiplied white: every channel = alpha
            #expect(near(rgba(p, x, 50), [a, a, a, a]), "x \(x): \(rgba(p, x, 50))")
        }
    }

    @Test func radialGradientIsACircleThroughTheEndPoint() throws {
        let style = #"{"ty": "gf", "t": 2, "o": {"a": 0, "k": 100}, "s": {"a": 0, "k": [100, 50]}, "e": {"a": 0, "k": [140, 50]}, "g": {"p": 2, "k": {"a": 0, "k": [0, 1, 0, 0, 1, 0, 0, 1]}}}"#
        let (player, renderer) = try makeShownPlayer(lottieFile(layers: [paintedRectangle(style)]))
        show(player, frame: 0)
        let p = renderFrame(renderer)
        func expected(_ x: Int, _ y: Int) -> [Double] {
            let d = (pow(Double(x) + 0.5 - 100, 2) + pow(Double(y) + 0.5 - 50, 2)).squareRoot()
            let t = min(d / 40, 1)
            return [255 * (1 - t), 0, 255 * t, 255]
        }
        for (x, y) in [(100, 50), (120, 50), (100, 70), (114, 64), (150, 50), (100, 95)] {
            #expect(near(rgba(p, x, y), expected(x, y)), "(\(x), \(y)): \(rgba(p, x, y))")
        }
    }

    @Test func gradientStrokeFollowsTheStroke() throws {
        let line = #"{"ty": "sh", "ks": {"a": 0, "k": {"c": false, "v": [[0, 50], [200, 50]], "i": [[0, 0], [0, 0]], "o": [[0, 0], [0, 0]]}}}"#
        let stroke = #"{"ty": "gs", "t": 1, "o": {"a": 0, "k": 100}, "w": {"a": 0, "k": 10}, "lc": 1, "lj": 1, "s": {"a": 0, "k": [0, 0]}, "e": {"a": 0, "k": [200, 0]}, "g": {"p": 2, "k": {"a": 0, "k": [0, 0, 1, 0, 1, 0, 0, 1]}}}"#
        let shape = #"{"ty": 4, "ip": 0, "op": 20, "ks": {}, "shapes": [\#(line), \#(stroke)]}"#
        let (player, renderer) = try makeShownPlayer(lottieFile(layers: [shape]))
        show(player, frame: 0)
        let p = renderFrame(renderer)
        let t = 100.5 / 200
        #expect(near(rgba(p, 100, 47), [0, 255 * (1 - t), 255 * t, 255]))   // inside the 10-wide line (45…55)
        #expect(rgba(p, 100, 40)[3] == 0 && rgba(p, 100, 60)[3] == 0)
    }

    @Test func colourAndOpacityStopsMerge() {
        let g = LottieGradient(isRadial: false, colorStopCount: 2, stops: .fixed([]), start: .fixed([0, 0]),
                               end: .fixed([1, 0]), opacity: .fixed([100]), highlightLength: .fixed([0]))
        let (colors, locations) = g.colorStops([0, 1, 0, 0, 1, 0, 0, 1, 0.5, 0.25])
        #expect(locations.map(\.doubleValue) == [0, 0.5, 1])
        let mid = colors[1].components ?? []
        #expect(mid.count == 4 && approx(mid[0], 0.5) && approx(mid[2], 0.5) && approx(mid[3], 0.25))
        #expect(colors[0].alpha == 0.25 && colors[2].alpha == 0.25)   // one opacity stop holds everywhere
        #expect(g.colorStops([0, 1]).colors.isEmpty)                     // too short: no stops, no crash
    }
}
