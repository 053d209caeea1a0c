import Foundation

/// A path with its drawing attributes, UIKit's `UIBezierPath`: a mutable
/// `CGPath` plus line width, caps, joins, miter limit, dash pattern and fill
/// rule, drawn by `fill()`, `stroke()` and `addClip()` into the current
/// UIKit graphics context.
///
/// Coordinates are UIKit's: y grows downwards, so "clockwise" (in
/// `init(arcCenter:…)` and `addArc(withCenter:…)`) means clockwise on the
/// screen, the direction of increasing angle.
///
/// Not a `Sendable` type (Apple's is not either). Apple's conformance to
/// `NSSecureCoding` is not provided; `NSCopying` is.
open class UIBezierPath: NSObject, NSCopying {
    /// The path's elements, in UIKit's (y-down) coordinates.
    var path: CGMutablePath

    /// The width of stroked lines in points (Apple's default 1).
    open var lineWidth: CGFloat = 1
    /// The shape of line ends when stroking (Apple's default `.butt`).
    open var lineCapStyle: CGLineCap = .butt
    /// The shape of corners when stroking (Apple's default `.miter`).
    open var lineJoinStyle: CGLineJoin = .miter
    /// The miter limit when stroking with miter joins (Apple's default 10).
    open var miterLimit: CGFloat = 10
    /// How closely curves are approximated when drawn (Apple's default 0.6).
    /// Stored for ports; the Raster engine flattens curves to its own
    /// sub-pixel tolerance whatever the value.
    open var flatness: CGFloat = 0.6
    /// Whether `fill()`, `addClip()` and `contains(_:)` use the even-odd rule
    /// rather than non-zero winding (Apple's default false).
    open var usesEvenOddFillRule = false

    /// The dash lengths and phase set by `setLineDash(_:count:phase:)`.
    var dashPattern: [CGFloat] = []
    var dashPhase: CGFloat = 0

    /// An empty path (Apple's `init()`).
    public override init() {
        path = CGMutablePath()
        super.init()
    }

    /// A path with a copy of `cgPath`'s elements (Apple's `init(cgPath:)`).
    public convenience init(cgPath: CGPath) {
        self.init()
        path = cgPath.mutableCopy() ?? CGMutablePath()
    }

    /// The elements as an immutable Core Graphics path (Apple's `cgPath`).
    /// Getting returns a snapshot; setting replaces every element with a
    /// copy of the new path's (the drawing attributes stay).
    open var cgPath: CGPath {
        get { path.copy() ?? CGMutablePath() }
        set { path = newValue.mutableCopy() ?? CGMutablePath() }
    }

    // MARK: Building

    /// Starts a new subpath at `point` (Apple's `move(to:)`).
    open func move(to point: CGPoint) { path.move(to: point) }

    /// Adds a straight line from the current point to `point` (Apple's
    /// `addLine(to:)`). Without a current point the call is ignored with a
    /// diagnostic (Apple logs an error too).
    open func addLine(to point: CGPoint) { path.addLine(to: point) }

    /// Adds a cubic Bézier curve from the current point to `endPoint` (Apple's
    /// `addCurve(to:controlPoint1:controlPoint2:)`).
    open func addCurve(to endPoint: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
        path.addCurve(to: endPoint, control1: controlPoint1, control2: controlPoint2)
    }

    /// Adds a quadratic Bézier curve from the current point to `endPoint`
    /// (Apple's `addQuadCurve(to:controlPoint:)`).
    open func addQuadCurve(to endPoint: CGPoint, controlPoint: CGPoint) {
        path.addQuadCurve(to: endPoint, control: controlPoint)
    }

    /// Adds an arc of a circle (Apple's
    /// `addArc(withCenter:radius:startAngle:endAngle:clockwise:)`).
    ///
    /// Angles are in radians from the positive x axis; the point at angle θ
    /// is `center + radius · (cos θ, sin θ)`, which in UIKit's y-down space
    /// puts π/2 straight below the centre. `clockwise: true` sweeps clockwise
    /// on screen (increasing angle) — the opposite of `CGMutablePath`'s flag,
    /// which names the direction in y-up space, so the flag is inverted when
    /// passed on. A line joins the current point to the arc's start if the
    /// path is not empty. A sweep of 2π or more in the requested direction is
    /// a full circle; an arc from 0 to 2π counter-clockwise is empty (as
    /// with Apple's).
    open func addArc(withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat,
                     clockwise: Bool) {
        path.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle,
                    clockwise: !clockwise)
    }

    /// Closes the current subpath with a straight line to its start (Apple's `close()`).
    open func close() { path.closeSubpath() }

    /// Removes every element; the drawing attributes stay (Apple's `removeAllPoints()`).
    open func removeAllPoints() { path = CGMutablePath() }

    /// Appends `bezierPath`'s elements (Apple's `append(_:)`); its drawing
    /// attributes are not taken.
    open func append(_ bezierPath: UIBezierPath) { path.addPath(bezierPath.path) }

    /// Transforms every point of the path by `transform` (Apple's `apply(_:)`).
    open func apply(_ transform: CGAffineTransform) {
        var t = transform
        path = path.mutableCopy(using: &t) ?? path
    }

    // MARK: Queries

    /// Whether the path has no elements (Apple's `isEmpty`). A path with only
    /// a move is not empty.
    open var isEmpty: Bool { path.isEmpty }

    /// The smallest rectangle holding every point of the path, control points
    /// included (Apple's `bounds`, which is `CGPath.boundingBox`). An empty
    /// path gives `CGRect.null`.
    open var bounds: CGRect { path.boundingBox }

    /// Where the next element starts (Apple's `currentPoint`); `.zero` for an
    /// empty path, silently (Apple's returns zero too).
    open var currentPoint: CGPoint { path.isEmpty ? .zero : path.currentPoint }

    /// Whether `point` is inside the path under its fill rule (Apple's
    /// `contains(_:)`); open subpaths count as closed.
    open func contains(_ point: CGPoint) -> Bool {
        path.contains(point, using: usesEvenOddFillRule ? .evenOdd : .winding)
    }

    // MARK: Dashes

    /// Sets the dash pattern used by `stroke()` (Apple's
    /// `setLineDash(_:count:phase:)`): `count` lengths read from `pattern`
    /// (alternating painted and unpainted), starting `phase` points into it.
    /// A nil pattern or a count of 0 removes the dashes. Negative or
    /// non-finite lengths, or an all-zero pattern, are refused with a
    /// diagnostic and leave the pattern unchanged.
    open func setLineDash(_ pattern: UnsafePointer<CGFloat>?, count: Int, phase: CGFloat) {
        guard let pattern, count > 0 else {
            dashPattern = []
            dashPhase = 0
            return
        }
        let lengths = Array(UnsafeBufferPointer(start: pattern, count: count))
        guard phase.isFinite, lengths.allSatisfy({ $0.isFinite && $0 >= 0 }), lengths.reduce(0, +) > 0 else {
            CGDiagnostics.report("UIBezierPath.setLineDash: invalid dash pattern \(lengths) or phase \(phase); ignored")
            return
        }
        dashPattern = lengths
        dashPhase = phase
    }

    /// Reads the dash pattern (Apple's `getLineDash(_:count:phase:)`): the
    /// number of lengths goes to `count`, the phase to `phase`, and the
    /// lengths to `pattern`, which must have room for them (call once with a
    /// nil pattern to learn the count, as with Apple's).
    open func getLineDash(_ pattern: UnsafeMutablePointer<CGFloat>?, count: UnsafeMutablePointer<Int>?,
                          phase: UnsafeMutablePointer<CGFloat>?) {
        if let pattern {
            for (i, length) in dashPattern.enumerated() { pattern[i] = length }
        }
        count?.pointee = dashPattern.count
        phase?.pointee = dashPhase
    }

    // MARK: Copying

    /// A copy with the same elements and drawing attributes (Apple's NSCopying).
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = UIBezierPath()
        copy.path = path.mutableCopy() ?? CGMutablePath()
        copy.takeAttributes(of: self)
        return copy
    }

    /// Copies the drawing attributes of `other` (not its elements).
    func takeAttributes(of other: UIBezierPath) {
        lineWidth = other.lineWidth
        lineCapStyle = other.lineCapStyle
        lineJoinStyle = other.lineJoinStyle
        miterLimit = other.miterLimit
        flatness = other.flatness
        usesEvenOddFillRule = other.usesEvenOddFillRule
        dashPattern = other.dashPattern
        dashPhase = other.dashPhase
    }
}
