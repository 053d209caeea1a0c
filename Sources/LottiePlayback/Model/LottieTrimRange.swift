import Foundation

/// Trim paths' arithmetic at one frame, as lottie-web (the reference
/// player) does it: which fractions of a shape's length stay drawn.
enum LottieTrimRange {
    /// The range kept by start and end (percent, each clamped to 0…100) and
    /// offset (degrees; 360 is one full turn of the path), as fractions of
    /// the trimmed length: start ≤ end, both shifted by the offset turned
    /// into 0…1, so `end` may pass 1 (the range wraps past the path's
    /// start). Nil when the whole path stays (0…100 without offset); an
    /// empty range when start equals end.
    static func range(start: Double, end: Double, offset: Double) -> (start: Double, end: Double)? {
        guard start.isFinite, end.isFinite else { return (0, 0) }
        var turn = offset.isFinite ? offset.truncatingRemainder(dividingBy: 360) / 360 : 0
        if turn < 0 { turn += 1 }
        var a = min(max(start / 100, 0), 1) + turn, b = min(max(end / 100, 0), 1) + turn
        if a > b { swap(&a, &b) }
        // To a ten-thousandth, as lottie-web rounds, so nearly-full ranges count as full.
        a = (a * 10_000).rounded() / 10_000
        b = (b * 10_000).rounded() / 10_000
        if a == 0 && b == 1 { return nil }
        return (a, b)
    }

    /// The parts of one shape (of length `length`, after `before` of the
    /// `total` length the trim spans) that `range` keeps, as fractions of
    /// the shape's own length (start < end, each within 0…1). A range past
    /// 1 wraps: its part past 1 is kept from the start.
    static func parts(of range: (start: Double, end: Double), length: Double, before: Double,
                      total: Double) -> [(start: Double, end: Double)] {
        guard length > 0, total > 0, range.end > range.start else { return [] }
        let pieces: [(Double, Double)]
        if range.end <= 1 {
            pieces = [(range.start, range.end)]
        } else if range.start >= 1 {
            pieces = [(range.start - 1, range.end - 1)]
        } else {
            pieces = [(range.start, 1), (0, range.end - 1)]
        }
        var out: [(start: Double, end: Double)] = []
        for (s, e) in pieces {
            let from = s * total, to = e * total
            guard to > before, from < before + length else { continue }
            out.append((max(from - before, 0) / length, min(to - before, length) / length))
        }
        return out
    }
}

extension LottieBezierShape {
    /// The parts of `shapes` (one outline of several subpaths, measured
    /// end to end) between the fractions of each part, in order. A closed
    /// single outline whose parts wrap past its start gives one piece going
    /// round (as lottie-web joins them); a part covering a whole closed
    /// subpath keeps it closed.
    static func trimmed(_ shapes: [LottieBezierShape], parts: [(start: Double, end: Double)]) -> [LottieBezierShape] {
        let lengths = shapes.map(\.length)
        let total = lengths.reduce(0, +)
        guard total > 0 else { return [] }
        if shapes.count == 1, shapes[0].isClosed, parts.count == 2, parts[0].end == 1, parts[1].start == 0 {
            return [shapes[0].portion(from: parts[0].start * total, to: total + parts[1].end * total)]
        }
        var out: [LottieBezierShape] = []
        for part in parts {
            let from = part.start * total, to = part.end * total
            var walked = 0.0
            for (i, shape) in shapes.enumerated() {
                defer { walked += lengths[i] }
                let a = max(from - walked, 0), b = min(to - walked, lengths[i])
                guard b > a else { continue }
                if shape.isClosed && a <= 0 && b >= lengths[i] {
                    out.append(shape)
                } else {
                    out.append(shape.portion(from: a, to: b))
                }
            }
        }
        return out
    }
}
