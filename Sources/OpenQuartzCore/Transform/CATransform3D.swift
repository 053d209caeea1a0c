import Foundation

/// A 4×4 homogeneous transform, Core Animation's `CATransform3D`.
///
/// Points are row vectors multiplied on the left (`p' = p × M`), so the
/// translation lives in `m41 m42 m43` and perspective in `m14 m24 m34`
/// (`m34 = -1/distance` is the classic eye distance). `CATransform3DConcat(a, b)`
/// applies `a`, then `b` — Apple's convention.
public struct CATransform3D: Sendable, Hashable, Codable {
    /// Row 1: the image of the x axis (and m14, its perspective weight).
    public var m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat
    /// Row 2: the image of the y axis (and m24).
    public var m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat
    /// Row 3: the image of the z axis; m34 = −1/distance gives perspective.
    public var m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat
    /// Row 4: the translation (m41, m42, m43) and the homogeneous weight m44.
    public var m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat

    /// Creates the all-zero matrix, as Apple's memberwise `init()` does.
    /// Use `CATransform3DIdentity` for the identity.
    @inlinable public init() {
        m11 = 0; m12 = 0; m13 = 0; m14 = 0
        m21 = 0; m22 = 0; m23 = 0; m24 = 0
        m31 = 0; m32 = 0; m33 = 0; m34 = 0
        m41 = 0; m42 = 0; m43 = 0; m44 = 0
    }

    /// Creates a matrix from its sixteen entries, row by row.
    @inlinable
    public init(m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat,
                m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat,
                m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat,
                m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat) {
        self.m11 = m11; self.m12 = m12; self.m13 = m13; self.m14 = m14
        self.m21 = m21; self.m22 = m22; self.m23 = m23; self.m24 = m24
        self.m31 = m31; self.m32 = m32; self.m33 = m33; self.m34 = m34
        self.m41 = m41; self.m42 = m42; self.m43 = m43; self.m44 = m44
    }

    /// The identity transform (same value as `CATransform3DIdentity`).
    public static let identity = CATransform3D(
        m11: 1, m12: 0, m13: 0, m14: 0,
        m21: 0, m22: 1, m23: 0, m24: 0,
        m31: 0, m32: 0, m33: 1, m34: 0,
        m41: 0, m42: 0, m43: 0, m44: 1)

    /// Element `(row, column)`, both 0-based. Not Apple API: a convenience for
    /// the matrix algorithms in this module.
    @inlinable
    public subscript(row: Int, column: Int) -> CGFloat {
        get {
            switch (row, column) {
            case (0, 0): return m11
            case (0, 1): return m12
            case (0, 2): return m13
            case (0, 3): return m14
            case (1, 0): return m21
            case (1, 1): return m22
            case (1, 2): return m23
            case (1, 3): return m24
            case (2, 0): return m31
            case (2, 1): return m32
            case (2, 2): return m33
            case (2, 3): return m34
            case (3, 0): return m41
            case (3, 1): return m42
            case (3, 2): return m43
            case (3, 3): return m44
            default: preconditionFailure("CATransform3D index (\(row), \(column)) out of 0...3")
            }
        }
        set {
            switch (row, column) {
            case (0, 0): m11 = newValue
            case (0, 1): m12 = newValue
            case (0, 2): m13 = newValue
            case (0, 3): m14 = newValue
            case (1, 0): m21 = newValue
            case (1, 1): m22 = newValue
            case (1, 2): m23 = newValue
            case (1, 3): m24 = newValue
            case (2, 0): m31 = newValue
            case (2, 1): m32 = newValue
            case (2, 2): m33 = newValue
            case (2, 3): m34 = newValue
            case (3, 0): m41 = newValue
            case (3, 1): m42 = newValue
            case (3, 2): m43 = newValue
            case (3, 3): m44 = newValue
            default: preconditionFailure("CATransform3D index (\(row), \(column)) out of 0...3")
            }
        }
    }

    /// Whether every entry is finite (no NaN, no infinity).
    @inlinable public var isFinite: Bool {
        m11.isFinite && m12.isFinite && m13.isFinite && m14.isFinite &&
        m21.isFinite && m22.isFinite && m23.isFinite && m24.isFinite &&
        m31.isFinite && m32.isFinite && m33.isFinite && m34.isFinite &&
        m41.isFinite && m42.isFinite && m43.isFinite && m44.isFinite
    }
}

/// The identity transform: `[1 0 0 0; 0 1 0 0; 0 0 1 0; 0 0 0 1]`.
public let CATransform3DIdentity = CATransform3D.identity

/// Whether `t` is exactly the identity.
@inlinable public func CATransform3DIsIdentity(_ t: CATransform3D) -> Bool { t == .identity }

/// Whether `a` and `b` are exactly equal, entry by entry.
@inlinable public func CATransform3DEqualToTransform(_ a: CATransform3D, _ b: CATransform3D) -> Bool { a == b }

/// A translation by `(tx, ty, tz)`.
@inlinable
public func CATransform3DMakeTranslation(_ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
    var t = CATransform3D.identity
    t.m41 = tx; t.m42 = ty; t.m43 = tz
    return t
}

/// A scale by `(sx, sy, sz)`.
@inlinable
public func CATransform3DMakeScale(_ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    var t = CATransform3D.identity
    t.m11 = sx; t.m22 = sy; t.m33 = sz
    return t
}

/// A rotation by `angle` radians about the axis `(x, y, z)`, which need not be
/// normalised. As on Apple's platforms, a zero-length axis gives the identity.
/// About z, positive angles turn +x toward +y, like `CGAffineTransform(rotationAngle:)`.
public func CATransform3DMakeRotation(_ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> CATransform3D {
    let length = (x * x + y * y + z * z).squareRoot()
    guard length > 0, length.isFinite else { return .identity }
    let ux = x / length, uy = y / length, uz = z / length
    let s = sin(angle), c = cos(angle), k = 1 - c
    // Row-vector form of Rodrigues' formula: the transpose of the usual
    // column-vector matrix c·I + s·[u]× + (1 − c)·u·uᵀ.
    return CATransform3D(
        m11: c + k * ux * ux, m12: k * ux * uy + s * uz, m13: k * ux * uz - s * uy, m14: 0,
        m21: k * ux * uy - s * uz, m22: c + k * uy * uy, m23: k * uy * uz + s * ux, m24: 0,
        m31: k * ux * uz + s * uy, m32: k * uy * uz - s * ux, m33: c + k * uz * uz, m34: 0,
        m41: 0, m42: 0, m43: 0, m44: 1)
}

/// `a` then `b`: the matrix product `a × b` in the row-vector convention.
@inlinable
public func CATransform3DConcat(_ a: CATransform3D, _ b: CATransform3D) -> CATransform3D {
    CATransform3D(
        m11: a.m11 * b.m11 + a.m12 * b.m21 + a.m13 * b.m31 + a.m14 * b.m41,
        m12: a.m11 * b.m12 + a.m12 * b.m22 + a.m13 * b.m32 + a.m14 * b.m42,
        m13: a.m11 * b.m13 + a.m12 * b.m23 + a.m13 * b.m33 + a.m14 * b.m43,
        m14: a.m11 * b.m14 + a.m12 * b.m24 + a.m13 * b.m34 + a.m14 * b.m44,
        m21: a.m21 * b.m11 + a.m22 * b.m21 + a.m23 * b.m31 + a.m24 * b.m41,
        m22: a.m21 * b.m12 + a.m22 * b.m22 + a.m23 * b.m32 + a.m24 * b.m42,
        m23: a.m21 * b.m13 + a.m22 * b.m23 + a.m23 * b.m33 + a.m24 * b.m43,
        m24: a.m21 * b.m14 + a.m22 * b.m24 + a.m23 * b.m34 + a.m24 * b.m44,
        m31: a.m31 * b.m11 + a.m32 * b.m21 + a.m33 * b.m31 + a.m34 * b.m41,
        m32: a.m31 * b.m12 + a.m32 * b.m22 + a.m33 * b.m32 + a.m34 * b.m42,
        m33: a.m31 * b.m13 + a.m32 * b.m23 + a.m33 * b.m33 + a.m34 * b.m43,
        m34: a.m31 * b.m14 + a.m32 * b.m24 + a.m33 * b.m34 + a.m34 * b.m44,
        m41: a.m41 * b.m11 + a.m42 * b.m21 + a.m43 * b.m31 + a.m44 * b.m41,
        m42: a.m41 * b.m12 + a.m42 * b.m22 + a.m43 * b.m32 + a.m44 * b.m42,
        m43: a.m41 * b.m13 + a.m42 * b.m23 + a.m43 * b.m33 + a.m44 * b.m43,
        m44: a.m41 * b.m14 + a.m42 * b.m24 + a.m43 * b.m34 + a.m44 * b.m44)
}

/// A translation applied before `t` (Apple's `CATransform3DTranslate`).
@inlinable
public func CATransform3DTranslate(_ t: CATransform3D, _ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
    CATransform3DConcat(CATransform3DMakeTranslation(tx, ty, tz), t)
}

/// A scale applied before `t` (Apple's `CATransform3DScale`).
@inlinable
public func CATransform3DScale(_ t: CATransform3D, _ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    CATransform3DConcat(CATransform3DMakeScale(sx, sy, sz), t)
}

/// A rotation applied before `t` (Apple's `CATransform3DRotate`). A zero-length
/// axis leaves `t` unchanged.
public func CATransform3DRotate(_ t: CATransform3D, _ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> CATransform3D {
    CATransform3DConcat(CATransform3DMakeRotation(angle, x, y, z), t)
}

/// The inverse of `t`. As on Apple's platforms, a matrix with no inverse
/// (determinant zero or not finite) is returned unchanged.
public func CATransform3DInvert(_ t: CATransform3D) -> CATransform3D {
    // Cofactor expansion by 2×2 sub-determinants (the classic "Laplace
    // expansion theorem" form): 16 cofactors from 12 products, no pivoting.
    let s0 = t.m11 * t.m22 - t.m21 * t.m12
    let s1 = t.m11 * t.m23 - t.m21 * t.m13
    let s2 = t.m11 * t.m24 - t.m21 * t.m14
    let s3 = t.m12 * t.m23 - t.m22 * t.m13
    let s4 = t.m12 * t.m24 - t.m22 * t.m14
    let s5 = t.m13 * t.m24 - t.m23 * t.m14
    let c5 = t.m33 * t.m44 - t.m43 * t.m34
    let c4 = t.m32 * t.m44 - t.m42 * t.m34
    let c3 = t.m32 * t.m43 - t.m42 * t.m33
    let c2 = t.m31 * t.m44 - t.m41 * t.m34
    let c1 = t.m31 * t.m43 - t.m41 * t.m33
    let c0 = t.m31 * t.m42 - t.m41 * t.m32
    let det = s0 * c5 - s1 * c4 + s2 * c3 + s3 * c2 - s4 * c1 + s5 * c0
    guard det != 0, det.isFinite else { return t }
    let inv = 1 / det
    return CATransform3D(
        m11: ( t.m22 * c5 - t.m23 * c4 + t.m24 * c3) * inv,
        m12: (-t.m12 * c5 + t.m13 * c4 - t.m14 * c3) * inv,
        m13: ( t.m42 * s5 - t.m43 * s4 + t.m44 * s3) * inv,
        m14: (-t.m32 * s5 + t.m33 * s4 - t.m34 * s3) * inv,
        m21: (-t.m21 * c5 + t.m23 * c2 - t.m24 * c1) * inv,
        m22: ( t.m11 * c5 - t.m13 * c2 + t.m14 * c1) * inv,
        m23: (-t.m41 * s5 + t.m43 * s2 - t.m44 * s1) * inv,
        m24: ( t.m31 * s5 - t.m33 * s2 + t.m34 * s1) * inv,
        m31: ( t.m21 * c4 - t.m22 * c2 + t.m24 * c0) * inv,
        m32: (-t.m11 * c4 + t.m12 * c2 - t.m14 * c0) * inv,
        m33: ( t.m41 * s4 - t.m42 * s2 + t.m44 * s0) * inv,
        m34: (-t.m31 * s4 + t.m32 * s2 - t.m34 * s0) * inv,
        m41: (-t.m21 * c3 + t.m22 * c1 - t.m23 * c0) * inv,
        m42: ( t.m11 * c3 - t.m12 * c1 + t.m13 * c0) * inv,
        m43: (-t.m41 * s3 + t.m42 * s1 - t.m43 * s0) * inv,
        m44: ( t.m31 * s3 - t.m32 * s1 + t.m33 * s0) * inv)
}

/// The 3D transform equivalent to the affine transform `m` (z untouched).
@inlinable
public func CATransform3DMakeAffineTransform(_ m: CGAffineTransform) -> CATransform3D {
    CATransform3D(
        m11: m.a, m12: m.b, m13: 0, m14: 0,
        m21: m.c, m22: m.d, m23: 0, m24: 0,
        m31: 0, m32: 0, m33: 1, m34: 0,
        m41: m.tx, m42: m.ty, m43: 0, m44: 1)
}

/// Whether `t` is an affine 2D transform: only `m11 m12 m21 m22 m41 m42` may
/// differ from the identity.
@inlinable
public func CATransform3DIsAffine(_ t: CATransform3D) -> Bool {
    t.m13 == 0 && t.m14 == 0 && t.m23 == 0 && t.m24 == 0 &&
    t.m31 == 0 && t.m32 == 0 && t.m33 == 1 && t.m34 == 0 &&
    t.m43 == 0 && t.m44 == 1
}

/// The affine part of `t` (`m11 m12 m21 m22 m41 m42`), whether or not `t` is affine.
@inlinable
public func CATransform3DGetAffineTransform(_ t: CATransform3D) -> CGAffineTransform {
    CGAffineTransform(a: t.m11, b: t.m12, c: t.m21, d: t.m22, tx: t.m41, ty: t.m42)
}
