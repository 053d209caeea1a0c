import Testing
import Foundation
import OpenQuartzCore
@testable import LottiePlayback
import LayerTestSupport
import Raster

/// Rendered frames of hand-made files: solids and shapes at known colours and
/// places, parent chains, precompositions. Each expected pixel is worked out
/// from the file (points well inside or outside shapes, away from anti-aliased edges).
@MainActor struct LottieRenderingTests {
    @Test func solidAndFilledRectangle() throws {
        let solid = solidLayer("blue", ks: #""p": {"a": 0, "k": [20, 10]}"#, color: "#0000ff", size: (50, 40))
        // A 40 × 20 red rectangle centred at (150, 50), in a group moved by (0, 10), fill opacity 100.
        let shape = #"{"ty": 4, "nm": "rect", "ip": 0, "op": 20, "ks": {}, "shapes": [{"ty": "gr", "it": ["#
            + #"{"ty": "rc", "p": {"a": 0, "k": [150, 40]}, "s": {"a": 0, "k": [40, 20]}, "r": {"a": 0, "k": 0}},"#
            + #"{"ty": "fl", "c": {"a": 0, "k": [1, 0, 0, 1]}, "o": {"a": 0, "k": 100}},"#
            + #"{"ty": "tr", "p": {"a": 0, "k": [0, 10]}}]}]}"#
        let (player, renderer) = try makeShownPlayer(lottieFile(layers: [shape, solid]))
        show(player, frame: 0)
        let p = renderFrame(renderer)
        #expect(rgba(p, 21, 11) == [0, 0, 255, 255] && rgba(p, 68, 48) == [0, 0, 255, 255])   // solid: x 20…70, y 10…50
        #expect(rgba(p, 72, 30)[3] == 0 && rgba(p, 30, 52)[3] == 0)
        #expect(rgba(p, 131, 41) == [255, 0, 0, 255] && rgba(p, 168, 58) == [255, 0, 0, 255]) // rect: x 130…170, y 40…60
        #expect(rgba(p, 128, 50)[3] == 0 && rgba(p, 150, 62)[3] == 0)
    }

    @Test func strokedEllipseAndTranslucentFill() throws {
        // An ellipse of radius 30 at (100, 50): stroked green 4 wide; a second one filled white at 50 % inside.
        let shape = #"{"ty": 4, "ip": 0, "op": 20, "ks": {}, "shapes": ["#
            + #"{"ty": "el", "p": {"a": 0, "k": [100, 50]}, "s": {"a": 0, "k": [60, 60]}},"#
            + #"{"ty": "st", "c": {"a": 0, "k": [0, 1, 0, 1]}, "o": {"a": 0, "k": 100}, "w": {"a": 0, "k": 4}, "lc": 2, "lj": 2},"#
            + #"{"ty": "fl", "c": {"a": 0, "k": [1, 1, 1, 1]}, "o": {"a": 0, "k": 50}}]}"#
        let (player, renderer) = try makeShownPlayer(lottieFile(layers: [shape]))
        show(player, frame: 0)
        let p = renderFrame(renderer)
        #expect(rgba(p, 130, 50) == [0, 255, 0, 255] && rgba(p, 100, 20) == [0, 255, 0, 255])  // on the outline
        let inside = rgba(p, 100, 50)                                                            // white at 50 %: premultiplied 128
        #expect(abs(inside[0] - 128) <= 1 && inside[0] == inside[1] && inside[1] == inside[2] && abs(inside[3] - 128) <= 1)
        #expect(rgba(p, 135, 50)[3] == 0)
    }

    @Test func parentChainsNestTransforms() throws {
        // A null (ind 1) at (50, 50) turned 90° clockwise; a 10 × 10 red solid parented to it at (10, 0):
        // its square, (0…10, 0…10) turned by 90° about the null, covers x 40…50, y 60…70.
        let parent = #"{"ty": 3, "nm": "null", "ind": 1, "ip": 0, "op": 20, "ks": {"p": {"a": 0, "k": [50, 50]}, "r": {"a": 0, "k": 90}, "o": {"a": 0, "k": 0}}}"#
        let child = solidLayer("child", ind: 2, parent: 1, ks: #""p": {"a": 0, "k": [10, 0]}"#)
        let (player, renderer) = try makeShownPlayer(lottieFile(layers: [child, parent]))
        show(player, frame: 0)
        let p = renderFrame(renderer)
        #expect(rgba(p, 45, 65) == [255, 0, 0, 255] && rgba(p, 41, 61) == [255, 0, 0, 255])
        #expect(rgba(p, 55, 55)[3] == 0 && rgba(p, 65, 45)[3] == 0)   // where it would be unturned or unparented
        // The parent's opacity 0 is not passed on (Lottie parents give transforms only).
    }

    @Test func animatedParentMovesTheChild() throws {
        let parent = #"{"ty": 3, "ind": 7, "ip": 0, "op": 20, "ks": {"p": {"a": 1, "k": [{"t": 0, "s": [0, 0]}, {"t": 10, "s": [100, 0]}]}}}"#
        let child = solidLayer("child", parent: 7, ks: #""p": {"a": 0, "k": [20, 30]}"#)
        let (player, renderer) = try makeShownPlayer(lottieFile(layers: [child, parent]))
        show(player, frame: 5)                       // parent at (50, 0): the square covers x 70…80, y 30…40
        let p = renderFrame(renderer)
        #expect(rgba(p, 75, 35) == [255, 0, 0, 255])
        #expect(rgba(p, 25, 35)[3] == 0)
    }

    @Test func precompositionsPlayInTheirOwnTime() throws {
        // The asset's layer moves x 0 → 100 over its frames 0…10; the precomposition layer starts at 6
        // (st 6), so at composition frame 11 the asset shows its frame 5: x = 50. Clipped to 80 × 60.
        let inner = solidLayer("inner", ks: #""p": {"a": 1, "k": [{"t": 0, "s": [0, 20]}, {"t": 10, "s": [100, 20]}]}"#, color: "#00ff00")
        let assets = #"[{"id": "comp_1", "layers": [\#(inner)]}]"#
        let pre = #"{"ty": 0, "refId": "comp_1", "w": 80, "h": 60, "ip": 0, "op": 20, "st": 6, "ks": {}}"#
        let (player, renderer) = try makeShownPlayer(lottieFile(layers: [pre], assets: assets))
        show(player, frame: 11)
        let p = renderFrame(renderer)
        #expect(rgba(p, 55, 25) == [0, 255, 0, 255] && rgba(p, 45, 25)[3] == 0)
        show(player, frame: 16)                        // asset frame 10: x 100, outside the 80-wide clip
        #expect(rgba(renderFrame(renderer), 85, 25)[3] == 0)
        #expect(player.diagnostics.isEmpty, "\(player.diagnostics)")
    }

    @Test func cyclicPrecompositionsAreCut() throws {
        let a = #"{"id": "a", "layers": [{"ty": 0, "refId": "b", "w": 10, "h": 10, "ip": 0, "op": 20, "ks": {}}]}"#
        let b = #"{"id": "b", "layers": [{"ty": 0, "refId": "a", "w": 10, "h": 10, "ip": 0, "op": 20, "ks": {}}]}"#
        let top = #"{"ty": 0, "refId": "a", "w": 10, "h": 10, "ip": 0, "op": 20, "ks": {}}"#
        let missing = #"{"ty": 0, "refId": "nowhere", "w": 10, "h": 10, "ip": 0, "op": 20, "ks": {}}"#
        let (player, renderer) = try makeShownPlayer(lottieFile(layers: [top, missing], assets: "[\(a), \(b)]"))
        show(player, frame: 0)
        _ = renderFrame(renderer)
        let messages = player.diagnostics.map(\.description)
        #expect(messages.contains { $0.hasPrefix("assets[1].layers[0].refId") && $0.contains("a → b → a") })
        #expect(messages.contains { $0.hasPrefix("layers[1].refId") && $0.contains("nowhere") })
    }

    @Test func parentCyclesAreCut() throws {
        let a = solidLayer("a", ind: 1, parent: 2)
        let b = solidLayer("b", ind: 2, parent: 1)
        let (player, _) = try makeShownPlayer(lottieFile(layers: [a, b]))
        #expect(player.diagnostics.filter { $0.message.contains("loops") }.count == 2)
    }
}
