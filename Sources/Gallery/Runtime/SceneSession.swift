import OpenQuartzCore
import Raster

/// One open run of a scene that moves forward on demand: the scene is built,
/// its script scheduled on the manual media clock, and each `advance(to:)`
/// runs the events and checkpoints due up to a later scene time; `render()`
/// draws the frame at the current time. What `SceneRunner` drives its runs
/// with, and what a live viewer (`quartz worker`) keeps open between its
/// requests. Not Apple API.
///
/// A session owns the global media clock from `init` until `close()`: only
/// one session may be open in a process at a time (opening a second one
/// first closes nothing — the caller must close the first). Time only moves
/// forward; to show an earlier time, close the session and open a new one
/// (a run without pixels is fast).
@MainActor public final class SceneSession {
    /// The scene.
    public let scene: Scene
    /// The output size in points.
    public let size: CGSize
    /// Pixels per point of the output.
    public let scale: CGFloat
    /// The scene's root layer (the model tree, not the renderer's container).
    public let root: CALayer
    /// The current scene time (0 when opened).
    public private(set) var time: Double = 0
    /// The checkpoints evaluated so far, in time order.
    public private(set) var checkpoints: [CheckpointReport] = []
    /// How many frames `render()` has drawn.
    public private(set) var renderedFrames = 0
    /// Whether the session is open (until `close()`).
    public private(set) var isOpen = true

    private let context: SceneContext
    private let renderer: CARenderer
    private let origin: CFTimeInterval
    private let checks: [SceneContext.Check]
    private var nextCheck = 0

    /// Opens a run of `runner`'s scene at its size and scale: builds the
    /// scene, starts its script and commits the built tree with the events
    /// of time 0. Checkpoints later than `checkpointsUntil` are never
    /// evaluated.
    public init(runner: SceneRunner, checkpointsUntil limit: Double = .infinity) {
        scene = runner.scene
        size = runner.size
        scale = runner.scale
        origin = Self.prepareClock()
        context = SceneContext(size: scene.size, origin: origin, scale: scale * max(size.width / scene.size.width, 1))
        root = scene.build(context)
        renderer = CARenderer(size: size, scale: scale)
        renderer.layer = Self.wrap(root, scene: scene, size: size)
        context.start()
        MediaClock.advance(to: origin)                      // commit the built tree, run t = 0 events
        checks = context.checks.enumerated()
            .filter { $0.element.time <= limit }
            .sorted { ($0.element.time, $0.offset) < ($1.element.time, $1.offset) }
            .map(\.element)
    }

    /// Opens a run of `scene` at `size` points (default: its canvas) and
    /// `scale` pixels per point (default: the scene's); throws as
    /// `SceneRunner.init` does for bad sizes and scales.
    public convenience init(scene: Scene, size: CGSize? = nil, scale: CGFloat? = nil) throws(SceneError) {
        self.init(runner: try SceneRunner(scene: scene, size: size, scale: scale))
    }

    /// The scene's checkpoints not beyond the session's limit, in the order
    /// they are evaluated: time and label.
    public var plannedCheckpoints: [(time: Double, label: String)] { checks.map { ($0.time, $0.label) } }

    /// Whether the scene registered input handlers (`SceneContext.onInput`).
    public var handlesInput: Bool { context.hasInputHandlers }

    /// The output's size in pixels.
    public var pixelSize: (width: Int, height: Int) {
        (Int((size.width * scale).rounded(.up)), Int((size.height * scale).rounded(.up)))
    }

    /// Moves the run forward to scene time `t`: evaluates the checkpoints due
    /// by then (each at its own time), then runs the script's events up to
    /// `t`. A time earlier than `time`, or not finite, is reported and
    /// ignored; so is any call after `close()`.
    public func advance(to t: Double) {
        guard isOpen else {
            CADiagnostics.reportOnce("SceneSession.advance(to:): the session is closed", about: self)
            return
        }
        guard t.isFinite, t >= time else {
            CADiagnostics.report("SceneSession.advance(to: \(t)): scene time only moves forward from \(time) and must be finite; ignored")
            return
        }
        runCheckpoints(through: t)
        MediaClock.advance(to: max(origin + t, CACurrentMediaTime()))
        time = t
    }

    /// Evaluates the checkpoints due by scene time `t` that have not run yet,
    /// each with the clock at its own time (not earlier than now).
    public func runCheckpoints(through t: Double) {
        guard isOpen else { return }
        while nextCheck < checks.count, checks[nextCheck].time <= t {
            let c = checks[nextCheck]
            MediaClock.advance(to: max(origin + c.time, CACurrentMediaTime()))
            var report = CheckpointReport(time: c.time, label: c.label)
            c.body(&report)
            checkpoints.append(report)
            nextCheck += 1
        }
    }

    /// Draws the frame at the current time. Its `damage` is relative to the
    /// session's previous frame (nil for the first: the whole frame).
    /// Throws `noPixels` when the renderer has no compositor or the session
    /// is closed.
    public func render(index: Int? = nil, duration: Double = 0) throws(SceneError) -> SceneFrame {
        guard isOpen else { throw .noPixels("the session is closed") }
        renderer.beginFrame(atTime: origin + time)
        renderer.render()
        let image = FramePixels.capture(renderer)
        let layers = renderer.lastFrame
        let damage = renderedFrames == 0 ? nil : SceneRunner.pixelRects(renderer.lastDamage)
        renderer.endFrame()
        guard let image else { throw .noPixels("the renderer produced no image at \(time) s") }
        defer { renderedFrames += 1 }
        return SceneFrame(index: index ?? renderedFrames, time: time, duration: duration, pixmap: image,
                          layers: layers, damage: damage, root: root)
    }

    /// The frame at the current time without pixels (for value reads).
    func valuesFrame(index: Int, duration: Double) -> SceneFrame {
        SceneFrame(index: index, time: time, duration: duration, pixmap: nil, layers: [], damage: nil, root: root)
    }

    /// Delivers `input` to the scene's input handlers at the current time
    /// (it runs on the next `advance(to:)`, which may be to the same time),
    /// as `SceneContext.send(_:at:)` does for scripted input.
    public func send(_ input: SceneInput) {
        guard isOpen else { return }
        context.send(input, at: time)
    }

    /// Ends the run: cancels the script, lets go of the tree, and leaves the
    /// media clock free for the next run. Further calls do nothing.
    public func close() {
        guard isOpen else { return }
        isOpen = false
        context.tearDown()
        renderer.layer = nil
        MediaClock.advance(by: 0)
    }

    /// The renderer's root: the scene's root, or a container of the output
    /// size with the canvas scaled to fit and centred inside it.
    private static func wrap(_ root: CALayer, scene: Scene, size: CGSize) -> CALayer {
        guard size != scene.size else { return root }
        let k = min(size.width / scene.size.width, size.height / scene.size.height)
        let container = CALayer()
        container.bounds = CGRect(origin: .zero, size: size)
        container.position = CGPoint(x: size.width / 2, y: size.height / 2)
        container.backgroundColor = CGColor.black
        root.position = CGPoint(x: size.width / 2, y: size.height / 2)
        root.transform = CATransform3DMakeScale(k, k, 1)
        container.addSublayer(root)
        return container
    }

    /// Switches the media clock to manual mode, runs whatever earlier work is
    /// still pending, and sets it to `SceneRunner.origin`.
    private static func prepareClock() -> CFTimeInterval {
        let origin = SceneRunner.origin
        if MediaClock.isManual {
            MediaClock.advance(to: max(CACurrentMediaTime(), origin + 1e6))
        }
        MediaClock.setManual(at: origin)
        return origin
    }
}
