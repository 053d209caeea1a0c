import Foundation
import Gallery
@testable import QuartzServe
import Raster
import Testing

/// The render worker in process: one record per request, frames equal to
/// snapshots, errors for bad requests, the output-to-canvas point map.
/// Synchronous on the main actor (the worker drives the media clock).
@MainActor struct SceneWorkerTests {
    static func json(_ record: WorkerRecord) -> [String: Any] {
        guard case .text(let s) = record, let o = try? JSONSerialization.jsonObject(with: Data(s.utf8)) as? [String: Any] else { return [:] }
        return o
    }

    @Test func opensAndRendersTheSnapshotsTimes() throws {
        let runner = try SceneRunner(scene: try Gallery.lookUp("implicit-arrow"), size: CGSize(width: 200, height: 150), scale: 1)
        let expected = try [0.6, 1.4, 0.2].map { try runner.snapshot(at: $0).premultipliedRGBA() }
        let worker = SceneWorker()
        defer { worker.close() }
        let opened = Self.json(worker.handle(line: #"{"op":"open","scene":"Implicit-Arrow","width":200,"height":150,"scale":1}"#))
        #expect(opened["type"] as? String == "opened" && opened["scene"] as? String == "implicit-arrow")
        #expect(opened["width"] as? Int == 200 && opened["height"] as? Int == 150 && opened["duration"] as? Double == 3.5)
        var canvas = [UInt8](repeating: 0, count: 200 * 150 * 4)
        for (i, t) in [0.6, 1.4, 0.2].enumerated() {
            guard case .binary(let bytes) = worker.handle(line: #"{"op":"frame","time":\#(t)}"#) else {
                Issue.record("no frame at \(t)"); return
            }
            let m = try FrameMessage(decoding: bytes)
            #expect(m.number == UInt32(i) && m.time == t && m.isKeyFrame == (i != 1))
            m.apply(to: &canvas)
            #expect(canvas == expected[i], "frame at \(t) s")
        }
        // Times outside the scene are clamped into it.
        guard case .binary(let end) = worker.handle(line: #"{"op":"frame","time":99}"#) else { Issue.record("no frame"); return }
        #expect(try FrameMessage(decoding: end).time == 3.5)
    }

    @Test func badRequestsGetErrorsAndChangeNothing() {
        let worker = SceneWorker()
        defer { worker.close() }
        let bad = [
            "", "{", "[]", #"{"op":"fly"}"#, #"{"op":"frame","time":1}"#, #"{"op":"inspect"}"#,
            #"{"op":"open"}"#, #"{"op":"open","scene":"implicit-arow"}"#,
            #"{"op":"open","scene":"implicit-arrow","width":100000,"height":100000}"#,
            #"{"op":"open","scene":"implicit-arrow","scale":5}"#, #"{"op":"open","scene":"implicit-arrow","width":0.5}"#,
            #"{"op":"poster"}"#, #"{"op":"poster","scene":"nope"}"#,
        ]
        for line in bad {
            let reply = Self.json(worker.handle(line: line))
            #expect(reply["type"] as? String == "error", "\(line) → \(reply)")
        }
        #expect((Self.json(worker.handle(line: #"{"op":"open","scene":"implicit-arow"}"#))["message"] as? String ?? "")
            .contains("implicit-arrow"), "the unknown-scene error suggests the close name")
        #expect(worker.session == nil)
        _ = worker.handle(line: #"{"op":"open","scene":"implicit-arrow"}"#)
        for line in [#"{"op":"frame"}"#, #"{"op":"frame","time":"soon"}"#, #"{"op":"poster","scene":"implicit-arrow"}"#,
                     #"{"op":"touch","phase":"down","x":1}"#, #"{"op":"plot","key":"opacity","layer":"/7/7"}"#] {
            #expect(Self.json(worker.handle(line: line))["type"] as? String == "error", "\(line)")
        }
        // Still open and rendering.
        guard case .binary = worker.handle(line: #"{"op":"frame","time":0.5}"#) else { Issue.record("no frame"); return }
    }

    @Test func outputPointsMapIntoTheCanvas() throws {
        // A 400 × 300 canvas in a 400 × 150 output: scaled by 0.5 and centred (x from 100 to 300).
        let runner = try SceneRunner(scene: try Gallery.lookUp("implicit-arrow"), size: CGSize(width: 400, height: 150))
        #expect(runner.canvasPoint(CGPoint(x: 100, y: 0)) == CGPoint(x: 0, y: 0))
        #expect(runner.canvasPoint(CGPoint(x: 200, y: 75)) == CGPoint(x: 200, y: 150))
        #expect(runner.canvasPoint(CGPoint(x: 300, y: 150)) == CGPoint(x: 400, y: 300))
        let same = try SceneRunner(scene: try Gallery.lookUp("implicit-arrow"))
        #expect(same.canvasPoint(CGPoint(x: 12, y: 34)) == CGPoint(x: 12, y: 34))
    }

    /// A frame that replaces a dropped one takes its number and includes
    /// its damage: applied over the frame before the dropped one, it gives
    /// the snapshot (the arrow drawn at 0.2 s is erased although the frame
    /// at 1.4 s that moved it away never reached the canvas).
    @Test func aReplacingFrameCarriesTheDroppedFramesDamage() throws {
        let runner = try SceneRunner(scene: try Gallery.lookUp("implicit-arrow"), size: CGSize(width: 200, height: 150), scale: 1)
        let expected = try runner.snapshot(at: 1.5).premultipliedRGBA()
        let worker = SceneWorker()
        defer { worker.close() }
        _ = worker.handle(line: #"{"op":"open","scene":"implicit-arrow","width":200,"height":150,"scale":1}"#)
        var canvas = [UInt8](repeating: 0, count: 200 * 150 * 4)
        guard case .binary(let key) = worker.handle(line: #"{"op":"frame","time":0.2}"#),
              case .binary(let dropped) = worker.handle(line: #"{"op":"frame","time":1.4}"#),
              case .binary(let replacing) = worker.handle(line: #"{"op":"frame","time":1.5,"replace":true}"#) else {
            Issue.record("no frame"); return
        }
        try FrameMessage(decoding: key).apply(to: &canvas)
        let m = try FrameMessage(decoding: replacing)
        #expect(m.number == 1 && !m.isKeyFrame)
        let droppedRects = try FrameMessage(decoding: dropped).patches.map(\.rect)
        #expect(droppedRects.allSatisfy { r in m.patches.contains { $0.rect == r } }, "the dropped frame's damage is missing")
        m.apply(to: &canvas)
        #expect(canvas == expected)
        guard case .binary(let after) = worker.handle(line: #"{"op":"frame","time":1.6}"#) else { Issue.record("no frame"); return }
        #expect(try FrameMessage(decoding: after).number == 2)
    }

    @Test func recordsSurviveTheirFraming() throws {
        var reader = WorkerRecord.Reader()
        let records: [WorkerRecord] = [.text(#"{"type":"ok"}"#), .binary([1, 2, 3]), .binary([]), .text("é")]
        let bytes = records.flatMap(\.encoded)
        var out: [WorkerRecord] = []
        for chunk in stride(from: 0, to: bytes.count, by: 3).map({ Array(bytes[$0..<min($0 + 3, bytes.count)]) }) {
            reader.append(chunk)
            while let r = try reader.next() { out.append(r) }
        }
        #expect(out == records)
        var bad = WorkerRecord.Reader()
        bad.append([0x51, 0, 0, 0, 0])
        #expect(throws: WorkerError.self) { try bad.next() }
        var huge = WorkerRecord.Reader()
        huge.append([0x42, 0xff, 0xff, 0xff, 0xff])
        #expect(throws: WorkerError.self) { try huge.next() }
    }

    /// A live tap reaches a UIKit scene's window: in dynamics-snap-to-touch
    /// a tap at 0.1 s (before the first scripted tap, at 0.3 s) snaps the
    /// tile towards it, so the frame at 0.29 s is no longer the untouched
    /// run's, whose tile still rests in the middle; a seek back and forward
    /// replays the tap.
    @Test func liveTouchesReachAUIKitScene() throws {
        let runner = try SceneRunner(scene: try Gallery.lookUp("dynamics-snap-to-touch"))
        let untouched = try runner.snapshot(at: 0.29).premultipliedRGBA()
        let worker = SceneWorker()
        defer { worker.close() }
        let opened = Self.json(worker.handle(line: #"{"op":"open","scene":"dynamics-snap-to-touch"}"#))
        #expect(opened["interactive"] as? Bool == true)
        var canvas = [UInt8](repeating: 0, count: 400 * 300 * 4)
        func frame(_ t: Double) throws {
            guard case .binary(let b) = worker.handle(line: #"{"op":"frame","time":\#(t)}"#) else { Issue.record("no frame"); return }
            try FrameMessage(decoding: b).apply(to: &canvas)
        }
        try frame(0.1)
        for phase in ["down", "up"] {
            let reply = Self.json(worker.handle(line: #"{"op":"touch","phase":"\#(phase)","x":340,"y":250,"finger":1}"#))
            #expect(reply["type"] as? String == "ok", "\(reply)")
        }
        try frame(0.29)
        #expect(canvas != untouched, "the live tap changed nothing")
        let touched = canvas
        // Back to 0 and forward again: the recorded tap is replayed at 0.1 s.
        try frame(0)
        try frame(0.29)
        #expect(canvas == touched)
        // Opening the scene again forgets it: the untouched run.
        _ = worker.handle(line: #"{"op":"open","scene":"dynamics-snap-to-touch"}"#)
        try frame(0)
        try frame(0.29)
        #expect(canvas == untouched)
    }
}
