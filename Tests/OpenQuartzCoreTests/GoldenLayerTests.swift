import Testing
import Foundation
@testable import OpenQuartzCore
import Raster

/// Golden images of `CALayer`'s own drawing: background, corners, border,
/// opacity, clipping, masks, shadows, paint order and `sublayerTransform`.
@Suite @MainActor struct GoldenLayerTests {
    typealias F = GoldenFixtures

    /// Six 40-point cells in a 3 × 2 grid, 2 points apart, from (2, 2).
    func cell(_ i: Int, _ w: CGFloat = 40, _ h: CGFloat = 40) -> CGRect {
        CGRect(x: 2 + CGFloat(i % 3) * 42, y: 2 + CGFloat(i / 3) * 42, width: w, height: h)
    }

    @Test func backgroundCornersAndMaskedCorners() {
        let r = F.root(128, 86)
        let specs: [(CGFloat, CACornerMask)] = [
            (12, [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner]),
            (12, [.layerMinXMinYCorner]),
            (12, [.layerMaxXMinYCorner, .layerMinXMaxYCorner]),
            (12, [.layerMinXMinYCorner, .layerMaxXMinYCorner]),
            (30, [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner]),
        ]
        for (i, (radius, corners)) in specs.enumerated() {
            let l = F.box(cell(i), F.teal)
            l.cornerRadius = radius
            l.maskedCorners = corners
            r.addSublayer(l)
        }
        // Last cell: a capsule (radius clamped to half the height) over a square with no masked corners.
        let capsule = F.box(cell(5, 40, 18), F.orange)
        capsule.cornerRadius = 100
        r.addSublayer(capsule)
        let square = F.box(cell(5, 40, 18).offsetBy(dx: 0, dy: 22), F.purple)
        square.cornerRadius = 8
        square.maskedCorners = []
        r.addSublayer(square)
        let p = renderModel(r)
        assertSnapshot(p, named: "background-corners")
        let paper = F.paper.rasterColor.pixel, teal = F.teal.rasterColor.pixel
        // Rounded corners show the paper, square ones the colour (cells start at x 2, 44, 86 and y 2, 44).
        #expect(p.pixel(x: 2, y: 2) == paper && p.pixel(x: 41, y: 41) == paper)                      // all four
        #expect(p.pixel(x: 44, y: 2) == paper && p.pixel(x: 83, y: 2) == teal && p.pixel(x: 44, y: 41) == teal)   // top left
        #expect(p.pixel(x: 86, y: 2) == teal && p.pixel(x: 125, y: 2) == paper && p.pixel(x: 86, y: 41) == paper
                && p.pixel(x: 125, y: 41) == teal)                                                    // top right, bottom left
        #expect(p.pixel(x: 2, y: 44) == paper && p.pixel(x: 41, y: 44) == paper && p.pixel(x: 2, y: 83) == teal)   // top
        #expect(p.pixel(x: 64, y: 64) == teal && p.pixel(x: 47, y: 47) == paper)   // radius 30, clamped to 20: a circle
        #expect(p.pixel(x: 86, y: 66) == F.purple.rasterColor.pixel)   // maskedCorners [] keeps the corners square
    }

    @Test func bordersWithAndWithoutCornerRadius() {
        let r = F.root(128, 86)
        let plain = CALayer()
        plain.frame = cell(0)
        plain.borderWidth = 4
        plain.borderColor = F.ink
        r.addSublayer(plain)
        let rounded = F.box(cell(1), F.orange)
        rounded.cornerRadius = 12
        rounded.borderWidth = 4
        rounded.borderColor = F.ink
        r.addSublayer(rounded)
        let ring = F.box(cell(2), F.yellow)
        ring.cornerRadius = 20
        ring.borderWidth = 6
        ring.borderColor = CGColor(red: 0.1, green: 0.12, blue: 0.5, alpha: 0.5)
        r.addSublayer(ring)
        // The border is drawn above the sublayers.
        let over = F.box(cell(3), F.teal)
        over.borderWidth = 5
        over.borderColor = F.ink
        over.addSublayer(F.box(CGRect(x: -6, y: 10, width: 30, height: 20), F.orange))
        r.addSublayer(over)
        let corners = F.box(cell(4), F.purple)
        corners.cornerRadius = 14
        corners.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMaxYCorner]
        corners.borderWidth = 3
        corners.borderColor = F.yellow
        r.addSublayer(corners)
        // A border wider than half the layer fills it.
        let thick = F.box(cell(5, 40, 20), F.teal)
        thick.borderWidth = 12
        thick.borderColor = F.ink
        r.addSublayer(thick)
        let p = renderModel(r)
        assertSnapshot(p, named: "border")
        let ink = F.ink.rasterColor.pixel
        #expect(p.pixel(x: 2, y: 2) == ink && p.pixel(x: 5, y: 22) == ink && p.pixel(x: 6, y: 22) == F.paper.rasterColor.pixel)
        // The border covers the orange sublayer's left end; the part outside the bounds stays.
        let orange = F.orange.rasterColor.pixel
        #expect(p.pixel(x: 4, y: 64) == ink && p.pixel(x: 1, y: 64) == orange && p.pixel(x: 20, y: 64) == orange)
        // The ring (a circle of radius 20 about (106, 22)): its 6-wide border of half-alpha
        // (0.1, 0.12, 0.5) over the yellow background, 16.5 from the centre; yellow inside.
        #expect(close(p.pixel(x: 106, y: 5), Pixel(r: 140, g: 124, b: 77, a: 255), 2))
        #expect(p.pixel(x: 106, y: 22) == F.yellow.rasterColor.pixel)
        // A 12-wide border on a 20-high layer covers it all.
        #expect(p.pixel(x: 106, y: 54) == ink)
    }

    @Test func opacityAndGroupOpacity() {
        let r = F.checkerRoot(128, 64)
        func pair(_ x: CGFloat, group: Bool) -> CALayer {
            let l = CALayer()
            l.frame = CGRect(x: x, y: 8, width: 40, height: 48)
            l.opacity = 0.5
            l.allowsGroupOpacity = group
            l.addSublayer(F.box(CGRect(x: 0, y: 0, width: 28, height: 32), F.orange))
            l.addSublayer(F.box(CGRect(x: 12, y: 16, width: 28, height: 32), F.purple))
            return l
        }
        let single = F.box(CGRect(x: 4, y: 8, width: 32, height: 48), F.teal)
        single.opacity = 0.5
        single.allowsGroupOpacity = false
        let inner = F.box(CGRect(x: 8, y: 8, width: 16, height: 32), F.teal)
        inner.opacity = 0.5   // drawn at 0.5 × 0.5 over its half-transparent parent
        single.addSublayer(inner)
        r.addSublayer(single)
        r.addSublayer(pair(42, group: true))
        r.addSublayer(pair(86, group: false))
        let p = renderModel(r)
        assertSnapshot(p, named: "opacity-group")
        // Grouped: the overlap shows only the top (purple) sublayer at half strength, the same as purple alone.
        let overlapGroup = p.pixel(x: 42 + 20, y: 8 + 28)!, purpleAlone = p.pixel(x: 42 + 36, y: 8 + 44)!
        let overlapFree = p.pixel(x: 86 + 20, y: 8 + 28)!, purpleFree = p.pixel(x: 86 + 36, y: 8 + 44)!
        // Same checker square colour under each pair of probes (the pair offset is a multiple of the cell).
        #expect(close(overlapGroup, purpleAlone, 1))
        #expect(!close(overlapFree, purpleFree, 8))
        // Worked out from the opacities: the lone teal layer at 0.5 over a white checker
        // square, and its sublayer at 0.5 × 0.5 over that.
        let teal = [0.1, 0.6, 0.6].map { $0 * 255 }
        func over(_ top: [Double], _ alpha: Double, _ under: [Double]) -> [Double] { zip(top, under).map { $0 * alpha + $1 * (1 - alpha) } }
        func pixel(_ c: [Double]) -> Pixel { Pixel(r: UInt8(c[0].rounded()), g: UInt8(c[1].rounded()), b: UInt8(c[2].rounded()), a: 255) }
        let half = over(teal, 0.5, [255, 255, 255])
        #expect(close(p.pixel(x: 5, y: 9), pixel(half), 1))                    // checker cell (0, 1): white
        #expect(close(p.pixel(x: 13, y: 17), pixel(over(teal, 0.25, half)), 1)) // the sublayer, cell (1, 2): white
    }

    @Test func masksToBoundsClipsRectAndRounded() {
        let r = F.root(128, 64)
        for (i, (clip, radius)) in [(true, 0.0), (true, 16.0), (false, 16.0)].enumerated() {
            let l = F.box(CGRect(x: 6 + CGFloat(i) * 42, y: 12, width: 32, height: 40), F.teal)
            l.masksToBounds = clip
            l.cornerRadius = CGFloat(radius)
            l.addSublayer(F.box(CGRect(x: 14, y: 18, width: 30, height: 30), F.orange))
            l.addSublayer(F.box(CGRect(x: -8, y: -8, width: 20, height: 14), F.purple))
            r.addSublayer(l)
        }
        let p = renderModel(r)
        assertSnapshot(p, named: "masks-to-bounds")
        let paper = F.paper.rasterColor.pixel
        #expect(p.pixel(x: 40, y: 50) == paper)   // clipped at the right edge (x 38)
        #expect(p.pixel(x: 49, y: 13) == paper)   // rounded corner of the second clip
        #expect(p.pixel(x: 120, y: 55) == F.orange.rasterColor.pixel)   // unclipped overflow
    }

    @Test func maskLayersAlphaGradientShapeAndOffset() {
        let r = F.checkerRoot(128, 48)
        func target(_ x: CGFloat) -> CALayer {
            let l = CALayer()
            l.frame = CGRect(x: x, y: 4, width: 40, height: 40)
            l.contents = F.testCard()
            l.magnificationFilter = .nearest
            r.addSublayer(l)
            return l
        }
        let fade = CAGradientLayer()
        fade.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
        fade.colors = [CGColor(red: 0, green: 0, blue: 0, alpha: 1), CGColor(red: 0, green: 0, blue: 0, alpha: 0)]
        fade.startPoint = CGPoint(x: 0, y: 0.5)
        fade.endPoint = CGPoint(x: 1, y: 0.5)
        target(2).mask = fade
        let star = CAShapeLayer()
        star.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
        star.path = F.polygon(CGPoint(x: 20, y: 20), radii: [20, 8], count: 10, turn: .pi / 5)   // a five-pointed star
        star.fillColor = CGColor(red: 0, green: 0, blue: 0, alpha: 1)
        target(44).mask = star
        let dot = F.box(CGRect(x: 14, y: 6, width: 24, height: 24), CGColor(red: 1, green: 1, blue: 1, alpha: 0.75))
        dot.cornerRadius = 12
        target(86).mask = dot
        let p = renderModel(r)
        assertSnapshot(p, named: "mask-layers")
        // The gradient mask: almost full strength at the left edge (the card's dark frame),
        // almost nothing at the right edge (the checker shows).
        #expect(close(p.pixel(x: 2, y: 24), Pixel(r: 30, g: 30, b: 50, a: 255), 6))
        #expect(p.pixel(x: 41, y: 6)!.r >= 196 && p.pixel(x: 41, y: 6)!.g >= 196)
        #expect(p.pixel(x: 88, y: 6)!.a == 255 && [200, 255].contains(p.pixel(x: 88, y: 6)!.r))   // outside the dot: checker
    }

    @Test func shadows() {
        let r = F.root(128, 128)
        // Path shadow (an ellipse under a square layer), sharp, offset.
        let pathShadow = F.box(CGRect(x: 12, y: 12, width: 40, height: 40), F.yellow)
        pathShadow.shadowPath = CGPath(ellipseIn: CGRect(x: -4, y: 8, width: 48, height: 36), transform: nil)
        pathShadow.shadowOpacity = 0.6
        pathShadow.shadowRadius = 0
        pathShadow.shadowOffset = CGSize(width: 6, height: 6)
        r.addSublayer(pathShadow)
        // Alpha shadow of a rounded layer, blurred (radius 8), downward.
        let soft = F.box(CGRect(x: 76, y: 12, width: 40, height: 40), F.teal)
        soft.cornerRadius = 10
        soft.shadowOpacity = 0.8
        soft.shadowRadius = 8
        soft.shadowOffset = CGSize(width: 0, height: 4)
        r.addSublayer(soft)
        // Alpha shadow of sublayers only (no background), coloured, sharp, offset right-down.
        let group = CALayer()
        group.frame = CGRect(x: 12, y: 74, width: 40, height: 40)
        let a = F.box(CGRect(x: 0, y: 0, width: 24, height: 24), F.orange); a.cornerRadius = 12
        let b = F.box(CGRect(x: 14, y: 14, width: 24, height: 24), F.purple)
        group.addSublayer(a); group.addSublayer(b)
        group.shadowColor = CGColor(red: 0.2, green: 0.3, blue: 0.9, alpha: 1)
        group.shadowOpacity = 1
        group.shadowRadius = 0
        group.shadowOffset = CGSize(width: 5, height: 5)
        r.addSublayer(group)
        // Default offset (0, −3) and radius 3 on a half-transparent layer: the shadow fades with it.
        let faded = F.box(CGRect(x: 76, y: 76, width: 40, height: 40), F.orange)
        faded.opacity = 0.5
        faded.shadowOpacity = 1
        faded.shadowRadius = 8
        r.addSublayer(faded)
        let p = renderModel(r)
        assertSnapshot(p, named: "shadows")
        // Sharp path shadow: 60 % black over the paper at the ellipse's offset centre, just outside the layer.
        let paper = F.paper.rasterColor
        let expected = Int((paper.red * 0.4 * 255).rounded())
        #expect(abs(Int(p.pixel(x: 55, y: 44)!.r) - expected) <= 1)
        #expect(p.pixel(x: 55, y: 16) == paper.pixel)
    }

    @Test func blurredShadowIsSymmetric() {
        let r = F.root(64, 64, background: nil)
        let l = F.box(CGRect(x: 20, y: 20, width: 24, height: 24), F.teal)
        l.shadowOpacity = 1
        l.shadowRadius = 8
        l.shadowOffset = .zero
        r.addSublayer(l)
        let p = renderModel(r)
        // A centred square's blurred shadow is the same under both mirror images and the transpose.
        var worst = 0
        for y in 0..<64 {
            for x in 0..<64 {
                let v = Int(p.pixel(x: x, y: y)!.a)
                worst = max(worst, abs(v - Int(p.pixel(x: 63 - x, y: y)!.a)), abs(v - Int(p.pixel(x: x, y: 63 - y)!.a)),
                            abs(v - Int(p.pixel(x: y, y: x)!.a)))
            }
        }
        #expect(worst <= 1)
        // It reaches well past the edge (σ = 4) but not to the canvas border.
        #expect(p.pixel(x: 16, y: 32)!.a > 20 && p.pixel(x: 1, y: 32)!.a == 0)
    }

    @Test func zPositionOrdersSiblingsOnly() {
        let r = F.root(96, 64)
        let colors = [F.orange, F.teal, F.purple]
        for (i, z) in [CGFloat(1), 0, -1].enumerated() {
            let l = F.box(CGRect(x: 6 + CGFloat(i) * 12, y: 6 + CGFloat(i) * 8, width: 28, height: 28), colors[i])
            l.zPosition = z
            r.addSublayer(l)
        }
        // A child with a high zPosition stays inside its parent's turn in the order.
        let low = F.box(CGRect(x: 54, y: 10, width: 30, height: 30), F.ink)
        low.zPosition = -5
        let child = F.box(CGRect(x: 10, y: 10, width: 30, height: 30), F.yellow)
        child.zPosition = 100
        low.addSublayer(child)
        r.addSublayer(low)
        let cover = F.box(CGRect(x: 70, y: 26, width: 22, height: 32), F.teal)
        r.addSublayer(cover)
        let p = renderModel(r)
        assertSnapshot(p, named: "zposition")
        #expect(p.pixel(x: 20, y: 20) == F.orange.rasterColor.pixel)   // z 1 on top though added first
        #expect(p.pixel(x: 80, y: 45) == F.teal.rasterColor.pixel)     // the z 100 grandchild stays under
    }

    @Test func sublayerTransformTurnsTheSublayersAboutTheAnchor() {
        let r = F.root(96, 96)
        let host = F.box(CGRect(x: 16, y: 16, width: 64, height: 64), CGColor(red: 0.8, green: 0.85, blue: 0.95, alpha: 1))
        host.borderWidth = 1
        host.borderColor = F.ink
        host.sublayerTransform = CATransform3DScale(CATransform3DMakeRotation(.pi / 6, 0, 0, 1), 0.75, 0.75, 1)
        let card = CALayer()
        card.frame = CGRect(x: 8, y: 8, width: 48, height: 48)
        card.contents = F.testCard()
        card.magnificationFilter = .nearest
        host.addSublayer(card)
        r.addSublayer(host)
        let p = renderModel(r)
        assertSnapshot(p, named: "sublayer-transform")
        // The card turns about the host's centre (48, 48), which stays white (diagonal) — and the host itself does not turn.
        #expect(p.pixel(x: 17, y: 17) == Pixel(r: 204, g: 217, b: 242, a: 255))
        #expect(p.pixel(x: 16, y: 48) == F.ink.rasterColor.pixel)   // the host's own border, unturned
        // Card pixels (4, 11) (blue) and (11, 4) (green), 3 points each, centred ±10.5 from the
        // card's centre: scaled by 0.75 and turned by π/6 about (48, 48) they land at
        // (37.2, 50.9) and (58.8, 45.1); the pixels there map back into the same card pixels.
        #expect(p.pixel(x: 48, y: 48) == Pixel(r: 255, g: 255, b: 255, a: 255))   // the diagonal through the centre
        #expect(p.pixel(x: 37, y: 50) == Pixel(r: 40, g: 80, b: 230, a: 255))
        #expect(p.pixel(x: 58, y: 45) == Pixel(r: 40, g: 180, b: 60, a: 255))
    }
}

extension GoldenLayerTests {
    /// A mixed scene drawn at scale 2 (a Retina target): every size — radii,
    /// border widths, blur, line widths, text — doubles in pixels.
    @Test func mixedSceneAtScale2() {
        let r = F.root(64, 64)
        let card = F.box(CGRect(x: 6, y: 6, width: 30, height: 24), F.yellow)
        card.cornerRadius = 6
        card.borderWidth = 1.5
        card.borderColor = F.ink
        card.shadowOpacity = 0.5
        card.shadowRadius = 3
        card.shadowOffset = CGSize(width: 2, height: 3)
        r.addSublayer(card)
        let ring = CAShapeLayer()
        ring.frame = CGRect(x: 38, y: 6, width: 22, height: 22)
        ring.path = CGPath(ellipseIn: CGRect(x: 2, y: 2, width: 18, height: 18), transform: nil)
        ring.fillColor = nil
        ring.strokeColor = F.purple
        ring.lineWidth = 2.5
        ring.lineDashPattern = [4, 2]
        r.addSublayer(ring)
        let g = CAGradientLayer()
        g.frame = CGRect(x: 6, y: 38, width: 24, height: 20)
        g.colors = [F.teal, F.orange]
        g.startPoint = CGPoint(x: 0, y: 0.5)
        g.endPoint = CGPoint(x: 1, y: 0.5)
        g.cornerRadius = 4
        r.addSublayer(g)
        let label = CATextLayer()
        label.frame = CGRect(x: 34, y: 38, width: 28, height: 20)
        label.string = "2×"
        label.fontSize = 14
        label.foregroundColor = F.ink
        label.alignmentMode = .center
        r.addSublayer(label)
        let p = renderModel(r, scale: 2)
        assertSnapshot(p, named: "retina-mixed")
        // The 1.5-point border is 3 pixels wide at the card's left edge (x 12…15), then yellow.
        let ink = F.ink.rasterColor.pixel
        #expect(p.pixel(x: 12, y: 36) == ink && p.pixel(x: 14, y: 36) == ink && p.pixel(x: 15, y: 36) == F.yellow.rasterColor.pixel)
        // The gradient (x 6…30, teal → orange): pixel 36 is centred on x 18.25, t = 12.25 / 24.
        let t = 12.25 / 24
        let mid = zip([0.1, 0.6, 0.6], [1, 0.55, 0.1]).map { UInt8((($0 + ($1 - $0) * t) * 255).rounded()) }
        #expect(close(p.pixel(x: 36, y: 96), Pixel(r: mid[0], g: mid[1], b: mid[2], a: 255), 2))
    }
}

extension GoldenLayerTests {
    /// Shadows cut by the layer's own clipping, as on Apple's platforms:
    /// `masksToBounds` (left) and a mask (middle) remove the shadow outside
    /// them; the usual remedy (right) puts the shadow on an unclipped parent.
    @Test func shadowsClippedByMasksToBoundsAndMask() {
        let r = F.root(128, 52)
        func shadowed(_ l: CALayer) {
            l.shadowOpacity = 0.7
            l.shadowRadius = 4
            l.shadowOffset = CGSize(width: 3, height: 4)
        }
        let clipped = F.box(CGRect(x: 4, y: 4, width: 36, height: 36), F.orange)
        clipped.cornerRadius = 10
        clipped.masksToBounds = true
        clipped.addSublayer(F.box(CGRect(x: 18, y: -4, width: 24, height: 24), F.purple))
        shadowed(clipped)
        r.addSublayer(clipped)
        let masked = F.box(CGRect(x: 46, y: 4, width: 36, height: 36), F.teal)
        masked.mask = F.polygon(CGPoint(x: 18, y: 18), radii: [18, 8], count: 10, turn: .pi / 5).asShapeLayer(CGRect(x: 0, y: 0, width: 36, height: 36))
        shadowed(masked)
        r.addSublayer(masked)
        let parent = CALayer()
        parent.frame = CGRect(x: 88, y: 4, width: 36, height: 36)
        parent.shadowPath = CGPath(roundedRect: parent.bounds, cornerWidth: 10, cornerHeight: 10, transform: nil)
        shadowed(parent)
        let child = F.box(parent.bounds, F.orange)
        child.cornerRadius = 10
        child.masksToBounds = true
        child.addSublayer(F.box(CGRect(x: 18, y: -4, width: 24, height: 24), F.purple))
        parent.addSublayer(child)
        r.addSublayer(parent)
        let p = renderModel(r)
        assertSnapshot(p, named: "shadow-clipped")
        let paper = F.paper.rasterColor.pixel
        #expect(p.pixel(x: 30, y: 44) == paper && p.pixel(x: 114, y: 44) != paper)
    }
}

extension CGPath {
    /// A shape layer of `frame` filled (opaque black) with this path: a mask.
    @MainActor func asShapeLayer(_ frame: CGRect) -> CAShapeLayer {
        let s = CAShapeLayer()
        s.frame = frame
        s.path = self
        return s
    }
}
