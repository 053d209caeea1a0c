import Testing
import Foundation
@testable import OpenQuartzCore
import LayerTestSupport
import Raster

extension GlobalClockSuite {
/// A rasterized layer's sublayers are left out of the frame's list and plan
/// (`PlannedLayer.sealed`): its bitmap and one damage record stand for them.
/// Changes inside after frames that reused the bitmap must still redraw:
/// every frame is compared with a fresh renderer drawing everything the
/// plain way (no sealing, no kept bitmap, no damage).
@Suite @MainActor struct RasterizationSealTests {
    let size = CGSize(width: 120, height: 90)

    /// A fresh renderer of `root` with every shortcut off, rendered at `t`.
    func freshPixels(_ root: CALayer, at t: Double) -> Pixmap {
        let fresh = CARenderer(size: size)
        fresh.options = .plain
        fresh.layer = root
        renderFrame(fresh, at: t)
        return fresh.framePixmap!
    }

    /// The runs tests' scene (a rasterized container of four cards) and a
    /// small sprite outside the container, so frames draw only damage.
    func scene() -> (CARenderer, CALayer, CALayer, [CALayer], CALayer) {
        let (renderer, root, container, cards) = RasterizationRunsTests().scene(size: size)
        CATransaction.setDisableActions(true)
        let sprite = solidLayer(CGRect(x: 2, y: 80, width: 6, height: 6), blue)
        root.addSublayer(sprite)
        MediaClock.advance(by: 0)
        return (renderer, root, container, cards, sprite)
    }

    @Test func changesInsideAfterReusedFramesRedrawAsAFreshRenderer() {
        resetClock()
        let (renderer, root, container, cards, sprite) = scene()
        let t0 = CACurrentMediaTime()
        renderFrame(renderer, at: t0)
        #expect(renderer.framePixmap!.storage == freshPixels(root, at: t0).storage, "first")
        // Listed: root, container (sealed), sprite; the frame list still shows all.
        #expect(renderer.frameLayers.count == 3)
        #expect(renderer.frameLayers.contains { $0.model === container && $0.sealed })
        #expect(renderer.lastFrame.count == 3 + cards.count)
        let changes: [(String, () -> Void)] = [
            ("opaque card moved", { cards[0].position = CGPoint(x: 75, y: 55) }),
            ("translucent card recoloured", { cards[1].backgroundColor = green }),
            ("card removed", { cards[2].removeFromSuperlayer() }),
            ("card added", { container.addSublayer(solidLayer(CGRect(x: 80, y: 2, width: 16, height: 60), blue)) }),
            ("grandchild added", { cards[3].addSublayer(solidLayer(CGRect(x: 2, y: 2, width: 8, height: 8), red)) }),
            ("card hidden", { cards[1].isHidden = true }),
        ]
        var t = t0
        for (name, change) in changes {
            // Frames that reuse the bitmap (only the sprite moves).
            for _ in 0..<2 {
                CATransaction.setDisableActions(true)
                sprite.position.x += 7
                MediaClock.advance(by: 0)
                t += 0.05
                let made = renderer.compositor.caches.rasterized.rasterizations
                renderFrame(renderer, at: t)
                #expect(renderer.compositor.caches.rasterized.rasterizations == made, "\(name): reused")
                #expect(renderer.framePixmap!.storage == freshPixels(root, at: t).storage, "\(name): before")
            }
            CATransaction.setDisableActions(true)
            change()
            MediaClock.advance(by: 0)
            t += 0.05
            renderFrame(renderer, at: t)
            #expect(renderer.framePixmap!.storage == freshPixels(root, at: t).storage, "\(name)")
            // Damaged (the container's box is over half the target: drawn whole).
            #expect(renderer.lastDamage != .none, "\(name)")
        }
        // The moved opaque card: red where the first bitmap was empty.
        #expect(renderer.framePixmap!.pixel(x: 10 + 75, y: 8 + 55) == opaqueRed)
    }

    /// An animation inside a sealed subtree keeps frames coming (the frame
    /// varies with time) and each shows the animated value.
    @Test func anAnimationInsideASealedSubtreeDrawsEveryFrame() {
        resetClock()
        let (renderer, root, _, cards, _) = scene()
        let t0 = CACurrentMediaTime()
        renderFrame(renderer, at: t0)
        let move = CABasicAnimation(keyPath: "position.x")
        move.fromValue = 24.0
        move.toValue = 80.0
        move.duration = 1
        cards[0].add(move, forKey: "move")
        MediaClock.advance(by: 0)
        let start = CACurrentMediaTime()
        for k in 0...4 {
            let t = start + 0.25 * Double(k)
            renderFrame(renderer, at: t)
            #expect(renderer.framePixmap!.storage == freshPixels(root, at: t).storage, "t + \(0.25 * Double(k))")
        }
        // A second frame at an earlier time draws that time again.
        renderFrame(renderer, at: start + 0.25)
        #expect(renderer.framePixmap!.storage == freshPixels(root, at: start + 0.25).storage, "again")
    }
}
}
