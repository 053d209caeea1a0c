import Foundation

/// The server side of one player (one WebSocket): the playback clock, the
/// page's commands, and the render worker that draws its frames. Never
/// touches Core Animation; the worker does. Not Apple API.
///
/// Flow control: at most one frame is in flight, and at most one more is
/// rendered ahead: the worker draws the next frame while the current one
/// travels, and it is held until the page acknowledges the last (`ack`).
/// Nothing more is asked of the worker meanwhile, so frames a slow page
/// could not take are never rendered (dropped), never queued. A held frame
/// that has gone stale (the page took more than two frame periods) is
/// replaced by one at the playhead's time then, which carries the held
/// one's number and damage (`WorkerRequest.replace`).
actor PlayerSession {
    /// A message for the page.
    enum Outgoing: Sendable {
        /// JSON text.
        case text(String)
        /// A frame.
        case binary([UInt8])
    }

    /// Frames per second while playing (at most), and per `step`.
    static let frameRate = 60.0
    /// The playback rates accepted.
    static let speeds = 0.1...2.0
    /// The largest canvas side a page may ask for, in CSS pixels.
    static let maximumSide = 4096.0
    /// The longest text message read.
    static let maximumMessage = 4096

    private let launch: @Sendable () throws -> WorkerProcess
    private let catalog: SceneCatalog
    private let out: AsyncStream<Outgoing>.Continuation
    private var worker: WorkerProcess?
    private var opened: OpenedReply?
    private var playing = false
    private var speed = 1.0
    private var looping = true
    private var anchorTime = 0.0
    private var anchorClock = ContinuousClock.now
    private var shownTime = 0.0
    private var wanted: Double?
    private var inFlight: UInt32?
    /// The frame rendered ahead, waiting for the `ack` of the one in flight.
    private var held: (bytes: [UInt8], renderedAt: ContinuousClock.Instant)?
    /// Whether the next frame replaces a held one that was dropped.
    private var replaceNext = false
    /// When the next frame is due while playing (an ideal 1/60 s schedule).
    private var nextDue: ContinuousClock.Instant?
    /// Frame replies the worker has sent (for tests).
    private(set) var framesRendered = 0
    private var closed = false
    private var wakeWaiter: CheckedContinuation<Void, Never>?
    private var wakePending = false

    /// A player that starts workers with `launch`, knows the scenes of
    /// `catalog` and sends to the page through `out`.
    init(catalog: SceneCatalog, out: AsyncStream<Outgoing>.Continuation, launch: @escaping @Sendable () throws -> WorkerProcess) {
        self.catalog = catalog
        self.out = out
        self.launch = launch
    }

    /// The worker's process id, if one runs (for tests).
    var workerProcessIdentifier: Int32? { worker?.processIdentifier }

    // MARK: the page's messages

    /// Handles one text message from the page. Bad messages get an `error`
    /// reply; nothing a page sends ends the session or the server.
    func handle(text: String) async {
        guard text.utf8.count <= Self.maximumMessage else { return error("a message longer than \(Self.maximumMessage) bytes was ignored", op: nil) }
        guard let c = try? JSONDecoder().decode(PlayerCommand.self, from: Data(text.utf8)) else {
            return error("the message is not a JSON object with an \"op\" string", op: nil)
        }
        switch c.op {
        case "open": await open(c)
        case "play":
            guard let opened else { return error("no scene is open", op: c.op) }
            let start = shownTime >= opened.duration && !looping ? 0 : shownTime
            anchor(at: start)
            playing = true
            sendState()
            wake()
        case "pause":
            guard opened != nil else { return error("no scene is open", op: c.op) }
            playing = false
            // A held frame is still shown (after the ack): pause at its time.
            anchor(at: held.map { Self.time(ofFrame: $0.bytes) } ?? shownTime)
            sendState()
        case "seek":
            guard let opened else { return error("no scene is open", op: c.op) }
            guard let t = c.time, t.isFinite else { return error("seek needs a finite time", op: c.op) }
            show(min(max(t, 0), opened.duration))
        case "step":
            guard let opened else { return error("no scene is open", op: c.op) }
            guard let n = c.frames, abs(n) <= 100_000 else { return error("step needs a whole number of frames", op: c.op) }
            playing = false
            show(min(max(shownTime + Double(n) / Self.frameRate, 0), opened.duration))
        case "speed":
            guard let s = c.speed, s.isFinite else { return error("speed needs a finite number (0.1 … 2)", op: c.op) }
            anchor(at: playhead())
            speed = min(max(s, Self.speeds.lowerBound), Self.speeds.upperBound)
            sendState()
        case "loop":
            guard let l = c.loop else { return error("loop needs true or false", op: c.op) }
            looping = l
            sendState()
        case "ack":
            if let f = c.frame, let inFlight, Int(inFlight) == f {
                self.inFlight = nil
                wake()
            }
        case "inspect", "plot", "touch":
            await forward(c)
        default:
            error("unknown operation '\(String(c.op.prefix(40)))'", op: nil)
        }
    }

    /// A binary message from the page (never expected).
    func handleBinary() {
        error("binary messages are not accepted", op: nil)
    }

    private func open(_ c: PlayerCommand) async {
        guard let name = c.scene, let listing = catalog.listing(named: name) else {
            let suggestions = catalog.suggestions(for: c.scene ?? "")
            return error("unknown scene '\(String((c.scene ?? "").prefix(60)))'"
                         + (suggestions.isEmpty ? "" : "; did you mean \(suggestions.joined(separator: ", "))?"), op: c.op)
        }
        let width = c.width ?? listing.width, height = c.height ?? listing.height, scale = c.scale ?? 1
        guard width.isFinite, height.isFinite, width >= 1, height >= 1, width <= Self.maximumSide, height <= Self.maximumSide else {
            return error("the canvas must be 1 … \(Int(Self.maximumSide)) CSS pixels each way", op: c.op)
        }
        guard scale.isFinite, scale > 0, scale <= 4 else { return error("the scale must be in (0, 4]", op: c.op) }
        var request = WorkerRequest(op: "open")
        request.scene = listing.name
        request.width = width
        request.height = height
        request.scale = scale
        request.compress = c.compress
        guard let record = await ask(request) else { return }
        guard case .text(let json) = record,
              let reply = try? JSONDecoder().decode(OpenedReply.self, from: Data(json.utf8)) else {
            if case .text(let json) = record { out.yield(.text(json)) }
            return
        }
        opened = reply
        playing = false
        inFlight = nil
        held = nil
        replaceNext = false
        shownTime = 0
        anchor(at: 0)
        out.yield(.text(json))
        show(0)
    }

    /// Passes an inspector or touch request to the worker and its reply to the page.
    private func forward(_ c: PlayerCommand) async {
        guard opened != nil else { return error("no scene is open", op: c.op) }
        guard (c.layer?.count ?? 0) <= 200, (c.key?.count ?? 0) <= 200, (c.phase?.count ?? 0) <= 10 else {
            return error("an argument is too long", op: c.op)
        }
        var r = c
        r.finger = c.finger.map { max(-1_000_000, min($0, 1_000_000)) }
        guard let record = await ask(r) else { return }
        if case .text(let json) = record { out.yield(.text(json)) }
        if c.op == "touch" && !playing { wanted = shownTime; wake() }
    }

    // MARK: frames

    /// Asks the worker for frames while the session is open: the next
    /// playback time while playing, or the time the page asked for; one
    /// frame in flight and one held at a time, at most `frameRate` per
    /// second while playing.
    func runFrames() async {
        while !closed && !Task.isCancelled {
            if inFlight == nil, let h = held {
                held = nil
                let period = Duration.seconds(1 / Self.frameRate)
                if playing && ContinuousClock.now - h.renderedAt > period * 2 {
                    replaceNext = true          // stale: draw the playhead's time instead
                } else {
                    send(frame: h.bytes)
                }
                continue
            }
            guard held == nil, opened != nil, worker != nil, playing || wanted != nil else {
                await waitForWake()
                continue
            }
            if playing { await pace() }
            guard let t = takeTarget() else { continue }
            var request = WorkerRequest(op: "frame")
            request.time = t
            if replaceNext { request.replace = true }
            guard let record = await ask(request) else { continue }
            replaceNext = false
            switch record {
            case .binary(let bytes) where bytes.count >= FrameMessage.headerSize:
                framesRendered += 1
                if inFlight == nil { send(frame: bytes) } else { held = (bytes, .now) }
            case .binary: error("the worker sent a short frame", op: "frame")
            case .text(let json): out.yield(.text(json))
            }
        }
    }

    /// Sends a frame to the page; it is in flight until acknowledged.
    private func send(frame bytes: [UInt8]) {
        inFlight = bytes[4..<8].reversed().reduce(0) { $0 << 8 | UInt32($1) }
        shownTime = Self.time(ofFrame: bytes)
        out.yield(.binary(bytes))
    }

    /// The scene time of an encoded `FrameMessage`.
    private static func time(ofFrame bytes: [UInt8]) -> Double {
        Double(bitPattern: bytes[8..<16].reversed().reduce(0) { $0 << 8 | UInt64($1) })
    }

    /// Waits until the next frame is due on an ideal schedule of
    /// `frameRate` per second (each due time one period after the last),
    /// so that jitter does not slow delivery; late by more than a period,
    /// the schedule starts again from now.
    private func pace() async {
        let period = Duration.seconds(1 / Self.frameRate)
        let now = ContinuousClock.now
        guard let due = nextDue, now - due <= period else {
            nextDue = now + period
            return
        }
        if now < due { try? await Task.sleep(until: due, clock: .continuous) }
        nextDue = due + period
    }

    /// The next time to render, or nil when there is nothing to do now.
    private func takeTarget() -> Double? {
        guard !closed, let opened, worker != nil, held == nil else { return nil }
        if playing {
            var t = playhead()
            if t >= opened.duration {
                if looping && opened.duration > 0 {
                    t = t.truncatingRemainder(dividingBy: opened.duration)
                    anchor(at: t)
                } else {
                    t = opened.duration
                    playing = false
                    anchor(at: t)
                    sendState()
                }
            }
            wanted = nil
            return t
        }
        defer { wanted = nil }
        return wanted
    }

    /// The playback clock's time now.
    private func playhead() -> Double {
        guard playing else { return anchorTime }
        let elapsed = ContinuousClock.now - anchorClock
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
        return anchorTime + seconds * speed
    }

    private func anchor(at t: Double) {
        anchorTime = t
        anchorClock = .now
    }

    /// Shows `t` next (playing on from there if playing).
    private func show(_ t: Double) {
        anchor(at: t)
        wanted = t
        sendState()
        wake()
    }

    private func sendState() {
        out.yield(.text(ReplyText.json(PlayerState(playing: playing, time: playing ? playhead() : anchorTime,
                                                   speed: speed, loop: looping))))
    }

    private func error(_ message: String, op: String?) {
        out.yield(.text(ReplyText.json(ErrorReply(message: message, op: op))))
    }

    /// The worker's record for `request`, starting a worker if none runs;
    /// nil (after telling the page) when the worker cannot answer — it is
    /// then stopped, and the next `open` starts a new one.
    private func ask(_ request: WorkerRequest) async -> WorkerRecord? {
        if worker == nil {
            guard !closed else { return nil }
            do { worker = try launch() } catch {
                self.error("\(error)", op: request.op)
                return nil
            }
        }
        guard let worker else { return nil }
        do {
            return try await worker.request(request)
        } catch {
            await worker.terminate()
            if self.worker === worker {
                self.worker = nil
                opened = nil
                playing = false
                inFlight = nil
                held = nil
                replaceNext = false
            }
            if !closed { self.error("\(error); open the scene again", op: request.op) }
            return nil
        }
    }

    // MARK: waking and closing

    private func wake() {
        if let w = wakeWaiter {
            wakeWaiter = nil
            w.resume()
        } else {
            wakePending = true
        }
    }

    private func waitForWake() async {
        if wakePending || closed { wakePending = false; return }
        await withCheckedContinuation { wakeWaiter = $0 }
        wakePending = false
    }

    /// Ends the session: stops the frame loop and kills the worker, and
    /// waits until its process is gone.
    func close() async {
        closed = true
        wake()
        out.finish()
        if let worker {
            await worker.terminate()
            await worker.waitForExit()
        }
        worker = nil
    }
}
