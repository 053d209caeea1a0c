import Foundation
import Synchronization

// Core Graphics never traps on bad input: it logs a line such as
// "CGPathAddLineToPoint: no current point." and ignores the call. OpenCoreGraphics
// does the same through `cgDiagnostic`, which keeps every such message in one
// place so tests can observe it. OpenQuartzCore reports through the same channel
// (`CADiagnostics` is this type), so one `capture` sees both.

/// Observation points for OpenCoreGraphics' bad-input diagnostics.
///
/// Every diagnostic increments `count`. When a task-local `handler` is installed
/// (see `capture(_:)`), the message goes to the handler instead of stderr, so
/// parallel tests see only their own diagnostics and the test log stays clean.
package enum CGDiagnostics {
    /// Receives diagnostics emitted by the current task instead of stderr.
    @TaskLocal package static var handler: (@Sendable (String) -> Void)?

    private static let counter = Atomic<Int>(0)

    /// The total number of diagnostics emitted by the process so far.
    package static var count: Int { counter.load(ordering: .relaxed) }

    /// Runs `body` and returns its result with the diagnostics it emitted, in order.
    @discardableResult
    package static func capture<R>(_ body: () throws -> R) rethrows -> (result: R, messages: [String]) {
        let box = Mutex<[String]>([])
        let result = try $handler.withValue({ message in box.withLock { $0.append(message) } }) {
            try body()
        }
        return (result, box.withLock { $0 })
    }

    /// Reports `message` (the method form of `cgDiagnostic`).
    package static func report(_ message: @autoclosure () -> String) { emit(message()) }

    fileprivate static func emit(_ message: String) {
        counter.add(1, ordering: .relaxed)
        if let handler {
            handler(message)
        } else {
            FileHandle.standardError.write(Data(("OpenQuartzCore: " + message + "\n").utf8))
        }
    }
}

/// Reports bad input the way Core Graphics does: one line on stderr, no trap.
///
/// The message is only built when it is emitted. The caller is expected to leave
/// its object consistent (usually by ignoring the offending call, as Apple does).
package func cgDiagnostic(_ message: @autoclosure () -> String) {
    CGDiagnostics.emit(message())
}
