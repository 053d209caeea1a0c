import Foundation
import OpenCoreGraphics

/// The geometry of the path modifiers: trim paths (`tm`), rounded corners
/// (`rd`) and the orientation merge paths (`mm`) needs — worked on
/// Bézier shapes, at build time only (the results become path keyframes).
///
/// Lengths are measured along each cubic by chords at `chordsPerSegment`
/// even parameter steps (a straight segment is exact; a quarter circle of
/// radius 100 comes out 0.03 % short), and a length is turned back into a
/// parameter linearly between those steps.
extension LottieBezierShape {
    /// Parameter steps per cubic used to measure lengths.
    static let chordsPerSegment = 24

    /// How many cubic segments the outline has.
    var segmentCount: Int { vertices.count < 2 ? 0 : (isClosed ? vertices.count : vertices.count - 1) }

    /// The four control points of segment `k` (from vertex k to the next).
    func segment(_ k: Int) -> (CGPoint, CGPoint, CGPoint, CGPoint) {
        let a = k, b = (k + 1) % vertices.count
        return (vertices[a], CGPoint(x: vertices[a].x + outTangents[a].x, y: vertices[a].y + outTangents[a].y),
                CGPoint(x: vertices[b].x + inTangents[b].x, y: vertices[b].y + inTangents[b].y), vertices[b])
    }

    /// The point of a cubic at parameter `t`.
    static func point(_ c: (CGPoint, CGPoint, CGPoint, CGPoint), _ t: Double) -> CGPoint {
        let u = 1 - t
        let w0 = u * u * u, w1 = 3 * t * u * u, w2 = 3 * t * t * u, w3 = t * t * t
        return CGPoint(x: w0 * c.0.x + w1 * c.1.x + w2 * c.2.x + w3 * c.3.x,
                       y: w0 * c.0.y + w1 * c.1.y + w2 * c.2.y + w3 * c.3.y)
    }

    /// The cumulative chord lengths of segment `k` at its parameter steps (first 0, last the segment's length).
    func chordTable(_ k: Int) -> [Double] {
        let c = segment(k), n = Self.chordsPerSegment
        var table = [0.0]
        table.reserveCapacity(n + 1)
        var previous = c.0
        for i in 1...n {
            let p = Self.point(c, Double(i) / Double(n))
            table.append(table[i - 1] + hypot(p.x - previous.x, p.y - previous.y))
            previous = p
        }
        return table
    }

    /// The length of each segment.
    var segmentLengths: [Double] { (0..<segmentCount).map { chordTable($0).last! } }

    /// The outline's length.
    var length: Double { segmentLengths.reduce(0, +) }

    /// The part of a cubic between parameters `t0` ≤ `t1` (de Casteljau).
    static func subCubic(_ c: (CGPoint, CGPoint, CGPoint, CGPoint), _ t0: Double, _ t1: Double)
        -> (CGPoint, CGPoint, CGPoint, CGPoint) {
        func lerp(_ p: CGPoint, _ q: CGPoint, _ t: Double) -> CGPoint { CGPoint(x: p.x + (q.x - p.x) * t, y: p.y + (q.y - p.y) * t) }
        // Keep the part before t1, then the part of that after t0 / t1.
        func head(_ c: (CGPoint, CGPoint, CGPoint, CGPoint), _ t: Double) -> (CGPoint, CGPoint, CGPoint, CGPoint) {
            let a = lerp(c.0, c.1, t), b = lerp(c.1, c.2, t), d = lerp(c.2, c.3, t)
            let e = lerp(a, b, t), f = lerp(b, d, t)
            return (c.0, a, e, lerp(e, f, t))
        }
        func tail(_ c: (CGPoint, CGPoint, CGPoint, CGPoint), _ t: Double) -> (CGPoint, CGPoint, CGPoint, CGPoint) {
            let a = lerp(c.0, c.1, t), b = lerp(c.1, c.2, t), d = lerp(c.2, c.3, t)
            let e = lerp(a, b, t), f = lerp(b, d, t)
            return (lerp(e, f, t), f, d, c.3)
        }
        let first = head(c, t1)
        return t1 > 0 ? tail(first, t0 / t1) : (c.0, c.0, c.0, c.0)
    }

    /// The open outline from arc length `from` to `to` (0 ≤ from ≤ to; on a
    /// closed outline `to` may pass its length, going on round from the start).
    func portion(from start: Double, to end: Double) -> LottieBezierShape {
        var out = LottieBezierShape(vertices: [], inTangents: [], outTangents: [], isClosed: false)
        let n = segmentCount
        guard n > 0 else { return out }
        var walked = 0.0
        // Each segment (cyclically, twice round at most for a closed outline).
        for step in 0..<(isClosed ? 2 * n : n) {
            let k = step % n
            let table = chordTable(k)
            let length = table.last!
            defer { walked += length }
            let a = max(start - walked, 0), b = min(end - walked, length)
            guard b > a else {
                if walked + length >= end { break }
                continue
            }
            func parameter(_ d: Double) -> Double {
                if length <= 0 { return d <= 0 ? 0 : 1 }
                var i = 1
                while i < table.count - 1 && table[i] < d { i += 1 }
                let span = table[i] - table[i - 1]
                let f = span > 0 ? (d - table[i - 1]) / span : 0
                return (Double(i - 1) + min(max(f, 0), 1)) / Double(table.count - 1)
            }
            let piece = Self.subCubic(segment(k), parameter(a), parameter(b))
            if out.vertices.isEmpty {
                out.vertices.append(piece.0); out.inTangents.append(.zero); out.outTangents.append(.zero)
            }
            let last = out.vertices.count - 1
            out.outTangents[last] = CGPoint(x: piece.1.x - piece.0.x, y: piece.1.y - piece.0.y)
            out.vertices.append(piece.3)
            out.inTangents.append(CGPoint(x: piece.2.x - piece.3.x, y: piece.2.y - piece.3.y))
            out.outTangents.append(.zero)
        }
        return out
    }

    /// The outline with each sharp corner (a vertex whose tangents are both
    /// zero; the ends of an open outline excepted) cut back along its two
    /// edges by `radius` (at most half of each edge) and bridged by a curve
    /// whose controls sit 0.5519 of the way from the cut points to the
    /// corner — a quarter circle on a right angle, as After Effects and
    /// lottie-web round. Coincident neighbouring vertices (a rectangle's
    /// sharp corners) count as one corner.
    func roundingCorners(radius: Double) -> LottieBezierShape {
        guard radius > 0, radius.isFinite, vertices.count > 1 else { return self }
        let shape = collapsingCoincidentVertices()
        let n = shape.vertices.count
        let roundness = 0.5519
        var out = LottieBezierShape(vertices: [], inTangents: [], outTangents: [], isClosed: shape.isClosed)
        for i in 0..<n {
            let v = shape.vertices[i]
            let sharp = shape.inTangents[i] == .zero && shape.outTangents[i] == .zero
            if !sharp || (!shape.isClosed && (i == 0 || i == n - 1)) || n < 2 {
                out.vertices.append(v); out.inTangents.append(shape.inTangents[i]); out.outTangents.append(shape.outTangents[i])
                continue
            }
            // The cut on the edge from the previous vertex leaves towards the
            // corner; the cut on the edge to the next one arrives from it.
            for (neighbour, isIncoming) in [(shape.vertices[(i + n - 1) % n], true), (shape.vertices[(i + 1) % n], false)] {
                let distance = hypot(neighbour.x - v.x, neighbour.y - v.y)
                let f = distance > 0 ? min(distance / 2, radius) / distance : 0
                let cut = CGPoint(x: v.x + (neighbour.x - v.x) * f, y: v.y + (neighbour.y - v.y) * f)
                let toCorner = CGPoint(x: (v.x - cut.x) * roundness, y: (v.y - cut.y) * roundness)
                out.vertices.append(cut)
                out.inTangents.append(isIncoming ? .zero : toCorner)
                out.outTangents.append(isIncoming ? toCorner : .zero)
            }
        }
        return out
    }

    /// The outline with runs of vertices at one place joined by flat
    /// segments merged into one vertex (its in tangent from the first, out
    /// tangent from the last).
    func collapsingCoincidentVertices() -> LottieBezierShape {
        var out = LottieBezierShape(vertices: [], inTangents: [], outTangents: [], isClosed: isClosed)
        for i in vertices.indices {
            if let last = out.vertices.last, last == vertices[i], out.outTangents.last == .zero, inTangents[i] == .zero {
                out.outTangents[out.outTangents.count - 1] = outTangents[i]
                continue
            }
            out.vertices.append(vertices[i]); out.inTangents.append(inTangents[i]); out.outTangents.append(outTangents[i])
        }
        if isClosed, out.vertices.count > 1, out.vertices[0] == out.vertices[out.vertices.count - 1],
           out.outTangents[out.vertices.count - 1] == .zero, out.inTangents[0] == .zero {
            out.inTangents[0] = out.inTangents.removeLast()
            out.vertices.removeLast()
            out.outTangents.removeLast()
        }
        return out
    }

    /// Twice the signed area the outline encloses (positive: clockwise on a
    /// y-down screen), from its chords.
    var signedDoubleArea: Double {
        var sum = 0.0
        for k in 0..<segmentCount {
            let c = segment(k), n = Self.chordsPerSegment
            var p = c.0
            for i in 1...n {
                let q = Self.point(c, Double(i) / Double(n))
                sum += p.x * q.y - q.x * p.y
                p = q
            }
        }
        if !isClosed, let first = vertices.first, let last = vertices.last {
            sum += last.x * first.y - first.x * last.y
        }
        return sum
    }

    /// The shapes as one Core Graphics path (each its own subpath).
    static func cgPath(_ shapes: [LottieBezierShape]) -> CGPath {
        if shapes.count == 1 { return shapes[0].cgPath }
        let path = CGMutablePath()
        for shape in shapes {
            guard let first = shape.vertices.first else { continue }
            path.move(to: first)
            for k in 0..<shape.segmentCount {
                let c = shape.segment(k)
                path.addCurve(to: c.3, control1: c.1, control2: c.2)
            }
            if shape.isClosed { path.closeSubpath() }
        }
        return path
    }
}
