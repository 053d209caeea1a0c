import Testing
import Foundation
import OpenQuartzCore
@testable import LottiePlayback
import LayerTestSupport
import Raster

/// Track mattes of every mode (`tt` 1–4) and the matte named by `tp`, as
/// pixels worked out from the files: a luma matte keeps
/// Y = 0.2126 R + 0.7152 G + 0.0722 B of the matte over black (the Lottie
/// specification's Rec. 709 formula), an inverted one 1 − Y or 1 − alpha.
@MainActor struct LottieMatteTests {
    /// Red kept with alpha `a` (0…255): premultiplied (a, 0, 0, a), within 1.
    private func isRed(_ c: [Int], _ a: Int) -> Bool {
        abs(c[0] - a) <= 1 && c[1] == 0 && c[2] == 0 && abs(c[3] - a) <= 1
    }

    /// A matte (`td` 1): a rectangle 50…100 × 0…50 filled with `color` (0…1 RGB) at `opacity` percent.
    private func matte(_ color: [Double], opacity: Int = 100, ind: Int? = nil) -> String {
        let index = ind.map { #""ind": \#($0), "# } ?? ""
        return #"{"ty": 4, "nm": "matte", \#(index)"td": 1, "ip": 0, "op": 20, "ks": {}, "shapes": [{"ty": "rc", "p": {"a": 0, "k": [75, 25]}, "s": {"a": 0, "k": [50, 50]}, "r": {"a": 0, "k": 0}}, {"ty": "fl", "c": {"a": 0, "k": \#(color)}, "o": {"a": 0, "k": \#(opacity)}}]}"#
    }

    /// The red 200 × 100 solid below a matte, matted in mode `tt`, shown at frame 0.
    private func render(_ layers: [String]) throws -> (Pixmap, LottiePlayer) {
        let (player, renderer) = try makeShownPlayer(lottieFile(layers: layers))
        show(player, frame: 0)
        return (renderFrame(renderer), player)
    }

    private func matted(_ tt: Int, extra: String = "") -> String {
        solidLayer("matted", size: (200, 100), extra: #""tt": \#(tt)"# + (extra.isEmpty ? "" : ", " + extra))
    }

    @Test func lumaMatteKeepsTheMattesLuminance() throws {
        // White → 255; mid grey 128/255 → 128; green → 0.7152 × 255 = 182.4.
        let cases: [(color: [Double], alpha: Int)] = [([1, 1, 1], 255), ([128 / 255, 128 / 255, 128 / 255], 128), ([0, 1, 0], 182)]
        for (color, alpha) in cases {
            let (p, player) = try render([matte(color), matted(3)])
            #expect(isRed(rgba(p, 75, 25), alpha), "\(color): \(rgba(p, 75, 25))")
            #expect(rgba(p, 150, 25)[3] == 0 && rgba(p, 75, 75)[3] == 0)   // no matte there: luminance 0
            #expect(player.diagnostics.isEmpty, "\(player.diagnostics)")
        }
    }

    @Test func invertedLumaMatteKeepsOneMinusLuminance() throws {
        let (p, player) = try render([matte([128.0 / 255, 128.0 / 255, 128.0 / 255]), matted(4)])
        #expect(isRed(rgba(p, 75, 25), 127), "\(rgba(p, 75, 25))")
        #expect(isRed(rgba(p, 150, 25), 255) && isRed(rgba(p, 10, 90), 255))   // outside the matte: all of the layer
        #expect(player.diagnostics.isEmpty, "\(player.diagnostics)")
        let (white, _) = try render([matte([1, 1, 1]), matted(4)])
        #expect(rgba(white, 75, 25)[3] == 0)
    }

    @Test func invertedAlphaMatteKeepsOneMinusAlpha() throws {
        let (p, player) = try render([matte([0, 0, 1]), matted(2)])
        #expect(rgba(p, 75, 25)[3] == 0 && isRed(rgba(p, 25, 25), 255) && isRed(rgba(p, 150, 80), 255))
        #expect(player.diagnostics.isEmpty, "\(player.diagnostics)")
        // A matte at half opacity leaves half of the layer inside it.
        let (half, _) = try render([matte([0, 0, 1], opacity: 50), matted(2)])
        #expect(isRed(rgba(half, 75, 25), 127) || isRed(rgba(half, 75, 25), 128), "\(rgba(half, 75, 25))")
    }

    /// Newer files name the matte by `tp` (its `ind`); the layer listed just
    /// above is then an ordinary layer, drawn.
    @Test func theMatteNamedByTpIsUsed() throws {
        let blue = solidLayer("between", ind: 6, color: "#0000ff", size: (10, 10))
        let (p, player) = try render([matte([1, 1, 1], ind: 5), blue, matted(1, extra: #""tp": 5, "ind": 7"#)])
        #expect(isRed(rgba(p, 75, 25), 255) && rgba(p, 150, 25)[3] == 0 && rgba(p, 75, 75)[3] == 0)
        #expect(rgba(p, 5, 5) == [0, 0, 255, 255])          // the layer between is drawn itself
        #expect(player.diagnostics.isEmpty, "\(player.diagnostics)")
    }

    @Test func aMissingMatteIsReportedAtTp() throws {
        let (p, player) = try render([matte([1, 1, 1], ind: 5), matted(3, extra: #""tp": 9"#)])
        #expect(isRed(rgba(p, 150, 25), 255))                  // drawn without a matte
        #expect(player.diagnostics.map(\.path.description) == ["layers[1].tp"], "\(player.diagnostics)")
    }

    @Test func unknownMatteModesAreReported() throws {
        let (p, player) = try render([matte([1, 1, 1]), matted(7)])
        #expect(isRed(rgba(p, 150, 25), 255))
        #expect(player.diagnostics.map(\.path.description) == ["layers[1].tt"], "\(player.diagnostics)")
    }
}
