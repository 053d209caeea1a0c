import Foundation
import Raster

/// Painting paths and rectangles, and clipping. Painting the current path
/// consumes it (the path is empty afterwards), as in Core Graphics. Geometry
/// with NaN or infinite values draws nothing and is reported with a diagnostic.
extension CGContext {
    // MARK: Current path

    /// Fills the current path (Apple's `CGContextFillPath` /
    /// `CGContextEOFillPath`), then discards it.
    public func fillPath(using rule: CGPathFillRule = .winding) {
        fillCurrentPath(rule, name: rule == .winding ? "CGContextFillPath" : "CGContextEOFillPath")
        beginPath()
    }

    /// Strokes the current path with the current line style and stroke colour
    /// (Apple's `CGContextStrokePath`), then discards it.
    public func strokePath() {
        strokeCurrentPath(name: "CGContextStrokePath")
        beginPath()
    }

    /// Fills and/or strokes the current path (Apple's `CGContextDrawPath`),
    /// then discards it. The fill is drawn first.
    public func drawPath(using mode: CGPathDrawingMode) {
        switch mode {
        case .fill: fillCurrentPath(.winding, name: "CGContextDrawPath")
        case .eoFill: fillCurrentPath(.evenOdd, name: "CGContextDrawPath")
        case .stroke: strokeCurrentPath(name: "CGContextDrawPath")
        case .fillStroke:
            fillCurrentPath(.winding, name: "CGContextDrawPath"); strokeCurrentPath(name: "CGContextDrawPath")
        case .eoFillStroke:
            fillCurrentPath(.evenOdd, name: "CGContextDrawPath"); strokeCurrentPath(name: "CGContextDrawPath")
        }
        beginPath()
    }

    /// Intersects the clip with the current path's interior under `rule`
    /// (Apple's `CGContextClip` / `CGContextEOClip`), then discards the path.
    /// Clipping to an empty path clips everything away, as on Apple's platforms.
    /// The clip edge is anti-aliased.
    public func clip(using rule: CGPathFillRule = .winding) {
        let p = currentPath.storage.rasterPath()
        if canvas.clip(to: p, rule: rule.raster, transform: flip.raster) == .nonFiniteGeometry {
            cgDiagnostic("CGContextClip: invalid (non-finite) path.")
        }
        beginPath()
    }

    // MARK: Rectangles and ellipses

    /// Fills `rect` with the fill colour (Apple's `CGContextFillRect`). The
    /// current path is left alone.
    public func fill(_ rect: CGRect) {
        let t = deviceTransform.raster, r = visible(rect), paint = fillPaint(t)
        render("CGContextFillRect", shape: .rect(r), transform: t) { $0.fillRect(r, paint: paint, transform: t) }
    }

    /// Fills each rectangle (Apple's `CGContextFillRects`). Overlaps are
    /// painted once (the rectangles are filled as one path).
    public func fill(_ rects: [CGRect]) {
        var p = Raster.Path()
        for r in rects { p.append(.rect(visible(r))) }
        let t = deviceTransform.raster, paint = fillPaint(t)
        render("CGContextFillRects", shape: p, transform: t) { $0.fill(p, paint: paint, rule: .nonZero, transform: t) }
    }

    /// Strokes the outline of `rect` with the current line style (Apple's
    /// `CGContextStrokeRect`).
    public func stroke(_ rect: CGRect) {
        strokeUserPath(.rect(Rect(rect)), style: state.strokeStyle, name: "CGContextStrokeRect")
    }

    /// Strokes the outline of `rect` with line width `width` (Apple's
    /// `CGContextStrokeRectWithWidth`); the state's line width is unchanged.
    public func stroke(_ rect: CGRect, width: CGFloat) {
        var style = state.strokeStyle
        style.width = Double(width)
        strokeUserPath(.rect(Rect(rect)), style: style, name: "CGContextStrokeRectWithWidth")
    }

    /// Fills the ellipse inscribed in `rect` (Apple's `CGContextFillEllipseInRect`).
    public func fillEllipse(in rect: CGRect) {
        let p = CGMutablePath()
        p.addEllipse(in: rect)
        let t = deviceTransform.raster, rp = p.storage.rasterPath(), paint = fillPaint(t)
        guard !rp.isEmpty else { return }
        render("CGContextFillEllipseInRect", shape: rp, transform: t) { $0.fill(rp, paint: paint, rule: .nonZero, transform: t) }
    }

    /// Strokes the ellipse inscribed in `rect` (Apple's `CGContextStrokeEllipseInRect`).
    public func strokeEllipse(in rect: CGRect) {
        let p = CGMutablePath()
        p.addEllipse(in: rect)
        let rp = p.storage.rasterPath()
        guard !rp.isEmpty else { return }
        strokeUserPath(rp, style: state.strokeStyle, name: "CGContextStrokeEllipseInRect")
    }

    /// Makes the pixels in `rect` transparent (Apple's `CGContextClearRect`),
    /// within the clip; partially covered edge pixels are partially cleared.
    /// Alpha and blend mode do not apply.
    public func clear(_ rect: CGRect) {
        let paint = Paint(color: .black, blendMode: .clear), t = deviceTransform.raster, r = visible(rect)
        render("CGContextClearRect", shape: .rect(r), transform: t, effects: false) { $0.fillRect(r, paint: paint, transform: t) }
    }

    /// Intersects the clip with `rect` (Apple's `CGContextClipToRect`).
    public func clip(to rect: CGRect) {
        guard Rect(rect).isFinite else { return cgDiagnostic("CGContextClipToRect: invalid rect \(rect).") }
        canvas.clip(to: .rect(visible(rect)), rule: .nonZero, transform: deviceTransform.raster)
    }

    /// Intersects the clip with the union of `rects` (Apple's `CGContextClipToRects`).
    public func clip(to rects: [CGRect]) {
        guard rects.allSatisfy({ Rect($0).isFinite }) else {
            return cgDiagnostic("CGContextClipToRects: invalid rect in \(rects).")
        }
        var p = Raster.Path()
        for r in rects { p.append(.rect(visible(r))) }
        canvas.clip(to: p, rule: .nonZero, transform: deviceTransform.raster)
    }

    /// The bounds of the clip in user space (Apple's `CGContextGetClipBoundingBox`):
    /// the whole bitmap mapped back through the CTM when there is no clip,
    /// otherwise the bounds of the clip mask's non-zero pixels.
    public var boundingBoxOfClipPath: CGRect {
        var box = CGRect(x: 0, y: 0, width: width, height: height)
        if let mask = canvas.clipMask {
            var x0 = width, y0 = height, x1 = 0, y1 = 0
            for y in 0..<mask.height {
                for x in 0..<mask.width where mask.values[y * mask.width + x] != 0 {
                    x0 = min(x0, x); x1 = max(x1, x + 1); y0 = min(y0, y); y1 = max(y1, y + 1)
                }
            }
            guard x1 > x0 else { return .null }
            box = CGRect(x: x0, y: height - y1, width: x1 - x0, height: y1 - y0)
        }
        return box.applying(state.ctm.inverted())
    }

    // MARK: Helpers

    /// `rect` (standardized) cut to the bitmap's bounds in user space, so
    /// huge rectangles (1e300) keep their precision. Non-finite rects, or any
    /// rect under a non-invertible CTM, pass through unchanged.
    func visible(_ rect: CGRect) -> Rect {
        let r = Rect(rect).standardized
        let det = state.ctm.determinant
        guard r.isFinite, det != 0, det.isFinite else { return r }
        let inv = state.ctm.inverted(), w = CGFloat(width) + 1, h = CGFloat(height) + 1
        let corners = [CGPoint(x: -1, y: -1), CGPoint(x: w, y: -1), CGPoint(x: w, y: h), CGPoint(x: -1, y: h)].map { $0.applying(inv) }
        let x0 = max(r.minX, corners.map(\.x).min()!), x1 = min(r.maxX, corners.map(\.x).max()!)
        let y0 = max(r.minY, corners.map(\.y).min()!), y1 = min(r.maxY, corners.map(\.y).max()!)
        guard x1 > x0, y1 > y0 else { return Rect(x: r.minX, y: r.minY, width: 0, height: 0) }
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    func fillCurrentPath(_ rule: CGPathFillRule, name: String) {
        guard !currentPath.isEmpty else { return }
        let p = currentPath.storage.rasterPath(), t = flip.raster, paint = fillPaint(t)
        render(name, shape: p, transform: t) { $0.fill(p, paint: paint, rule: rule.raster, transform: t) }
    }

    func strokeCurrentPath(name: String) {
        guard !currentPath.isEmpty else { return }
        // Strokes are computed in user space (the pen is a circle there).
        guard state.ctm.determinant != 0, state.ctm.determinant.isFinite else { return }
        let user = currentPath.storage.rasterPath(state.ctm.inverted())
        strokeUserPath(user, style: state.strokeStyle, name: name)
    }

    func strokeUserPath(_ p: Raster.Path, style: StrokeStyle, name: String) {
        let t = deviceTransform.raster, paint = strokePaint(t)
        var style = style
        if style.width == 0, t.maxScale > 0 { style.width = 1 / t.maxScale }  // Apple's thinnest line: one pixel
        // Joins reach at most miterLimit · width / 2 from the path (caps √2 · width / 2).
        let pad = style.width / 2 * max(style.miterLimit, 1.5) * t.maxScale
        render(name, shape: p, transform: t, pad: pad) { $0.stroke(p, style: style, paint: paint, transform: t) }
    }
}

extension CGPathFillRule {
    var raster: FillRule { self == .winding ? .nonZero : .evenOdd }
}

extension Rect {
    /// The same rectangle in Raster's type.
    init(_ r: CGRect) {
        self.init(x: Double(r.origin.x), y: Double(r.origin.y), width: Double(r.size.width), height: Double(r.size.height))
    }
}
