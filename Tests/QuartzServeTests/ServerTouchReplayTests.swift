import Foundation
import Gallery
import QuartzServe
import Testing

extension ServerSuites {
    /// Live touches sent over the WebSocket stay on the scene's timeline: a
    /// seek back replays those up to the new time, moving forward delivers
    /// the rest at their times, and a touch after a seek back drops the
    /// later ones.
    @Suite struct ServerTouchReplayTests {
        typealias H = ServerHarness

        /// dynamics-snap-to-touch: a tap at 0.1 s (before the first scripted
        /// tap, at 0.3 s) snaps the tile towards it. Seeking back before the
        /// tap shows the untouched run; seeking forward again, or back to a
        /// time after the tap and forward, shows the frame seen live.
        @Test func aSeekBackReplaysTheTouches() async throws {
            let untouched = try await MainActor.run { try ServerTests.snapshots("dynamics-snap-to-touch", at: [0.05, 0.29]) }
            try await H.withServer { port in
                try await H.onThread {
                    let ws = try WebSocketTestClient(port: port)
                    try ws.send(["op": "open", "scene": "dynamics-snap-to-touch", "width": 400, "height": 300, "scale": 1])
                    var canvas = CanvasModel(keepsFrames: false), texts: [[String: Any]] = []
                    func seek(_ t: Double) throws -> [UInt8] {
                        try ws.send(["op": "seek", "time": t])
                        let f = try #require(try ws.nextFrame(into: &canvas, texts: &texts))
                        #expect(f.time == t)
                        return canvas.rgba
                    }
                    func touch(_ phase: String, x: Double, y: Double) throws {
                        try ws.send(["op": "touch", "phase": phase, "x": x, "y": y, "finger": 1])
                        // A paused player shows the touch at once: a frame at the same time.
                        let f = try #require(try ws.nextFrame(into: &canvas, texts: &texts))
                        #expect(f.time == 0.1)
                    }
                    _ = try #require(try ws.nextFrame(into: &canvas, texts: &texts))
                    _ = try seek(0.1)
                    try touch("down", x: 340, y: 250)
                    try touch("up", x: 340, y: 250)
                    let live = try seek(0.29)
                    #expect(live != untouched[1], "the live tap changed nothing")
                    #expect(try seek(0.05) == untouched[0], "before the tap the run is the untouched one")
                    #expect(try seek(0.29) == live, "forward past the tap: not the frame seen live")
                    _ = try seek(0.2)
                    #expect(try seek(0.29) == live, "back to after the tap and forward: not the frame seen live")
                    #expect(try seek(0.29) == live)
                    // A new tap elsewhere at 0.05 s forks the timeline: the one at 0.1 s is gone.
                    _ = try seek(0.05)
                    try ws.send(["op": "touch", "phase": "down", "x": 60, "y": 50, "finger": 2])
                    _ = try ws.nextFrame(into: &canvas, texts: &texts)
                    try ws.send(["op": "touch", "phase": "up", "x": 60, "y": 50, "finger": 2])
                    _ = try ws.nextFrame(into: &canvas, texts: &texts)
                    let forked = try seek(0.29)
                    #expect(forked != live && forked != untouched[1])
                    _ = try seek(0.01)
                    #expect(try seek(0.29) == forked)
                    // Opening the scene again forgets the touches.
                    try ws.send(["op": "open", "scene": "dynamics-snap-to-touch", "width": 400, "height": 300, "scale": 1])
                    _ = try ws.nextFrame(into: &canvas, texts: &texts)
                    #expect(try seek(0.29) == untouched[1])
                    #expect(!texts.contains { $0["type"] as? String == "error" }, "\(texts.filter { $0["type"] as? String == "error" })")
                }
            }
        }
    }
}
