#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// An affine transform, the 2×3 matrix `[a c tx; b d ty]`:
/// `x' = a·x + c·y + tx`, `y' = b·x + d·y + ty` (Core Graphics' layout).
public struct Transform: Hashable, Sendable {
    /// x' coefficient of x.
    public var a: Double
    /// y' coefficient of x.
    public var b: Double
    /// x' coefficient of y.
    public var c: Double
    /// y' coefficient of y.
    public var d: Double
    /// x' translation.
    public var tx: Double
    /// y' translation.
    public var ty: Double

    /// Creates a transform from its six entries.
    @inlinable public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        self.a = a; self.b = b; self.c = c; self.d = d; self.tx = tx; self.ty = ty
    }

    /// The identity.
    public static let identity = Transform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    /// A translation.
    @inlinable public static func translation(_ x: Double, _ y: Double) -> Transform {
        Transform(a: 1, b: 0, c: 0, d: 1, tx: x, ty: y)
    }
    /// A scale about the origin.
    @inlinable public static func scale(_ sx: Double, _ sy: Double) -> Transform {
        Transform(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
    }
    /// A rotation by `angle` radians about the origin (+x turns toward +y).
    public static func rotation(_ angle: Double) -> Transform {
        let s = sin(angle), c = cos(angle)
        return Transform(a: c, b: s, c: -s, d: c, tx: 0, ty: 0)
    }

    /// `self` applied first, then `t`.
    @inlinable public func concatenating(_ t: Transform) -> Transform {
        Transform(a: a * t.a + b * t.c, b: a * t.b + b * t.d,
                  c: c * t.a + d * t.c, d: c * t.b + d * t.d,
                  tx: tx * t.a + ty * t.c + t.tx, ty: tx * t.b + ty * t.d + t.ty)
    }

    /// The transformed point.
    @inlinable public func apply(_ p: Point) -> Point {
        Point(x: a * p.x + c * p.y + tx, y: b * p.x + d * p.y + ty)
    }

    /// The determinant `a·d − b·c`.
    @inlinable public var determinant: Double { a * d - b * c }
    /// Whether this is exactly the identity.
    @inlinable public var isIdentity: Bool { self == .identity }
    /// Whether the transform maps axis-aligned rectangles to axis-aligned
    /// rectangles without swapping axes (no rotation or skew).
    @inlinable public var isScaleTranslate: Bool { b == 0 && c == 0 }
    /// Whether all entries are finite.
    @inlinable public var isFinite: Bool {
        a.isFinite && b.isFinite && c.isFinite && d.isFinite && tx.isFinite && ty.isFinite
    }

    /// The inverse, or nil when the transform is singular or not finite.
    public var inverted: Transform? {
        let det = determinant
        guard det != 0, det.isFinite, isFinite else { return nil }
        let r = 1 / det
        let ia = d * r, ib = -b * r, ic = -c * r, id = a * r
        return Transform(a: ia, b: ib, c: ic, d: id,
                         tx: -(ia * tx + ic * ty), ty: -(ib * tx + id * ty))
    }

    /// The largest factor by which the transform stretches a length (the larger
    /// singular value); used to turn device tolerances into user-space ones.
    public var maxScale: Double {
        // Singular values of [a c; b d]: sqrt of eigenvalues of MᵀM.
        let p = a * a + b * b, q = a * c + b * d, r = c * c + d * d
        let mean = (p + r) / 2, diff = (p - r) / 2
        return (mean + (diff * diff + q * q).squareRoot()).squareRoot()
    }
}
