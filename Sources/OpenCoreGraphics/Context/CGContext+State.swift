import Foundation
import Raster

/// The graphics state that `saveGState()` / `restoreGState()` save and restore.
struct GState {
    var ctm: CGAffineTransform = .identity
    var clip: Mask? = nil
    var fillColor: Raster.Color = .black { didSet { fillPattern = nil } }
    var strokeColor: Raster.Color = .black { didSet { strokePattern = nil } }
    /// The pattern colour fills paint with, set after `fillColor` (setting a colour clears it).
    var fillPattern: CGColor? = nil
    /// The pattern colour strokes paint with (see `fillPattern`).
    var strokePattern: CGColor? = nil
    var patterns = PatternState()
    var lineWidth: CGFloat = 1
    var lineCap: CGLineCap = .butt
    var lineJoin: CGLineJoin = .miter
    var miterLimit: CGFloat = 10
    var dashPhase: CGFloat = 0
    var dashLengths: [CGFloat] = []
    var alpha: CGFloat = 1
    var blendMode: BlendMode = .sourceOver
    var interpolationQuality: CGInterpolationQuality = .default
    var text = TextState()
    /// The shadow every drawing casts; nil for none (the default).
    var shadow: Shadow? = nil

    var strokeStyle: StrokeStyle {
        StrokeStyle(width: Double(lineWidth), cap: lineCap.raster, join: lineJoin.raster,
                    miterLimit: Double(miterLimit), dashes: dashLengths.map(Double.init), dashPhase: Double(dashPhase))
    }
}

extension CGContext {
    // MARK: Saving state

    /// Pushes a copy of the graphics state (Apple's `CGContextSaveGState`):
    /// CTM, clip, fill and stroke colours, line width, cap, join, miter limit,
    /// dash, alpha, blend mode, interpolation quality, shadow, font, font size
    /// and text drawing mode. The current path and the text matrix are not
    /// part of the state, as on Apple's platforms.
    public func saveGState() {
        var s = state
        s.clip = canvas.clipMask
        stateStack.append(s)
    }

    /// Pops the state saved by the matching `saveGState()` (Apple's
    /// `CGContextRestoreGState`). Without a saved state the call is ignored
    /// with a diagnostic (Apple's logs and ignores it too).
    public func restoreGState() {
        guard let s = stateStack.popLast() else {
            cgDiagnostic("CGContextRestoreGState: invalid context restore (no matching save).")
            return
        }
        state = s
        canvas.clipMask = s.clip
    }

    // MARK: Transform

    /// The current transformation matrix, user space to the context's y-up
    /// device space (Apple's `CGContextGetCTM`); the identity for a new context.
    public var ctm: CGAffineTransform { state.ctm }

    /// Translates user space (Apple's `CGContextTranslateCTM`).
    public func translateBy(x tx: CGFloat, y ty: CGFloat) { state.ctm = state.ctm.translatedBy(x: tx, y: ty) }

    /// Scales user space (Apple's `CGContextScaleCTM`).
    public func scaleBy(x sx: CGFloat, y sy: CGFloat) { state.ctm = state.ctm.scaledBy(x: sx, y: sy) }

    /// Rotates user space by `angle` radians, counter-clockwise in the default
    /// y-up space (Apple's `CGContextRotateCTM`).
    public func rotate(by angle: CGFloat) { state.ctm = state.ctm.rotated(by: angle) }

    /// Prepends `transform` to the CTM (Apple's `CGContextConcatCTM`).
    public func concatenate(_ transform: CGAffineTransform) { state.ctm = transform.concatenating(state.ctm) }

    // MARK: Colours

    /// Sets the fill colour (Apple's `CGContextSetFillColorWithColor`). Gray
    /// colours become RGB; components are clamped to 0…1 when drawing.
    /// A pattern colour fills with its pattern (CGContext+Pattern.swift).
    public func setFillColor(_ color: CGColor) { state.fillColor = color.rasterColor; state.fillPattern = color.pattern.map { _ in color } }

    /// Sets the fill colour from RGB components (Apple's `CGContextSetRGBFillColor`).
    public func setFillColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        state.fillColor = Raster.Color(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// Sets the fill colour to a gray (Apple's `CGContextSetGrayFillColor`).
    public func setFillColor(gray: CGFloat, alpha: CGFloat) {
        state.fillColor = Raster.Color(red: gray, green: gray, blue: gray, alpha: alpha)
    }

    /// Sets the stroke colour (Apple's `CGContextSetStrokeColorWithColor`).
    /// A pattern colour strokes with its pattern.
    public func setStrokeColor(_ color: CGColor) { state.strokeColor = color.rasterColor; state.strokePattern = color.pattern.map { _ in color } }

    /// Sets the stroke colour from RGB components (Apple's `CGContextSetRGBStrokeColor`).
    public func setStrokeColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        state.strokeColor = Raster.Color(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// Sets the stroke colour to a gray (Apple's `CGContextSetGrayStrokeColor`).
    public func setStrokeColor(gray: CGFloat, alpha: CGFloat) {
        state.strokeColor = Raster.Color(red: gray, green: gray, blue: gray, alpha: alpha)
    }

    /// Sets the global alpha multiplied into everything drawn (Apple's
    /// `CGContextSetAlpha`), clamped to 0…1; NaN is ignored with a diagnostic.
    public func setAlpha(_ alpha: CGFloat) {
        guard !alpha.isNaN else { return cgDiagnostic("CGContextSetAlpha: invalid value NaN.") }
        state.alpha = min(1, max(0, alpha))
    }

    /// Sets how drawing composites (Apple's `CGContextSetBlendMode`); every
    /// `CGBlendMode` is rendered (see there for the formulas).
    public func setBlendMode(_ mode: CGBlendMode) {
        state.blendMode = mode.raster
    }

    /// The image sampling filter (Apple's `CGContextGet/SetInterpolationQuality`);
    /// see `CGInterpolationQuality` for what each value does here.
    public var interpolationQuality: CGInterpolationQuality {
        get { state.interpolationQuality }
        set { state.interpolationQuality = newValue }
    }

    // MARK: Lines

    /// Sets the stroke width in user units (Apple's `CGContextSetLineWidth`).
    /// Negative or non-finite widths are ignored with a diagnostic; 0 strokes
    /// the thinnest line the device can show (one pixel wide), as Apple's does.
    public func setLineWidth(_ width: CGFloat) {
        guard width.isFinite, width >= 0 else { return cgDiagnostic("CGContextSetLineWidth: invalid line width \(width).") }
        state.lineWidth = width
    }

    /// Sets the cap of open stroke ends (Apple's `CGContextSetLineCap`).
    public func setLineCap(_ cap: CGLineCap) { state.lineCap = cap }

    /// Sets the join of stroke corners (Apple's `CGContextSetLineJoin`).
    public func setLineJoin(_ join: CGLineJoin) { state.lineJoin = join }

    /// Sets the miter limit (Apple's `CGContextSetMiterLimit`); NaN is ignored
    /// with a diagnostic.
    public func setMiterLimit(_ limit: CGFloat) {
        guard !limit.isNaN else { return cgDiagnostic("CGContextSetMiterLimit: invalid value NaN.") }
        state.miterLimit = limit
    }

    /// Sets the dash pattern (Apple's `CGContextSetLineDash`): alternating
    /// painted and unpainted lengths, started `phase` units in. An empty
    /// `lengths` makes lines solid. Negative or non-finite lengths, or lengths
    /// summing to 0, are ignored with a diagnostic.
    public func setLineDash(phase: CGFloat, lengths: [CGFloat]) {
        guard phase.isFinite, lengths.allSatisfy({ $0.isFinite && $0 >= 0 }),
              lengths.isEmpty || lengths.reduce(0, +) > 0 else {
            return cgDiagnostic("CGContextSetLineDash: invalid dash array \(lengths) or phase \(phase).")
        }
        state.dashPhase = phase
        state.dashLengths = lengths
    }
}
