import Testing
import Foundation
@testable import OpenQuartzCore
import LayerTestSupport
import Raster

extension GlobalClockSuite {
/// A `CATransition` on a layer while one of its sublayers runs an explicit
/// animation (issue 19, item 4): both progress. The transition dissolves
/// the "before" picture into the layer as it is drawn now — sublayers with
/// their animated values included — so at fade progress p a pixel is
/// old × (1 − p) + new × p, where "new" shows the sublayer where its
/// animation has it at that moment.
///
/// The scene: a 100 × 20 layer, red, becoming blue under a one-second fade;
/// inside it a 20 × 20 green square whose position.x runs 10 → 90 over two
/// seconds (linear), so at time t its left edge is at 40·t.
@Suite @MainActor struct TransitionWithSublayerAnimationTests {
    private struct Scene {
        let renderer: CARenderer
        let container: CALayer
        let square: CALayer
        let delegate: RecordingAnimationDelegate
        let start: Double
    }

    /// Builds the scene; `moveFirst` starts the square's move one commit
    /// (and `lead` seconds) before the fade instead of in the fade's transaction.
    private func scene(moveFirst lead: Double? = nil) -> Scene {
        resetClock()
        let (renderer, root) = makeInterfaceRoot(size: CGSize(width: 100, height: 20))
        CATransaction.setDisableActions(true)
        root.position = CGPoint(x: 50, y: 10)
        let container = solidLayer(root.bounds, red)
        let square = solidLayer(CGRect(x: 0, y: 0, width: 20, height: 20), green)
        container.addSublayer(square)
        addCommitted(container, to: root)
        renderer.beginFrame(atTime: CACurrentMediaTime()); renderer.render(); renderer.endFrame()

        let move = CABasicAnimation(keyPath: "position")
        move.fromValue = CGPoint(x: 10, y: 10)
        move.toValue = CGPoint(x: 90, y: 10)
        move.duration = 2
        move.timingFunction = CAMediaTimingFunction(name: .linear)
        if let lead {
            square.add(move, forKey: "move")
            MediaClock.advance(by: 0)
            MediaClock.advance(by: lead)
        }
        let delegate = RecordingAnimationDelegate()
        CATransaction.setDisableActions(true)
        container.backgroundColor = blue
        let fade = CATransition()
        fade.type = .fade
        fade.duration = 1
        fade.timingFunction = CAMediaTimingFunction(name: .linear)
        fade.delegate = delegate
        container.add(fade, forKey: nil)
        if lead == nil { square.add(move, forKey: "move") }
        MediaClock.advance(by: 0)
        let start = CACurrentMediaTime() - (lead ?? 0)     // when the square's move began
        return Scene(renderer: renderer, container: container, square: square, delegate: delegate, start: start)
    }

    /// The frame at media time `t` (the clock moved there first).
    private func frame(_ s: Scene, at t: Double) throws -> Pixmap {
        MediaClock.advance(to: t)
        s.renderer.beginFrame(atTime: t); s.renderer.render(); s.renderer.endFrame()
        return try #require(s.renderer.makeImage()).pixmap
    }

    /// `a × (1 − p) + b × p`, channel by channel, rounded.
    private func mix(_ a: Pixel, _ b: Pixel, _ p: Double) -> Pixel {
        func c(_ x: UInt8, _ y: UInt8) -> UInt8 { UInt8((Double(x) * (1 - p) + Double(y) * p).rounded()) }
        return Pixel(r: c(a.r, b.r), g: c(a.g, b.g), b: c(a.b, b.b), a: c(a.a, b.a))
    }

    private func squareX(_ s: Scene) -> Double { Double(s.square.presentation()!.position.x) }

    @Test func theFadeAndTheSublayersMoveBothProgress() throws {
        let s = scene()
        let t0 = s.start
        // A quarter into the fade: the square (model place 0…20 in the old
        // picture) is at 10…30 in the new one.
        let q = try frame(s, at: t0 + 0.25)
        #expect(approx(squareX(s), 20))
        #expect(s.container.animation(forKey: kCATransition) != nil)
        #expect(close(q.pixel(x: 5, y: 10), mix(opaqueGreen, opaqueBlue, 0.25), 2))     // old square, new background
        #expect(close(q.pixel(x: 15, y: 10), opaqueGreen, 2))                           // square in both
        #expect(close(q.pixel(x: 25, y: 10), mix(opaqueRed, opaqueGreen, 0.25), 2))    // old background, new square
        #expect(close(q.pixel(x: 60, y: 10), mix(opaqueRed, opaqueBlue, 0.25), 2))     // background only
        // Half way: the square at 20…40.
        let h = try frame(s, at: t0 + 0.5)
        #expect(approx(squareX(s), 30))
        #expect(close(h.pixel(x: 10, y: 10), mix(opaqueGreen, opaqueBlue, 0.5), 2))
        #expect(close(h.pixel(x: 30, y: 10), mix(opaqueRed, opaqueGreen, 0.5), 2))
        #expect(close(h.pixel(x: 70, y: 10), Pixel(r: 128, g: 0, b: 128, a: 255), 2))
        // The fade ends on time, the move goes on.
        MediaClock.advance(to: t0 + 1)
        #expect(s.delegate.log == ["start@\(t0)", "stop(true)@\(t0 + 1)"])
        #expect(s.container.animation(forKey: kCATransition) == nil)
        #expect(approx(squareX(s), 50))
        let after = try frame(s, at: t0 + 1.5)
        #expect(approx(squareX(s), 70))
        #expect(after.pixel(x: 10, y: 10) == opaqueBlue && after.pixel(x: 30, y: 10) == opaqueBlue)
        #expect(after.pixel(x: 70, y: 10) == opaqueGreen)
        // The move ends at 2 s: the square back at its model place.
        MediaClock.advance(to: t0 + 2)
        #expect(s.square.animation(forKey: "move") == nil && squareX(s) == 10)
    }

    /// The move already running when the fade is added (half a second in,
    /// the square at 20…40): the old picture shows it there, and the new one
    /// keeps moving it.
    @Test func aMoveAlreadyRunningShowsInTheOldPictureWhereItWas() throws {
        let s = scene(moveFirst: 0.5)
        let t0 = s.start
        #expect(approx(squareX(s), 30))
        // Half way through the fade (1 s into the move): the square at 40…60.
        let h = try frame(s, at: t0 + 1)
        #expect(approx(squareX(s), 50))
        #expect(close(h.pixel(x: 10, y: 10), Pixel(r: 128, g: 0, b: 128, a: 255), 2))   // background only
        #expect(close(h.pixel(x: 30, y: 10), mix(opaqueGreen, opaqueBlue, 0.5), 2))     // old square
        #expect(close(h.pixel(x: 50, y: 10), mix(opaqueRed, opaqueGreen, 0.5), 2))      // new square
        MediaClock.advance(to: t0 + 1.5)
        #expect(s.delegate.log == ["start@\(t0 + 0.5)", "stop(true)@\(t0 + 1.5)"])
        #expect(s.container.animation(forKey: kCATransition) == nil)
        #expect(approx(squareX(s), 70))
    }
}
}
