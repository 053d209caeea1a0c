import Foundation
import Testing
import OpenUIKit

struct UIFontTests {
    @Test func systemFontsHaveSizesNamesAndConsistentMetrics() {
        let font = UIFont.systemFont(ofSize: 17)
        #expect(font.pointSize == 17)
        #expect(font.fontName == ".SFUI-Regular")
        #expect(font.familyName == ".AppleSystemUIFont")
        #expect(font.ascender > 0 && font.descender < 0 && font.leading >= 0)
        #expect(abs(font.lineHeight - (font.ascender - font.descender + font.leading)) < 1e-12)
        #expect(font.xHeight > 0 && font.xHeight < font.capHeight && font.capHeight < font.ascender)
        // Metrics scale with the size.
        let big = font.withSize(34)
        #expect(big.pointSize == 34 && big.fontName == font.fontName)
        #expect(abs(big.lineHeight - 2 * font.lineHeight) < 1e-9)
        // DejaVu Sans: 2048 units per em, ascent 1901, descent -483.
        #expect(abs(font.ascender - 1901.0 * 17 / 2048) < 1e-9)
        #expect(abs(font.descender + 483.0 * 17 / 2048) < 1e-9)
    }

    @Test func weightsPickTheBoldFaceFromSemibold() {
        #expect(UIFont.boldSystemFont(ofSize: 12).fontName == ".SFUI-Bold")
        #expect(UIFont.boldSystemFont(ofSize: 12).cgFont?.postScriptName == "DejaVuSans-Bold")
        #expect(UIFont.systemFont(ofSize: 12, weight: .semibold).cgFont?.postScriptName == "DejaVuSans-Bold")
        #expect(UIFont.systemFont(ofSize: 12, weight: .medium).cgFont?.postScriptName == "DejaVuSans")
        #expect(UIFont.Weight.semibold.rawValue == 0.3 && UIFont.Weight.bold.rawValue == 0.4)
        #expect(UIFont.monospacedSystemFont(ofSize: 10, weight: .regular).cgFont?.postScriptName == "DejaVuSansMono")
    }

    @Test func preferredFontsHaveApplesDefaultSizes() {
        let expected: [(UIFont.TextStyle, CGFloat)] = [
            (.largeTitle, 34), (.title1, 28), (.title2, 22), (.title3, 20), (.headline, 17), (.body, 17),
            (.callout, 16), (.subheadline, 15), (.footnote, 13), (.caption1, 12), (.caption2, 11),
        ]
        for (style, size) in expected {
            #expect(UIFont.preferredFont(forTextStyle: style).pointSize == size, "\(style.rawValue)")
        }
        #expect(UIFont.preferredFont(forTextStyle: .headline).fontName == ".SFUI-Semibold")
        #expect(UIFont.preferredFont(forTextStyle: .body).fontName == ".SFUI-Regular")
        #expect(UIFont.systemFontSize == 14 && UIFont.labelFontSize == 17)
    }

    @Test func namedFontsAlwaysResolveToABundledFace() throws {
        let thin = try #require(UIFont(name: "HelveticaNeue-Thin", size: 28))
        #expect(thin.fontName == "HelveticaNeue-Thin" && thin.pointSize == 28)
        #expect(thin.familyName == "DejaVu Sans")
        #expect(UIFont(name: "Courier", size: 10)?.familyName == "DejaVu Sans Mono")
        #expect(UIFont(name: "Georgia", size: 10)?.familyName == "DejaVu Serif")
        #expect(UIFont(name: "NoSuchFont", size: 10) != nil)
        #expect(UIFont(name: "Helvetica", size: 12) == UIFont(name: "Helvetica", size: 12))
    }

    @Test func badSizesBecomeZeroWithADiagnostic() {
        let (fonts, messages) = CGDiagnostics.capture {
            [UIFont.systemFont(ofSize: -3), UIFont.systemFont(ofSize: .nan), UIFont.systemFont(ofSize: .infinity)]
        }
        #expect(fonts.allSatisfy { $0.pointSize == 0 && $0.lineHeight == 0 })
        #expect(messages.count == 3)
    }
}
