/// A rectangle of whole pixels: columns `x ..< x + width`, rows `y ..< y + height`.
///
/// The unit in which encoders crop frames and renderers report damage (the
/// pixels that may differ from the previous frame). A rectangle with a zero
/// or negative side is empty.
public struct PixelRect: Hashable, Sendable, CustomStringConvertible {
    /// Left column.
    public var x: Int
    /// Top row.
    public var y: Int
    /// Columns covered.
    public var width: Int
    /// Rows covered.
    public var height: Int

    /// Creates a rectangle.
    @inlinable public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x; self.y = y; self.width = width; self.height = height
    }

    /// Whether the rectangle covers no pixel.
    @inlinable public var isEmpty: Bool { width <= 0 || height <= 0 }
    /// Pixels covered (0 when empty).
    @inlinable public var area: Int { isEmpty ? 0 : width * height }

    /// The smallest rectangle covering both; an empty rectangle adds nothing.
    @inlinable public func union(_ other: PixelRect) -> PixelRect {
        if other.isEmpty { return self }
        if isEmpty { return other }
        let x0 = min(x, other.x), y0 = min(y, other.y)
        return PixelRect(x: x0, y: y0, width: max(x + width, other.x + other.width) - x0,
                         height: max(y + height, other.y + other.height) - y0)
    }

    /// The pixels both cover; a zero-sized rectangle when they do not meet.
    @inlinable public func intersection(_ other: PixelRect) -> PixelRect {
        let x0 = max(x, other.x), y0 = max(y, other.y)
        let x1 = min(x + width, other.x + other.width), y1 = min(y + height, other.y + other.height)
        guard x1 > x0, y1 > y0, !isEmpty, !other.isEmpty else { return PixelRect(x: x0, y: y0, width: 0, height: 0) }
        return PixelRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// "x,y w×h".
    public var description: String { "\(x),\(y) \(width)×\(height)" }
}
