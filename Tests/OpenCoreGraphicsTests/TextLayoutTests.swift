import Foundation
import Testing
@testable import OpenCoreGraphics

@Suite struct TextLayoutTests {
    let font = CGFont("Helvetica")!
    let sans = SfntTables(bundledFontBytes())
    var ellipsis: CGGlyph { font.glyph(for: "\u{2026}") }

    func advance(_ s: String, size: CGFloat) -> CGFloat {
        s.unicodeScalars.reduce(0) { $0 + CGFloat(sans.advance(font.glyph(for: $1))) } * size / 2048
    }

    func glyphs(_ s: String) -> [CGGlyph] { s.unicodeScalars.map { font.glyph(for: $0) } }

    @Test func helloAt100ptAdvancesByTheScaledHmtxAdvancesPlusKerning() {
        let layout = TextLayout(string: "Hello", font: font, fontSize: 100)
        let line = layout.lines[0]
        let g = glyphs("Hello")
        #expect(line.glyphs == g)
        var x: CGFloat = 0
        for i in g.indices {
            #expect(approx(line.positions[i].x, x), "glyph \(i)")
            x += CGFloat(sans.advance(g[i])) * 100 / 2048
            if i + 1 < g.count { x += CGFloat(font.face.kerning(g[i], g[i + 1])) * 100 / 2048 }
        }
        #expect(approx(layout.size.width, x))
        // No pair of "Hello" is kerned in DejaVu Sans: the width is the plain sum.
        #expect(approx(layout.size.width, advance("Hello", size: 100)))
    }

    @Test func kernTablePairsAreApplied() {
        let av = TextLayout(string: "AV", font: font, fontSize: 100)
        let k = font.face.kerning(font.glyph(for: "A"), font.glyph(for: "V"))
        #expect(k < 0)  // DejaVu's legacy kern table has A–V
        #expect(approx(av.size.width, advance("AV", size: 100) + CGFloat(k) * 100 / 2048))
    }

    @Test func linesAreAscentPlusDescentPlusLeadingApart() {
        let layout = TextLayout(string: "ab\ncd\r\nef", font: font, fontSize: 20)
        let expected = CGFloat(1901 + 483 + 0) * 20 / 2048
        #expect(approx(layout.lineHeight, expected))
        #expect(layout.lines.count == 3)
        #expect(approx(layout.size.height, 3 * expected))
        #expect(layout.lines.map(\.baseline).enumerated().allSatisfy { approx($1, 1901 * 20 / 2048 + CGFloat($0) * expected) })
        #expect(layout.lines[1].glyphs == glyphs("cd"))
        // A final newline adds no empty line; an inner empty line stays.
        #expect(TextLayout(string: "ab\n", font: font, fontSize: 20).lines.count == 1)
        #expect(TextLayout(string: "ab\n\ncd", font: font, fontSize: 20).lines.count == 3)
    }

    @Test func pathIsYDownFromTheTopLeft() {
        let layout = TextLayout(string: "I", font: font, fontSize: 100)
        let box = layout.path.boundingBoxOfPath
        let baseline = CGFloat(1901) * 100 / 2048
        #expect(approx(box.maxY, baseline))  // the stem stands on the baseline
        #expect(approx(box.minY, baseline - 1493 * 100 / 2048))  // cap height above it
        let bbox = font.path(for: font.glyph(for: "I")).boundingBoxOfPath
        #expect(approx(box.minX, bbox.minX * 100 / 2048) && approx(box.width, bbox.width * 100 / 2048))
    }

    @Test func wrappingBreaksAtSpaces() {
        let width = advance("hello world", size: 10) + 0.5
        let layout = TextLayout(string: "hello world again and again", font: font, fontSize: 10,
                                options: .init(width: width, wraps: true))
        #expect(layout.lines.map(\.glyphs) == [glyphs("hello world "), glyphs("again and "), glyphs("again")])
        #expect(layout.lines.allSatisfy { $0.width <= width })
        #expect(approx(layout.lines[0].width, advance("hello world", size: 10)))  // the space hangs
    }

    @Test func wrappingBreaksAfterHyphensAndInsideLongWords() {
        let hyphen = TextLayout(string: "well-known", font: font, fontSize: 10,
                                options: .init(width: advance("well-kn", size: 10), wraps: true))
        #expect(hyphen.lines.map(\.glyphs) == [glyphs("well-"), glyphs("known")])
        let width = advance("abc", size: 10) + 0.01
        let long = TextLayout(string: "abcdefgh", font: font, fontSize: 10, options: .init(width: width, wraps: true))
        #expect(long.lines.map(\.glyphs) == [glyphs("abc"), glyphs("def"), glyphs("gh")])
        // Zero width: one glyph per line, never an empty line or a hang.
        let zero = TextLayout(string: "ab cd", font: font, fontSize: 10, options: .init(width: 0, wraps: true))
        #expect(zero.lines.map(\.glyphs) == [glyphs("a"), glyphs("b "), glyphs("c"), glyphs("d")])
    }

    @Test func endTruncationFitsAndEndsWithAnEllipsis() {
        let text = "The quick brown fox jumps over the lazy dog"
        for width: CGFloat in [40, 100, 150] {
            let layout = TextLayout(string: text, font: font, fontSize: 12, options: .init(width: width, truncation: .end))
            let line = layout.lines[0]
            #expect(line.isTruncated && line.width <= width)
            #expect(line.glyphs.last == ellipsis)
            #expect(Array(line.glyphs.dropLast()) == Array(glyphs(text).prefix(line.glyphs.count - 1)))
            // One more character would not have fitted.
            let n = line.glyphs.count - 1, next = text.prefix(n + 1).last == " " ? n + 2 : n + 1
            #expect(advance(String(text.prefix(next)), size: 12) + advance("\u{2026}", size: 12) > width)
        }
    }

    @Test func startAndMiddleTruncation() {
        let text = "abcdefghijklmnopqrstuvwxyz"
        let width = advance("abcdefghij", size: 12)
        let start = TextLayout(string: text, font: font, fontSize: 12, options: .init(width: width, truncation: .start))
        #expect(start.lines[0].glyphs.first == ellipsis && start.lines[0].width <= width)
        #expect(Array(start.lines[0].glyphs.dropFirst()) == Array(glyphs(text).suffix(start.lines[0].glyphs.count - 1)))
        let middle = TextLayout(string: text, font: font, fontSize: 12, options: .init(width: width, truncation: .middle))
        let m = middle.lines[0].glyphs
        let cut = m.firstIndex(of: ellipsis)!
        #expect(cut > 0 && cut < m.count - 1 && middle.lines[0].width <= width)
        #expect(Array(m[..<cut]) == Array(glyphs(text).prefix(cut)))
        #expect(Array(m[(cut + 1)...]) == Array(glyphs(text).suffix(m.count - cut - 1)))
        // Text that fits is left alone.
        let fits = TextLayout(string: "abc", font: font, fontSize: 12, options: .init(width: width, truncation: .end))
        #expect(fits.lines[0].glyphs == glyphs("abc") && !fits.lines[0].isTruncated)
        // No truncation: the line overflows.
        let over = TextLayout(string: text, font: font, fontSize: 12, options: .init(width: width))
        #expect(over.lines[0].glyphs.count == 26 && over.size.width > width)
    }

    @Test func heightCutsWrappedTextWithAnEllipsis() {
        let lineHeight = CGFloat(2384) * 10 / 2048
        let layout = TextLayout(string: "one two three four five six", font: font, fontSize: 10,
                                options: .init(width: advance("one two", size: 10) + 1, height: 2.5 * lineHeight,
                                               wraps: true, truncation: .end))
        #expect(layout.lines.count == 2)
        #expect(layout.lines[0].glyphs == glyphs("one two "))
        #expect(Array(layout.lines[1].glyphs.prefix(5)) == glyphs("three"))
        #expect(layout.lines[1].glyphs.last == ellipsis && layout.lines[1].isTruncated)
    }

    @Test func alignmentOffsets() {
        let box: CGFloat = 200
        let w = advance("Hi", size: 20)
        func x(_ a: TextAlignment) -> CGFloat {
            TextLayout(string: "Hi", font: font, fontSize: 20, options: .init(width: box, alignment: a)).lines[0].positions[0].x
        }
        #expect(x(.left) == 0 && x(.natural) == 0)
        #expect(approx(x(.right), box - w))
        #expect(approx(x(.center), (box - w) / 2))
        let justified = TextLayout(string: "aa bb cc dd", font: font, fontSize: 20,
                                   options: .init(width: advance("aa bb cc", size: 20) + 3, wraps: true, alignment: .justified))
        #expect(justified.lines.count == 2)
        let first = justified.lines[0], last = justified.lines[1]
        #expect(approx(first.width, advance("aa bb cc", size: 20) + 3))
        // The two inner spaces share the 3 extra points; the last line stays left.
        let cIndex = 6
        #expect(approx(first.positions[cIndex].x, advance("aa bb ", size: 20) + 3))
        #expect(last.positions[0].x == 0 && approx(last.width, advance("dd", size: 20)))
        // Right alignment without a width aligns to the widest line.
        let ragged = TextLayout(string: "a\nbbb", font: font, fontSize: 20, options: .init(alignment: .right))
        #expect(approx(ragged.lines[0].positions[0].x, advance("bbb", size: 20) - advance("a", size: 20)))
    }

    @Test func missingCharactersBecomeNotdef() {
        let layout = TextLayout(string: "a\u{E000}b", font: font, fontSize: 10)
        #expect(layout.lines[0].glyphs == [font.glyph(for: "a"), 0, font.glyph(for: "b")])
        #expect(!font.path(for: 0).isEmpty)  // .notdef is a visible box in DejaVu
    }

    @Test func badInputIsSafe() {
        var layouts: [TextLayout] = []
        let messages = diagnostics {
            layouts.append(TextLayout(string: "", font: font, fontSize: 10))
            layouts.append(TextLayout(string: "abc", font: font, fontSize: 0))
            layouts.append(TextLayout(string: "abc", font: font, fontSize: .nan))
            layouts.append(TextLayout(string: "abc", font: font, fontSize: -3))
            layouts.append(TextLayout(string: "abc", font: font, fontSize: .infinity))
            layouts.append(TextLayout(string: "abc", font: font, fontSize: .greatestFiniteMagnitude))
        }
        #expect(layouts.allSatisfy { $0.lines.isEmpty && $0.path.isEmpty && $0.size == .zero })
        #expect(messages.count == 4)  // NaN, negative, infinite, overflowing; empty and 0 are quiet
        let nanWidth = diagnostics {
            let l = TextLayout(string: "a b", font: font, fontSize: 10, options: .init(width: .nan, wraps: true))
            #expect(l.lines.count == 1)
            let n = TextLayout(string: "a b", font: font, fontSize: 10, options: .init(width: -5, wraps: true))
            #expect(n.lines.count == 2)
        }
        #expect(nanWidth.count == 2)
        let big = TextLayout(string: "abc", font: font, fontSize: 1e306)
        #expect(big.size.width.isFinite && big.size.width > 1e305 && !big.path.isEmpty)
        let huge = TextLayout(string: "abc", font: font, fontSize: 1e6, options: .init(width: 1e300, truncation: .end))
        #expect(approx(huge.size.width, advance("abc", size: 1e6), 1e-3) && !huge.path.isEmpty)
    }

    @Test func tenThousandCharactersLayOut() {
        let text = String(repeating: "lorem ipsum dolor sit amet, ", count: 358)  // 10,024 characters
        let layout = TextLayout(string: text, font: font, fontSize: 12, options: .init(width: 300, wraps: true))
        #expect(layout.lines.count > 100)
        #expect(layout.lines.allSatisfy { $0.width <= 300 })
        #expect(layout.lines.reduce(0) { $0 + $1.glyphs.count } == text.unicodeScalars.count)
        let zero = TextLayout(string: text, font: font, fontSize: 12, options: .init(width: 0, wraps: true))
        #expect(zero.lines.count == text.unicodeScalars.filter { $0 != " " }.count)
    }
}
