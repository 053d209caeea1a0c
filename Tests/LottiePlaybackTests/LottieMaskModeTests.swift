import Testing
import Foundation
import OpenQuartzCore
@testable import LottiePlayback
import LayerTestSupport
import Raster

/// Every mask mode, inverted masks among several, mask opacity (animated)
/// and expansion, as pixels of a red solid worked out from the modes'
/// formulas: with A the mask so far and c the mask's opacity × coverage,
/// add A + c − Ac, subtract A(1 − c), intersect Ac, lighten max(A, c),
/// darken min(A, c), difference |A − c|; A starts at 1 under a first
/// subtract, intersect or darken mask, else at 0.
@MainActor struct LottieMaskModeTests {
    /// A closed four-corner outline from (l, t) to (r, b).
    private func box(_ l: Int, _ t: Int, _ r: Int, _ b: Int) -> String {
        #"{"c": true, "v": [[\#(l), \#(t)], [\#(r), \#(t)], [\#(r), \#(b)], [\#(l), \#(b)]], "i": [[0, 0], [0, 0], [0, 0], [0, 0]], "o": [[0, 0], [0, 0], [0, 0], [0, 0]]}"#
    }

    private func mask(_ mode: String, inverted: Bool = false, opacity: String = #"{"a": 0, "k": 100}"#,
                      expansion: String = #"{"a": 0, "k": 0}"#, path: String) -> String {
        #"{"mode": "\#(mode)", "inv": \#(inverted), "o": \#(opacity), "x": \#(expansion), "pt": {"a": 0, "k": \#(path)}}"#
    }

    /// Mask A covers 20…100 × 20…60, mask B 60…140 × 40…80.
    private var a: String { box(20, 20, 100, 60) }
    private var b: String { box(60, 40, 140, 80) }

    /// The red 200 × 100 solid masked by `masks`, at `frame`.
    private func render(_ masks: [String], frame: Double = 0) throws -> (Pixmap, LottiePlayer) {
        let layer = solidLayer("masked", size: (200, 100), extra: #""masksProperties": [\#(masks.joined(separator: ", "))]"#)
        let (player, renderer) = try makeShownPlayer(lottieFile(layers: [layer]))
        show(player, frame: frame)
        return (renderFrame(renderer), player)
    }

    /// The mask values at: only A (40, 30), both (80, 50), only B (120, 70), neither (170, 90).
    private func regions(_ p: Pixmap) -> [Double] {
        [(40, 30), (80, 50), (120, 70), (170, 90)].map { Double(rgba(p, $0.0, $0.1)[3]) / 255 }
    }

    private func check(_ masks: [String], _ expected: [Double], _ label: String) throws {
        let (p, player) = try render(masks)
        let got = regions(p)
        #expect(zip(got, expected).allSatisfy { abs($0 - $1) <= 2.5 / 255 }, "\(label): \(got) ≠ \(expected)")
        for (x, y) in [(40, 30), (80, 50), (120, 70)] {
            let c = rgba(p, x, y)
            #expect(abs(c[0] - c[3]) <= 1 && c[1] == 0 && c[2] == 0, "\(label): red at \(x), \(y): \(c)")
        }
        #expect(player.diagnostics.isEmpty, "\(label): \(player.diagnostics)")
    }

    @Test func everyModeAfterAnAddedMask() throws {
        try check([mask("a", path: a), mask("s", path: b)], [1, 0, 0, 0], "subtract")
        try check([mask("a", path: a), mask("i", path: b)], [0, 1, 0, 0], "intersect")
        try check([mask("a", path: a), mask("l", opacity: #"{"a": 0, "k": 50}"#, path: b)], [1, 1, 0.5, 0], "lighten")
        try check([mask("a", opacity: #"{"a": 0, "k": 50}"#, path: a), mask("d", path: b)], [0, 0.5, 0, 0], "darken")
        try check([mask("a", path: a), mask("f", path: b)], [1, 0, 1, 0], "difference")
        try check([mask("a", path: a), mask("f", opacity: #"{"a": 0, "k": 50}"#, path: b)], [1, 0.5, 0.5, 0], "half difference")
        try check([mask("a", opacity: #"{"a": 0, "k": 50}"#, path: a), mask("a", opacity: #"{"a": 0, "k": 50}"#, path: b)],
                  [0.5, 0.75, 0.5, 0], "translucent adds")
    }

    @Test func firstMasksStartFromTheWholeLayerWhenTheyTakeAway() throws {
        try check([mask("s", opacity: #"{"a": 0, "k": 50}"#, path: a)], [0.5, 0.5, 1, 1], "first subtract")
        try check([mask("i", path: a)], [1, 1, 0, 0], "first intersect")
        try check([mask("d", opacity: #"{"a": 0, "k": 50}"#, path: a)], [0.5, 0.5, 0, 0], "first darken")
        try check([mask("l", path: a)], [1, 1, 0, 0], "first lighten")
    }

    @Test func intersectAfterSeveralMasks() throws {
        // (A ∪ B) ∩ C, C the band 0…200 × 45…100: only B and both-in-C remain.
        try check([mask("a", path: a), mask("a", path: b), mask("i", path: box(0, 45, 200, 100))], [0, 1, 1, 0], "union then intersect")
    }

    @Test func invertedMasksAmongSeveral() throws {
        try check([mask("a", path: a), mask("a", inverted: true, path: b)], [1, 1, 0, 1], "A ∪ not B")
        try check([mask("a", path: a), mask("s", inverted: true, path: b)], [0, 1, 0, 0], "A minus not B")
        try check([mask("a", inverted: true, path: a), mask("i", inverted: true, path: b)], [0, 0, 0, 1], "neither")
    }

    @Test func animatedMaskOpacity() throws {
        let fade = #"{"a": 1, "k": [{"t": 0, "s": [0], "o": {"x": [0], "y": [0]}, "i": {"x": [1], "y": [1]}}, {"t": 10, "s": [100]}]}"#
        // A lone added mask (the plain alpha mask) and one subtracting after another.
        let (alone, _) = try render([mask("a", opacity: fade, path: a)], frame: 5)
        #expect(abs(rgba(alone, 40, 30)[3] - 128) <= 1, "\(rgba(alone, 40, 30))")
        let (p, player) = try render([mask("a", path: a), mask("s", opacity: fade, path: b)], frame: 5)
        #expect(abs(rgba(p, 80, 50)[3] - 128) <= 2 && rgba(p, 40, 30)[3] == 255, "\(regions(p))")
        let (late, _) = try render([mask("a", path: a), mask("s", opacity: fade, path: b)], frame: 10)
        #expect(rgba(late, 80, 50)[3] == 0)
        #expect(player.diagnostics.isEmpty, "\(player.diagnostics)")
    }

    @Test func expansionGrowsAndShrinksTheOutline() throws {
        // Grown by 10: 40…110 × 20…70, corners rounded (radius 10 about the old corners).
        let (grown, player) = try render([mask("a", expansion: #"{"a": 0, "k": 10}"#, path: box(50, 30, 100, 60))])
        #expect(rgba(grown, 45, 45)[3] == 255 && rgba(grown, 105, 65)[3] == 255)
        #expect(rgba(grown, 35, 45)[3] == 0 && rgba(grown, 75, 75)[3] == 0)
        #expect(rgba(grown, 43, 23)[3] == 255, "inside the rounded corner (9.2 from the old corner)")
        #expect(rgba(grown, 41, 21)[3] == 0, "outside the rounded corner (12 from the old corner)")
        #expect(player.diagnostics.isEmpty, "\(player.diagnostics)")
        // Shrunk by 10: 50…150 × 30…70, square corners.
        let (shrunk, _) = try render([mask("a", expansion: #"{"a": 0, "k": -10}"#, path: box(40, 20, 160, 80))])
        #expect(rgba(shrunk, 45, 50)[3] == 0 && rgba(shrunk, 55, 50)[3] == 255)
        #expect(rgba(shrunk, 100, 25)[3] == 0 && rgba(shrunk, 100, 35)[3] == 255 && rgba(shrunk, 52, 32)[3] == 255)
        // Inverted: the outline grows, then everything outside it shows.
        let (inverted, _) = try render([mask("a", inverted: true, expansion: #"{"a": 0, "k": 10}"#, path: box(50, 30, 100, 60))])
        #expect(rgba(inverted, 45, 45)[3] == 0 && rgba(inverted, 35, 45)[3] == 255)
        // Animated: 0 at frame 0 → 10 at frame 10; at 5 the edge is at 45.
        let grow = #"{"a": 1, "k": [{"t": 0, "s": [0], "o": {"x": [0], "y": [0]}, "i": {"x": [1], "y": [1]}}, {"t": 10, "s": [10]}]}"#
        let (half, _) = try render([mask("a", expansion: grow, path: box(50, 30, 100, 60))], frame: 5)
        #expect(rgba(half, 46, 45)[3] == 255 && rgba(half, 43, 45)[3] == 0)
    }

    @Test func badMaskInputIsReportedWhereItIs() throws {
        let (p, player) = try render([mask("a", path: a), mask("z", path: b),
                                      mask("s", expansion: #"{"a": 0, "k": 1e300}"#, path: b)])
        let places = player.diagnostics.map(\.path.description)
        #expect(places == ["layers[0].masksProperties[1].mode", "layers[0].masksProperties[2].x"], "\(player.diagnostics)")
        // The unknown mask is skipped; the bad expansion is left out.
        #expect(zip(regions(p), [1.0, 0, 0, 0]).allSatisfy { abs($0 - $1) <= 2.5 / 255 }, "\(regions(p))")
        let (_, typed) = try render([mask("a", expansion: #"{"a": 0, "k": "NaN"}"#, path: a)])
        #expect(typed.diagnostics.contains { $0.path.description.hasPrefix("layers[0].masksProperties[0].x") }, "\(typed.diagnostics)")
    }
}
