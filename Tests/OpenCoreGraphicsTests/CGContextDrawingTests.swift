import Foundation
import Testing
@testable import OpenCoreGraphics

@Suite struct CGContextDrawingTests {
    let red: [UInt8] = [255, 0, 0, 255]
    let clear: [UInt8] = [0, 0, 0, 0]

    @Test func filledRectLandsInTheBottomLeftRowsOfMemory() {
        let ctx = makeContext(4, 4)
        ctx.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        ctx.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
        // y up: user (0,0) is the bottom-left pixel, which is the last row in memory.
        for row in 0..<4 {
            for x in 0..<4 {
                #expect(ctx.bytes(x, row) == (row >= 2 && x < 2 ? red : clear), "pixel \(x), row \(row)")
            }
        }
    }

    @Test func fractionalRectEdgesGetPartialCoverage() {
        let ctx = makeContext(4, 1)
        ctx.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        ctx.fill(CGRect(x: 0.5, y: 0, width: 2, height: 1))
        // Coverage ½ → round(255 · ½) = 128, premultiplied.
        #expect(ctx.bytes(0, 0) == [128, 0, 0, 128])
        #expect(ctx.bytes(1, 0) == red)
        #expect(ctx.bytes(2, 0) == [128, 0, 0, 128])
        #expect(ctx.bytes(3, 0) == clear)
    }

    @Test func byteOrdersMatchApple() {
        let color: (CGFloat, CGFloat, CGFloat) = (1, 0.6, 0)  // 0.6 · 255 = 153
        func drawn(_ info: UInt32) -> [UInt8] {
            let ctx = makeContext(1, 1, info: info)
            ctx.setFillColor(red: color.0, green: color.1, blue: color.2, alpha: 1)
            ctx.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
            return ctx.bytes(0, 0)
        }
        let little = CGBitmapInfo.byteOrder32Little.rawValue, big = CGBitmapInfo.byteOrder32Big.rawValue
        #expect(drawn(premultipliedLast) == [255, 153, 0, 255])             // R G B A
        #expect(drawn(premultipliedLast | big) == [255, 153, 0, 255])       // R G B A
        #expect(drawn(premultipliedLast | little) == [255, 0, 153, 255])    // A B G R
        #expect(drawn(premultipliedFirst) == [255, 255, 153, 0])            // A R G B
        #expect(drawn(premultipliedFirst | little) == [0, 153, 255, 255])   // B G R A
        #expect(drawn(CGImageAlphaInfo.noneSkipFirst.rawValue | little) == [0, 153, 255, 255])
    }

    @Test func drawsIntoAndReadsFromTheCallersBuffer() {
        var buffer = [UInt8](repeating: 0, count: 2 * 12)  // 2 rows, 12 bytes/row (4 bytes of padding)
        buffer.withUnsafeMutableBytes { raw in
            // The caller paints the bottom-left pixel opaque blue before drawing.
            raw[12 + 2] = 255; raw[12 + 3] = 255
            let ctx = CGContext(data: raw.baseAddress, width: 2, height: 2, bitsPerComponent: 8, bytesPerRow: 12,
                                space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: premultipliedLast)!
            #expect(ctx.data == raw.baseAddress)
            ctx.setFillColor(red: 1, green: 0, blue: 0, alpha: 0.5)
            ctx.fill(CGRect(x: 0, y: 0, width: 2, height: 1))
        }
        // 50 % red over opaque blue: (128, 0, 0, 128) + (0, 0, 255, 255)·(1 − 128/255).
        #expect(Array(buffer[12..<16]) == [128, 0, 127, 255])
        #expect(Array(buffer[16..<20]) == [128, 0, 0, 128])
        #expect(Array(buffer[0..<8]) == [0, 0, 0, 0, 0, 0, 0, 0])
        #expect(Array(buffer[8..<12]) == [0, 0, 0, 0])  // padding untouched
    }

    @Test func callerWritesBetweenDrawsSurvive() {
        let ctx = makeContext(2, 4)
        ctx.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        ctx.fill(CGRect(x: 0, y: 0, width: 2, height: 4))
        // The caller overwrites the top-left pixel, then the context draws elsewhere and over it.
        let p = ctx.data!.assumingMemoryBound(to: UInt8.self)
        p[0] = 0; p[1] = 255; p[2] = 0; p[3] = 255
        ctx.setFillColor(red: 0, green: 0, blue: 1, alpha: 1)
        ctx.fill(CGRect(x: 0, y: 0, width: 2, height: 1))
        #expect(ctx.bytes(0, 0) == [0, 255, 0, 255])
        ctx.setFillColor(red: 0, green: 0, blue: 1, alpha: 0.5)
        ctx.fill(CGRect(x: 0, y: 3, width: 1, height: 1))
        #expect(ctx.bytes(0, 0) == [0, 127, 128, 255])
        #expect(ctx.bytes(1, 0) == red)
        #expect(ctx.makeImage()?.dataProvider?.data?.prefix(4).map { $0 } == [0, 127, 128, 255])
    }

    @Test func alphaAndBlendModes() {
        let ctx = makeContext(3, 1)
        ctx.setFillColor(red: 0, green: 0, blue: 1, alpha: 1)
        ctx.fill(CGRect(x: 0, y: 0, width: 3, height: 1))
        ctx.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        ctx.setAlpha(0.5)
        ctx.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        #expect(ctx.bytes(0, 0) == [128, 0, 127, 255])
        ctx.setBlendMode(.copy)
        ctx.fill(CGRect(x: 1, y: 0, width: 1, height: 1))
        #expect(ctx.bytes(1, 0) == [128, 0, 0, 128])
        ctx.setAlpha(1)
        ctx.setBlendMode(.clear)
        ctx.fill(CGRect(x: 2, y: 0, width: 1, height: 1))
        #expect(ctx.bytes(2, 0) == clear)
        let messages = diagnostics { ctx.setBlendMode(.overlay) }
        #expect(messages.isEmpty)  // every mode is rendered
        ctx.setFillColor(gray: 1, alpha: 1)
        ctx.fill(CGRect(x: 2, y: 0, width: 1, height: 1))  // overlay onto transparent: the source
        #expect(ctx.bytes(2, 0) == [255, 255, 255, 255])
    }

    @Test func clearMakesPixelsTransparent() {
        let ctx = makeContext(2, 1)
        ctx.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        ctx.fill(CGRect(x: 0, y: 0, width: 2, height: 1))
        ctx.setAlpha(0.25)
        ctx.clear(CGRect(x: 1, y: 0, width: 1, height: 1))
        #expect(ctx.bytes(0, 0) == red)
        #expect(ctx.bytes(1, 0) == clear)
    }

    @Test func saveAndRestoreColourAndCTM() {
        let ctx = makeContext(4, 1)
        ctx.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        ctx.saveGState()
        ctx.translateBy(x: 2, y: 0)
        ctx.setFillColor(red: 0, green: 1, blue: 0, alpha: 1)
        #expect(ctx.ctm == CGAffineTransform(translationX: 2, y: 0))
        ctx.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        ctx.restoreGState()
        #expect(ctx.ctm == .identity)
        ctx.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        #expect(ctx.bytes(0, 0) == red)
        #expect(ctx.bytes(2, 0) == [0, 255, 0, 255])
        #expect(ctx.bytes(1, 0) == clear)
    }

    @Test func ctmOperationsComposeLikeApples() {
        let ctx = makeContext(8, 8)
        ctx.translateBy(x: 4, y: 0)
        ctx.scaleBy(x: 2, y: 1)
        #expect(ctx.ctm == CGAffineTransform(a: 2, b: 0, c: 0, d: 1, tx: 4, ty: 0))
        ctx.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        ctx.fill(CGRect(x: 0, y: 0, width: 1, height: 1))  // device x 4..<6, bottom row
        #expect(ctx.bytes(3, 7) == clear)
        #expect(ctx.bytes(4, 7) == red)
        #expect(ctx.bytes(5, 7) == red)
        #expect(ctx.bytes(6, 7) == clear)
        ctx.concatenate(CGAffineTransform(translationX: 0, y: 1))
        #expect(ctx.ctm == CGAffineTransform(a: 2, b: 0, c: 0, d: 1, tx: 4, ty: 1))
        ctx.rotate(by: .pi / 2)
        let p = CGPoint(x: 1, y: 0).applying(ctx.ctm)
        #expect(abs(p.x - 4) < 1e-12 && abs(p.y - 2) < 1e-12)
    }

    @Test func clipToRectAndRestoreClip() {
        let ctx = makeContext(4, 1)
        ctx.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        ctx.saveGState()
        ctx.clip(to: CGRect(x: 1, y: 0, width: 2, height: 1))
        ctx.fill(CGRect(x: 0, y: 0, width: 4, height: 1))
        #expect(ctx.allBytes == [clear, red, red, clear])
        ctx.restoreGState()
        ctx.fill(CGRect(x: 0, y: 0, width: 4, height: 1))
        #expect(ctx.allBytes == [red, red, red, red])
    }

    @Test func clipToRectsIsTheirUnion() {
        let ctx = makeContext(4, 1)
        ctx.clip(to: [CGRect(x: 0, y: 0, width: 1, height: 1), CGRect(x: 2, y: 0, width: 1, height: 1)])
        ctx.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        ctx.fill(CGRect(x: 0, y: 0, width: 4, height: 1))
        #expect(ctx.allBytes == [red, clear, red, clear])
    }

    @Test func windingVersusEvenOddOnARing() {
        for rule in [CGPathFillRule.winding, .evenOdd] {
            let ctx = makeContext(8, 8)
            ctx.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
            ctx.addRect(CGRect(x: 0, y: 0, width: 8, height: 8))
            ctx.addRect(CGRect(x: 2, y: 2, width: 4, height: 4))
            ctx.fillPath(using: rule)
            #expect(ctx.isPathEmpty)
            #expect(ctx.bytes(0, 0) == red)
            #expect(ctx.bytes(4, 4) == (rule == .winding ? red : clear))
        }
    }

    @Test func clipToPathEvenOdd() {
        let ctx = makeContext(8, 8)
        ctx.addRect(CGRect(x: 0, y: 0, width: 8, height: 8))
        ctx.addRect(CGRect(x: 2, y: 2, width: 4, height: 4))
        ctx.clip(using: .evenOdd)
        ctx.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        ctx.fill(CGRect(x: 0, y: 0, width: 8, height: 8))
        #expect(ctx.bytes(0, 0) == red)
        #expect(ctx.bytes(4, 4) == clear)
    }

    @Test func strokedLineCoverage() {
        let ctx = makeContext(8, 4)
        ctx.setStrokeColor(red: 1, green: 0, blue: 0, alpha: 1)
        ctx.setLineWidth(2)
        ctx.move(to: CGPoint(x: 0, y: 2))
        ctx.addLine(to: CGPoint(x: 8, y: 2))
        ctx.strokePath()
        // Covers user y 1...3: memory rows 1 and 2 fully, rows 0 and 3 not at all.
        for x in 0..<8 {
            #expect(ctx.bytes(x, 0) == clear)
            #expect(ctx.bytes(x, 1) == red)
            #expect(ctx.bytes(x, 2) == red)
            #expect(ctx.bytes(x, 3) == clear)
        }
    }

    @Test func strokeWidthFollowsTheCTMScale() {
        let ctx = makeContext(8, 4)
        ctx.scaleBy(x: 1, y: 2)
        ctx.setStrokeColor(red: 1, green: 0, blue: 0, alpha: 1)
        ctx.stroke(CGRect(x: 0, y: 1, width: 8, height: 0), width: 1)  // user y 0.5...1.5 → device 1...3
        #expect(ctx.bytes(3, 1) == red && ctx.bytes(3, 2) == red)
        #expect(ctx.bytes(3, 0) == clear && ctx.bytes(3, 3) == clear)
    }

    @Test func drawPathFillThenStroke() {
        let ctx = makeContext(6, 6)
        ctx.setFillColor(red: 0, green: 0, blue: 1, alpha: 1)
        ctx.setStrokeColor(red: 1, green: 0, blue: 0, alpha: 1)
        ctx.setLineWidth(2)
        ctx.addRect(CGRect(x: 1, y: 1, width: 4, height: 4))
        ctx.drawPath(using: .fillStroke)
        #expect(ctx.bytes(0, 0) == red)   // stroke outside half
        #expect(ctx.bytes(1, 1) == red)   // stroke inside half
        #expect(ctx.bytes(2, 2) == [0, 0, 255, 255])
    }

    @Test func pathQueriesAreInUserSpace() {
        let ctx = makeContext(10, 10)
        #expect(ctx.isPathEmpty && ctx.boundingBoxOfPath.isNull && ctx.path == nil)
        ctx.translateBy(x: 5, y: 5)
        ctx.move(to: CGPoint(x: 1, y: 1))
        ctx.addLine(to: CGPoint(x: 3, y: 2))
        #expect(ctx.currentPointOfPath == CGPoint(x: 3, y: 2))
        #expect(ctx.boundingBoxOfPath == CGRect(x: 1, y: 1, width: 2, height: 1))
        ctx.translateBy(x: 1, y: 0)  // points stay where they were added
        #expect(ctx.currentPointOfPath == CGPoint(x: 2, y: 2))
        ctx.beginPath()
        #expect(ctx.isPathEmpty)
    }

    @Test func ellipseFillIsSymmetricAndCentred() {
        let ctx = makeContext(8, 8)
        ctx.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        ctx.fillEllipse(in: CGRect(x: 0, y: 0, width: 8, height: 8))
        #expect(ctx.bytes(3, 3) == red && ctx.bytes(4, 4) == red)
        #expect(ctx.bytes(0, 0)[3] < 16)
        #expect(ctx.bytes(0, 0) == ctx.bytes(7, 7))
        #expect(ctx.bytes(0, 3) == ctx.bytes(3, 0))
    }
}
