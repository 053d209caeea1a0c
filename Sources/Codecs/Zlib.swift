import CZlib
import Foundation

/// Thin wrappers over the system zlib: CRC-32, deflate and bounded inflate.
package enum Zlib {
    /// The CRC-32 of `bytes`, continuing from `crc` (start with 0).
    package static func crc32(_ bytes: UnsafeRawBufferPointer, continuing crc: UInt32 = 0) -> UInt32 {
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
        guard expected <= Int(UInt32.max), input.count <= Int(UInt32.max) else {
            throw .corruptImageData("stream too large")
        }
        // Deflate cannot expand more than ~1032:1; refuse impossible claims
        // before allocating the output (memory-bomb guard).
        guard expected <= input.count * 1040 + 4096 else {
            throw .corruptImageData("\(input.count) compressed bytes cannot hold \(expected) bytes of image data")
        }
        let (out, rc, left, message, _) = input.withUnsafeBytes { boundedInflate($0, expected: expected, windowBits: 15) }
        switch rc {
        case Z_STREAM_END, Z_OK, Z_BUF_ERROR:
            if left != 0 {
                throw rc == Z_STREAM_END
                    ? .corruptImageData("zlib stream ends \(left) bytes short of the image")
                    : .corruptImageData("zlib stream truncated (\(left) bytes of image data missing)")
            }
            return out
        case Z_DATA_ERROR:
            throw .corruptImageData("zlib: \(message ?? "invalid data")")
        case Z_NEED_DICT: throw .corruptImageData("zlib stream asks for a preset dictionary")
        case Z_MEM_ERROR: throw .zlib("out of memory")
        default: throw .zlib("inflate returned \(rc)")
        }
    }

    /// Why `inflateRaw` produced no output.
    package enum RawInflateFailure: Error, Sendable, Equatable {
        /// The stream ends `missing` bytes short of the expected size.
        case endsEarly(missing: Int)
        /// The input runs out before the stream ends, `missing` bytes short.
        case truncated(missing: Int)
        /// The stream goes on past the expected size (stopped there).
        case longer
        /// The data is not a valid deflate stream (zlib's message).
        case corrupt(String)
    }

    /// Inflates `input`, a raw deflate stream (no zlib header or trailer, as
    /// in zip entries), into exactly `expected` bytes.
    ///
    /// The output is allocated once at `expected` bytes and zlib never writes
    /// past it: a stream that would expand further is stopped there and
    /// reported as `.longer`, so the caller bounds memory by bounding `expected`.
    package static func inflateRaw(_ input: UnsafeRawBufferPointer, expected: Int) -> Result<[UInt8], RawInflateFailure> {
        guard expected <= Int(UInt32.max), input.count <= Int(UInt32.max) else { return .failure(.corrupt("stream too large")) }
        let (out, rc, left, message, tail) = boundedInflate(input, expected: expected, windowBits: -15)
        switch rc {
        case Z_STREAM_END:
            return left == 0 ? .success(out) : .failure(.endsEarly(missing: left))
        case Z_OK, Z_BUF_ERROR:
            if left != 0 { return .failure(.truncated(missing: left)) }
            // The output is full: the stream must end there, producing nothing more.
            switch tail {
            case .ends: return .success(out)
            case .goesOn: return .failure(.longer)
            case .unfinished, nil: return .failure(.truncated(missing: 0))
            }
        case Z_NEED_DICT: return .failure(.corrupt("asks for a preset dictionary"))
        default: return .failure(.corrupt(message ?? "invalid data (zlib \(rc))"))
        }
    }

    /// One bounded inflate of `input` into a buffer of `expected` bytes with
    /// zlib `windowBits` (15: zlib stream, −15: raw deflate). Returns the
    /// output, zlib's last code, the output bytes left unwritten and zlib's
    /// message. When the buffer fills before zlib sees the stream's end, a
    /// second call into a small scratch buffer tells what follows (`tail`).
    private static func boundedInflate(_ input: UnsafeRawBufferPointer, expected: Int, windowBits: Int32)
        -> (out: [UInt8], rc: Int32, left: Int, message: String?, tail: StreamTail?) {
        var stream = z_stream()
        var rc = inflateInit2_(&stream, windowBits, zlibVersion(), Int32(MemoryLayout<z_stream>.size))
        guard rc == Z_OK else { return ([], rc, expected, "inflateInit2 returned \(rc)", nil) }
        defer { inflateEnd(&stream) }
        var out = [UInt8](repeating: 0, count: expected)
        let left: Int = out.withUnsafeMutableBufferPointer { o in
            stream.next_in = UnsafeMutablePointer(mutating: input.baseAddress?.assumingMemoryBound(to: UInt8.self))
            stream.avail_in = UInt32(input.count)
            stream.next_out = o.baseAddress
            stream.avail_out = UInt32(o.count)
            // One call with Z_FINISH: zlib stops when output is full, input ends or
            // the stream ends; it never writes past avail_out.
            rc = CZlib.inflate(&stream, Z_FINISH)
            return Int(stream.avail_out)
        }
        let message = stream.msg.map { String(cString: $0) }
        var tail: StreamTail?
        if left == 0, rc == Z_OK || rc == Z_BUF_ERROR {
            var scratch = [UInt8](repeating: 0, count: 64)
            let more: Int32 = scratch.withUnsafeMutableBufferPointer { s in
                stream.next_out = s.baseAddress
                stream.avail_out = UInt32(s.count)
                return CZlib.inflate(&stream, Z_FINISH)
            }
            let produced = 64 - Int(stream.avail_out)
            tail = produced > 0 ? .goesOn : more == Z_STREAM_END ? .ends : .unfinished
        }
        return (out, rc, left, message, tail)
    }

    /// What follows once a bounded inflate has filled its output.
    private enum StreamTail {
        /// The stream's end, with no more output.
        case ends
        /// More output.
        case goesOn
        /// Neither: the input runs out first.
        case unfinished
    }
}
