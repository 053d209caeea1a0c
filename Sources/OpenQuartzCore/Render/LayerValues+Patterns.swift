import Foundation

/// The pattern colours (`CGColor(patternSpace:pattern:components:)`) among
/// a layer's colours, kept beside their RGBA numbers (`LayerValues` keeps
/// colours as numbers; a pattern has none to keep). Each field is nil when
/// that colour is a plain colour or nil. Pattern space is the layer's own
/// coordinate space (its bounds' space), mapped by the pattern's matrix.
package struct LayerPatternColors {
    /// `backgroundColor`, when a pattern colour.
    package var background: CGColor?
    /// `borderColor`, when a pattern colour.
    package var border: CGColor?
    /// `CAShapeLayer.fillColor`, when a pattern colour.
    package var fill: CGColor?
    /// `CAShapeLayer.strokeColor`, when a pattern colour.
    package var stroke: CGColor?
    /// `CATextLayer.foregroundColor`, when a pattern colour (it paints the
    /// runs that have no colour of their own).
    package var foreground: CGColor?

    /// The pattern colours of `layer`; nil when it has none (the common case).
    @MainActor init?(of layer: CALayer) {
        func pattern(_ c: CGColor?) -> CGColor? { c?.pattern == nil ? nil : c }
        let shape = layer as? CAShapeLayer
        background = pattern(layer.backgroundColor)
        border = pattern(layer.borderColor)
        fill = pattern(shape?.fillColor)
        stroke = pattern(shape?.strokeColor)
        foreground = pattern((layer as? CATextLayer)?.foregroundColor)
        if isEmpty { return nil }
    }

    /// The slot of `p`, when it is a colour that can hold a pattern.
    fileprivate static func slot(_ p: RenderProperty) -> WritableKeyPath<LayerPatternColors, CGColor?>? {
        switch p {
        case .backgroundColor: return \.background
        case .borderColor: return \.border
        case .fillColor: return \.fill
        case .strokeColor: return \.stroke
        case .foregroundColor: return \.foreground
        default: return nil
        }
    }

    fileprivate var isEmpty: Bool { background == nil && border == nil && fill == nil && stroke == nil && foreground == nil }
}

extension LayerValues {
    /// Applies an animation output `v` to colour `p` where patterns are
    /// concerned (called by `write` only when the values hold a pattern
    /// colour or `v` is discrete): a pattern colour (which animations carry
    /// as a discrete value, switched at the midpoint) is stored with its
    /// RGBA numbers and true is returned; a plain colour or nil replacing a
    /// pattern clears the pattern, and false lets `write` store the numbers.
    mutating func writePatternColor(_ p: RenderProperty, _ v: AnimatableValue) -> Bool {
        guard let slot = LayerPatternColors.slot(p) else { return false }
        if case .discrete(let d) = v, let color = d.value as? CGColor, color.pattern != nil {
            var colors = patternColors ?? LayerPatternColors.empty
            colors[keyPath: slot] = nil
            patternColors = colors.isEmpty ? nil : colors
            write(p, .color(color.rgba))
            var updated = patternColors ?? LayerPatternColors.empty
            updated[keyPath: slot] = color
            patternColors = updated
            return true
        }
        guard var colors = patternColors, colors[keyPath: slot] != nil else { return false }
        colors[keyPath: slot] = nil
        patternColors = colors.isEmpty ? nil : colors
        return false
    }
}

extension LayerPatternColors {
    /// No pattern colours (a start for `writePatternColor`).
    fileprivate static var empty: LayerPatternColors { LayerPatternColors() }
    private init() {}
}
