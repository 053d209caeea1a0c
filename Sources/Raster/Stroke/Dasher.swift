/// Cuts polylines into dashes.
enum Dasher {
    /// The most dashes one stroke may produce; beyond that the stroke is
    /// drawn solid, so tiny dashes on enormous paths cannot hang or exhaust
    /// memory.
    static let maxDashes = 1 << 20

    /// The dashes of `lines` under `pattern` (validated: non-negative, positive
    /// sum, even count) starting `phase` into it; nil when there would be more
    /// than `maxDashes`.
    static func dash(_ lines: [Flattener.Polyline], pattern: [Double], phase: Double) -> [Flattener.Polyline]? {
        let total = pattern.reduce(0, +)
        var length = 0.0
        for l in lines {
            var pts = l.points
            if l.closed, let f = pts.first { pts.append(f) }
            for i in 1..<max(1, pts.count) { length += (pts[i] - pts[i - 1]).length }
        }
        guard length.isFinite, length / total * Double(pattern.count) < Double(maxDashes) else { return nil }
        var out: [Flattener.Polyline] = []
        // Position in the pattern at the start: phase modulo total.
        var startPhase = phase.truncatingRemainder(dividingBy: total)
        if startPhase < 0 { startPhase += total }
        if !startPhase.isFinite { startPhase = 0 }
        var startIndex = 0
        // Skip whole entries; an entry ending exactly at the phase is skipped
        // unless it has zero length (a zero-length dash at the phase is a dot).
        var steps = 0
        while startPhase > pattern[startIndex] || (startPhase == pattern[startIndex] && pattern[startIndex] > 0) {
            startPhase -= pattern[startIndex]
            startIndex = (startIndex + 1) % pattern.count
            steps += 1
            if steps > 2 * pattern.count { startPhase = 0; break }  // rounding safety
        }
        for l in lines {
            var pts = l.points
            if l.closed, let f = pts.first { pts.append(f) }
            // Each subpath restarts the pattern (as Core Graphics does).
            var index = startIndex
            var remaining = pattern[index] - startPhase  // of the current dash or gap
            var on = index % 2 == 0
            var current: [Point] = on ? [pts[0]] : []
            var guardCount = 0
            for i in 1..<pts.count {
                let a = pts[i - 1], b = pts[i]
                let segLen = (b - a).length
                var pos = 0.0
                while segLen - pos >= remaining {
                    guardCount += 1
                    if guardCount > 4 * maxDashes { return nil }
                    pos += remaining
                    let p = a + (b - a) * (pos / segLen)
                    if on {
                        current.append(p)
                        out.append(Flattener.Polyline(points: current, closed: false))
                        current = []
                    } else {
                        current = [p]
                    }
                    on.toggle()
                    index = (index + 1) % pattern.count
                    remaining = pattern[index]
                }
                remaining -= segLen - pos
                if on { current.append(b) }
            }
            if on && current.count >= 2 { out.append(Flattener.Polyline(points: current, closed: false)) }
        }
        return out
    }
}
