/// Byte-level helpers for writing PNG files: signature, big-endian integers
/// and CRC-protected chunks.
enum PNGChunkWriter {
    /// The 8-byte PNG file signature.
    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// Appends `v` big-endian.
    @inline(__always) static func appendUInt32(_ v: UInt32, to out: inout [UInt8]) {
        out.append(UInt8(truncatingIfNeeded: v >> 24)); out.append(UInt8(truncatingIfNeeded: v >> 16))
        out.append(UInt8(truncatingIfNeeded: v >> 8)); out.append(UInt8(truncatingIfNeeded: v))
    }

    /// Appends `v` big-endian.
    @inline(__always) static func appendUInt16(_ v: UInt16, to out: inout [UInt8]) {
        out.append(UInt8(truncatingIfNeeded: v >> 8)); out.append(UInt8(truncatingIfNeeded: v))
    }

    /// Appends one chunk: length, 4-letter `type`, `data`, CRC-32 of type and data.
    static func appendChunk(_ type: String, _ data: [UInt8], to out: inout [UInt8]) {
        precondition(type.utf8.count == 4)
        appendUInt32(UInt32(data.count), to: &out)
        let start = out.count
        out.append(contentsOf: type.utf8)
        out.append(contentsOf: data)
        let crc = out.withUnsafeBytes { Zlib.crc32(UnsafeRawBufferPointer(rebasing: $0[start...])) }
        appendUInt32(crc, to: &out)
    }

    /// The 13 data bytes of an IHDR chunk (no interlacing).
    static func header(width: Int, height: Int, bitDepth: UInt8, colorType: UInt8) -> [UInt8] {
        var d: [UInt8] = []
        appendUInt32(UInt32(width), to: &d)
        appendUInt32(UInt32(height), to: &d)
        d += [bitDepth, colorType, 0, 0, 0]
        return d
    }
}
