import Foundation
import Raster

extension Homography {
    /// The affine map `t` (Raster's convention: x' = a·x + c·y + tx).
    init(_ t: Transform) {
        self.init((t.a, t.b, 0, t.c, t.d, 0, t.tx, t.ty, 1))
    }

    /// The identity map.
    static let identity = Homography((1, 0, 0, 0, 1, 0, 0, 0, 1))

    /// A translation.
    static func translation(_ x: Double, _ y: Double) -> Homography { Homography((1, 0, 0, 0, 1, 0, x, y, 1)) }

    /// A scale about the origin.
    static func scale(_ sx: Double, _ sy: Double) -> Homography { Homography((sx, 0, 0, 0, sy, 0, 0, 0, 1)) }

    /// Whether every entry is finite.
    var isFinite: Bool {
        m.0.isFinite && m.1.isFinite && m.2.isFinite && m.3.isFinite && m.4.isFinite
            && m.5.isFinite && m.6.isFinite && m.7.isFinite && m.8.isFinite
    }

    /// Whether the map is affine (no perspective terms). Relative tolerance:
    /// a perspective term that moves no point of a 16K canvas by a
    /// thousandth of a pixel is treated as zero.
    var isAffine: Bool {
        guard m.8 != 0 else { return false }
        return abs(m.2 / m.8) < 1e-9 && abs(m.5 / m.8) < 1e-9
    }

    /// The affine part as a Raster transform (exact when `isAffine`).
    var affine: Transform {
        let w = m.8 == 0 ? 1 : m.8
        return Transform(a: m.0 / w, b: m.1 / w, c: m.3 / w, d: m.4 / w, tx: m.6 / w, ty: m.7 / w)
    }

    /// The same map as a Raster homography (whose layout is the transpose of this row-vector one).
    var projective: ProjectiveTransform {
        ProjectiveTransform(a: m.0, b: m.1, c: m.3, d: m.4, tx: m.6, ty: m.7, px: m.2, py: m.5, pw: m.8)
    }

    /// The 3×3 determinant.
    var determinant: Double {
        let (a, b, c, d, e, f, g, h, i) = m
        return a * (e * i - f * h) - b * (d * i - f * g) + c * (d * h - e * g)
    }

    /// The homogeneous w of point `p` (positive in front of the eye).
    func w(at p: CGPoint) -> Double { Double(p.x) * m.2 + Double(p.y) * m.5 + m.8 }

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
            let X = x * m.0 + y * m.3 + m.6, Y = x * m.1 + y * m.4 + m.7
            // Columns of the Jacobian of (X/w, Y/w).
            let dxdx = (m.0 * w - X * m.2) / (w * w), dydx = (m.1 * w - Y * m.2) / (w * w)
            let dxdy = (m.3 * w - X * m.5) / (w * w), dydy = (m.4 * w - Y * m.5) / (w * w)
            best = max(best, hypot(dxdx, dydx), hypot(dxdy, dydy))
        }
        return best
    }
}
