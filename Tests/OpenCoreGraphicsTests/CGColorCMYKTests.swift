import Testing
import Foundation
@testable import OpenCoreGraphics

/// CMYK colour spaces and colours, drawn through the naive conversion
/// `r = (1 − c)(1 − k)`, `g = (1 − m)(1 − k)`, `b = (1 − y)(1 − k)`.
@Suite struct CGColorCMYKTests {
    @Test func spaces() {
        let generic = CGColorSpace(name: CGColorSpace.genericCMYK)
        #expect(generic?.model == .cmyk)
        #expect(generic?.numberOfComponents == 4)
        #expect(generic?.name == "kCGColorSpaceGenericCMYK")
        let device = CGColorSpaceCreateDeviceCMYK()
        #expect(device.model == .cmyk && device.numberOfComponents == 4)
        #expect(device != generic)
    }

    @Test func genericCMYKColor() {
        let c = CGColor(genericCMYKCyan: 0.2, magenta: 0.4, yellow: 0.6, black: 0.5, alpha: 0.8)
        #expect(c.numberOfComponents == 5)
        #expect(c.components == [0.2, 0.4, 0.6, 0.5, 0.8])
        #expect(c.colorSpace?.model == .cmyk)
        #expect(c.alpha == 0.8)
        // (1 − 0.2)·0.5, (1 − 0.4)·0.5, (1 − 0.6)·0.5.
        let v = c.rgba
        #expect(abs(v.red - 0.4) < 1e-12 && abs(v.green - 0.3) < 1e-12 && abs(v.blue - 0.2) < 1e-12 && v.alpha == 0.8)
        #expect(c == CGColor(genericCMYKCyan: 0.2, magenta: 0.4, yellow: 0.6, black: 0.5, alpha: 0.8))
        #expect(c.copy(alpha: 1)?.components == [0.2, 0.4, 0.6, 0.5, 1])
    }

    @Test func drawnThroughTheNaiveConversion() {
        let ctx = makeContext(4, 1)
        // c 0.2, m 0.6, y 1, k 0.5 → (0.4, 0.2, 0) → (102, 51, 0).
        ctx.setFillColor(CGColor(genericCMYKCyan: 0.2, magenta: 0.6, yellow: 1, black: 0.5, alpha: 1))
        ctx.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        #expect(ctx.bytes(0, 0) == [102, 51, 0, 255])
        ctx.setFillColor(cyan: 1, magenta: 0, yellow: 0, black: 0, alpha: 1)        // pure cyan
        ctx.fill(CGRect(x: 1, y: 0, width: 1, height: 1))
        #expect(ctx.bytes(1, 0) == [0, 255, 255, 255])
        let magenta = CGColor(colorSpace: CGColorSpaceCreateDeviceCMYK(), components: [0, 1, 0, 0, 1] as [CGFloat])
        ctx.setFillColor(magenta!)
        ctx.fill(CGRect(x: 2, y: 0, width: 1, height: 1))
        #expect(ctx.bytes(2, 0) == [255, 0, 255, 255])
        ctx.setStrokeColor(cyan: 0, magenta: 0, yellow: 0, black: 1, alpha: 1)      // black ink
        ctx.setLineWidth(1)
        ctx.move(to: CGPoint(x: 3.5, y: -1))                                         // covers pixel 3 fully
        ctx.addLine(to: CGPoint(x: 3.5, y: 2))
        ctx.strokePath()
        #expect(ctx.bytes(3, 0) == [0, 0, 0, 255])
    }

    @Test func gradientFromCMYKComponents() {
        // White (no ink) to cyan, two stops.
        let components: [CGFloat] = [0, 0, 0, 0, 1, 1, 0, 0, 0, 1]
        let g = CGGradient(colorSpace: CGColorSpaceCreateDeviceCMYK(), colorComponents: components, locations: nil, count: 2)
        #expect(g != nil)
        let ctx = makeContext(11, 1)
        ctx.drawLinearGradient(g!, start: CGPoint(x: 0.5, y: 0), end: CGPoint(x: 10.5, y: 0),
                               options: [.drawsBeforeStartLocation, .drawsAfterEndLocation])
        #expect(ctx.bytes(0, 0) == [255, 255, 255, 255])
        #expect(ctx.bytes(10, 0) == [0, 255, 255, 255])
        // Halfway: red (1 − 0.5)·255 = 127.5 — 127 or 128.
        #expect([127, 128].contains(ctx.bytes(5, 0)[0]))
    }
}
