import Foundation

// Arcs are approximated, as in Core Graphics, by cubic Béziers of at most 90°
// each. A sweep is split into n = ⌈|sweep| / 90°⌉ equal pieces; a piece of angle
// θ on the unit circle from angle a gets control points at distance
// k = 4/3·tan(θ/4) along the tangents at both ends. The radial error is below
// 0.03% of the radius for θ = 90°.

/// The most cubic pieces one arc call may produce (16 384 turns). Larger sweeps
/// are refused with a diagnostic rather than exhausting memory.
private let maxArcPieces = 65_536

extension CGMutablePath {
    /// Appends an arc of a circle, Core Graphics' `CGPathAddArc`.
    ///
    /// If the path is not empty a straight line is first added from the current
    /// point to the arc's start (always, even when they coincide); otherwise the
    /// arc starts a new subpath with a move.
    ///
    /// Direction follows Core Graphics: `clockwise: false` sweeps with increasing
    /// angle (counter-clockwise in y-up coordinates, clockwise on a flipped UIKit
    /// screen) and `clockwise: true` with decreasing angle. When the sweep in that
    /// direction (`endAngle − startAngle`, or its negation) is 2π or more the arc
    /// is a full circle; otherwise the end angle is brought within one turn of the
    /// start in the requested direction, so the arc never exceeds a full turn and
    /// `startAngle: 0, endAngle: 2π, clockwise: true` draws nothing but the
    /// start point (HTML canvas `arc` semantics with CG's direction meaning).
    ///
    /// A negative radius, or any NaN/infinite argument, is ignored with a
    /// diagnostic. A zero radius gives degenerate curves at `center` (the element
    /// structure stays the same, which keeps animations from radius 0 smooth).
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat,
                       clockwise: Bool, transform: CGAffineTransform = .identity) {
        let name = "CGPathAddArc"
        guard center.isFinitePoint, radius.isFinite, startAngle.isFinite, endAngle.isFinite else {
            return invalid(name)
        }
        guard radius >= 0 else {
            cgDiagnostic("\(name): negative radius \(radius); the call is ignored.")
            return
        }
        let fullTurn = 2 * CGFloat.pi
        var magnitude = clockwise ? startAngle - endAngle : endAngle - startAngle
        if magnitude >= fullTurn {
            magnitude = fullTurn
        } else {
            magnitude = magnitude.truncatingRemainder(dividingBy: fullTurn)
            if magnitude < 0 { magnitude += fullTurn }
        }
        appendArc(name, center: center, radius: radius, startAngle: startAngle,
                  sweep: clockwise ? -magnitude : magnitude, transform: transform)
    }

    /// Appends an arc of `delta` radians starting at `startAngle`, Core Graphics'
    /// `CGPathAddRelativeArc`.
    ///
    /// A positive `delta` sweeps with increasing angle, a negative one with
    /// decreasing angle; its magnitude may exceed 2π (the circle is then traced
    /// more than once). Like `addArc(center:radius:startAngle:endAngle:clockwise:transform:)`
    /// it first adds a line from the current point to the arc start, or a move
    /// when the path is empty. Negative radii, non-finite arguments and sweeps of
    /// more than 16 384 turns are ignored with a diagnostic.
    public func addRelativeArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, delta: CGFloat,
                               transform: CGAffineTransform = .identity) {
        let name = "CGPathAddRelativeArc"
        guard center.isFinitePoint, radius.isFinite, startAngle.isFinite, delta.isFinite else {
            return invalid(name)
        }
        guard radius >= 0 else {
            cgDiagnostic("\(name): negative radius \(radius); the call is ignored.")
            return
        }
        appendArc(name, center: center, radius: radius, startAngle: startAngle, sweep: delta,
                  transform: transform)
    }

    /// Appends an arc tangent to two lines, Core Graphics' `CGPathAddArcToPoint`
    /// (HTML canvas `arcTo`).
    ///
    /// The lines run from the current point to `tangent1End` and from
    /// `tangent1End` to `tangent2End`. The arc of `radius` tangent to both is
    /// appended, preceded by a straight line from the current point to the first
    /// tangent point; the current point ends at the second tangent point.
    ///
    /// Degenerate cases add a straight line to `tangent1End` instead: a zero
    /// radius, `tangent1End` equal to the current point or to `tangent2End`, or
    /// the three points collinear. With no current point the call is ignored with
    /// a diagnostic (Apple logs "no current point"); so are negative radii and
    /// non-finite arguments. With a transform the current point is mapped back
    /// through its inverse so the construction happens in user space.
    public func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat,
                       transform: CGAffineTransform = .identity) {
        let name = "CGPathAddArcToPoint"
        guard hasCurrentPoint(name), let current = storage.currentPoint else { return }
        guard tangent1End.isFinitePoint, tangent2End.isFinitePoint, radius.isFinite else {
            return invalid(name)
        }
        guard radius >= 0 else {
            cgDiagnostic("\(name): negative radius \(radius); the call is ignored.")
            return
        }
        let p0 = transform.isIdentity ? current : current.applying(transform.inverted())
        let p1 = tangent1End, p2 = tangent2End
        // Unit vectors from the corner p1 towards p0 and towards p2.
        let ax = p0.x - p1.x, ay = p0.y - p1.y, bx = p2.x - p1.x, by = p2.y - p1.y
        let la = (ax * ax + ay * ay).squareRoot(), lb = (bx * bx + by * by).squareRoot()
        let cross = ax * by - ay * bx
        // Collinear when the sine of the angle between the legs is negligible.
        guard radius > 0, la > 0, lb > 0, p0.isFinitePoint,
              abs(cross) > 1e-12 * la * lb else {
            return addLine(to: p1, transform: transform)
        }
        let ux = ax / la, uy = ay / la, vx = bx / lb, vy = by / lb
        let cosAngle = Swift.max(-1, Swift.min(1, ux * vx + uy * vy))
        let halfAngle = acos(cosAngle) / 2  // half the corner's interior angle, in (0, π/2)
        let tangentDistance = radius / tan(halfAngle)
        let t1 = CGPoint(x: p1.x + ux * tangentDistance, y: p1.y + uy * tangentDistance)
        let t2 = CGPoint(x: p1.x + vx * tangentDistance, y: p1.y + vy * tangentDistance)
        // The centre lies on the bisector, radius / sin(halfAngle) from the corner.
        let bisX = ux + vx, bisY = uy + vy
        let bisLength = (bisX * bisX + bisY * bisY).squareRoot()
        let centerDistance = radius / sin(halfAngle)
        let center = CGPoint(x: p1.x + bisX / bisLength * centerDistance,
                             y: p1.y + bisY / bisLength * centerDistance)
        let a0 = atan2(t1.y - center.y, t1.x - center.x)
        let a1 = atan2(t2.y - center.y, t2.x - center.x)
        // The arc between the tangent points is the short one (less than π); its
        // direction is the opposite of the turn from leg p0→p1 to leg p1→p2.
        var sweep = a1 - a0
        if sweep > .pi { sweep -= 2 * .pi } else if sweep < -.pi { sweep += 2 * .pi }
        appendAtomically(name) { s in
            s.append(.addLineToPoint, t1.applying(transform))
            appendArcPieces(&s, center: center, radius: radius, startAngle: a0, sweep: sweep,
                            end: t2, transform: transform)
        }
    }

    /// Line (or move, on an empty path) to the arc start, then its cubic pieces.
    private func appendArc(_ name: String, center: CGPoint, radius: CGFloat, startAngle: CGFloat,
                           sweep: CGFloat, transform: CGAffineTransform) {
        guard (abs(sweep) / (.pi / 2)).rounded(.up) <= CGFloat(maxArcPieces) else {
            cgDiagnostic("\(name): sweep of \(sweep) radians is too large; the call is ignored.")
            return
        }
        let start = CGPoint(x: center.x + radius * cos(startAngle), y: center.y + radius * sin(startAngle))
        let endAngle = startAngle + sweep
        let end = CGPoint(x: center.x + radius * cos(endAngle), y: center.y + radius * sin(endAngle))
        appendAtomically(name) { s in
            s.append(s.isEmpty ? .moveToPoint : .addLineToPoint, start.applying(transform))
            appendArcPieces(&s, center: center, radius: radius, startAngle: startAngle, sweep: sweep,
                            end: end, transform: transform)
        }
    }
}

/// Appends ⌈|sweep| / 90°⌉ equal cubic pieces approximating the arc; `end` is the
/// exact end point (used verbatim for the last piece so it meets following
/// geometry exactly). Nothing is appended for a zero sweep.
private func appendArcPieces(_ s: inout CGPathStorage, center: CGPoint, radius: CGFloat,
                             startAngle: CGFloat, sweep: CGFloat, end: CGPoint,
                             transform: CGAffineTransform) {
    guard sweep != 0 else { return }
    // The tolerance keeps an exact quarter turn (as computed in floating point) one piece.
    let pieces = Swift.max(1, Int((abs(sweep) / (.pi / 2) - 1e-9).rounded(.up)))
    let theta = sweep / CGFloat(pieces)
    let k = 4 / 3 * tan(theta / 4) * radius
    var cosA = cos(startAngle), sinA = sin(startAngle)
    s.kinds.reserveCapacity(s.kinds.count + pieces)
    s.points.reserveCapacity(s.points.count + 3 * pieces)
    for i in 1...pieces {
        let b = i == pieces ? startAngle + sweep : startAngle + theta * CGFloat(i)
        let cosB = cos(b), sinB = sin(b)
        let p0x = center.x + radius * cosA, p0y = center.y + radius * sinA
        let p3 = i == pieces ? end : CGPoint(x: center.x + radius * cosB, y: center.y + radius * sinB)
        let c1 = CGPoint(x: p0x - k * sinA, y: p0y + k * cosA)
        let c2 = CGPoint(x: p3.x + k * sinB, y: p3.y - k * cosB)
        s.append(.addCurveToPoint, c1.applying(transform), c2.applying(transform), p3.applying(transform))
        cosA = cosB
        sinA = sinB
    }
}
