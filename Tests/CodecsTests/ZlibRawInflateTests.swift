import Testing
import Foundation
@testable import Codecs

/// `Zlib.inflateRaw`: raw deflate streams (zip entries) inflated into exactly
/// the size they declare, never further.
struct ZlibRawInflateTests {
    /// A raw deflate stream of `bytes`: the zlib stream less its 2-byte header and 4-byte trailer.
    private func rawDeflate(_ bytes: [UInt8]) throws -> [UInt8] {
        let zlib = try Zlib.deflate(bytes, level: 6, strategy: 0)
        return Array(zlib[2..<(zlib.count - 4)])
    }

    private func inflate(_ stream: [UInt8], expected: Int) -> Result<[UInt8], Zlib.RawInflateFailure> {
        stream.withUnsafeBytes { Zlib.inflateRaw($0, expected: expected) }
    }

    @Test func inflatesExactlyTheDeclaredBytes() throws {
        let text = Array(String(repeating: "dotLottie ", count: 500).utf8)
        let stream = try rawDeflate(text)
        #expect(try inflate(stream, expected: text.count).get() == text)
        #expect(try inflate(try rawDeflate([]), expected: 0).get() == [])
    }

    @Test func reportsEveryWayAStreamCanDisagreeWithItsSize() throws {
        let text = Array(String(repeating: "dotLottie ", count: 500).utf8)
        let stream = try rawDeflate(text)
        // Declared too small: stopped at the declared size.
        #expect(inflate(stream, expected: 100) == .failure(.longer))
        // Declared too large: the stream ends 7 bytes short.
        #expect(inflate(stream, expected: text.count + 7) == .failure(.endsEarly(missing: 7)))
        // Cut in half: the input runs out first.
        guard case .failure(.truncated) = inflate(Array(stream.prefix(stream.count / 2)), expected: text.count) else {
            Issue.record("a truncated stream was not reported as truncated")
            return
        }
        // Not deflate data at all (block type 3 is reserved).
        guard case .failure(.corrupt) = inflate([0xFF, 0xFF, 0xFF, 0xFF], expected: 10) else {
            Issue.record("garbage was not reported as corrupt")
            return
        }
    }
}
