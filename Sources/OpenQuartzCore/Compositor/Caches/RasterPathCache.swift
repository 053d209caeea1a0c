import Foundation
import Raster

/// Raster paths of the `CGPath`s drawn (shape layers, shadow paths), kept
/// between frames by path identity and checked against the path's elements,
/// so an unchanged path is not converted (and allocated) again every frame.
/// Entries not used for a frame are dropped once they outnumber the used ones.
///
/// Keyed by content, not by a layer's values: one path can be drawn by many
/// layers (each with its own values), and a `CGMutablePath` can change
/// under unchanged values; its elements name the result exactly.
final class RasterPathCache: CompositorCache {
    /// One path's conversion.
    private struct Slot: FrameStampedSlot {
        /// The path elements converted.
        var storage: CGPathStorage
        /// The converted path.
        var path: Raster.Path
        /// The frame the slot was last used in.
        var lastFrame: Int
    }
    private var slots = CacheSlots<ObjectIdentifier, Slot>()

    /// `path` as a Raster path. Comparing the elements is cheap when they are
    /// the very arrays converted before (an unchanged path), and makes a
    /// mutated `CGMutablePath`, or a new path at a reused address, convert afresh.
    func rasterPath(of path: CGPath) -> Raster.Path {
        let id = ObjectIdentifier(path)
        slots.frames.use()
        let frame = slots.frame
        if let index = slots.table.index(forKey: id) {
            if slots.table.values[index].storage != path.storage {
                slots.table.values[index].storage = path.storage
                slots.table.values[index].path = path.storage.rasterPath()
            }
            slots.table.values[index].lastFrame = frame
            return slots.table.values[index].path
        }
        let raster = path.storage.rasterPath()
        slots.table[id] = Slot(storage: path.storage, path: raster, lastFrame: frame)
        return raster
    }

    /// Ends a frame (see the type's doc for what is dropped).
    func endFrame() { _ = slots.endFrame() }
}
