import Testing
import Foundation
@testable import LottiePlayback

/// The JSON scanner against RFC 8259 and against Foundation's
/// `JSONSerialization` (the reference for values): generated documents must
/// decode to equal trees, malformed ones must fail with the place named.
struct LottieJSONScannerTests {
    /// A seeded generator (SplitMix64), so every run checks the same documents.
    private struct SeededGenerator: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    private func scan(_ text: String) throws(LottieJSONSyntaxError) -> Any {
        try LottieJSONScanner.parse(Data(text.utf8))
    }

    private func scanError(_ bytes: [UInt8]) -> LottieJSONSyntaxError? {
        do {
            _ = try LottieJSONScanner.parse(Data(bytes))
            return nil
        } catch {
            return error
        }
    }

    /// Whether our tree equals Foundation's: strings scalar by scalar,
    /// numbers by value to 12 significant digits — Foundation's parser on
    /// Linux is not correctly rounded (`7.50575211e-25` gives
    /// `7.5057521099999965e-25`), ours is, which
    /// `generatedNumbersAreCorrectlyRounded` checks exactly.
    private func same(_ ours: Any, _ theirs: Any) -> Bool {
        switch ours {
        case let object as [String: Any]:
            guard let other = theirs as? [String: Any], other.count == object.count else { return false }
            return object.allSatisfy { key, value in other[key].map { same(value, $0) } ?? false }
        case let array as [Any]:
            guard let other = theirs as? [Any], other.count == array.count else { return false }
            return zip(array, other).allSatisfy { same($0, $1) }
        case let string as String:
            guard let other = theirs as? String else { return false }
            return string.unicodeScalars.elementsEqual(other.unicodeScalars)
        case let flag as Bool:
            return (theirs as? NSNumber)?.boolValue == flag
        case let number as Double:
            guard let other = theirs as? NSNumber else { return false }
            return other.doubleValue == number || abs(other.doubleValue - number) <= abs(number) * 1e-12
        case is NSNull:
            return theirs is NSNull
        default:
            return false
        }
    }

    // MARK: Generated documents

    /// A random JSON text: nested objects and arrays, strings with every kind
    /// of escape and raw non-ASCII text, numbers in every written form, and
    /// random whitespace between tokens.
    private func randomDocument(_ rng: inout SeededGenerator, depth: Int = 0) -> String {
        func space() -> String {
            ["", "", " ", "\n", "\t", "\r\n  "][Int.random(in: 0..<6, using: &rng)]
        }
        let kind = depth > 5 ? Int.random(in: 2..<7, using: &rng) : Int.random(in: 0..<7, using: &rng)
        switch kind {
        case 0:
            let members = (0..<Int.random(in: 0..<6, using: &rng)).map { _ in
                space() + randomString(&rng) + space() + ":" + randomDocument(&rng, depth: depth + 1)
            }
            return space() + "{" + members.joined(separator: ",") + space() + "}" + space()
        case 1:
            let elements = (0..<Int.random(in: 0..<6, using: &rng)).map { _ in randomDocument(&rng, depth: depth + 1) }
            return space() + "[" + elements.joined(separator: ",") + space() + "]" + space()
        case 2, 3:
            return space() + randomNumber(&rng) + space()
        case 4:
            return space() + randomString(&rng) + space()
        default:
            return space() + ["true", "false", "null"][Int.random(in: 0..<3, using: &rng)] + space()
        }
    }

    private func randomString(_ rng: inout SeededGenerator) -> String {
        let pieces = ["a", "Z", "0", " ", "é", "名", "😀", "\\\"", "\\\\", "\\/", "\\b", "\\f", "\\n", "\\r", "\\t",
                      "\\u0000", "\\u001f", "\\u00e9", "\\u4E2D", "\\uD83D\\uDE00", "\\uDBFF\\uDFFF", "\\uFFFF",
                      "plain words", "e\u{301}"]
        let count = Int.random(in: 0..<8, using: &rng)
        return "\"" + (0..<count).map { _ in pieces[Int.random(in: 0..<pieces.count, using: &rng)] }.joined() + "\""
    }

    private func randomNumber(_ rng: inout SeededGenerator) -> String {
        let sign = Bool.random(using: &rng) ? "-" : ""
        switch Int.random(in: 0..<6, using: &rng) {
        case 0:
            return sign + String(Int.random(in: 0...1_000_000, using: &rng))
        case 1:
            return sign + String(Int64.random(in: 0...Int64.max, using: &rng))
        case 2:
            let digits = (0..<Int.random(in: 1...25, using: &rng)).map { _ in String(Int.random(in: 0...9, using: &rng)) }.joined()
            return sign + String(Int.random(in: 0...999, using: &rng)) + "." + digits
        case 3:
            let e = ["e", "E"][Int.random(in: 0..<2, using: &rng)] + ["", "+", "-"][Int.random(in: 0..<3, using: &rng)]
            return sign + String(Int.random(in: 1...9, using: &rng)) + "." + String(Int.random(in: 0...99999, using: &rng))
                + e + String(Int.random(in: 0...300, using: &rng))
        case 4:
            return sign + "\(Double.random(in: 0...1e6, using: &rng))"
        default:
            return sign + "0." + String(repeating: "0", count: Int.random(in: 0...30, using: &rng))
                + String(Int.random(in: 1...999_999_999, using: &rng))
        }
    }

    @Test func generatedDocumentsDecodeLikeFoundation() throws {
        var rng = SeededGenerator(state: 20)
        var checked = 0
        for _ in 0..<600 {
            let text = "[" + randomDocument(&rng) + "]"
            let theirs = try JSONSerialization.jsonObject(with: Data(text.utf8))
            let ours = try scan(text)
            #expect(same(ours, theirs), "\(text)")
            checked += 1
        }
        #expect(checked == 600)
    }

    /// Numbers in every written form decode to the standard library's
    /// correctly rounded conversion of their text, bit for bit.
    @Test func generatedNumbersAreCorrectlyRounded() throws {
        var rng = SeededGenerator(state: 8259)
        let texts = (0..<5_000).map { _ in randomNumber(&rng) }
        let values = try #require(try scan("[" + texts.joined(separator: ",") + "]") as? [Any])
        #expect(values.count == texts.count)
        for (text, value) in zip(texts, values) {
            let expected = try #require(Double(text))
            #expect((value as? Double)?.bitPattern == expected.bitPattern, "\(text)")
        }
    }

    @Test func numbersAreCorrectlyRounded() throws {
        let texts = ["0", "-0", "0.1", "0.30000000000000004", "1e22", "1e23", "9007199254740992", "9007199254740993",
                     "18446744073709551615", "2.2250738585072014e-308", "2.2250738585072011e-308", "4.9e-324",
                     "1.7976931348623157e308", "123456789012345678901234567890", "0.000001234567890123456789",
                     "1E-7", "-12.5e+3", "1e-400", "89255.0e-22", "-77775.12137700687", "7.50575211e-25", "3.14159265358979323846264338327950288"]
        for text in texts {
            let value = try #require(try scan(text) as? Double, "\(text)")
            let expected = try #require(Double(text))    // the standard library's correctly rounded conversion
            #expect(value.bitPattern == expected.bitPattern || (value == 0 && expected == 0), "\(text): \(value) ≠ \(expected)")
        }
        #expect((try scan("-0") as? Double)?.sign == .minus)
    }

    @Test func stringEscapesAndSurrogatePairs() throws {
        #expect(try scan(#""a\"b\\c\/d\b\f\n\r\t""#) as? String == "a\"b\\c/d\u{8}\u{C}\n\r\t")
        #expect(try scan(#""\u00e9\u4E2D\uD834\uDD1E\u0000""#) as? String == "é中𝄞\u{0}")
        #expect(try scan("\"é中😀\"") as? String == "é中😀")
        let long = String(repeating: "x", count: 10_000)
        #expect(try scan("\"\(long)\"") as? String == long)
    }

    @Test func literalsAndContainers() throws {
        #expect(try scan("true") as? Bool == true)
        #expect(try scan(" false ") as? Bool == false)
        #expect(try scan("null") is NSNull)
        #expect((try scan("[]") as? [Any])?.isEmpty == true)
        #expect((try scan("{}") as? [String: Any])?.isEmpty == true)
        let object = try #require(try scan(#"{"a": 1, "a": 2, "b": [true, null]}"#) as? [String: Any])
        #expect(object["a"] as? Double == 2)      // the last of duplicate keys wins, as in JSONSerialization
        #expect((object["b"] as? [Any])?.count == 2)
    }

    /// The casts `LottieReader` makes keep working on this tree.
    @Test func readerCastsAcceptTheTree() throws {
        let object = try #require(try scan(#"{"n": 2.5, "i": 7, "b": true, "s": "x", "a": [1], "o": {}, "z": null}"#) as? [String: Any])
        #expect(LottieReader.number(object["n"]) == 2.5)
        #expect(LottieReader.integer(object["i"]) == 7)
        #expect(LottieReader.number(object["b"]) == 1)
        #expect(LottieReader.number(object["s"]) == nil)
        #expect(LottieReader.describe(object["a"]!) == "an array")
        #expect(LottieReader.describe(object["o"]!) == "an object")
        #expect(LottieReader.describe(object["z"]!) == "null")
        #expect(LottieReader.describe(object["n"]!) == "a number")
        #expect(LottieReader.describe(object["s"]!) == "a string")
    }

    @Test func byteOrderMarksAndWideEncodings() throws {
        #expect((try LottieJSONScanner.parse(Data([0xEF, 0xBB, 0xBF] + Array("[1]".utf8))) as? [Any])?.count == 1)
        let text = #"{"k": "é😀"}"#
        let encodings: [(String.Encoding, [UInt8])] = [(.utf16LittleEndian, [0xFF, 0xFE]), (.utf16BigEndian, [0xFE, 0xFF]),
                                                      (.utf32LittleEndian, [0xFF, 0xFE, 0, 0]), (.utf32BigEndian, [0, 0, 0xFE, 0xFF])]
        for (encoding, mark) in encodings {
            let body = try #require(text.data(using: encoding))
            for data in [Data(mark) + body, body] {
                let object = try #require(try LottieJSONScanner.parse(data) as? [String: Any], "\(encoding)")
                #expect(object["k"] as? String == "é😀", "\(encoding)")
            }
        }
    }

    // MARK: Malformed documents

    /// Every kind of malformed document fails, with the offset of the byte at fault.
    @Test func malformedDocumentsFailAtTheirPlace() throws {
        let cases: [(String, Int)] = [
            ("", 0), ("   ", 3), ("{", 1), ("[1, 2", 5), ("[1 2]", 3), ("{\"a\" 1}", 5), ("{1: 2}", 1), ("{\"a\": }", 6),
            ("01", 0), ("-01", 1), ("1.", 2), ("1.e5", 2), (".5", 0), ("-", 1), ("-x", 1), ("1e", 2), ("1e+", 3), ("+1", 0),
            ("NaN", 0), ("Infinity", 0), ("-Infinity", 1), ("1e400", 0), ("-1e400", 0), ("'a'", 0), ("[1]//c", 3),
            ("[1] x", 4), ("[1,]", 3), ("{\"a\": 1,}", 8), ("[,1]", 1), ("tru", 0), ("nul", 0), ("trux", 3), ("nulll", 4),
            ("\"abc", 0), ("\"a\\x\"", 2), ("\"\\u12\"", 1), ("\"\\uZZZZ\"", 1), ("\"\\ud800\"", 1), ("\"\\udc00\"", 1),
            ("\"\\ud800\\u0041\"", 1), ("\"a\tb\"", 2), ("\"a\nb\"", 2), ("[\"a\"\"b\"]", 4), ("{\"a\":1 \"b\":2}", 7),
            ("[1]]", 3), ("{}}", 2), ("\u{0}", 0), ("[true false]", 6),
        ]
        for (text, offset) in cases {
            let error = try #require(scanError(Array(text.utf8)), "\(text.debugDescription) was accepted")
            #expect(error.offset == offset, "\(text.debugDescription): \(error)")
        }
    }

    @Test func invalidUTF8InStringsFails() throws {
        let sequences: [[UInt8]] = [[0xC3], [0xC0, 0x80], [0xC1, 0xBF], [0xE0, 0x80, 0x80], [0xED, 0xA0, 0x80],
                                    [0xF4, 0x90, 0x80, 0x80], [0xF5, 0x80, 0x80, 0x80], [0xFF], [0x80], [0xE2, 0x82]]
        for bytes in sequences {
            let document = [0x22, 0x61] + bytes + [0x22]
            let error = try #require(scanError(document), "\(bytes) was accepted")
            #expect(error.offset == 2 && error.message.contains("UTF-8"), "\(bytes): \(error)")
            #expect(throws: (any Error).self) { try JSONSerialization.jsonObject(with: Data(document), options: .fragmentsAllowed) }
        }
        #expect(scanError([0x5B, 0xC3, 0xA9, 0x5D])?.offset == 1)      // non-ASCII outside a string
    }

    /// The malformed documents Foundation also refuses (it accepts trailing
    /// commas, which RFC 8259 does not).
    @Test func foundationAlsoRefusesTheMalformedDocuments() {
        for text in ["{", "[1 2]", "01", "1.", ".5", "-", "1e", "+1", "NaN", "1e400", "'a'", "[1] x", "tru",
                     "\"\\ud800\"", "\"\\udc00\"", "\"a\tb\"", "\"a\\x\""] {
            #expect(throws: (any Error).self, "\(text)") {
                try JSONSerialization.jsonObject(with: Data(text.utf8), options: .fragmentsAllowed)
            }
        }
    }

    @Test func errorsNameTheLineAndColumn() throws {
        let error = try #require(scanError(Array("{\n  \"é\": [1,\n    2 x]\n}".utf8)))
        #expect(error.line == 3 && error.column == 7 && error.offset == 20, "\(error)")
        #expect(error.description.contains("line 3, column 7"))
        var thrown: LottieLoadError?
        do {
            _ = try LottieAnimation(jsonString: "{\n\"w\": 10,,}")
        } catch {
            thrown = error
        }
        let loadError = try #require(thrown)
        #expect(loadError.description.contains("not valid JSON") && loadError.description.contains("line 2, column 9"),
                "\(loadError)")
    }

    @Test func nestingIsLimited() throws {
        let limit = LottieJSONScanner.maxDepth
        let deepest = String(repeating: "[", count: limit) + String(repeating: "]", count: limit)
        #expect((try scan(deepest) as? [Any])?.count == 1)
        let tooDeep = String(repeating: "{\"a\":[", count: limit / 2) + "1" + String(repeating: "]}", count: limit / 2)
        #expect((try scan(tooDeep) as? [String: Any]) != nil)
        let error = try #require(scanError(Array((String(repeating: "[", count: limit + 1) + String(repeating: "]", count: limit + 1)).utf8)))
        #expect(error.offset == limit && error.message.contains("nested deeper than \(limit)"))
        // Far deeper than the limit: refused without running out of stack.
        #expect(scanError(Array(String(repeating: "[", count: 1_000_000).utf8))?.offset == limit)
    }
}
