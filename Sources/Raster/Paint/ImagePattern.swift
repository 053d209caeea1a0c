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
    /// Trilinear filtering: the next, half-size level of `image`'s
    /// `MipChain`, sampled bilinearly at half the coordinates and blended
    /// in with `coarserWeight` (0 = `image` only, toward 1 = this only);
    /// nil for none. Only affine drawing reads it.
    public var coarser: Pixmap?
    /// The weight of `coarser`, 0…1.
    public var coarserWeight: Double = 0
    /// Whether the image repeats over the whole plane (pixel `(i, j)` also
    /// covers every square at `(i + m·width, j + n·height)`) instead of its
    /// edge pixels extending: Core Graphics' pattern cells. Sampling wraps
    /// around, so a bilinear tile joins seamlessly with its neighbours.
    public var isTiled = false

    /// Creates an image paint.
    public init(image: Pixmap, transform: Transform = .identity, quality: SamplingQuality = .bilinear, tint: Color? = nil) {
        self.image = image; self.transform = transform; self.quality = quality; self.tint = tint
    }

    /// Creates a trilinear image paint: `image` (a level of a `MipChain`)
    /// blended with the next level `coarser` by `weight` (see `coarser`).
    public init(image: Pixmap, coarser: Pixmap, weight: Double, transform: Transform = .identity) {
        self.init(image: image, transform: transform, quality: .bilinear)
        self.coarser = coarser
        coarserWeight = weight.isNaN ? 0 : min(max(weight, 0), 1)
    }
}
