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

    /// Several sets of attributes: each paragraph is one line of runs.
    private mutating func layOutRuns(_ pieces: [(String, TextAttributes)], width: CGFloat?, height: CGFloat?) {
        // Split the runs into paragraphs at newlines.
        var paragraphs: [[(String, TextAttributes)]] = [[]]
        var lastAttributes = pieces[0].1
        for (text, a) in pieces {
            lastAttributes = a
            let parts = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
            for (i, part) in parts.enumerated() {
                if i > 0 { paragraphs.append([]) }
                if !part.isEmpty { paragraphs[paragraphs.count - 1].append((String(part), a)) }
            }
        }
        if paragraphs.count > 1, paragraphs.last?.isEmpty == true { paragraphs.removeLast() }  // final newline

        // Lay each paragraph out as one line, left-aligned at 0.
        var lines: [(runs: [Run], width: CGFloat, height: CGFloat, ascent: CGFloat, spacing: CGFloat,
                     alignment: NSTextAlignment)] = []
        for paragraph in paragraphs {
            var x: CGFloat = 0
            var lineRuns: [Run] = []
            let first = paragraph.first?.1 ?? lastAttributes
            var height = first.font.lineHeight, ascent = first.font.ascender, spacing = first.lineSpacing
            for (text, a) in paragraph {
                guard let cgFont = a.font.cgFont else { continue }
                let layout = TextLayout(string: text, font: cgFont, fontSize: a.font.pointSize)
                guard let line = layout.lines.first else { continue }
                var positions = line.positions
                for i in positions.indices {
                    positions[i] = CGPoint(x: x + positions[i].x + a.kern * CGFloat(i), y: a.font.ascender)
                }
                // Trailing spaces count within a line of several runs.
                let advance = (positions.last.map { $0.x - x } ?? 0) + TextBlock.lastAdvance(line, layout) + a.kern
                lineRuns.append(Run(glyphs: line.glyphs, positions: positions, attributes: a,
                                    frame: CGRect(x: x, y: 0, width: advance, height: layout.lineHeight)))
                x += advance
                height = max(height, layout.lineHeight)
                ascent = max(ascent, a.font.ascender)
                spacing = max(spacing, a.lineSpacing)
            }
            lines.append((lineRuns, x, height, ascent, spacing, first.alignment))
        }

        // Align, stack and keep what fits.
        let box = width ?? lines.reduce(0) { max($0, $1.width) }
        var top: CGFloat = 0, widest: CGFloat = 0, bottom: CGFloat = 0
        for line in lines {
            if let height, top + line.height > height + 1e-6 { break }
            let dx: CGFloat
            switch line.alignment {
            case .center: dx = (box - line.width) / 2
            case .right: dx = box - line.width
            default: dx = 0
            }
            for var run in line.runs {
                // Each run's glyphs were placed on its own font's ascent; move them to the line's baseline.
                let baseline = top + line.ascent
                for i in run.positions.indices {
                    run.positions[i] = CGPoint(x: run.positions[i].x + dx, y: baseline)
                }
                run.frame = CGRect(x: run.frame.minX + dx, y: top, width: run.frame.width, height: line.height)
                runs.append(run)
            }
            widest = max(widest, line.width)
            bottom = top + line.height
            top += line.height + line.spacing
        }
        size = CGSize(width: widest, height: bottom)
    }

    /// The advance of a line's last glyph.
    private static func lastAdvance(_ line: TextLayout.Line, _ layout: TextLayout) -> CGFloat {
        guard let glyph = line.glyphs.last else { return 0 }
        var advance: Int32 = 0
        var g = glyph
        _ = layout.font.getGlyphAdvances(glyphs: &g, count: 1, advances: &advance)
        return CGFloat(advance) * layout.fontSize / CGFloat(layout.font.unitsPerEm)
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
