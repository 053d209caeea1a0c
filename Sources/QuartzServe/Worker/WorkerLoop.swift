import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The main loop of `quartz worker`: reads request lines from standard
/// input, answers each with one `WorkerRecord` on the original standard
/// output, until standard input ends (the server closed the pipe or died).
/// Not Apple API.
///
/// Everything else the process prints — a scene's `print`, diagnostics —
/// goes to standard error: the loop moves standard output to a private
/// descriptor first, so nothing can corrupt the record stream.
@MainActor public enum WorkerLoop {
    /// Runs until standard input ends or standard output is closed; returns
    /// the process's exit status.
    public static func run() -> Int32 {
        signal(SIGPIPE, SIG_IGN)
        let out = dup(STDOUT_FILENO)
        guard out >= 0, dup2(STDERR_FILENO, STDOUT_FILENO) >= 0 else { return 1 }
        let worker = SceneWorker()
        defer { worker.close() }
        while let line = readLine(strippingNewline: true) {
            if line.isEmpty { continue }
            let record = worker.handle(line: line)
            guard write(record.header, to: out), write(record.body, to: out) else { return 0 }
        }
        return 0
    }

    /// Writes all of `bytes` to `fd`; false when the reader has gone.
    static func write(_ bytes: [UInt8], to fd: Int32) -> Bool {
        var offset = 0
        while offset < bytes.count {
            let n = bytes.withUnsafeBytes { Glibc.write(fd, $0.baseAddress! + offset, $0.count - offset) }
            if n < 0 {
                if errno == EINTR { continue }
                return false
            }
            offset += n
        }
        return true
    }
}
