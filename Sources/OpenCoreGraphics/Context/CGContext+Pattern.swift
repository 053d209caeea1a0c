import Foundation
import Raster

/// The pattern part of the graphics state: the fill and stroke colour spaces
/// (`setFillColorSpace(_:)`) and the pattern phase.
struct PatternState {
    var fillSpace: CGColorSpace? = nil
    var strokeSpace: CGColorSpace? = nil
    var phase: CGSize = .zero
}

extension CGContext {
    // MARK: Patterns

    /// Sets the colour space fill colours are given in (Apple's
    /// `CGContextSetFillColorSpace`); the fill colour becomes the space's
    /// initial colour, as on Apple's platforms: black (opaque, zero
    /// components; CMYK black is k = 1) for a colour space, and, for a
    /// pattern space, transparent until `setFillPattern(_:colorComponents:)`.
    public func setFillColorSpace(_ space: CGColorSpace) {
        state.fillColor = Self.initialColor(of: space)
        state.patterns.fillSpace = space
    }

    /// Sets the colour space stroke colours are given in (Apple's
    /// `CGContextSetStrokeColorSpace`); see `setFillColorSpace(_:)`.
    public func setStrokeColorSpace(_ space: CGColorSpace) {
        state.strokeColor = Self.initialColor(of: space)
        state.patterns.strokeSpace = space
    }

    /// Fills with `pattern` (Apple's `CGContextSetFillPattern`).
    /// `components` holds the fill colour space's component count plus one
    /// values: an uncoloured pattern's colour in the pattern space's base
    /// space then alpha; for a coloured pattern only alpha. Set the fill
    /// colour space to a pattern space first (`setFillColorSpace(_:)` with
    /// `CGColorSpace(patternBaseSpace:)`); without one a pattern space over
    /// sRGB (uncoloured) or with no base (coloured) is used, with a diagnostic.
    public func setFillPattern(_ pattern: CGPattern, colorComponents components: UnsafePointer<CGFloat>) {
        guard let color = patternColor(pattern, components, space: state.patterns.fillSpace, name: "CGContextSetFillPattern")
        else { return }
        setFillColor(color)
    }

    /// Strokes with `pattern` (Apple's `CGContextSetStrokePattern`); see
    /// `setFillPattern(_:colorComponents:)`.
    public func setStrokePattern(_ pattern: CGPattern, colorComponents components: UnsafePointer<CGFloat>) {
        guard let color = patternColor(pattern, components, space: state.patterns.strokeSpace, name: "CGContextSetStrokePattern")
        else { return }
        setStrokeColor(color)
    }

    /// Moves where pattern tiling starts to `phase` in the default user
    /// space (Apple's `CGContextSetPatternPhase`): a translation applied
    /// after each pattern's matrix. Part of the graphics state; (0, 0) at
    /// first. Non-finite phases are ignored with a diagnostic.
    public func setPatternPhase(_ phase: CGSize) {
        guard phase.width.isFinite, phase.height.isFinite else {
            return cgDiagnostic("CGContextSetPatternPhase: invalid phase \(phase).")
        }
        state.patterns.phase = phase
    }

    // MARK: Paints

    /// The paint fills use for geometry given in the space `userToDevice`
    /// maps to Raster pixels: the fill pattern's tiles, or the fill colour.
    func fillPaint(_ userToDevice: Transform) -> Paint {
        if let color = state.fillPattern,
           let paint = color.patternPaint(baseToDevice: patternBaseToDevice, userToDevice: userToDevice,
                                          alpha: Double(state.alpha), blendMode: state.blendMode) {
            return paint
        }
        return paint(state.fillColor)
    }

    /// The paint strokes use (see `fillPaint(_:)`).
    func strokePaint(_ userToDevice: Transform) -> Paint {
        if let color = state.strokePattern,
           let paint = color.patternPaint(baseToDevice: patternBaseToDevice, userToDevice: userToDevice,
                                          alpha: Double(state.alpha), blendMode: state.blendMode) {
            return paint
        }
        return paint(state.strokeColor)
    }

    /// Default user space, moved by the pattern phase, to Raster pixels.
    private var patternBaseToDevice: Transform {
        let phase = state.patterns.phase
        return CGAffineTransform(translationX: phase.width, y: phase.height).concatenating(flip).raster
    }

    /// A pattern colour for `set…Pattern`, in `space` or a stand-in (see `setFillPattern`).
    private func patternColor(_ pattern: CGPattern, _ components: UnsafePointer<CGFloat>, space: CGColorSpace?,
                              name: String) -> CGColor? {
        var patternSpace = space
        if patternSpace?.model != .pattern {
            cgDiagnostic("\(name): the colour space is not a pattern space; set one with setFillColorSpace/setStrokeColorSpace.")
            patternSpace = CGColorSpace(patternBaseSpace: pattern.isColored ? nil : .sharedSRGB)
        }
        guard let patternSpace else { return nil }
        return CGColor(patternSpace: patternSpace, pattern: pattern, components: components)
    }

    /// The colour a space starts with (see `setFillColorSpace(_:)`).
    private static func initialColor(of space: CGColorSpace) -> Raster.Color {
        space.model == .pattern ? Raster.Color(red: 0, green: 0, blue: 0, alpha: 0) : .black
    }
}
