import Foundation
import Testing
@testable import OpenCoreGraphics

@Suite struct CGContextPathTests {
    let red: [UInt8] = [255, 0, 0, 255], clear: [UInt8] = [0, 0, 0, 0]

    @Test func arcAndCurvesFill() {
        let ctx = makeContext(10, 10)
        ctx.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        ctx.move(to: CGPoint(x: 5, y: 5))
        ctx.addArc(center: CGPoint(x: 5, y: 5), radius: 5, startAngle: 0, endAngle: .pi / 2, clockwise: false)
        ctx.closePath()
        ctx.fillPath()
        // First quadrant of the y-up space: the top-right of memory.
        #expect(ctx.bytes(6, 3) == red)
        #expect(ctx.bytes(3, 3) == clear)
        #expect(ctx.bytes(6, 6) == clear)

        let curves = makeContext(10, 10)
        curves.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        curves.move(to: CGPoint(x: 0, y: 0))
        curves.addQuadCurve(to: CGPoint(x: 10, y: 0), control: CGPoint(x: 5, y: 10))
        curves.addCurve(to: CGPoint(x: 0, y: 0), control1: CGPoint(x: 10, y: -1), control2: CGPoint(x: 0, y: -1))
        curves.fillPath()
        #expect(curves.bytes(5, 7) == red)   // under the quad's apex (y = 5 at x = 5)
        #expect(curves.bytes(5, 0) == clear)
    }

    @Test func addPathAddLinesAndRectsUseTheCTM() {
        let ctx = makeContext(8, 8)
        ctx.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        ctx.translateBy(x: 4, y: 4)
        let square = CGMutablePath()
        square.addRect(CGRect(x: 0, y: 0, width: 2, height: 2))
        ctx.addPath(square)
        ctx.addLines(between: [CGPoint(x: -4, y: -4), CGPoint(x: -2, y: -4), CGPoint(x: -2, y: -2), CGPoint(x: -4, y: -2)])
        ctx.addRects([CGRect(x: -4, y: 2, width: 1, height: 1)])
        #expect(ctx.boundingBoxOfPath == CGRect(x: -4, y: -4, width: 6, height: 7))
        #expect(ctx.path?.boundingBoxOfPath == CGRect(x: -4, y: -4, width: 6, height: 7))
        ctx.fillPath()
        #expect(ctx.bytes(4, 3) == red && ctx.bytes(5, 2) == red)   // the square at device (4...6, 4...6)
        #expect(ctx.bytes(0, 7) == red && ctx.bytes(1, 6) == red)   // the polyline at (0...2, 0...2)
        #expect(ctx.bytes(0, 1) == red && ctx.bytes(1, 1) == clear) // the 1×1 rect at (0, 6)
    }

    @Test func rotatedRectFill() {
        let ctx = makeContext(8, 8)
        ctx.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        ctx.translateBy(x: 8, y: 0)
        ctx.rotate(by: .pi / 2)  // user x → device y, user y → device −x
        ctx.fill(CGRect(x: 0, y: 0, width: 8, height: 2))  // device x 6...8, all rows
        for row in 0..<8 {
            #expect(ctx.bytes(5, row) == clear)
            #expect(ctx.bytes(6, row) == red)
            #expect(ctx.bytes(7, row) == red)
        }
    }

    @Test func strokeLineSegmentsAndReplaceWithStrokedPath() {
        let ctx = makeContext(8, 4)
        ctx.setStrokeColor(red: 1, green: 0, blue: 0, alpha: 1)
        ctx.setLineWidth(2)
        ctx.strokeLineSegments(between: [CGPoint(x: 0, y: 2), CGPoint(x: 3, y: 2), CGPoint(x: 5, y: 2), CGPoint(x: 8, y: 2), CGPoint(x: 1, y: 1)])
        #expect(ctx.bytes(2, 1) == red && ctx.bytes(3, 1) == clear && ctx.bytes(5, 2) == red)

        let filled = makeContext(8, 4)
        filled.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        filled.setLineWidth(2)
        filled.move(to: CGPoint(x: 0, y: 2))
        filled.addLine(to: CGPoint(x: 8, y: 2))
        filled.replacePathWithStrokedPath()
        #expect(filled.boundingBoxOfPath == CGRect(x: 0, y: 1, width: 8, height: 2))
        filled.fillPath()
        var expected: [[UInt8]] = []
        for row in 0..<4 { expected += [[UInt8]](repeating: row == 1 || row == 2 ? red : clear, count: 8) }
        #expect(filled.allBytes == expected)
    }

    @Test func spaceConversions() {
        let ctx = makeContext(8, 8)
        ctx.scaleBy(x: 2, y: 2)
        #expect(ctx.userSpaceToDeviceSpaceTransform == CGAffineTransform(scaleX: 2, y: 2))
        #expect(ctx.convertToDeviceSpace(CGPoint(x: 1, y: 2)) == CGPoint(x: 2, y: 4))
        #expect(ctx.convertToUserSpace(CGPoint(x: 2, y: 4)) == CGPoint(x: 1, y: 2))
        #expect(ctx.convertToDeviceSpace(CGSize(width: 1, height: 1)) == CGSize(width: 2, height: 2))
        #expect(ctx.convertToUserSpace(CGRect(x: 0, y: 0, width: 8, height: 8)) == CGRect(x: 0, y: 0, width: 4, height: 4))
        #expect(ctx.boundingBoxOfClipPath == CGRect(x: 0, y: 0, width: 4, height: 4))
        ctx.clip(to: CGRect(x: 1, y: 1, width: 1, height: 1))
        #expect(ctx.boundingBoxOfClipPath == CGRect(x: 1, y: 1, width: 1, height: 1))
    }
}
