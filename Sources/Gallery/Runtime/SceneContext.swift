import OpenQuartzCore

/// What a scene's `build` step talks to: the canvas, the scene clock, the
/// script of timed events, scripted input and the checkpoints. Not Apple API.
///
/// Times are scene times: seconds since the scene started. The runner maps
/// them to media times (`mediaTime(_:)`); code inside the scene that needs a
/// media time, e.g. for `beginTime`, keeps using `CACurrentMediaTime()`.
@MainActor public final class SceneContext {
    /// The canvas size in points (the scene's `size`).
    public let size: CGSize
    /// The media time of scene time 0.
    public let origin: CFTimeInterval

    /// A timed event of the script.
    struct Event {
        let time: Double
        let action: @MainActor () -> Void
    }

    /// A checkpoint: a time, a label and the check.
    struct Check {
        let time: Double
        let label: String
        let body: @MainActor (inout CheckpointReport) -> Void
    }

    private(set) var events: [Event] = []
    private var scheduled: [MediaClockEvent] = []
    private var isRunning = false
    private(set) var checks: [Check] = []
    private var inputHandlers: [@MainActor (SceneInput) -> Void] = []
    private var kept: [AnyObject] = []
    private var links: [CADisplayLink] = []
    private var endings: [@MainActor () -> Void] = []
    /// Every input sent so far, with its scene time (for reports and tests).
    public private(set) var inputLog: [(time: Double, input: SceneInput)] = []

    /// Pixels per point of the frames being rendered (the runner's scale):
    /// the scale views draw their backing stores at.
    public let scale: CGFloat

    init(size: CGSize, origin: CFTimeInterval, scale: CGFloat = 1) {
        self.size = size
        self.origin = origin
        self.scale = scale
    }

    /// The current scene time.
    public var time: Double { CACurrentMediaTime() - origin }

    /// The media time of scene time `t`.
    public func mediaTime(_ t: Double) -> CFTimeInterval { origin + t }

    /// A root layer filling the canvas with a background colour (default: a
    /// light grey, so layers of any colour show).
    public func makeRoot(background: CGColor = Palette.paper) -> CALayer {
        let root = CALayer()
        root.bounds = CGRect(origin: .zero, size: size)
        root.position = CGPoint(x: size.width / 2, y: size.height / 2)
        root.backgroundColor = background
        return root
    }

    /// Runs `action` at scene time `t`, like code running in a run-loop turn:
    /// changes it makes are committed when it returns (implicit transaction).
    /// Events at the same time run in the order they were added. A negative
    /// or non-finite time is reported and the event dropped.
    public func at(_ t: Double, _ action: @escaping @MainActor () -> Void) {
        guard t.isFinite, t >= 0 else {
            CADiagnostics.report("SceneContext.at(\(t)): scene times must be finite and not negative; event dropped")
            return
        }
        events.append(Event(time: t, action: action))
        if isRunning { scheduled.append(MediaClock.schedule(at: origin + t, action)) }
    }

    /// Runs `action` with the scene time at every `interval` seconds from
    /// `start` up to and including `end` (a scripted drag, a ticking slider).
    public func every(_ interval: Double, from start: Double, through end: Double,
                      _ action: @escaping @MainActor (Double) -> Void) {
        guard interval > 0, interval.isFinite, start.isFinite, end.isFinite, start >= 0 else {
            CADiagnostics.report("SceneContext.every(\(interval), from: \(start), through: \(end)): needs a positive interval and finite, non-negative times; nothing scheduled")
            return
        }
        let count = Int(((end - start) / interval + 1e-9).rounded(.down))
        guard count >= 0 else { return }
        for i in 0...count {
            let t = start + Double(i) * interval
            at(t) { action(t) }
        }
    }

    /// Delivers `input` to the scene's input handlers at scene time `t`.
    public func send(_ input: SceneInput, at t: Double) {
        at(t) { [unowned self] in
            self.inputLog.append((self.time, input))
            for handler in self.inputHandlers { handler(input) }
        }
    }

    /// Whether any input handler is registered.
    var hasInputHandlers: Bool { !inputHandlers.isEmpty }

    /// Registers a handler for scripted input (a slider, a touch, a button).
    public func onInput(_ handler: @escaping @MainActor (SceneInput) -> Void) {
        inputHandlers.append(handler)
    }

    /// Adds a checkpoint: at scene time `t`, after the events due then have
    /// run and been committed, `body` reads presentation values and records
    /// what is wrong in the report.
    public func checkpoint(at t: Double, _ label: String,
                           _ body: @escaping @MainActor (inout CheckpointReport) -> Void) {
        guard t.isFinite, t >= 0 else {
            CADiagnostics.report("SceneContext.checkpoint(at: \(t)): scene times must be finite and not negative; checkpoint dropped")
            return
        }
        checks.append(Check(time: t, label: label, body: body))
    }

    /// Keeps `object` alive for the run (layer delegates and animation
    /// targets are weak references, as on Apple's platforms).
    public func keepAlive(_ object: AnyObject) { kept.append(object) }

    /// Runs `action` when the run ends, after the script is cancelled (the
    /// last registered first): for undoing global changes a scene makes,
    /// such as the main screen `makeWindow()` sets.
    public func atEnd(_ action: @escaping @MainActor () -> Void) { endings.append(action) }

    /// Adds `link` to the main run loop and invalidates it when the run ends,
    /// so a scene's display link never outlives the scene.
    public func start(_ link: CADisplayLink) {
        links.append(link)
        link.add(to: .main, forMode: .default)
    }

    /// Starts the run: schedules the script on the media clock; events added
    /// from now on (by other events) are scheduled as they are added.
    func start() {
        isRunning = true
        scheduled = events.map { e in MediaClock.schedule(at: origin + e.time, e.action) }
    }

    /// Ends the run: cancels events not yet run, invalidates display links,
    /// drops kept objects and every closure of the script.
    ///
    /// The closures must go: scene code captures the context in them (an
    /// event that starts a display link or schedules another event), so the
    /// context would keep itself — and through the captured layers the whole
    /// tree and its images — alive forever (LeakSanitizer found megabytes of
    /// scene trees left at the end of the test suite).
    func tearDown() {
        isRunning = false
        for e in scheduled { e.cancel() }
        scheduled.removeAll()
        for link in links { link.invalidate() }
        links.removeAll()
        for ending in endings.reversed() { ending() }
        endings.removeAll()
        kept.removeAll()
        inputHandlers.removeAll()
        events.removeAll()
        checks.removeAll()
    }
}
