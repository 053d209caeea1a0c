import Foundation

/// Text in several runs — each in its own font, size and kerning — laid out
/// one unwrapped line per paragraph, in a y-down space whose origin is the
/// top-left of the layout box. What an attributed string of several runs
/// draws as (UIKit's string drawing, `CATextLayer`).
///
/// - Each run is shaped as `TextLayout` shapes one line (its font's cmap,
///   advances and legacy kerning within the run); runs follow each other
///   without kerning across their boundary.
/// - `kern` (`NSKern`) adds that many points after every character of its
///   run, the last one included, so the next glyph — in the run or the
///   next one — moves by exactly the kern value per character before it.
/// - A line is as tall as its tallest run's `ascent − descent + leading`
///   (at least the first run's), and every run sits on one baseline, the
///   largest ascent below the line's top. Lines are stacked with the
///   largest `lineSpacing` of their runs between them.
/// - A line is aligned in the box (`width`, or the widest line) as its first
///   run's `alignment` says; `.justified` and `.natural` are left (lines of
///   several runs are not wrapped). `height` keeps the lines that fit
///   entirely (nil: all).
/// - Runs whose size is 0 (or not finite) take no room and draw nothing.
package struct TextRunLayout: Sendable {
    /// One run of the text: characters in one set of attributes.
    package struct Piece: Sendable {
        package var text: String
        package var font: CGFont
        package var fontSize: CGFloat
        /// Points added after each character (`NSKern`).
        package var kern: CGFloat
        package var alignment: TextAlignment
        /// Space between this run's line and the next (a paragraph style's).
        package var lineSpacing: CGFloat

        /// A piece of `text` in `font` at `fontSize`.
        package init(text: String, font: CGFont, fontSize: CGFloat, kern: CGFloat = 0,
                     alignment: TextAlignment = .natural, lineSpacing: CGFloat = 0) {
            self.text = text; self.font = font; self.fontSize = fontSize; self.kern = kern
            self.alignment = alignment; self.lineSpacing = lineSpacing
        }

        /// Points per font unit.
        var scale: CGFloat { fontSize / CGFloat(font.unitsPerEm) }
        var ascent: CGFloat { CGFloat(font.face.ascent) * scale }
        var lineHeight: CGFloat { CGFloat(font.face.ascent - font.face.descent + font.face.leading) * scale }
    }

    /// Glyphs of one piece on one line.
    package struct Run: Sendable {
        /// The index of the piece in the pieces laid out.
        package var piece: Int
        package var glyphs: [CGGlyph]
        /// Each glyph's origin on the baseline, in layout space (y down).
        package var positions: [CGPoint]
        /// The run's line fragment: its advance (kerning included) by the
        /// line's height.
        package var frame: CGRect
    }

    /// The runs, line by line, left to right.
    package private(set) var runs: [Run] = []
    /// The widest line by the lines' heights and the spacing between them.
    package private(set) var size: CGSize = .zero

    /// Lays out `pieces` in order. `width`: the box to align in, wrap and
    /// truncate at (nil: the widest line); `height`: keep only the lines that
    /// fit (nil: all); `wraps`: lines wrap at `width`; `truncation`: where
    /// lines are elided (see `TextRunLayout+Lines.swift`).
    package init(_ pieces: [Piece], width: CGFloat?, height: CGFloat?, wraps: Bool = false, truncation: TextTruncation = .none) {
        guard !pieces.isEmpty else { return }
        let lines = Self.breakLines(pieces, width: width, height: height, wraps: wraps, truncation: truncation)

        // Align, stack and keep what fits.
        let box = width ?? lines.reduce(0) { max($0, $1.width) }
        var top: CGFloat = 0, widest: CGFloat = 0, bottom: CGFloat = 0
        for line in lines {
            // Elided at the height, the first line stays even when it overflows (as plain text's).
            if let height, !(wraps && truncation != .none && top == 0), top + line.height > height + 1e-6 { break }
            let dx: CGFloat
            switch line.alignment {
            case .center: dx = (box - line.width) / 2
            case .right: dx = box - line.width
            case .natural, .left, .justified: dx = 0
            }
            let baseline = top + line.ascent
            for var run in line.runs {
                for i in run.positions.indices { run.positions[i].x += dx; run.positions[i].y = baseline }
                run.frame = CGRect(x: run.frame.minX + dx, y: top, width: run.frame.width, height: line.height)
                runs.append(run)
            }
            widest = max(widest, line.width)
            bottom = top + line.height
            top += line.height + line.spacing
        }
        size = CGSize(width: widest, height: bottom)
    }

    /// The outlines of `run`'s glyphs (a piece of `pieces`, the array laid
    /// out) in layout space, offset by `origin`: fill it with the non-zero
    /// rule to draw the run.
    package func path(of run: Run, in pieces: [Piece], at origin: CGPoint = .zero) -> CGPath {
        let piece = pieces[run.piece]
        let s = piece.scale
        var storage = CGPathStorage()
        for (glyph, p) in zip(run.glyphs, run.positions) {
            let outline = piece.font.face.outline(glyph).storage
            guard !outline.isEmpty else { continue }
            storage.append(contentsOf: outline,
                           transform: CGAffineTransform(a: s, b: 0, c: 0, d: -s, tx: origin.x + p.x, ty: origin.y + p.y))
        }
        return CGPath(storage: storage)
    }
}
