import OpenQuartzCore

/// One demo of the Gallery: a layer tree, a script of timed events and the
/// checkpoints that say what must be true at chosen times. Not Apple API.
///
/// A scene is a value; nothing happens until a `SceneRunner` runs it. Each run
/// calls `build` afresh with a new `SceneContext`, so a scene can be run any
/// number of times and always produces the same frames (the runner drives the
/// manual media clock).
///
/// ```swift
/// let spin = Scene(name: "spin", title: "A spinning square",
///                  source: "My book, ch. 1", summary: "A square turns once in 2 s",
///                  duration: 2) { ctx in
///     let root = ctx.makeRoot()
///     let square = CALayer()
///     square.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
///     square.position = CGPoint(x: 200, y: 150)
///     square.backgroundColor = CGColor(srgbRed: 1, green: 0, blue: 0, alpha: 1)
///     root.addSublayer(square)
///     ctx.at(0.5) { square.transform = CATransform3DMakeRotation(.pi / 2, 0, 0, 1) }
///     ctx.checkpoint(at: 0.625, "half way") { report in
///         report.expect(square.presentation()!.value(forKeyPath: "transform.rotation.z") as! CGFloat,
///                       .pi / 4, "rotation")
///     }
///     return root
/// }
/// ```
public struct Scene: Sendable {
    /// The short name used on the command line (`quartz render NAME`): lower
    /// case, words joined by dashes.
    public let name: String
    /// A human title ("Implicit arrow rotation").
    public let title: String
    /// Where the demo comes from: book, chapter and section.
    public let source: String
    /// One line on what the scene shows.
    public let summary: String
    /// The canvas size in points that `build` lays the scene out in.
    public let size: CGSize
    /// Pixels per point when rendered at the canvas size.
    public let scale: CGFloat
    /// How long the scene runs, in seconds of scene time.
    public let duration: Double
    /// Scene times at which the tests compare rendered frames with golden
    /// images (Tests/GalleryTests/Snapshots/NAME@T.png); empty for none.
    public let goldenTimes: [Double]
    /// For a scene whose pixels depend on the frames drawn before (a tiled
    /// layer fades each tile in from the frame that drew it): the rate at
    /// which a snapshot renders the frames from 0 up to its time first, so
    /// it shows what a run at that rate shows. Nil (the default): a snapshot
    /// renders its one frame.
    public let historyFrameRate: Double?
    /// Makes the layer tree and returns its root; registers the script and
    /// the checkpoints on the context. Runs with the clock at scene time 0 and
    /// the root not yet in the interface: property changes made here do not
    /// animate (schedule them with `ctx.at(0) { … }` to animate).
    public let build: @MainActor @Sendable (SceneContext) -> CALayer

    /// Creates a scene. See the properties for what each argument means.
    public init(name: String, title: String, source: String, summary: String,
                size: CGSize = CGSize(width: 400, height: 300), scale: CGFloat = 1,
                duration: Double, goldenTimes: [Double] = [], historyFrameRate: Double? = nil,
                build: @escaping @MainActor @Sendable (SceneContext) -> CALayer) {
        self.name = name
        self.title = title
        self.source = source
        self.summary = summary
        self.size = size
        self.scale = scale
        self.duration = duration
        self.goldenTimes = goldenTimes
        self.historyFrameRate = historyFrameRate
        self.build = build
    }
}

/// Scripted input a scene reacts to, standing in for a user's slider or
/// finger. Sent with `SceneContext.send(_:at:)`, handled by the closures
/// registered with `SceneContext.onInput(_:)`.
public enum SceneInput: Sendable, Equatable {
    /// A slider named `name` moved to `value`.
    case slider(String, Double)
    /// A finger touched down at a point (canvas coordinates).
    case touchDown(CGPoint)
    /// A finger moved to a point.
    case touchMoved(CGPoint)
    /// A finger lifted at a point.
    case touchUp(CGPoint)
    /// A button named `name` was tapped.
    case button(String)
}
