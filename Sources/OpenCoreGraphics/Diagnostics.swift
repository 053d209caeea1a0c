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

    /// What `reportOnce` has reported in the current `capture` (each capture
    /// starts afresh, so parallel tests do not hide each other's reports);
    /// nil outside any capture, where `processReports` is used.
    @TaskLocal package static var onceScope: ReportedOnce?

    /// What `reportOnce` has reported outside any capture.
    private static let processReports = ReportedOnce()

    /// Runs `body` and returns its result with the diagnostics it emitted, in order.
    @discardableResult
    package static func capture<R>(_ body: () throws -> R) rethrows -> (result: R, messages: [String]) {
        let box = Mutex<[String]>([])
        let result = try $handler.withValue({ message in box.withLock { $0.append(message) } }) {
            try $onceScope.withValue(ReportedOnce()) { try body() }
        }
        return (result, box.withLock { $0 })
    }

    /// Reports `message` (the method form of `cgDiagnostic`).
    package static func report(_ message: @autoclosure () -> String) { emit(message()) }

    /// Reports `message` about `subject` (nil: about nothing in particular)
    /// only the first time that pair is seen: for checks that run every
    /// frame (a layer the compositor cannot draw), so a problem prints one
    /// line rather than one per frame. The memory of what was reported is
    /// bounded (`ReportedOnce.capacity`): past it, the oldest entries are
    /// forgotten and may report again.
    package static func reportOnce(_ message: @autoclosure () -> String, about subject: AnyObject? = nil) {
        let text = message()
        let key = ReportedOnce.Key(subject: subject.map(ObjectIdentifier.init), message: text)
        guard (onceScope ?? processReports).insert(key) else { return }
        emit(text)
    }

    fileprivate static func emit(_ message: String) {
        counter.add(1, ordering: .relaxed)
        if let handler {
            handler(message)
        } else {
            FileHandle.standardError.write(Data(("OpenQuartzCore: " + message + "\n").utf8))
        }
    }
}

/// The (subject, message) pairs `CGDiagnostics.reportOnce` has reported,
/// oldest first, at most `capacity` of them.
package final class ReportedOnce: Sendable {
    /// A report: the object it is about (by identity) and its text.
    package struct Key: Hashable, Sendable {
        let subject: ObjectIdentifier?
        let message: String

        /// The report of `message` about the object `subject` identifies (nil: none).
        package init(subject: ObjectIdentifier?, message: String) {
            self.subject = subject
            self.message = message
        }
    }

    /// How many reports are remembered.
    package let capacity: Int
    private let state = Mutex<(seen: Set<Key>, order: [Key], head: Int)>((seen: [], order: [], head: 0))

    /// An empty memory of at most `capacity` reports (at least one).
    package init(capacity: Int = 1024) { self.capacity = max(capacity, 1) }

    /// Remembers `key`; false when it was already remembered. When full, the
    /// oldest remembered report is forgotten (a ring over `order`).
    package func insert(_ key: Key) -> Bool {
        state.withLock { s in
            guard !s.seen.contains(key) else { return false }
            if s.order.count < capacity {
                s.order.append(key)
            } else {
                s.seen.remove(s.order[s.head])
                s.order[s.head] = key
                s.head = (s.head + 1) % capacity
            }
            s.seen.insert(key)
            return true
        }
    }

    /// How many reports are remembered now.
    package var count: Int { state.withLock { $0.seen.count } }
}

/// Reports bad input the way Core Graphics does: one line on stderr, no trap.
///
/// The message is only built when it is emitted. The caller is expected to leave
/// its object consistent (usually by ignoring the offending call, as Apple does).
package func cgDiagnostic(_ message: @autoclosure () -> String) {
    CGDiagnostics.emit(message())
}
