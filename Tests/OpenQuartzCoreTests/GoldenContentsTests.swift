import Testing
import Foundation
@testable import OpenQuartzCore
import Raster

/// Golden images of layer contents: gravity, `contentsRect`, nine-slice
/// `contentsCenter`, `contentsScale` and `display()` backing stores.
@Suite @MainActor struct GoldenContentsTests {
    typealias F = GoldenFixtures

    nonisolated static let gravities: [CALayerContentsGravity] = [
        .center, .top, .bottom, .left, .right, .topLeft, .topRight, .bottomLeft, .bottomRight,
        .resize, .resizeAspect, .resizeAspectFill,
    ]

    /// A 16 × 12 test card in a 32 × 20 layer (pale blue, so its bounds show)
    /// with `gravity`; not clipped, so `.resizeAspectFill` spills over.
    @Test(arguments: gravities)
    func contentsGravity(_ gravity: CALayerContentsGravity) throws {
        let r = F.root(40, 40)
        let l = F.box(CGRect(x: 4, y: 10, width: 32, height: 20), CGColor(red: 0.75, green: 0.85, blue: 1, alpha: 1))
        l.contents = F.testCard(16, 12)
        l.contentsGravity = gravity
        l.magnificationFilter = .nearest
        r.addSublayer(l)
        let p = renderModel(r)
        assertSnapshot(p, named: "gravity-\(gravity.rawValue)")
        // Worked out independently: where the card lands (the vertical names
        // follow Core Animation's y-up axis, so `.top` is at the bottom of a
        // layer that is not geometry-flipped), and what each part shows.
        let card = try #require(Self.expectedCardRect[gravity])
        let sx = card.width / 16, sy = card.height / 12
        func shown(_ cx: Int, _ cy: Int) -> Pixel? {   // the root pixel holding the centre of card pixel (cx, cy)
            p.pixel(x: Int(card.minX + (CGFloat(cx) + 0.5) * sx), y: Int(card.minY + (CGFloat(cy) + 0.5) * sy))
        }
        for (cx, cy) in [(0, 0), (6, 2), (12, 3), (3, 9), (13, 8), (15, 11), (8, 0)] {
            #expect(shown(cx, cy) == F.testCardPixel(cx, cy, 16, 12), "card pixel (\(cx), \(cy)) in \(card)")
        }
        // The layer's corners the card leaves uncovered show its pale blue; outside it, the paper.
        let layer = CGRect(x: 4, y: 10, width: 32, height: 20)
        for corner in [CGPoint(x: 4.5, y: 10.5), CGPoint(x: 35.5, y: 10.5), CGPoint(x: 4.5, y: 29.5), CGPoint(x: 35.5, y: 29.5)]
            where !card.contains(corner) {
            #expect(p.pixel(x: Int(corner.x), y: Int(corner.y)) == Pixel(r: 191, g: 217, b: 255, a: 255), "layer corner \(corner)")
        }
        #expect(p.pixel(x: 1, y: 1) == F.paper.rasterColor.pixel && !layer.contains(CGPoint(x: 1.5, y: 1.5)))
        if gravity == .resizeAspect {
            // The card's left edge at x = 6⅔ covers a third of pixel 6: its dark frame column
            // (30, 30, 50) a third over the layer's pale blue (191, 217, 255).
            #expect(close(p.pixel(x: 6, y: 20), Pixel(r: 137, g: 155, b: 187, a: 255), 3))
        }
    }

    /// The card's rectangle (root points) for each gravity: 16 × 12 points in
    /// the 32 × 20 layer at (4, 10), or scaled to fit, fill or stretch.
    nonisolated static let expectedCardRect: [CALayerContentsGravity: CGRect] = [
        .center: CGRect(x: 12, y: 14, width: 16, height: 12),
        .top: CGRect(x: 12, y: 18, width: 16, height: 12), .bottom: CGRect(x: 12, y: 10, width: 16, height: 12),
        .left: CGRect(x: 4, y: 14, width: 16, height: 12), .right: CGRect(x: 20, y: 14, width: 16, height: 12),
        .topLeft: CGRect(x: 4, y: 18, width: 16, height: 12), .topRight: CGRect(x: 20, y: 18, width: 16, height: 12),
        .bottomLeft: CGRect(x: 4, y: 10, width: 16, height: 12), .bottomRight: CGRect(x: 20, y: 10, width: 16, height: 12),
        .resize: CGRect(x: 4, y: 10, width: 32, height: 20),
        .resizeAspect: CGRect(x: 4 + 16 - 40.0 / 3, y: 10, width: 80.0 / 3, height: 20),   // × 5/3
        .resizeAspectFill: CGRect(x: 4, y: 8, width: 32, height: 24),                      // × 2, spilling 2 above and below
    ]

    @Test func contentsRectShowsPartsAndExtendsTheEdges() {
        let r = F.root(128, 48)
        let rects = [CGRect(x: 0, y: 0, width: 0.5, height: 0.5),
                     CGRect(x: 0.25, y: 0.25, width: 0.5, height: 0.5),
                     CGRect(x: -0.25, y: 0, width: 1.5, height: 1)]
        for (i, cr) in rects.enumerated() {
            let l = CALayer()
            l.frame = CGRect(x: 4 + CGFloat(i) * 42, y: 4, width: 40, height: 40)
            l.contents = F.testCard()
            l.contentsRect = cr
            l.magnificationFilter = .nearest
            r.addSublayer(l)
        }
        let p = renderModel(r)
        assertSnapshot(p, named: "contents-rect")
        // The top-left quarter is all red but the frame and the diagonal.
        #expect(p.pixel(x: 4 + 30, y: 4 + 10) == Pixel(r: 230, g: 40, b: 40, a: 255))
        // Past the image's left edge its frame column repeats: dark over the first 8⅓ points (6⅔ + the column itself).
        let dark = Pixel(r: 30, g: 30, b: 50, a: 255)
        #expect(p.pixel(x: 88, y: 24) == dark && p.pixel(x: 95, y: 24) == dark && p.pixel(x: 97, y: 24) == Pixel(r: 40, g: 80, b: 230, a: 255))
    }

    @Test func contentsCenterNineSlice() {
        let r = F.root(128, 80)
        let specs: [(CGRect, CGFloat)] = [(CGRect(x: 4, y: 4, width: 80, height: 32), 1),
                                          (CGRect(x: 88, y: 4, width: 36, height: 72), 1),
                                          (CGRect(x: 4, y: 40, width: 80, height: 36), 2)]
        for (frame, scale) in specs {
            let l = CALayer()
            l.frame = frame
            l.contents = F.frameImage()
            l.contentsCenter = CGRect(x: 0.25, y: 0.25, width: 0.5, height: 0.5)
            l.contentsScale = scale
            r.addSublayer(l)
        }
        let p = renderModel(r)
        assertSnapshot(p, named: "contents-center")
        // Corners keep 6 points (3 at contentsScale 2): the frame's inner edge at x = 4 + 6 and 4 + 3,
        // then the stretched centre's linear ramp of half a source pixel (≈ 3 points) to the pale colour.
        let pale = F.drawingPale, ink = F.ink.rasterColor.pixel
        #expect(p.pixel(x: 4 + 5, y: 20) == ink && close(p.pixel(x: 4 + 9, y: 20), pale, 2))
        #expect(p.pixel(x: 4 + 2, y: 58) == ink && close(p.pixel(x: 4 + 6, y: 58), pale, 2))
    }

    /// The same 24 × 24 card at contentsScale 1, 2 and 3 (24, 12 and 8 points),
    /// centred in 32-point layers, drawn at twice the size so scale 2 is pixel-exact.
    @Test func contentsScaleSetsThePointSize() {
        let r = F.root(112, 40)
        for (i, scale) in [CGFloat(1), 2, 3].enumerated() {
            let l = F.box(CGRect(x: 4 + CGFloat(i) * 36, y: 4, width: 32, height: 32), CGColor(red: 0.75, green: 0.85, blue: 1, alpha: 1))
            l.contents = F.testCard(24, 24)
            l.contentsGravity = .center
            l.contentsScale = scale
            l.magnificationFilter = .nearest
            r.addSublayer(l)
        }
        let p = renderModel(r, scale: 2)
        assertSnapshot(p, named: "contents-scale")
        // Scale 2 in a 2× canvas: image pixels land 1:1 — the frame is exactly one pixel wide.
        let x0 = 2 * (40 + 10), y0 = 2 * (4 + 10)
        #expect(p.pixel(x: x0, y: y0 + 5) == Pixel(r: 30, g: 30, b: 50, a: 255))
        #expect(p.pixel(x: x0 + 1, y: y0 + 5) == Pixel(r: 230, g: 40, b: 40, a: 255))
        #expect(p.pixel(x: x0 - 1, y: y0 + 5) == Pixel(r: 191, g: 217, b: 255, a: 255))
    }

    /// A layer that draws a target with `draw(in:)`.
    final class Target: CALayer {
        override func draw(in ctx: CGContext) {
            ctx.setFillColor(GoldenFixtures.orange)
            ctx.fillEllipse(in: bounds.insetBy(dx: 2, dy: 2))
            ctx.setStrokeColor(GoldenFixtures.ink)
            ctx.setLineWidth(1.5)
            ctx.strokeEllipse(in: bounds.insetBy(dx: 8, dy: 8))
            ctx.move(to: CGPoint(x: 4, y: bounds.midY)); ctx.addLine(to: CGPoint(x: bounds.maxX - 4, y: bounds.midY))
            ctx.move(to: CGPoint(x: bounds.midX, y: 4)); ctx.addLine(to: CGPoint(x: bounds.midX, y: bounds.maxY - 4))
            ctx.strokePath()
            ctx.setFillColor(GoldenFixtures.teal)
            ctx.fill(CGRect(x: 0, y: 0, width: 6, height: 6))   // marks the top-left corner
        }
    }

    /// `display()` draws `draw(in:)` into a backing store at `contentsScale`:
    /// at 2 the drawing is sharp in a 2× frame, at 1 it is magnified.
    @Test func displayBackingStoresAtContentsScale() throws {
        let r = F.root(72, 36)
        for (i, scale) in [CGFloat(2), 1].enumerated() {
            let l = Target()
            l.frame = CGRect(x: 2 + CGFloat(i) * 36, y: 2, width: 32, height: 32)
            l.contentsScale = scale
            l.display()
            r.addSublayer(l)
        }
        let p = renderModel(r, scale: 2)
        assertSnapshot(p, named: "display-contents-scale")
        let sharp = try #require(r.sublayers?.first?.contents as? CGImage)
        #expect(sharp.width == 64 && sharp.height == 64)
        // The teal mark at the top left, 6 points = 12 pixels in both.
        #expect(p.pixel(x: 4 + 11, y: 4 + 11) == F.teal.rasterColor.pixel && p.pixel(x: 4 + 12, y: 4 + 2) != F.teal.rasterColor.pixel)
    }
}

extension GoldenFixtures {
    /// The pale centre colour of `frameImage()`.
    static var drawingPale: Pixel { CGColor(red: 0.85, green: 0.92, blue: 1, alpha: 1).rasterColor.pixel }
}
