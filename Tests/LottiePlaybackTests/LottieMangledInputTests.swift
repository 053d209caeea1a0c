import Testing
import Foundation
import OpenQuartzCore
@testable import LottiePlayback
import LayerTestSupport

/// Systematically broken versions of a file that uses most features: every
/// truncation point, and every value swapped for one of the wrong type. Each
/// must load or fail with a diagnostic, and build a tree, without trapping.
@MainActor struct LottieMangledInputTests {
    /// A file with solids, shapes (groups, rectangles, ellipses, stars, paths,
    /// fills, strokes with dashes, gradients, trims), parents, a precomposition
    /// with time remapping, masks and a matte.
    static let everything: String = {
        let path = #"{"c": true, "v": [[0, 0], [10, 0], [10, 10]], "i": [[0, 0], [0, 0], [0, 0]], "o": [[0, 0], [0, 0], [0, 0]]}"#
        let shapes = #"[{"ty": "gr", "it": [{"ty": "rc", "p": {"a": 0, "k": [5, 5]}, "s": {"a": 1, "k": [{"t": 0, "s": [4, 4], "h": 1}, {"t": 5, "s": [8, 8]}]}, "r": {"a": 0, "k": 1}}, "#
            + #"{"ty": "el", "p": {"a": 0, "k": [0, 0]}, "s": {"a": 0, "k": [6, 6]}}, {"ty": "sr", "sy": 1, "p": {"a": 0, "k": [0, 0]}, "pt": {"a": 0, "k": 5}, "or": {"a": 0, "k": 9}, "ir": {"a": 0, "k": 4}, "r": {"a": 0, "k": 0}}, "#
            + #"{"ty": "sh", "ks": {"a": 1, "k": [{"t": 0, "s": [\#(path)]}, {"t": 9, "s": [\#(path)]}]}}, "#
            + #"{"ty": "fl", "c": {"a": 0, "k": [1, 0, 0, 1]}, "o": {"a": 0, "k": 80}}, "#
            + #"{"ty": "st", "c": {"a": 0, "k": [0, 0, 1, 1]}, "o": {"a": 0, "k": 100}, "w": {"a": 0, "k": 2}, "d": [{"n": "d", "v": {"a": 0, "k": 3}}, {"n": "g", "v": {"a": 0, "k": 2}}]}, "#
            + #"{"ty": "gf", "t": 2, "s": {"a": 0, "k": [0, 0]}, "e": {"a": 0, "k": [5, 0]}, "o": {"a": 0, "k": 100}, "g": {"p": 2, "k": {"a": 0, "k": [0, 1, 1, 1, 1, 0, 0, 0]}}}, "#
            + #"{"ty": "tm", "s": {"a": 0, "k": 0}, "e": {"a": 0, "k": 50}, "o": {"a": 0, "k": 0}}, "#
            + #"{"ty": "tr", "p": {"a": 0, "k": [20, 20]}, "o": {"a": 0, "k": 100}}]}]"#
        let layers = [
            #"{"ty": 3, "ind": 1, "ip": 0, "op": 20, "ks": {"p": {"a": 1, "k": [{"t": 0, "s": [0, 0], "o": {"x": [0.2, 0.3], "y": [0, 0]}, "i": {"x": [0.8, 0.7], "y": [1, 1]}, "to": [3, 3], "ti": [1, 1]}, {"t": 10, "s": [40, 10]}]}}}"#,
            #"{"ty": 4, "ind": 2, "parent": 1, "ip": 0, "op": 20, "ks": {"r": {"a": 1, "k": [{"t": 0, "s": [0]}, {"t": 20, "s": [90]}]}, "sk": {"a": 0, "k": 10}}, "shapes": \#(shapes), "masksProperties": [{"mode": "a", "pt": {"a": 0, "k": \#(path)}, "o": {"a": 0, "k": 100}}]}"#,
            ##"{"ty": 1, "ind": 3, "td": 1, "sc": "#00ff00", "sw": 30, "sh": 30, "ip": 0, "op": 20, "ks": {}}"##,
            ##"{"ty": 1, "ind": 4, "tt": 1, "sc": "#0000ff", "sw": 60, "sh": 60, "ip": 2, "op": 18, "ks": {"p": {"s": true, "x": {"a": 0, "k": 5}, "y": {"a": 0, "k": 6}}}}"##,
            #"{"ty": 0, "ind": 5, "refId": "pre", "w": 50, "h": 50, "ip": 0, "op": 20, "st": 2, "ks": {}, "tm": {"a": 1, "k": [{"t": 0, "s": [0]}, {"t": 20, "s": [0.5]}]}}"#,
        ]
        let assets = ##"[{"id": "pre", "layers": [{"ty": 1, "sc": "#ff00ff", "sw": 10, "sh": 10, "ip": 0, "op": 10, "ks": {"o": {"a": 1, "k": [{"t": 0, "s": [0]}, {"t": 10, "s": [100]}]}}}]}]"##
        return lottieFile(layers: layers, assets: assets)
    }()

    /// Loads `text` and, when it loads, builds and shows a frame; true when it loaded.
    @discardableResult
    private func exercise(_ text: String) -> Bool {
        let (loaded, _) = CADiagnostics.capture { () -> Bool in
            guard let animation = try? LottieAnimation(jsonString: text) else { return false }
            let player = LottiePlayer(animation: animation)
            player.seek(toProgress: 0.37)
            CATransaction.flush()
            _ = player.layer.sublayers?.first?.presentation()
            return true
        }
        return loaded
    }

    @Test func theFullFileLoadsCleanly() throws {
        let animation = try LottieAnimation(jsonString: Self.everything)
        #expect(animation.diagnostics.isEmpty, "\(animation.diagnostics)")
        let player = LottiePlayer(animation: animation)
        #expect(player.diagnostics.allSatisfy { $0.severity == .unsupported }, "\(player.diagnostics)")
    }

    @Test func everyTruncationFailsWithADiagnostic() {
        resetClock()
        let bytes = Array(Self.everything.utf8)
        for end in stride(from: 0, to: bytes.count - 1, by: 5) {
            let text = String(decoding: bytes[..<end], as: UTF8.self)
            #expect(!exercise(text), "a prefix of \(end) bytes loaded")
        }
    }

    @Test func everyValueOfTheWrongTypeIsSurvived() {
        resetClock()
        // Each number, string and array in turn replaced by a value of another type.
        let text = Self.everything
        let pattern = try! NSRegularExpression(pattern: #"-?[0-9]+(\.[0-9]+)?|"[^"]*"|\[[^\[\]{}]*\]"#)
        let matches = pattern.matches(in: text, range: NSRange(text.startIndex..., in: text))
        let replacements = [#""text""#, "[]", "{}", "null", "-1e300", "[1, [2]]"]
        var loaded = 0
        for (i, match) in matches.enumerated() {
            guard let range = Range(match.range, in: text) else { continue }
            // Keys (strings followed by a colon) stay: only values are swapped.
            if text[range.upperBound...].hasPrefix(":") { continue }
            var mangled = text
            mangled.replaceSubrange(range, with: replacements[i % replacements.count])
            if exercise(mangled) { loaded += 1 }
        }
        #expect(loaded > matches.count / 3)   // most swaps leave a playable file
    }
}
