import Testing
import Foundation
@testable import OpenQuartzCore
import LayerTestSupport
import Raster

extension GlobalClockSuite {
/// Under a geometry-flipped superlayer, nine-sliced contents
/// (`contentsCenter`) and `CATextLayer` text are drawn upright, as images
/// are: the same pixels as the layer shows in an unflipped superlayer at the
/// same place on screen.
@Suite @MainActor struct GeometryFlipSlicesAndTextTests {
    /// A white 100 × 80 root with a 60 × 50 parent at (10, 10), flipped or
    /// not, holding `child` where it covers canvas (15…55, 25…55): at
    /// (5, 5, 40, 30) in a flipped parent (measured from its bottom), at
    /// (5, 15, 40, 30) in an unflipped one.
    func render(_ child: CALayer, flipped: Bool) -> Pixmap {
        resetClock()
        let (renderer, root) = makeShownRoot(size: CGSize(width: 100, height: 80))
        CATransaction.setDisableActions(true)
        root.backgroundColor = white
        let parent = CALayer()
        parent.frame = CGRect(x: 10, y: 10, width: 60, height: 50)
        parent.isGeometryFlipped = flipped
        child.frame = CGRect(x: 5, y: flipped ? 5 : 15, width: 40, height: 30)
        parent.addSublayer(child)
        root.addSublayer(parent)
        MediaClock.advance(by: 0)
        renderFrame(renderer, at: CACurrentMediaTime())
        let pixels = renderer.framePixmap!
        child.removeFromSuperlayer()
        return pixels
    }

    /// A 10 × 10 image: rows 0…4 red, 5…9 blue.
    var redOverBlue: CGImage {
        var image = try! Pixmap(width: 10, height: 10)
        for y in 0..<10 { for x in 0..<10 { image.setPixel(x: x, y: y, y < 5 ? opaqueRed : opaqueBlue) } }
        return CGImage(pixmap: image, space: CGColorSpaceCreateDeviceRGB())
    }

    @Test func nineSlicedContentsStayUpright() {
        let layer = CALayer()
        layer.contents = redOverBlue
        layer.contentsCenter = CGRect(x: 0, y: 0.4, width: 1, height: 0.2)   // rows 4…5 stretch
        layer.magnificationFilter = .nearest
        let flipped = render(layer, flipped: true)
        // The top cap (image rows 0…3, red) on the screen's top rows 25…29,
        // the bottom cap (rows 6…9, blue) on 51…55, each 1:1.
        for y in 25..<29 { #expect(flipped.pixel(x: 30, y: y) == opaqueRed, "row \(y)") }
        for y in 51..<55 { #expect(flipped.pixel(x: 30, y: y) == opaqueBlue, "row \(y)") }
        let unflipped = render(layer, flipped: false)
        #expect(flipped.storage == unflipped.storage)
    }

    @Test func textLayerTextStaysUpright() {
        let text = CATextLayer()
        text.string = "Fg"
        text.fontSize = 20
        text.foregroundColor = CGColor(red: 0, green: 0, blue: 0, alpha: 1)
        let flipped = render(text, flipped: true)
        let unflipped = render(text, flipped: false)
        // Ink in the layer's rectangle, and the same pixels as unflipped.
        var ink = 0
        for y in 25..<55 { for x in 15..<55 where flipped.pixel(x: x, y: y)!.r < 128 { ink += 1 } }
        #expect(ink > 30)
        #expect(flipped.storage == unflipped.storage)
        // Top-aligned: the F's cap height sits in the top half of the layer.
        var topInk = 0
        for y in 25..<40 { for x in 15..<55 where flipped.pixel(x: x, y: y)!.r < 128 { topInk += 1 } }
        #expect(topInk * 2 > ink)
    }
}
}
