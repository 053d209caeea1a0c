import Raster

/// Writes one frame as a still PNG file.
///
/// Not an Apple API. The first appended frame is written at once; appending a
/// second one throws `.badFrame` (use `.apng` or `.frames` for animations).
/// The duration is ignored.
public final class PNGFrameSink: FrameSink {
    private let file: FrameFile
    private let encoder: PNGEncoder
    private var checks = FrameSinkChecks()

    /// Creates (or truncates) the PNG file at `path`.
    ///
    /// - Throws: `FrameSinkError.cannotWrite` with the OS's reason.
    public init(path: String, encoder: PNGEncoder = .fast) throws(FrameSinkError) {
        file = try FrameFile(path: path)
        self.encoder = encoder
    }

    /// Writes `frame`; a second frame throws `.badFrame`.
    public func append(_ frame: Pixmap, duration: Double) throws(FrameSinkError) {
        if checks.frameCount > 0 && !checks.isFinished {
            throw .badFrame("a PNG file holds one frame; use APNG, GIF or a frame directory for animations")
        }
        try checks.accept(frame, duration: duration)
        try file.write(encodingStep { () throws(PNGError) in try encoder.encode(frame) })
    }

    /// Closes the file; throws `.badFrame` when no frame was appended.
    public func finish() throws(FrameSinkError) {
        try checks.finish()
        try file.close()
    }
}
