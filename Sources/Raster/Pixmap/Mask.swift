/// An 8-bit coverage grid (0 = nothing, 255 = full), used as a clip mask: a
/// `Canvas` with a clip mask multiplies every coverage value by the mask value
/// at that pixel. Row-major, top row first, `stride == width`.
public struct Mask: Sendable {
    /// Width in pixels.
    public internal(set) var width: Int
    /// Height in pixels.
    public internal(set) var height: Int
    /// The coverage values, `width · height` of them.
    public var values: [UInt8]

    /// Creates a mask filled with `fill` (full coverage by default).
    ///
    /// - Throws: `PixmapError` under the same limits as `Pixmap`.
    public init(width: Int, height: Int, fill: UInt8 = 255) throws(PixmapError) {
        try Pixmap.validate(width: width, height: height, bytesPerPixel: 1)
        self.width = width
        self.height = height
        values = [UInt8](repeating: fill, count: width * height)
    }

    /// Makes the mask `width × height` and all zero, reusing its storage
    /// when that is large enough (see `Pixmap.reset(width:height:)`).
    ///
    /// - Throws: `PixmapError` under the limits of `init`; the mask is unchanged then.
    public mutating func reset(width: Int, height: Int) throws(PixmapError) {
        try Pixmap.validate(width: width, height: height, bytesPerPixel: 1)
        values.removeAll(keepingCapacity: true)
        values.append(contentsOf: repeatElement(0, count: width * height))
        self.width = width
        self.height = height
    }

    /// The value at `(x, y)`, or 0 outside the mask.
    @inlinable public func value(x: Int, y: Int) -> UInt8 {
        guard x >= 0, y >= 0, x < width, y < height else { return 0 }
        return values[y * width + x]
    }

    /// Sets the value at `(x, y)`; does nothing outside the mask.
    @inlinable public mutating func setValue(x: Int, y: Int, _ v: UInt8) {
        guard x >= 0, y >= 0, x < width, y < height else { return }
        values[y * width + x] = v
    }
}
