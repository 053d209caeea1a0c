import ArgumentParser
import Foundation
import Gallery
import QuartzServe
import Synchronization

/// `quartz serve`: the web viewer — every scene live in a browser.
struct Serve: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Watch, scrub and inspect the scenes live in a web browser.",
        discussion: """
        Starts a local web server and prints its address. The page lists every scene;
        a scene opens in a player (play, pause, speed, loop, scrubber, frame step,
        space and arrow keys) with an inspector (layer tree, model and presentation
        values, animations, plots of key paths). Each player renders in its own
        worker process. Stop with Ctrl-C.
        """
    )

    @Option(help: "The port to listen on (0: any free port).")
    var port: Int = 8080

    @Option(help: "The address to bind: 127.0.0.1 (default) serves this machine only; 0.0.0.0 every interface.")
    var host: String = "127.0.0.1"

    func run() throws {
        guard (0...65535).contains(port) else { throw QuartzError("--port must be 0 … 65535, got \(port)") }
        let catalog = MainActor.assumeIsolated { SceneCatalog.gallery() }
        var configuration = QuartzServer.Configuration(workerExecutable: Self.currentExecutable())
        configuration.host = host
        configuration.port = port
        let server = QuartzServer(configuration: configuration, catalog: catalog)
        let host = self.host
        // The server runs on Swift's concurrency threads; this (main) thread
        // waits for it to stop (Ctrl-C, SIGTERM, or a failure to bind).
        let outcome = ServeOutcome()
        let done = DispatchSemaphore(value: 0)
        Task.detached {
            do {
                try await server.run(handlesSignals: true) { port in
                    let shown = host == "0.0.0.0" ? "127.0.0.1" : host
                    let line = "quartz serve: \(catalog.scenes.count) scenes at http://\(shown):\(port)/  (Ctrl-C stops)\n"
                    FileHandle.standardOutput.write(Data(line.utf8))
                }
            } catch {
                outcome.error.withLock { $0 = error }
            }
            done.signal()
        }
        done.wait()
        if let error = outcome.error.withLock({ $0 }) { throw QuartzError("quartz serve stopped: \(error)") }
    }

    /// This program's own file: workers are the same binary.
    static func currentExecutable() -> URL {
        let link = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        if FileManager.default.isExecutableFile(atPath: link.path), link.path != "/proc/self/exe" { return link }
        return URL(fileURLWithPath: CommandLine.arguments[0]).standardizedFileURL
    }
}

/// How the server task ended, read by the waiting main thread.
final class ServeOutcome: Sendable {
    /// The error it stopped with, if any.
    let error = Mutex<(any Error)?>(nil)
}

/// `quartz worker`: a render worker for `quartz serve` (requests on
/// standard input, frames on standard output). Not for people.
struct Worker: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "A render worker of quartz serve (JSON requests in, frames out).",
        shouldDisplay: false
    )

    func run() throws {
        let status = MainActor.assumeIsolated { WorkerLoop.run() }
        if status != 0 { throw ExitCode(status) }
    }
}
