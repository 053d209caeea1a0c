import Foundation

/// A font value an attributed string's font attribute may hold for
/// `CATextLayer`: Apple's text layer reads a `CTFont` (which `UIFont` is
/// toll-free bridged to) and its size; OpenUIKit's `UIFont` conforms.
package protocol TextLayerAttributeFont {
    /// The face to draw with (nil: the font cannot draw).
    var textLayerCGFont: CGFont? { get }
    /// The size in points.
    var textLayerPointSize: CGFloat { get }
}

/// A colour value an attributed string's colour attribute may hold for
/// `CATextLayer` besides a `CGColor`; OpenUIKit's `UIColor` conforms.
package protocol TextLayerAttributeColor {
    /// The colour as a Core Graphics colour.
    var textLayerCGColor: CGColor { get }
}

/// One run of an attributed string as a text layer draws it.
package struct TextLayerRun {
    /// The font, size and kerning the run is laid out in.
    package var piece: TextRunLayout.Piece
    /// The run's colour; nil: the layer's `foregroundColor`.
    package var color: RGBA?
}

/// The attribute names a text layer reads (raw values: Apple's), and how
/// their values are read (shared with OpenUIKit's string drawing).
package enum TextLayerAttribute {
    /// `NSAttributedString.Key.font` and Core Text's `kCTFontAttributeName`.
    static let font = "NSFont"
    /// UIKit's `NSAttributedString.Key.foregroundColor`.
    static let uiKitColor = "NSColor"
    /// Core Text's `kCTForegroundColorAttributeName`.
    static let coreTextColor = "CTForegroundColor"
    /// `NSAttributedString.Key.kern` and Core Text's `kCTKernAttributeName`.
    static let kern = "NSKern"

    /// A number attribute (`NSNumber` or a Swift number), or nil when it is of another type.
    package static func number(_ value: Any) -> Double? {
        switch value {
        case let n as CGFloat: return Double(n)
        case let n as Double: return n
        case let n as Float: return Double(n)
        case let n as Int: return Double(n)
        case let n as NSNumber: return n.doubleValue
        default: return nil
        }
    }
}

extension TextValues {
    /// The runs of `text` as a text layer draws them, attributes resolved
    /// (diagnostics name `model`, once per layer and message):
    ///
    /// - `NSFont` (`.font`, `kCTFontAttributeName`): a `UIFont` (its face and
    ///   `pointSize`; Apple's takes a `CTFont`), or — beyond Apple — a `CGFont`
    ///   or a font name, drawn at the layer's `fontSize`. Missing: the layer's
    ///   `font` at its `fontSize`. Another type: reported, the layer's font. A
    ///   size of 0 draws nothing (reported); a negative or non-finite one is
    ///   reported and the layer's `fontSize` used.
    /// - `NSColor` (`.foregroundColor`) or `CTForegroundColor`
    ///   (`kCTForegroundColorAttributeName`): a `CGColor` or a `UIColor`.
    ///   Missing or of another type (reported): the layer's `foregroundColor`.
    /// - `NSKern` (`.kern`, `kCTKernAttributeName`): a number of points added
    ///   after each character. Not a number, NaN or infinite: reported, 0.
    /// - Any other attribute (paragraph styles, underlines, shadows…) is not
    ///   drawn: one diagnostic names it.
    @MainActor func attributedRuns(_ text: NSAttributedString, layerFont: CGFont, about model: CALayer) -> [TextLayerRun] {
        var runs: [TextLayerRun] = []
        let characters = text.string as NSString
        text.enumerateAttributes(in: NSRange(location: 0, length: text.length), options: []) { attributes, range, _ in
            var piece = TextRunLayout.Piece(text: characters.substring(with: range), font: layerFont, fontSize: fontSize)
            var color: RGBA?
            for (key, value) in attributes {
                switch key.rawValue {
                case TextLayerAttribute.font: resolveFont(value, into: &piece, about: model)
                case TextLayerAttribute.uiKitColor, TextLayerAttribute.coreTextColor:
                    if let c = value as? CGColor { color = c.rgba }
                    else if let c = value as? any TextLayerAttributeColor { color = c.textLayerCGColor.rgba }
                    else {
                        CADiagnostics.reportOnce("CATextLayer: the \(key.rawValue) attribute holds a \(type(of: value)), not a CGColor or UIColor; using foregroundColor", about: model)
                    }
                case TextLayerAttribute.kern:
                    if let k = TextLayerAttribute.number(value), k.isFinite { piece.kern = CGFloat(k) } else {
                        CADiagnostics.reportOnce("CATextLayer: the NSKern attribute must be a finite number (got \(value)); using 0", about: model)
                    }
                default:
                    CADiagnostics.reportOnce("CATextLayer does not draw the \(key.rawValue) attribute; ignored", about: model)
                }
            }
            runs.append(TextLayerRun(piece: piece, color: color))
        }
        return runs
    }

    /// Sets `piece`'s font and size from a font attribute's `value`.
    @MainActor private func resolveFont(_ value: Any, into piece: inout TextRunLayout.Piece, about model: CALayer) {
        switch value {
        case let f as any TextLayerAttributeFont:
            let size = f.textLayerPointSize
            if let face = f.textLayerCGFont { piece.font = face }
            if size == 0 {
                CADiagnostics.reportOnce("CATextLayer: a run's font size is 0; the run is not drawn", about: model)
                piece.fontSize = 0
            } else if size > 0 && size.isFinite {
                piece.fontSize = size
            } else {
                CADiagnostics.reportOnce("CATextLayer: a run's font size is \(size); using fontSize \(fontSize)", about: model)
            }
        case let f as CGFont: piece.font = f
        case let name as String: if let f = CGFont(name) { piece.font = f }
        default:
            CADiagnostics.reportOnce("CATextLayer: the NSFont attribute holds a \(type(of: value)), not a UIFont, CGFont or font name; using the layer's font", about: model)
        }
    }
}
