/// A colour with straight (not premultiplied) floating-point components in 0…1.
///
/// This is the form colours take in the API (paints, gradient stops); pixels are
/// stored as premultiplied `Pixel`s. Components outside 0…1 are clamped, NaN
/// counts as 0, when converting to a pixel.
public struct Color: Hashable, Sendable {
    /// Red, 0…1.
    public var red: Double
    /// Green, 0…1.
    public var green: Double
    /// Blue, 0…1.
    public var blue: Double
    /// Alpha (opacity), 0…1.
    public var alpha: Double

    /// Creates a colour from straight components in 0…1.
    @inlinable public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red; self.green = green; self.blue = blue; self.alpha = alpha
    }

    /// Creates a colour from straight 8-bit components.
    @inlinable public init(r8: UInt8, g8: UInt8, b8: UInt8, a8: UInt8 = 255) {
        self.init(red: Double(r8) / 255, green: Double(g8) / 255, blue: Double(b8) / 255, alpha: Double(a8) / 255)
    }

    /// Opaque black.
    public static let black = Color(red: 0, green: 0, blue: 0)
    /// Opaque white.
    public static let white = Color(red: 1, green: 1, blue: 1)
    /// Fully transparent black.
    public static let transparent = Color(red: 0, green: 0, blue: 0, alpha: 0)

    /// The same colour with its alpha multiplied by `factor`.
    @inlinable public func withAlphaMultiplied(by factor: Double) -> Color {
        Color(red: red, green: green, blue: blue, alpha: alpha * factor)
    }

    /// The premultiplied 8-bit pixel: each channel is `round(255 · c · alpha)`,
    /// alpha is `round(255 · alpha)`.
    @inlinable public var pixel: Pixel {
        @inline(__always) func unit(_ v: Double) -> Double { v.isNaN ? 0 : min(1, max(0, v)) }
        let a = unit(alpha)
        // `x + 0.5` truncated rounds half up like `rounded()` for x ≥ 0,
        // without a libm call (gradient tables convert 256 colours per draw).
        let a8 = UInt8(a * 255 + 0.5)
        @inline(__always) func ch(_ v: Double) -> UInt8 { min(a8, UInt8(unit(v) * a * 255 + 0.5)) }
        return Pixel(r: ch(red), g: ch(green), b: ch(blue), a: a8)
    }
}
