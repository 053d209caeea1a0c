import Foundation

extension GlyphShaper {
    /// `units` elided with "…" to fit `width`: the ellipsis replaces the start,
    /// middle or end of the line (`.none` is treated as `.end`). `forced`
    /// appends the ellipsis even when the whole line fits (text follows that
    /// was cut). When not even the ellipsis fits, the line is the ellipsis
    /// alone (it overflows the box).
    ///
    /// The cut is chosen from advances, then the shaped line (kerning at the
    /// joins included) is shortened glyph by glyph until it fits.
    func truncated(_ units: ArraySlice<GlyphUnit>, width: CGFloat, _ mode: TextTruncation, forced: Bool) -> BuiltLine {
        var body = Array(units)
        while let last = body.last, last.isSpace { body.removeLast() }
        let dots = ellipsis
        let dotsWidth = dots.reduce(0) { $0 + $1.advance }
        let budget = width - dotsWidth
        let n = body.count
        // prefix[k]: width of the first k units; suffix[k]: of the last k.
        var prefix = [CGFloat](repeating: 0, count: n + 1), suffix = prefix
        for k in 0..<n {
            prefix[k + 1] = prefix[k] + body[k].advance + (k + 1 < n ? body[k].kern : 0)
            suffix[k + 1] = suffix[k] + body[n - 1 - k].advance
        }
        func largest(_ sums: [CGFloat], within limit: CGFloat) -> Int {
            var k = 0
            while k < n, sums[k + 1] <= limit { k += 1 }
            return k
        }
        var keepStart = 0, keepEnd = 0
        switch forced ? TextTruncation.end : mode {
        case .none, .end:
            keepStart = largest(prefix, within: budget)
        case .start:
            keepEnd = largest(suffix, within: budget)
        case .middle:
            keepStart = largest(prefix, within: budget / 2)
            keepEnd = min(n - keepStart, largest(suffix, within: budget - prefix[keepStart]))
            keepStart = min(n - keepEnd, largest(prefix, within: budget - suffix[keepEnd]))
        }
        while true {
            var head = body[0..<keepStart]
            while let last = head.last, last.isSpace { head = head.dropLast() }
            var tail = body[(n - keepEnd)..<n]
            while let first = tail.first, first.isSpace { tail = tail.dropFirst() }
            let line = self.line(joined([head, dots[...], tail]), isParagraphEnd: true, isTruncated: true)
            if line.width <= width || keepStart + keepEnd == 0 { return line }
            // Kerning at the joins made it too wide: give up one more glyph.
            if keepStart >= keepEnd { keepStart -= 1 } else { keepEnd -= 1 }
        }
    }
}
