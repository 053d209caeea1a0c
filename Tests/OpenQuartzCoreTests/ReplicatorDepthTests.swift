import Testing
import Foundation
@testable import OpenQuartzCore
import Raster

/// `CAReplicatorLayer.preservesDepth`: copies sorted by depth, like a
/// transform layer's sublayers, instead of drawn in copy order.
@Suite @MainActor struct ReplicatorDepthTests {
    /// Two copies of a white 20 × 20 square: copy 1 moved 10 right and 10
    /// away from the viewer, tinted magenta (green offset −1).
    func scene(preservesDepth: Bool) -> CALayer {
        let host = CALayer()
        host.bounds = CGRect(x: 0, y: 0, width: 60, height: 40)
        let r = CAReplicatorLayer()
        r.frame = host.bounds
        r.instanceCount = 2
        r.instanceTransform = CATransform3DMakeTranslation(10, 0, -10)
        r.instanceGreenOffset = -1
        r.preservesDepth = preservesDepth
        let square = CALayer()
        square.frame = CGRect(x: 10, y: 10, width: 20, height: 20)
        square.backgroundColor = CGColor(red: 1, green: 1, blue: 1, alpha: 1)
        r.addSublayer(square)
        host.addSublayer(r)
        return host
    }

    @Test func nearerCopiesCoverFartherOnesWhenDepthIsPreserved() {
        let white = Pixel(r: 255, g: 255, b: 255, a: 255), magenta = Pixel(r: 255, g: 0, b: 255, a: 255)
        let flat = renderModel(scene(preservesDepth: false))
        // Flattened: copy 1 is drawn last, over copy 0 where they overlap (x 20…30).
        #expect(flat.pixel(x: 25, y: 20) == magenta)
        #expect(flat.pixel(x: 15, y: 20) == white && flat.pixel(x: 35, y: 20) == magenta)
        let deep = renderModel(scene(preservesDepth: true))
        // In depth: copy 0 (z 0) is nearer than copy 1 (z −10) and covers it.
        #expect(deep.pixel(x: 25, y: 20) == white)
        #expect(deep.pixel(x: 15, y: 20) == white && deep.pixel(x: 35, y: 20) == magenta)
    }
}
