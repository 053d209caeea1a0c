import Testing
import Foundation
@testable import OpenQuartzCore
import OpenCoreGraphics

/// A problem the compositor meets every frame is reported once per layer and
/// cause, not once per frame (issue 13, item 8), with a bounded memory.
@Suite @MainActor struct DiagnosticsOnceTests {
    /// A 20 × 20 root with one sublayer per entry of `contents`.
    private func tree(_ contents: [Any]) -> CALayer {
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 20, height: 20)
        for c in contents {
            let l = CALayer()
            l.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
            l.contents = c
            root.addSublayer(l)
        }
        return root
    }

    private func notImageReports(_ messages: [String]) -> Int {
        messages.filter { $0.contains("are not a CGImage") }.count
    }

    @Test func aLayerThatCannotBeDrawnIsReportedOnceOverManyFrames() {
        let root = tree(["not an image"])
        let messages = CADiagnostics.capture { for _ in 0..<5 { _ = renderModel(root) } }.messages
        #expect(notImageReports(messages) == 1)
    }

    @Test func eachLayerWithTheProblemIsReportedOnce() {
        let root = tree(["one", "two", 3])
        let messages = CADiagnostics.capture { for _ in 0..<4 { _ = renderModel(root) } }.messages
        #expect(notImageReports(messages) == 3)           // three layers (two of them with the same text)
    }

    @Test func presentationCopiesCountAsTheirModelLayer() {
        let root = tree(["not an image"])
        let renderer = CARenderer(size: CGSize(width: 20, height: 20))
        renderer.layer = root
        let messages = CADiagnostics.capture {
            for i in 0..<3 {
                renderer.beginFrame(atTime: Double(i), timeStamp: nil)
                renderer.render()
                renderer.endFrame()
            }
        }.messages
        #expect(notImageReports(messages) == 1)
    }

    @Test func eachCaptureStartsAfresh() {
        let root = tree(["not an image"])
        let first = CADiagnostics.capture { _ = renderModel(root) }.messages
        let second = CADiagnostics.capture { _ = renderModel(root) }.messages
        #expect(notImageReports(first) == 1 && notImageReports(second) == 1)
    }

    @Test func ordinaryReportsStillRepeat() {
        let messages = CADiagnostics.capture {
            for _ in 0..<3 { CADiagnostics.report("same text") }
            for _ in 0..<3 { CADiagnostics.reportOnce("same text") }
        }.messages
        // Three from report; reportOnce prints its first one only.
        #expect(messages == Array(repeating: "same text", count: 4))
    }

    @Test func theMemoryIsBoundedAndForgetsTheOldestFirst() {
        let memory = ReportedOnce(capacity: 3)
        func key(_ s: String) -> ReportedOnce.Key { .init(subject: nil, message: s) }
        #expect(memory.insert(key("a")) && memory.insert(key("b")) && memory.insert(key("c")))
        #expect(!memory.insert(key("a")))
        #expect(memory.insert(key("d")))                    // full: "a" is forgotten
        #expect(memory.count == 3)
        #expect(!memory.insert(key("b")) && !memory.insert(key("c")) && !memory.insert(key("d")))
        #expect(memory.insert(key("a")))                    // reported again; "b" goes
        #expect(memory.insert(key("b")))
        #expect(memory.count == 3)
    }
}
