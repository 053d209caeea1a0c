import Foundation
import Raster
@testable import Gallery
@testable import OpenQuartzCore

/// The probes of `layer-features-attributed-text`, worked out from the
/// fonts' own tables (advances, ascents, glyph boxes through `CGFont`'s
/// public API) and the scene's script, not from the layout code.
extension GoldenFrameProbes {
    static let attributedTextProbes: [String: [FrameProbe]] = [
        "layer-features-attributed-text@1.75": attributedText(at: 1.75),
        "layer-features-attributed-text@3.3": attributedText(at: 3.3),
    ]

    /// Each run's glyph box, in scene points: runs follow each other by the
    /// glyph's advance plus the kern, on one baseline the largest ascent
    /// below the text layer's top.
    static func attributedRunBoxes() -> [CGRect] {
        let fonts = AttributedTextArt.letters.map { (CGFont($0.1.0)!, $0.1.1) }
        let baseline = AttributedTextArt.textFrame.minY
            + fonts.map { CGFloat($0.0.ascent) * $0.1 / CGFloat($0.0.unitsPerEm) }.max()!
        var pen = AttributedTextArt.textFrame.minX
        var boxes: [CGRect] = []
        for ((letter, _), (font, size)) in zip(AttributedTextArt.letters, fonts) {
            let s = size / CGFloat(font.unitsPerEm)
            var glyph = font.glyph(for: letter.unicodeScalars.first!)
            var advance: Int32 = 0
            var box = CGRect.zero
            _ = font.getGlyphAdvances(glyphs: &glyph, count: 1, advances: &advance)
            _ = font.getGlyphBBoxes(glyphs: &glyph, count: 1, bboxes: &box)
            boxes.append(CGRect(x: pen + box.minX * s, y: baseline - box.maxY * s, width: box.width * s, height: box.height * s))
            pen += CGFloat(advance) * s + AttributedTextArt.kern
        }
        return boxes
    }

    static func attributedText(at t: Double) -> [FrameProbe] {
        let boxes = attributedRunBoxes()
        let red = AttributedTextArt.highlight(at: t)
        var probes = boxes.enumerated().map { i, box in
            P.touches("run \(i) (\(AttributedTextArt.letters[i].0)) is \(i == red ? "red" : "ink")", box.insetBy(dx: 1, dy: 1),
                      i == red ? GoldenFrameProbes.red : ink)
        }
        let end = boxes.last!.maxX
        probes.append(P.colour("after the last run: paper", CGRect(x: end + 4, y: 70, width: 20, height: 20), paper))
        probes.append(P.colour("above the text: paper", CGRect(x: 40, y: 10, width: 200, height: 10), paper))
        let x = AttributedTextArt.sliderX(at: t)
        probes.append(P.colour("slider at x \(x)", around(CGPoint(x: x, y: AttributedTextArt.slideY), 20), teal))
        probes.append(P.colour("left of the slider: paper", around(CGPoint(x: x - 30, y: AttributedTextArt.slideY - 12), 4), paper))
        probes.append(P.colour("track right of the slider", around(CGPoint(x: x + 30, y: AttributedTextArt.slideY), 2),
                               rgb(0.5, 0.5, 0.5)))
        return probes
    }
}
