import Foundation

/// The line breaking of `TextRunLayout`: a paragraph's runs shaped into one
/// stream of glyph units (each remembering its piece), wrapped and
/// truncated as one line of plain text is (`TextLayout.wrap`), then cut
/// back into runs per line.
///
/// - Each unit's `kern` is what separates it from the next glyph: the
///   font's pair kerning inside a run, plus the run's `kern` (`NSKern`)
///   after every character, the last one of the run included. So a break
///   can fall at any space or hyphen whatever run it is in, and a line's
///   width is measured with the kerning it is drawn with.
/// - Truncation keeps what fits with the ellipsis ("…", or "..." when the
///   font has none) drawn in the font, size, kerning and piece of the
///   characters it replaces: the first cut character for `.end` and
///   `.middle`, the last one for `.start`. Spaces next to the ellipsis are
///   dropped.
struct RunUnits {
    var units: [GlyphUnit] = []
    /// The piece of each unit.
    var pieces: [Int] = []

    /// The units of one paragraph's `(piece, text)` segments.
    init(_ segments: [(Int, Substring)], _ all: [TextRunLayout.Piece]) {
        for (index, text) in segments {
            let piece = all[index]
            guard piece.fontSize > 0, piece.fontSize.isFinite else { continue }
            var shaped = GlyphShaper(face: piece.font.face, scale: piece.scale).units(Array(text.unicodeScalars))
            guard !shaped.isEmpty else { continue }
            for i in shaped.indices { shaped[i].kern += piece.kern }
            units.append(contentsOf: shaped)
            pieces.append(contentsOf: repeatElement(index, count: shaped.count))
        }
    }

    private init(units: [GlyphUnit], pieces: [Int]) { self.units = units; self.pieces = pieces }

    /// The units of `range`.
    subscript(range: Range<Int>) -> RunUnits { RunUnits(units: Array(units[range]), pieces: Array(pieces[range])) }

    /// Width from the first unit to the end of the last non-space glyph.
    var inkWidth: CGFloat {
        guard let last = units.lastIndex(where: { !$0.isSpace }) else { return 0 }
        var x: CGFloat = 0
        for i in 0..<last { x += units[i].advance + units[i].kern }
        return x + units[last].advance
    }

    /// The ellipsis in `piece`'s style.
    static func ellipsis(_ piece: Int, _ all: [TextRunLayout.Piece]) -> RunUnits {
        let p = all[piece]
        var dots = GlyphShaper(face: p.font.face, scale: p.scale).ellipsis
        for i in dots.indices { dots[i].kern = p.kern }
        return RunUnits(units: dots, pieces: Array(repeating: piece, count: dots.count))
    }

    /// These units elided to fit `width` (see the type's doc); `forced`
    /// ends them with the ellipsis even when they fit (lines were cut after
    /// them). When not even the ellipsis fits, the result is the ellipsis alone.
    func truncated(width: CGFloat, _ mode: TextTruncation, forced: Bool, _ all: [TextRunLayout.Piece]) -> RunUnits {
        var body = self
        while body.units.last?.isSpace == true { body.units.removeLast(); body.pieces.removeLast() }
        let n = body.units.count
        guard n > 0 else { return forced ? Self.ellipsis(pieces.last ?? 0, all) : body }
        func joined(_ head: Int, _ tail: Int, _ dots: RunUnits) -> RunUnits {
            var h = body[0..<head], t = body[(n - tail)..<n]
            while h.units.last?.isSpace == true { h.units.removeLast(); h.pieces.removeLast() }
            while t.units.first?.isSpace == true { t.units.removeFirst(); t.pieces.removeFirst() }
            return RunUnits(units: h.units + dots.units + t.units, pieces: h.pieces + dots.pieces + t.pieces)
        }
        let mode = forced ? TextTruncation.end : mode
        if !forced, body.inkWidth <= width { return body }
        // Try the cuts from the longest kept text down; the first that fits wins.
        switch mode {
        case .none, .end:
            for keep in stride(from: forced ? n : n - 1, through: 0, by: -1) {
                let line = joined(keep, 0, Self.ellipsis(body.pieces[min(keep, n - 1)], all))
                if line.inkWidth <= width { return line }
            }
        case .start:
            for keep in stride(from: n - 1, through: 0, by: -1) {
                let line = joined(0, keep, Self.ellipsis(body.pieces[n - 1 - keep], all))
                if line.inkWidth <= width { return line }
            }
        case .middle:
            // Kept characters split evenly between head and tail (the head takes the odd one).
            for keep in stride(from: n - 1, through: 0, by: -1) {
                let head = (keep + 1) / 2, tail = keep - head
                let line = joined(head, tail, Self.ellipsis(body.pieces[head], all))
                if line.inkWidth <= width { return line }
            }
        }
        return Self.ellipsis(body.pieces[mode == .start ? n - 1 : 0], all)
    }
}

extension TextRunLayout {
    /// One line before stacking: its runs, from x = 0, and its metrics.
    struct BuiltRunLine {
        var runs: [Run] = []
        /// Width used for alignment.
        var width: CGFloat = 0
        var height: CGFloat
        var ascent: CGFloat
        var spacing: CGFloat
        var alignment: TextAlignment
    }

    /// `line`'s units cut into runs of one piece each, positioned from x = 0
    /// (y is set when lines are stacked). `hangs`: trailing spaces do not
    /// count toward the alignment width (a wrapped line's break).
    static func buildLine(_ line: RunUnits, first: Piece, _ pieces: [Piece], hangs: Bool) -> BuiltRunLine {
        var built = BuiltRunLine(height: first.lineHeight, ascent: first.ascent, spacing: first.lineSpacing,
                                 alignment: first.alignment)
        var x: CGFloat = 0
        var i = 0
        while i < line.units.count {
            let index = line.pieces[i], piece = pieces[index]
            let x0 = x
            var glyphs: [CGGlyph] = [], positions: [CGPoint] = []
            while i < line.units.count, line.pieces[i] == index {
                glyphs.append(line.units[i].glyph)
                positions.append(CGPoint(x: x, y: 0))
                x += line.units[i].advance + line.units[i].kern
                i += 1
            }
            built.runs.append(Run(piece: index, glyphs: glyphs, positions: positions,
                                  frame: CGRect(x: x0, y: 0, width: x - x0, height: piece.lineHeight)))
            built.height = max(built.height, piece.lineHeight)
            built.ascent = max(built.ascent, piece.ascent)
            built.spacing = max(built.spacing, piece.lineSpacing)
        }
        built.width = hangs ? line.inkWidth : x
        return built
    }

    /// The lines of `pieces`: paragraphs split at newlines, wrapped at
    /// `width` when `wraps`, truncated per `truncation` (not wrapping: lines
    /// wider than `width`; wrapping with a `height`: the last line that fits
    /// ends with the ellipsis when text was cut after it).
    static func breakLines(_ pieces: [Piece], width: CGFloat?, height: CGFloat?, wraps: Bool,
                           truncation: TextTruncation) -> [BuiltRunLine] {
        // Split into paragraphs at newlines: (piece index, text) per paragraph.
        var paragraphs: [[(Int, Substring)]] = [[]]
        for (index, piece) in pieces.enumerated() {
            let parts = piece.text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
            for (i, part) in parts.enumerated() {
                if i > 0 { paragraphs.append([]) }
                if !part.isEmpty { paragraphs[paragraphs.count - 1].append((index, part)) }
            }
        }
        if paragraphs.count > 1, paragraphs.last?.isEmpty == true { paragraphs.removeLast() }  // final newline

        let wrapWidth = wraps ? width : nil
        let cutsAtHeight = wraps && truncation != .none && height != nil
        var lines: [BuiltRunLine] = []
        var lastPiece = 0
        var top: CGFloat = 0
        for (pi, paragraph) in paragraphs.enumerated() {
            let firstIndex = paragraph.first?.0 ?? lastPiece
            let stream = RunUnits(paragraph, pieces)
            let ranges = wrapWidth.map { TextLayout.wrap(stream.units, width: $0) } ?? [0..<stream.units.count]
            for (ri, r) in ranges.enumerated() {
                var line = stream[r]
                let first = line.pieces.first ?? firstIndex
                let isLast = ri == ranges.count - 1 && pi == paragraphs.count - 1
                if cutsAtHeight, let height, let width, !isLast {
                    // Does the next line fit below this one? If not, this is the last, elided.
                    let this = buildLine(line, first: pieces[first], pieces, hangs: true)
                    let nextStart = ri + 1 < ranges.count ? stream.pieces[ranges[ri + 1].lowerBound] : (paragraphs[pi + 1].first?.0 ?? first)
                    let nextTop = top + this.height + this.spacing
                    if nextTop + pieces[nextStart].lineHeight > height + 1e-6 {
                        let rest = stream[r.lowerBound..<stream.units.count]
                        lines.append(buildLine(rest.truncated(width: width, .end, forced: true, pieces), first: pieces[first],
                                               pieces, hangs: true))
                        return lines
                    }
                }
                if !wraps, truncation != .none, let width, line.inkWidth > width {
                    line = line.truncated(width: width, truncation, forced: false, pieces)
                }
                let built = buildLine(line, first: pieces[first], pieces, hangs: wraps)
                top += built.height + built.spacing
                lines.append(built)
                lastPiece = line.pieces.last ?? first
            }
        }
        return lines
    }
}
