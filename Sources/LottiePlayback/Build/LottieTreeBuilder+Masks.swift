import Foundation
import OpenQuartzCore

extension LottieTreeBuilder {
    /// Half the side of the square an inverted mask's outline is cut out of:
    /// far larger than any composition (`LottieLimits.maxDimension`), so
    /// "everything outside the outline" covers whatever the layer draws.
    static let invertedMaskExtent: CGFloat = 65_536

    /// A mask for the layer's `masksProperties`, in its content's coordinates,
    /// or nil when it has none Core Animation can express.
    ///
    /// A layer mask shows its layer where the mask is opaque, so masks that
    /// add area are black `CAShapeLayer`s side by side (their union), each
    /// with its opacity; an inverted mask, or a first mask that subtracts
    /// (everything but its area), is its outline cut out of a huge square
    /// (even-odd). Intersecting or subtracting from earlier masks, the
    /// lighten/darken/difference modes and expansion have no layer-mask
    /// equivalent: they are reported and left out.
    func maskLayer(for layer: LottieLayer, map: LottieTimeMap) -> CALayer? {
        let masks = layer.masks.filter { $0.mode != .none }
        guard !masks.isEmpty else { return nil }
        let container = Self.plainLayer()
        for (i, mask) in masks.enumerated() {
            let invert: Bool
            switch mask.mode {
            case .add:
                invert = mask.inverted
            case .subtract where i == 0:
                invert = !mask.inverted
            case .intersect where i == 0:
                invert = mask.inverted
            default:
                unsupported(mask.location.appending("mode"), "mask mode \"\(mask.mode.rawValue)\" after other masks is not supported; this mask is left out")
                continue
            }
            if invert && masks.count > 1 {
                unsupported(mask.location.appending("inv"), "an inverted mask among several is not supported; this mask is left out")
                continue
            }
            if mask.expansion.isAnimated || mask.expansion.initialValue[0] != 0 {
                unsupported(mask.location.appending("x"), "mask expansion is not supported; the outline is used as it is")
            }
            let shape = CAShapeLayer()
            shape.anchorPoint = .zero
            shape.fillColor = CGColor(srgbRed: 0, green: 0, blue: 0, alpha: 1)
            shape.strokeColor = nil
            let outline: (LottieBezierShape) -> CGPath
            if invert {
                shape.fillRule = .evenOdd
                outline = { s in
                    let path = CGMutablePath()
                    let e = Self.invertedMaskExtent
                    path.addRect(CGRect(x: -e, y: -e, width: 2 * e, height: 2 * e))
                    path.addPath(s.cgPath)
                    return path
                }
            } else {
                outline = { $0.cgPath }
            }
            shape.path = outline(mask.outline.initialValue)
            if mask.outline.isAnimated {
                add(animation("path", mask.outline, map: map, value: { outline($0) }, at: mask.outline.value(at:)), to: shape)
            }
            bind(mask.opacity, "opacity", on: shape, map: map) { min(max($0[0] / 100, 0), 1) }
            container.addSublayer(shape)
        }
        return container.sublayers?.isEmpty == false ? container : nil
    }

    /// Mattes `node` (the layer at `index`) by a copy of its matte layer: the
    /// layer `tp` names, else the one listed just before it. An alpha matte
    /// is a layer mask; inverted and luma mattes have no layer-mask
    /// equivalent: reported, and the layer is drawn unmatted.
    func applyMatte(_ mode: LottieMatteMode, to node: CALayer, of layer: LottieLayer, at index: Int,
                    in layers: [LottieLayer], byIndex: [Int: Int], map: LottieTimeMap, precompositions: [String]) {
        guard mode == .alpha else {
            unsupported(layer.path.appending("tt"), "\(mode) track mattes are not supported; \"\(layer.name)\" is drawn without its matte")
            return
        }
        let sourceIndex = layer.matteParent.flatMap { byIndex[$0] } ?? (layer.matteParent == nil && index > 0 ? index - 1 : nil)
        guard let sourceIndex, sourceIndex != index else {
            warn(layer.path.appending(layer.matteParent == nil ? "tt" : "tp"), "no matte layer for \"\(layer.name)\"; drawn without its matte")
            return
        }
        guard let matte = buildNode(layers[sourceIndex], in: layers, byIndex: byIndex, map: map,
                                    precompositions: precompositions) else {
            // A null (or over-budget) matte draws nothing: nothing of the layer shows.
            node.isHidden = true
            return
        }
        node.mask = matte
    }
}
