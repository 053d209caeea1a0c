import Testing
import Foundation
import Codecs
import Raster
@testable import Gallery
@testable import OpenQuartzCore

/// Every scene rendered small for its whole duration: no diagnostics, only
/// finite presentation values, and frames that change while it animates.
/// Clock-driving tests are @MainActor and synchronous (see SceneCheckpointTests).
@MainActor struct SceneRenderTests {
    @Test(arguments: Gallery.scenes.map(\.name))
    func rendersCleanly(_ name: String) throws {
        let scene = try #require(Gallery.scene(named: name))
        var changes = 0, frames = 0, badValues: [String] = []
        var previous: [UInt32]?
        let (_, messages) = CGDiagnostics.capture {
            do {
                let runner = try SceneRunner(scene: scene, size: CGSize(width: 160, height: 120), scale: 1)
                try runner.run(fps: 10) { (frame: SceneFrame) in
                    frames += 1
                    guard let pixmap = frame.pixmap else { return }
                    #expect(pixmap.width == 160 && pixmap.height == 120)
                    if let previous, previous != pixmap.storage { changes += 1 }
                    previous = pixmap.storage
                    for item in frame.layers {
                        if let why = RenderedValues.nonFinite(item) { badValues.append("t=\(frame.time): \(why)") }
                    }
                }
            } catch {
                Issue.record("\(name): \(error)")
            }
        }
        #expect(frames == max(1, Int((scene.duration * 10 - 1e-9).rounded(.up))))
        #expect(messages == [], "\(name) reported diagnostics")
        #expect(badValues.isEmpty, "\(name): \(badValues.prefix(5))")
        #expect(changes >= 2, "\(name): only \(changes) frames differ from the one before")
    }
}

/// Checks on the presentation values a frame was drawn from.
enum RenderedValues {
    /// A description of the first non-finite geometry value of `item`, or nil.
    @MainActor static func nonFinite(_ item: RenderedLayer) -> String? {
        let l = item.layer
        let numbers: [(String, Double)] = [
            ("position.x", Double(l.position.x)), ("position.y", Double(l.position.y)),
            ("bounds.width", Double(l.bounds.width)), ("bounds.height", Double(l.bounds.height)),
            ("opacity", Double(l.opacity)), ("cornerRadius", Double(l.cornerRadius)),
            ("borderWidth", Double(l.borderWidth)), ("zPosition", Double(l.zPosition)),
        ]
        let m = item.transformToRoot
        let matrix = [m.m11, m.m12, m.m13, m.m14, m.m21, m.m22, m.m23, m.m24,
                      m.m31, m.m32, m.m33, m.m34, m.m41, m.m42, m.m43, m.m44].map(Double.init)
        if let bad = numbers.first(where: { !$0.1.isFinite }) { return "\(type(of: l)).\(bad.0) = \(bad.1)" }
        if matrix.contains(where: { !$0.isFinite }) { return "\(type(of: l)) transform to root \(matrix)" }
        return nil
    }
}
