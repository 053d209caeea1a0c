import Foundation
import QuartzServe
import Raster
import Testing

/// The frame wire format: the bytes laid out as documented, patches that
/// rebuild the pixmap, compression, and refusal of malformed messages.
@Suite struct FrameMessageTests {
    /// A 5 × 4 pixmap whose pixel (x, y) is (10x, 10y, x + y, 255).
    static func pixmap() throws -> Pixmap {
        var p = try Pixmap(width: 5, height: 4)
        for y in 0..<4 { for x in 0..<5 { p.setPixel(x: x, y: y, Pixel(r: UInt8(10 * x), g: UInt8(10 * y), b: UInt8(x + y), a: 255)) } }
        return p
    }

    @Test func headerAndTableAreLaidOutAsDocumented() throws {
        let m = FrameMessage(number: 7, time: 1.25, pixmap: try Self.pixmap(), damage: [PixelRect(x: 1, y: 2, width: 2, height: 1)])
        let b = try m.encoded()
        #expect(b[0] == 0x46 && b[1] == 0)                              // not compressed, not a key frame
        #expect(b[2] == 1 && b[3] == 0)                                 // one rectangle
        #expect(Array(b[4..<8]) == [7, 0, 0, 0])
        #expect(Array(b[8..<16]) == withUnsafeBytes(of: 1.25.bitPattern.littleEndian) { Array($0) })
        #expect(Array(b[16..<20]) == [5, 0, 4, 0])
        #expect(Array(b[20..<32]) == [1, 0, 2, 0, 2, 0, 1, 0, 8, 0, 0, 0])
        // Pixels (1, 2) and (2, 2): R, G, B, A.
        #expect(Array(b[32...]) == [10, 20, 3, 255, 20, 20, 4, 255])
    }

    @Test(arguments: [false, true]) func aKeyFrameRebuildsThePixmap(compressed: Bool) throws {
        let p = try Self.pixmap()
        let m = FrameMessage(number: 0, time: 0, pixmap: p, damage: nil)
        #expect(m.isKeyFrame && m.patches.count == 1)
        let bytes = try m.encoded(compressed: compressed)
        #expect(bytes[1] == (compressed ? 3 : 2))
        let back = try FrameMessage(decoding: bytes)
        #expect(back == m)
        var canvas = [UInt8](repeating: 0, count: 5 * 4 * 4)
        back.apply(to: &canvas)
        #expect(canvas == p.premultipliedRGBA())
    }

    @Test func damageIsClippedToTheCanvasAndEmptyRectanglesDropped() throws {
        let m = FrameMessage(number: 1, time: 0, pixmap: try Self.pixmap(),
                             damage: [PixelRect(x: 3, y: -2, width: 10, height: 3), PixelRect(x: 9, y: 9, width: 2, height: 2)])
        #expect(m.patches.map(\.rect) == [PixelRect(x: 3, y: 0, width: 2, height: 1)])
        #expect(try FrameMessage(decoding: try m.encoded()).patches.map(\.rect) == m.patches.map(\.rect))
    }

    @Test func malformedMessagesAreRefused() throws {
        let good = try FrameMessage(number: 0, time: 0, pixmap: try Self.pixmap(), damage: nil).encoded()
        var outside = good; outside[20] = 1                                 // x = 1 with width 5 passes the edge
        var badZlib = try FrameMessage(number: 0, time: 0, pixmap: try Self.pixmap(), damage: nil).encoded(compressed: true)
        badZlib[32] ^= 0xff                                             // the zlib header
        let broken: [[UInt8]] = [[], [0x46], Array(good.prefix(19)), Array(good.prefix(31)), Array(good.dropLast()), good + [0],
                                 [0x47] + Array(good.dropFirst()), outside, badZlib]
        for bytes in broken {
            #expect(throws: FrameMessageError.self) { try FrameMessage(decoding: bytes) }
        }
    }

    /// The worker's direct encoding writes the same bytes as building the
    /// message and encoding it, after what the buffer already holds.
    @Test func rawEncodingInPlaceMatchesTheMessage() throws {
        let p = try Self.pixmap()
        for damage in [nil, [PixelRect(x: 1, y: 1, width: 3, height: 2), PixelRect(x: 4, y: -1, width: 5, height: 9)]] as [[PixelRect]?] {
            var out: [UInt8] = [9, 9]
            FrameMessage.encodeRaw(number: 3, time: 0.5, pixmap: p, damage: damage, appendingTo: &out)
            #expect(out == [9, 9] + (try FrameMessage(number: 3, time: 0.5, pixmap: p, damage: damage).encoded()))
        }
    }
}
