// Luminance masks: a pixmap's luminance turned into coverage (luma mattes).

public extension Pixmap {
    /// Rec. 709 luma weights in 1/65536ths: 0.2126, 0.7152, 0.0722 rounded,
    /// then summing to exactly 65536 so that white gives 255 and any grey
    /// `v` gives `v`.
    private static let lumaWeights: (r: UInt32, g: UInt32, b: UInt32) = (13_933, 46_871, 4_732)

    /// Replaces every pixel by the grey of its luminance, with that
    /// luminance as its alpha too: `y = round(0.2126 r + 0.7152 g + 0.0722 b)`
    /// on the premultiplied channels, the pixel composited over black (so a
    /// transparent pixel gives 0 and an opaque white one 255). Multiplying by
    /// the result's alpha (`multiplyAlpha(by:atX:y:)`) masks by luminance.
    /// The weights are applied to the stored (sRGB-encoded) values, as
    /// browsers do for CSS luminance masks.
    ///
    /// - Complexity: O(width · height), one pass, no allocation.
    mutating func replaceWithLuminance() {
        let w = Self.lumaWeights
        storage.withUnsafeMutableBufferPointer { px in
            for i in px.indices {
                let p = px[i]
                let y = (w.r &* (p & 255) &+ w.g &* ((p >> 8) & 255) &+ w.b &* ((p >> 16) & 255) &+ 32_768) >> 16
                px[i] = y | y << 8 | y << 16 | y << 24
            }
        }
    }
}
