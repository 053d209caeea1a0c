import Foundation
import Testing
@testable import OpenCoreGraphics

@Suite struct CGContextTransparencyLayerTests {
    /// Two overlapping opaque red 20×20 squares 10 apart, drawn with `setup`
    /// applied first, optionally inside a transparency layer.
    static func overlapping(layer: Bool, width: Int = 50, setup: (CGContext) -> Void = { $0.setAlpha(0.5) }) -> CGContext {
        let ctx = makeContext(width, 20)
        setup(ctx)
        ctx.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        if layer { ctx.beginTransparencyLayer(auxiliaryInfo: nil) }
        ctx.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
        ctx.fill(CGRect(x: 10, y: 0, width: 20, height: 20))
        if layer { ctx.endTransparencyLayer() }
        return ctx
    }

    @Test func layerAppliesAlphaOnceToOverlappingShapes() {
        let plain = CGContextTransparencyLayerTests.overlapping(layer: false)
        // 128 + 128 · 127 / 255 = 191.75 → 192 where the squares overlap.
        #expect(plain.bytes(5, 10) == [128, 0, 0, 128] && plain.bytes(15, 10) == [192, 0, 0, 192])
        let grouped = CGContextTransparencyLayerTests.overlapping(layer: true)
        #expect(grouped.bytes(5, 10) == [128, 0, 0, 128] && grouped.bytes(15, 10) == [128, 0, 0, 128])
        #expect(grouped.bytes(25, 10) == [128, 0, 0, 128] && grouped.bytes(35, 10) == [0, 0, 0, 0])
    }

    @Test func layerIsInvisibleUntilItEndsAndRestoresState() {
        let ctx = makeContext(20, 20)
        ctx.setAlpha(0.5)
        ctx.beginTransparencyLayer(auxiliaryInfo: nil)
        ctx.setFillColor(red: 0, green: 0, blue: 1, alpha: 1)
        ctx.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
        #expect(ctx.bytes(5, 5) == [0, 0, 0, 0])   // the buffer does not show the layer yet
        ctx.setAlpha(1)                              // changed inside; restored at the end
        ctx.endTransparencyLayer()
        #expect(ctx.bytes(5, 5) == [0, 0, 128, 128])
        ctx.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        ctx.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
        // Alpha 0.5 again after the layer: 128 + 128 · 127/255 → (128, 0, 64, 192).
        #expect(ctx.bytes(5, 5) == [128, 0, 64, 192])
    }

    @Test func layerCastsOneShadow() {
        func render(layer: Bool) -> CGContext {
            CGContextTransparencyLayerTests.overlapping(layer: layer, width: 80) {
                $0.setShadow(offset: CGSize(width: 40, height: 0), blur: 0, color: CGColor(red: 0, green: 0, blue: 0, alpha: 0.5))
            }
        }
        // Shadows at columns 40..<60 and 50..<70 overlap over 50..<60.
        let separate = render(layer: false), grouped = render(layer: true)
        #expect(separate.bytes(55, 10) == [0, 0, 0, 192] && separate.bytes(45, 10) == [0, 0, 0, 128])
        #expect(grouped.bytes(55, 10) == [0, 0, 0, 128] && grouped.bytes(45, 10) == [0, 0, 0, 128])
        #expect(grouped.bytes(15, 10) == [255, 0, 0, 255])
    }

    @Test func layerRectAndOuterClipLimitDrawing() {
        let ctx = makeContext(40, 10)
        ctx.clip(to: CGRect(x: 0, y: 0, width: 30, height: 10))
        ctx.beginTransparencyLayer(in: CGRect(x: 10, y: 0, width: 30, height: 10), auxiliaryInfo: nil)
        ctx.setFillColor(red: 0, green: 1, blue: 0, alpha: 1)
        ctx.fill(CGRect(x: 0, y: 0, width: 40, height: 10))
        ctx.endTransparencyLayer()
        #expect(ctx.bytes(5, 5) == [0, 0, 0, 0] && ctx.bytes(15, 5) == [0, 255, 0, 255] && ctx.bytes(35, 5) == [0, 0, 0, 0])
    }

    @Test func nestedLayersAndUnbalancedCalls() {
        let ctx = makeContext(10, 10)
        ctx.setAlpha(0.5)
        ctx.beginTransparencyLayer(auxiliaryInfo: nil)
        ctx.setAlpha(0.5)
        ctx.beginTransparencyLayer(auxiliaryInfo: nil)
        ctx.saveGState()                    // never restored: dropped at the end
        ctx.setFillColor(red: 1, green: 1, blue: 1, alpha: 1)
        ctx.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        ctx.endTransparencyLayer()
        ctx.endTransparencyLayer()
        // 255 · 0.5 → 128 in the outer layer, · 0.5 → 64 in the bitmap.
        #expect(ctx.bytes(3, 3) == [64, 64, 64, 64])
        let messages = diagnostics { ctx.endTransparencyLayer() }
        #expect(messages.count == 1)
    }
}
