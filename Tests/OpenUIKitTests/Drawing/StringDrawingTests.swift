import Foundation
import Testing
import OpenUIKit

/// Pixels of `image` whose alpha is above half, as (x, y) pairs.
func inkedPixels(_ image: UIImage) -> [(x: Int, y: Int)] {
    guard let cg = image.cgImage else { return [] }
    var result: [(x: Int, y: Int)] = []
    for y in 0..<cg.height {
        for x in 0..<cg.width where (rgbaPixel(image, x, y)?[3] ?? 0) > 128 { result.append((x, y)) }
    }
    return result
}

struct StringDrawingTests {
    let font = UIFont.systemFont(ofSize: 20)

    @Test func sizeIsOneLineHighAndGrowsWithTheText() {
        let one = "Hello".size(withAttributes: [.font: font])
        #expect(one.height == font.lineHeight)
        #expect(one.width > 40 && one.width < 70)
        let longer = "Hello, world".size(withAttributes: [.font: font])
        #expect(longer.width > one.width && longer.height == one.height)
        #expect(("Hello" as NSString).size(withAttributes: [.font: font]) == one)
        #expect("".size(withAttributes: [.font: font]) == .zero)
        // The default font is 12-point Helvetica.
        #expect("Hi".size(withAttributes: nil).height == UIFont(name: "Helvetica", size: 12)?.lineHeight)
    }

    @Test func lineSpacingAndKernChangeTheSize() {
        let style = NSMutableParagraphStyle()
        style.lineSpacing = 5
        let two = "a\nb".size(withAttributes: [.font: font, .paragraphStyle: style])
        #expect(abs(two.height - (2 * font.lineHeight + 5)) < 1e-9)
        let plain = "abc".size(withAttributes: [.font: font])
        let kerned = "abc".size(withAttributes: [.font: font, .kern: 2.0])
        #expect(abs(kerned.width - plain.width - 6) < 1e-9)
    }

    @Test func drawAtPutsInkInsideTheMeasuredBoxInTheForegroundColour() {
        let attributes: [NSAttributedString.Key: Any] = [.font: font, .foregroundColor: UIColor.red]
        let size = "Hello".size(withAttributes: attributes)
        let image = UIGraphicsImageRenderer(size: CGSize(width: 100, height: 50)).image { _ in
            "Hello".draw(at: CGPoint(x: 10, y: 10), withAttributes: attributes)
        }
        let ink = inkedPixels(image)
        #expect(ink.count > 50)
        #expect(ink.allSatisfy { CGFloat($0.x) >= 10 && CGFloat($0.x) < 10 + size.width + 1 })
        #expect(ink.allSatisfy { CGFloat($0.y) >= 10 && CGFloat($0.y) < 10 + size.height })
        // Capital H: ink reaches from the cap height down to the baseline.
        let baseline = 10 + font.ascender
        #expect(ink.contains { CGFloat($0.y) < baseline - font.capHeight + 2 })
        #expect(!ink.contains { CGFloat($0.y) > baseline + 1 })  // no descenders in "Hello"
        let colours = Set(ink.compactMap { rgbaPixel(image, $0.x, $0.y) }.filter { $0[3] == 255 })
        #expect(colours == [opaqueRed])
    }

    @Test func drawInWrapsAtTheWidthAndDropsLinesThatDoNotFit() {
        let attributes: [NSAttributedString.Key: Any] = [.font: font]
        let text = "one two three four five six"
        let image = UIGraphicsImageRenderer(size: CGSize(width: 80, height: 200)).image { _ in
            text.draw(in: CGRect(x: 0, y: 0, width: 80, height: 200), withAttributes: attributes)
        }
        let bottom = inkedPixels(image).map(\.y).max() ?? 0
        #expect(CGFloat(bottom) > 2 * font.lineHeight)  // at least three lines
        let cut = UIGraphicsImageRenderer(size: CGSize(width: 80, height: 200)).image { _ in
            (text as NSString).draw(in: CGRect(x: 0, y: 0, width: 80, height: font.lineHeight * 1.5), withAttributes: attributes)
        }
        let cutBottom = inkedPixels(cut).map(\.y).max() ?? 0
        #expect(CGFloat(cutBottom) < font.lineHeight)  // only the first line fits
        let rect = "one two three four five six".boundingRect(
            with: CGSize(width: 80, height: CGFloat.greatestFiniteMagnitude), options: .usesLineFragmentOrigin,
            attributes: attributes, context: nil)
        #expect(rect.height >= 3 * font.lineHeight && rect.width <= 80)
        #expect(text.boundingRect(with: CGSize(width: 80, height: 100), options: [], attributes: attributes,
                                  context: nil).height == font.lineHeight)
    }

    @Test func centredTextSitsInTheMiddle() {
        let style = NSMutableParagraphStyle()
        style.alignment = .center
        let attributes: [NSAttributedString.Key: Any] = [.font: font, .paragraphStyle: style]
        let image = UIGraphicsImageRenderer(size: CGSize(width: 200, height: 30)).image { _ in
            "I".draw(in: CGRect(x: 0, y: 0, width: 200, height: 30), withAttributes: attributes)
        }
        let xs = inkedPixels(image).map(\.x)
        #expect((xs.min() ?? 0) > 90 && (xs.max() ?? 0) < 110)
        #expect(style.lineBreakMode == .byWordWrapping)
        let copy = NSParagraphStyle.default.mutableCopy() as? NSMutableParagraphStyle
        #expect(copy?.alignment == .natural)
    }

    @Test func truncatingTailKeepsOneLineWithAnEllipsis() {
        let style = NSMutableParagraphStyle()
        style.lineBreakMode = .byTruncatingTail
        let attributes: [NSAttributedString.Key: Any] = [.font: font, .paragraphStyle: style]
        let image = UIGraphicsImageRenderer(size: CGSize(width: 80, height: 100)).image { _ in
            "one two three four five six".draw(in: CGRect(x: 0, y: 0, width: 80, height: 100), withAttributes: attributes)
        }
        let ink = inkedPixels(image)
        #expect(CGFloat(ink.map(\.y).max() ?? 0) < font.lineHeight)
        #expect((ink.map(\.x).max() ?? 0) < 80)
    }

    @Test func backgroundAndStrokeAttributes() {
        let attributes: [NSAttributedString.Key: Any] = [
            .font: font, .backgroundColor: UIColor.blue, .strokeColor: UIColor.green, .strokeWidth: 10.0,
        ]
        let image = UIGraphicsImageRenderer(size: CGSize(width: 100, height: 40)).image { _ in
            "Wo".draw(at: .zero, withAttributes: attributes)
        }
        #expect(rgbaPixel(image, 1, Int(font.lineHeight) - 1) == opaqueBlue)
        let width = Int("Wo".size(withAttributes: attributes).width)
        #expect(rgbaPixel(image, width + 2, 5) == transparent)
        let colours = Set((0..<40).flatMap { y in (0..<100).compactMap { rgbaPixel(image, $0, y) } })
        #expect(colours.contains(opaqueGreen))
        #expect(!colours.contains([0, 0, 0, 255]))  // a positive width strokes only: no black fill
    }

    @Test func attributedRunsKeepTheirColours() {
        let text = NSMutableAttributedString(string: "AA", attributes: [.font: font, .foregroundColor: UIColor.red])
        text.append(NSAttributedString(string: "BB", attributes: [.font: font, .foregroundColor: UIColor.blue]))
        let size = text.size()
        #expect(abs(size.width - "AABB".size(withAttributes: [.font: font]).width) < 1)
        #expect(size.height == font.lineHeight)
        let image = UIGraphicsImageRenderer(size: CGSize(width: 100, height: 30)).image { _ in
            text.draw(at: CGPoint(x: 0, y: 0))
        }
        let ink = inkedPixels(image)
        let red = ink.filter { rgbaPixel(image, $0.x, $0.y) == opaqueRed }.map(\.x)
        let blue = ink.filter { rgbaPixel(image, $0.x, $0.y) == opaqueBlue }.map(\.x)
        #expect(!red.isEmpty && !blue.isEmpty)
        #expect((red.max() ?? 0) < (blue.min() ?? 0))
        // One run draws as the plain string does.
        let single = NSAttributedString(string: "Hello", attributes: [.font: font])
        #expect(single.size() == "Hello".size(withAttributes: [.font: font]))
        let mixed = NSMutableAttributedString(string: "small", attributes: [.font: UIFont.systemFont(ofSize: 10)])
        mixed.append(NSAttributedString(string: "BIG\nnext", attributes: [.font: font]))
        #expect(abs(mixed.size().height - 2 * font.lineHeight) < 1e-9)
        let boxed = UIGraphicsImageRenderer(size: CGSize(width: 100, height: 30)).image { _ in
            text.draw(in: CGRect(x: 50, y: 0, width: 50, height: 30))
        }
        #expect(inkedPixels(boxed).allSatisfy { $0.x >= 50 })
    }

    @Test func drawingWithoutAContextOrWithBadRectsDrawsNothing() {
        let (_, messages) = CGDiagnostics.capture {
            "x".draw(at: .zero, withAttributes: nil)
            ("x" as NSString).draw(in: CGRect(x: 0, y: 0, width: 10, height: 10), withAttributes: nil)
        }
        #expect(messages.count == 1)
        let image = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10)).image { _ in
            "x".draw(in: CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10), withAttributes: nil)
            "x".draw(at: .zero, withAttributes: [.font: UIFont.systemFont(ofSize: 0)])
            "x".draw(at: .zero, withAttributes: [.font: "not a font", .foregroundColor: 42])
        }
        // Mistyped attributes fall back to the defaults: black 12-point text.
        #expect(inkedPixels(image).allSatisfy { rgbaPixel(image, $0.x, $0.y)?[0] == 0 })
        #expect(!inkedPixels(image).isEmpty)
    }
}
