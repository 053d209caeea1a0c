import Testing
@testable import Codecs

@Suite struct GIFPaletteTests {
    @Test func prunedNearestSearchFindsTheTrueNearestColour() {
        var rng = SystemRandomNumberGenerator()
        for size in [1, 2, 17, 255] {
            let colors = (0..<size).map { _ in UInt32.random(in: 0...0xFF_FFFF, using: &rng) | 0xFF00_0000 }
            let order = colors.indices.sorted { (colors[$0] >> 8) & 0xFF < (colors[$1] >> 8) & 0xFF }.map { UInt8($0) }
            func distance(_ c: UInt32, _ r: Int, _ g: Int, _ b: Int) -> Int {
                let dr = Int(c & 0xFF) - r, dg = Int((c >> 8) & 0xFF) - g, db = Int((c >> 16) & 0xFF) - b
                return dr * dr + dg * dg + db * db
            }
            for _ in 0..<2000 {
                let r = Int.random(in: 0...255, using: &rng), g = Int.random(in: 0...255, using: &rng), b = Int.random(in: 0...255, using: &rng)
                let found = colors.withUnsafeBufferPointer { c in
                    order.withUnsafeBufferPointer { o in GIFPalette.nearestIndex(in: c, order: o, r: r, g: g, b: b) }
                }
                let bestDistance = colors.map { distance($0, r, g, b) }.min()!
                #expect(distance(colors[found], r, g, b) == bestDistance)
            }
        }
    }

    @Test func tableSizeAndTransparentIndex() {
        let p = GIFPalette(colors: [0xFF00_0001, 0xFF00_0002, 0xFF00_0003], reserveTransparent: true, holdsImageColors: true)
        #expect(p.transparentIndex == 3 && p.entryCount == 4 && p.tableBits == 2)
        #expect(p.tableBytes == [1, 0, 0, 2, 0, 0, 3, 0, 0, 0, 0, 0])
        let full = GIFPalette(colors: (0..<256).map { UInt32($0) | 0xFF00_0000 }, reserveTransparent: false, holdsImageColors: true)
        #expect(full.transparentIndex == nil && full.tableBits == 8)
    }
}
