import Foundation
import Testing
@testable import OpenCoreGraphics

@Suite struct CGContextShadowTests {
    static let red: [UInt8] = [255, 0, 0, 255], clear: [UInt8] = [0, 0, 0, 0]
    /// Apple's default shadow colour, black at alpha 1/3, premultiplied.
    static let defaultShadow: [UInt8] = [0, 0, 0, 85]

    /// A red 20×20 square at (10, 50) with a sharp default shadow 40 right, 30 down.
    static func sharpShadowContext() -> CGContext {
        let ctx = makeContext(100, 100)
        ctx.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        ctx.setShadow(offset: CGSize(width: 40, height: -30), blur: 0)
        ctx.fill(CGRect(x: 10, y: 50, width: 20, height: 20))
        return ctx
    }

    @Test func sharpShadowIsTheShapeOffsetInDeviceSpace() {
        let ctx = CGContextShadowTests.sharpShadowContext()
        // Shape: columns 10..<30, memory rows 30..<50. Shadow: columns 50..<70, rows 60..<80.
        for row in 0..<100 {
            for x in 0..<100 {
                let expected: [UInt8]
                if (10..<30).contains(x) && (30..<50).contains(row) { expected = CGContextShadowTests.red }
                else if (50..<70).contains(x) && (60..<80).contains(row) { expected = CGContextShadowTests.defaultShadow }
                else { expected = CGContextShadowTests.clear }
                if ctx.bytes(x, row) != expected { Issue.record("(\(x), \(row)): \(ctx.bytes(x, row)) ≠ \(expected)"); return }
            }
        }
    }

    @Test func offsetIgnoresTheCTM() {
        // The same device rectangle drawn through a scale and translation:
        // the shadow offset stays 40 right, 30 down in pixels.
        let ctx = makeContext(100, 100)
        ctx.translateBy(x: 2, y: 4)
        ctx.scaleBy(x: 2, y: 2)
        ctx.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        ctx.setShadow(offset: CGSize(width: 40, height: -30), blur: 0)
        ctx.fill(CGRect(x: 4, y: 23, width: 10, height: 10))
        #expect(ctx.allBytes == CGContextShadowTests.sharpShadowContext().allBytes)
    }

    @Test func positiveHeightMovesTheShadowUp() {
        let ctx = makeContext(60, 100)
        ctx.setShadow(offset: CGSize(width: 0, height: 20), blur: 0, color: CGColor(red: 0, green: 0, blue: 1, alpha: 1))
        ctx.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        ctx.fill(CGRect(x: 10, y: 10, width: 20, height: 20))   // memory rows 70..<90
        #expect(ctx.bytes(20, 55) == [0, 0, 255, 255])           // shadow rows 50..<70: above
        #expect(ctx.bytes(20, 75) == CGContextShadowTests.red)
        #expect(ctx.bytes(20, 95) == CGContextShadowTests.clear && ctx.bytes(20, 45) == CGContextShadowTests.clear)
    }

    @Test func blurredShadowCentreAndEdge() {
        let ctx = makeContext(140, 100)
        ctx.setShadow(offset: CGSize(width: 60, height: 0), blur: 6)   // σ = 3
        ctx.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        ctx.fill(CGRect(x: 10, y: 30, width: 40, height: 40))         // columns 10..<50, rows 30..<70
        // Shadow over columns 70..<110: its centre is as dark as the colour.
        #expect(ctx.bytes(90, 50) == CGContextShadowTests.defaultShadow)
        // Across the left edge (x = 70) alpha follows 85·Φ((x + 0.5 − 70) / 3).
        func phi(_ x: Double) -> Double { 0.5 * (1 + erf(x / 2.squareRoot())) }
        for x in 62..<78 {
            let expected = 85 * phi((Double(x) + 0.5 - 70) / 3)
            #expect(abs(Double(ctx.bytes(x, 50)[3]) - expected) <= 2, "x = \(x): \(ctx.bytes(x, 50)[3]) vs \(expected)")
        }
        // Symmetric top and bottom, nothing beyond the blur's reach.
        #expect(ctx.bytes(90, 27) == ctx.bytes(90, 72))
        #expect(ctx.bytes(90, 15) == CGContextShadowTests.clear && ctx.bytes(125, 50) == CGContextShadowTests.clear)
        // The shape itself is untouched.
        #expect(ctx.bytes(30, 50) == CGContextShadowTests.red)
    }

    @Test func shadowIsGraphicsStateAndNilColourTurnsItOff() {
        let ctx = makeContext(60, 60)
        ctx.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        ctx.saveGState()
        ctx.setShadow(offset: CGSize(width: 10, height: -10), blur: 4)
        ctx.restoreGState()
        ctx.fill(CGRect(x: 10, y: 30, width: 20, height: 20))
        ctx.setShadow(offset: CGSize(width: 10, height: -10), blur: 0)
        ctx.setShadow(offset: CGSize(width: 10, height: -10), blur: 0, color: nil)
        ctx.fill(CGRect(x: 35, y: 5, width: 10, height: 10))
        #expect(ctx.allBytes.allSatisfy { $0 == CGContextShadowTests.red || $0 == CGContextShadowTests.clear })
        #expect(ctx.allBytes.filter { $0 == CGContextShadowTests.red }.count == 400 + 100)
        let messages = diagnostics { ctx.setShadow(offset: CGSize(width: CGFloat.nan, height: 0), blur: 1) }
        #expect(messages.count == 1)
    }

    @Test func strokesImagesAndGradientsCastShadows() {
        let image = CGImage(width: 2, height: 2, bitsPerComponent: 8, bitsPerPixel: 32, bytesPerRow: 8,
                            space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGBitmapInfo(rawValue: premultipliedLast),
                            provider: CGDataProvider(data: Data([0, 255, 0, 255, 0, 255, 0, 255, 0, 255, 0, 255, 0, 255, 0, 255]))!,
                            decode: nil, shouldInterpolate: false, intent: .defaultIntent)!
        let shadowColor = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
        let drawings: [(CGContext) -> Void] = [
            { $0.draw(image, in: CGRect(x: 10, y: 60, width: 20, height: 20)) },
            { $0.setLineWidth(4); $0.stroke(CGRect(x: 12, y: 62, width: 16, height: 16)) },
            { ctx in
                let g = CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(),
                                   colors: [CGColor(red: 1, green: 0, blue: 0, alpha: 1), CGColor(red: 0, green: 1, blue: 0, alpha: 1)],
                                   locations: [0, 1])!
                ctx.drawLinearGradient(g, start: CGPoint(x: 0, y: 60), end: CGPoint(x: 0, y: 80), options: [])
            },
        ]
        for (i, draw) in drawings.enumerated() {
            let ctx = makeContext(100, 100)
            ctx.setShadow(offset: CGSize(width: 0, height: -40), blur: 0, color: shadowColor)
            draw(ctx)
            // Everything drawn in y-up 60..80 (rows 20..<40) has its shadow 40 lower (rows 60..<80).
            #expect(ctx.bytes(12, 70) == [0, 0, 255, 255], "drawing \(i)")
            #expect(ctx.bytes(12, 30)[3] == 255 && ctx.bytes(12, 30) != [0, 0, 255, 255], "drawing \(i)")
            #expect(ctx.bytes(12, 50) == CGContextShadowTests.clear && ctx.bytes(12, 90) == CGContextShadowTests.clear, "drawing \(i)")
        }
    }

    @Test func clearRectCastsNoShadow() {
        let ctx = makeContext(40, 40)
        ctx.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        ctx.fill(CGRect(x: 0, y: 0, width: 40, height: 40))
        ctx.setShadow(offset: CGSize(width: 10, height: 0), blur: 0, color: CGColor(red: 0, green: 0, blue: 1, alpha: 1))
        ctx.clear(CGRect(x: 10, y: 10, width: 10, height: 10))
        #expect(ctx.bytes(15, 25) == CGContextShadowTests.clear)
        #expect(ctx.bytes(25, 25) == CGContextShadowTests.red)
    }
}
