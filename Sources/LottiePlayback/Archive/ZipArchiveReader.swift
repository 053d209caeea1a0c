import Foundation
import Codecs

/// One file listed in a zip archive's central directory.
struct ZipEntry: Sendable, Equatable {
    /// The entry's name: a relative path with `/` between folders.
    let name: String
    /// The compression method (0: stored, 8: deflate).
    let method: Int
    /// The CRC-32 of the inflated bytes.
    let crc32: UInt32
    /// The size of the stored (compressed) bytes.
    let compressedSize: Int
    /// The size the entry declares once inflated.
    let uncompressedSize: Int
    /// Where the entry's local header starts.
    let localHeaderOffset: Int
}

/// A problem reading a zip archive: the entry it concerns (nil: the archive
/// as a whole) and what is wrong.
struct ZipProblem: Error, Sendable, Equatable {
    /// The entry's name, or nil for the archive as a whole.
    let entry: String?
    /// What is wrong, and what was done about it.
    let message: String
}

/// A zip archive held in memory, read with bounded memory and time.
///
/// Only what a dotLottie file needs: one disk, no ZIP64, no encryption;
/// entries stored or deflated. The central directory is read once and
/// checked: entry names that would leave the archive's folder (`..`,
/// absolute paths, drive letters, backslashes) are refused, a name listed
/// twice makes the archive ambiguous and so unreadable, and more entries
/// than `DotLottieLimits.maxEntryCount` are refused before any is parsed.
/// Reading an entry checks its declared size against the limits (per entry,
/// for the whole archive, and the compression ratio) BEFORE inflating, then
/// inflates into a buffer of exactly the declared size, so a stream that
/// would expand further is stopped there; the CRC-32 is checked last.
///
/// (ZIPFoundation, from the package mirror, was tried first: on Linux its
/// inflate ignores an entry's compressed size and spins for ever on a deflate
/// stream that never ends, so a 129-byte archive hangs it.)
struct ZipArchiveReader {
    /// The archive's bytes.
    private let bytes: [UInt8]
    /// The entries that can be read (files only; refused ones left out), in directory order.
    private(set) var entries: [ZipEntry] = []
    /// Entries left out, with the reason, in directory order.
    private(set) var refusals: [ZipProblem] = []
    private var index: [String: Int] = [:]
    private let limits: DotLottieLimits
    /// Where the central directory starts: entry data must end before it.
    private let directoryOffset: Int
    /// Bytes inflated so far, against `limits.maxTotalBytes`.
    private(set) var bytesRead = 0

    /// Whether `data` starts as a zip archive does (`PK`): a local file header or an empty archive.
    static func looksLikeZip(_ data: Data) -> Bool {
        data.count >= 4 && data.starts(with: [0x50, 0x4B]) && [0x0304, 0x0506].contains(Int(data[data.startIndex + 2]) << 8 | Int(data[data.startIndex + 3]))
    }

    /// Reads the central directory of the archive `data`.
    ///
    /// - Throws: a `ZipProblem` when the data is not a zip archive, is
    ///   truncated, lists too many entries or lists a name twice.
    init(_ data: Data, limits: DotLottieLimits) throws(ZipProblem) {
        bytes = [UInt8](data)
        self.limits = limits
        guard Self.looksLikeZip(data) else {
            throw ZipProblem(entry: nil, message: "not a zip archive (a dotLottie file is a zip file; this one does not start with a zip header)")
        }
        guard let end = Self.endRecordOffset(bytes) else {
            throw ZipProblem(entry: nil, message: "no end-of-central-directory record: the zip archive is truncated or corrupt")
        }
        let disk = Self.u16(bytes, end + 4), directoryDisk = Self.u16(bytes, end + 6)
        let count = Self.u16(bytes, end + 10), size = Self.u32(bytes, end + 12), offset = Self.u32(bytes, end + 16)
        guard disk == 0, directoryDisk == 0 else {
            throw ZipProblem(entry: nil, message: "a zip archive spanning several disks; not supported")
        }
        guard count != 0xFFFF, size != 0xFFFF_FFFF, offset != 0xFFFF_FFFF else {
            throw ZipProblem(entry: nil, message: "a ZIP64 archive; not supported (dotLottie files are far below 4 GB)")
        }
        guard count <= limits.maxEntryCount else {
            throw ZipProblem(entry: nil, message: "the archive lists \(count) entries, more than the \(limits.maxEntryCount) allowed; not read")
        }
        guard offset + size <= end else {
            throw ZipProblem(entry: nil, message: "the central directory (\(size) bytes at \(offset)) runs past its end record at \(end): the archive is truncated or corrupt")
        }
        directoryOffset = offset
        var p = offset
        for number in 0..<count {
            guard p + 46 <= offset + size, Self.u32(bytes, p) == 0x0201_4B50 else {
                throw ZipProblem(entry: nil, message: "central directory entry #\(number) is corrupt (no header at \(p)): the archive is truncated or corrupt")
            }
            let nameLength = Self.u16(bytes, p + 28)
            let next = p + 46 + nameLength + Self.u16(bytes, p + 30) + Self.u16(bytes, p + 32)
            guard next <= offset + size else {
                throw ZipProblem(entry: nil, message: "central directory entry #\(number) runs past the directory's end: the archive is truncated or corrupt")
            }
            let nameBytes = bytes[(p + 46)..<(p + 46 + nameLength)]
            // UTF-8 (flag bit 11, or any name that decodes as it), else Latin-1 for the old code page.
            let name = String(validating: nameBytes, as: UTF8.self)
                ?? String(String.UnicodeScalarView(nameBytes.map { Unicode.Scalar($0) }))
            let flags = Self.u16(bytes, p + 8)
            let entry = ZipEntry(name: name, method: Self.u16(bytes, p + 10), crc32: UInt32(Self.u32(bytes, p + 16)),
                                 compressedSize: Self.u32(bytes, p + 20), uncompressedSize: Self.u32(bytes, p + 24),
                                 localHeaderOffset: Self.u32(bytes, p + 42))
            p = next
            if let reason = Self.unsafeNameReason(name) {
                refusals.append(ZipProblem(entry: name, message: "\(reason); entry refused"))
                continue
            }
            if name.hasSuffix("/") { continue }   // a folder
            if flags & 1 != 0 {
                refusals.append(ZipProblem(entry: name, message: "the entry is encrypted; entry refused"))
                continue
            }
            guard index[name] == nil else {
                throw ZipProblem(entry: name, message: "the archive lists this name twice; which copy is meant is ambiguous, so the archive is refused")
            }
            index[name] = entries.count
            entries.append(entry)
        }
    }

    /// The readable entry named `name`.
    func entry(named name: String) -> ZipEntry? { index[name].map { entries[$0] } }

    /// The inflated bytes of `entry`, at most `maxBytes` (and the limits' per-entry
    /// and total bounds), with its CRC-32 checked.
    ///
    /// - Throws: a `ZipProblem` naming the entry when it declares too many
    ///   bytes, inflates past what it declares, is truncated or corrupt.
    mutating func contents(of entry: ZipEntry, maxBytes: Int = .max) throws(ZipProblem) -> Data {
        func problem(_ message: String) -> ZipProblem { ZipProblem(entry: entry.name, message: message) }
        let declared = entry.uncompressedSize
        let allowed = min(maxBytes, limits.maxEntryBytes)
        guard declared <= allowed else {
            throw problem("declares \(declared) bytes, more than the \(allowed) allowed for this entry; not inflated")
        }
        guard bytesRead + declared <= limits.maxTotalBytes else {
            throw problem("would bring the bytes read from the archive to \(bytesRead + declared), more than the \(limits.maxTotalBytes) allowed; not inflated")
        }
        if entry.method == 8, declared > limits.compressionRatioAllowance,
           declared / max(entry.compressedSize, 1) > limits.maxCompressionRatio {
            throw problem("declares \(declared) bytes from \(entry.compressedSize) compressed bytes, a ratio past the \(limits.maxCompressionRatio):1 allowed (a zip bomb); not inflated")
        }
        let header = entry.localHeaderOffset
        guard header + 30 <= directoryOffset, Self.u32(bytes, header) == 0x0403_4B50 else {
            throw problem("no local header at \(header): the archive is corrupt")
        }
        let start = header + 30 + Self.u16(bytes, header + 26) + Self.u16(bytes, header + 28)
        guard start + entry.compressedSize <= directoryOffset else {
            throw problem("its \(entry.compressedSize) bytes run past the archive's data: the archive is truncated or corrupt")
        }
        let output: [UInt8]
        switch entry.method {
        case 0:
            guard entry.compressedSize == declared else {
                throw problem("a stored entry of \(entry.compressedSize) bytes declaring \(declared); corrupt")
            }
            output = Array(bytes[start..<(start + declared)])
        case 8:
            let inflated = bytes.withUnsafeBytes { all in
                Zlib.inflateRaw(UnsafeRawBufferPointer(rebasing: all[start..<(start + entry.compressedSize)]), expected: declared)
            }
            switch inflated {
            case .success(let out): output = out
            case .failure(.longer):
                throw problem("inflates past the \(declared) bytes it declares; stopped there (a zip bomb or a corrupt entry)")
            case .failure(.endsEarly(let missing)):
                throw problem("the deflate stream ends \(missing) bytes short of the \(declared) it declares; corrupt")
            case .failure(.truncated):
                throw problem("the deflate stream is cut off before its end: the entry is truncated")
            case .failure(.corrupt(let message)):
                throw problem("corrupt deflate data (\(message))")
            }
        default:
            throw problem("compression method \(entry.method) is not supported (only stored and deflate)")
        }
        let crc = output.withUnsafeBytes { Zlib.crc32($0) }
        guard crc == entry.crc32 else {
            throw problem("CRC-32 mismatch (the data is corrupt)")
        }
        bytesRead += declared
        return Data(output)
    }

    // MARK: Support

    /// Why `name` is refused as a path inside the archive, or nil when it is a plain relative path.
    static func unsafeNameReason(_ name: String) -> String? {
        if name.isEmpty { return "an empty name" }
        if name.contains("\\") { return "the name contains a backslash" }
        if name.hasPrefix("/") { return "an absolute path" }
        if name.contains("\0") { return "the name contains a NUL character" }
        let first = name.split(separator: "/", omittingEmptySubsequences: false)[0]
        if first.count == 2, first.last == ":" { return "a path starting with a drive letter" }
        if name.split(separator: "/", omittingEmptySubsequences: false).contains("..") {
            return "the path leaves the archive's folder (a `..` component)"
        }
        return nil
    }

    /// The offset of the end-of-central-directory record: the last one whose comment fits the archive.
    private static func endRecordOffset(_ bytes: [UInt8]) -> Int? {
        guard bytes.count >= 22 else { return nil }
        var p = bytes.count - 22
        let lowest = max(0, bytes.count - 22 - 0xFFFF)
        while p >= lowest {
            if bytes[p] == 0x50, u32(bytes, p) == 0x0605_4B50, p + 22 + u16(bytes, p + 20) <= bytes.count { return p }
            p -= 1
        }
        return nil
    }

    private static func u16(_ b: [UInt8], _ p: Int) -> Int { Int(b[p]) | Int(b[p + 1]) << 8 }
    private static func u32(_ b: [UInt8], _ p: Int) -> Int { u16(b, p) | u16(b, p + 2) << 16 }
}
