import Testing
import Foundation
@testable import OpenQuartzCore
import LayerTestSupport
import Raster

/// `CALayer.masksWithLuminance` (package): a mask layer that masks with its
/// luminance over black, Y = 0.2126 R + 0.7152 G + 0.0722 B, instead of its
/// alpha. Expected alphas are worked out from the Rec. 709 weights here.
@MainActor @Suite struct LuminanceMaskTests {
    /// A 60 × 20 red layer masked by three 20 × 20 squares: opaque mid grey
    /// (128), opaque green, and a transparent gap — or by `maskColors`.
    func maskedRow(_ maskColors: [CGColor?] = [CGColor(red: 128 / 255, green: 128 / 255, blue: 128 / 255, alpha: 1),
                                               CGColor(red: 0, green: 1, blue: 0, alpha: 1), nil]) -> (root: CALayer, mask: CALayer) {
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 60, height: 20)
        let box = solidLayer(CGRect(x: 0, y: 0, width: 60, height: 20), red)
        let mask = CALayer()
        mask.frame = box.bounds
        for (i, c) in maskColors.enumerated() {
            if let c { mask.addSublayer(solidLayer(CGRect(x: 20 * i, y: 0, width: 20, height: 20), c)) }
        }
        box.mask = mask
        root.addSublayer(box)
        return (root, mask)
    }

    /// Luminance 128 / 255 for the grey, 0.7152 for green (182.4 → 182),
    /// 0 where the mask is transparent; the masked red keeps those alphas.
    @Test func theMaskKeepsItsLuminance() {
        let (root, mask) = maskedRow()
        mask.masksWithLuminance = true
        let p = renderModel(root)
        #expect(p.pixel(x: 10, y: 10) == Pixel(r: 128, g: 0, b: 0, a: 128))
        #expect(p.pixel(x: 30, y: 10) == Pixel(r: 182, g: 0, b: 0, a: 182))
        #expect(p.pixel(x: 50, y: 10) == Pixel(r: 0, g: 0, b: 0, a: 0))
        // By alpha (the default) both opaque squares show the red fully.
        mask.masksWithLuminance = false
        let q = renderModel(root)
        #expect(q.pixel(x: 10, y: 10) == Pixel(r: 255, g: 0, b: 0, a: 255) && q.pixel(x: 30, y: 10) == q.pixel(x: 10, y: 10))
    }

    /// Translucent mask pixels count premultiplied (luminance over black):
    /// white at alpha 0.5 gives 128; blue and red give their weights.
    @Test func translucentAndPrimaryColours() {
        let (root, mask) = maskedRow([CGColor(red: 1, green: 1, blue: 1, alpha: 0.5), CGColor(red: 0, green: 0, blue: 1, alpha: 1),
                                      CGColor(red: 1, green: 0, blue: 0, alpha: 1)])
        mask.masksWithLuminance = true
        let p = renderModel(root)
        #expect(abs(Int(p.pixel(x: 10, y: 10)!.a) - 128) <= 1)
        #expect(p.pixel(x: 30, y: 10)!.a == 18)          // 0.0722 × 255 = 18.4
        #expect(p.pixel(x: 50, y: 10)!.a == 54)          // 0.2126 × 255 = 54.2
    }

    /// The raster step alone: greys keep their value exactly, white is 255.
    @Test func greysMapToThemselves() throws {
        var pixmap = try Pixmap(width: 256, height: 1)
        for v in 0..<256 { pixmap.setPixel(x: v, y: 0, Pixel(r: UInt8(v), g: UInt8(v), b: UInt8(v), a: 255)) }
        pixmap.replaceWithLuminance()
        for v in 0..<256 { #expect(pixmap.pixel(x: v, y: 0) == Pixel(r: UInt8(v), g: UInt8(v), b: UInt8(v), a: UInt8(v))) }
    }

    /// Switching the property between frames redraws what it changes: a
    /// damage-tracking, frame-skipping renderer matches one that redraws
    /// every pixel, frame after frame.
    @Test func switchingBetweenFramesMatchesAFullRedraw() {
        resetClock()
        let size = CGSize(width: 60, height: 20)
        let (renderer, root) = makeShownRoot(size: size)
        let (scene, mask) = maskedRow()
        scene.anchorPoint = .zero
        addCommitted(scene, to: root)
        let reference = makeFullRedrawRenderer(root, size: size)
        var t = CACurrentMediaTime()
        for step in 0..<4 {
            mask.masksWithLuminance = step % 2 == 1
            t += 0.1
            MediaClock.advance(to: t)
            renderFrame(renderer, at: t)
            renderFrame(reference, at: t)
            #expect(renderer.framePixmap?.storage == reference.framePixmap?.storage, "step \(step)")
            let expected: UInt8 = step % 2 == 1 ? 182 : 255
            #expect(renderer.framePixmap?.pixel(x: 30, y: 10)?.a == expected, "step \(step)")
        }
    }
}
