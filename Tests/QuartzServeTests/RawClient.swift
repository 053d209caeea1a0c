import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A plain TCP connection to 127.0.0.1, for tests that must send exactly
/// the bytes they mean (paths that clients would normalise, broken
/// WebSocket frames, a client that stops reading or vanishes).
final class RawConnection {
    struct Failure: Error, CustomStringConvertible { let description: String }

    let fd: Int32
    private var pending: [UInt8] = []

    init(port: Int) throws {
        fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { throw Failure(description: "socket() failed") }
        var addr = sockaddr_in()
        addr.sin_family = sa_family_t(AF_INET)
        addr.sin_port = in_port_t(UInt16(port).bigEndian)
        addr.sin_addr.s_addr = inet_addr("127.0.0.1")
        let rc = withUnsafePointer(to: &addr) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard rc == 0 else { Glibc.close(fd); throw Failure(description: "connect to port \(port) failed") }
    }

    deinit { Glibc.close(fd) }

    /// Shrinks the receive buffer (a slow reader fills it sooner).
    func setReceiveBuffer(_ bytes: Int32) {
        var v = bytes
        setsockopt(fd, SOL_SOCKET, SO_RCVBUF, &v, socklen_t(MemoryLayout<Int32>.size))
    }

    func send(_ bytes: [UInt8]) throws {
        var offset = 0
        while offset < bytes.count {
            let n = bytes.withUnsafeBytes { Glibc.send(fd, $0.baseAddress! + offset, $0.count - offset, Int32(MSG_NOSIGNAL)) }
            guard n > 0 else { throw Failure(description: "send failed") }
            offset += n
        }
    }

    /// Reads more bytes into the buffer; false at end of stream or timeout.
    private func fill(deadline: Date) throws -> Bool {
        var p = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
        let ms = Int32(max(0, deadline.timeIntervalSinceNow) * 1000)
        guard poll(&p, 1, ms) > 0 else { return false }
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        let n = buffer.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
        guard n > 0 else { return false }
        pending += buffer[0..<n]
        return true
    }

    /// Exactly `count` bytes, or nil at end of stream or timeout.
    func read(_ count: Int, deadline: Date) throws -> [UInt8]? {
        while pending.count < count { guard try fill(deadline: deadline) else { return nil } }
        defer { pending.removeFirst(count) }
        return Array(pending[0..<count])
    }

    /// Bytes up to and including `terminator`.
    func read(until terminator: [UInt8], deadline: Date) throws -> [UInt8]? {
        while true {
            if let r = pending.firstRange(of: terminator) {
                defer { pending.removeFirst(r.upperBound) }
                return Array(pending[0..<r.upperBound])
            }
            guard try fill(deadline: deadline) else { return nil }
        }
    }

    /// Everything until the peer closes (or the deadline).
    func readToEnd(deadline: Date) throws -> [UInt8] {
        while try fill(deadline: deadline) {}
        defer { pending.removeAll() }
        return pending
    }
}

/// An HTTP/1.1 GET of exactly `path` (not normalised).
func httpGet(port: Int, _ path: String, timeout: Double = 60) throws -> (status: Int, headers: String, body: [UInt8]) {
    let c = try RawConnection(port: port)
    try c.send(Array("GET \(path) HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n".utf8))
    let deadline = Date(timeIntervalSinceNow: timeout)
    guard let head = try c.read(until: Array("\r\n\r\n".utf8), deadline: deadline) else {
        throw RawConnection.Failure(description: "no response to GET \(path)")
    }
    let headers = String(decoding: head, as: UTF8.self)
    let status = Int(headers.split(separator: " ").dropFirst().first ?? "") ?? 0
    let length = headers.split(separator: "\r\n").first { $0.lowercased().hasPrefix("content-length:") }
        .flatMap { Int($0.split(separator: ":")[1].trimmingCharacters(in: .whitespaces)) }
    let body = try length.map { try c.read($0, deadline: deadline) ?? [] } ?? c.readToEnd(deadline: deadline)
    return (status, headers, body)
}

/// A WebSocket client over `RawConnection` (RFC 6455: masked frames out,
/// fragments joined, pings answered).
final class WebSocketTestClient {
    enum Message: Equatable { case text(String), binary([UInt8]), close }

    let connection: RawConnection

    init(port: Int, path: String = "/ws") throws {
        connection = try RawConnection(port: port)
        let key = Data((0..<16).map { _ in UInt8.random(in: 0...255) }).base64EncodedString()
        try connection.send(Array(("GET \(path) HTTP/1.1\r\nHost: 127.0.0.1\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
            + "Sec-WebSocket-Key: \(key)\r\nSec-WebSocket-Version: 13\r\n\r\n").utf8))
        guard let head = try connection.read(until: Array("\r\n\r\n".utf8), deadline: Date(timeIntervalSinceNow: 30)),
              String(decoding: head, as: UTF8.self).hasPrefix("HTTP/1.1 101") else {
            throw RawConnection.Failure(description: "the WebSocket upgrade was refused")
        }
    }

    /// A frame with `opcode` and `payload`, masked as clients must.
    static func frame(opcode: UInt8, _ payload: [UInt8], fin: Bool = true) -> [UInt8] {
        var out: [UInt8] = [(fin ? 0x80 : 0) | opcode]
        if payload.count < 126 { out.append(0x80 | UInt8(payload.count)) }
        else if payload.count < 65536 { out += [0x80 | 126, UInt8(payload.count >> 8), UInt8(payload.count & 255)] }
        else { out.append(0x80 | 127); out += (0..<8).reversed().map { UInt8((payload.count >> ($0 * 8)) & 255) } }
        let mask = (0..<4).map { _ in UInt8.random(in: 0...255) }
        out += mask
        out += payload.enumerated().map { $1 ^ mask[$0 % 4] }
        return out
    }

    func send(text: String) throws { try connection.send(Self.frame(opcode: 1, Array(text.utf8))) }
    func send(binary: [UInt8]) throws { try connection.send(Self.frame(opcode: 2, binary)) }
    func send(_ command: [String: Any]) throws {
        try send(text: String(decoding: try JSONSerialization.data(withJSONObject: command), as: UTF8.self))
    }

    /// The next whole message, nil on timeout or end of stream.
    func receive(timeout: Double = 60) throws -> Message? {
        let deadline = Date(timeIntervalSinceNow: timeout)
        var opcode: UInt8 = 0
        var data: [UInt8] = []
        while true {
            guard let h = try connection.read(2, deadline: deadline) else { return nil }
            var length = Int(h[1] & 0x7f)
            if length == 126 { guard let e = try connection.read(2, deadline: deadline) else { return nil }; length = Int(e[0]) << 8 | Int(e[1]) }
            else if length == 127 { guard let e = try connection.read(8, deadline: deadline) else { return nil }; length = e.reduce(0) { $0 << 8 | Int($1) } }
            guard let payload = try connection.read(length, deadline: deadline) else { return nil }
            let op = h[0] & 0x0f
            switch op {
            case 8: return .close
            case 9: try connection.send(Self.frame(opcode: 10, payload)); continue
            case 10: continue
            case 0: data += payload
            default: opcode = op; data = payload
            }
            if h[0] & 0x80 != 0 {
                return opcode == 1 ? .text(String(decoding: data, as: UTF8.self)) : .binary(data)
            }
        }
    }

    /// The next text message decoded as a JSON object (binary ones skipped
    /// and acknowledged when `ack`).
    func receiveJSON(type wanted: String? = nil, timeout: Double = 60, ack: Bool = true) throws -> [String: Any]? {
        let deadline = Date(timeIntervalSinceNow: timeout)
        while let m = try receive(timeout: max(0, deadline.timeIntervalSinceNow)) {
            switch m {
            case .text(let s):
                guard let o = try JSONSerialization.jsonObject(with: Data(s.utf8)) as? [String: Any] else { continue }
                if wanted == nil || o["type"] as? String == wanted { return o }
            case .binary(let b):
                if ack, b.count >= 8 { try send(["op": "ack", "frame": Int(b[4..<8].reversed().reduce(0) { $0 << 8 | UInt32($1) })]) }
            case .close: return nil
            }
        }
        return nil
    }
}
