import OpenQuartzCore

/// The colours the scenes share, in sRGB. Not Apple API.
public enum Palette {
    /// Light warm grey: the default scene background.
    public static let paper = rgb(0.95, 0.94, 0.91)
    /// Deep night blue: dark backgrounds.
    public static let night = rgb(0.07, 0.09, 0.18)
    /// Red (Neuburg's favourite).
    public static let red = rgb(0.86, 0.16, 0.16)
    /// Orange.
    public static let orange = rgb(0.98, 0.55, 0.12)
    /// Yellow.
    public static let yellow = rgb(0.99, 0.84, 0.20)
    /// Green.
    public static let green = rgb(0.20, 0.70, 0.33)
    /// Teal.
    public static let teal = rgb(0.10, 0.65, 0.70)
    /// Blue.
    public static let blue = rgb(0.16, 0.38, 0.86)
    /// Purple.
    public static let purple = rgb(0.55, 0.27, 0.80)
    /// Pink.
    public static let pink = rgb(0.95, 0.40, 0.65)
    /// Dark grey ink for outlines.
    public static let ink = rgb(0.15, 0.15, 0.18)
    /// Mid grey.
    public static let gray = rgb(0.5, 0.5, 0.5)

    /// An opaque sRGB colour.
    public static func rgb(_ r: CGFloat, _ g: CGFloat, _ b: CGFloat, _ a: CGFloat = 1) -> CGColor {
        CGColor(srgbRed: r, green: g, blue: b, alpha: a)
    }
}
