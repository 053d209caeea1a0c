import Foundation
import Gallery
@testable import QuartzServe
import Testing

extension ServerSuites {
    /// The session's flow control, driven directly with a real worker: the
    /// next frame is rendered while the current one travels, at most one
    /// ahead, and a held frame that went stale is replaced by a fresh one
    /// with its number.
    @Suite struct PlayerSessionAheadTests {
        typealias Iterator = AsyncStream<PlayerSession.Outgoing>.Iterator

        /// The next frame the session sends (texts skipped), decoded.
        static func nextFrame(_ it: inout Iterator) async throws -> FrameMessage {
            while let m = await it.next() {
                if case .binary(let b) = m { return try FrameMessage(decoding: b) }
            }
            throw FrameMessageError.malformed("the session ended")
        }

        @Test func atMostOneFrameIsRenderedAheadOfTheOneInFlight() async throws {
            let binary = ServerHarness.binary
            try #require(FileManager.default.isExecutableFile(atPath: binary.path), "quartz is not built at \(binary.path)")
            let catalog = await MainActor.run { SceneCatalog.gallery() }
            let (stream, sink) = AsyncStream<PlayerSession.Outgoing>.makeStream()
            let session = PlayerSession(catalog: catalog, out: sink) { try WorkerProcess(executable: binary, arguments: ["worker"]) }
            let frames = Task { await session.runFrames() }
            var it = stream.makeAsyncIterator()
            await session.handle(text: #"{"op":"open","scene":"implicit-arrow","width":400,"height":300}"#)
            let first = try await Self.nextFrame(&it)
            #expect(first.number == 0 && first.time == 0)
            await session.handle(text: #"{"op":"ack","frame":0}"#)
            await session.handle(text: #"{"op":"loop","loop":false}"#)
            await session.handle(text: #"{"op":"play"}"#)
            let sent = try await Self.nextFrame(&it)
            #expect(sent.number == 1)
            // Not acknowledged: the worker draws one frame ahead, then nothing more.
            try await Task.sleep(for: .milliseconds(600))
            #expect(await session.framesRendered == 3, "frames rendered while one was in flight")
            try await Task.sleep(for: .milliseconds(300))
            #expect(await session.framesRendered == 3, "frames rendered while one was in flight and one held")
            // The held frame (drawn ~0.9 s ago) is stale: a fresh one replaces it, with its number.
            await session.handle(text: #"{"op":"ack","frame":1}"#)
            let fresh = try await Self.nextFrame(&it)
            #expect(fresh.number == 2)
            #expect(fresh.time - sent.time > 0.8, "after \(sent.time) s came \(fresh.time) s")
            #expect(await session.framesRendered == 4)
            // A page that acknowledges at once gets consecutive numbers.
            var number = fresh.number
            for _ in 0..<5 {
                await session.handle(text: #"{"op":"ack","frame":\#(number)}"#)
                let next = try await Self.nextFrame(&it)
                #expect(next.number == number + 1)
                number = next.number
            }
            await session.close()
            await frames.value
        }
    }
}
