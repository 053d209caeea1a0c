import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdWebSocket
public import Logging
import NIOCore

/// `quartz serve`: the web viewer's HTTP and WebSocket server. Serves the
/// page (built in, no files read), the scene list, posters, and one player
/// per WebSocket, each with its own render worker process. Not Apple API.
///
/// | path | answer |
/// |---|---|
/// | `/`, `/app.js`, `/app.css` | the page |
/// | `/api/scenes` | `[SceneListing]` as JSON |
/// | `/api/poster/NAME.png` | the scene's poster |
/// | `/ws` | a player (WebSocket; see `PlayerCommand`) |
///
/// Anything else is 404: there is no file system behind the paths, so no
/// path (`/../`, encoded or not) reaches a file.
public struct QuartzServer: Sendable {
    /// Where and how to serve.
    public struct Configuration: Sendable {
        /// The address to bind (default: loopback only).
        public var host = "127.0.0.1"
        /// The port (0: any free port).
        public var port = 8080
        /// The program run as a render worker (the `quartz` binary).
        public var workerExecutable: URL
        /// Its arguments.
        public var workerArguments = ["worker"]
        /// The least severe server log messages printed (to standard error).
        public var logLevel = Logger.Level.warning

        /// Serves on 127.0.0.1:8080 with `workerExecutable` as the worker.
        public init(workerExecutable: URL) {
            self.workerExecutable = workerExecutable
        }
    }

    /// The configuration.
    public let configuration: Configuration
    /// The scenes offered.
    public let catalog: SceneCatalog

    /// A server of `catalog`'s scenes.
    public init(configuration: Configuration, catalog: SceneCatalog) {
        self.configuration = configuration
        self.catalog = catalog
    }

    /// Serves until the task is cancelled (or SIGINT/SIGTERM when
    /// `handlesSignals`), calling `onRunning` with the bound port once
    /// listening. Stops every worker before returning.
    public func run(handlesSignals: Bool = false, onRunning: @escaping @Sendable (Int) async -> Void = { _ in }) async throws {
        let launch: @Sendable () throws -> WorkerProcess = { [configuration] in
            try WorkerProcess(executable: configuration.workerExecutable, arguments: configuration.workerArguments)
        }
        let posters = PosterCache(launch: launch)
        let catalog = self.catalog
        let router = Router()
        router.get("/") { _, _ in Self.asset(WebAssets.page, type: "text/html; charset=utf-8") }
        router.get("/index.html") { _, _ in Self.asset(WebAssets.page, type: "text/html; charset=utf-8") }
        router.get("/app.js") { _, _ in Self.asset(WebAssets.script, type: "text/javascript; charset=utf-8") }
        router.get("/app.css") { _, _ in Self.asset(WebAssets.style, type: "text/css; charset=utf-8") }
        router.get("/api/scenes") { _, _ in Self.asset(catalog.json, type: "application/json") }
        router.get("/api/poster/:file") { _, context -> Response in
            let file = context.parameters.get("file") ?? ""
            guard file.hasSuffix(".png"), let listing = catalog.listing(named: String(file.dropLast(4))) else {
                return Response(status: .notFound)
            }
            guard let png = await posters.poster(listing.name) else { return Response(status: .internalServerError) }
            return Response(status: .ok, headers: [.contentType: "image/png", .cacheControl: "max-age=3600"],
                            body: .init(byteBuffer: ByteBuffer(bytes: png)))
        }
        let sessions = SessionRegistry()
        // The player's WebSocket. Upgraded by path through the closure form
        // of the upgrade, not a WebSocket router: hummingbird-websocket 2.8.1's
        // router keeps each upgraded request's context in a box that the
        // context itself holds (`WebSocketHandlerReference`), a reference
        // cycle that LeakSanitizer reported once per connection.
        let player: WebSocketDataHandler<HTTP1WebSocketUpgradeChannel.Context> = { inbound, outbound, _ in
            let (stream, sink) = AsyncStream<PlayerSession.Outgoing>.makeStream()
            let session = PlayerSession(catalog: catalog, out: sink, launch: launch)
            await sessions.add(session)
            await withTaskGroup(of: Void.self) { group in
                group.addTask {
                    // The one writer: messages go out whole, in order.
                    do {
                        for await message in stream {
                            switch message {
                            case .text(let s): try await outbound.write(.text(s))
                            case .binary(let b): try await outbound.write(.binary(ByteBuffer(bytes: b)))
                            }
                        }
                    } catch {}
                }
                group.addTask { await session.runFrames() }
                do {
                    for try await message in inbound.messages(maxSize: PlayerSession.maximumMessage) {
                        switch message {
                        case .text(let s): await session.handle(text: s)
                        case .binary: await session.handleBinary()
                        }
                    }
                } catch {}
                await session.close()
                group.cancelAll()
            }
            await sessions.remove(session)
        }
        var logger = Logger(label: "quartz-serve")
        logger.logLevel = configuration.logLevel
        let app = Application(
            router: router,
            server: .http1WebSocketUpgrade(configuration: .init(ws: .init(maxFrameSize: 1 << 20))) { request, _, _ in
                // The request target without its query.
                request.path?.split(separator: "?", maxSplits: 1).first == "/ws" ? .upgrade([:], player) : .dontUpgrade
            },
            configuration: .init(address: .hostname(configuration.host, port: configuration.port), serverName: "quartz"),
            onServerRunning: { channel in await onRunning(channel.localAddress?.port ?? 0) },
            logger: logger
        )
        do {
            try await app.runService(gracefulShutdownSignals: handlesSignals ? [.sigterm, .sigint] : [])
        } catch {
            await sessions.closeAll()
            await posters.close()
            throw error
        }
        await sessions.closeAll()
        await posters.close()
    }

    private static func asset(_ text: String, type: String) -> Response {
        Response(status: .ok, headers: [.contentType: type, .cacheControl: "no-cache"],
                 body: .init(byteBuffer: ByteBuffer(string: text)))
    }
}

/// The open players, so that stopping the server stops their workers.
actor SessionRegistry {
    private var sessions: [ObjectIdentifier: PlayerSession] = [:]

    func add(_ s: PlayerSession) { sessions[ObjectIdentifier(s)] = s }
    func remove(_ s: PlayerSession) { sessions[ObjectIdentifier(s)] = nil }

    /// The worker process ids of the open players (for tests).
    func workerProcessIdentifiers() async -> [Int32] {
        var ids: [Int32] = []
        for s in sessions.values { if let id = await s.workerProcessIdentifier { ids.append(id) } }
        return ids
    }

    func closeAll() async {
        for s in sessions.values { await s.close() }
        sessions.removeAll()
    }
}
