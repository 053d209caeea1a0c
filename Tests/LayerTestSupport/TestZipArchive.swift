import Foundation
import Codecs

/// A zip archive built by a test (dotLottie files), written by hand from the
/// published zip layout: local headers and data, then the central directory
/// and its end record. Entries are stored or deflated; every field a reader
/// checks can be falsified to build broken and hostile archives.
public struct TestZipArchive {
    /// One entry as written.
    public struct Entry {
        /// The name written (any bytes: `../x`, `a\b`, `/abs` are allowed here).
        public var name: String
        /// The bytes written after the local header (deflated when `method` is 8).
        public var stored: [UInt8]
        /// 0: stored, 8: deflate.
        public var method: Int
        /// The CRC-32 written.
        public var crc32: UInt32
        /// The inflated size written (true unless falsified).
        public var uncompressedSize: Int

        /// An entry written with exactly these fields.
        public init(name: String, stored: [UInt8], method: Int, crc32: UInt32, uncompressedSize: Int) {
            self.name = name
            self.stored = stored
            self.method = method
            self.crc32 = crc32
            self.uncompressedSize = uncompressedSize
        }
    }

    /// The entries, in archive order.
    public var entries: [Entry] = []
    /// When set, the entry count written in the end record instead of the true one.
    public var declaredEntryCount: Int?

    /// An empty archive.
    public init() {}

    /// An entry holding `contents` under `name`, deflated or stored, with true sizes and CRC.
    public static func entry(_ name: String, _ contents: [UInt8], deflated: Bool = true) -> Entry {
        let crc = contents.withUnsafeBytes { Zlib.crc32($0) }
        let stored = deflated ? rawDeflate(contents) : contents
        return Entry(name: name, stored: stored, method: deflated ? 8 : 0, crc32: crc, uncompressedSize: contents.count)
    }

    /// An entry holding the UTF-8 text `contents` under `name`.
    public static func entry(_ name: String, text contents: String, deflated: Bool = true) -> Entry {
        entry(name, Array(contents.utf8), deflated: deflated)
    }

    /// Adds `contents` under `name`, deflated or stored, with true sizes and CRC.
    public mutating func add(_ name: String, _ contents: [UInt8], deflated: Bool = true) {
        entries.append(Self.entry(name, contents, deflated: deflated))
    }

    /// Adds the UTF-8 text `contents` under `name`.
    public mutating func add(_ name: String, text contents: String, deflated: Bool = true) {
        entries.append(Self.entry(name, text: contents, deflated: deflated))
    }

    /// The raw deflate stream of `bytes` (a zlib stream without its 2-byte header and 4-byte Adler-32 trailer).
    public static func rawDeflate(_ bytes: [UInt8]) -> [UInt8] {
        let zlib = try! Zlib.deflate(bytes, level: 6, strategy: 0)
        return Array(zlib[2..<(zlib.count - 4)])
    }

    /// The archive's bytes.
    public var data: Data {
        var out: [UInt8] = []
        var directory: [UInt8] = []
        for entry in entries {
            let offset = out.count
            let name = Array(entry.name.utf8)
            // Local file header.
            Self.put32(&out, 0x0403_4B50); Self.put16(&out, 20); Self.put16(&out, 0x0800); Self.put16(&out, entry.method)
            Self.put16(&out, 0); Self.put16(&out, 0x21)   // time, date (1980-01-01)
            Self.put32(&out, Int(entry.crc32)); Self.put32(&out, entry.stored.count); Self.put32(&out, entry.uncompressedSize)
            Self.put16(&out, name.count); Self.put16(&out, 0)
            out += name
            out += entry.stored
            // Central directory record.
            Self.put32(&directory, 0x0201_4B50); Self.put16(&directory, 20); Self.put16(&directory, 20)
            Self.put16(&directory, 0x0800); Self.put16(&directory, entry.method); Self.put16(&directory, 0); Self.put16(&directory, 0x21)
            Self.put32(&directory, Int(entry.crc32)); Self.put32(&directory, entry.stored.count); Self.put32(&directory, entry.uncompressedSize)
            Self.put16(&directory, name.count); Self.put16(&directory, 0); Self.put16(&directory, 0)
            Self.put16(&directory, 0); Self.put16(&directory, 0); Self.put32(&directory, 0); Self.put32(&directory, offset)
            directory += name
        }
        let directoryOffset = out.count
        out += directory
        let count = declaredEntryCount ?? entries.count
        Self.put32(&out, 0x0605_4B50); Self.put16(&out, 0); Self.put16(&out, 0)
        Self.put16(&out, count); Self.put16(&out, count)
        Self.put32(&out, directory.count); Self.put32(&out, directoryOffset); Self.put16(&out, 0)
        return Data(out)
    }

    private static func put16(_ out: inout [UInt8], _ v: Int) {
        out.append(UInt8(v & 0xFF)); out.append(UInt8((v >> 8) & 0xFF))
    }

    private static func put32(_ out: inout [UInt8], _ v: Int) {
        put16(&out, v & 0xFFFF); put16(&out, (v >> 16) & 0xFFFF)
    }
}
