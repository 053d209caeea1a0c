import Testing
import Foundation
@testable import OpenQuartzCore
import LayerTestSupport
import Raster

extension GlobalClockSuite {
/// A transition pictures the layer's whole subtree (issue #19 item 2): a
/// sublayer drawn outside the layer's bounds moves and dissolves with the
/// transition, before and after, unless the layer clips.
@Suite @MainActor struct TransitionExtentTests {
    /// A 40 × 40 layer (no background) at the top left of a 200 × 40
    /// transparent target, with a 20 × 20 red sublayer at (50, 10) — outside
    /// its bounds — which turns blue in the transaction that adds `type`
    /// (1 s, linear). Returns the frame `dt` into the transition and the layer.
    func frame(_ type: CATransitionType, _ subtype: CATransitionSubtype? = nil, at dt: Double,
               clips: Bool = false) throws -> (Pixmap, CALayer) {
        resetClock()
        let (renderer, root) = makeInterfaceRoot(size: CGSize(width: 200, height: 40))
        CATransaction.setDisableActions(true)
        root.position = CGPoint(x: 100, y: 20)
        let layer = CALayer()
        layer.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
        layer.masksToBounds = clips
        let outside = solidLayer(CGRect(x: 50, y: 10, width: 20, height: 20), red)
        layer.addSublayer(outside)
        addCommitted(layer, to: root)
        renderer.beginFrame(atTime: CACurrentMediaTime()); renderer.render(); renderer.endFrame()
        CATransaction.setDisableActions(true)
        let t = CATransition()
        t.type = type
        t.subtype = subtype
        t.duration = 1
        t.timingFunction = CAMediaTimingFunction(name: .linear)
        layer.add(t, forKey: nil)
        outside.backgroundColor = blue
        MediaClock.advance(by: 0)
        let start = CACurrentMediaTime()
        renderer.beginFrame(atTime: start + dt); renderer.render(); renderer.endFrame()
        return (try #require(renderer.makeImage()).pixmap, layer)
    }

    @Test func thePictureCoversTheSublayersOutsideTheBounds() throws {
        let (_, layer) = try frame(.fade, at: 0.5)
        let picture = try #require(layer.transitionSnapshot)
        // The bounds (0, 0, 40, 40) and the sublayer's frame (50, 10, 20, 20).
        #expect(picture.rect == CGRect(x: 0, y: 0, width: 70, height: 40))
        #expect(picture.pixmap.width == 70 && picture.pixmap.height == 40)
        #expect(picture.pixmap.pixel(x: 60, y: 20) == opaqueRed, "the sublayer as it was")
        #expect(picture.pixmap.pixel(x: 45, y: 20) == .transparent)
    }

    @Test func aPushMovesTheSublayerOutsideTheBoundsWithBothPictures() throws {
        // fromLeft at 0.5: the old picture has moved 20 right (red sublayer at
        // x 70…90), the new one is 20 short of its place (blue at 30…50).
        let (p, _) = try frame(.push, .fromLeft, at: 0.5)
        #expect(p.pixel(x: 80, y: 20) == opaqueRed)
        #expect(p.pixel(x: 40, y: 20) == opaqueBlue)
        #expect(p.pixel(x: 60, y: 20) == .transparent, "where the sublayer rests: empty half way")
        #expect(p.pixel(x: 95, y: 20) == .transparent && p.pixel(x: 25, y: 20) == .transparent)
        #expect(p.pixel(x: 80, y: 5) == .transparent && p.pixel(x: 80, y: 35) == .transparent)
    }

    @Test func aFadeDissolvesTheSublayerOutsideTheBounds() throws {
        let (p, _) = try frame(.fade, at: 0.5)
        #expect(close(p.pixel(x: 60, y: 20), Pixel(r: 128, g: 0, b: 128, a: 255), 2))
        let (q, _) = try frame(.fade, at: 0.25)
        #expect(close(q.pixel(x: 60, y: 20), Pixel(r: 191, g: 0, b: 64, a: 255), 2))
    }

    @Test func aClippingLayerPicturesItsBoundsOnly() throws {
        let (p, layer) = try frame(.push, .fromLeft, at: 0.5, clips: true)
        #expect(layer.transitionSnapshot?.rect == CGRect(x: 0, y: 0, width: 40, height: 40))
        for x in [40, 60, 80] { #expect(p.pixel(x: x, y: 20) == .transparent, "x = \(x): clipped away") }
    }

    /// The 3D types turn the bounds as a card: the part of the picture
    /// outside them is left out, and the bounds' part turns.
    @Test func aFlipTurnsTheBoundsPartOfAWiderPicture() throws {
        resetClock()
        let (renderer, root) = makeInterfaceRoot(size: CGSize(width: 200, height: 40))
        CATransaction.setDisableActions(true)
        root.position = CGPoint(x: 100, y: 20)
        let layer = solidLayer(CGRect(x: 0, y: 0, width: 40, height: 40), red)
        layer.addSublayer(solidLayer(CGRect(x: 50, y: 10, width: 20, height: 20), red))
        addCommitted(layer, to: root)
        CATransaction.setDisableActions(true)
        let t = CATransition()
        t.type = CATransitionType(rawValue: "oglFlip")
        t.duration = 1
        layer.add(t, forKey: nil)
        layer.backgroundColor = blue
        MediaClock.advance(by: 0)
        #expect(layer.transitionSnapshot?.rect == CGRect(x: 0, y: 0, width: 70, height: 40))
        renderer.beginFrame(atTime: CACurrentMediaTime() + 0.1); renderer.render(); renderer.endFrame()
        let p = try #require(renderer.makeImage()).pixmap
        // Early in the first half the old (red) card turns about the vertical axis: its centre is red.
        #expect(p.pixel(x: 20, y: 20) == opaqueRed)
        #expect(p.pixel(x: 60, y: 20) == .transparent, "the sublayer outside the card is not turned with it")
    }
}
}
