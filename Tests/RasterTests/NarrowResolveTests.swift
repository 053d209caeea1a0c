import Testing
@testable import Raster

/// `ScanConverter.resolveNarrow` hands a row to blitters that say
/// `coverageIsPerPixel` as one span where `resolve` used runs and edge
/// spans; that gives the same pixels only if a run of coverage `c` and a
/// span of `c`s blend alike, for every `c`, and coverage 0 changes nothing.
@Suite struct NarrowResolveTests {
    static func premultiplied(_ rng: inout SmallShapeSceneTests.Generator, opaque: Bool = false) -> UInt32 {
        let alpha = opaque ? 255 : UInt32(rng.next() % 256), rgb = UInt32(truncatingIfNeeded: rng.next())
        var p = alpha << 24
        for shift in [0, 8, 16] as [UInt32] { p |= (((rgb >> shift) & 0xFF) * alpha / 255) << shift }
        return p
    }

    /// Blends with `run` and with `mask` into copies of one random row and
    /// compares, for every coverage and several span lengths and offsets.
    static func check<B: Blitter>(_ make: (UnsafeMutablePointer<UInt32>) -> B, seed: UInt64) {
        var rng = SmallShapeSceneTests.Generator(state: seed)
        let width = 24
        var row = [UInt32](repeating: 0, count: width), a = row, b = row
        var coverage = [UInt8](repeating: 0, count: width)
        for c in 0...255 {
            for i in row.indices { row[i] = premultiplied(&rng) }
            let x = Int(rng.next() % 8), count = 1 + Int(rng.next() % 13)
            a = row; b = row
            for i in coverage.indices { coverage[i] = UInt8(c) }
            a.withUnsafeMutableBufferPointer { p in
                var blitter = make(p.baseAddress!)
                if c != 0 { blitter.blitRun(x: x, y: 0, count: count, coverage: UInt8(c)) }
            }
            b.withUnsafeMutableBufferPointer { p in
                var blitter = make(p.baseAddress!)
                coverage.withUnsafeBufferPointer { blitter.blitMask(x: x, y: 0, count: count, coverage: $0.baseAddress!) }
            }
            #expect(a.indices.first(where: { a[$0] != b[$0] }) == nil, "coverage \(c), span \(x)+\(count)")
        }
    }

    @Test(arguments: [false, true])
    func solidRunsAndSpansBlendAlike(opaque: Bool) {
        #expect(SolidOverBlitter.coverageIsPerPixel)
        var rng = SmallShapeSceneTests.Generator(state: opaque ? 1 : 2)
        for seed in 0..<40 as Range<UInt64> {
            let color = Self.premultiplied(&rng, opaque: opaque || seed % 4 == 0)
            Self.check({ SolidOverBlitter(pixels: $0, stride: 24, color: color, div255: PixelMath.Quad(repeating: 257)) },
                       seed: seed)
        }
    }

    @Test func clippedSolidRunsAndSpansBlendAlike() {
        #expect(ClipMaskBlitter<SolidOverBlitter>.coverageIsPerPixel)
        var rng = SmallShapeSceneTests.Generator(state: 3)
        var mask = [UInt8](repeating: 0, count: 24), scratch = [UInt8](repeating: 0, count: 32)
        for seed in 0..<40 as Range<UInt64> {
            let color = Self.premultiplied(&rng, opaque: seed % 2 == 0)
            for i in mask.indices { mask[i] = [0, 255, UInt8(rng.next() % 256)][Int(rng.next() % 3)] }
            mask.withUnsafeBufferPointer { m in
                scratch.withUnsafeMutableBufferPointer { s in
                    Self.check({
                        ClipMaskBlitter(inner: SolidOverBlitter(pixels: $0, stride: 24, color: color,
                                                                div255: PixelMath.Quad(repeating: 257)),
                                        mask: m.baseAddress!, maskStride: 24, originX: 0, originY: 0, scratch: s.baseAddress!)
                    }, seed: seed)
                }
            }
        }
    }
}
