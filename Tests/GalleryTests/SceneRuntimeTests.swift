import Testing
import Foundation
import Raster
@testable import Gallery
@testable import OpenQuartzCore

/// The runtime itself: validation, the frame schedule, scripted input,
/// late events, determinism. Clock-driving tests are @MainActor and synchronous.
@MainActor struct SceneRuntimeTests {
    /// A 2 s scene: a square moves right 100 pt in 1 s from t = 0.5 when a
    /// slider says so, with one checkpoint.
    static let probe = Scene(name: "probe", title: "Probe", source: "tests", summary: "a moving square",
                             size: CGSize(width: 200, height: 100), duration: 2) { ctx in
        let root = ctx.makeRoot()
        let square = CALayer()
        square.bounds = CGRect(x: 0, y: 0, width: 20, height: 20)
        square.position = CGPoint(x: 50, y: 50)
        square.backgroundColor = CGColor.black
        root.addSublayer(square)
        ctx.onInput { input in
            guard case .slider("x", let v) = input else { return }
            CATransaction.setAnimationDuration(1)
            square.position.x = CGFloat(v)
            // An event added while running is scheduled too.
            ctx.at(ctx.time + 0.25) { square.opacity = 0.5 }
        }
        ctx.send(.slider("x", 150), at: 0.5)
        ctx.checkpoint(at: 1.0, "half way") { r in
            r.expect(Double(square.presentation()!.position.x), 100, "x")
            r.expect(ctx.inputLog.map(\.input) == [.slider("x", 150)], "input logged")
        }
        ctx.checkpoint(at: 1.9, "late event ran") { r in r.expect(square.opacity == 0.5, "opacity set at 0.75 s") }
        return root
    }

    @Test func checkpointsRunAtTheirTimesWithInputAndLateEvents() throws {
        let result = try SceneRunner(scene: Self.probe).verify()
        #expect(result.checkpoints.map(\.time) == [1.0, 1.9])
        #expect(result.failures == [])
        #expect(result.checkpoints.allSatisfy { $0.checks > 0 })
    }

    @Test func frameTimesCoverTheRangeAtTheRate() throws {
        let runner = try SceneRunner(scene: Self.probe)
        #expect(try runner.frameTimes(fps: 10).count == 20)
        #expect(try runner.frameTimes(fps: 10, from: 0.5, to: 1.0) == [0.5, 0.6, 0.7, 0.8, 0.9])
        #expect(try runner.frameTimes(fps: 30, from: 1, to: 1) == [1])
        #expect(throws: SceneError.badFrameRate(0)) { try runner.frameTimes(fps: 0) }
        #expect(throws: SceneError.self) { try runner.frameTimes(fps: .nan) }
        #expect(throws: SceneError.badFrameRate(1000)) { try runner.frameTimes(fps: 1000) }
        #expect(throws: SceneError.self) { try runner.frameTimes(fps: 10, from: -1) }
        #expect(throws: SceneError.self) { try runner.frameTimes(fps: 10, to: 3) }
        #expect(throws: SceneError.self) { try runner.frameTimes(fps: 10, from: 1.5, to: 1) }
        #expect(throws: SceneError.self) { try runner.frameTimes(fps: 10, to: .infinity) }
    }

    @Test func badSizesAndScalesAreRefused() {
        #expect(throws: SceneError.self) { try SceneRunner(scene: Self.probe, size: CGSize(width: 0, height: 10)) }
        #expect(throws: SceneError.self) { try SceneRunner(scene: Self.probe, size: CGSize(width: CGFloat.nan, height: 10)) }
        #expect(throws: SceneError.self) { try SceneRunner(scene: Self.probe, size: CGSize(width: 100_000, height: 100_000)) }
        #expect(throws: SceneError.badScale(-1)) { try SceneRunner(scene: Self.probe, scale: -1) }
        #expect(throws: SceneError.self) { try SceneRunner(scene: Self.probe, scale: .infinity) }
    }

    @Test func badScriptTimesAreReportedAndDropped() throws {
        let scene = Scene(name: "bad", title: "Bad", source: "tests", summary: "bad times", duration: 1) { ctx in
            ctx.at(-1) {}
            ctx.at(.nan) {}
            ctx.checkpoint(at: .infinity, "never") { _ in }
            ctx.every(0, from: 0, through: 1) { _ in }
            ctx.checkpoint(at: 0.5, "fine") { r in r.expect(true, "ran") }
            return ctx.makeRoot()
        }
        let (result, messages) = CGDiagnostics.capture { try? SceneRunner(scene: scene).verify() }
        #expect(messages.count == 4)
        #expect(result?.checkpoints.map(\.label) == ["fine"])
    }

    @Test func failedExpectationsAreReportedWithTheirValues() throws {
        var r = CheckpointReport(time: 1, label: "probe")
        r.expect(1.0, 2.0, "x")
        r.expect(Double.nan, Double.nan, "nan")
        r.expect(CGPoint(x: 1, y: 2), CGPoint(x: 1, y: 2), "p")
        r.expect([1, 2], [1, 3], "list")
        r.expect(false, "flag")
        #expect(r.checks == 5)
        #expect(r.failures == ["t=1.0 probe: x is 1.0, expected 2.0 ± 1e-09", "t=1.0 probe: nan is nan, expected nan ± 1e-09",
                               "t=1.0 probe: list[1] is 2.0, expected 3.0 ± 1e-09", "t=1.0 probe: flag"])
    }

    @Test func unknownNamesGetSuggestions() {
        #expect(Gallery.scene(named: "SHOWCASE")?.name == "showcase")
        #expect(throws: SceneError.unknownScene("implicit-arow", suggestions: ["implicit-arrow"])) { try Gallery.lookUp("implicit-arow") }
        #expect(Gallery.suggestions(for: "snow") == ["tutorials-snow"])
        #expect(Gallery.suggestions(for: "zzzzzzzzzzzz") == [])
        #expect(Gallery.editDistance("kitten", "sitting") == 3)
    }

    @Test func runsAreDeterministicAndResizedFramesHaveTheAskedSize() throws {
        func frames() throws -> [[UInt32]] {
            var out: [[UInt32]] = []
            try SceneRunner(scene: Gallery.showcase, size: CGSize(width: 64, height: 48)).run(fps: 4, from: 1, to: 3) { (f: SceneFrame) in
                #expect(f.pixmap?.width == 64 && f.pixmap?.height == 48)
                out.append(f.pixmap?.storage ?? [])
            }
            return out
        }
        let a = try frames(), b = try frames()
        #expect(a.count == 8)
        #expect(a == b)
    }

    /// Weak references a scene's build step fills in.
    @MainActor final class ReleaseProbes {
        weak var root: CALayer?
        weak var layer: CALayer?
        weak var context: SceneContext?
    }

    @Test func aRunReleasesEverythingTheSceneBuilt() throws {
        let probes = ReleaseProbes()
        let scene = Scene(name: "release", title: "Release", source: "tests", summary: "closures capture it all",
                          size: CGSize(width: 40, height: 40), duration: 1) { ctx in
            let root = ctx.makeRoot()
            let layer = CALayer()
            layer.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
            layer.backgroundColor = CGColor.black
            root.addSublayer(layer)
            // Script closures that capture the context (kept in its own lists)…
            ctx.at(0.25) { ctx.at(ctx.time + 0.1) { layer.opacity = 0.5 } }
            ctx.checkpoint(at: 0.5, "faded") { r in r.expect(layer.opacity == 0.5 && ctx.time == 0.5, "opacity at 0.5 s") }
            // …and an event after the end, cancelled when the run ends.
            ctx.at(5) { root.opacity = 0 }
            probes.root = root; probes.layer = layer; probes.context = ctx
            return root
        }
        let result = try SceneRunner(scene: scene).run(fps: 10) { _ in }
        #expect(result.frameCount == 10 && result.failures == [] && result.checkpoints.count == 1)
        #expect(probes.context == nil)
        #expect(probes.root == nil)
        #expect(probes.layer == nil)
    }

    @Test func snapshotTimesOutsideTheSceneThrow() throws {
        let runner = try SceneRunner(scene: Self.probe, scale: 0.5)
        #expect(throws: SceneError.self) { try runner.snapshot(at: 2.5) }
        #expect(throws: SceneError.self) { try runner.snapshot(at: -0.1) }
        let image = try runner.snapshot(at: 1)
        #expect(image.width == 100 && image.height == 50)
        // The square (black, 10 × 10 pixels at half scale, faded to 0.5 at
        // 0.75 s) has moved to x = 100 pt → 50 px: half of the paper's red 242.
        let paper = image.pixel(x: 25, y: 25)?.unpremultiplied.r ?? 0
        #expect(paper == 242)
        #expect((120...122).contains(image.pixel(x: 50, y: 25)?.unpremultiplied.r ?? 0))
    }
}
