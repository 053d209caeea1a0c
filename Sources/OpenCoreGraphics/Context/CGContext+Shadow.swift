import Foundation
import Raster

/// A shadow of the graphics state (`setShadow`), in the context's base
/// (device) space: y up, one unit per pixel, independent of the CTM.
struct Shadow {
    /// How far the shadow is moved from what casts it; +y is up.
    var offset: CGSize
    /// Apple's blur amount (≥ 0).
    var blur: CGFloat
    /// The shadow colour (straight alpha).
    var color: Raster.Color

    /// The standard deviation of the Gaussian blur: `blur / 2`. Apple does
    /// not document the relation; half the blur is the convention of the
    /// CSS/SVG shadows modelled on Core Graphics' (blur radius = 2σ), and it
    /// matches the visible extent of Apple's shadows (about `blur` pixels).
    var sigma: Double { Double(blur) / 2 }
}

/// Buffers shared by every shadowed draw of one context: a transparent
/// canvas of the context's size that the operation is drawn into first, and
/// the blurrer (so steady-state shadows allocate only the small shadow image).
final class ShadowBuffers {
    let scratch: Canvas
    let blurrer = Blurrer()
    init(width: Int, height: Int) throws(PixmapError) { scratch = try Canvas(width: width, height: height) }
}

extension CGContext {
    /// Sets the shadow that every later fill, stroke, image and gradient
    /// casts (Apple's `CGContextSetShadowWithColor`); part of the graphics
    /// state, so `restoreGState()` brings back the previous one.
    ///
    /// As Apple documents, `offset` and `blur` are in the base (device) space
    /// and are not affected by the CTM: positive `offset.height` moves the
    /// shadow up in a bitmap context. The blur is a Gaussian with
    /// σ = `blur / 2` (see `Shadow.sigma`), approximated by three box blurs.
    /// A nil or fully transparent `color` turns shadows off, as Apple's does.
    /// Negative blur counts as 0; a non-finite offset or blur is ignored with a
    /// diagnostic. The global alpha applies to the shadow as to the shape.
    ///
    /// Differs from Apple's: a shape's parts outside the bitmap cast no
    /// shadow into it, and the shadow and the shape are composited one after
    /// the other with the blend mode (Apple's exact grouping is not documented).
    public func setShadow(offset: CGSize, blur: CGFloat, color: CGColor?) {
        guard offset.width.isFinite, offset.height.isFinite, blur.isFinite else {
            return cgDiagnostic("CGContextSetShadowWithColor: invalid offset \(offset) or blur \(blur).")
        }
        guard let color, color.rgba.alpha > 0 else { state.shadow = nil; return }
        state.shadow = Shadow(offset: offset, blur: max(0, blur), color: color.rasterColor)
    }

    /// Sets a shadow in Apple's default colour, black at alpha 1/3 (Apple's
    /// `CGContextSetShadow`); otherwise as `setShadow(offset:blur:color:)`.
    public func setShadow(offset: CGSize, blur: CGFloat) {
        setShadow(offset: offset, blur: blur, color: CGColor(red: 0, green: 0, blue: 0, alpha: 1.0 / 3))
    }

    /// Draws `body` with `shadow`: the operation is drawn (source-over, with
    /// the global alpha, without the clip) into the transparent scratch
    /// canvas; its alpha over `rows × columns`, padded for the blur, is
    /// blurred, tinted with the shadow colour and composited at the offset;
    /// then the operation's pixels are composited over it. Both composites use
    /// the state's blend mode and the clip, as the operation alone would.
    func renderWithShadow(_ name: String, shadow: Shadow, rows: Range<Int>, columns: Range<Int>,
                          _ body: (Canvas) -> DrawResult) {
        let buffers: ShadowBuffers
        if let b = shadowBuffers { buffers = b } else {
            guard let b = try? ShadowBuffers(width: width, height: height) else { return }  // size checked at creation
            shadowBuffers = b; buffers = b
        }
        let scratch = buffers.scratch, w = width
        scratch.clipMask = nil
        scratch.pixmap.withUnsafeMutablePixels { px in
            for y in rows { (px.baseAddress! + y * w + columns.lowerBound).update(repeating: 0, count: columns.count) }
        }
        let mode = state.blendMode
        state.blendMode = .sourceOver
        let result = body(scratch)
        state.blendMode = mode
        if result == .nonFiniteGeometry { return cgDiagnostic("\(name): invalid (non-finite) geometry; nothing drawn.") }
        guard result == .drawn, !rows.isEmpty, !columns.isEmpty else { return }

        let sigma = shadow.sigma, pad = GaussianBlur.padding(sigma: sigma)
        let mx = columns.lowerBound - pad, my = rows.lowerBound - pad
        let shape = Rect(x: Double(columns.lowerBound), y: Double(rows.lowerBound),
                         width: Double(columns.count), height: Double(rows.count))
        let shapePaint = Paint(shader: .image(ImagePattern(image: scratch.pixmap, quality: .nearest)), blendMode: mode)
        guard var mask = try? Mask(alphaOf: scratch.pixmap, x: mx, y: my,
                                   width: columns.count + 2 * pad, height: rows.count + 2 * pad) else {
            cgDiagnostic("\(name): shadow too large to render; drawn without it.")
            load(rows, columns)
            canvas.fillRect(shape, paint: shapePaint)
            return store(rows, columns)
        }
        buffers.blurrer.blur(&mask, sigma: sigma)
        let tinted = Pixmap(mask: mask, color: shadow.color)
        // Device y is up; Raster rows go down.
        let sx = Double(mx) + Double(shadow.offset.width), sy = Double(my) - Double(shadow.offset.height)
        func reach(_ range: Range<Int>, _ start: Double, _ count: Int, _ limit: Int) -> Range<Int> {
            let lo = max(0, min(Double(range.lowerBound), start.rounded(.down)))
            let hi = min(Double(limit), max(Double(range.upperBound), (start + Double(count)).rounded(.up)))
            return Int(lo)..<max(Int(lo), Int(hi))
        }
        let destRows = reach(rows, sy, mask.height, height), destColumns = reach(columns, sx, mask.width, width)
        load(destRows, destColumns)
        canvas.drawPixmap(tinted, transform: .translation(sx, sy), quality: .bilinear, blendMode: mode)
        canvas.fillRect(shape, paint: shapePaint)
        store(destRows, destColumns)
    }
}
