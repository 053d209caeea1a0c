import Foundation

// 2D counterpart of `TransformComponents`: the CSS 2D "unmatrix" approach
// (translation, rotation, scale, one skew factor; a reflection becomes one
// negative scale factor) and shortest-rotation interpolation built on it.

/// A `CGAffineTransform` taken apart into scale, skew, rotation and translation.
///
/// Composition order (row vectors, applied left to right, as
/// `CGAffineTransform.concatenating` does): scale `(scaleX, scaleY)`, then
/// skew (`x += skew·y`, a shear factor, not an angle), then `rotation` radians
/// (positive turns +x toward +y, like `CGAffineTransform(rotationAngle:)`), then
/// translation `(translationX, translationY)`. So
///
///     a = sx·cos θ               b = sx·sin θ
///     c = sy·(k·cos θ − sin θ)   d = sy·(k·sin θ + cos θ)
///
/// Decomposition returns `rotation` in `(-π, π]`. A negative determinant is a
/// reflection, expressed as one negative scale factor: x when `a < d`,
/// otherwise y (the CSS rule), so `CGAffineTransform(scaleX: -1, y: 1)` gives
/// scale `(-1, 1)` and rotation 0.
///
/// Not Apple API.
package struct AffineTransformComponents: Sendable, Equatable {
    /// Horizontal translation, applied last.
    package var translationX: Double
    /// Vertical translation, applied last.
    package var translationY: Double
    /// Scale factor along x, applied first (negative for a reflection).
    package var scaleX: Double
    /// Scale factor along y, applied first (negative for a reflection).
    package var scaleY: Double
    /// Rotation in radians, applied after the skew.
    package var rotation: Double
    /// Shear factor: `x += skew·y`, applied after the scale.
    package var skew: Double

    /// Creates components from their parts; every part defaults to the identity.
    @inlinable
    package init(translationX: Double = 0, translationY: Double = 0,
                 scaleX: Double = 1, scaleY: Double = 1,
                 rotation: Double = 0, skew: Double = 0) {
        self.translationX = translationX
        self.translationY = translationY
        self.scaleX = scaleX
        self.scaleY = scaleY
        self.rotation = rotation
        self.skew = skew
    }

    /// Takes `t` apart, or returns nil when it cannot be: a non-finite entry or
    /// a zero (or non-finite) determinant `a·d − b·c`.
    package init?(decomposing t: CGAffineTransform) {
        let a = Double(t.a), b = Double(t.b), c = Double(t.c), d = Double(t.d)
        let tx = Double(t.tx), ty = Double(t.ty)
        guard a.isFinite, b.isFinite, c.isFinite, d.isFinite, tx.isFinite, ty.isFinite else { return nil }
        let det = a * d - b * c
        guard det != 0, det.isFinite else { return nil }
        var sx = (a * a + b * b).squareRoot()
        guard sx > 0, sx.isFinite else { return nil }
        if det < 0 && a < d { sx = -sx }
        // Unit first row of the rotation, and the second row perpendicular to it.
        let ux = a / sx, uy = b / sx
        let sy = det / sx            // = (c, d) · (−uy, ux)
        let k = (c * ux + d * uy) / sy
        let parts = AffineTransformComponents(
            translationX: tx, translationY: ty, scaleX: sx, scaleY: sy,
            rotation: atan2(uy, ux), skew: k)
        guard parts.scaleY.isFinite, parts.skew.isFinite, parts.scaleY != 0 else { return nil }
        self = parts
    }

    /// The transform these components describe (see the type's formulas).
    package var transform: CGAffineTransform {
        let s = sin(rotation), co = cos(rotation)
        return CGAffineTransform(
            a: CGFloat(scaleX * co), b: CGFloat(scaleX * s),
            c: CGFloat(scaleY * (skew * co - s)), d: CGFloat(scaleY * (skew * s + co)),
            tx: CGFloat(translationX), ty: CGFloat(translationY))
    }
}

extension CGAffineTransform {
    /// The transform a fraction `t` of the way from `a` to `b`.
    ///
    /// Both ends are decomposed (`AffineTransformComponents`); translation,
    /// scale and skew are interpolated linearly and so is the rotation angle,
    /// along the shorter way round: the angles are brought within π of each
    /// other by a multiple of 2π, so 350° → 10° passes through 0°, not 180°.
    /// As in the CSS algorithm, if one end is reflected along x and the other
    /// along y, the first is rewritten as the equivalent "both scales negated,
    /// rotated by π" so the scales interpolate without passing through 0.
    /// `t` outside `[0, 1]` extrapolates. If either end cannot be decomposed
    /// (singular, non-finite), or the result is not finite, the six entries
    /// are interpolated linearly instead. `t == 0` returns `a`, `t == 1`
    /// returns `b` and `a == b` returns `a`, exactly.
    ///
    /// Not Apple API (Core Animation does this internally).
    package static func interpolate(from a: CGAffineTransform, to b: CGAffineTransform, fraction t: Double) -> CGAffineTransform {
        if t == 0 || a == b { return a }
        if t == 1 { return b }
        guard var ca = AffineTransformComponents(decomposing: a),
              let cb = AffineTransformComponents(decomposing: b) else {
            return interpolateElementwise(from: a, to: b, fraction: t)
        }
        if (ca.scaleX < 0 && cb.scaleY < 0) || (ca.scaleY < 0 && cb.scaleX < 0) {
            ca.scaleX = -ca.scaleX
            ca.scaleY = -ca.scaleY
            ca.rotation += ca.rotation < 0 ? Double.pi : -Double.pi
        }
        let u = 1 - t
        // Shortest way round: the difference reduced to [-π, π].
        let turn = remainder(cb.rotation - ca.rotation, 2 * Double.pi)
        let result = AffineTransformComponents(
            translationX: ca.translationX * u + cb.translationX * t,
            translationY: ca.translationY * u + cb.translationY * t,
            scaleX: ca.scaleX * u + cb.scaleX * t,
            scaleY: ca.scaleY * u + cb.scaleY * t,
            rotation: ca.rotation + turn * t,
            skew: ca.skew * u + cb.skew * t).transform
        let finite = result.a.isFinite && result.b.isFinite && result.c.isFinite &&
            result.d.isFinite && result.tx.isFinite && result.ty.isFinite
        return finite ? result : interpolateElementwise(from: a, to: b, fraction: t)
    }

    /// Linear interpolation of each of the six entries, `a·(1 − t) + b·t`: the
    /// fallback for transforms that cannot be decomposed. Not Apple API.
    package static func interpolateElementwise(from a: CGAffineTransform, to b: CGAffineTransform, fraction t: Double) -> CGAffineTransform {
        let u = CGFloat(1 - t), v = CGFloat(t)
        return CGAffineTransform(a: a.a * u + b.a * v, b: a.b * u + b.b * v,
                                 c: a.c * u + b.c * v, d: a.d * u + b.d * v,
                                 tx: a.tx * u + b.tx * v, ty: a.ty * u + b.ty * v)
    }
}
