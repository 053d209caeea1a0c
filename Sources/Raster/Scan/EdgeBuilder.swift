/// Clips device-space line segments to the drawing rectangle and stores them as
/// `SIMD4<Float>(x0, y0, x1, y1)` relative to the rectangle's corner (one
/// append per edge: four scalar appends cost ~100 instructions per edge).
///
/// Clipping rules (all exact for the coverage inside the rectangle):
/// * parts above or below are dropped (they cover no row inside);
/// * parts right of it are dropped (they only change cells past the last column);
/// * parts left of it are moved onto its left side as vertical segments, since
///   everything right of them still gets their winding.
/// The arithmetic is in `Double` and parametric (`x0·(1−t) + x1·t`), so
/// coordinates up to 1e300 neither overflow nor lose the visible part.
struct EdgeBuilder: LineSink {
    var edges: EdgeList
    let cx0: Double, cy0: Double, cx1: Double, cy1: Double

    init(edges: EdgeList, clip: IntRect) {
        self.edges = edges
        cx0 = Double(clip.x0); cy0 = Double(clip.y0); cx1 = Double(clip.x1); cy1 = Double(clip.y1)
    }

    @inline(__always) mutating func emit(_ xa: Double, _ ya: Double, _ xb: Double, _ yb: Double) {
        let fa = Float(ya - cy0), fb = Float(yb - cy0)
        if fa == fb { return }
        edges.append(SIMD4(Float(xa - cx0), fa, Float(xb - cx0), fb))
    }

    /// Adds the part of the segment from `a` to `b` inside the rectangle.
    ///
    /// Inlined into the flattener for the common case, a segment inside the
    /// rectangle; only clipping is a call. (A call per edge: 500 r=10 circles
    /// 13.2 M instructions per frame, inlined 13.1 M; r=80 opaque 65.4 M →
    /// 64.9 M.)
    @inline(__always)
    mutating func addLine(_ a: Point, _ b: Point) {
        let x0 = a.x, y0 = a.y, x1 = b.x, y1 = b.y
        if min(x0, x1) >= cx0 && max(x0, x1) <= cx1 && min(y0, y1) >= cy0 && max(y0, y1) <= cy1 {
            if y0 != y1 { emit(x0, y0, x1, y1) }
            return
        }
        addClippedLine(a, b)
    }

    /// `addLine` for a segment not inside the rectangle.
    @inline(never)
    mutating func addClippedLine(_ a: Point, _ b: Point) {
        var x0 = a.x, y0 = a.y, x1 = b.x, y1 = b.y
        if y0 == y1 { return }
        if (y0 <= cy0 && y1 <= cy0) || (y0 >= cy1 && y1 >= cy1) || (x0 >= cx1 && x1 >= cx1) { return }
        // Vertical clip, parametric.
        let ox0 = x0, oy0 = y0, ox1 = x1, oy1 = y1
        @inline(__always) func xAt(_ y: Double) -> Double {
            let t = (y - oy0) / (oy1 - oy0)
            return ox0 * (1 - t) + ox1 * t
        }
        if y0 < cy0 { x0 = xAt(cy0); y0 = cy0 } else if y0 > cy1 { x0 = xAt(cy1); y0 = cy1 }
        if y1 < cy0 { x1 = xAt(cy0); y1 = cy0 } else if y1 > cy1 { x1 = xAt(cy1); y1 = cy1 }
        if y0 == y1 { return }
        // Fast path: fully inside horizontally.
        if x0 >= cx0 && x0 <= cx1 && x1 >= cx0 && x1 <= cx1 { emit(x0, y0, x1, y1); return }
        if x0 <= cx0 && x1 <= cx0 { emit(cx0, y0, cx0, y1); return }
        if x0 >= cx1 && x1 >= cx1 { return }
        // Split where the segment crosses the left and right sides.
        var t1 = 2.0, t2 = 2.0
        let dx = x1 - x0
        if (x0 - cx0) * (x1 - cx0) < 0 { t1 = (cx0 - x0) / dx }
        if (x0 - cx1) * (x1 - cx1) < 0 { t2 = (cx1 - x0) / dx }
        if t1 > t2 { swap(&t1, &t2) }
        var ts: (Double, Double, Double, Double) = (0, t1, t2, 1)
        if t2 > 1 { ts.2 = 1 }
        if t1 > 1 { ts.1 = 1 }
        let sx0 = x0, sy0 = y0, sx1 = x1, sy1 = y1
        @inline(__always) func at(_ t: Double) -> (Double, Double) {
            if t == 0 { return (sx0, sy0) }
            if t == 1 { return (sx1, sy1) }
            return (sx0 * (1 - t) + sx1 * t, sy0 * (1 - t) + sy1 * t)
        }
        // Slow path only (segments crossing a side); no allocation.
        func piece(_ ta: Double, _ tb: Double) {
            guard tb > ta else { return }
            let (xa, ya) = at(ta), (xb, yb) = at(tb)
            let mid = (xa + xb) / 2
            if mid >= cx1 { return }
            if mid <= cx0 { emit(cx0, ya, cx0, yb); return }
            emit(min(max(xa, cx0), cx1), ya, min(max(xb, cx0), cx1), yb)
        }
        piece(ts.0, ts.1); piece(ts.1, ts.2); piece(ts.2, ts.3)
    }
}

/// The edges of one fill, `SIMD4<Float>(x0, y0, x1, y1)`, in raw memory that
/// grows by doubling and is kept across fills. One owner at a time (the
/// scan converter, which frees it; `Canvas` swaps it into an `EdgeBuilder`
/// and back). An `Array` append called the runtime's uniqueness check for
/// every edge, and the flattener saved and reloaded its registers around
/// that call: callgrind per frame, 500 alpha circles r=10 12.79 M →
/// 12.56 M, r=80 93.10 M → 92.47 M.
struct EdgeList {
    private(set) var base: UnsafeMutablePointer<SIMD4<Float>>? = nil
    private(set) var count = 0
    private var capacity = 0

    /// Whether there are no edges.
    var isEmpty: Bool { count == 0 }
    /// The edges.
    var buffer: UnsafeBufferPointer<SIMD4<Float>> { UnsafeBufferPointer(start: base, count: count) }

    /// Forgets the edges and keeps the memory.
    mutating func removeAll() { count = 0 }

    /// Adds an edge.
    @inline(__always) mutating func append(_ e: SIMD4<Float>) {
        if count == capacity { grow() }
        base.unsafelyUnwrapped[count] = e
        count &+= 1
    }

    @inline(never) private mutating func grow() {
        let n = max(64, capacity * 2)
        let p = UnsafeMutablePointer<SIMD4<Float>>.allocate(capacity: n)
        if let base {
            p.initialize(from: base, count: count)
            base.deallocate()
        }
        base = p
        capacity = n
    }

    /// Frees the memory.
    mutating func free() { base?.deallocate(); base = nil; count = 0; capacity = 0 }
}
