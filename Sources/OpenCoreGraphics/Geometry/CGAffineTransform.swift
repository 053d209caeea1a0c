import Foundation

/// A 2D affine transformation matrix, Core Graphics' `CGAffineTransform`.
///
/// The matrix is `[a b 0; c d 0; tx ty 1]` and points are row vectors:
/// `x' = a·x + c·y + tx`, `y' = b·x + d·y + ty`. `t1.concatenating(t2)` applies
/// `t1` first, then `t2`, exactly as on Apple's platforms.
public struct CGAffineTransform: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The x scale / rotation entry (matrix row 1, column 1).
    public var a: CGFloat
    /// Row 1, column 2: how x feeds into y'.
    public var b: CGFloat
    /// Row 2, column 1: how y feeds into x'.
    public var c: CGFloat
    /// The y scale / rotation entry (row 2, column 2).
    public var d: CGFloat
    /// The x translation.
    public var tx: CGFloat
    /// The y translation.
    public var ty: CGFloat

    /// Creates the identity transform (Apple's `init()` is the identity too).
    @inlinable public init() { a = 1; b = 0; c = 0; d = 1; tx = 0; ty = 0 }

    /// Creates a transform from its six matrix entries.
    @inlinable
    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
        self.a = a; self.b = b; self.c = c; self.d = d; self.tx = tx; self.ty = ty
    }

    /// A translation by `(tx, ty)`.
    @inlinable public init(translationX tx: CGFloat, y ty: CGFloat) {
        self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty)
    }

    /// A scale by `(sx, sy)`.
    @inlinable public init(scaleX sx: CGFloat, y sy: CGFloat) {
        self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
    }

    /// A rotation by `angle` radians. Positive angles turn +x toward +y (which
    /// looks clockwise in UIKit's flipped, y-down coordinates).
    @inlinable public init(rotationAngle angle: CGFloat) {
        let s = sin(angle), c = cos(angle)
        self.init(a: c, b: s, c: -s, d: c, tx: 0, ty: 0)
    }

    /// The identity transform.
    public static let identity = CGAffineTransform()

    /// Whether this is exactly the identity transform.
    @inlinable public var isIdentity: Bool { self == .identity }

    /// `self` preceded by `t2`: the result applies `self` first, then `t2`.
    @inlinable
    public func concatenating(_ t2: CGAffineTransform) -> CGAffineTransform {
        CGAffineTransform(
            a: a * t2.a + b * t2.c,
            b: a * t2.b + b * t2.d,
            c: c * t2.a + d * t2.c,
            d: c * t2.b + d * t2.d,
            tx: tx * t2.a + ty * t2.c + t2.tx,
            ty: tx * t2.b + ty * t2.d + t2.ty)
    }

    /// A translation applied before `self` (Apple's `CGAffineTransformTranslate`).
    @inlinable public func translatedBy(x tx: CGFloat, y ty: CGFloat) -> CGAffineTransform {
        CGAffineTransform(translationX: tx, y: ty).concatenating(self)
    }

    /// A scale applied before `self` (Apple's `CGAffineTransformScale`).
    @inlinable public func scaledBy(x sx: CGFloat, y sy: CGFloat) -> CGAffineTransform {
        CGAffineTransform(scaleX: sx, y: sy).concatenating(self)
    }

    /// A rotation applied before `self` (Apple's `CGAffineTransformRotate`).
    @inlinable public func rotated(by angle: CGFloat) -> CGAffineTransform {
        CGAffineTransform(rotationAngle: angle).concatenating(self)
    }

    /// The determinant `a·d − b·c`.
    @inlinable public var determinant: CGFloat { a * d - b * c }

    /// The inverse transform. As on Apple's platforms, a transform that cannot be
    /// inverted (zero or non-finite determinant) is returned unchanged.
    @inlinable public func inverted() -> CGAffineTransform {
        let det = determinant
        guard det != 0, det.isFinite else { return self }
        let ia = d / det, ib = -b / det, ic = -c / det, id = a / det
        return CGAffineTransform(a: ia, b: ib, c: ic, d: id,
                                 tx: -(tx * ia + ty * ic), ty: -(tx * ib + ty * id))
    }

    public var description: String {
        "CGAffineTransform(a: \(a), b: \(b), c: \(c), d: \(d), tx: \(tx), ty: \(ty))"
    }
}

extension CGPoint {
    /// The point transformed by `t`: `(a·x + c·y + tx, b·x + d·y + ty)`.
    @inlinable public func applying(_ t: CGAffineTransform) -> CGPoint {
        CGPoint(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
    }
}

extension CGSize {
    /// The size transformed by `t` as a vector (no translation). Like Apple's, the
    /// result can have negative components.
    @inlinable public func applying(_ t: CGAffineTransform) -> CGSize {
        CGSize(width: t.a * width + t.c * height, height: t.b * width + t.d * height)
    }
}

extension CGRect {
    /// The smallest rectangle containing the four transformed corners of this
    /// rectangle (standardized first). The null rectangle stays null, as on Apple's
    /// platforms.
    public func applying(_ t: CGAffineTransform) -> CGRect {
        if isNull { return self }
        if t.b == 0 && t.c == 0 {
            // Axis-aligned fast path: no corner search needed.
            let r = standardized
            let x0 = r.minX * t.a + t.tx, x1 = r.maxX * t.a + t.tx
            let y0 = r.minY * t.d + t.ty, y1 = r.maxY * t.d + t.ty
            return CGRect(x: Swift.min(x0, x1), y: Swift.min(y0, y1),
                          width: abs(x1 - x0), height: abs(y1 - y0))
        }
        let r = standardized
        let p0 = CGPoint(x: r.minX, y: r.minY).applying(t)
        let p1 = CGPoint(x: r.maxX, y: r.minY).applying(t)
        let p2 = CGPoint(x: r.minX, y: r.maxY).applying(t)
        let p3 = CGPoint(x: r.maxX, y: r.maxY).applying(t)
        let minX = Swift.min(p0.x, p1.x, p2.x, p3.x), maxX = Swift.max(p0.x, p1.x, p2.x, p3.x)
        let minY = Swift.min(p0.y, p1.y, p2.y, p3.y), maxY = Swift.max(p0.y, p1.y, p2.y, p3.y)
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}
