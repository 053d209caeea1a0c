/// The shape at the open ends of a stroked subpath.
public enum LineCap: Sendable, Hashable {
    /// The stroke stops at the end point.
    case butt
    /// A half disc of the line width's diameter.
    case round
    /// A half square: the stroke extends half the width past the end.
    case square
}

/// The shape at the corners of a stroked subpath.
public enum LineJoin: Sendable, Hashable {
    /// Edges extended to meet at a point, unless the miter limit is exceeded
    /// (then bevel).
    case miter
    /// A disc sector.
    case round
    /// The outer corners joined by a straight line.
    case bevel
}

/// How to stroke a path.
///
/// Degenerate values have defined results: a width that is zero, negative or
/// not finite strokes nothing; a dash pattern that is empty, has a negative or
/// non-finite entry, or sums to zero is ignored (solid stroke); a miter limit
/// below 1 (or NaN) acts as 1 (always bevel for non-straight joins).
public struct StrokeStyle: Sendable, Hashable {
    /// Line width in user units.
    public var width: Double
    /// Cap at open ends (and on dashes).
    public var cap: LineCap
    /// Join at corners.
    public var join: LineJoin
    /// Longest allowed ratio of miter length to line width before a miter
    /// join becomes a bevel. 10 is Core Graphics' default (about 11.5°).
    public var miterLimit: Double
    /// Alternating on/off lengths; an odd count repeats the list twice (SVG).
    public var dashes: [Double]
    /// How far into the dash pattern the stroke starts (may be negative).
    public var dashPhase: Double

    /// Creates a stroke style.
    public init(width: Double = 1, cap: LineCap = .butt, join: LineJoin = .miter, miterLimit: Double = 10,
                dashes: [Double] = [], dashPhase: Double = 0) {
        self.width = width; self.cap = cap; self.join = join; self.miterLimit = miterLimit
        self.dashes = dashes; self.dashPhase = dashPhase
    }

    /// The dash pattern to use, or nil for a solid stroke.
    var effectiveDashes: [Double]? {
        guard !dashes.isEmpty, dashes.allSatisfy({ $0.isFinite && $0 >= 0 }) else { return nil }
        guard dashes.reduce(0, +) > 0 else { return nil }
        return dashes.count % 2 == 1 ? dashes + dashes : dashes
    }
}
