import Foundation

// Hit testing casts a ray from the point towards +x and adds up signed crossings
// (the winding number). Curves are handled exactly, without flattening: each is
// split at its y-extrema into y-monotone pieces; a piece that straddles the ray
// is solved for the crossing parameter by bisection (to full precision) only
// when its control hull straddles the point in x.
//
// Boundary rule: an edge spans the half-open range [min y, max y) and counts
// only when it crosses strictly right of the point. For an axis-aligned rectangle
// this is exactly `CGRect.contains(_:)`: points on the minimum-x and minimum-y
// edges are inside, points on the maximum edges are outside. Apple does not
// document its boundary behaviour.

extension CGPath {
    /// Whether `point` is inside the area the path encloses (Apple's
    /// `CGPathContainsPoint`).
    ///
    /// Every subpath counts as closed, as when filling. `rule` selects non-zero
    /// winding or even-odd. `transform` is applied to the path first; a transform
    /// that cannot be inverted squashes the path to no area, so the result is
    /// then false. A point with NaN coordinates is never inside.
    ///
    /// Points exactly on the outline follow a half-open rule: for an
    /// axis-aligned rectangle the answer equals `CGRect.contains(_:)` (minimum
    /// edges inside, maximum edges outside). Complexity: O(n); no allocation.
    public func contains(_ point: CGPoint, using rule: CGPathFillRule = .winding,
                         transform: CGAffineTransform = .identity) -> Bool {
        var p = point
        if !transform.isIdentity {
            let det = transform.determinant
            guard det != 0, det.isFinite else { return false }
            p = point.applying(transform.inverted())
        }
        guard p.isFinitePoint else { return false }
        let winding = windingNumber(at: p)
        switch rule {
        case .winding: return winding != 0
        case .evenOdd: return winding & 1 != 0
        }
    }

    /// The winding number of the path around `p`, every subpath closed.
    package func windingNumber(at p: CGPoint) -> Int {
        let kinds = storage.kinds, pts = storage.points
        var winding = 0
        var i = 0
        var current = CGPoint.zero, start = CGPoint.zero
        for kind in kinds {
            switch kind {
            case .moveToPoint:
                winding += lineWinding(current, start, p)  // implicit close of the previous subpath
                current = pts[i]
                start = current
            case .addLineToPoint:
                winding += lineWinding(current, pts[i], p)
                current = pts[i]
            case .addQuadCurveToPoint:
                let c = pts[i], e = pts[i + 1]
                winding += quadWinding(current, c, e, p)
                current = e
            case .addCurveToPoint:
                let c1 = pts[i], c2 = pts[i + 1], e = pts[i + 2]
                winding += cubicWinding(current, c1, c2, e, p)
                current = e
            case .closeSubpath:
                winding += lineWinding(current, start, p)
                current = start
            }
            i += kind.pointCount
        }
        winding += lineWinding(current, start, p)
        return winding
    }
}

/// +1 for an upward crossing, -1 for a downward one, strictly right of `p`.
@inline(__always)
private func lineWinding(_ a: CGPoint, _ b: CGPoint, _ p: CGPoint) -> Int {
    let direction: Int
    if a.y <= p.y && p.y < b.y { direction = 1 } else if b.y <= p.y && p.y < a.y { direction = -1 } else { return 0 }
    if a.x > p.x && b.x > p.x { return direction }
    if a.x <= p.x && b.x <= p.x { return 0 }
    let x = a.x + (p.y - a.y) * (b.x - a.x) / (b.y - a.y)
    return x > p.x ? direction : 0
}

private func quadWinding(_ p0: CGPoint, _ c: CGPoint, _ p2: CGPoint, _ p: CGPoint) -> Int {
    // Quick rejects on the control hull.
    if p0.y > p.y && c.y > p.y && p2.y > p.y { return 0 }
    if p0.y < p.y && c.y < p.y && p2.y < p.y { return 0 }
    if p0.x <= p.x && c.x <= p.x && p2.x <= p.x { return 0 }
    let allRight = p0.x > p.x && c.x > p.x && p2.x > p.x
    let roots = quadExtremum(p0.y, c.y, p2.y)
    var winding = 0
    var ta: CGFloat = 0, ya = p0.y
    for k in 0...roots.count {
        let tb: CGFloat = k < roots.count ? roots[k] : 1
        let yb = k < roots.count ? quadValue(p0.y, c.y, p2.y, tb) : p2.y
        winding += monotonePieceWinding(ta, ya, tb, yb, p, allRight) { t in
            (quadValue(p0.x, c.x, p2.x, t), quadValue(p0.y, c.y, p2.y, t))
        }
        ta = tb; ya = yb
    }
    return winding
}

private func cubicWinding(_ p0: CGPoint, _ c1: CGPoint, _ c2: CGPoint, _ p3: CGPoint, _ p: CGPoint) -> Int {
    if p0.y > p.y && c1.y > p.y && c2.y > p.y && p3.y > p.y { return 0 }
    if p0.y < p.y && c1.y < p.y && c2.y < p.y && p3.y < p.y { return 0 }
    if p0.x <= p.x && c1.x <= p.x && c2.x <= p.x && p3.x <= p.x { return 0 }
    let allRight = p0.x > p.x && c1.x > p.x && c2.x > p.x && p3.x > p.x
    let roots = cubicExtrema(p0.y, c1.y, c2.y, p3.y)
    var winding = 0
    var ta: CGFloat = 0, ya = p0.y
    for k in 0...roots.count {
        let tb: CGFloat = k < roots.count ? roots[k] : 1
        let yb = k < roots.count ? cubicValue(p0.y, c1.y, c2.y, p3.y, tb) : p3.y
        winding += monotonePieceWinding(ta, ya, tb, yb, p, allRight) { t in
            (cubicValue(p0.x, c1.x, c2.x, p3.x, t), cubicValue(p0.y, c1.y, c2.y, p3.y, t))
        }
        ta = tb; ya = yb
    }
    return winding
}

/// The crossing of a y-monotone piece `t ∈ [ta, tb]` (with end heights `ya`,
/// `yb`) with the ray from `p`, found by bisection on y unless `allRight` says
/// the whole curve is right of `p`.
@inline(__always)
private func monotonePieceWinding(_ ta: CGFloat, _ ya: CGFloat, _ tb: CGFloat, _ yb: CGFloat, _ p: CGPoint,
                                  _ allRight: Bool, _ eval: (CGFloat) -> (x: CGFloat, y: CGFloat)) -> Int {
    let direction: Int
    if ya <= p.y && p.y < yb { direction = 1 } else if yb <= p.y && p.y < ya { direction = -1 } else { return 0 }
    if allRight { return direction }  // the whole curve lies right of the point
    var lo = ta, hi = tb
    let increasing = yb > ya
    // 64 halvings exhaust a Double's precision on [0, 1].
    for _ in 0..<64 {
        let mid = (lo + hi) / 2
        if mid <= lo || mid >= hi { break }
        let y = eval(mid).y
        if (y <= p.y) == increasing { lo = mid } else { hi = mid }
    }
    let x = eval((lo + hi) / 2).x
    return x > p.x ? direction : 0
}
