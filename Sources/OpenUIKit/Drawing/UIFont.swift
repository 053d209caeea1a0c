import Foundation

/// A font at a size, UIKit's `UIFont`.
///
/// Every font draws with one of the DejaVu faces bundled with
/// OpenCoreGraphics, chosen from the name as `CGFont`'s name table does
/// (sans for Helvetica, Arial, the system font and unknown names; serif for
/// Times, Georgia, …; mono for Courier, Menlo, …; DejaVu Sans Bold for sans
/// names saying Bold, Heavy or Black). The system font is DejaVu Sans, and
/// weights from `.semibold` up use DejaVu Sans Bold. Metrics (`ascender`,
/// `lineHeight`, …) are the bundled face's at `pointSize`, so they differ
/// from San Francisco's or Helvetica's by a few percent.
///
/// Immutable and `Sendable`, as Apple's.
open class UIFont: NSObject, @unchecked Sendable {
    // Every stored property is an immutable `let` of a Sendable type.

    /// The font's name (Apple's `fontName`): the name it was created with,
    /// or ".SFUI-<Weight>" for the system font, as on iOS.
    public let fontName: String
    /// The size in points (Apple's `pointSize`).
    public let pointSize: CGFloat
    /// The bundled face that draws the text; nil only when OpenCoreGraphics'
    /// font resources are missing (then metrics are 0 and nothing is drawn).
    package let cgFont: CGFont?
    /// The system font's weight, or `.regular` (`.bold` for bold named faces).
    let weight: UIFont.Weight
    /// Whether this is the system font (whose name changes with its weight).
    let isSystemFont: Bool

    init(fontName: String, pointSize: CGFloat, cgFont: CGFont?, weight: UIFont.Weight, isSystemFont: Bool) {
        self.fontName = fontName
        self.pointSize = UIFont.validSize(pointSize)
        self.cgFont = cgFont
        self.weight = weight
        self.isSystemFont = isSystemFont
        super.init()
    }

    /// The font named `fontName` at `fontSize` points (Apple's
    /// `init?(name:size:)`).
    ///
    /// Apple returns nil for a name it does not have; OpenUIKit draws every
    /// name with a bundled face (see the type's notes), so this returns nil
    /// only if the bundled fonts cannot be loaded. `fontName` answers the
    /// name given. A size that is not a finite number ≥ 0 becomes 0 with a
    /// one-time diagnostic (such a font draws nothing).
    public convenience init?(name fontName: String, size fontSize: CGFloat) {
        let (bundled, _) = BundledFace.resolve(fontName)
        guard let face = bundled.face else { return nil }
        self.init(fontName: fontName, pointSize: fontSize, cgFont: CGFont(face: face),
                  weight: bundled == .sansBold ? .bold : .regular, isSystemFont: false)
    }

    /// The system font at `fontSize` points (Apple's `systemFont(ofSize:)`).
    open class func systemFont(ofSize fontSize: CGFloat) -> UIFont {
        systemFont(ofSize: fontSize, weight: .regular)
    }

    /// The bold system font (Apple's `boldSystemFont(ofSize:)`).
    open class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        systemFont(ofSize: fontSize, weight: .bold)
    }

    /// The italic system font (Apple's `italicSystemFont(ofSize:)`). No
    /// italic face is bundled: it draws upright.
    open class func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        systemFont(ofSize: fontSize, weight: .regular)
    }

    /// The system font at a weight (Apple's `systemFont(ofSize:weight:)`):
    /// DejaVu Sans below `.semibold`, DejaVu Sans Bold from it on.
    open class func systemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont {
        let bundled: BundledFace = weight.rawValue >= UIFont.Weight.semibold.rawValue ? .sansBold : .sans
        let face = bundled.face ?? BundledFace.sans.face
        return UIFont(fontName: ".SFUI-" + weight.styleName, pointSize: fontSize, cgFont: face.map(CGFont.init(face:)),
                      weight: weight, isSystemFont: true)
    }

    /// The monospaced system font (Apple's `monospacedSystemFont(ofSize:weight:)`):
    /// DejaVu Sans Mono at every weight.
    open class func monospacedSystemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont {
        let face = BundledFace.sansMono.face ?? BundledFace.sans.face
        return UIFont(fontName: ".SFUIMono-" + weight.styleName, pointSize: fontSize, cgFont: face.map(CGFont.init(face:)),
                      weight: weight, isSystemFont: false)
    }

    /// The same font at another size (Apple's `withSize(_:)`).
    open func withSize(_ fontSize: CGFloat) -> UIFont {
        UIFont(fontName: fontName, pointSize: fontSize, cgFont: cgFont, weight: weight, isSystemFont: isSystemFont)
    }

    /// The family name (Apple's `familyName`): ".AppleSystemUIFont" for the
    /// system font, as on iOS; otherwise the family of the bundled face that
    /// draws the font ("DejaVu Sans"), where Apple names the real family.
    open var familyName: String { isSystemFont ? ".AppleSystemUIFont" : cgFont?.face.familyName ?? "" }

    /// `value` font units in points at `pointSize` (0 without a face).
    private func points(_ value: (CGFont) -> Int32) -> CGFloat {
        guard let cgFont else { return 0 }
        return CGFloat(value(cgFont)) * pointSize / CGFloat(cgFont.unitsPerEm)
    }

    /// The top of the tallest letters above the baseline, in points (Apple's `ascender`).
    open var ascender: CGFloat { points(\.ascent) }
    /// The bottom of descenders below the baseline, in points; negative
    /// (Apple's `descender`).
    open var descender: CGFloat { points(\.descent) }
    /// The extra space between lines, in points (Apple's `leading`).
    open var leading: CGFloat { points(\.leading) }
    /// The height of capital letters, in points (Apple's `capHeight`).
    open var capHeight: CGFloat { points(\.capHeight) }
    /// The height of lowercase letters, in points (Apple's `xHeight`).
    open var xHeight: CGFloat { points(\.xHeight) }
    /// The distance between baselines: ascender − descender + leading
    /// (Apple's `lineHeight`), the line height text drawing uses.
    open var lineHeight: CGFloat { ascender - descender + leading }

    /// The standard font size of UIKit (Apple's `systemFontSize`, 14 on iOS).
    open class var systemFontSize: CGFloat { 14 }
    /// The standard size of small text (Apple's `smallSystemFontSize`, 12).
    open class var smallSystemFontSize: CGFloat { 12 }
    /// The standard size of label text (Apple's `labelFontSize`, 17).
    open class var labelFontSize: CGFloat { 17 }
    /// The standard size of button text (Apple's `buttonFontSize`, 18).
    open class var buttonFontSize: CGFloat { 18 }

    /// Fonts are equal when their names and sizes are.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIFont else { return false }
        return other.fontName == fontName && other.pointSize == pointSize
    }

    /// A hash consistent with `isEqual(_:)`.
    open override var hash: Int { fontName.hashValue ^ pointSize.hashValue }

    /// The name and size, in the spirit of Apple's description.
    open override var description: String { "<UIFont font-family: \"\(familyName)\"; font-size: \(pointSize)pt>" }

    /// `size` when it is a finite number ≥ 0, else 0 with a diagnostic.
    static func validSize(_ size: CGFloat) -> CGFloat {
        guard size.isFinite, size >= 0 else {
            CGDiagnostics.reportOnce("UIFont: size \(size) is not valid; 0 is used")
            return 0
        }
        return size
    }
}
