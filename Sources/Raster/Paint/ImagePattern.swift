/// How an image is sampled between pixel centres.
public enum SamplingQuality: Sendable, Hashable {
    /// The nearest pixel (blocky when magnified; exact for integer translations).
    case nearest
    /// Bilinear interpolation of the four nearest pixels.
    case bilinear
}

/// A pixmap as a paint: pixel `(i, j)` of `image` covers the unit square at
/// `(i, j)` in image space, and `transform` maps image space to user space.
/// Outside the image the edge pixels extend (clamp), so drawing the image's
/// own rectangle never darkens its border; `Canvas.drawPixmap` limits drawing
/// to that rectangle.
public struct ImagePattern: Sendable {
    /// The pixels.
    public var image: Pixmap
    /// Image space to user space.
    public var transform: Transform
    /// Sampling filter.
    public var quality: SamplingQuality
    /// A colour every sample is multiplied by (straight components: each
    /// premultiplied channel is scaled by `colour × alpha`, alpha by alpha),
    /// as Core Animation tints particle and replicator contents; nil for none.
    public var tint: Color?

    /// Creates an image paint.
    public init(image: Pixmap, transform: Transform = .identity, quality: SamplingQuality = .bilinear, tint: Color? = nil) {
        self.image = image; self.transform = transform; self.quality = quality; self.tint = tint
    }
}
