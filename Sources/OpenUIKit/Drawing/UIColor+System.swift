import Foundation

// UIKit's adaptive system colours, fixed at their light-mode ("any
// appearance", default contrast) sRGB values: OpenUIKit has no trait
// environment, so they never change with dark mode or increased contrast.
//
// Where the values come from: the standard colours (systemRed … systemGray)
// are the iOS 13/14 light values of Apple's Human Interface Guidelines
// "Color" page (system colours table, 8-bit sRGB); the gray levels and the
// element colours (label, separator, backgrounds, fills) are the light
// values UIKit returns on iOS 13/14, as tabulated by Noah Gilmore's
// "Backwards compatibility for iOS 13 system colors" (noahgilmore.com, 2019).
// iOS 15 retuned systemTeal to (48, 176, 199); the iOS 14 value is kept, the
// version the source books target.

/// An opaque-or-not sRGB colour from 8-bit components.
private func rgb8(_ r: Int, _ g: Int, _ b: Int, _ a: CGFloat = 1) -> UIColor {
    UIColor(red: CGFloat(r) / 255, green: CGFloat(g) / 255, blue: CGFloat(b) / 255, alpha: a)
}

private enum SystemColors {
    static let red = rgb8(255, 59, 48)
    static let orange = rgb8(255, 149, 0)
    static let yellow = rgb8(255, 204, 0)
    static let green = rgb8(52, 199, 89)
    static let teal = rgb8(90, 200, 250)
    static let blue = rgb8(0, 122, 255)
    static let indigo = rgb8(88, 86, 214)
    static let purple = rgb8(175, 82, 222)
    static let pink = rgb8(255, 45, 85)
    static let gray = rgb8(142, 142, 147)
    static let gray2 = rgb8(174, 174, 178)
    static let gray3 = rgb8(199, 199, 204)
    static let gray4 = rgb8(209, 209, 214)
    static let gray5 = rgb8(229, 229, 234)
    static let gray6 = rgb8(242, 242, 247)
    static let label = rgb8(0, 0, 0)
    static let secondaryLabel = rgb8(60, 60, 67, 0.6)
    static let tertiaryLabel = rgb8(60, 60, 67, 0.3)
    static let quaternaryLabel = rgb8(60, 60, 67, 0.18)
    static let placeholderText = rgb8(60, 60, 67, 0.3)
    static let link = rgb8(0, 122, 255)
    static let systemBackground = rgb8(255, 255, 255)
    static let secondarySystemBackground = rgb8(242, 242, 247)
    static let tertiarySystemBackground = rgb8(255, 255, 255)
    static let systemGroupedBackground = rgb8(242, 242, 247)
    static let secondarySystemGroupedBackground = rgb8(255, 255, 255)
    static let tertiarySystemGroupedBackground = rgb8(242, 242, 247)
    static let separator = rgb8(60, 60, 67, 0.29)
    static let opaqueSeparator = rgb8(198, 198, 200)
    static let systemFill = rgb8(120, 120, 128, 0.2)
    static let secondarySystemFill = rgb8(120, 120, 128, 0.16)
    static let tertiarySystemFill = rgb8(118, 118, 128, 0.12)
    static let quaternarySystemFill = rgb8(116, 116, 128, 0.08)
}

extension UIColor {
    /// (255, 59, 48)/255 (Apple's adaptive `systemRed`; light mode only here).
    public class var systemRed: UIColor { SystemColors.red }
    /// (255, 149, 0)/255 (Apple's `systemOrange`, light).
    public class var systemOrange: UIColor { SystemColors.orange }
    /// (255, 204, 0)/255 (Apple's `systemYellow`, light).
    public class var systemYellow: UIColor { SystemColors.yellow }
    /// (52, 199, 89)/255 (Apple's `systemGreen`, light).
    public class var systemGreen: UIColor { SystemColors.green }
    /// (90, 200, 250)/255 (Apple's `systemTeal`, light, iOS 13/14 value).
    public class var systemTeal: UIColor { SystemColors.teal }
    /// (0, 122, 255)/255 (Apple's `systemBlue`, light).
    public class var systemBlue: UIColor { SystemColors.blue }
    /// (88, 86, 214)/255 (Apple's `systemIndigo`, light).
    public class var systemIndigo: UIColor { SystemColors.indigo }
    /// (175, 82, 222)/255 (Apple's `systemPurple`, light).
    public class var systemPurple: UIColor { SystemColors.purple }
    /// (255, 45, 85)/255 (Apple's `systemPink`, light).
    public class var systemPink: UIColor { SystemColors.pink }
    /// (142, 142, 147)/255 (Apple's `systemGray`, light).
    public class var systemGray: UIColor { SystemColors.gray }
    /// (174, 174, 178)/255 (Apple's `systemGray2`, light).
    public class var systemGray2: UIColor { SystemColors.gray2 }
    /// (199, 199, 204)/255 (Apple's `systemGray3`, light).
    public class var systemGray3: UIColor { SystemColors.gray3 }
    /// (209, 209, 214)/255 (Apple's `systemGray4`, light).
    public class var systemGray4: UIColor { SystemColors.gray4 }
    /// (229, 229, 234)/255 (Apple's `systemGray5`, light).
    public class var systemGray5: UIColor { SystemColors.gray5 }
    /// (242, 242, 247)/255 (Apple's `systemGray6`, light).
    public class var systemGray6: UIColor { SystemColors.gray6 }

    /// Opaque black (Apple's `label`, light).
    public class var label: UIColor { SystemColors.label }
    /// (60, 60, 67)/255 at alpha 0.6 (Apple's `secondaryLabel`, light).
    public class var secondaryLabel: UIColor { SystemColors.secondaryLabel }
    /// (60, 60, 67)/255 at alpha 0.3 (Apple's `tertiaryLabel`, light).
    public class var tertiaryLabel: UIColor { SystemColors.tertiaryLabel }
    /// (60, 60, 67)/255 at alpha 0.18 (Apple's `quaternaryLabel`, light).
    public class var quaternaryLabel: UIColor { SystemColors.quaternaryLabel }
    /// (60, 60, 67)/255 at alpha 0.3 (Apple's `placeholderText`, light).
    public class var placeholderText: UIColor { SystemColors.placeholderText }
    /// (0, 122, 255)/255 (Apple's `link`, light).
    public class var link: UIColor { SystemColors.link }
    /// Opaque white (Apple's `systemBackground`, light).
    public class var systemBackground: UIColor { SystemColors.systemBackground }
    /// (242, 242, 247)/255 (Apple's `secondarySystemBackground`, light).
    public class var secondarySystemBackground: UIColor { SystemColors.secondarySystemBackground }
    /// Opaque white (Apple's `tertiarySystemBackground`, light).
    public class var tertiarySystemBackground: UIColor { SystemColors.tertiarySystemBackground }
    /// (242, 242, 247)/255 (Apple's `systemGroupedBackground`, light).
    public class var systemGroupedBackground: UIColor { SystemColors.systemGroupedBackground }
    /// Opaque white (Apple's `secondarySystemGroupedBackground`, light).
    public class var secondarySystemGroupedBackground: UIColor { SystemColors.secondarySystemGroupedBackground }
    /// (242, 242, 247)/255 (Apple's `tertiarySystemGroupedBackground`, light).
    public class var tertiarySystemGroupedBackground: UIColor { SystemColors.tertiarySystemGroupedBackground }
    /// (60, 60, 67)/255 at alpha 0.29 (Apple's `separator`, light).
    public class var separator: UIColor { SystemColors.separator }
    /// (198, 198, 200)/255 (Apple's `opaqueSeparator`, light).
    public class var opaqueSeparator: UIColor { SystemColors.opaqueSeparator }
    /// (120, 120, 128)/255 at alpha 0.2 (Apple's `systemFill`, light).
    public class var systemFill: UIColor { SystemColors.systemFill }
    /// (120, 120, 128)/255 at alpha 0.16 (Apple's `secondarySystemFill`, light).
    public class var secondarySystemFill: UIColor { SystemColors.secondarySystemFill }
    /// (118, 118, 128)/255 at alpha 0.12 (Apple's `tertiarySystemFill`, light).
    public class var tertiarySystemFill: UIColor { SystemColors.tertiarySystemFill }
    /// (116, 116, 128)/255 at alpha 0.08 (Apple's `quaternarySystemFill`, light).
    public class var quaternarySystemFill: UIColor { SystemColors.quaternarySystemFill }

    /// The default tint: `systemBlue` (Apple's `UIColor.tintColor`, iOS 15,
    /// resolves to the view's tint, whose default is system blue). A view's
    /// own `tintColor` defaults to this colour.
    public class var tintColor: UIColor { SystemColors.blue }
}
