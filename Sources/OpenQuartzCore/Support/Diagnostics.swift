import Foundation
import Synchronization

/// The single place where OpenQuartzCore reports bad input it survived.
///
/// Apple's frameworks log such cases to the console (`CASpringAnimation mass
/// must be greater than 0.`) and carry on; so do we, on standard error, one
/// line per diagnostic. Code (and tests) can collect the diagnostics raised by
/// a piece of work with `capture(_:)`, which is task-local and therefore safe
/// while other tests run in parallel.
package enum CADiagnostics {
    /// Collects the diagnostics of one `capture(_:)` scope.
    package final class Collector: Sendable {
        let messages = Mutex<[String]>([])
    }

    @TaskLocal static var collector: Collector?
    private static let totalCount = Mutex(0)

    /// Reports `message`: to the innermost `capture` scope of the current task
    /// if there is one, otherwise on standard error.
    package static func report(_ message: @autoclosure () -> String) {
        let text = message()
        totalCount.withLock { $0 += 1 }
        if let collector {
            collector.messages.withLock { $0.append(text) }
        } else {
            FileHandle.standardError.write(Data("OpenQuartzCore: \(text)\n".utf8))
        }
    }

    /// Runs `body` and returns its result with the diagnostics it reported
    /// (not printed), in order.
    @discardableResult
    package static func capture<R>(_ body: () throws -> R) rethrows -> (result: R, messages: [String]) {
        let c = Collector()
        let r = try $collector.withValue(c) { try body() }
        return (r, c.messages.withLock { $0 })
    }

    /// The async form of `capture(_:)`.
    @discardableResult
    package static func capture<R>(isolation: isolated (any Actor)? = #isolation,
                                   _ body: () async throws -> R) async rethrows -> (result: R, messages: [String]) {
        let c = Collector()
        let r = try await $collector.withValue(c) { try await body() }
        return (r, c.messages.withLock { $0 })
    }

    /// How many diagnostics the process has reported in all.
    package static var count: Int { totalCount.withLock { $0 } }
}
