import Foundation

// The text attributes UIKit adds to Foundation's `NSAttributedString.Key`
// (Foundation on Linux defines the type but none of UIKit's keys). Raw
// values are Apple's. OpenUIKit's string drawing reads the ones listed in
// `TextAttributes`; the others are carried for ports and ignored.

extension NSAttributedString.Key {
    /// The `UIFont` of the text (default: 12-point Helvetica, drawn with
    /// the bundled sans face).
    public static let font = NSAttributedString.Key("NSFont")
    /// The `UIColor` of the text (default black).
    public static let foregroundColor = NSAttributedString.Key("NSColor")
    /// The `UIColor` behind the text's lines (default none).
    public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
    /// The `NSParagraphStyle` (default `NSParagraphStyle.default`).
    public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
    /// Extra space after each character in points, a number (default 0).
    public static let kern = NSAttributedString.Key("NSKern")
    /// The `UIColor` of glyph outlines when stroking (default: the foreground colour).
    public static let strokeColor = NSAttributedString.Key("NSStrokeColor")
    /// The stroke width in percent of the font size, a number: 0 fills
    /// (default), positive strokes only, negative fills and strokes.
    public static let strokeWidth = NSAttributedString.Key("NSStrokeWidth")
    /// Underline style, a number. Not drawn by OpenUIKit.
    public static let underlineStyle = NSAttributedString.Key("NSUnderline")
    /// Strikethrough style, a number. Not drawn by OpenUIKit.
    public static let strikethroughStyle = NSAttributedString.Key("NSStrikethrough")
    /// An `NSShadow`. Not drawn by OpenUIKit.
    public static let shadow = NSAttributedString.Key("NSShadow")
    /// Baseline offset in points, a number. Not applied by OpenUIKit.
    public static let baselineOffset = NSAttributedString.Key("NSBaselineOffset")
    /// Ligature setting, a number. OpenUIKit never forms ligatures.
    public static let ligature = NSAttributedString.Key("NSLigature")
}

/// How lines sit horizontally, UIKit's `NSTextAlignment` (raw values are
/// iOS's).
public enum NSTextAlignment: Int, Sendable, Hashable {
    /// Flush left.
    case left = 0
    /// Centred.
    case center = 1
    /// Flush right.
    case right = 2
    /// Both edges flush (the last line of a paragraph aligned naturally).
    case justified = 3
    /// The script's natural alignment: left, as OpenUIKit lays text out
    /// left to right.
    case natural = 4
}

/// What happens to a line too long for its box, UIKit's `NSLineBreakMode`
/// (raw values are Apple's).
public enum NSLineBreakMode: Int, Sendable, Hashable {
    /// Wrap at word boundaries (a word too long alone is broken).
    case byWordWrapping = 0
    /// Wrap between characters. OpenUIKit wraps at words here too, breaking
    /// only words too long for a line.
    case byCharWrapping = 1
    /// No wrapping; the line is cut off at the box edge.
    case byClipping = 2
    /// No wrapping; "…" replaces the start of the line.
    case byTruncatingHead = 3
    /// No wrapping; "…" replaces the end of the line.
    case byTruncatingTail = 4
    /// No wrapping; "…" replaces the middle of the line.
    case byTruncatingMiddle = 5
}
