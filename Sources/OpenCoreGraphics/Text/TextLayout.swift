import Foundation

/// Where a line too wide for its box is elided with "…" (U+2026).
package enum TextTruncation: Sendable, Hashable {
    /// Not elided: the line overflows the box.
    case none
    /// "…" replaces the start of the line.
    case start
    /// "…" replaces the middle of the line.
    case middle
    /// "…" replaces the end of the line.
    case end
}

/// How lines sit horizontally in the box.
package enum TextAlignment: Sendable, Hashable {
    /// The script's natural alignment: left, since only left-to-right text is laid out.
    case natural
    /// Flush left.
    case left
    /// Flush right (lines wider than the box overflow to the left).
    case right
    /// Centred in the box.
    case center
    /// Both edges flush by widening the spaces of wrapped lines; the last
    /// line of each paragraph is aligned naturally.
    case justified
}

/// Plain text laid out in one font: lines of positioned glyphs and their
/// outlines as one path, in a y-down space whose origin is the top-left of the
/// layout box (the coordinate space of a layer's content).
///
/// What it does, and where it is simpler than Core Text:
/// - Characters map to glyphs through the font's Unicode `cmap`, one glyph per
///   Unicode scalar; scalars the font lacks get glyph 0 (.notdef). No ligatures,
///   no mark positioning, no bidirectional reordering (text runs left to right).
/// - Advances come from `hmtx`; kerning from the legacy `kern` table through
///   FreeType's `FT_Get_Kerning`, when the font has one. GPOS kerning, which
///   is where DejaVu keeps its pair kerning, is not applied.
/// - Newlines (LF, CR, CR LF, U+2028, U+2029, NEL, VT, FF) start new lines;
///   a final newline adds no empty line. A tab is laid out as a space; other
///   control characters take no room.
/// - Wrapping breaks after spaces and after hyphens; a word wider than the box
///   alone is broken between glyphs. Spaces at a break hang past the edge.
/// - Every line is `ascent + |descent| + leading` of the font at the size
///   tall; the first baseline is at `ascent`.
/// - Bad input never traps: a NaN, infinite or negative size, or a NaN or
///   negative width, gives a diagnostic (and an empty layout for a bad size,
///   no width constraint for a NaN width, a zero width for a negative one);
///   geometry that overflows to infinity gives an empty layout and a diagnostic.
package struct TextLayout: Sendable {
    /// Layout parameters besides the text, font and size.
    package struct Options: Sendable, Hashable {
        /// The box width: where lines wrap or are truncated, and what they are
        /// aligned in. nil: unconstrained (lines are aligned in the widest).
        package var width: CGFloat?
        /// The box height: with `wraps` and a truncation mode, the lines that
        /// do not fit are dropped and the last one that does ends with "…".
        /// nil: unconstrained.
        package var height: CGFloat?
        /// Whether lines wrap at `width`.
        package var wraps: Bool
        /// Where lines wider than `width` are elided (ignored while wrapping,
        /// except for the last line when `height` cuts the text).
        package var truncation: TextTruncation
        /// Horizontal alignment of the lines.
        package var alignment: TextAlignment

        package init(width: CGFloat? = nil, height: CGFloat? = nil, wraps: Bool = false,
                     truncation: TextTruncation = .none, alignment: TextAlignment = .natural) {
            self.width = width; self.height = height; self.wraps = wraps
            self.truncation = truncation; self.alignment = alignment
        }
    }

    /// One laid-out line.
    package struct Line: Sendable {
        /// The glyphs, in visual order.
        package var glyphs: [CGGlyph]
        /// Each glyph's origin (on the baseline) in layout space, y down.
        package var positions: [CGPoint]
        /// y of the baseline from the top of the box.
        package var baseline: CGFloat
        /// x of the line's start after alignment.
        package var x: CGFloat
        /// Typographic width, trailing spaces excluded.
        package var width: CGFloat
        /// Whether the line was elided with "…".
        package var isTruncated: Bool
    }

    /// The font the glyphs come from.
    package let font: CGFont
    /// The font size in points (user units per em).
    package let fontSize: CGFloat
    /// The lines, top to bottom.
    package private(set) var lines: [Line] = []
    /// Distance between baselines: (ascent − descent + leading) × size / unitsPerEm.
    package let lineHeight: CGFloat
    /// Width of the widest line (trailing spaces excluded) × lines × `lineHeight`.
    package private(set) var size: CGSize = .zero
    /// Every glyph outline, positioned, in layout space (y down, origin at the
    /// top-left of the box). Filled with the non-zero rule it draws the text.
    package private(set) var path: CGPath = CGPath(storage: CGPathStorage())

    /// Lays out `string` in `font` at `fontSize` points.
    package init(string: String, font: CGFont, fontSize: CGFloat, options: Options = Options()) {
        self.font = font
        self.fontSize = fontSize
        let face = font.face
        guard fontSize.isFinite, fontSize >= 0 else {
            cgDiagnostic("TextLayout: invalid font size \(fontSize); nothing is laid out.")
            lineHeight = 0
            return
        }
        let scale = fontSize / CGFloat(face.unitsPerEm)
        lineHeight = CGFloat(face.ascent - face.descent + face.leading) * scale
        guard fontSize > 0, !string.isEmpty else { return }
        var options = options
        if let w = options.width, !(w >= 0) {
            cgDiagnostic("TextLayout: invalid width \(w); \(w.isNaN ? "laid out unconstrained" : "using 0").")
            options.width = w.isNaN ? nil : 0
        }
        if let w = options.width, w.isInfinite { options.width = nil }
        if let h = options.height, !(h >= 0) {
            cgDiagnostic("TextLayout: invalid height \(h); \(h.isNaN ? "laid out unconstrained" : "using 0").")
            options.height = h.isNaN ? nil : 0
        }
        if let h = options.height, h.isInfinite { options.height = nil }

        let shaper = GlyphShaper(face: face, scale: scale)
        var built = TextLayout.breakLines(string, shaper: shaper, options: options, lineHeight: lineHeight)
        let widest = built.reduce(0) { max($0, $1.width) }
        let boxWidth = options.width ?? widest
        for i in built.indices { built[i].align(in: boxWidth, options.alignment) }
        let ascent = CGFloat(face.ascent) * scale
        var storage = CGPathStorage()
        var result: [Line] = []
        result.reserveCapacity(built.count)
        for (index, b) in built.enumerated() {
            let baseline = ascent + CGFloat(index) * lineHeight
            var positions: [CGPoint] = []
            positions.reserveCapacity(b.glyphs.count)
            for i in b.glyphs.indices {
                let origin = CGPoint(x: b.x + b.offsets[i], y: baseline)
                positions.append(origin)
                let outline = face.outline(b.glyphs[i]).storage
                if !outline.isEmpty {
                    storage.append(contentsOf: outline,
                                   transform: CGAffineTransform(a: scale, b: 0, c: 0, d: -scale, tx: origin.x, ty: origin.y))
                }
            }
            result.append(Line(glyphs: b.glyphs, positions: positions, baseline: baseline, x: b.x,
                               width: b.width, isTruncated: b.isTruncated))
        }
        let measured = CGSize(width: widest, height: CGFloat(result.count) * lineHeight)
        guard measured.width.isFinite, measured.height.isFinite, lineHeight.isFinite,
              storage.pointsAreFinite(since: CGPathStorage().mark),
              result.allSatisfy({ $0.x.isFinite && $0.positions.allSatisfy(\.isFinitePoint) }) else {
            cgDiagnostic("TextLayout: the layout at size \(fontSize) overflows to infinity; nothing is laid out.")
            return
        }
        lines = result
        size = measured
        path = CGPath(storage: storage)
    }
}
