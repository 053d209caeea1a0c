import Foundation

// Decomposition of a CATransform3D into translation, rotation, scale, skew and
// perspective — the "unmatrix" method of Spencer Thomas (Graphics Gems II), as
// the CSS Transforms Level 2 specification writes it out, worked in this
// module's row-vector layout (p' = p × M).
//
// Model. A decomposed transform is the row-vector product
//
//     M = S × K × R × T × P
//
// applied left to right to a point: scale S first, then skew K, rotation R,
// translation T and finally perspective P. With A = S × K × R (the upper-left
// 3×3 block) that is
//
//     M = [ A   A·p ]        p = (px, py, pz) as a column,
//         [ t  t·p + w ]     t = (tx, ty, tz), w = perspective.w
//
// which is how the perspective is solved for (A·p = (m14, m24, m34)) and how
// `matrix` rebuilds it.
//
// The CSS/Graphics Gems pseudo-code happens to be written in the same layout
// as CATransform3D (translation in the fourth row, perspective in the fourth
// column), so no transposition is needed; only the quaternion formulas are
// written out afresh for row vectors (see `Quaternion.rotationRows`).

/// A 3D transform taken apart into translation, scale, skew, perspective and a
/// rotation quaternion, and the inverse operation (`matrix`).
///
/// Composition order (row vectors, applied left to right):
/// scale, then skew, then rotation, then translation, then perspective.
/// Equivalently `matrix` equals
/// `Concat(Concat(Concat(Concat(S, K), R), T), P)`.
///
/// - `skew.xy` shears x by y (`x += xy·y`), `skew.xz` shears x by z and
///   `skew.yz` shears y by z; these are shear factors, not angles.
/// - `rotation` is a unit quaternion `(x, y, z, w) = (axis·sin(θ/2), cos(θ/2))`
///   that describes the same rotation as `CATransform3DMakeRotation(θ, axis…)`.
///   Decomposition returns it with `w ≥ 0`.
/// - `perspective` is `(0, 0, 0, 1)` for a matrix without perspective.
///
/// Reflections follow the reference algorithm: when the upper 3×3 block has a
/// negative determinant, *all three* scale factors come out negative and the
/// rotation absorbs the difference (e.g. `CATransform3DMakeScale(-1, 1, 1)`
/// decomposes to scale `(-1, -1, -1)` with a half turn about x). Use
/// `withSingleAxisReflection()` for the form with a single negative scale.
///
/// Not Apple API: Core Animation does this internally but does not publish it.
package struct TransformComponents: Sendable, Equatable {
    /// Three `Double`s, used for translation and scale.
    package struct Vector3: Sendable, Equatable {
        /// The x component.
        package var x: Double
        /// The y component.
        package var y: Double
        /// The z component.
        package var z: Double
        /// Creates the vector `(x, y, z)`.
        @inlinable package init(x: Double, y: Double, z: Double) {
            self.x = x; self.y = y; self.z = z
        }
    }

    /// The three shear factors of the skew part (see `TransformComponents`).
    package struct Skew: Sendable, Equatable {
        /// How much x is shifted per unit of y.
        package var xy: Double
        /// How much x is shifted per unit of z.
        package var xz: Double
        /// How much y is shifted per unit of z.
        package var yz: Double
        /// Creates the skew `(xy, xz, yz)`.
        @inlinable package init(xy: Double, xz: Double, yz: Double) {
            self.xy = xy; self.xz = xz; self.yz = yz
        }
    }

    /// The perspective part: the fourth column `(x, y, z, w)` of the
    /// perspective matrix `[I p; 0 w]`. No perspective is `(0, 0, 0, 1)`.
    package struct Vector4: Sendable, Equatable {
        /// Perspective coefficient of x (row 1, column 4 of the perspective matrix).
        package var x: Double
        /// Perspective coefficient of y (row 2, column 4).
        package var y: Double
        /// Perspective coefficient of z (row 3, column 4); `-1/d` for eye distance `d`.
        package var z: Double
        /// The homogeneous term (row 4, column 4); 1 without perspective.
        package var w: Double
        /// Creates the vector `(x, y, z, w)`.
        @inlinable package init(x: Double, y: Double, z: Double, w: Double) {
            self.x = x; self.y = y; self.z = z; self.w = w
        }
    }

    /// A rotation quaternion `(x, y, z, w)`: vector part first, scalar last.
    /// Hamilton convention: `a * b` rotates by `b` first, then by `a`.
    package struct Quaternion: Sendable, Equatable {
        /// Vector part along x: `axis.x · sin(θ/2)`.
        package var x: Double
        /// Vector part along y: `axis.y · sin(θ/2)`.
        package var y: Double
        /// Vector part along z: `axis.z · sin(θ/2)`.
        package var z: Double
        /// Scalar part: `cos(θ/2)`.
        package var w: Double
        /// Creates the quaternion `x·i + y·j + z·k + w`.
        @inlinable package init(x: Double, y: Double, z: Double, w: Double) {
            self.x = x; self.y = y; self.z = z; self.w = w
        }

        /// The identity rotation `(0, 0, 0, 1)`.
        package static let identity = Quaternion(x: 0, y: 0, z: 0, w: 1)

        /// The rotation by `angle` radians about the unit axis `(ax, ay, az)`,
        /// matching `CATransform3DMakeRotation(angle, ax, ay, az)`. The axis is
        /// not normalised here.
        @inlinable package init(angle: Double, axisX ax: Double, y ay: Double, z az: Double) {
            let s = sin(angle / 2)
            self.init(x: ax * s, y: ay * s, z: az * s, w: cos(angle / 2))
        }

        /// The Hamilton product `lhs * rhs`: the rotation `rhs` followed by `lhs`.
        @inlinable package static func * (p: Quaternion, q: Quaternion) -> Quaternion {
            Quaternion(
                x: p.w * q.x + p.x * q.w + p.y * q.z - p.z * q.y,
                y: p.w * q.y - p.x * q.z + p.y * q.w + p.z * q.x,
                z: p.w * q.z + p.x * q.y - p.y * q.x + p.z * q.w,
                w: p.w * q.w - p.x * q.x - p.y * q.y - p.z * q.z)
        }

        /// The rows of the row-vector rotation matrix of this quaternion (the
        /// transpose of the textbook column-vector matrix), so that
        /// `(1, 0, 0) × R = row 0`. A non-unit quaternion is treated as its
        /// normalisation; the zero quaternion gives the identity.
        @inlinable
        package var rotationRows: (r0: (Double, Double, Double), r1: (Double, Double, Double), r2: (Double, Double, Double)) {
            let n = x * x + y * y + z * z + w * w
            let s = n > 0 && n.isFinite ? 2 / n : 0
            let xx = s * x * x, yy = s * y * y, zz = s * z * z
            let xy = s * x * y, xz = s * x * z, yz = s * y * z
            let wx = s * w * x, wy = s * w * y, wz = s * w * z
            return ((1 - yy - zz, xy + wz, xz - wy),
                    (xy - wz, 1 - xx - zz, yz + wx),
                    (xz + wy, yz - wx, 1 - xx - yy))
        }

        /// The unit quaternion (with `w ≥ 0`) of the rotation whose row-vector
        /// matrix has the orthonormal rows `r0 r1 r2` (determinant +1).
        ///
        /// Uses Shepperd's method — pivot on the largest of `w² x² y² z²` — so
        /// that half turns about arbitrary axes keep the relative signs of
        /// `x y z` (the sign-by-comparison shortcut in the CSS pseudo-code loses
        /// them when `w = 0`).
        @inlinable
        package init(rotationRows r0: (Double, Double, Double), _ r1: (Double, Double, Double), _ r2: (Double, Double, Double)) {
            let m00 = r0.0, m01 = r0.1, m02 = r0.2
            let m10 = r1.0, m11 = r1.1, m12 = r1.2
            let m20 = r2.0, m21 = r2.1, m22 = r2.2
            let trace = m00 + m11 + m22
            var q: Quaternion
            if trace >= m00 && trace >= m11 && trace >= m22 {
                let w = 0.5 * (Swift.max(0, 1 + trace)).squareRoot()
                let f = 0.25 / w
                q = Quaternion(x: (m12 - m21) * f, y: (m20 - m02) * f, z: (m01 - m10) * f, w: w)
            } else if m00 >= m11 && m00 >= m22 {
                let x = 0.5 * (Swift.max(0, 1 + m00 - m11 - m22)).squareRoot()
                let f = 0.25 / x
                q = Quaternion(x: x, y: (m01 + m10) * f, z: (m02 + m20) * f, w: (m12 - m21) * f)
            } else if m11 >= m22 {
                let y = 0.5 * (Swift.max(0, 1 - m00 + m11 - m22)).squareRoot()
                let f = 0.25 / y
                q = Quaternion(x: (m01 + m10) * f, y: y, z: (m12 + m21) * f, w: (m20 - m02) * f)
            } else {
                let z = 0.5 * (Swift.max(0, 1 - m00 - m11 + m22)).squareRoot()
                let f = 0.25 / z
                q = Quaternion(x: (m02 + m20) * f, y: (m12 + m21) * f, z: z, w: (m01 - m10) * f)
            }
            if q.w < 0 { q = Quaternion(x: -q.x, y: -q.y, z: -q.z, w: -q.w) }
            let n = (q.x * q.x + q.y * q.y + q.z * q.z + q.w * q.w).squareRoot()
            let inv = 1 / n
            self = n > 0 && n.isFinite
                ? Quaternion(x: q.x * inv, y: q.y * inv, z: q.z * inv, w: q.w * inv)
                : .identity
        }
    }

    /// Translation `(tx, ty, tz)`, applied after scale, skew and rotation.
    package var translation: Vector3
    /// Scale factors along x, y and z, applied first.
    package var scale: Vector3
    /// Shear factors, applied after scale and before rotation.
    package var skew: Skew
    /// Perspective column `(x, y, z, w)`, applied last.
    package var perspective: Vector4
    /// Rotation, applied after skew and before translation.
    package var rotation: Quaternion

    /// Creates components from their parts; every part defaults to the identity.
    @inlinable
    package init(translation: Vector3 = Vector3(x: 0, y: 0, z: 0),
                 scale: Vector3 = Vector3(x: 1, y: 1, z: 1),
                 skew: Skew = Skew(xy: 0, xz: 0, yz: 0),
                 perspective: Vector4 = Vector4(x: 0, y: 0, z: 0, w: 1),
                 rotation: Quaternion = .identity) {
        self.translation = translation
        self.scale = scale
        self.skew = skew
        self.perspective = perspective
        self.rotation = rotation
    }

    /// The components of the identity transform.
    package static let identity = TransformComponents()

    /// Takes `m` apart, or returns nil when it cannot be: any entry non-finite,
    /// `m44 == 0`, a singular upper-left 3×3 block (the reference algorithm's
    /// "determinant of the perspective matrix is zero", which includes any
    /// zero scale factor), or a result that is not finite.
    ///
    /// The matrix is first normalised by `m44`, so `matrix` gives back `m / m44`
    /// (the same projective transform); for the usual `m44 == 1` that is `m`.
    package init?(decomposing m: CATransform3D) {
        guard m.isFinite else { return nil }
        let h = Double(m.m44)
        guard h != 0 else { return nil }
        // Rows of the normalised upper 3×3 block, perspective column, translation.
        // (One reciprocal instead of fifteen divisions; exact when m44 == 1.)
        let k = 1 / h
        var r0 = (Double(m.m11) * k, Double(m.m12) * k, Double(m.m13) * k)
        var r1 = (Double(m.m21) * k, Double(m.m22) * k, Double(m.m23) * k)
        var r2 = (Double(m.m31) * k, Double(m.m32) * k, Double(m.m33) * k)
        let pc = (Double(m.m14) * k, Double(m.m24) * k, Double(m.m34) * k)
        let t = (Double(m.m41) * k, Double(m.m42) * k, Double(m.m43) * k)

        let c12 = cross3(r1, r2)
        let det = dot3(r0, c12)
        guard det != 0, det.isFinite else { return nil }

        // Perspective: solve A·p = pc by Cramer's rule, then w = 1 − t·p.
        var perspective = Vector4(x: 0, y: 0, z: 0, w: 1)
        if pc.0 != 0 || pc.1 != 0 || pc.2 != 0 {
            let c20 = cross3(r2, r0), c01 = cross3(r0, r1)
            let px = (pc.0 * c12.0 + pc.1 * c20.0 + pc.2 * c01.0) / det
            let py = (pc.0 * c12.1 + pc.1 * c20.1 + pc.2 * c01.1) / det
            let pz = (pc.0 * c12.2 + pc.1 * c20.2 + pc.2 * c01.2) / det
            perspective = Vector4(x: px, y: py, z: pz, w: 1 - (t.0 * px + t.1 * py + t.2 * pz))
        }

        // Scale and skew: modified Gram–Schmidt on the rows, in row order.
        var sx = length3(r0)
        guard sx > 0 else { return nil }
        r0 = scale3(r0, 1 / sx)
        var kxy = dot3(r0, r1)
        r1 = combine3(r1, r0, -kxy)
        var sy = length3(r1)
        guard sy > 0 else { return nil }
        r1 = scale3(r1, 1 / sy)
        kxy /= sy
        var kxz = dot3(r0, r2)
        r2 = combine3(r2, r0, -kxz)
        var kyz = dot3(r1, r2)
        r2 = combine3(r2, r1, -kyz)
        var sz = length3(r2)
        guard sz > 0 else { return nil }
        r2 = scale3(r2, 1 / sz)
        kxz /= sz
        kyz /= sz

        // Coordinate-system flip: negate every row and every scale factor, as
        // the reference algorithm does. The skew factors are unchanged by that.
        if dot3(r0, cross3(r1, r2)) < 0 {
            sx = -sx; sy = -sy; sz = -sz
            r0 = scale3(r0, -1); r1 = scale3(r1, -1); r2 = scale3(r2, -1)
        }

        let parts = TransformComponents(
            translation: Vector3(x: t.0, y: t.1, z: t.2),
            scale: Vector3(x: sx, y: sy, z: sz),
            skew: Skew(xy: kxy, xz: kxz, yz: kyz),
            perspective: perspective,
            rotation: Quaternion(rotationRows: r0, r1, r2))
        guard parts.isFinite else { return nil }
        self = parts
    }

    /// Whether every component is finite.
    @inlinable package var isFinite: Bool {
        translation.x.isFinite && translation.y.isFinite && translation.z.isFinite &&
        scale.x.isFinite && scale.y.isFinite && scale.z.isFinite &&
        skew.xy.isFinite && skew.xz.isFinite && skew.yz.isFinite &&
        perspective.x.isFinite && perspective.y.isFinite && perspective.z.isFinite &&
        perspective.w.isFinite &&
        rotation.x.isFinite && rotation.y.isFinite && rotation.z.isFinite && rotation.w.isFinite
    }

    /// The transform these components describe: scale, skew, rotation,
    /// translation, perspective, in that order (see `TransformComponents`).
    /// The rotation quaternion need not be normalised.
    package var matrix: CATransform3D {
        let (q0, q1, q2) = rotation.rotationRows
        // A = S × K × R, row by row.
        let a0 = scale3(q0, scale.x)
        let a1 = scale3(combine3(q1, q0, skew.xy), scale.y)
        let a2 = scale3(combine3(combine3(q2, q0, skew.xz), q1, skew.yz), scale.z)
        let p = (perspective.x, perspective.y, perspective.z)
        let t = (translation.x, translation.y, translation.z)
        return CATransform3D(
            m11: CGFloat(a0.0), m12: CGFloat(a0.1), m13: CGFloat(a0.2), m14: CGFloat(dot3(a0, p)),
            m21: CGFloat(a1.0), m22: CGFloat(a1.1), m23: CGFloat(a1.2), m24: CGFloat(dot3(a1, p)),
            m31: CGFloat(a2.0), m32: CGFloat(a2.1), m33: CGFloat(a2.2), m34: CGFloat(dot3(a2, p)),
            m41: CGFloat(t.0), m42: CGFloat(t.1), m43: CGFloat(t.2),
            m44: CGFloat(dot3(t, p) + perspective.w))
    }

    /// The same transform with a reflection expressed as one negative scale
    /// factor instead of three.
    ///
    /// When all three scale factors are negative (the reference algorithm's
    /// answer for a matrix with negative determinant), this flips two of them
    /// back to positive and composes a half turn into the rotation; the skew
    /// factors change sign where needed, so `matrix` is unchanged (up to
    /// rounding). The axis that stays negative is the one that leaves the
    /// smallest rotation (ties go to x, then y), so
    /// `CATransform3DMakeScale(-1, 1, 1)` gives scale `(-1, 1, 1)` and no
    /// rotation. Any other sign pattern is returned unchanged.
    package func withSingleAxisReflection() -> TransformComponents {
        guard scale.x < 0, scale.y < 0, scale.z < 0 else { return self }
        let q = rotation
        let ax = abs(q.x), ay = abs(q.y), az = abs(q.z)
        // Keep axis i negative; the other two flip: E = diag with +1 at i and
        // −1 elsewhere, a half turn about axis i. S·K·R = (S·E)·(E·K·E)·(E·R).
        var out = self
        if ax >= ay && ax >= az {
            out.scale = Vector3(x: scale.x, y: -scale.y, z: -scale.z)
            out.skew = Skew(xy: -skew.xy, xz: -skew.xz, yz: skew.yz)
            out.rotation = q * Quaternion(x: 1, y: 0, z: 0, w: 0)
        } else if ay >= az {
            out.scale = Vector3(x: -scale.x, y: scale.y, z: -scale.z)
            out.skew = Skew(xy: -skew.xy, xz: skew.xz, yz: -skew.yz)
            out.rotation = q * Quaternion(x: 0, y: 1, z: 0, w: 0)
        } else {
            out.scale = Vector3(x: -scale.x, y: -scale.y, z: scale.z)
            out.skew = Skew(xy: skew.xy, xz: -skew.xz, yz: -skew.yz)
            out.rotation = q * Quaternion(x: 0, y: 0, z: 1, w: 0)
        }
        if out.rotation.w < 0 {
            let r = out.rotation
            out.rotation = Quaternion(x: -r.x, y: -r.y, z: -r.z, w: -r.w)
        }
        return out
    }
}

// MARK: - Small vector helpers on tuples (no allocation)

@inline(__always) @usableFromInline
func dot3(_ a: (Double, Double, Double), _ b: (Double, Double, Double)) -> Double {
    a.0 * b.0 + a.1 * b.1 + a.2 * b.2
}

@inline(__always) @usableFromInline
func cross3(_ a: (Double, Double, Double), _ b: (Double, Double, Double)) -> (Double, Double, Double) {
    (a.1 * b.2 - a.2 * b.1, a.2 * b.0 - a.0 * b.2, a.0 * b.1 - a.1 * b.0)
}

@inline(__always) @usableFromInline
func length3(_ a: (Double, Double, Double)) -> Double {
    dot3(a, a).squareRoot()
}

@inline(__always) @usableFromInline
func scale3(_ a: (Double, Double, Double), _ k: Double) -> (Double, Double, Double) {
    (a.0 * k, a.1 * k, a.2 * k)
}

/// `a + k·b`.
@inline(__always) @usableFromInline
func combine3(_ a: (Double, Double, Double), _ b: (Double, Double, Double), _ k: Double) -> (Double, Double, Double) {
    (a.0 + k * b.0, a.1 + k * b.1, a.2 + k * b.2)
}
