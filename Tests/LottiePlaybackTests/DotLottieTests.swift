import Testing
import Foundation
import OpenQuartzCore
@testable import LottiePlayback
import LayerTestSupport
import Raster
import Codecs

/// dotLottie archives (`.lottie`): the animation an archive holds plays
/// exactly as its JSON loaded directly does, with its images taken from the
/// archive; both layouts (v1 `animations/`, `images/`; v2 `a/`, `i/`).
@MainActor struct DotLottieTests {
    /// A 4 × 2 PNG: left half opaque green, right half opaque blue.
    static func pngBytes() throws -> [UInt8] {
        var pixmap = try Pixmap(width: 4, height: 2)
        for y in 0..<2 {
            for x in 0..<4 {
                pixmap.setPixel(x: x, y: y, x < 2 ? Pixel(r: 0, g: 255, b: 0, a: 255) : Pixel(r: 0, g: 0, b: 255, a: 255))
            }
        }
        return try PNGEncoder().encode(pixmap)
    }

    /// 200 × 100 at 10 fps, frames 0…20: a red 20 × 20 solid moving right from
    /// x 0 to 100 and fading, over a 40 × 20 image (the PNG stretched) at 120, 40.
    static func movingSquareWithImage(imageFolder: String = "images/", width: Int = 200) -> String {
        let solid = solidLayer("square", ks: #""p": {"a": 1, "k": [{"t": 0, "s": [0, 10], "o": {"x": [0.3], "y": [0]}, "i": {"x": [0.6], "y": [1]}}, {"t": 20, "s": [100, 10]}]}, "o": {"a": 1, "k": [{"t": 0, "s": [100]}, {"t": 20, "s": [40]}]}"#,
                               size: (20, 20))
        let image = #"{"ty": 2, "nm": "picture", "refId": "img", "ip": 0, "op": 20, "ks": {"p": {"a": 0, "k": [120, 40]}}}"#
        let assets = #"[{"id": "img", "w": 40, "h": 20, "u": "\#(imageFolder)", "p": "img_0.png", "e": 0}]"#
        return lottieFile(w: width, layers: [solid, image], assets: assets)
    }

    static func manifest(_ ids: [String], active: String? = nil) -> String {
        let list = ids.map { #"{"id": "\#($0)", "loop": true}"# }.joined(separator: ", ")
        let activeMember = active.map { #", "activeAnimationId": "\#($0)""# } ?? ""
        return #"{"version": "1", "generator": "test", "animations": [\#(list)]\#(activeMember)}"#
    }

    /// A v1 archive of `movingSquareWithImage`, its JSON under `animations/square.json`.
    static func squareArchive() throws -> TestZipArchive {
        var zip = TestZipArchive()
        zip.add("manifest.json", text: manifest(["square"]))
        zip.add("animations/square.json", text: movingSquareWithImage())
        zip.add("images/img_0.png", try pngBytes(), deflated: false)
        return zip
    }


    @Test func archivedAnimationPlaysExactlyAsItsJSON() throws {
        // The same JSON, loaded from a folder with its image beside it.
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("dotlottie-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("images"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(try Self.pngBytes()).write(to: folder.appendingPathComponent("images/img_0.png"))
        let jsonURL = folder.appendingPathComponent("square.json")
        try Data(Self.movingSquareWithImage().utf8).write(to: jsonURL)
        let archiveURL = folder.appendingPathComponent("square.lottie")
        try Self.squareArchive().data.write(to: archiveURL)

        let direct = try LottieAnimation(contentsOf: jsonURL)
        let archived = try LottieAnimation(contentsOf: archiveURL)
        #expect(archived.diagnostics.isEmpty, "\(archived.diagnostics)")
        #expect(archived.size == direct.size && archived.duration == direct.duration)
        let (a, ra) = makeShownPlayer(direct)
        let (b, rb) = makeShownPlayer(archived)
        #expect(b.diagnostics.isEmpty, "\(b.diagnostics)")
        for frame in [0, 5.5, 13, 20] {
            show(a, frame: frame)
            show(b, frame: frame)
            let pa = renderFrame(ra), pb = renderFrame(rb)
            #expect(pa.premultipliedRGBA() == pb.premultipliedRGBA(), "frame \(frame)")
            let sa = shown(try #require(a.transformLayer(named: "square")))
            let sb = shown(try #require(b.transformLayer(named: "square")))
            #expect(sa.position == sb.position && sa.opacity == sb.opacity, "frame \(frame)")
        }
        // The image came from the archive: green left half, blue right half at 120…160 × 40…60.
        show(b, frame: 0)
        let p = renderFrame(rb)
        #expect(p.pixel(x: 125, y: 50)! == Pixel(r: 0, g: 255, b: 0, a: 255))
        #expect(p.pixel(x: 155, y: 50)! == Pixel(r: 0, g: 0, b: 255, a: 255))
        // Frame 0: the square at 0…20 × 10…30, opaque red.
        #expect(p.pixel(x: 10, y: 20)! == Pixel(r: 255, g: 0, b: 0, a: 255))
    }

    @Test func version2LayoutAndAnimationChoice() throws {
        var zip = TestZipArchive()
        zip.add("manifest.json", text: Self.manifest(["small", "wide"], active: "wide"))
        zip.add("a/small.json", text: Self.movingSquareWithImage(imageFolder: "/i/", width: 150))
        zip.add("a/wide.json", text: Self.movingSquareWithImage(imageFolder: "/i/", width: 300))
        zip.add("i/img_0.png", try Self.pngBytes())
        let data = zip.data

        let manifest = try DotLottieManifest.read(from: data)
        #expect(manifest.animationIDs == ["small", "wide"] && manifest.defaultAnimationID == "wide")
        let active = try LottieAnimation(data: data)
        #expect(active.size == CGSize(width: 300, height: 100) && active.diagnostics.isEmpty, "\(active.diagnostics)")
        let chosen = try LottieAnimation(dotLottieData: data, animationID: "small")
        #expect(chosen.size == CGSize(width: 150, height: 100) && chosen.diagnostics.isEmpty)
        guard case .image(_, _, let bytes?, _)? = chosen.composition.assets["img"] else {
            Issue.record("the image was not taken from i/")
            return
        }
        #expect([UInt8](bytes) == (try Self.pngBytes()))

        // Without activeAnimationId the first plays; a wrong one is reported and the first plays.
        var plain = zip
        plain.entries[0] = TestZipArchive.entry("manifest.json", text: Self.manifest(["small", "wide"], active: "nope"))
        let first = try LottieAnimation(data: plain.data)
        #expect(first.size.width == 150)
        #expect(first.diagnostics.map(\.description) == [#"manifest.json.activeAnimationId: names no listed animation; the first ("small") plays"#])
    }

    @Test func missingManifestPlaysTheArchivedAnimation() throws {
        var zip = try Self.squareArchive()
        zip.entries.removeFirst()
        let animation = try LottieAnimation(data: zip.data)
        #expect(animation.size.width == 200)
        #expect(animation.diagnostics.map(\.description)
                == [#"manifest.json: not in the archive; playing the animations the archive holds ("square" first)"#])

        var empty = TestZipArchive()
        empty.add("images/img_0.png", try Self.pngBytes())
        let error = try loadError(empty.data)
        #expect(error.hasPrefix("$: no animation to play"), "\(error)")
    }

    /// The fatal diagnostic of loading `data`, or a failure when it loads.
    func loadError(_ data: Data, id: String? = nil, limits: LottieLimits = LottieLimits()) throws -> String {
        do {
            _ = try LottieAnimation(dotLottieData: data, animationID: id, limits: limits)
        } catch {
            #expect(error.diagnostics.last?.severity == .error)
            return error.diagnostics.last?.description ?? ""
        }
        Issue.record("the archive loaded")
        return ""
    }

    @Test func unreadableArchivesNameTheProblem() throws {
        #expect(try loadError(Data("{\"v\": 1}".utf8)).hasPrefix("$: not a zip archive"))
        #expect(try loadError(Data()).hasPrefix("$: not a zip archive"))
        let whole = try Self.squareArchive().data
        let truncated = try loadError(whole.prefix(whole.count / 2))
        #expect(truncated == "$: no end-of-central-directory record: the zip archive is truncated or corrupt")
        let cut = try loadError(whole.prefix(whole.count - 10))
        #expect(cut.contains("truncated"), "\(cut)")

        // A byte of the deflated animation changed: its entry is named.
        var zip = try Self.squareArchive()
        zip.entries[1].stored[zip.entries[1].stored.count / 2] ^= 0x5A
        let corrupt = try loadError(zip.data)
        #expect(corrupt.hasPrefix("animations/square.json: ") && corrupt.contains("corrupt"), "\(corrupt)")

        // The JSON inside is broken: the parser's message, at the entry.
        var broken = try Self.squareArchive()
        broken.entries[1] = TestZipArchive.entry("animations/square.json", text: "{\"w\": 10,")
        let syntax = try loadError(broken.data)
        #expect(syntax.hasPrefix("animations/square.json: not valid JSON"), "\(syntax)")
    }

    @Test func manifestNamingAMissingAnimationIsReported() throws {
        var zip = try Self.squareArchive()
        zip.entries[0] = TestZipArchive.entry("manifest.json", text: Self.manifest(["ghost", "square"]))
        #expect(try loadError(zip.data)
                == #"animations/ghost.json: not in the archive, nor a/ghost.json, though manifest.json lists animation "ghost""#)
        let other = try LottieAnimation(dotLottieData: zip.data, animationID: "square")
        #expect(other.size.width == 200)
        #expect(try loadError(zip.data, id: "nope") == #"manifest.json: lists no animation "nope" (it lists "ghost", "square")"#)
    }

    @Test func zipBombsAreStoppedBeforeOrWhileInflating() throws {
        let zeros = [UInt8](repeating: 0, count: 8 << 20)
        let deflatedZeros = TestZipArchive.rawDeflate(zeros)
        #expect(deflatedZeros.count < 10_000)
        // 1. About 8 KB claiming 1 GB: refused on the claim, nothing inflated.
        var claim = try Self.squareArchive()
        claim.entries[1] = TestZipArchive.Entry(name: "animations/square.json", stored: deflatedZeros, method: 8,
                                                crc32: 0, uncompressedSize: 1 << 30)
        #expect(try loadError(claim.data)
                == "animations/square.json: declares 1073741824 bytes, more than the 67108864 allowed for this entry; not inflated")
        // 2. The same 8 MB declared truthfully: a ratio past 200:1.
        var ratio = try Self.squareArchive()
        ratio.entries[1] = TestZipArchive.Entry(name: "animations/square.json", stored: deflatedZeros, method: 8,
                                                crc32: 0, uncompressedSize: zeros.count)
        let ratioError = try loadError(ratio.data)
        #expect(ratioError.hasPrefix("animations/square.json: declares 8388608 bytes from \(deflatedZeros.count) compressed bytes, a ratio past the 200:1"), "\(ratioError)")
        // 3. Declaring 1000 bytes but expanding to 8 MB: stopped at 1000.
        var lying = try Self.squareArchive()
        lying.entries[1] = TestZipArchive.Entry(name: "animations/square.json", stored: deflatedZeros, method: 8,
                                                crc32: 0, uncompressedSize: 1000)
        #expect(try loadError(lying.data)
                == "animations/square.json: inflates past the 1000 bytes it declares; stopped there (a zip bomb or a corrupt entry)")
        // 4. Entries each within bounds, together past the total: the one crossing it is refused.
        var limits = LottieLimits()
        limits.archive.maxTotalBytes = Self.manifest(["square"]).utf8.count + Self.movingSquareWithImage().utf8.count + 100
        var total = try Self.squareArchive()
        total.entries[2] = TestZipArchive.entry("images/img_0.png", [UInt8](repeating: 7, count: 3_000))
        let animation = try LottieAnimation(dotLottieData: total.data, limits: limits)
        #expect(animation.diagnostics.map(\.description).contains { $0.hasPrefix("images/img_0.png: would bring the bytes read from the archive to") })
        // 5. A manifest past its own bound.
        var bigManifest = try Self.squareArchive()
        let padded = Self.manifest(["square"]) + String(repeating: " ", count: 1 << 20)
        bigManifest.entries[0] = TestZipArchive.entry("manifest.json", text: padded)
        let fallback = try LottieAnimation(data: bigManifest.data)
        #expect(fallback.size.width == 200)
        #expect(fallback.diagnostics.first?.description.hasPrefix("manifest.json: declares \(padded.utf8.count) bytes, more than the 1048576 allowed") == true,
                "\(fallback.diagnostics)")
    }

    @Test func entriesLeavingTheArchiveAreRefused() throws {
        var zip = try Self.squareArchive()
        for name in ["../evil.json", "/etc/passwd", "animations\\win.json", "C:/boot.ini", "images/../../up.png"] {
            zip.add(name, text: "x")
        }
        let animation = try LottieAnimation(data: zip.data)
        let messages = animation.diagnostics.map(\.description)
        #expect(messages == [
            "../evil.json: the path leaves the archive's folder (a `..` component); entry refused",
            "/etc/passwd: an absolute path; entry refused",
            "animations\\win.json: the name contains a backslash; entry refused",
            "C:/boot.ini: a path starting with a drive letter; entry refused",
            "images/../../up.png: the path leaves the archive's folder (a `..` component); entry refused",
        ])
        // An image named outside the archive by the JSON is refused too.
        var outside = try Self.squareArchive()
        outside.entries[1] = TestZipArchive.entry("animations/square.json",
                                                     text: Self.movingSquareWithImage(imageFolder: "../../"))
        let refused = try LottieAnimation(data: outside.data)
        #expect(refused.diagnostics.map(\.description)
                == [#"../../img_0.png: image asset "img" names this file: the path leaves the archive's folder (a `..` component); refused, the layer is empty"#])
    }

    @Test func duplicateAndCountlessEntriesRefuseTheArchive() throws {
        var twice = try Self.squareArchive()
        twice.add("animations/square.json", text: "{}")
        #expect(try loadError(twice.data)
                == "animations/square.json: the archive lists this name twice; which copy is meant is ambiguous, so the archive is refused")
        var many = try Self.squareArchive()
        many.declaredEntryCount = 60_000
        #expect(try loadError(many.data) == "$: the archive lists 60000 entries, more than the 10000 allowed; not read")
        var limits = LottieLimits()
        limits.archive.maxEntryCount = 3
        var four = try Self.squareArchive()
        four.add("images/other.png", text: "x")
        #expect(try loadError(four.data, limits: limits) == "$: the archive lists 4 entries, more than the 3 allowed; not read")
    }

    @Test func missingImageInTheArchiveLeavesTheLayerEmpty() throws {
        var zip = try Self.squareArchive()
        zip.entries.removeLast()
        let animation = try LottieAnimation(data: zip.data)
        #expect(animation.diagnostics.map(\.description)
                == [#"images/img_0.png: not in the archive, nor i/img_0.png (image asset "img"); the layer is empty"#])
        let (player, renderer) = makeShownPlayer(animation)
        show(player, frame: 0)
        let p = renderFrame(renderer)
        #expect(p.pixel(x: 125, y: 50)!.a == 0 && p.pixel(x: 10, y: 20)! == Pixel(r: 255, g: 0, b: 0, a: 255))
    }
}
