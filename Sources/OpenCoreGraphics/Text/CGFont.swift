import Foundation

/// A glyph index in a font, Core Graphics' `CGGlyph`.
public typealias CGGlyph = CGFontIndex

/// An index into a font's glyphs, Core Graphics' `CGFontIndex`.
public typealias CGFontIndex = UInt16

/// The largest valid glyph index, Core Graphics' `kCGFontIndexMax` (2¹⁶ − 2).
public let kCGFontIndexMax: CGFontIndex = 0xFFFE

/// An invalid glyph index, Core Graphics' `kCGFontIndexInvalid` (2¹⁶ − 1).
public let kCGFontIndexInvalid: CGFontIndex = 0xFFFF

/// The largest glyph value, Core Graphics' `kCGGlyphMax` (= `kCGFontIndexMax`).
public let kCGGlyphMax: CGFontIndex = kCGFontIndexMax

/// A font face, Core Graphics' `CGFont`: glyph outlines, advances and
/// font-wide metrics in glyph space (font design units, y up).
///
/// OpenCoreGraphics reads fonts with FreeType, unhinted. Fonts come from
/// bytes (`init?(_ provider:)`, any TrueType/OpenType file) or from a name
/// (`init?(_ name:)`), which resolves to one of the four DejaVu faces bundled
/// with the module (see `init?(_ name:)` for the table). Apple's resolves
/// names against the fonts installed on the system instead.
///
/// Instances are immutable and `Sendable`; fonts made from the same name
/// share one parsed face, including its glyph-outline cache.
public final class CGFont: Sendable {
    /// The parsed face (shared by fonts made from names of the same face).
    package let face: FontFace

    package init(face: FontFace) {
        self.face = face
    }

    /// A font from TrueType or OpenType bytes (Apple's
    /// `CGFontCreateWithDataProvider`); the first face of a collection.
    /// Returns nil when the bytes are not a font FreeType can read as a
    /// scalable outline font (empty, truncated or corrupt data), never traps.
    public convenience init?(_ provider: CGDataProvider) {
        guard let data = provider.data, let face = FontFace(data: data) else {
            cgDiagnostic("CGFontCreateWithDataProvider: the data is not a TrueType/OpenType font FreeType can read.")
            return nil
        }
        self.init(face: face)
    }

    // MARK: Names

    /// The full name of the face (Apple's `CGFontCopyFullName`): the `name`
    /// table's full-name record, e.g. "DejaVu Sans Bold". Apple returns a
    /// `CFString`.
    public var fullName: String? { face.fullName }

    /// The PostScript name (Apple's `CGFontCopyPostScriptName`), e.g.
    /// "DejaVuSans-Bold". For a font made with `init?(_ name:)` this is the
    /// bundled face's name, not the requested one.
    public var postScriptName: String? { face.postScriptName }

    // MARK: Metrics (glyph space units)

    /// Glyph space units per em (Apple's `CGFontGetUnitsPerEm`); 2048 for DejaVu.
    public var unitsPerEm: Int32 { Int32(face.unitsPerEm) }

    /// Ascent above the baseline in glyph space units (Apple's
    /// `CGFontGetAscent`), from the `hhea` table.
    public var ascent: Int32 { Int32(face.ascent) }

    /// Descent in glyph space units (Apple's `CGFontGetDescent`): negative,
    /// below the baseline, from the `hhea` table.
    public var descent: Int32 { Int32(face.descent) }

    /// Line gap in glyph space units (Apple's `CGFontGetLeading`), from `hhea`.
    public var leading: Int32 { Int32(face.leading) }

    /// Cap height in glyph space units (Apple's `CGFontGetCapHeight`): the
    /// `OS/2` value, or the top of "H" for fonts without one.
    public var capHeight: Int32 { Int32(face.capHeight) }

    /// x-height in glyph space units (Apple's `CGFontGetXHeight`): the `OS/2`
    /// value, or the top of "x" for fonts without one.
    public var xHeight: Int32 { Int32(face.xHeight) }

    /// Italic angle in degrees counter-clockwise from vertical (Apple's
    /// `CGFontGetItalicAngle`); 0 for upright faces.
    public var italicAngle: CGFloat { CGFloat(face.italicAngle) }

    /// The union of all glyph bounding boxes in glyph space units (Apple's
    /// `CGFontGetFontBBox`).
    public var fontBBox: CGRect { face.fontBBox }

    /// The number of glyphs (Apple's `CGFontGetNumberOfGlyphs`).
    public var numberOfGlyphs: Int { face.numberOfGlyphs }

    // MARK: Glyphs

    /// Writes the advance of each of `count` glyphs, in glyph space units
    /// (Apple's `CGFontGetGlyphAdvances`). Returns false, writing nothing,
    /// when `count` is negative or a glyph is not in the font.
    public func getGlyphAdvances(glyphs: UnsafePointer<CGGlyph>, count: Int,
                                 advances: UnsafeMutablePointer<Int32>) -> Bool {
        guard validGlyphs(glyphs, count, "CGFontGetGlyphAdvances") else { return false }
        for i in 0..<count { advances[i] = face.advance(glyphs[i]) }
        return true
    }

    /// Writes the bounding box of each of `count` glyphs' outline, in glyph
    /// space units (Apple's `CGFontGetGlyphBBoxes`); `CGRect.zero` for blank
    /// glyphs such as the space. Returns false, writing nothing, when `count`
    /// is negative or a glyph is not in the font.
    public func getGlyphBBoxes(glyphs: UnsafePointer<CGGlyph>, count: Int,
                               bboxes: UnsafeMutablePointer<CGRect>) -> Bool {
        guard validGlyphs(glyphs, count, "CGFontGetGlyphBBoxes") else { return false }
        for i in 0..<count {
            let box = face.outline(glyphs[i]).boundingBoxOfPath
            bboxes[i] = box.isNull ? .zero : box
        }
        return true
    }

    /// The glyph with PostScript name `name` (Apple's `CGFontGetGlyphWithGlyphName`),
    /// e.g. "A" or "ellipsis"; 0 when the font has no such glyph. Apple takes a `CFString`.
    public func getGlyphWithGlyphName(name: String) -> CGGlyph {
        face.glyph(named: name)
    }

    /// The PostScript name of `glyph` (Apple's `CGFontCopyGlyphNameForGlyph`,
    /// a `CFString`), e.g. "H"; nil when the font has no glyph names or no
    /// such glyph.
    public func name(for glyph: CGGlyph) -> String? {
        face.name(of: glyph)
    }

    /// The outline of `glyph` in glyph space units, y up, its origin on the
    /// baseline; an empty path for blank or unknown glyphs.
    ///
    /// Not a `CGFont` method on Apple's platforms (Core Text's
    /// `CTFontCreatePathForGlyph` gives the same, scaled to a size).
    public func path(for glyph: CGGlyph) -> CGPath {
        face.outline(glyph)
    }

    /// The glyph the font's Unicode character map gives `scalar`; 0 (.notdef)
    /// when the font lacks it. Core Text's `CTFontGetGlyphsForCharacters` on
    /// Apple's platforms.
    package func glyph(for scalar: Unicode.Scalar) -> CGGlyph {
        face.glyph(for: scalar.value)
    }

    private func validGlyphs(_ glyphs: UnsafePointer<CGGlyph>, _ count: Int, _ name: String) -> Bool {
        guard count >= 0 else { cgDiagnostic("\(name): negative count \(count)."); return false }
        for i in 0..<count where Int(glyphs[i]) >= face.numberOfGlyphs {
            cgDiagnostic("\(name): glyph \(glyphs[i]) is not in the font (\(face.numberOfGlyphs) glyphs).")
            return false
        }
        return true
    }
}
