import Testing
import Foundation
@testable import OpenQuartzCore
import Raster

/// A `CALayer` subclass the compositor does not recognise as plain, so its
/// shadow from alpha takes the offscreen route (the reference for the fast one).
private final class OtherLayer: CALayer {}

/// The compositor's fast paths draw what the general routes draw: shadows
/// cast from a layer's own shape, cached shadow masks, pooled offscreens.
@Suite @MainActor struct CompositorFastPathTests {
    func host(_ w: CGFloat, _ h: CGFloat, _ children: CALayer...) -> CALayer {
        let r = CALayer()
        r.bounds = CGRect(x: 0, y: 0, width: w, height: h)
        for c in children { r.addSublayer(c) }
        return r
    }

    /// A rounded, bordered card with a soft offset shadow from its alpha.
    func card(plain: Bool = true, frame: CGRect = CGRect(x: 10.3, y: 12.6, width: 50, height: 40)) -> CALayer {
        let l = plain ? CALayer() : OtherLayer()
        l.frame = frame
        l.backgroundColor = white
        l.cornerRadius = 12
        l.borderWidth = 3
        l.borderColor = CGColor(red: 1, green: 0, blue: 0, alpha: 0.5)
        l.shadowOpacity = 0.7
        l.shadowRadius = 5
        l.shadowOffset = CGSize(width: 2, height: 4)
        return l
    }

    func maxChannelDifference(_ a: Pixmap, _ b: Pixmap) -> Int {
        var worst = 0
        for (p, q) in zip(a.storage, b.storage) {
            for shift in stride(from: 0, to: 32, by: 8) {
                worst = max(worst, abs(Int((p >> UInt32(shift)) & 0xFF) - Int((q >> UInt32(shift)) & 0xFF)))
            }
        }
        return worst
    }

    func takesShapeRoute(_ l: CALayer) -> Bool {
        Compositor(time: nil).shadowShape(l, LayerValues(of: l), .identity) != nil
    }

    @Test func ownShapeShadowMatchesTheOffscreenRoute() {
        let fast = card(), slow = card(plain: false)
        #expect(takesShapeRoute(fast) && !takesShapeRoute(slow))
        let a = renderModel(host(80, 70, fast)), b = renderModel(host(80, 70, slow))
        #expect(maxChannelDifference(a, b) <= 2)
        #expect(a.pixel(x: 36, y: 56)!.a > 60)   // the shadow shows below the card
        // With sublayers well inside an opaque background the shadow is still the card's shape.
        let inner = solidLayer(CGRect(x: 15, y: 8, width: 20, height: 24), blue)
        let fastWithChild = card(), slowWithChild = card(plain: false)
        fastWithChild.addSublayer(inner)
        slowWithChild.addSublayer(solidLayer(CGRect(x: 15, y: 8, width: 20, height: 24), blue))
        #expect(takesShapeRoute(fastWithChild))
        #expect(maxChannelDifference(renderModel(host(80, 70, fastWithChild)), renderModel(host(80, 70, slowWithChild))) <= 2)
    }

    @Test func sublayersReachingPastTheShapeCastTheirOwnShadow() {
        let l = card(frame: CGRect(x: 10, y: 10, width: 40, height: 30))
        l.shadowRadius = 0
        l.shadowOffset = CGSize(width: 0, height: 10)
        l.shadowOpacity = 1
        l.addSublayer(solidLayer(CGRect(x: 30, y: 5, width: 30, height: 10), blue))   // pokes out to the right
        #expect(!takesShapeRoute(l))
        let p = renderModel(host(100, 70, l))
        // Below the protruding part (x 50…70, y 25…35 shifted down by 10): shadow.
        #expect(p.pixel(x: 65, y: 30)!.a == 255 && p.pixel(x: 65, y: 30)!.b == 0)
        #expect(p.pixel(x: 65, y: 40)!.a == 0)
    }

    @Test func shadowPathIsDrawnUnderAGroupedLayer() {
        let l = solidLayer(CGRect(x: 10, y: 10, width: 30, height: 30), red)
        l.addSublayer(solidLayer(CGRect(x: 5, y: 5, width: 10, height: 10), blue))
        l.opacity = 0.5   // group opacity: drawn offscreen
        l.shadowOpacity = 1
        l.shadowRadius = 0
        l.shadowOffset = CGSize(width: 20, height: 20)
        l.shadowPath = CGPath(rect: l.bounds, transform: nil)
        let p = renderModel(host(80, 80, l))
        #expect(close(p.pixel(x: 55, y: 55), Pixel(r: 0, g: 0, b: 0, a: 128)))
        #expect(close(p.pixel(x: 12, y: 12), Pixel(r: 128, g: 0, b: 0, a: 128)))
    }

    @Test func cachedShadowsMatchFreshRendersAsLayersChange() throws {
        let path = CGMutablePath()
        path.addEllipse(in: CGRect(x: 0, y: 0, width: 30, height: 20))
        let byPath = solidLayer(CGRect(x: 5, y: 5, width: 30, height: 20), green)
        byPath.shadowPath = path
        byPath.shadowOpacity = 0.8
        byPath.shadowRadius = 4
        let byShape = card()
        let root = host(120, 90, byPath, byShape)
        let reused = Compositor(time: nil)
        let steps: [(CALayer) -> Void] = [
            { _ in },
            { _ in },                                              // unchanged: from the cache
            { _ in byShape.position.x += 0.25; byPath.position.y += 0.5 },   // sub-pixel moves
            { _ in byShape.position.x += 1; byPath.position.x += 3 },        // whole pixels
            { _ in byShape.shadowRadius = 2; byPath.shadowRadius = 8 },
            { _ in byShape.cornerRadius = 4; byShape.bounds.size.width += 7 },
            { _ in path.addRect(CGRect(x: 20, y: 15, width: 15, height: 10)) },   // the path's elements change
            { _ in byPath.shadowPath = CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil) },
        ]
        for (i, step) in steps.enumerated() {
            step(root)
            let canvas = try Canvas(width: 120, height: 90)
            reused.render(root, into: canvas, base: .identity, includeRootGeometry: false)
            let fresh = renderModel(root)
            #expect(canvas.pixmap.storage == fresh.storage, "step \(i)")
        }
    }

    @Test func offscreenPoolReshapesAndClearsReusedCanvases() throws {
        let pool = OffscreenPool()
        let first = try #require(pool.take(width: 20, height: 10))
        first.clear(Color(red: 1, green: 0, blue: 0))
        first.clipMask = try Mask(width: 20, height: 10)
        pool.recycle(first)
        let again = try #require(pool.take(width: 7, height: 9))
        #expect(again === first)
        #expect(again.pixmap.width == 7 && again.pixmap.height == 9 && again.clipMask == nil)
        #expect(again.pixmap.storage.allSatisfy { $0 == 0 })
        #expect(pool.take(width: -1, height: 3) == nil)
        #expect(pool.take(width: 100_000, height: 1) == nil)
    }
}
