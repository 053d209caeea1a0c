/// An image and its successive halvings, down to one pixel: the mipmaps that
/// trilinear filtering samples (`ImagePattern.coarser`).
///
/// Level `k + 1` is level `k` box-filtered: pixel `(i, j)` is the mean of
/// pixels `2i…2i+1 × 2j…2j+1` of level `k` (premultiplied, each channel
/// rounded to nearest); on an odd side the last pixel averages the one or
/// two pixels that exist. So level `k` is `⌈w / 2^k⌉ × ⌈h / 2^k⌉` and its
/// pixel `i` covers level-0 pixels `i·2^k ..< (i+1)·2^k`: a point `u` of
/// level 0 is `u / 2^k` on level `k`. Building every level costs a third
/// of the image's pixels again, once.
public final class MipChain: Sendable {
    /// Level 0 (the image itself) first, each next one half the size, the last 1 × 1.
    public let levels: [Pixmap]

    /// Builds the chain of `image` (an empty image has only itself).
    public init(_ image: Pixmap) {
        var levels = [image]
        var current = image
        while current.width > 1 || current.height > 1, current.width > 0, current.height > 0 {
            current = MipChain.halve(current)
            levels.append(current)
        }
        self.levels = levels
    }

    /// `image` box-filtered to half its size (rounded up).
    static func halve(_ image: Pixmap) -> Pixmap {
        let w = image.width, h = image.height
        let w2 = (w + 1) / 2, h2 = (h + 1) / 2
        var out = try! Pixmap(width: w2, height: h2)   // smaller than a valid pixmap
        image.storage.withUnsafeBufferPointer { src in
            out.storage.withUnsafeMutableBufferPointer { dst in
                for j in 0..<h2 {
                    let y0 = 2 * j, y1 = min(2 * j + 1, h - 1)
                    for i in 0..<w2 {
                        let x0 = 2 * i, x1 = min(2 * i + 1, w - 1)
                        // Distinct pixels only: 4, 2 or 1 of them.
                        var count: UInt32 = 1
                        var sum = MipChain.channels(src[y0 * w + x0])
                        if x1 != x0 { sum &+= MipChain.channels(src[y0 * w + x1]); count += 1 }
                        if y1 != y0 {
                            sum &+= MipChain.channels(src[y1 * w + x0]); count += 1
                            if x1 != x0 { sum &+= MipChain.channels(src[y1 * w + x1]); count += 1 }
                        }
                        let mean = (sum &+ SIMD4(repeating: count / 2)) / SIMD4(repeating: count)
                        dst[j * w2 + i] = mean.x | mean.y << 8 | mean.z << 16 | mean.w << 24
                    }
                }
            }
        }
        return out
    }

    /// The four 8-bit channels of a packed pixel.
    @inline(__always) static func channels(_ p: UInt32) -> SIMD4<UInt32> {
        SIMD4(p & 0xFF, (p >> 8) & 0xFF, (p >> 16) & 0xFF, p >> 24)
    }
}
