import Foundation
import Codecs
import Gallery
import LottiePlayback

/// A command-line failure: printed as "Error: …" with a non-zero exit.
struct QuartzError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

/// Everything `quartz render` (and `quartz` alone) does, validated up front so
/// mistakes are reported before any frame is drawn.
@MainActor struct RenderJob {
    let runner: SceneRunner
    let path: String
    let format: FrameFormat
    let fps: Double
    let from: Double
    let to: Double?
    let frameTimes: [Double]

    init(sceneName: String, animationID: String? = nil, output: String?, format formatName: String?, fps: Double,
         size: String?, scale: Double?, from: Double?, to: Double?) throws {
        let scene = try Self.scene(sceneName, animationID: animationID)
        var format: FrameFormat?
        if let formatName {
            guard let f = FrameFormat(rawValue: formatName.lowercased()) else {
                throw QuartzError("unknown format '\(formatName)': use one of \(FrameFormat.allCases.map(\.rawValue).joined(separator: ", "))")
            }
            format = f
        }
        let ext = format.map { $0 == .frames ? "" : ".\($0.rawValue)" } ?? ".gif"
        let path = output ?? "quartz-output/\(scene.name)\(ext)"
        if format == nil {
            guard let f = FrameFormat(path: path) else {
                throw QuartzError("cannot tell the format from '\(path)': give --format (\(FrameFormat.allCases.map(\.rawValue).joined(separator: ", ")))")
            }
            format = f
        }
        self.format = format!
        self.path = path
        self.runner = try Self.runner(scene, size: size, scale: scale)
        self.fps = fps
        self.from = from ?? 0
        self.to = to
        do { frameTimes = try runner.frameTimes(fps: fps, from: self.from, to: to) } catch { throw QuartzError(error.description) }
        if output == nil { try OutputChecks.createDefaultDirectory(for: path) }
    }

    /// The scene named `name`, or — for a name ending in `.json` or `.lottie`
    /// (a dotLottie archive: the animation `animationID`, default the
    /// manifest's) — a scene playing that Lottie file once at its own size.
    static func scene(_ name: String, animationID: String? = nil) throws -> Scene {
        if isLottieFile(name) {
            let animation = try lottieAnimation(name, animationID: animationID)
            let url = URL(fileURLWithPath: name)
            return Scene.lottie(animation, name: url.deletingPathExtension().lastPathComponent, source: name)
        }
        if animationID != nil { throw QuartzError("--animation is for dotLottie archives (FILE.lottie)") }
        do { return try Gallery.lookUp(name) } catch { throw QuartzError(error.description) }
    }

    /// The Lottie file `name` loaded; for a dotLottie archive, its animation `animationID` (default the manifest's).
    static func lottieAnimation(_ name: String, animationID: String?) throws -> LottieAnimation {
        let url = URL(fileURLWithPath: name)
        if animationID != nil, !name.lowercased().hasSuffix(".lottie") {
            throw QuartzError("--animation is for dotLottie archives (FILE.lottie)")
        }
        do {
            if let animationID { return try LottieAnimation(contentsOf: url, animationID: animationID) }
            return try LottieAnimation(contentsOf: url)
        } catch {
            throw QuartzError("\(name): \(error.description)")
        }
    }

    /// Whether `name` names a Lottie file (`.json`, or a `.lottie` archive) rather than a scene.
    static func isLottieFile(_ name: String) -> Bool {
        let lower = name.lowercased()
        return lower.hasSuffix(".json") || lower.hasSuffix(".lottie")
    }

    static func runner(_ scene: Scene, size: String?, scale: Double?) throws -> SceneRunner {
        let points = try size.map(OutputChecks.parseSize)
        do { return try SceneRunner(scene: scene, size: points, scale: scale.map { CGFloat($0) }) } catch {
            throw QuartzError(error.description)
        }
    }

    func run() throws {
        let started = Date()
        let sink: any FrameSink
        // Opening checks the destination and tools (ffmpeg) before any frame
        // is drawn; encoding then runs on another thread while this one renders.
        do { sink = PipelinedFrameSink(try FrameSinks.open(format, path: path, frameRate: fps)) } catch {
            throw QuartzError(error.description)
        }
        let progress = Progress(total: frameTimes.count)
        let result: SceneRunResult
        do {
            result = try runner.run(fps: fps, from: from, to: to) { (frame: SceneFrame) throws(FrameSinkError) in
                if let pixmap = frame.pixmap { try sink.append(pixmap, duration: frame.duration, damage: frame.damage) }
                progress.update(done: frame.index + 1)
            }
            try sink.finish()
        } catch let e as SceneError {
            progress.finish()
            throw QuartzError(e.description)
        } catch let e as FrameSinkError {
            progress.finish()
            throw QuartzError(e.description)
        }
        progress.finish()
        let seconds = Date().timeIntervalSince(started)
        let (w, h) = runner.pixelSize
        for failure in result.failures { FileHandle.standardError.write(Data("checkpoint failed: \(failure)\n".utf8)) }
        print("\(path): \(result.frameCount) frames, \(w)×\(h), \(format.rawValue), in \(String(format: "%.2f", seconds)) s (\(String(format: "%.1f", Double(result.frameCount) / max(seconds, 1e-9))) frames/s)")
    }
}

/// `quartz snapshot`: one frame to a PNG.
@MainActor struct SnapshotJob {
    let runner: SceneRunner
    let time: Double
    let path: String

    /// The time of one of `--at` (seconds), `--progress` (0…1 of the
    /// duration) or `--frame` (a Lottie file's frame, `ip + t × fr`).
    init(sceneName: String, animationID: String? = nil, at: Double?, progress: Double?, frame: Double?, output: String?,
         size: String?, scale: Double?) throws {
        let scene = try RenderJob.scene(sceneName, animationID: animationID)
        let given = [at, progress, frame].compactMap { $0 }
        guard given.count == 1 else {
            throw QuartzError("give exactly one of --at SECONDS, --progress P or --frame N")
        }
        var time = at ?? 0
        if let progress {
            guard progress.isFinite, (0...1).contains(progress) else {
                throw QuartzError("bad progress: --progress \(progress) is outside 0…1")
            }
            time = progress * scene.duration
        }
        if let frame {
            guard RenderJob.isLottieFile(sceneName) else {
                throw QuartzError("--frame is for Lottie files; use --at or --progress for scenes")
            }
            let animation = try RenderJob.lottieAnimation(sceneName, animationID: animationID)
            time = (frame - animation.inPoint) / animation.frameRate
            guard frame.isFinite, time >= 0, time <= scene.duration else {
                throw QuartzError("bad frame: --frame \(frame) is outside \(animation.inPoint)…\(animation.outPoint)")
            }
        }
        guard time.isFinite, time >= 0, time <= scene.duration else {
            throw QuartzError("bad time: --at \(time) is outside '\(scene.name)', which lasts \(scene.duration) s")
        }
        runner = try RenderJob.runner(scene, size: size, scale: scale)
        self.time = time
        path = output ?? "quartz-output/\(scene.name)@\(String(format: "%g", time)).png"
        if output == nil { try OutputChecks.createDefaultDirectory(for: path) }
    }

    func run() throws {
        do {
            let image = try runner.snapshot(at: time)
            let sink = try FrameSinks.open(.png, path: path, frameRate: 1)
            try sink.append(image, duration: 0)
            try sink.finish()
        } catch let e as SceneError {
            throw QuartzError(e.description)
        } catch let e as FrameSinkError {
            throw QuartzError(e.description)
        }
        print("\(path): \(runner.pixelSize.width)×\(runner.pixelSize.height) at \(time) s")
    }
}
