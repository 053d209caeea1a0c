import Foundation
@testable import OpenCoreGraphics

/// The bytes of a bundled font, read from the source tree (not through the
/// code under test).
func bundledFontBytes(_ file: String = "DejaVuSans.ttf") -> Data {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../Sources/OpenCoreGraphics/Resources/Fonts/\(file)")
    return try! Data(contentsOf: url)
}

/// A minimal independent reader of sfnt tables, to check CGFont's values
/// against the file itself.
struct SfntTables {
    let data: Data
    let tables: [String: Int]  // tag → offset

    init(_ data: Data) {
        self.data = data
        var t: [String: Int] = [:]
        let count = Int(Self.u16(data, 4))
        for i in 0..<count {
            let rec = 12 + 16 * i
            let tag = String(decoding: data[rec..<rec + 4], as: UTF8.self)
            t[tag] = Int(Self.u32(data, rec + 8))
        }
        tables = t
    }

    static func u16(_ d: Data, _ o: Int) -> UInt16 { UInt16(d[d.startIndex + o]) << 8 | UInt16(d[d.startIndex + o + 1]) }
    static func u32(_ d: Data, _ o: Int) -> UInt32 { UInt32(u16(d, o)) << 16 | UInt32(u16(d, o + 2)) }
    func u16(_ tag: String, _ o: Int) -> UInt16 { Self.u16(data, tables[tag]! + o) }
    func i16(_ tag: String, _ o: Int) -> Int16 { Int16(bitPattern: u16(tag, o)) }

    var unitsPerEm: Int { Int(u16("head", 18)) }
    var hheaAscent: Int { Int(i16("hhea", 4)) }
    var hheaDescent: Int { Int(i16("hhea", 6)) }
    var hheaLineGap: Int { Int(i16("hhea", 8)) }
    var numGlyphs: Int { Int(u16("maxp", 4)) }
    var headBBox: CGRect {
        let x0 = CGFloat(i16("head", 36)), y0 = CGFloat(i16("head", 38))
        return CGRect(x: x0, y: y0, width: CGFloat(i16("head", 40)) - x0, height: CGFloat(i16("head", 42)) - y0)
    }
    /// hmtx advance of glyph `g`.
    func advance(_ g: CGGlyph) -> Int {
        let n = Int(u16("hhea", 34))
        return Int(u16("hmtx", 4 * min(Int(g), n - 1)))
    }
}
