import Foundation
import OpenCoreGraphics

/// The length of the tangents that make four cubic Béziers a circle of radius 1.
let bezierCircleKappa = 0.5522847498307936

extension LottieBezierShape {
    /// The shape as a Core Graphics path. Every segment is a cubic (a straight
    /// one has its controls on its ends), so two shapes with the same vertex
    /// count give paths of the same element kinds — which Core Animation
    /// interpolates point by point.
    public var cgPath: CGPath {
        let path = CGMutablePath()
        guard let first = vertices.first else { return path }
        path.move(to: first)
        let n = vertices.count
        let segments = isClosed ? n : n - 1
        for k in 0..<segments {
            let a = k, b = (k + 1) % n
            path.addCurve(to: vertices[b],
                          control1: CGPoint(x: vertices[a].x + outTangents[a].x, y: vertices[a].y + outTangents[a].y),
                          control2: CGPoint(x: vertices[b].x + inTangents[b].x, y: vertices[b].y + inTangents[b].y))
        }
        if isClosed { path.closeSubpath() }
        return path
    }

    /// The same outline travelled the other way (Lottie's direction 3): the
    /// first vertex stays first, in and out tangents swap.
    public var reversed: LottieBezierShape {
        guard vertices.count > 1 else { return self }
        let order = [0] + Array((1..<vertices.count).reversed())
        return LottieBezierShape(vertices: order.map { vertices[$0] }, inTangents: order.map { outTangents[$0] },
                                 outTangents: order.map { inTangents[$0] }, isClosed: isClosed)
    }

    /// A Lottie ellipse (`el`): centred at `center`, `size` across; four
    /// vertices clockwise from the top, as Lottie players build it.
    public static func ellipse(center: CGPoint, size: CGSize) -> LottieBezierShape {
        let rx = size.width / 2, ry = size.height / 2
        let kx = rx * bezierCircleKappa, ky = ry * bezierCircleKappa
        let (cx, cy) = (center.x, center.y)
        return LottieBezierShape(
            vertices: [CGPoint(x: cx, y: cy - ry), CGPoint(x: cx + rx, y: cy),
                       CGPoint(x: cx, y: cy + ry), CGPoint(x: cx - rx, y: cy)],
            inTangents: [CGPoint(x: -kx, y: 0), CGPoint(x: 0, y: -ky), CGPoint(x: kx, y: 0), CGPoint(x: 0, y: ky)],
            outTangents: [CGPoint(x: kx, y: 0), CGPoint(x: 0, y: ky), CGPoint(x: -kx, y: 0), CGPoint(x: 0, y: -ky)],
            isClosed: true)
    }

    /// A Lottie rectangle (`rc`): centred at `center`, `size` across, corners
    /// rounded by `roundness` (at most half the shorter side); clockwise from
    /// the top of the right edge. Always eight vertices (two per corner, equal
    /// when the corner is sharp), so rectangles morph into each other.
    public static func rectangle(center: CGPoint, size: CGSize, roundness: Double) -> LottieBezierShape {
        let w = abs(size.width) / 2, h = abs(size.height) / 2
        let r = max(0, min(roundness, min(w, h)))
        let k = r * (1 - bezierCircleKappa)    // control points sit k from the corner
        let (l, t, rt, b) = (center.x - w, center.y - h, center.x + w, center.y + h)
        let vertices = [CGPoint(x: rt, y: t + r), CGPoint(x: rt, y: b - r), CGPoint(x: rt - r, y: b), CGPoint(x: l + r, y: b),
                        CGPoint(x: l, y: b - r), CGPoint(x: l, y: t + r), CGPoint(x: l + r, y: t), CGPoint(x: rt - r, y: t)]
        // Each vertex's tangent towards its corner (zero on the straight sides).
        let c = r - k
        let ins = [CGPoint(x: 0, y: -c), .zero, CGPoint(x: c, y: 0), .zero,
                   CGPoint(x: 0, y: c), .zero, CGPoint(x: -c, y: 0), .zero]
        let outs = [.zero, CGPoint(x: 0, y: c), .zero, CGPoint(x: -c, y: 0),
                    .zero, CGPoint(x: 0, y: -c), .zero, CGPoint(x: c, y: 0)]
        return LottieBezierShape(vertices: vertices, inTangents: ins, outTangents: outs, isClosed: true)
    }

    /// A Lottie star or polygon: `points` outer vertices (a star alternates
    /// them with inner ones) on circles about `center`, the first straight
    /// up turned by `rotation` degrees clockwise; roundness (percent) gives
    /// each vertex tangents along its circle, 2πr / (4 × points) long at
    /// 100 % (as Lottie players build it). `reversed` goes
    /// round counter-clockwise. Fewer than 3 (polygon) or 2 (star) points, or
    /// more than 1000, are clamped.
    public static func star(center: CGPoint, points: Double, rotation: Double, outerRadius: Double,
                            innerRadius: Double, outerRoundness: Double, innerRoundness: Double,
                            isPolygon: Bool, reversed: Bool) -> LottieBezierShape {
        let count = Int(min(max(points.isFinite ? points.rounded(.down) : 0, isPolygon ? 3 : 2), 1000))
        let vertexCount = isPolygon ? count : 2 * count
        let step = 2 * Double.pi / Double(vertexCount)
        let direction = reversed ? -1.0 : 1.0
        var angle = -Double.pi / 2 + rotation * .pi / 180
        var shape = LottieBezierShape(vertices: [], inTangents: [], outTangents: [], isClosed: true)
        for i in 0..<vertexCount {
            let outer = isPolygon || i % 2 == 0
            let radius = outer ? outerRadius : innerRadius
            let roundness = (outer ? outerRoundness : innerRoundness) / 100
            let arc = 2 * Double.pi * radius / Double(4 * count)
            let (c, s) = (cos(angle), sin(angle))
            let vertex = CGPoint(x: center.x + radius * c, y: center.y + radius * s)
            // The unit tangent along the circle, clockwise (y down): (−sin, cos).
            let k = arc * roundness * direction
            shape.vertices.append(vertex)
            shape.inTangents.append(CGPoint(x: s * k, y: -c * k))
            shape.outTangents.append(CGPoint(x: -s * k, y: c * k))
            angle += step * direction
        }
        return shape
    }
}
