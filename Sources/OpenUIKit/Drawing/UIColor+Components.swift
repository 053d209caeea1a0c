import Foundation

extension UIColor {
    /// The colour as RGB plus alpha (gray `w` reads as `(w, w, w)`), for
    /// the component accessors and drawing code.
    var rgbaComponents: (red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        let c = cgColor.components ?? []
        switch c.count {
        case 2: return (c[0], c[0], c[0], c[1])
        case 4: return (c[0], c[1], c[2], c[3])
        default: return (0, 0, 0, c.last ?? 1)
        }
    }

    /// Writes the colour's red, green, blue and alpha (Apple's
    /// `getRed(_:green:blue:alpha:)`); nil pointers are skipped.
    ///
    /// Apple converts compatible colours to extended sRGB and returns false
    /// for others (patterns). Every OpenUIKit colour is RGB or gray, so this
    /// always returns true; a gray colour `w` gives `(w, w, w)`.
    @discardableResult
    public func getRed(_ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
                     blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        let c = rgbaComponents
        red?.pointee = c.red
        green?.pointee = c.green
        blue?.pointee = c.blue
        alpha?.pointee = c.alpha
        return true
    }

    /// Writes the colour's gray level and alpha (Apple's `getWhite(_:alpha:)`).
    ///
    /// Returns true for gray colours (`init(white:alpha:)`, `black`, `gray`,
    /// …). For RGB colours it returns false and writes nothing, which is what
    /// Apple's does for colours in an RGB space.
    @discardableResult
    public func getWhite(_ white: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        let c = cgColor.components ?? []
        guard c.count == 2 else { return false }
        white?.pointee = c[0]
        alpha?.pointee = c[1]
        return true
    }

    /// Writes the colour's hue, saturation, brightness (each 0...1 for
    /// in-gamut colours) and alpha (Apple's
    /// `getHue(_:saturation:brightness:alpha:)`). Always true here (see
    /// `getRed`). Grays have hue 0 and saturation 0.
    @discardableResult
    public func getHue(_ hue: UnsafeMutablePointer<CGFloat>?, saturation: UnsafeMutablePointer<CGFloat>?,
                     brightness: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        let c = rgbaComponents
        let maxC = max(c.red, c.green, c.blue), minC = min(c.red, c.green, c.blue)
        let delta = maxC - minC
        var h: CGFloat = 0
        if delta > 0 {
            if maxC == c.red {
                h = (c.green - c.blue) / delta
            } else if maxC == c.green {
                h = 2 + (c.blue - c.red) / delta
            } else {
                h = 4 + (c.red - c.green) / delta
            }
            h /= 6
            if h < 0 { h += 1 }
        }
        hue?.pointee = h
        saturation?.pointee = maxC > 0 ? delta / maxC : 0
        brightness?.pointee = maxC
        alpha?.pointee = c.alpha
        return true
    }

    /// RGB from hue (wrapped into 0..<1), saturation and brightness: the hexcone model.
    static func rgb(hue: CGFloat, saturation s: CGFloat, brightness v: CGFloat) -> (CGFloat, CGFloat, CGFloat) {
        var h = hue.isFinite ? hue - hue.rounded(.down) : 0
        if h >= 1 { h = 0 }
        let sector = h * 6
        let i = Int(sector)
        let f = sector - CGFloat(i)
        let p = v * (1 - s), q = v * (1 - s * f), t = v * (1 - s * (1 - f))
        switch i {
        case 0: return (v, t, p)
        case 1: return (q, v, p)
        case 2: return (p, v, t)
        case 3: return (p, q, v)
        case 4: return (t, p, v)
        default: return (v, p, q)
        }
    }

    /// Display P3 components to (extended) sRGB components: both spaces use
    /// the sRGB transfer curve and a D65 white; the linear 3 × 3 matrix is
    /// P3's RGB → XYZ followed by XYZ → sRGB's RGB.
    static func sRGB(fromDisplayP3 p3: (CGFloat, CGFloat, CGFloat)) -> (CGFloat, CGFloat, CGFloat) {
        let r = decode(p3.0), g = decode(p3.1), b = decode(p3.2)
        let lr = 1.2249401 * r - 0.2249404 * g
        let lg = -0.0420569 * r + 1.0420571 * g
        let lb = -0.0196376 * r - 0.0786361 * g + 1.0982735 * b
        return (encode(lr), encode(lg), encode(lb))
    }

    /// The sRGB transfer curve, encoded → linear, mirrored for negative values.
    private static func decode(_ v: CGFloat) -> CGFloat {
        let a = abs(v)
        let l = a <= 0.04045 ? a / 12.92 : pow((a + 0.055) / 1.055, 2.4)
        return v < 0 ? -l : l
    }

    /// The sRGB transfer curve, linear → encoded, mirrored for negative values.
    private static func encode(_ v: CGFloat) -> CGFloat {
        let a = abs(v)
        let e = a <= 0.0031308 ? a * 12.92 : 1.055 * pow(a, 1 / 2.4) - 0.055
        return v < 0 ? -e : e
    }
}
