import Foundation

/// A timer synchronised to the display's refresh, Core Animation's
/// `CADisplayLink`, running on the media clock.
///
/// Frames fall on a grid of the media clock (multiples of 1/fps), so under the
/// manual clock a link fires exactly once per `advance(by: 1/60)`. The display
/// refreshes at 60 frames per second (`maximumFramesPerSecond`).
///
/// Differences from Apple: Linux has no Objective-C selectors, so the target
/// form takes an unbound method — `CADisplayLink(target: self, selector:
/// MyView.step)` where Apple writes `#selector(step)` — and a closure form
/// `CADisplayLink { link in … }` is added. `add(to:forMode:)` accepts any run
/// loop and mode; the link runs on the main actor.
@MainActor public final class CADisplayLink {
    /// The display's refresh rate.
    public static let maximumFramesPerSecond = 60

    private var handler: ((CADisplayLink) -> Void)?
    private var event: MediaClockEvent?
    private var isScheduled = false
    /// The run-loop modes the link was added for.
    private var modes: Set<String> = []
    /// The display refresh (counted from media time 0) of the next callback.
    private var displayFrame: Int64 = 0
    /// Display refreshes between callbacks.
    private var frameStep: Int64 = 1

    /// The time of the frame being handled (the last one that fired).
    public private(set) var timestamp: CFTimeInterval = 0
    /// The time of the next callback: `timestamp` plus one display refresh
    /// per refresh the link waits (`duration` at the display's rate).
    public private(set) var targetTimestamp: CFTimeInterval = 0
    /// The interval between display refreshes (1/60 s).
    public var duration: CFTimeInterval { 1.0 / Double(Self.maximumFramesPerSecond) }

    /// The rate the link asks for; 0 (the default) means the display's rate.
    /// The link fires at the rate that divides the display's nearest to it
    /// (preferred 45 → 60, the nearer on a tie being the faster; 24 → 20; 25 → 30); above the display's rate,
    /// negative: the display's rate. Used when `preferredFrameRateRange` is
    /// the default.
    public var preferredFramesPerSecond: Int = 0 {
        didSet { if isScheduled { reschedule() } }
    }

    /// The range of rates the link asks for (default `.default`: none); the
    /// rate is chosen as `CAFrameRateRange` describes, a divisor of the
    /// display's 60 Hz. Wins over `preferredFramesPerSecond` and
    /// `frameInterval`. A range that is not valid (NaN, negative, minimum
    /// above maximum, preferred outside) is refused with a diagnostic and
    /// `.default` kept.
    public var preferredFrameRateRange: CAFrameRateRange = .default {
        didSet {
            if !preferredFrameRateRange.isValid {
                CADiagnostics.report("CADisplayLink.preferredFrameRateRange \(preferredFrameRateRange) is not a valid range (finite, ≥ 0, minimum ≤ maximum, preferred inside); using .default")
                preferredFrameRateRange = .default
            }
            if isScheduled { reschedule() }
        }
    }

    /// How many display refreshes pass between callbacks (Apple's deprecated
    /// `frameInterval`; default 1: every refresh, 2: every other one). Used
    /// when neither `preferredFrameRateRange` nor `preferredFramesPerSecond`
    /// is set. Below 1 (which Apple calls a programmer error): a diagnostic,
    /// and 1.
    @available(*, deprecated, message: "Use preferredFrameRateRange")
    public var frameInterval: Int {
        get { storedFrameInterval }
        set {
            if newValue < 1 {
                CADiagnostics.report("CADisplayLink.frameInterval must be 1 or more (got \(newValue)); using 1")
            }
            storedFrameInterval = max(newValue, 1)
            if isScheduled { reschedule() }
        }
    }
    private var storedFrameInterval = 1

    /// Whether the link skips frames (default false).
    public var isPaused = false {
        didSet {
            guard isPaused != oldValue else { return }
            if isPaused { event?.cancel(); event = nil } else if isScheduled { reschedule() }
        }
    }

    /// Creates a link calling `selector` on `target` every frame. The link
    /// retains `target` until `invalidate()`, as Apple's does.
    public init<T: AnyObject>(target: T, selector: @escaping (T) -> (CADisplayLink) -> Void) {
        handler = { link in selector(target)(link) }
    }

    /// Creates a link calling `target`'s method that takes no arguments.
    public init<T: AnyObject>(target: T, selector: @escaping (T) -> () -> Void) {
        handler = { _ in selector(target)() }
    }

    /// Creates a link calling `body` every frame (not Apple API).
    public init(_ body: @escaping (CADisplayLink) -> Void) {
        handler = body
    }

    /// Starts the link (Apple: registers it with a run loop, which retains
    /// it). Adding it for a second mode keeps it running until it is removed
    /// from every mode it was added for.
    public func add(to runloop: RunLoop, forMode mode: RunLoop.Mode) {
        guard handler != nil else {
            CADiagnostics.report("CADisplayLink.add(to:forMode:) after invalidate(); ignored")
            return
        }
        modes.insert(mode.rawValue)
        guard !isScheduled else { return }
        isScheduled = true
        DisplayLinkRegistry.shared.links.insert(ObjectIdentifier(self))
        DisplayLinkRegistry.shared.retained[ObjectIdentifier(self)] = self
        reschedule()
    }

    /// Removes the link from `mode` (Apple's `remove(from:forMode:)`): once
    /// it is in no mode it stops firing and is released by the run loop, but
    /// stays valid — adding it again restarts it. Removing it from a mode it
    /// is not in does nothing.
    public func remove(from runloop: RunLoop, forMode mode: RunLoop.Mode) {
        guard modes.remove(mode.rawValue) != nil, modes.isEmpty else { return }
        unschedule()
    }

    /// Stops the link for good (Apple: removes it from all run loops; the
    /// target is released).
    public func invalidate() {
        unschedule()
        modes.removeAll()
        handler = nil
    }

    private func unschedule() {
        event?.cancel(); event = nil
        isScheduled = false
        DisplayLinkRegistry.shared.links.remove(ObjectIdentifier(self))
        DisplayLinkRegistry.shared.retained[ObjectIdentifier(self)] = nil
    }

    /// Display refreshes between callbacks: from `preferredFrameRateRange`,
    /// else `preferredFramesPerSecond`, else `frameInterval`.
    private var interval: Int {
        let display = Self.maximumFramesPerSecond
        if !preferredFrameRateRange.isDefault { return preferredFrameRateRange.displayFrameInterval(displayRate: display) }
        let p = preferredFramesPerSecond
        if p > 0 && p < display {
            return CAFrameRateRange(minimum: 0, maximum: Float(display), preferred: Float(p)).displayFrameInterval(displayRate: display)
        }
        return p > 0 ? 1 : storedFrameInterval
    }

    private func reschedule() {
        event?.cancel()
        guard !isPaused, handler != nil else { return }
        let n = Int64(interval)
        let now = CACurrentMediaTime()
        // The first frame is the next refresh strictly after now (the next
        // vsync) on the link's grid of every n-th refresh; the 1e-9 guards
        // against `now` landing a rounding error short of a refresh it is
        // really on.
        let refresh = Int64((now * Double(Self.maximumFramesPerSecond) + 1e-9).rounded(.down)) + 1
        displayFrame = (refresh + n - 1) / n * n
        frameStep = n
        scheduleFrame()
    }

    private func scheduleFrame() {
        let t = Double(displayFrame) / Double(Self.maximumFramesPerSecond)
        event = MediaClock.schedule(at: t) { [weak self] in self?.fire() }
    }

    private func fire() {
        guard let handler, !isPaused else { return }
        let display = Double(Self.maximumFramesPerSecond)
        timestamp = Double(displayFrame) / display
        targetTimestamp = Double(displayFrame + frameStep) / display
        displayFrame += frameStep
        scheduleFrame()
        handler(self)
    }
}

/// Keeps added links alive, as the run loop retains them on Apple's platforms.
@MainActor final class DisplayLinkRegistry {
    static let shared = DisplayLinkRegistry()
    var links: Set<ObjectIdentifier> = []
    var retained: [ObjectIdentifier: CADisplayLink] = [:]
}
