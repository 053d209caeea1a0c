import Testing
import Foundation
@testable import OpenQuartzCore
import Raster

/// `display()` without a delegate draws `draw(in:)` into a backing store at
/// `contentsScale`, y-down like UIKit's layers, and sets `contents`.
@Suite @MainActor struct LayerDrawingTests {
    final class TopLeftSquare: CALayer {
        override func draw(in ctx: CGContext) {
            ctx.setFillColor(CGColor(red: 1, green: 0, blue: 0, alpha: 1))
            ctx.fill(CGRect(x: 0, y: 0, width: 10, height: 10))   // top-left 10 × 10 points
        }
    }

    @Test func displayDrawsIntoABackingStoreAtContentsScale() throws {
        let layer = TopLeftSquare()
        layer.bounds = CGRect(x: 0, y: 0, width: 40, height: 20)
        layer.contentsScale = 2
        layer.display()
        let image = try #require(layer.contents as? CGImage)
        #expect(image.width == 80 && image.height == 40)
        // Pixel rows run top to bottom: the red square covers pixels 0..<20 × 0..<20.
        let p = image.pixmap
        #expect(p.pixel(x: 5, y: 5) == Pixel(r: 255, g: 0, b: 0, a: 255))
        #expect(p.pixel(x: 19, y: 19) == Pixel(r: 255, g: 0, b: 0, a: 255))
        #expect(p.pixel(x: 20, y: 5)?.a == 0)
        #expect(p.pixel(x: 5, y: 20)?.a == 0)
        #expect(p.pixel(x: 70, y: 35)?.a == 0)
    }

    @Test func emptyOrBadBoundsGiveNoContents() {
        let layer = TopLeftSquare()
        layer.contents = "old"
        layer.display()
        #expect(layer.contents == nil)
        layer.bounds = CGRect(x: 0, y: 0, width: CGFloat.nan, height: 10)
        let reports = CADiagnostics.capture { layer.display() }.messages
        #expect(reports.count == 1 && layer.contents == nil)
        layer.bounds = CGRect(x: 0, y: 0, width: 1e6, height: 1e6)
        let big = CADiagnostics.capture { layer.display() }.messages
        #expect(big.count >= 1 && layer.contents == nil)
    }
}
