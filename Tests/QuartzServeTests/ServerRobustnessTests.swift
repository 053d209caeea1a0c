import Foundation
import Gallery
import QuartzServe
import Testing
#if canImport(Glibc)
import Glibc
#endif

extension ServerSuites {
    /// What a page cannot do to the server: malformed and hostile messages get
    /// an error reply and the connection goes on; a client that vanishes takes
    /// its worker with it; a slow one gets frames dropped, not queued; several
    /// players stream at once; the inspector and plots answer.
    @Suite struct ServerRobustnessTests {
        typealias H = ServerHarness

        @Test func hostileMessagesGetErrorsAndTheSessionGoesOn() async throws {
            try await H.withServer { port in
                try await H.onThread {
                    let ws = try WebSocketTestClient(port: port)
                    let hostile: [String] = [
                        "not json", "{}", "[1,2,3]", "{\"op\":42}", "{\"op\":\"fly\"}",
                        "{\"op\":\"play\"}",                                        // nothing open yet
                        "{\"op\":\"seek\",\"time\":NaN}", "{\"op\":\"seek\",\"time\":\"NaN\"}",
                        "{\"op\":\"open\",\"scene\":\"no-such-scene\"}",
                        "{\"op\":\"open\",\"scene\":\"../../etc/passwd\"}",
                        "{\"op\":\"open\",\"scene\":\"implicit-arrow\",\"width\":1e308,\"height\":5}",
                        "{\"op\":\"open\",\"scene\":\"implicit-arrow\",\"width\":1e999,\"height\":5}",
                        "{\"op\":\"open\",\"scene\":\"implicit-arrow\",\"scale\":-1}",
                        "{\"op\":\"open\",\"scene\":\"implicit-arrow\",\"scale\":0}",
                        "{\"op\":\"open\",\"scene\":\"implicit-arrow\",\"width\":0,\"height\":300}",
                        String(repeating: "x", count: 5000),
                    ]
                    for text in hostile {
                        try ws.send(text: text)
                        let reply = try #require(try ws.receiveJSON(type: "error", timeout: 30), "no error reply to \(text.prefix(60))")
                        #expect(!(reply["message"] as? String ?? "").isEmpty)
                    }
                    try ws.send(binary: [1, 2, 3])
                    #expect(try ws.receiveJSON(type: "error", timeout: 30) != nil)
                    // The same connection still opens a scene and streams.
                    try ws.send(["op": "open", "scene": "implicit-arrow", "width": 200, "height": 150])
                    #expect(try ws.receiveJSON(type: "opened", timeout: 60) != nil)
                    var canvas = CanvasModel(), texts: [[String: Any]] = []
                    #expect(try ws.nextFrame(into: &canvas, texts: &texts) != nil)
                    // Hostile values once a scene is open.
                    for text in ["{\"op\":\"seek\",\"time\":1e308}", "{\"op\":\"seek\",\"time\":-1e308}"] {
                        try ws.send(text: text)
                        let f = try #require(try ws.nextFrame(into: &canvas, texts: &texts))
                        #expect(f.time == (text.contains("-") ? 0 : 3.5), "seek clamps into the scene")
                    }
                    for text in ["{\"op\":\"step\",\"frames\":9223372036854775807}", "{\"op\":\"speed\",\"speed\":\"fast\"}",
                                 "{\"op\":\"loop\",\"loop\":7}", "{\"op\":\"plot\",\"key\":\"\"}", "{\"op\":\"touch\",\"phase\":\"down\"}",
                                 "{\"op\":\"touch\",\"phase\":\"sideways\",\"x\":1,\"y\":1}"] {
                        try ws.send(text: text)
                        #expect(try ws.receiveJSON(type: "error", timeout: 60) != nil, "no error reply to \(text)")
                    }
                    try ws.send(["op": "speed", "speed": 1e300])
                    let state = try #require(try ws.receiveJSON(type: "state", timeout: 30))
                    #expect(state["speed"] as? Double == 2, "speed clamps to 2×")
                    // A broken frame (reserved opcode) ends this connection only.
                    try ws.connection.send([0x83, 0x80, 0, 0, 0, 0])
                }
                // The server still serves others.
                let r = try await H.onThread { try httpGet(port: port, "/api/scenes") }
                #expect(r.status == 200)
            }
        }

        @Test func aVanishingClientTakesItsWorkerWithIt() async throws {
            try await H.withServer { port in
                try await H.onThread {
                    let before = Set(H.workerChildren())
                    var ws: WebSocketTestClient? = try WebSocketTestClient(port: port)
                    try ws!.send(["op": "open", "scene": "implicit-arrow"])
                    var canvas = CanvasModel(), texts: [[String: Any]] = []
                    _ = try ws!.nextFrame(into: &canvas, texts: &texts)
                    try ws!.send(["op": "play"])
                    _ = try ws!.nextFrame(into: &canvas, texts: &texts)
                    let started = Set(H.workerChildren()).subtracting(before)
                    #expect(started.count == 1, "one worker for the player")
                    ws = nil                                    // the socket closes mid-stream, no goodbye
                    #expect(H.eventually(10) { Set(H.workerChildren()).isDisjoint(with: started) }, "the worker outlived its client")
                }
                let r = try await H.onThread { try httpGet(port: port, "/api/scenes") }
                #expect(r.status == 200)
            }
            #expect(H.eventually(10) { H.workerChildren().isEmpty }, "workers left after the server stopped")
        }

        @Test func aSlowClientGetsFramesDroppedNotQueued() async throws {
            try await H.withServer { port in
                try await H.onThread {
                    let ws = try WebSocketTestClient(port: port)
                    try ws.send(["op": "open", "scene": "implicit-arrow", "width": 400, "height": 300])
                    var canvas = CanvasModel(), texts: [[String: Any]] = []
                    _ = try ws.nextFrame(into: &canvas, texts: &texts)
                    try ws.send(["op": "loop", "loop": false])
                    try ws.send(["op": "play"])
                    let held = try #require(try ws.nextFrame(into: &canvas, texts: &texts, ack: false))
                    // Without an ack nothing more comes, however long the page takes.
                    var extra = 0
                    while let m = try ws.receive(timeout: 1.0) { if case .binary = m { extra += 1 } }
                    #expect(extra == 0, "frames sent past an unacknowledged one")
                    try ws.send(["op": "ack", "frame": Int(held.number)])
                    let next = try #require(try ws.nextFrame(into: &canvas, texts: &texts))
                    // The playhead ran on meanwhile: about a second of frames was never rendered.
                    #expect(next.time - held.time > 0.8, "after \(held.time) s came \(next.time) s")
                    #expect(next.number == held.number + 1)
                }
            }
        }

        @Test func severalPlayersStreamAtOnce() async throws {
            try await H.withServer { port in
                let counts = try await withThrowingTaskGroup(of: Int.self) { group in
                    for name in ["implicit-arrow", "showcase", "implicit-arrow"] {
                        group.addTask {
                            try await H.onThread {
                                let ws = try WebSocketTestClient(port: port)
                                try ws.send(["op": "open", "scene": name, "width": 320, "height": 240])
                                var canvas = CanvasModel(), texts: [[String: Any]] = []
                                try ws.send(["op": "play"])
                                var n = 0
                                while n < 5, try ws.nextFrame(into: &canvas, texts: &texts) != nil { n += 1 }
                                return n
                            }
                        }
                    }
                    return try await group.reduce(into: []) { $0.append($1) }
                }
                #expect(counts == [5, 5, 5])
            }
        }

        @Test func inspectorShowsTheTreeValuesAndAnimations() async throws {
            try await H.withServer { port in
                try await H.onThread {
                    let ws = try WebSocketTestClient(port: port)
                    try ws.send(["op": "open", "scene": "implicit-arrow"])
                    var canvas = CanvasModel(), texts: [[String: Any]] = []
                    _ = try ws.nextFrame(into: &canvas, texts: &texts)
                    // At 1.6 s the arrow is half-way through the 0.8 s turn that began at 1.2 s.
                    try ws.send(["op": "seek", "time": 1.6])
                    _ = try ws.nextFrame(into: &canvas, texts: &texts)
                    try ws.send(["op": "inspect", "layer": "/"])
                    let tree = try #require(try ws.receiveJSON(type: "inspect"))
                    let layers = try #require(tree["layers"] as? [[String: Any]])
                    #expect(layers.first?["path"] as? String == "/" && layers.first?["depth"] as? Int == 0)
                    let animated = try #require(layers.first { $0["animated"] as? Bool == true }?["path"] as? String)
                    try ws.send(["op": "inspect", "layer": animated])
                    let reply = try #require(try ws.receiveJSON(type: "inspect"))
                    let detail = try #require(reply["selected"] as? [String: Any])
                    let animations = try #require(detail["animations"] as? [[String: Any]])
                    let turn = try #require(animations.first { $0["keyPath"] as? String == "transform" })
                    #expect(turn["duration"] as? Double == 0.8)
                    #expect(abs((turn["begin"] as? Double ?? -1) - 1.2) < 1e-9)
                    #expect(turn["speed"] as? Double == 1 && turn["fillMode"] as? String == "removed")
                    let values = try #require(detail["values"] as? [[String: Any]])
                    let z = try #require(values.first { $0["key"] as? String == "transform" })
                    // Model: a quarter turn (π/2, cos = sin ≈ 0); presentation: 3π/8 on a linear curve.
                    let model = (z["model"] as? String ?? "").split(separator: " ")
                    #expect(model.count == 16 && model[1] == "1", "model transform \(z["model"] ?? "")")
                    let p = (z["presentation"] as? String ?? "").split(separator: " ")
                    #expect(p.count == 16 && p[1] == "0.9239", "presentation transform \(z["presentation"] ?? "")")   // sin 3π/8
                    try ws.send(["op": "plot", "key": "transform.rotation.z", "layer": animated])
                    let plot = try #require(try ws.receiveJSON(type: "plot"))
                    #expect((plot["svg"] as? String ?? "").hasPrefix("<svg"))
                    // The run goes on from where it was after the plot.
                    try ws.send(["op": "step", "frames": 1])
                    let f = try #require(try ws.nextFrame(into: &canvas, texts: &texts))
                    #expect(abs(f.time - (1.6 + 1.0 / 60)) < 1e-9)
                }
            }
        }
    }
}
