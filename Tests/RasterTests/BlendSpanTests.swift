import Testing
@testable import Raster

/// The span loops of `BlendMode.blendSpan` (one switch per span) against the
/// per-pixel operator, for every mode and coverage kind. The formulas
/// themselves are checked against an independent reference in
/// OpenQuartzCoreTests' `BlendModeFormulaTests`.
@Suite struct BlendSpanTests {
    /// Valid premultiplied pixels (each colour byte ≤ alpha), from a fixed seed.
    static func pixels(_ count: Int, seed: UInt64) -> [UInt32] {
        var state = seed
        return (0..<count).map { i in
            state = state &* 6364136223846793005 &+ 1442695040888963407
            let a = i % 7 == 0 ? 255 : (i % 11 == 0 ? 0 : UInt32(truncatingIfNeeded: state >> 56))
            func channel(_ shift: UInt64) -> UInt32 { a == 0 ? 0 : UInt32(truncatingIfNeeded: state >> shift) % (a + 1) }
            return channel(8) | channel(16) << 8 | channel(24) << 16 | a << 24
        }
    }

    @Test(arguments: BlendMode.allCases)
    func spansMatchTheOperatorWithCoverage(_ mode: BlendMode) {
        let n = 64
        let s = Self.pixels(n, seed: 7), d0 = Self.pixels(n, seed: 99)
        let coverage: [UInt8] = (0..<n).map { UInt8(truncatingIfNeeded: $0 * 37) }
        for c in [0, 1, 128, 255] as [UInt32] {
            var d = d0
            d.withUnsafeMutableBufferPointer { dp in
                s.withUnsafeBufferPointer { sp in
                    mode.blendSpan(dp.baseAddress!, sp.baseAddress!, count: n, coverage: ConstantCoverage(value: c))
                }
            }
            for i in 0..<n {
                let full = mode.apply(s[i], d0[i])
                let expected = c == 0 ? d0[i] : (c == 255 ? full : PixelMath.lerp(d0[i], full, c))
                #expect(d[i] == expected, "\(mode) coverage \(c) pixel \(i)")
            }
        }
        var d = d0
        d.withUnsafeMutableBufferPointer { dp in
            s.withUnsafeBufferPointer { sp in
                coverage.withUnsafeBufferPointer { cp in
                    mode.blendSpan(dp.baseAddress!, sp.baseAddress!, count: n, coverage: MaskCoverage(bytes: cp.baseAddress!))
                }
            }
        }
        for i in 0..<n {
            let c = UInt32(coverage[i])
            let full = mode.apply(s[i], d0[i])
            let expected = c == 0 ? d0[i] : (c == 255 ? full : PixelMath.lerp(d0[i], full, c))
            #expect(d[i] == expected, "\(mode) mask pixel \(i)")
        }
    }

    /// What `transparentSourceIsNoOp` promises (transparent paint is skipped
    /// for those modes), and that results stay valid premultiplied colour.
    @Test(arguments: BlendMode.allCases)
    func transparentSourceAndValidity(_ mode: BlendMode) {
        let s = Self.pixels(200, seed: 3), d = Self.pixels(200, seed: 5)
        for i in 0..<200 {
            if mode.transparentSourceIsNoOp { #expect(mode.apply(0, d[i]) == d[i], "\(mode)") }
            let r = mode.apply(s[i], d[i])
            let a = r >> 24
            #expect((r & 255) <= a && ((r >> 8) & 255) <= a && ((r >> 16) & 255) <= a, "\(mode) \(s[i]) \(d[i])")
        }
    }

    /// Exact integer cases worked out by hand.
    @Test func handWorkedPremultipliedValues() {
        // Difference of opaque pixels: |s − d| per channel.
        let s = Pixel(r: 200, g: 100, b: 30, a: 255).packed, d = Pixel(r: 60, g: 180, b: 240, a: 255).packed
        #expect(Pixel(packed: BlendMode.difference.apply(s, d)) == Pixel(r: 140, g: 80, b: 210, a: 255))
        // plusDarker, both opaque: s + d − 255 floored at 0.
        #expect(Pixel(packed: BlendMode.plusDarker.apply(s, d)) == Pixel(r: 5, g: 25, b: 15, a: 255))
        // plusDarker onto transparent: the source; with a transparent source: the destination.
        let half = Pixel(r: 60, g: 30, b: 0, a: 128).packed
        #expect(BlendMode.plusDarker.apply(half, 0) == half)
        #expect(BlendMode.plusDarker.apply(0, half) == half)
        // Hard light with white (Cs = 1 > ½): screen(Cb, 1) = 1 → white.
        let white = Pixel(r: 255, g: 255, b: 255, a: 255).packed
        #expect(BlendMode.hardLight.apply(white, d) == white)
        // Colour dodge with Cs = 1 and Cb > 0 gives 1; with Cb = 0 gives 0.
        let black = Pixel(r: 0, g: 0, b: 0, a: 255).packed
        #expect(BlendMode.colorDodge.apply(white, d) == white)
        #expect(BlendMode.colorDodge.apply(white, black) == black)
    }
}
