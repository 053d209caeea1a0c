import Foundation

/// A scripted sequence of touches for scenes and tests: fingers going down,
/// moving and lifting at given times. Not Apple API.
///
/// ```swift
/// let script = TouchScript()
///     .down(at: CGPoint(x: 50, y: 50), time: 0)
///     .move(to: CGPoint(x: 80, y: 50), time: 0.1)
///     .up(time: 0.2)
/// window.play(script)               // times from now on the media clock
/// MediaClock.advance(by: 0.2)       // delivers each step at its time
/// ```
///
/// Times are seconds from the start of playback; steps at the same time
/// form one event (a finger named twice at one time makes successive
/// events). Locations are in the window's coordinates. A script is a
/// value: build it once, play it on any window, any number of times.
public struct TouchScript: Sendable, Hashable {
    /// One step: an input at a time from the start.
    public struct Step: Sendable, Hashable {
        /// Seconds from the start of playback.
        public var time: TimeInterval
        /// What a finger does.
        public var input: TouchInput
    }

    /// The steps, in the order they were added.
    public private(set) var steps: [Step] = []

    /// An empty script.
    public init() {}

    /// The script's length: the time of its last step (0 when empty).
    public var duration: TimeInterval { steps.map(\.time).max() ?? 0 }

    /// Adds a finger going down at `point` at `time`.
    public func down(at point: CGPoint, time: TimeInterval, finger: Int = 0) -> TouchScript {
        adding(time, TouchInput(finger: finger, phase: .began, location: point))
    }

    /// Adds a move of `finger` to `point` at `time`.
    public func move(to point: CGPoint, time: TimeInterval, finger: Int = 0) -> TouchScript {
        adding(time, TouchInput(finger: finger, phase: .moved, location: point))
    }

    /// Adds the lift of `finger` at `time`, where it last was.
    public func up(time: TimeInterval, finger: Int = 0) -> TouchScript {
        adding(time, TouchInput(finger: finger, phase: .ended, location: lastLocation(of: finger)))
    }

    /// Adds the cancellation of `finger`'s touch at `time`.
    public func cancel(time: TimeInterval, finger: Int = 0) -> TouchScript {
        adding(time, TouchInput(finger: finger, phase: .cancelled, location: lastLocation(of: finger)))
    }

    /// Adds a tap: down at `time`, up `duration` seconds later at the same place.
    public func tap(at point: CGPoint, time: TimeInterval, duration: TimeInterval = 0.05, finger: Int = 0) -> TouchScript {
        down(at: point, time: time, finger: finger).up(time: time + duration, finger: finger)
    }

    /// Adds a straight drag: down at `start` at `time`, `steps` evenly
    /// spaced moves reaching `end` at `time + duration`, then (if `lift`)
    /// the lift at that time.
    public func drag(from start: CGPoint, to end: CGPoint, time: TimeInterval, duration: TimeInterval,
                     steps: Int = 10, lift: Bool = true, finger: Int = 0) -> TouchScript {
        var script = down(at: start, time: time, finger: finger)
        let count = max(steps, 1)
        for i in 1...count {
            let f = CGFloat(i) / CGFloat(count)
            let point = CGPoint(x: start.x + (end.x - start.x) * f, y: start.y + (end.y - start.y) * f)
            script = script.move(to: point, time: time + duration * Double(f), finger: finger)
        }
        return lift ? script.up(time: time + duration, finger: finger) : script
    }

    private func adding(_ time: TimeInterval, _ input: TouchInput) -> TouchScript {
        var copy = self
        copy.steps.append(Step(time: time, input: input))
        return copy
    }

    private func lastLocation(of finger: Int) -> CGPoint {
        steps.last { $0.input.finger == finger }?.input.location ?? CGPoint(x: CGFloat.nan, y: .nan)
    }
}

/// A script being played on a window: its steps are scheduled on the media
/// clock. Not Apple API.
@MainActor public final class TouchScriptPlayback {
    private var events: [MediaClockEvent] = []

    /// When the playback started, in media time.
    public let startTime: CFTimeInterval

    init(startTime: CFTimeInterval) { self.startTime = startTime }

    func add(_ event: MediaClockEvent) { events.append(event) }

    /// Whether every step has been delivered (or the playback was cancelled).
    public var isFinished: Bool { events.allSatisfy { $0.hasRun || $0.isCancelled } }

    /// Stops the steps not yet delivered. Fingers the script left down stay
    /// down (send `.cancelled` inputs to lift them).
    public func cancel() { for event in events { event.cancel() } }
}

extension UIWindow {
    /// Plays `script` on the window: each group of steps is delivered at
    /// `startTime` + its time on the media clock (`MediaClock.schedule(at:)`),
    /// so advancing a manual clock delivers every touch at its exact time;
    /// the scheduler ends the turn after each event, as real input does.
    /// `startTime` nil: now. Steps at non-finite times are dropped with a
    /// diagnostic. Not Apple API.
    @discardableResult
    public func play(_ script: TouchScript, startingAt startTime: CFTimeInterval? = nil) -> TouchScriptPlayback {
        let start = startTime.flatMap { $0.isFinite ? $0 : nil } ?? CACurrentMediaTime()
        let playback = TouchScriptPlayback(startTime: start)
        var steps = script.steps.filter(\.time.isFinite)
        if steps.count != script.steps.count {
            CGDiagnostics.reportOnce("UIWindow.play: steps at non-finite times are dropped")
        }
        steps = steps.enumerated().sorted { ($0.element.time, $0.offset) < ($1.element.time, $1.offset) }.map(\.element)
        var i = 0
        while i < steps.count {
            var j = i
            while j < steps.count, steps[j].time == steps[i].time { j += 1 }
            let inputs = steps[i..<j].map(\.input)
            playback.add(MediaClock.schedule(at: start + steps[i].time) { [weak self] in
                guard let self else { return }
                TouchDispatcher.deliver(inputs, to: self, endsTurn: false)
            })
            i = j
        }
        return playback
    }
}
