import Testing
import Foundation
@testable import OpenQuartzCore
import Raster

/// The compositor's 2D layer properties, checked pixel by pixel on model trees.
@Suite @MainActor struct CompositorTests {
    func root(_ w: CGFloat = 100, _ h: CGFloat = 100, _ color: CGColor? = nil) -> CALayer {
        let r = CALayer()
        r.bounds = CGRect(x: 0, y: 0, width: w, height: h)
        r.backgroundColor = color
        return r
    }

    @Test func backgroundAndSublayerPositions() {
        let r = root(100, 100, red)
        r.addSublayer(solidLayer(CGRect(x: 20, y: 30, width: 10, height: 10), blue))
        let p = renderModel(r)
        #expect(p.pixel(x: 0, y: 0) == opaqueRed)
        #expect(p.pixel(x: 20, y: 30) == opaqueBlue)
        #expect(p.pixel(x: 29, y: 39) == opaqueBlue)
        #expect(p.pixel(x: 30, y: 39) == opaqueRed)
        #expect(p.pixel(x: 19, y: 35) == opaqueRed)
    }

    @Test func halfPixelEdgesAreCoveredByHalf() {
        let r = root(10, 10)
        r.addSublayer(solidLayer(CGRect(x: 2.5, y: 0, width: 5, height: 10), white))
        let p = renderModel(r)
        #expect(p.pixel(x: 2, y: 5)!.a == 128 || p.pixel(x: 2, y: 5)!.a == 127)
        #expect(p.pixel(x: 3, y: 5)!.a == 255)
        #expect(p.pixel(x: 7, y: 5)!.a == 128 || p.pixel(x: 7, y: 5)!.a == 127)
    }

    @Test func opacityOfALeafScalesItsPixels() {
        let r = root(10, 10)
        let l = solidLayer(CGRect(x: 0, y: 0, width: 10, height: 10), white)
        l.opacity = 0.5
        r.addSublayer(l)
        #expect(close(renderModel(r).pixel(x: 5, y: 5), Pixel(r: 128, g: 128, b: 128, a: 128)))
    }

    @Test func groupOpacityCompositesOverlappingSublayersOnce() {
        func render(group: Bool) -> Pixel {
            let r = root(20, 10)
            let parent = CALayer()
            parent.frame = r.bounds
            parent.opacity = 0.5
            parent.allowsGroupOpacity = group
            parent.addSublayer(solidLayer(CGRect(x: 0, y: 0, width: 15, height: 10), red))
            parent.addSublayer(solidLayer(CGRect(x: 5, y: 0, width: 15, height: 10), blue))
            r.addSublayer(parent)
            return renderModel(r).pixel(x: 10, y: 5)!
        }
        // As a group: only the top (blue) shows in the overlap, at half alpha.
        #expect(close(render(group: true), Pixel(r: 0, g: 0, b: 128, a: 128)))
        // Without: red at half alpha, then blue at half alpha over it.
        #expect(close(render(group: false), Pixel(r: 64, g: 0, b: 128, a: 191)))
    }

    @Test func hiddenAndTransparentLayersDrawNothing() {
        let r = root(10, 10)
        let a = solidLayer(r.bounds, red); a.isHidden = true
        let b = solidLayer(r.bounds, red); b.opacity = 0
        r.addSublayer(a); r.addSublayer(b)
        #expect(coveredCount(renderModel(r), threshold: 0) == 0)
    }

    @Test func zPositionOrdersSiblings() {
        let r = root(10, 10)
        let front = solidLayer(r.bounds, red); front.zPosition = 1
        r.addSublayer(front)
        r.addSublayer(solidLayer(r.bounds, blue))   // added later, but behind
        #expect(renderModel(r).pixel(x: 5, y: 5) == opaqueRed)
    }

    @Test func cornerRadiusRoundsBackgroundAndMaskedCornersChooseWhich() {
        let r = root(40, 40)
        let l = solidLayer(r.bounds, red)
        l.cornerRadius = 15
        r.addSublayer(l)
        var p = renderModel(r)
        #expect(p.pixel(x: 0, y: 0)!.a == 0)
        #expect(p.pixel(x: 39, y: 39)!.a == 0)
        #expect(p.pixel(x: 20, y: 20) == opaqueRed)
        #expect(p.pixel(x: 20, y: 0) == opaqueRed)
        l.maskedCorners = [.layerMinXMinYCorner]   // only the top-left corner is rounded
        p = renderModel(r)
        #expect(p.pixel(x: 0, y: 0)!.a == 0)
        #expect(p.pixel(x: 39, y: 0) == opaqueRed)
        #expect(p.pixel(x: 39, y: 39) == opaqueRed)
        #expect(p.pixel(x: 0, y: 39) == opaqueRed)
    }

    @Test func masksToBoundsClipsSublayersAndContentsToTheRoundedBounds() {
        let r = root(60, 60)
        let parent = CALayer()
        parent.frame = CGRect(x: 10, y: 10, width: 40, height: 40)
        parent.addSublayer(solidLayer(CGRect(x: -10, y: -10, width: 60, height: 60), blue))
        r.addSublayer(parent)
        #expect(renderModel(r).pixel(x: 5, y: 5) == opaqueBlue)   // not clipped
        parent.masksToBounds = true
        var p = renderModel(r)
        #expect(p.pixel(x: 5, y: 5)!.a == 0)
        #expect(p.pixel(x: 10, y: 10) == opaqueBlue)
        parent.cornerRadius = 20   // a circle
        p = renderModel(r)
        #expect(p.pixel(x: 11, y: 11)!.a == 0)
        #expect(p.pixel(x: 30, y: 30) == opaqueBlue)
        // The blue square clipped to a circle of radius 20: π·20² within 1 %.
        let area = coverage(p)
        #expect(abs(area - Double.pi * 400) / (Double.pi * 400) < 0.01)
    }

    @Test func borderIsDrawnInsideTheBoundsAboveSublayers() {
        let r = root(20, 20)
        let l = solidLayer(r.bounds, red)
        l.borderWidth = 3
        l.borderColor = blue
        l.addSublayer(solidLayer(l.bounds, green))
        r.addSublayer(l)
        let p = renderModel(r)
        #expect(p.pixel(x: 0, y: 10) == opaqueBlue)
        #expect(p.pixel(x: 2, y: 10) == opaqueBlue)
        #expect(p.pixel(x: 3, y: 10) == opaqueGreen)
        #expect(p.pixel(x: 19, y: 19) == opaqueBlue)
    }

    @Test func sublayerTransformAndRotationPlaceSublayers() {
        let r = root(100, 100)
        let parent = CALayer()
        parent.frame = r.bounds
        parent.sublayerTransform = CATransform3DMakeScale(2, 2, 1)   // about the centre (50, 50)
        parent.addSublayer(solidLayer(CGRect(x: 50, y: 50, width: 10, height: 10), blue))
        r.addSublayer(parent)
        var p = renderModel(r)
        #expect(p.pixel(x: 51, y: 51) == opaqueBlue && p.pixel(x: 69, y: 69) == opaqueBlue)
        #expect(p.pixel(x: 70, y: 70)!.a == 0)
        // A quarter turn of a 40 × 10 bar about its centre makes it 10 × 40.
        let bar = solidLayer(CGRect(x: 30, y: 45, width: 40, height: 10), red)
        bar.transform = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
        let r2 = root(100, 100)
        r2.addSublayer(bar)
        p = renderModel(r2)
        #expect(p.pixel(x: 50, y: 31) == opaqueRed && p.pixel(x: 50, y: 68) == opaqueRed)
        #expect(p.pixel(x: 35, y: 50)!.a == 0)
        #expect(coveredCount(p) == 400)
    }

    @Test func nonFiniteGeometryIsSkippedWithADiagnostic() {
        let r = root(10, 10)
        let bad = CALayer()
        bad.setValue(CGRect(x: 0, y: 0, width: CGFloat.nan, height: 5), forKey: "bounds")
        bad.backgroundColor = red
        r.addSublayer(bad)
        r.addSublayer(solidLayer(CGRect(x: 0, y: 0, width: 5, height: 5), blue))
        var p: Pixmap?
        let messages = CADiagnostics.capture { p = renderModel(r) }.messages
        #expect(p?.pixel(x: 2, y: 2) == opaqueBlue)
        #expect(!messages.isEmpty)
    }

    @Test func hugeLayersAreClippedToTheTarget() {
        let r = root(16, 16)
        r.addSublayer(solidLayer(CGRect(x: -1e9, y: -1e9, width: 2e9, height: 2e9), red))
        let shadowed = solidLayer(CGRect(x: -1e7, y: -1e7, width: 2e7, height: 2e7), blue)
        shadowed.shadowOpacity = 1
        shadowed.opacity = 0.5
        shadowed.addSublayer(solidLayer(CGRect(x: 0, y: 0, width: 1, height: 1), red))
        r.addSublayer(shadowed)
        let p = renderModel(r)
        #expect(p.pixel(x: 8, y: 8)!.a == 255)
    }

    @Test func tenThousandNestedLayersDoNotExhaustTheStack() {
        let r = root(10, 10)
        var parent = r
        for _ in 0..<10_000 {
            let l = solidLayer(CGRect(x: 0, y: 0, width: 10, height: 10), red)
            parent.addSublayer(l)
            parent = l
        }
        var p: Pixmap?
        let messages = CADiagnostics.capture { p = renderModel(r) }.messages
        #expect(p?.pixel(x: 5, y: 5) == opaqueRed)
        #expect(messages.isEmpty)   // the walk has no depth bound for ordinary layers (CompositorDeepWalkTests)
    }

    @Test func negativeAndNonFiniteStyleValuesAreHarmless() {
        let r = root(40, 40)
        let l = solidLayer(CGRect(x: 0, y: 0, width: 40, height: 40), red)
        l.cornerRadius = -5
        l.borderWidth = -3
        l.shadowOpacity = 1
        l.shadowRadius = -2
        l.shadowOffset = CGSize(width: CGFloat.nan, height: 1)
        l.contents = splitImage(4, 4)
        l.contentsRect = CGRect(x: -1, y: -1, width: 3, height: 3)   // outside [0, 1]: edge pixels extend
        let shape = CAShapeLayer()
        shape.frame = l.bounds
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 0, y: 0)); path.addLine(to: CGPoint(x: 40, y: 40))
        path.addLine(to: CGPoint(x: 40, y: 0)); path.addLine(to: CGPoint(x: 0, y: 40)); path.closeSubpath()   // self-intersecting
        shape.path = path
        shape.lineWidth = -1
        shape.lineDashPattern = [0, 0]
        shape.strokeColor = blue
        l.addSublayer(shape)
        r.addSublayer(l)
        let p = renderModel(r)
        // The contents' top-left pixel (red) extends over the top-left; the
        // bow tie's two triangles (left and right) are filled black.
        #expect(p.pixel(x: 5, y: 2) == opaqueRed)
        #expect(p.pixel(x: 1, y: 20) == Pixel(r: 0, g: 0, b: 0, a: 255))
        #expect(p.pixel(x: 38, y: 20) == Pixel(r: 0, g: 0, b: 0, a: 255))
    }

    @Test func emptyImagesAndEmptyLayersDrawNothing() {
        let r = root(20, 20)
        let l = CALayer()
        l.frame = CGRect(x: 0, y: 0, width: 0, height: 0)
        l.backgroundColor = red
        l.borderWidth = 2
        l.shadowOpacity = 1
        r.addSublayer(l)
        let m = CALayer()
        m.frame = r.bounds
        m.contents = CGImage(pixmap: try! Pixmap(width: 1, height: 1), space: CGColorSpaceCreateDeviceRGB())
        m.contentsRect = .zero
        r.addSublayer(m)
        #expect(coveredCount(renderModel(r), threshold: 0) == 0)
    }
}
