import Foundation
import Testing
import Raster
@testable import Codecs

@Suite struct FrameSinkTests {
    typealias S = SinkTestSupport

    @Test func gifSinkWritesTwelveFramesWithExactDelays() throws {
        let dir = try S.temporaryDirectory()
        let path = dir + "/anim.gif"
        let frames = try (0..<12).map { try S.frame($0) }
        for palette in [FrameSinkOptions.GIFPalette.global, .perFrame] {
            let sink = try FrameSinks.open(.gif, path: path, frameRate: 30, options: FrameSinkOptions(gifPalette: palette))
            for f in frames { try sink.append(f, duration: 1.0 / 30) }
            try sink.finish()
            let gif = try TestGIF(S.read(path))
            #expect(gif.frames.count == 12)
            #expect(gif.frames.map(\.delay) == [3, 4, 3, 3, 4, 3, 3, 4, 3, 3, 4, 3])
            #expect(gif.netscapeLoops == 0)
            // Per-frame palettes hold every frame's colours exactly; the global
            // (first-frame) palette lacks the ball's later blues: nearest colours.
            for (f, d) in zip(frames, gif.frames) {
                let worst = zip(f.gifVisible, d.canvas).map { maxChannelDifference($0, $1) }.max() ?? 0
                #expect(worst <= (palette == .perFrame ? 0 : 40), "palette \(palette): worst channel difference \(worst)")
            }
        }
        if let media = S.mediaDirectory {
            let sample = media + "/sample.gif"
            try S.publishSample(path, as: sample)
            try S.writeExpectation(for: sample, durationsMs: try TestGIF(S.read(sample)).frames.map { $0.delay * 10 })
        }
    }

    func maxChannelDifference(_ a: UInt32, _ b: UInt32) -> Int {
        [0, 8, 16, 24].map { abs(Int((a >> UInt32($0)) & 0xFF) - Int((b >> UInt32($0)) & 0xFF)) }.max()!
    }

    func chunks(_ png: [UInt8]) -> [(String, [UInt8])] { TestPNG.chunks(png) }
    func u32(_ d: [UInt8], _ i: Int) -> Int { TestPNG.u32(d, i) }

    @Test func apngSinkStreamsFramesAndPatchesTheFrameCount() throws {
        let dir = try S.temporaryDirectory()
        let path = dir + "/anim.apng"
        let frames = try (0..<12).map { try S.frame($0) }
        let sink = try FrameSinks.open(.apng, path: path, frameRate: 30, options: FrameSinkOptions(loopCount: 3))
        for f in frames { try sink.append(f, duration: 1.0 / 30) }
        try sink.finish()
        let cs = chunks(try S.read(path))
        #expect(cs[1].0 == "acTL" && u32(cs[1].1, 0) == 12 && u32(cs[1].1, 4) == 3)
        let fctls = cs.filter { $0.0 == "fcTL" }.map(\.1)
        let delays = fctls.map { Int($0[20]) << 8 | Int($0[21]) }
        #expect(fctls.allSatisfy { Int($0[22]) << 8 | Int($0[23]) == 1000 })
        #expect(delays == [33, 34, 33, 33, 34, 33, 33, 34, 33, 33, 34, 33])
        // Every frame decodes to its pixels: IDAT for frame 0, fdAT (minus sequence numbers) after.
        let ihdr = cs[0].1
        var images: [[UInt8]] = []
        for (type, data) in cs {
            if type == "fcTL" { images.append([]) }
            if type == "IDAT" { images[images.count - 1] += data }
            if type == "fdAT" { images[images.count - 1] += data.dropFirst(4) }
        }
        #expect(images.count == 12)
        for (f, z) in zip(frames, images) {
            let png = TestPNG.signature + TestPNG.chunk("IHDR", ihdr) + TestPNG.chunk("IDAT", z) + TestPNG.chunk("IEND", [])
            #expect(try PNGDecoder().decode(png).storage == f.storage)
        }
        if let media = S.mediaDirectory {
            let sample = media + "/sample.apng"
            try S.publishSample(path, as: sample)
            try S.writeExpectation(for: sample, durationsMs: delays)
        }
    }

    @Test func pngSinkHoldsOneFrame() throws {
        let path = try S.temporaryDirectory() + "/still.png"
        let sink = try FrameSinks.open(.png, path: path, frameRate: 30)
        let f = try S.frame(2)
        try sink.append(f, duration: 0.1)
        #expect(throws: FrameSinkError.self) { try sink.append(f, duration: 0.1) }
        try sink.finish()
        #expect(try PNGDecoder().decode(S.read(path)).storage == f.storage)
        #expect(throws: FrameSinkError.finished) { try sink.finish() }
    }

    @Test func frameDirectoryIsCreatedAndNumbered() throws {
        let dir = try S.temporaryDirectory() + "/nested/frames"
        let sink = try FrameSinks.open(.frames, path: dir, frameRate: 30)
        let frames = try (0..<3).map { try S.frame($0) }
        for f in frames { try sink.append(f, duration: 0.1) }
        try sink.finish()
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir).sorted() == ["frame-00000.png", "frame-00001.png", "frame-00002.png"])
        for (i, f) in frames.enumerated() {
            #expect(try PNGDecoder().decode(S.read(dir + "/" + PNGSequenceFrameSink.fileName(i))).storage == f.storage)
        }
        #expect(PNGSequenceFrameSink.fileName(123_456) == "frame-123456.png")
    }

    @Test(arguments: [FrameFormat.gif, .apng, .png]) func unwritablePathsReportTheOSReason(format: FrameFormat) throws {
        #expect(throws: FrameSinkError.cannotWrite(path: "/nonexistent-oqc-dir/out.\(format.rawValue)", reason: "No such file or directory")) {
            _ = try FrameSinks.open(format, path: "/nonexistent-oqc-dir/out.\(format.rawValue)", frameRate: 30)
        }
    }

    @Test func frameDirectoryOverAFileIsRefused() throws {
        let file = try S.temporaryDirectory() + "/plain"
        try "x".write(toFile: file, atomically: true, encoding: .utf8)
        #expect(throws: FrameSinkError.cannotWrite(path: file, reason: "a file with that name exists")) {
            _ = try FrameSinks.open(.frames, path: file, frameRate: 30)
        }
    }

    @Test(arguments: [FrameFormat.gif, .apng, .frames]) func badFramesAndMisuseThrow(format: FrameFormat) throws {
        let path = try S.temporaryDirectory() + "/x." + format.rawValue
        let sink = try FrameSinks.open(format, path: path, frameRate: 30)
        try sink.append(S.frame(0), duration: 0.1)
        #expect(throws: FrameSinkError.badFrame("frame 1 is 10×32, the first frame is 48×32")) {
            try sink.append(try S.frame(0, width: 10), duration: 0.1)
        }
        #expect(throws: FrameSinkError.badFrame("frame is 0×5; frames need pixels")) { try sink.append(try Pixmap(width: 0, height: 5), duration: 0.1) }
        #expect(throws: FrameSinkError.self) { try sink.append(try S.frame(1), duration: .nan) }
        #expect(throws: FrameSinkError.self) { try sink.append(try S.frame(1), duration: -1) }
        try sink.finish()
        #expect(throws: FrameSinkError.finished) { try sink.append(try S.frame(1), duration: 0.1) }
        let empty = try FrameSinks.open(format, path: path + "-empty", frameRate: 30)
        #expect(throws: FrameSinkError.badFrame("no frames were appended")) { try empty.finish() }
    }

    @Test func missingFFmpegIsReported() throws {
        let path = try S.temporaryDirectory() + "/x.mp4"
        #expect(throws: FrameSinkError.missingTool("ffmpeg was not found on PATH; install ffmpeg to write MP4/WebM")) {
            _ = try FFmpegFrameSink(path: path, format: .mp4, frameRate: 30, environment: ["PATH": ""])
        }
        #expect(FFmpegFrameSink.findFFmpeg(environment: ["PATH": ""]) == nil)
        #expect(FFmpegFrameSink.findFFmpeg(environment: [:]) == nil)
    }
}
