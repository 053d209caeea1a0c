import Foundation
import Raster

// Core Animation's view of Raster's `ProjectiveTransform`: the plane map of a
// layer (its z = 0 plane through a 4×4 transform), with the Core Graphics–
// typed conveniences layer geometry and the compositor use. The type itself,
// its products and inverses live in Raster, so the maps the compositor builds
// are the ones Raster samples through (one type, no conversion).

extension ProjectiveTransform {
    /// The map of the z = 0 plane through `t` (row vectors, `(x, y, 0, 1) · t`):
    /// rows and columns 1, 2 and 4 of the matrix.
    init(_ t: CATransform3D) {
        self.init(a: Double(t.m11), b: Double(t.m12), c: Double(t.m21), d: Double(t.m22),
                  tx: Double(t.m41), ty: Double(t.m42), px: Double(t.m14), py: Double(t.m24), pw: Double(t.m44))
    }

    /// The image of `p`; NaN when `p` maps to infinity (`W = 0`). Unlike
    /// `apply(_:)`, points behind the eye are mapped too (layer geometry
    /// converts them as Core Animation does).
    func map(_ p: CGPoint) -> CGPoint {
        let h = homogeneous(Point(x: Double(p.x), y: Double(p.y)))
        guard h.w != 0 else { return CGPoint(x: CGFloat.nan, y: CGFloat.nan) }
        return CGPoint(x: h.x / h.w, y: h.y / h.w)
    }

    /// The bounding box of `r`'s four mapped corners (a null rectangle stays null).
    func mapRect(_ r: CGRect) -> CGRect {
        if r.isNull { return r }
        let s = r.standardized
        // No arrays: with them (four per call) this was ~1,800 instructions,
        // run for every layer of every frame by culling and damage tracking.
        let a = map(CGPoint(x: s.minX, y: s.minY)), b = map(CGPoint(x: s.maxX, y: s.minY))
        let c = map(CGPoint(x: s.minX, y: s.maxY)), d = map(CGPoint(x: s.maxX, y: s.maxY))
        // `min`/`max` as `Sequence.min()` computes them (NaN placement included).
        func least(_ v: CGFloat, _ w: CGFloat) -> CGFloat { w < v ? w : v }
        func most(_ v: CGFloat, _ w: CGFloat) -> CGFloat { w > v ? w : v }
        let minX = least(least(least(a.x, b.x), c.x), d.x), maxX = most(most(most(a.x, b.x), c.x), d.x)
        let minY = least(least(least(a.y, b.y), c.y), d.y), maxY = most(most(most(a.y, b.y), c.y), d.y)
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// The homogeneous w of point `p` (positive in front of the eye).
    func w(at p: CGPoint) -> Double { Double(p.x) * px + Double(p.y) * py + pw }

    /// The sign of the map's Jacobian at `p` (det / w³): positive where the
    /// plane keeps its orientation, negative where it is seen from behind.
    func orientation(at p: CGPoint) -> Double {
        let w = w(at: p)
        return determinant * w * w * w
    }

    /// How many target units one unit of the plane spans at most, over the
    /// corners of `r` (the scale to render a plane offscreen at).
    func maxScale(over r: CGRect) -> Double {
        var best = 0.0
        for p in [CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.maxX, y: r.minY),
                  CGPoint(x: r.minX, y: r.maxY), CGPoint(x: r.maxX, y: r.maxY)] {
            let w = self.w(at: p)
            guard w > 0 else { continue }
            let x = Double(p.x), y = Double(p.y)
            let X = x * a + y * c + tx, Y = x * b + y * d + ty
            // Columns of the Jacobian of (X/w, Y/w).
            let dxdx = (a * w - X * px) / (w * w), dydx = (b * w - Y * px) / (w * w)
            let dxdy = (c * w - X * py) / (w * w), dydy = (d * w - Y * py) / (w * w)
            best = max(best, hypot(dxdx, dydx), hypot(dxdy, dydy))
        }
        return best
    }
}
