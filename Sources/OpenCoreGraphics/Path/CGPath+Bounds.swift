import Foundation

extension CGPath {
    /// The smallest rectangle containing every point of the path, control points
    /// included (Apple's `CGPathGetBoundingBox`). `CGRect.null` for an empty path.
    ///
    /// Complexity: O(n) over the points.
    public var boundingBox: CGRect {
        let points = storage.points
        guard let first = points.first else { return .null }
        var minX = first.x, maxX = first.x, minY = first.y, maxY = first.y
        for p in points {
            if p.x < minX { minX = p.x } else if p.x > maxX { maxX = p.x }
            if p.y < minY { minY = p.y } else if p.y > maxY { maxY = p.y }
        }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// The smallest rectangle containing the path's geometry — end points plus
    /// the extreme points of each curve, but not control points (Apple's
    /// `CGPathGetPathBoundingBox`). `CGRect.null` for an empty path.
    ///
    /// Move points count, including a trailing move that starts no segment.
    /// Complexity: O(n) over the elements; no allocation.
    public var boundingBoxOfPath: CGRect {
        let kinds = storage.kinds, pts = storage.points
        guard !kinds.isEmpty else { return .null }
        var minX = CGFloat.infinity, maxX = -CGFloat.infinity
        var minY = CGFloat.infinity, maxY = -CGFloat.infinity
        func include(_ x: CGFloat, _ y: CGFloat) {
            minX = Swift.min(minX, x); maxX = Swift.max(maxX, x)
            minY = Swift.min(minY, y); maxY = Swift.max(maxY, y)
        }
        var i = 0
        var current = CGPoint.zero
        for kind in kinds {
            switch kind {
            case .moveToPoint, .addLineToPoint:
                current = pts[i]
                include(current.x, current.y)
            case .addQuadCurveToPoint:
                let c = pts[i], e = pts[i + 1]
                include(e.x, e.y)
                let rx = quadExtremum(current.x, c.x, e.x)
                for k in 0..<rx.count {
                    let t = rx[k]
                    include(quadValue(current.x, c.x, e.x, t), quadValue(current.y, c.y, e.y, t))
                }
                let ry = quadExtremum(current.y, c.y, e.y)
                for k in 0..<ry.count {
                    let t = ry[k]
                    include(quadValue(current.x, c.x, e.x, t), quadValue(current.y, c.y, e.y, t))
                }
                current = e
            case .addCurveToPoint:
                let c1 = pts[i], c2 = pts[i + 1], e = pts[i + 2]
                include(e.x, e.y)
                let rx = cubicExtrema(current.x, c1.x, c2.x, e.x)
                for k in 0..<rx.count {
                    include(cubicValue(current.x, c1.x, c2.x, e.x, rx[k]), current.y)
                }
                let ry = cubicExtrema(current.y, c1.y, c2.y, e.y)
                for k in 0..<ry.count {
                    include(current.x, cubicValue(current.y, c1.y, c2.y, e.y, ry[k]))
                }
                current = e
            case .closeSubpath:
                break
            }
            i += kind.pointCount
        }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// Whether the path is exactly one axis-aligned rectangle (Apple's
    /// `CGPathIsRect`); if so and `rect` is non-nil, the standardized rectangle is
    /// written there.
    ///
    /// Recognized forms: a move followed by three lines and a close (what
    /// `addRect(_:transform:)` produces), or by four lines ending back at the
    /// start, optionally closed. The corners may run in either direction.
    public func isRect(_ rect: UnsafeMutablePointer<CGRect>?) -> Bool {
        let kinds = storage.kinds, p = storage.points
        let isClosedForm = kinds == [.moveToPoint, .addLineToPoint, .addLineToPoint, .addLineToPoint, .closeSubpath]
        let isExplicitForm = (kinds.count == 5 || (kinds.count == 6 && kinds[5] == .closeSubpath))
            && kinds.prefix(5) == [.moveToPoint, .addLineToPoint, .addLineToPoint, .addLineToPoint, .addLineToPoint]
            && p[4] == p[0]
        guard isClosedForm || isExplicitForm else { return false }
        let horizontalFirst = p[0].y == p[1].y && p[1].x == p[2].x && p[2].y == p[3].y && p[3].x == p[0].x
        let verticalFirst = p[0].x == p[1].x && p[1].y == p[2].y && p[2].x == p[3].x && p[3].y == p[0].y
        guard horizontalFirst || verticalFirst else { return false }
        rect?.pointee = CGRect(x: p[0].x, y: p[0].y, width: p[2].x - p[0].x, height: p[2].y - p[0].y).standardized
        return true
    }
}
