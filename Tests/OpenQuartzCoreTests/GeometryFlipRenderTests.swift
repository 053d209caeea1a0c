import Testing
import Foundation
@testable import OpenQuartzCore
import LayerTestSupport
import Raster

extension GlobalClockSuite {
/// `isGeometryFlipped` on a superlayer: its sublayers' geometry is measured
/// up from the bottom of its bounds — drawn there, converted and hit there.
@Suite @MainActor struct GeometryFlipRenderTests {
    /// A white 100 × 80 root; a grey 60 × 50 parent at (10, 10) whose
    /// bounds start at y = 0; a red 10 × 10 child at (5, 5) and a blue
    /// 20 × 4 child at (30, 0) in the parent.
    func scene(flipped: Bool) -> (CARenderer, CALayer, CALayer, CALayer, CALayer) {
        let (renderer, root) = makeShownRoot(size: CGSize(width: 100, height: 80))
        CATransaction.setDisableActions(true)
        root.backgroundColor = white
        let parent = solidLayer(CGRect(x: 10, y: 10, width: 60, height: 50), CGColor(gray: 0.5, alpha: 1))
        parent.isGeometryFlipped = flipped
        let a = solidLayer(CGRect(x: 5, y: 5, width: 10, height: 10), red)
        let b = solidLayer(CGRect(x: 30, y: 0, width: 20, height: 4), blue)
        parent.addSublayer(a)
        parent.addSublayer(b)
        root.addSublayer(parent)
        MediaClock.advance(by: 0)
        return (renderer, root, parent, a, b)
    }

    @Test func sublayersOfAFlippedLayerAreDrawnFromTheBottom() {
        resetClock()
        let (renderer, _, parent, a, _) = scene(flipped: true)
        renderFrame(renderer, at: CACurrentMediaTime())
        let p = renderer.framePixmap!
        // a: x 5…15, y 5…15 measured up from the bottom (50): y 35…45 in the
        // parent, 45…55 on the canvas; x 15…25.
        #expect(p.pixel(x: 15, y: 45) == opaqueRed && p.pixel(x: 24, y: 54) == opaqueRed)
        #expect(p.pixel(x: 15, y: 44) != opaqueRed && p.pixel(x: 15, y: 55) != opaqueRed)
        #expect(p.pixel(x: 20, y: 20) != opaqueRed)                   // where an unflipped parent puts it
        // b: y 0…4 from the bottom: canvas y 56…60, x 40…60.
        #expect(p.pixel(x: 40, y: 56) == opaqueBlue && p.pixel(x: 59, y: 59) == opaqueBlue)
        #expect(p.pixel(x: 40, y: 55) != opaqueBlue)
        // Conversion and hit testing agree with the pixels.
        let origin = a.convert(CGPoint(x: 0, y: 0), to: nil)
        let far = a.convert(CGPoint(x: 10, y: 10), to: nil)
        #expect(min(origin.y, far.y) == 45 && max(origin.y, far.y) == 55 && min(origin.x, far.x) == 15)
        #expect(parent.superlayer!.hitTest(CGPoint(x: 20, y: 50)) === a)
        #expect(parent.superlayer!.hitTest(CGPoint(x: 20, y: 20)) === parent)
    }

    @Test func flippingBackPutsThemOnTopAgainAndDamageFollows() {
        resetClock()
        let (renderer, root, parent, _, _) = scene(flipped: true)
        let reference = makeFullRedrawRenderer(root, size: CGSize(width: 100, height: 80))
        let t0 = CACurrentMediaTime()
        renderFrame(renderer, at: t0)
        CATransaction.setDisableActions(true)
        parent.isGeometryFlipped = false
        renderFrame(renderer, at: t0 + 0.1)
        renderFrame(reference, at: t0 + 0.1)
        let p = renderer.framePixmap!
        #expect(p.pixel(x: 15, y: 15) == opaqueRed && p.pixel(x: 15, y: 50) != opaqueRed)
        #expect(p.storage == reference.framePixmap!.storage)
    }

    /// Images keep their orientation (Apple's `contentsAreFlipped`): a
    /// sublayer's contents under a flipped superlayer are drawn upright, and
    /// under two flipped superlayers (no net flip) as usual.
    @Test func contentsStayUprightUnderFlippedSuperlayers() {
        resetClock()
        let (renderer, _, parent, a, _) = scene(flipped: true)
        var image = try! Pixmap(width: 10, height: 10)
        for y in 0..<10 { for x in 0..<10 { image.setPixel(x: x, y: y, y < 5 ? opaqueRed : opaqueBlue) } }
        CATransaction.setDisableActions(true)
        a.backgroundColor = nil
        a.contents = CGImage(pixmap: image, space: CGColorSpaceCreateDeviceRGB())
        a.magnificationFilter = .nearest
        MediaClock.advance(by: 0)
        renderFrame(renderer, at: CACurrentMediaTime())
        var p = renderer.framePixmap!
        // a covers canvas y 45…55: red (the image's top rows) on top.
        #expect(p.pixel(x: 20, y: 46) == opaqueRed && p.pixel(x: 20, y: 53) == opaqueBlue)
        // Flipped twice: a flipped child of the flipped parent holding the image layer.
        let middle = CALayer()
        middle.frame = CGRect(x: 0, y: 0, width: 60, height: 50)
        middle.isGeometryFlipped = true
        a.removeFromSuperlayer()
        middle.addSublayer(a)
        parent.addSublayer(middle)
        MediaClock.advance(by: 0)
        renderFrame(renderer, at: CACurrentMediaTime() + 0.1)
        p = renderer.framePixmap!
        // Twice mirrored: a is back at y 5…15 of the parent, canvas 15…25, red on top.
        #expect(p.pixel(x: 20, y: 16) == opaqueRed && p.pixel(x: 20, y: 23) == opaqueBlue)
    }

    /// A flipped parent with bounds not at the origin and a rotated child:
    /// every pixel the child covers converts back into the child's bounds,
    /// and the canvas point a child's point converts to is drawn in its colour.
    @Test func conversionAgreesWithTheDrawingUnderTransforms() {
        resetClock()
        let (renderer, _, parent, a, _) = scene(flipped: true)
        CATransaction.setDisableActions(true)
        parent.bounds.origin = CGPoint(x: -4, y: 6)
        a.transform = CATransform3DMakeRotation(0.4, 0, 0, 1)
        MediaClock.advance(by: 0)
        renderFrame(renderer, at: CACurrentMediaTime())
        let p = renderer.framePixmap!
        for (u, v) in [(2.0, 2.0), (8.0, 2.0), (5.0, 5.0), (2.0, 8.0), (8.0, 8.0)] {
            let d = a.convert(CGPoint(x: u, y: v), to: nil)
            #expect(p.pixel(x: Int(d.x), y: Int(d.y)) == opaqueRed, "(\(u), \(v)) → \(d)")
        }
    }
}
}
