import Testing
import Foundation
@testable import OpenQuartzCore
import Raster

/// Contents placement, layer classes, masks and shadows, pixel by pixel.
@Suite @MainActor struct CompositorContentTests {
    func host(_ w: CGFloat, _ h: CGFloat, _ child: CALayer) -> CALayer {
        let r = CALayer()
        r.bounds = CGRect(x: 0, y: 0, width: w, height: h)
        r.addSublayer(child)
        return r
    }

    func imageLayer(_ gravity: CALayerContentsGravity, image: CGImage = splitImage(10, 10)) -> CALayer {
        let l = CALayer()
        l.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
        l.contents = image
        l.contentsGravity = gravity
        l.magnificationFilter = .nearest
        return l
    }

    @Test func resizeStretchesTheContentsOverTheBounds() {
        let p = renderModel(host(40, 40, imageLayer(.resize)))
        #expect(p.pixel(x: 0, y: 0) == opaqueRed && p.pixel(x: 19, y: 39) == opaqueRed)
        #expect(p.pixel(x: 20, y: 0) == opaqueBlue && p.pixel(x: 39, y: 39) == opaqueBlue)
    }

    /// The contents rectangle (x0, y0) for each gravity, a 10 × 10 image in a
    /// 40 × 40 layer. Vertical names follow Core Animation's y-up convention
    /// (iOS: `.top` sits at the bottom of a layer that is not geometry-flipped).
    @Test(arguments: [
        (CALayerContentsGravity.center, 15, 15), (.top, 15, 30), (.bottom, 15, 0), (.left, 0, 15), (.right, 30, 15),
        (.topLeft, 0, 30), (.topRight, 30, 30), (.bottomLeft, 0, 0), (.bottomRight, 30, 0),
    ])
    func naturalSizeGravities(_ gravity: CALayerContentsGravity, _ x0: Int, _ y0: Int) {
        let p = renderModel(host(40, 40, imageLayer(gravity)))
        #expect(p.pixel(x: x0, y: y0) == opaqueRed)
        #expect(p.pixel(x: x0 + 9, y: y0 + 9) == opaqueBlue)
        #expect(coveredCount(p, threshold: 0) == 100)
    }

    @Test func geometryFlippedMakesVerticalGravityNamesMatchTheScreen() {
        let l = imageLayer(.top)
        l.isGeometryFlipped = true
        let p = renderModel(host(40, 40, l))
        #expect(p.pixel(x: 15, y: 0) == opaqueRed)
    }

    @Test func aspectGravitiesFitAndFill() {
        let wide = splitImage(20, 10)
        var p = renderModel(host(40, 40, imageLayer(.resizeAspect, image: wide)))
        // 20 × 10 fitted into 40 × 40: 40 × 20 centred vertically.
        #expect(p.pixel(x: 0, y: 9)!.a == 0 && p.pixel(x: 0, y: 10) == opaqueRed && p.pixel(x: 39, y: 29) == opaqueBlue)
        #expect(p.pixel(x: 0, y: 30)!.a == 0)
        p = renderModel(host(40, 40, imageLayer(.resizeAspectFill, image: wide)))
        // Filled: 80 × 40 centred horizontally: x −20…60, red up to x = 20.
        #expect(p.pixel(x: 0, y: 0) == opaqueRed && p.pixel(x: 19, y: 39) == opaqueRed && p.pixel(x: 20, y: 0) == opaqueBlue)
    }

    @Test func contentsScaleSetsTheNaturalSize() {
        let l = imageLayer(.topLeft)
        l.contentsScale = 2   // 10 pixels = 5 points
        let p = renderModel(host(40, 40, l))
        #expect(coveredCount(p, threshold: 0) == 25)
    }

    @Test func contentsRectShowsPartOfTheImage() {
        let l = imageLayer(.resize)
        l.contentsRect = CGRect(x: 0.5, y: 0, width: 0.5, height: 1)   // the blue half
        let p = renderModel(host(40, 40, l))
        #expect(p.pixel(x: 0, y: 0) == opaqueBlue && p.pixel(x: 39, y: 39) == opaqueBlue)
    }

    @Test func contentsCenterKeepsTheCornersAndStretchesTheMiddle() {
        // A 9 × 9 image: a 3-pixel red frame around blue.
        var pix = try! Pixmap(width: 9, height: 9)
        for y in 0..<9 { for x in 0..<9 { pix.setPixel(x: x, y: y, (3..<6).contains(x) && (3..<6).contains(y) ? opaqueBlue : opaqueRed) } }
        let l = imageLayer(.resize, image: CGImage(pixmap: pix, space: CGColorSpaceCreateDeviceRGB()))
        l.contentsCenter = CGRect(x: 1.0 / 3, y: 1.0 / 3, width: 1.0 / 3, height: 1.0 / 3)
        let p = renderModel(host(40, 40, l))
        // Corners stay 3 points; the blue centre spans 3…37.
        #expect(p.pixel(x: 2, y: 2) == opaqueRed && p.pixel(x: 37, y: 37) == opaqueRed)
        #expect(p.pixel(x: 3, y: 3) == opaqueBlue && p.pixel(x: 36, y: 36) == opaqueBlue && p.pixel(x: 20, y: 20) == opaqueBlue)
        #expect(p.pixel(x: 20, y: 1) == opaqueRed)
    }

    @Test func nonImageContentsAreReported() {
        let l = CALayer()
        l.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        l.contents = "not an image"
        var p: Pixmap?
        let messages = CADiagnostics.capture { p = renderModel(host(10, 10, l)) }.messages
        #expect(coveredCount(p!, threshold: 0) == 0 && messages.count == 1)
    }

    // MARK: Layer classes

    @Test func shapeLayerFillsAndStrokesItsPath() {
        let s = CAShapeLayer()
        s.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
        s.path = CGPath(rect: CGRect(x: 10, y: 10, width: 20, height: 20), transform: nil)
        s.fillColor = red
        s.strokeColor = blue
        s.lineWidth = 4
        let p = renderModel(host(40, 40, s))
        #expect(p.pixel(x: 20, y: 20) == opaqueRed)
        #expect(p.pixel(x: 9, y: 20) == opaqueBlue && p.pixel(x: 11, y: 20) == opaqueBlue)
        #expect(p.pixel(x: 7, y: 20)!.a == 0)
    }

    @Test func strokeEndDrawsTheFirstPartOfTheLength() {
        let s = CAShapeLayer()
        s.frame = CGRect(x: 0, y: 0, width: 100, height: 10)
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 0, y: 5)); path.addLine(to: CGPoint(x: 100, y: 5))
        s.path = path
        s.fillColor = nil
        s.strokeColor = blue
        s.lineWidth = 2
        s.strokeStart = 0.25
        s.strokeEnd = 0.5
        let p = renderModel(host(100, 10, s))
        #expect(p.pixel(x: 24, y: 5)!.a == 0 && p.pixel(x: 25, y: 5) == opaqueBlue)
        #expect(p.pixel(x: 49, y: 5) == opaqueBlue && p.pixel(x: 50, y: 5)!.a == 0)
        #expect(coveredCount(p) == 50)
    }

    @Test func axialGradientRunsFromStartToEndPoint() {
        let g = CAGradientLayer()
        g.frame = CGRect(x: 0, y: 0, width: 10, height: 100)
        g.colors = [red, blue]
        let p = renderModel(host(10, 100, g))
        // Default: top (0.5, 0) to bottom (0.5, 1).
        #expect(close(p.pixel(x: 5, y: 0), Pixel(r: 254, g: 0, b: 1, a: 255), 2))
        #expect(close(p.pixel(x: 5, y: 99), Pixel(r: 1, g: 0, b: 254, a: 255), 2))
        #expect(close(p.pixel(x: 5, y: 50), Pixel(r: 126, g: 0, b: 129, a: 255), 2))
        g.locations = [0.5, 0.5]   // a hard edge in the middle
        let q = renderModel(host(10, 100, g))
        #expect(q.pixel(x: 5, y: 48) == opaqueRed && q.pixel(x: 5, y: 51) == opaqueBlue)
    }

    @Test func radialAndConicGradients() {
        let g = CAGradientLayer()
        g.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        g.type = .radial
        g.colors = [red, blue]
        g.startPoint = CGPoint(x: 0.5, y: 0.5)
        g.endPoint = CGPoint(x: 1, y: 1)   // radius 50 on both axes
        var p = renderModel(host(100, 100, g))
        #expect(close(p.pixel(x: 50, y: 50), opaqueRed, 8))
        #expect(p.pixel(x: 0, y: 0) == opaqueBlue)
        #expect(close(p.pixel(x: 75, y: 50), Pixel(r: 127, g: 0, b: 128, a: 255), 4))
        g.type = .conic
        g.endPoint = CGPoint(x: 1, y: 0.5)   // angle 0 points right
        p = renderModel(host(100, 100, g))
        // A quarter turn clockwise on screen (y down) is a quarter of the ramp.
        #expect(close(p.pixel(x: 50, y: 90), Pixel(r: 191, g: 0, b: 64, a: 255), 8))
    }

    @Test func textLayerDrawsItsGlyphsWhereTheLayoutPutsThem() throws {
        func inkBox(_ mode: CATextLayerAlignmentMode) throws -> (Int, Int, Int, Int, Double) {
            let t = CATextLayer()
            t.frame = CGRect(x: 0, y: 0, width: 200, height: 60)
            t.string = "Hello"
            t.fontSize = 30
            t.alignmentMode = mode
            let p = renderModel(host(200, 60, t))
            var x0 = 200, x1 = -1, y0 = 60, y1 = -1
            for y in 0..<60 { for x in 0..<200 where p.pixel(x: x, y: y)!.a > 127 {
                x0 = min(x0, x); x1 = max(x1, x); y0 = min(y0, y); y1 = max(y1, y)
            } }
            return (x0, x1, y0, y1, coverage(p))
        }
        let (path, _) = try #require({ () -> CATextLayer in
            let t = CATextLayer(); t.frame = CGRect(x: 0, y: 0, width: 200, height: 60); t.string = "Hello"; t.fontSize = 30; return t
        }().textContent())
        let bounds = path.boundingBoxOfPath
        let left = try inkBox(.left)
        // The ink is the glyph path's box (white on transparent, anti-aliased edges).
        #expect(abs(Double(left.0) - Double(bounds.minX)) <= 1 && abs(Double(left.1 + 1) - Double(bounds.maxX)) <= 1)
        #expect(abs(Double(left.2) - Double(bounds.minY)) <= 1 && abs(Double(left.3 + 1) - Double(bounds.maxY)) <= 1)
        #expect(left.4 > 200)
        let center = try inkBox(.center)
        let shift = Double(center.0 - left.0)
        #expect(abs(shift - (200 - Double(bounds.maxX) - Double(bounds.minX)) / 2) <= 2)
        #expect(abs(center.4 - left.4) < 1)
    }

    // MARK: Masks and shadows

    @Test func maskLayerAlphaCutsTheLayer() {
        let l = CALayer()
        l.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
        l.backgroundColor = red
        let m = CALayer()
        m.frame = CGRect(x: 0, y: 0, width: 20, height: 40)   // left half, in l's coordinates
        m.backgroundColor = CGColor(red: 0, green: 0, blue: 0, alpha: 0.5)
        l.mask = m
        let p = renderModel(host(40, 40, l))
        #expect(close(p.pixel(x: 5, y: 5), Pixel(r: 128, g: 0, b: 0, a: 128)))
        #expect(p.pixel(x: 25, y: 5)!.a == 0)
    }

    @Test func shadowPathShadowIsOffsetAndBlurred() {
        let l = CALayer()
        l.frame = CGRect(x: 30, y: 30, width: 40, height: 40)
        l.shadowOpacity = 1
        l.shadowRadius = 0
        l.shadowOffset = CGSize(width: 10, height: 20)
        l.shadowPath = CGPath(rect: l.bounds, transform: nil)
        let p = renderModel(host(100, 100, l))
        #expect(p.pixel(x: 45, y: 55) == Pixel(r: 0, g: 0, b: 0, a: 255))
        #expect(p.pixel(x: 75, y: 85) == Pixel(r: 0, g: 0, b: 0, a: 255))
        #expect(p.pixel(x: 35, y: 35)!.a == 0)
        l.shadowRadius = 6
        let q = renderModel(host(100, 100, l))
        // Blurred with σ = radius / 2 = 3: pixel 80 (centre 0.5 past the edge)
        // is covered Φ(−0.5 / 3) = 0.434, its mirror pixel 79 the rest.
        #expect(abs(Int(q.pixel(x: 80, y: 70)!.a) - 111) <= 6)
        #expect(abs(Int(q.pixel(x: 79, y: 70)!.a) + Int(q.pixel(x: 80, y: 70)!.a) - 255) <= 4)
        #expect(q.pixel(x: 60, y: 70)!.a == 255)
    }

    @Test func shadowFromAlphaFollowsTheLayersShapeAndDefaultsToAnUpwardOffset() {
        let l = CALayer()
        l.frame = CGRect(x: 30, y: 30, width: 40, height: 40)
        l.backgroundColor = white
        l.cornerRadius = 20
        l.shadowOpacity = 0.5
        l.shadowRadius = 0
        let p = renderModel(host(100, 100, l))
        // Default offset (0, −3): the shadow shows above the circle, not below.
        #expect(close(p.pixel(x: 50, y: 28), Pixel(r: 0, g: 0, b: 0, a: 128)))
        #expect(p.pixel(x: 50, y: 71)!.a == 0)
        #expect(p.pixel(x: 50, y: 50) == Pixel(r: 255, g: 255, b: 255, a: 255))
    }
}
