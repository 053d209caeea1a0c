import Foundation

/// Where a text layer elides text that does not fit (`CATextLayerTruncationMode`).
public struct CATextLayerTruncationMode: RawRepresentable, Hashable, Sendable {
    /// The raw value, as in Apple's SDK.
    public let rawValue: String
    /// Creates a value from its raw value (Apple's raw values are accepted).
    public init(rawValue: String) { self.rawValue = rawValue }
    /// No truncation: the text is clipped (the default).
    public static let none = Self(rawValue: "none")
    /// An ellipsis at the start of the line.
    public static let start = Self(rawValue: "start")
    /// An ellipsis at the end of the line.
    public static let end = Self(rawValue: "end")
    /// An ellipsis in the middle of the line.
    public static let middle = Self(rawValue: "middle")
}

/// How a text layer aligns its lines (`CATextLayerAlignmentMode`).
public struct CATextLayerAlignmentMode: RawRepresentable, Hashable, Sendable {
    /// The raw value, as in Apple's SDK.
    public let rawValue: String
    /// Creates a value from its raw value (Apple's raw values are accepted).
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The script's natural alignment (left for left-to-right text; the default).
    public static let natural = Self(rawValue: "natural")
    /// Apple's `.left` (raw value "left").
    public static let left = Self(rawValue: "left")
    /// Apple's `.right` (raw value "right").
    public static let right = Self(rawValue: "right")
    /// Apple's `.center` (raw value "center").
    public static let center = Self(rawValue: "center")
    /// Both edges aligned; the last line is aligned naturally.
    public static let justified = Self(rawValue: "justified")
}

/// Swift 3 spellings of the truncation and alignment modes.
public let kCATruncationNone = CATextLayerTruncationMode.none
/// Swift 3 spelling of `CATextLayerTruncationMode.start`.
public let kCATruncationStart = CATextLayerTruncationMode.start
/// Swift 3 spelling of `CATextLayerTruncationMode.end`.
public let kCATruncationEnd = CATextLayerTruncationMode.end
/// Swift 3 spelling of `CATextLayerTruncationMode.middle`.
public let kCATruncationMiddle = CATextLayerTruncationMode.middle
/// Swift 3 spelling of `CATextLayerAlignmentMode.natural`.
public let kCAAlignmentNatural = CATextLayerAlignmentMode.natural
/// Swift 3 spelling of `CATextLayerAlignmentMode.left`.
public let kCAAlignmentLeft = CATextLayerAlignmentMode.left
/// Swift 3 spelling of `CATextLayerAlignmentMode.right`.
public let kCAAlignmentRight = CATextLayerAlignmentMode.right
/// Swift 3 spelling of `CATextLayerAlignmentMode.center`.
public let kCAAlignmentCenter = CATextLayerAlignmentMode.center
/// Swift 3 spelling of `CATextLayerAlignmentMode.justified`.
public let kCAAlignmentJustified = CATextLayerAlignmentMode.justified

/// A layer that lays out and draws plain or attributed text, Core Animation's
/// `CATextLayer`.
///
/// Implicitly animatable, as on Apple's platforms: `fontSize` and
/// `foregroundColor`. Text is drawn from the top of the bounds; what does not
/// fit is clipped (or elided per `truncationMode` on the last visible line).
///
/// Differences from Apple: `font` holds a font *name* (`String`) by default —
/// there is no CTFont on Linux — or a `CGFont`. The compositor draws the text
/// from `textContent()` (CATextLayer+Rendering.swift): glyph outlines of the
/// bundled DejaVu faces, laid out as described there. Unlike Apple's, a text
/// layer's `contentsScale` is not raised automatically on high-resolution
/// screens either (set it yourself, as Apple's documentation recommends).
///
/// Bad input (defined here): a negative or non-finite `fontSize` is refused
/// with a diagnostic and the previous size kept.
@MainActor open class CATextLayer: CALayer {
    /// The text: a `String` or an `NSAttributedString` (default nil). With an
    /// attributed string, `font`, `fontSize` and `foregroundColor` are ignored
    /// for the runs whose attributes set them (fonts, colours and kerning are
    /// drawn run by run: `TextValues.textRuns`). A mutable attributed string
    /// is copied, as Apple's `copy` property does. Not animatable.
    open var string: Any? {
        didSet {
            if let mutable = string as? NSMutableAttributedString { string = NSAttributedString(attributedString: mutable) }
            propertyDidChange(.string, old: AnimatableValue(oldValue))
        }
    }
    /// The font: a font name `String` or a `CGFont`; default `"Helvetica"`.
    /// Only the face is used; the size comes from `fontSize`. Not animatable.
    open var font: Any? = "Helvetica" {
        didSet { propertyDidChange(.font, old: AnimatableValue(oldValue)) }
    }
    /// The font size in points (default 36). Animatable.
    open var fontSize: CGFloat = 36 {
        didSet {
            if !isPresentationCopy && !(fontSize >= 0 && fontSize.isFinite) {
                CADiagnostics.report("CATextLayer.fontSize must be a finite number ≥ 0 (got \(fontSize)); ignored")
                fontSize = oldValue
            }
            if fontSize != oldValue { propertyDidChange(.fontSize, old: .number(Double(oldValue))) }
        }
    }
    /// The colour of plain text (default opaque white). Animatable.
    open var foregroundColor: CGColor? = CGColor(gray: 1, alpha: 1) {
        didSet { if foregroundColor != oldValue { propertyDidChange(.foregroundColor, old: AnimatableValue(oldValue)) } }
    }
    /// Whether text wraps to the bounds' width (default false: one line per
    /// paragraph). Key: `"wrapped"`. Not animatable.
    open var isWrapped: Bool = false {
        didSet { if isWrapped != oldValue { propertyDidChange(.wrapped, old: .number(oldValue ? 1 : 0)) } }
    }
    /// How text that does not fit is elided (default `.none`). Not animatable.
    open var truncationMode: CATextLayerTruncationMode = .none {
        didSet { if truncationMode != oldValue { propertyDidChange(.truncationMode, old: AnimatableValue(oldValue)) } }
    }
    /// How lines are aligned in the bounds (default `.natural`). Not animatable.
    open var alignmentMode: CATextLayerAlignmentMode = .natural {
        didSet { if alignmentMode != oldValue { propertyDidChange(.alignmentMode, old: AnimatableValue(oldValue)) } }
    }
    /// Whether glyph positions may be rounded to whole pixels (default false).
    open var allowsFontSubpixelQuantization: Bool = false {
        didSet {
            if allowsFontSubpixelQuantization != oldValue {
                propertyDidChange("allowsFontSubpixelQuantization", old: .number(oldValue ? 1 : 0))
            }
        }
    }

    /// Creates a text layer with Apple's defaults.
    public override init() { super.init() }

    /// Creates a copy of `layer` (the presentation copy), text properties included.
    public override init(layer: Any) {
        super.init(layer: layer)
        guard let other = layer as? CATextLayer else { return }
        string = other.string; font = other.font; fontSize = other.fontSize
        foregroundColor = other.foregroundColor; isWrapped = other.isWrapped
        truncationMode = other.truncationMode; alignmentMode = other.alignmentMode
        allowsFontSubpixelQuantization = other.allowsFontSubpixelQuantization
    }

    override func renderContent() -> LayerClassContent { .text(TextValues(of: self)) }

    override class var ownProperties: [LayerProperty] {
        typealias B = PropertyBuilder
        return [
            B.optionalAny(RenderProperty.string.key, \CATextLayer.string),
            B.optionalAny(RenderProperty.font.key, \CATextLayer.font),
            B.cgFloat(RenderProperty.fontSize.key, \CATextLayer.fontSize),
            B.color(RenderProperty.foregroundColor.key, \CATextLayer.foregroundColor),
            B.bool(RenderProperty.wrapped.key, \CATextLayer.isWrapped),
            B.discrete(RenderProperty.truncationMode.key, \CATextLayer.truncationMode),
            B.discrete(RenderProperty.alignmentMode.key, \CATextLayer.alignmentMode),
            B.bool("allowsFontSubpixelQuantization", \CATextLayer.allowsFontSubpixelQuantization),
        ]
    }

    override class var additionalImplicitlyAnimatableKeys: Set<String> {
        Set(([.fontSize, .foregroundColor] as [RenderProperty]).map(\.key))
    }

    /// Apple's `defaultValue(forKey:)`: a new text layer's value for the text
    /// properties (`"fontSize"` → 36, `"font"` → `"Helvetica"`…), CALayer's
    /// answer otherwise.
    open override class func defaultValue(forKey key: String) -> Any? {
        if let v = ownDefaultValue(forKey: key, in: CATextLayer.ownProperties, fresh: { CATextLayer() }) { return v }
        return super.defaultValue(forKey: key)
    }

    // MARK: For the renderer

    /// The text as a plain string (`TextValues.plainText`).
    package var plainText: String? { TextValues(of: self).plainText }

    /// The font's name: the `font` string, or "Helvetica" when `font` is nil
    /// or not a name.
    package var fontName: String { (font as? String) ?? "Helvetica" }
}
