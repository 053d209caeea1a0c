import Testing
import Foundation
@testable import OpenQuartzCore
import LayerTestSupport
import Raster

/// A `width × height` image of one-pixel squares, black and white
/// alternating (black at (0, 0)).
func checkerImage(_ width: Int, _ height: Int) -> CGImage {
    var p = try! Pixmap(width: width, height: height)
    let black = Pixel(r: 0, g: 0, b: 0, a: 255), whitePixel = Pixel(r: 255, g: 255, b: 255, a: 255)
    for y in 0..<height { for x in 0..<width { p.setPixel(x: x, y: y, (x + y) % 2 == 0 ? black : whitePixel) } }
    return CGImage(pixmap: p, space: CGColorSpaceCreateDeviceRGB())
}

extension GlobalClockSuite {
/// `shouldRasterize`: the subtree is drawn once into a bitmap of
/// `rasterizationScale` pixels per point and composited from it while
/// nothing inside changes.
@Suite @MainActor struct RasterizationTests {
    /// A 40 × 40 container at (20, 20) on a white 100 × 80 root, holding a
    /// red square, a blue rounded square with a green border, and a
    /// semi-transparent yellow square over both.
    func scene() -> (CARenderer, CALayer, CALayer, [CALayer]) {
        let (renderer, root) = makeShownRoot(size: CGSize(width: 100, height: 80))
        CATransaction.setDisableActions(true)
        root.backgroundColor = white
        let box = CALayer()
        box.frame = CGRect(x: 20, y: 20, width: 40, height: 40)
        let a = solidLayer(CGRect(x: 0, y: 0, width: 20, height: 20), red)
        let b = solidLayer(CGRect(x: 14, y: 10, width: 22, height: 22), blue)
        b.cornerRadius = 6; b.borderWidth = 2; b.borderColor = green
        let c = solidLayer(CGRect(x: 8, y: 24, width: 12, height: 12), CGColor(red: 1, green: 1, blue: 0, alpha: 0.5))
        for l in [a, b, c] { box.addSublayer(l) }
        root.addSublayer(box)
        MediaClock.advance(by: 0)
        return (renderer, root, box, [a, b, c])
    }

    func rasterizations(_ r: CARenderer) -> Int { r.compositor.caches.rasterized.rasterizations }

    @Test func atScaleOneTheBitmapShowsWhatDrawingDirectlyShows() {
        resetClock()
        let (renderer, _, box, _) = scene()
        let t0 = CACurrentMediaTime()
        renderFrame(renderer, at: t0)
        let direct = renderer.framePixmap!
        CATransaction.setDisableActions(true)
        box.shouldRasterize = true
        renderFrame(renderer, at: t0 + 0.1)
        #expect(rasterizations(renderer) == 1)
        let rasterized = renderer.framePixmap!
        var worst = 0
        for y in 0..<80 { for x in 0..<100 {
            let p = direct.pixel(x: x, y: y)!, q = rasterized.pixel(x: x, y: y)!
            worst = max(worst, abs(Int(p.r) - Int(q.r)), abs(Int(p.g) - Int(q.g)), abs(Int(p.b) - Int(q.b)), abs(Int(p.a) - Int(q.a)))
        } }
        #expect(worst <= 1)                                         // 8-bit rounding of (A over B) over C only
        #expect(rasterized.pixel(x: 25, y: 25) == opaqueRed)
        #expect(rasterized.pixel(x: 45, y: 40) == opaqueBlue)        // inside b
    }

    @Test func theBitmapIsKeptWhileNothingInsideChanges() {
        resetClock()
        let (renderer, root, box, kids) = scene()
        CATransaction.setDisableActions(true)
        box.shouldRasterize = true
        let sprite = solidLayer(CGRect(x: 80, y: 60, width: 10, height: 10), green)
        root.addSublayer(sprite)
        MediaClock.advance(by: 0)
        let t0 = CACurrentMediaTime()
        renderFrame(renderer, at: t0)
        #expect(rasterizations(renderer) == 1)
        // Something else changes: frames are drawn, the bitmap is reused.
        for i in 1...3 {
            CATransaction.setDisableActions(true)
            sprite.position.x -= 2
            renderFrame(renderer, at: t0 + 0.1 * Double(i))
        }
        #expect(rasterizations(renderer) == 1)
        // The rasterized layer itself moves and fades by animation: only the composite changes.
        let move = CABasicAnimation(keyPath: "position")
        move.fromValue = CGPoint(x: 40, y: 40); move.toValue = CGPoint(x: 60, y: 40); move.duration = 1
        box.add(move, forKey: "move")
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 1; fade.toValue = 0.5; fade.duration = 1
        box.add(fade, forKey: "fade")
        MediaClock.advance(by: 0)
        let t1 = CACurrentMediaTime()
        renderFrame(renderer, at: t1)
        let afterAdding = rasterizations(renderer)                   // adding animations is a commit of the layer
        renderFrame(renderer, at: t1 + 0.5)
        renderFrame(renderer, at: t1 + 0.75)                         // position (55, 40): box at x 35…75
        #expect(rasterizations(renderer) == afterAdding)
        // The red square at x 35…55, opacity 1 − 0.5 × 0.75 = 0.625 over white: g = b = 255 × 0.375.
        #expect(close(renderer.framePixmap!.pixel(x: 40, y: 25), Pixel(r: 255, g: 96, b: 96, a: 255), 2))
        #expect(kids.count == 3)
    }

    @Test func aChangeInsideRasterizesAgainAndThePixelsFollow() {
        resetClock()
        let (renderer, _, box, kids) = scene()
        CATransaction.setDisableActions(true)
        box.shouldRasterize = true
        MediaClock.advance(by: 0)
        let t0 = CACurrentMediaTime()
        renderFrame(renderer, at: t0)
        #expect(rasterizations(renderer) == 1)
        #expect(renderer.framePixmap!.pixel(x: 25, y: 25) == opaqueRed)
        // The red square moves down 20 inside the container.
        CATransaction.setDisableActions(true)
        kids[0].position.y += 20                                    // y 0…20 → 20…40
        renderFrame(renderer, at: t0 + 0.1)
        #expect(rasterizations(renderer) == 2)
        let p = renderer.framePixmap!
        #expect(p.pixel(x: 25, y: 25) == Pixel(r: 255, g: 255, b: 255, a: 255))   // white root showing
        #expect(p.pixel(x: 22, y: 50) == opaqueRed)
        // Removing a sublayer, then adding one, each draws the bitmap again.
        CATransaction.setDisableActions(true)
        kids[2].removeFromSuperlayer()
        renderFrame(renderer, at: t0 + 0.2)
        #expect(rasterizations(renderer) == 3)
        CATransaction.setDisableActions(true)
        box.addSublayer(solidLayer(CGRect(x: 30, y: 0, width: 10, height: 8), green))
        renderFrame(renderer, at: t0 + 0.3)
        #expect(rasterizations(renderer) == 4)
        #expect(renderer.framePixmap!.pixel(x: 55, y: 22) == opaqueGreen)
        // A grandchild's change reaches the container's bitmap too.
        let grandchild = solidLayer(CGRect(x: 2, y: 2, width: 4, height: 4), green)
        CATransaction.setDisableActions(true)
        kids[1].addSublayer(grandchild)
        renderFrame(renderer, at: t0 + 0.4)
        #expect(rasterizations(renderer) == 5)
        CATransaction.setDisableActions(true)
        grandchild.backgroundColor = red
        renderFrame(renderer, at: t0 + 0.5)
        #expect(rasterizations(renderer) == 6)
        #expect(renderer.framePixmap!.pixel(x: 38, y: 34) == opaqueRed)            // b (34, 30) + (4, 4): inside the border's inner corner
    }

    @Test func anAnimationInsideRasterizesEveryFrame() {
        resetClock()
        let (renderer, _, box, kids) = scene()
        CATransaction.setDisableActions(true)
        box.shouldRasterize = true
        let slide = CABasicAnimation(keyPath: "position.x")
        slide.fromValue = 10; slide.toValue = 30; slide.duration = 1
        kids[0].add(slide, forKey: "slide")
        MediaClock.advance(by: 0)
        let t0 = CACurrentMediaTime()
        renderFrame(renderer, at: t0)
        let first = rasterizations(renderer)
        renderFrame(renderer, at: t0 + 0.5)                        // red at x 10…30 in the box: 30…50
        #expect(rasterizations(renderer) == first + 1)
        #expect(renderer.framePixmap!.pixel(x: 31, y: 25) == opaqueRed)
        #expect(renderer.framePixmap!.pixel(x: 28, y: 25) == Pixel(r: 255, g: 255, b: 255, a: 255))
    }

    /// A 32 × 32 checkerboard of one-point squares, rasterized at 0.25:
    /// each bitmap pixel holds a 4 × 4 block, magnified back with the
    /// nearest filter — every 4 × 4 block of device pixels is one colour.
    @Test func aLowScaleIsVisiblyPixelated() {
        resetClock()
        let (renderer, root) = makeShownRoot(size: CGSize(width: 64, height: 64))
        CATransaction.setDisableActions(true)
        let board = CALayer()
        board.frame = CGRect(x: 16, y: 16, width: 32, height: 32)
        board.contents = checkerImage(32, 32)
        board.magnificationFilter = .nearest
        let holder = CALayer()
        holder.frame = CGRect(x: 0, y: 0, width: 64, height: 64)
        holder.addSublayer(board)
        root.addSublayer(holder)
        MediaClock.advance(by: 0)
        let t0 = CACurrentMediaTime()
        renderFrame(renderer, at: t0)
        let fine = renderer.framePixmap!
        #expect(fine.pixel(x: 16, y: 16)!.r == 0 && fine.pixel(x: 17, y: 16)!.r == 255)   // the pattern alternates
        CATransaction.setDisableActions(true)
        holder.shouldRasterize = true
        holder.rasterizationScale = 0.25
        holder.magnificationFilter = .nearest
        renderFrame(renderer, at: t0 + 0.1)
        let coarse = renderer.framePixmap!
        for by in stride(from: 16, to: 48, by: 4) {
            for bx in stride(from: 16, to: 48, by: 4) {
                let c = coarse.pixel(x: bx, y: by)!
                for y in by..<by + 4 { for x in bx..<bx + 4 { #expect(coarse.pixel(x: x, y: y) == c) } }
                #expect(c.r > 60 && c.r < 195 && c.a == 255)        // a grey: black and white mixed, not either
            }
        }
        // Linear magnification (the default): smooth, still no black or white pixel left.
        CATransaction.setDisableActions(true)
        holder.magnificationFilter = .linear
        renderFrame(renderer, at: t0 + 0.2)
        let smooth = renderer.framePixmap!
        for y in 20..<44 { for x in 20..<44 { #expect(smooth.pixel(x: x, y: y)!.r > 40 && smooth.pixel(x: x, y: y)!.r < 215) } }
    }

    /// The default scale is 1, not the target's: on a 2× target a sharp
    /// edge comes out soft (magnified), as on iOS; at the target's scale it is sharp.
    @Test func theDefaultScaleIsOneNotTheTargets() {
        resetClock()
        let (renderer, root) = makeInterfaceRoot(size: CGSize(width: 40, height: 20))
        let twice = CARenderer(size: CGSize(width: 40, height: 20), scale: 2)
        twice.options.skipsUnchangedFrames = false
        twice.layer = root
        CATransaction.setDisableActions(true)
        root.position = CGPoint(x: 20, y: 10)
        let holder = CALayer()
        holder.frame = CGRect(x: 0, y: 0, width: 40, height: 20)
        holder.addSublayer(solidLayer(CGRect(x: 0, y: 0, width: 10, height: 20), red))   // edge at x 10 pt = 20 px
        holder.shouldRasterize = true
        root.addSublayer(holder)
        MediaClock.advance(by: 0)
        _ = renderer
        renderFrame(twice, at: CACurrentMediaTime())
        var p = twice.framePixmap!
        // Bilinear magnification ×2 of a bitmap edge: the device pixel across the edge is partly red.
        #expect(p.pixel(x: 20, y: 10)!.a > 0 && p.pixel(x: 20, y: 10)!.a < 255)
        CATransaction.setDisableActions(true)
        holder.rasterizationScale = 2
        renderFrame(twice, at: CACurrentMediaTime() + 0.1)
        p = twice.framePixmap!
        #expect(p.pixel(x: 19, y: 10) == opaqueRed && p.pixel(x: 20, y: 10)!.a == 0)
    }

    @Test(arguments: [CGFloat(0), -2, .nan, .infinity])
    func aBadScaleIsReportedOnceAndDrawnAtOne(_ scale: CGFloat) {
        resetClock()
        let (renderer, _, box, _) = scene()
        CATransaction.setDisableActions(true)
        box.shouldRasterize = true
        MediaClock.advance(by: 0)
        let t0 = CACurrentMediaTime()
        renderFrame(renderer, at: t0)
        let atOne = renderer.framePixmap!
        CATransaction.setDisableActions(true)
        box.rasterizationScale = scale
        let messages = CADiagnostics.capture {
            renderFrame(renderer, at: t0 + 0.1)
            CATransaction.setDisableActions(true)
            box.sublayers![0].position.x += 0                        // no change
            renderFrame(renderer, at: t0 + 0.2)
            renderFrame(renderer, at: t0 + 0.3)
        }.messages
        #expect(messages.filter { $0.contains("rasterizationScale") }.count == 1)
        #expect(renderer.framePixmap!.storage == atOne.storage)
    }

    @Test func aHugeScaleIsCappedByPixels() {
        resetClock()
        let (renderer, _, box, _) = scene()
        let t0 = CACurrentMediaTime()
        renderFrame(renderer, at: t0)
        let direct = renderer.framePixmap!
        CATransaction.setDisableActions(true)
        box.shouldRasterize = true
        box.rasterizationScale = 1e6                                 // a 40-point box: 4·10⁷ pixels a side
        let messages = CADiagnostics.capture { renderFrame(renderer, at: t0 + 0.1) }.messages
        #expect(messages.contains { $0.contains("lower scale") })
        let bitmap = renderer.compositor.caches.rasterized
        #expect(bitmap.rasterizations == 1)
        // Drawn at ≤ 8192 pixels a side: minified, the picture is the direct one within a little.
        let p = renderer.framePixmap!
        #expect(close(p.pixel(x: 25, y: 25), direct.pixel(x: 25, y: 25)!, 2))
        #expect(close(p.pixel(x: 45, y: 40), direct.pixel(x: 45, y: 40)!, 2))
    }

    /// Damage tracking with rasterized layers (a low scale spreads a change
    /// past the changed layer's box): frames that redraw only their damage
    /// equal full redraws.
    @Test func damageLimitedFramesEqualFullRedraws() {
        resetClock()
        let (renderer, root, box, kids) = scene()
        let reference = makeFullRedrawRenderer(root, size: CGSize(width: 100, height: 80))
        CATransaction.setDisableActions(true)
        box.shouldRasterize = true
        box.rasterizationScale = 0.3
        box.transform = CATransform3DMakeRotation(0.3, 0, 0, 1)
        MediaClock.advance(by: 0)
        let t0 = CACurrentMediaTime()
        for i in 0..<6 {
            CATransaction.setDisableActions(true)
            switch i % 3 {
            case 0: kids[0].position.x += 3
            case 1: box.position.y += 1.5
            default: kids[1].backgroundColor = i % 2 == 0 ? green : blue
            }
            renderFrame(renderer, at: t0 + Double(i) * 0.1)
            renderFrame(reference, at: t0 + Double(i) * 0.1)
            #expect(renderer.framePixmap!.storage == reference.framePixmap!.storage, "frame \(i)")
        }
    }
}
}
