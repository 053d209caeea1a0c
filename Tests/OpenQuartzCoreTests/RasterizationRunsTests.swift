import Testing
import Foundation
@testable import OpenQuartzCore
import LayerTestSupport
import Raster

extension GlobalClockSuite {
/// A kept rasterized bitmap is composited through its runs (`PixmapRuns`,
/// made with the bitmap) when it lands pixel on pixel: the same pixels as
/// compositing the bitmap the plain way — a renderer that keeps no bitmap
/// (`usesRasterizationCache` off) draws it again every frame and composites
/// it through `drawPixmap`.
@Suite @MainActor struct RasterizationRunsTests {
    /// A 120 × 90 root (light grey) holding a container at (10, 8) of
    /// 100 × 70 with opaque, translucent, rounded, bordered and shadowed
    /// cards, and empty space between them.
    func scene(size: CGSize = CGSize(width: 120, height: 90)) -> (CARenderer, CALayer, CALayer, [CALayer]) {
        let (renderer, root) = makeShownRoot(size: size)
        CATransaction.setDisableActions(true)
        root.backgroundColor = CGColor(red: 0.9, green: 0.92, blue: 0.95, alpha: 1)
        let container = CALayer()
        container.frame = CGRect(x: 10, y: 8, width: 100, height: 70)
        let opaque = solidLayer(CGRect(x: 4, y: 4, width: 40, height: 26), red)
        opaque.cornerRadius = 6
        opaque.borderWidth = 1.5
        opaque.borderColor = blue
        let translucent = solidLayer(CGRect(x: 30, y: 18, width: 36, height: 30), CGColor(red: 0.1, green: 0.7, blue: 0.3, alpha: 0.55))
        let faded = solidLayer(CGRect(x: 60, y: 6, width: 30, height: 22), blue)
        faded.opacity = 0.7
        let shadowed = solidLayer(CGRect(x: 12, y: 44, width: 34, height: 18), white)
        shadowed.shadowOpacity = 0.5
        shadowed.shadowRadius = 3
        shadowed.shadowOffset = CGSize(width: 2, height: 3)
        let cards = [opaque, translucent, faded, shadowed]
        for c in cards { container.addSublayer(c) }
        container.shouldRasterize = true
        root.addSublayer(container)
        MediaClock.advance(by: 0)
        return (renderer, root, container, cards)
    }

    /// A renderer of `root` drawing every frame whole with no kept bitmap.
    func plainRasterRenderer(_ root: CALayer, size: CGSize = CGSize(width: 120, height: 90)) -> CARenderer {
        let r = makeFullRedrawRenderer(root, size: size)
        r.options.compositor.usesRasterizationCache = false
        return r
    }

    func viaRuns(_ r: CARenderer) -> Int { r.compositor.caches.rasterized.compositesThroughRuns }

    /// Renders both at `t` and compares every pixel.
    func expectSame(_ a: CARenderer, _ b: CARenderer, at t: Double, _ what: String,
                    sourceLocation: SourceLocation = #_sourceLocation) {
        renderFrame(a, at: t)
        renderFrame(b, at: t)
        #expect(a.framePixmap!.storage == b.framePixmap!.storage, "\(what)", sourceLocation: sourceLocation)
    }

    @Test func runsGiveThePixelsOfThePlainComposite() {
        resetClock()
        let (renderer, root, container, _) = scene()
        renderer.options.skipsUnchangedFrames = false               // the second frame composites the kept bitmap
        renderer.options.tracksDamage = false
        let plain = plainRasterRenderer(root)
        let t0 = CACurrentMediaTime()
        expectSame(renderer, plain, at: t0, "opacity 1")
        expectSame(renderer, plain, at: t0 + 0.1, "the kept bitmap")
        #expect(viaRuns(renderer) == 2 && viaRuns(plain) == 0)
        // The container translucent: every run blended at its opacity.
        CATransaction.setDisableActions(true)
        container.opacity = 0.45
        MediaClock.advance(by: 0)
        expectSame(renderer, plain, at: t0 + 0.2, "opacity 0.45")
        // Inside an ancestor's rounded clip: the runs go through the clip mask.
        CATransaction.setDisableActions(true)
        container.opacity = 1
        let holder = CALayer()
        holder.frame = CGRect(x: 5, y: 5, width: 100, height: 70)
        holder.cornerRadius = 12
        holder.masksToBounds = true
        root.addSublayer(holder)
        container.removeFromSuperlayer()
        container.position = CGPoint(x: 45, y: 35)                 // at (−5, 0) in the holder
        holder.addSublayer(container)
        MediaClock.advance(by: 0)
        let before = viaRuns(renderer)
        expectSame(renderer, plain, at: t0 + 0.3, "clipped by a rounded ancestor")
        #expect(viaRuns(renderer) == before + 1)
    }

    /// Off whole pixels (a fractional position, a turn, a scale) the bitmap
    /// is sampled the plain way: no runs, the same pixels.
    @Test func offWholePixelsTheBitmapIsSampled() {
        resetClock()
        let (renderer, root, container, _) = scene()
        let plain = plainRasterRenderer(root)
        let t0 = CACurrentMediaTime()
        let changes: [(String, () -> Void)] = [
            ("half a pixel", { container.position.x += 0.5 }),
            ("turned", { container.transform = CATransform3DMakeRotation(0.2, 0, 0, 1) }),
            ("scaled", { container.transform = CATransform3DMakeScale(1.5, 1.5, 1) }),
        ]
        for (i, (name, change)) in changes.enumerated() {
            CATransaction.setDisableActions(true)
            change()
            MediaClock.advance(by: 0)
            let before = viaRuns(renderer)
            expectSame(renderer, plain, at: t0 + 0.1 * Double(i), name)
            #expect(viaRuns(renderer) == before, "\(name)")
        }
    }

    /// The runs are made with the bitmap: a change inside draws both again
    /// (a card moving into space that was empty shows there, one moving away
    /// leaves it empty), frame by frame equal to the plain composite.
    @Test func aChangeInsideMakesTheRunsAgain() {
        resetClock()
        let (renderer, root, container, cards) = scene()
        let plain = plainRasterRenderer(root)
        let t0 = CACurrentMediaTime()
        expectSame(renderer, plain, at: t0, "first")
        let changes: [(String, () -> Void)] = [
            ("opaque card into empty space", { cards[0].position = CGPoint(x: 75, y: 55) }),
            ("translucent card made opaque", { cards[1].backgroundColor = green }),
            ("card removed", { cards[2].removeFromSuperlayer() }),
            ("card added", { container.addSublayer(solidLayer(CGRect(x: 80, y: 2, width: 16, height: 60), blue)) }),
            ("grandchild added", { cards[3].addSublayer(solidLayer(CGRect(x: 2, y: 2, width: 8, height: 8), red)) }),
        ]
        for (i, (name, change)) in changes.enumerated() {
            let made = renderer.compositor.caches.rasterized.rasterizations
            CATransaction.setDisableActions(true)
            change()
            MediaClock.advance(by: 0)
            expectSame(renderer, plain, at: t0 + 0.1 * Double(i + 1), name)
            #expect(renderer.compositor.caches.rasterized.rasterizations == made + 1, "\(name)")
        }
        // The opaque card's new place: red through the runs, where the first bitmap was empty.
        #expect(renderer.framePixmap!.pixel(x: 10 + 75, y: 8 + 55) == opaqueRed)
    }

    /// Frames that redraw only their damage composite only the damaged
    /// part of the bitmap, through the runs, and equal full redraws.
    @Test func damageLimitedFramesCompositeTheDamagedPart() {
        resetClock()
        let (renderer, root, _, _) = scene()
        let plain = plainRasterRenderer(root)
        CATransaction.setDisableActions(true)
        let sprite = solidLayer(CGRect(x: 2, y: 30, width: 12, height: 12), CGColor(red: 1, green: 0.5, blue: 0, alpha: 0.8))
        root.addSublayer(sprite)
        MediaClock.advance(by: 0)
        let t0 = CACurrentMediaTime()
        expectSame(renderer, plain, at: t0, "first")
        for i in 1...6 {
            CATransaction.setDisableActions(true)
            sprite.position.x += 13                                 // over the container's cards and the space between
            MediaClock.advance(by: 0)
            let before = viaRuns(renderer)
            expectSame(renderer, plain, at: t0 + 0.1 * Double(i), "frame \(i)")
            #expect(viaRuns(renderer) == before + 1, "frame \(i)")
            guard case .rects(let rects) = renderer.lastDamage else {
                Issue.record("frame \(i) was drawn whole")
                continue
            }
            #expect(!rects.isEmpty && rects.allSatisfy { $0.width * $0.height < 120 * 90 }, "frame \(i)")
        }
        #expect(renderer.compositor.caches.rasterized.rasterizations == 1)
    }
}
}
