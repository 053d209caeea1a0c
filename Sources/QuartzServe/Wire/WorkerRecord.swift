import Foundation

/// One reply of a render worker (`quartz worker`) on its standard output:
/// a text record (a JSON object, forwarded to the page as a text message)
/// or a binary one (a `FrameMessage`, or a poster's PNG bytes). Not Apple API.
///
/// On the pipe a record is one byte of kind (`T` or `B`), its length as a
/// little-endian UInt32, then the bytes. Every request line the worker
/// reads gets exactly one record back, in order.
public enum WorkerRecord: Sendable, Equatable {
    /// A JSON object.
    case text(String)
    /// Binary bytes.
    case binary([UInt8])

    /// The largest record accepted when reading (a key frame of the largest
    /// canvas a player may open, with room to spare).
    public static let maximumLength = 256 << 20

    /// The record's bytes on the pipe.
    public var encoded: [UInt8] {
        let (kind, body): (UInt8, [UInt8]) = switch self {
        case .text(let s): (0x54, Array(s.utf8))
        case .binary(let b): (0x42, b)
        }
        var out = [kind]
        out.reserveCapacity(5 + body.count)
        withUnsafeBytes(of: UInt32(body.count).littleEndian) { out.append(contentsOf: $0) }
        return out + body
    }

    /// Reads records from a byte stream as it arrives. Not Apple API.
    public struct Reader: Sendable {
        private var buffer: [UInt8] = []
        private var start = 0

        /// An empty reader.
        public init() {}

        /// Adds bytes read from the pipe.
        public mutating func append(_ bytes: some Sequence<UInt8>) {
            if start > 0 && start >= buffer.count / 2 {
                buffer.removeSubrange(0..<start)
                start = 0
            }
            buffer.append(contentsOf: bytes)
        }

        /// The next complete record, nil when more bytes are needed. Throws
        /// for an unknown kind or a length over `maximumLength` (the stream
        /// cannot be trusted after that).
        public mutating func next() throws(WorkerError) -> WorkerRecord? {
            guard buffer.count - start >= 5 else { return nil }
            let kind = buffer[start]
            var length = 0
            for k in 0..<4 { length |= Int(buffer[start + 1 + k]) << (8 * k) }
            guard kind == 0x54 || kind == 0x42 else { throw .protocolError("unknown record kind \(kind)") }
            guard length <= WorkerRecord.maximumLength else { throw .protocolError("record of \(length) bytes is too long") }
            guard buffer.count - start - 5 >= length else { return nil }
            let body = Array(buffer[(start + 5)..<(start + 5 + length)])
            start += 5 + length
            return kind == 0x54 ? .text(String(decoding: body, as: UTF8.self)) : .binary(body)
        }
    }
}

/// What went wrong talking to a render worker. Not Apple API.
public enum WorkerError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The worker wrote something that is not a record.
    case protocolError(String)
    /// The worker exited (or was killed) before replying.
    case exited(String)
    /// The worker took longer than allowed to reply; it was stopped.
    case timedOut(Double)
    /// The worker could not be started.
    case launchFailed(String)

    public var description: String {
        switch self {
        case .protocolError(let why): return "render worker protocol error: \(why)"
        case .exited(let why): return "the render worker stopped: \(why)"
        case .timedOut(let s): return "the render worker did not answer within \(s) s and was stopped"
        case .launchFailed(let why): return "could not start a render worker: \(why)"
        }
    }
}
