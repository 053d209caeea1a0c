import Testing
import Foundation
import OpenQuartzCore
@testable import LottiePlayback
import LayerTestSupport
import Raster

/// Animated shape content: rectangle and path geometry, fill colour, stroke
/// width, trim paths, group transforms — values at exact frames worked out
/// from the files, read from presentation layers or rendered pixels.
@MainActor struct LottieShapeAnimationTests {
    @Test func rectangleSizeAnimatesThePath() throws {
        // Width 20 → 100 (linear, frames 0…10), centred at (100, 50), 40 high.
        let rect = #"{"ty": "rc", "p": {"a": 0, "k": [100, 50]}, "s": {"a": 1, "k": [{"t": 0, "s": [20, 40]}, {"t": 10, "s": [100, 40]}]}, "r": {"a": 0, "k": 0}}"#
        let (player, renderer) = try makeShownPlayer(lottieFile(layers: [shapeLayer([rect, redFill])]))
        for (f, half) in [(0.0, 10), (5, 30), (10, 50)] {
            show(player, frame: f)
            let p = renderFrame(renderer)
            #expect(rgba(p, 100 + half - 1, 50) == [255, 0, 0, 255] && rgba(p, 100 - half, 50) == [255, 0, 0, 255], "frame \(f)")
            #expect(rgba(p, 100 + half + 1, 50)[3] == 0 && rgba(p, 100 - half - 2, 50)[3] == 0, "frame \(f)")
        }
    }

    @Test func pathKeyframesMorphWithTheirEasing() throws {
        // A square whose right edge moves from x = 60 to x = 160, eased (0.25, 0.1, 0.25, 1), frames 0…20.
        func square(_ right: Int) -> String {
            #"[{"c": true, "v": [[40, 20], [\#(right), 20], [\#(right), 80], [40, 80]], "i": [[0, 0], [0, 0], [0, 0], [0, 0]], "o": [[0, 0], [0, 0], [0, 0], [0, 0]]}]"#
        }
        let path = #"{"ty": "sh", "ks": {"a": 1, "k": [{"t": 0, "s": \#(square(60)), "o": {"x": 0.25, "y": 0.1}, "i": {"x": 0.25, "y": 1}}, {"t": 20, "s": \#(square(160))}]}}"#
        let (player, renderer) = try makeShownPlayer(lottieFile(layers: [shapeLayer([path, redFill])]))
        for f in [4.0, 10, 16] {
            show(player, frame: f)
            let edge = 60 + 100 * bezierProgress(f / 20, 0.25, 0.1, 0.25, 1)
            let p = renderFrame(renderer)
            #expect(rgba(p, Int(edge.rounded(.down)) - 1, 50) == [255, 0, 0, 255], "frame \(f), edge \(edge)")
            #expect(rgba(p, Int(edge.rounded(.up)) + 1, 50)[3] == 0, "frame \(f), edge \(edge)")
        }
    }

    @Test func fillColourAndOpacityAnimate() throws {
        let fill = #"{"ty": "fl", "c": {"a": 1, "k": [{"t": 0, "s": [1, 0, 0, 1]}, {"t": 10, "s": [0, 0, 1, 1]}]}, "o": {"a": 1, "k": [{"t": 10, "s": [100]}, {"t": 20, "s": [0]}]}}"#
        let rect = #"{"ty": "rc", "p": {"a": 0, "k": [100, 50]}, "s": {"a": 0, "k": [40, 40]}, "r": {"a": 0, "k": 0}}"#
        let (player, renderer) = try makeShownPlayer(lottieFile(layers: [shapeLayer([rect, fill])]))
        show(player, frame: 5)
        let mid = rgba(renderFrame(renderer), 100, 50)                  // half-way red → blue, opaque
        #expect(abs(mid[0] - 128) <= 1 && mid[1] == 0 && abs(mid[2] - 128) <= 1 && mid[3] == 255)
        show(player, frame: 15)
        let faded = rgba(renderFrame(renderer), 100, 50)                // blue at opacity 0.5: premultiplied
        #expect(faded[0] == 0 && abs(faded[2] - 128) <= 1 && abs(faded[3] - 128) <= 1)
    }

    @Test func strokeWidthTrimAndDashesReachTheShapeLayer() throws {
        let line = #"{"ty": "sh", "ks": {"a": 0, "k": {"c": false, "v": [[10, 50], [190, 50]], "i": [[0, 0], [0, 0]], "o": [[0, 0], [0, 0]]}}}"#
        let stroke = #"{"ty": "st", "c": {"a": 0, "k": [0, 0, 0, 1]}, "o": {"a": 0, "k": 100}, "w": {"a": 1, "k": [{"t": 0, "s": [2]}, {"t": 20, "s": [12]}]}, "lc": 1, "lj": 3, "ml": 7, "d": [{"n": "d", "v": {"a": 0, "k": 6}}, {"n": "g", "v": {"a": 0, "k": 3}}, {"n": "o", "v": {"a": 1, "k": [{"t": 0, "s": [0]}, {"t": 20, "s": [9]}]}}]}"#
        let trim = #"{"ty": "tm", "s": {"a": 0, "k": 10}, "e": {"a": 1, "k": [{"t": 0, "s": [20]}, {"t": 10, "s": [100]}]}, "o": {"a": 0, "k": 0}, "m": 1}"#
        let (player, _) = try makeShownPlayer(lottieFile(layers: [shapeLayer([line, stroke, trim])]))
        let shape = try #require(record(player, "layers[0]").content.sublayers?.first as? CAShapeLayer)
        #expect(shape.lineCap == .butt && shape.lineJoin == .bevel && shape.miterLimit == 7 && shape.fillColor == nil)
        #expect(shape.lineDashPattern == [6, 3])
        show(player, frame: 5)
        let s = try #require(shown(shape) as? CAShapeLayer)
        #expect(approx(s.lineWidth, 4.5, 1e-6) && approx(s.lineDashPhase, 2.25, 1e-6))
        #expect(approx(s.strokeStart, 0.1, 1e-6) && approx(s.strokeEnd, 0.6, 1e-6))
    }

    @Test func groupTransformsAndOpacityApplyToTheirContents() throws {
        // A 20 × 20 rectangle at the group's origin; the group sits at (100, 50), scaled 200 %, opacity 50 %.
        let group = #"{"ty": "gr", "it": [{"ty": "rc", "p": {"a": 0, "k": [0, 0]}, "s": {"a": 0, "k": [20, 20]}, "r": {"a": 0, "k": 0}}, \#(redFill), {"ty": "tr", "p": {"a": 0, "k": [100, 50]}, "s": {"a": 0, "k": [200, 200]}, "o": {"a": 0, "k": 50}}]}"#
        let (player, renderer) = try makeShownPlayer(lottieFile(layers: [shapeLayer([group])]))
        show(player, frame: 0)
        let p = renderFrame(renderer)
        let inside = rgba(p, 81, 31)                                    // the square now covers 80…120 × 30…70
        #expect(abs(inside[0] - 128) <= 1 && inside[1] == 0 && abs(inside[3] - 128) <= 1)
        #expect(rgba(p, 78, 50)[3] == 0 && rgba(p, 100, 72)[3] == 0)
    }

    @Test func aStyleAboveAGroupPaintsTheGroupsShapesBelowItsOwn() throws {
        // The group's own blue fill is drawn over the outer red fill, which also paints the group's shape.
        let group = #"{"ty": "gr", "it": [{"ty": "rc", "p": {"a": 0, "k": [100, 50]}, "s": {"a": 0, "k": [40, 40]}, "r": {"a": 0, "k": 0}}, {"ty": "fl", "c": {"a": 0, "k": [0, 0, 1, 1]}, "o": {"a": 0, "k": 50}}, {"ty": "tr"}]}"#
        let (player, renderer) = try makeShownPlayer(lottieFile(layers: [shapeLayer([group, redFill])]))
        show(player, frame: 0)
        let c = rgba(renderFrame(renderer), 100, 50)                    // 50 % blue over opaque red
        #expect(abs(c[0] - 128) <= 1 && c[1] == 0 && abs(c[2] - 128) <= 1 && c[3] == 255)
    }

    @Test func polygonsAndStars() throws {
        // A four-point polygon of radius 50 turned 45°: an axis-aligned square of half side 50/√2 ≈ 35.36 about (100, 50).
        let polygon = #"{"ty": "sr", "sy": 2, "p": {"a": 0, "k": [100, 50]}, "pt": {"a": 0, "k": 4}, "r": {"a": 0, "k": 45}, "or": {"a": 0, "k": 50}, "os": {"a": 0, "k": 0}}"#
        let (player, renderer) = try makeShownPlayer(lottieFile(layers: [shapeLayer([polygon, redFill])]))
        show(player, frame: 0)
        let p = renderFrame(renderer)
        #expect(rgba(p, 134, 84) == [255, 0, 0, 255] && rgba(p, 65, 15) == [255, 0, 0, 255])
        #expect(rgba(p, 137, 50)[3] == 0 && rgba(p, 100, 87)[3] == 0)

        // A five-point star: outer radius 40, inner 20, the first point straight up, clockwise.
        let star = LottieBezierShape.star(center: CGPoint(x: 100, y: 50), points: 5, rotation: 0, outerRadius: 40,
                                          innerRadius: 20, outerRoundness: 0, innerRoundness: 0, isPolygon: false, reversed: false)
        #expect(star.vertices.count == 10)
        #expect(approx(star.vertices[0], CGPoint(x: 100, y: 10), 1e-9))
        let a = -Double.pi / 2 + Double.pi / 5
        #expect(approx(star.vertices[1], CGPoint(x: 100 + 20 * cos(a), y: 50 + 20 * sin(a)), 1e-9))
        #expect(star.outTangents.allSatisfy { $0 == .zero })
        // Roundness 100 % on a polygon: tangents along the circle, 2πr / (4 × points) long.
        let round = LottieBezierShape.star(center: .zero, points: 4, rotation: 0, outerRadius: 10, innerRadius: 0,
                                           outerRoundness: 100, innerRoundness: 0, isPolygon: true, reversed: false)
        let length = 2 * Double.pi * 10 / 16
        #expect(approx(round.outTangents[0], CGPoint(x: length, y: 0), 1e-9) && approx(round.inTangents[0], CGPoint(x: -length, y: 0), 1e-9))
    }
}
