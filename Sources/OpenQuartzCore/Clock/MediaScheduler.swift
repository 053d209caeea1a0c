import Foundation

/// The run loop of the media clock: a binary min-heap of scheduled work keyed
/// by (time, insertion order), plus the turn observers.
@MainActor final class MediaScheduler {
    static let shared = MediaScheduler()

    private struct Entry {
        let time: CFTimeInterval
        let sequence: UInt64
        /// How many pieces of work in a row scheduled this one for the time
        /// they themselves ran at (0: scheduled from outside, or for later).
        let chain: Int
        let event: MediaClockEvent
        func precedes(_ other: Entry) -> Bool {
            time < other.time || (time == other.time && sequence < other.sequence)
        }
    }

    private var heap = BinaryHeap<Entry> { $0.precedes($1) }
    private var nextSequence: UInt64 = 0
    private var isRunning = false
    /// The time and chain length of the work running now (see `Entry.chain`).
    private var runningTime = -Double.infinity
    private var runningChain = 0
    var turnObservers: [@MainActor () -> Void] = []
    private var realTimeWakeUpArmed = false

    /// Upper bound on the work run by one advance: a guard against work that
    /// keeps rescheduling itself at the current time (which would never end).
    static let maximumEventsPerAdvance = 5_000_000

    /// Upper bound on a chain of work that schedules the next piece for the
    /// time it runs at (a completion that starts an animation that cannot run,
    /// whose completion is then called at once, and so on). On iOS each piece
    /// runs one run-loop turn later, after real time has passed: the app spins
    /// but does not hang. A manual clock does not move inside an advance, so
    /// past this length the chain waits for the next advance.
    static let maximumSameTimeChain = 1_000

    var nextTime: CFTimeInterval? { heap.first?.time }

    func schedule(at time: CFTimeInterval, _ action: @escaping @MainActor () -> Void) -> MediaClockEvent {
        let event = MediaClockEvent(time: time, action: action)
        let chain = isRunning && time <= runningTime ? runningChain + 1 : 0
        heap.push(Entry(time: time, sequence: nextSequence, chain: chain, event: event))
        nextSequence &+= 1
        if !MediaClock.isManual { armRealTimeWakeUp() }
        return event
    }

    func endTurn() {
        // Observers may add observers; run the ones present now.
        let observers = turnObservers
        for observer in observers { observer() }
    }

    func advance(to target: CFTimeInterval) {
        guard !isRunning else {
            CADiagnostics.report("MediaClock.advance called from inside scheduled work; ignored")
            return
        }
        runDue(until: target, settingManualTime: true)
        MediaClock.setManualTime(target)
    }

    func runDue(until target: CFTimeInterval, settingManualTime: Bool) {
        guard !isRunning else { return }
        isRunning = true
        defer { isRunning = false }
        endTurn()
        var ran = 0
        var waiting: [Entry] = []
        defer {
            // Chains cut short start again, as new work, at the next advance.
            for e in waiting { heap.push(Entry(time: e.time, sequence: e.sequence, chain: 0, event: e.event)) }
        }
        while let first = heap.first, first.time <= target, let entry = heap.pop() {
            guard let action = entry.event.action else { continue }     // cancelled
            if entry.chain > Self.maximumSameTimeChain {
                CADiagnostics.reportOnce("MediaClock: work keeps scheduling more work for the time it runs at (more than \(Self.maximumSameTimeChain) in a row, e.g. a completion block that starts an animation that cannot run); the rest of the chain runs at the next advance")
                waiting.append(entry)
                continue
            }
            if settingManualTime, entry.time > MediaClock.now { MediaClock.setManualTime(entry.time) }
            entry.event.hasRun = true
            entry.event.action = nil
            runningTime = max(entry.time, MediaClock.now)
            runningChain = entry.chain
            action()
            endTurn()           // the turn's commit belongs to the same link of the chain
            runningTime = -.infinity
            runningChain = 0
            ran += 1
            if ran >= Self.maximumEventsPerAdvance {
                CADiagnostics.report("MediaClock: more than \(Self.maximumEventsPerAdvance) scheduled events in one advance (work rescheduling itself?); the rest stay pending")
                break
            }
        }
        if !MediaClock.isManual { armRealTimeWakeUp() }
    }

    /// In real-time mode, asks the main queue to run the earliest work when due.
    func armRealTimeWakeUp() {
        guard !realTimeWakeUpArmed, let next = heap.first?.time, !MediaClock.isManual else { return }
        realTimeWakeUpArmed = true
        let delay = max(0, next - MediaClock.now)
        DispatchQueue.main.asyncAfter(deadline: .now() + delay) {
            MainActor.assumeIsolated {
                let scheduler = MediaScheduler.shared
                scheduler.realTimeWakeUpArmed = false
                guard !MediaClock.isManual else { return }
                scheduler.runDue(until: MediaClock.now, settingManualTime: false)
            }
        }
    }
}
