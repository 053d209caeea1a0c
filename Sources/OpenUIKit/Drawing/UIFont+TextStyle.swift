import Foundation

extension UIFont {
    /// A font weight, UIKit's `UIFont.Weight`: Apple's values, from −1
    /// (thinnest) to 1 (heaviest), regular being 0.
    public struct Weight: RawRepresentable, Hashable, Sendable {
        /// The weight value.
        public let rawValue: CGFloat
        /// A weight from its value.
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// A weight from its value (Apple's `init(_:)`).
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }

        /// −0.8.
        public static let ultraLight = Weight(rawValue: -0.8)
        /// −0.6.
        public static let thin = Weight(rawValue: -0.6)
        /// −0.4.
        public static let light = Weight(rawValue: -0.4)
        /// 0.
        public static let regular = Weight(rawValue: 0)
        /// 0.23.
        public static let medium = Weight(rawValue: 0.23)
        /// 0.3.
        public static let semibold = Weight(rawValue: 0.3)
        /// 0.4.
        public static let bold = Weight(rawValue: 0.4)
        /// 0.56.
        public static let heavy = Weight(rawValue: 0.56)
        /// 0.62.
        public static let black = Weight(rawValue: 0.62)

        /// The style word of the system font's name for this weight.
        var styleName: String {
            switch self {
            case .ultraLight: return "Ultralight"
            case .thin: return "Thin"
            case .light: return "Light"
            case .medium: return "Medium"
            case .semibold: return "Semibold"
            case .bold: return "Bold"
            case .heavy: return "Heavy"
            case .black: return "Black"
            default: return "Regular"
            }
        }
    }

    /// A Dynamic Type text style, UIKit's `UIFont.TextStyle` (raw values are Apple's).
    public struct TextStyle: RawRepresentable, Hashable, Sendable {
        /// The style's name.
        public let rawValue: String
        /// A style from its name.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// A style from its name (Apple's `init(_:)`).
        public init(_ rawValue: String) { self.rawValue = rawValue }

        /// 34 pt regular.
        public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
        /// 28 pt regular.
        public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
        /// 22 pt regular.
        public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
        /// 20 pt regular.
        public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
        /// 17 pt semibold.
        public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
        /// 15 pt regular.
        public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
        /// 17 pt regular.
        public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
        /// 16 pt regular.
        public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
        /// 13 pt regular.
        public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
        /// 12 pt regular.
        public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
        /// 11 pt regular.
        public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")

        /// Apple's default ("Large" content size) point size and weight.
        var defaultMetrics: (size: CGFloat, weight: UIFont.Weight) {
            switch self {
            case .largeTitle: return (34, .regular)
            case .title1: return (28, .regular)
            case .title2: return (22, .regular)
            case .title3: return (20, .regular)
            case .headline: return (17, .semibold)
            case .subheadline: return (15, .regular)
            case .callout: return (16, .regular)
            case .footnote: return (13, .regular)
            case .caption1: return (12, .regular)
            case .caption2: return (11, .regular)
            default: return (17, .regular)  // body, and styles OpenUIKit does not know
            }
        }
    }

    /// The system font for a text style at Apple's default content size
    /// (Apple's `preferredFont(forTextStyle:)`): body 17, headline 17
    /// semibold, subheadline 15, callout 16, footnote 13, caption1 12,
    /// caption2 11, title1 28, title2 22, title3 20, largeTitle 34. There is
    /// no Dynamic Type setting, so the sizes never change.
    public class func preferredFont(forTextStyle style: UIFont.TextStyle) -> UIFont {
        let metrics = style.defaultMetrics
        return systemFont(ofSize: metrics.size, weight: metrics.weight)
    }
}
