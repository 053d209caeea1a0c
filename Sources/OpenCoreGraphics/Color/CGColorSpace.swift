import Foundation

/// The family a colour space belongs to, Core Graphics' `CGColorSpaceModel`.
///
/// The raw values are Apple's. OpenCoreGraphics creates `.rgb`,
/// `.monochrome` and `.cmyk` spaces; the other cases exist so that code
/// switching over the model ports unchanged.
public enum CGColorSpaceModel: Int32, Sendable, Hashable {
    /// An unknown model.
    case unknown = -1
    /// One component: gray (white level).
    case monochrome = 0
    /// Three components: red, green, blue.
    case rgb = 1
    /// Four components: cyan, magenta, yellow, black.
    case cmyk = 2
    /// Three components: L*, a*, b*.
    case lab = 3
    /// Any number of named inks.
    case deviceN = 4
    /// Colours looked up in a palette.
    case indexed = 5
    /// Pattern colour spaces.
    case pattern = 6
    /// CIE XYZ.
    case XYZ = 7
}

/// A colour space, Core Graphics' `CGColorSpace`.
///
/// OpenCoreGraphics does no colour management: a colour space is a name, a model
/// and a component count. Colours keep the numbers they were created with, and
/// renderers treat every RGB space (device RGB included) as sRGB and every gray
/// space as sRGB gray; linear and extended spaces are not converted. CMYK
/// colours are drawn through the naive conversion with no ICC profile (see
/// `CGColor.init(genericCMYKCyan:magenta:yellow:black:alpha:)`).
///
/// Names are `String`s here where Apple uses `CFString`; `CGColorSpace(name:
/// CGColorSpace.sRGB)` reads the same in both. Spaces are equal when their names
/// are equal (Apple compares them with `CFEqual`).
public final class CGColorSpace: Sendable, Hashable, CustomStringConvertible {
    /// The space's name (Apple returns `CFString?`). Device spaces are named
    /// `"kCGColorSpaceDeviceRGB"` and `"kCGColorSpaceDeviceGray"`.
    public let name: String?
    /// The space's model.
    public let model: CGColorSpaceModel
    /// The number of colour components, not counting alpha (3 for RGB, 4 for CMYK, 1 for gray).
    public let numberOfComponents: Int
    /// The space an uncoloured pattern's colour components are in, for a
    /// pattern space (`init(patternBaseSpace:)`); nil for every other space
    /// and for a coloured patterns' space (Apple's `baseColorSpace`).
    public let baseColorSpace: CGColorSpace?

    private init(name: String, model: CGColorSpaceModel) {
        self.name = name
        self.model = model
        self.baseColorSpace = nil
        switch model {
        case .rgb: numberOfComponents = 3
        case .cmyk: numberOfComponents = 4
        default: numberOfComponents = 1
        }
    }

    /// A pattern space over `base` (see `init(patternBaseSpace:)`): unnamed,
    /// with the base space's component count (0 without a base).
    init(patternOver base: CGColorSpace?) {
        name = nil
        model = .pattern
        baseColorSpace = base
        numberOfComponents = base?.numberOfComponents ?? 0
    }

    /// The standard RGB space, IEC 61966-2-1 (`kCGColorSpaceSRGB`).
    public static let sRGB = "kCGColorSpaceSRGB"
    /// sRGB with components allowed below 0 and above 1 (`kCGColorSpaceExtendedSRGB`).
    public static let extendedSRGB = "kCGColorSpaceExtendedSRGB"
    /// sRGB primaries with a linear transfer function (`kCGColorSpaceLinearSRGB`).
    public static let linearSRGB = "kCGColorSpaceLinearSRGB"
    /// Apple's generic linear RGB space (`kCGColorSpaceGenericRGBLinear`).
    public static let genericRGBLinear = "kCGColorSpaceGenericRGBLinear"
    /// Gray with a 2.2 gamma (`kCGColorSpaceGenericGrayGamma2_2`).
    public static let genericGrayGamma2_2 = "kCGColorSpaceGenericGrayGamma2_2"
    /// Gray with a linear transfer function (`kCGColorSpaceLinearGray`).
    public static let linearGray = "kCGColorSpaceLinearGray"
    /// Gray with components allowed outside 0...1 (`kCGColorSpaceExtendedGray`).
    public static let extendedGray = "kCGColorSpaceExtendedGray"
    /// Apple's generic CMYK space (`kCGColorSpaceGenericCMYK`); drawn through
    /// the naive CMYK → RGB conversion, no ICC profile.
    public static let genericCMYK = "kCGColorSpaceGenericCMYK"

    static let deviceRGBName = "kCGColorSpaceDeviceRGB"
    static let deviceGrayName = "kCGColorSpaceDeviceGray"
    static let deviceCMYKName = "kCGColorSpaceDeviceCMYK"

    /// Creates the named colour space, or nil for a name OpenCoreGraphics does
    /// not know.
    ///
    /// Known names: the static name constants of this class (`sRGB`,
    /// `extendedSRGB`, `linearSRGB`, `genericRGBLinear`, `genericGrayGamma2_2`,
    /// `linearGray`, `extendedGray`, `genericCMYK`) and the device spaces' names.
    public convenience init?(name: String) {
        switch name {
        case Self.sRGB, Self.extendedSRGB, Self.linearSRGB, Self.genericRGBLinear, Self.deviceRGBName:
            self.init(name: name, model: .rgb)
        case Self.genericGrayGamma2_2, Self.linearGray, Self.extendedGray, Self.deviceGrayName:
            self.init(name: name, model: .monochrome)
        case Self.genericCMYK, Self.deviceCMYKName:
            self.init(name: name, model: .cmyk)
        default:
            return nil
        }
    }

    static let sharedSRGB = CGColorSpace(name: sRGB, model: .rgb)
    static let sharedGenericGray = CGColorSpace(name: genericGrayGamma2_2, model: .monochrome)
    static let sharedDeviceRGB = CGColorSpace(name: deviceRGBName, model: .rgb)
    static let sharedDeviceGray = CGColorSpace(name: deviceGrayName, model: .monochrome)
    static let sharedGenericCMYK = CGColorSpace(name: genericCMYK, model: .cmyk)
    static let sharedDeviceCMYK = CGColorSpace(name: deviceCMYKName, model: .cmyk)

    /// Whether two spaces have the same name.
    public static func == (lhs: CGColorSpace, rhs: CGColorSpace) -> Bool {
        lhs === rhs || (lhs.name == rhs.name && lhs.model == rhs.model && lhs.baseColorSpace == rhs.baseColorSpace)
    }

    /// Hashes the name and model, consistently with `==`.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(name)
        hasher.combine(model)
    }

    /// The name, model and component count, for debugging.
    public var description: String {
        let family = model == .rgb ? "RGB" : (model == .cmyk ? "CMYK" : (model == .pattern ? "pattern" : "gray"))
        return "<CGColorSpace \(name ?? "unnamed") (\(family); \(numberOfComponents) components)>"
    }
}

/// The device-dependent RGB space (Apple's `CGColorSpaceCreateDeviceRGB`).
/// OpenCoreGraphics treats it as sRGB when rendering.
public func CGColorSpaceCreateDeviceRGB() -> CGColorSpace {
    CGColorSpace.sharedDeviceRGB
}

/// The device-dependent gray space (Apple's `CGColorSpaceCreateDeviceGray`).
public func CGColorSpaceCreateDeviceGray() -> CGColorSpace {
    CGColorSpace.sharedDeviceGray
}

/// The device-dependent CMYK space (Apple's `CGColorSpaceCreateDeviceCMYK`),
/// drawn through the naive CMYK → RGB conversion.
public func CGColorSpaceCreateDeviceCMYK() -> CGColorSpace {
    CGColorSpace.sharedDeviceCMYK
}
