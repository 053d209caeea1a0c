import CFreeType
import Foundation
import Synchronization

// One parsed font file, read through FreeType.
//
// Concurrency: FreeType objects are not thread-safe — an FT_Library must not
// create or destroy faces concurrently, and one FT_Face must not be used from
// two threads at once. Each `FontFace` therefore owns a private FT_Library
// and its FT_Face, and every FreeType call goes through one `Mutex` per face.
// Everything the hot paths read (metrics, advances, the character map) is
// copied out of FreeType once, at creation, into immutable Swift arrays, so
// layout never takes the lock for them; glyph outlines and kerning pairs are
// loaded on first use and cached under the lock, so steady-state drawing does
// not call FreeType again.

/// A font file parsed by FreeType: immutable metrics, advances and character
/// map, plus lock-protected caches of glyph outlines and kerning pairs.
package final class FontFace: @unchecked Sendable {  // immutable lets + a Mutex: see the note above
    /// Font design units per em (the `head` table).
    package let unitsPerEm: Int
    /// Typographic ascent in font units (`hhea`, positive up).
    package let ascent: Int
    /// Typographic descent in font units (`hhea`, negative below the baseline).
    package let descent: Int
    /// Line gap in font units (`hhea`).
    package let leading: Int
    /// Height of capital letters in font units (`OS/2`, or the top of "H").
    package let capHeight: Int
    /// Height of lowercase letters in font units (`OS/2`, or the top of "x").
    package let xHeight: Int
    /// Italic angle in degrees, counter-clockwise from vertical (`post`).
    package let italicAngle: Double
    /// The union of all glyph bounds in font units (`head`).
    package let fontBBox: CGRect
    /// Number of glyphs in the font.
    package let numberOfGlyphs: Int
    /// The family name ("DejaVu Sans").
    package let familyName: String
    /// The full name from the `name` table (ID 4), or family + style.
    package let fullName: String
    /// The PostScript name ("DejaVuSans"), if the font has one.
    package let postScriptName: String?
    /// Whether FreeType reports a legacy `kern` table (what `FT_Get_Kerning` reads).
    package let hasKerning: Bool

    /// Horizontal advance of each glyph in font units, indexed by glyph id.
    package let advances: [Int32]
    /// Glyph of each BMP code point (U+0000…U+FFFF); 0 where the font has none.
    private let bmpGlyphs: [UInt16]
    /// Glyphs of code points above the BMP.
    private let supplementaryGlyphs: [UInt32: UInt16]

    /// The bytes FreeType reads; they must outlive the face.
    private let bytes: UnsafeMutableRawBufferPointer
    private let state: Mutex<State>

    private struct State {
        var library: FT_Library?
        var face: FT_Face?
        /// Outlines in font units (y up), by glyph id; nil until first loaded.
        var outlines: [CGPath?]
        /// Kerning in font units by `left << 16 | right`.
        var kerning: [UInt32: Int32] = [:]
    }

    /// Parses `data` (TrueType or OpenType, face 0). Returns nil when FreeType
    /// cannot open it or the face is not a scalable outline font.
    package init?(data: Data) {
        guard !data.isEmpty else { return nil }
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: data.count, alignment: 16)
        _ = data.copyBytes(to: buffer)
        var library: FT_Library?
        guard FT_Init_FreeType(&library) == 0, let library else { buffer.deallocate(); return nil }
        var faceOut: FT_Face?
        let base = buffer.baseAddress!.assumingMemoryBound(to: FT_Byte.self)
        guard FT_New_Memory_Face(library, base, data.count, 0, &faceOut) == 0, let face = faceOut else {
            FT_Done_FreeType(library); buffer.deallocate(); return nil
        }
        let rec = face.pointee
        let scalable = rec.face_flags & 1 != 0  // FT_FACE_FLAG_SCALABLE
        guard scalable, rec.units_per_EM > 0, rec.num_glyphs > 0, rec.num_glyphs <= 65_536 else {
            FT_Done_Face(face); FT_Done_FreeType(library); buffer.deallocate(); return nil
        }
        bytes = buffer
        unitsPerEm = Int(rec.units_per_EM)
        ascent = Int(rec.ascender)
        descent = Int(rec.descender)
        leading = max(0, Int(rec.height) - Int(rec.ascender) + Int(rec.descender))
        numberOfGlyphs = Int(rec.num_glyphs)
        fontBBox = CGRect(x: CGFloat(rec.bbox.xMin), y: CGFloat(rec.bbox.yMin),
                          width: CGFloat(rec.bbox.xMax - rec.bbox.xMin), height: CGFloat(rec.bbox.yMax - rec.bbox.yMin))
        hasKerning = rec.face_flags & (1 << 6) != 0  // FT_FACE_FLAG_KERNING
        familyName = rec.family_name.map { String(cString: $0) } ?? ""
        let style = rec.style_name.map { String(cString: $0) } ?? ""
        postScriptName = FT_Get_Postscript_Name(face).map { String(cString: $0) }
        fullName = FontFace.nameRecord(face, id: 4)
            ?? (style.isEmpty || style == "Regular" || style == "Book" ? familyName : familyName + " " + style)
        italicAngle = FT_Get_Sfnt_Table(face, FT_SFNT_POST).map {
            Double($0.assumingMemoryBound(to: TT_Postscript.self).pointee.italicAngle) / 65536
        } ?? 0

        var adv = [Int32](repeating: 0, count: numberOfGlyphs)
        adv.withUnsafeMutableBufferPointer { out in
            var fixed = [FT_Fixed](repeating: 0, count: out.count)
            if FT_Get_Advances(face, 0, FT_UInt(out.count), 1 | 2, &fixed) == 0 {  // NO_SCALE | NO_HINTING
                for i in out.indices { out[i] = Int32(clamping: fixed[i]) }
            }
        }
        advances = adv

        var bmp = [UInt16](repeating: 0, count: 0x10000)
        var supplementary: [UInt32: UInt16] = [:]
        if FT_Select_Charmap(face, FT_ENCODING_UNICODE) == 0 {
            var glyph: FT_UInt = 0
            var code = FT_Get_First_Char(face, &glyph)
            while glyph != 0 {
                if glyph < FT_UInt(numberOfGlyphs) {
                    if code < 0x10000 { bmp[Int(code)] = UInt16(glyph) } else if code <= 0x10FFFF { supplementary[UInt32(code)] = UInt16(glyph) }
                }
                code = FT_Get_Next_Char(face, code, &glyph)
            }
        }
        bmpGlyphs = bmp
        supplementaryGlyphs = supplementary

        var cap = 0, x = 0
        if let os2 = FT_Get_Sfnt_Table(face, FT_SFNT_OS2)?.assumingMemoryBound(to: TT_OS2.self).pointee,
           os2.version >= 2, os2.version != 0xFFFF {
            cap = Int(os2.sCapHeight); x = Int(os2.sxHeight)
        }
        // Fonts without OS/2 version 2: measure "H" and "x" instead.
        if cap == 0 { cap = Int(CGPath(storage: FontFace.decompose(face, bmp[0x48])).boundingBoxOfPath.nullSafeMaxY) }
        if x == 0 { x = Int(CGPath(storage: FontFace.decompose(face, bmp[0x78])).boundingBoxOfPath.nullSafeMaxY) }
        capHeight = cap
        xHeight = x
        state = Mutex(State(library: library, face: face, outlines: Array(repeating: nil, count: Int(rec.num_glyphs))))
    }

    deinit {
        state.withLock { s in
            if let face = s.face { FT_Done_Face(face) }
            if let library = s.library { FT_Done_FreeType(library) }
            s.face = nil; s.library = nil
        }
        bytes.deallocate()
    }

    // MARK: Lookups

    /// The glyph for a Unicode scalar (the font's Unicode `cmap`); 0 (.notdef)
    /// when the font has none. Lock-free.
    @inline(__always) package func glyph(for scalar: UInt32) -> UInt16 {
        scalar < 0x10000 ? bmpGlyphs[Int(scalar)] : supplementaryGlyphs[scalar] ?? 0
    }

    /// Advance of `glyph` in font units; 0 for ids past the end. Lock-free.
    @inline(__always) package func advance(_ glyph: UInt16) -> Int32 {
        Int(glyph) < advances.count ? advances[Int(glyph)] : 0
    }

    /// Horizontal kerning between two glyphs in font units, from the `kern`
    /// table through `FT_Get_Kerning` (GPOS kerning is not read). 0 when the
    /// face has no `kern` table.
    package func kerning(_ left: UInt16, _ right: UInt16) -> Int32 {
        guard hasKerning else { return 0 }
        let key = UInt32(left) << 16 | UInt32(right)
        return state.withLock { s in
            if let k = s.kerning[key] { return k }
            var v = FT_Vector()
            let k = s.face.map { FT_Get_Kerning($0, FT_UInt(left), FT_UInt(right), 2 /* UNSCALED */, &v) == 0 } == true
                ? Int32(clamping: v.x) : 0
            s.kerning[key] = k
            return k
        }
    }

    /// The glyph named `name` in the font's `post` table; 0 when absent.
    package func glyph(named name: String) -> UInt16 {
        state.withLock { s in
            guard let face = s.face else { return 0 }
            let g = FT_Get_Name_Index(face, name)
            return g < FT_UInt(numberOfGlyphs) ? UInt16(g) : 0
        }
    }

    /// The `post` table name of `glyph` ("A", "ellipsis"), nil when the font
    /// has no glyph names or no such glyph.
    package func name(of glyph: UInt16) -> String? {
        guard Int(glyph) < numberOfGlyphs else { return nil }
        return state.withLock { s in
            guard let face = s.face, face.pointee.face_flags & (1 << 9) != 0 else { return nil }  // FT_FACE_FLAG_GLYPH_NAMES
            var buffer = [CChar](repeating: 0, count: 128)
            guard FT_Get_Glyph_Name(face, FT_UInt(glyph), &buffer, FT_UInt(buffer.count)) == 0 else { return nil }
            let name = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            return name.isEmpty ? nil : name
        }
    }

    /// The outline of `glyph` in font units, y up, origin on the baseline at
    /// the glyph origin. Empty for blank glyphs, ids past the end and glyphs
    /// FreeType cannot load (the latter with a diagnostic). Loaded once, then
    /// served from the cache.
    package func outline(_ glyph: UInt16) -> CGPath {
        guard Int(glyph) < numberOfGlyphs else { return CGPath(storage: CGPathStorage()) }
        return state.withLock { s in
            if let cached = s.outlines[Int(glyph)] { return cached }
            let path = CGPath(storage: s.face.map { FontFace.decompose($0, glyph) } ?? CGPathStorage())
            s.outlines[Int(glyph)] = path
            return path
        }
    }

    // MARK: FreeType helpers

    /// Loads `glyph` unscaled and unhinted and converts its outline to path elements.
    private static func decompose(_ face: FT_Face, _ glyph: UInt16) -> CGPathStorage {
        var storage = CGPathStorage()
        // NO_SCALE | NO_HINTING | NO_BITMAP: outlines in font units, untouched by the hinter.
        guard FT_Load_Glyph(face, FT_UInt(glyph), 1 | 2 | 8) == 0, let slot = face.pointee.glyph else {
            cgDiagnostic("CGFont: FreeType could not load glyph \(glyph); it is drawn empty.")
            return storage
        }
        guard slot.pointee.format == FT_GLYPH_FORMAT_OUTLINE else { return storage }
        var funcs = FT_Outline_Funcs(
            move_to: { to, user in
                let s = user!.assumingMemoryBound(to: CGPathStorage.self)
                if !s.pointee.isEmpty, s.pointee.kinds.last != .closeSubpath { s.pointee.appendClose() }
                s.pointee.append(.moveToPoint, to!.pointee.cgPoint)
                return 0
            },
            line_to: { to, user in
                user!.assumingMemoryBound(to: CGPathStorage.self).pointee.append(.addLineToPoint, to!.pointee.cgPoint)
                return 0
            },
            conic_to: { control, to, user in
                user!.assumingMemoryBound(to: CGPathStorage.self).pointee
                    .append(.addQuadCurveToPoint, control!.pointee.cgPoint, to!.pointee.cgPoint)
                return 0
            },
            cubic_to: { c1, c2, to, user in
                user!.assumingMemoryBound(to: CGPathStorage.self).pointee
                    .append(.addCurveToPoint, c1!.pointee.cgPoint, c2!.pointee.cgPoint, to!.pointee.cgPoint)
                return 0
            },
            shift: 0, delta: 0)
        let ok = withUnsafeMutablePointer(to: &storage) { p in
            withUnsafeMutablePointer(to: &slot.pointee.outline) { FT_Outline_Decompose($0, &funcs, p) == 0 }
        }
        guard ok else {
            cgDiagnostic("CGFont: the outline of glyph \(glyph) is malformed; it is drawn empty.")
            return CGPathStorage()
        }
        if !storage.isEmpty, storage.kinds.last != .closeSubpath { storage.appendClose() }
        return storage
    }

    /// The `name` table entry `id` (Windows Unicode or Mac Roman), if present.
    private static func nameRecord(_ face: FT_Face, id: UInt16) -> String? {
        var fallback: String?
        for i in 0..<FT_Get_Sfnt_Name_Count(face) {
            var n = FT_SfntName()
            guard FT_Get_Sfnt_Name(face, i, &n) == 0, n.name_id == id, let raw = n.string else { continue }
            let data = Data(bytes: raw, count: Int(n.string_len))
            if n.platform_id == 3, let s = String(data: data, encoding: .utf16BigEndian) { return s }
            if n.platform_id == 1, fallback == nil { fallback = String(data: data, encoding: .macOSRoman) }
        }
        return fallback
    }
}

extension FT_Vector {
    /// The vector as a point (font units when loaded with FT_LOAD_NO_SCALE).
    var cgPoint: CGPoint { CGPoint(x: CGFloat(x), y: CGFloat(y)) }
}

extension CGRect {
    /// `maxY`, or 0 for the null rectangle (an empty glyph).
    var nullSafeMaxY: CGFloat { isNull ? 0 : maxY }
}
