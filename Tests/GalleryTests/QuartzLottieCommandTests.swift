import Testing
import Foundation
import Codecs
import Raster
import LayerTestSupport

/// `quartz render FILE.json` and `quartz snapshot FILE.json --progress P | --frame N`,
/// run as a user runs them, on a small hand-written Lottie file.
extension QuartzCommandTests {
    /// 100 × 50 at 10 fps, frames 0…10: a 20 × 20 red solid whose left edge
    /// moves linearly from x = 0 (frame 0) to x = 80 (frame 10), 10 from the top.
    static let movingSquare = """
        {"v": "5.7.0", "w": 100, "h": 50, "fr": 10, "ip": 0, "op": 10, "assets": [], "layers": [
         {"ty": 1, "nm": "square", "sc": "#ff0000", "sw": 20, "sh": 20, "ip": 0, "op": 10, "st": 0,
          "ks": {"p": {"a": 1, "k": [{"t": 0, "s": [0, 10]}, {"t": 10, "s": [80, 10]}]}}}]}
        """

    private func writeAnimation(in dir: URL, _ text: String = movingSquare, name: String = "square.json") throws -> String {
        let url = dir.appendingPathComponent(name)
        try Data(text.utf8).write(to: url)
        return url.path
    }

    private func isRed(_ p: Pixmap, _ x: Int, _ y: Int) -> Bool {
        let c = p.pixel(x: x, y: y)!
        return c.r > 250 && c.g < 5 && c.b < 5
    }

    private func isWhite(_ p: Pixmap, _ x: Int, _ y: Int) -> Bool {
        let c = p.pixel(x: x, y: y)!
        return c.r > 250 && c.g > 250 && c.b > 250
    }

    @Test func lottieSnapshotsByProgressAndFrame() throws {
        let dir = try tempDir()
        defer { try? FileManager.default.removeItem(at: dir) }
        let json = try writeAnimation(in: dir)
        let half = dir.appendingPathComponent("half.png").path
        let r = try quartz(["snapshot", json, "--progress", "0.5", "-o", half])
        #expect(r.status == 0, "\(r.err)")
        let p = try PNGDecoder().decode([UInt8](try Data(contentsOf: URL(fileURLWithPath: half))))
        #expect(p.width == 100 && p.height == 50)
        // Frame 5: the square covers x 40…60, y 10…30, on white.
        #expect(isRed(p, 41, 11) && isRed(p, 58, 28) && isWhite(p, 38, 20) && isWhite(p, 62, 20) && isWhite(p, 50, 32))

        let quarter = dir.appendingPathComponent("quarter.png").path
        let f = try quartz(["snapshot", json, "--frame", "2.5", "--scale", "2", "-o", quarter])
        #expect(f.status == 0, "\(f.err)")
        let q = try PNGDecoder().decode([UInt8](try Data(contentsOf: URL(fileURLWithPath: quarter))))
        // Frame 2.5: x 20…40, at 2 pixels per point.
        #expect(q.width == 200 && q.height == 100)
        #expect(isRed(q, 42, 22) && isRed(q, 78, 58) && isWhite(q, 38, 40) && isWhite(q, 82, 40))
    }

    @Test func lottieRenderWritesEveryFrame() throws {
        let dir = try tempDir()
        defer { try? FileManager.default.removeItem(at: dir) }
        let json = try writeAnimation(in: dir)
        let out = dir.appendingPathComponent("frames").path
        let r = try quartz(["render", json, "--fps", "10", "--format", "frames", "-o", out])
        #expect(r.status == 0, "\(r.err)")
        let files = try FileManager.default.contentsOfDirectory(atPath: out).filter { $0.hasSuffix(".png") }.sorted()
        #expect(files.count >= 10)
        // The fourth frame (t = 0.3 s) shows frame 3: x 24…44.
        let p = try PNGDecoder().decode([UInt8](try Data(contentsOf: URL(fileURLWithPath: out).appendingPathComponent(files[3]))))
        #expect(isRed(p, 25, 20) && isRed(p, 43, 20) && isWhite(p, 22, 20) && isWhite(p, 46, 20))
    }

    @Test func lottieMistakesFailWithAClearMessage() throws {
        let dir = try tempDir()
        defer { try? FileManager.default.removeItem(at: dir) }
        let broken = try writeAnimation(in: dir, String(Self.movingSquare.prefix(60)), name: "broken.json")
        let r = try quartz(["render", broken, "-o", dir.appendingPathComponent("x.gif").path])
        #expect(r.status != 0 && r.err.contains("not valid JSON"), "\(r.err)")
        let missing = try quartz(["snapshot", dir.appendingPathComponent("none.json").path, "--progress", "0"])
        #expect(missing.status != 0 && missing.err.contains("cannot read"), "\(missing.err)")
        let json = try writeAnimation(in: dir)
        let badProgress = try quartz(["snapshot", json, "--progress", "1.5"])
        #expect(badProgress.status != 0 && badProgress.err.contains("outside 0…1"))
        let twoTimes = try quartz(["snapshot", json, "--progress", "0.5", "--frame", "3"])
        #expect(twoTimes.status != 0 && twoTimes.err.contains("exactly one"))
        let absent = try quartz(["render", dir.appendingPathComponent("a.lottie").path])
        #expect(absent.status != 0 && absent.err.contains("cannot read"), "\(absent.err)")
    }

    /// `movingSquare` in a dotLottie archive (v1 layout), written to `name` in `dir`.
    private func writeArchive(in dir: URL, name: String = "square.lottie") throws -> String {
        var zip = TestZipArchive()
        zip.add("manifest.json", text: #"{"version": "1", "animations": [{"id": "square"}]}"#)
        zip.add("animations/square.json", text: Self.movingSquare)
        let url = dir.appendingPathComponent(name)
        try zip.data.write(to: url)
        return url.path
    }

    @Test func dotLottieArchivesSnapshotAndRenderAsTheirJSON() throws {
        let dir = try tempDir()
        defer { try? FileManager.default.removeItem(at: dir) }
        let archive = try writeArchive(in: dir)
        let json = try writeAnimation(in: dir)
        let fromArchive = dir.appendingPathComponent("archive.png").path, fromJSON = dir.appendingPathComponent("json.png").path
        let r = try quartz(["snapshot", archive, "--progress", "0.5", "-o", fromArchive])
        #expect(r.status == 0, "\(r.err)")
        #expect(try quartz(["snapshot", json, "--progress", "0.5", "-o", fromJSON]).status == 0)
        let a = try PNGDecoder().decode([UInt8](try Data(contentsOf: URL(fileURLWithPath: fromArchive))))
        let j = try PNGDecoder().decode([UInt8](try Data(contentsOf: URL(fileURLWithPath: fromJSON))))
        #expect(a.width == 100 && a.height == 50 && a.premultipliedRGBA() == j.premultipliedRGBA())
        // Frame 5: the square covers x 40…60, y 10…30, on white.
        #expect(isRed(a, 41, 11) && isRed(a, 58, 28) && isWhite(a, 38, 20) && isWhite(a, 62, 20))

        let f = try quartz(["snapshot", archive, "--frame", "2.5", "-o", fromArchive])
        #expect(f.status == 0, "\(f.err)")
        let q = try PNGDecoder().decode([UInt8](try Data(contentsOf: URL(fileURLWithPath: fromArchive))))
        #expect(isRed(q, 21, 20) && isRed(q, 39, 20) && isWhite(q, 19, 20) && isWhite(q, 41, 20))

        let out = dir.appendingPathComponent("frames").path
        let render = try quartz(["render", archive, "--fps", "10", "--format", "frames", "-o", out])
        #expect(render.status == 0, "\(render.err)")
        let files = try FileManager.default.contentsOfDirectory(atPath: out).filter { $0.hasSuffix(".png") }.sorted()
        #expect(files.count >= 10)
        // The fourth frame (t = 0.3 s) shows frame 3: x 24…44.
        let p = try PNGDecoder().decode([UInt8](try Data(contentsOf: URL(fileURLWithPath: out).appendingPathComponent(files[3]))))
        #expect(isRed(p, 25, 20) && isRed(p, 43, 20) && isWhite(p, 22, 20) && isWhite(p, 46, 20))
    }

    @Test func animationOptionChoosesTheArchivedAnimation() throws {
        let dir = try tempDir()
        defer { try? FileManager.default.removeItem(at: dir) }
        var zip = TestZipArchive()
        zip.add("manifest.json", text: #"{"version": "2", "animations": [{"id": "red"}, {"id": "blue"}]}"#)
        zip.add("a/red.json", text: Self.movingSquare)
        zip.add("a/blue.json", text: Self.movingSquare.replacingOccurrences(of: "#ff0000", with: "#0000ff"))
        let archive = dir.appendingPathComponent("two.lottie")
        try zip.data.write(to: archive)
        let png = dir.appendingPathComponent("blue.png").path
        let r = try quartz(["snapshot", archive.path, "--animation", "blue", "--frame", "0", "-o", png])
        #expect(r.status == 0, "\(r.err)")
        let p = try PNGDecoder().decode([UInt8](try Data(contentsOf: URL(fileURLWithPath: png))))
        let c = p.pixel(x: 10, y: 20)!
        #expect(c.b > 250 && c.r < 5 && c.g < 5)   // the blue square at 0…20 × 10…30
        let unknown = try quartz(["snapshot", archive.path, "--animation", "green", "--frame", "0"])
        #expect(unknown.status != 0 && unknown.err.contains(#"lists no animation "green""#), "\(unknown.err)")
        let json = try writeAnimation(in: dir)
        let notArchive = try quartz(["snapshot", json, "--animation", "red", "--frame", "0"])
        #expect(notArchive.status != 0 && notArchive.err.contains("--animation is for dotLottie archives"), "\(notArchive.err)")
    }

    @Test func brokenDotLottieArchivesFailWithTheirPlace() throws {
        let dir = try tempDir()
        defer { try? FileManager.default.removeItem(at: dir) }
        let notZip = try writeAnimation(in: dir, Self.movingSquare, name: "json-inside.lottie")
        let r = try quartz(["snapshot", notZip, "--progress", "0"])
        #expect(r.status != 0 && r.err.contains("not a zip archive"), "\(r.err)")
        var zip = TestZipArchive()
        zip.add("manifest.json", text: #"{"animations": [{"id": "gone"}]}"#)
        let missing = dir.appendingPathComponent("missing.lottie")
        try zip.data.write(to: missing)
        let m = try quartz(["render", missing.path, "-o", dir.appendingPathComponent("x.gif").path])
        #expect(m.status != 0 && m.err.contains("animations/gone.json: not in the archive"), "\(m.err)")
    }
}
