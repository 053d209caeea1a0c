import Foundation
import Testing
import OpenUIKit

/// RGBA of a colour through `getRed`.
func rgba(_ color: UIColor) -> [CGFloat] {
    var r: CGFloat = -1, g: CGFloat = -1, b: CGFloat = -1, a: CGFloat = -1
    #expect(color.getRed(&r, green: &g, blue: &b, alpha: &a))
    return [r, g, b, a]
}

/// Whether two component lists agree within `tolerance`.
func expectClose(_ a: [CGFloat], _ b: [CGFloat], _ tolerance: CGFloat = 1e-9,
                 sourceLocation: SourceLocation = #_sourceLocation) {
    let ok = a.count == b.count && zip(a, b).allSatisfy { abs($0 - $1) <= tolerance }
    #expect(ok, "\(a) is not within \(tolerance) of \(b)", sourceLocation: sourceLocation)
}

struct UIColorTests {
    @Test func namedColoursHaveApplesComponents() {
        #expect(UIColor.black.cgColor.components == [0, 1])
        expectClose(UIColor.darkGray.cgColor.components ?? [], [1.0 / 3.0, 1], 0)
        expectClose(UIColor.lightGray.cgColor.components ?? [], [2.0 / 3.0, 1], 0)
        #expect(UIColor.white.cgColor.components == [1, 1])
        #expect(UIColor.gray.cgColor.components == [0.5, 1])
        #expect(UIColor.clear.cgColor.components == [0, 0])
        #expect(UIColor.red.cgColor.components == [1, 0, 0, 1])
        #expect(UIColor.green.cgColor.components == [0, 1, 0, 1])
        #expect(UIColor.blue.cgColor.components == [0, 0, 1, 1])
        #expect(UIColor.cyan.cgColor.components == [0, 1, 1, 1])
        #expect(UIColor.yellow.cgColor.components == [1, 1, 0, 1])
        #expect(UIColor.magenta.cgColor.components == [1, 0, 1, 1])
        #expect(UIColor.orange.cgColor.components == [1, 0.5, 0, 1])
        #expect(UIColor.purple.cgColor.components == [0.5, 0, 0.5, 1])
        #expect(UIColor.brown.cgColor.components == [0.6, 0.4, 0.2, 1])
    }

    @Test func systemColoursHaveApplesLightModeValues() {
        func c(_ r: CGFloat, _ g: CGFloat, _ b: CGFloat, _ a: CGFloat = 1) -> [CGFloat] { [r / 255, g / 255, b / 255, a] }
        expectClose(rgba(.systemRed), c(255, 59, 48), 1e-9)
        expectClose(rgba(.systemOrange), c(255, 149, 0))
        expectClose(rgba(.systemYellow), c(255, 204, 0))
        expectClose(rgba(.systemGreen), c(52, 199, 89), 1e-9)
        expectClose(rgba(.systemTeal), c(90, 200, 250), 1e-9)
        expectClose(rgba(.systemBlue), c(0, 122, 255), 1e-9)
        expectClose(rgba(.systemIndigo), c(88, 86, 214), 1e-9)
        expectClose(rgba(.systemPurple), c(175, 82, 222), 1e-9)
        expectClose(rgba(.systemPink), c(255, 45, 85), 1e-9)
        expectClose(rgba(.systemGray), c(142, 142, 147), 1e-9)
        expectClose(rgba(.systemGray2), c(174, 174, 178), 1e-9)
        expectClose(rgba(.systemGray3), c(199, 199, 204), 1e-9)
        expectClose(rgba(.systemGray4), c(209, 209, 214), 1e-9)
        expectClose(rgba(.systemGray5), c(229, 229, 234), 1e-9)
        expectClose(rgba(.systemGray6), c(242, 242, 247), 1e-9)
        expectClose(rgba(.label), c(0, 0, 0))
        expectClose(rgba(.secondaryLabel), c(60, 60, 67, 0.6), 1e-9)
        expectClose(rgba(.systemBackground), c(255, 255, 255), 1e-9)
        expectClose(rgba(.secondarySystemBackground), c(242, 242, 247), 1e-9)
        expectClose(rgba(.separator), c(60, 60, 67, 0.29), 1e-9)
        #expect(UIColor.tintColor == UIColor.systemBlue)
    }

    @Test func initialisersKeepComponentsUnclamped() {
        #expect(rgba(UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.8)) == [0.2, 0.4, 0.6, 0.8])
        #expect(rgba(UIColor(red: 1.5, green: -0.25, blue: 0, alpha: 1)) == [1.5, -0.25, 0, 1])
        #expect(rgba(UIColor(white: 0.25, alpha: 0.5)) == [0.25, 0.25, 0.25, 0.5])
        let cg = CGColor(red: 0.1, green: 0.2, blue: 0.3, alpha: 0.4)
        #expect(UIColor(cgColor: cg).cgColor == cg)
    }

    @Test func hueSaturationBrightnessRoundTrips() {
        expectClose(rgba(UIColor(hue: 0, saturation: 1, brightness: 1, alpha: 1)), [1, 0, 0, 1], 1e-9)
        expectClose(rgba(UIColor(hue: 1.0 / 3.0, saturation: 1, brightness: 1, alpha: 1)), [0, 1, 0, 1], 1e-9)
        expectClose(rgba(UIColor(hue: 2.0 / 3.0, saturation: 1, brightness: 0.5, alpha: 1)), [0, 0, 0.5, 1], 1e-9)
        expectClose(rgba(UIColor(hue: 1.25, saturation: 1, brightness: 1, alpha: 1)),
                      rgba(UIColor(hue: 0.25, saturation: 1, brightness: 1, alpha: 1)))
        for (h, s, v) in [(0.1, 0.5, 0.9), (0.55, 0.3, 0.4), (0.8, 1.0, 0.7), (0.99, 0.2, 1.0)] as [(CGFloat, CGFloat, CGFloat)] {
            var hh: CGFloat = 0, ss: CGFloat = 0, vv: CGFloat = 0, aa: CGFloat = 0
            #expect(UIColor(hue: h, saturation: s, brightness: v, alpha: 0.5).getHue(&hh, saturation: &ss, brightness: &vv, alpha: &aa))
            expectClose([hh, ss, vv, aa], [h, s, v, 0.5], 1e-12)
        }
        var h: CGFloat = -1, s: CGFloat = -1, v: CGFloat = -1
        UIColor.gray.getHue(&h, saturation: &s, brightness: &v, alpha: nil)
        #expect([h, s, v] == [0, 0, 0.5])
        // orange: hue 30°
        UIColor.orange.getHue(&h, saturation: &s, brightness: &v, alpha: nil)
        expectClose([h, s, v], [1.0 / 12.0, 1, 1], 1e-9)
    }

    @Test func getWhiteAnswersForGraysOnly() {
        var w: CGFloat = -1, a: CGFloat = -1
        #expect(UIColor.darkGray.getWhite(&w, alpha: &a))
        #expect(w == 1.0 / 3.0 && a == 1)
        w = -1
        #expect(!UIColor.red.getWhite(&w, alpha: &a))
        #expect(w == -1)
    }

    @Test func displayP3IsConvertedToSRGB() {
        expectClose(rgba(UIColor(displayP3Red: 1, green: 1, blue: 1, alpha: 1)), [1, 1, 1, 1], 1e-6)
        expectClose(rgba(UIColor(displayP3Red: 0, green: 0, blue: 0, alpha: 0.5)), [0, 0, 0, 0.5], 1e-9)
        // P3 red lies outside sRGB: red above 1, green and blue below 0.
        let red = rgba(UIColor(displayP3Red: 1, green: 0, blue: 0, alpha: 1))
        #expect(red[0] > 1.08 && red[0] < 1.10)
        #expect(red[1] < -0.2 && red[2] < -0.09)
    }

    @Test func equalityIsBySpaceAndComponents() {
        #expect(UIColor(red: 1, green: 0, blue: 0, alpha: 1) == UIColor.red)
        #expect(UIColor(white: 0.5, alpha: 1) == UIColor.gray)
        #expect(UIColor(white: 1, alpha: 1) != UIColor(red: 1, green: 1, blue: 1, alpha: 1))
        #expect(UIColor.red.hash == UIColor(red: 1, green: 0, blue: 0, alpha: 1).hash)
        #expect(!UIColor.red.isEqual("red"))
        #expect(Set([UIColor.red, UIColor(red: 1, green: 0, blue: 0, alpha: 1), .blue]).count == 2)
    }

    @Test func withAlphaComponentKeepsTheSpace() {
        #expect(UIColor.white.withAlphaComponent(0.3).cgColor.components == [1, 0.3])
        #expect(UIColor.red.withAlphaComponent(0.5) == UIColor(red: 1, green: 0, blue: 0, alpha: 0.5))
        #expect(UIColor.red.description == "UIExtendedSRGBColorSpace 1 0 0 1")
        #expect(UIColor.darkGray.description == "UIExtendedGrayColorSpace 0.333333 1")
    }

    @Test func settersWithoutAContextAreIgnoredWithOneDiagnostic() {
        let (_, messages) = CGDiagnostics.capture {
            UIColor.red.setFill()
            UIColor.red.setFill()
            UIColor.blue.set()
        }
        #expect(messages.count == 2)
        #expect(UIGraphicsGetCurrentContext() == nil)
    }
}

struct UIColorLiteralTests {
    @Test func colourLiteralsMakeRGBColours() {
        let literal = #colorLiteral(red: 1, green: 0.5, blue: 0, alpha: 1)
        let typed: UIColor = #colorLiteral(red: 0, green: 0, blue: 1, alpha: 0.5)
        #expect(literal == UIColor.orange)
        #expect(typed == UIColor.blue.withAlphaComponent(0.5))
    }
}
