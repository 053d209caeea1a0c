import Foundation
import Raster

extension CGColorSpace {
    /// A pattern colour space (Apple's `CGColorSpaceCreatePattern`): colours
    /// in it paint with a `CGPattern`. `baseSpace` is the space of an
    /// uncoloured pattern's colour components; nil for coloured patterns,
    /// whose colours carry only an alpha. The space has no name, model
    /// `.pattern` and the base space's component count (0 without one).
    /// Never nil here (Apple's initializer is failable).
    public convenience init?(patternBaseSpace baseSpace: CGColorSpace?) {
        if let baseSpace, baseSpace.model == .pattern {
            cgDiagnostic("CGColorSpaceCreatePattern: a pattern space cannot be a pattern's base space; no space created.")
            return nil
        }
        self.init(patternOver: baseSpace)
    }
}

extension CGColor {
    /// A pattern colour (Apple's `CGColorCreateWithPattern`): paints with
    /// `pattern`. `components` holds `space.numberOfComponents + 1` values —
    /// for an uncoloured pattern the colour in `space`'s base space then
    /// alpha, for a coloured pattern only the alpha. As with Apple's, the
    /// pointer must address that many values. nil (with a diagnostic) when
    /// `space` is not a pattern space, or an uncoloured pattern's space has
    /// no base space.
    public convenience init?(patternSpace space: CGColorSpace, pattern: CGPattern, components: UnsafePointer<CGFloat>) {
        guard space.model == .pattern else {
            cgDiagnostic("CGColorCreateWithPattern: \(space) is not a pattern colour space; no colour created.")
            return nil
        }
        guard pattern.isColored || space.baseColorSpace != nil else {
            cgDiagnostic("CGColorCreateWithPattern: an uncoloured pattern needs a pattern space with a base space; no colour created.")
            return nil
        }
        let values = Array(UnsafeBufferPointer(start: components, count: space.numberOfComponents + 1))
        self.init(space: space, uncheckedComponents: values, pattern: pattern)
    }

    /// The paint that draws this pattern colour, or nil when the colour is
    /// not a pattern colour or its pattern cannot be drawn there.
    ///
    /// - Parameters:
    ///   - baseToDevice: the destination's base space (what the pattern's
    ///     matrix maps to; phase included) to device pixels.
    ///   - userToDevice: the space the drawn geometry is given in, to device
    ///     pixels (the paint's own transform is relative to it).
    ///   - alpha: the draw's alpha; a coloured pattern's colour alpha multiplies it.
    /// The cell is rendered once per device scale (`CGPattern.tile(scale:)`);
    /// an uncoloured pattern's stencil is tinted with the colour's components.
    package func patternPaint(baseToDevice: Transform, userToDevice: Transform, alpha: Double,
                              blendMode: BlendMode = .sourceOver) -> Paint? {
        guard let pattern, let deviceToUser = userToDevice.inverted else { return nil }
        let patternToDevice = pattern.matrix.raster.concatenating(baseToDevice)
        guard patternToDevice.isFinite, let tile = pattern.tile(scale: patternToDevice.maxScale) else { return nil }
        let values = components ?? [1]
        var image = ImagePattern(image: tile.pixels,
                                 transform: tile.toPatternSpace.raster.concatenating(patternToDevice).concatenating(deviceToUser))
        image.isTiled = true
        var paintAlpha = alpha
        if pattern.isColored {
            paintAlpha *= Double(values.last ?? 1)
        } else if let base = colorSpace?.baseColorSpace {
            image.tint = CGColor(space: base, uncheckedComponents: values).rasterColor
        }
        return Paint(shader: .image(image), blendMode: blendMode, alpha: paintAlpha)
    }
}
