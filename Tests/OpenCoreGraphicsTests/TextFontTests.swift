import Foundation
import Testing
@testable import OpenCoreGraphics

@Suite struct TextFontTests {
    let sans = SfntTables(bundledFontBytes())

    @Test func metricsOfDejaVuSansMatchItsTables() throws {
        let font = try #require(CGFont("Helvetica"))
        #expect(font.unitsPerEm == 2048)
        #expect(Int(font.unitsPerEm) == sans.unitsPerEm)
        #expect(Int(font.ascent) == sans.hheaAscent && font.ascent == 1901)
        #expect(Int(font.descent) == sans.hheaDescent && font.descent == -483)
        #expect(Int(font.leading) == sans.hheaLineGap)
        #expect(font.numberOfGlyphs == sans.numGlyphs)
        #expect(font.fontBBox == sans.headBBox)
        #expect(font.italicAngle == 0)
        #expect(font.postScriptName == "DejaVuSans")
        #expect(font.fullName == "DejaVu Sans")
    }

    @Test func capAndXHeightAreTheTopsOfHAndX() throws {
        // DejaVu's OS/2 table is version 1 (no sCapHeight), so they are measured.
        let font = try #require(CGFont("Helvetica"))
        var glyphs = [font.getGlyphWithGlyphName(name: "H"), font.getGlyphWithGlyphName(name: "x")]
        var boxes = [CGRect](repeating: .zero, count: 2)
        #expect(font.getGlyphBBoxes(glyphs: &glyphs, count: 2, bboxes: &boxes))
        #expect(CGFloat(font.capHeight) == boxes[0].maxY)
        #expect(CGFloat(font.xHeight) == boxes[1].maxY)
        #expect(font.capHeight == 1493 && font.xHeight == 1120)
    }

    @Test func advancesComeFromHmtx() throws {
        let font = try #require(CGFont("Arial"))
        var glyphs = "Hello".unicodeScalars.map { font.glyph(for: $0) }
        #expect(!glyphs.contains(0))
        var advances = [Int32](repeating: -1, count: glyphs.count)
        #expect(font.getGlyphAdvances(glyphs: &glyphs, count: glyphs.count, advances: &advances))
        #expect(advances.map(Int.init) == glyphs.map(sans.advance))
    }

    @Test func glyphNamesAndCmapAgree() throws {
        let font = try #require(CGFont("Helvetica"))
        #expect(font.getGlyphWithGlyphName(name: "H") == font.glyph(for: "H"))
        #expect(font.getGlyphWithGlyphName(name: "ellipsis") == font.glyph(for: "\u{2026}"))
        #expect(font.getGlyphWithGlyphName(name: "no-such-glyph") == 0)
        #expect(font.name(for: font.glyph(for: "H")) == "H")
        #expect(font.name(for: font.glyph(for: "\u{2026}")) == "ellipsis")
        #expect(font.name(for: 0xFFF0) == nil)
        #expect(font.glyph(for: "\u{E000}") == 0)  // not in DejaVu: .notdef
    }

    @Test func badGlyphQueriesReturnFalse() throws {
        let font = try #require(CGFont("Helvetica"))
        var glyphs: [CGGlyph] = [36, 0xFFF0]
        var advances: [Int32] = [7, 7]
        var boxes = [CGRect](repeating: .null, count: 2)
        let messages = diagnostics {
            #expect(!font.getGlyphAdvances(glyphs: &glyphs, count: 2, advances: &advances))
            #expect(!font.getGlyphBBoxes(glyphs: &glyphs, count: 2, bboxes: &boxes))
            #expect(!font.getGlyphAdvances(glyphs: &glyphs, count: -1, advances: &advances))
        }
        #expect(advances == [7, 7] && boxes.allSatisfy(\.isNull))
        #expect(messages.count == 3)
    }

    @Test func namesResolveToTheDocumentedFaces() {
        let table: [(String, String)] = [
            ("Helvetica", "DejaVuSans"), ("Helvetica Neue", "DejaVuSans"), ("HelveticaNeue-Thin", "DejaVuSans"),
            (".SFUI-Regular", "DejaVuSans"), ("System", "DejaVuSans"), ("Avenir-Heavy", "DejaVuSans-Bold"),
            ("Helvetica-Bold", "DejaVuSans-Bold"), ("ArialRoundedMTBold", "DejaVuSans-Bold"),
            ("Courier", "DejaVuSansMono"), ("Menlo-Regular", "DejaVuSansMono"), ("Monaco", "DejaVuSansMono"),
            ("Courier-Bold", "DejaVuSansMono"), ("Times New Roman", "DejaVuSerif"), ("Georgia", "DejaVuSerif"),
            ("Microsoft Sans Serif", "DejaVuSans"),
        ]
        let messages = diagnostics {
            for (name, face) in table { #expect(CGFont(name)?.postScriptName == face, "\(name)") }
        }
        #expect(messages.isEmpty)
    }

    @Test func unknownNamesFallBackToSansWithADiagnostic() {
        var fonts: [CGFont?] = []
        let messages = diagnostics { fonts = [CGFont("Zapfino"), CGFont("Zapfino Bold"), CGFont("")] }
        #expect(fonts.map { $0?.postScriptName } == ["DejaVuSans", "DejaVuSans-Bold", "DejaVuSans"])
        #expect(messages.count == 3 && messages[0].contains("Zapfino"))
    }

    @Test func fontsFromBytesReadTheirOwnTables() throws {
        let data = bundledFontBytes("DejaVuSerif.ttf")
        let provider = try #require(CGDataProvider(data: data))
        let font = try #require(CGFont(provider))
        let tables = SfntTables(data)
        #expect(font.postScriptName == "DejaVuSerif")
        #expect(Int(font.ascent) == tables.hheaAscent && Int(font.descent) == tables.hheaDescent)
        #expect(font.numberOfGlyphs == tables.numGlyphs)
    }

    @Test func corruptBytesGiveNilNotACrash() {
        let real = bundledFontBytes()
        var flipped = real
        for i in stride(from: 0, to: 400, by: 3) { flipped[i] ^= 0x5A }  // table directory scrambled
        var seed: UInt64 = 42
        let noise = Data((0..<4096).map { _ -> UInt8 in
            seed = seed &* 6364136223846793005 &+ 1442695040888963407
            return UInt8(truncatingIfNeeded: seed >> 33)
        })
        let inputs = [Data(), Data([0, 1, 0, 0]), noise, real.prefix(12), real.prefix(2000), flipped]
        let messages = diagnostics {
            for bytes in inputs { #expect(CGFont(CGDataProvider(data: bytes)!) == nil) }
        }
        #expect(messages.count == inputs.count)
    }

    @Test func damagedGlyphDataLoadsWithoutCrashing() throws {
        // A font whose glyf table is overwritten: the directory parses, glyphs do not.
        var bytes = bundledFontBytes()
        let glyf = SfntTables(bytes).tables["glyf"]!
        for i in glyf..<(glyf + 200_000) { bytes[i] = UInt8(truncatingIfNeeded: i &* 31) }
        var font: CGFont?
        var boxes: [CGRect] = []
        _ = diagnostics {
            font = CGFont(CGDataProvider(data: bytes)!)
            for g in 0..<CGGlyph(200) { boxes.append(font?.path(for: g).boundingBoxOfPath ?? .null) }
        }
        guard let font else { return }  // refusing it is fine too
        #expect(font.numberOfGlyphs == sans.numGlyphs && boxes.count == 200)
    }

    @Test func outlinesAreInFontUnitsAndCached() throws {
        let font = try #require(CGFont("Helvetica"))
        let i = font.glyph(for: "I")
        let first = font.path(for: i), second = font.path(for: i)
        #expect(first === second)  // served from the cache
        let box = first.boundingBoxOfPath
        #expect(box.minY == 0 && box.maxY == 1493)  // "I" sits on the baseline, cap-height tall
        #expect(font.path(for: font.glyph(for: " ")).isEmpty)
    }

    @Test func facesAreSafeToShareAcrossTasks() async throws {
        let font = try #require(CGFont("Courier"))
        let glyphs = (CGGlyph(1)...CGGlyph(300)).map { $0 }
        let reference = glyphs.map { font.path(for: $0).storage.points.count }
        let results = await withTaskGroup(of: [Int].self) { group in
            for _ in 0..<4 { group.addTask { glyphs.map { font.path(for: $0).storage.points.count } } }
            var all: [[Int]] = []
            for await r in group { all.append(r) }
            return all
        }
        #expect(results.count == 4 && results.allSatisfy { $0 == reference })
    }
}
