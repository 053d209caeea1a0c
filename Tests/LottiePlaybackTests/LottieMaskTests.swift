import Testing
import Foundation
import OpenQuartzCore
@testable import LottiePlayback
import LayerTestSupport
import Raster

/// Layer masks and track mattes, as rendered pixels worked out from the files.
@MainActor struct LottieMaskTests {
    /// A closed four-corner outline from (l, t) to (r, b).
    private func box(_ l: Int, _ t: Int, _ r: Int, _ b: Int) -> String {
        #"{"c": true, "v": [[\#(l), \#(t)], [\#(r), \#(t)], [\#(r), \#(b)], [\#(l), \#(b)]], "i": [[0, 0], [0, 0], [0, 0], [0, 0]], "o": [[0, 0], [0, 0], [0, 0], [0, 0]]}"#
    }

    /// A 200 × 100 red solid with these masks (JSON texts).
    private func maskedSolid(_ masks: [String]) -> String {
        solidLayer("masked", size: (200, 100), extra: #""masksProperties": [\#(masks.joined(separator: ", "))]"#)
    }

    private func mask(_ mode: String = "a", inverted: Bool = false, opacity: Int = 100, path: String) -> String {
        #"{"mode": "\#(mode)", "inv": \#(inverted), "o": {"a": 0, "k": \#(opacity)}, "pt": {"a": 0, "k": \#(path)}}"#
    }

    @Test func addedMasksShowTheirUnion() throws {
        let file = lottieFile(layers: [maskedSolid([mask(path: box(20, 20, 60, 50)), mask(path: box(100, 60, 140, 90))])])
        let (player, renderer) = try makeShownPlayer(file)
        show(player, frame: 0)
        let p = renderFrame(renderer)
        #expect(rgba(p, 40, 35) == [255, 0, 0, 255] && rgba(p, 120, 75) == [255, 0, 0, 255])
        #expect(rgba(p, 10, 10)[3] == 0 && rgba(p, 80, 35)[3] == 0 && rgba(p, 120, 40)[3] == 0)
        #expect(player.diagnostics.isEmpty, "\(player.diagnostics)")
    }

    @Test func invertedAndTranslucentMasks() throws {
        let (inverted, r1) = try makeShownPlayer(lottieFile(layers: [maskedSolid([mask(inverted: true, path: box(20, 20, 60, 50))])]))
        show(inverted, frame: 0)
        let p = renderFrame(r1)
        #expect(rgba(p, 40, 35)[3] == 0 && rgba(p, 10, 10) == [255, 0, 0, 255] && rgba(p, 150, 80) == [255, 0, 0, 255])

        let (subtracted, r2) = try makeShownPlayer(lottieFile(layers: [maskedSolid([mask("s", path: box(20, 20, 60, 50))])]))
        show(subtracted, frame: 0)
        #expect(rgba(renderFrame(r2), 40, 35)[3] == 0 && rgba(renderFrame(r2), 10, 10) == [255, 0, 0, 255])

        let (half, r3) = try makeShownPlayer(lottieFile(layers: [maskedSolid([mask(opacity: 50, path: box(20, 20, 60, 50))])]))
        show(half, frame: 0)
        let c = rgba(renderFrame(r3), 40, 35)                  // red at half coverage: premultiplied 128
        #expect(abs(c[0] - 128) <= 1 && abs(c[3] - 128) <= 1 && c[1] == 0)
    }

    @Test func animatedMaskOutlinesMove() throws {
        let outline = #"{"a": 1, "k": [{"t": 0, "s": [\#(box(20, 20, 40, 50))]}, {"t": 10, "s": [\#(box(20, 20, 80, 50))]}]}"#
        let file = lottieFile(layers: [maskedSolid([#"{"mode": "a", "o": {"a": 0, "k": 100}, "pt": \#(outline)}"#])])
        let (player, renderer) = try makeShownPlayer(file)
        show(player, frame: 5)                                  // right edge at 60
        let p = renderFrame(renderer)
        #expect(rgba(p, 58, 35) == [255, 0, 0, 255] && rgba(p, 62, 35)[3] == 0)
    }

    @Test func alphaMattesShowTheLayerThroughTheMatte() throws {
        // The matte (td 1): a white rectangle 50…100 × 0…50; the red solid below it is matted (tt 1).
        let matte = #"{"ty": 4, "nm": "matte", "td": 1, "ip": 0, "op": 20, "ks": {}, "shapes": [{"ty": "rc", "p": {"a": 0, "k": [75, 25]}, "s": {"a": 0, "k": [50, 50]}, "r": {"a": 0, "k": 0}}, {"ty": "fl", "c": {"a": 0, "k": [1, 1, 1, 1]}, "o": {"a": 0, "k": 100}}]}"#
        let matted = solidLayer("matted", size: (200, 100), extra: #""tt": 1"#)
        let (player, renderer) = try makeShownPlayer(lottieFile(layers: [matte, matted]))
        show(player, frame: 0)
        let p = renderFrame(renderer)
        #expect(rgba(p, 75, 25) == [255, 0, 0, 255] && rgba(p, 52, 48) == [255, 0, 0, 255])
        #expect(rgba(p, 25, 25)[3] == 0 && rgba(p, 75, 75)[3] == 0 && rgba(p, 150, 25)[3] == 0)   // the matte itself is not drawn
    }

    @Test func masksAndMattesOfEveryModeAreNotReported() throws {
        let masks = [mask(path: box(0, 0, 10, 10)), mask("s", path: box(2, 2, 5, 5)), mask("f", path: box(0, 0, 3, 3))]
        let luma = solidLayer("luma", extra: #""tt": 3"#)
        let matte = solidLayer("matte", extra: #""td": 1"#)
        let (player, _) = try makeShownPlayer(lottieFile(layers: [maskedSolid(masks), matte, luma]))
        #expect(player.diagnostics.isEmpty, "\(player.diagnostics)")
    }
}
