import Codecs
import Foundation
import Gallery
import OpenQuartzCore
import OpenUIKit
import Raster

/// The render side of a player: keeps one `SceneSession` open and answers
/// `WorkerRequest`s with `WorkerRecord`s — frames at requested times
/// (forward from the current time, or from a new run for an earlier time),
/// the layer tree, plots, live touches, posters. Runs in its own process
/// (`quartz worker`), because the media clock is global: one scene per
/// process. Not Apple API.
///
/// Every request gets exactly one record; a bad request (unknown operation,
/// missing or non-finite argument, unknown scene, no scene open) gets an
/// `ErrorReply` and leaves the worker as it was.
@MainActor public final class SceneWorker {
    /// The largest output accepted, in pixels (a 4K canvas).
    public nonisolated static let maximumPixels = 3840 * 2160
    /// The largest pixels-per-point accepted.
    public nonisolated static let maximumScale = 4.0
    /// Posters fit in this many pixels.
    public nonisolated static let posterSize = (width: 320.0, height: 240.0)

    var runner: SceneRunner?
    var session: SceneSession?
    private var compress = false
    private var frameNumber: UInt32 = 0
    /// The last raw frame's bytes; its capacity is reused frame to frame.
    private var frameBytes: [UInt8] = []
    /// The last frame's damage (nil: a key frame), for a frame that replaces it.
    private var lastDamage: [PixelRect]?
    /// The live touches of the open scene, in time order (see `+Touches`).
    var touches: [RecordedTouch] = []
    /// How many of `touches` the current run has been given.
    var deliveredTouches = 0
    private let lookUp: @MainActor (String) throws -> Scene

    /// A worker with no scene open that finds scenes with `lookUp` (default:
    /// the Gallery).
    public init(lookUp: @escaping @MainActor (String) throws -> Scene = { try Gallery.lookUp($0) }) {
        self.lookUp = lookUp
    }

    /// Closes the open scene, if any.
    public func close() {
        session?.close()
        session = nil
        runner = nil
    }

    /// The reply to one request line.
    public func handle(line: String) -> WorkerRecord {
        let request: WorkerRequest
        do {
            request = try JSONDecoder().decode(WorkerRequest.self, from: Data(line.utf8))
        } catch {
            return failure("the request is not a JSON object with an \"op\" string: \(String(line.prefix(80)))", op: nil)
        }
        do {
            switch request.op {
            case "open": return try open(request)
            case "frame": return try frame(at: request.time, replacingLast: request.replace ?? false)
            case "inspect": return try inspect(layer: request.layer)
            case "plot": return try plot(key: request.key, layer: request.layer)
            case "touch": return try touch(request)
            case "poster": return try poster(request.scene)
            default: return failure("unknown operation '\(String(request.op.prefix(40)))'", op: nil)
            }
        } catch let error as RequestError {
            return failure(error.message, op: request.op)
        } catch {
            return failure("\(error)", op: request.op)
        }
    }

    /// A request that cannot be carried out, with the reason.
    struct RequestError: Error { let message: String; init(_ m: String) { message = m } }

    private func failure(_ message: String, op: String?) -> WorkerRecord {
        .text(ReplyText.json(ErrorReply(message: message, op: op)))
    }

    // MARK: open and frames

    private func open(_ r: WorkerRequest) throws -> WorkerRecord {
        guard let name = r.scene else { throw RequestError("open needs a scene") }
        let scene = try lookUp(name)
        let width = r.width ?? Double(scene.size.width), height = r.height ?? Double(scene.size.height)
        let scale = r.scale ?? Double(scene.scale)
        guard width.isFinite, height.isFinite, width >= 1, height >= 1 else {
            throw RequestError("the player's size \(width) × \(height) points must be finite and at least 1 × 1")
        }
        guard scale.isFinite, scale > 0, scale <= Self.maximumScale else {
            throw RequestError("the scale \(scale) must be positive and at most \(Self.maximumScale)")
        }
        let pixels = (width * scale).rounded(.up) * (height * scale).rounded(.up)
        guard pixels <= Double(Self.maximumPixels) else {
            throw RequestError("\(Int(width * scale)) × \(Int(height * scale)) pixels is more than a player may show (\(Self.maximumPixels) pixels)")
        }
        close()
        forgetTouches()
        let size = CGSize(width: width, height: height)
        let runner = try SceneRunner(scene: scene, size: size == scene.size ? nil : size, scale: CGFloat(scale))
        self.runner = runner
        compress = r.compress ?? false
        frameNumber = 0
        lastDamage = nil
        let session = SceneSession(runner: runner)
        self.session = session
        let marks = session.plannedCheckpoints.map { OpenedReply.Mark(time: $0.time, label: $0.label) }
        let (pw, ph) = runner.pixelSize
        return .text(ReplyText.json(OpenedReply(
            scene: scene.name, title: scene.title, duration: scene.duration, width: pw, height: ph,
            pointWidth: width, pointHeight: height, checkpoints: marks,
            interactive: Self.keyWindow(in: session) != nil || session.handlesInput)))
    }

    /// The open session, or an error.
    private func openSession() throws -> SceneSession {
        guard let session else { throw RequestError("no scene is open (send open first)") }
        return session
    }

    /// Moves the open run to scene time `t` (clamped into the scene): on from
    /// the current time, or a new run from 0 for an earlier time. Either way
    /// the live touches recorded up to `t` are delivered at their times (see
    /// `SceneWorker+Touches.swift`), so the frame is the one seen live.
    func move(to t: Double) throws -> SceneSession {
        let session = try openSession()
        guard let runner else { throw RequestError("no scene is open") }
        let target = min(max(t, 0), runner.scene.duration)
        if target < session.time { return restart(runner, at: target) }
        advance(session, to: target)
        return session
    }

    /// The frame at `time`; `replacingLast` when the server dropped the
    /// previous frame unseen: this one then takes its number and includes
    /// its damage, so the page's canvas stays whole.
    private func frame(at time: Double?, replacingLast: Bool) throws -> WorkerRecord {
        guard let time, time.isFinite else { throw RequestError("frame needs a finite time") }
        let session = try move(to: time)
        let frame = try session.render()
        guard let pixmap = frame.pixmap else { throw RequestError("the renderer produced no image") }
        var damage = frame.damage
        if replacingLast && frameNumber > 0 {
            frameNumber -= 1
            damage = lastDamage.flatMap { last in frame.damage.map { last + $0 } }
        }
        lastDamage = damage
        frameNumber &+= 1
        guard !compress else {
            let message = FrameMessage(number: frameNumber &- 1, time: frame.time, pixmap: pixmap, damage: damage)
            return .binary(try message.encoded(compressed: true))
        }
        // Written once into the kept buffer; the record shares it until
        // the loop has written it out, so the next frame reuses it.
        frameBytes.removeAll(keepingCapacity: true)
        FrameMessage.encodeRaw(number: frameNumber &- 1, time: frame.time, pixmap: pixmap, damage: damage, appendingTo: &frameBytes)
        return .binary(frameBytes)
    }

    // MARK: touches, plots, posters

    private func touch(_ r: WorkerRequest) throws -> WorkerRecord {
        let session = try openSession()
        guard let runner else { throw RequestError("no scene is open") }
        guard let x = r.x, let y = r.y, x.isFinite, y.isFinite, abs(x) < 1e6, abs(y) < 1e6 else {
            throw RequestError("touch needs finite x and y")
        }
        let p = runner.canvasPoint(CGPoint(x: x, y: y))
        let touch: LiveTouch
        if Self.keyWindow(in: session) != nil {
            let phase: UITouch.Phase
            switch r.phase {
            case "down": phase = .began
            case "move": phase = .moved
            case "up": phase = .ended
            case "cancel": phase = .cancelled
            default: throw RequestError("touch phase must be down, move, up or cancel")
            }
            touch = .window(TouchInput(finger: r.finger ?? 0, phase: phase, location: p))
        } else {
            switch r.phase {
            case "down": touch = .scene(.touchDown(p))
            case "move": touch = .scene(.touchMoved(p))
            case "up", "cancel": touch = .scene(.touchUp(p))
            default: throw RequestError("touch phase must be down, move, up or cancel")
            }
        }
        record(touch, at: session.time)
        deliver(touch, to: session)
        return .text(ReplyText.json(OKReply(op: "touch")))
    }

    /// The key window, when it belongs to the open scene (its layer is in
    /// the scene's tree): touches go to it as UIKit input.
    static func keyWindow(in session: SceneSession) -> UIWindow? {
        guard let window = UIApplication.shared.keyWindow else { return nil }
        var layer: CALayer? = window.layer
        while let l = layer {
            if l === session.root { return window }
            layer = l.superlayer
        }
        return nil
    }

    private func plot(key: String?, layer: String?) throws -> WorkerRecord {
        guard let key, !key.isEmpty, key.count <= 200 else { throw RequestError("plot needs a key path (at most 200 characters)") }
        guard let runner else { throw RequestError("no scene is open") }
        // A trace runs the scene on its own: the open run must let go of the
        // clock first, and is run again to the same time afterwards.
        let time = session?.time ?? 0
        session?.close()
        defer { restart(runner, at: time) }
        let plot = try ValueTrace.plot(runner, keyPath: key,
                                       layer: TracedLayer(argument: layer), rate: 60)
        return .text(ReplyText.json(PlotReply(key: key, title: plot.title, svg: plot.svg(width: 640, height: 300))))
    }

    private func poster(_ name: String?) throws -> WorkerRecord {
        guard session == nil else { throw RequestError("posters are made by a worker with no scene open") }
        guard let name else { throw RequestError("poster needs a scene") }
        let scene = try lookUp(name)
        let k = min(Self.posterSize.width / Double(scene.size.width), Self.posterSize.height / Double(scene.size.height))
        let runner = try SceneRunner(scene: scene, scale: CGFloat(k))
        let time = scene.goldenTimes.first ?? scene.duration / 2
        let pixels = try runner.snapshot(at: min(max(time, 0), scene.duration))
        return .binary(try PNGEncoder(compressionLevel: 1).encode(pixels))
    }
}

extension SceneRunner {
    /// A point of the output (points) in the scene's canvas: the inverse of
    /// fitting the canvas inside the output, centred.
    func canvasPoint(_ p: CGPoint) -> CGPoint {
        guard size != scene.size else { return p }
        let k = min(size.width / scene.size.width, size.height / scene.size.height)
        return CGPoint(x: (p.x - size.width / 2) / k + scene.size.width / 2,
                       y: (p.y - size.height / 2) / k + scene.size.height / 2)
    }
}
