import Foundation
import Synchronization

extension Compositor {
    /// Whether an odd number of `model`'s superlayers are geometry-flipped:
    /// its plane is drawn mirrored, so its image contents are drawn mirrored
    /// within their rectangle to keep their orientation. O(depth), skipped
    /// while no layer is flipped (`GeometryFlipCensus`). (Nine-sliced
    /// contents, `contentsCenter`, are not compensated.)
    func superlayersMirrorContents(_ model: CALayer) -> Bool {
        guard GeometryFlipCensus.flippedLayers.load(ordering: .relaxed) > 0 else { return false }
        var odd = false
        var l = model.superlayer
        while let s = l {
            if s.isGeometryFlipped { odd.toggle() }
            l = s.superlayer
        }
        return odd
    }
}

/// How many layers (not presentation copies) are geometry-flipped now, so
/// the compositor skips looking for flipped superlayers while there are none.
enum GeometryFlipCensus {
    static let flippedLayers = Atomic<Int>(0)
}
