// libFuzzer entry points for PNGDecoder, compiled into the Codecs module by
// Fuzz/run-png-fuzzer.sh (not part of the Swift package).

import Raster
#if canImport(Glibc)
import Glibc
#endif

/// libFuzzer calls this with every input it tries: the decoder must return a
/// pixmap or throw a `PNGError`, never trap, hang or read out of bounds
/// (the script builds with AddressSanitizer too).
@_cdecl("LLVMFuzzerTestOneInput")
public func pngFuzzTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = size > 0 && data != nil ? Array(UnsafeBufferPointer(start: data, count: size)) : []
    checkDecode(bytes)
    // Random mutations almost never keep a chunk's CRC-32 right, so most inputs
    // would stop at the first CRC check. Decoding a copy with every CRC
    // recomputed lets the fuzzer reach zlib, the filters and the sample
    // expansion; the raw input above still exercises the CRC checks.
    var fixed = bytes
    if fixCRCs(&fixed) { checkDecode(fixed) }
    return 0
}

/// Decodes `bytes`; a decoded image must have a valid size and premultiplied pixels.
private func checkDecode(_ bytes: [UInt8]) {
    guard let pixmap = try? PNGDecoder().decode(bytes) else { return }
    precondition(pixmap.width > 0 && pixmap.height > 0 && pixmap.storage.count == pixmap.width * pixmap.height)
    for p in pixmap.storage {
        let a = p >> 24
        precondition(p & 0xFF <= a && (p >> 8) & 0xFF <= a && (p >> 16) & 0xFF <= a, "pixel not premultiplied")
    }
}

/// Rewrites the CRC of every complete chunk after the signature; false when
/// nothing changed.
private func fixCRCs(_ bytes: inout [UInt8]) -> Bool {
    var changed = false
    var i = 8
    while i + 12 <= bytes.count {
        let length = Int(bytes[i]) << 24 | Int(bytes[i + 1]) << 16 | Int(bytes[i + 2]) << 8 | Int(bytes[i + 3])
        guard length <= bytes.count - i - 12 else { break }
        let end = i + 8 + length
        let crc = bytes.withUnsafeBytes { Zlib.crc32(UnsafeRawBufferPointer(rebasing: $0[(i + 4)..<end])) }
        let stored = UInt32(bytes[end]) << 24 | UInt32(bytes[end + 1]) << 16 | UInt32(bytes[end + 2]) << 8 | UInt32(bytes[end + 3])
        if stored != crc {
            bytes[end] = UInt8(crc >> 24); bytes[end + 1] = UInt8((crc >> 16) & 0xFF)
            bytes[end + 2] = UInt8((crc >> 8) & 0xFF); bytes[end + 3] = UInt8(crc & 0xFF)
            changed = true
        }
        i = end + 4
    }
    return changed
}

/// With `OQC_FUZZ_WRITE_SEEDS=DIR` set, writes a few small PNGs made by
/// `PNGEncoder` (every colour type it writes, both presets) into DIR and
/// exits: the script seeds its corpus with them.
@_cdecl("LLVMFuzzerInitialize")
public func pngFuzzInitialize(_ argc: UnsafeMutablePointer<CInt>?, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>?) -> CInt {
    guard let dirC = getenv("OQC_FUZZ_WRITE_SEEDS") else { return 0 }
    let dir = String(cString: dirC)
    var written = 0
    for (name, pixmap, encoder) in pngFuzzSeedImages() {
        guard let bytes = try? encoder.encode(pixmap), let f = fopen("\(dir)/\(name).png", "wb") else { continue }
        if fwrite(bytes, 1, bytes.count, f) == bytes.count { written += 1 }
        fclose(f)
    }
    print("wrote \(written) seed PNGs to \(dir)")
    exit(written > 0 ? 0 : 1)
}

/// Small images covering gray, gray+alpha, RGB and RGBA output, odd sizes,
/// every filter strategy on every colour type, and stored (level 0) and
/// maximum compression: the committed seed corpus (Fuzz/png/corpus) is made
/// from these plus the hand-made cases of Fuzz/png/make-corpus.py.
func pngFuzzSeedImages() -> [(String, Pixmap, PNGEncoder)] {
    func image(_ w: Int, _ h: Int, _ f: (Int, Int) -> Pixel) -> Pixmap {
        var p = try! Pixmap(width: w, height: h)
        for y in 0..<h { for x in 0..<w { p.setPixel(x: x, y: y, f(x, y)) } }
        return p
    }
    let gray = image(7, 5) { x, y in let v = UInt8((x * 37 + y * 11) & 0xFF); return Pixel(r: v, g: v, b: v, a: 255) }
    let grayAlpha = image(4, 9) { x, y in let a = UInt8(x * 60 + 15); let v = UInt8(y * 3) & a; return Pixel(r: v, g: v, b: v, a: a) }
    let rgb = image(8, 8) { x, y in Pixel(r: UInt8(x * 31), g: UInt8(y * 31), b: UInt8((x ^ y) * 17), a: 255) }
    let rgba = image(13, 3) { x, y in let a = UInt8(255 - x * 19); return Pixel(r: a / 2, g: UInt8(y * 40) & a, b: a, a: a) }
    let one = image(1, 1) { _, _ in Pixel(r: 10, g: 20, b: 30, a: 40) }
    let wide = image(61, 2) { x, y in Pixel(r: UInt8(x * 4), g: UInt8(y * 100), b: 7, a: 255) }
    var seeds: [(String, Pixmap, PNGEncoder)] = [
        ("gray-7x5", gray, .standard), ("gray-alpha-4x9", grayAlpha, .standard), ("rgb-8x8", rgb, .standard),
        ("rgba-13x3", rgba, .standard), ("rgba-13x3-fast", rgba, .fast),
        ("one-pixel", one, .fast), ("rgb-61x2-stored", wide, PNGEncoder(compressionLevel: 0)),
        ("rgba-13x3-level9", rgba, PNGEncoder(compressionLevel: 9)),
    ]
    let filters: [(String, PNGEncoder.FilterStrategy)] = [
        ("none", .none), ("sub", .sub), ("up", .up), ("average", .average), ("paeth", .paeth),
    ]
    for (filterName, filter) in filters {
        for (imageName, pixmap) in [("gray-7x5", gray), ("gray-alpha-4x9", grayAlpha), ("rgb-8x8", rgb), ("rgba-13x3", rgba)] {
            seeds.append(("\(imageName)-\(filterName)", pixmap, PNGEncoder(filter: filter)))
        }
    }
    return seeds
}
