import Foundation
import Testing
@testable import OpenQuartzCore
import LayerTestSupport

@Suite @MainActor struct TextLayerRenderingTests {
    func layer(_ text: Any?, bounds: CGRect = CGRect(x: 0, y: 0, width: 200, height: 100)) -> CATextLayer {
        let l = CATextLayer()
        l.string = text
        l.fontSize = 20
        l.bounds = bounds
        return l
    }

    func layout(_ text: String, _ options: TextLayout.Options = .init(width: 200, height: 100), size: CGFloat = 20,
                font: String = "Helvetica") -> TextLayout {
        TextLayout(string: text, font: CGFont(font)!, fontSize: size, options: options)
    }

    @Test func contentIsTheLayoutPathFromTheTopLeftOfTheBounds() throws {
        let l = layer("Hill", bounds: CGRect(x: 10, y: -5, width: 200, height: 100))
        let content = try #require(l.textContent())
        let expected = layout("Hill").path.applying(CGAffineTransform(translationX: 10, y: -5))
        #expect(content.path == expected)
        #expect(content.color == CGColor(gray: 1, alpha: 1).rgba)  // Apple's default foreground: opaque white
        let box = content.path.boundingBoxOfPath
        #expect(box.minX >= 10 && box.minY >= -5 && approx(box.maxY, -5 + 1901 * 20 / 2048))
    }

    @Test func attributedStringsAndFontsAreRead() throws {
        let l = layer(NSAttributedString(string: "Hi"))
        l.font = "Courier"
        l.foregroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        let content = try #require(l.textContent())
        #expect(content.path == layout("Hi", font: "Courier").path)
        #expect(content.color == CGColor(red: 1, green: 0, blue: 0, alpha: 1).rgba)
        l.font = CGFont("Times")
        #expect(l.textContent()?.path == layout("Hi", font: "Times").path)
    }

    @Test func nothingToDraw() {
        #expect(layer(nil).textContent() == nil)
        #expect(layer("").textContent() == nil)
        #expect(layer(42).textContent() == nil)
        let zero = layer("abc")
        zero.fontSize = 0
        #expect(zero.textContent() == nil)
    }

    @Test func wrappingTruncationAndAlignmentFollowTheLayer() throws {
        let text = "The quick brown fox jumps over the lazy dog"
        let l = layer(text)
        // Not wrapped, no truncation: one line overflowing the bounds.
        #expect(l.textContent()!.path.boundingBoxOfPath.maxX > 200)
        l.isWrapped = true
        let wrapped = try #require(l.textContent()).path
        #expect(wrapped == layout(text, .init(width: 200, height: 100, wraps: true)).path)
        #expect(wrapped.boundingBoxOfPath.maxX <= 200 && wrapped.boundingBoxOfPath.maxY > 2 * 1901 * 20 / 2048)
        l.isWrapped = false
        l.truncationMode = .end
        let truncated = try #require(l.textContent()).path
        #expect(truncated == layout(text, .init(width: 200, height: 100, truncation: .end)).path)
        #expect(truncated.boundingBoxOfPath.maxX <= 200)
        l.truncationMode = .none
        l.string = "Hi"
        l.alignmentMode = .right
        let right = try #require(l.textContent()).path
        #expect(right == layout("Hi", .init(width: 200, height: 100, alignment: .right)).path)
        let w = layout("Hi").size.width
        #expect(approx(right.boundingBoxOfPath.minX, 200 - w + layout("Hi").path.boundingBoxOfPath.minX))
        l.alignmentMode = .center
        #expect(l.textContent()!.path == layout("Hi", .init(width: 200, height: 100, alignment: .center)).path)
    }

    @Test func wrappedTextIsCutAtTheBoundsHeightWhenTruncating() throws {
        let text = "one two three four five six seven eight nine ten"
        let lineHeight = CGFloat(2384) * 20 / 2048
        let l = layer(text, bounds: CGRect(x: 0, y: 0, width: 120, height: 2 * lineHeight))
        l.isWrapped = true
        let all = try #require(l.textContent()).path
        #expect(all.boundingBoxOfPath.maxY > 3 * lineHeight)  // no truncation: every line, overflowing
        l.truncationMode = .end
        let cut = try #require(l.textContent()).path
        let options = TextLayout.Options(width: 120, height: 2 * lineHeight, wraps: true, truncation: .end)
        let expected = layout(text, options)
        #expect(cut == expected.path && expected.lines.count == 2)
        #expect(expected.lines[1].glyphs.last == CGFont("Helvetica")!.getGlyphWithGlyphName(name: "ellipsis"))
        #expect(cut.boundingBoxOfPath.maxY < 2 * lineHeight)
    }

    @Test func aStaticLayerIsLaidOutOnce() throws {
        let l = layer("Static text")
        let kept = CATextLayerLayoutCache()   // as the compositor keeps it per layer
        let first = try #require(l.textContent(cache: kept)).path
        #expect(l.textContent(cache: kept)!.path === first)
        #expect(l.presentation()!.textContent(cache: kept)!.path === first)  // the same values: the same layout
        l.fontSize = 21
        let resized = try #require(l.textContent(cache: kept)).path
        #expect(resized !== first && resized == layout("Static text", size: 21).path)
    }

    @Test func unsupportedFontValuesAndUnknownNamesAreReportedOnce() {
        let l = layer("abc")
        l.font = 3.5
        let kept = CATextLayerLayoutCache()
        var messages = CGDiagnostics.capture {
            _ = l.textContent(cache: kept)
            l.fontSize = 30
            _ = l.textContent(cache: kept)
        }.messages
        #expect(messages.count == 1 && messages[0].contains("Double"))
        #expect(l.textContent(cache: kept)?.path == layout("abc", size: 30).path)
        l.font = "NoSuchFontAnywhere"
        messages = CGDiagnostics.capture {
            _ = l.textContent(cache: kept)
            l.string = "abcd"
            _ = l.textContent(cache: kept)
        }.messages
        #expect(messages.count == 1 && messages[0].contains("NoSuchFontAnywhere"))
    }
}
