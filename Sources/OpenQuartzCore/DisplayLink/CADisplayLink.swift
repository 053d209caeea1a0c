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
    private var frameIndex: Int64 = 0

    /// The time of the frame being handled (the last one that fired).
    public private(set) var timestamp: CFTimeInterval = 0
    /// The time of the next frame: `timestamp + duration`.
    public private(set) var targetTimestamp: CFTimeInterval = 0
    /// The interval between display refreshes (1/60 s).
    public var duration: CFTimeInterval { 1.0 / Double(Self.maximumFramesPerSecond) }

    /// The rate the link asks for; 0 (the default) means the display's rate.
    /// Values above the display's rate, negative or NaN mean the display's rate.
    public var preferredFramesPerSecond: Int = 0 {
        didSet { if isScheduled { reschedule() } }
    }

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

    /// Starts the link (Apple: registers it with a run loop, which retains it).
    public func add(to runloop: RunLoop, forMode mode: RunLoop.Mode) {
        guard handler != nil else {
            CADiagnostics.report("CADisplayLink.add(to:forMode:) after invalidate(); ignored")
            return
        }
        guard !isScheduled else { return }
        isScheduled = true
        DisplayLinkRegistry.shared.links.insert(ObjectIdentifier(self))
        DisplayLinkRegistry.shared.retained[ObjectIdentifier(self)] = self
        reschedule()
    }

    /// Stops the link for good (Apple: removes it from all run loops; the
    /// target is released).
    public func invalidate() {
        event?.cancel(); event = nil
        isScheduled = false
        handler = nil
        DisplayLinkRegistry.shared.links.remove(ObjectIdentifier(self))
        DisplayLinkRegistry.shared.retained[ObjectIdentifier(self)] = nil
    }

    /// Frames per second actually used.
    private var rate: Int {
        let p = preferredFramesPerSecond
        return (p <= 0 || p > Self.maximumFramesPerSecond) ? Self.maximumFramesPerSecond : p
    }

    private func reschedule() {
        event?.cancel()
        guard !isPaused, handler != nil else { return }
        let fps = Double(rate)
        let now = CACurrentMediaTime()
        // The first frame is the next grid time strictly after now (the next
        // vsync); the 1e-9 guards against `now` landing a rounding error short
        // of a grid time it is really on.
        frameIndex = Int64((now * fps + 1e-9).rounded(.down)) + 1
        scheduleFrame()
    }

    private func scheduleFrame() {
        let fps = Double(rate)
        let t = Double(frameIndex) / fps
        event = MediaClock.schedule(at: t) { [weak self] in self?.fire() }
    }

    private func fire() {
        guard let handler, !isPaused else { return }
        let fps = Double(rate)
        timestamp = Double(frameIndex) / fps
        targetTimestamp = timestamp + 1 / fps
        frameIndex += 1
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
