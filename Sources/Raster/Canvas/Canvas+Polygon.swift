/// A closed polygon of four or five user-space vertices held inline: a
/// rectangle or quadrilateral path (move and three or four lines, optional
/// close), filled without the path's arrays or the flattener.
///
/// Filling it adds the same edges in the same order as flattening the path
/// would (`Flattener.flatten`: one line per side, the closing side only when
/// the last vertex differs from the first), over the same clip box, so the
/// scan converter sees identical input and the pixels are bit-identical.
struct SmallPolygon {
    var p0: Point, p1: Point, p2: Point, p3: Point
    /// The fifth vertex of a move and four lines (usually back at `p0`).
    var p4: Point?

    /// The corners of `rect` in `Path.rect`'s order and arithmetic.
    @inline(__always)
    init(_ rect: Rect) {
        let s = rect.standardized
        p0 = Point(s.x, s.y)
        p1 = Point(s.x + s.width, s.y)
        p2 = Point(s.x + s.width, s.y + s.height)
        p3 = Point(s.x, s.y + s.height)
        p4 = nil
    }

    /// The polygon `path` is when it is one subpath of a move and three or
    /// four lines, optionally closed; nil otherwise.
    @inline(__always)
    init?(_ path: Path) {
        let verbs = path.verbs, points = path.points
        var n = verbs.count
        if n > 0 && verbs[n - 1] == .close { n -= 1 }
        guard n == 4 || n == 5, points.count == n, verbs[0] == .move, verbs[1] == .line, verbs[2] == .line,
              verbs[3] == .line, n == 4 || verbs[4] == .line
        else { return nil }
        p0 = points[0]; p1 = points[1]; p2 = points[2]; p3 = points[3]
        p4 = n == 5 ? points[4] : nil
    }
}

extension Canvas {
    /// Fills `polygon` through the finite `transform`: the steps of
    /// `fill(_:paint:rule:transform:)` for its path (device bounds, clip box,
    /// edges, sweep, same results) with the vertices in registers and a solid
    /// source-over paint blended without the general compositing set-up.
    ///
    /// 10,000 rotated 4×4 rectangles in 256×256 (`raster.smallRects`, Zen 5
    /// host, ns each): `fill` with a rectangle path 562–600 → 372–384,
    /// `fillRect` (which built the path) 677–712 → 365–380, together with
    /// `resolveNarrow` and the unchecked canvas state (Benchmarks/RESULTS.md).
    func fill(_ polygon: SmallPolygon, paint: Paint, rule: FillRule, transform t: Transform) -> DrawResult {
        // Transformed exactly as the flattener and `deviceBounds` do.
        let identity = t.isIdentity
        @inline(__always) func tr(_ p: Point) -> Point { identity ? p : t.apply(p) }
        let q0 = tr(polygon.p0), q1 = tr(polygon.p1), q2 = tr(polygon.p2), q3 = tr(polygon.p3)
        let q4 = polygon.p4.map(tr)
        // `deviceBounds`: the same comparisons in the same order (they decide
        // between 0 and −0), and the same poison sum for NaN and ±∞.
        var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
        var poison = 0.0
        @inline(__always) func include(_ q: Point) {
            poison += 0 * q.x + 0 * q.y
            if q.x < minX { minX = q.x }
            if q.x > maxX { maxX = q.x }
            if q.y < minY { minY = q.y }
            if q.y > maxY { maxY = q.y }
        }
        include(q0); include(q1); include(q2); include(q3)
        if let q4 { include(q4) }
        if poison != 0 { return .nonFiniteGeometry }
        let box = Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
        guard box.isFinite else { return .nonFiniteGeometry }
        let clip = IntRect.covering(box, within: drawBounds)
        guard !clip.isEmpty else { return .nothingToDraw }
        buildEdges(clip: clip) { sink in
            sink.addLine(q0, q1); sink.addLine(q1, q2); sink.addLine(q2, q3)
            var last = q3
            if let q4 { sink.addLine(q3, q4); last = q4 }
            if last != q0 { sink.addLine(last, q0) }
        }
        if scan.edges.isEmpty { return .nothingToDraw }
        return composite(paint: paint, ctm: t, clip: clip, SweepBody(scan: scan, clip: clip, rule: rule))
    }
}

/// Sweeps the scan converter's edges into a blitter (a `RunBody`, so the
/// solid fast path and the general compositing both specialise it).
struct SweepBody: RunBody {
    let scan: ScanConverter
    let clip: IntRect
    let rule: FillRule

    func run<B: Blitter>(_ b: inout B) { scan.sweep(clip: clip, rule: rule, into: &b) }
}
