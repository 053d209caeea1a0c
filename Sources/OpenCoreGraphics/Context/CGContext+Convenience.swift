import Foundation
import Raster

/// Line segments, stroked-path replacement and space conversions.
extension CGContext {
    /// Strokes separate line segments, one per pair of points (Apple's
    /// `CGContextStrokeLineSegments`); an odd last point is ignored. The
    /// current path is left alone.
    public func strokeLineSegments(between points: [CGPoint]) {
        var p = Raster.Path()
        var i = 0
        while i + 1 < points.count {
            p.move(to: Raster.Point(x: points[i].x, y: points[i].y))
            p.line(to: Raster.Point(x: points[i + 1].x, y: points[i + 1].y))
            i += 2
        }
        guard !p.isEmpty else { return }
        strokeUserPath(p, style: state.strokeStyle, name: "CGContextStrokeLineSegments")
    }

    /// Replaces the current path with the outline its stroke would paint,
    /// with the current line width, cap, join, miter limit and dash (Apple's
    /// `CGContextReplacePathWithStrokedPath`). Filling the result (non-zero)
    /// paints what `strokePath()` would. The outline is made of line segments
    /// (Raster's stroker flattens curves), so it has more elements than Apple's.
    public func replacePathWithStrokedPath() {
        guard !currentPath.isEmpty else { return }
        let det = state.ctm.determinant
        guard det != 0, det.isFinite else { return beginPath() }
        let user = currentPath.storage.rasterPath(state.ctm.inverted())
        let scale = max(state.ctm.raster.maxScale, 1e-9)
        let outline = Stroker.stroke(user, style: state.strokeStyle, tolerance: 0.25 / scale)
        var storage = CGPathStorage()
        let t = state.ctm
        func cg(_ p: Raster.Point) -> CGPoint { CGPoint(x: p.x, y: p.y).applying(t) }
        outline.forEachSegment(
            move: { storage.append(.moveToPoint, cg($0)) },
            line: { storage.append(.addLineToPoint, cg($0)) },
            quad: { storage.append(.addQuadCurveToPoint, cg($0), cg($1)) },
            cubic: { storage.append(.addCurveToPoint, cg($0), cg($1), cg($2)) },
            close: { storage.appendClose() })
        currentPath = CGMutablePath(copying: storage)
    }

    /// The transform from user space to device space (Apple's
    /// `CGContextGetUserSpaceToDeviceSpaceTransform`). A bitmap context's
    /// device space is its y-up pixel grid, so this equals `ctm`.
    public var userSpaceToDeviceSpaceTransform: CGAffineTransform { state.ctm }

    /// `point` in device space (Apple's `CGContextConvertPointToDeviceSpace`).
    public func convertToDeviceSpace(_ point: CGPoint) -> CGPoint { point.applying(state.ctm) }

    /// `point` in user space (Apple's `CGContextConvertPointToUserSpace`).
    public func convertToUserSpace(_ point: CGPoint) -> CGPoint { point.applying(state.ctm.inverted()) }

    /// `size` in device space (Apple's `CGContextConvertSizeToDeviceSpace`).
    public func convertToDeviceSpace(_ size: CGSize) -> CGSize { size.applying(state.ctm) }

    /// `size` in user space (Apple's `CGContextConvertSizeToUserSpace`).
    public func convertToUserSpace(_ size: CGSize) -> CGSize { size.applying(state.ctm.inverted()) }

    /// The bounds of `rect` mapped to device space (Apple's `CGContextConvertRectToDeviceSpace`).
    public func convertToDeviceSpace(_ rect: CGRect) -> CGRect { rect.applying(state.ctm) }

    /// The bounds of `rect` mapped to user space (Apple's `CGContextConvertRectToUserSpace`).
    public func convertToUserSpace(_ rect: CGRect) -> CGRect { rect.applying(state.ctm.inverted()) }
}
