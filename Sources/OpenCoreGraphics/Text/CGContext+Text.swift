import Foundation
import Raster

/// How `CGContext.showGlyphs(_:at:)` paints glyphs, Core Graphics'
/// `CGTextDrawingMode`, with Apple's raw values.
public enum CGTextDrawingMode: Int32, Sendable, Hashable {
    /// Fill the glyphs with the fill colour (the default).
    case fill = 0
    /// Stroke the glyph outlines with the stroke colour and line style.
    case stroke = 1
    /// Fill, then stroke.
    case fillStroke = 2
    /// Draw nothing (the text position still matters to Apple's advancing calls).
    case invisible = 3
    /// Fill, then intersect the clip with the glyphs.
    case fillClip = 4
    /// Stroke, then intersect the clip with the glyphs.
    case strokeClip = 5
    /// Fill and stroke, then intersect the clip with the glyphs.
    case fillStrokeClip = 6
    /// Only intersect the clip with the glyphs.
    case clip = 7
}

/// The text settings of the graphics state (saved by `saveGState()`).
struct TextState {
    var font: CGFont?
    var fontSize: CGFloat = 12
    var mode: CGTextDrawingMode = .fill
}

/// Glyph drawing. Text space maps to user space through `textMatrix`, then to
/// the device through the CTM, in Core Graphics' y-up convention: with both
/// matrices the identity, a glyph at `(x, y)` stands upright on the baseline
/// `y` of a bitmap context.
extension CGContext {
    /// Sets the font used by `showGlyphs(_:at:)` (Apple's `CGContextSetFont`).
    /// Part of the graphics state. A new context has no font.
    public func setFont(_ font: CGFont) { state.text.font = font }

    /// Sets the font size in text space units (Apple's `CGContextSetFontSize`).
    /// Part of the graphics state; 12 in a new context (Apple documents no
    /// default). Negative or non-finite sizes are ignored with a diagnostic.
    public func setFontSize(_ size: CGFloat) {
        guard size.isFinite, size >= 0 else { return cgDiagnostic("CGContextSetFontSize: invalid font size \(size).") }
        state.text.fontSize = size
    }

    /// Sets how glyphs are painted (Apple's `CGContextSetTextDrawingMode`).
    /// Part of the graphics state; `.fill` in a new context.
    public func setTextDrawingMode(_ mode: CGTextDrawingMode) { state.text.mode = mode }

    /// Text space to user space (Apple's `CGContextGet/SetTextMatrix`); the
    /// identity in a new context. Not part of the graphics state: saving and
    /// restoring it leaves the text matrix alone, as on Apple's platforms.
    public var textMatrix: CGAffineTransform {
        get { textMatrixValue }
        set { textMatrixValue = newValue }
    }

    /// The translation of the text matrix (Apple's `CGContextGet/SetTextPosition`).
    public var textPosition: CGPoint {
        get { CGPoint(x: textMatrixValue.tx, y: textMatrixValue.ty) }
        set { textMatrixValue.tx = newValue.x; textMatrixValue.ty = newValue.y }
    }

    /// Draws `glyphs[i]` with its origin at `positions[i]` in text space
    /// (Apple's `CGContextShowGlyphsAtPositions`): the outline, scaled from
    /// glyph space by fontSize / unitsPerEm, goes through the text matrix and
    /// the CTM, and is painted per the text drawing mode with the fill colour,
    /// the stroke colour and line style, alpha, blend mode and clip. The text
    /// position does not move.
    ///
    /// All glyphs of one call are painted as one path (non-zero rule), so
    /// overlapping glyphs are covered once; Apple paints them one by one.
    /// Without a font, with more glyphs than positions (or the reverse), or
    /// with glyphs the font does not have, the call reports a diagnostic and
    /// draws what it can (nothing without a font; the shorter array's count;
    /// .notdef boxes are not substituted: unknown glyphs are skipped).
    public func showGlyphs(_ glyphs: [CGGlyph], at positions: [CGPoint]) {
        let name = "CGContextShowGlyphsAtPositions"
        guard let font = state.text.font else { return cgDiagnostic("\(name): no font set.") }
        if glyphs.count != positions.count {
            cgDiagnostic("\(name): \(glyphs.count) glyphs but \(positions.count) positions; drawing \(min(glyphs.count, positions.count)).")
        }
        let mode = state.text.mode
        guard mode != .invisible else { return }
        let scale = state.text.fontSize / CGFloat(font.unitsPerEm)
        var storage = CGPathStorage()
        var unknown = 0
        for i in 0..<min(glyphs.count, positions.count) {
            guard Int(glyphs[i]) < font.numberOfGlyphs else { unknown += 1; continue }
            let outline = font.face.outline(glyphs[i]).storage
            guard !outline.isEmpty else { continue }
            let p = positions[i]
            let t = CGAffineTransform(a: scale, b: 0, c: 0, d: scale, tx: p.x, ty: p.y).concatenating(textMatrixValue)
            storage.append(contentsOf: outline, transform: t)
        }
        if unknown > 0 { cgDiagnostic("\(name): \(unknown) glyph(s) not in the font were skipped.") }
        guard storage.pointsAreFinite(since: CGPathStorage().mark) else {
            return cgDiagnostic("\(name): invalid (non-finite) glyph positions, text matrix or font size; nothing drawn.")
        }
        let user = storage.rasterPath()
        let t = deviceTransform.raster
        if mode == .fill || mode == .fillStroke || mode == .fillClip || mode == .fillStrokeClip, !user.isEmpty {
            let paint = fillPaint(t)
            render(name, shape: user, transform: t) { $0.fill(user, paint: paint, rule: .nonZero, transform: t) }
        }
        if mode == .stroke || mode == .fillStroke || mode == .strokeClip || mode == .fillStrokeClip, !user.isEmpty {
            strokeUserPath(user, style: state.strokeStyle, name: name)
        }
        if mode == .fillClip || mode == .strokeClip || mode == .fillStrokeClip || mode == .clip {
            // Clipping to no glyphs clips everything away, like clipping to an empty path.
            if canvas.clip(to: user, rule: .nonZero, transform: t) == .nonFiniteGeometry {
                cgDiagnostic("\(name): invalid (non-finite) clip geometry.")
            }
        }
    }
}
