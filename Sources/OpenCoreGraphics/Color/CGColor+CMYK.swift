import Foundation

/// CMYK colours, drawn without colour management: the naive conversion
/// `red = (1 − cyan)·(1 − black)`, `green = (1 − magenta)·(1 − black)`,
/// `blue = (1 − yellow)·(1 − black)` — no ICC profile and no ink limits.
/// Apple converts through its Generic CMYK profile, whose colours are duller
/// than these (pure cyan is (0, 1, 1) here, a paler blue-green there).
/// Components are used as given, not clamped.
enum CMYKConversion {
    /// The RGB components of a CMYK colour (see the type's doc).
    static func rgb(cyan: Double, magenta: Double, yellow: Double, black: Double) -> (red: Double, green: Double, blue: Double) {
        let k = 1 - black
        return ((1 - cyan) * k, (1 - magenta) * k, (1 - yellow) * k)
    }
}

extension CGColor {
    /// A colour in the Generic CMYK space (Apple's `CGColorCreateGenericCMYK`),
    /// drawn through the naive conversion to RGB (`CMYKConversion`).
    public convenience init(genericCMYKCyan cyan: CGFloat, magenta: CGFloat, yellow: CGFloat, black: CGFloat, alpha: CGFloat) {
        self.init(space: .sharedGenericCMYK, uncheckedComponents: [cyan, magenta, yellow, black, alpha])
    }
}

extension CGContext {
    /// Sets the fill colour to a Device CMYK colour (Apple's
    /// `CGContextSetCMYKFillColor`), drawn through the naive conversion to RGB.
    public func setFillColor(cyan: CGFloat, magenta: CGFloat, yellow: CGFloat, black: CGFloat, alpha: CGFloat) {
        setFillColor(CGColor(space: .sharedDeviceCMYK, uncheckedComponents: [cyan, magenta, yellow, black, alpha]))
    }

    /// Sets the stroke colour to a Device CMYK colour (Apple's
    /// `CGContextSetCMYKStrokeColor`), drawn through the naive conversion to RGB.
    public func setStrokeColor(cyan: CGFloat, magenta: CGFloat, yellow: CGFloat, black: CGFloat, alpha: CGFloat) {
        setStrokeColor(CGColor(space: .sharedDeviceCMYK, uncheckedComponents: [cyan, magenta, yellow, black, alpha]))
    }
}
