import Testing
import Foundation
@testable import OpenQuartzCore
import LayerTestSupport
import Raster

/// Procedural scenery shared by the golden tests: every picture is computed
/// here (pixel formulas and `CGContext` drawings), nothing is copied art.
enum GoldenFixtures {
    /// The opaque light grey every scene is drawn on, so goldens read the
    /// same in any image viewer.
    static let paper = CGColor(red: 0.93, green: 0.93, blue: 0.9, alpha: 1)
    static let ink = CGColor(red: 0.1, green: 0.12, blue: 0.2, alpha: 1)
    static let orange = CGColor(red: 1, green: 0.55, blue: 0.1, alpha: 1)
    static let teal = CGColor(red: 0.1, green: 0.6, blue: 0.6, alpha: 1)
    static let purple = CGColor(red: 0.5, green: 0.2, blue: 0.7, alpha: 1)
    static let yellow = CGColor(red: 1, green: 0.85, blue: 0.1, alpha: 1)

    /// A `w × h` root layer filled with `paper` (or `background`).
    @MainActor static func root(_ w: CGFloat, _ h: CGFloat, background: CGColor? = paper) -> CALayer {
        let r = CALayer()
        r.bounds = CGRect(x: 0, y: 0, width: w, height: h)
        r.backgroundColor = background
        return r
    }

    /// A `w × h` root whose background is a grey checkerboard of `cell`-point
    /// squares: translucency shows against it.
    @MainActor static func checkerRoot(_ w: CGFloat, _ h: CGFloat, cell: Int = 8) -> CALayer {
        let r = root(w, h, background: nil)
        r.contents = image(Int(w) / cell, Int(h) / cell) { x, y in
            (x + y) % 2 == 0 ? Pixel(r: 200, g: 200, b: 200, a: 255) : Pixel(r: 255, g: 255, b: 255, a: 255)
        }
        r.magnificationFilter = .nearest
        return r
    }

    /// An image whose pixel (x, y) (y down) is `pixel(x, y)`.
    static func image(_ w: Int, _ h: Int, _ pixel: (Int, Int) -> Pixel) -> CGImage {
        var p = try! Pixmap(width: w, height: h)
        for y in 0..<h { for x in 0..<w { p.setPixel(x: x, y: y, pixel(x, y)) } }
        return CGImage(pixmap: p, space: CGColorSpaceCreateDeviceRGB())
    }

    /// A test card: quadrants red (top left), green (top right), blue (bottom
    /// left), yellow (bottom right), a one-pixel dark frame and a white
    /// diagonal from the top-left corner — every flip and turn is visible.
    static func testCard(_ w: Int = 16, _ h: Int = 16) -> CGImage {
        image(w, h) { x, y in testCardPixel(x, y, w, h) }
    }

    /// Pixel (x, y) (y down) of the `w × h` test card: what the goldens'
    /// independent checks expect wherever the card is shown unscaled or
    /// magnified with `.nearest`.
    static func testCardPixel(_ x: Int, _ y: Int, _ w: Int = 16, _ h: Int = 16) -> Pixel {
        if x == 0 || y == 0 || x == w - 1 || y == h - 1 { return Pixel(r: 30, g: 30, b: 50, a: 255) }
        // Within half a pixel of the line from (0, 0) to (w, h), through pixel centres.
        let off = Double((2 * x + 1) * h - (2 * y + 1) * w) / 2
        if abs(off) / hypot(Double(w), Double(h)) < 0.5 { return Pixel(r: 255, g: 255, b: 255, a: 255) }
        switch (x < w / 2, y < h / 2) {
        case (true, true): return Pixel(r: 230, g: 40, b: 40, a: 255)
        case (false, true): return Pixel(r: 40, g: 180, b: 60, a: 255)
        case (true, false): return Pixel(r: 40, g: 80, b: 230, a: 255)
        case (false, false): return Pixel(r: 250, g: 210, b: 30, a: 255)
        }
    }

    /// A layer with `frame` and `backgroundColor`.
    @MainActor static func box(_ frame: CGRect, _ color: CGColor) -> CALayer {
        let l = CALayer()
        l.frame = frame
        l.backgroundColor = color
        return l
    }

    /// A `CGContext` drawing, `w × h` points at `scale`, y down (flipped the
    /// way UIKit's image contexts are), as a `CGImage`.
    static func drawing(_ w: Int, _ h: Int, scale: CGFloat = 1, _ draw: (CGContext) -> Void) -> CGImage {
        let pw = Int((CGFloat(w) * scale).rounded(.up)), ph = Int((CGFloat(h) * scale).rounded(.up))
        let ctx = CGContext(data: nil, width: pw, height: ph, bitsPerComponent: 8, bytesPerRow: 0,
                            space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)!
        ctx.translateBy(x: 0, y: CGFloat(ph))
        ctx.scaleBy(x: scale, y: -scale)
        draw(ctx)
        return ctx.makeImage()!
    }

    /// A nine-slice source, 24 × 24 pixels: a dark rounded frame 6 pixels wide
    /// with a dot in each corner, over a pale centre.
    static func frameImage() -> CGImage {
        drawing(24, 24) { ctx in
            ctx.setFillColor(ink)
            ctx.addPath(CGPath(roundedRect: CGRect(x: 0, y: 0, width: 24, height: 24), cornerWidth: 6, cornerHeight: 6, transform: nil))
            ctx.fillPath()
            ctx.setFillColor(CGColor(red: 0.85, green: 0.92, blue: 1, alpha: 1))
            ctx.fill(CGRect(x: 6, y: 6, width: 12, height: 12))
            ctx.setFillColor(orange)
            for (x, y) in [(3, 3), (21, 3), (3, 21), (21, 21)] {
                ctx.fillEllipse(in: CGRect(x: CGFloat(x) - 2, y: CGFloat(y) - 2, width: 4, height: 4))
            }
        }
    }

    /// A closed polygon of `count` vertices starting straight above `c`, each
    /// `turn` radians further clockwise on screen, at the radii in `radii` in
    /// turn (stars alternate two radii; a pentagram turns 4π/5).
    static func polygon(_ c: CGPoint, radii: [CGFloat], count: Int, turn: CGFloat) -> CGPath {
        let path = CGMutablePath()
        for i in 0..<count {
            let radius = radii[i % radii.count], angle = -CGFloat.pi / 2 + CGFloat(i) * turn
            let p = CGPoint(x: c.x + radius * cos(angle), y: c.y + radius * sin(angle))
            if i == 0 { path.move(to: p) } else { path.addLine(to: p) }
        }
        path.closeSubpath()
        return path
    }

    /// A fresh manual clock, a renderer and a committed paper-coloured root
    /// of `w × h` placed to fill the frame (for goldens under the clock).
    @MainActor static func stage(_ w: CGFloat, _ h: CGFloat) -> (CARenderer, CALayer) {
        resetClock()
        let (renderer, root) = makeInterfaceRoot(size: CGSize(width: w, height: h))
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        root.position = CGPoint(x: w / 2, y: h / 2)
        root.backgroundColor = paper
        CATransaction.commit()
        MediaClock.advance(by: 0)
        return (renderer, root)
    }

    /// The renderer's frame at media time `t`.
    @MainActor static func frame(_ renderer: CARenderer, at t: Double) throws -> Pixmap {
        renderer.beginFrame(atTime: t)
        renderer.render()
        renderer.endFrame()
        return try #require(renderer.makeImage()).pixmap
    }

    /// A white dot with a soft edge, `size` pixels: an emitter cell's image.
    static func dot(_ size: Int = 8) -> CGImage {
        let c = Double(size) / 2
        return image(size, size) { x, y in
            let d = hypot(Double(x) + 0.5 - c, Double(y) + 0.5 - c)
            let a = UInt8(max(0, min(1, c - d)) * 255)
            return Pixel(r: a, g: a, b: a, a: a)
        }
    }
}
