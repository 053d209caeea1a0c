/// A point (or vector) in 2D, double precision.
public struct Point: Hashable, Sendable, CustomStringConvertible {
    /// Horizontal coordinate; grows to the right.
    public var x: Double
    /// Vertical coordinate; grows downward in pixmaps.
    public var y: Double

    /// Creates a point.
    @inlinable public init(x: Double, y: Double) { self.x = x; self.y = y }
    /// Creates a point.
    @inlinable public init(_ x: Double, _ y: Double) { self.x = x; self.y = y }

    /// The origin.
    public static let zero = Point(x: 0, y: 0)

    /// Whether both coordinates are finite (neither NaN nor infinite).
    @inlinable public var isFinite: Bool { x.isFinite && y.isFinite }
    /// Euclidean length of the vector.
    @inlinable public var length: Double { (x * x + y * y).squareRoot() }
    /// Dot product.
    @inlinable public func dot(_ o: Point) -> Double { x * o.x + y * o.y }
    /// 2D cross product (z of the 3D cross product).
    @inlinable public func cross(_ o: Point) -> Double { x * o.y - y * o.x }

    /// Vector sum.
    @inlinable public static func + (l: Point, r: Point) -> Point { Point(x: l.x + r.x, y: l.y + r.y) }
    /// Vector difference.
    @inlinable public static func - (l: Point, r: Point) -> Point { Point(x: l.x - r.x, y: l.y - r.y) }
    /// Scaling.
    @inlinable public static func * (l: Point, s: Double) -> Point { Point(x: l.x * s, y: l.y * s) }
    /// Negation.
    @inlinable public static prefix func - (p: Point) -> Point { Point(x: -p.x, y: -p.y) }

    /// `(x, y)`.
    public var description: String { "(\(x), \(y))" }
}

/// An axis-aligned rectangle given by origin and size; a negative size is
/// normalised by `standardized`.
public struct Rect: Hashable, Sendable {
    /// Left edge (for a standardised rectangle).
    public var x: Double
    /// Top edge (for a standardised rectangle).
    public var y: Double
    /// Width.
    public var width: Double
    /// Height.
    public var height: Double

    /// Creates a rectangle.
    @inlinable public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x; self.y = y; self.width = width; self.height = height
    }

    /// The same rectangle with non-negative width and height.
    @inlinable public var standardized: Rect {
        Rect(x: width < 0 ? x + width : x, y: height < 0 ? y + height : y, width: abs(width), height: abs(height))
    }
    /// Smallest x.
    @inlinable public var minX: Double { standardized.x }
    /// Smallest y.
    @inlinable public var minY: Double { standardized.y }
    /// Largest x.
    @inlinable public var maxX: Double { let s = standardized; return s.x + s.width }
    /// Largest y.
    @inlinable public var maxY: Double { let s = standardized; return s.y + s.height }
    /// Whether all four values are finite.
    @inlinable public var isFinite: Bool { x.isFinite && y.isFinite && width.isFinite && height.isFinite }
}
