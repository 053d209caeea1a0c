import Foundation

/// The attributes OpenUIKit's string drawing reads, resolved from an
/// attribute dictionary with UIKit's defaults for missing or mistyped values.
struct TextAttributes {
    /// `.font`; default 12-point "Helvetica" (Apple's default for string
    /// drawing), which draws with the bundled sans face.
    var font: UIFont
    /// `.foregroundColor`; default black.
    var color: UIColor
    /// `.backgroundColor`; default none.
    var background: UIColor?
    /// `.paragraphStyle`'s alignment.
    var alignment: NSTextAlignment
    /// `.paragraphStyle`'s line break mode.
    var lineBreakMode: NSLineBreakMode
    /// `.paragraphStyle`'s line spacing (negative and non-finite values count as 0).
    var lineSpacing: CGFloat
    /// `.kern`; default 0.
    var kern: CGFloat
    /// `.strokeColor`; default the foreground colour.
    var strokeColor: UIColor?
    /// `.strokeWidth` in percent of the point size; default 0 (fill only).
    var strokeWidth: CGFloat

    /// Resolves `attributes` (nil: all defaults).
    init(_ attributes: [NSAttributedString.Key: Any]?) {
        let a = attributes ?? [:]
        font = (a[.font] as? UIFont) ?? TextAttributes.defaultFont
        color = TextAttributes.color(a[.foregroundColor]) ?? .black
        background = TextAttributes.color(a[.backgroundColor])
        let style = (a[.paragraphStyle] as? NSParagraphStyle) ?? NSParagraphStyle()
        alignment = style.alignment
        lineBreakMode = style.lineBreakMode
        let spacing = style.lineSpacing
        lineSpacing = spacing.isFinite && spacing > 0 ? spacing : 0
        kern = TextAttributes.number(a[.kern]) ?? 0
        strokeColor = TextAttributes.color(a[.strokeColor])
        strokeWidth = TextAttributes.number(a[.strokeWidth]) ?? 0
    }

    /// Apple's default font for string drawing: Helvetica 12.
    static var defaultFont: UIFont {
        UIFont(name: "Helvetica", size: 12) ?? UIFont.systemFont(ofSize: 12)
    }

    /// A colour attribute: a `UIColor`, or a `CGColor` (which UIKit does not
    /// accept; taken here rather than ignored).
    private static func color(_ value: Any?) -> UIColor? {
        if let c = value as? UIColor { return c }
        if let c = value as? CGColor { return UIColor(cgColor: c) }
        return nil
    }

    /// A numeric attribute from an `NSNumber` or a Swift number; nil when
    /// missing, of another type or not finite.
    private static func number(_ value: Any?) -> CGFloat? {
        guard let value, let v = TextLayerAttribute.number(value), v.isFinite else { return nil }
        return CGFloat(v)
    }
}
