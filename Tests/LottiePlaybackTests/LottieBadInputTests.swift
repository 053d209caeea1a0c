import Testing
import Foundation
@testable import LottiePlayback

/// Broken and hostile files: each problem is a diagnostic naming its place in
/// the file, with a defined fallback; nothing traps or hangs.
struct LottieBadInputTests {
    /// The load error of `json` (nil when it loads).
    private func loadError(_ json: String) -> LottieLoadError? {
        do {
            _ = try LottieAnimation(jsonString: json)
            return nil
        } catch {
            return error
        }
    }

    /// The diagnostics of a file that loads, as "path: message" lines.
    private func warnings(_ json: String, limits: LottieLimits = LottieLimits()) throws -> [LottieDiagnostic] {
        try LottieAnimation(jsonString: json, limits: limits).diagnostics
    }

    @Test func truncatedAndMalformedJSONAreErrors() throws {
        let full = lottieFile(layers: [solidLayer("s")])
        for text in [String(full.prefix(full.count / 2)), "", "{", "[1, 2", "{\"w\": 10,, }", "null"] {
            let error = try #require(loadError(text), "\(text.debugDescription) loaded")
            let last = try #require(error.diagnostics.last)
            #expect(last.severity == .error)
            #expect(last.path == .root)
        }
        let truncated = try #require(loadError(String(full.prefix(full.count / 2))))
        #expect(truncated.description.contains("not valid JSON"))
        #expect(loadError("[]")!.description.contains("expected a JSON object"))
    }

    @Test func missingOrWrongCompositionFieldsName_theField() throws {
        #expect(loadError(#"{"h": 10, "fr": 30, "ip": 0, "op": 10, "layers": []}"#)?.diagnostics.last?.path.description == "w")
        #expect(loadError(#"{"w": "wide", "h": 10, "fr": 30, "ip": 0, "op": 10, "layers": []}"#)?.diagnostics.last?.path.description == "w")
        #expect(loadError(#"{"w": 10, "h": -5, "fr": 30, "ip": 0, "op": 10, "layers": []}"#)?.diagnostics.last?.path.description == "h")
        #expect(loadError(#"{"w": 10, "h": 10, "fr": 30, "ip": 0, "layers": []}"#)?.diagnostics.last?.path.description == "op")
        #expect(loadError(#"{"w": 10, "h": 10, "fr": 30, "ip": 8, "op": 8, "layers": []}"#)?.diagnostics.last?.path.description == "op")
    }

    @Test func absurdSizesAndFrameRatesAreCapped() throws {
        let a = try LottieAnimation(jsonString: #"{"w": 1e12, "h": 10, "fr": 1e9, "ip": 0, "op": 1e15, "layers": []}"#)
        #expect(Double(a.size.width) == LottieLimits().maxDimension)
        #expect(a.frameRate == 30)
        #expect(a.outPoint == LottieLimits().maxFrameCount)
        let paths = a.diagnostics.map(\.path.description)
        #expect(paths.contains("w") && paths.contains("fr") && paths.contains("op"))
        let zero = try LottieAnimation(jsonString: #"{"w": 10, "h": 10, "fr": 0, "ip": 0, "op": 10, "layers": []}"#)
        #expect(zero.frameRate == 30 && zero.diagnostics.map(\.path.description) == ["fr"])
    }

    @Test func wrongTypesInsideLayersNameTheirPlace() throws {
        let badTime = #""p": {"a": 1, "k": [{"t": 0, "s": [0, 0]}, {"t": 5, "s": [1, 1]}, {"t": "late", "s": [2, 2]}, {"t": 9, "s": [3, 3]}]}"#
        let d = try warnings(lottieFile(layers: [solidLayer("a"), solidLayer("b"), solidLayer("c"), solidLayer("d", ks: badTime)]))
        #expect(d.map(\.path.description) == ["layers[3].ks.p.k[2].t"])
        #expect(d[0].severity == .warning && d[0].message.contains("expected a number"))

        let badValue = #""o": {"a": 0, "k": "opaque"}, "s": {"a": 0, "k": [100, "x"]}"#
        let d2 = try warnings(lottieFile(layers: [solidLayer("a", ks: badValue)]))
        #expect(Set(d2.map(\.path.description)) == ["layers[0].ks.o.k", "layers[0].ks.s.k[1]"])
        let a2 = try LottieAnimation(jsonString: lottieFile(layers: [solidLayer("a", ks: badValue)]))
        #expect(a2.composition.layers[0].transform.opacity == .fixed([100]))    // the default

        let notObjects = lottieFile(layers: ["42", #"{"nm": "no type", "ip": 0, "op": 5}"#, #"{"ty": "4", "ip": 0, "op": 5}"#])
        let d3 = try warnings(notObjects)
        #expect(d3.map(\.path.description) == ["layers[0]", "layers[1].ty", "layers[2].ty"])
        #expect(try LottieAnimation(jsonString: notObjects).composition.layers.isEmpty)
    }

    @Test func keyframeProblemsAreSkippedKeyframes() throws {
        let k = #""r": {"a": 1, "k": [{"t": 10, "s": [0]}, {"t": 5, "s": [90]}, {"s": [180]}, {"t": 20, "s": [270]}, 7]}"#
        let a = try LottieAnimation(jsonString: lottieFile(layers: [solidLayer("a", ks: k)]))
        #expect(a.diagnostics.map(\.path.description) == ["layers[0].ks.r.k[1].t", "layers[0].ks.r.k[2].t", "layers[0].ks.r.k[4]"])
        #expect(a.composition.layers[0].transform.rotation.keyframes.map(\.time) == [10, 20])
    }

    @Test func keyframeCountsAreCapped() throws {
        var limits = LottieLimits()
        limits.maxKeyframesPerProperty = 50
        let frames = (0..<200).map { #"{"t": \#($0), "s": [\#($0)]}"# }.joined(separator: ",")
        let json = lottieFile(layers: [solidLayer("a", ks: #""r": {"a": 1, "k": [\#(frames)]}"#)])
        let a = try LottieAnimation(jsonString: json, limits: limits)
        #expect(a.composition.layers[0].transform.rotation.keyframes.count == 50)
        #expect(a.diagnostics.map(\.path.description) == ["layers[0].ks.r.k"])

        limits.maxTotalKeyframes = 60
        let two = lottieFile(layers: [solidLayer("a", ks: #""r": {"a": 1, "k": [\#(frames)]}, "o": {"a": 1, "k": [\#(frames)]}"#)])
        let b = try LottieAnimation(jsonString: two, limits: limits)
        #expect(b.composition.layers[0].transform.rotation.keyframes.count == 50)
        #expect(b.composition.layers[0].transform.opacity == .fixed([0]))   // over budget: its first value
        #expect(b.diagnostics.contains { $0.message.contains("more than 60 keyframes") })
    }

    @Test func unsupportedFeaturesAreReportedAndTheRestLoads() throws {
        let text = #"{"ty": 5, "nm": "Title", "ind": 4, "ip": 0, "op": 20, "ks": {}, "t": {}}"#
        let star = #"{"ty": 4, "ip": 0, "op": 20, "ks": {}, "shapes": [{"ty": "tw"}, {"ty": "el", "p": {"a": 0, "k": [0, 0]}, "s": {"a": 0, "k": [4, 4]}}]}"#
        let expression = solidLayer("e", ks: #""p": {"a": 0, "k": [0, 0], "x": "wiggle(1, 2)"}"#)
        let a = try LottieAnimation(jsonString: lottieFile(layers: [text, star, expression]))
        let unsupported = a.diagnostics.filter { $0.severity == .unsupported }
        #expect(unsupported.map(\.path.description) == ["layers[0]", "layers[1].shapes[0].ty", "layers[2].ks.p.x"])
        #expect(unsupported[0].message.contains("Title"))
        #expect(a.composition.layers.count == 3)
        #expect(a.composition.layers[0].kind == .null)   // still a parent for others
    }

    @Test func deepShapeNestingIsCut() throws {
        var group = #"{"ty": "el", "p": {"a": 0, "k": [0, 0]}, "s": {"a": 0, "k": [4, 4]}}"#
        for _ in 0..<100 { group = #"{"ty": "gr", "it": [\#(group)]}"# }
        let layer = #"{"ty": 4, "ip": 0, "op": 20, "ks": {}, "shapes": [\#(group)]}"#
        let a = try LottieAnimation(jsonString: lottieFile(layers: [layer]))
        #expect(a.diagnostics.count == 1 && a.diagnostics[0].message.contains("nested deeper"))
    }

    @Test func badSolidColoursAndSizesFallBack() throws {
        let a = try LottieAnimation(jsonString: lottieFile(layers: [solidLayer("c", color: "orange", size: (-3, 99999))]))
        #expect(a.composition.layers[0].kind == .solid(color: [0, 0, 0, 1], size: CGSize(width: 0, height: 16_384)))
        #expect(a.diagnostics.map(\.path.description) == ["layers[0].sc", "layers[0].sw", "layers[0].sh"])
    }

    @Test func unreadableFilesAreLoadErrors() {
        let url = URL(fileURLWithPath: "/nonexistent/\(UUID().uuidString).json")
        #expect(throws: LottieLoadError.self) { try LottieAnimation(contentsOf: url) }
    }
}
