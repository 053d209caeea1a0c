import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A render worker process (`quartz worker`) seen from the server: requests
/// go in one at a time as lines on its standard input, and each gets the
/// one record it writes back. A worker that exits, writes garbage or does
/// not answer in time is killed and every later request fails at once; the
/// server itself never waits on it without a limit. Not Apple API.
public actor WorkerProcess {
    /// The worker's process id.
    public nonisolated let processIdentifier: Int32
    private let process: Process
    private let input: FileHandle
    private var pending: CheckedContinuation<WorkerRecord, any Error>?
    private var pendingID = 0
    private var busy = false
    private var waiting: [CheckedContinuation<Void, Never>] = []
    private var failure: WorkerError?

    /// Starts `executable` with `arguments` (the worker subcommand) and
    /// begins reading its records. Its standard error is the server's.
    public init(executable: URL, arguments: [String]) throws(WorkerError) {
        // A write to the pipe of a worker that died must fail, not kill the server.
        signal(SIGPIPE, SIG_IGN)
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        let stdin = Pipe(), stdout = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        do { try process.run() } catch { throw .launchFailed("\(executable.path): \(error.localizedDescription)") }
        self.process = process
        self.input = stdin.fileHandleForWriting
        processIdentifier = process.processIdentifier
        let (records, sink) = AsyncStream<Result<WorkerRecord, WorkerError>>.makeStream()
        let fd = stdout.fileHandleForReading.fileDescriptor
        #if os(Linux)
        // A frame is megabytes: a pipe of 1 MiB (Linux's default limit for
        // an unprivileged process) instead of 64 KiB takes it in a few
        // reads rather than dozens of wake-ups. Best effort.
        _ = fcntl(fd, 1031 /* F_SETPIPE_SZ */, Int32(1 << 20))
        #endif
        let reading = stdout.fileHandleForReading
        let thread = Thread {
            var reader = WorkerRecord.Reader()
            var buffer = [UInt8](repeating: 0, count: 1 << 20)
            loop: while true {
                let n = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
                if n < 0 && errno == EINTR { continue }
                if n <= 0 { break }
                reader.append(buffer[0..<n])
                do throws(WorkerError) {
                    while let record = try reader.next() { sink.yield(.success(record)) }
                } catch {
                    sink.yield(.failure(error))
                    break loop
                }
            }
            withExtendedLifetime(reading) {}
            sink.finish()
        }
        thread.name = "quartz worker \(process.processIdentifier) reader"
        thread.start()
        Task { [weak self] in
            for await item in records {
                switch item {
                case .success(let record): await self?.deliver(record)
                case .failure(let error): await self?.fail(error)
                }
            }
            await self?.fail(.exited("its output ended"))
        }
    }

    deinit {
        // Reaped through Foundation: swift-corelibs-foundation's `Process`
        // keeps itself (with its pipes and run-loop source) alive until
        // `waitUntilExit()` sees the end; polling `isRunning` does not free
        // it, and LeakSanitizer reported every worker's Process in CI.
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()
    }

    /// Sends `request` and returns the worker's record. Requests from
    /// several tasks are answered one after the other, in the order they
    /// came. Throws `WorkerError` when the worker is gone or takes longer
    /// than `timeout` seconds (it is then killed).
    public func request(_ request: WorkerRequest, timeout: Double = 60) async throws -> WorkerRecord {
        while busy { await withCheckedContinuation { waiting.append($0) } }
        if let failure { throw failure }
        busy = true
        defer {
            busy = false
            if !waiting.isEmpty { waiting.removeFirst().resume() }
        }
        pendingID += 1
        let id = pendingID
        do {
            try input.write(contentsOf: Data((request.line + "\n").utf8))
        } catch {
            fail(.exited("its input is closed"))
            throw failure ?? .exited("its input is closed")
        }
        let timer = Task { [weak self] in
            try await Task.sleep(for: .seconds(timeout))
            await self?.timedOut(id, after: timeout)
        }
        defer { timer.cancel() }
        return try await withCheckedThrowingContinuation { continuation in
            if let failure { continuation.resume(throwing: failure) } else { pending = continuation }
        }
    }

    /// Kills the worker (if it still runs) and fails any request waiting.
    public func terminate() {
        fail(.exited("it was stopped"))
    }

    /// Whether the worker process still runs.
    public nonisolated var isRunning: Bool { process.isRunning }

    /// Waits (up to `seconds`) until the process has exited and been reaped.
    public func waitForExit(seconds: Double = 5) async {
        let deadline = ContinuousClock.now + .seconds(seconds)
        while process.isRunning && ContinuousClock.now < deadline {
            try? await Task.sleep(for: .milliseconds(5))
        }
    }

    private func deliver(_ record: WorkerRecord) {
        guard let p = pending else {
            fail(.protocolError("a record arrived with no request waiting"))
            return
        }
        pending = nil
        p.resume(returning: record)
    }

    private func timedOut(_ id: Int, after seconds: Double) {
        guard id == pendingID, pending != nil else { return }
        fail(.timedOut(seconds))
    }

    private func fail(_ error: WorkerError) {
        if failure == nil { failure = error }
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        try? input.close()
        pending?.resume(throwing: failure ?? error)
        pending = nil
    }
}
