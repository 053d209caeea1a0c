import Codecs
import Foundation
import Gallery
import QuartzServe
import Raster
import Testing

extension ServerSuites {
    /// `quartz serve` over real sockets: the list, posters, frames rebuilt into
    /// the exact pixels `SceneRunner.snapshot(at:)` gives, seeking, hostile
    /// messages and paths, slow and vanishing clients, several players at once.
    @Suite struct ServerTests {
        typealias H = ServerHarness

        /// The premultiplied bytes of `scene` at each of `times`, as snapshots.
        @MainActor static func snapshots(_ name: String, at times: [Double], size: CGSize? = nil, scale: CGFloat? = nil) throws -> [[UInt8]] {
            let runner = try SceneRunner(scene: try Gallery.lookUp(name), size: size, scale: scale)
            return try times.map { try runner.snapshot(at: $0).premultipliedRGBA() }
        }

        @Test func listsEveryScene() async throws {
            let expected = await MainActor.run { Gallery.scenes.map(\.name) }
            try await H.withServer { port in
                let r = try await H.onThread { try httpGet(port: port, "/api/scenes") }
                #expect(r.status == 200)
                #expect(r.headers.lowercased().contains("content-type: application/json"))
                let list = try JSONDecoder().decode([SceneListing].self, from: Data(r.body))
                #expect(list.map(\.name) == expected)
                let arrow = try #require(list.first { $0.name == "implicit-arrow" })
                #expect(arrow.duration == 3.5 && arrow.width == 400 && arrow.height == 300 && arrow.posterTime == 0.625)
            }
        }

        @Test func servesThePageFromTheBinary() async throws {
            try await H.withServer { port in
                try await H.onThread {
                    let page = try httpGet(port: port, "/")
                    #expect(page.status == 200)
                    #expect(String(decoding: page.body, as: UTF8.self).contains("<canvas id=\"canvas\""))
                    let script = try httpGet(port: port, "/app.js")
                    #expect(script.status == 200 && String(decoding: script.body, as: UTF8.self).contains("putImageData"))
                    #expect(try httpGet(port: port, "/app.css").status == 200)
                }
            }
        }

        @Test func pathsOutsideThePageAreRefused() async throws {
            try await H.withServer { port in
                try await H.onThread {
                    for path in ["/../../../../etc/passwd", "/%2e%2e/%2e%2e/etc/passwd", "/..%2f..%2f..%2fetc%2fpasswd",
                                 "/app.js/../../../etc/passwd", "/api/poster/..%2f..%2fetc%2fpasswd.png",
                                 "/api/poster/../../etc/passwd", "/api/poster/no-such-scene.png", "/api/poster/implicit-arrow",
                                 "/etc/passwd", "//etc/passwd", "/api/scenes/../../Package.swift", "/Sources/quartz/Serve.swift"] {
                        let r = try httpGet(port: port, path)
                        #expect(r.status == 404 || r.status == 400, "\(path) gave \(r.status)")
                        let body = String(decoding: r.body, as: UTF8.self)
                        #expect(!body.contains("root:") && !body.contains("import "), "\(path) leaked a file")
                    }
                }
            }
        }

        @Test func posterIsTheSceneAtItsPosterTime() async throws {
            // implicit-arrow: 400 × 300 points fits 320 × 240 at 0.8 pixels per
            // point; its poster shows its first golden time, 0.625 s.
            let expected = try await MainActor.run { try Self.snapshots("implicit-arrow", at: [0.625], scale: 0.8)[0] }
            try await H.withServer { port in
                let r = try await H.onThread { try httpGet(port: port, "/api/poster/implicit-arrow.png") }
                #expect(r.status == 200)
                #expect(r.headers.lowercased().contains("content-type: image/png"))
                let png = try PNGDecoder().decode(r.body)
                #expect(png.width == 320 && png.height == 240)
                #expect(png.premultipliedRGBA() == expected)
            }
        }

        /// Frames at seeks (forward and back) and while playing rebuild exactly
        /// the snapshots at their times; the first is a key frame.
        @Test(arguments: [false, true]) func framesRebuildTheSnapshots(compressed: Bool) async throws {
            let seeks = [0.0, 0.55, 1.6, 0.3, 2.8, 2.8]
            let expected = try await MainActor.run { try Self.snapshots("implicit-arrow", at: seeks) }
            let played: [(time: Double, rgba: [UInt8])] = try await H.withServer { port in
                try await H.onThread {
                    let ws = try WebSocketTestClient(port: port)
                    try ws.send(["op": "open", "scene": "implicit-arrow", "width": 400, "height": 300, "scale": 1, "compress": compressed])
                    var canvas = CanvasModel(), texts: [[String: Any]] = []
                    let first = try #require(try ws.nextFrame(into: &canvas, texts: &texts))
                    #expect(first.isKeyFrame && first.time == 0 && first.number == 0)
                    #expect(first.width == 400 && first.height == 300)
                    let opened = try #require(texts.first { $0["type"] as? String == "opened" })
                    #expect(opened["duration"] as? Double == 3.5)
                    #expect((opened["checkpoints"] as? [[String: Any]])?.count == 4)
                    #expect(canvas.rgba == expected[0])
                    for (i, t) in seeks.enumerated().dropFirst() {
                        try ws.send(["op": "seek", "time": t])
                        let f = try #require(try ws.nextFrame(into: &canvas, texts: &texts))
                        #expect(f.time == t)
                        #expect(canvas.rgba == expected[i], "frame at \(t) s differs")
                    }
                    // The repeated time is a frame after a frame: no key frame.
                    #expect(canvas.frames.last?.isKeyFrame == false)
                    // Backwards (1.6 → 0.3) starts a new run: a key frame.
                    #expect(canvas.frames[3].isKeyFrame && !canvas.frames[2].isKeyFrame)
                    try ws.send(["op": "seek", "time": 0.4])
                    _ = try ws.nextFrame(into: &canvas, texts: &texts)
                    try ws.send(["op": "play"])
                    var played: [(Double, [UInt8])] = []
                    while played.count < 6, let f = try ws.nextFrame(into: &canvas, texts: &texts) {
                        if f.time > 0.4 { played.append((f.time, canvas.rgba)) }
                    }
                    return played
                }
            }
            #expect(played.count == 6)
            #expect(zip(played, played.dropFirst()).allSatisfy { $0.time < $1.time })
            let times = played.map(\.time)
            let truth = try await MainActor.run { try Self.snapshots("implicit-arrow", at: times) }
            for (p, t) in zip(played, truth) { #expect(p.rgba == t, "played frame at \(p.time) s differs") }
        }

        /// A player smaller than the canvas, at 2 pixels per point, gets the
        /// canvas fitted inside, as `quartz snapshot --size 200x120 --scale 2`.
        @Test func framesAtThePagesSizeAndScale() async throws {
            let expected = try await MainActor.run {
                try Self.snapshots("implicit-arrow", at: [0.6], size: CGSize(width: 200, height: 120), scale: 2)[0]
            }
            try await H.withServer { port in
                try await H.onThread {
                    let ws = try WebSocketTestClient(port: port)
                    try ws.send(["op": "open", "scene": "implicit-arrow", "width": 200, "height": 120, "scale": 2])
                    var canvas = CanvasModel(), texts: [[String: Any]] = []
                    _ = try ws.nextFrame(into: &canvas, texts: &texts)
                    try ws.send(["op": "seek", "time": 0.6])
                    let f = try #require(try ws.nextFrame(into: &canvas, texts: &texts))
                    #expect(f.width == 400 && f.height == 240)
                    #expect(canvas.rgba == expected)
                }
            }
        }
    }
}
