import Testing
import Foundation
@testable import OpenQuartzCore
import LayerTestSupport
import Raster

extension GlobalClockSuite {
/// `CARenderer` frames as pixels, and `render(in:)` into bitmap contexts.
@Suite @MainActor struct RendererPixelTests {
    @Test func makeImageReturnsTheLastFrameAtTheRenderersScale() throws {
        resetClock()
        let renderer = CARenderer(size: CGSize(width: 40, height: 30), scale: 2)
        #expect(renderer.makeImage() == nil)
        let root = solidLayer(CGRect(x: 0, y: 0, width: 40, height: 30), red)
        root.addSublayer(solidLayer(CGRect(x: 10, y: 10, width: 5, height: 5), blue))
        renderer.layer = root
        renderer.beginFrame(atTime: CACurrentMediaTime())
        renderer.render()
        renderer.endFrame()
        let image = try #require(renderer.makeImage())
        #expect(image.width == 80 && image.height == 60)
        #expect(image.pixmap.pixel(x: 0, y: 0) == opaqueRed)
        #expect(image.pixmap.pixel(x: 20, y: 20) == opaqueBlue && image.pixmap.pixel(x: 29, y: 29) == opaqueBlue)
        #expect(image.pixmap.pixel(x: 30, y: 30) == opaqueRed)
    }

    /// A frame is drawn over a cleared target unless the root's opaque
    /// background covers every pixel first (then the clear is left out):
    /// either way it equals the frame a fresh renderer draws.
    @Test func framesDoNotShowThePreviousFrame() throws {
        resetClock()
        CATransaction.setDisableActions(true)   // the values set are the ones drawn
        let size = CGSize(width: 40, height: 30)
        func root(_ configure: (CALayer) -> Void) -> CALayer {
            let l = solidLayer(CGRect(x: 0, y: 0, width: 40, height: 30), CGColor(red: 0.2, green: 0.6, blue: 0.3, alpha: 1))
            l.addSublayer(solidLayer(CGRect(x: 10, y: 10, width: 5, height: 5), blue))
            configure(l)
            return l
        }
        let roots = [
            root { _ in },                                                       // covers: no clear
            root { $0.frame = CGRect(x: -3.5, y: -2.25, width: 50, height: 40) }, // covers, larger
            root { $0.frame = CGRect(x: 0.5, y: 0, width: 40, height: 30) },      // a column uncovered
            root { $0.backgroundColor = CGColor(red: 0.2, green: 0.6, blue: 0.3, alpha: 0.5) },
            root { $0.cornerRadius = 6 },
            root { $0.opacity = 0.7 },
            root { $0.shadowOpacity = 0.5 },
            root { $0.isHidden = true },
            root { $0.setAffineTransform(CGAffineTransform(rotationAngle: 0.2)) },
        ]
        let previous = root { $0.backgroundColor = red; $0.frame = CGRect(x: -5, y: -5, width: 50, height: 40) }
        let t = CACurrentMediaTime()
        func frame(_ renderer: CARenderer, _ layer: CALayer) -> [UInt32] {
            renderer.layer = layer
            renderer.beginFrame(atTime: t); renderer.render(); renderer.endFrame()
            return renderer.framePixmap?.storage ?? []
        }
        for (i, layer) in roots.enumerated() {
            let reused = CARenderer(size: size)
            _ = frame(reused, previous)
            let expected = frame(CARenderer(size: size), layer)
            #expect(!expected.isEmpty && frame(reused, layer) == expected, "root \(i)")
        }
    }

    @Test func theRootIsPlacedByItsOwnGeometry() throws {
        resetClock()
        let renderer = CARenderer(size: CGSize(width: 40, height: 40))
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 40, height: 40)   // position (0, 0): centred on the corner
        root.backgroundColor = red
        renderer.layer = root
        renderer.beginFrame(atTime: CACurrentMediaTime()); renderer.render(); renderer.endFrame()
        let p = try #require(renderer.makeImage()).pixmap
        #expect(p.pixel(x: 5, y: 5) == opaqueRed && p.pixel(x: 25, y: 25)!.a == 0)
    }

    @Test func framesShowAnimatedValuesAtTheFrameTime() throws {
        resetClock()
        let (renderer, root) = makeInterfaceRoot(size: CGSize(width: 100, height: 20))
        CATransaction.setDisableActions(true)   // no implicit move of the root
        root.position = CGPoint(x: 50, y: 10)
        let box = solidLayer(CGRect(x: 0, y: 5, width: 10, height: 10), blue)
        addCommitted(box, to: root)
        let start = CACurrentMediaTime()
        let move = CABasicAnimation(keyPath: "position.x")
        move.fromValue = 5
        move.toValue = 85
        move.duration = 1
        box.add(move, forKey: "move")
        MediaClock.advance(by: 0)
        for (dt, x) in [(0.25, 25), (0.5, 45), (0.75, 65)] {
            renderer.beginFrame(atTime: start + dt); renderer.render(); renderer.endFrame()
            let p = try #require(renderer.makeImage()).pixmap
            // The 10-point box centred at 5 + 80·dt.
            #expect(p.pixel(x: x - 5, y: 10) == opaqueBlue && p.pixel(x: x + 4, y: 10) == opaqueBlue)
            #expect(p.pixel(x: x - 6, y: 10)!.a == 0 && p.pixel(x: x + 5, y: 10)!.a == 0)
        }
    }

    @Test func emitterParticlesAreDrawnTinted() throws {
        resetClock()
        let (renderer, root) = makeInterfaceRoot(size: CGSize(width: 100, height: 100))
        CATransaction.setDisableActions(true)
        root.position = CGPoint(x: 50, y: 50)
        let emitter = CAEmitterLayer()
        emitter.frame = root.bounds
        emitter.emitterPosition = CGPoint(x: 50, y: 50)
        let cell = CAEmitterCell()
        cell.contents = splitImage(4, 4, left: Pixel(r: 255, g: 255, b: 255, a: 255), right: Pixel(r: 255, g: 255, b: 255, a: 255))
        cell.birthRate = 10
        cell.lifetime = 10
        cell.velocity = 0
        cell.color = CGColor(red: 0, green: 1, blue: 0, alpha: 1)
        emitter.emitterCells = [cell]
        addCommitted(emitter, to: root)
        MediaClock.advance(by: 1)
        renderer.beginFrame(atTime: CACurrentMediaTime()); renderer.render(); renderer.endFrame()
        let p = try #require(renderer.makeImage()).pixmap
        // Particles sit still at the emitter position: a 4 × 4 green square.
        #expect(p.pixel(x: 49, y: 49) == opaqueGreen && p.pixel(x: 50, y: 50) == opaqueGreen)
        #expect(p.pixel(x: 45, y: 50)!.a == 0)
    }

    @Test func renderInContextUsesTheCTMAsIs() throws {
        resetClock()
        let layer = solidLayer(CGRect(x: 0, y: 0, width: 10, height: 10), blue)
        layer.addSublayer(solidLayer(CGRect(x: 0, y: 0, width: 10, height: 2), red))   // a red strip at the top
        let ctx = try #require(CGContext(data: nil, width: 10, height: 10, bitsPerComponent: 8, bytesPerRow: 0,
                                         space: CGColorSpaceCreateDeviceRGB(),
                                         bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue))
        layer.render(in: ctx)
        var rows = try #require(ctx.makeImage()).pixmap
        // A plain bitmap context is y-up: the strip lands in the last rows of memory.
        #expect(rows.pixel(x: 5, y: 9) == opaqueRed && rows.pixel(x: 5, y: 0) == opaqueBlue)
        ctx.translateBy(x: 0, y: 10)
        ctx.scaleBy(x: 1, y: -1)   // flipped, as UIKit's image contexts are
        layer.render(in: ctx)
        rows = try #require(ctx.makeImage()).pixmap
        #expect(rows.pixel(x: 5, y: 0) == opaqueRed && rows.pixel(x: 5, y: 9) == opaqueBlue)
    }

    @Test func renderInContextOfAPresentationCopyShowsAnimatedValues() throws {
        resetClock()
        let (_, root) = makeInterfaceRoot(size: CGSize(width: 20, height: 20))
        let box = solidLayer(CGRect(x: 0, y: 0, width: 20, height: 20), red)
        addCommitted(box, to: root)
        let fade = CABasicAnimation(keyPath: "backgroundColor")
        fade.fromValue = red
        fade.toValue = blue
        fade.duration = 1
        box.add(fade, forKey: nil)
        MediaClock.advance(by: 0.5)
        let ctx = try #require(CGContext(data: nil, width: 20, height: 20, bitsPerComponent: 8, bytesPerRow: 0,
                                         space: CGColorSpaceCreateDeviceRGB(),
                                         bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue))
        box.render(in: ctx)
        #expect(try #require(ctx.makeImage()).pixmap.pixel(x: 5, y: 5) == opaqueRed)   // model values
        try #require(box.presentation()).render(in: ctx)
        #expect(close(try #require(ctx.makeImage()).pixmap.pixel(x: 5, y: 5), Pixel(r: 128, g: 0, b: 128, a: 255), 2))
    }

    @Test func contentsAnimationsCrossDissolve() throws {
        resetClock()
        let (renderer, root) = makeInterfaceRoot(size: CGSize(width: 20, height: 20))
        CATransaction.setDisableActions(true)
        root.position = CGPoint(x: 10, y: 10)
        let layer = CALayer()
        layer.frame = root.bounds
        layer.contents = splitImage(4, 4, left: opaqueRed, right: opaqueRed)
        addCommitted(layer, to: root)
        // Explicit: red → blue over one second.
        let fade = CABasicAnimation(keyPath: "contents")
        fade.fromValue = splitImage(4, 4, left: opaqueRed, right: opaqueRed)
        fade.toValue = splitImage(4, 4, left: opaqueBlue, right: opaqueBlue)
        fade.duration = 1
        layer.add(fade, forKey: nil)
        MediaClock.advance(by: 0)
        let start = CACurrentMediaTime()
        renderer.beginFrame(atTime: start + 0.25); renderer.render(); renderer.endFrame()
        #expect(close(try #require(renderer.makeImage()).pixmap.pixel(x: 10, y: 10), Pixel(r: 191, g: 0, b: 64, a: 255), 2))
        // Implicit: a new image fades in over the default quarter second.
        MediaClock.advance(by: 2)
        layer.removeAllAnimations()
        layer.contents = splitImage(4, 4, left: opaqueGreen, right: opaqueGreen)
        MediaClock.advance(by: 0)
        let t0 = CACurrentMediaTime()
        renderer.beginFrame(atTime: t0 + 0.125); renderer.render(); renderer.endFrame()
        #expect(close(try #require(renderer.makeImage()).pixmap.pixel(x: 10, y: 10), Pixel(r: 128, g: 128, b: 0, a: 255), 2))
    }
}
}
