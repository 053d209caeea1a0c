import Foundation
import Raster
import Synchronization

extension Compositor {
    /// Whether an odd number of `model`'s superlayers are geometry-flipped:
    /// its plane is drawn mirrored, so its image contents are drawn mirrored
    /// within their rectangle to keep their orientation. O(depth), skipped
    /// while no layer is flipped (`GeometryFlipCensus`). Whole images,
    /// nine-sliced contents (`contentsCenter`) and `CATextLayer` text are
    /// drawn mirrored so (`Transform.mirroringRows(of:)`).
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

extension Transform {
    /// The map that mirrors `rect`'s rows in place (y ↦ minY + maxY − y,
    /// x unchanged): what draws a layer's contents upright in a plane that
    /// geometry-flipped superlayers mirror.
    static func mirroringRows(of rect: Rect) -> Transform {
        Transform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: 2 * rect.y + rect.height)
    }
}
