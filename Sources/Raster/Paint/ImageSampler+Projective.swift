extension PreparedShader.ImageSampler {
    /// Shades `count` pixels of device row `y` from `x`: each pixel centre
    /// goes through the inverse homography `m` (device to image space) and
    /// one division, then the same nearest/bilinear fetch as affine drawing.
    /// Centres at or behind the eye (`W ≤ 0`, only possible in the
    /// anti-aliased fringe of a clipped quad) shade transparent.
    func sample(projective m: ProjectiveTransform, x: Int, y: Int, count: Int, into out: UnsafeMutablePointer<UInt32>) {
        guard image.width > 0, image.height > 0 else { out.update(repeating: 0, count: count); return }
        image.storage.withUnsafeBufferPointer { src in
            let py = Double(y) + 0.5
            // The row's constant parts, then per pixel three multiply-adds and a division.
            let u0 = m.c * py + m.tx, v0 = m.d * py + m.ty, w0 = m.py * py + m.pw
            // One loop per quality so `fetch` specialises (no switch per pixel).
            @inline(__always) func run(_ quality: SamplingQuality) {
                for i in 0..<count {
                    let px = Double(x + i) + 0.5
                    let w = m.px * px + w0
                    let r = 1 / w
                    let u = (m.a * px + u0) * r, v = (m.b * px + v0) * r
                    out[i] = w > 0 && u.isFinite && v.isFinite ? fetch(src, u: u, v: v, quality) : 0
                }
            }
            if quality == .nearest { run(.nearest) } else { run(.bilinear) }
        }
        if alpha < 255 {
            for i in 0..<count { out[i] = PixelMath.scale(out[i], alpha) }
        }
    }
}
