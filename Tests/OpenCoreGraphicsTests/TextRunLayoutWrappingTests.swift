import Testing
import Foundation
@testable import OpenCoreGraphics

/// `TextRunLayout` wrapping and truncating text of several runs: expected
/// positions from the bundled face's advances (DejaVu Sans, which
/// "Helvetica" resolves to, has no legacy `kern` table, so "I" next to "I"
/// is not pair-kerned).
@Suite struct TextRunLayoutWrappingTests {
    let font = CGFont("Helvetica")!
    let size: CGFloat = 40
    var scale: CGFloat { size / CGFloat(font.unitsPerEm) }
    /// The advance of "I", of a space and of "…", in points.
    var advanceI: CGFloat { CGFloat(font.face.advance(font.face.glyph(for: 0x49))) * scale }
    var advanceSpace: CGFloat { CGFloat(font.face.advance(font.face.glyph(for: 0x20))) * scale }
    var advanceEllipsis: CGFloat { CGFloat(font.face.advance(font.face.glyph(for: 0x2026))) * scale }
    var lineHeight: CGFloat { CGFloat(font.face.ascent - font.face.descent + font.face.leading) * scale }
    var ascent: CGFloat { CGFloat(font.face.ascent) * scale }

    func piece(_ text: String, kern: CGFloat = 0, alignment: TextAlignment = .natural) -> TextRunLayout.Piece {
        TextRunLayout.Piece(text: text, font: font, fontSize: size, kern: kern, alignment: alignment)
    }

    func close(_ a: CGFloat, _ b: CGFloat) -> Bool { abs(a - b) < 1e-9 }

    @Test func linesBreakAtASpaceInOneRunBeforeTheNextRun() {
        let a = advanceI
        // "II " kerned 5 then "II": together 4A + 5·3 + space, too wide for 3A + 5; "II" (ink 2A + 5) fits.
        let layout = TextRunLayout([piece("II ", kern: 5), piece("II")], width: 3 * a + 5, height: nil, wraps: true)
        #expect(layout.runs.count == 2)
        let first = layout.runs[0], second = layout.runs[1]
        #expect(first.piece == 0 && first.glyphs.count == 3 && second.piece == 1 && second.glyphs.count == 2)
        // Kerning kept: the second I is one advance plus the kern on.
        #expect(close(first.positions[0].x, 0) && close(first.positions[1].x, a + 5) && close(first.positions[2].x, 2 * a + 10))
        #expect(close(second.positions[0].x, 0) && close(second.positions[1].x, a))
        #expect(close(first.positions[0].y, ascent) && close(second.positions[0].y, lineHeight + ascent))
    }

    @Test func eachWrappedLineIsAlignedOnItsOwn() {
        let a = advanceI, box = 3 * a + 5
        let layout = TextRunLayout([piece("II ", kern: 5, alignment: .right), piece("II", alignment: .right)],
                                   width: box, height: nil, wraps: true)
        // Line 1's ink ends after the second I (its space hangs): 2A + 5 wide; line 2 is 2A wide.
        #expect(close(layout.runs[0].positions[0].x, box - (2 * a + 5)))
        #expect(close(layout.runs[1].positions[0].x, box - 2 * a))
    }

    @Test func unwrappedLinesAreTruncatedAcrossRunsKeepingWhatFits() {
        let a = advanceI, e = advanceEllipsis
        // Ten I's, then two kerned 0.5 in a second run: 12A + 0.5 wide (the ellipsis is about eight I's).
        let pieces = [piece("IIIIIIIIII"), piece("II", kern: 0.5)]
        let dots = font.face.glyph(for: 0x2026)
        // .end in E + 2.5A: two I's and the ellipsis, in the style of the third I (run 0).
        let end = TextRunLayout(pieces, width: e + 2.5 * a, height: nil, truncation: .end)
        #expect(end.runs.count == 1 && end.runs[0].piece == 0 && end.runs[0].glyphs.count == 3)
        #expect(end.runs[0].glyphs[2] == dots && close(end.runs[0].positions[2].x, 2 * a))
        // .start in E + 3A + 1: the last three characters (run 0's last I, run 1's two) fit
        // (E + 3A + 0.5), four do not; the ellipsis replaces run 0's ninth I, in run 0's style.
        let start = TextRunLayout(pieces, width: e + 3 * a + 1, height: nil, truncation: .start)
        #expect(start.runs.map(\.piece) == [0, 1] && start.runs.map(\.glyphs.count) == [2, 2])
        #expect(start.runs[0].glyphs[0] == dots && close(start.runs[1].positions[0].x, e + a))
        // .middle in the same width: two I's, the ellipsis (the third I's style, run 0), the last I.
        let middle = TextRunLayout(pieces, width: e + 3 * a + 1, height: nil, truncation: .middle)
        #expect(middle.runs.map(\.piece) == [0, 1] && middle.runs.map(\.glyphs.count) == [3, 1])
        #expect(middle.runs[0].glyphs[2] == dots && close(middle.runs[1].positions[0].x, 2 * a + e))
        // A line that fits is not truncated.
        let whole = TextRunLayout(pieces, width: 13 * a, height: nil, truncation: .end)
        #expect(whole.runs.map(\.glyphs.count) == [10, 2])
    }

    @Test func wrappedTextCutAtTheHeightEndsWithTheEllipsis() {
        let a = advanceI, e = advanceEllipsis
        // Lines "IIIIIIII " / "II II" in a box 9A wide and one and a half lines tall: the first
        // line stays, cut to the I's that fit before the ellipsis: k = ⌊(9A − E) / A⌋.
        let layout = TextRunLayout([piece("IIIIIIII "), piece("II II", kern: 0.25)], width: 9 * a, height: lineHeight * 1.5,
                                   wraps: true, truncation: .end)
        let k = Int(((9 * a - e) / a).rounded(.down))
        #expect(layout.runs.count == 1 && layout.runs[0].piece == 0 && layout.runs[0].glyphs.count == k + 1)
        #expect(layout.runs[0].glyphs.last == font.face.glyph(for: 0x2026))
        #expect(close(layout.runs[0].positions[k].x, CGFloat(k) * a) && close(layout.runs[0].positions[0].y, ascent))
        // Without truncation both lines are kept.
        let all = TextRunLayout([piece("IIIIIIII "), piece("II II", kern: 0.25)], width: 9 * a, height: nil, wraps: true)
        #expect(all.runs.count == 2 && close(all.runs[1].positions[0].y, lineHeight + ascent))
    }
}
