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
        // The clipped quad, straight into the scan converter's edge list
        // (reused buffers: no allocation per draw).
        let count = projectiveClipper.clip(
            Rect(x: 0, y: 0, width: Double(image.width), height: Double(image.height)), through: projective,
            within: Rect(x: -1, y: -1, width: Double(pixmap.width + 2), height: Double(pixmap.height + 2)))
        guard count >= 3 else { return .nothingToDraw }
        let polygon = projectiveClipper.points
        var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
        for p in polygon.prefix(count) {
            minX = min(minX, p.x); maxX = max(maxX, p.x); minY = min(minY, p.y); maxY = max(maxY, p.y)
        }
        guard minX.isFinite, maxX.isFinite, minY.isFinite, maxY.isFinite else { return .nothingToDraw }
        let clip = IntRect.covering(Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY), within: drawBounds)
        guard !clip.isEmpty else { return .nothingToDraw }
        var builder = EdgeBuilder(edges: EdgeList(), clip: clip)
        swap(&builder.edges, &scan.edges)
        builder.edges.removeAll()
        for i in 0..<count { builder.addLine(polygon[i], polygon[(i + 1) % count]) }
        swap(&builder.edges, &scan.edges)
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
/// by a zero or negative `W`. Keeps its buffers between calls (one per canvas).
final class ProjectiveClipper {
    /// Homogeneous polygon being clipped, and the next one.
    private var polygon: [SIMD3<Double>] = [], next: [SIMD3<Double>] = []
    /// The device-space result of the last `clip` (its first `count` points).
    private(set) var points: [Point] = []

    init() {
        polygon.reserveCapacity(12); next.reserveCapacity(12); points.reserveCapacity(12)
    }

    /// Maps `rect` by `m`, limits it to `W ≥ ε` (ε relative to the largest
    /// |W| at the corners) and to `viewport`, and stores the device-space
    /// polygon in `points`. Returns its vertex count (< 3: nothing visible).
    func clip(_ rect: Rect, through m: ProjectiveTransform, within viewport: Rect) -> Int {
        polygon.removeAll(keepingCapacity: true)
        var maxW = 0.0
        func corner(_ x: Double, _ y: Double) {
            let h = m.homogeneous(Point(x, y))
            polygon.append(SIMD3(h.x, h.y, h.w))
            maxW = max(maxW, abs(h.w))
        }
        corner(rect.minX, rect.minY); corner(rect.maxX, rect.minY)
        corner(rect.maxX, rect.maxY); corner(rect.minX, rect.maxY)
        guard maxW > 0, maxW.isFinite else { return 0 }
        let epsilon = maxW * 1e-9
        // Each plane keeps points with dot(n, (X, Y, W)) + offset ≥ 0:
        // W ≥ ε, X ≥ x0·W, X ≤ x1·W, Y ≥ y0·W, Y ≤ y1·W.
        let x0 = viewport.minX, x1 = viewport.maxX, y0 = viewport.minY, y1 = viewport.maxY
        clip(SIMD3(0, 0, 1), -epsilon)
        clip(SIMD3(1, 0, -x0), 0); clip(SIMD3(-1, 0, x1), 0)
        clip(SIMD3(0, 1, -y0), 0); clip(SIMD3(0, -1, y1), 0)
        guard polygon.count >= 3 else { return 0 }
        points.removeAll(keepingCapacity: true)
        for v in polygon { points.append(Point(v.x / v.z, v.y / v.z)) }
        return points.count
    }

    /// Sutherland–Hodgman against one plane. Interpolating homogeneous points
    /// linearly follows the source edge exactly.
    private func clip(_ n: SIMD3<Double>, _ offset: Double) {
        guard polygon.count >= 3 else { return }
        next.removeAll(keepingCapacity: true)
        for i in polygon.indices {
            let p = polygon[i], q = polygon[(i + 1) % polygon.count]
            let dp = (n * p).sum() + offset, dq = (n * q).sum() + offset
            if dp >= 0 { next.append(p) }
            if (dp >= 0) != (dq >= 0) { next.append(p + (q - p) * (dp / (dp - dq))) }
        }
        swap(&polygon, &next)
    }
}
