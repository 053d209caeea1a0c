import Foundation
import Codecs
import Raster

// Stand-in for `FrameSinks.open` until the codecs branch lands in main:
// APNG, PNG and numbered PNG frames through the existing encoders. Deleted
// when the real sinks are merged.
enum TemporarySinks {
    static func open(_ format: FrameFormat, path: String, frameRate: Double) throws(FrameSinkError) -> any FrameSink {
        switch format {
        case .apng: return CollectingAPNGSink(path: path)
        case .png: return SinglePNGSink(path: path)
        case .frames: return try PNGFramesSink(directory: path)
        case .gif, .mp4, .webm:
            throw .encoding("\(format.rawValue) output is not in this build yet (use apng, png or frames)")
        }
    }

    static func write(_ bytes: [UInt8], to path: String) throws(FrameSinkError) {
        do { try Data(bytes).write(to: URL(fileURLWithPath: path)) } catch {
            throw .cannotWrite(path: path, reason: error.localizedDescription)
        }
    }
}

private final class CollectingAPNGSink: FrameSink {
    let path: String
    var frames: [APNGEncoder.Frame] = []
    var done = false
    init(path: String) { self.path = path }
    func append(_ frame: Pixmap, duration: Double) throws(FrameSinkError) {
        guard !done else { throw .finished }
        frames.append(APNGEncoder.Frame(pixmap: frame, delay: duration))
    }
    func finish() throws(FrameSinkError) {
        guard !done else { throw .finished }
        done = true
        let bytes: [UInt8]
        do { bytes = try APNGEncoder().encode(frames) } catch { throw .encoding("\(error)") }
        try TemporarySinks.write(bytes, to: path)
    }
}

private final class SinglePNGSink: FrameSink {
    let path: String
    var written = false, done = false
    init(path: String) { self.path = path }
    func append(_ frame: Pixmap, duration: Double) throws(FrameSinkError) {
        guard !done else { throw .finished }
        guard !written else { throw .badFrame("a PNG holds one frame") }
        written = true
        do { try TemporarySinks.write(try PNGEncoder.standard.encode(frame), to: path) } catch let e as FrameSinkError { throw e } catch {
            throw .encoding("\(error)")
        }
    }
    func finish() throws(FrameSinkError) {
        guard !done else { throw .finished }
        done = true
    }
}

private final class PNGFramesSink: FrameSink {
    let directory: String
    var index = 0, done = false
    init(directory: String) throws(FrameSinkError) {
        self.directory = directory
        do { try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true) } catch {
            throw .cannotWrite(path: directory, reason: error.localizedDescription)
        }
    }
    func append(_ frame: Pixmap, duration: Double) throws(FrameSinkError) {
        guard !done else { throw .finished }
        let name = (directory as NSString).appendingPathComponent(String(format: "frame-%05d.png", index))
        index += 1
        do { try TemporarySinks.write(try PNGEncoder.fast.encode(frame), to: name) } catch let e as FrameSinkError { throw e } catch {
            throw .encoding("\(error)")
        }
    }
    func finish() throws(FrameSinkError) {
        guard !done else { throw .finished }
        done = true
    }
}
