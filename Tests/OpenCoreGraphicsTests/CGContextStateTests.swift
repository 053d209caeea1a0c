import Foundation
import Testing
@testable import OpenCoreGraphics

@Suite struct CGContextStateTests {
    func blackWhite(interpolate: Bool) -> CGImage {
        CGImage(width: 2, height: 1, bitsPerComponent: 8, bitsPerPixel: 32, bytesPerRow: 8,
                space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGBitmapInfo(rawValue: premultipliedLast),
                provider: CGDataProvider(data: Data([0, 0, 0, 255, 255, 255, 255, 255]))!, decode: nil,
                shouldInterpolate: interpolate, intent: .defaultIntent)!
    }

    @Test func defaultQualityInterpolatesAndNoneDoesNot() {
        let smooth = makeContext(4, 1)
        #expect(smooth.interpolationQuality == .default)
        smooth.draw(blackWhite(interpolate: true), in: CGRect(x: 0, y: 0, width: 4, height: 1))
        let v = smooth.bytes(1, 0)[0]
        #expect(v > 0 && v < 255 && smooth.bytes(1, 0)[3] == 255)

        let blocky = makeContext(4, 1)
        blocky.draw(blackWhite(interpolate: false), in: CGRect(x: 0, y: 0, width: 4, height: 1))
        #expect(blocky.allBytes == [[0, 0, 0, 255], [0, 0, 0, 255], [255, 255, 255, 255], [255, 255, 255, 255]])
    }

    @Test func tiledImageRepeatsFromTheRectOrigin() {
        let ctx = makeContext(5, 2)
        ctx.draw(blackWhite(interpolate: false), in: CGRect(x: 1, y: 0, width: 2, height: 1), byTiling: true)
        let k: [UInt8] = [0, 0, 0, 255], w: [UInt8] = [255, 255, 255, 255]
        #expect(ctx.allBytes == [w, k, w, k, w,
                                 w, k, w, k, w])
        let messages = diagnostics {
            ctx.draw(blackWhite(interpolate: false), in: CGRect(x: 0, y: 0, width: 0.001, height: 0.001), byTiling: true)
        }
        #expect(messages.count == 1)
    }

    @Test func lineStateAndQualityAreSavedAndRestored() {
        let ctx = makeContext(8, 4)
        ctx.saveGState()
        ctx.setLineWidth(4)
        ctx.setLineCap(.square)
        ctx.setLineJoin(.round)
        ctx.setMiterLimit(2)
        ctx.setLineDash(phase: 1, lengths: [1, 1])
        ctx.interpolationQuality = .none
        ctx.setAlpha(0.5)
        ctx.setBlendMode(.copy)
        ctx.restoreGState()
        #expect(ctx.interpolationQuality == .default)
        #expect(ctx.state.lineWidth == 1 && ctx.state.lineCap == .butt && ctx.state.lineJoin == .miter)
        #expect(ctx.state.miterLimit == 10 && ctx.state.dashLengths.isEmpty && ctx.state.alpha == 1)
        // Default stroke: width 1, butt caps, opaque black, source over.
        ctx.move(to: CGPoint(x: 1, y: 1.5))
        ctx.addLine(to: CGPoint(x: 7, y: 1.5))
        ctx.strokePath()
        #expect(ctx.bytes(0, 2) == [0, 0, 0, 0])
        #expect(ctx.bytes(1, 2) == [0, 0, 0, 255])
        #expect(ctx.bytes(6, 2) == [0, 0, 0, 255])
        #expect(ctx.bytes(7, 2) == [0, 0, 0, 0])
    }

    @Test func squareCapsExtendHalfTheWidth() {
        let ctx = makeContext(8, 4)
        ctx.setLineCap(.square)
        ctx.setLineWidth(2)
        ctx.move(to: CGPoint(x: 2, y: 2))
        ctx.addLine(to: CGPoint(x: 6, y: 2))
        ctx.strokePath()
        #expect(ctx.bytes(0, 1) == [0, 0, 0, 0])
        #expect(ctx.bytes(1, 1) == [0, 0, 0, 255])
        #expect(ctx.bytes(6, 1) == [0, 0, 0, 255])
        #expect(ctx.bytes(7, 1) == [0, 0, 0, 0])
    }

    @Test func clippingToAnEmptyPathClipsEverything() {
        let ctx = makeContext(2, 2)
        ctx.clip()
        ctx.setFillColor(gray: 1, alpha: 1)
        ctx.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
        #expect(ctx.allBytes.allSatisfy { $0 == [0, 0, 0, 0] })
        #expect(ctx.boundingBoxOfClipPath.isNull)
    }

    @Test func nestedClipsIntersect() {
        let ctx = makeContext(4, 1)
        ctx.clip(to: CGRect(x: 0, y: 0, width: 3, height: 1))
        ctx.clip(to: CGRect(x: 1, y: 0, width: 3, height: 1))
        ctx.setFillColor(gray: 1, alpha: 1)
        ctx.fill(CGRect(x: 0, y: 0, width: 4, height: 1))
        let w: [UInt8] = [255, 255, 255, 255], c: [UInt8] = [0, 0, 0, 0]
        #expect(ctx.allBytes == [c, w, w, c])
    }

    @Test func invalidPremultipliedBytesFromTheCallerAreClamped() {
        for info in [premultipliedLast, premultipliedFirst | CGBitmapInfo.byteOrder32Little.rawValue] {
            let ctx = makeContext(2, 1, info: info)
            let p = ctx.data!.assumingMemoryBound(to: UInt8.self)
            p[0] = 200; p[1] = 0; p[2] = 0; p[3] = 100  // colour above alpha
            ctx.fill(CGRect(x: 1, y: 0, width: 1, height: 1))
            #expect(ctx.bytes(0, 0) == [100, 0, 0, 100])
        }
    }

    @Test func noneSkipContextsStayOpaque() {
        let ctx = makeContext(2, 1, info: CGImageAlphaInfo.noneSkipLast.rawValue)
        #expect(ctx.allBytes == [[0, 0, 0, 0], [0, 0, 0, 0]])  // zeroed memory, as Apple's
        ctx.setFillColor(red: 1, green: 1, blue: 1, alpha: 0.5)
        ctx.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        #expect(ctx.bytes(0, 0) == [128, 128, 128, 255])  // drawn over opaque black; padding written as 255
    }
}
