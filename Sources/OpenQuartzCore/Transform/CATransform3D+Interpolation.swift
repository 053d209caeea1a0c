import Foundation

// Interpolation of 3D transforms the way Core Animation and CSS do it: take both
// ends apart (`TransformComponents`), interpolate the parts, put the result back
// together. Everything here works on structs and tuples: no heap allocation.

extension CATransform3D {
    /// The transform a fraction `t` of the way from `a` to `b`.
    ///
    /// Both ends are decomposed (`TransformComponents(decomposing:)`);
    /// translation, scale, skew and perspective are interpolated linearly and
    /// the rotations by spherical linear interpolation along the shorter arc
    /// (`TransformComponents.Quaternion.slerp`). If either end cannot be
    /// decomposed (singular, zero scale, `m44 == 0`, non-finite), or the
    /// recomposed result is not finite, the sixteen entries are interpolated
    /// linearly instead.
    ///
    /// - `t == 0` returns `a` and `t == 1` returns `b` exactly, and `a == b`
    ///   returns `a` for every `t`.
    /// - Fractions outside `[0, 1]` extrapolate every part along the same
    ///   line or arc (spring overshoot). `interpolate(from: .identity, to: m,
    ///   fraction: k)` therefore "multiplies" `m` by `k`: a rotation by θ gives
    ///   a rotation by `k·θ` (θ measured along the shorter arc, so `|θ| ≤ π`),
    ///   a translation gives `k` times the translation, and a scale `s` gives
    ///   `1 + k·(s − 1)` — linear in the scale factor, so `k = 2` on scale 2
    ///   gives 3, not 4.
    /// - A reflection is decomposed as three negative scale factors (reference
    ///   algorithm), so identity → `CATransform3DMakeScale(-1, 1, 1)` passes
    ///   through scale 0 on every axis halfway, as in browsers.
    /// - Each end is normalised by its `m44` before decomposition (the same
    ///   projective transform), so an end with `m44 != 1` is approached as
    ///   `b / b.m44`; for the usual `m44 == 1` this is invisible.
    ///
    /// Not Apple API: Core Animation interpolates transform-valued animations
    /// this way internally. Apple's exact choices (e.g. for reflections) are
    /// not documented.
    package static func interpolate(from a: CATransform3D, to b: CATransform3D, fraction t: Double) -> CATransform3D {
        if t == 0 || a == b { return a }
        if t == 1 { return b }
        guard let ca = TransformComponents(decomposing: a),
              let cb = TransformComponents(decomposing: b) else {
            return interpolateElementwise(from: a, to: b, fraction: t)
        }
        let m = ca.interpolated(to: cb, fraction: t).matrix
        return m.isFinite ? m : interpolateElementwise(from: a, to: b, fraction: t)
    }

    /// Linear interpolation of each of the sixteen entries,
    /// `a·(1 − t) + b·t`: the fallback for transforms that cannot be
    /// decomposed. Not Apple API.
    package static func interpolateElementwise(from a: CATransform3D, to b: CATransform3D, fraction t: Double) -> CATransform3D {
        let u = CGFloat(1 - t), v = CGFloat(t)
        return CATransform3D(
            m11: a.m11 * u + b.m11 * v, m12: a.m12 * u + b.m12 * v,
            m13: a.m13 * u + b.m13 * v, m14: a.m14 * u + b.m14 * v,
            m21: a.m21 * u + b.m21 * v, m22: a.m22 * u + b.m22 * v,
            m23: a.m23 * u + b.m23 * v, m24: a.m24 * u + b.m24 * v,
            m31: a.m31 * u + b.m31 * v, m32: a.m32 * u + b.m32 * v,
            m33: a.m33 * u + b.m33 * v, m34: a.m34 * u + b.m34 * v,
            m41: a.m41 * u + b.m41 * v, m42: a.m42 * u + b.m42 * v,
            m43: a.m43 * u + b.m43 * v, m44: a.m44 * u + b.m44 * v)
    }
}

extension TransformComponents {
    /// The components a fraction `t` of the way to `other`: every part linearly
    /// (`self·(1 − t) + other·t`) except the rotation, which is slerped along
    /// the shorter arc. `t` may lie outside `[0, 1]`.
    package func interpolated(to other: TransformComponents, fraction t: Double) -> TransformComponents {
        let u = 1 - t
        return TransformComponents(
            translation: Vector3(x: translation.x * u + other.translation.x * t,
                                 y: translation.y * u + other.translation.y * t,
                                 z: translation.z * u + other.translation.z * t),
            scale: Vector3(x: scale.x * u + other.scale.x * t,
                           y: scale.y * u + other.scale.y * t,
                           z: scale.z * u + other.scale.z * t),
            skew: Skew(xy: skew.xy * u + other.skew.xy * t,
                       xz: skew.xz * u + other.skew.xz * t,
                       yz: skew.yz * u + other.skew.yz * t),
            perspective: Vector4(x: perspective.x * u + other.perspective.x * t,
                                 y: perspective.y * u + other.perspective.y * t,
                                 z: perspective.z * u + other.perspective.z * t,
                                 w: perspective.w * u + other.perspective.w * t),
            rotation: rotation.slerp(to: other.rotation, fraction: t))
    }
}

extension TransformComponents.Quaternion {
    /// Spherical linear interpolation from `self` to `other` along the shorter
    /// arc (`other` is negated first when the two point into opposite
    /// hemispheres, which describes the same rotation).
    ///
    /// The angle between the two is measured as `2·atan2(|a − b|, |a + b|)`,
    /// which stays accurate for nearly equal quaternions; below 1e-6 radians
    /// the arc is replaced by a normalised linear interpolation (error far
    /// below 1e-15). `t` outside `[0, 1]` keeps turning along the same great
    /// circle at the same rate. Both inputs are expected to be unit
    /// quaternions; the result is normalised, and never NaN for finite input
    /// (a zero result falls back to `self`).
    package func slerp(to other: TransformComponents.Quaternion, fraction t: Double) -> TransformComponents.Quaternion {
        var bx = other.x, by = other.y, bz = other.z, bw = other.w
        if x * bx + y * by + z * bz + w * bw < 0 {
            bx = -bx; by = -by; bz = -bz; bw = -bw
        }
        let dx = x - bx, dy = y - by, dz = z - bz, dw = w - bw
        let sx = x + bx, sy = y + by, sz = z + bz, sw = w + bw
        let diff = (dx * dx + dy * dy + dz * dz + dw * dw).squareRoot()
        let sum = (sx * sx + sy * sy + sz * sz + sw * sw).squareRoot()
        let angle = 2 * atan2(diff, sum)
        let ka: Double, kb: Double
        if angle < 1e-6 {
            ka = 1 - t
            kb = t
        } else {
            // sin(angle) = 2·sin(angle/2)·cos(angle/2) = diff·sum / 2 for unit inputs.
            let inv = 2 / (diff * sum)
            ka = sin((1 - t) * angle) * inv
            kb = sin(t * angle) * inv
        }
        let rx = x * ka + bx * kb, ry = y * ka + by * kb
        let rz = z * ka + bz * kb, rw = w * ka + bw * kb
        let n = (rx * rx + ry * ry + rz * rz + rw * rw).squareRoot()
        guard n > 0, n.isFinite else { return self }
        let inv = 1 / n
        return TransformComponents.Quaternion(x: rx * inv, y: ry * inv, z: rz * inv, w: rw * inv)
    }
}
