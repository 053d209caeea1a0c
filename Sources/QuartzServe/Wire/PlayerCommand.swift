import Foundation

/// A message from the page to its player, as JSON text on the WebSocket.
/// `op` says what; the other fields are that operation's arguments. Not
/// Apple API.
///
/// | op | arguments |
/// |---|---|
/// | `open` | `scene`, `width`, `height` (CSS pixels), `scale` (device pixel ratio), `compress` |
/// | `play`, `pause` | — |
/// | `seek` | `time` (scene seconds) |
/// | `step` | `frames` (±, at 60 per second) |
/// | `speed` | `speed` (0.1 … 2) |
/// | `loop` | `loop` (true or false) |
/// | `ack` | `frame`: the number of the frame just drawn |
/// | `inspect` | `layer` (index path) |
/// | `plot` | `key`, `layer` |
/// | `touch` | `phase` (down, move, up, cancel), `x`, `y` (CSS pixels in the canvas), `finger` |
///
/// The server answers with binary frames (`FrameMessage`) and JSON text:
/// `opened`, `state` (`PlayerState`), `inspect`, `plot`, `ok`, `error`.
/// The server's requests to its render workers are the same type
/// (`WorkerRequest`), with the worker's operations.
public struct PlayerCommand: Codable, Sendable, Equatable {
    /// The operation.
    public var op: String
    /// `open`: the scene's name.
    public var scene: String?
    /// `open`: the canvas in CSS pixels.
    public var width: Double?
    /// `open`: the canvas in CSS pixels.
    public var height: Double?
    /// `open`: device pixels per CSS pixel.
    public var scale: Double?
    /// `open`: compress frames.
    public var compress: Bool?
    /// `seek`: the scene time.
    public var time: Double?
    /// `step`: frames to move (negative: back).
    public var frames: Int?
    /// `speed`: the playback rate.
    public var speed: Double?
    /// `loop`: whether playback wraps at the end.
    public var loop: Bool?
    /// `ack`: the frame drawn.
    public var frame: Int?
    /// `inspect`, `plot`: the layer's index path.
    public var layer: String?
    /// `plot`: the key path.
    public var key: String?
    /// `touch`: the phase.
    public var phase: String?
    /// `touch`: where, in CSS pixels of the canvas.
    public var x: Double?
    /// `touch`: where.
    public var y: Double?
    /// `touch`: the pointer.
    public var finger: Int?
    /// `frame` (server to worker only): the previous frame was dropped, not
    /// shown; this one takes its number and includes its damage.
    public var replace: Bool?

    /// A command with no arguments (set those needed).
    public init(op: String) { self.op = op }

    /// The command as JSON text on one line (what a worker reads).
    public var line: String { ReplyText.json(self) }
}

/// The playback state the server sends after each change: `{"type":"state"…}`.
public struct PlayerState: Codable, Sendable, Equatable {
    /// "state".
    public var type = "state"
    /// Whether the scene plays.
    public var playing: Bool
    /// The playhead, in scene seconds.
    public var time: Double
    /// The playback rate.
    public var speed: Double
    /// Whether playback wraps at the end.
    public var loop: Bool
}
