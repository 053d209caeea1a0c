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

    /// The record's bytes on the pipe (`header` then `body`).
    public var encoded: [UInt8] { header + body }

    /// The five bytes before the body on the pipe: kind and length.
    public var header: [UInt8] {
        let (kind, length): (UInt8, Int) = switch self {
        case .text(let s): (0x54, s.utf8.count)
        case .binary(let b): (0x42, b.count)
        }
        return [kind] + withUnsafeBytes(of: UInt32(length).littleEndian) { Array($0) }
    }

    /// The record's body: the text's UTF-8 bytes, or the binary bytes
    /// themselves (shared, not copied).
    public var body: [UInt8] {
        switch self {
        case .text(let s): Array(s.utf8)
        case .binary(let b): b
        }
    }

    /// Reads records from a byte stream as it arrives. Not Apple API.
    ///
    /// Each body is collected in its own array, reserved at its full length
    /// once the header is read, so a large frame is copied once (from the
    /// read buffer into its array) and handed on as it is.
    public struct Reader: Sendable {
        private var header: [UInt8] = []
        private var body: [UInt8] = []
        private var length = 0
        private var ready: [WorkerRecord] = []
        private var readyStart = 0
        private var failure: WorkerError?

        /// An empty reader.
        public init() {}

        /// Adds bytes read from the pipe.
        public mutating func append(_ bytes: some Collection<UInt8>) {
            var rest = bytes[...]
            while !rest.isEmpty, failure == nil {
                if header.count < 5 {
                    let take = min(5 - header.count, rest.count)
                    header.append(contentsOf: rest.prefix(take))
                    rest = rest.dropFirst(take)
                    guard header.count == 5 else { return }
                    length = 0
                    for k in 0..<4 { length |= Int(header[1 + k]) << (8 * k) }
                    guard header[0] == 0x54 || header[0] == 0x42 else { failure = .protocolError("unknown record kind \(header[0])"); return }
                    guard length <= WorkerRecord.maximumLength else { failure = .protocolError("record of \(length) bytes is too long"); return }
                    body = []
                    body.reserveCapacity(length)
                }
                let take = min(length - body.count, rest.count)
                body.append(contentsOf: rest.prefix(take))
                rest = rest.dropFirst(take)
                if body.count == length {
                    ready.append(header[0] == 0x54 ? .text(String(decoding: body, as: UTF8.self)) : .binary(body))
                    header.removeAll(keepingCapacity: true)
                    body = []
                }
            }
        }

        /// The next complete record, nil when more bytes are needed. Throws
        /// for an unknown kind or a length over `maximumLength` (the stream
        /// cannot be trusted after that).
        public mutating func next() throws(WorkerError) -> WorkerRecord? {
            if readyStart < ready.count {
                defer {
                    readyStart += 1
                    if readyStart == ready.count { ready.removeAll(keepingCapacity: true); readyStart = 0 }
                }
                return ready[readyStart]
            }
            if let failure { throw failure }
            return nil
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
