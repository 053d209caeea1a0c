import Foundation
import Testing
@testable import OpenQuartzCore
import Raster

/// `CATextLayer` drawing an attributed string run by run: each run's font,
/// size, colour and kerning, placed by the font's own advances.
@Suite @MainActor struct TextLayerAttributedRunTests {
    static let font = NSAttributedString.Key("NSFont")
    static let color = NSAttributedString.Key("NSColor")
    static let coreTextColor = NSAttributedString.Key("CTForegroundColor")
    static let kern = NSAttributedString.Key("NSKern")

    /// A font attribute value: a face at a size (as a UIFont is).
    struct SizedFont: TextLayerAttributeFont {
        var name: String
        var size: CGFloat
        var textLayerCGFont: CGFont? { CGFont(name) }
        var textLayerPointSize: CGFloat { size }
    }

    /// The metrics of "I" in DejaVu Sans (the face "Helvetica" draws with),
    /// from the font's tables: advance and stem centre in font units.
    struct Metrics {
        let unitsPerEm: CGFloat, ascent: CGFloat, capHeight: CGFloat, advance: CGFloat, stemCentre: CGFloat, stemRight: CGFloat
        init() {
            let f = CGFont("Helvetica")!
            var g = f.glyph(for: "I")
            var advance: Int32 = 0
            var box = CGRect.zero
            _ = f.getGlyphAdvances(glyphs: &g, count: 1, advances: &advance)
            _ = f.getGlyphBBoxes(glyphs: &g, count: 1, bboxes: &box)
            unitsPerEm = CGFloat(f.unitsPerEm); ascent = CGFloat(f.ascent); capHeight = CGFloat(f.capHeight)
            self.advance = CGFloat(advance); stemCentre = box.midX; stemRight = box.maxX
        }
    }

    func textLayer(_ string: Any, width: CGFloat = 200) -> (host: CALayer, text: CATextLayer) {
        let host = CALayer()
        host.bounds = CGRect(x: 0, y: 0, width: width, height: 80)
        let t = CATextLayer()
        t.frame = host.bounds
        t.fontSize = 40
        t.string = string
        host.addSublayer(t)
        return (host, t)
    }

    func runs(_ parts: [(String, [NSAttributedString.Key: Any])]) -> NSAttributedString {
        let s = NSMutableAttributedString(string: "")
        for (text, attributes) in parts { s.append(NSAttributedString(string: text, attributes: attributes)) }
        return s
    }

    @Test func differentlyColouredRunsLandAtTheFontsAdvances() {
        let m = Metrics()
        let red = CGColor(red: 1, green: 0, blue: 0, alpha: 1), blue = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
        let small = SizedFont(name: "Helvetica", size: 40)
        let (host, _) = textLayer(runs([("I", [Self.font: small, Self.color: red]),
                                        ("I", [Self.font: small, Self.coreTextColor: blue])]))
        let p = renderModel(host)
        let s = 40 / m.unitsPerEm
        let y = Int(((m.ascent - m.capHeight / 2) * s).rounded(.down))   // halfway up the capitals
        let first = Int((m.stemCentre * s).rounded(.down))
        let second = Int(((m.advance + m.stemCentre) * s).rounded(.down))  // run 2 starts one advance on
        #expect(p.pixel(x: first, y: y) == opaqueRed)
        #expect(p.pixel(x: second, y: y) == opaqueBlue)
        #expect(p.pixel(x: Int((m.advance * s * 2 + 6).rounded(.up)), y: y) == clearPixel)   // nothing after run 2
    }

    @Test func kerningShiftsTheNextGlyphByExactlyTheKernValue() throws {
        let blue = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
        func secondRunBox(kern: Double) throws -> CGRect {
            let (_, t) = textLayer(runs([("I", [Self.kern: kern]), ("I", [Self.color: blue])]))
            let drawn = t.textRuns()
            try #require(drawn.count == 2)
            #expect(drawn[1].color == blue.rgba)
            #expect(drawn[0].color == CGColor(gray: 1, alpha: 1).rgba)   // the layer's foregroundColor
            return drawn[1].path.boundingBoxOfPath
        }
        let plain = try secondRunBox(kern: 0), kerned = try secondRunBox(kern: 7.5)
        #expect(abs((kerned.minX - plain.minX) - 7.5) < 1e-9)
        #expect(kerned.minY == plain.minY && kerned.width == plain.width)
        // Within one run, every glyph moves by the kern of the characters before it.
        let (_, t) = textLayer(runs([("III", [Self.kern: 3])]))
        let (_, u) = textLayer(runs([("III", [Self.color: blue])]))
        let m = Metrics()
        let wide = try #require(t.textRuns().first).path.boundingBoxOfPath
        let narrow = try #require(u.textRuns().first).path.boundingBoxOfPath
        #expect(abs((wide.maxX - narrow.maxX) - 6) < 1e-9)          // the third glyph: 2 × 3
        #expect(abs(narrow.maxX - (2 * m.advance + m.stemRight) * 40 / m.unitsPerEm) < 1e-6)
    }

    @Test func sizesComeFromEachRunsFont() throws {
        let m = Metrics()
        let (_, t) = textLayer(runs([("I", [Self.font: SizedFont(name: "Helvetica", size: 20)]),
                                     ("I", [Self.font: SizedFont(name: "Helvetica", size: 60), Self.color: CGColor(gray: 0.5, alpha: 1)])]))
        let drawn = t.textRuns()
        try #require(drawn.count == 2)
        let a = drawn[0].path.boundingBoxOfPath, b = drawn[1].path.boundingBoxOfPath
        #expect(abs(a.height - m.capHeight * 20 / m.unitsPerEm) < 0.05)
        #expect(abs(b.height - m.capHeight * 60 / m.unitsPerEm) < 0.05)
        // Both sit on one baseline: the larger run's ascent below the top.
        #expect(abs(a.maxY - m.ascent * 60 / m.unitsPerEm) < 1e-9 && abs(b.maxY - a.maxY) < 1e-9)
        // Run 2 starts one 20-point advance in.
        #expect(abs(b.midX - (m.advance * 20 + m.stemCentre * 60) / m.unitsPerEm) < 1e-6)
    }

    @Test func badAttributesAreReportedOnceWithAFallback() {
        let (host, t) = textLayer(runs([("I", [NSAttributedString.Key("NSUnderline"): 1, Self.kern: Double.nan]),
                                        ("I", [Self.font: 42, Self.color: "red"]),
                                        ("I", [Self.font: SizedFont(name: "Helvetica", size: 0), NSAttributedString.Key("NSUnderline"): 2])]))
        var (drawn, messages) = CADiagnostics.capture { t.textRuns() }
        #expect(messages.count == 5)   // underline (once), NaN kern, font type, colour type, size 0
        #expect(messages.contains { $0.contains("NSUnderline") })
        #expect(messages.contains { $0.contains("NSKern") })
        #expect(messages.contains { $0.contains("NSFont") && $0.contains("not a UIFont") })
        #expect(messages.contains { $0.contains("NSColor") && $0.contains("String") })
        // The first two runs draw in the layer's font and colour; the size-0 run draws nothing.
        #expect(drawn.count == 1 && drawn[0].color == CGColor(gray: 1, alpha: 1).rgba)
        let m = Metrics()
        let box = drawn[0].path.boundingBoxOfPath
        #expect(abs(box.maxX - (m.advance + m.stemRight) * 40 / m.unitsPerEm) < 1e-6)   // two glyphs, no kern
        #expect(coverage(renderModel(host)) > 10)
        (drawn, messages) = CADiagnostics.capture { t.textRuns() }
        #expect(!drawn.isEmpty)
    }

    @Test func aMutableStringIsCopiedAndChangesRedraw() {
        let s = NSMutableAttributedString(string: "I", attributes: [Self.color: CGColor(red: 1, green: 0, blue: 0, alpha: 1)])
        let (host, t) = textLayer(s)
        s.append(NSAttributedString(string: "I"))
        #expect((t.string as? NSAttributedString)?.string == "I")
        let before = renderModel(host)
        t.string = runs([("I", [Self.color: CGColor(red: 0, green: 0, blue: 1, alpha: 1)])])
        let after = renderModel(host)
        let m = Metrics()
        let x = Int((m.stemCentre * 40 / m.unitsPerEm).rounded(.down)), y = Int(((m.ascent - m.capHeight / 2) * 40 / m.unitsPerEm))
        #expect(before.pixel(x: x, y: y) == opaqueRed)
        #expect(after.pixel(x: x, y: y) == opaqueBlue)
    }
}
