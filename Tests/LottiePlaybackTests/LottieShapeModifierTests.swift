import Testing
import Foundation
import OpenQuartzCore
@testable import LottiePlayback
import LayerTestSupport
import Raster

/// Rounded corners, trim paths (fills, several trims, individually, offset
/// wrap-around) and animated dashes: pixels at points worked out from each
/// file's geometry (pixel (x, y) covers x…x+1, y…y+1; probes sit at least
/// half a pixel from any edge), and values at frames from its keyframes.
@MainActor struct LottieShapeModifierTests {    private let blackStroke = #"{"ty": "st", "c": {"a": 0, "k": [0, 0, 0, 1]}, "o": {"a": 0, "k": 100}, "w": {"a": 0, "k": 10}, "lc": 1, "lj": 1}"#
    /// A rectangle 80 × 60 about (100, 50): x 60…140, y 20…80.
    private let rect = #"{"ty": "rc", "p": {"a": 0, "k": [100, 50]}, "s": {"a": 0, "k": [80, 60]}, "r": {"a": 0, "k": 0}}"#
    /// A horizontal line from (10, 50) to (190, 50): 180 long.
    private let line = #"{"ty": "sh", "ks": {"a": 0, "k": {"c": false, "v": [[10, 50], [190, 50]], "i": [[0, 0], [0, 0]], "o": [[0, 0], [0, 0]]}}}"#

    private func trim(_ s: String, _ e: String, _ o: String = "0", m: Int = 1) -> String {
        #"{"ty": "tm", "s": \#(value(s)), "e": \#(value(e)), "o": \#(value(o)), "m": \#(m)}"#
    }
    /// A property: a number, or keyframes written "from>to@f0-f1".
    private func value(_ text: String) -> String {
        if let at = text.firstIndex(of: "@") {
            let values = text[..<at].split(separator: ">"), frames = text[text.index(after: at)...].split(separator: "-")
            return #"{"a": 1, "k": [{"t": \#(frames[0]), "s": [\#(values[0])]}, {"t": \#(frames[1]), "s": [\#(values[1])]}]}"#
        }
        return #"{"a": 0, "k": \#(text)}"#
    }

    // MARK: Rounded corners

    @Test func roundedCornersRoundARectanglesCornersByQuarterCircles() throws {
        let round = #"{"ty": "rd", "r": {"a": 0, "k": 20}}"#
        let (player, renderer) = try makeShownPlayer(lottieFile(layers: [shapeLayer([rect, round, redFill])]))
        show(player, frame: 0)
        let p = renderFrame(renderer)
        // The top-left corner's arc has its centre at (80, 40), radius 20.
        #expect(rgba(p, 62, 22)[3] == 0)                  // (62.5, 22.5): 24.7 from the centre
        #expect(rgba(p, 70, 30) == [255, 0, 0, 255])      // 13.4 from the centre
        #expect(rgba(p, 137, 77)[3] == 0 && rgba(p, 130, 70) == [255, 0, 0, 255])   // bottom-right alike
        #expect(rgba(p, 60, 50) == [255, 0, 0, 255] && rgba(p, 100, 20) == [255, 0, 0, 255])   // the straight sides stay
        #expect(player.diagnostics.isEmpty, "\(player.diagnostics)")
    }

    @Test func roundedCornersRadiusAnimatesAndRoundsPolygons() throws {
        // Radius 0 → 20 over frames 0…10: 10 at frame 5.
        let round = #"{"ty": "rd", "r": \#(value("0>20@0-10"))}"#
        // A square polygon (radius 50 turned 45°): corners at 100 ± 35.36, 50 ± 35.36.
        let polygon = #"{"ty": "sr", "sy": 2, "p": {"a": 0, "k": [100, 50]}, "pt": {"a": 0, "k": 4}, "r": {"a": 0, "k": 45}, "or": {"a": 0, "k": 50}, "os": {"a": 0, "k": 0}}"#
        let (player, renderer) = try makeShownPlayer(lottieFile(layers: [shapeLayer([polygon, round, redFill])]))
        show(player, frame: 0)
        #expect(rgba(renderFrame(renderer), 134, 84) == [255, 0, 0, 255])   // sharp: the corner (135.36, 85.36) is covered
        show(player, frame: 5)
        let p = renderFrame(renderer)
        // The arc's centre is (125.36, 75.36), radius 10: (133.5, 83.5) is 11.5 away, (130.5, 80.5) 7.3.
        #expect(rgba(p, 133, 83)[3] == 0)
        #expect(rgba(p, 130, 80) == [255, 0, 0, 255])
    }

    @Test func roundingTheShapeModel() {
        let square = LottieBezierShape.rectangle(center: CGPoint(x: 50, y: 50), size: CGSize(width: 40, height: 40), roundness: 0)
        let rounded = square.roundingCorners(radius: 5)
        // Four corners, two vertices each, 5 from the corner along each edge; controls 0.5519 of the way in.
        #expect(rounded.vertices.count == 8)
        #expect(rounded.vertices.contains(CGPoint(x: 70, y: 35)) && rounded.vertices.contains(CGPoint(x: 65, y: 30)))
        let i = rounded.vertices.firstIndex(of: CGPoint(x: 65, y: 30))!
        #expect(approx(rounded.outTangents[i], CGPoint(x: 5 * 0.5519, y: 0), 1e-9) && rounded.inTangents[i] == .zero)
        // A radius past half an edge stops at its middle.
        let capped = square.roundingCorners(radius: 100)
        #expect(capped.vertices.contains(CGPoint(x: 70, y: 50)))
        // Curved vertices (an ellipse's) stay.
        let circle = LottieBezierShape.ellipse(center: .zero, size: CGSize(width: 10, height: 10))
        #expect(circle.roundingCorners(radius: 3) == circle)
    }

    // MARK: Trim paths

    @Test func trimRangeArithmetic() {
        #expect(LottieTrimRange.range(start: 0, end: 100, offset: 0) == nil)
        #expect(LottieTrimRange.range(start: 0, end: 50, offset: 270)! == (0.75, 1.25))
        #expect(LottieTrimRange.range(start: 80, end: 20, offset: -360)! == (0.2, 0.8))      // swapped; a whole turn is none
        #expect(LottieTrimRange.range(start: -10, end: 150, offset: 90)! == (0.25, 1.25))   // clamped to 0…100 first
        let wrap = LottieTrimRange.parts(of: (0.75, 1.25), length: 180, before: 0, total: 180)
        #expect(wrap.count == 2 && wrap[0] == (0.75, 1) && wrap[1] == (0, 0.25))
        // One range over two shapes of 100 and 50: 0…80 % is 120 long, so the second keeps 20 of its 50.
        #expect(LottieTrimRange.parts(of: (0, 0.8), length: 100, before: 0, total: 150).map { [$0.start, $0.end] } == [[0, 1]])
        #expect(LottieTrimRange.parts(of: (0, 0.8), length: 50, before: 100, total: 150).map { [$0.start, $0.end] } == [[0, 0.4]])
        #expect(LottieTrimRange.parts(of: (0.1, 0.1), length: 50, before: 0, total: 50).isEmpty)
    }

    @Test func aTrimmedFillFillsTheTrimmedPath() throws {
        // The rectangle's outline starts at its top-right corner going down: 60 + 80 of 280 is half, ending at
        // the bottom-left corner. The open piece, filled, is the triangle (140, 20), (140, 80), (60, 80).
        let (player, renderer) = try makeShownPlayer(lottieFile(layers: [shapeLayer([rect, redFill, trim("0", "50")])]))
        show(player, frame: 0)
        let p = renderFrame(renderer)
        #expect(rgba(p, 130, 70) == [255, 0, 0, 255])     // under the diagonal y = 20 + 0.75 (140 − x)
        #expect(rgba(p, 70, 30)[3] == 0)                  // above it
        #expect(rgba(p, 100, 60) == [255, 0, 0, 255] && rgba(p, 100, 40)[3] == 0)   // diagonal at x 100.5: y 49.6
    }

    @Test func aTrimOffsetWrapsPastThePathsStart() throws {
        // Start 0, end 50 %, offset 0 → 360° over frames 0…20: 270° at frame 15, keeping 0.75…1 and 0…0.25 of the
        // 180-long line: x 145…190 and 10…55.
        let (player, renderer) = try makeShownPlayer(lottieFile(layers: [shapeLayer([line, blackStroke, trim("0", "50", "0>360@0-20")])]))
        show(player, frame: 15)
        let p = renderFrame(renderer)
        #expect(rgba(p, 150, 50) == [0, 0, 0, 255] && rgba(p, 20, 50) == [0, 0, 0, 255] && rgba(p, 53, 50) == [0, 0, 0, 255])
        #expect(rgba(p, 100, 50)[3] == 0 && rgba(p, 56, 50)[3] == 0 && rgba(p, 143, 50)[3] == 0)
        // At frame 4 the offset is 72° (0.2): 0.2…0.7, x 46…136, no wrap.
        show(player, frame: 4)
        let q = renderFrame(renderer)
        #expect(rgba(q, 47, 50) == [0, 0, 0, 255] && rgba(q, 134, 50) == [0, 0, 0, 255])
        #expect(rgba(q, 44, 50)[3] == 0 && rgba(q, 137, 50)[3] == 0)
    }

    @Test func aStrokeTrimWithAnAnimatedOffsetThatNeverWrapsStaysStrokeStartAndEnd() throws {
        // Start 0, end 50 %, offset 0 → 90° over frames 0…10: at frame 4, 36° shifts both by 0.1.
        let (player, _) = try makeShownPlayer(lottieFile(layers: [shapeLayer([line, blackStroke, trim("0", "50", "0>90@0-10")])]))
        let shape = try #require(record(player, "layers[0]").content.sublayers?.first as? CAShapeLayer)
        show(player, frame: 4)
        let s = try #require(shown(shape) as? CAShapeLayer)
        #expect(approx(s.strokeStart, 0.1, 1e-6) && approx(s.strokeEnd, 0.6, 1e-6))
    }

    @Test func severalTrimsCompose() throws {
        // The first keeps 0…50 % (x 10…100), the second the second half of that: x 55…100.
        let (player, renderer) = try makeShownPlayer(lottieFile(layers: [shapeLayer([line, blackStroke, trim("0", "50"), trim("50", "100")])]))
        show(player, frame: 0)
        let p = renderFrame(renderer)
        #expect(rgba(p, 57, 50) == [0, 0, 0, 255] && rgba(p, 98, 50) == [0, 0, 0, 255])
        #expect(rgba(p, 52, 50)[3] == 0 && rgba(p, 102, 50)[3] == 0)
        #expect(player.diagnostics.isEmpty, "\(player.diagnostics)")
    }

    @Test func trimmingIndividuallyRunsOneRangeOverTheShapesInOrder() throws {
        // Lines of 100 (y 30) and 50 (y 70): 0…80 % of 150 is 120, all of the first and 20 of the second.
        let first = #"{"ty": "sh", "ks": {"a": 0, "k": {"c": false, "v": [[10, 30], [110, 30]], "i": [[0, 0], [0, 0]], "o": [[0, 0], [0, 0]]}}}"#
        let second = #"{"ty": "sh", "ks": {"a": 0, "k": {"c": false, "v": [[10, 70], [60, 70]], "i": [[0, 0], [0, 0]], "o": [[0, 0], [0, 0]]}}}"#
        let group = #"{"ty": "gr", "it": [\#(second), {"ty": "tr"}]}"#
        for (m, firstEnd, secondEnd) in [(2, 110.0, 30.0), (1, 90, 50)] {   // individually, then simultaneously (80 % of each)
            let (player, renderer) = try makeShownPlayer(lottieFile(layers: [shapeLayer([first, group, blackStroke, trim("0", "80", m: m)])]))
            show(player, frame: 0)
            let p = renderFrame(renderer)
            #expect(rgba(p, Int(firstEnd) - 3, 30) == [0, 0, 0, 255] && rgba(p, Int(secondEnd) - 3, 70) == [0, 0, 0, 255], "m \(m)")
            if firstEnd < 110 { #expect(rgba(p, Int(firstEnd) + 2, 30)[3] == 0, "m \(m)") }
            if secondEnd < 50 { #expect(rgba(p, Int(secondEnd) + 2, 70)[3] == 0, "m \(m)") }
            #expect(player.diagnostics.isEmpty, "\(player.diagnostics)")
        }
    }

    // MARK: Dashes

    @Test func animatedDashLengths() throws {
        // Dash 10 → 30 over frames 0…10 (20 at frame 5), gap 10: from x = 10, dashes at 10…30, 40…60.
        let stroke = #"{"ty": "st", "c": {"a": 0, "k": [0, 0, 0, 1]}, "o": {"a": 0, "k": 100}, "w": {"a": 0, "k": 10}, "lc": 1, "lj": 1, "d": [{"n": "d", "v": \#(value("10>30@0-10"))}, {"n": "g", "v": {"a": 0, "k": 10}}]}"#
        let (player, renderer) = try makeShownPlayer(lottieFile(layers: [shapeLayer([line, stroke])]))
        let shape = try #require(record(player, "layers[0]").content.sublayers?.first as? CAShapeLayer)
        show(player, frame: 5)
        #expect((shown(shape) as? CAShapeLayer)?.lineDashPattern == [20, 10])
        let p = renderFrame(renderer)
        #expect(rgba(p, 25, 50) == [0, 0, 0, 255] && rgba(p, 45, 50) == [0, 0, 0, 255])
        #expect(rgba(p, 35, 50)[3] == 0 && rgba(p, 65, 50)[3] == 0)
        #expect(player.diagnostics.isEmpty, "\(player.diagnostics)")
    }
}
