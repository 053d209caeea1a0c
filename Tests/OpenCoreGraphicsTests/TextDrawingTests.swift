import Foundation
import Testing
@testable import OpenCoreGraphics

@Suite struct TextDrawingTests {
    let font = CGFont("Helvetica")!
    var stem: CGGlyph { font.glyph(for: "I") }

    /// A 60 × 120 context with DejaVu Sans at 100 pt, filling opaque red.
    func makeTextContext() -> CGContext {
        let ctx = makeContext(60, 120)
        ctx.setFont(font)
        ctx.setFontSize(100)
        ctx.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        return ctx
    }

    /// Alpha (0…1) of each pixel of user-space row `y` (y up).
    func coverage(_ ctx: CGContext, userRow y: Int) -> [Double] {
        (0..<ctx.width).map { Double(ctx.bytes($0, ctx.height - 1 - y)[3]) / 255 }
    }

    @Test func stemWidthOfIMatchesItsBoundingBox() {
        let ctx = makeTextContext()
        ctx.showGlyphs([stem], at: [CGPoint(x: 10, y: 20)])
        let box = font.path(for: stem).boundingBoxOfPath
        let scale = 100.0 / 2048
        let row = coverage(ctx, userRow: 60)
        // Exact-area anti-aliasing: the coverage across the row adds up to the stem width.
        #expect(abs(row.reduce(0, +) - Double(box.width) * scale) < 0.02)
        let first = row.firstIndex { $0 > 0 }!, last = row.lastIndex { $0 > 0 }!
        #expect(first == Int((10 + box.minX * scale).rounded(.down)))
        #expect(last == Int((10 + box.maxX * scale).rounded(.up)) - 1)
        #expect(abs(Double(last - first + 1) - Double(box.width) * scale) < 2)
    }

    @Test func glyphsStandOnTheBaselineInYUpSpace() {
        let ctx = makeTextContext()
        ctx.showGlyphs([stem], at: [CGPoint(x: 10, y: 20)])
        let x = 10 + Int(font.path(for: stem).boundingBoxOfPath.midX * 100 / 2048)
        func alpha(_ y: Int) -> UInt8 { ctx.bytes(x, ctx.height - 1 - y)[3] }
        #expect(alpha(19) == 0 && alpha(20) == 255)  // bottom edge on the baseline y = 20
        let top = 20 + 1493.0 * 100 / 2048  // 92.9
        #expect(alpha(91) == 255 && alpha(Int(top)) == UInt8((255 * (top - top.rounded(.down))).rounded()))
        #expect(alpha(93) == 0)
    }

    @Test func textMatrixAndPositionMoveGlyphs() {
        let direct = makeTextContext()
        direct.showGlyphs([stem], at: [CGPoint(x: 25, y: 20)])
        let moved = makeTextContext()
        moved.textPosition = CGPoint(x: 15, y: 0)
        #expect(moved.textMatrix == CGAffineTransform(translationX: 15, y: 0))
        moved.showGlyphs([stem], at: [CGPoint(x: 10, y: 20)])
        #expect(moved.allBytes == direct.allBytes)
        #expect(moved.textPosition == CGPoint(x: 15, y: 0))  // showGlyphs(_:at:) does not advance
        // Half the size through the text matrix draws what size 50 draws.
        let half = makeTextContext()
        half.textMatrix = CGAffineTransform(scaleX: 0.5, y: 0.5)
        half.showGlyphs([stem], at: [CGPoint(x: 20, y: 40)])
        let fifty = makeTextContext()
        fifty.setFontSize(50)
        fifty.showGlyphs([stem], at: [CGPoint(x: 10, y: 20)])
        #expect(half.allBytes == fifty.allBytes)
    }

    @Test func fontAndSizeAreGraphicsStateButTheTextMatrixIsNot() {
        let ctx = makeTextContext()
        ctx.saveGState()
        ctx.setFontSize(10)
        ctx.textMatrix = CGAffineTransform(translationX: 3, y: 4)
        ctx.restoreGState()
        #expect(ctx.textMatrix == CGAffineTransform(translationX: 3, y: 4))
        ctx.textMatrix = .identity
        ctx.showGlyphs([stem], at: [CGPoint(x: 10, y: 20)])
        #expect(coverage(ctx, userRow: 80).reduce(0, +) > 9)  // drawn at 100 pt again
    }

    @Test func drawingModes() {
        let center = 10 + Int(font.path(for: stem).boundingBoxOfPath.midX * 100 / 2048)
        func draw(_ mode: CGTextDrawingMode) -> CGContext {
            let ctx = makeTextContext()
            ctx.setStrokeColor(red: 0, green: 0, blue: 1, alpha: 1)
            ctx.setTextDrawingMode(mode)
            ctx.showGlyphs([stem], at: [CGPoint(x: 10, y: 20)])
            return ctx
        }
        let row = 120 - 1 - 60
        #expect(draw(.fill).bytes(center, row) == [255, 0, 0, 255])
        let stroke = draw(.stroke)
        #expect(stroke.bytes(center, row) == [0, 0, 0, 0])  // hollow
        #expect(coverage(stroke, userRow: 60).filter { $0 > 0 }.count >= 2)  // both edges
        #expect(draw(.fillStroke).bytes(center, row) == [255, 0, 0, 255])
        #expect(draw(.invisible).allBytes.allSatisfy { $0 == [0, 0, 0, 0] })
        // Clip: a later rectangle fill shows only inside the glyph.
        let clip = draw(.clip)
        #expect(clip.allBytes.allSatisfy { $0 == [0, 0, 0, 0] })
        clip.setFillColor(red: 0, green: 1, blue: 0, alpha: 1)
        clip.fill(CGRect(x: 0, y: 0, width: 60, height: 120))
        let filled = draw(.fill)
        for (a, b) in zip(clip.allBytes, filled.allBytes) { #expect(abs(Int(a[3]) - Int(b[3])) <= 1) }
        #expect(clip.bytes(center, row) == [0, 255, 0, 255] && clip.bytes(0, 0) == [0, 0, 0, 0])
    }

    @Test func laidOutHelloInksExactlyItsPathBounds() {
        // y-down layout positions flipped into the y-up context: baseline at 28 − y.
        let layout = TextLayout(string: "Hello", font: font, fontSize: 14)
        let ctx = makeContext(60, 30)
        ctx.setFont(font)
        ctx.setFontSize(14)
        ctx.showGlyphs(layout.lines[0].glyphs, at: layout.lines[0].positions.map { CGPoint(x: $0.x + 2, y: 28 - $0.y) })
        var minX = Int.max, maxX = -1, minRow = Int.max, maxRow = -1
        for row in 0..<30 { for x in 0..<60 where ctx.bytes(x, row)[3] > 0 {
            minX = min(minX, x); maxX = max(maxX, x); minRow = min(minRow, row); maxRow = max(maxRow, row)
        } }
        // In memory rows (top first) the layout's y-down path lands at y + 2.
        let box = layout.path.boundingBoxOfPath.offsetBy(dx: 2, dy: 2)
        #expect(minX == Int(box.minX.rounded(.down)) && maxX == Int(box.maxX.rounded(.up)) - 1)
        #expect(minRow == Int(box.minY.rounded(.down)) && maxRow == Int(box.maxY.rounded(.up)) - 1)
    }

    @Test func badInputDrawsWhatItCanAndSaysSo() {
        let noFont = makeContext(20, 20)
        var messages = diagnostics { noFont.showGlyphs([stem], at: [.zero]) }
        #expect(messages.count == 1 && noFont.allBytes.allSatisfy { $0 == [0, 0, 0, 0] })

        let ctx = makeTextContext()
        messages = diagnostics {
            ctx.showGlyphs([stem, stem], at: [CGPoint(x: 10, y: 20)])  // two glyphs, one position
            ctx.setFontSize(.nan)
            ctx.setFontSize(-1)
        }
        #expect(messages.count == 3)
        let one = makeTextContext()
        one.showGlyphs([stem], at: [CGPoint(x: 10, y: 20)])
        #expect(ctx.allBytes == one.allBytes)  // one glyph drawn, size still 100

        let bad = makeTextContext()
        messages = diagnostics {
            bad.showGlyphs([stem], at: [CGPoint(x: CGFloat.nan, y: 0)])
            bad.showGlyphs([0xFFF0], at: [.zero])
            bad.textMatrix = CGAffineTransform(scaleX: .infinity, y: 1)
            bad.showGlyphs([stem], at: [.zero])
            bad.showGlyphs([], at: [])
        }
        #expect(messages.count == 3)
        #expect(bad.allBytes.allSatisfy { $0 == [0, 0, 0, 0] })
    }
}
