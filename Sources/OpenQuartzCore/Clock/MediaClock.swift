import Foundation
import Synchronization
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The current media time in seconds — the clock every `beginTime`, delay and
/// duration in Core Animation is measured against.
///
/// On Apple's platforms this is `mach_absolute_time` in seconds (time since
/// boot). Here it is `MediaClock.now`: the monotonic clock in real-time mode,
/// or the time you set in manual mode, which makes rendering deterministic.
public func CACurrentMediaTime() -> CFTimeInterval { MediaClock.now }

/// The one media clock that drives OpenQuartzCore. Not Apple API.
///
/// - **Real-time mode** (the default): `now` reads the monotonic clock, and
///   scheduled work runs on the main queue when it falls due.
/// - **Manual mode** (`setManual(at:)`): time stands still until `advance(by:)`
///   or `advance(to:)` moves it. Advancing first ends the current run-loop turn
///   (commits pending transactions), then runs everything scheduled up to the
///   new time, in time order (FIFO among equal times), each at its own time and
///   each followed by a turn end; finally the clock rests at the new time. A
///   rendered animation is therefore the same on every run and every machine.
///
/// `now` and the mode can be read from any thread; advancing and scheduling
/// belong to the main actor, like the run loop they stand for.
public enum MediaClock {
    private enum Mode: Sendable { case real, manual(CFTimeInterval) }
    private static let mode = Mutex(Mode.real)

    /// The current media time in seconds (what `CACurrentMediaTime()` returns).
    public static var now: CFTimeInterval {
        switch mode.withLock({ $0 }) {
        case .real: return monotonicSeconds()
        case .manual(let t): return t
        }
    }

    /// Whether the clock is in manual mode.
    public static var isManual: Bool {
        if case .manual = mode.withLock({ $0 }) { return true }
        return false
    }

    /// Switches to manual mode with the clock standing at `time` (which may be
    /// earlier than before: scheduled work keeps its times). Scheduled work is
    /// not run; the next `advance` runs what is due. A non-finite time is
    /// refused with a diagnostic.
    public static func setManual(at time: CFTimeInterval) {
        guard time.isFinite else {
            CADiagnostics.report("MediaClock.setManual(at: \(time)): the time must be finite; clock unchanged")
            return
        }
        mode.withLock { $0 = .manual(time) }
    }

    /// Returns to the monotonic real-time clock. Work already scheduled runs
    /// when the real clock reaches its time.
    @MainActor public static func useRealTime() {
        mode.withLock { $0 = .real }
        MediaScheduler.shared.armRealTimeWakeUp()
    }

    /// Moves a manual clock forward by `interval` seconds, running everything
    /// that falls due (see the type's documentation). Zero still ends the turn
    /// and runs work due now. Negative, NaN or infinite intervals, calls in
    /// real-time mode and calls from inside scheduled work are refused with a
    /// diagnostic.
    @MainActor public static func advance(by interval: CFTimeInterval) {
        guard interval >= 0, interval.isFinite else {
            CADiagnostics.report("MediaClock.advance(by: \(interval)): the interval must be finite and not negative; clock unchanged")
            return
        }
        guard case .manual(let t) = mode.withLock({ $0 }) else {
            CADiagnostics.report("MediaClock.advance(by:) needs manual mode (call MediaClock.setManual(at:) first)")
            return
        }
        MediaScheduler.shared.advance(to: t + interval)
    }

    /// Moves a manual clock forward to `time`; a time in the past is refused
    /// with a diagnostic (use `setManual(at:)` to rewind).
    @MainActor public static func advance(to time: CFTimeInterval) {
        guard case .manual(let t) = mode.withLock({ $0 }) else {
            CADiagnostics.report("MediaClock.advance(to:) needs manual mode (call MediaClock.setManual(at:) first)")
            return
        }
        guard time >= t, time.isFinite else {
            CADiagnostics.report("MediaClock.advance(to: \(time)): the time must be finite and not before now (\(t)); clock unchanged")
            return
        }
        MediaScheduler.shared.advance(to: time)
    }

    /// Schedules `action` to run on the main actor at media time `time` (at once
    /// on the next turn if that is already past). Returns a handle that can cancel it.
    @MainActor @discardableResult
    public static func schedule(at time: CFTimeInterval, _ action: @escaping @MainActor () -> Void) -> MediaClockEvent {
        MediaScheduler.shared.schedule(at: time.isNaN ? now : time, action)
    }

    /// Schedules `action` to run `delay` seconds from now (Apple's
    /// `DispatchQueue.main.asyncAfter` on the media clock).
    @MainActor @discardableResult
    public static func schedule(after delay: CFTimeInterval, _ action: @escaping @MainActor () -> Void) -> MediaClockEvent {
        schedule(at: now + (delay.isFinite ? max(delay, 0) : 0), action)
    }

    /// The time of the earliest pending scheduled work, if any.
    @MainActor public static var nextEventTime: CFTimeInterval? { MediaScheduler.shared.nextTime }

    /// In real-time mode: ends the current turn and runs all work that is due.
    /// Hosts with their own loop call this; otherwise the main queue does.
    @MainActor public static func runDueEvents() {
        MediaScheduler.shared.runDue(until: now, settingManualTime: false)
    }

    /// Registers `observer` to run at the end of every run-loop turn: before
    /// the clock moves in `advance`, and after each piece of scheduled work.
    /// Core Animation hooks its implicit-transaction commit here.
    @MainActor package static func addTurnObserver(_ observer: @escaping @MainActor () -> Void) {
        MediaScheduler.shared.turnObservers.append(observer)
    }

    /// Ends the current run-loop turn now (runs the turn observers).
    @MainActor package static func endTurn() { MediaScheduler.shared.endTurn() }

    /// Sets the manual time while the scheduler runs events (package use only).
    package static func setManualTime(_ t: CFTimeInterval) { mode.withLock { $0 = .manual(t) } }

    private static func monotonicSeconds() -> CFTimeInterval {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return CFTimeInterval(ts.tv_sec) + CFTimeInterval(ts.tv_nsec) * 1e-9
    }
}

/// A handle to work scheduled on the media clock. Not Apple API.
@MainActor public final class MediaClockEvent {
    /// When the work is due, in media time.
    public let time: CFTimeInterval
    /// Whether `cancel()` was called before the work ran.
    public private(set) var isCancelled = false
    /// Whether the work has run.
    public internal(set) var hasRun = false
    /// The work; nil once it has run or was cancelled. Held here rather than
    /// in the scheduler's queue so that cancelling lets go of it (and of what
    /// it captures) at once, not when its time comes — a cancelled event far
    /// in the future kept a whole scene's layers alive.
    var action: (@MainActor () -> Void)?

    init(time: CFTimeInterval, action: @escaping @MainActor () -> Void) {
        self.time = time
        self.action = action
    }

    /// Prevents the work from running (no effect once it has run) and
    /// releases it.
    public func cancel() {
        if !hasRun { isCancelled = true; action = nil }
    }
}
