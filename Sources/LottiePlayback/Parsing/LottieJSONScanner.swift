import Foundation

/// Why a document is not JSON, and where: the byte offset of the offending
/// byte and its line and column (both from 1; the column counts characters).
public struct LottieJSONSyntaxError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What is wrong.
    public let message: String
    /// The offset of the offending byte from the start of the (UTF-8) document.
    public let offset: Int
    /// The line of the offending byte, from 1.
    public let line: Int
    /// The column of the offending byte, from 1, counted in characters (Unicode scalars).
    public let column: Int

    /// `message at line L, column C (byte B)`.
    public var description: String { "\(message) at line \(line), column \(column) (byte \(offset))" }
}

/// A one-pass JSON reader over UTF-8 bytes (RFC 8259) that builds the tree
/// `LottieReader` reads: `[String: Any]` objects, `[Any]` arrays, `Double`
/// numbers, `String`s, `Bool`s and `NSNull` — the shapes `JSONSerialization`
/// produces, without its per-value Objective-C objects.
///
/// Differences from `JSONSerialization`, all on the RFC's side: any value may
/// stand at the top; trailing commas (`[1,]`) are errors; every number is a
/// `Double` (integers beyond 2⁵³ round, where `JSONSerialization` keeps
/// `Int64`, `UInt64` or `Decimal`). Like it: the last of duplicate keys wins,
/// a UTF-8 byte order mark is skipped, UTF-16 and UTF-32 documents (with or
/// without a byte order mark) are read after conversion to UTF-8, nesting is
/// limited to `maxDepth`, and numbers too large for a `Double` are errors.
struct LottieJSONScanner {
    /// The deepest nesting of arrays and objects accepted (`JSONSerialization`'s limit).
    static let maxDepth = 512

    /// Parses `data`, a whole JSON document.
    static func parse(_ data: Data) throws(LottieJSONSyntaxError) -> Any {
        if let converted = try utf8(fromWide: data) {
            return try parseUTF8(converted)
        }
        return try parseUTF8(data)
    }

    private static func parseUTF8(_ data: Data) throws(LottieJSONSyntaxError) -> Any {
        let result: Result<Any, LottieJSONSyntaxError> = data.withUnsafeBytes { raw in
            let bytes = raw.bindMemory(to: UInt8.self)
            var scanner = LottieJSONScanner(bytes)
            do throws(LottieJSONSyntaxError) {
                return .success(try scanner.document())
            } catch {
                return .failure(error)
            }
        }
        return try result.get()
    }

    /// The document converted to UTF-8 when it is UTF-16 or UTF-32 (told by
    /// its byte order mark or, without one, by where the zero bytes of its
    /// first, ASCII, character fall — RFC 4627 §3); nil for UTF-8.
    private static func utf8(fromWide data: Data) throws(LottieJSONSyntaxError) -> Data? {
        let b = Array(data.prefix(4))
        guard b.count >= 2 else { return nil }
        let encoding: String.Encoding
        var skip = 0
        if b.count >= 4 && b[0] == 0 && b[1] == 0 && b[2] == 0xFE && b[3] == 0xFF {
            encoding = .utf32BigEndian; skip = 4
        } else if b.count >= 4 && b[0] == 0xFF && b[1] == 0xFE && b[2] == 0 && b[3] == 0 {
            encoding = .utf32LittleEndian; skip = 4
        } else if b[0] == 0xFE && b[1] == 0xFF {
            encoding = .utf16BigEndian; skip = 2
        } else if b[0] == 0xFF && b[1] == 0xFE {
            encoding = .utf16LittleEndian; skip = 2
        } else if b.count >= 4 && b[0] == 0 && b[1] == 0 && b[2] == 0 && b[3] != 0 {
            encoding = .utf32BigEndian
        } else if b.count >= 4 && b[0] != 0 && b[1] == 0 && b[2] == 0 && b[3] == 0 {
            encoding = .utf32LittleEndian
        } else if b[0] == 0 && b[1] != 0 {
            encoding = .utf16BigEndian
        } else if b[0] != 0 && b[1] == 0 {
            encoding = .utf16LittleEndian
        } else {
            return nil
        }
        guard let text = String(data: data.dropFirst(skip), encoding: encoding) else {
            throw LottieJSONSyntaxError(message: "the document looks like \(encoding) but is not valid in it",
                                        offset: 0, line: 1, column: 1)
        }
        return Data(text.utf8)
    }

    // MARK: State

    /// The document.
    let bytes: UnsafeBufferPointer<UInt8>
    /// The offset of the next byte to read.
    var position = 0
    /// Arrays and objects open around `position`.
    private var depth = 0
    /// A string's bytes after escapes are decoded (reused).
    var unescaped: [UInt8] = []
    /// The member names of the objects being read, innermost last.
    private var keys: [String] = []
    /// The member values of the objects, and the elements of the arrays,
    /// being read, innermost last.
    private let values = LottieJSONValueStack()

    private init(_ bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    // MARK: Structure

    private mutating func document() throws(LottieJSONSyntaxError) -> Any {
        if bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF { position = 3 }
        skipWhitespace()
        if position == bytes.count {
            throw failure(bytes.count == 0 ? "the document is empty" : "the document holds no value")
        }
        let root = try value()
        skipWhitespace()
        if position < bytes.count {
            throw failure("unexpected \(describeByte(at: position)) after the document's value")
        }
        return root
    }

    /// The value at `position` (after whitespace).
    private mutating func value() throws(LottieJSONSyntaxError) -> Any {
        skipWhitespace()
        guard position < bytes.count else { throw failure("unexpected end of the document; expected a value") }
        switch bytes[position] {
        case UInt8(ascii: "{"): return try object()
        case UInt8(ascii: "["): return try array()
        case UInt8(ascii: "\""): return try string()
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try number()
        case UInt8(ascii: "t"): try literal("true"); return true
        case UInt8(ascii: "f"): try literal("false"); return false
        case UInt8(ascii: "n"): try literal("null"); return NSNull()
        default: throw failure("unexpected \(describeByte(at: position)); expected a value")
        }
    }

    private mutating func enter() throws(LottieJSONSyntaxError) {
        depth += 1
        if depth > Self.maxDepth {
            throw failure("arrays and objects nested deeper than \(Self.maxDepth)")
        }
    }

    private mutating func object() throws(LottieJSONSyntaxError) -> [String: Any] {
        try enter()
        position += 1
        skipWhitespace()
        if position < bytes.count && bytes[position] == UInt8(ascii: "}") {
            position += 1
            depth -= 1
            return [:]
        }
        let base = values.count
        let keyBase = keys.count
        while true {
            skipWhitespace()
            guard position < bytes.count else { throw failure("unexpected end of the document inside an object") }
            guard bytes[position] == UInt8(ascii: "\"") else {
                if bytes[position] == UInt8(ascii: "}") && values.count > base {
                    throw failure("unexpected '}' after ',' (a trailing comma)")
                }
                throw failure("unexpected \(describeByte(at: position)); expected a member name in quotes")
            }
            keys.append(try string())
            skipWhitespace()
            guard position < bytes.count else { throw failure("unexpected end of the document inside an object") }
            guard bytes[position] == UInt8(ascii: ":") else {
                throw failure("unexpected \(describeByte(at: position)); expected ':' after the member name")
            }
            position += 1
            values.push(try value())
            skipWhitespace()
            guard position < bytes.count else { throw failure("unexpected end of the document inside an object") }
            switch bytes[position] {
            case UInt8(ascii: ","):
                position += 1
            case UInt8(ascii: "}"):
                position += 1
                depth -= 1
                var result = [String: Any](minimumCapacity: values.count - base)
                for index in 0..<(values.count - base) {
                    result[keys[keyBase + index]] = values.take(base + index)     // the last of duplicate keys wins
                }
                values.drop(to: base)
                keys.removeSubrange(keyBase...)
                return result
            default:
                throw failure("unexpected \(describeByte(at: position)); expected ',' or '}' in an object")
            }
        }
    }

    private mutating func array() throws(LottieJSONSyntaxError) -> [Any] {
        try enter()
        position += 1
        skipWhitespace()
        if position < bytes.count && bytes[position] == UInt8(ascii: "]") {
            position += 1
            depth -= 1
            return []
        }
        let base = values.count
        while true {
            values.push(try value())
            skipWhitespace()
            guard position < bytes.count else { throw failure("unexpected end of the document inside an array") }
            switch bytes[position] {
            case UInt8(ascii: ","):
                position += 1
                skipWhitespace()
                if position < bytes.count && bytes[position] == UInt8(ascii: "]") {
                    throw failure("unexpected ']' after ',' (a trailing comma)")
                }
            case UInt8(ascii: "]"):
                position += 1
                depth -= 1
                return values.popArray(from: base)
            default:
                throw failure("unexpected \(describeByte(at: position)); expected ',' or ']' in an array")
            }
        }
    }

    private mutating func literal(_ word: StaticString) throws(LottieJSONSyntaxError) {
        let start = position
        let text = UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount)
        for expected in text {
            guard position < bytes.count else {
                position = start
                throw failure("unexpected end of the document; expected \"\(word)\"")
            }
            guard bytes[position] == expected else {
                throw failure("unexpected \(describeByte(at: position)) in what looks like \"\(word)\"")
            }
            position += 1
        }
    }

    @inline(__always)
    mutating func skipWhitespace() {
        while position < bytes.count {
            switch bytes[position] {
            case 0x20, 0x0A, 0x0D, 0x09: position += 1
            default: return
            }
        }
    }

    // MARK: Errors

    /// An error at `offset` (default: the current byte).
    func failure(_ message: String, at offset: Int? = nil) -> LottieJSONSyntaxError {
        let offset = min(offset ?? position, bytes.count)
        var line = 1, column = 1
        for byte in bytes[..<offset] {
            if byte == 0x0A {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {     // continuation bytes do not start a character
                column += 1
            }
        }
        return LottieJSONSyntaxError(message: message, offset: offset, line: line, column: column)
    }

    /// The byte at `offset` for a message: `'x'`, or its hex value when it does not print.
    func describeByte(at offset: Int) -> String {
        let byte = bytes[offset]
        if byte >= 0x21 && byte < 0x7F { return "'\(Character(Unicode.Scalar(byte)))'" }
        return String(format: "byte 0x%02X", byte)
    }
}
