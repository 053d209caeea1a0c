import Foundation
import Raster

extension Compositor {
    // MARK: Rounded corners
    //
    // The one place a layer's rounded bounds are built: background, border,
    // `masksToBounds` clip, the shadow cast from the layer's shape and the
    // backdrop all draw `roundedBoundsPath`; culling and shadow shortcuts
    // that need the part of the bounds clear of the corners use `cornerExtent`.

    /// `cornerRadius`, clamped to half the shorter side (as Apple draws it).
    func effectiveCornerRadius(_ layer: LayerValues) -> Double {
        let b = layer.bounds.standardized
        let r = Double(layer.cornerRadius)
        guard r > 0, r.isFinite else { return 0 }
        return min(r, Double(min(b.width, b.height)) / 2)
    }

    /// How far along each edge from the corner a rounded corner reaches
    /// (the bounds are square-edged beyond it): the radius for circular
    /// corners, about 1.53 × the radius for continuous ones
    /// (`ContinuousCorner.extent`).
    func cornerExtent(_ layer: LayerValues) -> Double {
        let r = effectiveCornerRadius(layer)
        guard r > 0, layer.cornerCurve == .continuous else { return r }
        let b = layer.bounds.standardized
        return ContinuousCorner(radius: r, halfSide: Double(min(b.width, b.height)) / 2).extent
    }

    /// The bounds as a path, rounded as the layer's corners are.
    func roundedBoundsPath(_ layer: LayerValues) -> Raster.Path {
        Self.roundedRect(Rect(layer.bounds.standardized), radius: effectiveCornerRadius(layer), corners: layer.maskedCorners,
                         curve: layer.cornerCurve)
    }

    /// A rectangle with corners of `radius` at the corners in `corners`
    /// (others square), clockwise on screen: circular arcs, or with
    /// `curve` `.continuous` Apple's continuous-curvature corners
    /// (`ContinuousCorner`). Unknown curves are drawn circular.
    static func roundedRect(_ r: Rect, radius: Double, corners: CACornerMask,
                            curve: CALayerCornerCurve = .circular) -> Raster.Path {
        let rad = max(0, min(radius, r.width / 2, r.height / 2))
        if rad == 0 || corners.isEmpty { return .rect(r) }
        if curve == .continuous { return continuousRoundedRect(r, radius: rad, corners: corners) }
        if corners.rawValue & 0xF == 0xF { return .roundedRect(r, radius: rad) }
        let k = rad * (1 - 0.5522847498307936)
        let x0 = r.x, y0 = r.y, x1 = r.x + r.width, y1 = r.y + r.height
        let tl = corners.contains(.layerMinXMinYCorner), tr = corners.contains(.layerMaxXMinYCorner)
        let br = corners.contains(.layerMaxXMaxYCorner), bl = corners.contains(.layerMinXMaxYCorner)
        var p = Raster.Path()
        p.reserveCapacity(verbs: 10, points: 17)
        p.move(to: Point(tl ? x0 + rad : x0, y0))
        if tr {
            p.line(to: Point(x1 - rad, y0))
            p.cubic(to: Point(x1, y0 + rad), control1: Point(x1 - k, y0), control2: Point(x1, y0 + k))
        } else { p.line(to: Point(x1, y0)) }
        if br {
            p.line(to: Point(x1, y1 - rad))
            p.cubic(to: Point(x1 - rad, y1), control1: Point(x1, y1 - k), control2: Point(x1 - k, y1))
        } else { p.line(to: Point(x1, y1)) }
        if bl {
            p.line(to: Point(x0 + rad, y1))
            p.cubic(to: Point(x0, y1 - rad), control1: Point(x0 + k, y1), control2: Point(x0, y1 - k))
        } else { p.line(to: Point(x0, y1)) }
        if tl {
            p.line(to: Point(x0, y0 + rad))
            p.cubic(to: Point(x0 + rad, y0), control1: Point(x0, y0 + k), control2: Point(x0 + k, y0))
        } else { p.line(to: Point(x0, y0)) }
        p.close()
        return p
    }

    /// `roundedRect` with continuous corners of `radius` (clamped to half
    /// the shorter side already).
    private static func continuousRoundedRect(_ r: Rect, radius: Double, corners: CACornerMask) -> Raster.Path {
        let corner = ContinuousCorner(radius: radius, halfSide: min(r.width, r.height) / 2)
        let x0 = r.x, y0 = r.y, x1 = r.x + r.width, y1 = r.y + r.height
        var p = Raster.Path()
        p.reserveCapacity(verbs: 18, points: 41)
        // Each corner: its point, the direction back along the edge coming
        // in, the direction along the edge going out (clockwise on screen).
        let tl = corners.contains(.layerMinXMinYCorner)
        p.move(to: Point(tl ? x0 + corner.extent : x0, y0))
        let list: [(CACornerMask, Point, Point, Point)] = [
            (.layerMaxXMinYCorner, Point(x1, y0), Point(-1, 0), Point(0, 1)),
            (.layerMaxXMaxYCorner, Point(x1, y1), Point(0, -1), Point(-1, 0)),
            (.layerMinXMaxYCorner, Point(x0, y1), Point(1, 0), Point(0, -1)),
            (.layerMinXMinYCorner, Point(x0, y0), Point(0, 1), Point(1, 0)),
        ]
        for (mask, c, back, out) in list {
            guard corners.contains(mask) else { p.line(to: c); continue }
            func at(_ q: Point) -> Point { Point(c.x + q.x * back.x + q.y * out.x, c.y + q.x * back.y + q.y * out.y) }
            let q = corner.points
            p.line(to: at(q[0]))
            p.cubic(to: at(q[3]), control1: at(q[1]), control2: at(q[2]))
            p.cubic(to: at(q[6]), control1: at(q[4]), control2: at(q[5]))
            p.cubic(to: at(q[9]), control1: at(q[7]), control2: at(q[8]))
        }
        p.close()
        return p
    }
}

/// One continuous-curvature ("squircle") corner, as Core Animation draws
/// `cornerCurve = .continuous`: three cubic Béziers in the corner's own
/// coordinates (`points`: x back along the edge coming in, y along the edge
/// going out, the corner at the origin), from (extent, 0) to (0, extent).
///
/// ## The shape
/// Apple publishes no formula; the shape is the widely published
/// reconstruction of its corners (measured from iOS 7 on, and what
/// `CALayer.cornerCurveExpansionFactor(.continuous)` reports): the corner
/// leaves each edge `1.528665 × radius` from the corner, and its middle is a
/// circular arc — tangent directions 20° to 70° from the edge, centred
/// `0.95 × radius` from both edges, of radius `0.93125 × radius` — so that
/// on the diagonal it lies within 0.2 % of the radius of the circular
/// corner. The arc meets each edge through a cubic of our own making that is
/// G2: its first three control points lie on the edge (curvature 0 where it
/// leaves the edge, no kink), and it meets the arc with the arc's tangent
/// and curvature (the handle lengths solve κ = 2/3 · |P₂P₁ × P₃P₂| / |P₃P₂|³
/// = 1/ρ). The published control points instead meet the arc with a 2.5°
/// kink; the two shapes differ by at most 0.0031 × radius.
///
/// ## Radii too large for the shape
/// A corner needs `1.528665 × radius` of each edge; past half the shorter
/// side the corners would overlap. Apple draws a capsule when the radius is
/// half the shorter side whatever the curve; in between it blends. Ours:
/// the radius is first clamped to half the shorter side (as for circular
/// corners); radii up to `halfSide / 1.528665` draw the full shape; above,
/// the control points are blended linearly from that largest full shape to
/// the circular corner of the radius (written with the same three segments,
/// split at 20° and 70°), reaching the circular corner — a capsule — at half
/// the side. The blend keeps the tangent directions at every joint (G1) and
/// never reaches past half the side.
struct ContinuousCorner {
    /// Apple's `cornerCurveExpansionFactor(.continuous)`: how far along each
    /// edge the corner reaches, in radii.
    static let expansion = 1.528665
    /// The arc's tangent direction where it starts, from the edge.
    static let arcStart = 20.0 * Double.pi / 180
    /// The arc's centre's distance from each edge, in radii.
    static let arcCentre = 0.95
    /// The arc's radius, in radii.
    static let arcRadius = 0.93125

    /// The ten control points of the three cubics (see the type's doc).
    let points: [Point]
    /// How far along each edge the corner reaches.
    var extent: Double { points[0].x }

    /// The corner of `radius` (≤ `halfSide`, the half of the shorter side).
    init(radius: Double, halfSide: Double) {
        let fit = halfSide / Self.expansion
        if radius <= fit || !(halfSide > 0) {
            points = Self.continuous(radius)
        } else {
            let w = min(1, max(0, (radius - fit) / (halfSide - fit)))
            let a = Self.continuous(fit), b = Self.circular(radius)
            points = (0..<10).map { Point(a[$0].x * (1 - w) + b[$0].x * w, a[$0].y * (1 - w) + b[$0].y * w) }
        }
    }

    /// The direction of travel where the corner's tangent is `phi` from the
    /// edge coming in (it runs back along x, then out along y).
    private static func direction(_ phi: Double) -> Point { Point(-cos(phi), sin(phi)) }

    /// Ten control points from the first segment's four: the middle arc
    /// (centre `c`, radius `rho`, from `arcStart` to 90° − `arcStart`) and
    /// the third segment mirrored from the first.
    private static func assemble(_ first: [Point], c: Double, rho: Double) -> [Point] {
        let t0 = arcStart, t1 = Double.pi / 2 - arcStart
        let h = 4.0 / 3.0 * tan((t1 - t0) / 4) * rho
        let d0 = direction(t0), d1 = direction(t1)
        let p3 = first[3], p6 = Point(c - rho * cos(t0), c - rho * sin(t0))
        let middle = [Point(p3.x + h * d0.x, p3.y + h * d0.y), Point(p6.x - h * d1.x, p6.y - h * d1.y), p6]
        let last = [first[2], first[1], first[0]].map { Point($0.y, $0.x) }
        return first + middle + last
    }

    /// The full continuous corner of radius `r`.
    static func continuous(_ r: Double) -> [Point] {
        let c = arcCentre * r, rho = arcRadius * r, t = arcStart
        // Where the arc starts, and the G2 cubic from the edge to it: P₂ on
        // the edge along the arc's tangent, P₁ on the edge where the
        // curvature at P₃ is the arc's.
        let p3 = Point(c - rho * sin(t), c - rho * cos(t))
        let handle = p3.y / sin(t)                              // |P₃P₂|
        let p2 = Point(p3.x + handle * cos(t), 0)
        let p1 = Point(p2.x + 1.5 * handle * handle / (rho * sin(t)), 0)
        return assemble([Point(expansion * r, 0), p1, p2, p3], c: c, rho: rho)
    }

    /// The circular corner of radius `r` in the same three segments.
    static func circular(_ r: Double) -> [Point] {
        let t = arcStart
        let k = 4.0 / 3.0 * tan(t / 4) * r
        let p0 = Point(r, 0), p3 = Point(r - r * sin(t), r - r * cos(t))
        let d = direction(t)
        return assemble([p0, Point(r - k, 0), Point(p3.x - k * d.x, p3.y - k * d.y), p3], c: r, rho: r)
    }
}
