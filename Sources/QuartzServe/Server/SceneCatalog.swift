import Foundation
import Gallery

/// One scene as the page lists it (`GET /api/scenes`). Not Apple API.
public struct SceneListing: Codable, Sendable, Equatable {
    /// The scene's name.
    public var name: String
    /// Its title.
    public var title: String
    /// Where the demo comes from.
    public var source: String
    /// What it shows.
    public var summary: String
    /// How long it runs, in seconds.
    public var duration: Double
    /// Its canvas in points.
    public var width: Double
    /// Its canvas in points.
    public var height: Double
    /// The time its poster shows.
    public var posterTime: Double
}

/// The scenes the server offers: read once from the Gallery (on the main
/// actor) and then shared by every connection. Not Apple API.
public struct SceneCatalog: Sendable {
    /// The scenes, in the Gallery's order.
    public let scenes: [SceneListing]
    private let index: [String: Int]

    /// A catalog of `scenes`.
    public init(scenes: [SceneListing]) {
        self.scenes = scenes
        var index: [String: Int] = [:]
        for (i, s) in scenes.enumerated() { index[s.name] = i }
        self.index = index
    }

    /// Every scene of the Gallery.
    @MainActor public static func gallery() -> SceneCatalog {
        SceneCatalog(scenes: Gallery.scenes.map { s in
            SceneListing(name: s.name, title: s.title, source: s.source, summary: s.summary, duration: s.duration,
                         width: Double(s.size.width), height: Double(s.size.height),
                         posterTime: min(max(s.goldenTimes.first ?? s.duration / 2, 0), s.duration))
        })
    }

    /// The scene named exactly `name` (names are lower case), or nil.
    public func listing(named name: String) -> SceneListing? {
        index[name.lowercased()].map { scenes[$0] }
    }

    /// Up to three names that contain `name` or start like it.
    public func suggestions(for name: String) -> [String] {
        let key = name.lowercased()
        guard key.count >= 2 else { return [] }
        return Array(scenes.map(\.name).filter { $0.contains(key) || key.contains($0) || $0.hasPrefix(String(key.prefix(4))) }.prefix(3))
    }

    /// The list as the page reads it: a JSON array.
    public var json: String { ReplyText.json(scenes) }
}

/// Posters (PNG), made by one worker with no scene open and kept once
/// made. Concurrent requests for the same poster wait for one rendering.
actor PosterCache {
    private var made: [String: [UInt8]] = [:]
    private var worker: WorkerProcess?
    private let launch: @Sendable () throws -> WorkerProcess

    /// A cache that starts its worker with `launch` when first asked.
    init(launch: @escaping @Sendable () throws -> WorkerProcess) {
        self.launch = launch
    }

    /// The poster of the scene `name` (a known scene), or nil when it could
    /// not be made.
    func poster(_ name: String) async -> [UInt8]? {
        if let png = made[name] { return png }
        do {
            let worker = try self.worker ?? launch()
            self.worker = worker
            var r = WorkerRequest(op: "poster")
            r.scene = name
            let record = try await worker.request(r, timeout: 30)
            if let png = made[name] { return png }      // made while this one waited
            guard case .binary(let png) = record else { return nil }
            made[name] = png
            return png
        } catch {
            await worker?.terminate()
            worker = nil
            return nil
        }
    }

    /// Stops the worker.
    func close() async {
        await worker?.terminate()
        await worker?.waitForExit()
        worker = nil
    }
}
