import Foundation

/// A view that shows read-only text (Apple's `UILabel`).
///
/// The text is drawn by the view's `draw(_:)` with OpenUIKit's string
/// drawing, vertically centred in the bounds as UILabel does
/// (`textRect(forBounds:limitedToNumberOfLines:)` gives the text's
/// rectangle, `drawText(in:)` draws it; both can be overridden). Any change
/// of text or style redraws the label at the end of the turn; text changes
/// are not animatable — they show at once, except inside a transition
/// (`UIView.transition(with:…)`), as on iOS.
///
/// Defaults are Apple's: `font` the system font at 17 points, `textColor`
/// `.label` (black), `textAlignment` `.natural` (left), `numberOfLines` 1,
/// `lineBreakMode` `.byTruncatingTail`, `contentMode` `.redraw`, not opaque,
/// `isUserInteractionEnabled` false.
///
/// Differences: several lines wrap at words and are cut after the last
/// line that fits (the last visible line is not truncated with "…");
/// `adjustsFontSizeToFitWidth` shrinks single-line text only. Not provided:
/// `preferredMaxLayoutWidth`'s use by Auto Layout, shadows, Dynamic Type.
@MainActor open class UILabel: UIView {
    /// The largest `numberOfLines` honoured; larger values behave as 0 (no limit).
    static let maximumLines = 10_000

    private var plainText: String?
    private var attributedStorage: NSAttributedString?

    /// The text shown (nil by default). Setting it replaces `attributedText`
    /// by the plain text in the label's style.
    open var text: String? {
        get { attributedStorage?.string ?? plainText }
        set {
            plainText = newValue
            attributedStorage = nil
            textDidChange()
        }
    }

    /// The text with attributes (nil when there is no text). Attributes a
    /// run lacks are the label's (`font`, `textColor`, alignment, line
    /// break mode). Setting it sets `text` to its string.
    open var attributedText: NSAttributedString? {
        get {
            if let attributedStorage { return attributedStorage }
            return plainText.map { NSAttributedString(string: $0, attributes: baseAttributes) }
        }
        set {
            attributedStorage = newValue
            plainText = newValue?.string
            textDidChange()
        }
    }

    /// The font (the system font at 17 points by default; nil resets it).
    open var font: UIFont! {
        didSet {
            if font == nil { font = .systemFont(ofSize: UIFont.labelFontSize) }
            textDidChange()
        }
    }

    /// The text colour (`.label`, black, by default; nil resets it).
    open var textColor: UIColor! {
        didSet {
            if textColor == nil { textColor = .label }
            setNeedsDisplay()
        }
    }

    /// The colour of the text while `isHighlighted` (nil by default: `textColor`).
    open var highlightedTextColor: UIColor? { didSet { setNeedsDisplay() } }

    /// Whether the label draws its text in `highlightedTextColor` (false by default).
    open var isHighlighted: Bool = false { didSet { setNeedsDisplay() } }

    /// Whether the text is drawn enabled (true by default); a disabled label
    /// draws its text at 44 % opacity — close to UIKit's dimmed look (Apple
    /// documents no value).
    open var isEnabled: Bool = true { didSet { setNeedsDisplay() } }

    /// How the lines sit horizontally (`.natural`, left here, by default).
    open var textAlignment: NSTextAlignment = .natural { didSet { textDidChange() } }

    /// The most lines shown (1 by default; 0: as many as the text needs).
    /// Negative values count as 0 and values above 10 000 as 0, with a
    /// one-time diagnostic.
    open var numberOfLines: Int = 1 {
        didSet {
            if numberOfLines < 0 || numberOfLines > UILabel.maximumLines {
                CGDiagnostics.reportOnce("UILabel.numberOfLines = \(numberOfLines); 0 (no limit) is used", about: self)
                numberOfLines = 0
            }
            textDidChange()
        }
    }

    /// How a line too long for the width ends (`.byTruncatingTail` by default).
    open var lineBreakMode: NSLineBreakMode = .byTruncatingTail { didSet { textDidChange() } }

    /// Whether single-line text shrinks to fit the width (false by default),
    /// down to `minimumScaleFactor` of the font size.
    open var adjustsFontSizeToFitWidth: Bool = false { didSet { setNeedsDisplay() } }

    /// The smallest scale of the font size `adjustsFontSizeToFitWidth` may
    /// use (0 by default: as small as needed). Values outside 0…1 are clamped.
    open var minimumScaleFactor: CGFloat = 0 {
        didSet {
            let v = minimumScaleFactor.finiteOr(0, "UILabel.minimumScaleFactor", about: self)
            if v != minimumScaleFactor || v < 0 || v > 1 { minimumScaleFactor = min(max(v, 0), 1) }
            setNeedsDisplay()
        }
    }

    /// The width multi-line text wraps at for `intrinsicContentSize` (0 by
    /// default: the label's width when it has one, else unlimited).
    open var preferredMaxLayoutWidth: CGFloat = 0

    /// Creates a label with `frame`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        configureLabel()
    }

    /// Apple's archive initializer; the coder is not read.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        configureLabel()
    }

    private func configureLabel() {
        font = .systemFont(ofSize: UIFont.labelFontSize)
        textColor = .label
        isOpaque = false
        isUserInteractionEnabled = false
        contentMode = .redraw
    }

    // MARK: Measuring

    /// The text's natural size: one line's width and height (or the wrapped
    /// size at `preferredMaxLayoutWidth` for several lines), rounded up to
    /// whole pixels as UIKit does. Zero for no text.
    open override var intrinsicContentSize: CGSize {
        let width: CGFloat? = numberOfLines == 1 ? nil
            : (preferredMaxLayoutWidth > 0 ? preferredMaxLayoutWidth : nil)
        return pixelCeil(textSize(width: width, font: font))
    }

    /// The size the text needs within `size`'s width (for several lines)
    /// — never narrower than needed for one line (Apple's label answers its
    /// text size even when `size` is smaller).
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let width: CGFloat? = numberOfLines == 1 || !(size.width.isFinite && size.width > 0) ? nil : size.width
        return pixelCeil(textSize(width: width, font: font))
    }

    /// The rectangle the text is drawn in for `bounds` (Apple's
    /// `textRect(forBounds:limitedToNumberOfLines:)`): the text's size,
    /// limited to the bounds' width and to `numberOfLines` lines, at the
    /// bounds' origin.
    open func textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int) -> CGRect {
        let size = textSize(width: numberOfLines == 1 ? nil : bounds.width, font: drawingFont(for: bounds), lines: numberOfLines)
        return CGRect(x: bounds.minX, y: bounds.minY, width: min(size.width, bounds.width), height: size.height)
    }

    // MARK: Drawing

    /// Draws the text in `rect` (Apple's `drawText(in:)`): laid out at the
    /// rectangle's width, aligned by `textAlignment`, clipped to it.
    open func drawText(in rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext(), let pieces = textPieces(font: drawingFont(for: rect)) else { return }
        let block = TextBlock(pieces, width: rect.width, height: nil)
        context.saveGState()
        context.clip(to: rect)
        if !isEnabled { context.setAlpha(0.44) }
        block.draw(at: rect.origin, in: context)
        context.restoreGState()
    }

    /// Draws the label: the text rectangle from
    /// `textRect(forBounds:limitedToNumberOfLines:)`, as wide as the bounds
    /// and centred vertically, drawn by `drawText(in:)`.
    open override func draw(_ rect: CGRect) {
        guard let text, !text.isEmpty else { return }
        let b = bounds
        let textHeight = textRect(forBounds: b, limitedToNumberOfLines: numberOfLines).height
        let y = b.minY + (b.height - textHeight) / 2
        drawText(in: CGRect(x: b.minX, y: y, width: b.width, height: textHeight))
    }

    // MARK: Text layout

    /// The label's attributes for plain text (and for what attributed runs lack).
    var baseAttributes: [NSAttributedString.Key: Any] { attributes(font: font) }

    private func attributes(font: UIFont) -> [NSAttributedString.Key: Any] {
        let style = NSMutableParagraphStyle()
        style.alignment = textAlignment
        // Several lines wrap at words (UILabel truncates only the last line).
        style.lineBreakMode = numberOfLines == 1 ? lineBreakMode : .byWordWrapping
        let color = (isHighlighted ? highlightedTextColor : nil) ?? textColor ?? UIColor.label
        return [.font: font, .foregroundColor: color, .paragraphStyle: style]
    }

    /// The text as runs with resolved attributes; nil when empty.
    func textPieces(font: UIFont) -> [(String, TextAttributes)]? {
        guard let text, !text.isEmpty else { return nil }
        let base = attributes(font: font)
        guard let attributedStorage else { return [(text, TextAttributes(base))] }
        var pieces: [(String, TextAttributes)] = []
        let ns = attributedStorage.string as NSString
        attributedStorage.enumerateAttributes(in: NSRange(location: 0, length: ns.length), options: []) { a, range, _ in
            pieces.append((ns.substring(with: range), TextAttributes(base.merging(a) { $1 })))
        }
        return pieces
    }

    /// The size of the text laid out at `width` (nil: unconstrained), cut
    /// to `lines` lines (0: all).
    func textSize(width: CGFloat?, font: UIFont, lines: Int? = nil) -> CGSize {
        guard let pieces = textPieces(font: font) else { return .zero }
        let limit = lines ?? numberOfLines
        let height = limit > 0 ? maxHeight(lines: limit, pieces: pieces) : nil
        return TextBlock(pieces, width: width, height: height).size
    }

    /// The height of `lines` lines of the tallest font in `pieces`.
    private func maxHeight(lines: Int, pieces: [(String, TextAttributes)]) -> CGFloat {
        let tallest = pieces.map { $0.1.font.lineHeight + $0.1.lineSpacing }.max() ?? 0
        return tallest * CGFloat(lines) + 0.5
    }

    /// The font to draw with in `rect`: `font`, shrunk for
    /// `adjustsFontSizeToFitWidth` so that one line fits the width.
    func drawingFont(for rect: CGRect) -> UIFont {
        guard adjustsFontSizeToFitWidth, numberOfLines == 1, rect.width > 0 else { return font }
        let natural = textSize(width: nil, font: font).width
        guard natural > rect.width else { return font }
        let scale = max(rect.width / natural, minimumScaleFactor)
        return font.withSize(font.pointSize * scale)
    }

    /// `size` rounded up to whole pixels of the main screen.
    func pixelCeil(_ size: CGSize) -> CGSize {
        let s = UIScreen.main.scale
        // A hair below whole pixels counts as whole (layout sums carry rounding noise).
        func up(_ v: CGFloat) -> CGFloat { (v * s - 1e-6).rounded(.up) / s }
        return CGSize(width: up(size.width), height: up(size.height))
    }

    private func textDidChange() {
        setNeedsDisplay()
        if layoutState.hasRecord { invalidateIntrinsicContentSize() }
    }

    /// Labels hug their text a little harder than other views (251), as in UIKit.
    override class var defaultContentHugging: UILayoutPriority { UILayoutPriority(251) }
}
