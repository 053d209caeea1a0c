import Testing
import Foundation
@testable import OpenQuartzCore
import LayerTestSupport
import Raster

/// Image contents and radial and conic ramps kept between frames
/// (`SamplesCache`) draw the pixels of shading them every frame, byte for byte.
@Suite @MainActor struct CompositorContentsCacheTests {
    /// A 9×7 image with varied colours and alpha.
    func picture() -> CGImage {
        var p = try! Pixmap(width: 9, height: 7)
        for y in 0..<7 {
            for x in 0..<9 {
                let a = UInt8(120 + (x * 17 + y * 29) % 136)
                p.setPixel(x: x, y: y, Pixel(r: UInt8(Int(a) * x / 9), g: UInt8(Int(a) * y / 7), b: a / 2, a: a))
            }
        }
        return CGImage(pixmap: p, space: CGColorSpaceCreateDeviceRGB())
    }

    func imageLayer(_ image: CGImage, _ frame: CGRect) -> CALayer {
        let l = CALayer()
        l.frame = frame
        l.contents = image
        return l
    }

    func scene(_ image: CGImage) -> (CALayer, moving: CALayer) {
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 160, height: 120)
        root.backgroundColor = CGColor(red: 0.8, green: 0.85, blue: 0.9, alpha: 1)
        let moving = imageLayer(image, CGRect(x: 3.3, y: 4.7, width: 9, height: 7))        // 1:1, fractional
        root.addSublayer(moving)
        root.addSublayer(imageLayer(image, CGRect(x: 20.25, y: 5.6, width: 31.7, height: 22.1)))   // magnified
        root.addSublayer(imageLayer(image, CGRect(x: 60.1, y: 8.9, width: 5.3, height: 3.2)))     // minified
        let faded = imageLayer(image, CGRect(x: 80.4, y: 10.2, width: 20, height: 15))
        faded.opacity = 0.45
        root.addSublayer(faded)
        let nearest = imageLayer(image, CGRect(x: 110.5, y: 3.5, width: 27, height: 21))
        nearest.magnificationFilter = .nearest
        root.addSublayer(nearest)
        // Inside a rounded clip (partly clipped: coverage and clip as drawn directly) and a flipped one.
        let clip = CALayer()
        clip.frame = CGRect(x: 10, y: 50, width: 60, height: 50)
        clip.cornerRadius = 20
        clip.masksToBounds = true
        clip.addSublayer(imageLayer(image, CGRect(x: -3.5, y: 2.25, width: 40, height: 30)))
        clip.addSublayer(imageLayer(image, CGRect(x: 22.2, y: 20.3, width: 12, height: 9)))   // clear of the corners
        root.addSublayer(clip)
        let flipped = imageLayer(image, CGRect(x: 90.3, y: 60.6, width: 30, height: 20))
        flipped.setAffineTransform(CGAffineTransform(scaleX: -1, y: 1))
        root.addSublayer(flipped)
        // A replicator draws the same model layer three times a frame.
        let rep = CAReplicatorLayer()
        rep.frame = CGRect(x: 0, y: 100, width: 160, height: 20)
        rep.instanceCount = 3
        rep.instanceTransform = CATransform3DMakeTranslation(25.5, 0.25, 0)
        rep.addSublayer(imageLayer(image, CGRect(x: 2.2, y: 2.2, width: 18, height: 14)))
        root.addSublayer(rep)
        return (root, moving)
    }

    func render(_ root: CALayer, _ compositor: Compositor, scale: Double) -> Pixmap {
        let canvas = try! Canvas(width: Int(160 * scale), height: Int(120 * scale))
        compositor.render(root, into: canvas, base: .scale(scale, scale), includeRootGeometry: false)
        return canvas.pixmap
    }

    private func channelDistance(_ p: UInt32, _ q: UInt32) -> Int {
        stride(from: 0, to: 32, by: 8).map { abs(Int((p >> UInt32($0)) & 0xFF) - Int((q >> UInt32($0)) & 0xFF)) }.max()!
    }

    @Test func cachedContentsDrawTheSamePixelsFrameAfterFrame() {
        let image = picture()
        for scale in [1.0, 1.5] {
            let (root, moving) = scene(image)
            let cached = Compositor(time: nil), direct = Compositor(time: nil)
            direct.options.usesContentsCache = false
            for step in 0..<4 {
                if step == 2 { moving.position.x += 0.37 }          // a new sub-pixel phase
                if step == 3 { moving.position.x += 2 }             // the same phase, whole pixels on
                let a = render(root, cached, scale: scale), b = render(root, direct, scale: scale)
                #expect(a.storage == b.storage, "scale \(scale), frame \(step)")
            }
        }
    }

    @Test func keptRadialAndConicRampsDrawTheSamePixelsFrameAfterFrame() {
        func ramp(_ type: CAGradientLayerType, _ frame: CGRect, corner: CGFloat = 0) -> CAGradientLayer {
            let g = CAGradientLayer()
            g.type = type
            g.frame = frame
            g.cornerRadius = corner
            g.colors = [CGColor(red: 0.9, green: 0.2, blue: 0.1, alpha: 1), CGColor(red: 0.1, green: 0.3, blue: 0.8, alpha: 0.4),
                        CGColor(red: 1, green: 1, blue: 1, alpha: 0)]
            g.startPoint = CGPoint(x: 0.4, y: 0.55)
            g.endPoint = CGPoint(x: 1, y: 0.9)
            return g
        }
        for scale in [1.0, 1.5] {
            let root = CALayer()
            root.bounds = CGRect(x: 0, y: 0, width: 160, height: 120)
            root.backgroundColor = CGColor(red: 0.8, green: 0.85, blue: 0.9, alpha: 1)
            let moving = ramp(.radial, CGRect(x: 3.3, y: 4.7, width: 41.2, height: 30.9))
            root.addSublayer(moving)
            root.addSublayer(ramp(.conic, CGRect(x: 50.25, y: 5.6, width: 37.7, height: 42.1)))
            root.addSublayer(ramp(.radial, CGRect(x: 95.1, y: 8.9, width: 50, height: 40), corner: 9))   // rounded: drawn directly
            let faded = ramp(.radial, CGRect(x: 100.4, y: 60.2, width: 40, height: 35))
            faded.opacity = 0.45
            root.addSublayer(faded)
            let clip = CALayer()
            clip.frame = CGRect(x: 10, y: 50, width: 60, height: 50)
            clip.cornerRadius = 20
            clip.masksToBounds = true
            clip.addSublayer(ramp(.radial, CGRect(x: -3.5, y: 2.25, width: 50, height: 40)))
            root.addSublayer(clip)
            let cached = Compositor(time: nil), direct = Compositor(time: nil)
            direct.options.usesGradientCache = false
            for step in 0..<5 {
                if step == 2 { moving.position.x += 0.37 }
                if step == 3 { moving.position.x += 2 }
                if step == 4 { faded.opacity = 0.8 }
                let a = render(root, cached, scale: scale), b = render(root, direct, scale: scale)
                #expect(a.storage == b.storage, "scale \(scale), frame \(step)")
            }
        }
    }

    /// Kept lookup tables (`GradientTableCache`) shade what tables built
    /// on every draw do, and are made again when the colours, locations or
    /// opacity change.
    @Test func keptGradientTablesDrawTheSamePixelsFrameAfterFrame() {
        func ramp(_ type: CAGradientLayerType, _ frame: CGRect) -> CAGradientLayer {
            let g = CAGradientLayer()
            g.type = type
            g.frame = frame
            g.cornerRadius = 6
            g.colors = [CGColor(red: 0.9, green: 0.2, blue: 0.1, alpha: 1), CGColor(red: 0.1, green: 0.3, blue: 0.8, alpha: 0.4),
                        CGColor(red: 1, green: 1, blue: 1, alpha: 0)]
            g.startPoint = CGPoint(x: 0.1, y: 0.2)
            g.endPoint = CGPoint(x: 0.9, y: 1)
            return g
        }
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 160, height: 120)
        root.backgroundColor = CGColor(red: 0.8, green: 0.85, blue: 0.9, alpha: 1)
        let linear = ramp(.axial, CGRect(x: 3.3, y: 4.7, width: 41.2, height: 30.9))
        let radial = ramp(.radial, CGRect(x: 50.25, y: 5.6, width: 37.7, height: 42.1))
        let conic = ramp(.conic, CGRect(x: 95.1, y: 8.9, width: 50, height: 40))
        let faded = ramp(.axial, CGRect(x: 100.4, y: 60.2, width: 40, height: 35))
        faded.opacity = 0.45
        let group = CALayer()
        group.frame = CGRect(x: 10, y: 55, width: 70, height: 50)
        group.opacity = 0.6
        group.addSublayer(ramp(.axial, CGRect(x: 2, y: 3, width: 40, height: 30)))
        group.addSublayer(ramp(.axial, CGRect(x: 20.5, y: 12.5, width: 40, height: 30)))
        for l in [linear, radial, conic, faded, group] { root.addSublayer(l) }
        let cached = Compositor(time: nil), direct = Compositor(time: nil)
        direct.options.usesGradientTables = false
        for step in 0..<6 {
            if step == 2 { linear.colors = [CGColor(red: 0, green: 1, blue: 0, alpha: 1), CGColor(red: 0, green: 0, blue: 1, alpha: 1)] }
            if step == 3 { radial.locations = [0, 0.3, 1]; conic.locations = [0.2, 0.5, 0.9] }
            if step == 4 { faded.opacity = 0.8 }
            if step == 5 { group.opacity = 0.3; linear.locations = [0.4, 0.6] }
            let a = render(root, cached, scale: 1), b = render(root, direct, scale: 1)
            #expect(a.storage == b.storage, "frame \(step)")
        }
    }

    @Test func theCacheKeepsOneSlotPerDrawnLayerAndSamplesAgainOnChange() throws {
        let cache = SamplesCache(), model = CALayer()
        var takes = 0
        func key(_ tx: Double) -> SamplesKey {
            SamplesKey(values: LayerKey(layer: model.renderID, generation: 1), map: Transform(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: 0),
                       alpha: 1, x: 0, y: 0, width: 10, height: 7)
        }
        func take(_ tx: Double) -> Pixmap? {
            cache.samples(for: key(tx), width: 10, height: 7) { _ in takes += 1 }
        }
        #expect(take(0.25) != nil && takes == 1)
        #expect(take(0.25) == nil)                  // a second use in the same frame draws directly
        cache.endFrame()
        #expect(take(0.25) != nil && takes == 1)    // unchanged: not sampled again
        cache.endFrame()
        #expect(take(0.5) != nil && takes == 2)     // changed once: sampled again
        cache.endFrame()
        #expect(take(0.75) == nil && takes == 2)    // changed two frames running: drawn directly
        cache.endFrame()
        #expect(take(0.75) != nil && takes == 3)    // at rest: sampled again
    }
}
