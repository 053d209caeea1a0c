import Foundation
import Testing
import OpenUIKit

struct UIBezierPathDrawingTests {
    func render(_ size: CGFloat = 20, _ body: () -> Void) -> UIImage {
        UIGraphicsImageRenderer(size: CGSize(width: size, height: size)).image { _ in body() }
    }

    @Test func fillPaintsTheRectInTheFillColour() {
        let image = render {
            UIColor.red.setFill()
            UIBezierPath(rect: CGRect(x: 5, y: 5, width: 10, height: 10)).fill()
        }
        #expect(rgbaPixel(image, 7, 7) == opaqueRed)
        #expect(rgbaPixel(image, 15, 15) == transparent)
        #expect(rgbaPixel(image, 4, 10) == transparent)
    }

    @Test func aClockwiseQuarterArcCoversTheLowerRightQuadrantOnScreen() {
        func wedge(clockwise: Bool) -> UIImage {
            render {
                UIColor.blue.setFill()
                let wedge = UIBezierPath(arcCenter: CGPoint(x: 10, y: 10), radius: 9, startAngle: 0, endAngle: .pi / 2,
                                         clockwise: clockwise)
                wedge.addLine(to: CGPoint(x: 10, y: 10))
                wedge.close()
                wedge.fill()
            }
        }
        let image = wedge(clockwise: true)
        #expect(rgbaPixel(image, 14, 14) == opaqueBlue)   // lower right on screen
        #expect(rgbaPixel(image, 5, 5) == transparent)
        #expect(rgbaPixel(image, 14, 5) == transparent)   // upper right
        #expect(rgbaPixel(image, 5, 14) == transparent)   // lower left
        let other = wedge(clockwise: false)
        #expect(rgbaPixel(other, 14, 14) == transparent)
        #expect(rgbaPixel(other, 5, 5) == opaqueBlue)
        #expect(rgbaPixel(other, 14, 5) == opaqueBlue)
    }

    @Test func strokeUsesThePathsLineWidthAndRestoresTheState() {
        var widthAfter: CGFloat = 0
        let image = render {
            UIColor.green.setStroke()
            let line = UIBezierPath()
            line.move(to: CGPoint(x: 0, y: 10))
            line.addLine(to: CGPoint(x: 20, y: 10))
            line.lineWidth = 4
            line.stroke()
            // The context's own path and line width are untouched: a later
            // fill with the context fills nothing stroked.
            let ctx = UIGraphicsGetCurrentContext()
            widthAfter = ctx?.isPathEmpty == true ? 1 : 0
        }
        #expect(widthAfter == 1)
        #expect(rgbaPixel(image, 10, 8) == opaqueGreen)
        #expect(rgbaPixel(image, 10, 11) == opaqueGreen)
        #expect(rgbaPixel(image, 10, 6) == transparent)
        #expect(rgbaPixel(image, 10, 13) == transparent)
    }

    @Test func evenOddFillLeavesTheHole() {
        let image = render {
            UIColor.red.setFill()
            let path = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 20, height: 20))
            path.append(UIBezierPath(rect: CGRect(x: 5, y: 5, width: 10, height: 10)))
            path.usesEvenOddFillRule = true
            path.fill()
        }
        #expect(rgbaPixel(image, 2, 2) == opaqueRed)
        #expect(rgbaPixel(image, 10, 10) == transparent)
    }

    @Test func addClipLimitsLaterDrawing() {
        let image = render {
            UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 20, height: 20)).addClip()
            UIColor.red.set()
            UIRectFill(CGRect(x: 0, y: 0, width: 20, height: 20))
        }
        #expect(rgbaPixel(image, 10, 10) == opaqueRed)
        #expect(rgbaPixel(image, 0, 0) == transparent)
    }

    @Test func fillWithBlendModeAndAlpha() {
        let image = render {
            UIColor.red.setFill()
            UIBezierPath(rect: CGRect(x: 0, y: 0, width: 20, height: 20)).fill(with: .normal, alpha: 0.5)
        }
        let a = rgbaPixel(image, 10, 10)?[3] ?? 0
        #expect(a >= 127 && a <= 128)
        let cleared = render {
            UIColor.red.setFill()
            UIBezierPath(rect: CGRect(x: 0, y: 0, width: 20, height: 20)).fill()
            UIBezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 20)).fill(with: .clear, alpha: 1)
        }
        #expect(rgbaPixel(cleared, 5, 5) == transparent)
        #expect(rgbaPixel(cleared, 15, 5) == opaqueRed)
    }

    @Test func dashedStrokeLeavesGaps() {
        let image = render {
            UIColor.blue.setStroke()
            let line = UIBezierPath()
            line.move(to: CGPoint(x: 0, y: 10))
            line.addLine(to: CGPoint(x: 20, y: 10))
            line.lineWidth = 2
            line.setLineDash([4, 4], count: 2, phase: 0)
            line.stroke()
        }
        #expect(rgbaPixel(image, 2, 10) == opaqueBlue)
        #expect(rgbaPixel(image, 6, 10) == transparent)
        #expect(rgbaPixel(image, 10, 10) == opaqueBlue)
    }
}

struct UIRectFunctionsTests {
    @Test func rectFillCopiesAndRectFrameDrawsAOnePointFrame() {
        let image = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10)).image { _ in
            UIColor.red.setFill()
            UIRectFill(CGRect(x: 0, y: 0, width: 10, height: 10))
            UIColor.clear.setFill()
            UIRectFill(CGRect(x: 0, y: 0, width: 5, height: 10))   // copy: clears
            UIColor.blue.setFill()
            UIRectFrame(CGRect(x: 5, y: 0, width: 5, height: 10))
        }
        #expect(rgbaPixel(image, 2, 2) == transparent)
        #expect(rgbaPixel(image, 5, 5) == opaqueBlue)
        #expect(rgbaPixel(image, 9, 5) == opaqueBlue)
        #expect(rgbaPixel(image, 7, 0) == opaqueBlue)
        #expect(rgbaPixel(image, 7, 5) == opaqueRed)
    }
}
