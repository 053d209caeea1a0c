/// Blurs pixmaps and masks with `GaussianBlur`'s three-box approximation,
/// keeping its scratch buffers between calls so steady-state blurring of
/// same-sized (or smaller) images allocates nothing. Not thread-safe: one
/// blurrer per thread.
///
/// Each direction is one sweep of three cascaded running sums in exact
/// integers, divided once with exact rounding (see `BoxPass`), so the result
/// of each direction is the exactly rounded convolution with the three-box
/// kernel. All four channels of a premultiplied pixmap get the same weights,
/// so colour never exceeds alpha afterwards. Memory: one transposed copy of
/// the image plus `(2·r2 + 2r3 + 7)` rows of 32-bit sums.
public final class Blurrer {
    /// The transposed image (the horizontal sweep runs down its rows).
    private var transposed = ScratchBuffer<UInt8>()
    /// Column sums and the two row rings of a sweep.
    private var columns = ScratchBuffer<UInt32>()
    /// One row of zeros (rows above and below the image).
    private var zeros = ScratchBuffer<UInt8>()

    /// A blurrer with empty buffers (they grow on first use).
    public init() {}

    deinit { transposed.free(); columns.free(); zeros.free() }

    /// Blurs `pixmap` in place (all four channels, premultiplied) with a
    /// Gaussian of standard deviation `sigma` pixels; see `GaussianBlur` for
    /// edges, tiny, NaN, infinite and huge sigmas. An empty pixmap is left alone.
    public func blur(_ pixmap: inout Pixmap, sigma: Double) {
        let w = pixmap.width, h = pixmap.height
        guard w > 0, h > 0, let boxes = GaussianBlur.boxWidths(sigma: sigma) else { return }
        pixmap.storage.withUnsafeMutableBufferPointer { px in
            run(px.baseAddress!, width: w, height: h, boxes: boxes)
        }
    }

    /// Blurs `mask` in place; the same rules as for pixmaps.
    public func blur(_ mask: inout Mask, sigma: Double) {
        let w = mask.width, h = mask.height
        guard w > 0, h > 0, let boxes = GaussianBlur.boxWidths(sigma: sigma) else { return }
        mask.values.withUnsafeMutableBufferPointer { v in
            run(v.baseAddress!, width: w, height: h, boxes: boxes)
        }
    }

    /// Horizontal: transpose, one vertical sweep down the transposed rows,
    /// transpose back. Then one vertical sweep. Only the vertical sweep
    /// exists, because it vectorises across a whole row (measured: a per-row
    /// horizontal sweep with one SIMD lane per channel cost 92 instructions
    /// per pixel, the transposes plus the vertical sweep about 60).
    private func run<P: BitwiseCopyable>(_ data: UnsafeMutablePointer<P>, width: Int, height: Int,
                                         boxes: (Int, Int, Int)) {
        let q = BoxPass.Radii(r1: (boxes.0 - 1) / 2, r2: (boxes.1 - 1) / 2, r3: (boxes.2 - 1) / 2)
        let channels = MemoryLayout<P>.stride
        let t = UnsafeMutableRawPointer(transposed.reserve(width * height * channels)).assumingMemoryBound(to: P.self)
        Transpose.run(data, width: width, height: height, into: t)
        sweep(t, rowBytes: height * channels, rows: width, q)
        Transpose.run(t, width: height, height: width, into: data)
        sweep(data, rowBytes: width * channels, rows: height, q)
    }

    private func sweep<P>(_ data: UnsafeMutablePointer<P>, rowBytes n: Int, rows: Int, _ q: BoxPass.Radii) {
        let size1 = 2 * q.r2 + 2, size2 = 2 * q.r3 + 2
        let col = columns.reserve((3 + size1 + size2) * n)
        let zero = zeros.reserve(n)
        zero.update(repeating: 0, count: n)
        BoxPass.vertical(UnsafeMutableRawPointer(data).assumingMemoryBound(to: UInt8.self), rowBytes: n, height: rows,
                         radii: q, sums: col, ring1: col + 3 * n, ring2: col + (3 + size1) * n, zero: zero)
    }
}

/// Blocked matrix transpose (tiles stay in cache on both sides).
enum Transpose {
    static let tile = 16

    /// `dst[x · height + y] = src[y · width + x]`.
    static func run<P>(_ src: UnsafeMutablePointer<P>, width: Int, height: Int, into dst: UnsafeMutablePointer<P>) {
        var y0 = 0
        while y0 < height {
            let y1 = min(height, y0 + tile)
            var x0 = 0
            while x0 < width {
                let x1 = min(width, x0 + tile)
                for y in y0..<y1 {
                    let row = src + y * width
                    for x in x0..<x1 { dst[x * height + y] = row[x] }
                }
                x0 = x1
            }
            y0 = y1
        }
    }
}

public extension Pixmap {
    /// Blurs the pixmap in place with a Gaussian of standard deviation `sigma`
    /// pixels (see `GaussianBlur`). Allocates a scratch copy per call; reuse a
    /// `Blurrer` to blur repeatedly without allocating.
    mutating func gaussianBlur(sigma: Double) {
        Blurrer().blur(&self, sigma: sigma)
    }
}

public extension Mask {
    /// Blurs the mask in place with a Gaussian of standard deviation `sigma`
    /// pixels (see `GaussianBlur`). Allocates a scratch copy per call; reuse a
    /// `Blurrer` to blur repeatedly without allocating.
    mutating func gaussianBlur(sigma: Double) {
        Blurrer().blur(&self, sigma: sigma)
    }
}
