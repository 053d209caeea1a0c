import Testing
import Foundation
@testable import OpenQuartzCore
import Raster

/// `minificationFilter`, `magnificationFilter` and `minificationFilterBias`
/// on contents: nearest is point sampling, linear bilinear, trilinear
/// samples box-filtered mipmaps. Expected values are worked out by hand
/// from the sample positions: device pixel centre `i + 0.5` of a layer
/// shrinking `n` image pixels into one lands at image `u = n(i + 0.5 − x₀)`.
@MainActor struct ContentsFilterTests {
    static let whitePixel = Pixel(r: 255, g: 255, b: 255, a: 255)
    static let blackPixel = Pixel(r: 0, g: 0, b: 0, a: 255)

    /// A `side × side` checkerboard of one-pixel squares: white where x + y is even.
    static func checkerboard(_ side: Int) -> CGImage {
        var p = try! Pixmap(width: side, height: side)
        for y in 0..<side { for x in 0..<side { p.setPixel(x: x, y: y, (x + y) % 2 == 0 ? whitePixel : blackPixel) } }
        return CGImage(pixmap: p, space: CGColorSpaceCreateDeviceRGB())
    }

    /// A 32 × 32 checkerboard shrunk 4× into an 8 × 8 layer at `origin`,
    /// drawn with `filter` (and `bias`) on a transparent 10 × 10 root.
    func shrunk(_ filter: CALayerContentsFilter, bias: Float = 0, origin: CGFloat = 0) -> Pixmap {
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
        let layer = CALayer()
        layer.frame = CGRect(x: origin, y: origin, width: 8, height: 8)
        layer.contents = Self.checkerboard(32)
        layer.minificationFilter = filter
        layer.minificationFilterBias = bias
        root.addSublayer(layer)
        return renderModel(root)
    }

    /// Pixel centres at u = 4i + 2: nearest takes pixel 4i + 2 (x + y even:
    /// white); bilinear weighs columns and rows 4i + 1, 4i + 2 by ½ each, two
    /// white and two black: 127.5 → 128; trilinear at λ = log₂ 4 = 2 reads
    /// level 2, whose pixels average 4 × 4 squares: 128.
    @Test func shrunkFourTimesAtSquareCorners() {
        let nearest = shrunk(.nearest), linear = shrunk(.linear), trilinear = shrunk(.trilinear)
        for (x, y) in [(1, 1), (2, 5), (6, 3)] {
            #expect(nearest.pixel(x: x, y: y) == Self.whitePixel, "(\(x), \(y))")
            #expect(close(linear.pixel(x: x, y: y), Pixel(r: 128, g: 128, b: 128, a: 255)), "(\(x), \(y))")
            #expect(close(trilinear.pixel(x: x, y: y), Pixel(r: 128, g: 128, b: 128, a: 255)), "(\(x), \(y))")
        }
    }

    /// Moved by ⅛ point, pixel centres land on image pixel centres
    /// u = 4i + 1.5: bilinear returns that one pixel (4i + 1, 4j + 1: white)
    /// — the aliasing mipmaps exist to avoid — while trilinear still gives
    /// the 4 × 4 mean, 128.
    @Test func trilinearAveragesWhereBilinearAliases() {
        let linear = shrunk(.linear, origin: 0.125), trilinear = shrunk(.trilinear, origin: 0.125)
        for (x, y) in [(1, 1), (3, 6), (7, 2)] {
            #expect(linear.pixel(x: x, y: y) == Self.whitePixel, "(\(x), \(y))")
            #expect(close(trilinear.pixel(x: x, y: y), Pixel(r: 128, g: 128, b: 128, a: 255)), "(\(x), \(y))")
        }
    }

    /// The bias shifts λ = 2 + bias: −2 reads level 0 (bilinear: white at
    /// these centres), −1 level 1 (2 × 2 means: 128), −1.5 half of each:
    /// 255 · ½ + 128 · ½ = 191.5 (the mix rounds to 192).
    @Test func biasShiftsTheLevel() {
        let level0 = shrunk(.trilinear, bias: -2, origin: 0.125)
        let level1 = shrunk(.trilinear, bias: -1, origin: 0.125)
        let between = shrunk(.trilinear, bias: -1.5, origin: 0.125)
        #expect(level0.pixel(x: 3, y: 3) == Self.whitePixel)
        #expect(close(level1.pixel(x: 3, y: 3), Pixel(r: 128, g: 128, b: 128, a: 255)))
        #expect(close(between.pixel(x: 3, y: 3), Pixel(r: 192, g: 192, b: 192, a: 255)))
    }

    /// A 2 × 1 image (red, blue) magnified 8× into 16 × 8: nearest switches
    /// colour exactly between pixels 7 and 8; linear ramps (pixel 7: its
    /// centre 7.5 / 8 = 0.9375 is 0.4375 past the red pixel's centre:
    /// red 255 · 0.5625 = 143.4, blue 111.6).
    @Test func magnifiedNearestHasHardEdges() {
        func magnified(_ filter: CALayerContentsFilter) -> Pixmap {
            let root = CALayer()
            root.bounds = CGRect(x: 0, y: 0, width: 16, height: 8)
            let layer = CALayer()
            layer.frame = root.bounds
            layer.contents = splitImage(2, 1)
            layer.magnificationFilter = filter
            root.addSublayer(layer)
            return renderModel(root)
        }
        let nearest = magnified(.nearest), linear = magnified(.linear)
        for y in [0, 4, 7] {
            #expect(nearest.pixel(x: 0, y: y) == opaqueRed && nearest.pixel(x: 7, y: y) == opaqueRed)
            #expect(nearest.pixel(x: 8, y: y) == opaqueBlue && nearest.pixel(x: 15, y: y) == opaqueBlue)
            #expect(close(linear.pixel(x: 7, y: y), Pixel(r: 143, g: 0, b: 112, a: 255)))
        }
    }

    /// The chain: each level half the last (rounded up) down to 1 × 1, an
    /// odd edge averaging the pixels that exist.
    @Test func mipChainHalvesByBoxFilter() {
        var p = try! Pixmap(width: 5, height: 3)
        for y in 0..<3 { for x in 0..<5 { p.setPixel(x: x, y: y, Pixel(r: UInt8(x * 40), g: UInt8(y * 100), b: 0, a: 255)) } }
        let chain = MipChain(p)
        #expect(chain.levels.map { [$0.width, $0.height] } == [[5, 3], [3, 2], [2, 1], [1, 1]])
        // Level 1, (0, 0): columns 0, 40 and rows 0, 100 → (20, 50).
        #expect(chain.levels[1].pixel(x: 0, y: 0) == Pixel(r: 20, g: 50, b: 0, a: 255))
        // Level 1, (2, 1): column 4 and row 2 alone → (160, 200).
        #expect(chain.levels[1].pixel(x: 2, y: 1) == Pixel(r: 160, g: 200, b: 0, a: 255))
    }

    /// The chain is built once per image and kept while the image is drawn.
    @Test func mipmapsAreBuiltOncePerImage() {
        let compositor = Compositor(time: nil)
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
        let image = Self.checkerboard(32)
        for x in [0.0, 2.0] {
            let layer = CALayer()
            layer.frame = CGRect(x: x, y: 0, width: 8, height: 8)
            layer.contents = image
            layer.minificationFilter = .trilinear
            root.addSublayer(layer)
        }
        let first = compositor.caches.mipmaps.chain(of: image)
        _ = compositorFrame(root, compositor, width: 10, height: 10)
        #expect(compositor.caches.mipmaps.count == 1)
        #expect(compositor.caches.mipmaps.chain(of: image) === first)
    }

    /// A non-finite bias is refused with a diagnostic and 0 is used.
    @Test func nonFiniteBiasIsRefused() {
        let layer = CALayer()
        let (_, messages) = CGDiagnostics.capture { layer.minificationFilterBias = .nan }
        #expect(layer.minificationFilterBias == 0)
        #expect(messages.count == 1)
        layer.minificationFilterBias = -1.5
        #expect(layer.value(forKey: "minificationFilterBias") as? Float == -1.5)
        #expect(CALayer(layer: layer).minificationFilterBias == -1.5)
        let (_, more) = CGDiagnostics.capture { layer.minificationFilterBias = .infinity }
        #expect(layer.minificationFilterBias == 0 && more.count == 1)
    }
}
