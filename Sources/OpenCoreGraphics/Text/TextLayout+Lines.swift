import Foundation

/// One character of a paragraph as the line breaker sees it.
struct GlyphUnit {
    var glyph: CGGlyph
    /// Advance in points.
    var advance: CGFloat
    /// Kerning in points between this glyph and the next in the paragraph.
    var kern: CGFloat
    /// Whitespace that may hang past the line end (not no-break spaces).
    var isSpace: Bool
    /// A line may end after this unit (spaces, hyphens).
    var breaksAfter: Bool
}

/// Maps Unicode scalars to glyph units of one face at one size.
struct GlyphShaper {
    let face: FontFace
    /// Points per font unit.
    let scale: CGFloat

    func advance(_ g: CGGlyph) -> CGFloat { CGFloat(face.advance(g)) * scale }
    func kern(_ a: CGGlyph, _ b: CGGlyph) -> CGFloat { face.hasKerning ? CGFloat(face.kerning(a, b)) * scale : 0 }

    /// The units of one paragraph (no newlines in `scalars`).
    func units(_ scalars: [Unicode.Scalar]) -> [GlyphUnit] {
        let space = face.glyph(for: 0x20)
        var out: [GlyphUnit] = []
        out.reserveCapacity(scalars.count)
        for s in scalars {
            let v = s.value
            if v == 0x09 {  // a tab is laid out as a space
                out.append(GlyphUnit(glyph: space, advance: advance(space), kern: 0, isSpace: true, breaksAfter: true))
                continue
            }
            if v < 0x20 || (0x7F...0x9F).contains(v) { continue }  // other controls take no room
            let g = face.glyph(for: v)
            let noBreak = v == 0xA0 || v == 0x2007 || v == 0x202F
            // ASCII first: the Unicode property lookup is the slowest step of shaping.
            let isSpace = v == 0x20 || (v > 0x7F && !noBreak && s.properties.isWhitespace)
            let hyphen = v == 0x2D || v == 0x2010 || v == 0x2013
            out.append(GlyphUnit(glyph: g, advance: advance(g), kern: 0, isSpace: isSpace, breaksAfter: isSpace || hyphen))
        }
        if face.hasKerning, out.count > 1 {
            for i in 0..<(out.count - 1) { out[i].kern = kern(out[i].glyph, out[i + 1].glyph) }
        }
        return out
    }

    /// The glyphs "…" (U+2026), or "..." when the font has no ellipsis.
    var ellipsis: [GlyphUnit] {
        let g = face.glyph(for: 0x2026)
        let glyphs = g != 0 ? [g] : Array(repeating: face.glyph(for: 0x2E), count: 3)
        return glyphs.map { GlyphUnit(glyph: $0, advance: advance($0), kern: 0, isSpace: false, breaksAfter: false) }
    }

    /// A line of the units as given; each unit's `kern` separates it from the next.
    func line(_ units: ArraySlice<GlyphUnit>, isParagraphEnd: Bool, isTruncated: Bool = false) -> BuiltLine {
        var line = BuiltLine(isParagraphEnd: isParagraphEnd, isTruncated: isTruncated)
        line.glyphs.reserveCapacity(units.count)
        line.offsets.reserveCapacity(units.count)
        line.isSpace.reserveCapacity(units.count)
        var x: CGFloat = 0
        var kern: CGFloat = 0
        for u in units {
            x += kern
            line.glyphs.append(u.glyph)
            line.offsets.append(x)
            line.isSpace.append(u.isSpace)
            x += u.advance
            if !u.isSpace { line.width = x }
            kern = u.kern
        }
        return line
    }

    /// `parts` joined into one run, kerning recomputed where they meet.
    func joined(_ parts: [ArraySlice<GlyphUnit>]) -> ArraySlice<GlyphUnit> {
        var out: [GlyphUnit] = []
        for part in parts where !part.isEmpty {
            if !out.isEmpty { out[out.count - 1].kern = kern(out[out.count - 1].glyph, part.first!.glyph) }
            out.append(contentsOf: part)
        }
        if !out.isEmpty { out[out.count - 1].kern = 0 }
        return out[...]
    }
}

/// A line before vertical placement: glyphs with x offsets from the line start.
struct BuiltLine {
    var glyphs: [CGGlyph] = []
    var offsets: [CGFloat] = []
    var isSpace: [Bool] = []
    /// Width up to the end of the last non-space glyph.
    var width: CGFloat = 0
    /// Line start after alignment.
    var x: CGFloat = 0
    var isParagraphEnd: Bool
    var isTruncated: Bool

    /// Sets `x` (and, for justified lines, widens the spaces) for a box `box` wide.
    mutating func align(in box: CGFloat, _ alignment: TextAlignment) {
        switch alignment {
        case .natural, .left: x = 0
        case .right: x = box - width
        case .center: x = (box - width) / 2
        case .justified:
            x = 0
            guard !isParagraphEnd, !isTruncated, box > width,
                  let last = isSpace.lastIndex(of: false) else { return }
            let gaps = isSpace[..<last].filter { $0 }.count
            guard gaps > 0 else { return }
            let extra = (box - width) / CGFloat(gaps)
            var shift: CGFloat = 0
            for i in offsets.indices {
                offsets[i] += shift
                if i < last, isSpace[i] { shift += extra }
            }
            width = box
        }
    }
}

extension TextLayout {
    /// The text's paragraphs as scalars; a final newline adds no empty paragraph.
    static func paragraphs(of string: String) -> [[Unicode.Scalar]] {
        var result: [[Unicode.Scalar]] = []
        var current: [Unicode.Scalar] = []
        var previousCR = false
        for s in string.unicodeScalars {
            switch s.value {
            case 0x0A where previousCR:
                previousCR = false  // the LF of a CR LF
            case 0x0A, 0x0B, 0x0C, 0x0D, 0x85, 0x2028, 0x2029:
                result.append(current)
                current = []
                previousCR = s.value == 0x0D
            default:
                current.append(s)
                previousCR = false
            }
        }
        if !current.isEmpty { result.append(current) }
        return result
    }

    /// Greedy line breaking of one paragraph into unit ranges no wider than
    /// `width` where possible: after spaces and hyphens, inside a word only
    /// when the word alone is too wide. Every range holds at least one unit.
    static func wrap(_ units: [GlyphUnit], width: CGFloat) -> [Range<Int>] {
        guard !units.isEmpty else { return [0..<0] }
        var ranges: [Range<Int>] = []
        var start = 0
        while start < units.count {
            var x: CGFloat = 0
            var lastBreak: Int?
            var i = start
            while i < units.count {
                let u = units[i]
                if !u.isSpace, i > start, x + u.advance > width { break }
                x += u.advance + u.kern
                if u.breaksAfter { lastBreak = i + 1 }
                i += 1
            }
            var end = i == units.count ? i : (lastBreak ?? i)
            while end < units.count, units[end].isSpace { end += 1 }  // spaces hang on this line
            ranges.append(start..<end)
            start = end
        }
        return ranges
    }

    /// The lines of `string`: paragraphs, wrapped and truncated per `options`.
    static func breakLines(_ string: String, shaper: GlyphShaper, options: Options, lineHeight: CGFloat) -> [BuiltLine] {
        var maxLines = Int.max
        if options.wraps, options.truncation != .none, let h = options.height, lineHeight > 0 {
            // A small tolerance so a box exactly n lines tall keeps n lines.
            maxLines = max(1, Int(min((h / lineHeight + 1e-9).rounded(.down), 1e9)))
        }
        let paragraphs = paragraphs(of: string)
        var lines: [BuiltLine] = []
        for (pi, scalars) in paragraphs.enumerated() {
            let units = shaper.units(scalars)
            let ranges = options.wraps && options.width != nil ? wrap(units, width: options.width!) : [0..<units.count]
            for (ri, r) in ranges.enumerated() {
                let moreFollows = ri < ranges.count - 1 || pi < paragraphs.count - 1
                if lines.count == maxLines - 1, moreFollows {
                    lines.append(shaper.truncated(units[r.lowerBound...], width: options.width ?? .infinity,
                                                  .end, forced: true))
                    return lines
                }
                var line = shaper.line(units[r], isParagraphEnd: ri == ranges.count - 1)
                if !options.wraps, options.truncation != .none, let w = options.width, line.width > w {
                    line = shaper.truncated(units[r], width: w, options.truncation, forced: false)
                }
                lines.append(line)
            }
        }
        return lines
    }
}
