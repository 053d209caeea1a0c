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
/// Sinks are not thread-safe; `PipelinedFrameSink` runs one on another thread.
public protocol FrameSink: AnyObject {
    /// Appends `frame`, shown for `duration` seconds.
    func append(_ frame: Pixmap, duration: Double) throws(FrameSinkError)
    /// Completes the output. Appending afterwards throws `.finished`.
    func finish() throws(FrameSinkError)
}
