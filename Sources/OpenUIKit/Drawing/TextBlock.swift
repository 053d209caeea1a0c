import Foundation

/// Text laid out for UIKit's string drawing: lines of glyph runs, each run in
/// one set of attributes, in a y-down space whose origin is the top-left
/// corner of the text (or of the box it is laid out in).
///
/// Line breaking, alignment and truncation come from OpenCoreGraphics'
/// `TextLayout`. Text in one set of attributes is laid out as a whole, so it
/// wraps and truncates as the paragraph style says. Text in several sets
/// (an attributed string with several runs) is laid out run by run on
/// unwrapped lines — one per paragraph — whose height is the tallest run's
/// and whose alignment is the first run's; it is not wrapped or truncated.
struct TextBlock {
    /// Glyphs drawn in one set of attributes.
    struct Run {
        var glyphs: [CGGlyph]
        /// Each glyph's origin on the baseline, in block space.
        var positions: [CGPoint]
        var attributes: TextAttributes
        /// The run's line-fragment rectangle (for `.backgroundColor`).
        var frame: CGRect
    }

    private(set) var runs: [Run] = []
    /// The size the text takes: the widest line by the lines' heights plus
    /// the line spacing between them (Apple's `size(withAttributes:)`).
    private(set) var size: CGSize = .zero

    /// Lays out `pieces` (text with its attributes, in order). `width` is
    /// the box width to wrap and align in (nil: unconstrained); `height`
    /// keeps only the lines that fit entirely (nil: all).
    init(_ pieces: [(String, TextAttributes)], width: CGFloat?, height: CGFloat?) {
        let nonEmpty = pieces.filter { !$0.0.isEmpty }
        guard !nonEmpty.isEmpty else { return }
        if nonEmpty.count == 1 {
            layOutWhole(nonEmpty[0].0, nonEmpty[0].1, width: width, height: height)
        } else {
            layOutRuns(nonEmpty, width: width, height: height)
        }
    }

    /// One set of attributes: `TextLayout` wraps, aligns and truncates.
    private mutating func layOutWhole(_ string: String, _ a: TextAttributes, width: CGFloat?, height: CGFloat?) {
        guard let cgFont = a.font.cgFont else { return }
        var options = TextLayout.Options(width: width, alignment: TextBlock.alignment(a.alignment))
        if width != nil {
            switch a.lineBreakMode {
            case .byWordWrapping, .byCharWrapping: options.wraps = true
            case .byClipping: break
            case .byTruncatingHead: options.truncation = .start
            case .byTruncatingTail: options.truncation = .end
            case .byTruncatingMiddle: options.truncation = .middle
            }
        }
        let layout = TextLayout(string: string, font: cgFont, fontSize: a.font.pointSize, options: options)
        let lineHeight = layout.lineHeight
        var widest: CGFloat = 0
        var bottom: CGFloat = 0
        for (index, line) in layout.lines.enumerated() {
            let top = CGFloat(index) * (lineHeight + a.lineSpacing)
            if let height, top + lineHeight > height + 1e-6 { break }
            let ascentTop = line.baseline - CGFloat(index) * lineHeight  // the baseline below the line's top
            let extra = a.kern * CGFloat(line.glyphs.count)
            let shift = TextBlock.kernShift(extra, a.alignment, constrained: width != nil)
            var positions = line.positions
            for i in positions.indices {
                positions[i] = CGPoint(x: positions[i].x + a.kern * CGFloat(i) + shift, y: top + ascentTop)
            }
            let frame = CGRect(x: line.x + shift, y: top, width: line.width + extra, height: lineHeight)
            runs.append(Run(glyphs: line.glyphs, positions: positions, attributes: a, frame: frame))
            widest = max(widest, line.width + extra)
            bottom = top + lineHeight
        }
        size = CGSize(width: widest, height: bottom)
    }

    /// Several sets of attributes: each paragraph is one line of runs
    /// (OpenCoreGraphics' `TextRunLayout`).
    private mutating func layOutRuns(_ pieces: [(String, TextAttributes)], width: CGFloat?, height: CGFloat?) {
        var laid: [TextRunLayout.Piece] = []
        var attributes: [TextAttributes] = []
        for (text, a) in pieces {
            guard let cgFont = a.font.cgFont else { continue }
            laid.append(TextRunLayout.Piece(text: text, font: cgFont, fontSize: a.font.pointSize, kern: a.kern,
                                            alignment: TextBlock.alignment(a.alignment), lineSpacing: a.lineSpacing))
            attributes.append(a)
        }
        let layout = TextRunLayout(laid, width: width, height: height)
        runs = layout.runs.map { Run(glyphs: $0.glyphs, positions: $0.positions, attributes: attributes[$0.piece], frame: $0.frame) }
        size = layout.size
    }

    /// How far kerning moves a line of `extra` added width so its alignment holds.
    private static func kernShift(_ extra: CGFloat, _ alignment: NSTextAlignment, constrained: Bool) -> CGFloat {
        guard constrained else { return 0 }
        switch alignment {
        case .center: return -extra / 2
        case .right: return -extra
        default: return 0
        }
    }

    /// `TextLayout`'s alignment for UIKit's.
    static func alignment(_ a: NSTextAlignment) -> TextAlignment {
        switch a {
        case .left: return .left
        case .center: return .center
        case .right: return .right
        case .justified: return .justified
        case .natural: return .natural
        }
    }

    /// Draws the text with its top-left corner at `origin` in a y-down
    /// context: backgrounds first, then each run filled and/or stroked.
    func draw(at origin: CGPoint, in context: CGContext) {
        context.saveGState()
        for run in runs {
            if let background = run.attributes.background {
                context.setFillColor(background.cgColor)
                context.fill(run.frame.offsetBy(dx: origin.x, dy: origin.y))
            }
        }
        for run in runs {
            guard let cgFont = run.attributes.font.cgFont else { continue }
            let a = run.attributes
            let s = a.font.pointSize / CGFloat(cgFont.unitsPerEm)
            let path = CGMutablePath()
            for (glyph, p) in zip(run.glyphs, run.positions) {
                path.addPath(cgFont.path(for: glyph),
                             transform: CGAffineTransform(a: s, b: 0, c: 0, d: -s, tx: origin.x + p.x, ty: origin.y + p.y))
            }
            guard !path.isEmpty else { continue }
            if a.strokeWidth <= 0 {
                context.setFillColor(a.color.cgColor)
                context.addPath(path)
                context.fillPath()
            }
            if a.strokeWidth != 0 {
                context.setStrokeColor((a.strokeColor ?? a.color).cgColor)
                context.setLineWidth(abs(a.strokeWidth) / 100 * a.font.pointSize)
                context.addPath(path)
                context.strokePath()
            }
        }
        context.restoreGState()
    }
}
