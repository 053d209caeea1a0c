import Foundation
import Gallery
import QuartzServe
import Raster
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// The suites that start servers, one test at a time: they count the
/// worker processes of this process, which a server of a test running
/// beside them would change.
@Suite(.serialized) enum ServerSuites {}

/// Starts `quartz serve`'s server in the test process on a free port, with
/// the built `quartz` binary as its worker; runs the blocking socket code
/// of the tests on threads of their own (so the server's tasks keep the
/// concurrency pool).
enum ServerHarness {
    /// The built `quartz`, beside the test bundle.
    static let binary = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("quartz")

    /// Runs `body` with the port of a running server, then stops the server.
    static func withServer<T: Sendable>(_ body: @Sendable (Int) async throws -> T) async throws -> T {
        try #require(FileManager.default.isExecutableFile(atPath: binary.path), "quartz is not built at \(binary.path)")
        let catalog = await MainActor.run { SceneCatalog.gallery() }
        var configuration = QuartzServer.Configuration(workerExecutable: binary)
        configuration.port = 0
        configuration.logLevel = .critical       // stopping by cancellation logs errors
        let server = QuartzServer(configuration: configuration, catalog: catalog)
        let (ports, sink) = AsyncStream<Int>.makeStream()
        let task = Task { try await server.run { sink.yield($0) } }
        var iterator = ports.makeAsyncIterator()
        guard let port = await iterator.next(), port > 0 else {
            task.cancel()
            throw RawConnection.Failure(description: "the server did not start")
        }
        do {
            let result = try await body(port)
            task.cancel()
            _ = await task.result
            return result
        } catch {
            task.cancel()
            _ = await task.result
            throw error
        }
    }

    /// Runs blocking `body` on a new thread. (An expectation that fails
    /// there fails the run but is reported as «unknown» test: the thread
    /// does not carry the test's task-locals; errors thrown, `#require`'s
    /// included, reach the test itself.)
    static func onThread<T: Sendable>(_ body: @escaping @Sendable () throws -> T) async throws -> T {
        try await withCheckedThrowingContinuation { continuation in
            let thread = Thread { continuation.resume(with: Result { try body() }) }
            thread.stackSize = 8 << 20
            thread.start()
        }
    }

    /// The process ids of this process' children running `quartz worker`.
    static func workerChildren() -> [Int32] {
        let me = getpid()
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return entries.compactMap { Int32($0) }.filter { pid in
            guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
                  let close = stat.lastIndex(of: ")") else { return false }
            let fields = stat[stat.index(after: close)...].split(separator: " ")
            guard fields.count > 2, Int32(fields[1]) == me, fields[0] != "Z" else { return false }
            let cmdline = (try? Data(contentsOf: URL(fileURLWithPath: "/proc/\(pid)/cmdline"))) ?? Data()
            return String(decoding: cmdline, as: UTF8.self).contains("worker")
        }
    }

    /// Waits up to `seconds` for `condition`.
    static func eventually(_ seconds: Double = 10, _ condition: () -> Bool) -> Bool {
        let deadline = Date(timeIntervalSinceNow: seconds)
        while Date() < deadline {
            if condition() { return true }
            usleep(20_000)
        }
        return condition()
    }
}

/// The page's canvas, rebuilt from frame messages as the page does.
struct CanvasModel {
    var width = 0
    var height = 0
    var rgba: [UInt8] = []
    var frames: [FrameMessage] = []
    /// Whether `frames` keeps every frame (or only the last).
    var keepsFrames = true

    /// Decodes and applies one binary message.
    mutating func apply(_ bytes: [UInt8]) throws {
        let m = try FrameMessage(decoding: bytes)
        if m.width != width || m.height != height {
            width = m.width
            height = m.height
            rgba = [UInt8](repeating: 0, count: width * height * 4)
        }
        m.apply(to: &rgba)
        if !keepsFrames { frames.removeAll(keepingCapacity: true) }
        frames.append(m)
    }
}

extension WebSocketTestClient {
    /// Reads messages until a frame arrives; applies it to `canvas`, acks it
    /// and returns it. Text messages are collected in `texts`.
    func nextFrame(into canvas: inout CanvasModel, texts: inout [[String: Any]], timeout: Double = 60, ack: Bool = true) throws -> FrameMessage? {
        let deadline = Date(timeIntervalSinceNow: timeout)
        while let m = try receive(timeout: max(0, deadline.timeIntervalSinceNow)) {
            switch m {
            case .binary(let b):
                try canvas.apply(b)
                let frame = canvas.frames.last!
                if ack { try send(["op": "ack", "frame": Int(frame.number)]) }
                return frame
            case .text(let s):
                if let o = try JSONSerialization.jsonObject(with: Data(s.utf8)) as? [String: Any] { texts.append(o) }
            case .close: return nil
            }
        }
        return nil
    }
}
