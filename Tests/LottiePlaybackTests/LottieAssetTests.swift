import Testing
import Foundation
import OpenQuartzCore
@testable import LottiePlayback
import LayerTestSupport
import Raster
import Codecs

/// Image assets (embedded and beside the file), and the bounds on what a
/// file can make the builder build.
@MainActor struct LottieAssetTests {
    /// A 4 × 2 PNG: left half opaque green, right half opaque blue.
    private func pngBytes() throws -> [UInt8] {
        var pixmap = try Pixmap(width: 4, height: 2)
        for y in 0..<2 {
            for x in 0..<4 {
                pixmap.setPixel(x: x, y: y, x < 2 ? Pixel(r: 0, g: 255, b: 0, a: 255) : Pixel(r: 0, g: 0, b: 255, a: 255))
            }
        }
        return try PNGEncoder().encode(pixmap)
    }

    private func imageLayer(_ ref: String) -> String {
        #"{"ty": 2, "refId": "\#(ref)", "ip": 0, "op": 20, "ks": {"p": {"a": 0, "k": [10, 10]}}}"#
    }

    @Test func embeddedImagesAreDrawnAtTheAssetSize() throws {
        let data = "data:image/png;base64," + Data(try pngBytes()).base64EncodedString()
        let assets = #"[{"id": "img", "w": 40, "h": 20, "p": "\#(data)", "e": 1}]"#
        let (player, renderer) = try makeShownPlayer(lottieFile(layers: [imageLayer("img")], assets: assets))
        show(player, frame: 0)
        let p = renderFrame(renderer)
        let left = p.pixel(x: 15, y: 20)!, right = p.pixel(x: 45, y: 20)!   // the image stretched over 10…50 × 10…30
        #expect(left.g == 255 && left.b == 0 && right.b == 255 && right.g == 0)
        #expect(p.pixel(x: 55, y: 20)!.a == 0)
        #expect(player.diagnostics.isEmpty, "\(player.diagnostics)")
    }

    @Test func imageFilesAreReadBesideTheAnimationOnly() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lottie-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("images"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(try pngBytes()).write(to: folder.appendingPathComponent("images/img_0.png"))
        let assets = #"[{"id": "ok", "w": 4, "h": 2, "u": "images/", "p": "img_0.png"}, {"id": "up", "u": "../", "p": "secret.png"}, {"id": "gone", "u": "images/", "p": "none.png"}]"#
        let json = lottieFile(layers: [imageLayer("ok"), imageLayer("up"), imageLayer("gone"), imageLayer("unknown")], assets: assets)
        let url = folder.appendingPathComponent("anim.json")
        try Data(json.utf8).write(to: url)
        resetClock()
        let player = LottiePlayer(animation: try LottieAnimation(contentsOf: url))
        let messages = player.diagnostics.map(\.description)
        #expect(messages.count == 3)
        #expect(messages.contains { $0.hasPrefix("layers[1].refId") && $0.contains("outside") })
        #expect(messages.contains { $0.hasPrefix("layers[2].refId") && $0.contains("cannot be read") })
        #expect(messages.contains { $0.hasPrefix("layers[3].refId") && $0.contains("\"unknown\"") })
        let image = record(player, "layers[0]").content.sublayers?.first
        #expect(image?.contents != nil && image?.bounds.size == CGSize(width: 4, height: 2))
    }

    @Test func nestedPrecompositionsCannotExplodeTheTree() throws {
        // Eight levels, each using the next ten times: 10⁸ layers if built naively.
        var assets: [String] = []
        for level in 0..<8 {
            let use = #"{"ty": 0, "refId": "c\#(level + 1)", "w": 10, "h": 10, "ip": 0, "op": 20, "ks": {}}"#
            let leaf = solidLayer("leaf")
            let layers = level == 7 ? leaf : Array(repeating: use, count: 10).joined(separator: ",")
            assets.append(#"{"id": "c\#(level)", "layers": [\#(layers)]}"#)
        }
        let top = #"{"ty": 0, "refId": "c0", "w": 10, "h": 10, "ip": 0, "op": 20, "ks": {}}"#
        var limits = LottieLimits()
        limits.maxBuiltLayers = 500
        resetClock()
        let animation = try LottieAnimation(jsonString: lottieFile(layers: [top], assets: "[\(assets.joined(separator: ","))]"))
        let player = LottiePlayer(animation: animation, limits: limits)
        #expect(player.diagnostics.filter { $0.message.contains("more than 500 layers") }.count == 1)
    }

    @Test func timeRemappingPlaysThePrecompositionAlongTheCurve() throws {
        // The asset's layer moves x 0 → 100 over its frames 0…10 and is hidden from its frame 8 on.
        // tm runs 1 s → 0 s over the precomposition layer's frames 0…20: at frame F the asset shows
        // its frame 10 × (1 − F/20) = 10 − F/2, so x = 100 − 5F, and it is hidden while 10 − F/2 ≥ 8.
        let inner = solidLayer("inner", ks: #""p": {"a": 1, "k": [{"t": 0, "s": [0, 0]}, {"t": 10, "s": [100, 0]}]}"#, op: 8)
        let assets = #"[{"id": "c", "layers": [\#(inner)]}]"#
        let pre = #"{"ty": 0, "refId": "c", "w": 200, "h": 100, "ip": 0, "op": 20, "ks": {}, "tm": {"a": 1, "k": [{"t": 0, "s": [1]}, {"t": 20, "s": [0]}]}}"#
        let (player, _) = try makeShownPlayer(lottieFile(layers: [pre], assets: assets))
        #expect(player.diagnostics.isEmpty, "\(player.diagnostics)")
        let r = record(player, "assets[0].layers[0]")
        for f in [4.0, 4.5, 10, 16] {
            show(player, frame: f)
            #expect(approx(shown(r.transform).position.x, CGFloat(100 - 5 * f), 1e-6), "frame \(f)")
            // Visibility through a remap is sampled once a frame (a step): checked at whole frames.
            if f == f.rounded() { #expect(shown(r.visibility).isHidden == (10 - f / 2 >= 8), "frame \(f)") }
        }
    }
}
