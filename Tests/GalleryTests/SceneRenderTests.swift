import Testing
import Foundation
import Codecs
import Raster
@testable import Gallery
@testable import OpenQuartzCore

/// Every scene rendered small for its whole duration: no diagnostics, only
/// finite presentation values, frames that change while it animates, and
/// damage that tells the truth (encoders write only what it covers).
/// Clock-driving tests are @MainActor and synchronous (see SceneCheckpointTests).
@MainActor struct SceneRenderTests {
    @Test(arguments: Gallery.scenes.map(\.name))
    func rendersCleanly(_ name: String) throws {
        let scene = try #require(Gallery.scene(named: name))
        var changes = 0, frames = 0, badValues: [String] = [], badDamage: [String] = []
        var previous: [UInt32]?
        let (_, messages) = CGDiagnostics.capture {
            do {
                let runner = try SceneRunner(scene: scene, size: CGSize(width: 160, height: 120), scale: 1)
                try runner.run(fps: 10) { (frame: SceneFrame) in
                    frames += 1
                    guard let pixmap = frame.pixmap else { return }
                    #expect(pixmap.width == 160 && pixmap.height == 120)
                    if let previous, previous != pixmap.storage { changes += 1 }
                    if let why = FrameDamageCheck.violation(frame, previous: previous) { badDamage.append("t=\(frame.time): \(why)") }
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
        #expect(badDamage.isEmpty, "\(name): \(badDamage.prefix(5))")
        #expect(changes >= 2, "\(name): only \(changes) frames differ from the one before")
    }

    /// A scene where one arrow turns now and then: its frames come with
    /// rectangles while it turns and with no damage while it rests, so the
    /// encoders get something to use (the check above only proves the
    /// damage true, which "unknown" always is).
    @Test func restingAndTurningFramesHaveKnownDamage() throws {
        let scene = try #require(Gallery.scene(named: "implicit-arrow"))
        let runner = try SceneRunner(scene: scene, size: CGSize(width: 160, height: 120), scale: 1)
        var unchanged = 0, partial = 0, unknown = 0
        try runner.run(fps: 10) { (frame: SceneFrame) in
            switch frame.damage {
            case nil: unknown += 1
            case let rects? where rects.isEmpty: unchanged += 1
            case let rects?:
                partial += 1
                #expect(rects.reduce(0) { $0 + $1.width * $1.height } < 160 * 120 / 2, "t=\(frame.time): \(rects)")
            }
        }
        #expect(unknown >= 1 && unchanged >= 5 && partial >= 5, "unknown \(unknown), unchanged \(unchanged), partial \(partial)")
    }
}

/// Checks of `SceneFrame.damage` against the pixels.
enum FrameDamageCheck {
    /// Why `frame`'s damage is wrong, or nil: the first frame's is unknown;
    /// a known damage lies inside the frame and every pixel outside it is
    /// the previous frame's.
    static func violation(_ frame: SceneFrame, previous: [UInt32]?) -> String? {
        guard let pixmap = frame.pixmap else { return frame.damage == nil ? nil : "damage without pixels" }
        guard let damage = frame.damage else { return nil }
        guard let previous else { return "frame \(frame.index) has damage but no frame before it" }
        let w = pixmap.width, h = pixmap.height
        var covered = [Bool](repeating: false, count: w * h)
        for r in damage {
            guard r.width > 0, r.height > 0, r.x >= 0, r.y >= 0, r.x + r.width <= w, r.y + r.height <= h else {
                return "damage \(r) is not inside the \(w)×\(h) frame"
            }
            for y in r.y..<(r.y + r.height) { for x in r.x..<(r.x + r.width) { covered[y * w + x] = true } }
        }
        if let i = (0..<(w * h)).first(where: { !covered[$0] && pixmap.storage[$0] != previous[$0] }) {
            return "pixel (\(i % w), \(i / w)) changed outside the damage \(damage)"
        }
        return nil
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
