import Foundation

extension LottieJSONScanner {
    // MARK: Strings

    /// The string whose opening quote is at `position`.
    mutating func string() throws(LottieJSONSyntaxError) -> String {
        let start = position + 1
        var i = start
        let count = bytes.count
        // Most strings are ASCII without escapes: read in place.
        while i < count {
            let byte = bytes[i]
            if byte == UInt8(ascii: "\"") {
                position = i + 1
                return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<i]), as: UTF8.self)
            }
            if byte == UInt8(ascii: "\\") || byte < 0x20 || byte >= 0x80 { break }
            i += 1
        }
        return try decodedString(openedAt: start - 1, plainUpTo: i)
    }

    /// A string with escapes, non-ASCII characters or an error: the bytes
    /// from its start to `plain` need no decoding.
    private mutating func decodedString(openedAt quote: Int, plainUpTo plain: Int) throws(LottieJSONSyntaxError) -> String {
        unescaped.removeAll(keepingCapacity: true)
        unescaped.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[(quote + 1)..<plain]))
        var i = plain
        let count = bytes.count
        while i < count {
            let byte = bytes[i]
            switch byte {
            case UInt8(ascii: "\""):
                position = i + 1
                return String(decoding: unescaped, as: UTF8.self)
            case UInt8(ascii: "\\"):
                i = try escape(at: i)
            case 0..<0x20:
                throw failure(String(format: "a control character (U+%04X) in a string; it must be written as an escape", byte), at: i)
            case 0x80...:
                let length = validUTF8Length(at: i)
                guard length > 0 else { throw failure("invalid UTF-8 in a string", at: i) }
                unescaped.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[i..<(i + length)]))
                i += length
            default:
                unescaped.append(byte)
                i += 1
            }
        }
        throw failure("the string that opens here is never closed", at: quote)
    }

    /// Decodes the escape whose backslash is at `i` into `unescaped`; the offset after it.
    private mutating func escape(at i: Int) throws(LottieJSONSyntaxError) -> Int {
        guard i + 1 < bytes.count else { throw failure("unexpected end of the document in an escape", at: i) }
        let simple: UInt8
        switch bytes[i + 1] {
        case UInt8(ascii: "\""): simple = 0x22
        case UInt8(ascii: "\\"): simple = 0x5C
        case UInt8(ascii: "/"): simple = 0x2F
        case UInt8(ascii: "b"): simple = 0x08
        case UInt8(ascii: "f"): simple = 0x0C
        case UInt8(ascii: "n"): simple = 0x0A
        case UInt8(ascii: "r"): simple = 0x0D
        case UInt8(ascii: "t"): simple = 0x09
        case UInt8(ascii: "u"):
            let unit = try hexUnit(at: i)
            var scalar = UInt32(unit)
            var end = i + 6
            if (0xD800...0xDBFF).contains(unit) {
                guard end + 1 < bytes.count, bytes[end] == UInt8(ascii: "\\"), bytes[end + 1] == UInt8(ascii: "u") else {
                    throw failure(String(format: "\\u%04X is a high surrogate with no \\u low surrogate after it", unit), at: i)
                }
                let low = try hexUnit(at: end)
                guard (0xDC00...0xDFFF).contains(low) else {
                    throw failure(String(format: "\\u%04X is a high surrogate followed by \\u%04X, not a low surrogate", unit, low), at: i)
                }
                scalar = 0x10000 + ((UInt32(unit) - 0xD800) << 10) + (UInt32(low) - 0xDC00)
                end += 6
            } else if (0xDC00...0xDFFF).contains(unit) {
                throw failure(String(format: "\\u%04X is a low surrogate with no high surrogate before it", unit), at: i)
            }
            // Every value left is a Unicode scalar.
            unescaped.append(contentsOf: Unicode.UTF8.encode(Unicode.Scalar(scalar)!)!)
            return end
        default:
            throw failure("unknown escape: a backslash before \(describeByte(at: i + 1)) in a string", at: i)
        }
        unescaped.append(simple)
        return i + 2
    }

    /// The four hex digits after the `\u` at `i`.
    private func hexUnit(at i: Int) throws(LottieJSONSyntaxError) -> UInt16 {
        guard i + 6 <= bytes.count else { throw failure("unexpected end of the document in a \\u escape", at: i) }
        var unit: UInt16 = 0
        for k in (i + 2)..<(i + 6) {
            let byte = bytes[k]
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: throw failure("a \\u escape needs four hex digits", at: i)
            }
            unit = unit << 4 | UInt16(digit)
        }
        return unit
    }

    /// The length of the well-formed UTF-8 sequence (RFC 3629: no overlong
    /// forms, surrogates or values past U+10FFFF) starting at `i`, or 0.
    private func validUTF8Length(at i: Int) -> Int {
        let count = bytes.count
        func continuation(_ k: Int, _ range: ClosedRange<UInt8> = 0x80...0xBF) -> Bool {
            k < count && range.contains(bytes[k])
        }
        switch bytes[i] {
        case 0xC2...0xDF:
            return continuation(i + 1) ? 2 : 0
        case 0xE0:
            return continuation(i + 1, 0xA0...0xBF) && continuation(i + 2) ? 3 : 0
        case 0xED:
            return continuation(i + 1, 0x80...0x9F) && continuation(i + 2) ? 3 : 0
        case 0xE1...0xEC, 0xEE...0xEF:
            return continuation(i + 1) && continuation(i + 2) ? 3 : 0
        case 0xF0:
            return continuation(i + 1, 0x90...0xBF) && continuation(i + 2) && continuation(i + 3) ? 4 : 0
        case 0xF1...0xF3:
            return continuation(i + 1) && continuation(i + 2) && continuation(i + 3) ? 4 : 0
        case 0xF4:
            return continuation(i + 1, 0x80...0x8F) && continuation(i + 2) && continuation(i + 3) ? 4 : 0
        default:
            return 0
        }
    }

    // MARK: Numbers

    /// Exact powers of ten as `Double`s (10²² is the last one a `Double` holds exactly).
    private static let exactPowersOfTen: [Double] = (0...22).map { (0..<$0).reduce(1.0) { p, _ in p * 10 } }

    /// The number starting at `position`: `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`.
    ///
    /// Up to 19 significant digits are gathered into an integer; when it is
    /// at most 2⁵³ and the decimal exponent within ±22, one exact multiply or
    /// divide gives the correctly rounded value (Clinger's fast path); any
    /// other number is converted by the standard library, also correctly rounded.
    mutating func number() throws(LottieJSONSyntaxError) -> Double {
        let start = position
        let count = bytes.count
        var i = position
        let negative = bytes[i] == UInt8(ascii: "-")
        if negative { i += 1 }
        var mantissa: UInt64 = 0
        var significantDigits = 0
        var exponent = 0
        var truncated = false
        guard i < count, bytes[i] &- UInt8(ascii: "0") < 10 else {
            throw failure(i < count ? "unexpected \(describeByte(at: i)) after '-'; expected a digit" : "unexpected end of the document after '-'", at: i)
        }
        if bytes[i] == UInt8(ascii: "0") {
            i += 1
            if i < count && bytes[i] &- UInt8(ascii: "0") < 10 { throw failure("a number with a leading zero", at: i - 1) }
        } else {
            while i < count {
                let d = bytes[i] &- UInt8(ascii: "0")
                guard d < 10 else { break }
                if significantDigits < 19 {
                    mantissa = mantissa &* 10 &+ UInt64(d)
                    significantDigits += 1
                } else {
                    truncated = true
                    exponent += 1
                }
                i += 1
            }
        }
        if i < count && bytes[i] == UInt8(ascii: ".") {
            i += 1
            guard i < count, bytes[i] &- UInt8(ascii: "0") < 10 else {
                throw failure("a number's '.' must be followed by a digit", at: i)
            }
            while i < count {
                let d = bytes[i] &- UInt8(ascii: "0")
                guard d < 10 else { break }
                if mantissa == 0 && d == 0 {
                    exponent -= 1               // a leading zero of the fraction
                } else if significantDigits < 19 {
                    mantissa = mantissa &* 10 &+ UInt64(d)
                    significantDigits += 1
                    exponent -= 1
                } else {
                    truncated = true
                }
                i += 1
            }
        }
        if i < count && (bytes[i] == UInt8(ascii: "e") || bytes[i] == UInt8(ascii: "E")) {
            i += 1
            var exponentNegative = false
            if i < count && (bytes[i] == UInt8(ascii: "+") || bytes[i] == UInt8(ascii: "-")) {
                exponentNegative = bytes[i] == UInt8(ascii: "-")
                i += 1
            }
            guard i < count, bytes[i] &- UInt8(ascii: "0") < 10 else {
                throw failure("a number's exponent must have a digit", at: i)
            }
            var written = 0
            while i < count {
                let d = bytes[i] &- UInt8(ascii: "0")
                guard d < 10 else { break }
                written = min(written * 10 + Int(d), 1_000_000)     // far past any Double
                i += 1
            }
            exponent += exponentNegative ? -written : written
        }
        position = i
        if mantissa == 0 { return negative ? -0.0 : 0 }
        if !truncated && mantissa <= 1 << 53 && (-22...22).contains(exponent) {
            var value = Double(mantissa)
            if exponent < 0 { value /= Self.exactPowersOfTen[-exponent] } else { value *= Self.exactPowersOfTen[exponent] }
            return negative ? -value : value
        }
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<i]), as: UTF8.self)
        guard let value = Double(text), value.isFinite else {
            throw failure("the number \(text) is too large for a Double", at: start)
        }
        return value
    }
}
