import Foundation
@testable import QuartzServe
import Testing

/// The server's side of a worker that misbehaves: one that never answers
/// is killed at the deadline, one that writes garbage or exits fails its
/// request, and every later request fails at once — nothing waits forever.
@Suite struct WorkerProcessTests {
    @Test func aWorkerThatNeverAnswersIsKilledAtTheDeadline() async throws {
        // An hour's sleep: the request can only end by its timeout, never by
        // the process ending on its own (how soon the timeout task runs
        // depends on the machine's load, so no wall-clock bound is asserted
        // beyond "not the hour").
        let worker = try WorkerProcess(executable: URL(fileURLWithPath: "/bin/sleep"), arguments: ["3600"])
        let start = ContinuousClock.now
        await #expect(throws: WorkerError.timedOut(0.5)) { try await worker.request(WorkerRequest(op: "frame"), timeout: 0.5) }
        #expect(ContinuousClock.now - start < .seconds(600))
        await worker.waitForExit()
        #expect(!worker.isRunning)
        await #expect(throws: WorkerError.self) { try await worker.request(WorkerRequest(op: "frame"), timeout: 5) }
    }

    @Test func aWorkerThatWritesGarbageFails() async throws {
        // `yes` writes "y\n" forever: not a record ("y" is no record kind).
        let worker = try WorkerProcess(executable: URL(fileURLWithPath: "/usr/bin/yes"), arguments: [])
        await #expect(throws: WorkerError.self) { try await worker.request(WorkerRequest(op: "frame"), timeout: 10) }
        await worker.waitForExit()
        #expect(!worker.isRunning)
    }

    @Test func aWorkerThatExitsFailsItsRequest() async throws {
        let worker = try WorkerProcess(executable: URL(fileURLWithPath: "/bin/true"), arguments: [])
        await #expect(throws: WorkerError.self) { try await worker.request(WorkerRequest(op: "frame"), timeout: 10) }
    }

    @Test func aMissingProgramIsALaunchFailure() {
        #expect(throws: WorkerError.self) {
            try WorkerProcess(executable: URL(fileURLWithPath: "/nonexistent/quartz"), arguments: ["worker"])
        }
    }
}
