import Testing
import Foundation
import OpenQuartzCore
@testable import LottiePlayback
import LayerTestSupport

/// Presentation values at exact frames of hand-made files. Each expected
/// value is worked out here from the file's keyframes: linear interpolation,
/// the cubic-Bézier easing (`easedProgress`, bisection), holds, the spatial
/// Bézier of a position. The compositions run at 10 fps from frame 0 to 20
/// (2 s), so frame f is 0.1·f seconds into the groups.
@MainActor struct LottieKeyframeValueTests {
    private let tolerance: CGFloat = 1e-4

    @Test func linearPosition() throws {
        let p = #""p": {"a": 1, "k": [{"t": 0, "s": [10, 20]}, {"t": 10, "s": [110, 60]}]}"#
        let (player, _) = try makeShownPlayer(lottieFile(layers: [solidLayer("s", ks: p)]))
        let layer = record(player, "layers[0]").transform
        for f in [0.0, 2.5, 5, 7.25, 10, 15] {
            show(player, frame: f)
            let u = min(f / 10, 1)
            #expect(approx(shown(layer).position, CGPoint(x: 10 + 100 * u, y: 20 + 40 * u), tolerance), "frame \(f)")
        }
    }

    @Test func easedPositionOpacityScaleAndRotation() throws {
        // One easing for every property: o (0.42, 0), i (0.58, 1), frames 4 → 16.
        func eased(_ a: String, _ b: String) -> String {
            #"{"a": 1, "k": [{"t": 4, "s": \#(a), "o": {"x": [0.42], "y": [0]}, "i": {"x": [0.58], "y": [1]}}, {"t": 16, "s": \#(b)}]}"#
        }
        let ks = #""p": \#(eased("[0, 0]", "[120, 60]")), "o": \#(eased("[0]", "[100]")), "s": \#(eased("[100, 100]", "[300, 50]")), "r": \#(eased("[0]", "[90]"))"#
        let (player, _) = try makeShownPlayer(lottieFile(layers: [solidLayer("s", ks: ks)]))
        let r = record(player, "layers[0]")
        let scaleLayer = try #require(r.transform.sublayers?.first)
        for f in [0.0, 4, 5, 7.5, 10, 13.3, 16, 19] {
            show(player, frame: f)
            let x = min(max((f - 4) / 12, 0), 1)
            let y = bezierProgress(x, 0.42, 0, 0.58, 1)
            let t = shown(r.transform)
            #expect(approx(t.position, CGPoint(x: 120 * y, y: 60 * y), 1e-3), "position at \(f)")
            #expect(approx(CGFloat(t.opacity), CGFloat(y), 1e-5), "opacity at \(f)")
            let angle = (t.value(forKeyPath: "transform.rotation.z") as? CGFloat) ?? .nan
            #expect(approx(angle, CGFloat(y * .pi / 2), 1e-5), "rotation at \(f)")
            let s = shown(scaleLayer)
            #expect(approx(s.transform.m11, CGFloat(1 + 2 * y), 1e-5) && approx(s.transform.m22, CGFloat(1 - 0.5 * y), 1e-5),
                    "scale at \(f)")
        }
    }

    @Test func holdKeyframesJumpAtTheNextKeyframe() throws {
        let p = #""p": {"a": 1, "k": [{"t": 0, "s": [0, 0], "h": 1}, {"t": 10, "s": [50, 50]}, {"t": 20, "s": [100, 0]}]}"#
        let (player, _) = try makeShownPlayer(lottieFile(layers: [solidLayer("s", ks: p)]))
        let layer = record(player, "layers[0]").transform
        for (f, expected) in [(0.0, CGPoint(x: 0, y: 0)), (9.99, CGPoint(x: 0, y: 0)), (10, CGPoint(x: 50, y: 50)),
                              (15, CGPoint(x: 75, y: 25)), (20, CGPoint(x: 100, y: 0))] {
            show(player, frame: f)
            #expect(approx(shown(layer).position, expected, tolerance), "frame \(f)")
        }
    }

    @Test func perDimensionEasingSplitsPosition() throws {
        // x eases in hard (0.9, 0 → 1, 1), y eases out hard (0, 0 → 0.1, 1).
        let p = #""p": {"a": 1, "k": [{"t": 0, "s": [0, 0], "o": {"x": [0.9, 0], "y": [0, 0]}, "i": {"x": [1, 0.1], "y": [1, 1]}}, {"t": 20, "s": [100, 100]}]}"#
        let (player, _) = try makeShownPlayer(lottieFile(layers: [solidLayer("s", ks: p)]))
        let layer = record(player, "layers[0]").transform
        #expect(Set(layer.animation(forKey: "lottie").flatMap { ($0 as? CAAnimationGroup)?.animations }?
            .compactMap { ($0 as? CAPropertyAnimation)?.keyPath } ?? []) == ["position.x", "position.y"])
        for f in [3.0, 10, 17] {
            show(player, frame: f)
            let x = f / 20
            let expected = CGPoint(x: 100 * bezierProgress(x, 0.9, 0, 1, 1), y: 100 * bezierProgress(x, 0, 0, 0.1, 1))
            #expect(approx(shown(layer).position, expected, 1e-3), "frame \(f)")
        }
    }

    @Test func splitXAndYPositions() throws {
        let p = #""p": {"s": true, "x": {"a": 1, "k": [{"t": 0, "s": [0]}, {"t": 10, "s": [40]}]}, "y": {"a": 1, "k": [{"t": 10, "s": [5]}, {"t": 20, "s": [25]}]}}"#
        let (player, _) = try makeShownPlayer(lottieFile(layers: [solidLayer("s", ks: p)]))
        let layer = record(player, "layers[0]").transform
        for f in [0.0, 5, 10, 15, 20] {
            show(player, frame: f)
            let expected = CGPoint(x: 40 * min(f / 10, 1), y: 5 + 20 * max(0, (f - 10) / 10))
            #expect(approx(shown(layer).position, expected, tolerance), "frame \(f)")
        }
    }

    @Test func spatialTangentsFollowTheCurve() throws {
        // From (0, 0) to (100, 0) bulging down: controls (0, 50) and (100, 50).
        let p = #""p": {"a": 1, "k": [{"t": 0, "s": [0, 0], "to": [0, 50], "ti": [0, 50]}, {"t": 20, "s": [100, 0]}]}"#
        let (player, _) = try makeShownPlayer(lottieFile(layers: [solidLayer("s", ks: p)]))
        let layer = record(player, "layers[0]").transform
        for f in [5.0, 10, 15] {
            show(player, frame: f)
            let u = f / 20, v = 1 - u
            // The cubic Bézier at parameter u (linear timing).
            let expected = CGPoint(x: 3 * u * u * v * 100 + u * u * u * 100, y: 3 * u * v * v * 50 + 3 * u * u * v * 50)
            #expect(approx(shown(layer).position, expected, 1e-3), "frame \(f)")
        }
        show(player, frame: 10)
        #expect(approx(shown(layer).position, CGPoint(x: 50, y: 37.5), 1e-3))   // the midpoint, by hand
    }

    @Test func anchorIsAnOppositeOffset() throws {
        let ks = #""a": {"a": 1, "k": [{"t": 0, "s": [5, 5]}, {"t": 10, "s": [15, 25]}]}, "p": {"a": 0, "k": [50, 50]}"#
        let (player, _) = try makeShownPlayer(lottieFile(layers: [solidLayer("s", ks: ks)]))
        let r = record(player, "layers[0]")
        show(player, frame: 5)
        #expect(approx(shown(r.content).position, CGPoint(x: -10, y: -15), tolerance))
        #expect(approx(shown(r.transform).position, CGPoint(x: 50, y: 50), tolerance))
    }

    @Test func inAndOutPointsHideTheLayer() throws {
        let (player, _) = try makeShownPlayer(lottieFile(layers: [solidLayer("s", ip: 5, op: 15), solidLayer("always")]))
        let visibility = record(player, "layers[0]").visibility
        for (f, hidden) in [(0.0, true), (4.9, true), (5, false), (10, false), (14.9, false), (15, true), (20, true)] {
            show(player, frame: f)
            #expect(shown(visibility).isHidden == hidden, "frame \(f)")
        }
        show(player, frame: 20)
        #expect(!shown(record(player, "layers[1]").visibility).isHidden)
    }

    @Test func startTimeAndStretchShiftKeyframes() throws {
        // st 4, sr 2: layer frame t shows at composition frame 4 + 2t.
        let p = #""p": {"a": 1, "k": [{"t": 0, "s": [0, 0]}, {"t": 5, "s": [100, 0]}]}"#
        let (player, _) = try makeShownPlayer(lottieFile(layers: [solidLayer("s", ks: p, extra: #""sr": 2, "st": 4"#)
            .replacingOccurrences(of: #""st": 0, "#, with: "")]))
        let layer = record(player, "layers[0]").transform
        for f in [2.0, 4, 9, 14, 18] {
            show(player, frame: f)
            let expected = 100 * min(max((f - 4) / 10, 0), 1)
            #expect(approx(shown(layer).position.x, CGFloat(expected), tolerance), "frame \(f)")
        }
    }
}

/// Auto-orient and skew.
@MainActor struct LottieOrientAndSkewTests {
    @Test func autoOrientTurnsAlongThePath() throws {
        // Down-right at 45°, then straight down (90°): the layer faces its direction of travel.
        let p = #""p": {"a": 1, "k": [{"t": 0, "s": [0, 0]}, {"t": 10, "s": [50, 50]}, {"t": 20, "s": [50, 100]}]}"#
        let (player, _) = try makeShownPlayer(lottieFile(layers: [solidLayer("s", ks: p, extra: #""ao": 1"#)]))
        let layer = record(player, "layers[0]").transform
        for (f, angle) in [(5.0, Double.pi / 4), (15, Double.pi / 2)] {
            show(player, frame: f)
            let t = shown(layer).transform
            #expect(approx(Double(atan2(t.m12, t.m11)), angle, 1e-6), "frame \(f)")
            #expect(approx(shown(layer).position, CGPoint(x: f <= 10 ? 5 * f : 50, y: f <= 10 ? 5 * f : 50 + 5 * (f - 10)), 1e-6))
        }
    }

    @Test func skewShearsAlongItsAxis() throws {
        // sk 45 along axis 0 (x): x' = x − tan(45°)·y = x − y (After Effects' skew leans the top right… of a y-down frame).
        let ks = #""sk": {"a": 0, "k": 45}, "sa": {"a": 0, "k": 0}"#
        let (player, _) = try makeShownPlayer(lottieFile(layers: [solidLayer("s", ks: ks)]))
        let middle = try #require(record(player, "layers[0]").transform.sublayers?.first)
        show(player, frame: 0)
        let t = shown(middle).transform
        #expect(approx(t.m11, 1, 1e-9) && approx(t.m12, 0, 1e-9) && approx(t.m21, -1, 1e-9) && approx(t.m22, 1, 1e-9))
    }
}
