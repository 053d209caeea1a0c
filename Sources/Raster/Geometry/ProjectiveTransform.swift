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
///
/// This is the one plane homography of the package: Raster samples through
/// it, and OpenQuartzCore's compositor and layer geometry flatten layer
/// transforms into it (their Core Graphics–typed conveniences are extensions
/// there). Equality (`==`, synthesized) compares the nine entries exactly,
/// which is what damage tracking needs to tell an unchanged map.
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

    /// A translation.
    @inlinable public static func translation(_ x: Double, _ y: Double) -> ProjectiveTransform {
        ProjectiveTransform(.translation(x, y))
    }

    /// A scale about the origin.
    @inlinable public static func scale(_ sx: Double, _ sy: Double) -> ProjectiveTransform {
        ProjectiveTransform(.scale(sx, sy))
    }

    /// Whether all nine entries are finite.
    @inlinable public var isFinite: Bool {
        a.isFinite && b.isFinite && c.isFinite && d.isFinite && tx.isFinite && ty.isFinite
            && px.isFinite && py.isFinite && pw.isFinite
    }

    /// Whether the transform is affine up to a negligible perspective: `pw`
    /// is not zero and `px / pw`, `py / pw` are below 1e-9 in magnitude (such
    /// a term moves no point of a 16K canvas by a thousandth of a pixel).
    /// Then `affine` is the transform (a uniform `pw ≠ 1` divided out).
    ///
    /// A tolerance rather than an exact `(0, 0, 1)` bottom row because maps
    /// flattened from 3D layer transforms pick up rounding-level perspective
    /// terms, and those should take the exact affine drawing path.
    @inlinable public var isAffine: Bool {
        guard pw != 0 else { return false }
        return abs(px / pw) < 1e-9 && abs(py / pw) < 1e-9
    }

    /// The affine part, divided by `pw` (exact when `isAffine`).
    @inlinable public var affine: Transform {
        let w = pw == 0 ? 1 : pw
        return Transform(a: a / w, b: b / w, c: c / w, d: d / w, tx: tx / w, ty: ty / w)
    }

    /// The 3×3 determinant (expanded along the first column).
    @inlinable public var determinant: Double {
        a * (d * pw - py * ty) - b * (c * pw - py * tx) + px * (c * ty - d * tx)
    }

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
        // The determinant expanded along the first row (Raster's sampling
        // inverse has always used this order; its pixels are pinned by goldens).
        let det = a * cofactor00 + c * cofactor01 + tx * cofactor02
        guard det != 0, det.isFinite else { return nil }
        let m = adjugate(scaledBy: 1 / det)
        return m.isFinite ? m : nil
    }

    /// The inverse, or the all-NaN transform when the matrix is singular or
    /// its determinant is not finite, so every point it maps comes out NaN
    /// (what Core Animation's point conversion through a degenerate layer
    /// transform gives). The result is not checked for finiteness.
    public func invertedOrNaN() -> ProjectiveTransform {
        // The determinant expanded along the first column (the order the
        // compositor's maps have always used: same bits, same pixels).
        let det = a * cofactor00 + b * cofactor10 + px * cofactor20
        guard det != 0, det.isFinite else {
            return ProjectiveTransform(a: .nan, b: .nan, c: .nan, d: .nan, tx: .nan, ty: .nan, px: .nan, py: .nan, pw: .nan)
        }
        return adjugate(scaledBy: 1 / det)
    }

    // Cofactors of the matrix [a c tx; b d ty; px py pw], named by row and
    // column; shared by both inverses so their entries are the same bits.
    private var cofactor00: Double { d * pw - ty * py }
    private var cofactor01: Double { -(b * pw - ty * px) }
    private var cofactor02: Double { b * py - d * px }
    private var cofactor10: Double { -(c * pw - tx * py) }
    private var cofactor20: Double { c * ty - tx * d }

    /// The adjugate (transposed cofactors) times `r`.
    private func adjugate(scaledBy r: Double) -> ProjectiveTransform {
        ProjectiveTransform(
            a: cofactor00 * r, b: cofactor01 * r,
            c: cofactor10 * r, d: (a * pw - tx * px) * r,
            tx: cofactor20 * r, ty: -(a * ty - tx * b) * r,
            px: cofactor02 * r, py: -(a * py - c * px) * r, pw: (a * d - c * b) * r)
    }
}
