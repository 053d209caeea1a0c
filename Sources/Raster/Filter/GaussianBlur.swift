/// The parameters of Raster's Gaussian blur: a Gaussian of standard deviation
/// `sigma` approximated by three successive box blurs ("boxes for Gauss":
/// the three box widths are the odd integers whose combined variance is
/// closest to `sigma²`). Three boxes give a piecewise-quadratic kernel within
/// about 3 % of the true Gaussian; each box costs the same whatever its
/// width (running sums), so a blur is O(pixels) for every sigma.
///
/// Edges are transparent: pixels outside the image count as zero, so content
/// within `padding(sigma:)` pixels of an edge loses part of its blur. Callers
/// that need the whole blur (shadows) pad the image by that many pixels first.
///
/// Use `Blurrer` (reusable buffers, no allocation in steady state) or the
/// convenience `Pixmap.gaussianBlur(sigma:)` / `Mask.gaussianBlur(sigma:)`.
public enum GaussianBlur {
    /// The largest sigma blurred as given; larger values (including +∞) blur
    /// with this sigma. 100 px already spreads a dot over about 600 px; the
    /// limit keeps the blur's exact integer sums within 31 bits.
    public static let maxSigma: Double = 100

    /// The three box widths (odd, ascending) for `sigma`, or nil when the
    /// blur does nothing: sigma ≤ 0, NaN, or so small that every box is one
    /// pixel wide (sigma below about 0.58). Sigma above `maxSigma` uses `maxSigma`.
    public static func boxWidths(sigma: Double) -> (Int, Int, Int)? {
        guard sigma > 0 else { return nil }  // also false for NaN
        let s = min(sigma, maxSigma)
        let n = 3.0
        let ideal = (12 * s * s / n + 1).squareRoot()
        var lower = Int(ideal.rounded(.down))
        if lower % 2 == 0 { lower -= 1 }
        let upper = lower + 2
        let l = Double(lower)
        // How many of the three boxes take the lower width so the variances
        // add up to sigma² as closely as possible.
        let mIdeal = (12 * s * s - n * l * l - 4 * n * l - 3 * n) / (-4 * l - 4)
        let m = min(3, max(0, Int(mIdeal.rounded())))
        let w0 = m > 0 ? lower : upper, w1 = m > 1 ? lower : upper, w2 = m > 2 ? lower : upper
        if w0 == 1 && w1 == 1 && w2 == 1 { return nil }
        return (w0, w1, w2)
    }

    /// How far (in pixels) the blur of `sigma` reaches from a pixel: the sum
    /// of the three box radii, about 2.5–3 σ. A caller that wants the whole
    /// blur of an image pads it by this much on every side. 0 when the blur
    /// does nothing.
    public static func padding(sigma: Double) -> Int {
        guard let (a, b, c) = boxWidths(sigma: sigma) else { return 0 }
        return (a - 1) / 2 + (b - 1) / 2 + (c - 1) / 2
    }
}
