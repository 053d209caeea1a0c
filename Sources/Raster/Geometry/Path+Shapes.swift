#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension Path {
    /// The cubic Bézier handle length for a quarter circle of radius 1:
    /// 4/3·(√2 − 1), radial error 0.027 %.
    static let kappa = 0.5522847498307936

    /// A closed rectangle, wound clockwise on screen (y down): top-left,
    /// top-right, bottom-right, bottom-left.
    public static func rect(_ r: Rect) -> Path {
        let s = r.standardized
        var p = Path()
        p.reserveCapacity(verbs: 5, points: 4)
        p.move(to: Point(s.x, s.y))
        p.line(to: Point(s.x + s.width, s.y))
        p.line(to: Point(s.x + s.width, s.y + s.height))
        p.line(to: Point(s.x, s.y + s.height))
        p.close()
        return p
    }

    /// A closed ellipse inscribed in `r`, four cubic arcs, clockwise on screen.
    public static func ellipse(in r: Rect) -> Path {
        let s = r.standardized
        let rx = s.width / 2, ry = s.height / 2
        let cx = s.x + rx, cy = s.y + ry
        let kx = rx * kappa, ky = ry * kappa
        var p = Path()
        p.move(to: Point(cx + rx, cy))
        p.cubic(to: Point(cx, cy + ry), control1: Point(cx + rx, cy + ky), control2: Point(cx + kx, cy + ry))
        p.cubic(to: Point(cx - rx, cy), control1: Point(cx - kx, cy + ry), control2: Point(cx - rx, cy + ky))
        p.cubic(to: Point(cx, cy - ry), control1: Point(cx - rx, cy - ky), control2: Point(cx - kx, cy - ry))
        p.cubic(to: Point(cx + rx, cy), control1: Point(cx + kx, cy - ry), control2: Point(cx + rx, cy - ky))
        p.close()
        return p
    }

    /// A closed circle.
    public static func circle(center c: Point, radius: Double) -> Path {
        ellipse(in: Rect(x: c.x - radius, y: c.y - radius, width: 2 * radius, height: 2 * radius))
    }

    /// A closed rectangle with circular corners of radius `radius` (clamped to
    /// half the shorter side).
    public static func roundedRect(_ r: Rect, radius: Double) -> Path {
        let s = r.standardized
        let rad = max(0, min(radius, s.width / 2, s.height / 2))
        if rad == 0 || !rad.isFinite { return rect(s) }
        let k = rad * (1 - kappa)
        let x0 = s.x, y0 = s.y, x1 = s.x + s.width, y1 = s.y + s.height
        var p = Path()
        p.reserveCapacity(verbs: 10, points: 17)
        p.move(to: Point(x0 + rad, y0))
        p.line(to: Point(x1 - rad, y0))
        p.cubic(to: Point(x1, y0 + rad), control1: Point(x1 - k, y0), control2: Point(x1, y0 + k))
        p.line(to: Point(x1, y1 - rad))
        p.cubic(to: Point(x1 - rad, y1), control1: Point(x1, y1 - k), control2: Point(x1 - k, y1))
        p.line(to: Point(x0 + rad, y1))
        p.cubic(to: Point(x0, y1 - rad), control1: Point(x0 + k, y1), control2: Point(x0, y1 - k))
        p.line(to: Point(x0, y0 + rad))
        p.cubic(to: Point(x0 + rad, y0), control1: Point(x0, y0 + k), control2: Point(x0 + k, y0))
        p.close()
        return p
    }

    /// A closed polygon through `points` (nothing when empty).
    public static func polygon(_ points: [Point]) -> Path {
        var p = Path()
        guard let first = points.first else { return p }
        p.move(to: first)
        for q in points.dropFirst() { p.line(to: q) }
        p.close()
        return p
    }

    /// Adds a circular arc around `center` from angle `start` to `end`
    /// (radians, +x toward +y), as cubic pieces of at most 90°. Starts with a
    /// line from the current point (or a move when there is none).
    public mutating func addArc(center: Point, radius: Double, start: Double, end: Double) {
        let sweep = end - start
        guard sweep.isFinite, radius.isFinite, start.isFinite else { return }
        let p0 = Point(center.x + radius * cos(start), center.y + radius * sin(start))
        if currentPoint == nil { move(to: p0) } else { line(to: p0) }
        let pieces = max(1, Int((abs(sweep) / (Double.pi / 2)).rounded(.up)))
        guard pieces <= 64 else { return }
        let step = sweep / Double(pieces)
        let h = 4.0 / 3.0 * tan(step / 4) * radius
        var a = start
        for _ in 0..<pieces {
            let b = a + step
            let ca = cos(a), sa = sin(a), cb = cos(b), sb = sin(b)
            cubic(to: Point(center.x + radius * cb, center.y + radius * sb),
                  control1: Point(center.x + radius * ca - h * sa, center.y + radius * sa + h * ca),
                  control2: Point(center.x + radius * cb + h * sb, center.y + radius * sb - h * cb))
            a = b
        }
    }
}
