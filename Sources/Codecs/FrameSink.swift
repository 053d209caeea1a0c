import Foundation
import Raster

/// The file formats frames can be written to.
public enum FrameFormat: String, CaseIterable, Sendable {
    /// Animated GIF (palette per frame or global, optional dithering).
    case gif
    /// Animated PNG.
    case apng
    /// One still PNG (the first frame appended; later frames are an error).
    case png
    /// H.264 MP4 through an `ffmpeg` process (needs `ffmpeg` on PATH).
    case mp4
    /// VP9 WebM through an `ffmpeg` process (needs `ffmpeg` on PATH).
    case webm
    /// A directory of numbered PNGs (`frame-00000.png`, …).
    case frames

    /// The format a file name's extension names: "gif", "apng", "png", "mp4",
    /// "webm"; a path without an extension names `.frames` (a directory).
    /// Nil for other extensions.
    public init?(path: String) {
        let ext = (path as NSString).pathExtension.lowercased()
        switch ext {
        case "": self = .frames
        case "gif": self = .gif
        case "apng": self = .apng
        case "png": self = .png
        case "mp4", "m4v": self = .mp4
        case "webm": self = .webm
        default: return nil
        }
    }
}

/// Why writing frames failed.
public enum FrameSinkError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The destination could not be created or written.
    case cannotWrite(path: String, reason: String)
    /// A frame's size differs from the first frame's, or is zero.
    case badFrame(String)
    /// The format needs a program that is not installed (`ffmpeg`).
    case missingTool(String)
    /// The encoder failed.
    case encoding(String)
    /// `append` or `finish` after `finish`.
    case finished

    /// A one-line explanation, suitable for a command-line error message.
    public var description: String {
        switch self {
        case .cannotWrite(let path, let reason): return "cannot write \(path): \(reason)"
        case .badFrame(let why): return "bad frame: \(why)"
        case .missingTool(let why): return why
        case .encoding(let why): return "encoding failed: \(why)"
        case .finished: return "the frame sink is already finished"
        }
    }
}

/// A destination for rendered frames: an animated image, a video or a
/// directory of images. Frames are appended in order, each with how long it
/// stays on screen; `finish()` completes the file.
///
/// A frame may come with its *damage*: the rectangles outside which every
/// pixel equals the previous appended frame's (`CARenderer` knows it). Sinks
/// that store sub-frames (APNG, GIF) write less with it; the others ignore it.
///
/// Sinks are not thread-safe; `PipelinedFrameSink` runs one on another thread.
public protocol FrameSink: AnyObject {
    /// Appends `frame`, shown for `duration` seconds; its damage is unknown
    /// (the whole frame may have changed).
    func append(_ frame: Pixmap, duration: Double) throws(FrameSinkError)
    /// Appends `frame`, shown for `duration` seconds, whose pixels outside
    /// the `damage` rectangles equal the previous appended frame's.
    ///
    /// - Parameter damage: whole-pixel rectangles of the frame (parts outside
    ///   it are ignored, overlaps allowed); `[]` when no pixel changed; nil
    ///   when unknown, which is treated as the whole frame. Ignored for the
    ///   first frame. A wrong damage writes a wrong file: pass nil unless
    ///   the pixels outside really are the previous frame's.
    func append(_ frame: Pixmap, duration: Double, damage: [PixelRect]?) throws(FrameSinkError)
    /// Completes the output. Appending afterwards throws `.finished`.
    func finish() throws(FrameSinkError)
}

extension FrameSink {
    /// Sinks that write every frame whole (PNG, frame directories, video
    /// through ffmpeg) have no use for the damage.
    public func append(_ frame: Pixmap, duration: Double, damage: [PixelRect]?) throws(FrameSinkError) {
        try append(frame, duration: duration)
    }
}

/// The part of a `width × height` frame that `damage` says may have changed:
/// the bounding box of its rectangles, clipped to the frame; empty when
/// nothing changed; nil when the damage is unknown.
///
/// One box, not the list: APNG and GIF frames are single rectangles, and a
/// frame per damaged rectangle would need zero-delay frames, which many
/// viewers show for 100 ms.
func damageBounds(_ damage: [PixelRect]?, width: Int, height: Int) -> PixelRect? {
    guard let damage else { return nil }
    var box = PixelRect(x: 0, y: 0, width: 0, height: 0)
    for r in damage { box = box.union(r) }
    return box.intersection(PixelRect(x: 0, y: 0, width: width, height: height))
}
