import Testing
import Foundation
import Raster
@testable import Gallery
@testable import OpenQuartzCore

/// `SceneSession`: a run kept open and moved forward on demand (what the
/// live viewer's worker drives). Its frames are the snapshots at the same
/// times; damage rebuilds them; time only moves forward; input and
/// checkpoints run as the session passes them.
@MainActor struct SceneSessionTests {
    /// 100 × 50 points, white; a black 10 × 10 square whose centre moves
    /// linearly from x = 10 to x = 90 during the first second (y = 25).
    /// A touch down turns the background red. Checkpoints at 0.5 and 1.5.
    static let slide = Scene(name: "slide", title: "Slide", source: "tests", summary: "a sliding square",
                             size: CGSize(width: 100, height: 50), duration: 2) { ctx in
        let root = ctx.makeRoot(background: CGColor(srgbRed: 1, green: 1, blue: 1, alpha: 1))
        let square = CALayer()
        square.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
        square.position = CGPoint(x: 10, y: 25)
        square.backgroundColor = CGColor.black
        root.addSublayer(square)
        ctx.at(0) {
            let a = CABasicAnimation(keyPath: "position.x")
            a.fromValue = 10.0
            a.toValue = 90.0
            a.duration = 1
            a.timingFunction = CAMediaTimingFunction(name: .linear)
            square.add(a, forKey: "slide")
            square.position.x = 90
        }
        ctx.onInput { input in
            guard case .touchDown = input else { return }
            CATransaction.setDisableActions(true)
            root.backgroundColor = CGColor(srgbRed: 1, green: 0, blue: 0, alpha: 1)
        }
        ctx.checkpoint(at: 0.5, "half way") { r in r.expect(Double(square.presentation()!.position.x), 50, "x") }
        ctx.checkpoint(at: 1.5, "at rest") { r in r.expect(Double(square.presentation()!.position.x), 90, "x") }
        return root
    }

    static func pixel(_ p: Pixmap, _ x: Int, _ y: Int) -> [UInt8] {
        let v = p.pixel(x: x, y: y)!.packed
        return [UInt8(v & 255), UInt8(v >> 8 & 255), UInt8(v >> 16 & 255), UInt8(v >> 24)]
    }

    @Test func framesAreTheSnapshotsAndDamageRebuildsThem() throws {
        let times = [0.25, 0.5, 0.5, 0.75, 1.5]
        let runner = try SceneRunner(scene: Self.slide)
        let expected = try times.map { try runner.snapshot(at: $0) }
        let session = SceneSession(runner: runner)
        defer { session.close() }
        var canvas: Pixmap?
        for (i, t) in times.enumerated() {
            session.advance(to: t)
            let f = try session.render()
            let pixels = try #require(f.pixmap)
            #expect(f.time == t && f.index == i)
            if i == 0 {
                #expect(f.damage == nil, "the first frame is whole")
                canvas = pixels
            } else {
                // (The same time again may still report the animated
                // layer's area: damage is an upper bound.)
                let damage = try #require(f.damage)
                for r in damage { for y in r.y..<r.y + r.height { for x in r.x..<r.x + r.width {
                    canvas!.setPixel(x: x, y: y, pixels.pixel(x: x, y: y)!)
                } } }
            }
            #expect(canvas!.storage == expected[i].storage, "frame at \(t) s")
            // The square's centre: x = 10 + 80 t for t ≤ 1 (black), the old place white.
            let cx = Int((10 + 80 * min(t, 1)).rounded(.down))
            #expect(Self.pixel(pixels, cx, 25) == [0, 0, 0, 255])
            #expect(Self.pixel(pixels, cx, 5) == [255, 255, 255, 255])
        }
        #expect(session.checkpoints.map(\.time) == [0.5, 1.5])
        #expect(session.checkpoints.allSatisfy { $0.failures.isEmpty })
        #expect(session.plannedCheckpoints.map(\.label) == ["half way", "at rest"])
    }

    @Test func timeOnlyMovesForward() {
        let session = try! SceneSession(scene: Self.slide)
        defer { session.close() }
        session.advance(to: 0.5)
        let (_, messages) = CGDiagnostics.capture {
            session.advance(to: 0.25)
            session.advance(to: .nan)
            session.advance(to: .infinity)
        }
        #expect(messages.count == 3 && messages.allSatisfy { $0.contains("only moves forward") })
        #expect(session.time == 0.5)
    }

    @Test func aClosedSessionRendersNothing() throws {
        let session = try SceneSession(scene: Self.slide)
        session.close()
        session.close()
        #expect(!session.isOpen)
        #expect(throws: SceneError.self) { try session.render() }
        let (_, messages) = CGDiagnostics.capture { session.advance(to: 1) }
        #expect(messages.count == 1 && messages[0].contains("closed"))
        // The clock is free: a new run works.
        let again = try SceneSession(scene: Self.slide)
        defer { again.close() }
        again.advance(to: 1)
        #expect(Self.pixel(try #require(try again.render().pixmap), 90, 25) == [0, 0, 0, 255])
    }

    @Test func liveInputRunsAtTheCurrentTime() throws {
        let session = try SceneSession(scene: Self.slide)
        defer { session.close() }
        #expect(session.handlesInput)
        session.advance(to: 1.25)
        session.send(.touchDown(CGPoint(x: 50, y: 25)))
        session.advance(to: 1.25)
        let pixels = try #require(try session.render().pixmap)
        #expect(Self.pixel(pixels, 50, 5) == [255, 0, 0, 255])
    }

    @Test func anOutputSizeFitsTheCanvasLikeTheRunner() throws {
        let runner = try SceneRunner(scene: Self.slide, size: CGSize(width: 60, height: 60), scale: 2)
        let expected = try runner.snapshot(at: 0.6)
        let session = SceneSession(runner: runner)
        defer { session.close() }
        session.advance(to: 0.6)
        let pixels = try #require(try session.render().pixmap)
        #expect(pixels.width == 120 && pixels.height == 120)
        #expect(pixels.storage == expected.storage)
    }
}
