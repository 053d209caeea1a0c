import Foundation
import Raster

/// Writes every frame as a numbered PNG file (`frame-00000.png`,
/// `frame-00001.png`, …) in a directory, created if missing.
///
/// Not an Apple API. Durations are ignored (the files carry no timing).
public final class PNGSequenceFrameSink: FrameSink {
    /// The directory the frames are written to.
    public let directory: String
    private let encoder: PNGEncoder
    private var checks = FrameSinkChecks()

    /// Creates `directory` (and its parents) when missing.
    ///
    /// - Throws: `FrameSinkError.cannotWrite` when it cannot be created or is a file.
    public init(directory: String, encoder: PNGEncoder = .fast) throws(FrameSinkError) {
        self.directory = directory
        self.encoder = encoder
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory) {
            if !isDirectory.boolValue { throw .cannotWrite(path: directory, reason: "a file with that name exists") }
        } else {
            do {
                try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
            } catch {
                let reason = (error as NSError).userInfo[NSUnderlyingErrorKey].map { "\($0)" } ?? error.localizedDescription
                throw .cannotWrite(path: directory, reason: reason)
            }
        }
    }

    /// The file name of frame `index` (from 0).
    public static func fileName(_ index: Int) -> String {
        let digits = String(index)
        return "frame-" + String(repeating: "0", count: max(0, 5 - digits.count)) + digits + ".png"
    }

    /// Writes `frame` to the next numbered file.
    public func append(_ frame: Pixmap, duration: Double) throws(FrameSinkError) {
        try checks.accept(frame, duration: duration)
        let file = try FrameFile(path: (directory as NSString).appendingPathComponent(Self.fileName(checks.frameCount - 1)))
        try file.write(encodingStep { () throws(PNGError) in try encoder.encode(frame) })
        try file.close()
    }

    /// Ends the sequence; throws `.badFrame` when no frame was appended.
    public func finish() throws(FrameSinkError) {
        try checks.finish()
    }
}
