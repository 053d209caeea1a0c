import OpenQuartzCore
import Raster

/// One rendered frame of a scene run. Not Apple API.
public struct SceneFrame {
    /// The frame's number in the run, from 0.
    public let index: Int
    /// The frame's scene time.
    public let time: Double
    /// How long the frame stays on screen (1 / frames per second).
    public let duration: Double
    /// The frame's pixels (premultiplied RGBA), or nil when the run was asked
    /// for values only (`pixels: false`).
    public let pixmap: Pixmap?
    /// The presentation tree the frame was drawn from, in paint order
    /// (empty without pixels).
    public let layers: [RenderedLayer]
    /// The pixel rectangles outside which `pixmap` equals the previous
    /// frame's of the same run (the renderer's damage, not overlapping):
    /// `[]` when no pixel changed, nil when unknown — the first frame, or
    /// no pixels. What `FrameSink.append(_:duration:damage:)` takes; valid
    /// only for a sink that was given every earlier frame of the run.
    public let damage: [PixelRect]?
    /// The scene's root layer (the model tree), for reading values during
    /// the run (`ValueTrace`).
    public let root: CALayer
}

/// The outcome of a scene run: frames produced and checkpoint reports.
public struct SceneRunResult: Sendable {
    /// Frames produced.
    public let frameCount: Int
    /// One report per checkpoint evaluated, in time order.
    public let checkpoints: [CheckpointReport]
    /// Every failure of every checkpoint.
    public var failures: [String] { checkpoints.flatMap(\.failures) }
}

/// Runs a scene on the manual media clock: for each frame time it advances
/// the clock (which runs the scripted events due and commits), evaluates the
/// checkpoints due, renders with a `CARenderer` and hands the frame on.
/// Not Apple API.
///
/// The runner owns the global media clock while it runs: it switches it to
/// manual mode, runs every piece of work still pending, then rewinds it to
/// `origin` (scene time 0). Runs are synchronous on the main actor, so two
/// runs never interleave.
@MainActor public final class SceneRunner {
    /// The scene.
    public let scene: Scene
    /// The output size in points (the scene's canvas unless overridden).
    public let size: CGSize
    /// Pixels per point of the output.
    public let scale: CGFloat
    /// The media time of scene time 0 in every run (a round number, so scene
    /// times map to media times without rounding surprises).
    public static let origin: CFTimeInterval = 1000

    /// Largest frame rate accepted.
    public static let maximumFrameRate = 240.0

    /// Prepares to run `scene` at `size` points (default: its canvas; another
    /// size fits the canvas inside, centred) and `scale` pixels per point
    /// (default: the scene's). Throws `badSize`/`badScale` for non-positive,
    /// non-finite or too large outputs.
    public init(scene: Scene, size: CGSize? = nil, scale: CGFloat? = nil) throws(SceneError) {
        let s = size ?? scene.size, sc = scale ?? scene.scale
        guard sc > 0, sc.isFinite else { throw .badScale(Double(sc)) }
        guard s.width > 0, s.height > 0, s.width.isFinite, s.height.isFinite else {
            throw .badSize("\(s.width) × \(s.height) points: both sides must be positive and finite")
        }
        let pw = (s.width * sc).rounded(.up), ph = (s.height * sc).rounded(.up)
        guard pw >= 1, ph >= 1 else { throw .badSize("\(pw) × \(ph) pixels is empty") }
        guard pw <= CGFloat(Pixmap.maxDimension), ph <= CGFloat(Pixmap.maxDimension),
              pw * ph * 4 <= CGFloat(Pixmap.maxBytes) else {
            throw .badSize("\(Int(pw)) × \(Int(ph)) pixels is larger than the limit (\(Pixmap.maxDimension) per side, \(Pixmap.maxBytes >> 20) MiB)")
        }
        self.scene = scene
        self.size = s
        self.scale = sc
    }

    /// The output's size in pixels.
    public var pixelSize: (width: Int, height: Int) {
        (Int((size.width * scale).rounded(.up)), Int((size.height * scale).rounded(.up)))
    }

    /// The frame times of a run from `from` to `to` at `fps`: `from + i / fps`
    /// for every i with a time before `to` (at least one frame).
    public func frameTimes(fps: Double, from: Double = 0, to: Double? = nil) throws(SceneError) -> [Double] {
        guard fps > 0, fps <= Self.maximumFrameRate, fps.isFinite else { throw .badFrameRate(fps) }
        let end = to ?? scene.duration
        guard from.isFinite, end.isFinite else { throw .badTime("times must be finite (from \(from), to \(end))") }
        guard from >= 0, end <= scene.duration + 1e-9 else {
            throw .badTime("the range \(from)…\(end) s is outside the scene, which lasts \(scene.duration) s")
        }
        guard from < end || (from == end) else { throw .badTime("--from \(from) is after --to \(end)") }
        let n = max(1, Int(((end - from) * fps - 1e-9).rounded(.up)))
        return (0..<n).map { from + Double($0) / fps }
    }

    /// Runs the scene from 0 to `to` (default: its duration), producing frames
    /// at `fps` from `from` on; evaluates every checkpoint up to `to`.
    /// `pixels: false` skips rendering (the clock, script and checkpoints
    /// run; frames come without pixels or layers).
    /// Throws for bad times or rates, for a missing compositor when pixels
    /// are asked for, and what `frame` throws.
    @discardableResult
    public func run<E: Error>(fps: Double, from: Double = 0, to: Double? = nil, pixels: Bool = true,
                              frame: (SceneFrame) throws(E) -> Void) throws -> SceneRunResult {
        let times = try frameTimes(fps: fps, from: from, to: to)
        return try drive(frameTimes: times, frameDuration: 1 / fps, checkpointsUntil: to ?? scene.duration,
                         pixels: pixels, frame: frame)
    }

    /// Evaluates every checkpoint of the scene without rendering.
    public func verify() -> SceneRunResult {
        // No frames, no pixels: cannot throw.
        (try? drive(frameTimes: [], frameDuration: 0, checkpointsUntil: .infinity, pixels: false) { (_: SceneFrame) in })
            ?? SceneRunResult(frameCount: 0, checkpoints: [])
    }

    /// Runs the scene without pixels, calling `body` at each of `times`
    /// (ascending scene times within the scene) with the scene's root layer,
    /// after the script and the checkpoints due by then have run. Returns
    /// the checkpoints' reports.
    @discardableResult
    public func sample<E: Error>(times: [Double], _ body: (Double, CALayer) throws(E) -> Void) throws -> SceneRunResult {
        guard times.allSatisfy({ $0.isFinite && $0 >= 0 && $0 <= scene.duration + 1e-9 }), times == times.sorted() else {
            throw SceneError.badTime("sample times must be ascending, finite and within the scene's \(scene.duration) s")
        }
        return try drive(frameTimes: times, frameDuration: 0, checkpointsUntil: scene.duration, pixels: false) { (f: SceneFrame) throws(E) in
            try body(f.time, f.root)
        }
    }

    /// The frame at scene time `t` (0 … duration); for a scene with a
    /// `historyFrameRate`, after the frames at that rate before `t`.
    public func snapshot(at t: Double) throws -> Pixmap {
        guard t.isFinite, t >= 0, t <= scene.duration + 1e-9 else {
            throw SceneError.badTime("--at \(t) is outside the scene, which lasts \(scene.duration) s")
        }
        var times = [t]
        if let fps = scene.historyFrameRate, fps > 0, fps.isFinite, t > 0 {
            times = (0..<Int((t * fps - 1e-9).rounded(.up))).map { Double($0) / fps } + [t]
        }
        var image: Pixmap?
        try drive(frameTimes: times, frameDuration: 0, checkpointsUntil: -1, pixels: true) { (f: SceneFrame) in
            image = f.pixmap
        }
        guard let image else { throw SceneError.noPixels("the renderer produced no image at \(t) s") }
        return image
    }

    /// The frame loop shared by every run: a `SceneSession` advanced to each
    /// frame time in turn.
    @discardableResult
    private func drive<E: Error>(frameTimes: [Double], frameDuration: Double, checkpointsUntil limit: Double,
                                 pixels: Bool, frame: (SceneFrame) throws(E) -> Void) throws -> SceneRunResult {
        let session = SceneSession(runner: self, checkpointsUntil: limit)
        defer { session.close() }
        var produced = 0
        for (i, t) in frameTimes.enumerated() {
            session.advance(to: max(t, session.time))
            let f = try pixels ? session.render(index: i, duration: frameDuration)
                               : session.valuesFrame(index: i, duration: frameDuration)
            try frame(f)
            produced += 1
        }
        session.runCheckpoints(through: limit)
        return SceneRunResult(frameCount: produced, checkpoints: session.checkpoints)
    }

    /// `damage` as encoders take it: `.none` → `[]`, `.full` → nil (unknown
    /// is the whole frame), rectangles → the same whole-pixel rectangles.
    static func pixelRects(_ damage: FrameDamage) -> [PixelRect]? {
        switch damage {
        case .none: return []
        case .full: return nil
        case .rects(let rects):
            // The tracker's rectangles have integral edges; rounding outwards
            // keeps the promise even if one ever did not.
            return rects.map { r in
                let x0 = Int(r.minX.rounded(.down)), y0 = Int(r.minY.rounded(.down))
                return PixelRect(x: x0, y: y0, width: Int(r.maxX.rounded(.up)) - x0, height: Int(r.maxY.rounded(.up)) - y0)
            }
        }
    }
}
