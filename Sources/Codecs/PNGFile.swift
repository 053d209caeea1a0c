/// The chunk-level structure of a PNG file: header, palette, transparency and
/// the concatenated image data, with every chunk's length and CRC checked.
struct PNGFile: Sendable {
    /// The validated IHDR values.
    let header: PNGHeader
    /// PLTE entries as (r, g, b), empty if there is none.
    let palette: [(UInt8, UInt8, UInt8)]
    /// The tRNS data, if present (its meaning depends on the colour type).
    let transparency: [UInt8]?
    /// All IDAT data concatenated (one zlib stream).
    let imageData: [UInt8]

    /// Reads a 32-bit big-endian value at `i`.
    @inline(__always) static func uint32(_ b: [UInt8], _ i: Int) -> UInt32 {
        UInt32(b[i]) << 24 | UInt32(b[i + 1]) << 16 | UInt32(b[i + 2]) << 8 | UInt32(b[i + 3])
    }

    /// A chunk type as text (non-letters shown as `?`).
    static func name(_ b: ArraySlice<UInt8>) -> String {
        String(decoding: b.map { ($0 >= 65 && $0 <= 90) || ($0 >= 97 && $0 <= 122) ? $0 : 63 }, as: UTF8.self)
    }

    /// Splits `bytes` into chunks, checks them and collects what decoding needs.
    static func parse(_ bytes: [UInt8]) throws(PNGError) -> PNGFile {
        guard bytes.count >= 8 else {
            throw bytes.elementsEqual(PNGChunkWriter.signature.prefix(bytes.count)) ? .truncated("signature") : .notPNG
        }
        guard bytes[0..<8].elementsEqual(PNGChunkWriter.signature) else { throw .notPNG }
        var i = 8
        var header: PNGHeader?
        var palette: [(UInt8, UInt8, UInt8)] = []
        var transparency: [UInt8]?
        var imageData: [UInt8] = []
        var sawIDAT = false, idatEnded = false, sawIEND = false
        while !sawIEND {
            guard bytes.count - i >= 8 else { throw .truncated(i == bytes.count ? "missing IEND chunk" : "chunk header") }
            let length = Int(uint32(bytes, i))
            guard length <= Int(Int32.max) else { throw .invalidChunk("chunk length \(length) exceeds 2^31 − 1") }
            let typeBytes = bytes[(i + 4)..<(i + 8)]
            let type = name(typeBytes)
            guard typeBytes.allSatisfy({ ($0 | 0x20) >= 97 && ($0 | 0x20) <= 122 }) else {
                throw .invalidChunk("chunk type \(type) is not four letters")
            }
            guard bytes.count - (i + 8) >= length + 4 else { throw .truncated("chunk \(type)") }
            let dataRange = (i + 8)..<(i + 8 + length)
            let stored = uint32(bytes, dataRange.upperBound)
            let actual = bytes.withUnsafeBytes { Zlib.crc32(UnsafeRawBufferPointer(rebasing: $0[(i + 4)..<dataRange.upperBound])) }
            guard stored == actual else { throw .badCRC(chunk: type) }
            let data = bytes[dataRange]
            i = dataRange.upperBound + 4
            if header == nil && type != "IHDR" { throw .invalidHeader("first chunk is \(type), not IHDR") }
            if sawIDAT && type != "IDAT" { idatEnded = true }
            switch type {
            case "IHDR":
                guard header == nil else { throw .invalidChunk("duplicate IHDR") }
                header = try PNGHeader(data)
            case "PLTE":
                guard palette.isEmpty, !sawIDAT else { throw .invalidChunk("misplaced or duplicate PLTE") }
                guard length % 3 == 0, length >= 3, length <= 768 else { throw .invalidChunk("PLTE length \(length)") }
                let d = Array(data)
                palette = stride(from: 0, to: length, by: 3).map { (d[$0], d[$0 + 1], d[$0 + 2]) }
            case "tRNS":
                guard transparency == nil, !sawIDAT else { throw .invalidChunk("misplaced or duplicate tRNS") }
                transparency = Array(data)
            case "IDAT":
                guard !idatEnded else { throw .invalidChunk("IDAT chunks are not consecutive") }
                sawIDAT = true
                imageData.append(contentsOf: data)
            case "IEND":
                sawIEND = true
            default:
                // Bit 5 of the first type byte clear means critical: we cannot skip it.
                if typeBytes.first! & 0x20 == 0 { throw .invalidChunk("unknown critical chunk \(type)") }
            }
        }
        guard let header else { throw .invalidHeader("missing") }
        guard sawIDAT else { throw .invalidChunk("no IDAT chunk") }
        guard !imageData.isEmpty else { throw .corruptImageData("IDAT chunks are empty") }
        if header.colorType == 3 {
            guard !palette.isEmpty else { throw .invalidChunk("palette image without PLTE") }
            guard palette.count <= 1 << header.bitDepth else {
                throw .invalidChunk("PLTE has \(palette.count) entries, more than bit depth \(header.bitDepth) allows")
            }
        }
        if let t = transparency {
            switch header.colorType {
            case 0: guard t.count == 2 else { throw .invalidChunk("tRNS length \(t.count) for gray") }
            case 2: guard t.count == 6 else { throw .invalidChunk("tRNS length \(t.count) for RGB") }
            case 3: guard t.count <= palette.count else { throw .invalidChunk("tRNS longer than PLTE") }
            default: throw .invalidChunk("tRNS not allowed with an alpha channel")
            }
        }
        return PNGFile(header: header, palette: palette, transparency: transparency, imageData: imageData)
    }
}
