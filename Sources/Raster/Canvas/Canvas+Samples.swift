extension Canvas {
    /// Fills `rect` through the scale-and-translate `transform` — the
    /// coverage and clip of `fillRect(_:paint:transform:)` — with colours
    /// read from `samples`, whose first pixel lies at device pixel `(x, y)`:
    /// the shaded pixels of a paint computed earlier (an image's bilinear
    /// samples kept between frames), so drawing them again costs a copy per
    /// pixel instead of sampling. Pixels outside `samples` take its edge values.
    ///
    /// - Returns: `.nonFiniteGeometry` for NaN or infinite geometry or a
    ///   transform with rotation or skew, else as `fillRect`.
    @discardableResult
    public func fillRect(_ rect: Rect, transform: Transform, samples: Pixmap, atX x: Int, y: Int,
                         blendMode: BlendMode = .sourceOver) -> DrawResult {
        guard rect.isFinite, transform.isFinite, transform.isScaleTranslate else { return .nonFiniteGeometry }
        guard samples.width > 0, samples.height > 0 else { return .nothingToDraw }
        guard abs(x) < 1 << 40, abs(y) < 1 << 40 else { return .nothingToDraw }
        let shader = PreparedShader(kind: .image(PreparedShader.ImageSampler(
            image: samples, quality: .nearest, alpha: 255, offset: (-x, -y))))
        return fillScaledRect(rect, transform: transform) { clip, coverage in
            composite(shader: shader, blendMode: blendMode, clip: clip) { (box: inout AnyBlitterBox) in box.run(coverage) }
        }
    }
}

extension Pixmap {
    /// Writes the colours `paint` through `transform` gives device pixels
    /// `x ..< x + width`, `y ..< y + height` — what a fill with that paint
    /// and transform shades there before coverage and blending — so
    /// `Canvas.fillRect(_:transform:samples:atX:y:)` can draw them again
    /// later with exactly that fill's pixels (the same shader, the same
    /// arithmetic per pixel).
    ///
    /// - Returns: `.nonFiniteGeometry` when the paint cannot be prepared
    ///   (singular or non-finite transform), `.nothingToDraw` for an empty
    ///   pixmap, else `.drawn`.
    @discardableResult
    public mutating func shade(_ paint: Paint, transform: Transform, atX x: Int, y: Int) -> DrawResult {
        guard let shader = PreparedShader(paint: paint, ctm: transform) else { return .nonFiniteGeometry }
        guard width > 0, height > 0 else { return .nothingToDraw }
        let w = width, h = height, rowStride = stride
        storage.withUnsafeMutableBufferPointer { p in
            for row in 0..<h { shader.shade(x: x, y: y + row, count: w, into: p.baseAddress! + row * rowStride) }
        }
        return .drawn
    }
}
