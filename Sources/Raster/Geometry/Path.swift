/// A path: subpaths of lines and quadratic/cubic Bézier curves, stored flat as
/// a verb array and a point array (tiny-skia's and Skia's layout) so iterating
/// it touches two contiguous buffers.
///
/// Points per verb: `move` 1, `line` 1, `quad` 2 (control, end), `cubic` 3
/// (control 1, control 2, end), `close` 0. A drawing verb with no current
/// subpath starts one at the last subpath's start (or the origin), as after a
/// `close` in Core Graphics and SVG.
public struct Path: Hashable, Sendable {
    /// A path command.
    public enum Verb: UInt8, Hashable, Sendable {
        /// Start a new subpath at one point.
        case move
        /// A straight line to one point.
        case line
        /// A quadratic Bézier curve: control point, end point.
        case quad
        /// A cubic Bézier curve: two control points, end point.
        case cubic
        /// Close the current subpath with a line back to its start.
        case close
    }

    /// The verbs, in order.
    public private(set) var verbs: [Verb] = []
    /// The points the verbs consume, in order.
    public private(set) var points: [Point] = []
    /// Start of the current subpath, nil when a drawing verb must first insert a move.
    private var subpathStart: Point? = nil
    /// Where a drawing verb without a current subpath starts.
    private var lastStart = Point.zero

    /// Creates an empty path.
    public init() {}

    /// Whether the path has no verbs.
    @inlinable public var isEmpty: Bool { verbs.isEmpty }

    /// The last point added, if any.
    public var currentPoint: Point? { subpathStart == nil ? (verbs.last == .close ? lastStart : nil) : points.last }

    /// Starts a new subpath at `p`.
    public mutating func move(to p: Point) {
        if verbs.last == .move {  // consecutive moves: keep the last only
            points[points.count - 1] = p
        } else {
            verbs.append(.move); points.append(p)
        }
        subpathStart = p
        lastStart = p
    }

    private mutating func ensureSubpath() {
        if subpathStart == nil { move(to: lastStart) }
    }

    /// Adds a straight line from the current point to `p`.
    public mutating func line(to p: Point) {
        ensureSubpath()
        verbs.append(.line); points.append(p)
    }

    /// Adds a quadratic Bézier curve to `p` with control point `c`.
    public mutating func quad(to p: Point, control c: Point) {
        ensureSubpath()
        verbs.append(.quad); points.append(c); points.append(p)
    }

    /// Adds a cubic Bézier curve to `p` with control points `c1` and `c2`.
    public mutating func cubic(to p: Point, control1 c1: Point, control2 c2: Point) {
        ensureSubpath()
        verbs.append(.cubic); points.append(c1); points.append(c2); points.append(p)
    }

    /// Makes room for `verbs` more verbs and `points` more points, so a path
    /// built in known steps allocates each array once (a rounded rectangle
    /// grew them 10 times: composite200 builds ~160 a frame; 45.72 → 45.21 M
    /// instructions/frame).
    public mutating func reserveCapacity(verbs v: Int, points p: Int) {
        verbs.reserveCapacity(verbs.count + v)
        points.reserveCapacity(points.count + p)
    }

    /// Closes the current subpath; does nothing without one.
    public mutating func close() {
        guard subpathStart != nil else { return }
        verbs.append(.close)
        subpathStart = nil
    }

    /// Appends all subpaths of `other`.
    public mutating func append(_ other: Path) {
        reserveCapacity(verbs: other.verbs.count, points: other.points.count)
        other.forEachSegment(
            move: { move(to: $0) }, line: { line(to: $0) },
            quad: { quad(to: $1, control: $0) }, cubic: { cubic(to: $2, control1: $0, control2: $1) },
            close: { close() })
    }

    /// The path with every point transformed by `t`.
    public func transformed(by t: Transform) -> Path {
        var copy = self
        copy.points = points.map(t.apply)
        if let s = subpathStart { copy.subpathStart = t.apply(s) }
        copy.lastStart = t.apply(lastStart)
        return copy
    }

    /// The bounds of all points (control points included), or nil when empty.
    /// Curves lie inside their control points, so this contains the path.
    public var controlBounds: Rect? {
        guard var minX = points.first?.x, var minY = points.first?.y else { return nil }
        var maxX = minX, maxY = minY
        for p in points {
            minX = min(minX, p.x); maxX = max(maxX, p.x)
            minY = min(minY, p.y); maxY = max(maxY, p.y)
        }
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// The rectangle this path is, when it is exactly one axis-aligned
    /// rectangle (move, three or four lines back to the start, optional close).
    public var axisAlignedRect: Rect? {
        // No copies: this runs on every fill.
        var n = verbs.count
        if n > 0 && verbs[n - 1] == .close { n -= 1 }
        if n == 5 && verbs[4] == .line && points.count == 5 && points[4] == points[0] { n -= 1 }
        guard n == 4, points.count >= 4, verbs[0] == .move, verbs[1] == .line, verbs[2] == .line, verbs[3] == .line
        else { return nil }
        let p0 = points[0], p1 = points[1], p2 = points[2], p3 = points[3]
        let horizontalFirst = p0.y == p1.y && p1.x == p2.x && p2.y == p3.y && p3.x == p0.x
        let verticalFirst = p0.x == p1.x && p1.y == p2.y && p2.x == p3.x && p3.y == p0.y
        guard horizontalFirst || verticalFirst else { return nil }
        let x0 = min(p0.x, p2.x), y0 = min(p0.y, p2.y)
        return Rect(x: x0, y: y0, width: max(p0.x, p2.x) - x0, height: max(p0.y, p2.y) - y0)
    }

    /// Whether every point is finite.
    public var isFinite: Bool { points.allSatisfy(\.isFinite) }

    /// Calls one closure per verb with the verb's points.
    public func forEachSegment(move: (Point) -> Void, line: (Point) -> Void,
                               quad: (Point, Point) -> Void, cubic: (Point, Point, Point) -> Void,
                               close: () -> Void) {
        var i = 0
        for v in verbs {
            switch v {
            case .move: move(points[i]); i += 1
            case .line: line(points[i]); i += 1
            case .quad: quad(points[i], points[i + 1]); i += 2
            case .cubic: cubic(points[i], points[i + 1], points[i + 2]); i += 3
            case .close: close()
            }
        }
    }

    /// Paths are equal when their verbs and points are.
    public static func == (l: Path, r: Path) -> Bool { l.verbs == r.verbs && l.points == r.points }
    /// Hashes the verbs and points.
    public func hash(into h: inout Hasher) { h.combine(verbs); h.combine(points) }
}
