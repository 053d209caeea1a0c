import Foundation

/// Paragraph attributes of text, UIKit's `NSParagraphStyle` (immutable; see
/// `NSMutableParagraphStyle`).
///
/// OpenUIKit's string drawing applies `alignment`, `lineBreakMode` and
/// `lineSpacing`; the other properties are stored with Apple's defaults for
/// ports and not applied.
open class NSParagraphStyle: NSObject, NSCopying, NSMutableCopying {
    var storedAlignment: NSTextAlignment = .natural
    var storedLineBreakMode: NSLineBreakMode = .byWordWrapping
    var storedLineSpacing: CGFloat = 0
    var storedParagraphSpacing: CGFloat = 0
    var storedFirstLineHeadIndent: CGFloat = 0
    var storedHeadIndent: CGFloat = 0
    var storedTailIndent: CGFloat = 0
    var storedMinimumLineHeight: CGFloat = 0
    var storedMaximumLineHeight: CGFloat = 0
    var storedLineHeightMultiple: CGFloat = 0

    /// A style with Apple's defaults.
    public override init() { super.init() }

    /// A style with Apple's defaults (Apple's shared `default`; a fresh
    /// object here, which compares equal).
    open class var `default`: NSParagraphStyle { NSParagraphStyle() }

    /// Horizontal alignment of lines (default `.natural`).
    open var alignment: NSTextAlignment { storedAlignment }
    /// What happens to lines too long for the box (default `.byWordWrapping`).
    open var lineBreakMode: NSLineBreakMode { storedLineBreakMode }
    /// Extra space between lines in points (default 0).
    open var lineSpacing: CGFloat { storedLineSpacing }
    /// Extra space after a paragraph (default 0; not applied).
    open var paragraphSpacing: CGFloat { storedParagraphSpacing }
    /// Indent of a paragraph's first line (default 0; not applied).
    open var firstLineHeadIndent: CGFloat { storedFirstLineHeadIndent }
    /// Indent of the other lines (default 0; not applied).
    open var headIndent: CGFloat { storedHeadIndent }
    /// Trailing indent (default 0; not applied).
    open var tailIndent: CGFloat { storedTailIndent }
    /// Minimum line height (default 0; not applied).
    open var minimumLineHeight: CGFloat { storedMinimumLineHeight }
    /// Maximum line height, 0 for none (default 0; not applied).
    open var maximumLineHeight: CGFloat { storedMaximumLineHeight }
    /// Line height multiple, 0 for none (default 0; not applied).
    open var lineHeightMultiple: CGFloat { storedLineHeightMultiple }

    /// An immutable copy (Apple's NSCopying).
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = NSParagraphStyle()
        copy.take(self)
        return copy
    }

    /// A mutable copy (Apple's NSMutableCopying), the usual way to start from
    /// the default: `NSParagraphStyle.default.mutableCopy() as! NSMutableParagraphStyle`.
    open func mutableCopy(with zone: NSZone? = nil) -> Any {
        let copy = NSMutableParagraphStyle()
        copy.take(self)
        return copy
    }

    /// Styles are equal when every property is.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let o = object as? NSParagraphStyle else { return false }
        return o.alignment == alignment && o.lineBreakMode == lineBreakMode && o.lineSpacing == lineSpacing
            && o.paragraphSpacing == paragraphSpacing && o.firstLineHeadIndent == firstLineHeadIndent
            && o.headIndent == headIndent && o.tailIndent == tailIndent && o.minimumLineHeight == minimumLineHeight
            && o.maximumLineHeight == maximumLineHeight && o.lineHeightMultiple == lineHeightMultiple
    }

    /// A hash consistent with `isEqual(_:)`.
    open override var hash: Int { alignment.hashValue ^ lineBreakMode.hashValue ^ lineSpacing.hashValue }

    /// Copies every property of `other`.
    func take(_ other: NSParagraphStyle) {
        storedAlignment = other.alignment
        storedLineBreakMode = other.lineBreakMode
        storedLineSpacing = other.lineSpacing
        storedParagraphSpacing = other.paragraphSpacing
        storedFirstLineHeadIndent = other.firstLineHeadIndent
        storedHeadIndent = other.headIndent
        storedTailIndent = other.tailIndent
        storedMinimumLineHeight = other.minimumLineHeight
        storedMaximumLineHeight = other.maximumLineHeight
        storedLineHeightMultiple = other.lineHeightMultiple
    }
}

/// A paragraph style whose properties can be set, UIKit's `NSMutableParagraphStyle`.
open class NSMutableParagraphStyle: NSParagraphStyle {
    /// Horizontal alignment of lines (default `.natural`).
    open override var alignment: NSTextAlignment {
        get { storedAlignment }
        set { storedAlignment = newValue }
    }
    /// What happens to lines too long for the box (default `.byWordWrapping`).
    open override var lineBreakMode: NSLineBreakMode {
        get { storedLineBreakMode }
        set { storedLineBreakMode = newValue }
    }
    /// Extra space between lines in points (default 0; negative values count as 0).
    open override var lineSpacing: CGFloat {
        get { storedLineSpacing }
        set { storedLineSpacing = newValue }
    }
    /// Extra space after a paragraph (not applied).
    open override var paragraphSpacing: CGFloat {
        get { storedParagraphSpacing }
        set { storedParagraphSpacing = newValue }
    }
    /// Indent of a paragraph's first line (not applied).
    open override var firstLineHeadIndent: CGFloat {
        get { storedFirstLineHeadIndent }
        set { storedFirstLineHeadIndent = newValue }
    }
    /// Indent of the other lines (not applied).
    open override var headIndent: CGFloat {
        get { storedHeadIndent }
        set { storedHeadIndent = newValue }
    }
    /// Trailing indent (not applied).
    open override var tailIndent: CGFloat {
        get { storedTailIndent }
        set { storedTailIndent = newValue }
    }
    /// Minimum line height (not applied).
    open override var minimumLineHeight: CGFloat {
        get { storedMinimumLineHeight }
        set { storedMinimumLineHeight = newValue }
    }
    /// Maximum line height (not applied).
    open override var maximumLineHeight: CGFloat {
        get { storedMaximumLineHeight }
        set { storedMaximumLineHeight = newValue }
    }
    /// Line height multiple (not applied).
    open override var lineHeightMultiple: CGFloat {
        get { storedLineHeightMultiple }
        set { storedLineHeightMultiple = newValue }
    }
}
