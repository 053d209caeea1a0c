extension PreparedShader.ImageSampler {
    /// Samples a tiled image (`ImagePattern.isTiled`) along device row `y`:
    /// image-space coordinates wrap modulo the image's size, so pixel
    /// `(i, j)` repeats at every `(i + m·width, j + n·height)`. Nearest
    /// sampling takes the pixel under the point; bilinear mixes the four
    /// pixel centres around it, wrapping at the edges (the last column
    /// blends into the first, as neighbouring tiles touch). Coordinates
    /// are reduced into one period by a floor division per pixel; points
    /// beyond 10¹² image units draw transparent.
    ///
    /// Pattern colours are drawn rarely next to solid fills, so this loop
    /// takes the general affine form only; the fast paths of `sample` (whole-
    /// pixel offsets, scale-only rows) do not apply to tiled images.
    func sampleTiled(_ src: UnsafeBufferPointer<UInt32>, inverse m: Transform, x: Int, y: Int, count: Int,
                     into out: UnsafeMutablePointer<UInt32>) {
        let w = image.width, h = image.height
        let fw = Double(w), fh = Double(h)
        let py = Double(y) + 0.5
        // Far out, a Double has no fraction of a pixel left to wrap: draw nothing there.
        let limit = 1e12
        for i in 0..<count {
            let px = Double(x + i) + 0.5
            let u = m.a * px + m.c * py + m.tx, v = m.b * px + m.d * py + m.ty
            guard abs(u) < limit, abs(v) < limit else { out[i] = 0; continue }
            switch quality {
            case .nearest:
                let iu = Self.wrap((u / fw).rounded(.down), u, fw, w), iv = Self.wrap((v / fh).rounded(.down), v, fh, h)
                out[i] = src[iv * w + iu]
            case .bilinear:
                // Centres sit at half pixels: the left/top neighbour is floor(u − 0.5).
                let su = u - 0.5, sv = v - 0.5
                let fu = su.rounded(.down), fv = sv.rounded(.down)
                let wx = UInt16(min(255, max(0, ((su - fu) * 256).rounded(.down))))
                let wy = UInt16(min(255, max(0, ((sv - fv) * 256).rounded(.down))))
                let x0 = Self.wrapIndex(fu, fw, w), y0 = Self.wrapIndex(fv, fh, h)
                let x1 = x0 + 1 == w ? 0 : x0 + 1, y1 = y0 + 1 == h ? 0 : y0 + 1
                out[i] = Self.bilinear(src[y0 * w + x0], src[y0 * w + x1], src[y1 * w + x0], src[y1 * w + x1], wx: wx, wy: wy)
            }
        }
    }

    /// The column (or row) under coordinate `c`, wrapped into `0 ..< n`
    /// (`periods` = `floor(c / size)`).
    @inline(__always)
    private static func wrap(_ periods: Double, _ c: Double, _ size: Double, _ n: Int) -> Int {
        let local = c - periods * size
        return min(max(Int(local), 0), n - 1)
    }

    /// The whole-number coordinate `k` wrapped into `0 ..< n`.
    @inline(__always)
    private static func wrapIndex(_ k: Double, _ size: Double, _ n: Int) -> Int {
        let r = Int(k) % n
        return r < 0 ? r + n : r
    }
}
