import Foundation

/// Path construction. As in Core Graphics, points are mapped through the CTM
/// in effect when they are added, so changing the CTM later does not move
/// them; bad input is reported by the path (see `CGMutablePath`) and ignored.
extension CGContext {
    /// Discards the current path (Apple's `CGContextBeginPath`).
    public func beginPath() { currentPath = CGMutablePath() }

    /// Starts a new subpath at `point` (Apple's `CGContextMoveToPoint`).
    public func move(to point: CGPoint) { currentPath.move(to: point, transform: state.ctm) }

    /// Adds a line to `point` (Apple's `CGContextAddLineToPoint`).
    public func addLine(to point: CGPoint) { currentPath.addLine(to: point, transform: state.ctm) }

    /// Adds a cubic Bézier curve (Apple's `CGContextAddCurveToPoint`).
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
        currentPath.addCurve(to: end, control1: control1, control2: control2, transform: state.ctm)
    }

    /// Adds a quadratic Bézier curve (Apple's `CGContextAddQuadCurveToPoint`).
    public func addQuadCurve(to end: CGPoint, control: CGPoint) {
        currentPath.addQuadCurve(to: end, control: control, transform: state.ctm)
    }

    /// Adds a line through each point after the first (Apple's `CGContextAddLines`).
    public func addLines(between points: [CGPoint]) { currentPath.addLines(between: points, transform: state.ctm) }

    /// Adds a closed rectangle subpath (Apple's `CGContextAddRect`).
    public func addRect(_ rect: CGRect) { currentPath.addRect(rect, transform: state.ctm) }

    /// Adds one closed subpath per rectangle (Apple's `CGContextAddRects`).
    public func addRects(_ rects: [CGRect]) { currentPath.addRects(rects, transform: state.ctm) }

    /// Adds an ellipse inscribed in `rect` (Apple's `CGContextAddEllipseInRect`).
    public func addEllipse(in rect: CGRect) { currentPath.addEllipse(in: rect, transform: state.ctm) }

    /// Adds a circular arc (Apple's `CGContextAddArc`); `clockwise` is in the
    /// y-up user space, as on Apple's platforms.
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        currentPath.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle,
                    clockwise: clockwise, transform: state.ctm)
    }

    /// Adds an arc tangent to two lines (Apple's `CGContextAddArcToPoint`).
    public func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat) {
        currentPath.addArc(tangent1End: tangent1End, tangent2End: tangent2End, radius: radius, transform: state.ctm)
    }

    /// Adds `path`, given in user space (Apple's `CGContextAddPath`).
    public func addPath(_ path: CGPath) { currentPath.addPath(path, transform: state.ctm) }

    /// Closes the current subpath (Apple's `CGContextClosePath`).
    public func closePath() { currentPath.closeSubpath() }

    /// Whether the current path is empty (Apple's `CGContextIsPathEmpty`).
    public var isPathEmpty: Bool { currentPath.isEmpty }

    /// The current point in user space (Apple's `CGContextGetPathCurrentPoint`);
    /// `.zero` when there is no path.
    public var currentPointOfPath: CGPoint {
        guard let p = currentPath.storage.currentPoint else { return .zero }
        return p.applying(state.ctm.inverted())
    }

    /// The bounds of the current path in user space, control points excluded
    /// (Apple's `CGContextGetPathBoundingBox`); `CGRect.null` when empty. With
    /// a rotated CTM this is the bounds of the device-space box mapped back.
    public var boundingBoxOfPath: CGRect {
        let box = currentPath.boundingBoxOfPath
        return box.isNull ? box : box.applying(state.ctm.inverted())
    }

    /// The current path, in user space (Apple's `CGContextCopyPath`); nil when empty.
    public var path: CGPath? {
        currentPath.isEmpty ? nil : CGPath(storage: currentPath.storage.applying(state.ctm.inverted()))
    }
}
