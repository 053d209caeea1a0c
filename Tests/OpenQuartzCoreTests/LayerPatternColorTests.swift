import Testing
import Foundation
@testable import OpenQuartzCore
import LayerTestSupport
import Raster

/// Pattern colours as layer colours: pattern space is the layer's own
/// coordinate space (y down, the bounds' origin at the top-left), so the
/// cell (0, 0, 5, 5) of a pattern repeated every 10 lands at layer x, y ∈
/// [0, 5) ∪ [10, 15) ∪ …
@MainActor enum LayerPatterns {
    /// Opaque squares of (`r`, `g`, `b`) over (0, 0, 5, 5) every 10 units.
    static func squares(red r: CGFloat = 1, green g: CGFloat = 0, blue b: CGFloat = 0, colored: Bool = true) -> CGPattern {
        var callbacks: CGPatternCallbacks
        switch (r, g, b) {
        case (1, 0, 0): callbacks = CGPatternCallbacks(version: 0, drawPattern: { _, c in
            c.setFillColor(red: 1, green: 0, blue: 0, alpha: 1); c.fill(CGRect(x: 0, y: 0, width: 5, height: 5)) }, releaseInfo: nil)
        default: callbacks = CGPatternCallbacks(version: 0, drawPattern: { _, c in
            c.setFillColor(red: 0, green: 1, blue: 0, alpha: 1); c.fill(CGRect(x: 0, y: 0, width: 5, height: 5)) }, releaseInfo: nil)
        }
        return CGPattern(info: nil, bounds: CGRect(x: 0, y: 0, width: 5, height: 5), matrix: .identity, xStep: 10, yStep: 10,
                         tiling: .constantSpacing, isColored: colored, callbacks: &callbacks)!
    }

    /// A coloured pattern colour of `pattern` at full alpha.
    static func color(_ pattern: CGPattern) -> CGColor {
        CGColor(patternSpace: CGColorSpace(patternBaseSpace: nil)!, pattern: pattern, components: [1])!
    }
}

@Suite @MainActor struct LayerPatternColorTests {
    @Test func aPatternBackgroundTilesFromTheLayersOrigin() {
        let host = CALayer()
        host.bounds = CGRect(x: 0, y: 0, width: 40, height: 40)
        let layer = CALayer()
        layer.frame = CGRect(x: 3, y: 0, width: 30, height: 30)
        layer.backgroundColor = LayerPatterns.color(LayerPatterns.squares())
        host.addSublayer(layer)
        let p = renderModel(host)
        // The layer starts at x = 3: squares over host x ∈ [3, 8), [13, 18), [23, 28); y ∈ [0, 5), [10, 15), [20, 25).
        #expect(p.pixel(x: 3, y: 0) == opaqueRed && p.pixel(x: 7, y: 4) == opaqueRed && p.pixel(x: 14, y: 12) == opaqueRed)
        #expect(p.pixel(x: 2, y: 2) == clearPixel && p.pixel(x: 8, y: 2) == clearPixel && p.pixel(x: 5, y: 5) == clearPixel)
        #expect(p.pixel(x: 27, y: 24) == opaqueRed && p.pixel(x: 34, y: 2) == clearPixel)
    }

    @Test func borderAndShapeColoursTakePatternsAndUncolouredOnesTheirComponents() {
        let host = CALayer()
        host.bounds = CGRect(x: 0, y: 0, width: 40, height: 40)
        let bordered = CALayer()
        bordered.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
        bordered.borderWidth = 2
        bordered.borderColor = LayerPatterns.color(LayerPatterns.squares())
        let shape = CAShapeLayer()
        shape.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
        shape.path = CGPath(rect: CGRect(x: 10, y: 10, width: 20, height: 20), transform: nil)
        let space = CGColorSpace(patternBaseSpace: CGColorSpace(name: CGColorSpace.sRGB))!
        shape.fillColor = CGColor(patternSpace: space, pattern: LayerPatterns.squares(colored: false), components: [0, 0, 1, 1])
        host.addSublayer(shape)
        host.addSublayer(bordered)
        let p = renderModel(host)
        // Border (2 wide) over squares: red at (1, 3), clear at (1, 7) and (3, 1)'s inside neighbour (3, 3) is not border.
        #expect(p.pixel(x: 1, y: 3) == opaqueRed && p.pixel(x: 1, y: 7) == clearPixel && p.pixel(x: 38, y: 3) == clearPixel)
        // 38 is in [30, 35)? no: 38 ∈ [35, 40) is a gap; 32 is a square column.
        #expect(p.pixel(x: 32, y: 1) == opaqueRed)
        // The fill is blue where the stencil has cells, inside the path only.
        #expect(p.pixel(x: 12, y: 12) == opaqueBlue && p.pixel(x: 17, y: 12) == clearPixel && p.pixel(x: 22, y: 22) == opaqueBlue)
        #expect(p.pixel(x: 2, y: 12) == clearPixel)
    }

    @Test func aPatternForegroundColourPaintsTheTextLayersGlyphs() {
        // A full block (U+2588) at 40 pt covers x ∈ [0, ~24), y from above 5
        // to below 36 (ascent ≈ 37 pt): its inside shows the pattern's cells,
        // red over [10, 15) × [10, 15) and [10, 15) × [20, 25), clear in the
        // gaps between them.
        let text = CATextLayer()
        text.frame = CGRect(x: 0, y: 0, width: 40, height: 48)
        text.fontSize = 40
        text.string = "\u{2588}"
        text.foregroundColor = LayerPatterns.color(LayerPatterns.squares())
        let p = renderModel(text)
        #expect(p.pixel(x: 12, y: 12) == opaqueRed && p.pixel(x: 12, y: 22) == opaqueRed && p.pixel(x: 2, y: 22) == opaqueRed)
        #expect(p.pixel(x: 17, y: 12) == clearPixel && p.pixel(x: 12, y: 17) == clearPixel && p.pixel(x: 7, y: 27) == clearPixel)
        // Outside the glyph nothing is drawn, even where the pattern has a cell.
        #expect(p.pixel(x: 32, y: 12) == clearPixel)
    }

    @Test func aLayerSeenInPerspectiveKeepsItsPattern() {
        // Turned 8° about y under a perspective of 1/500: points move by at
        // most ~1 pixel over this 40-point layer (cos 8° = 0.990; depth
        // ±20 sin 8° = ±2.8 scales by 1 ± 0.6 %), so the middles of the cells
        // stay red and the middles of the gaps clear — a plain-colour
        // fallback would paint them all alike.
        let host = CALayer()
        host.bounds = CGRect(x: 0, y: 0, width: 40, height: 40)
        var perspective = CATransform3DIdentity
        perspective.m34 = -1.0 / 500
        host.sublayerTransform = perspective
        let layer = CALayer()
        layer.frame = host.bounds
        layer.transform = CATransform3DMakeRotation(8 * .pi / 180, 0, 1, 0)
        layer.backgroundColor = LayerPatterns.color(LayerPatterns.squares())
        host.addSublayer(layer)
        let p = renderModel(host)
        for (x, y) in [(22, 22), (12, 22), (22, 12), (32, 32)] {
            #expect(p.pixel(x: x, y: y) == opaqueRed, "cell middle (\(x), \(y))")
            #expect(p.pixel(x: x + 5, y: y)?.a == 0, "gap middle (\(x + 5), \(y))")
        }
    }

    @Test func patternColoursSurviveSetValueAndPresentation() {
        let layer = CALayer()
        let color = LayerPatterns.color(LayerPatterns.squares())
        layer.setValue(color, forKey: "backgroundColor")
        #expect(layer.backgroundColor === color)
        #expect((layer.value(forKey: "backgroundColor") as? CGColor)?.pattern != nil)
    }
}

extension GlobalClockSuite {
    @Suite @MainActor struct LayerPatternColorAnimationTests {
        /// Core Animation cannot interpolate a pattern: an animation between
        /// a pattern colour and a plain one switches at the midpoint, as
        /// every value it cannot interpolate.
        @Test func aColourAnimationFromAPatternSwitchesAtTheMidpoint() {
            resetClock()
            let size = CGSize(width: 20, height: 20)
            let (renderer, root) = makeShownRoot(size: size)
            CATransaction.setDisableActions(true)
            let layer = solidLayer(CGRect(x: 0, y: 0, width: 20, height: 20), blue)
            root.addSublayer(layer)
            MediaClock.advance(by: 0)
            let t0 = CACurrentMediaTime()
            let a = CABasicAnimation(keyPath: "backgroundColor")
            a.fromValue = LayerPatterns.color(LayerPatterns.squares())
            a.toValue = blue
            a.duration = 1
            a.beginTime = t0
            layer.add(a, forKey: "bg")
            MediaClock.advance(by: 0)
            renderFrame(renderer, at: t0 + 0.25)
            var frame = renderer.framePixmap!
            #expect(frame.pixel(x: 2, y: 2) == opaqueRed && frame.pixel(x: 7, y: 2) == clearPixel)
            renderFrame(renderer, at: t0 + 0.75)
            frame = renderer.framePixmap!
            #expect(frame.pixel(x: 2, y: 2) == opaqueBlue && frame.pixel(x: 7, y: 2) == opaqueBlue)
        }

        @Test func changingThePatternMatchesAFullRedraw() {
            resetClock()
            let size = CGSize(width: 30, height: 30)
            let (tracked, root) = makeShownRoot(size: size)
            let layer = solidLayer(CGRect(x: 2, y: 2, width: 25, height: 25), blue)
            root.addSublayer(layer)
            MediaClock.advance(by: 1)
            let t0 = CACurrentMediaTime()
            renderFrame(tracked, at: t0)
            let steps: [() -> Void] = [
                { layer.backgroundColor = LayerPatterns.color(LayerPatterns.squares()) },
                { layer.backgroundColor = LayerPatterns.color(LayerPatterns.squares(red: 0, green: 1)) },
                { layer.position.x += 3 },
                { layer.backgroundColor = green },
            ]
            expectStepsMatchAFullRedraw(tracked, root, size: size, from: t0, steps)
            // The last step left a plain green background.
            #expect(tracked.framePixmap?.pixel(x: 10, y: 10) == opaqueGreen)
        }
    }
}
