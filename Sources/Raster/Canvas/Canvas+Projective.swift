extension Canvas {
    /// Draws `image` through the homography `projective` (image pixel `(i, j)`
    /// covers the unit square at `(i, j)` before the mapping), perspective
    /// correct: the image's quad is filled with anti-aliased edges, and each
    /// device pixel centre samples the image at its inverse image with
    /// `quality`. The blend mode and alpha apply as in `drawPixmap(_:transform:…)`.
    ///
    /// Parts of the image at or behind the eye (`W ≤ 0`) are not drawn: the
    /// quad is clipped in homogeneous space against `W ≥ ε` (and against the
    /// canvas, grown by a pixel) before the division, as a GPU clips, so a
    /// plane crossing the eye plane draws only its visible part and edges
    /// stay finite.
    ///
    /// - Returns: `.nonFiniteGeometry` (nothing drawn) for a non-finite matrix,
    ///   `.nothingToDraw` for an empty image, a singular matrix or a quad
    ///   wholly behind the eye or off the canvas, `.drawn` otherwise.
    @discardableResult
    public func drawPixmap(_ image: Pixmap, projective: ProjectiveTransform, quality: SamplingQuality = .bilinear,
                           blendMode: BlendMode = .sourceOver, alpha: Double = 1) -> DrawResult {
        guard projective.isFinite else { return .nonFiniteGeometry }
        guard image.width > 0, image.height > 0, pixmap.width > 0, pixmap.height > 0,
              let inverse = projective.inverted else { return .nothingToDraw }
        let polygon = ProjectiveClipper.visiblePolygon(
            of: Rect(x: 0, y: 0, width: Double(image.width), height: Double(image.height)), through: projective,
            within: Rect(x: -1, y: -1, width: Double(pixmap.width + 2), height: Double(pixmap.height + 2)))
        guard polygon.count >= 3 else { return .nothingToDraw }
        let path = Path.polygon(polygon)
        guard let box = deviceBounds(path, .identity), box.isFinite else { return .nothingToDraw }
        let clip = IntRect.covering(box, within: drawBounds)
        guard !clip.isEmpty else { return .nothingToDraw }
        buildEdges(path, transform: .identity, clip: clip)
        if scan.edges.isEmpty { return .nothingToDraw }
        let a = alpha.isNaN ? 0 : min(1, max(0, alpha))
        let sampler = PreparedShader.ImageSampler(image: image, quality: quality, alpha: UInt32((a * 255).rounded()), offset: nil)
        let shader = PreparedShader(kind: .projectiveImage(sampler, inverse: inverse))
        return composite(shader: shader, blendMode: blendMode, clip: clip) { (b: inout AnyBlitterBox) in
            b.sweep(scan, clip: clip, rule: .nonZero)
        }
    }
}

/// Clips a rectangle mapped by a homography to the part in front of the eye
/// and inside a viewport, working on homogeneous points so nothing is divided
/// by a zero or negative `W`.
enum ProjectiveClipper {
    /// The device-space polygon of `rect` mapped by `m`, limited to `W ≥ ε`
    /// (ε relative to the largest |W| at the corners) and to `viewport`.
    /// Fewer than three points when nothing is visible.
    static func visiblePolygon(of rect: Rect, through m: ProjectiveTransform, within viewport: Rect) -> [Point] {
        var poly = [Point(rect.minX, rect.minY), Point(rect.maxX, rect.minY),
                    Point(rect.maxX, rect.maxY), Point(rect.minX, rect.maxY)].map { p -> SIMD3<Double> in
            let h = m.homogeneous(p)
            return SIMD3(h.x, h.y, h.w)
        }
        let maxW = poly.map { abs($0.z) }.max() ?? 0
        guard maxW > 0, maxW.isFinite else { return [] }
        let epsilon = maxW * 1e-9
        // Each plane keeps points with dot(plane, (X, Y, W)) ≥ 0:
        // W ≥ ε·maxW-scaled, X ≥ x0·W, X ≤ x1·W, Y ≥ y0·W, Y ≤ y1·W.
        let x0 = viewport.minX, x1 = viewport.maxX, y0 = viewport.minY, y1 = viewport.maxY
        let planes: [(SIMD3<Double>, Double)] = [
            (SIMD3(0, 0, 1), -epsilon),
            (SIMD3(1, 0, -x0), 0), (SIMD3(-1, 0, x1), 0),
            (SIMD3(0, 1, -y0), 0), (SIMD3(0, -1, y1), 0),
        ]
        for (n, offset) in planes {
            poly = clip(poly, plane: n, offset: offset)
            if poly.count < 3 { return [] }
        }
        return poly.map { Point($0.x / $0.z, $0.y / $0.z) }
    }

    /// Sutherland–Hodgman against one plane `dot(n, p) + offset ≥ 0`.
    /// Interpolating homogeneous points linearly follows the source edge exactly.
    private static func clip(_ poly: [SIMD3<Double>], plane n: SIMD3<Double>, offset: Double) -> [SIMD3<Double>] {
        var out: [SIMD3<Double>] = []
        out.reserveCapacity(poly.count + 1)
        for i in poly.indices {
            let p = poly[i], q = poly[(i + 1) % poly.count]
            let dp = (n * p).sum() + offset, dq = (n * q).sum() + offset
            if dp >= 0 { out.append(p) }
            if (dp >= 0) != (dq >= 0) {
                let t = dp / (dp - dq)
                out.append(p + (q - p) * t)
            }
        }
        return out
    }
}
