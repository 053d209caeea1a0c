import Testing
@testable import Raster

private typealias T = TestSupport

/// Image sampling gives, pixel for pixel, the textbook formulas: pixel
/// centres mapped back into the image, floor and round-half-away weights.
@Suite struct ImageSamplingTests {
    /// A 7×5 image of varied opaque and translucent pixels.
    func image() -> Pixmap {
        var p = try! Pixmap(width: 7, height: 5)
        var seed: UInt32 = 12345
        for y in 0..<5 {
            for x in 0..<7 {
                seed = seed &* 1_103_515_245 &+ 12345
                let a = UInt8(truncatingIfNeeded: seed >> 24) | 0x20
                let c = { (v: UInt32) in UInt8(min(UInt32(a), v & 0xFF)) }
                p.setPixel(x: x, y: y, Pixel(r: c(seed >> 3), g: c(seed >> 9), b: c(seed >> 15), a: a))
            }
        }
        return p
    }

    /// The bilinear sample at image point (u, v), written with `rounded`.
    func referenceBilinear(_ img: Pixmap, _ u: Double, _ v: Double) -> UInt32 {
        let w = img.width, h = img.height
        let fu = min(max(u - 0.5, -1), Double(w)), fv = min(max(v - 0.5, -1), Double(h))
        let x0 = fu.rounded(.down), y0 = fv.rounded(.down)
        let wx = UInt32(((fu - x0) * 255).rounded()), wy = UInt32(((fv - y0) * 255).rounded())
        func px(_ x: Double, _ y: Double) -> UInt32 {
            img.pixel(x: min(max(Int(x), 0), w - 1), y: min(max(Int(y), 0), h - 1))!.packed
        }
        let top = PixelMath.lerp(px(x0, y0), px(x0 + 1, y0), wx)
        let bottom = PixelMath.lerp(px(x0, y0 + 1), px(x0 + 1, y0 + 1), wx)
        return PixelMath.lerp(top, bottom, wy)
    }

    @Test func bilinearAndNearestMatchTheFormulas() {
        let img = image()
        // Scaled up, shifted by fractions, and a mirrored scale: weights of every size.
        let maps = [Transform(a: 5.3, b: 0, c: 0, d: 4.1, tx: 3.37, ty: 2.81),
                    Transform(a: -4.7, b: 0, c: 0, d: 6.2, tx: 45.2, ty: 1.13)]
        for t in maps {
            for quality in [SamplingQuality.bilinear, .nearest] {
                let c = T.canvas(48, 36)
                c.drawPixmap(img, transform: t, quality: quality)
                let inv = t.inverted!
                var checked = 0
                for y in 0..<36 {
                    for x in 0..<48 {
                        // Only pixels the image covers fully (coverage 255).
                        let corners = [Point(Double(x), Double(y)), Point(Double(x + 1), Double(y + 1))].map { inv.apply($0) }
                        guard corners.allSatisfy({ $0.x >= 0 && $0.x <= 7 && $0.y >= 0 && $0.y <= 5 }) else { continue }
                        let p = inv.apply(Point(Double(x) + 0.5, Double(y) + 0.5))
                        let expected = quality == .bilinear
                            ? referenceBilinear(img, p.x, p.y)
                            : img.pixel(x: min(max(Int(p.x.rounded(.down)), 0), 6), y: min(max(Int(p.y.rounded(.down)), 0), 4))!.packed
                        #expect(c.pixmap.pixel(x: x, y: y)!.packed == expected, "\(quality) at \(x), \(y)")
                        checked += 1
                    }
                }
                #expect(checked > 600)
            }
        }
    }

    @Test func floorAndWeightHelpersAreExact() {
        typealias S = PreparedShader.ImageSampler
        for v in [-1.0, -0.9999999999999999, -0.5, -1e-300, 0, 1e-300, 0.49999999999999994, 0.5, 0.9999999999999999, 1, 2.5, 1e15] {
            #expect(S.floor(v) == Int(v.rounded(.down)), "floor \(v)")
        }
        for f in [0, 1e-300, 0.001960784313725490, 0.00196078431372549 * 1.0000001, 0.5 / 255, 0.49999 / 255, 0.5, 0.9999999999999999] {
            #expect(S.weight(f) == UInt32((f * 255).rounded()), "weight \(f)")
        }
    }
}
