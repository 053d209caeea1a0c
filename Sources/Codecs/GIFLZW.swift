/// GIF's variable-length-code LZW compressor (GIF89a spec, appendix F).
///
/// Codes start at `minimumCodeSize + 1` bits and grow by one bit when the next
/// free code no longer fits (the same moment the decoder grows, which is one
/// code later than the table itself grows: the decoder adds each entry one
/// code behind the encoder). When the table holds 4096 codes a clear code is
/// sent and the table starts again. The output is packed LSB-first and split
/// into data sub-blocks of at most 255 bytes, ending with the zero-length
/// block terminator.
///
/// The string table is an open-addressing hash of (prefix code, next index)
/// pairs. Each slot packs the 20-bit key and its 12-bit code in one `UInt32`
/// (0 = empty: a code is never 0 in a used slot), so the whole table is 32 KB
/// and stays in the L1 cache — the probe's load was the encoder's main cost
/// with a 80 KB table. A reset (every 4096 codes) clears those 32 KB.
struct GIFLZWEncoder {
    /// 8192 slots for at most 4096 live entries: load ≤ 0.5, short probes.
    private static let slots = 8192
    /// `key << 12 | code` per slot (key = prefix << 8 | byte), 0 when empty.
    private var entries = [UInt32](repeating: 0, count: slots)

    init() {}

    /// Appends the LZW minimum code size byte, the compressed `indices` as
    /// sub-blocks, and the block terminator to `out`.
    ///
    /// - Parameters:
    ///   - indices: palette indices, every one `< 1 << minimumCodeSize`.
    ///   - minimumCodeSize: 2…8 (GIF requires at least 2).
    mutating func encode(_ indices: UnsafeBufferPointer<UInt8>, minimumCodeSize: Int, to out: inout [UInt8]) {
        precondition((2...8).contains(minimumCodeSize))
        out.append(UInt8(minimumCodeSize))
        let clear = 1 << minimumCodeSize, end = clear + 1
        // Worst case 12-bit codes for 8-bit indices, plus block lengths.
        out.reserveCapacity(out.count + indices.count * 3 / 2 + indices.count / 255 + 16)
        var writer = SubBlockWriter(out: out)
        out = []   // the writer owns the bytes while encoding (no copy-on-write copies)
        var codeSize = minimumCodeSize + 1
        var nextCode = end + 1
        resetTable()
        writer.write(clear, bits: codeSize)
        guard !indices.isEmpty else {
            writer.write(end, bits: codeSize)
            out = writer.finish()
            return
        }
        entries.withUnsafeMutableBufferPointer { entries in
            var prefix = Int(indices[0])
            let mask = Self.slots - 1
            for i in 1..<indices.count {
                let byte = Int(indices[i])
                let key = UInt32(prefix << 8 | byte)
                // Multiplicative hash of the 20-bit key; linear probing.
                var slot = Int((key &* 0x9E37_79B1) >> 19) & mask
                var found = -1
                while true {
                    let e = entries[slot]
                    if e == 0 { break }
                    if e >> 12 == key { found = Int(e & 0xFFF); break }
                    slot = (slot + 1) & mask
                }
                if found >= 0 { prefix = found; continue }
                writer.write(prefix, bits: codeSize)
                if nextCode < 4096 {
                    entries[slot] = key << 12 | UInt32(nextCode)
                    nextCode += 1
                    // The decoder widens after it has added this entry, i.e. after
                    // reading the next code: widen once nextCode passes 2^codeSize.
                    if nextCode > 1 << codeSize && codeSize < 12 { codeSize += 1 }
                } else {
                    // Table full: restart (decoders stay at 12 bits until the clear).
                    writer.write(clear, bits: codeSize)
                    entries.update(repeating: 0)
                    codeSize = minimumCodeSize + 1
                    nextCode = end + 1
                }
                prefix = byte
            }
            writer.write(prefix, bits: codeSize)
            // The end code may need one more bit if the table just grew past 2^codeSize
            // on the decoder's side (it adds an entry after reading `prefix`).
            if nextCode < 4096 && nextCode + 1 > 1 << codeSize && codeSize < 12 { codeSize += 1 }
            writer.write(end, bits: codeSize)
        }
        out = writer.finish()
    }

    /// Starts a fresh table.
    private mutating func resetTable() {
        entries.withUnsafeMutableBufferPointer { $0.update(repeating: 0) }
    }
}

/// Packs codes LSB-first into GIF data sub-blocks (a length byte, then up to
/// 255 data bytes), ending with a zero-length block.
struct SubBlockWriter {
    private var out: [UInt8]
    private var bitBuffer: UInt64 = 0
    private var bitCount = 0
    /// Index in `out` of the current block's length byte.
    private var lengthIndex: Int

    init(out: [UInt8]) {
        self.out = out
        lengthIndex = out.count
        self.out.append(0)
    }

    /// Appends the low `bits` bits of `code`.
    @inline(__always) mutating func write(_ code: Int, bits: Int) {
        bitBuffer |= UInt64(code) << UInt64(bitCount)
        bitCount += bits
        while bitCount >= 8 {
            appendByte(UInt8(truncatingIfNeeded: bitBuffer))
            bitBuffer >>= 8
            bitCount -= 8
        }
    }

    @inline(__always) private mutating func appendByte(_ b: UInt8) {
        if out.count - lengthIndex == 256 {   // block full: 255 data bytes
            out[lengthIndex] = 255
            lengthIndex = out.count
            out.append(0)
        }
        out.append(b)
    }

    /// Flushes the last partial byte, closes the open block and appends the terminator.
    mutating func finish() -> [UInt8] {
        if bitCount > 0 { appendByte(UInt8(truncatingIfNeeded: bitBuffer)); bitBuffer = 0; bitCount = 0 }
        let n = out.count - lengthIndex - 1
        if n == 0 {
            out[lengthIndex] = 0   // the open block is empty: it becomes the terminator
        } else {
            out[lengthIndex] = UInt8(n)
            out.append(0)
        }
        return out
    }
}
