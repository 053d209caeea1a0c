import Testing
import Foundation
import Codecs
import Raster
@testable import Gallery

/// The `quartz` executable, run as a user runs it: exit codes, output files
/// (decoded), and its error messages. The binary is the one `swift build`
/// put next to the test bundle.
@Suite struct QuartzCommandTests {
    struct Run { var status: Int32; var out: String; var err: String }

    /// The built `quartz`, beside the test bundle.
    static let binary: URL = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        .appendingPathComponent("quartz")

    func quartz(_ arguments: [String], environment: [String: String]? = nil, in directory: URL? = nil) throws -> Run {
        try #require(FileManager.default.isExecutableFile(atPath: Self.binary.path),
                     "quartz is not built at \(Self.binary.path)")
        let p = Process()
        p.executableURL = Self.binary
        p.arguments = arguments
        if let environment { p.environment = environment }
        if let directory { p.currentDirectoryURL = directory }
        let out = Pipe(), err = Pipe()
        p.standardOutput = out
        p.standardError = err
        try p.run()
        let o = out.fileHandleForReading.readDataToEndOfFile(), e = err.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        return Run(status: p.terminationStatus, out: String(decoding: o, as: UTF8.self), err: String(decoding: e, as: UTF8.self))
    }

    func tempDir() throws -> URL {
        let d = FileManager.default.temporaryDirectory.appendingPathComponent("quartz-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: d, withIntermediateDirectories: true)
        return d
    }

    @Test func listShowsEveryScene() throws {
        let r = try quartz(["list"])
        #expect(r.status == 0)
        for name in ["showcase", "implicit-arrow", "emitter-progression", "clockface-frames", "tutorials-snow"] {
            #expect(r.out.contains(name))
        }
        #expect(r.out.split(separator: "\n").filter { $0.hasPrefix(" ") && $0.trimmingCharacters(in: .whitespaces).hasPrefix("from ") }.count == Gallery.scenes.count)
    }

    @Test func renderWritesAnAnimationWithTheRequestedFrames() throws {
        let dir = try tempDir()
        defer { try? FileManager.default.removeItem(at: dir) }
        let path = dir.appendingPathComponent("arrow.apng").path
        let r = try quartz(["render", "implicit-arrow", "--size", "80x60", "--fps", "4", "--to", "2", "-o", path])
        #expect(r.status == 0, "\(r.err)")
        #expect(r.out.contains(path))
        let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
        func u32(_ i: Int) -> Int { bytes[i..<i + 4].reduce(0) { $0 << 8 | Int($1) } }
        func u16(_ i: Int) -> Int { Int(bytes[i]) << 8 | Int(bytes[i + 1]) }
        // Chunk data offsets by type (length, type, data, CRC).
        var chunks: [(type: String, data: Int)] = []
        var i = 8
        while i + 8 <= bytes.count {
            chunks.append((String(decoding: bytes[i + 4..<i + 8], as: UTF8.self), i + 8))
            i += 12 + u32(i)
        }
        // 2 s at 4 fps is 8 frames; the arrow rests between its turns, and a
        // frame that changes nothing (no damage) lengthens the one before:
        // fewer fcTLs, each of 250 ms or a multiple, 2000 ms in all.
        let actl = try #require(chunks.first { $0.type == "acTL" })
        let fctls = chunks.filter { $0.type == "fcTL" }
        #expect(u32(actl.data) == fctls.count && fctls.count < 8)
        let delays = fctls.map { u16($0.data + 20) }
        #expect(fctls.allSatisfy { u16($0.data + 22) == 1000 })
        #expect(delays.reduce(0, +) == 2000 && delays.allSatisfy { $0 % 250 == 0 }, "\(delays)")
        // The first frame is whole; the turning ones are sub-frames inside the canvas.
        #expect(u32(fctls[0].data + 4) == 80 && u32(fctls[0].data + 8) == 60)
        #expect(fctls.dropFirst().contains { u32($0.data + 4) * u32($0.data + 8) < 80 * 60 })
        #expect(fctls.allSatisfy { u32($0.data + 12) + u32($0.data + 4) <= 80 && u32($0.data + 16) + u32($0.data + 8) <= 60 })
        let first = try PNGDecoder().decode(bytes)
        #expect(first.width == 80 && first.height == 60)
    }

    @Test func renderTakesTheFormatFromTheExtensionAndWritesGIF() throws {
        let dir = try tempDir()
        defer { try? FileManager.default.removeItem(at: dir) }
        let path = dir.appendingPathComponent("fly.gif").path
        let r = try quartz(["render", "tutorials-fly-in", "--size", "64x48", "--fps", "5", "--to", "1", "-o", path])
        #expect(r.status == 0, "\(r.err)")
        let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
        #expect(Array(bytes.prefix(6)) == Array("GIF89a".utf8))
        #expect(Int(bytes[6]) | Int(bytes[7]) << 8 == 64 && Int(bytes[8]) | Int(bytes[9]) << 8 == 48)
    }

    @Test func snapshotWritesOnePNGAtTheScenesSize() throws {
        let dir = try tempDir()
        defer { try? FileManager.default.removeItem(at: dir) }
        let path = dir.appendingPathComponent("drop.png").path
        let r = try quartz(["snapshot", "spring-drop", "--at", "1", "--size", "100x75", "-o", path])
        #expect(r.status == 0, "\(r.err)")
        let image = try PNGDecoder().decode([UInt8](try Data(contentsOf: URL(fileURLWithPath: path))))
        #expect(image.width == 100 && image.height == 75)
        // Not blank: the scene draws something.
        #expect(Set(image.storage).count > 1)
    }

    @Test func mistakesFailWithAClearMessage() throws {
        let unknown = try quartz(["render", "shwcase"])
        #expect(unknown.status != 0 && unknown.err.contains("showcase"))
        let badSize = try quartz(["render", "showcase", "--size", "0x10"])
        #expect(badSize.status != 0 && !badSize.err.isEmpty)
        let badTime = try quartz(["snapshot", "showcase", "--at", "-5"])
        #expect(badTime.status != 0 && !badTime.err.isEmpty)
        let unwritable = try quartz(["render", "vibrate", "--size", "40x30", "-o", "/proc/quartz-no/such.gif"])
        #expect(unwritable.status != 0 && unwritable.err.contains("/proc/quartz-no/such.gif"))
        let noFFmpeg = try quartz(["render", "vibrate", "--size", "40x30", "-o", "/tmp/quartz-cli.mp4"], environment: ["PATH": ""])
        #expect(noFFmpeg.status != 0 && noFFmpeg.err.contains("ffmpeg"))
    }

    @Test func plotWritesSVGAndPNGCharts() throws {
        let dir = try tempDir()
        defer { try? FileManager.default.removeItem(at: dir) }
        let svg = dir.appendingPathComponent("drop.svg").path
        let r = try quartz(["plot", "spring-drop", "--key", "position.y", "--rate", "20", "-o", svg])
        #expect(r.status == 0, "\(r.err)")
        #expect(r.out.contains("spring-drop: position.y of layer /0") && r.out.contains("41 samples") && r.out.contains("7 checkpoints"))
        let text = try String(contentsOfFile: svg, encoding: .utf8)
        #expect(text.hasPrefix("<svg") && text.components(separatedBy: "class=\"marker\"").count == 8)
        let png = dir.appendingPathComponent("ease.png").path
        let curve = try quartz(["plot", "--timing", "0.42,0,0.58,1", "--size", "300x200", "-o", png])
        #expect(curve.status == 0, "\(curve.err)")
        let image = try PNGDecoder().decode([UInt8](try Data(contentsOf: URL(fileURLWithPath: png))))
        #expect(image.width == 600 && image.height == 400)        // 2 pixels per point
        let spring = try quartz(["plot", "--spring", "1,100,10,0"], in: dir)
        #expect(spring.status == 0, "\(spring.err)")
        #expect(FileManager.default.fileExists(atPath: dir.appendingPathComponent("quartz-output/spring-m=1.0-k=100.0-c=10.0-v=0.0.svg").path))
    }

    @Test func plotMistakesFailWithAClearMessage() throws {
        let noKey = try quartz(["plot", "spring-drop"])
        #expect(noKey.status != 0 && noKey.err.contains("--key"))
        let both = try quartz(["plot", "spring-drop", "--key", "opacity", "--timing", "linear"])
        #expect(both.status != 0 && both.err.contains("one of them"))
        let badTiming = try quartz(["plot", "--timing", "2,0,1,1"])
        #expect(badTiming.status != 0 && badTiming.err.contains("x1 and x2 in 0…1"))
        let badSpring = try quartz(["plot", "--spring", "0,100,10,0"])
        #expect(badSpring.status != 0 && badSpring.err.contains("mass and stiffness must be > 0"))
        let noLayer = try quartz(["plot", "spring-drop", "--key", "opacity", "--layer", "ghost"])
        #expect(noLayer.status != 0 && noLayer.err.contains("no layer named 'ghost'"))
        let notNumbers = try quartz(["plot", "spring-drop", "--key", "contents", "--layer", "/0"])
        #expect(notNumbers.status != 0 && notNumbers.err.contains("has no value that can be plotted"))
        let format = try quartz(["plot", "spring-drop", "--key", "opacity", "-o", "/tmp/quartz-plot.txt"])
        #expect(format.status != 0 && format.err.contains(".svg or .png"))
    }
}
