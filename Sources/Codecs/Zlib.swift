import CZlib
import Foundation

/// Thin wrappers over the system zlib: CRC-32, deflate and bounded inflate.
package enum Zlib {
    /// The CRC-32 of `bytes`, continuing from `crc` (start with 0).
    static func crc32(_ bytes: UnsafeRawBufferPointer, continuing crc: UInt32 = 0) -> UInt32 {
        checksum(bytes, start: UInt(crc)) { CZlib.crc32($0, $1, $2) }
    }

    /// The Adler-32 of `bytes` (a zlib stream's trailer).
    static func adler32(_ bytes: UnsafeRawBufferPointer) -> UInt32 {
        checksum(bytes, start: CZlib.adler32(0, nil, 0)) { CZlib.adler32($0, $1, $2) }
    }

    /// Runs a zlib checksum over `bytes` in slices of at most 1 GiB (zlib's
    /// lengths are 32-bit).
    private static func checksum(_ bytes: UnsafeRawBufferPointer, start: UInt,
                                 _ update: (UInt, UnsafePointer<UInt8>, UInt32) -> UInt) -> UInt32 {
        var c = start
        var base = bytes.baseAddress?.assumingMemoryBound(to: UInt8.self)
        var left = bytes.count
        while left > 0, let b = base {
            let n = min(left, 1 << 30)
            c = update(c, b, UInt32(n))
            base = b + n
            left -= n
        }
        return UInt32(truncatingIfNeeded: c)
    }

    /// Compresses `input` into a zlib stream at `level` (0…9) with zlib strategy `strategy`.
    /// Large inputs on a machine with several cores are compressed in two
    /// parallel pieces (`deflateParallel`).
    package static func deflate(_ input: [UInt8], level: Int, strategy: Int32) throws(PNGError) -> [UInt8] {
        if input.count >= parallelThreshold && ProcessInfo.processInfo.activeProcessorCount > 1 {
            return try deflateParallel(input, level: level, strategy: strategy, parts: 2)
        }
        var stream = z_stream()
        let level = Int32(max(0, min(9, level)))
        var rc = deflateInit2_(&stream, level, Z_DEFLATED, 15, 8, strategy,
                               zlibVersion(), Int32(MemoryLayout<z_stream>.size))
        guard rc == Z_OK else { throw .zlib("deflateInit2 returned \(rc)") }
        defer { deflateEnd(&stream) }
        guard input.count <= Int(UInt32.max) else { throw .zlib("input too large") }
        let bound = Int(deflateBound(&stream, UInt(input.count)))
        var out = [UInt8](repeating: 0, count: bound)
        let produced: Int = input.withUnsafeBufferPointer { i in out.withUnsafeMutableBufferPointer { o in
            stream.next_in = UnsafeMutablePointer(mutating: i.baseAddress)
            stream.avail_in = UInt32(input.count)
            stream.next_out = o.baseAddress
            stream.avail_out = UInt32(o.count)
            rc = CZlib.deflate(&stream, Z_FINISH)
            return o.count - Int(stream.avail_out)
        } }
        guard rc == Z_STREAM_END else { throw .zlib("deflate returned \(rc)") }
        out.removeSubrange(produced...)
        return out
    }

    /// Inflates the zlib stream `input` into exactly `expected` bytes.
    ///
    /// Output is bounded: inflation stops once `expected` bytes exist (any
    /// further data is ignored), so a hostile stream cannot grow memory.
    /// Throws if the stream is corrupt or ends before `expected` bytes.
    package static func inflate(_ input: [UInt8], expected: Int) throws(PNGError) -> [UInt8] {
        var stream = z_stream()
        var rc = inflateInit_(&stream, zlibVersion(), Int32(MemoryLayout<z_stream>.size))
        guard rc == Z_OK else { throw .zlib("inflateInit returned \(rc)") }
        defer { inflateEnd(&stream) }
        guard expected <= Int(UInt32.max), input.count <= Int(UInt32.max) else {
            throw .corruptImageData("stream too large")
        }
        // Deflate cannot expand more than ~1032:1; refuse impossible claims
        // before allocating the output (memory-bomb guard).
        guard expected <= input.count * 1040 + 4096 else {
            throw .corruptImageData("\(input.count) compressed bytes cannot hold \(expected) bytes of image data")
        }
        var out = [UInt8](repeating: 0, count: expected)
        let left: Int = input.withUnsafeBufferPointer { i in out.withUnsafeMutableBufferPointer { o in
            stream.next_in = UnsafeMutablePointer(mutating: i.baseAddress)
            stream.avail_in = UInt32(input.count)
            stream.next_out = o.baseAddress
            stream.avail_out = UInt32(o.count)
            // One call with Z_FINISH: zlib stops when output is full, input ends or
            // the stream ends; it never writes past avail_out.
            rc = CZlib.inflate(&stream, Z_FINISH)
            return Int(stream.avail_out)
        } }
        switch rc {
        case Z_STREAM_END, Z_OK, Z_BUF_ERROR:
            if left != 0 {
                throw rc == Z_STREAM_END
                    ? .corruptImageData("zlib stream ends \(left) bytes short of the image")
                    : .corruptImageData("zlib stream truncated (\(left) bytes of image data missing)")
            }
            return out
        case Z_DATA_ERROR:
            let msg = stream.msg.map { String(cString: $0) } ?? "invalid data"
            throw .corruptImageData("zlib: \(msg)")
        case Z_NEED_DICT: throw .corruptImageData("zlib stream asks for a preset dictionary")
        case Z_MEM_ERROR: throw .zlib("out of memory")
        default: throw .zlib("inflate returned \(rc)")
        }
    }
}
