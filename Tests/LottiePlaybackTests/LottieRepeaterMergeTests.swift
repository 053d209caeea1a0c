import Testing
import Foundation
import OpenQuartzCore
@testable import LottiePlayback
import LayerTestSupport
import Raster

/// Repeaters (as a replicator where the steps compose, as copies where they
/// do not; animated copies and offset; composite order) and merge paths,
/// checked by pixels worked out from each file, and bad input.
@MainActor struct LottieRepeaterMergeTests {
    private func rect(_ x: Double, _ y: Double, _ w: Double, _ h: Double, reversed: Bool = false) -> String {
        #"{"ty": "rc", "d": \#(reversed ? 3 : 1), "p": {"a": 0, "k": [\#(x), \#(y)]}, "s": {"a": 0, "k": [\#(w), \#(h)]}, "r": {"a": 0, "k": 0}}"#
    }

    private func repeater(copies: String, offset: String = #"{"a": 0, "k": 0}"#, m: Int = 1, tr: String) -> String {
        #"{"ty": "rp", "c": \#(copies), "o": \#(offset), "m": \#(m), "tr": {\#(tr)}}"#
    }

    /// Every layer under `layer`, depth first.
    private func allLayers(_ layer: CALayer) -> [CALayer] {
        [layer] + (layer.sublayers ?? []).flatMap(allLayers)
    }

    @Test func aMovingRepeaterIsAReplicatorWithAnOpacityRamp() throws {
        // A 10 × 10 square about (20, 50), three copies 30 apart, opacity 100 → 50 %: 100, 75, 50 %.
        let rp = repeater(copies: #"{"a": 0, "k": 3}"#, tr: #""p": {"a": 0, "k": [30, 0]}, "so": {"a": 0, "k": 100}, "eo": {"a": 0, "k": 50}"#)
        let (player, renderer) = try makeShownPlayer(lottieFile(layers: [shapeLayer([rect(20, 50, 10, 10), redFill, rp])]))
        #expect(allLayers(player.layer).contains { ($0 as? CAReplicatorLayer)?.instanceCount == 3 })
        show(player, frame: 0)
        let p = renderFrame(renderer)
        #expect(rgba(p, 20, 50) == [255, 0, 0, 255])
        let second = rgba(p, 50, 50), third = rgba(p, 80, 50)
        #expect(abs(second[0] - 191) <= 1 && abs(second[3] - 191) <= 1 && second[1] == 0)
        #expect(abs(third[0] - 128) <= 1 && abs(third[3] - 128) <= 1)
        #expect(rgba(p, 110, 50)[3] == 0 && rgba(p, 35, 50)[3] == 0)
        #expect(player.diagnostics.isEmpty, "\(player.diagnostics)")
    }

    @Test func aTurningRepeaterAboutItsAnchor() throws {
        // A 6 × 10 bar about (100, 20); four copies turned 90° each about (100, 50): top, right, bottom, left.
        let rp = repeater(copies: #"{"a": 0, "k": 4}"#, tr: #""a": {"a": 0, "k": [100, 50]}, "r": {"a": 0, "k": 90}"#)
        let (player, renderer) = try makeShownPlayer(lottieFile(layers: [shapeLayer([rect(100, 20, 6, 10), redFill, rp])]))
        show(player, frame: 0)
        let p = renderFrame(renderer)
        for (x, y) in [(100, 20), (130, 50), (100, 80), (70, 50)] {
            #expect(rgba(p, x, y) == [255, 0, 0, 255], "(\(x), \(y))")
        }
        // The bar turned: 10 wide and 6 tall on the right (x 125…135, y 47…53).
        #expect(rgba(p, 126, 50) == [255, 0, 0, 255] && rgba(p, 130, 45)[3] == 0)
        #expect(rgba(p, 100, 50)[3] == 0)
    }

    @Test func aRepeaterWhoseStepsDoNotComposeIsExpandedLottieWebsWay() throws {
        // A 20 × 6 bar about (20, 50), turned 90° about its centre and moved 30 per step: copy 1 upright about
        // (50, 50), copy 2 flat about (80, 50) — not about (50, 80), where repeating one step matrix would put it.
        let rp = repeater(copies: #"{"a": 0, "k": 3}"#, tr: #""a": {"a": 0, "k": [20, 50]}, "p": {"a": 0, "k": [30, 0]}, "r": {"a": 0, "k": 90}"#)
        let (player, renderer) = try makeShownPlayer(lottieFile(layers: [shapeLayer([rect(20, 50, 20, 6), redFill, rp])]))
        #expect(!allLayers(player.layer).contains { $0 is CAReplicatorLayer })
        show(player, frame: 0)
        let p = renderFrame(renderer)
        #expect(rgba(p, 50, 42) == [255, 0, 0, 255] && rgba(p, 43, 50)[3] == 0)   // upright: x 47…53, y 40…60
        #expect(rgba(p, 72, 50) == [255, 0, 0, 255] && rgba(p, 80, 44)[3] == 0)   // flat: x 70…90, y 47…53
        #expect(rgba(p, 50, 80)[3] == 0)
    }

    @Test func animatedCopiesAndOffset() throws {
        // Copies 1 → 3 over frames 0…10 (⌈c⌉ drawn), 30 apart.
        let rp = repeater(copies: #"{"a": 1, "k": [{"t": 0, "s": [1]}, {"t": 10, "s": [3]}]}"#, tr: #""p": {"a": 0, "k": [30, 0]}"#)
        let (player, renderer) = try makeShownPlayer(lottieFile(layers: [shapeLayer([rect(20, 50, 10, 10), redFill, rp])]))
        for (frame, drawn) in [(0.0, 1), (3, 2), (6, 3)] {          // c = 1, 1.6, 2.2
            show(player, frame: frame)
            let p = renderFrame(renderer)
            for k in 0..<3 {
                #expect(rgba(p, 20 + 30 * k, 50)[3] == (k < drawn ? 255 : 0), "frame \(frame), copy \(k)")
            }
        }
        // Offset 0 → 1 over frames 0…10: half a step (15) at frame 5.
        let moving = repeater(copies: #"{"a": 0, "k": 2}"#, offset: #"{"a": 1, "k": [{"t": 0, "s": [0]}, {"t": 10, "s": [1]}]}"#,
                              tr: #""p": {"a": 0, "k": [30, 0]}"#)
        let (player2, renderer2) = try makeShownPlayer(lottieFile(layers: [shapeLayer([rect(20, 50, 10, 10), redFill, moving])]))
        show(player2, frame: 5)
        let q = renderFrame(renderer2)
        #expect(rgba(q, 31, 50) == [255, 0, 0, 255] && rgba(q, 61, 50) == [255, 0, 0, 255])   // x 30…40 and 60…70
        #expect(rgba(q, 28, 50)[3] == 0 && rgba(q, 42, 50)[3] == 0)
    }

    @Test func anAnimatedStepTurnsTheCopies() throws {
        // The 6 × 10 bar about (100, 20), two copies, the step turning 0 → 180° about (100, 50) over frames 0…10:
        // copy 1 on the right (about (130, 50), lying flat) at frame 5, at the bottom at frame 10.
        let rp = repeater(copies: #"{"a": 0, "k": 2}"#,
                          tr: #""a": {"a": 0, "k": [100, 50]}, "r": {"a": 1, "k": [{"t": 0, "s": [0]}, {"t": 10, "s": [180]}]}"#)
        let (player, renderer) = try makeShownPlayer(lottieFile(layers: [shapeLayer([rect(100, 20, 6, 10), redFill, rp])]))
        #expect(!allLayers(player.layer).contains { $0 is CAReplicatorLayer })
        show(player, frame: 5)
        let p = renderFrame(renderer)
        #expect(rgba(p, 126, 50) == [255, 0, 0, 255] && rgba(p, 130, 45)[3] == 0 && rgba(p, 100, 80)[3] == 0)
        #expect(rgba(p, 100, 20) == [255, 0, 0, 255])                 // copy 0 never turns
        show(player, frame: 10)
        let q = renderFrame(renderer)
        #expect(rgba(q, 100, 80) == [255, 0, 0, 255] && rgba(q, 130, 50)[3] == 0)
    }

    @Test func compositeAboveAndBelow() throws {
        // Each copy: a 20 × 20 red square with a blue 2-wide outline on top; the second copy 10 to the right, so
        // its left outline (x 49…51) crosses the first's inside. Above: it shows; below: the first copy's fill hides it.
        let outline = #"{"ty": "st", "c": {"a": 0, "k": [0, 0, 1, 1]}, "o": {"a": 0, "k": 100}, "w": {"a": 0, "k": 2}, "lc": 1, "lj": 1}"#
        for (m, expected) in [(1, [0, 0, 255, 255]), (2, [255, 0, 0, 255])] {
            let rp = repeater(copies: #"{"a": 0, "k": 2}"#, m: m, tr: #""p": {"a": 0, "k": [10, 0]}"#)
            let (player, renderer) = try makeShownPlayer(lottieFile(layers: [shapeLayer([rect(50, 50, 20, 20), outline, redFill, rp])]))
            show(player, frame: 0)
            #expect(rgba(renderFrame(renderer), 50, 50) == expected, "m \(m)")
        }
    }

    @Test func aFillAfterTheRepeaterPaintsEveryCopy() throws {
        let rp = repeater(copies: #"{"a": 0, "k": 2}"#, tr: #""p": {"a": 0, "k": [30, 0]}"#)
        let (player, renderer) = try makeShownPlayer(lottieFile(layers: [shapeLayer([rect(20, 50, 10, 10), rp, redFill])]))
        show(player, frame: 0)
        let p = renderFrame(renderer)
        #expect(rgba(p, 20, 50) == [255, 0, 0, 255] && rgba(p, 50, 50) == [255, 0, 0, 255])
    }

    @Test func badCopyCountsAreReportedAndBounded() throws {
        let negative = repeater(copies: #"{"a": 0, "k": -3}"#, tr: "")
        let huge = repeater(copies: #"{"a": 0, "k": 1e9}"#, tr: #""p": {"a": 0, "k": [0.1, 0]}"#)
        let (player, renderer) = try makeShownPlayer(lottieFile(layers: [shapeLayer([rect(20, 50, 10, 10), redFill, negative]),
                                                                        shapeLayer([rect(100, 50, 10, 10), redFill, huge])]))
        show(player, frame: 0)
        let p = renderFrame(renderer)
        #expect(rgba(p, 20, 50)[3] == 0)                         // no copies: nothing drawn
        #expect(rgba(p, 100, 50) == [255, 0, 0, 255])
        let messages = player.diagnostics.map(\.description)
        #expect(messages.contains { $0.hasPrefix("layers[0].shapes[2].c") && $0.contains("using 0") }, "\(messages)")
        #expect(messages.contains { $0.hasPrefix("layers[1].shapes[2].c") && $0.contains("cut to 1000") }, "\(messages)")
        #expect(allLayers(player.layer).contains { ($0 as? CAReplicatorLayer)?.instanceCount == 1000 })
    }

    // MARK: Merge paths

    @Test func mergeModesExpressibleAsOneFilledPath() throws {
        // Two 60 × 60 squares: x 40…100 and 80…140 (the second drawn the other way round), overlapping at 80…100.
        let a = rect(70, 50, 60, 60), b = rect(110, 50, 60, 60, reversed: true)
        let halfRed = #"{"ty": "fl", "c": {"a": 0, "k": [1, 0, 0, 1]}, "o": {"a": 0, "k": 50}}"#
        // Add: one path, so a translucent fill does not darken the overlap.
        for (mode, overlapAlpha) in [(2, 128), (5, 0)] {
            let (player, renderer) = try makeShownPlayer(lottieFile(layers: [shapeLayer([a, b, #"{"ty": "mm", "mm": \#(mode)}"#, halfRed])]))
            show(player, frame: 0)
            let p = renderFrame(renderer)
            #expect(abs(rgba(p, 90, 50)[3] - overlapAlpha) <= 1, "mode \(mode)")
            #expect(abs(rgba(p, 60, 50)[3] - 128) <= 1 && abs(rgba(p, 120, 50)[3] - 128) <= 1, "mode \(mode)")
            #expect(player.diagnostics.isEmpty, "\(player.diagnostics)")
        }
        // Merge (1): the fill's own rule; non-zero with opposite windings leaves the overlap empty.
        let (player, renderer) = try makeShownPlayer(lottieFile(layers: [shapeLayer([a, b, #"{"ty": "mm", "mm": 1}"#, redFill])]))
        show(player, frame: 0)
        let p = renderFrame(renderer)
        #expect(rgba(p, 90, 50)[3] == 0 && rgba(p, 60, 50) == [255, 0, 0, 255])
    }

    @Test func mergeAppliesGroupTransforms() throws {
        // The second square sits in a group moved by (40, 0): x 80…140 once moved. Exclude empties the overlap.
        let group = #"{"ty": "gr", "it": [\#(rect(70, 50, 60, 60)), {"ty": "tr", "p": {"a": 0, "k": [40, 0]}}]}"#
        let (player, renderer) = try makeShownPlayer(lottieFile(layers: [shapeLayer([rect(70, 50, 60, 60), group, #"{"ty": "mm", "mm": 5}"#, redFill])]))
        show(player, frame: 0)
        let p = renderFrame(renderer)
        #expect(rgba(p, 90, 50)[3] == 0 && rgba(p, 60, 50) == [255, 0, 0, 255] && rgba(p, 130, 50) == [255, 0, 0, 255])
    }

    @Test func unknownAndInexpressibleMergeModesAreReported() throws {
        let a = rect(70, 50, 60, 60), b = rect(110, 50, 60, 60)
        let (player, _) = try makeShownPlayer(lottieFile(layers: [shapeLayer([a, b, #"{"ty": "mm", "mm": 9}"#, redFill]),
                                                                 shapeLayer([a, b, #"{"ty": "mm", "mm": 3}"#, redFill])]))
        let messages = player.diagnostics.map(\.description)
        #expect(messages.contains { $0.hasPrefix("layers[0].shapes[2].mm") && $0.contains("unknown merge mode 9") }, "\(messages)")
        #expect(messages.contains { $0.hasPrefix("layers[1].shapes[2].mm") && $0.contains("subtract") }, "\(messages)")
    }

    @Test func repeaterTransformMath() {
        // Offset 0.5 with scale 200 %: half a step scales by 1.5, then each whole step doubles.
        let r = LottieRepeater(copies: .fixed([3]), offset: .fixed([0.5]), composite: .above, anchor: .fixed([10, 0]),
                               position: .fixed([4, 0]), scale: .fixed([200, 200]), rotation: .fixed([0]),
                               startOpacity: .fixed([100]), endOpacity: .fixed([20]))
        let t = r.transform(ofCopy: 2, at: 0)
        #expect(approx(t.a, 6, 1e-12) && approx(t.d, 6, 1e-12))
        // The anchor (10, 0) stays, then moves 2.5 steps of 4.
        #expect(approx(CGPoint(x: 10, y: 0).applying(t), CGPoint(x: 20, y: 0), 1e-9))
        // A negative offset undoes steps: −1.5 → 1 / (2 × 1.5).
        var back = r
        back.offset = .fixed([-1.5])
        #expect(approx(back.transform(ofCopy: 0, at: 0).a, 1.0 / 3, 1e-12))
        #expect(approx(r.opacity(ofCopy: 1, count: 3, at: 0), 0.6, 1e-12))
    }
}
