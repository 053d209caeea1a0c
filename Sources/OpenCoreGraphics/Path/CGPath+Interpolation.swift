import Foundation

// Path interpolation for `CABasicAnimation(keyPath: "path")` and friends.
//
// Apple documents path animation only for paths with the same number of elements
// of the same kinds ("results are undefined" otherwise). OpenQuartzCore does what
// Core Animation visibly does in that case — interpolate point by point — and in
// addition bridges the common near-misses so they morph instead of jumping:
//
// 1. Same element kinds: every point is interpolated linearly.
// 2. Same subpaths, but a segment is a line or quadratic on one side and a
//    different kind on the other: both segments are rewritten as the exact
//    equivalent cubic (line → controls at 1/3 and 2/3; quadratic → degree
//    elevation) and interpolated as cubics.
// 3. Both subpaths closed and one has exactly one segment more: the shorter one
//    gets its implicit closing edge as an explicit line back to its start before
//    the close (so a rectangle — move, 3 lines, close — morphs into an ellipse —
//    move, 4 curves, close).
// 4. Anything else (different numbers of subpaths, closed vs. open, other count
//    differences): no morph; the result is `a` below a fraction of 0.5 and `b`
//    from 0.5 on, a discrete switch half-way.

extension CGPath {
    /// The path `fraction` of the way from `a` to `b`, for animations.
    ///
    /// Fractions outside 0...1 extrapolate (spring overshoot); a NaN fraction
    /// returns `a`. A fraction of exactly 0 returns `a` and exactly 1 returns `b`.
    /// See the file comment for how differing structures are matched.
    package static func interpolate(from a: CGPath, to b: CGPath, fraction t: CGFloat) -> CGPath {
        if t.isNaN || t == 0 || a === b { return a }
        if t == 1 { return b }
        if a.storage.kinds == b.storage.kinds {
            return CGPath(storage: lerp(a.storage, b.storage, t))
        }
        guard let (ha, hb) = harmonize(a.storage, b.storage) else { return t < 0.5 ? a : b }
        return CGPath(storage: lerp(ha, hb, t))
    }

    /// Point-wise interpolation of two storages with identical kinds.
    private static func lerp(_ a: CGPathStorage, _ b: CGPathStorage, _ t: CGFloat) -> CGPathStorage {
        var result = a
        let s = 1 - t
        result.points.withUnsafeMutableBufferPointer { out in
            b.points.withUnsafeBufferPointer { bp in
                for i in out.indices {
                    out[i] = CGPoint(x: s * out[i].x + t * bp[i].x, y: s * out[i].y + t * bp[i].y)
                }
            }
        }
        return result
    }

    /// Rewrites both paths to a common element structure, or nil when none of
    /// the supported bridges applies.
    private static func harmonize(_ a: CGPathStorage, _ b: CGPathStorage) -> (CGPathStorage, CGPathStorage)? {
        var sa = InterpolationSubpath.split(a), sb = InterpolationSubpath.split(b)
        guard sa.count == sb.count else { return nil }
        var outA = CGPathStorage(), outB = CGPathStorage()
        for i in sa.indices {
            guard sa[i].explicitMove == sb[i].explicitMove, sa[i].closed == sb[i].closed else { return nil }
            let difference = sa[i].kinds.count - sb[i].kinds.count
            if difference != 0 {
                guard abs(difference) == 1, sa[i].closed else { return nil }
                if difference < 0 { sa[i].addClosingLine() } else { sb[i].addClosingLine() }
            }
            InterpolationSubpath.emitMatched(sa[i], sb[i], into: &outA, &outB)
        }
        return (outA, outB)
    }
}

/// One subpath broken out for structural matching.
private struct InterpolationSubpath {
    /// Whether the subpath starts with its own move (a segment after a close
    /// starts a subpath implicitly at the previous start).
    var explicitMove: Bool
    var start: CGPoint
    /// Segment kinds (line, quad or cubic) and their points (1, 2 or 3 each).
    var kinds: [CGPathElementType] = []
    var points: [CGPoint] = []
    var closed = false

    var end: CGPoint { points.last ?? start }

    mutating func addClosingLine() {
        kinds.append(.addLineToPoint)
        points.append(start)
    }

    static func split(_ storage: CGPathStorage) -> [InterpolationSubpath] {
        var result: [InterpolationSubpath] = []
        var i = 0
        for kind in storage.kinds {
            switch kind {
            case .moveToPoint:
                result.append(InterpolationSubpath(explicitMove: true, start: storage.points[i]))
            case .closeSubpath:
                result[result.count - 1].closed = true
            default:
                if result[result.count - 1].closed {
                    result.append(InterpolationSubpath(explicitMove: false, start: result[result.count - 1].start))
                }
                result[result.count - 1].kinds.append(kind)
                result[result.count - 1].points.append(contentsOf: storage.points[i..<(i + kind.pointCount)])
            }
            i += kind.pointCount
        }
        return result
    }

    /// Appends `a` and `b` (same segment count) to the outputs with identical
    /// kinds, promoting mismatched segments to cubics.
    static func emitMatched(_ a: InterpolationSubpath, _ b: InterpolationSubpath,
                            into outA: inout CGPathStorage, _ outB: inout CGPathStorage) {
        if a.explicitMove {
            outA.append(.moveToPoint, a.start)
            outB.append(.moveToPoint, b.start)
        }
        var ia = 0, ib = 0
        var currentA = a.start, currentB = b.start
        for k in a.kinds.indices {
            let ka = a.kinds[k], kb = b.kinds[k]
            if ka == kb {
                outA.kinds.append(ka)
                outB.kinds.append(kb)
                outA.points.append(contentsOf: a.points[ia..<(ia + ka.pointCount)])
                outB.points.append(contentsOf: b.points[ib..<(ib + kb.pointCount)])
            } else {
                let (a1, a2, a3) = asCubic(ka, from: currentA, a.points, ia)
                let (b1, b2, b3) = asCubic(kb, from: currentB, b.points, ib)
                outA.append(.addCurveToPoint, a1, a2, a3)
                outB.append(.addCurveToPoint, b1, b2, b3)
            }
            ia += ka.pointCount
            ib += kb.pointCount
            currentA = a.points[ia - 1]
            currentB = b.points[ib - 1]
        }
        if a.closed {
            outA.appendClose()
            outB.appendClose()
        }
    }

    /// The exact cubic equivalent of a line, quadratic or cubic segment starting
    /// at `p0` whose points begin at `points[i]`.
    static func asCubic(_ kind: CGPathElementType, from p0: CGPoint, _ points: [CGPoint], _ i: Int)
        -> (CGPoint, CGPoint, CGPoint) {
        switch kind {
        case .addLineToPoint:
            let p1 = points[i]
            return (CGPoint(x: p0.x + (p1.x - p0.x) / 3, y: p0.y + (p1.y - p0.y) / 3),
                    CGPoint(x: p0.x + 2 * (p1.x - p0.x) / 3, y: p0.y + 2 * (p1.y - p0.y) / 3),
                    p1)
        case .addQuadCurveToPoint:
            let c = points[i], p2 = points[i + 1]
            return (CGPoint(x: p0.x + 2 * (c.x - p0.x) / 3, y: p0.y + 2 * (c.y - p0.y) / 3),
                    CGPoint(x: p2.x + 2 * (c.x - p2.x) / 3, y: p2.y + 2 * (c.y - p2.y) / 3),
                    p2)
        default:
            return (points[i], points[i + 1], points[i + 2])
        }
    }
}
