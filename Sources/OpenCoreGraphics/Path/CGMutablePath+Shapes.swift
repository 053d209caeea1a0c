import Foundation

/// The cubic Bézier control-point distance for a quarter circle of radius 1:
/// 4/3·(√2 − 1) ≈ 0.5522847498. Core Graphics uses it for ellipses and rounded
/// corners.
package let cgQuarterCircleKappa: CGFloat = 4.0 / 3.0 * (2.0.squareRoot() - 1.0)

extension CGMutablePath {
    /// Appends a closed rectangular subpath: a move to (minX, minY), lines to
    /// (maxX, minY), (maxX, maxY), (minX, maxY), then a close — the four-element
    /// shape Core Graphics produces (the fourth edge is the implicit closing line).
    ///
    /// The rectangle is standardized first, so negative sizes give the same path
    /// as their standardized rectangle. A zero-size rectangle still adds all five
    /// elements (a degenerate subpath, as Apple does). A null rectangle or one
    /// with non-finite values is ignored with a diagnostic.
    public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        guard let r = validRect(rect, "CGPathAddRect") else { return }
        appendAtomically("CGPathAddRect") { s in
            s.append(.moveToPoint, CGPoint(x: r.minX, y: r.minY).applying(transform))
            s.append(.addLineToPoint, CGPoint(x: r.maxX, y: r.minY).applying(transform))
            s.append(.addLineToPoint, CGPoint(x: r.maxX, y: r.maxY).applying(transform))
            s.append(.addLineToPoint, CGPoint(x: r.minX, y: r.maxY).applying(transform))
            s.appendClose()
        }
    }

    /// Appends one rectangular subpath per rectangle (see `addRect(_:transform:)`).
    public func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        for rect in rects { addRect(rect, transform: transform) }
    }

    /// Appends an ellipse inscribed in `rect` as a closed subpath: a move to
    /// (maxX, midY), four cubic Béziers (one per quadrant, control distance
    /// 0.5522847498 × radius) through (midX, maxY), (minX, midY), (midX, minY)
    /// back to (maxX, midY), then a close — Core Graphics' element sequence.
    ///
    /// The angle increases along the path, which looks clockwise in UIKit's
    /// flipped coordinates (Apple documents the ellipse as clockwise). The
    /// rectangle is standardized; a zero-size one gives a degenerate ellipse of
    /// the same structure; null or non-finite rectangles are ignored with a
    /// diagnostic.
    public func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        guard let r = validRect(rect, "CGPathAddEllipseInRect") else { return }
        let cx = r.midX, cy = r.midY, rx = r.width / 2, ry = r.height / 2
        let kx = rx * cgQuarterCircleKappa, ky = ry * cgQuarterCircleKappa
        func p(_ x: CGFloat, _ y: CGFloat) -> CGPoint { CGPoint(x: x, y: y).applying(transform) }
        appendAtomically("CGPathAddEllipseInRect") { s in
            s.append(.moveToPoint, p(cx + rx, cy))
            s.append(.addCurveToPoint, p(cx + rx, cy + ky), p(cx + kx, cy + ry), p(cx, cy + ry))
            s.append(.addCurveToPoint, p(cx - kx, cy + ry), p(cx - rx, cy + ky), p(cx - rx, cy))
            s.append(.addCurveToPoint, p(cx - rx, cy - ky), p(cx - kx, cy - ry), p(cx, cy - ry))
            s.append(.addCurveToPoint, p(cx + kx, cy - ry), p(cx + rx, cy - ky), p(cx + rx, cy))
            s.appendClose()
        }
    }

    /// Appends a rounded rectangle as a closed subpath whose corners are quarter
    /// ellipses with radii `cornerWidth` and `cornerHeight`.
    ///
    /// Element sequence (angle increasing, like `addEllipse(in:)`; Apple documents
    /// the orientation but not the start point): move to (maxX, minY + ch); then
    /// for each side a line followed by one cubic corner — right side up to
    /// (maxX, maxY − ch), corner to (maxX − cw, maxY), top side, corner, left
    /// side, corner, bottom side, corner back to the start; then a close. That is
    /// 1 move + 4 lines + 4 curves + close; lines may have zero length when a
    /// corner takes half a side, so the structure never changes with the radii
    /// (useful for animating them).
    ///
    /// Apple traps when a corner size is negative or more than half the
    /// rectangle's side. OpenCoreGraphics clamps it into `0...side/2` with a
    /// diagnostic. When either corner size is 0 the result is exactly
    /// `addRect(_:transform:)` (the corners are square). A null rectangle or NaN
    /// corner sizes are ignored with a diagnostic.
    public func addRoundedRect(in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
                               transform: CGAffineTransform = .identity) {
        let name = "CGPathAddRoundedRect"
        guard let r = validRect(rect, name) else { return }
        guard !cornerWidth.isNaN, !cornerHeight.isNaN else { return invalid(name) }
        var cw = cornerWidth, ch = cornerHeight
        if cw < 0 || ch < 0 || 2 * cw > r.width || 2 * ch > r.height {
            cgDiagnostic("\(name): corner size (\(cornerWidth), \(cornerHeight)) outside 0...half the rectangle \(r.size); clamped.")
            cw = Swift.min(Swift.max(cw, 0), r.width / 2)
            ch = Swift.min(Swift.max(ch, 0), r.height / 2)
        }
        if cw == 0 || ch == 0 { return addRect(r, transform: transform) }
        let kx = cw * cgQuarterCircleKappa, ky = ch * cgQuarterCircleKappa
        let x0 = r.minX, x1 = r.maxX, y0 = r.minY, y1 = r.maxY
        func p(_ x: CGFloat, _ y: CGFloat) -> CGPoint { CGPoint(x: x, y: y).applying(transform) }
        appendAtomically(name) { s in
            s.append(.moveToPoint, p(x1, y0 + ch))
            s.append(.addLineToPoint, p(x1, y1 - ch))
            s.append(.addCurveToPoint, p(x1, y1 - ch + ky), p(x1 - cw + kx, y1), p(x1 - cw, y1))
            s.append(.addLineToPoint, p(x0 + cw, y1))
            s.append(.addCurveToPoint, p(x0 + cw - kx, y1), p(x0, y1 - ch + ky), p(x0, y1 - ch))
            s.append(.addLineToPoint, p(x0, y0 + ch))
            s.append(.addCurveToPoint, p(x0, y0 + ch - ky), p(x0 + cw - kx, y0), p(x0 + cw, y0))
            s.append(.addLineToPoint, p(x1 - cw, y0))
            s.append(.addCurveToPoint, p(x1 - cw + kx, y0), p(x1, y0 + ch - ky), p(x1, y0 + ch))
            s.appendClose()
        }
    }

    /// The standardized rectangle, or nil (with a diagnostic) when it is null or
    /// not finite.
    private func validRect(_ rect: CGRect, _ function: String) -> CGRect? {
        if rect.isNull {
            cgDiagnostic("\(function): null rectangle; the call is ignored.")
            return nil
        }
        let r = rect.standardized
        guard r.minX.isFinite, r.minY.isFinite, r.maxX.isFinite, r.maxY.isFinite else {
            invalid(function)
            return nil
        }
        return r
    }
}

extension CGPath {
    /// A path holding one closed rectangle (Apple's `CGPathCreateWithRect`); see
    /// `CGMutablePath.addRect(_:transform:)` for the elements.
    ///
    /// `transform` is applied to the points when non-nil. As in Apple's SDK the
    /// argument has no default: write `CGPath(rect: r, transform: nil)`.
    public convenience init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        let path = CGMutablePath()
        path.addRect(rect, transform: transform?.pointee ?? .identity)
        self.init(storage: path.storage)
    }

    /// A path holding one ellipse inscribed in `rect` (Apple's
    /// `CGPathCreateWithEllipseInRect`); see `CGMutablePath.addEllipse(in:transform:)`.
    public convenience init(ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        let path = CGMutablePath()
        path.addEllipse(in: rect, transform: transform?.pointee ?? .identity)
        self.init(storage: path.storage)
    }

    /// A path holding one rounded rectangle (Apple's `CGPathCreateWithRoundedRect`);
    /// see `CGMutablePath.addRoundedRect(in:cornerWidth:cornerHeight:transform:)`
    /// for the elements and how out-of-range corner sizes are handled.
    public convenience init(roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
                            transform: UnsafePointer<CGAffineTransform>?) {
        let path = CGMutablePath()
        path.addRoundedRect(in: rect, cornerWidth: cornerWidth, cornerHeight: cornerHeight,
                            transform: transform?.pointee ?? .identity)
        self.init(storage: path.storage)
    }
}
