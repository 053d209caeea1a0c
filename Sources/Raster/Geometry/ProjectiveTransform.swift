/// A plane projective transform (a homography): the 3×3 matrix
///
///     | a  c  tx |
///     | b  d  ty |
///     | px py pw |
///
/// applied to column vectors `(x, y, 1)`: `X = a·x + c·y + tx`,
/// `Y = b·x + d·y + ty`, `W = px·x + py·y + pw`, and the point is
/// `(X / W, Y / W)`. The top two rows are `Transform`'s layout, so an affine
/// transform is the case `px = py = 0, pw = 1`.
///
/// From a `CATransform3D` `m` (row vectors, `(x, y, 0, 1) · m`) flattened
/// onto the z = 0 plane: `a = m11, b = m12, c = m21, d = m22, tx = m41,
/// ty = m42, px = m14, py = m24, pw = m44`.
///
/// Points with `W ≤ 0` are behind the eye: they have no image in front of it.
/// `Canvas.drawPixmap(_:projective:…)` clips them away before dividing.
public struct ProjectiveTransform: Hashable, Sendable {
    /// X coefficient of x.
    public var a: Double
    /// Y coefficient of x.
    public var b: Double
    /// X coefficient of y.
    public var c: Double
    /// Y coefficient of y.
    public var d: Double
    /// X constant term.
    public var tx: Double
    /// Y constant term.
    public var ty: Double
    /// W coefficient of x (perspective).
    public var px: Double
    /// W coefficient of y (perspective).
    public var py: Double
    /// W constant term.
    public var pw: Double

    /// Creates a homography from its nine entries (see the type's layout).
    @inlinable public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double,
                           px: Double, py: Double, pw: Double) {
        self.a = a; self.b = b; self.c = c; self.d = d; self.tx = tx; self.ty = ty
        self.px = px; self.py = py; self.pw = pw
    }

    /// The affine transform `t` as a homography (`px = py = 0, pw = 1`).
    @inlinable public init(_ t: Transform) {
        self.init(a: t.a, b: t.b, c: t.c, d: t.d, tx: t.tx, ty: t.ty, px: 0, py: 0, pw: 1)
    }

    /// The identity.
    public static let identity = ProjectiveTransform(.identity)

    /// Whether all nine entries are finite.
    @inlinable public var isFinite: Bool {
        a.isFinite && b.isFinite && c.isFinite && d.isFinite && tx.isFinite && ty.isFinite
            && px.isFinite && py.isFinite && pw.isFinite
    }

    /// Whether the bottom row is `(0, 0, 1)`, so the transform is affine.
    @inlinable public var isAffine: Bool { px == 0 && py == 0 && pw == 1 }

    /// The homogeneous image `(X, Y, W)` of `p`.
    @inlinable public func homogeneous(_ p: Point) -> (x: Double, y: Double, w: Double) {
        (a * p.x + c * p.y + tx, b * p.x + d * p.y + ty, px * p.x + py * p.y + pw)
    }

    /// The image of `p`, or nil when `p` maps to or behind the eye (`W ≤ 0`)
    /// or the result is not finite.
    @inlinable public func apply(_ p: Point) -> Point? {
        let h = homogeneous(p)
        guard h.w > 0 else { return nil }
        let q = Point(x: h.x / h.w, y: h.y / h.w)
        return q.isFinite ? q : nil
    }

    /// `self` applied first, then `t` (the matrix product `t · self`).
    public func concatenating(_ t: ProjectiveTransform) -> ProjectiveTransform {
        ProjectiveTransform(
            a: t.a * a + t.c * b + t.tx * px, b: t.b * a + t.d * b + t.ty * px,
            c: t.a * c + t.c * d + t.tx * py, d: t.b * c + t.d * d + t.ty * py,
            tx: t.a * tx + t.c * ty + t.tx * pw, ty: t.b * tx + t.d * ty + t.ty * pw,
            px: t.px * a + t.py * b + t.pw * px, py: t.px * c + t.py * d + t.pw * py,
            pw: t.px * tx + t.py * ty + t.pw * pw)
    }

    /// The inverse (the adjugate over the determinant), or nil when the matrix
    /// is singular or not finite.
    public var inverted: ProjectiveTransform? {
        guard isFinite else { return nil }
        // Cofactors of the matrix [a c tx; b d ty; px py pw].
        let c00 = d * pw - ty * py, c01 = -(b * pw - ty * px), c02 = b * py - d * px
        let det = a * c00 + c * c01 + tx * c02
        guard det != 0, det.isFinite else { return nil }
        let r = 1 / det
        let m = ProjectiveTransform(
            a: c00 * r, b: c01 * r,
            c: -(c * pw - tx * py) * r, d: (a * pw - tx * px) * r,
            tx: (c * ty - tx * d) * r, ty: -(a * ty - tx * b) * r,
            px: c02 * r, py: -(a * py - c * px) * r, pw: (a * d - c * b) * r)
        return m.isFinite ? m : nil
    }
}
