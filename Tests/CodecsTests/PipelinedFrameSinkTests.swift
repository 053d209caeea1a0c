import Foundation
import Testing
import Raster
@testable import Codecs

@Suite struct PipelinedFrameSinkTests {
    typealias S = SinkTestSupport

    @Test(arguments: [1, 2, 8]) func framesArriveInOrder(depth: Int) throws {
        let inner = RecordingSink(delayMicroseconds: 200)
        let sink = PipelinedFrameSink(inner, depth: depth)
        let frame = try Pixmap(width: 2, height: 2)
        for i in 0..<100 { try sink.append(frame, duration: Double(i)) }
        try sink.finish()
        #expect(inner.durations == (0..<100).map(Double.init))
        #expect(inner.finishCount == 1)
        #expect(throws: FrameSinkError.finished) { try sink.append(frame, duration: 1) }
        #expect(throws: FrameSinkError.finished) { try sink.finish() }
    }

    @Test func innerErrorsAreRethrownWithoutDeadlock() throws {
        let inner = RecordingSink(failAt: 3)
        let sink = PipelinedFrameSink(inner, depth: 2)
        let frame = try Pixmap(width: 2, height: 2)
        let expected = FrameSinkError.encoding("recording sink fails at frame 3")
        // Appending keeps going until the encoder thread's failure is seen; it
        // must surface (not block) within the frames the queue can hold.
        var thrown: FrameSinkError?
        for i in 0..<1000 {
            do { try sink.append(frame, duration: Double(i)) } catch { thrown = error; break }
            if i > 3 { usleep(1000) }
        }
        #expect(thrown == expected)
        #expect(throws: expected) { try sink.append(frame, duration: 1) }
        #expect(throws: expected) { try sink.finish() }
        #expect(inner.durations == [0, 1, 2])
    }

    @Test func errorAtFinishIsRethrown() throws {
        let inner = RecordingSink(failAt: 2)
        let sink = PipelinedFrameSink(inner, depth: 4)
        let frame = try Pixmap(width: 2, height: 2)
        for i in 0..<3 { try sink.append(frame, duration: Double(i)) }   // the queue holds them all
        #expect(throws: FrameSinkError.encoding("recording sink fails at frame 2")) { try sink.finish() }
    }

    @Test func pipelinedGIFIsByteIdenticalToDirect() throws {
        let dir = try S.temporaryDirectory()
        let frames = try (0..<12).map { try S.frame($0) }
        let direct = try GIFFrameSink(path: dir + "/direct.gif")
        let piped = PipelinedFrameSink(try GIFFrameSink(path: dir + "/piped.gif"))
        for f in frames {
            try direct.append(f, duration: 0.05)
            try piped.append(f, duration: 0.05)
        }
        try direct.finish()
        try piped.finish()
        let a = try S.read(dir + "/direct.gif"), b = try S.read(dir + "/piped.gif")
        #expect(a.count > 100 && a == b)
    }

    @Test func abandonedSinkStopsItsThread() throws {
        let inner = RecordingSink(delayMicroseconds: 100)
        do {
            let sink = PipelinedFrameSink(inner, depth: 2)
            try sink.append(try Pixmap(width: 1, height: 1), duration: 1)
        }
        // Released without finish: the thread ends without finishing the inner sink.
        usleep(50_000)
        #expect(inner.finishCount == 0)
    }
}
