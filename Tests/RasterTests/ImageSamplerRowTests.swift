import Testing
@testable import Raster

/// The row-hoisted bilinear sampling of scaled, translated images gives the
/// same pixels as sampling every pixel with `fetch`.
@Suite struct ImageSamplerRowTests {
    @Test func scaleTranslateRowsEqualPerPixelFetches() throws {
        var img = try Pixmap(width: 7, height: 5)
        var seed: UInt32 = 99
        for y in 0..<5 {
            for x in 0..<7 {
                seed = seed &* 1_103_515_245 &+ 12345
                let a = UInt8(truncatingIfNeeded: seed >> 24) | 0x10
                let c = { (v: UInt32) in UInt8(min(UInt32(a), v & 0xFF)) }
                img.setPixel(x: x, y: y, Pixel(r: c(seed >> 3), g: c(seed >> 9), b: c(seed >> 15), a: a))
            }
        }
        let maps = [Transform(a: 5.3, b: 0, c: 0, d: 4.1, tx: 3.37, ty: 2.81),
                    Transform(a: -4.7, b: 0, c: 0, d: 6.2, tx: 45.2, ty: -7.13),
                    Transform(a: 0.37, b: 0, c: 0, d: 0.61, tx: -1.5, ty: 0.25)]
        var compared = 0
        for t in maps {
            let shader = try #require(PreparedShader(paint: Paint(shader: .image(ImagePattern(image: img, transform: t))), ctm: .identity))
            guard case .image(let sampler) = shader.kind else { Issue.record("not an image shader"); return }
            var row = [UInt32](repeating: 0, count: 60)
            for y in -3..<40 {
                row.withUnsafeMutableBufferPointer { sampler.sample(inverse: shader.inverse, x: -5, y: y, count: 60, into: $0.baseAddress!) }
                img.storage.withUnsafeBufferPointer { src in
                    let m = shader.inverse, py = Double(y) + 0.5
                    for i in 0..<60 {
                        let px = Double(-5 + i) + 0.5
                        let expected = sampler.fetch(src, u: m.a * px + m.c * py + m.tx, v: m.b * px + m.d * py + m.ty)
                        #expect(row[i] == expected, "map \(t) at \(i - 5), \(y)")
                        compared += 1
                    }
                }
            }
        }
        #expect(compared == 3 * 43 * 60)
    }

    /// An image at a whole-pixel offset and alpha below 1 (a group
    /// composited at its opacity) is blended from its rows in place, with the
    /// alpha as coverage: the pixels of blending its shaded (scaled) rows.
    @Test func translucentImageRowsBlendInPlaceAsShaded() throws {
        var img = try Pixmap(width: 9, height: 6)
        var seed: UInt32 = 7
        func next() -> UInt32 { seed = seed &* 1_103_515_245 &+ 12345; return seed }
        for y in 0..<6 {
            for x in 0..<9 {
                let v = next(), a = UInt8(truncatingIfNeeded: v >> 24)
                let c = { (w: UInt32) in UInt8(min(UInt32(a), w & 0xFF)) }
                img.setPixel(x: x, y: y, Pixel(r: c(v >> 3), g: c(v >> 9), b: c(v >> 15), a: a))
            }
        }
        for alpha in [0, 0.3, 0.85, 1] {
            let canvas = try Canvas(width: 16, height: 11)
            for i in 0..<canvas.pixmap.storage.count { canvas.pixmap.storage[i] = next() | 0xFF00_0000 }
            let before = canvas.pixmap.storage
            canvas.drawPixmap(img, transform: .translation(4, 3), quality: .nearest, alpha: alpha)
            let paint = Paint(shader: .image(ImagePattern(image: img, quality: .nearest)), alpha: alpha)
            let shader = try #require(PreparedShader(paint: paint, ctm: .translation(4, 3)))
            guard case .image(let sampler) = shader.kind else { Issue.record("not an image shader"); return }
            var row = [UInt32](repeating: 0, count: 9)
            for y in 0..<11 {
                row.withUnsafeMutableBufferPointer { sampler.sample(inverse: shader.inverse, x: 4, y: y, count: 9, into: $0.baseAddress!) }
                for x in 0..<16 {
                    let d = before[y * 16 + x]
                    let inside = (4..<13).contains(x) && (3..<9).contains(y)
                    let expected = inside ? PixelMath.over(row[x - 4], d) : d
                    #expect(canvas.pixmap.storage[y * 16 + x] == expected, "alpha \(alpha) at \(x), \(y)")
                }
            }
        }
    }
}
