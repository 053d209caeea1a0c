import Foundation

/// A colour as four plain numbers, the form animation interpolation works in.
package struct RGBA: Sendable, Equatable {
    package var red: Double
    package var green: Double
    package var blue: Double
    package var alpha: Double

    package init(red: Double, green: Double, blue: Double, alpha: Double) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }
}

extension CGColor {
    /// The colour's components as RGBA, for interpolation.
    ///
    /// OpenQuartzCore interpolates colours in the colour's own numbers: gray `g`
    /// becomes `(g, g, g)`, and RGB components are taken as they are whatever
    /// the space — linear, extended and device RGB are not converted to sRGB
    /// (device RGB is treated as sRGB). CMYK is converted to RGB naively
    /// (`CMYKConversion`). Values are not clamped; NaN passes through.
    package var rgba: RGBA {
        let c = components ?? []
        switch c.count {
        case 5 where colorSpace?.model == .cmyk:
            let v = CMYKConversion.rgb(cyan: Double(c[0]), magenta: Double(c[1]), yellow: Double(c[2]), black: Double(c[3]))
            return RGBA(red: v.red, green: v.green, blue: v.blue, alpha: Double(c[4]))
        case 2:
            let g = Double(c[0])
            return RGBA(red: g, green: g, blue: g, alpha: Double(c[1]))
        case 4:
            return RGBA(red: Double(c[0]), green: Double(c[1]), blue: Double(c[2]), alpha: Double(c[3]))
        default:
            // Not produced by OpenCoreGraphics' spaces; keep alpha, render black.
            return RGBA(red: 0, green: 0, blue: 0, alpha: Double(c.last ?? 1))
        }
    }

    /// An sRGB colour from RGBA numbers (stored unclamped).
    package convenience init(rgba: RGBA) {
        self.init(space: .sharedSRGB,
                  uncheckedComponents: [CGFloat(rgba.red), CGFloat(rgba.green), CGFloat(rgba.blue), CGFloat(rgba.alpha)])
    }
}
