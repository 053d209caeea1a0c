import Foundation
import Raster

/// Gradient fills. Both fill the clip area (the whole bitmap when there is no
/// clip) limited to where the gradient is defined, through the CTM, alpha and
/// blend mode. The current path is not used or changed.
extension CGContext {
    /// Fills with colours varying along the line from `start` (location 0)
    /// to `end` (location 1) (Apple's `CGContextDrawLinearGradient`).
    ///
    /// Without options only the band between the lines through `start` and
    /// `end` perpendicular to the axis is painted; `drawsBeforeStartLocation`
    /// / `drawsAfterEndLocation` extend the end colours to the rest of the
    /// bitmap. Coincident points or a non-invertible CTM draw nothing;
    /// non-finite points are reported with a diagnostic.
    public func drawLinearGradient(_ gradient: CGGradient, start: CGPoint, end: CGPoint,
                                   options: CGGradientDrawingOptions) {
        guard start.isFinitePoint, end.isFinitePoint else {
            return cgDiagnostic("CGContextDrawLinearGradient: invalid points \(start), \(end).")
        }
        let dx = end.x - start.x, dy = end.y - start.y, len = (dx * dx + dy * dy).squareRoot()
        guard len > 0, let corners = userBitmapCorners() else { return }
        let ux = dx / len, uy = dy / len
        var sMin = CGFloat.infinity, sMax = -CGFloat.infinity, nMin = CGFloat.infinity, nMax = -CGFloat.infinity
        for c in corners {
            let s = (c.x - start.x) * ux + (c.y - start.y) * uy, n = -(c.x - start.x) * uy + (c.y - start.y) * ux
            sMin = min(sMin, s); sMax = max(sMax, s); nMin = min(nMin, n); nMax = max(nMax, n)
        }
        let lo = max(options.contains(.drawsBeforeStartLocation) ? sMin : 0, sMin - 1)
        let hi = min(options.contains(.drawsAfterEndLocation) ? sMax : len, sMax + 1)
        guard hi > lo else { return }
        func at(_ s: CGFloat, _ n: CGFloat) -> Raster.Point {
            Raster.Point(x: start.x + ux * s - uy * n, y: start.y + uy * s + ux * n)
        }
        let band = Raster.Path.polygon([at(lo, nMin - 1), at(hi, nMin - 1), at(hi, nMax + 1), at(lo, nMax + 1)])
        let shader = Shader.linearGradient(LinearGradient(start: Raster.Point(x: start.x, y: start.y),
                                                          end: Raster.Point(x: end.x, y: end.y), gradient: gradient.ramp))
        fillGradient(band, rule: .nonZero, shader: shader, name: "CGContextDrawLinearGradient")
    }

    /// Fills with colours varying across the circles interpolated from the
    /// start circle (location 0) to the end circle (location 1) (Apple's
    /// `CGContextDrawRadialGradient`).
    ///
    /// Without options only the points on those circles are painted (for
    /// concentric circles, the ring between them); `drawsBeforeStartLocation`
    /// / `drawsAfterEndLocation` extend the end colours through the circles
    /// beyond. Where a point lies on two circles the later one wins. Nested
    /// circles (the usual case) are drawn with anti-aliased edges; circles that
    /// are not nested are shaded per pixel centre, so the cone's edges are not
    /// anti-aliased. Negative or non-finite radii or centres are reported and
    /// draw nothing.
    public func drawRadialGradient(_ gradient: CGGradient, startCenter: CGPoint, startRadius: CGFloat,
                                   endCenter: CGPoint, endRadius: CGFloat, options: CGGradientDrawingOptions) {
        let name = "CGContextDrawRadialGradient"
        guard startCenter.isFinitePoint, endCenter.isFinitePoint, startRadius.isFinite, endRadius.isFinite,
              startRadius >= 0, endRadius >= 0 else {
            return cgDiagnostic("\(name): invalid circles (\(startCenter), \(startRadius)), (\(endCenter), \(endRadius)).")
        }
        guard let corners = userBitmapCorners() else { return }
        let dx = endCenter.x - startCenter.x, dy = endCenter.y - startCenter.y
        let d = (dx * dx + dy * dy).squareRoot()
        guard d + min(startRadius, endRadius) <= max(startRadius, endRadius) else {
            return shadeRadialGradient(gradient, c0: startCenter, r0: startRadius, c1: endCenter, r1: endRadius,
                                       options: options, name: name)
        }
        guard startRadius != endRadius || options.isSuperset(of: [.drawsBeforeStartLocation, .drawsAfterEndLocation]) else {
            return  // identical circles: nothing between them
        }
        // The growing side's extension covers the whole plane; the shrinking
        // side's stays inside the larger circle. Regions combine even-odd.
        let startCircle = Raster.Path.ellipse(in: Rect(x: startCenter.x - startRadius, y: startCenter.y - startRadius,
                                                       width: 2 * startRadius, height: 2 * startRadius))
        let endCircle = Raster.Path.ellipse(in: Rect(x: endCenter.x - endRadius, y: endCenter.y - endRadius,
                                                     width: 2 * endRadius, height: 2 * endRadius))
        let everything = Raster.Path.polygon(corners.map { Raster.Point(x: $0.x, y: $0.y) })
        let growing = endRadius >= startRadius
        let (small, large) = growing ? (startCircle, endCircle) : (endCircle, startCircle)
        let extendSmall = options.contains(growing ? .drawsBeforeStartLocation : .drawsAfterEndLocation)
        let extendLarge = options.contains(growing ? .drawsAfterEndLocation : .drawsBeforeStartLocation)
        var region = extendLarge ? everything : large
        if !extendSmall { region.append(small) }
        let shader = Shader.radialGradient(RadialGradient(
            startCenter: Raster.Point(x: startCenter.x, y: startCenter.y), startRadius: Double(startRadius),
            endCenter: Raster.Point(x: endCenter.x, y: endCenter.y), endRadius: Double(endRadius), gradient: gradient.ramp))
        fillGradient(region, rule: .evenOdd, shader: shader, name: name)
    }

    /// The bitmap's corners (grown by a pixel) in user space, or nil when the
    /// CTM cannot be inverted.
    private func userBitmapCorners() -> [CGPoint]? {
        let det = state.ctm.determinant
        guard det != 0, det.isFinite else { return nil }
        let inv = state.ctm.inverted(), w = CGFloat(width) + 1, h = CGFloat(height) + 1
        return [CGPoint(x: -1, y: -1), CGPoint(x: w, y: -1), CGPoint(x: w, y: h), CGPoint(x: -1, y: h)].map { $0.applying(inv) }
    }

    private func fillGradient(_ region: Raster.Path, rule: FillRule, shader: Shader, name: String) {
        let t = deviceTransform.raster
        render(name, shape: region, transform: t) {
            $0.fill(region, paint: Paint(shader: shader, blendMode: state.blendMode, alpha: Double(state.alpha)), rule: rule, transform: t)
        }
    }
}
