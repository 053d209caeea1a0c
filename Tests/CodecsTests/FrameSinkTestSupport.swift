import Foundation
import Raster
@testable import Codecs

/// Temporary directories and sample frames for the sink tests.
enum SinkTestSupport {
    /// A fresh empty directory under the system temporary directory.
    static func temporaryDirectory() throws -> String {
        let dir = NSTemporaryDirectory() + "oqc-sinks-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        return dir
    }

    static func read(_ path: String) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
    }

    /// Frame `k` of a small animation: a dark background, a ball moving right,
    /// a bar whose colour steps with `k` (≤ 256 colours per frame and in total).
    static func frame(_ k: Int, width: Int = 48, height: Int = 32) throws -> Pixmap {
        var p = try Pixmap(width: width, height: height, fill: Pixel(r: 16, g: 24, b: 48, a: 255))
        let cx = 6 + k * 3, cy = height / 2
        for y in 0..<height {
            for x in 0..<width {
                let dx = x - cx, dy = y - cy
                if dx * dx + dy * dy <= 25 { p.setPixel(x: x, y: y, Pixel(r: 240, g: 120, b: UInt8(k * 20), a: 255)) }
            }
        }
        for x in 0..<width { p.setPixel(x: x, y: 1, Pixel(r: UInt8(k * 21), g: 200, b: 90, a: 255)) }
        return p
    }

    /// The directory named by `OQC_MEDIA_DIR`, created if needed; nil when unset.
    static var mediaDirectory: String? {
        guard let dir = ProcessInfo.processInfo.environment["OQC_MEDIA_DIR"], !dir.isEmpty else { return nil }
        try? FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        return dir
    }

    /// Writes `<file>.expect.json` next to a sample for `.ci/check-media.py`:
    /// the frame count, each frame's duration in milliseconds and, when
    /// given, the CRC-32 of each composed frame's RGBA bytes (what Pillow's
    /// `convert("RGBA").tobytes()` gives).
    static func writeExpectation(for file: String, durationsMs: [Int], frameCRC32: [UInt32]? = nil) throws {
        var json = "{\"frames\": \(durationsMs.count), \"durations_ms\": [\(durationsMs.map(String.init).joined(separator: ", "))]"
        if let frameCRC32 { json += ", \"frame_crc32\": [\(frameCRC32.map(String.init).joined(separator: ", "))]" }
        try (json + "}\n").write(toFile: file + ".expect.json", atomically: true, encoding: .utf8)
    }

    /// Replaces `sample` in the media directory with a copy of `path`.
    static func publishSample(_ path: String, as sample: String) throws {
        try FileManager.default.copyItem(atPath: path, toPath: sample + ".tmp")
        _ = try? FileManager.default.removeItem(atPath: sample)
        try FileManager.default.moveItem(atPath: sample + ".tmp", toPath: sample)
    }
}

/// A sink that records what it receives, optionally slowly or failing at one frame.
final class RecordingSink: FrameSink, @unchecked Sendable {
    private(set) var durations: [Double] = []
    private(set) var finishCount = 0
    let failAt: Int?
    let delayMicroseconds: UInt32

    init(failAt: Int? = nil, delayMicroseconds: UInt32 = 0) {
        self.failAt = failAt
        self.delayMicroseconds = delayMicroseconds
    }

    func append(_ frame: Pixmap, duration: Double) throws(FrameSinkError) {
        if delayMicroseconds > 0 { usleep(delayMicroseconds) }
        if durations.count == failAt { throw .encoding("recording sink fails at frame \(durations.count)") }
        durations.append(duration)
    }

    func finish() throws(FrameSinkError) { finishCount += 1 }
}
