import Codecs
import Foundation
import Testing

extension ServerSuites {
    /// Issue #18's end-to-end test: `quartz serve` in a real headless
    /// Chromium, driven over the DevTools protocol by Tests/E2E/viewer.mjs
    /// as a person uses the page — a click on a scene's card in the list,
    /// playback, the Pause button, a drag of the scrubber — then the
    /// canvas, read back through the page (`getImageData`, device pixel
    /// ratio 1), must equal `quartz snapshot` at the scrubbed time and the
    /// canvas's size, byte for byte. Skipped where `node` or `chromium` is
    /// missing; `.ci/run` installs both.
    @Suite(.enabled(if: BrowserTools.found != nil, "needs node and chromium on PATH")) struct ViewerEndToEndTests {
        @Test func theCanvasAfterScrubbingIsTheSnapshot() async throws {
            let tools = try #require(BrowserTools.found)
            let quartz = ServerHarness.binary
            try #require(FileManager.default.isExecutableFile(atPath: quartz.path), "quartz is not built at \(quartz.path)")
            let dir = FileManager.default.temporaryDirectory.appendingPathComponent("quartz-e2e-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: dir) }

            let run = try await ServerHarness.onThread {
                try BrowserTools.run(tools.node, [BrowserTools.script.path, "check", "--quartz", quartz.path,
                                                     "--out", dir.path, "--scene", "implicit-arrow"], timeout: 300)
            }
            try #require(run.status == 0, "viewer.mjs failed:\n\(run.output)")
            let result = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: dir.appendingPathComponent("result.json"))) as? [String: Any])
            let played = try #require(result["played"] as? [Double]), paused = try #require(result["paused"] as? [Double])
            let time = try #require(result["time"] as? Double), scrubbed = try #require(result["scrubbed"] as? Double)
            let width = try #require(result["width"] as? Int), height = try #require(result["height"] as? Int)
            // Playing moved the time on; paused, it stayed; the frame shown is the scrubbed time.
            #expect(Set(played).count >= 3 && played.last! > played.first!, "played: \(played)")
            #expect(Set(paused).count == 1, "paused: \(paused)")
            #expect(time == scrubbed && time > 0.5 && time < 3, "scrubbed to \(scrubbed), shown \(time)")
            #expect(result["playing"] as? Bool == false)
            #expect(result["scale"] as? Double == 1 && result["pointWidth"] as? Double == Double(width), "\(result)")
            #expect((result["messages"] as? [String])?.filter { $0.hasPrefix("exception") } == [])

            let png = dir.appendingPathComponent("expected.png")
            let snapshot = try BrowserTools.run(quartz, ["snapshot", "implicit-arrow", "--at", "\(time)", "--size", "\(width)x\(height)",
                                                         "--scale", "1", "-o", png.path], timeout: 120)
            try #require(snapshot.status == 0, "quartz snapshot failed:\n\(snapshot.output)")
            let expected = try PNGDecoder().decode(Array(try Data(contentsOf: png))).premultipliedRGBA()
            let canvas = Array(try Data(contentsOf: dir.appendingPathComponent("canvas.rgba")))
            // The scene is opaque, so the page's straight-alpha putImageData and
            // getImageData lose nothing: the bytes must be equal, no tolerance.
            #expect(canvas.count == width * height * 4 && expected.count == canvas.count)
            #expect(stride(from: 3, to: canvas.count, by: 4).allSatisfy { canvas[$0] == 255 }, "the canvas is not opaque")
            let differing = zip(canvas, expected).reduce(0) { $0 + ($1.0 == $1.1 ? 0 : 1) }
            #expect(differing == 0, "\(differing) bytes of the canvas differ from quartz snapshot at \(time) s")
        }
    }
}

/// `node` and `chromium` for the end-to-end test, found on PATH.
enum BrowserTools {
    /// node and chromium (`CHROMIUM` names another); nil when one is missing.
    static let found: (node: URL, chromium: URL)? = {
        guard let node = executable("node"),
              let chromium = ProcessInfo.processInfo.environment["CHROMIUM"].map(URL.init(fileURLWithPath:)) ?? executable("chromium"),
              FileManager.default.isExecutableFile(atPath: chromium.path)
        else { return nil }
        return (node, chromium)
    }()

    /// Tests/E2E/viewer.mjs.
    static let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("E2E/viewer.mjs")

    static func executable(_ name: String) -> URL? {
        for dir in (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":") {
            let url = URL(fileURLWithPath: String(dir)).appendingPathComponent(name)
            if FileManager.default.isExecutableFile(atPath: url.path) { return url }
        }
        return nil
    }

    /// Runs `executable` with `arguments`; its exit status and its standard
    /// output and error together. Killed after `timeout` seconds.
    static func run(_ executable: URL, _ arguments: [String], timeout: Double) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let killer = DispatchWorkItem { if process.isRunning { process.terminate() } }
        DispatchQueue.global().asyncAfter(deadline: .now() + timeout, execute: killer)
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        killer.cancel()
        return (process.terminationStatus, String(decoding: output, as: UTF8.self))
    }
}
