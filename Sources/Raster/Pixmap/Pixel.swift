/// A premultiplied RGBA8 pixel, the unit of storage of a `Pixmap`.
///
/// Packed into a `UInt32` as `r | g << 8 | b << 16 | a << 24`, so that on the
/// little-endian machines the project targets the bytes in memory read R, G, B, A.
/// Premultiplied means every colour channel is at most the alpha channel.
public struct Pixel: Hashable, Sendable, CustomStringConvertible {
    /// The packed value `r | g << 8 | b << 16 | a << 24`.
    public var packed: UInt32

    /// Creates a pixel from its packed value.
    @inlinable public init(packed: UInt32) { self.packed = packed }

    /// Creates a pixel from premultiplied channels; colour channels are clamped to `a`.
    @inlinable public init(r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        let r = min(r, a), g = min(g, a), b = min(b, a)
        packed = UInt32(r) | UInt32(g) << 8 | UInt32(b) << 16 | UInt32(a) << 24
    }

    /// Premultiplied red.
    @inlinable public var r: UInt8 { UInt8(truncatingIfNeeded: packed) }
    /// Premultiplied green.
    @inlinable public var g: UInt8 { UInt8(truncatingIfNeeded: packed >> 8) }
    /// Premultiplied blue.
    @inlinable public var b: UInt8 { UInt8(truncatingIfNeeded: packed >> 16) }
    /// Alpha.
    @inlinable public var a: UInt8 { UInt8(truncatingIfNeeded: packed >> 24) }

    /// The fully transparent pixel (all zero).
    public static let transparent = Pixel(packed: 0)

    /// The pixel with its colour divided by alpha, rounded to nearest:
    /// `(r, g, b, a)` straight (not premultiplied). Transparent gives all zero.
    @inlinable public var unpremultiplied: (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        let a = UInt32(self.a)
        if a == 0 { return (0, 0, 0, 0) }
        if a == 255 { return (r, g, b, 255) }
        @inline(__always) func un(_ c: UInt8) -> UInt8 { UInt8(min(255, (UInt32(c) * 255 + a / 2) / a)) }
        return (un(r), un(g), un(b), UInt8(a))
    }

    /// `Pixel(r: …, g: …, b: …, a: …)` with premultiplied values.
    public var description: String { "Pixel(r: \(r), g: \(g), b: \(b), a: \(a))" }
}
