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
        /// The attributed string laid out (by identity: `CATextLayer.string`
        /// keeps a copy, so an attributed string there never changes).
        var attributed: AttributedSource?
        var font: FontKey
        var fontSize: CGFloat
        var bounds: CGRect
        var isWrapped: Bool
        var truncation: CATextLayerTruncationMode
        var alignment: CATextLayerAlignmentMode
    }

    /// An attributed string compared by identity.
    struct AttributedSource: Equatable {
        let string: NSAttributedString
        static func == (a: Self, b: Self) -> Bool { a.string === b.string }
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
    /// The laid-out glyph paths in layer coordinates, one per colour run
    /// (empty: nothing to draw).
    var runs: [CATextLayerDrawnRun] = []
    /// The font resolved for `fontKey`, kept so an unknown name is reported
    /// once per change of `font`, not once per layout.
    var fontKey: FontKey?
    var resolvedFont: CGFont?

    package init() {}
}

/// Glyph outlines a text layer fills with one colour.
package struct CATextLayerDrawnRun {
    /// The outlines in the layer's coordinates (y down).
    package var path: CGPath
    /// The colour; nil: the layer's `foregroundColor`.
    package var color: RGBA?
}

extension CATextLayer {
    /// The text as the compositor draws it (`TextValues.textContent`), from
    /// the receiver's current values: call it on the presentation layer to
    /// get what is on screen. Runs of several colours come as one path with
    /// the first run's colour; `textRuns()` keeps them apart.
    package func textContent(cache: CATextLayerLayoutCache = CATextLayerLayoutCache()) -> (path: CGPath, color: RGBA?)? {
        TextValues(of: self).textContent(bounds: bounds, cache: cache, about: self.model())
    }

    /// The text as the compositor draws it, run by run, each with the colour
    /// it is filled with (`TextValues.textRuns`).
    package func textRuns(cache: CATextLayerLayoutCache = CATextLayerLayoutCache()) -> [(path: CGPath, color: RGBA?)] {
        TextValues(of: self).textRuns(bounds: bounds, cache: cache, about: self.model())
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
    /// - `string`: a `String`, or an `NSAttributedString` whose runs keep
    ///   their fonts, sizes, colours and kerning (see `textRuns`).
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
        let runs = textRuns(bounds: bounds, cache: cache, about: model)
        guard let first = runs.first else { return nil }
        if runs.count == 1 { return first }
        let all = CGMutablePath()
        for run in runs { all.addPath(run.path) }
        return (all, first.color)
    }

    /// `textContent(bounds:cache:about:)` run by run: each run's glyph
    /// outlines and the colour they are filled with (an attributed run's
    /// colour, else `foregroundColor`). Empty when there is nothing to draw.
    ///
    /// An attributed string in one set of attributes without kerning is laid
    /// out as plain text (wrapped, truncated and aligned as the layer says)
    /// in its run's font, size and colour. One of several runs, or kerned, is
    /// laid out run by run (`TextRunLayout`: fonts, sizes, colours and
    /// kerning per run; wrapped at word boundaries across runs when
    /// `isWrapped`, truncated per `truncationMode` with the ellipsis in the
    /// style of the text it replaces, each line aligned per `alignmentMode`).
    /// Attributes are read as `attributedRuns(_:layerFont:about:)` says.
    @MainActor package func textRuns(bounds: CGRect, cache: CATextLayerLayoutCache = CATextLayerLayoutCache(),
                                     about model: CALayer) -> [(path: CGPath, color: RGBA?)] {
        guard let text = plainText, !text.isEmpty, fontSize > 0, fontSize.isFinite else { return [] }
        let fontKey = currentFontKey
        let attributed = (string as? NSAttributedString).map(CATextLayerLayoutCache.AttributedSource.init)
        let key = CATextLayerLayoutCache.Key(string: text, attributed: attributed, font: fontKey, fontSize: fontSize,
                                             bounds: bounds, isWrapped: isWrapped, truncation: truncationMode,
                                             alignment: alignmentMode)
        if cache.key != key {
            let font = resolvedFont(fontKey, cache: cache, about: model)
            cache.runs = layOutRuns(text, attributed: attributed?.string, font: font, bounds: bounds, about: model)
            cache.key = key
        }
        return cache.runs.map { ($0.path, $0.color ?? foregroundColor) }
    }

    /// The drawn runs of `text` (or of `attributed`, whose characters it holds).
    @MainActor private func layOutRuns(_ text: String, attributed: NSAttributedString?, font: CGFont?, bounds: CGRect,
                                       about model: CALayer) -> [CATextLayerDrawnRun] {
        guard let font else { return [] }
        guard let attributed else {
            return layOutText(text, font: font, size: fontSize, bounds: bounds, about: model).map { [CATextLayerDrawnRun(path: $0)] } ?? []
        }
        let runs = attributedRuns(attributed, layerFont: font, about: model)
        if runs.count == 1, let only = runs.first, only.piece.kern == 0 {
            guard only.piece.fontSize > 0 else { return [] }
            return layOutText(text, font: only.piece.font, size: only.piece.fontSize, bounds: bounds, about: model)
                .map { [CATextLayerDrawnRun(path: $0, color: only.color)] } ?? []
        }
        var pieces = runs.map(\.piece)
        let alignment = textAlignment(about: model)
        for i in pieces.indices { pieces[i].alignment = alignment }
        let truncation = textTruncation(about: model)
        let cutsAtHeight = isWrapped && truncation != .none
        let layout = TextRunLayout(pieces, width: bounds.width, height: cutsAtHeight ? bounds.height : nil,
                                   wraps: isWrapped, truncation: truncation)
        // Neighbouring runs of one colour are filled together.
        var drawn: [CATextLayerDrawnRun] = []
        var pending: (path: CGMutablePath, color: RGBA?)?
        for run in layout.runs {
            let color = runs[run.piece].color
            let path = layout.path(of: run, in: pieces, at: bounds.origin)
            if let p = pending, p.color == color {
                p.path.addPath(path)
            } else {
                if let p = pending { drawn.append(CATextLayerDrawnRun(path: p.path, color: p.color)) }
                let fresh = CGMutablePath()
                fresh.addPath(path)
                pending = (fresh, color)
            }
        }
        if let p = pending, !p.path.isEmpty { drawn.append(CATextLayerDrawnRun(path: p.path, color: p.color)) }
        return drawn
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

    /// `alignmentMode` as a layout alignment (unknown: natural, reported).
    @MainActor private func textAlignment(about model: CALayer) -> TextAlignment {
        switch alignmentMode {
        case .left: return .left
        case .right: return .right
        case .center: return .center
        case .justified: return .justified
        case .natural: return .natural
        default:
            CADiagnostics.reportOnce("CATextLayer.alignmentMode \"\(alignmentMode.rawValue)\" is unknown; aligning naturally", about: model)
            return .natural
        }
    }

    /// `truncationMode` as a layout truncation (unknown: none, reported).
    @MainActor private func textTruncation(about model: CALayer) -> TextTruncation {
        switch truncationMode {
        case .start: return .start
        case .middle: return .middle
        case .end: return .end
        case .none: return .none
        default:
            CADiagnostics.reportOnce("CATextLayer.truncationMode \"\(truncationMode.rawValue)\" is unknown; not truncating", about: model)
            return .none
        }
    }

    @MainActor private func layOutText(_ text: String, font: CGFont, size: CGFloat, bounds: CGRect, about model: CALayer) -> CGPath? {
        let box = bounds
        let alignment = textAlignment(about: model)
        let truncation = textTruncation(about: model)
        let options = TextLayout.Options(width: box.width, height: box.height, wraps: isWrapped,
                                         truncation: truncation, alignment: alignment)
        let layout = TextLayout(string: text, font: font, fontSize: size, options: options)
        guard !layout.path.isEmpty else { return nil }
        return layout.path.applying(CGAffineTransform(translationX: box.minX, y: box.minY))
    }
}
