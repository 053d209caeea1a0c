import Foundation

// UIKit's string drawing (NSStringDrawing.h): draw plain text with one set
// of attributes into the current UIKit context, and measure it. Apple offers
// these on NSString and, through the bridge, on String; OpenUIKit declares
// them on NSString and on StringProtocol so that both forms compile.

/// Options for measuring strings, UIKit's `NSStringDrawingOptions` (raw
/// values are Apple's).
public struct NSStringDrawingOptions: OptionSet, Hashable, Sendable {
    /// The bits of the set.
    public let rawValue: Int
    /// A set from its bits.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Lay out as many lines as the width requires (otherwise one line).
    public static let usesLineFragmentOrigin = NSStringDrawingOptions(rawValue: 1 << 0)
    /// Use the font's leading (OpenUIKit always does).
    public static let usesFontLeading = NSStringDrawingOptions(rawValue: 1 << 1)
    /// Use glyph image bounds (ignored).
    public static let usesDeviceMetrics = NSStringDrawingOptions(rawValue: 1 << 3)
    /// Truncate the last visible line (ignored).
    public static let truncatesLastVisibleLine = NSStringDrawingOptions(rawValue: 1 << 5)
}

/// Scaling information for string drawing, UIKit's `NSStringDrawingContext`.
/// OpenUIKit never shrinks text: `actualScaleFactor` stays 1.
open class NSStringDrawingContext: NSObject {
    /// The smallest scale text may be shrunk to (stored; not applied).
    open var minimumScaleFactor: CGFloat = 0
    /// The scale used by the last drawing (always 1 here).
    open internal(set) var actualScaleFactor: CGFloat = 1
    /// The bounds of the last drawing or measurement.
    open internal(set) var totalBounds: CGRect = .zero
    /// A context with the defaults.
    public override init() { super.init() }
}

/// Draws `text` with `attributes` at `point` (top-left corner of the text)
/// or in `rect` into the current UIKit context.
func drawString(_ text: String, attributes: [NSAttributedString.Key: Any]?, at point: CGPoint) {
    guard let context = stringContext() else { return }
    TextBlock([(text, TextAttributes(attributes))], width: nil, height: nil).draw(at: point, in: context)
}

/// Draws `text` wrapped in `rect` (see `NSString.draw(in:withAttributes:)`).
func drawString(_ text: String, attributes: [NSAttributedString.Key: Any]?, in rect: CGRect) {
    guard let context = stringContext(), let r = finiteRect(rect) else { return }
    let block = TextBlock([(text, TextAttributes(attributes))], width: r.width, height: r.height)
    context.saveGState()
    context.clip(to: r)
    block.draw(at: r.origin, in: context)
    context.restoreGState()
}

/// The current context for string drawing, or nil with a one-time diagnostic.
func stringContext() -> CGContext? {
    guard let context = UIGraphicsGetCurrentContext() else {
        CGDiagnostics.reportOnce("String drawing: no current graphics context; nothing is drawn")
        return nil
    }
    return context
}

/// `rect` standardized, or nil when it is not finite.
func finiteRect(_ rect: CGRect) -> CGRect? {
    guard rect.origin.x.isFinite, rect.origin.y.isFinite, rect.size.width.isFinite, rect.size.height.isFinite,
          !rect.isNull else { return nil }
    return rect.standardized
}

/// The bounding rectangle of `text` (see `boundingRect(with:options:attributes:context:)`).
func boundingRect(of text: String, size: CGSize, options: NSStringDrawingOptions,
                  attributes: [NSAttributedString.Key: Any]?) -> CGRect {
    let multiline = options.contains(.usesLineFragmentOrigin)
    let w = size.width.isFinite && size.width > 0 ? size.width : nil
    let h = size.height.isFinite && size.height > 0 ? size.height : nil
    let a = TextAttributes(attributes)
    let text = multiline ? text : String(text.prefix { !$0.isNewline })
    return CGRect(origin: .zero, size: TextBlock([(text, a)], width: multiline ? w : nil, height: multiline ? h : nil).size)
}

extension NSString {
    /// Draws the string on one line per paragraph with its top-left corner
    /// at `point` in the current UIKit context (Apple's
    /// `draw(at:withAttributes:)`). Without a font the text is 12-point
    /// Helvetica (drawn with the bundled sans face), without a colour black.
    public func draw(at point: CGPoint, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        drawString(self as String, attributes: attrs, at: point)
    }

    /// Draws the string in `rect` (Apple's `draw(in:withAttributes:)`):
    /// wrapped at the rectangle's width (or cut off or truncated with "…" as
    /// the paragraph style's `lineBreakMode` says), aligned by its
    /// `alignment`, and only the lines that fit the height entirely.
    /// Drawing is clipped to `rect`.
    public func draw(in rect: CGRect, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        drawString(self as String, attributes: attrs, in: rect)
    }

    /// The size the string takes when drawn with `draw(at:withAttributes:)`
    /// (Apple's `size(withAttributes:)`): the widest line by the lines'
    /// heights (font line height plus line spacing between lines); zero for
    /// an empty string.
    public func size(withAttributes attrs: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        TextBlock([(self as String, TextAttributes(attrs))], width: nil, height: nil).size
    }

    /// The rectangle the string takes (Apple's
    /// `boundingRect(with:options:attributes:context:)`): with
    /// `.usesLineFragmentOrigin` wrapped at `size.width`, otherwise its first
    /// line only. The origin is zero; the context's `totalBounds` is set.
    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [],
                             attributes: [NSAttributedString.Key: Any]? = nil,
                             context: NSStringDrawingContext?) -> CGRect {
        let r = OpenUIKit.boundingRect(of: self as String, size: size, options: options, attributes: attributes)
        context?.totalBounds = r
        return r
    }
}

extension StringProtocol {
    /// Draws the string at `point` (Apple's `draw(at:withAttributes:)`, which
    /// Swift strings get from NSString); see `NSString.draw(at:withAttributes:)`.
    public func draw(at point: CGPoint, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        drawString(String(self), attributes: attrs, at: point)
    }

    /// Draws the string in `rect` (Apple's `draw(in:withAttributes:)`); see
    /// `NSString.draw(in:withAttributes:)`.
    public func draw(in rect: CGRect, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        drawString(String(self), attributes: attrs, in: rect)
    }

    /// The size the string takes (Apple's `size(withAttributes:)`); see
    /// `NSString.size(withAttributes:)`.
    public func size(withAttributes attrs: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        TextBlock([(String(self), TextAttributes(attrs))], width: nil, height: nil).size
    }

    /// The rectangle the string takes (Apple's
    /// `boundingRect(with:options:attributes:context:)`); see NSString's.
    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [],
                             attributes: [NSAttributedString.Key: Any]? = nil,
                             context: NSStringDrawingContext?) -> CGRect {
        let r = OpenUIKit.boundingRect(of: String(self), size: size, options: options, attributes: attributes)
        context?.totalBounds = r
        return r
    }
}
