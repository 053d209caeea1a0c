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
    /// - Parameter hidden: device pixels entirely inside this rectangle are
    ///   left untouched: the caller covers them with opaque paint right
    ///   afterwards (a shadow under its opaque layer), so drawing them is
    ///   wasted work. The result is the same only when that holds.
    /// - Returns: `.nothingToDraw` for an empty mask or one off the canvas,
    ///   `.nonFiniteGeometry` for a paint that cannot be prepared, else `.drawn`.
    @discardableResult
    public func fillMask(_ mask: Mask, atX x: Int, y: Int, paint: Paint, skipping hidden: Rect? = nil) -> DrawResult {
        guard mask.width > 0, mask.height > 0 else { return .nothingToDraw }
        // Compared before adding, so offsets near Int.max cannot overflow.
        guard x < pixmap.width, y < pixmap.height, x > -mask.width, y > -mask.height else { return .nothingToDraw }
        let clip = IntRect(x0: x, y0: y, x1: x + mask.width, y1: y + mask.height).intersection(drawBounds)
        guard !clip.isEmpty else { return .nothingToDraw }
        let hole = hidden.map { IntRect.inside($0, within: clip) } ?? IntRect(x0: 0, y0: 0, x1: 0, y1: 0)
        let stride = mask.width
        return mask.values.withUnsafeBufferPointer { m in
            composite(paint: paint, ctm: .identity, clip: clip) { box in
                box.run(MaskRows(values: m.baseAddress!, stride: stride, originX: x, originY: y, clip: clip, hole: hole))
            }
        }
    }
}

extension IntRect {
    /// The pixels entirely inside `r`, clamped to `within` (empty when none
    /// or when `r` is not finite).
    static func inside(_ r: Rect, within: IntRect) -> IntRect {
        guard r.isFinite, r.width > 0, r.height > 0 else { return IntRect(x0: 0, y0: 0, x1: 0, y1: 0) }
        func clamp(_ v: Double, _ lo: Int, _ hi: Int) -> Int { Int(min(max(v, Double(lo)), Double(hi))) }
        let x0 = clamp(r.minX.rounded(.up), within.x0, within.x1), x1 = clamp(r.maxX.rounded(.down), within.x0, within.x1)
        let y0 = clamp(r.minY.rounded(.up), within.y0, within.y1), y1 = clamp(r.maxY.rounded(.down), within.y0, within.y1)
        return IntRect(x0: x0, y0: y0, x1: max(x0, x1), y1: max(y0, y1))
    }
}

/// Coverage read from a mask, row by row over `clip` (inside the mask),
/// leaving out the pixels of `hole` (inside `clip`, or empty).
struct MaskRows: RunBody {
    let values: UnsafePointer<UInt8>
    let stride: Int
    /// The device pixel of `values[0]`.
    let originX: Int, originY: Int
    let clip: IntRect
    let hole: IntRect

    func run<B: Blitter>(_ b: inout B) {
        // A solid colour's full-coverage stretches (a blurred shadow's
        // interior) go as runs: the same pixels, exactly (coverage 255 through
        // a mask is the colour itself). A shader's span must not be split
        // (its per-span sums, e.g. a gradient's, must start where they did).
        let splits = B.self == SolidOverBlitter.self || B.self == ClipMaskBlitter<SolidOverBlitter>.self
        @inline(__always) func span(_ y: Int, _ x0: Int, _ x1: Int) {
            guard x1 > x0 else { return }
            let row = values + (y - originY) * stride + (x0 - originX)
            if splits {
                CoverageRuns.blit(&b, x: x0, y: y, count: x1 - x0, coverage: row)
            } else {
                b.blitMask(x: x0, y: y, count: x1 - x0, coverage: row)
            }
        }
        for y in clip.y0..<clip.y1 {
            if hole.isEmpty || y < hole.y0 || y >= hole.y1 {
                span(y, clip.x0, clip.x1)
            } else {
                span(y, clip.x0, hole.x0)
                span(y, hole.x1, clip.x1)
            }
        }
    }
}
