import Foundation
import Testing
@testable import Raster

@Suite struct BlurTests {
    /// Φ, the standard normal CDF.
    static func normalCDF(_ x: Double) -> Double { 0.5 * (1 + erf(x / 2.squareRoot())) }

    @Test func boxWidthsFollowTheFormula() {
        // σ = 5: ideal width √101 ≈ 10.05 → 9 and 11; two boxes of 9, one of 11.
        #expect(GaussianBlur.boxWidths(sigma: 5)! == (9, 9, 11))
        #expect(GaussianBlur.padding(sigma: 5) == 13)
        // The three boxes' variance Σ(w² − 1)/12 is within a box step of σ².
        for sigma in [1.0, 2.5, 4, 10, 37.3, 100] {
            let (a, b, c) = GaussianBlur.boxWidths(sigma: sigma)!
            let variance = Double(a * a + b * b + c * c - 3) / 12
            #expect(abs(variance - sigma * sigma) < 2 * sigma + 2, "σ = \(sigma)")
            #expect(a % 2 == 1 && b % 2 == 1 && c % 2 == 1)
        }
        for bad in [0.0, -3, .nan, -.infinity, 0.3] { #expect(GaussianBlur.boxWidths(sigma: bad) == nil) }
        #expect(GaussianBlur.padding(sigma: .nan) == 0)
        // Just above the threshold one box is three pixels wide.
        #expect(GaussianBlur.boxWidths(sigma: 0.6)! == (1, 1, 3))
        #expect(GaussianBlur.boxWidths(sigma: .infinity)! == GaussianBlur.boxWidths(sigma: GaussianBlur.maxSigma)!)
    }

    @Test func blurPreservesAlphaMass() throws {
        // A 30×20 block well inside a 120×120 pixmap (padding ≥ 3σ on every side).
        var p = try Pixmap(width: 120, height: 120)
        var m = try Mask(width: 120, height: 120, fill: 0)
        let color = Pixel(r: 180, g: 90, b: 30, a: 200)
        for y in 50..<70 { for x in 45..<75 { p.setPixel(x: x, y: y, color); m.setValue(x: x, y: y, 200) } }
        let before = 30.0 * 20 * 200
        for sigma in [1.5, 4, 9] {
            var q = p, n = m
            q.gaussianBlur(sigma: sigma)
            n.gaussianBlur(sigma: sigma)
            let alpha = q.storage.reduce(0.0) { $0 + Double($1 >> 24) }
            let red = q.storage.reduce(0.0) { $0 + Double($1 & 0xFF) }
            let maskSum = n.values.reduce(0.0) { $0 + Double($1) }
            // Each output is a rounded mean: errors of ±0.5 per pixel average out.
            #expect(abs(alpha - before) / before < 0.005, "σ \(sigma): alpha \(alpha)")
            #expect(abs(red - before * 180 / 200) / before < 0.005, "σ \(sigma): red \(red)")
            #expect(abs(maskSum - before) / before < 0.005, "σ \(sigma): mask \(maskSum)")
            #expect(q.storage.allSatisfy { Pixel(packed: $0).r <= Pixel(packed: $0).a })
            // The blur really spread the block.
            #expect(q.pixel(x: 45 - Int(sigma), y: 60)!.a > 0 && q.pixel(x: 45, y: 60)!.a < 200)
        }
    }

    @Test(arguments: [4.0, 10.0])
    func stepEdgeFollowsNormalCDF(sigma: Double) throws {
        // Left 100 columns opaque; the middle row is far from the top, bottom
        // and left edges, so it sees an infinite step at x = 100.
        var m = try Mask(width: 240, height: 160, fill: 0)
        for y in 0..<160 { for x in 0..<100 { m.setValue(x: x, y: y, 255) } }
        m.gaussianBlur(sigma: sigma)
        var worst = 0.0
        for x in 60..<140 {
            let expected = 255 * (1 - BlurTests.normalCDF((Double(x) + 0.5 - 100) / sigma))
            worst = max(worst, abs(Double(m.value(x: x, y: 80)) - expected))
        }
        // Three boxes approximate the Gaussian's CDF within about 1 %.
        #expect(worst <= 3.5, "largest deviation \(worst)")
        #expect(m.value(x: 99, y: 80) > 127 && m.value(x: 100, y: 80) < 128)
    }

    @Test func dotSpreadsSymmetrically() throws {
        var p = try Pixmap(width: 41, height: 41)
        p.setPixel(x: 20, y: 20, Pixel(r: 255, g: 0, b: 0, a: 255))
        var big = try Pixmap(width: 41, height: 41)
        for y in 0..<41 { for x in 0..<41 where (x - 20) * (x - 20) + (y - 20) * (y - 20) <= 16 {
            big.setPixel(x: x, y: y, Pixel(r: 200, g: 100, b: 0, a: 255))
        } }
        for var image in [p, big] {
            image.gaussianBlur(sigma: 3)
            for y in 0..<41 {
                for x in 0..<41 {
                    let v = image.pixel(x: x, y: y)!
                    // Mirror images are exact (symmetric odd boxes); the
                    // transpose may differ by one step (rows are rounded first).
                    #expect(v == image.pixel(x: 40 - x, y: y)! && v == image.pixel(x: x, y: 40 - y)!)
                    #expect(abs(Int(v.a) - Int(image.pixel(x: y, y: x)!.a)) <= 1)
                }
            }
            // Monotone fall-off from the centre along a row.
            for x in 20..<35 { #expect(image.pixel(x: x, y: 20)!.a >= image.pixel(x: x + 1, y: 20)!.a) }
            #expect(image.pixel(x: 20, y: 20)!.a > image.pixel(x: 24, y: 20)!.a)
        }
        var dot = p
        dot.gaussianBlur(sigma: 3)
        #expect(dot.pixel(x: 20, y: 20)!.a > 0 && dot.pixel(x: 20, y: 20)!.a < 255)
        #expect(dot.pixel(x: 20 + GaussianBlur.padding(sigma: 3) + 1, y: 20)!.a == 0)
    }

    @Test func zeroNaNAndInfiniteSigma() throws {
        var p = try Pixmap(width: 9, height: 7)
        for i in 0..<63 { p.setPixel(x: i % 9, y: i / 9, Pixel(r: UInt8(i), g: UInt8(2 * i), b: 0, a: UInt8(2 * i + 100))) }
        for sigma in [0.0, -1, .nan, -.infinity] {
            var q = p
            q.gaussianBlur(sigma: sigma)
            #expect(q.storage == p.storage, "σ = \(sigma)")
        }
        var inf = p, capped = p
        inf.gaussianBlur(sigma: .infinity)
        capped.gaussianBlur(sigma: GaussianBlur.maxSigma)
        #expect(inf.storage == capped.storage)
        // A blur much wider than the image spreads it thin (edges are transparent).
        #expect(inf.storage.allSatisfy { $0 >> 24 < 10 })
        var empty = try Pixmap(width: 0, height: 5)
        empty.gaussianBlur(sigma: 3)
        #expect(empty.storage.isEmpty)
    }

    @Test func blurrerReuseMatchesFreshBlur() throws {
        var a = try Pixmap(width: 50, height: 30)
        for y in 10..<20 { for x in 5..<45 { a.setPixel(x: x, y: y, Pixel(r: 10, g: 200, b: 40, a: 220)) } }
        var b = try Mask(width: 17, height: 33, fill: 0)
        for y in 10..<20 { b.setValue(x: 8, y: y, 255) }
        var freshA = a, freshB = b
        freshA.gaussianBlur(sigma: 2.5)
        freshB.gaussianBlur(sigma: 6)
        let blurrer = Blurrer()
        var bigFirst = try Pixmap(width: 200, height: 200, fill: Pixel(r: 1, g: 1, b: 1, a: 255))
        blurrer.blur(&bigFirst, sigma: 5)
        var reusedA = a, reusedB = b
        blurrer.blur(&reusedA, sigma: 2.5)
        blurrer.blur(&reusedB, sigma: 6)
        #expect(reusedA.storage == freshA.storage && reusedB.values == freshB.values)
    }
}
