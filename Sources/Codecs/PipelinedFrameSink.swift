import Foundation
import Raster

/// Runs another sink on a background thread, so that rendering (the caller)
/// and encoding (another core) overlap.
///
/// Not an Apple API. `append` queues the frame and returns at once unless
/// `depth` frames are already waiting, in which case it blocks until the
/// encoder takes one (a bounded queue keeps memory flat when encoding is the
/// slower side). An error thrown by the wrapped sink on the encoder thread is
/// rethrown by the next `append` and by `finish`; frames queued after the
/// failure are dropped. `finish` waits until every queued frame is encoded
/// and the wrapped sink has finished.
///
/// The wrapped sink must not be used by anyone else afterwards. A pipelined
/// sink released without `finish` stops its thread and leaves the output
/// unfinished.
public final class PipelinedFrameSink: FrameSink {
    /// The most frames waiting to be encoded.
    public let depth: Int
    private let state: PipelineState
    private var finished = false

    /// Wraps `sink`; `depth` below 1 is treated as 1.
    public init(_ sink: any FrameSink, depth: Int = 2) {
        self.depth = max(1, depth)
        state = PipelineState(sink: sink)
        let state = self.state
        let thread = Thread { state.run() }
        thread.name = "PipelinedFrameSink"
        thread.start()
    }

    deinit {
        if !finished { state.abandon() }
    }

    /// Queues `frame` with unknown damage; see `append(_:duration:damage:)`.
    public func append(_ frame: Pixmap, duration: Double) throws(FrameSinkError) {
        try append(frame, duration: duration, damage: nil)
    }

    /// Queues `frame` and its damage for the wrapped sink; blocks while
    /// `depth` frames wait. Rethrows an earlier failure of the wrapped sink.
    public func append(_ frame: Pixmap, duration: Double, damage: [PixelRect]?) throws(FrameSinkError) {
        if finished { throw .finished }
        try state.enqueue(QueuedFrame(pixmap: frame, duration: duration, damage: damage), depth: depth)
    }

    /// Waits for the queued frames and the wrapped sink's `finish`; throws the
    /// first error the wrapped sink reported.
    public func finish() throws(FrameSinkError) {
        if finished { throw .finished }
        finished = true
        try state.close()
    }
}

/// One `append` waiting for the encoder thread.
private struct QueuedFrame {
    var pixmap: Pixmap
    var duration: Double
    var damage: [PixelRect]?
}

/// The queue shared by the caller and the encoder thread; every field is
/// guarded by `condition`.
private final class PipelineState: @unchecked Sendable {
    private let condition = NSCondition()
    private let sink: any FrameSink
    private var queue: [QueuedFrame] = []
    private var closing = false
    private var abandoned = false
    private var done = false
    private var error: FrameSinkError?

    init(sink: any FrameSink) { self.sink = sink }

    func enqueue(_ frame: QueuedFrame, depth: Int) throws(FrameSinkError) {
        condition.lock()
        defer { condition.unlock() }
        while queue.count >= depth && error == nil { condition.wait() }
        if let error { throw error }
        queue.append(frame)
        condition.broadcast()
    }

    func close() throws(FrameSinkError) {
        condition.lock()
        defer { condition.unlock() }
        closing = true
        condition.broadcast()
        while !done { condition.wait() }
        if let error { throw error }
    }

    func abandon() {
        condition.lock()
        abandoned = true
        closing = true
        queue.removeAll()
        condition.broadcast()
        condition.unlock()
    }

    /// The encoder thread: takes frames in order until closed.
    func run() {
        while true {
            condition.lock()
            while queue.isEmpty && !closing { condition.wait() }
            if queue.isEmpty {
                let finishSink = !abandoned && error == nil
                condition.unlock()
                var finishError: FrameSinkError?
                if finishSink {
                    do { try sink.finish() } catch { finishError = error }
                } else if !abandoned {
                    try? sink.finish()   // release files and processes; the first error stands
                }
                condition.lock()
                if error == nil { error = finishError }
                done = true
                condition.broadcast()
                condition.unlock()
                return
            }
            let frame = queue.removeFirst()
            let failed = error != nil
            condition.broadcast()   // a slot is free
            condition.unlock()
            if failed { continue }
            do {
                try sink.append(frame.pixmap, duration: frame.duration, damage: frame.damage)
            } catch {
                condition.lock()
                self.error = error
                queue.removeAll()
                condition.broadcast()
                condition.unlock()
            }
        }
    }
}
