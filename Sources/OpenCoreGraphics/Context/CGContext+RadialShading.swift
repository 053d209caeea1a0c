import Foundation
import Raster

/// Radial gradients whose circles are not nested, shaded pixel by pixel.
///
/// For such circles the painted area is a cone and a pixel can lie on two of
/// the interpolated circles; Core Graphics (like PDF's type 3 shading) takes
/// the largest `t` inside the drawn range with a non-negative radius. Raster's
/// radial shader picks the largest root before any range limit, so these
/// gradients are computed here: one `t` per pixel centre (no anti-aliasing at
/// the cone's edges), drawn as an image through a clip of the shaded pixels.
extension CGContext {
    func shadeRadialGradient(_ gradient: CGGradient, c0: CGPoint, r0: CGFloat, c1: CGPoint, r1: CGFloat,
                             options: CGGradientDrawingOptions, name: String) {
        let det = state.ctm.determinant
        guard det != 0, det.isFinite else { return }
        let inverse = deviceTransform.inverted()
        let lo = options.contains(.drawsBeforeStartLocation) ? -Double.infinity : 0
        let hi = options.contains(.drawsAfterEndLocation) ? Double.infinity : 1
        let cdx = Double(c1.x - c0.x), cdy = Double(c1.y - c0.y), dr = Double(r1 - r0), r0 = Double(r0)
        let a = cdx * cdx + cdy * cdy - dr * dr
        let ramp = gradient.ramp
        // The largest t in lo...hi with a non-negative radius, or nil.
        func t(_ px: Double, _ py: Double) -> Double? {
            let b = px * cdx + py * cdy + r0 * dr, c = px * px + py * py - r0 * r0
            func ok(_ t: Double) -> Bool { t.isFinite && t >= lo && t <= hi && r0 + t * dr >= 0 }
            if abs(a) < 1e-12 {
                guard b != 0 else { return nil }
                let t = c / (2 * b)
                return ok(t) ? t : nil
            }
            let disc = b * b - a * c
            guard disc >= 0 else { return nil }
            let s = disc.squareRoot()
            let t1 = (b + s) / a, t2 = (b - s) / a
            let (big, small) = t1 >= t2 ? (t1, t2) : (t2, t1)
            if ok(big) { return big }
            return ok(small) ? small : nil
        }
        guard var pixels = try? Pixmap(width: width, height: height),
              var shaded = try? Mask(width: width, height: height, fill: 0) else { return }
        let w = width
        pixels.withUnsafeMutablePixels { px in
            for y in 0..<height {
                for x in 0..<w {
                    let p = CGPoint(x: Double(x) + 0.5, y: Double(y) + 0.5).applying(inverse)
                    guard let t = t(Double(p.x - c0.x), Double(p.y - c0.y)) else { continue }
                    px[y * w + x] = ramp.color(at: min(1, max(0, t))).pixel.packed
                    shaded.values[y * w + x] = 255
                }
            }
        }
        let saved = canvas.clipMask
        if let saved, saved.width == w, saved.height == height {
            for i in shaded.values.indices where shaded.values[i] != 0 { shaded.values[i] = saved.values[i] }
        }
        canvas.clipMask = shaded
        let alpha = Double(state.alpha), image = pixels
        render(name, shape: .rect(Rect(x: 0, y: 0, width: Double(w), height: Double(height))), transform: .identity) {
            $0.drawPixmap(image, transform: .identity, quality: .nearest, blendMode: state.blendMode, alpha: alpha)
        }
        canvas.clipMask = saved
    }
}
