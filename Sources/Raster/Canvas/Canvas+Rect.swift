extension Canvas {
    /// Fills an axis-aligned rectangle. When `transform` has no rotation or
    /// skew this skips the scan converter: coverage is the exact product of the
    /// row and column overlaps, and fully covered rows are single runs (opaque
    /// solid paints become pattern fills). Otherwise it fills the rectangle
    /// as `fill(.rect(rect), …)` does — the same pixels — without building
    /// the path.
    @discardableResult
    public func fillRect(_ rect: Rect, paint: Paint, transform: Transform = .identity) -> DrawResult {
        guard rect.isFinite, transform.isFinite else { return .nonFiniteGeometry }
        guard transform.isScaleTranslate else {
            return fill(SmallPolygon(rect), paint: paint, rule: .nonZero, transform: transform)
        }
        return fillScaledRect(rect, transform: transform) { clip, coverage in
            composite(paint: paint, ctm: transform, clip: clip, coverage)
        }
    }

    /// The coverage of `rect` through the finite scale-and-translate
    /// `transform`, run by `composite` (which picks the blitter for the clip box).
    func fillScaledRect(_ rect: Rect, transform: Transform,
                        composite: (IntRect, RectCoverage) -> DrawResult) -> DrawResult {
        let p0 = transform.apply(Point(rect.minX, rect.minY)), p1 = transform.apply(Point(rect.maxX, rect.maxY))
        guard p0.isFinite, p1.isFinite else { return .nonFiniteGeometry }
        let x0 = min(p0.x, p1.x), x1 = max(p0.x, p1.x), y0 = min(p0.y, p1.y), y1 = max(p0.y, p1.y)
        guard x1 > x0, y1 > y0 else { return .nothingToDraw }
        let clip = IntRect.covering(Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0), within: drawBounds)
        guard !clip.isEmpty else { return .nothingToDraw }
        // Edges far outside only matter as "outside": clamp them near the clip
        // so the integer conversions below stay in range for 1e300.
        func cx(_ v: Double) -> Double { min(max(v, Double(clip.x0) - 1), Double(clip.x1) + 1) }
        func cy(_ v: Double) -> Double { min(max(v, Double(clip.y0) - 1), Double(clip.y1) + 1) }
        return composite(clip, RectCoverage(x0: cx(x0), y0: cy(y0), x1: cx(x1), y1: cy(y1), clip: clip))
    }

    /// Draws `image` with its pixel grid mapped by `transform` (image pixel
    /// `(i, j)` covers the unit square at `(i, j)` before the transform).
    /// A whole-pixel translation copies rows directly; other transforms sample
    /// with `quality`. The paint's blend mode and alpha apply.
    @discardableResult
    public func drawPixmap(_ image: Pixmap, transform: Transform = .identity, quality: SamplingQuality = .bilinear,
                           blendMode: BlendMode = .sourceOver, alpha: Double = 1) -> DrawResult {
        guard image.width > 0, image.height > 0 else { return .nothingToDraw }
        let paint = Paint(shader: .image(ImagePattern(image: image, quality: quality)), blendMode: blendMode, alpha: alpha)
        return fillRect(Rect(x: 0, y: 0, width: Double(image.width), height: Double(image.height)),
                        paint: paint, transform: transform)
    }

    /// Intersects the clip with `path`: afterwards drawing is limited to the
    /// path's (anti-aliased) coverage, multiplied into any existing clip mask.
    @discardableResult
    public func clip(to path: Path, rule: FillRule = .nonZero, transform: Transform = .identity) -> DrawResult {
        guard pixmap.width > 0, pixmap.height > 0 else { return .nothingToDraw }
        var mask = try! Mask(width: pixmap.width, height: pixmap.height, fill: 0)  // pixmap size is valid
        let result = coverage(of: path, rule: rule, transform: transform, into: &mask)
        if result == .nonFiniteGeometry { return result }
        if let old = clipMask, old.width == mask.width, old.height == mask.height {
            for i in 0..<mask.values.count {
                mask.values[i] = UInt8(PixelMath.mul255(UInt32(mask.values[i]), UInt32(old.values[i])))
            }
        }
        clipMask = mask
        return result
    }

    /// Removes the clip mask.
    public func resetClip() { clipMask = nil }

    /// Writes the anti-aliased coverage of `path` into `mask` (which must be
    /// zero where the path does not reach).
    func coverage(of path: Path, rule: FillRule, transform: Transform, into mask: inout Mask) -> DrawResult {
        guard transform.isFinite else { return .nonFiniteGeometry }
        guard let box = deviceBounds(path, transform) else { return .nothingToDraw }
        guard box.isFinite else { return .nonFiniteGeometry }
        let clip = IntRect.covering(box, within: IntRect(x0: 0, y0: 0, x1: mask.width, y1: mask.height))
        guard !clip.isEmpty else { return .nothingToDraw }
        buildEdges(path, transform: transform, clip: clip)
        let w = mask.width
        mask.values.withUnsafeMutableBufferPointer { v in
            var writer = MaskWriterBlitter(values: v.baseAddress!, stride: w, originX: 0, originY: 0)
            scan.sweep(clip: clip, rule: rule, into: &writer)
        }
        return .drawn
    }
}

/// Coverage of an axis-aligned rectangle with fractional edges.
struct RectCoverage: RunBody {
    let x0: Double, y0: Double, x1: Double, y1: Double
    let clip: IntRect

    @inline(__always) static func quantize(_ c: Double) -> UInt8 { UInt8(min(1, max(0, c)) * 255 + 0.5) }

    func run<B: Blitter>(_ b: inout B) {
        // Columns fully inside: [fullX0, fullX1).
        let fullX0 = max(clip.x0, Int(x0.rounded(.up))), fullX1 = min(clip.x1, Int(x1.rounded(.down)))
        let leftX = Int(x0.rounded(.down)), rightX = Int(x1.rounded(.down))
        var one: UInt8 = 0
        for y in clip.y0..<clip.y1 {
            let cy = min(Double(y + 1), y1) - max(Double(y), y0)
            if cy <= 0 { continue }
            if leftX == rightX || fullX1 < fullX0 {
                // Both edges in one column.
                if leftX >= clip.x0 && leftX < clip.x1 {
                    one = RectCoverage.quantize((x1 - x0) * cy)
                    if one != 0 { b.blitMask(x: leftX, y: y, count: 1, coverage: &one) }
                }
                continue
            }
            if leftX < fullX0 && leftX >= clip.x0 {
                one = RectCoverage.quantize((Double(leftX + 1) - x0) * cy)
                if one != 0 { b.blitMask(x: leftX, y: y, count: 1, coverage: &one) }
            }
            let c = RectCoverage.quantize(cy)
            if fullX1 > fullX0 && c != 0 { b.blitRun(x: fullX0, y: y, count: fullX1 - fullX0, coverage: c) }
            if rightX >= fullX1 && rightX < clip.x1 && x1 > Double(rightX) {
                one = RectCoverage.quantize((x1 - Double(rightX)) * cy)
                if one != 0 { b.blitMask(x: rightX, y: y, count: 1, coverage: &one) }
            }
        }
    }
}
