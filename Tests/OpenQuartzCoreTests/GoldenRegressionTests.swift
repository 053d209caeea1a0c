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
