import Foundation
import Raster
#if canImport(Glibc)
import Glibc
#endif

/// The checks every sink makes: not finished, frames of one non-zero size,
/// durations finite and ≥ 0.
struct FrameSinkChecks {
    private(set) var width = 0
    private(set) var height = 0
    private(set) var frameCount = 0
    private(set) var isFinished = false

    /// Validates `frame` (the first one fixes the size) and counts it.
    mutating func accept(_ frame: Pixmap, duration: Double) throws(FrameSinkError) {
        if isFinished { throw .finished }
        guard frame.width > 0, frame.height > 0 else { throw .badFrame("frame is \(frame.width)×\(frame.height); frames need pixels") }
        guard duration.isFinite, duration >= 0 else { throw .badFrame("duration \(duration) s; durations must be finite and ≥ 0") }
        if frameCount == 0 {
            width = frame.width; height = frame.height
        } else if frame.width != width || frame.height != height {
            throw .badFrame("frame \(frameCount) is \(frame.width)×\(frame.height), the first frame is \(width)×\(height)")
        }
        frameCount += 1
    }

    /// Marks the sink finished; throws if it already was, or if no frame came.
    mutating func finish() throws(FrameSinkError) {
        if isFinished { throw .finished }
        isFinished = true
        if frameCount == 0 { throw .badFrame("no frames were appended") }
    }
}

/// Whole seconds turned into whole ticks (1/`ticksPerSecond` s) from the
/// exact running total, so rounding errors never accumulate.
struct TickClock {
    let ticksPerSecond: Double
    private var elapsed: Double = 0
    private var ticks = 0

    init(ticksPerSecond: Double) { self.ticksPerSecond = ticksPerSecond }

    /// The ticks of the next `duration` seconds.
    mutating func advance(by duration: Double) -> Int {
        elapsed += duration
        let end = Int((elapsed * ticksPerSecond).rounded())
        defer { ticks = end }
        return end - ticks
    }
}

/// A file written with POSIX calls, so failures carry the OS's reason.
final class FrameFile {
    let path: String
    private var fd: Int32

    /// Creates or truncates `path`.
    init(path: String) throws(FrameSinkError) {
        self.path = path
        fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        if fd < 0 { throw .cannotWrite(path: path, reason: String(cString: strerror(errno))) }
    }

    deinit { if fd >= 0 { _ = Glibc.close(fd) } }

    /// Appends `bytes` at the current end.
    func write(_ bytes: [UInt8]) throws(FrameSinkError) {
        try write(bytes, offset: nil)
    }

    /// Overwrites `bytes` at `offset` without moving the end.
    func write(_ bytes: [UInt8], at offset: Int) throws(FrameSinkError) {
        try write(bytes, offset: offset)
    }

    private func write(_ bytes: [UInt8], offset: Int?) throws(FrameSinkError) {
        var failure: FrameSinkError?
        bytes.withUnsafeBytes { buf in
            do throws(FrameSinkError) { try writeAll(buf, at: offset) } catch { failure = error }
        }
        if let failure { throw failure }
    }

    private func writeAll(_ buf: UnsafeRawBufferPointer, at offset: Int?) throws(FrameSinkError) {
        guard fd >= 0 else { throw .finished }
        var done = 0
        while done < buf.count {
            let n = offset.map { pwrite(fd, buf.baseAddress! + done, buf.count - done, off_t($0 + done)) }
                ?? Glibc.write(fd, buf.baseAddress! + done, buf.count - done)
            if n < 0 {
                if errno == EINTR { continue }
                throw .cannotWrite(path: path, reason: String(cString: strerror(errno)))
            }
            done += n
        }
    }

    /// Closes the file; reports a failing close (e.g. a full disk on NFS).
    func close() throws(FrameSinkError) {
        guard fd >= 0 else { return }
        let rc = Glibc.close(fd)
        fd = -1
        if rc != 0 { throw .cannotWrite(path: path, reason: String(cString: strerror(errno))) }
    }
}

/// Runs an encoder step, reporting its error as `FrameSinkError.encoding`.
func encodingStep<T, E: Error & CustomStringConvertible>(_ body: () throws(E) -> T) throws(FrameSinkError) -> T {
    do { return try body() } catch { throw .encoding(error.description) }
}
