import Foundation

/// One request to a render worker: a `PlayerCommand` (the same fields as
/// the page's messages), as a JSON object on one line of the worker's
/// standard input. Not Apple API.
///
/// | op | arguments | reply |
/// |---|---|---|
/// | `open` | `scene`, `width`, `height` (points), `scale`, `compress` | `OpenedReply` |
/// | `frame` | `time` | a binary `FrameMessage` |
/// | `inspect` | `layer` (index path such as "/0/2") | `InspectReply` |
/// | `plot` | `key`, `layer` | `PlotReply` |
/// | `touch` | `phase` (down, move, up, cancel), `x`, `y` (points), `finger` | `OKReply` |
/// | `poster` | `scene` | binary PNG bytes |
///
/// Any request can instead get an `ErrorReply`.
public typealias WorkerRequest = PlayerCommand

/// The worker's reply to `open`: what the page needs to drive a player.
public struct OpenedReply: Codable, Sendable, Equatable {
    /// "opened".
    public var type = "opened"
    /// The scene's name.
    public var scene: String
    /// The scene's title.
    public var title: String
    /// The scene's length in seconds.
    public var duration: Double
    /// The canvas in pixels.
    public var width: Int
    /// The canvas in pixels.
    public var height: Int
    /// The output in points (the page's canvas size in CSS pixels).
    public var pointWidth: Double
    /// The output in points.
    public var pointHeight: Double
    /// The scene's checkpoints: time and label.
    public var checkpoints: [Mark]
    /// Whether the scene reacts to touches (has a window or input handlers).
    public var interactive: Bool

    /// A labelled time.
    public struct Mark: Codable, Sendable, Equatable {
        /// Scene time.
        public var time: Double
        /// Label.
        public var label: String
    }
}

/// A failed request.
public struct ErrorReply: Codable, Sendable, Equatable {
    /// "error".
    public var type = "error"
    /// What went wrong, for a person.
    public var message: String
    /// The request's operation, when known.
    public var op: String?

    /// An error about `op`.
    public init(message: String, op: String?) {
        self.message = message
        self.op = op
    }
}

/// A request that needs no other answer went through.
public struct OKReply: Codable, Sendable, Equatable {
    /// "ok".
    public var type = "ok"
    /// The request's operation.
    public var op: String
}

/// The worker's reply to `plot`: a value-over-time chart as SVG.
public struct PlotReply: Codable, Sendable, Equatable {
    /// "plot".
    public var type = "plot"
    /// The key path plotted.
    public var key: String
    /// The chart's title.
    public var title: String
    /// The chart, a standalone SVG document.
    public var svg: String
}

/// Encodes replies as compact JSON text.
enum ReplyText {
    /// `reply` as JSON; non-finite numbers (which JSON cannot carry) become
    /// an error reply rather than a crash.
    static func json<T: Encodable>(_ reply: T) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        if let data = try? encoder.encode(reply) { return String(decoding: data, as: UTF8.self) }
        return json(ErrorReply(message: "the reply could not be encoded (a value is not finite)", op: nil))
    }
}
