import Testing
import Raster
@testable import Codecs

@Suite struct GIFLZWTests {
    func roundTrip(_ indices: [UInt8], minCodeSize: Int) throws -> [UInt8] {
        var lzw = GIFLZWEncoder()
        var out: [UInt8] = []
        indices.withUnsafeBufferPointer { lzw.encode($0, minimumCodeSize: minCodeSize, to: &out) }
        #expect(Int(out[0]) == minCodeSize)
        // Sub-blocks: every length byte 1…255, then the 0 terminator as the last byte.
        var i = 1, data: [UInt8] = []
        while out[i] != 0 { data += out[(i + 1)..<(i + 1 + Int(out[i]))]; i += 1 + Int(out[i]) }
        #expect(i == out.count - 1)
        return try TestGIF.lzwDecode(data, minCodeSize: minCodeSize, count: indices.count)
    }

    @Test func noiseFillsTheTableManyTimes() throws {
        // 200k random 8-bit indices: the 4096-code table fills and resets about 50 times.
        var rng = SystemRandomNumberGenerator()
        let noise = (0..<200_000).map { _ in UInt8.random(in: 0...255, using: &rng) }
        #expect(try roundTrip(noise, minCodeSize: 8) == noise)
    }

    @Test func codeSizeBoundariesForEverySize() throws {
        // Lengths around each code-width change, for every minimum code size.
        for m in 2...8 {
            for n in [1, 2, 3, 5, 9, 17, 100, 1000, 5000, 70_000] {
                let modulus = 1 << m
                let seq: [UInt8] = (0..<n).map { i in UInt8(truncatingIfNeeded: (i * 7 + i / 3) % modulus) }
                #expect(try roundTrip(seq, minCodeSize: m) == seq, "m=\(m) n=\(n)")
            }
        }
    }

    @Test func longRunsOfOneIndex() throws {
        let run = [UInt8](repeating: 3, count: 1_000_000)
        #expect(try roundTrip(run, minCodeSize: 2) == run)
    }

    @Test func singleColourAndFullPaletteImagesAreExact() throws {
        // 1×1 and a single-colour odd-sized image.
        for (w, h) in [(1, 1), (7, 3), (1, 9)] {
            let p = try Pixmap(width: w, height: h, fill: Pixel(r: 9, g: 8, b: 7, a: 255))
            let gif = try TestGIF(GIFEncoder(palette: .perFrame, differencing: false).encode([.init(pixmap: p, duration: 0.5)]))
            #expect(gif.frames.count == 1 && gif.frames[0].canvas == p.gifVisible)
            #expect(gif.frames[0].tableSize == 2)   // the smallest table: LZW minimum code size 2
        }
        // Exactly 256 opaque colours with no transparency: a full 256-entry table, no transparent index.
        var p = try Pixmap(width: 17, height: 16)
        for i in 0..<(17 * 16) { p.setPixel(x: i % 17, y: i / 17, Pixel(r: UInt8(i % 256), g: UInt8((i % 256) ^ 0x55), b: 3, a: 255)) }
        let gif = try TestGIF(GIFEncoder(differencing: false).encode([.init(pixmap: p, duration: 0.5)]))
        #expect(gif.globalTable.count == 256)
        #expect(Set(gif.globalTable).count == 256)
        #expect(gif.frames[0].canvas == p.gifVisible)
    }
}
