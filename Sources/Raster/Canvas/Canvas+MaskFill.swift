extension Canvas {
    /// Fills with `paint` through `mask`: the coverage of each pixel is the
    /// mask value over it, the mask's first value at device pixel `(x, y)`.
    /// The clip, the paint's alpha and its blend mode apply; the paint is in
    /// device space.
    ///
    /// This is how a blurred shadow — a one-channel mask, a quarter of the
    /// work of blurring colour — is painted in its colour without first
    /// becoming a pixmap.
    ///
    /// - Returns: `.nothingToDraw` for an empty mask or one off the canvas,
    ///   `.nonFiniteGeometry` for a paint that cannot be prepared, else `.drawn`.
    @discardableResult
    public func fillMask(_ mask: Mask, atX x: Int, y: Int, paint: Paint) -> DrawResult {
        guard mask.width > 0, mask.height > 0 else { return .nothingToDraw }
        // Compared before adding, so offsets near Int.max cannot overflow.
        guard x < pixmap.width, y < pixmap.height, x > -mask.width, y > -mask.height else { return .nothingToDraw }
        let clip = IntRect(x0: x, y0: y, x1: x + mask.width, y1: y + mask.height).intersection(drawBounds)
        guard !clip.isEmpty else { return .nothingToDraw }
        let stride = mask.width
        return mask.values.withUnsafeBufferPointer { m in
            composite(paint: paint, ctm: .identity, clip: clip) { box in
                box.run(MaskRows(values: m.baseAddress!, stride: stride, originX: x, originY: y, clip: clip))
            }
        }
    }
}

/// Coverage read from a mask, row by row over `clip` (inside the mask).
struct MaskRows: RunBody {
    let values: UnsafePointer<UInt8>
    let stride: Int
    /// The device pixel of `values[0]`.
    let originX: Int, originY: Int
    let clip: IntRect

    func run<B: Blitter>(_ b: inout B) {
        // A solid colour's full-coverage stretches (a blurred shadow's
        // interior) go as runs: the same pixels, exactly (coverage 255 through
        // a mask is the colour itself). A shader's span must not be split
        // (its per-span sums, e.g. a gradient's, must start where they did).
        let splits = B.self == SolidOverBlitter.self || B.self == ClipMaskBlitter<SolidOverBlitter>.self
        for y in clip.y0..<clip.y1 {
            let row = values + (y - originY) * stride + (clip.x0 - originX)
            if splits {
                CoverageRuns.blit(&b, x: clip.x0, y: y, count: clip.width, coverage: row)
            } else {
                b.blitMask(x: clip.x0, y: y, count: clip.width, coverage: row)
            }
        }
    }
}
