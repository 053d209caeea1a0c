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
