import Testing
import Foundation
@testable import OpenQuartzCore
import Raster

/// Golden images of `CATextLayer`: alignment modes, wrapping, truncation.
@Suite @MainActor struct GoldenTextTests {
    typealias F = GoldenFixtures

    /// A text layer on a white card (so its bounds show), ink at 11 points.
    func text(_ string: String, _ frame: CGRect) -> CATextLayer {
        let l = CATextLayer()
        l.frame = frame
        l.string = string
        l.fontSize = 11
        l.foregroundColor = F.ink
        l.backgroundColor = CGColor(red: 1, green: 1, blue: 1, alpha: 1)
        return l
    }

    @Test func alignmentModes() {
        let r = F.root(128, 84)
        let modes: [CATextLayerAlignmentMode] = [.natural, .left, .center, .right]
        for (i, mode) in modes.enumerated() {
            let l = text("Align \(mode.rawValue)", CGRect(x: 4, y: 4 + CGFloat(i) * 16, width: 120, height: 14))
            l.alignmentMode = mode
            r.addSublayer(l)
        }
        let p = renderModel(r)
        assertSnapshot(p, named: "text-alignment")
        // Ink reaches the left edge for natural/left, the right edge for right, neither for center.
        func inkColumns(_ row: Int) -> (Int, Int) {
            let y = 4 + row * 16 + 7
            let xs = (4..<124).filter { x in (y - 5...y + 5).contains { p.pixel(x: x, y: $0)!.r < 128 } }
            return (xs.first ?? -1, xs.last ?? -1)
        }
        let natural = inkColumns(0), left = inkColumns(1), center = inkColumns(2), right = inkColumns(3)
        #expect(natural.0 <= 6 && left.0 <= 6 && right.1 >= 121)
        #expect(abs((center.0 - 4) - (123 - center.1)) <= 2)   // centred: equal margins
    }

    @Test func wrappingAndJustified() {
        let r = F.root(128, 120)
        let string = "Layers draw text wrapped at the bounds, line by line, in the same font."
        for (i, mode) in [CATextLayerAlignmentMode.left, .justified].enumerated() {
            let l = text(string, CGRect(x: 4, y: 4 + CGFloat(i) * 58, width: 120, height: 54))
            l.isWrapped = true
            l.alignmentMode = mode
            r.addSublayer(l)
        }
        let p = renderModel(r)
        assertSnapshot(p, named: "text-wrapping")
        // Justified lines (but the last) end at the right edge; left-aligned ones do not all.
        func lastInk(_ y0: Int, _ y1: Int) -> Int {
            (4..<124).last { x in (y0..<y1).contains { p.pixel(x: x, y: $0)!.r < 128 } } ?? -1
        }
        #expect(lastInk(62, 74) >= 121 && lastInk(75, 87) >= 121)
        #expect(min(lastInk(4, 16), lastInk(17, 29)) < 118)
    }

    @Test func truncationModes() throws {
        let r = F.root(128, 68)
        let modes: [CATextLayerTruncationMode] = [.none, .start, .middle, .end]
        for (i, mode) in modes.enumerated() {
            let l = text("Truncated \(mode.rawValue): a long line of text", CGRect(x: 4, y: 4 + CGFloat(i) * 16, width: 96, height: 14))
            l.truncationMode = mode
            r.addSublayer(l)
        }
        let p = renderModel(r)
        assertSnapshot(p, named: "text-truncation")
        // Worked out independently from the layout: the truncated lines fit
        // their 96 × 14 layers, so nothing is drawn right of or between them
        // (the untruncated first line is not checked there: it is drawn past
        // its layer's right edge), and the ellipsis — dots on the baseline,
        // nothing above the layer's mid-height — is the first glyph of
        // `.start` and the last of `.end`, where the others begin with the
        // cap-height bar of "T".
        let paper = F.paper.rasterColor.pixel
        for y in 19..<68 {
            for x in 100..<128 { #expect(p.pixel(x: x, y: y) == paper, "(\(x), \(y)) right of the truncated layers") }
            if (y - 4) % 16 >= 14 { for x in 0..<128 { #expect(p.pixel(x: x, y: y) == paper, "(\(x), \(y)) between the layers") } }
        }
        func inked(_ x: Int, _ rows: Range<Int>) -> Bool { rows.contains { p.pixel(x: x, y: $0)!.r < 200 } }
        for (i, mode) in modes.enumerated() {
            let top = 4 + i * 16, upper = top..<(top + 7), all = top..<(top + 14)
            let columns = (4..<100).filter { inked($0, all) }
            let first = try #require(columns.first), last = try #require(columns.last)
            let firstUpper = (first..<(first + 3)).contains { inked($0, upper) }
            let lastUpper = ((last - 2)...last).contains { inked($0, upper) }
            #expect(firstUpper == (mode != .start), "\(mode.rawValue): first glyph above mid-height")
            if mode == .end { #expect(!lastUpper, "the line ends with an ellipsis") }
            if mode == .none { #expect(last >= 97, "untruncated text runs to the layer's edge (last ink at \(last))") }
        }
    }
}
