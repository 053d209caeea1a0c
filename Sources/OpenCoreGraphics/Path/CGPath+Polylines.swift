import Foundation

/// A subpath flattened into straight pieces (see `CGPath.polylines(tolerance:)`).
package struct CGPathPolyline: Equatable, Sendable {
    /// The points in order, the first where the subpath starts; a closed
    /// subpath does not repeat its first point at the end.
    package var points: [CGPoint]
    /// Whether the subpath was closed (`closeSubpath`, or it ended where it began).
    package var isClosed: Bool
}

extension CGPath {
    /// The path's subpaths as polylines whose distance from the true curves
    /// stays within `tolerance` (in the path's units): each quadratic or
    /// cubic is sampled at n uniform parameter steps, n from Wang's bound
    /// (a curve deviates from its chords by at most ⅛ max|B''| / n²), at
    /// most 256 per curve. Points repeating the previous one are dropped;
    /// subpaths of a single point are left out. Not part of Apple's API:
    /// what collision boundaries and hit shapes are built from.
    package func polylines(tolerance: CGFloat) -> [CGPathPolyline] {
        let tol = tolerance.isFinite && tolerance > 0 ? tolerance : 0.5
        func pieces(_ dd: CGFloat) -> Int {
            let n = (dd / (8 * tol)).squareRoot()
            return n.isFinite ? Swift.min(256, Swift.max(1, Int(n.rounded(.up)))) : 1
        }
        var result: [CGPathPolyline] = []
        var current: [CGPoint] = []
        var closed = false
        func add(_ p: CGPoint) { if current.last != p { current.append(p) } }
        func finish() {
            if closed == false, current.count > 2, current.first == current.last { current.removeLast(); closed = true }
            if current.count >= 2 { result.append(CGPathPolyline(points: current, isClosed: closed)) }
            current = []
            closed = false
        }
        let kinds = storage.kinds, pts = storage.points
        var i = 0
        for kind in kinds {
            switch kind {
            case .moveToPoint:
                finish()
                current = [pts[i]]
            case .addLineToPoint:
                if current.isEmpty { current = [.zero] }
                add(pts[i])
            case .addQuadCurveToPoint:
                if current.isEmpty { current = [.zero] }
                let p0 = current[current.count - 1], c = pts[i], p2 = pts[i + 1]
                let dd = hypot(p0.x - 2 * c.x + p2.x, p0.y - 2 * c.y + p2.y)
                let n = pieces(2 * dd)
                for k in 1...n {
                    let t = CGFloat(k) / CGFloat(n)
                    add(CGPoint(x: quadValue(p0.x, c.x, p2.x, t), y: quadValue(p0.y, c.y, p2.y, t)))
                }
            case .addCurveToPoint:
                if current.isEmpty { current = [.zero] }
                let p0 = current[current.count - 1], c1 = pts[i], c2 = pts[i + 1], p3 = pts[i + 2]
                let d1 = hypot(p0.x - 2 * c1.x + c2.x, p0.y - 2 * c1.y + c2.y)
                let d2 = hypot(c1.x - 2 * c2.x + p3.x, c1.y - 2 * c2.y + p3.y)
                let n = pieces(6 * Swift.max(d1, d2))
                for k in 1...n {
                    let t = CGFloat(k) / CGFloat(n)
                    add(CGPoint(x: cubicValue(p0.x, c1.x, c2.x, p3.x, t), y: cubicValue(p0.y, c1.y, c2.y, p3.y, t)))
                }
            case .closeSubpath:
                if current.count > 1, current.first == current.last { current.removeLast() }
                closed = true
                let start = current.first
                finish()
                // A segment after a close starts where the closed subpath did.
                if let start { current = [start] }
            }
            i += kind.pointCount
        }
        finish()
        return result
    }
}
