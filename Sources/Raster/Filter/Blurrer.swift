/// Blurs pixmaps and masks with `GaussianBlur`'s three-box approximation,
/// keeping its scratch buffers between calls so steady-state blurring of
/// same-sized (or smaller) images allocates nothing. Not thread-safe: one
/// blurrer per thread.
///
/// Each box pass keeps exact integer running sums per channel and divides
/// with a rounding reciprocal multiply, so every output is `round(sum / w)`
/// (off by at most one for boxes wider than 255 px, sigma above ≈ 128).
/// All four channels of a premultiplied pixmap get the same weights, so
/// colour never exceeds alpha afterwards.
public final class Blurrer {
    /// A copy of the image between passes (the passes ping-pong).
    private var scratch = ScratchBuffer<UInt8>()
    /// Column sums of the vertical passes.
    private var sums = ScratchBuffer<UInt32>()

    /// A blurrer with empty buffers (they grow on first use).
    public init() {}

    deinit { scratch.free(); sums.free() }

    /// Blurs `pixmap` in place (all four channels, premultiplied) with a
    /// Gaussian of standard deviation `sigma` pixels; see `GaussianBlur` for
    /// edges, tiny, NaN, infinite and huge sigmas. An empty pixmap is left alone.
    public func blur(_ pixmap: inout Pixmap, sigma: Double) {
        let w = pixmap.width, h = pixmap.height
        guard w > 0, h > 0, let boxes = GaussianBlur.boxWidths(sigma: sigma) else { return }
        pixmap.storage.withUnsafeMutableBytes { raw in
            run(raw.baseAddress!.assumingMemoryBound(to: UInt8.self), width: w, height: h, channels: 4, boxes: boxes)
        }
    }

    /// Blurs `mask` in place; the same rules as for pixmaps.
    public func blur(_ mask: inout Mask, sigma: Double) {
        let w = mask.width, h = mask.height
        guard w > 0, h > 0, let boxes = GaussianBlur.boxWidths(sigma: sigma) else { return }
        mask.values.withUnsafeMutableBufferPointer { v in
            run(v.baseAddress!, width: w, height: h, channels: 1, boxes: boxes)
        }
    }

    /// Three horizontal then three vertical box passes, ping-ponging between
    /// the image and the scratch copy so the result ends in the image.
    private func run(_ data: UnsafeMutablePointer<UInt8>, width: Int, height: Int, channels: Int,
                     boxes: (Int, Int, Int)) {
        let rowBytes = width * channels
        let tmp = scratch.reserve(rowBytes * height)
        let colSums = sums.reserve(rowBytes)
        let radii = [(boxes.0 - 1) / 2, (boxes.1 - 1) / 2, (boxes.2 - 1) / 2]
        var src = data, dst = tmp
        for r in radii {
            if channels == 4 {
                BoxPass.horizontal4(src, dst, width: width, height: height, radius: r)
            } else {
                BoxPass.horizontal1(src, dst, width: width, height: height, radius: r)
            }
            swap(&src, &dst)
        }
        for r in radii {
            BoxPass.vertical(src, dst, rowBytes: rowBytes, height: height, radius: r, sums: colSums)
            swap(&src, &dst)
        }
        // Six passes: the last one wrote into `data`.
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
