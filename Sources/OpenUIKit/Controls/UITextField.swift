import Foundation

/// The keyboard's view of a text object (Apple's `UIKeyInput`): whether it
/// has text, inserting text at the caret, deleting backwards. Scripts and
/// tests type into a `UITextField` through it.
@MainActor public protocol UIKeyInput: AnyObject {
    /// Whether there is any text.
    var hasText: Bool { get }
    /// Inserts `text` at the caret (here: at the end).
    func insertText(_ text: String)
    /// Deletes the character before the caret (here: the last one).
    func deleteBackward()
}

/// The object that hears a text field's editing (Apple's `UITextFieldDelegate`).
/// Every method is optional (default implementations in an extension).
@MainActor public protocol UITextFieldDelegate: AnyObject {
    /// Whether editing may begin (true by default).
    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool
    /// Editing began (the field became first responder).
    func textFieldDidBeginEditing(_ textField: UITextField)
    /// Whether editing may end (true by default).
    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool
    /// Editing ended (the field resigned first responder).
    func textFieldDidEndEditing(_ textField: UITextField)
    /// Whether the characters in `range` may be replaced by `string` (true by default).
    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange,
                   replacementString string: String) -> Bool
    /// Whether the return key is honoured (true by default; never asked here: there is no keyboard).
    func textFieldShouldReturn(_ textField: UITextField) -> Bool
}

extension UITextFieldDelegate {
    /// True.
    public func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { true }
    /// Does nothing.
    public func textFieldDidBeginEditing(_ textField: UITextField) {}
    /// True.
    public func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { true }
    /// Does nothing.
    public func textFieldDidEndEditing(_ textField: UITextField) {}
    /// True.
    public func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange,
                          replacementString string: String) -> Bool { true }
    /// True.
    public func textFieldShouldReturn(_ textField: UITextField) -> Bool { true }
}

/// A one-line editable text control (Apple's `UITextField`), minimal.
///
/// Drawn by `draw(_:)`: the border of `borderStyle`, then the text — or,
/// when there is none, the placeholder in `.placeholderText` grey —
/// vertically centred, inset from the edges (7 points for `.roundedRect`,
/// 2 otherwise; ours, close to UIKit's). Borders: `.line` a 1-point black
/// frame; `.bezel` a grey frame darker at the top; `.roundedRect` a white
/// fill with a 5-point corner radius and a light grey hairline.
///
/// Editing: a tap (a lift inside) or `becomeFirstResponder()` begins
/// editing (asking the delegate, then `textFieldDidBeginEditing` and
/// `.editingDidBegin`); `resignFirstResponder()` ends it
/// (`textFieldDidEndEditing`, `.editingDidEnd`). There is no keyboard:
/// text is typed by `insertText(_:)` and `deleteBackward()` (UIKeyInput),
/// which edit at the end of the text (there is no caret or selection),
/// ask the delegate's `textField(_:shouldChangeCharactersIn:replacementString:)`
/// and send `.editingChanged`; they work whether or not the field is editing.
///
/// Not provided: caret and selection drawing, clear button, left/right
/// views, secure entry masking, attributed placeholder styling, the keyboard.
@MainActor open class UITextField: UIControl, UIKeyInput {
    /// The border styles (Apple's `UITextField.BorderStyle`; raw values are Apple's).
    public enum BorderStyle: Int, Sendable, Hashable {
        /// No border (the default).
        case none = 0
        /// A thin rectangle.
        case line = 1
        /// A bezel-style rectangle.
        case bezel = 2
        /// A rounded rectangle (what Interface Builder uses).
        case roundedRect = 3
    }

    /// The text (an empty string by default, never nil when read; setting nil empties it).
    open var text: String? {
        get { storedText }
        set { storedText = newValue ?? ""; setNeedsDisplay() }
    }
    private var storedText = ""

    /// The text shown in grey while the field is empty (nil by default).
    open var placeholder: String? { didSet { setNeedsDisplay() } }

    /// The font (the system font at 17 points by default; nil resets it).
    open var font: UIFont? {
        didSet { if font == nil { font = .systemFont(ofSize: 17) }; setNeedsDisplay() }
    }

    /// The text colour (`.label`, black, by default; nil resets it).
    open var textColor: UIColor? {
        didSet { if textColor == nil { textColor = .label }; setNeedsDisplay() }
    }

    /// The text's alignment (`.natural` by default).
    open var textAlignment: NSTextAlignment = .natural { didSet { setNeedsDisplay() } }

    /// The border (`.none` by default).
    open var borderStyle: BorderStyle = .none { didSet { setNeedsDisplay() } }

    /// Whether beginning to edit empties the field (false by default).
    open var clearsOnBeginEditing: Bool = false

    /// The delegate (held weakly).
    open weak var delegate: (any UITextFieldDelegate)?

    /// Whether the field is being edited (it is the first responder).
    open private(set) var isEditing: Bool = false

    /// Creates a text field with `frame`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        configureTextField()
    }

    /// Apple's archive initializer; the coder is not read.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        configureTextField()
    }

    private func configureTextField() {
        font = .systemFont(ofSize: 17)
        textColor = .label
        contentMode = .redraw
    }

    // MARK: Responder

    /// An enabled text field can become first responder.
    open override var canBecomeFirstResponder: Bool { isEnabled }

    /// Begins editing when the delegate agrees: first responder, then
    /// `textFieldDidBeginEditing` and `.editingDidBegin`.
    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        guard !isFirstResponder else { return true }
        guard canBecomeFirstResponder, delegate?.textFieldShouldBeginEditing(self) ?? true,
              super.becomeFirstResponder() else { return false }
        isEditing = true
        if clearsOnBeginEditing { storedText = "" }
        setNeedsDisplay()
        delegate?.textFieldDidBeginEditing(self)
        sendActions(for: .editingDidBegin)
        return true
    }

    /// Ends editing when the delegate agrees: `textFieldDidEndEditing` and `.editingDidEnd`.
    @discardableResult
    open override func resignFirstResponder() -> Bool {
        guard isFirstResponder else { return super.resignFirstResponder() }
        guard delegate?.textFieldShouldEndEditing(self) ?? true, super.resignFirstResponder() else { return false }
        isEditing = false
        setNeedsDisplay()
        delegate?.textFieldDidEndEditing(self)
        sendActions(for: .editingDidEnd)
        return true
    }

    /// A lift inside begins editing.
    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        if isTouchInside { becomeFirstResponder() }
    }

    // MARK: UIKeyInput

    /// Whether the field has text.
    open var hasText: Bool { !storedText.isEmpty }

    /// Appends `text` when the delegate agrees; sends `.editingChanged`.
    open func insertText(_ text: String) {
        let range = NSRange(location: (storedText as NSString).length, length: 0)
        guard !text.isEmpty, delegate?.textField(self, shouldChangeCharactersIn: range, replacementString: text) ?? true
        else { return }
        storedText += text
        textDidChange()
    }

    /// Deletes the last character when the delegate agrees; sends `.editingChanged`.
    open func deleteBackward() {
        guard let last = storedText.last else { return }
        let length = (String(last) as NSString).length
        let range = NSRange(location: (storedText as NSString).length - length, length: length)
        guard delegate?.textField(self, shouldChangeCharactersIn: range, replacementString: "") ?? true else { return }
        storedText.removeLast()
        textDidChange()
    }

    private func textDidChange() {
        setNeedsDisplay()
        sendActions(for: .editingChanged)
    }

    // MARK: Geometry and drawing

    /// The inset of the text from the left and right edges.
    var horizontalInset: CGFloat { borderStyle == .roundedRect ? 7 : 2 }

    /// The text's rectangle (Apple's `textRect(forBounds:)`): the bounds inset horizontally.
    open func textRect(forBounds bounds: CGRect) -> CGRect {
        bounds.insetBy(dx: horizontalInset, dy: borderStyle == .none ? 0 : 1)
    }

    /// The placeholder's rectangle (Apple's `placeholderRect(forBounds:)`): the text rectangle.
    open func placeholderRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }

    /// One line of the font plus the border's padding (7 points above and
    /// below for `.roundedRect`, 2 otherwise); no intrinsic width.
    open override var intrinsicContentSize: CGSize {
        let line = (font ?? .systemFont(ofSize: 17)).lineHeight
        let pad: CGFloat = borderStyle == .roundedRect ? 7 : 2
        return CGSize(width: UIView.noIntrinsicMetric, height: (line + 2 * pad).rounded(.up))
    }

    /// Draws the border, then the text or the placeholder.
    open override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        drawBorder(in: context)
        let showsPlaceholder = storedText.isEmpty
        guard let string = showsPlaceholder ? placeholder : storedText, !string.isEmpty else { return }
        let style = NSMutableParagraphStyle()
        style.alignment = textAlignment
        style.lineBreakMode = .byClipping
        let f = font ?? .systemFont(ofSize: 17)
        let attributes: [NSAttributedString.Key: Any] = [
            .font: f, .paragraphStyle: style,
            .foregroundColor: showsPlaceholder ? UIColor.placeholderText : (textColor ?? .label),
        ]
        let box = showsPlaceholder ? placeholderRect(forBounds: bounds) : textRect(forBounds: bounds)
        let height = f.lineHeight
        (string as NSString).draw(in: CGRect(x: box.minX, y: box.midY - height / 2, width: box.width, height: height + 0.5),
                                  withAttributes: attributes)
    }

    private func drawBorder(in context: CGContext) {
        let b = bounds
        switch borderStyle {
        case .none:
            return
        case .line:
            context.setStrokeColor(UIColor.black.cgColor)
            context.setLineWidth(1)
            context.stroke(b.insetBy(dx: 0.5, dy: 0.5))
        case .bezel:
            context.setStrokeColor(UIColor.systemGray.cgColor)
            context.setLineWidth(1)
            context.stroke(b.insetBy(dx: 0.5, dy: 0.5))
            context.setStrokeColor(UIColor.darkGray.cgColor)
            context.strokeLineSegments(between: [CGPoint(x: b.minX, y: b.minY + 1.5), CGPoint(x: b.maxX, y: b.minY + 1.5)])
        case .roundedRect:
            let path = UIBezierPath(roundedRect: b.insetBy(dx: 0.25, dy: 0.25), cornerRadius: 5)
            UIColor.white.setFill()
            path.fill()
            UIColor.systemGray4.setStroke()
            path.lineWidth = 0.5
            path.stroke()
        }
    }
}
