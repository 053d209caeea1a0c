import Foundation

/// A colour, UIKit's `UIColor`: an immutable `CGColor` with UIKit's
/// constructors, named colours and component accessors.
///
/// ## Colour spaces
/// Apple creates RGB colours (`init(red:green:blue:alpha:)`,
/// `init(hue:saturation:brightness:alpha:)`) in extended sRGB and gray ones
/// (`init(white:alpha:)`, `black`, `white`, `gray`, `clear`, …) in extended
/// gray. OpenUIKit puts RGB colours in plain sRGB (the space
/// `CGColor(red:green:blue:alpha:)` uses here) and gray colours in Generic
/// Gray Gamma 2.2 (`CGColor(gray:alpha:)`), so `cgColor` compares equal to
/// the `CGColor` a port writes by hand. Components are never clamped, as
/// with Apple's extended spaces: values below 0 or above 1 survive.
///
/// ## Equality
/// Two colours are equal (`isEqual(_:)`, `==`) when their colour spaces and
/// components are equal, as on Apple's platforms: `UIColor.white` (gray 1)
/// is therefore not equal to `UIColor(red: 1, green: 1, blue: 1, alpha: 1)`.
///
/// ## Not provided
/// Dynamic (trait-dependent) colours, asset-catalog colours and pattern
/// colours (`init(patternImage:)`); system colours are their light-mode values.
open class UIColor: NSObject, _ExpressibleByColorLiteral, @unchecked Sendable {
    // Immutable after init: the only stored state is a `Sendable` CGColor.
    private let storedColor: CGColor

    /// The colour as a Core Graphics colour (Apple's `cgColor`).
    open var cgColor: CGColor { storedColor }

    /// A colour wrapping `cgColor` (Apple's `init(cgColor:)`). The colour's
    /// space and components are kept as they are.
    public init(cgColor: CGColor) {
        storedColor = cgColor
        super.init()
    }

    /// An RGB colour (Apple's `init(red:green:blue:alpha:)`). Apple's is in
    /// extended sRGB; this one is in sRGB with unclamped components (see the
    /// type's notes on colour spaces).
    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(cgColor: CGColor(red: red, green: green, blue: blue, alpha: alpha))
    }

    /// A gray colour (Apple's `init(white:alpha:)`), `white` 0 black to 1
    /// white. Apple's is in extended gray; this one in Generic Gray Gamma 2.2.
    public convenience init(white: CGFloat, alpha: CGFloat) {
        self.init(cgColor: CGColor(gray: white, alpha: alpha))
    }

    /// An RGB colour from hue, saturation and brightness, each in 0...1
    /// (Apple's `init(hue:saturation:brightness:alpha:)`).
    ///
    /// The hue wraps around (1.25 is 0.25, -0.25 is 0.75), as a hue is an
    /// angle; saturation and brightness are used as given. Non-finite hues
    /// give the hue 0.
    public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        let (r, g, b) = UIColor.rgb(hue: hue, saturation: saturation, brightness: brightness)
        self.init(red: r, green: g, blue: b, alpha: alpha)
    }

    /// A colour from Display P3 components (Apple's
    /// `init(displayP3Red:green:blue:alpha:)`).
    ///
    /// Apple keeps the colour in the Display P3 space. OpenUIKit has no colour
    /// management, so the components are converted here, once, to sRGB:
    /// decoded with the sRGB transfer curve (which P3 shares), mapped through
    /// the linear P3 → linear sRGB matrix, and encoded again. Colours outside
    /// sRGB's gamut keep components below 0 or above 1 (extended sRGB), so
    /// nothing is clipped until drawing.
    public convenience init(displayP3Red red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        let (r, g, b) = UIColor.sRGB(fromDisplayP3: (red, green, blue))
        self.init(red: r, green: g, blue: b, alpha: alpha)
    }

    /// The colour of a `#colorLiteral(red:green:blue:alpha:)` (Apple's
    /// `_ExpressibleByColorLiteral` conformance): an RGB colour.
    public required convenience init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
        self.init(red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha))
    }

    /// The same colour with alpha replaced by `alpha` (Apple's
    /// `withAlphaComponent(_:)`); the colour space is kept.
    open func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        UIColor(cgColor: storedColor.copy(alpha: alpha) ?? storedColor)
    }

    /// Whether `object` is a `UIColor` with the same colour space and
    /// components (Apple's `isEqual(_:)`, which `==` uses).
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIColor else { return false }
        return other === self || other.cgColor == cgColor
    }

    /// A hash consistent with `isEqual(_:)`.
    open override var hash: Int { cgColor.hashValue }

    /// The colour space and components, in the form of Apple's description
    /// ("UIExtendedSRGBColorSpace 1 0 0 1", "UIExtendedGrayColorSpace 0.5 1").
    open override var description: String {
        let c = cgColor.components ?? []
        let space = c.count == 2 ? "UIExtendedGrayColorSpace" : "UIExtendedSRGBColorSpace"
        return ([space] + c.map { String(format: "%g", Double($0)) }).joined(separator: " ")
    }
}

/// The type `#colorLiteral(red:green:blue:alpha:)` makes when nothing else
/// is asked for: `UIColor`, as with `import UIKit`.
public typealias _ColorLiteralType = UIColor
