import Foundation
import Raster
#if canImport(Glibc)
import Glibc
#endif

/// Writes MP4 (H.264) or WebM (VP9) video by piping raw frames to an
/// `ffmpeg` process found on PATH.
///
/// Not an Apple API (AVFoundation's `AVAssetWriter` plays this role there).
/// Frames go to ffmpeg's standard input unpremultiplied, as
/// `-f rawvideo -pix_fmt rgba -s WxH -r FPS -i -`; ffmpeg encodes them with
/// libx264 (MP4) or libvpx-vp9 (WebM) in yuv420p, padding odd sizes by one
/// pixel (yuv420p needs even sizes). The video has a constant frame rate: a
/// frame shown for `duration` seconds is repeated (or dropped) so every
/// frame's end lands on the nearest frame boundary of the running total.
///
/// SIGPIPE is ignored process-wide once a sink starts ffmpeg, so that an
/// ffmpeg that exits early gives an error instead of killing the process.
public final class FFmpegFrameSink: FrameSink {
    /// The output file.
    public let path: String
    /// `.mp4` or `.webm`.
    public let format: FrameFormat
    /// Frames per second of the video.
    public let frameRate: Double
    private let executable: String
    private var process: Process?
    private var input: Int32 = -1
    private let stderrPath: String
    private var checks = FrameSinkChecks()
    private var clock: TickClock

    /// The first `ffmpeg` executable on PATH, or nil.
    public static func findFFmpeg(environment: [String: String] = ProcessInfo.processInfo.environment) -> String? {
        let dirs = (environment["PATH"] ?? "").split(separator: ":").map(String.init)
        for dir in dirs where !dir.isEmpty {
            let candidate = (dir as NSString).appendingPathComponent("ffmpeg")
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }

    /// Prepares a video sink; ffmpeg starts with the first frame (its size is
    /// needed on the command line).
    ///
    /// - Parameters:
    ///   - format: `.mp4` or `.webm`.
    ///   - frameRate: frames per second, finite and > 0.
    ///   - environment: where PATH is read from (tests pass an empty PATH).
    /// - Throws: `.missingTool` when ffmpeg is not on PATH, `.cannotWrite`
    ///   when `path` cannot be created, `.encoding` for another format or a
    ///   bad frame rate.
    public init(path: String, format: FrameFormat, frameRate: Double,
                environment: [String: String] = ProcessInfo.processInfo.environment) throws(FrameSinkError) {
        guard format == .mp4 || format == .webm else { throw .encoding("FFmpegFrameSink writes mp4 or webm, not \(format.rawValue)") }
        guard frameRate.isFinite, frameRate > 0, frameRate <= 1000 else { throw .encoding("frame rate \(frameRate) is not in (0, 1000]") }
        guard let ffmpeg = Self.findFFmpeg(environment: environment) else {
            throw .missingTool("ffmpeg was not found on PATH; install ffmpeg to write MP4/WebM")
        }
        // Fail now, not after the whole render, if the destination is not writable.
        try FrameFile(path: path).close()
        self.path = path
        self.format = format
        self.frameRate = frameRate
        executable = ffmpeg
        clock = TickClock(ticksPerSecond: frameRate)
        stderrPath = NSTemporaryDirectory() + "oqc-ffmpeg-\(getpid())-\(UUID().uuidString).log"
    }

    deinit {
        if input >= 0 { _ = Glibc.close(input) }
        if let p = process, p.isRunning { p.terminate(); p.waitUntilExit() }
        try? FileManager.default.removeItem(atPath: stderrPath)
    }

    /// The ffmpeg arguments for a `width`×`height` input.
    func arguments(width: Int, height: Int) -> [String] {
        var args = ["-hide_banner", "-loglevel", "error", "-nostdin", "-y",
                    "-f", "rawvideo", "-pix_fmt", "rgba", "-s", "\(width)x\(height)", "-r", "\(frameRate)", "-i", "-"]
        if width % 2 != 0 || height % 2 != 0 { args += ["-vf", "pad=ceil(iw/2)*2:ceil(ih/2)*2"] }
        switch format {
        case .webm: args += ["-c:v", "libvpx-vp9", "-pix_fmt", "yuv420p", "-b:v", "0", "-crf", "32", "-row-mt", "1"]
        default: args += ["-c:v", "libx264", "-pix_fmt", "yuv420p", "-preset", "veryfast", "-crf", "20", "-movflags", "+faststart"]
        }
        return args + [path]
    }

    private func start(width: Int, height: Int) throws(FrameSinkError) {
        signal(SIGPIPE, SIG_IGN)
        _ = FileManager.default.createFile(atPath: stderrPath, contents: nil)
        let p = Process()
        p.executableURL = URL(fileURLWithPath: executable)
        p.arguments = arguments(width: width, height: height)
        let pipe = Pipe()
        p.standardInput = pipe
        p.standardOutput = FileHandle.nullDevice
        p.standardError = FileHandle(forWritingAtPath: stderrPath) ?? FileHandle.nullDevice
        do { try p.run() } catch { throw .encoding("cannot start \(executable): \(error.localizedDescription)") }
        // Write with POSIX write(2) on a duplicate: errors come back as EPIPE, not as exceptions.
        input = dup(pipe.fileHandleForWriting.fileDescriptor)
        try? pipe.fileHandleForWriting.close()
        process = p
    }

    /// Sends `frame` to ffmpeg as many times as its duration covers frames.
    public func append(_ frame: Pixmap, duration: Double) throws(FrameSinkError) {
        try checks.accept(frame, duration: duration)
        if process == nil { try start(width: frame.width, height: frame.height) }
        let repeats = clock.advance(by: duration)
        guard repeats > 0 else { return }
        let bytes = frame.unpremultipliedRGBA()
        for _ in 0..<repeats {
            var failed = false
            bytes.withUnsafeBytes { buf in
                var done = 0
                while done < buf.count {
                    let n = Glibc.write(input, buf.baseAddress! + done, buf.count - done)
                    if n < 0 { if errno == EINTR { continue }; failed = true; return }
                    done += n
                }
            }
            if failed { throw .encoding("ffmpeg stopped reading frames: \(stopReport())") }
        }
    }

    /// Closes ffmpeg's input, waits for it, and reports a failure with the
    /// end of its error output.
    public func finish() throws(FrameSinkError) {
        try checks.finish()
        if let report = stopReportIfFailed() { throw .encoding(report) }
    }

    /// Closes the input, waits, and returns the failure report (nil on success).
    private func stopReportIfFailed() -> String? {
        guard let p = process else { return nil }
        if input >= 0 { _ = Glibc.close(input); input = -1 }
        p.waitUntilExit()
        process = nil
        if p.terminationReason == .exit && p.terminationStatus == 0 { return nil }
        return "ffmpeg exited with status \(p.terminationStatus): \(stderrTail())"
    }

    private func stopReport() -> String { stopReportIfFailed() ?? "ffmpeg exited early" }

    /// The last lines of ffmpeg's error output.
    private func stderrTail() -> String {
        let text = (try? String(contentsOfFile: stderrPath, encoding: .utf8)) ?? ""
        let lines = text.split(separator: "\n").suffix(8)
        return lines.isEmpty ? "(no error output)" : lines.joined(separator: "\n")
    }
}
