import Foundation

// Small allocation-free helpers for Bézier segments, shared by the bounding-box,
// hit-testing and interpolation code.

/// Up to two parameters in the open interval (0, 1), sorted ascending.
package struct UnitRoots {
    package private(set) var count = 0
    package private(set) var first: CGFloat = 0
    package private(set) var second: CGFloat = 0

    package init() {}

    mutating func insert(_ t: CGFloat) {
        guard t > 0, t < 1 else { return }
        switch count {
        case 0: first = t; count = 1
        case 1:
            if t == first { return }
            if t < first { second = first; first = t } else { second = t }
            count = 2
        default: return
        }
    }

    package subscript(i: Int) -> CGFloat { i == 0 ? first : second }
}

/// The roots in (0, 1) of `a·t² + b·t + c`, computed with the cancellation-free
/// form of the quadratic formula.
package func quadraticRootsInUnitInterval(a: CGFloat, b: CGFloat, c: CGFloat) -> UnitRoots {
    var roots = UnitRoots()
    if a == 0 {
        if b != 0 { roots.insert(-c / b) }
        return roots
    }
    let disc = b * b - 4 * a * c
    guard disc >= 0 else { return roots }
    let q = -(b + (b < 0 ? -disc.squareRoot() : disc.squareRoot())) / 2
    roots.insert(q / a)
    if q != 0 { roots.insert(c / q) }
    return roots
}

/// Parameters in (0, 1) where one coordinate of a cubic Bézier with coordinate
/// values `v0…v3` has zero derivative (its extrema).
@inline(__always)
package func cubicExtrema(_ v0: CGFloat, _ v1: CGFloat, _ v2: CGFloat, _ v3: CGFloat) -> UnitRoots {
    let a = v1 - v0, b = v2 - v1, c = v3 - v2
    return quadraticRootsInUnitInterval(a: a - 2 * b + c, b: 2 * (b - a), c: a)
}

/// The parameter in (0, 1) where one coordinate of a quadratic Bézier has zero
/// derivative, if any.
@inline(__always)
package func quadExtremum(_ v0: CGFloat, _ v1: CGFloat, _ v2: CGFloat) -> UnitRoots {
    var roots = UnitRoots()
    let denominator = v0 - 2 * v1 + v2
    if denominator != 0 { roots.insert((v0 - v1) / denominator) }
    return roots
}

/// One coordinate of a cubic Bézier at `t`.
@inline(__always)
package func cubicValue(_ v0: CGFloat, _ v1: CGFloat, _ v2: CGFloat, _ v3: CGFloat, _ t: CGFloat) -> CGFloat {
    let mt = 1 - t
    return mt * mt * mt * v0 + 3 * mt * mt * t * v1 + 3 * mt * t * t * v2 + t * t * t * v3
}

/// One coordinate of a quadratic Bézier at `t`.
@inline(__always)
package func quadValue(_ v0: CGFloat, _ v1: CGFloat, _ v2: CGFloat, _ t: CGFloat) -> CGFloat {
    let mt = 1 - t
    return mt * mt * v0 + 2 * mt * t * v1 + t * t * v2
}
