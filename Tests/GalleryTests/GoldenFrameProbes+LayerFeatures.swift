import Foundation
import Raster
import LayerTestSupport
@testable import Gallery
@testable import OpenQuartzCore

/// Probes of the layer-feature scenes (issue #19), worked out from each
/// scene's geometry and the published formulas.
extension GoldenFrameProbes {
    static let layerFeatureProbes: [String: [FrameProbe]] = [
        "layer-features-blend-modes@1.5": blendModes(stripe: 1, opacity: 0.75),
        "layer-features-blend-modes@3": blendModes(stripe: 0, opacity: 0.5),
    ]

    /// At the golden time every disc is centred on stripe `stripe` (linear
    /// sweeps of 1.5 s between the stripes) at `opacity`: the pixels at its
    /// centre are the W3C formula of the cell's mode (`BlendReference`, in
    /// straight colour) for the disc's colour at that opacity over the
    /// stripe's opaque colour.
    static func blendModes(stripe: Int, opacity: Double) -> [FrameProbe] {
        // The scene's colours written out again: stripes (0.95, 0.85, 0.2) and (0.1, 0.2, 0.5), disc (0.85, 0.25, 0.55).
        let stripes = [rgb(0.95, 0.85, 0.2), rgb(0.1, 0.2, 0.5)]
        let disc = rgb(0.85, 0.25, 0.55)
        func scaled(_ v: UInt8) -> Int { Int((Double(v) * opacity).rounded()) }
        let source = PremultipliedPixel(scaled(disc.r), scaled(disc.g), scaled(disc.b), Int((255 * opacity).rounded()))
        let b = stripes[stripe]
        let backdrop = PremultipliedPixel(Int(b.r), Int(b.g), Int(b.b), 255)
        // Cells of 84 × 92 from (2, 2), 7 a row; stripe centres at x 26 and 58, the disc's centre at y 36.
        let stripeX: [CGFloat] = [26, 58]
        return Gallery.blendModeCells.enumerated().map { i, cell in
            let centre = CGPoint(x: 2 + CGFloat(i % 7) * 84 + stripeX[stripe], y: 2 + CGFloat(i / 7) * 92 + 36)
            let e = BlendReference.composite(cell.mode, source: source, backdrop: backdrop)
            let expected = Pixel(r: UInt8(e.r), g: UInt8(e.g), b: UInt8(e.b), a: UInt8(e.a))
            return P.colour("\(cell.label) disc on stripe \(stripe) at opacity \(opacity)", around(centre, 4), expected)
        }
    }
}
