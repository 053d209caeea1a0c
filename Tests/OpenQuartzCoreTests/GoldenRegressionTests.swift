import Testing
import Foundation
@testable import OpenQuartzCore
import Raster

/// Pixel tests pinning compositor bugs the goldens revealed.
@Suite @MainActor struct GoldenRegressionTests {
    /// Contents shown at their point size but drawn into a 4× target are
    /// magnified on the device: `magnificationFilter` applies (here
    /// `.nearest`, so only the image's own colours appear), not the
    /// minification filter picked from the point sizes alone.
    @Test func contentsMagnifiedByTheTargetScaleUseTheMagnificationFilter() {
        let r = CALayer()
        r.bounds = CGRect(x: 0, y: 0, width: 4, height: 4)
        let l = CALayer()
        l.frame = r.bounds
        l.contents = splitImage(4, 4)   // 4 pixels = 4 points at contentsScale 1
        l.magnificationFilter = .nearest
        l.minificationFilter = .linear
        r.addSublayer(l)
        let p = renderModel(r, scale: 4)
        var blended = 0
        for y in 0..<16 { for x in 0..<16 where p.pixel(x: x, y: y) != (x < 8 ? opaqueRed : opaqueBlue) { blended += 1 } }
        #expect(blended == 0)
    }
}

extension GoldenRegressionTests {
    /// A layer drawn as a group (here group opacity: opacity < 1 with a
    /// sublayer) still gets its `shadowPath` shadow, at the layer's opacity.
    @Test func shadowPathShadowIsDrawnForAGroupedLayer() {
        let r = GoldenFixtures.root(40, 60)
        let l = GoldenFixtures.box(CGRect(x: 10, y: 4, width: 20, height: 20), GoldenFixtures.orange)
        l.opacity = 0.5
        l.addSublayer(GoldenFixtures.box(CGRect(x: 2, y: 2, width: 4, height: 4), GoldenFixtures.ink))
        l.shadowPath = CGPath(rect: l.bounds, transform: nil)
        l.shadowOpacity = 1
        l.shadowRadius = 0
        l.shadowOffset = CGSize(width: 0, height: 30)
        r.addSublayer(l)
        let p = renderModel(r)
        // Half-strength black over the paper, 30 points below the layer.
        #expect(close(p.pixel(x: 20, y: 44), Pixel(r: 118, g: 118, b: 115, a: 255), 1))
    }
}

extension GoldenRegressionTests {
    /// `masksToBounds` clips the layer's shadow with its content, and a mask
    /// masks the shadow too (Apple draws the shadow as part of the layer):
    /// nothing of a sharp, offset shadow shows outside the clip, path or alpha.
    @Test(arguments: [false, true])
    func masksToBoundsAndMaskClipTheShadow(_ withShadowPath: Bool) {
        let r = GoldenFixtures.root(100, 50)
        let clipped = GoldenFixtures.box(CGRect(x: 5, y: 5, width: 40, height: 40), GoldenFixtures.teal)
        clipped.masksToBounds = true
        clipped.cornerRadius = 10
        let masked = GoldenFixtures.box(CGRect(x: 55, y: 5, width: 40, height: 40), GoldenFixtures.teal)
        let dot = GoldenFixtures.box(CGRect(x: 0, y: 0, width: 40, height: 40), GoldenFixtures.ink)
        dot.cornerRadius = 20
        masked.mask = dot
        for l in [clipped, masked] {
            l.shadowOpacity = 1
            l.shadowRadius = 0
            l.shadowOffset = CGSize(width: 4, height: 4)
            if withShadowPath { l.shadowPath = CGPath(rect: l.bounds, transform: nil) }
            r.addSublayer(l)
        }
        let p = renderModel(r)
        let paper = GoldenFixtures.paper.rasterColor.pixel
        // Right of and below the clipped square, and outside the masked circle's lower-right edge.
        #expect(p.pixel(x: 47, y: 25) == paper && p.pixel(x: 25, y: 47) == paper)
        #expect(p.pixel(x: 90, y: 40) == paper && p.pixel(x: 97, y: 25) == paper)
        // Inside the clip the shadow lies under the opaque content: the content shows.
        #expect(p.pixel(x: 25, y: 25) == GoldenFixtures.teal.rasterColor.pixel && p.pixel(x: 75, y: 25) == GoldenFixtures.teal.rasterColor.pixel)
    }

    /// A perspective layer with a `shadowPath` draws its shadow in its plane.
    @Test func perspectiveLayerDrawsItsPathShadow() {
        let r = GoldenFixtures.root(80, 80)
        var p3 = CATransform3DIdentity
        p3.m34 = -1 / 300
        r.sublayerTransform = p3
        let l = GoldenFixtures.box(CGRect(x: 20, y: 10, width: 40, height: 30), GoldenFixtures.teal)
        l.transform = CATransform3DMakeRotation(0.3, 0, 1, 0)
        l.shadowPath = CGPath(rect: l.bounds, transform: nil)
        l.shadowOpacity = 1
        l.shadowRadius = 0
        l.shadowOffset = CGSize(width: 0, height: 35)
        r.addSublayer(l)
        let p = renderModel(r)
        #expect(p.pixel(x: 40, y: 60) == Pixel(r: 0, g: 0, b: 0, a: 255))
    }
}
