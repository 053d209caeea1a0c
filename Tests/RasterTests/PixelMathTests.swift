import Testing
@testable import Raster

@Suite struct PixelMathTests {
    @Test func mul255IsExactlyRoundedForAllBytes() {
        for x in 0...255 as ClosedRange<UInt32> {
            for y in 0...255 as ClosedRange<UInt32> {
                let exact = (x * y * 2 + 255) / 510  // round(x·y/255), halves up
                #expect(PixelMath.mul255(x, y) == exact)
            }
        }
    }

    @Test func swarScaleMatchesPerChannel() {
        var state: UInt64 = 0x1234_5678
        for _ in 0..<10_000 {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            let p = UInt32(truncatingIfNeeded: state >> 16)
            let s = UInt32(truncatingIfNeeded: state >> 56)
            let r = PixelMath.scale(p, s)
            for shift in stride(from: 0 as UInt32, to: 32, by: 8) {
                #expect((r >> shift) & 255 == PixelMath.mul255((p >> shift) & 255, s))
            }
        }
    }

    @Test func sourceOverHandComputed() {
        // Source: red at 50 % premultiplied = (128, 0, 0, 128); destination opaque blue.
        let s = Pixel(r: 128, g: 0, b: 0, a: 128).packed
        let d = Pixel(r: 0, g: 0, b: 255, a: 255).packed
        let r = Pixel(packed: PixelMath.over(s, d))
        // b: 255·(255−128)/255 = 127; a: 128 + 127 = 255.
        #expect(r == Pixel(r: 128, g: 0, b: 127, a: 255))
        // Over transparent: unchanged source.
        #expect(PixelMath.over(s, 0) == s)
        // Opaque source replaces.
        let o = Pixel(r: 10, g: 20, b: 30, a: 255).packed
        #expect(PixelMath.over(o, d) == o)
        // Two 50 % greys: 64 + 64·127/255 = 64 + 31.87 → 96; alpha 128 + 128·127/255 = 128 + 63.75 → 192.
        let g = Pixel(r: 64, g: 64, b: 64, a: 128).packed
        #expect(Pixel(packed: PixelMath.over(g, g)) == Pixel(r: 96, g: 96, b: 96, a: 192))
    }

    @Test func blendModesOnOnePixel() {
        let s = Pixel(r: 0, g: 100, b: 0, a: 200).packed
        let d = Pixel(r: 50, g: 0, b: 0, a: 100).packed
        #expect(BlendMode.clear.apply(s, d) == 0)
        #expect(BlendMode.copy.apply(s, d) == s)
        // destination-in: d·sa/255 = (50·200/255 = 39.2 → 39, alpha 100·200/255 = 78.4 → 78)
        #expect(Pixel(packed: BlendMode.destinationIn.apply(s, d)) == Pixel(r: 39, g: 0, b: 0, a: 78))
        #expect(Pixel(packed: BlendMode.destinationOut.apply(s, d)) == Pixel(r: 11, g: 0, b: 0, a: 22))
        #expect(BlendMode.sourceOver.apply(s, d) == PixelMath.over(s, d))
    }

    @Test func separableBlendModes() {
        let s = Pixel(r: 200, g: 100, b: 0, a: 255).packed
        let d = Pixel(r: 100, g: 255, b: 50, a: 255).packed
        // Opaque over opaque: multiply = s·d, screen = s + d − s·d, darken = min, lighten = max.
        #expect(Pixel(packed: BlendMode.multiply.apply(s, d)) == Pixel(r: 78, g: 100, b: 0, a: 255))  // 200·100/255 = 78.4
        #expect(Pixel(packed: BlendMode.screen.apply(s, d)) == Pixel(r: 222, g: 255, b: 50, a: 255))  // 300 − 78
        #expect(Pixel(packed: BlendMode.darken.apply(s, d)) == Pixel(r: 100, g: 100, b: 0, a: 255))
        #expect(Pixel(packed: BlendMode.lighten.apply(s, d)) == Pixel(r: 200, g: 255, b: 50, a: 255))
        // Onto transparent every separable mode is the source.
        for mode in [BlendMode.multiply, .screen, .darken, .lighten] {
            let half = Pixel(r: 60, g: 30, b: 0, a: 128).packed
            #expect(mode.apply(half, 0) == half, "\(mode)")
        }
    }

    @Test func lerpEndpoints() {
        let a = Pixel(r: 1, g: 2, b: 3, a: 4).packed, b = Pixel(r: 200, g: 210, b: 220, a: 230).packed
        #expect(PixelMath.lerp(a, b, 0) == a)
        #expect(PixelMath.lerp(a, b, 255) == b)
    }

    /// The vector blends (8/4-pixel steps, overlapping tails, short spans
    /// widened to four pixels) give exactly the scalar result on every
    /// pixel of the span and leave the pixels around it untouched.
    @Test func spanBlendsMatchScalarForEveryLengthAndRoom() {
        var state: UInt64 = 0x9E37_79B9
        func next() -> UInt32 {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return UInt32(truncatingIfNeeded: state >> 24)
        }
        for count in 1...19 {
            for room in [count, count + 1, count + 3, count + 8] {
                let a = next() >> 24
                let s = PixelMath.scale(next() | 0xFF00_0000, a)  // premultiplied
                let before = (0..<(room + 2)).map { _ in next() }
                let cov = (0..<count).map { k in k % 5 == 0 ? UInt8(k % 2 == 0 ? 0 : 255) : UInt8(truncatingIfNeeded: next()) }
                var run = before, mask = before
                run.withUnsafeMutableBufferPointer { b in
                    PixelMath.overConstant(b.baseAddress! + 1, count: count, color: s, inverseAlpha: 255 - (s >> 24), room: room,
                                           div255: PixelMath.Quad(repeating: 257))
                }
                mask.withUnsafeMutableBufferPointer { b in
                    cov.withUnsafeBufferPointer { c in
                        PixelMath.overMask(b.baseAddress! + 1, count: count, color: PixelMath.MaskColor(s), coverage: c.baseAddress!, room: room,
                                           div255: PixelMath.Quad(repeating: 257))
                    }
                }
                for i in 0..<before.count {
                    let inSpan = i >= 1 && i <= count
                    let expectRun = inSpan ? PixelMath.over(s, before[i]) : before[i]
                    let expectMask = inSpan ? PixelMath.over(PixelMath.scale(s, UInt32(cov[i - 1])), before[i]) : before[i]
                    #expect(run[i] == expectRun, "overConstant count \(count) room \(room) pixel \(i)")
                    #expect(mask[i] == expectMask, "overMask count \(count) room \(room) pixel \(i)")
                }
            }
        }
    }

    /// `overConstant4`'s folding of the colour into the rounding constant:
    /// `(d·inv + 255·c + 128)·257 >> 16 == c + mul255(d, inv)` for every
    /// destination byte `d`, alpha `a = 255 − inv` and premultiplied channel
    /// `c ≤ a` (and the sum never leaves 16 bits).
    @Test func foldedConstantOverIsExactForAllBytes() {
        var bad = 0
        for a in 0...255 as ClosedRange<UInt32> {
            let inv = 255 - a
            for c in 0...a {
                for d in 0...255 as ClosedRange<UInt32> {
                    let t = d * inv + 255 * c + 128
                    if t > 0xFFFF || (t * 257) >> 16 != c + PixelMath.mul255(d, inv) { bad += 1 }
                }
            }
        }
        #expect(bad == 0)
        let k = PixelMath.Quad(repeating: 257)
        let s = PixelMath.scale(0xFF40_80C0, 200)
        let d = PixelMath.Quad(0x1234, 0xFFFF, 0x00FF, 0xFF00, 0x8001, 0x7F80, 0, 0x5A5A)
        let folded = unsafeBitCast(PixelMath.overConstant4(d, PixelMath.Quad(repeating: UInt16(255 - (s >> 24))),
                                                           PixelMath.overConstants(s), k), to: SIMD4<UInt32>.self)
        let pixels = unsafeBitCast(d, to: SIMD4<UInt32>.self)
        for j in 0..<4 { #expect(folded[j] == PixelMath.over(s, pixels[j])) }
    }

    /// The high-multiply `scale4` equals the shift-and-add one (and so the
    /// exact `mul255`) for every pair of bytes, in both lane positions.
    @Test func highMultiplyScaleIsExactForAllBytes() {
        let k = PixelMath.Quad(repeating: 257)
        for x in 0...255 as ClosedRange<UInt32> {
            var s = PixelMath.Quad()
            var v = PixelMath.Quad()
            for y in 0...255 as ClosedRange<UInt32> {
                let lane = Int(y & 7)
                v[lane] = UInt16(x | ((x &+ y) & 255) << 8)  // every pair in the high byte too
                s[lane] = UInt16(y)
                if lane == 7 {
                    let fast = PixelMath.scale4(v, s, div255: k)
                    #expect(fast == PixelMath.scale4(v, s))
                    for j in 0..<8 {
                        #expect(UInt32(fast[j] & 0xFF) == PixelMath.mul255(x, UInt32(s[j])))
                        #expect(UInt32(fast[j] >> 8) == PixelMath.mul255(UInt32(v[j] >> 8), UInt32(s[j])))
                    }
                }
            }
        }
    }

    /// `overSpan` (one coverage and per-pixel coverage) equals the scalar
    /// `over(scale(s, c), d)` with runs of opaque sources and full coverage
    /// (stored as they are) mixed with translucent ones, at every alignment.
    @Test func shadedSpanBlendsMatchScalarWithOpaqueRuns() {
        var seed: UInt32 = 3
        func next() -> UInt32 { seed = seed &* 1_103_515_245 &+ 12345; return seed >> 8 }
        let k = PixelMath.Quad(repeating: 257)
        for count in 0..<23 {
            for trial in 0..<12 {
                let src: [UInt32] = (0..<count).map { i in
                    let a: UInt32 = (i / 5 + trial) % 3 == 0 ? UInt32(next() & 0xFF) : 255
                    let c = { (v: UInt32) in min(a, v & 0xFF) }
                    return c(next()) | c(next()) << 8 | c(next()) << 16 | a << 24
                }
                let dst: [UInt32] = (0..<count).map { _ in next() | 0xFF00_0000 }
                let cover: [UInt8] = (0..<count).map { i in (i / 3 + trial) % 2 == 0 ? 255 : UInt8(next() & 0xFF) }
                for c: UInt32 in [255, 200, 0] {
                    var d = dst
                    src.withUnsafeBufferPointer { s in
                        d.withUnsafeMutableBufferPointer { PixelMath.overSpan($0.baseAddress!, s.baseAddress!, count: count, coverage: c, div255: k) }
                    }
                    #expect(d == (0..<count).map { PixelMath.over(c == 255 ? src[$0] : PixelMath.scale(src[$0], c), dst[$0]) },
                            "count \(count), coverage \(c)")
                }
                var d = dst
                src.withUnsafeBufferPointer { s in
                    cover.withUnsafeBufferPointer { m in
                        d.withUnsafeMutableBufferPointer {
                            PixelMath.overSpan($0.baseAddress!, s.baseAddress!, count: count, coverage: m.baseAddress!, div255: k)
                        }
                    }
                }
                #expect(d == (0..<count).map { cover[$0] == 0 ? dst[$0] : PixelMath.over(PixelMath.scale(src[$0], UInt32(cover[$0])), dst[$0]) },
                        "count \(count), per-pixel coverage")
            }
        }
    }

    /// `fill` (opaque interior runs: 8 pixels per step, the last 1–7 as
    /// overlapping 4-pixel stores ending at the run's end) sets exactly the
    /// run's pixels, for every length 0…40 at every alignment, and leaves
    /// the pixels on both sides as they were.
    @Test func fillSetsExactlyTheRunAtEveryLengthAndOffset() {
        let color: UInt32 = 0xFF33_66CC, guardValue: UInt32 = 0x1234_5678
        for offset in 0..<4 {
            for count in 0...40 {
                var row = [UInt32](repeating: guardValue, count: offset + count + 8)
                row.withUnsafeMutableBufferPointer { PixelMath.fill($0.baseAddress! + offset, count: count, color: color) }
                let expected = (0..<row.count).map { (offset..<offset + count).contains($0) ? color : guardValue }
                #expect(row == expected, "offset \(offset), count \(count)")
            }
        }
    }
}
