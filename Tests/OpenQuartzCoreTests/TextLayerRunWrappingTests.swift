import Foundation
import Testing
@testable import OpenQuartzCore
import Raster

/// `CATextLayer` wrapping and truncating an attributed string of several
/// runs: glyph pixels at points worked out from the font's metrics (see
/// `TextLayerAttributedRunTests.Metrics`).
@Suite @MainActor struct TextLayerRunWrappingTests {
    typealias Runs = TextLayerAttributedRunTests

    @Test func wrappedRunsBreakAtTheSpaceAndKeepTheirKerning() {
        let m = Runs.Metrics(), f = CGFont("Helvetica")!
        let s: CGFloat = 40 / m.unitsPerEm, a = m.advance * s
        let red = CGColor(red: 1, green: 0, blue: 0, alpha: 1), blue = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
        let string = Runs().runs([("II ", [Runs.color: red, Runs.kern: 5.0]), ("II", [Runs.color: blue])])
        let (host, text) = Runs().textLayer(string, width: 3 * a + 5)
        text.isWrapped = true
        let p = renderModel(host)
        let lineHeight = CGFloat(f.ascent - f.descent + f.leading) * s
        let midCaps = (m.ascent - m.capHeight / 2) * s
        // Line 1: red I's at 0 and A + 5 (kerned); line 2: blue I's at 0 and A.
        #expect(p.pixel(x: Int((m.stemCentre * s).rounded(.down)), y: Int(midCaps)) == opaqueRed)
        #expect(p.pixel(x: Int((a + 5 + m.stemCentre * s).rounded(.down)), y: Int(midCaps)) == opaqueRed)
        #expect(p.pixel(x: Int((m.stemCentre * s).rounded(.down)), y: Int(lineHeight + midCaps)) == opaqueBlue)
        #expect(p.pixel(x: Int((a + m.stemCentre * s).rounded(.down)), y: Int(lineHeight + midCaps)) == opaqueBlue)
        // Nothing of run 2 is left on line 1, right of the red I's.
        #expect(p.pixel(x: Int((2 * a + 10 + m.stemCentre * s).rounded(.down)), y: Int(midCaps)) == clearPixel)
    }

    @Test func truncationLeavesWhatFitsWithTheEllipsisInTheCutRunsColour() throws {
        let m = Runs.Metrics(), f = CGFont("Helvetica")!
        let s: CGFloat = 40 / m.unitsPerEm, a = m.advance * s
        var dots = f.glyph(for: "…")
        var dotsAdvance: Int32 = 0
        _ = f.getGlyphAdvances(glyphs: &dots, count: 1, advances: &dotsAdvance)
        let e = CGFloat(dotsAdvance) * s
        let red = CGColor(red: 1, green: 0, blue: 0, alpha: 1), blue = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
        let string = Runs().runs([("III", [Runs.color: red]), ("WW", [Runs.color: blue])])
        // Room for the three I's and the ellipsis, not a W as well: the ellipsis replaces the
        // blue W's and is blue.
        let (_, text) = Runs().textLayer(string, width: 3 * a + e + 0.5)
        text.truncationMode = .end
        let drawn = text.textRuns()
        try #require(drawn.count == 2)
        #expect(drawn[0].color == red.rgba && drawn[1].color == blue.rgba)
        #expect(drawn[0].path.boundingBoxOfPath.maxX < 3 * a)
        let blueBox = drawn[1].path.boundingBoxOfPath
        #expect(blueBox.minX >= 3 * a && blueBox.maxX <= 3 * a + e)
        text.truncationMode = .none
        #expect(text.textRuns()[1].path.boundingBoxOfPath.maxX > 3 * a + e)   // untruncated: both W's
    }
}
