import Foundation
import OpenQuartzCore

// Track mattes (`tt` on the matted layer, `td` on the matte, `tp` naming
// the matte by `ind` in newer files) as Core Animation mask layers.
//
// A copy of the matte layer's node becomes the matted node's `mask`:
// - alpha (`tt` 1): the copy as it is (Core Animation masks by alpha);
// - luma (`tt` 3): the copy with `masksWithLuminance`: the layer shows by
//   the matte's luminance over black, Y = 0.2126 R + 0.7152 G + 0.0722 B
//   (the Lottie specification's Rec. 709 formula), so a transparent matte
//   hides it;
// - inverted alpha (`tt` 2): a covering white layer from which the copy is
//   cut (`destinationOutCompositing`): 1 − alpha;
// - inverted luma (`tt` 4): a covering white layer with the copy blended
//   onto it by `differenceBlendMode` (white − the matte's premultiplied
//   colour), as a luminance mask: 1 − Y, so a transparent matte shows the
//   layer.

extension LottieTreeBuilder {
    /// Mattes `node` (the layer at `index`) by a copy of its matte layer: the
    /// layer `tp` names, else the one listed just before it.
    func applyMatte(_ mode: LottieMatteMode, to node: CALayer, of layer: LottieLayer, at index: Int,
                    in layers: [LottieLayer], byIndex: [Int: Int], map: LottieTimeMap, precompositions: [String]) {
        let sourceIndex = layer.matteParent.flatMap { byIndex[$0] } ?? (layer.matteParent == nil && index > 0 ? index - 1 : nil)
        guard let sourceIndex, sourceIndex != index else {
            warn(layer.path.appending(layer.matteParent == nil ? "tt" : "tp"), "no matte layer for \"\(layer.name)\"; drawn without its matte")
            return
        }
        guard let matte = buildNode(layers[sourceIndex], in: layers, byIndex: byIndex, map: map,
                                    precompositions: precompositions) else {
            // A null (or over-budget) matte draws nothing: an alpha or luma
            // matte shows nothing of the layer, an inverted one all of it.
            if mode == .alpha || mode == .luma { node.isHidden = true }
            return
        }
        node.mask = Self.matteMask(matte, mode: mode)
    }

    /// The mask layer that mattes by `matte` in `mode` (see the file's notes).
    static func matteMask(_ matte: CALayer, mode: LottieMatteMode) -> CALayer {
        switch mode {
        case .alpha:
            return matte
        case .luma:
            matte.masksWithLuminance = true
            return matte
        case .alphaInverted, .lumaInverted:
            let white = coveringLayer(gray: 1)
            matte.compositingFilter = mode == .alphaInverted ? "destinationOutCompositing" : "differenceBlendMode"
            white.addSublayer(matte)
            white.masksWithLuminance = mode == .lumaInverted
            return white
        }
    }
}
