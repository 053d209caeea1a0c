import Foundation
import Testing
import Raster
@testable import Codecs

@Suite struct FFmpegFrameSinkTests {
    typealias S = SinkTestSupport

    /// A directory holding an executable `ffmpeg` shell script with `body`.
    func fakeFFmpeg(_ body: String) throws -> String {
        let dir = try S.temporaryDirectory()
        let path = dir + "/ffmpeg"
        try ("#!/bin/sh\n" + body + "\n").write(toFile: path, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: path)
        return dir
    }

    @Test func rawFramesAreUnpremultipliedAndRepeatedToTheFrameRate() throws {
        // A stand-in ffmpeg that stores its standard input in the output file (its last argument).
        let bin = try fakeFFmpeg("for last; do :; done\ncat > \"$last\"")
        let out = try S.temporaryDirectory() + "/x.mp4"
        let sink = try FFmpegFrameSink(path: out, format: .mp4, frameRate: 10, environment: ["PATH": bin])
        var a = try Pixmap(width: 3, height: 2, fill: Pixel(r: 50, g: 100, b: 0, a: 200))
        a.setPixel(x: 0, y: 0, .transparent)
        let b = try Pixmap(width: 3, height: 2, fill: Pixel(r: 1, g: 2, b: 3, a: 255))
        try sink.append(a, duration: 0.26)   // ends at 2.6 frames → 3 frames
        try sink.append(b, duration: 0.02)   // ends at 2.8 → 0 frames
        try sink.append(b, duration: 0.1)    // ends at 3.8 → 1 frame
        try sink.finish()
        let bytes = try S.read(out)
        let ua = a.unpremultipliedRGBA(), ub = b.unpremultipliedRGBA()
        #expect(ua[4..<8] == [64, 128, 0, 200])   // 50·255/200, 100·255/200
        #expect(bytes == ua + ua + ua + ub)
    }

    @Test func argumentsNameTheInputAndPadOddSizes() throws {
        let bin = try fakeFFmpeg("exit 0")
        let sink = try FFmpegFrameSink(path: "/tmp/x.webm", format: .webm, frameRate: 25, environment: ["PATH": bin])
        let odd = sink.arguments(width: 31, height: 20)
        #expect(Array(odd.prefix(16)) == ["-hide_banner", "-loglevel", "error", "-nostdin", "-y", "-f", "rawvideo",
                                          "-pix_fmt", "rgba", "-s", "31x20", "-r", "25.0", "-i", "-", "-vf"])
        #expect(odd.contains("pad=ceil(iw/2)*2:ceil(ih/2)*2") && odd.contains("libvpx-vp9") && odd.last == "/tmp/x.webm")
        #expect(!sink.arguments(width: 32, height: 20).contains("-vf"))
        let mp4 = try FFmpegFrameSink(path: "/tmp/x.mp4", format: .mp4, frameRate: 30, environment: ["PATH": bin])
        #expect(mp4.arguments(width: 32, height: 20).contains("libx264"))
        #expect(mp4.arguments(width: 32, height: 20).contains("yuv420p"))
    }

    @Test func aFailingFFmpegReportsItsErrorOutput() throws {
        let bin = try fakeFFmpeg("echo 'fake ffmpeg: Unknown encoder libx264' >&2\nexit 3")
        let sink = try FFmpegFrameSink(path: try S.temporaryDirectory() + "/x.mp4", format: .mp4, frameRate: 30,
                                       environment: ["PATH": bin])
        let frame = try Pixmap(width: 64, height: 64, fill: Pixel(r: 1, g: 2, b: 3, a: 255))
        var failure: FrameSinkError?
        do {
            for _ in 0..<100 { try sink.append(frame, duration: 1.0 / 30) }   // 1.6 MB: more than a pipe holds
            try sink.finish()
        } catch { failure = error }
        guard case .encoding(let message) = failure else { Issue.record("expected an encoding error, got \(String(describing: failure))"); return }
        #expect(message.contains("ffmpeg exited with status 3"))
        #expect(message.contains("fake ffmpeg: Unknown encoder libx264"))
    }

    @Test func badFrameRatesAndFormatsAreRefused() throws {
        let bin = try fakeFFmpeg("exit 0")
        for rate in [0, -1, Double.nan, .infinity] {
            #expect(throws: FrameSinkError.self) { _ = try FFmpegFrameSink(path: "/tmp/x.mp4", format: .mp4, frameRate: rate, environment: ["PATH": bin]) }
        }
        #expect(throws: FrameSinkError.encoding("FFmpegFrameSink writes mp4 or webm, not gif")) {
            _ = try FFmpegFrameSink(path: "/tmp/x.gif", format: .gif, frameRate: 30, environment: ["PATH": bin])
        }
    }

    @Test(.enabled(if: FFmpegFrameSink.findFFmpeg() != nil, "ffmpeg is not installed: skipping the real MP4/WebM round trip"),
          arguments: [FrameFormat.mp4, .webm])
    func realFFmpegRoundTrip(format: FrameFormat) throws {
        let dir = try S.temporaryDirectory()
        let path = dir + "/anim." + format.rawValue
        let sink = try FrameSinks.open(format, path: path, frameRate: 30)
        let frames = try (0..<12).map { try S.frame($0, width: 47, height: 31) }   // odd: padded to 48×32
        for f in frames { try sink.append(f, duration: 1.0 / 30) }
        try sink.finish()
        // Decode it back with ffmpeg and compare the background and ball colours loosely (H.264 and VP9
        // in yuv420p are lossy, and the 5-pixel ball shares its chroma samples with the background).
        let raw = dir + "/back.rgba"
        let p = Process()
        p.executableURL = URL(fileURLWithPath: FFmpegFrameSink.findFFmpeg()!)
        p.arguments = ["-hide_banner", "-loglevel", "error", "-i", path, "-f", "rawvideo", "-pix_fmt", "rgba", raw]
        try p.run(); p.waitUntilExit()
        #expect(p.terminationStatus == 0)
        let back = try S.read(raw)
        #expect(back.count == 12 * 48 * 32 * 4)
        for k in [0, 11] {
            let frame = Array(back[(k * 48 * 32 * 4)..<((k + 1) * 48 * 32 * 4)])
            func px(_ x: Int, _ y: Int) -> [Int] { (0..<3).map { Int(frame[(y * 48 + x) * 4 + $0]) } }
            let ball = 6 + k * 3
            for (got, want) in [(px(40, 25), [16, 24, 48]), (px(ball, 16), [240, 120, k * 20])] {
                #expect(zip(got, want).allSatisfy { abs($0 - $1) <= 24 }, "frame \(k): \(got) vs \(want)")
            }
        }
        if format == .mp4, let media = S.mediaDirectory {
            let sample = media + "/sample.mp4"
            _ = try? FileManager.default.removeItem(atPath: sample)
            try FileManager.default.copyItem(atPath: path, toPath: sample)
            try S.writeExpectation(for: sample, durationsMs: Array(repeating: 33, count: 12))
        }
    }
}
