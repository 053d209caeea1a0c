// Direct pixel access for clients that keep pixels in their own buffers
// (OpenCoreGraphics' bitmap contexts and images convert to and from the
// caller's byte layout).

extension Pixmap {
    /// A pixmap holding `pixels` (packed premultiplied, `width · height` of
    /// them, top row first), or nil when the size is invalid (see
    /// `init(width:height:fill:)`) or the count does not match.
    ///
    /// Colour channels above alpha are clamped to it, so the result is always
    /// a valid premultiplied pixmap.
    public init?(width: Int, height: Int, pixels: [UInt32]) {
        do { try Pixmap.validate(width: width, height: height, bytesPerPixel: 4) } catch { return nil }
        guard pixels.count == width * height else { return nil }
        self.width = width
        self.height = height
        storage = pixels
        storage.withUnsafeMutableBufferPointer { Pixmap.clampPremultiplied($0) }
    }

    /// Runs `body` with the packed pixels (`stride · height`, top row first).
    /// `body` must leave every colour channel at most its alpha.
    public mutating func withUnsafeMutablePixels<R>(_ body: (UnsafeMutableBufferPointer<UInt32>) throws -> R) rethrows -> R {
        try storage.withUnsafeMutableBufferPointer { try body($0) }
    }

    /// Clamps each colour channel to its pixel's alpha.
    static func clampPremultiplied(_ px: UnsafeMutableBufferPointer<UInt32>) {
        for i in px.indices {
            let p = px[i], a = p >> 24
            if (p & 0xFF) <= a && ((p >> 8) & 0xFF) <= a && ((p >> 16) & 0xFF) <= a { continue }
            px[i] = min(p & 0xFF, a) | min((p >> 8) & 0xFF, a) << 8 | min((p >> 16) & 0xFF, a) << 16 | a << 24
        }
    }
}
