import Testing
import Foundation
import OpenQuartzCore
@testable import LottiePlayback
import LayerTestSupport
import Raster

/// Radial gradient highlights (`h`, `a`): the focal point moves from the
/// centre `s` by h % of the radius, turned by `a` degrees from the direction
/// of `e`. Expected colours solve the two-point conical gradient (circles of
/// radius t·r about f + t·(c − f)) at each pixel's centre, independently of
/// the renderer.
@MainActor struct LottieGradientHighlightTests {

    /// A 200 × 100 rectangle painted by a radial gradient red → blue about
    /// (100, 50) through (150, 50), with highlight `h` and angle `a` (JSON values).
    private func file(h: String, a: String = #"{"a": 0, "k": 0}"#) -> String {
        let style = #"{"ty": "gf", "t": 2, "o": {"a": 0, "k": 100}, "s": {"a": 0, "k": [100, 50]}, "e": {"a": 0, "k": [150, 50]}, "h": \#(h), "a": \#(a), "g": {"p": 2, "k": {"a": 0, "k": [0, 1, 0, 0, 1, 0, 0, 1]}}}"#
        let shape = #"{"ty": 4, "ip": 0, "op": 20, "ks": {}, "shapes": [{"ty": "rc", "p": {"a": 0, "k": [100, 50]}, "s": {"a": 0, "k": [200, 100]}, "r": {"a": 0, "k": 0}}, \#(style)]}"#
        return lottieFile(layers: [shape])
    }

    private func expectRamp(_ p: Pixmap, focus: (Double, Double), at points: [(Int, Int)], _ label: String) {
        for (x, y) in points {
            let t = min(max(conicalGradientOffset((Double(x) + 0.5, Double(y) + 0.5), focus: focus, centre: (100, 50), radius: 50), 0), 1)
            let want = [255 * (1 - t), 0, 255 * t, 255]
            let got = rgba(p, x, y)
            #expect(zip(got, want).allSatisfy { abs(Double($0) - $1) <= 2.5 }, "\(label) at \(x), \(y): \(got) ≠ \(want)")
        }
    }

    @Test func highlightMovesTheFocusTowardTheEnd() throws {
        let (player, renderer) = try makeShownPlayer(file(h: #"{"a": 0, "k": 50}"#))
        show(player, frame: 0)
        let p = renderFrame(renderer)
        // Focus (125, 50): the centre is a third of the way, the far side two thirds.
        expectRamp(p, focus: (125, 50), at: [(124, 49), (100, 50), (75, 50), (140, 50), (100, 30), (130, 70)], "h 50")
        #expect(abs(rgba(p, 99, 49)[2] - 85) <= 3, "\(rgba(p, 99, 49))")     // t ≈ 1/3 at the centre
        #expect(player.diagnostics.isEmpty, "\(player.diagnostics)")
    }

    @Test func highlightAngleTurnsTheFocus() throws {
        let (player, renderer) = try makeShownPlayer(file(h: #"{"a": 0, "k": 50}"#, a: #"{"a": 0, "k": 90}"#))
        show(player, frame: 0)
        // Turned 90° clockwise (y down) from +x: focus (100, 75).
        expectRamp(renderFrame(renderer), focus: (100, 75), at: [(100, 74), (100, 50), (100, 25), (80, 60), (130, 40)], "a 90")
    }

    @Test func highlightsBeyondTheRimStopAt99Percent() throws {
        let (player, renderer) = try makeShownPlayer(file(h: #"{"a": 0, "k": 150}"#))
        show(player, frame: 0)
        expectRamp(renderFrame(renderer), focus: (149.5, 50), at: [(100, 50), (75, 50), (120, 30)], "h 150")
    }

    @Test func animatedHighlight() throws {
        let h = #"{"a": 1, "k": [{"t": 0, "s": [0], "o": {"x": [0], "y": [0]}, "i": {"x": [1], "y": [1]}}, {"t": 10, "s": [100]}]}"#
        let (player, renderer) = try makeShownPlayer(file(h: h))
        show(player, frame: 0)
        expectRamp(renderFrame(renderer), focus: (100, 50), at: [(100, 50), (75, 50), (140, 50)], "frame 0")
        show(player, frame: 5)
        expectRamp(renderFrame(renderer), focus: (125, 50), at: [(100, 50), (75, 50), (140, 50)], "frame 5")
    }
}
