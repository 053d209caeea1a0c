import Testing
import Foundation
import OpenUIKit
import LayerTestSupport

/// UILabel: Apple's defaults, sizes from the font's metrics, drawing
/// through draw(_:) (text pixels inside the bounds, vertically centred),
/// redraws on change, no animation of text, bad input.
@MainActor struct UILabelTests {
    @Test func defaultsAreApples() {
        let label = UILabel()
        #expect(label.font.pointSize == 17)
        #expect(label.font == UIFont.systemFont(ofSize: 17))
        #expect(label.textColor == UIColor.label)
        #expect(label.textAlignment == .natural)
        #expect(label.numberOfLines == 1)
        #expect(label.lineBreakMode == .byTruncatingTail)
        #expect(label.text == nil && label.attributedText == nil)
        #expect(!label.isUserInteractionEnabled)
        #expect(label.contentMode == .redraw)
        #expect(!label.adjustsFontSizeToFitWidth && label.minimumScaleFactor == 0)
        label.font = nil
        label.textColor = nil
        #expect(label.font.pointSize == 17 && label.textColor == UIColor.label)
    }

    @Test func intrinsicSizeIsTheTextsSizeInTheFont() {
        let label = UILabel()
        label.text = "Hello"
        let font = UIFont.systemFont(ofSize: 17)
        let measured = "Hello".size(withAttributes: [.font: font])
        let size = label.intrinsicContentSize
        #expect(size.width == measured.width.rounded(.up))
        #expect(size.height == font.lineHeight.rounded(.up))
        #expect(size.width > 30 && size.width < 50)
        label.sizeToFit()
        #expect(label.bounds.size == size)
        label.text = nil
        #expect(label.intrinsicContentSize == .zero)
        label.text = ""
        #expect(label.sizeThatFits(CGSize(width: 100, height: 100)) == .zero)
    }

    @Test func severalLinesWrapAtTheGivenWidth() {
        let label = UILabel()
        label.text = "one two three four five six seven"
        let line = label.font.lineHeight
        label.numberOfLines = 0
        let wrapped = label.sizeThatFits(CGSize(width: 60, height: 1000))
        #expect(wrapped.width <= 60)
        #expect(wrapped.height >= 3 * line)
        label.numberOfLines = 2
        #expect(approx(label.sizeThatFits(CGSize(width: 60, height: 1000)).height, (2 * line).rounded(.up)))
        label.numberOfLines = 1
        #expect(approx(label.sizeThatFits(CGSize(width: 60, height: 1000)).height, line.rounded(.up)))
        label.text = "a\nb"
        label.numberOfLines = 0
        #expect(approx(label.intrinsicContentSize.height, (2 * line).rounded(.up)))
    }

    @Test func textIsDrawnInsideTheBoundsInTheTextColourVerticallyCentred() {
        resetClock()
        let label = UILabel()
        label.text = "HHHH"
        label.font = .boldSystemFont(ofSize: 30)
        label.textColor = .red
        let window = showInWindow(label, frame: CGRect(x: 20, y: 40, width: 160, height: 100))
        let frame = renderWindow(window, at: CACurrentMediaTime())
        var rows: [Int] = [], columns: [Int] = []
        for y in 0..<200 {
            for x in 0..<200 where frame.isRed(x, y) { rows.append(y); columns.append(x) }
        }
        #expect(!rows.isEmpty)
        #expect(rows.min()! >= 40 && rows.max()! < 140)
        #expect(columns.min()! >= 20 && columns.max()! < 180)
        // Left aligned (natural), and the line box centred: capitals sit
        // around the middle (the cap band lies within the centred line box).
        #expect(columns.min()! <= 24)
        let line = label.font.lineHeight
        let top = 40 + (100 - line) / 2
        #expect(CGFloat(rows.min()!) >= top.rounded(.down))
        #expect(CGFloat(rows.max()!) <= top + line)
        #expect(abs(CGFloat(rows.min()! + rows.max()!) / 2 - 90) < line / 2)
    }

    @Test func changingTextRedrawsAndDoesNotAnimate() {
        resetClock()
        let label = UILabel()
        label.text = "A"
        let window = showInWindow(label, frame: CGRect(x: 0, y: 0, width: 100, height: 40))
        let before = label.layer.contents as AnyObject?
        #expect(before != nil)
        UIView.animate(withDuration: 1) { label.text = "B"; label.textColor = .blue }
        #expect(label.layer.animationKeys() == nil)
        MediaClock.advance(by: 0)
        #expect((label.layer.contents as AnyObject?) !== before)
        _ = window
    }

    @Test func attributedTextKeepsItsRunsAndFallsBackToTheLabelsStyle() {
        resetClock()
        let label = UILabel()
        label.textColor = .blue
        label.font = .systemFont(ofSize: 30)
        let text = NSMutableAttributedString(string: "MM", attributes: [.foregroundColor: UIColor.red])
        text.append(NSAttributedString(string: "MM"))
        label.attributedText = text
        #expect(label.text == "MMMM")
        let window = showInWindow(label, frame: CGRect(x: 0, y: 0, width: 200, height: 60))
        let frame = renderWindow(window, at: CACurrentMediaTime())
        #expect(frame.redCount(0..<200, 0..<60) > 20)
        #expect(frame.count(0..<200, 0..<60) { $0[2] > 240 && $0[0] < 15 && $0[1] < 15 } > 20)
        label.text = "plain"
        #expect(label.attributedText?.string == "plain")
    }

    @Test func adjustsFontSizeToFitWidthShrinksOneLine() {
        let label = UILabel()
        label.text = "a long line of text that does not fit"
        label.adjustsFontSizeToFitWidth = true
        label.minimumScaleFactor = 0.5
        label.frame = CGRect(x: 0, y: 0, width: 100, height: 30)
        let rect = label.textRect(forBounds: label.bounds, limitedToNumberOfLines: 1)
        #expect(rect.width <= 100)
        #expect(rect.height < label.font.lineHeight)       // drawn in a smaller font
    }

    @Test func badInputIsDefined() {
        let label = UILabel()
        let (_, messages) = CGDiagnostics.capture {
            label.numberOfLines = Int.max
            label.numberOfLines = -1
            label.minimumScaleFactor = .nan
            label.minimumScaleFactor = 7
        }
        #expect(label.numberOfLines == 0)
        #expect(label.minimumScaleFactor == 1)
        #expect(messages.count == 3)
        label.text = String(repeating: "x ", count: 2000)
        let size = label.sizeThatFits(CGSize(width: CGFloat.infinity, height: .nan))
        #expect(size.width.isFinite && size.height.isFinite)
    }
}
