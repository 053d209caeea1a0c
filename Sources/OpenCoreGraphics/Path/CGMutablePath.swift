import Foundation

/// A mutable graphics path, Core Graphics' `CGMutablePath`.
///
/// Every method takes an optional `transform` (identity by default) that is
/// applied to the new points before they are appended; the path itself stores
/// transformed points only.
///
/// Bad input never traps. As Core Graphics does, OpenCoreGraphics logs one line
/// and ignores the call, leaving the path as it was:
/// - a line or curve with no current point ("no current point");
/// - a point, radius or angle that is NaN or infinite, or becomes non-finite
///   once transformed (Apple logs "invalid numeric value" and ignores it too);
/// - shape-specific cases documented on each method.
public final class CGMutablePath: CGPath, @unchecked Sendable {
    /// Creates an empty mutable path (Apple's `CGPathCreateMutable`).
    public init() {
        super.init(storage: CGPathStorage())
    }

    package init(copying storage: CGPathStorage) {
        super.init(storage: storage)
    }

    // MARK: Elements

    /// Begins a new subpath at `point`.
    public func move(to point: CGPoint, transform: CGAffineTransform = .identity) {
        let p = point.applying(transform)
        guard p.isFinitePoint else { return invalid("CGPathMoveToPoint") }
        storage.append(.moveToPoint, p)
    }

    /// Appends a straight line from the current point to `point`.
    ///
    /// With no current point (empty path) the call is ignored with a diagnostic,
    /// exactly as Core Graphics logs "CGPathAddLineToPoint: no current point.".
    public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) {
        guard hasCurrentPoint("CGPathAddLineToPoint") else { return }
        let p = point.applying(transform)
        guard p.isFinitePoint else { return invalid("CGPathAddLineToPoint") }
        storage.append(.addLineToPoint, p)
    }

    /// Appends a quadratic Bézier curve from the current point to `end` with one
    /// control point. Ignored with a diagnostic when there is no current point.
    public func addQuadCurve(to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity) {
        guard hasCurrentPoint("CGPathAddQuadCurveToPoint") else { return }
        let c = control.applying(transform), p = end.applying(transform)
        guard c.isFinitePoint, p.isFinitePoint else { return invalid("CGPathAddQuadCurveToPoint") }
        storage.append(.addQuadCurveToPoint, c, p)
    }

    /// Appends a cubic Bézier curve from the current point to `end` with two
    /// control points. Ignored with a diagnostic when there is no current point.
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint,
                         transform: CGAffineTransform = .identity) {
        guard hasCurrentPoint("CGPathAddCurveToPoint") else { return }
        let c1 = control1.applying(transform), c2 = control2.applying(transform)
        let p = end.applying(transform)
        guard c1.isFinitePoint, c2.isFinitePoint, p.isFinitePoint else {
            return invalid("CGPathAddCurveToPoint")
        }
        storage.append(.addCurveToPoint, c1, c2, p)
    }

    /// Closes the current subpath with a straight line back to its start; the
    /// start becomes the current point.
    ///
    /// On an empty path the call is ignored with a diagnostic. Closing a subpath
    /// that is already closed appends nothing (a second close draws nothing).
    public func closeSubpath() {
        guard let last = storage.kinds.last else {
            cgDiagnostic("CGPathCloseSubpath: no current point.")
            return
        }
        if last != .closeSubpath { storage.appendClose() }
    }

    /// Appends a subpath of straight lines: a move to `points[0]`, then a line to
    /// each following point (Apple's `CGPathAddLines`). An empty array adds
    /// nothing. If any point is non-finite nothing is added.
    public func addLines(between points: [CGPoint], transform: CGAffineTransform = .identity) {
        guard let first = points.first else { return }
        appendAtomically("CGPathAddLines") { s in
            s.append(.moveToPoint, first.applying(transform))
            for p in points.dropFirst() { s.append(.addLineToPoint, p.applying(transform)) }
        }
    }

    /// Appends all of `path`'s elements, transformed by `transform`.
    ///
    /// As in Core Graphics the elements are copied verbatim: `path` normally starts
    /// with a move, so it begins a new subpath.
    public func addPath(_ path: CGPath, transform: CGAffineTransform = .identity) {
        let other = path.storage  // copy first: `path` may be `self`
        appendAtomically("CGPathAddPath") { s in
            s.append(contentsOf: other, transform: transform)
        }
    }

    // MARK: Helpers shared by the shape and arc files

    /// Runs `body`, then rolls everything it appended back (with a diagnostic)
    /// when any new point is non-finite. Returns whether the append was kept.
    @discardableResult
    package func appendAtomically(_ function: String, _ body: (inout CGPathStorage) -> Void) -> Bool {
        let mark = storage.mark
        body(&storage)
        if storage.pointsAreFinite(since: mark) { return true }
        storage.rollBack(to: mark)
        invalid(function)
        return false
    }

    /// Whether the path has a current point; emits "no current point" when not.
    package func hasCurrentPoint(_ function: String) -> Bool {
        if storage.isEmpty {
            cgDiagnostic("\(function): no current point.")
            return false
        }
        return true
    }

    /// Emits the diagnostic for a non-finite argument to `function`.
    package func invalid(_ function: String) {
        cgDiagnostic("\(function): invalid numeric value (NaN or infinity); the call is ignored.")
    }
}

extension CGPoint {
    /// Whether both coordinates are finite.
    @inlinable package var isFinitePoint: Bool { x.isFinite && y.isFinite }
}
