import Testing
import Foundation
@testable import OpenQuartzCore
import LayerTestSupport
import Raster

extension GlobalClockSuite {
/// `allowsEdgeAntialiasing` false (the default, as on iOS): a rotated
/// layer's background, border and contents cover exactly the pixels whose
/// centres are inside them; true: their edges are antialiased.
@Suite @MainActor struct AliasedEdgeTests {
    /// A 40 × 30 red layer turned by 30° about its centre at (50, 50) on a
    /// white 100 × 100 root.
    func render(allowsEdgeAntialiasing: Bool, configure: (CALayer) -> Void = { _ in }) -> Pixmap {
        resetClock()
        let (renderer, root) = makeShownRoot(size: CGSize(width: 100, height: 100))
        CATransaction.setDisableActions(true)
        root.backgroundColor = white
        let layer = CALayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 40, height: 30)
        layer.position = CGPoint(x: 50, y: 50)
        layer.transform = CATransform3DMakeRotation(.pi / 6, 0, 0, 1)
        layer.backgroundColor = red
        layer.allowsEdgeAntialiasing = allowsEdgeAntialiasing
        configure(layer)
        root.addSublayer(layer)
        MediaClock.advance(by: 0)
        renderFrame(renderer, at: CACurrentMediaTime())
        return renderer.framePixmap!
    }

    /// Whether the pixel centre (x + ½, y + ½) lies inside the turned layer,
    /// inset by `inset` (negative grows it): rotated back by −30° about the centre.
    func inside(_ x: Int, _ y: Int, inset: Double = 0) -> Bool {
        let dx = Double(x) + 0.5 - 50, dy = Double(y) + 0.5 - 50
        let c = cos(Double.pi / 6), s = sin(Double.pi / 6)
        let u = c * dx + s * dy, v = -s * dx + c * dy
        return abs(u) < 20 - inset && abs(v) < 15 - inset
    }

    @Test func aRotatedLayersBackgroundCoversPixelsByTheirCentres() {
        let p = render(allowsEdgeAntialiasing: false)
        var mismatches = 0
        for y in 0..<100 { for x in 0..<100 {
            // Centres within 1e-6 of an edge could go either way by rounding.
            if inside(x, y, inset: 1e-6) != inside(x, y, inset: -1e-6) { continue }
            if p.pixel(x: x, y: y) != (inside(x, y) ? opaqueRed : Pixel(r: 255, g: 255, b: 255, a: 255)) { mismatches += 1 }
        } }
        #expect(mismatches == 0)
    }

    @Test func withEdgeAntialiasingTheEdgesArePartlyCovered() {
        let p = render(allowsEdgeAntialiasing: true)
        var partial = 0
        for y in 0..<100 { for x in 0..<100 {
            let px = p.pixel(x: x, y: y)!
            if px != opaqueRed && px != Pixel(r: 255, g: 255, b: 255, a: 255) { partial += 1 }
        } }
        // The perimeter is 140 points long: about that many edge pixels are blends.
        #expect(partial > 100)
        // Well inside and well outside are the same as aliased.
        #expect(p.pixel(x: 50, y: 50) == opaqueRed && p.pixel(x: 5, y: 5) == Pixel(r: 255, g: 255, b: 255, a: 255))
    }

    @Test func bordersAndContentsAreAliasedToo() {
        // A blue 3-point border and an all-green image as contents (no background).
        var image = try! Pixmap(width: 4, height: 4)
        for y in 0..<4 { for x in 0..<4 { image.setPixel(x: x, y: y, opaqueGreen) } }
        let p = render(allowsEdgeAntialiasing: false) { layer in
            layer.backgroundColor = nil
            layer.borderWidth = 3
            layer.borderColor = blue
            layer.contents = CGImage(pixmap: image, space: CGColorSpaceCreateDeviceRGB())
        }
        var mismatches = 0
        for y in 0..<100 { for x in 0..<100 {
            if inside(x, y, inset: 1e-6) != inside(x, y, inset: -1e-6)
                || inside(x, y, inset: 3 + 1e-6) != inside(x, y, inset: 3 - 1e-6) { continue }
            let expected = !inside(x, y) ? Pixel(r: 255, g: 255, b: 255, a: 255)
                : (inside(x, y, inset: 3) ? opaqueGreen : opaqueBlue)
            if p.pixel(x: x, y: y) != expected { mismatches += 1 }
        } }
        #expect(mismatches == 0)
    }

    /// Allowing antialiasing, turning and straightening between frames:
    /// each tracked frame equals a fresh full redraw (damage sees the change).
    @Test func changesBetweenFramesMatchAFullRedraw() {
        resetClock()
        let size = CGSize(width: 80, height: 60)
        let (tracked, root) = makeShownRoot(size: size)
        root.backgroundColor = white
        let layer = solidLayer(CGRect(x: 20, y: 15, width: 40, height: 30), red)
        layer.borderWidth = 2
        layer.borderColor = blue
        layer.transform = CATransform3DMakeRotation(0.4, 0, 0, 1)
        root.addSublayer(layer)
        MediaClock.advance(by: 1)
        let t0 = CACurrentMediaTime()
        renderFrame(tracked, at: t0)
        let steps: [() -> Void] = [
            { layer.allowsEdgeAntialiasing = true },
            { layer.allowsEdgeAntialiasing = false },
            { layer.transform = CATransform3DIdentity },
            { layer.transform = CATransform3DMakeRotation(-0.2, 0, 0, 1) },
        ]
        expectStepsMatchAFullRedraw(tracked, root, size: size, from: t0, steps)
    }

    /// An axis-aligned layer (here a quarter turn) is not affected.
    @Test func aQuarterTurnIsAxisAligned() {
        #expect(Transform.rotation(.pi / 2).isAxisAligned && Transform.scale(2, 3).isAxisAligned)
        #expect(!Transform.rotation(.pi / 6).isAxisAligned)
        #expect(!Transform(a: 1, b: 0, c: 0.2, d: 1, tx: 0, ty: 0).isAxisAligned)
    }
}
}
