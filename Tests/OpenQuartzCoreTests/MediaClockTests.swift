import Testing
import Foundation
@testable import OpenQuartzCore

extension GlobalClockSuite {
@Suite @MainActor struct MediaClockTests {
    /// Leaves no scheduled work behind for the next test.
    private func drain() { MediaClock.setManual(at: 0); MediaClock.advance(to: 1e12); MediaClock.setManual(at: 0) }

    @Test func manualTimeStandsStillUntilAdvanced() {
        drain()
        MediaClock.setManual(at: 100)
        #expect(MediaClock.isManual)
        #expect(CACurrentMediaTime() == 100)
        #expect(CACurrentMediaTime() == 100)
        MediaClock.advance(by: 0.25)
        #expect(CACurrentMediaTime() == 100.25)
        MediaClock.advance(to: 101)
        #expect(CACurrentMediaTime() == 101)
    }

    @Test func realTimeIsMonotonic() {
        drain()
        MediaClock.useRealTime()
        #expect(!MediaClock.isManual)
        let a = CACurrentMediaTime()
        let b = CACurrentMediaTime()
        #expect(b >= a && a > 0)
        MediaClock.setManual(at: 0)
    }

    @Test func advanceRunsDueWorkInTimeOrderAtItsOwnTime() {
        drain()
        MediaClock.setManual(at: 10)
        var log: [(String, Double)] = []
        MediaClock.schedule(at: 10.5) { log.append(("b", CACurrentMediaTime())) }
        MediaClock.schedule(at: 10.2) { log.append(("a", CACurrentMediaTime())) }
        MediaClock.schedule(at: 10.5) { log.append(("c", CACurrentMediaTime())) }   // FIFO among equals
        MediaClock.schedule(after: 2) { log.append(("late", CACurrentMediaTime())) }
        MediaClock.advance(by: 1)
        #expect(log.map(\.0) == ["a", "b", "c"])
        #expect(log.map(\.1) == [10.2, 10.5, 10.5])
        #expect(CACurrentMediaTime() == 11)
        #expect(MediaClock.nextEventTime == 12)
        MediaClock.advance(by: 1)
        #expect(log.last?.0 == "late" && log.last?.1 == 12)
    }

    @Test func workScheduledByWorkRunsInTheSameAdvanceWhenDue() {
        drain()
        MediaClock.setManual(at: 0)
        var ticks: [Double] = []
        func tick() {
            ticks.append(CACurrentMediaTime())
            if ticks.count < 100 { MediaClock.schedule(after: 0.25) { tick() } }
        }
        MediaClock.schedule(at: 0) { tick() }
        MediaClock.advance(by: 1)
        #expect(ticks == [0, 0.25, 0.5, 0.75, 1.0])
    }

    @Test func cancelledWorkDoesNotRun() {
        drain()
        MediaClock.setManual(at: 0)
        var ran = false
        let e = MediaClock.schedule(at: 0.5) { ran = true }
        e.cancel()
        MediaClock.advance(by: 1)
        #expect(!ran && e.isCancelled && !e.hasRun)
    }

    @Test func turnObserversRunBeforeTimeMovesAndAfterEachEvent() {
        drain()
        MediaClock.setManual(at: 0)
        final class Log { var lines: [String] = []; var active = true }
        let log = Log()
        MediaClock.addTurnObserver { if log.active { log.lines.append("turn@\(CACurrentMediaTime())") } }
        MediaClock.schedule(at: 0.5) { log.lines.append("event") }
        MediaClock.advance(by: 1)
        log.active = false
        #expect(log.lines == ["turn@0.0", "event", "turn@0.5"])
    }

    @Test func badInputIsRefusedWithADiagnostic() {
        drain()
        MediaClock.setManual(at: 5)
        let reports = CADiagnostics.capture {
            MediaClock.advance(by: -1)
            MediaClock.advance(by: .nan)
            MediaClock.advance(by: .infinity)
            MediaClock.advance(to: 4)
            MediaClock.setManual(at: .nan)
        }.messages
        #expect(reports.count == 5)
        #expect(CACurrentMediaTime() == 5)
        // Advancing from inside scheduled work is refused, not recursive.
        var nested: [String] = []
        MediaClock.schedule(at: 5.1) {
            nested = CADiagnostics.capture { MediaClock.advance(by: 10) }.messages
        }
        MediaClock.advance(by: 1)
        #expect(nested.count == 1)
        #expect(CACurrentMediaTime() == 6)
        // Real-time mode refuses advance.
        MediaClock.useRealTime()
        let real = CADiagnostics.capture { MediaClock.advance(by: 1) }.messages
        #expect(real.count == 1)
        MediaClock.setManual(at: 0)
    }

    @Test func pastWorkRunsOnTheNextAdvanceAtTheCurrentTime() {
        drain()
        MediaClock.setManual(at: 50)
        var at: Double = -1
        MediaClock.schedule(at: 20) { at = CACurrentMediaTime() }
        MediaClock.advance(by: 0)
        #expect(at == 50)
    }


    /// A piece of work that schedules the next one for its own time (on iOS:
    /// for the next run-loop turn) would never let a manual advance end. The
    /// chain is cut after `maximumSameTimeChain` links, reported once, and
    /// goes on at the next advance; other work in the advance is not held up.
    @Test func aChainOfSameTimeWorkIsCutAndGoesOnAtTheNextAdvance() {
        drain()
        MediaClock.setManual(at: 10)
        var links = 0, later = -1.0, stop = false
        @MainActor func link() { links += 1; if !stop { MediaClock.schedule(after: 0) { link() } } }
        MediaClock.schedule(after: 0) { link() }
        MediaClock.schedule(at: 10.5) { later = CACurrentMediaTime() }
        let reports = CADiagnostics.capture { MediaClock.advance(by: 1) }.messages
        let cut = MediaScheduler.maximumSameTimeChain + 1   // links 0 … maximum run
        #expect(links == cut)
        #expect(later == 10.5)
        #expect(reports.count == 1 && reports[0].contains("the next advance"))
        #expect(CACurrentMediaTime() == 11)
        let again = CADiagnostics.capture { MediaClock.advance(by: 0) }.messages
        #expect(links == 2 * cut)
        #expect(again.count == 1)
        stop = true
        MediaClock.advance(by: 0)
        #expect(links == 2 * cut + 1)
        // A long chain through later times is not a loop: it runs whole.
        var steps = 0
        @MainActor func step() { steps += 1; if steps < 5000 { MediaClock.schedule(after: 0.001) { step() } } }
        MediaClock.schedule(after: 0) { step() }
        drain()
        #expect(steps == 5000)
    }
}
}
