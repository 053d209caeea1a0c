import Foundation

/// The last text layout of a text layer, kept by the compositor per model
/// layer (`Compositor.textLayouts`, render-side state: not on the layer), so a
/// layer whose text, font, size, bounds and options do not change is laid out
/// once, however many frames — and presentation copies — draw it. The key
/// holds every input of the layout, so a kept layout is never out of date.
@MainActor package final class CATextLayerLayoutCache {
    /// What a layout depends on.
    struct Key: Equatable {
        var string: String
        var font: FontKey
        var fontSize: CGFloat
        var bounds: CGRect
        var isWrapped: Bool
        var truncation: CATextLayerTruncationMode
        var alignment: CATextLayerAlignmentMode
    }

    /// The `font` property as a comparable value.
    enum FontKey: Equatable {
        case name(String)
        case font(CGFont)
        case unsupported(String)

        static func == (a: FontKey, b: FontKey) -> Bool {
            switch (a, b) {
            case let (.name(x), .name(y)), let (.unsupported(x), .unsupported(y)): return x == y
            case let (.font(x), .font(y)): return x === y
            default: return false
            }
        }
    }

    var key: Key?
    /// The laid-out glyph path in layer coordinates (nil: nothing to draw).
    var path: CGPath?
    /// The font resolved for `fontKey`, kept so an unknown name is reported
    /// once per change of `font`, not once per layout.
    var fontKey: FontKey?
    var resolvedFont: CGFont?

    package init() {}
}

extension CATextLayer {
    /// The text as the compositor draws it (`TextValues.textContent`), from
    /// the receiver's current values: call it on the presentation layer to
    /// get what is on screen.
    package func textContent(cache: CATextLayerLayoutCache = CATextLayerLayoutCache()) -> (path: CGPath, color: RGBA?)? {
        TextValues(of: self).textContent(bounds: bounds, cache: cache, about: self.model())
    }
}

extension TextValues {
    /// The text as the compositor draws it: the glyph outlines in the layer's
    /// own coordinate space (y down, the first line's top at the top-left of
    /// `bounds`), and the colour to fill them with (`foregroundColor`), or nil
    /// when there is nothing to draw (no or empty string, font size 0).
    ///
    /// Laid out in `bounds` as Apple's CATextLayer lays text out
    /// (diagnostics name `model`):
    /// - `string`: a `String`, or an `NSAttributedString`'s characters; its
    ///   attributes (fonts, colours, paragraph styles of runs) are ignored.
    /// - `font`: a font name (resolved by `CGFont.init?(_ name:)` to a bundled
    ///   DejaVu face) or a `CGFont`; nil means Helvetica. Apple also takes a
    ///   `CTFont`, which does not exist here; any other value is reported and
    ///   Helvetica is used. The size is always `fontSize`.
    /// - `isWrapped`: lines wrap to `bounds.width` (after spaces and hyphens,
    ///   inside words too wide alone); when also `truncationMode` ≠ `.none`,
    ///   lines below `bounds.height` are dropped and the last visible line
    ///   ends with "…".
    /// - Not wrapped: each paragraph is one line; a line wider than the bounds
    ///   is elided with "…" per `truncationMode`, or overflows with `.none`.
    /// - `alignmentMode`: in `bounds.width`; `.natural` is left (text is laid
    ///   out left to right only); `.justified` widens spaces of wrapped lines.
    ///   An unknown raw value aligns naturally, with a diagnostic.
    ///
    /// Text outside the bounds is part of the path; the compositor clips it
    /// as `masksToBounds` says. The layout is kept in `cache` (see
    /// `CATextLayerLayoutCache`): with the same cache, an unchanged layer costs
    /// a comparison per call; without one it is laid out afresh.
    @MainActor package func textContent(bounds: CGRect, cache: CATextLayerLayoutCache = CATextLayerLayoutCache(),
                                        about model: CALayer) -> (path: CGPath, color: RGBA?)? {
        guard let text = plainText, !text.isEmpty, fontSize > 0, fontSize.isFinite else { return nil }
        let fontKey = currentFontKey
        let key = CATextLayerLayoutCache.Key(string: text, font: fontKey, fontSize: fontSize, bounds: bounds,
                                             isWrapped: isWrapped, truncation: truncationMode, alignment: alignmentMode)
        if cache.key != key {
            cache.path = layOutText(text, font: resolvedFont(fontKey, cache: cache, about: model), bounds: bounds, about: model)
            cache.key = key
        }
        guard let path = cache.path else { return nil }
        return (path, foregroundColor)
    }

    private var currentFontKey: CATextLayerLayoutCache.FontKey {
        switch font {
        case nil: return .name("Helvetica")
        case let name as String: return .name(name)
        case let f as CGFont: return .font(f)
        case let other?: return .unsupported(String(describing: type(of: other)))
        }
    }

    @MainActor private func resolvedFont(_ key: CATextLayerLayoutCache.FontKey, cache: CATextLayerLayoutCache,
                                         about model: CALayer) -> CGFont? {
        if cache.fontKey == key { return cache.resolvedFont }
        let font: CGFont?
        switch key {
        case .name(let name): font = CGFont(name)
        case .font(let f): font = f
        case .unsupported(let type):
            CADiagnostics.reportOnce("CATextLayer.font of type \(type) is not supported (a font name or CGFont is); using Helvetica", about: model)
            font = CGFont("Helvetica")
        }
        cache.fontKey = key
        cache.resolvedFont = font
        return font
    }

    @MainActor private func layOutText(_ text: String, font: CGFont?, bounds: CGRect, about model: CALayer) -> CGPath? {
        guard let font else { return nil }
        let box = bounds
        let alignment: TextAlignment
        switch alignmentMode {
        case .left: alignment = .left
        case .right: alignment = .right
        case .center: alignment = .center
        case .justified: alignment = .justified
        case .natural: alignment = .natural
        default:
            CADiagnostics.reportOnce("CATextLayer.alignmentMode \"\(alignmentMode.rawValue)\" is unknown; aligning naturally", about: model)
            alignment = .natural
        }
        let truncation: TextTruncation
        switch truncationMode {
        case .start: truncation = .start
        case .middle: truncation = .middle
        case .end: truncation = .end
        case .none: truncation = .none
        default:
            CADiagnostics.reportOnce("CATextLayer.truncationMode \"\(truncationMode.rawValue)\" is unknown; not truncating", about: model)
            truncation = .none
        }
        let options = TextLayout.Options(width: box.width, height: box.height, wraps: isWrapped,
                                         truncation: truncation, alignment: alignment)
        let layout = TextLayout(string: text, font: font, fontSize: fontSize, options: options)
        guard !layout.path.isEmpty else { return nil }
        return layout.path.applying(CGAffineTransform(translationX: box.minX, y: box.minY))
    }
}
