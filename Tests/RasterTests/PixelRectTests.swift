import Testing
@testable import Raster

/// `PixelRect`'s set operations, on which encoders' sub-frames rest.
@Suite struct PixelRectTests {
    let a = PixelRect(x: 2, y: 3, width: 4, height: 5)   // columns 2…5, rows 3…7

    @Test func emptinessAndArea() {
        #expect(!a.isEmpty && a.area == 20)
        #expect(PixelRect(x: 5, y: 5, width: 0, height: 9).isEmpty)
        #expect(PixelRect(x: 5, y: 5, width: -3, height: 9).isEmpty)
        #expect(PixelRect(x: 5, y: 5, width: -3, height: -9).area == 0)   // not 27
    }

    @Test func unionCoversBothAndIgnoresEmpty() {
        #expect(a.union(PixelRect(x: 10, y: 0, width: 1, height: 1)) == PixelRect(x: 2, y: 0, width: 9, height: 8))
        let empty = PixelRect(x: 100, y: 100, width: 0, height: 0)
        #expect(a.union(empty) == a)
        #expect(empty.union(a) == a)
    }

    @Test func intersectionIsTheCommonPixels() {
        #expect(a.intersection(PixelRect(x: 4, y: 0, width: 10, height: 4)) == PixelRect(x: 4, y: 3, width: 2, height: 1))
        #expect(a.intersection(PixelRect(x: -5, y: -5, width: 100, height: 100)) == a)
        // Touching edges share no pixel.
        #expect(a.intersection(PixelRect(x: 6, y: 3, width: 2, height: 2)).isEmpty)
        #expect(a.intersection(PixelRect(x: 3, y: 4, width: 0, height: 2)).isEmpty)
    }
}
